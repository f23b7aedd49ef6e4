import type { Tool } from "../mcp/types.js";
import { type ToolOverrides } from "./call-args.js";
import { type ProbeLog } from "./results.js";
import type { ProbeSession } from "./session.js";
/**
 * Built-in bounds (issue "Effect probes" §Bounds, read-only tools): `head`/`tail` with 0, 1, 2 return exactly
 * the first/last min(N, all) lines (`probe-slice-mismatch`); limit-like integers with 1 and 2 return at most N
 * items (`probe-bound-exceeded`), exactly min(N, all) when the parameter is optional (`probe-bound-short`).
 * `limit: 0` is never tried: its meaning varies (nothing, or no limit).
 */
/** A parameter a built-in bound applies to. `range` is the inclusive integer range the schema allows. */
export interface BoundParam {
    name: string;
    kind: "limit" | "head" | "tail";
    required: boolean;
    range: {
        min: number;
        max: number;
    };
}
/** Values tried for limit-like parameters and for head/tail. */
export declare const LIMIT_VALUES: readonly number[];
export declare const SLICE_VALUES: readonly number[];
/** Texts tried for a required query-like parameter without `--arg`, to find a call that returns several items. */
export declare const QUERY_TRIES: readonly string[];
/** What the bound probes need. */
export interface BoundsContext {
    session: ProbeSession;
    log: ProbeLog;
    overridesFor: (tool: Tool) => ToolOverrides;
}
/**
 * The parameters of `tool` that built-in bounds apply to: integer (or number) parameters named like a limit
 * (`limit`, `max_results`, `topK`, `page_size` …, compared in snake_case) or `head`/`tail`.
 */
export declare function boundParams(tool: Tool): BoundParam[];
/** Runs every built-in bound of one read tool. Throws only `BudgetSpent`. */
export declare function runBounds(ctx: BoundsContext, tool: Tool): Promise<void>;
