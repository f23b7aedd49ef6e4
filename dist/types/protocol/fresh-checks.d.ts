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
import type { McpConnection } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { WaitLane } from "../mcp/wait-clock.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { type StepRecord } from "./step.js";
import type { RequestOutcome } from "../mcp/types.js";
/** Longest wait for one check request, milliseconds: checks must be quick even when `--timeout` is long. */
export declare const MAX_CHECK_TIMEOUT_MS = 5000;
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
    versions?: {
        checks: ProtocolCheck[];
        findings: Finding[];
    };
    steps: ReadonlyMap<string, StepRecord>;
    /**
     * The `initialize` offers the server under test's first process answered in its handshake, when that handshake
     * made the unknown-revision offer (`ConnectOptions.firstOffer`, stdio): the other revisions are then offered again
     * on the process under test at the end of the run (`offerVersions` with `reofferOn`), so no fresh process starts
     * while the scenarios run unless one of those answers cannot be trusted.
     */
    deferredOffers?: readonly {
        offered: string;
        outcome: RequestOutcome;
    }[];
}
/** Fresh checks under way. */
export interface FreshChecks {
    /** Settles once every fresh session is closed, with what the checks found. Never rejects. */
    readonly done: Promise<FreshCheckResults>;
    /** Closes every fresh session now (an interrupted run): `done` then settles at once. */
    stop(): void;
}
/**
 * Starts the fresh checks for the server behind `connection` (its era decides which) and `target` (the same
 * server: a new process for stdio; for HTTP a new session against the same server, whose launch command is not
 * run again). Never throws.
 */
export declare function startFreshChecks(connection: McpConnection, target: ServerTarget, options: FreshCheckOptions): FreshChecks;
