/**
 * The protocol checks that need server sessions of their own (issue 14: a protocol phase that costs what its
 * information is worth): legacy version negotiation (each offer must be the first `initialize` of a session) and
 * the 2026-07-28 checks (a connection whose era was set by `server/discover` alone). Over stdio a session is a
 * server process, so they use as few as their verdicts allow: the version offers share one process
 * (`version-negotiation.ts`), and the modern checks run one after another on one fresh connection as long as each
 * passes, and each check after the first one that did not pass gets a connection of its own, as before. Sharing
 * rests on the order ({@link MODERN_RUN_ORDER}): until the last check, every request a correct server has seen on
 * the shared connection is a `server/discover` or one it refused, which leave a connection as it was opened; the
 * last one, `resultType`, is the only check whose requests succeed with something else (`tools/list`), which may
 * settle a connection: once a `tools/list` was served, the SDK v2's `serveStdio` answers a `server/discover` naming
 * an unknown version with a result instead of -32022 (verified by hand against `@modelcontextprotocol/server`
 * 2.4.0). The report lists the checks in their usual order.
 *
 * They start as soon as the server under test is up (`startFreshChecks`) and run while the checkup lists, lints,
 * discovers and makes its read-only calls: a fresh process shares nothing with the server under test but what is
 * outside both — a data file, a lock, a port. So the run waits for every fresh session to be closed before its
 * first call that may write (a setup step, a write, a destructive call; see `run-checkup.ts`): a fresh process
 * that saves its state on exit, takes a lock or resets a file at start-up then cannot touch what the writes do.
 *
 * Over stdio, the legacy version offers need no fresh process at all when the server answers as the official SDKs
 * do: the checkup's handshake makes the unknown-revision offer as the first `initialize` of the process under test
 * (`ConnectOptions.firstOffer`), and the known revisions are offered again on that process once everything else
 * is done (`deferredOffers`; `runProtocolChecks`), each answer trusted only when it names the revision offered.
 */
import type { Finding } from "../findings/finding.js";
import { connect } from "../mcp/connect.js";
import type { McpConnection } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { WaitLane } from "../mcp/wait-clock.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { CHECK } from "./check-names.js";
import { FreshSessions } from "./fresh-sessions.js";
import { modernChecks } from "./modern-checks.js";
import { firstLine, runOn, stepBudgetMs, type StepRecord, type StepSpec } from "./step.js";
import { judgeOffers, offerVersions } from "./version-negotiation.js";
import { UNKNOWN_VERSION } from "../mcp/versions.js";
import type { RequestOutcome } from "../mcp/types.js";

/** Longest wait for one check request, milliseconds: checks must be quick even when `--timeout` is long. */
export const MAX_CHECK_TIMEOUT_MS = 5000;

/** Options of {@link startFreshChecks}; times in milliseconds. */
export interface FreshCheckOptions {
  /** The run's per-request timeout: a fresh session's start-up plus its first answer waits this long. */
  timeoutMs: number;
  /** Where the time a fresh session is open goes (the run's extra-server lane). */
  waitLane?: WaitLane;
}

/**
 * What the fresh checks found: the version checks and findings, and the modern steps' records by check name.
 * `versions` is absent when the version offers are left for the end of the run (`deferredOffers`).
 */
export interface FreshCheckResults {
  versions?: { checks: ProtocolCheck[]; findings: Finding[] };
  steps: ReadonlyMap<string, StepRecord>;
  /**
   * The `initialize` offers the server under test's first process answered in its handshake, when that handshake
   * made the unknown-revision offer (`ConnectOptions.firstOffer`, stdio): the other revisions are then offered again
   * on the process under test at the end of the run (`offerVersions` with `reofferOn`), so no fresh process starts
   * while the scenarios run unless one of those answers cannot be trusted.
   */
  deferredOffers?: readonly { offered: string; outcome: RequestOutcome }[];
}

