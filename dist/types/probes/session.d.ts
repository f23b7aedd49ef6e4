import type { ServerHandleLike } from "../mcp/connection.js";
import { type Observation } from "./observe.js";
/**
 * Calls tools for the probes with a per-call timeout and a budget for the whole probe phase, so a probe never
 * hangs a run (issue "Effect probes" §What must be shown: "each call has the scenario timeout, and the whole
 * probe phase a budget").
 */
/** Thrown by {@link ProbeSession.call} once the phase budget is spent; `runProbes` turns it into skipped results. */
export declare class BudgetSpent extends Error {
    readonly name = "BudgetSpent";
}
/** Timing of a probe session. All milliseconds. */
export interface SessionTiming {
    /** Timeout of each call (the scenario timeout). */
    timeoutMs: number;
    /** Budget of the whole probe phase. */
    budgetMs: number;
}
export declare class ProbeSession {
    private readonly handle;
    private readonly timing;
    private readonly now;
    private readonly deadline;
    /** Restarts of the server seen so far (by the handle, or a call that found the server gone). */
    restarts: number;
    calls: number;
    constructor(handle: ServerHandleLike, timing: SessionTiming, now?: () => number);
    /** Milliseconds left in the budget (0 when spent). */
    remainingMs(): number;
    /** The budget in seconds (one decimal at most), for messages. */
    budgetSeconds(): number;
    /**
     * Calls one tool. The timeout is the call timeout or what is left of the budget, whichever is shorter.
     * Resolves to an observation for every server behaviour (error, timeout, death); throws {@link BudgetSpent}
     * when the budget is already spent.
     */
    call(tool: string, args: unknown): Promise<Observation>;
    /** Calls several tools at once (MCP requests are independent; JSON-RPC 2.0 matches answers by id). */
    callAll(calls: ReadonlyArray<{
        tool: string;
        args: unknown;
    }>): Promise<Observation[]>;
}
