import { excerpt } from "../findings/excerpt.js";
import { finding, type Finding } from "../findings/finding.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { compileSchema } from "../scenarios/ajv-validate.js";

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
export function textBlocks(result: unknown): string[] {
  if (!isObject(result) || !Array.isArray(result.content)) return [];
  const parts: string[] = [];
  for (const block of result.content) {
    if (!isObject(block)) continue;
    if (typeof block.text === "string") parts.push(block.text);
    else if (isObject(block.resource) && typeof block.resource.text === "string") parts.push(block.resource.text);
  }
  return parts;
}

/** The text of a result's `text` blocks (and embedded text resources), joined by spaces; `""` when none. */
export function resultText(result: unknown): string {
  return textBlocks(result).join(" ");
}

/**
 * The shape findings of one result. `what` names the call for messages (e.g. `happy path #2`); `request` is the
 * evidence of what was sent.
 */
export function checkResultShape(toolName: string, tool: Tool | undefined, what: string, result: unknown, request: unknown): Finding[] {
  const out: Finding[] = [];
  if (!isObject(result)) {
    out.push(
      finding("content-missing", {
        tool: toolName,
        message: `'${toolName}' answered ${what} with a result that is not an object (${excerpt(JSON.stringify(result) ?? String(result), 80)}).`,
        fix: "Return a CallToolResult object: { content: [...], isError?, structuredContent? }.",
        evidence: { request, response: result },
      }),
    );
    return out;
  }
  if (!Array.isArray(result.content)) {
    out.push(
      finding("content-missing", {
        tool: toolName,
        message: `'${toolName}' answered ${what} with a result that has no content array.`,
        fix: 'Always include "content" in a tools/call result (an empty array is allowed); it is required by the MCP schema.',
        evidence: { request, response: result },
      }),
    );
  }
  if (result.isError === true || tool === undefined || tool.outputSchema === undefined || tool.outputSchema === null) return out;
  if (result.structuredContent === undefined) {
    out.push(
      finding("structured-content-missing", {
        tool: toolName,
        message: `'${toolName}' declares an outputSchema but answered ${what} without structuredContent.`,
        fix: `Return structuredContent matching the outputSchema on every successful result (and the same JSON in a text block for older clients), or remove the outputSchema.`,
        evidence: { request, response: result },
      }),
    );
    return out;
  }
  const compiled = compileSchema(tool.outputSchema, "2020-12", false);
  if (!compiled.ok) return out; // an outputSchema that cannot be compiled is lint's to report
  const problems = compiled.validate(result.structuredContent);
  if (problems.length > 0) {
    out.push(
      finding("output-schema-mismatch", {
        tool: toolName,
        message: `The structuredContent '${toolName}' returned for ${what} does not match its outputSchema: ${problems.slice(0, 3).join("; ")}.`,
        fix: "Make the structuredContent conform to the declared outputSchema, or correct the outputSchema to describe what the tool really returns.",
        evidence: { request, response: result.structuredContent, excerpt: problems.join("; ") },
      }),
    );
  }
  return out;
}
