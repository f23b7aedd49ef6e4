import pc from "picocolors";
import type { Tool } from "../mcp/types.js";
import { renderTable } from "./long-table.js";
import { breakName, DEFAULT_TERMINAL_WIDTH, fitColumns, naturalWidths } from "./table-layout.js";
import { terminalSafe } from "./terminal-text.js";

/** Options of {@link renderToolList}. */
export interface ToolListOptions {
  color: boolean;
  /** Terminal width in columns: the table fits it (cells wrap, names break). Default 80; at least 40. */
  width?: number;
}

/**
 * Renders `mcp-checkup list`: one row per tool with its name, whether it is read-only
 * (`annotations.readOnlyHint`), its parameters (required ones marked `*`) and the first line of its
 * description, within `width` columns. Server text is made terminal-safe (no escape sequences).
 */
export function renderToolList(tools: readonly Tool[], options: ToolListOptions): string {
  const width = Math.max(40, options.width ?? DEFAULT_TERMINAL_WIDTH);
  const head = ["Tool", "Read-only", "Parameters", "Description"];
  const cells = tools.map((tool) => {
    const schema = (tool.inputSchema ?? {}) as { properties?: Record<string, unknown>; required?: unknown };
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const params = Object.keys(schema.properties ?? {}).map((p) => (required.includes(p) ? `${p}*` : p));
    const description = (tool.description ?? "").split("\n")[0] ?? "";
    return [terminalSafe(tool.name, { limit: 130 }), tool.annotations?.readOnlyHint === true ? "yes" : "no", terminalSafe(params.join(", "), { limit: 300 }), terminalSafe(description, { limit: 300 })];
  });
  const widths = fitColumns(naturalWidths(head, cells), width, [12, 11, 12, 20], [1, 1, 1, 1.6]);
  const rows = cells.map(([name, readOnly, params, description]) => [breakName(name!, widths[0]! - 2), readOnly!, params!, description!]);
  const table = renderTable({ head: options.color ? head.map((h) => pc.bold(h)) : head, style: { head: [], border: [] }, wordWrap: true, colWidths: widths }, rows);
  return `${table}\n${tools.length} tool(s)\n`;
}
