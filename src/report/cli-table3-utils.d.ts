/**
 * cli-table3's own text measure (`src/utils.js`, not part of its documented API): the display width of the widest
 * line of a cell, colour codes left out. `long-table.ts` sizes columns with it exactly as cli-table3 does; its test
 * compares the result with cli-table3's own rendering, so a change in that module shows there.
 */
declare module "cli-table3/src/utils.js" {
  export function strlen(text: string): number;
}
