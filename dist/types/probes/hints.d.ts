import type { Tool } from "../mcp/types.js";
/**
 * The `--arg` that would help an inconclusive probe (issue "Effect probes" §Write round trips: "inconclusive
 * with the reason and the `--arg` that would help"): the parameters the failure text names, else the required
 * ones, written as `--arg TOOL:NAME=VALUE`.
 */
export declare function argHint(tool: Tool, failureText?: string, only?: readonly string[]): string;
