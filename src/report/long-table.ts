/// <reference path="./cli-table3-utils.d.ts" />
import Table from "cli-table3";
import { strlen } from "cli-table3/src/utils.js";

/**
 * The cli-table3 options our tables use (a subset of its constructor's argument, declared here so that the
 * published type declarations import no package): head cells, colours of head and border, wrapping, column widths
 * in columns (`null`: as wide as the widest cell) and alignments.
 */
export interface TableOptions {
  head?: string[];
  style?: { head?: string[]; border?: string[] };
  wordWrap?: boolean;
  colWidths?: (number | null)[];
  colAligns?: ("left" | "center" | "right")[];
  /** Border characters replaced (cli-table3's `chars`), e.g. {@link NO_ROW_SEPARATORS}. */
  chars?: Record<string, string>;
}

/** cli-table3's `chars` for a table whose rows follow each other without a separator line (its documented compact style). */
export const NO_ROW_SEPARATORS: Record<string, string> = { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" };

/** Rows rendered by one cli-table3 table at most. */
const BLOCK_ROWS = 200;

/** cli-table3's default padding of a cell, left and right, in columns. */
const PADDING = 2;

/** The display width of a cell as cli-table3 measures it; printable ASCII (most cells) is its length, found without the emoji scan. */
function cellWidth(text: string): number {
  return /^[\x20-\x7e]*$/.test(text) ? text.length : strlen(text);
}

/** A table's text as cli-table3 renders it. */
function render(options: TableOptions, rows: readonly string[][]): string {
  const table = new Table(options as ConstructorParameters<typeof Table>[0]);
  table.push(...(rows as string[][]));
  return table.toString();
}

/**
 * The text cli-table3's `toString()` gives for a table of `rows` with `options`, in time linear in the rows (issue
 * 14: the console report of a server with 5,000 tools spent seconds here). cli-table3 checks every cell against each
 * cell above it for row spans, which takes time quadratic in the rows; so a long table is rendered in blocks of
 * {@link BLOCK_ROWS} rows, each with the column widths the whole table needs (a width the options leave to
 * cli-table3 is what it would take: its widest cell, head included, measured as cli-table3 measures, plus the
 * padding), and the blocks are joined where a row separator goes. Meant for tables without row or column spans,
 * with the default padding and uncoloured borders (`style.border: []`), as all of ours are; a long one keeps the
 * default `chars` (throws otherwise: its blocks could not be joined).
 */
export function renderTable(options: TableOptions, rows: readonly string[][]): string {
  if (rows.length <= BLOCK_ROWS) return render(options, rows);
  if (options.chars !== undefined) throw new Error(`renderTable: a table of more than ${BLOCK_ROWS} rows keeps cli-table3's default chars`);
  const blocks: string[][][] = [];
  for (let i = 0; i < rows.length; i += BLOCK_ROWS) blocks.push(rows.slice(i, i + BLOCK_ROWS) as string[][]);
  const given = options.colWidths ?? [];
  const columns = Math.max(options.head?.length ?? 0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, i) => {
    const fixed = given[i];
    if (typeof fixed === "number") return fixed;
    let widest = cellWidth(options.head?.[i] ?? "");
    for (const row of rows) widest = Math.max(widest, cellWidth(row[i] ?? ""));
    return Math.max(1, widest + PADDING);
  });
  const out: string[] = [];
  blocks.forEach((block, i) => {
    const lines = render({ ...options, colWidths: widths, ...(i > 0 ? { head: [] } : {}) }, block).split("\n");
    const first = i === 0 ? lines : [lines[0]!.replace("┌", "├").replace(/┬/g, "┼").replace("┐", "┤"), ...lines.slice(1)];
    out.push(...(i < blocks.length - 1 ? first.slice(0, -1) : first));
  });
  return out.join("\n");
}
