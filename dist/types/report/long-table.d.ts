/**
 * The cli-table3 options our tables use (a subset of its constructor's argument, declared here so that the
 * published type declarations import no package): head cells, colours of head and border, wrapping, column widths
 * in columns (`null`: as wide as the widest cell) and alignments.
 */
export interface TableOptions {
    head?: string[];
    style?: {
        head?: string[];
        border?: string[];
    };
    wordWrap?: boolean;
    colWidths?: (number | null)[];
    colAligns?: ("left" | "center" | "right")[];
    /** Border characters replaced (cli-table3's `chars`), e.g. {@link NO_ROW_SEPARATORS}. */
    chars?: Record<string, string>;
}
/** cli-table3's `chars` for a table whose rows follow each other without a separator line (its documented compact style). */
export declare const NO_ROW_SEPARATORS: Record<string, string>;
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
export declare function renderTable(options: TableOptions, rows: readonly string[][]): string;
