import type { Tool } from "../mcp/types.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import { type ProbeLog } from "./results.js";
import type { ProbeSession } from "./session.js";
/**
 * Built-in bounds (issue "Effect probes" §Bounds, read-only tools): `head`/`tail` with 0, 1, 2 return exactly
 * the first/last min(N, all) lines: more than N lines is `probe-bound-exceeded`, fewer than min(N, all) is
 * `probe-bound-short`, the right count with other lines is `probe-slice-mismatch` (issue 11 item 5); limit-like integers with 1 and 2 return at most N
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
/** How one head/tail answer is wrong: more lines than N, fewer than min(N, all), or the right count but other lines. */
type SliceProblem = "exceeded" | "short" | "mismatch";
/**
 * Judges one head/tail answer (issue 11 item 5, the rules as the README states them): more than `n` lines is
 * `exceeded` (`head: 0` giving the whole text), fewer than min(n, all) is `short` (`tail: 1` giving nothing on
 * newline-terminated text); any other difference from `want` is `mismatch`. Undefined when the answer is exact.
 */
export declare function sliceProblem(n: number, all: number, want: readonly string[], got: readonly string[]): SliceProblem | undefined;
export {};
