/**
 * Protocol conformance checks (issue: protocol checks; DESIGN.md "protocol/"). Each check is its own step with a
 * timeout; a server that dies on one is restarted through the handle and the finding names the check. Version
 * negotiation and the 2026-07-28 checks run on fresh sessions (`fresh-checks.ts`), which the checkup starts as soon
 * as the server is up; over stdio the legacy version offers are made to the process under test instead where its
 * answers allow (its first `initialize`, then again at the very end). Checks never count towards the happy/edge rates; their findings count in the lint term by
 * severity.
 */
import type { Finding } from "../findings/finding.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { WaitLane } from "../mcp/wait-clock.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { type FreshChecks } from "./fresh-checks.js";
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
/**
 * Runs every protocol check that applies to the server behind `handle` (started or restarted as needed) and
 * `target` (the same server, for fresh sessions and HTTP checks). The handle's server is left running (restarted
 * if a check killed it); every fresh session is closed before this resolves. Never throws: a server that cannot be
 * started yields one skipped check.
 */
export declare function runProtocolChecks(handle: ServerHandleLike, target: ServerTarget, options: ProtocolCheckOptions): Promise<ProtocolRun>;
