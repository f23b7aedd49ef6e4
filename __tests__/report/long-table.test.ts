import Table from "cli-table3";
import pc from "picocolors";
import { describe, expect, it } from "vitest";
import { NO_ROW_SEPARATORS, renderTable, type TableOptions } from "../../src/report/long-table.js";

/** What cli-table3 renders for the whole table at once (quadratic in the rows, so only for the sizes a test can wait for). */
function direct(options: TableOptions, rows: string[][]): string {
  const table = new Table(options);
  table.push(...rows);
  return table.toString();
}

const c = pc.createColors(true);
/** Rows whose widest cells sit in different blocks, with colour codes, wrapping names and wide characters. */
const rows = Array.from({ length: 650 }, (_, i) => [
  c.green(i === 433 ? `a_tool_name_long_enough_to_wrap_in_its_column_${i}` : i === 77 ? `工具_${i}` : `tool_${i}`),
  `${i % 7}/${i % 9}`,
  i === 512 ? "12,345.6 ms" : `${(i % 13) / 10} ms`,
  i === 601 ? "1,234,567" : String(i * 3),
]);

describe("renderTable", () => {
  it("renders a long table exactly as cli-table3 does, block by block", () => {
    const options: TableOptions = {
      head: ["Tool", "Scenarios", "Avg latency", "Def. tokens"].map((h) => c.bold(h)),
      style: { head: [], border: [] },
      wordWrap: true,
      colWidths: [30, null, null, null],
      colAligns: ["left", "right", "right", "right"],
    };
    expect(renderTable(options, rows)).toBe(direct(options, rows));
  });

  it("takes every width from cli-table3 when none is given", () => {
    const options: TableOptions = { head: ["Tool", "Def. tokens"], style: { head: [], border: [] }, colAligns: ["left", "right"] };
    const two = rows.map((r) => [r[0]!, r[3]!]);
    expect(renderTable(options, two)).toBe(direct(options, two));
  });

  it("renders a short table in one piece", () => {
    const options: TableOptions = { head: ["a", "b"], style: { head: [], border: [] } };
    expect(renderTable(options, [["1", "2"]])).toBe(direct(options, [["1", "2"]]));
  });

  it("draws rows without separators as one cell of several lines, and keeps the default chars for a long table", () => {
    const lines = ["MCP Scorecard: notes 1.0.0", c.bold("Grade A   Score 100%"), "coverage 85% (12 of 14 called tools gave a conclusive happy call)"];
    const style = { head: [], border: [] };
    expect(renderTable({ style, colWidths: [70], chars: NO_ROW_SEPARATORS }, lines.map((line) => [line]))).toBe(direct({ style, colWidths: [70] }, [[lines.join("\n")]]));
    expect(() => renderTable({ style, chars: NO_ROW_SEPARATORS }, rows)).toThrow("renderTable: a table of more than 200 rows keeps cli-table3's default chars");
  });
});