/** Fresh checks under way. */
export interface FreshChecks {
  /** Settles once every fresh session is closed, with what the checks found. Never rejects. */
  readonly done: Promise<FreshCheckResults>;
  /** Closes every fresh session now (an interrupted run): `done` then settles at once. */
  stop(): void;
}

/** The order the modern checks run in on the shared connection (see the module note). */
const MODERN_RUN_ORDER: readonly string[] = [CHECK.discoverFields, CHECK.modernVersionError, CHECK.modernMetaMissing, CHECK.resultType];

/** The version checks of a modern server: nothing to negotiate. */
const MODERN_VERSIONS: FreshCheckResults["versions"] = {
  checks: [{ check: CHECK.versionNegotiation, status: "skipped", detail: "MCP 2026-07-28 has no initialize handshake; the -32022 check covers versions" }],
  findings: [],
};

/**
 * Starts the fresh checks for the server behind `connection` (its era decides which) and `target` (the same
 * server: a new process for stdio; for HTTP a new session against the same server, whose launch command is not
 * run again). Never throws.
 */
export function startFreshChecks(connection: McpConnection, target: ServerTarget, options: FreshCheckOptions): FreshChecks {
  const sessions = new FreshSessions(options.waitLane);
  const checkTimeoutMs = Math.min(MAX_CHECK_TIMEOUT_MS, options.timeoutMs);
  const run = async (): Promise<FreshCheckResults> => {
    if (connection.era === "modern") {
      const rank = (spec: StepSpec) => MODERN_RUN_ORDER.indexOf(spec.name);
      const specs = [...modernChecks(connection, { timeoutMs: checkTimeoutMs })].sort((a, b) => rank(a) - rank(b));
      return { versions: MODERN_VERSIONS, steps: await runOneAfterAnother(specs, connection, target, sessions, options.timeoutMs, checkTimeoutMs) };
    }
    const made = connection.handshake.initialize;
    if (target.kind === "stdio" && made[0]?.offered === UNKNOWN_VERSION) return { steps: new Map(), deferredOffers: [...made] };
    const offers = await offerVersions(target, connection, { timeoutMs: options.timeoutMs, checkTimeoutMs, sessions });
    return { versions: judgeOffers(offers), steps: new Map() };
  };
  const done = run().catch(
    (error: unknown): FreshCheckResults => ({
      versions: { checks: [{ check: CHECK.versionNegotiation, status: "skipped", detail: `the check could not run: ${firstLine(error)}` }], findings: [] },
      steps: new Map(),
    }),
  );
  return { done, stop: () => sessions.stop() };
}

/** Runs `specs` in order on one fresh connection while each passes, then each of the rest on one of its own (see the module note). */
async function runOneAfterAnother(
  specs: readonly StepSpec[],
  connection: McpConnection,
  target: ServerTarget,
  sessions: FreshSessions,
  timeoutMs: number,
  checkTimeoutMs: number,
): Promise<Map<string, StepRecord>> {
  const fresh: ServerTarget = target.kind === "http" ? { kind: "http", url: target.url, ...(target.headers ? { headers: target.headers } : {}) } : target;
  const open = () => connect(fresh, { protocol: connection.protocolVersion, timeoutMs });
  const budgetMs = stepBudgetMs(checkTimeoutMs);
  const records = new Map<string, StepRecord>();
  const rest = [...specs];
  try {
    await sessions.with(open, async (shared) => {
      while (rest.length > 0) {
        const spec = rest.shift()!;
        const record = await runOn(spec, shared, budgetMs);
        records.set(spec.name, record);
        if (record.check.status !== "passed" || !shared.alive) return;
      }
    });
  } catch {
    // the shared connection did not start: each check tries one of its own, and says why it could not run
  }
  for (const spec of rest) {
    const record = await sessions
      .with(open, (own) => runOn(spec, own, budgetMs))
      .catch((error: unknown): StepRecord => ({ check: { check: spec.name, status: "skipped", detail: `a fresh server session could not be started: ${firstLine(error)}` } }));
    records.set(spec.name, record);
  }
  return records;
}
