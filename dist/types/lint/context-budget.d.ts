/**
 * Where a server's context cost goes, and a budget for it (issue 17 §4; reference/beyond-notes.md §6 "Tool
 * count and token budgets": a public median of 1,679 tokens across 29 servers, servers of 180 tools near
 * 200,000, and `$defs` hoisting saving about a quarter in G-Core/gcore-mcp-server#14). Token figures are
 * estimates by {@link TOKEN_METHOD}, like every other figure of the report.
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { RepeatedSchema } from "../scorecard/types.js";
/** A sub-schema is worth hoisting only from this many estimated tokens (≈ 120 characters of compact JSON). */
export declare const REPEAT_MIN_TOKENS = 30;
/** At most this many repeated sub-schemas are reported (the largest savings first). */
export declare const MAX_REPEATED = 10;
/** The context-cost breakdown of one server. */
export interface ContextBreakdown {
    /** Sub-schemas repeated within or across tools, largest saving (then size) first, at most {@link MAX_REPEATED}. */
    repeated: RepeatedSchema[];
    /** The sum of `saving_tokens` over every repeated sub-schema found (not only those listed). */
    savingTokens: number;
}
/**
 * Finds the sub-schemas (object schemas below the root, `$defs` entries excepted) of every tool's `inputSchema`
 * and `outputSchema` that cost at least {@link REPEAT_MIN_TOKENS} and appear twice or more, keeping only the
 * largest repeated unit (a property repeated because its whole parent object is repeated is not listed again).
 * Equality is of compact JSON with the keys as sent. Pure; never throws; linear in the definitions' size plus
 * a sort of the repeated candidates.
 */
export declare function contextBreakdown(tools: readonly Tool[]): ContextBreakdown;
/** The `n` costliest tools of `definitionTokens` (as `lintServer` returns it), most expensive first, ties by name. */
export declare function costliestTools(definitionTokens: Readonly<Record<string, number>>, n?: number): Array<{
    name: string;
    tokens: number;
}>;
/**
 * `context-over-budget` when `contextTokens` (every definition plus the instructions) is above `budget`; none
 * otherwise. The message names the costliest tools and the `$defs` saving, so the fix starts where it pays.
 */
export declare function budgetFindings(contextTokens: number, budget: number, definitionTokens: Readonly<Record<string, number>>, breakdown: ContextBreakdown): Finding[];
