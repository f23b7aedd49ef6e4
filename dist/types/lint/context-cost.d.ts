/**
 * Context cost: how many tokens of a model's context a server's tool definitions and instructions take on
 * every request. An estimate by characters, not a tokenizer (tokenizers differ per model); good for comparing
 * tools and servers, and the same method Toolscore documents (reference/toolscore-notes.md §10).
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/** How the token figures are computed, stated once for reports (JSON, Markdown, console). */
export declare const TOKEN_METHOD = "characters \u00F7 4 of the compact JSON a client sends, rounded up";
/**
 * `definition-large` is reported above this many estimated tokens (≈ 6,000 characters) for one definition.
 * Measured by {@link TOKEN_METHOD} on the official reference servers (2026.8.31, 37 tools): the 36 ordinary
 * definitions cost 87–368 tokens (median ≈ 220, outputSchema and annotations included); sequential-thinking's
 * single tool, whose description is its whole usage guide, costs 1,160. Toolscore's 200 would flag 20 of the
 * 36 ordinary tools and its 500-token variants would still flag the one deliberate guide — noise, not defects.
 * 1,500 is four times the largest ordinary definition: it marks definitions that embed documents, long
 * examples or huge enums, which are worth trimming, and leaves rich descriptions alone. The total
 * (`context_tokens`) is reported for every server whatever the size of single definitions.
 */
export declare const DEFINITION_LARGE_TOKENS = 1500;
/** Estimated tokens of `text`: ceil(code points / 4); 0 for an empty string. */
export declare function estimateTokens(text: string): number;
/**
 * Estimated tokens of one tool definition: the compact JSON of the tool object as received
 * (`JSON.stringify(tool)`, every field kept: name, title, description, inputSchema, outputSchema,
 * annotations, `_meta`…). A value JSON cannot encode (a cycle, a BigInt — only possible for objects built in
 * code) counts its `String()` form instead; this never throws.
 */
export declare function definitionTokens(tool: Tool): number;
/** Estimated tokens of the server instructions text; 0 when there are none. */
export declare function instructionsTokens(text: string | undefined): number;
/**
 * `definition-large` for one tool whose definition costs more than {@link DEFINITION_LARGE_TOKENS}
 * (`tokens` as computed by {@link definitionTokens}); none otherwise.
 */
export declare function lintDefinitionSize(tool: Tool, index: number, tokens?: number): Finding[];
