import { type Finding } from "../findings/finding.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { ScenarioResult } from "../scorecard/types.js";
/** Options of a scenario run. */
export interface RunOptions {
    /** Per-call timeout, milliseconds. */
    timeoutMs: number;
    /** Consecutive timeouts of one tool after which its remaining scenarios are not run (default 2). */
    maxConsecutiveTimeouts?: number;
    /** Called after each scenario, for progress display. */
    onResult?: (result: ScenarioResult, index: number, total: number) => void;
}
/** Every scenario's result, in plan order, and the findings they raised (one per tool per rule). */
export interface RunOutcome {
    results: ScenarioResult[];
    findings: Finding[];
}
/** The `detail` of scenarios not run because their tool timed out repeatedly (verdict `timeout`, counted failed). */
export declare const SKIPPED_AFTER_TIMEOUTS = "skipped after repeated timeouts";
/**
 * Runs scenarios one after another and judges each (see `judge.ts`).
 * - Each call has its own timeout (`timeoutMs`); on timeout the client sends `notifications/cancelled`.
 * - After a crash, the next scenario asks `handle` for a connection, which restarts the server, and the run goes
 *   on (the closest existing tool let one crash fail every later call: reference/toolscore-notes.md §9 item 9).
 *   If the server cannot be started again, every remaining scenario is `skipped` (not counted by
 *   `summarizeTools`) with the reason, and one `server-start-failed` finding says so.
 * - After `maxConsecutiveTimeouts` (2) timeouts in a row on one tool, its remaining scenarios are not run:
 *   they get verdict `timeout`, detail "skipped after repeated timeouts" and count as failed, so a hanging tool
 *   costs two timeouts, not one per scenario.
 * Never throws for server misbehaviour.
 */
export declare function runScenarios(handle: ServerHandleLike, tools: readonly Tool[], scenarios: readonly Scenario[], options: RunOptions): Promise<RunOutcome>;
