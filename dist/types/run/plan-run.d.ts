import type { ServerHandleLike } from "../mcp/connection.js";
import type { Tool } from "../mcp/types.js";
import { type DiscoveredValues } from "../scenarios/discovered-values.js";
import type { Scenario } from "../scenarios/scenario.js";
import { type ScenarioSource } from "../scenarios/scenario-source.js";
import { type RunOptions, type RunOutcome } from "./scenario-runner.js";
/**
 * Runs a plan in its safe order (issue 11 item 4, DESIGN.md "Scenarios and how a call is judged"): the
 * read-only probes go in before the first call that is not a setup or read-only tool's happy call, and after
 * each tool that creates records, the happy calls still to come are planned again with the ids and names its
 * answers showed (a `get_task` after `create_task` gets the new task's id), a tool at a time as the run reaches it.
 */
/** What a plan run needs besides the scenarios. */
export interface PlanRunOptions {
    /** Per-call timeout, milliseconds. */
    timeoutMs: number;
    /** Awaited once, before the first call that is not a read-only tool's happy call (a setup step, a write, an edge call). */
    mayWrite?: () => Promise<void>;
    /** Awaited once, before the first write (the read-only probes). */
    beforeWrites?: () => Promise<void>;
    /** The values discovery found: creating tools' answers are added to them. */
    values?: DiscoveredValues;
    /**
     * Plans the happy calls of `pending` tools again, in run order, with the values as they are now: a list, or a
     * source that plans each tool's calls as the run reaches them (a `PlanCursor` with `happyOnlyFor`), so that the
     * re-plan is made while calls are out rather than all at once between two calls.
     */
    replan?: (pending: string[]) => readonly Scenario[] | ScenarioSource;
    /** Awaited after the last happy call of a setup tool, before the next tool's (the checkup replays the accepted setup). */
    afterSetupTool?: () => Promise<void>;
    /** Stops the run (`RunOptions.signal`). */
    signal?: AbortSignal;
    /** Called after each scenario, for progress display (`RunOptions.onResult`). */
    onResult?: RunOptions["onResult"];
    /** Work that can wait, done while calls are out (`RunOptions.whileOut`). */
    whileOut?: RunOptions["whileOut"];
}
/** Runs `scenarios` (a plan's, in plan order: a list, or a `PlanCursor` that plans as the run goes) through `runScenarios`, as the module note says. */
export declare function runPlan(handle: ServerHandleLike, tools: readonly Tool[], scenarios: readonly Scenario[] | ScenarioSource, options: PlanRunOptions): Promise<RunOutcome>;
