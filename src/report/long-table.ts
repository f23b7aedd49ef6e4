import Table from "cli-table3";

/** cli-table3's options (its constructor's argument). */
export type TableOptions = NonNullable<ConstructorParameters<typeof Table>[0]>;

/** Rows rendered by one cli-table3 table at most. */
const BLOCK_ROWS = 200;

/** The widths of the columns of a rendered table, read from its top border (`┌───┬──┐` gives 3, 2). */
function borderWidths(top: string): number[] {
  return top.slice(1, -1).split("┬").map((segment) => segment.length);
}

/** A table's text as cli-table3 renders it. */
function render(options: TableOptions, rows: readonly string[][]): string {
  const table = new Table(options);
  table.push(...(rows as string[][]));
  return table.toString();
}

/**
 * The text cli-table3's `toString()` gives for a table of `rows` with `options`, in time linear in the rows (issue
 * 14: the console report of a server with 5,000 tools spent seconds here). cli-table3 checks every cell against each
 * cell above it for row spans, which takes time quadratic in the rows; so a long table is rendered in blocks of
 * {@link BLOCK_ROWS} rows, each with the column widths the whole table needs (a width the options leave to
 * cli-table3 is the widest any block takes), and the blocks are joined where a row separator goes. Meant for
 * tables without row or column spans whose borders are not coloured (`style.border: []`), as all of ours are.
 */
export function renderTable(options: TableOptions, rows: readonly string[][]): string {
  if (rows.length <= BLOCK_ROWS) return render(options, rows);
  const blocks: string[][][] = [];
  for (let i = 0; i < rows.length; i += BLOCK_ROWS) blocks.push(rows.slice(i, i + BLOCK_ROWS) as string[][]);
  const given = options.colWidths ?? [];
  const widths: number[] = [];
  for (const block of blocks) {
    borderWidths(render(options, block).split("\n")[0]!).forEach((width, i) => {
      const fixed = given[i];
      widths[i] = typeof fixed === "number" ? fixed : Math.max(widths[i] ?? 0, width);
    });
  }
  const out: string[] = [];
  blocks.forEach((block, i) => {
    const lines = render({ ...options, colWidths: widths, ...(i > 0 ? { head: [] } : {}) }, block).split("\n");
    const first = i === 0 ? lines : [lines[0]!.replace("┌", "├").replace(/┬/g, "┼").replace("┐", "┤"), ...lines.slice(1)];
    out.push(...(i < blocks.length - 1 ? first.slice(0, -1) : first));
  });
  return out.join("\n");
}
