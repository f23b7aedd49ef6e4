/**
 * Protocol conformance checks (issue: protocol checks; DESIGN.md "protocol/"). Each check is its own step with a
 * timeout; a server that dies on one is restarted through the handle and the finding names the check. Version
 * negotiation and the 2026-07-28 checks run on fresh sessions (`fresh-checks.ts`), which the checkup starts as soon
 * as the server is up; over stdio the legacy version offers are made to the process under test instead where its
 * answers allow (its first `initialize`, then again at the very end). Checks never count towards the happy/edge rates; their findings count in the lint term by
 * severity.
 */
import type { Finding } from "../findings/finding.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { WaitLane } from "../mcp/wait-clock.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { declaredCapabilitiesCheck, toolsCapabilityCheck } from "./capability-checks.js";
import { httpChecks } from "./http-checks.js";
import { parseErrorCheck, pingCheck, responseIdCheck, unknownMethodCheck } from "./json-rpc-checks.js";
import { modernChecks } from "./modern-checks.js";
import { MAX_CHECK_TIMEOUT_MS, startFreshChecks, type FreshCheckResults, type FreshChecks } from "./fresh-checks.js";
import { FreshSessions } from "./fresh-sessions.js";
import { judgeOffers, offerVersions } from "./version-negotiation.js";
import { firstLine, runStep, type CheckTiming, type ProtocolContext, type StepSpec } from "./step.js";

export { CHECK } from "./check-names.js";
export { MAX_CHECK_TIMEOUT_MS, startFreshChecks, type FreshCheckOptions, type FreshCheckResults, type FreshChecks } from "./fresh-checks.js";
export { UNKNOWN_VERSION } from "./version-negotiation.js";

/** Options of {@link runProtocolChecks}. */
export interface ProtocolCheckOptions {
  /** The run's per-request timeout, milliseconds. A check request waits min(5 s, this); a fresh session's `initialize` (start-up included) waits this long. */
  timeoutMs: number;
  /**
   * The fresh checks, started earlier (`startFreshChecks`, as the checkup does once the server is up) and awaited
   * here. Absent: they are started here, beside the other steps.
   */
  fresh?: FreshChecks;
  /** Where the time of fresh sessions started here goes (the run's extra-server lane). */
  waitLane?: WaitLane;
}

/** What the protocol phase produced: one entry per check, and the findings (rules of the `protocol` category). */
export interface ProtocolRun {
  checks: ProtocolCheck[];
  findings: Finding[];
}

/** The steps for a live connection, in the order they run. */
function stepsFor(connection: McpConnection, target: ServerTarget, timing: CheckTiming): StepSpec[] {
  return [
    unknownMethodCheck(timing),
    ...(connection.era === "legacy" ? [pingCheck(timing)] : []),
    responseIdCheck(timing),
    toolsCapabilityCheck(timing),
    declaredCapabilitiesCheck(timing),
    ...modernChecks(connection, timing),
    parseErrorCheck(timing),
    ...httpChecks(target, timing),
  ];
}

/**
 * Runs every protocol check that applies to the server behind `handle` (started or restarted as needed) and
 * `target` (the same server, for fresh sessions and HTTP checks). The handle's server is left running (restarted
 * if a check killed it); every fresh session is closed before this resolves. Never throws: a server that cannot be
 * started yields one skipped check.
 */
export async function runProtocolChecks(handle: ServerHandleLike, target: ServerTarget, options: ProtocolCheckOptions): Promise<ProtocolRun> {
  const checkTimeoutMs = Math.min(MAX_CHECK_TIMEOUT_MS, options.timeoutMs);
  let connection: McpConnection;
  try {
    connection = await handle.connection();
  } catch (error) {
    await options.fresh?.done;
    return { checks: [{ check: "protocol checks", status: "skipped", detail: `the server could not be started: ${firstLine(error)}` }], findings: [] };
  }
  const fresh = options.fresh ?? startFreshChecks(connection, target, { timeoutMs: options.timeoutMs, ...(options.waitLane ? { waitLane: options.waitLane } : {}) });
  const steps = stepsFor(connection, target, { timeoutMs: checkTimeoutMs });
  // The fresh steps' records are needed when the first of them comes; the steps before it run meanwhile.
  const ctx: ProtocolContext = { handle, target, checkTimeoutMs, checks: [], findings: [] };
  for (const step of steps) {
    if (step.fresh === true && ctx.fresh === undefined) ctx.fresh = (await fresh.done).steps;
    await runStep(ctx, step);
  }
  const done = await fresh.done;
  const versions = done.versions ?? (await deferredVersions(handle, connection, target, done.deferredOffers ?? [], { ...options, checkTimeoutMs }));
  return { checks: [...versions.checks, ...ctx.checks], findings: [...versions.findings, ...ctx.findings] };
}

/**
 * The version checks whose offers were left for the end (`FreshCheckResults.deferredOffers`): the revisions not
 * offered yet are offered again on the process under test (restarted if a check killed it), the last use of it,
 * and only those it does not answer with themselves get a fresh process each.
 */
async function deferredVersions(
  handle: ServerHandleLike,
  first: McpConnection,
  target: ServerTarget,
  made: NonNullable<FreshCheckResults["deferredOffers"]>,
  options: ProtocolCheckOptions & { checkTimeoutMs: number },
): Promise<NonNullable<FreshCheckResults["versions"]>> {
  const current = await handle.connection().catch(() => undefined);
  const offers = await offerVersions(target, current ?? first, {
    timeoutMs: options.timeoutMs,
    checkTimeoutMs: options.checkTimeoutMs,
    sessions: new FreshSessions(options.waitLane),
    made,
    ...(current ? { reofferOn: current } : {}),
  });
  return judgeOffers(offers);
}
