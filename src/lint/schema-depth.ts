/**
 * `schema-too-deep`: a tool whose `inputSchema` or `outputSchema` nests deeper than {@link MAX_SCHEMA_DEPTH} levels
 * of JSON (issue 12: an `inputSchema` nested 2,000 levels ended a run in "Maximum call stack size exceeded" with no
 * report). No real schema comes near it (ten levels of nested objects are about 20 levels of JSON), while clients'
 * validators and value generators walk schemas recursively. Such a tool is reported and then left alone: no other
 * schema rule reads it and it is not called.
 */
import { finding, type Finding } from "../findings/finding.js";
import { jsonDepth, MAX_SCHEMA_DEPTH } from "../mcp/limits.js";
import type { Tool } from "../mcp/types.js";

export { MAX_SCHEMA_DEPTH };

/** Which of a tool's schemas nests deeper than {@link MAX_SCHEMA_DEPTH} (`inputSchema` first), or undefined. Iterative: never overflows the stack. */
export function tooDeepSchema(tool: Tool): "inputSchema" | "outputSchema" | undefined {
  if (jsonDepth(tool.inputSchema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) return "inputSchema";
  if (jsonDepth(tool.outputSchema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) return "outputSchema";
  return undefined;
}

/** The `schema-too-deep` finding for tool `name`'s `which` schema. */
export function schemaTooDeepFinding(name: string, which: "inputSchema" | "outputSchema"): Finding {
  return finding("schema-too-deep", {
    tool: name,
    message: `The ${which} of '${name}' nests more than ${MAX_SCHEMA_DEPTH} levels deep; clients that validate or generate arguments recursively fail on it, so the tool was not called.`,
    fix: `Flatten the ${which} of '${name}': a few levels of nested objects describe any real input; use $ref to a $defs entry for recursive structures instead of spelling them out.`,
  });
}
