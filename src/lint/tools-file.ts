/**
 * Reading a saved tool list for offline lint (`mcp-checkup lint --tools-file tools.json`): servers that
 * cannot run in CI, and snapshots under review.
 */
import { UsageError } from "../errors.js";
import type { Tool } from "../mcp/types.js";
import { isJsonObject } from "./schema-walk.js";

const SHAPES = 'a tools/list JSON-RPC response ({"result": {"tools": [...]}}), its result ({"tools": [...]}), or an array of tools';

/**
 * Parses the text of a saved tool list. Accepts the whole JSON-RPC `tools/list` response, its `result`
 * (any object with a `tools` array, so a saved `{instructions, tools}` works too), or a bare array of tools.
 * Tools are returned as given — a malformed tool (no name, no schema) is for lint to report, not refused —
 * but each entry must be a JSON object.
 * @param sourceName the file name, used in error messages.
 * @throws UsageError (one line naming `sourceName` and the accepted shapes) when the text is not JSON,
 *   holds a JSON-RPC error, has another shape, or an entry of the list is not an object.
 */
export function parseToolsFile(text: string, sourceName: string): Tool[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new UsageError(`${sourceName} is not valid JSON (${(e as Error).message}); expected ${SHAPES}.`);
  }
  let list: unknown;
  if (Array.isArray(data)) list = data;
  else if (isJsonObject(data) && isJsonObject(data.error) && !("result" in data)) {
    const { code, message } = data.error;
    throw new UsageError(`${sourceName} holds a JSON-RPC error (${String(code)}: ${String(message)}), not a tool list; expected ${SHAPES}.`);
  } else if (isJsonObject(data) && isJsonObject(data.result) && Array.isArray(data.result.tools)) list = data.result.tools;
  else if (isJsonObject(data) && Array.isArray(data.tools)) list = data.tools;
  else {
    const what = isJsonObject(data) ? `an object with keys ${Object.keys(data).slice(0, 5).join(", ") || "(none)"}` : data === null ? "null" : `a ${typeof data}`;
    throw new UsageError(`${sourceName} holds ${what}; expected ${SHAPES}.`);
  }
  const tools = list as unknown[];
  const bad = tools.findIndex((t) => !isJsonObject(t));
  if (bad >= 0) {
    throw new UsageError(`${sourceName}: tool #${bad + 1} is ${tools[bad] === null ? "null" : Array.isArray(tools[bad]) ? "an array" : `a ${typeof tools[bad]}`}, not an object; expected ${SHAPES}.`);
  }
  return tools as Tool[];
}
