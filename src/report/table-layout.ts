import stringWidth from "fast-string-width";
import { wrapAnsi } from "fast-wrap-ansi";

/**
 * Fitting terminal output to a width (issue 15: the header box grew to 102 columns, the probe table to 96 and
 * `list` to 126, and all of them broke at 80): tables get column widths that add up to the width, prose lines wrap
 * with a hanging indent, and names too long for their column break after `-`, `_`, `.` or `/`. Widths are display
 * columns (`fast-string-width`: colour codes count nothing, wide characters and emoji two). Not `string-width` and
 * `wrap-ansi`: the first non-ASCII text they measure costs a cold process about 45 ms (an `Intl.Segmenter` and the
 * `\p{RGI_Emoji}` pattern), on every run's critical path (issue 14).
 */

/** The width reports fit when the terminal's is not known (stdout is a file or a pipe), columns. */
export const DEFAULT_TERMINAL_WIDTH = 80;

/** The display width of `text`: its widest line, colour codes left out. */
export function textWidth(text: string): number {
  return Math.max(0, ...text.split("\n").map((line) => stringWidth(line)));
}

/** cli-table3's padding of a cell, left and right together, in columns. */
export const CELL_PADDING = 2;

/**
 * Column widths for cli-table3's `colWidths` (padding included) so that a table of `natural` widths (each
 * column's widest cell plus {@link CELL_PADDING}) fits in `width` columns with its borders (one more than the
 * columns): while it is too wide, the column with the largest width per `weight` (default 1 each) that is above its
 * `minimum` gives up one column — so flexible columns end in proportion to their weights (a description at 1.6
 * keeps more room than a name at 1). A table whose columns are all at their minimum stays wider than `width`; a
 * table that fits keeps its natural widths. Pure.
 */
export function fitColumns(natural: readonly number[], width: number, minimum: readonly number[] = [], weight: readonly number[] = []): number[] {
  const widths = [...natural];
  const floor = widths.map((w, i) => Math.min(w, Math.max(minimum[i] ?? 0, CELL_PADDING + 1)));
  const share = (i: number): number => widths[i]! / (weight[i] ?? 1);
  let excess = widths.reduce((sum, w) => sum + w, 0) + widths.length + 1 - width;
  while (excess > 0) {
    let pick = -1;
    for (let i = 0; i < widths.length; i++) if (widths[i]! > floor[i]! && (pick < 0 || share(i) > share(pick))) pick = i;
    if (pick < 0) break;
    widths[pick]! -= 1;
    excess -= 1;
  }
  return widths;
}

/**
 * The natural widths of a table's columns: each column's widest cell (head included) plus {@link CELL_PADDING}.
 * Pure.
 */
export function naturalWidths(head: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return head.map((h, i) => Math.max(textWidth(h), ...rows.map((row) => textWidth(row[i] ?? ""))) + CELL_PADDING);
}

/**
 * A name (a tool, a parameter) in lines of at most `width` columns: broken after `-`, `_`, `.`, `/` or a space
 * where it can be, and hard where a piece is longer than a line. Lines are joined with `\n` (cli-table3 keeps
 * them). Pure.
 */
export function breakName(name: string, width: number): string {
  const max = Math.max(1, width);
  if (stringWidth(name) <= max) return name;
  const pieces = name.match(/[^-_./ ]*[-_./ ]+|[^-_./ ]+$/g) ?? [name];
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    if (stringWidth(line + piece) <= max) {
      line += piece;
      continue;
    }
    if (line !== "") lines.push(line.trimEnd());
    line = "";
    let rest = piece;
    while (stringWidth(rest) > max) {
      const chars = Array.from(rest);
      let cut = 0;
      let used = 0;
      while (cut < chars.length && used + stringWidth(chars[cut]!) <= max) used += stringWidth(chars[cut++]!);
      const head = chars.slice(0, Math.max(1, cut)).join("");
      lines.push(head);
      rest = rest.slice(head.length);
    }
    line = rest;
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines.join("\n");
}

/**
 * `prefix` then `body` word-wrapped to `width` columns, colour codes kept (fast-wrap-ansi; a word longer than a line is
 * cut), the lines after the first indented by the prefix's width so a list item's text lines up under itself:
 * `  1. ✖ a long message…` / `         …that goes on`. Pure.
 */
export function hangingWrap(prefix: string, body: string, width: number): string {
  const indent = textWidth(prefix);
  const lines = wrapAnsi(body, Math.max(10, width - indent), { hard: true, trim: true }).split("\n");
  return lines.map((line, i) => (i === 0 ? prefix : " ".repeat(indent)) + line).join("\n");
}

/**
 * `parts` joined with `separator` on as few lines as fit in `width` columns: a part that would pass the width starts
 * a new line (`happy 100%  |  edge 100%  |  lint 100%` / `effect n/a (no high-confidence probe ran)`). Pure.
 */
export function packLine(parts: readonly string[], separator: string, width: number): string {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.length - 1;
    if (last >= 0 && textWidth(lines[last]! + separator + part) <= width) lines[last] += separator + part;
    else lines.push(part);
  }
  return lines.join("\n");
}
