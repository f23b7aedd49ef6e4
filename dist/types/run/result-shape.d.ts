import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/**
 * Checks of a `tools/call` result's shape, made on every result:
 * - `content-missing`: `content` is required in every revision's `CallToolResult` (it may be empty); the SDKs
 *   hide its absence by defaulting it to `[]` (reference/mcp-spec-notes.md §2.3, §5.8).
 * - `structured-content-missing` / `output-schema-mismatch`: "if a tool declares an outputSchema, servers MUST
 *   provide structured results that conform to it" (MCP 2025-06-18 and later, server/tools §Output Schema).
 *   Only success results are checked: an `isError` result may carry an error-shaped `structuredContent` (both
 *   SDKs skip validation then; reference/mcp-spec-notes.md §2.3). The outputSchema is validated in its declared
 *   `$schema` dialect, 2020-12 by default, with `format` as an annotation (its 2020-12 default meaning).
 */
/** The texts of a result's `text` blocks (and embedded text resources), in order; `[]` when none. */
export declare function textBlocks(result: unknown): string[];
/** The text of a result's `text` blocks (and embedded text resources), joined by spaces; `""` when none. */
export declare function resultText(result: unknown): string;
/**
 * The shape findings of one result. `what` names the call for messages (e.g. `happy path #2`); `request` is the
 * evidence of what was sent.
 */
export declare function checkResultShape(toolName: string, tool: Tool | undefined, what: string, result: unknown, request: unknown): Finding[];
