import type { Tool } from "../mcp/types.js";
/**
 * Parses the text of a saved tool list. Accepts the whole JSON-RPC `tools/list` response, its `result`
 * (any object with a `tools` array, so a saved `{instructions, tools}` works too), or a bare array of tools.
 * Tools are returned as given — a malformed tool (no name, no schema) is for lint to report, not refused —
 * but each entry must be a JSON object.
 * @param sourceName the file name, used in error messages.
 * @throws UsageError (one line naming `sourceName` and the accepted shapes) when the text is not JSON,
 *   holds a JSON-RPC error, has another shape, or an entry of the list is not an object.
 */
export declare function parseToolsFile(text: string, sourceName: string): Tool[];
