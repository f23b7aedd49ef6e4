import type { Tool } from "../mcp/types.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import type { DiscoveredValues } from "../scenarios/discovered-values.js";
/**
 * `o` with values the server showed (discovery) for the required parameters of a read tool that no `--arg`
 * fills: the first candidate of each (a file the server listed for `read_text_file`'s `path`). They rank below
 * every `--arg` value. Write tools get none: a probe must never write over a record it did not make.
 */
export declare function withDiscovered(o: ToolOverrides, tool: Tool, known: DiscoveredValues): ToolOverrides;
/** Arguments for a probe call that is not about a record: see {@link fillArgs}. */
export interface FilledArgs {
    args: Record<string, unknown>;
    /** The first required query-like string parameter we made a value up for (bounds try a few texts in it). */
    query?: string;
    /** Required parameters whose values were made up (the `--arg`s that would help when the call fails). */
    generated: string[];
}
/**
 * Arguments for `tool`: `given` values (a declared call's `args`) win, then `--arg` values, then made-up values
 * for the remaining required parameters (`schema.ts` `sampleValue`, strings named after their parameter).
 * Parameters in `skip` are left out. Never throws.
 */
export declare function fillArgs(tool: Tool, o: ToolOverrides, skip: readonly string[], given?: Record<string, unknown>): FilledArgs;
