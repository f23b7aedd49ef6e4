/**
 * Fitting terminal output to a width (issue 15: the header box grew to 102 columns, the probe table to 96 and
 * `list` to 126, and all of them broke at 80): tables get column widths that add up to the width, prose lines wrap
 * with a hanging indent, and names too long for their column break after `-`, `_`, `.` or `/`. Widths are display
 * columns (`fast-string-width`: colour codes count nothing, wide characters and emoji two). Not `string-width` and
 * `wrap-ansi`: the first non-ASCII text they measure costs a cold process about 45 ms (an `Intl.Segmenter` and the
 * `\p{RGI_Emoji}` pattern), on every run's critical path (issue 14).
 */
/** The width reports fit when the terminal's is not known (stdout is a file or a pipe), columns. */
export declare const DEFAULT_TERMINAL_WIDTH = 80;
/** The display width of `text`: its widest line, colour codes left out. */
export declare function textWidth(text: string): number;
/** cli-table3's padding of a cell, left and right together, in columns. */
export declare const CELL_PADDING = 2;
/**
 * Column widths for cli-table3's `colWidths` (padding included) so that a table of `natural` widths (each
 * column's widest cell plus {@link CELL_PADDING}) fits in `width` columns with its borders (one more than the
 * columns): while it is too wide, the column with the largest width per `weight` (default 1 each) that is above its
 * `minimum` gives up one column — so flexible columns end in proportion to their weights (a description at 1.6
 * keeps more room than a name at 1). A table whose columns are all at their minimum stays wider than `width`; a
 * table that fits keeps its natural widths. Pure.
 */
export declare function fitColumns(natural: readonly number[], width: number, minimum?: readonly number[], weight?: readonly number[]): number[];
/**
 * The natural widths of a table's columns: each column's widest cell (head included) plus {@link CELL_PADDING}.
 * Pure.
 */
export declare function naturalWidths(head: readonly string[], rows: readonly (readonly string[])[]): number[];
/**
 * A name (a tool, a parameter) in lines of at most `width` columns: broken after `-`, `_`, `.`, `/` or a space
 * where it can be, and hard where a piece is longer than a line. Lines are joined with `\n` (cli-table3 keeps
 * them). Pure.
 */
export declare function breakName(name: string, width: number): string;
/**
 * `prefix` then `body` word-wrapped to `width` columns, colour codes kept (fast-wrap-ansi; a word longer than a line is
 * cut), the lines after the first indented by the prefix's width so a list item's text lines up under itself:
 * `  1. ✖ a long message…` / `         …that goes on`. Pure.
 */
export declare function hangingWrap(prefix: string, body: string, width: number): string;
/**
 * `parts` joined with `separator` on as few lines as fit in `width` columns: a part that would pass the width starts
 * a new line (`happy 100%  |  edge 100%  |  lint 100%` / `effect n/a (no high-confidence probe ran)`). Pure.
 */
export declare function packLine(parts: readonly string[], separator: string, width: number): string;
