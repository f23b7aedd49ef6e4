import pc from "picocolors";
import type { Tool } from "../mcp/types.js";
import { renderTable } from "./long-table.js";
import { terminalSafe } from "./terminal-text.js";

/**
 * Renders `mcp-checkup list`: one row per tool with its name, whether it is read-only
 * (`annotations.readOnlyHint`), its parameters (required ones marked `*`) and the first line of its
 * description. Server text is made terminal-safe (no escape sequences).
 */
export function renderToolList(tools: readonly Tool[], options: { color: boolean }): string {
  const head = ["Tool", "Read-only", "Parameters", "Description"];
  const rows = tools.map((tool) => {
    const schema = (tool.inputSchema ?? {}) as { properties?: Record<string, unknown>; required?: unknown };
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const params = Object.keys(schema.properties ?? {}).map((p) => (required.includes(p) ? `${p}*` : p));
    const description = (tool.description ?? "").split("\n")[0] ?? "";
    return [terminalSafe(tool.name), tool.annotations?.readOnlyHint === true ? "yes" : "no", terminalSafe(params.join(", ")), terminalSafe(description)];
  });
  const table = renderTable({ head: options.color ? head.map((h) => pc.bold(h)) : head, style: { head: [], border: [] }, wordWrap: true, colWidths: [null, null, 30, 50] }, rows);
  return `${table}\n${tools.length} tool(s)\n`;
}
