/**
 * `schema-too-deep`: a tool whose `inputSchema` or `outputSchema` nests deeper than {@link MAX_SCHEMA_DEPTH} levels
 * of JSON (issue 12: an `inputSchema` nested 2,000 levels ended a run in "Maximum call stack size exceeded" with no
 * report). No real schema comes near it (ten levels of nested objects are about 20 levels of JSON), while clients'
 * validators and value generators walk schemas recursively. Such a tool is reported and then left alone: no other
 * schema rule reads it and it is not called.
 */
import { type Finding } from "../findings/finding.js";
import { MAX_SCHEMA_DEPTH } from "../mcp/limits.js";
import type { Tool } from "../mcp/types.js";
export { MAX_SCHEMA_DEPTH };
/** Which of a tool's schemas nests deeper than {@link MAX_SCHEMA_DEPTH} (`inputSchema` first), or undefined. Iterative: never overflows the stack. */
export declare function tooDeepSchema(tool: Tool): "inputSchema" | "outputSchema" | undefined;
/** The `schema-too-deep` finding for tool `name`'s `which` schema. */
export declare function schemaTooDeepFinding(name: string, which: "inputSchema" | "outputSchema"): Finding;
