import type { Scorecard } from "../scorecard/types.js";
/** Options of {@link renderConsole}. */
export interface ConsoleOptions {
    /** Use ANSI colours (the CLI passes true only on a TTY without NO_COLOR). */
    color: boolean;
    /**
     * Terminal width in columns (the CLI passes stdout's when it is a terminal). Every table, the header box and
     * every line fit it: cells and lines wrap, names break after `-`/`_`/`.`, words too long for a cell end in `…`.
     * Default 80; at least 40.
     */
    width?: number;
    /** A lint-only report (`mcp-checkup lint`): no grade, no rates, no scenario columns — nothing was called. */
    lintOnly?: boolean;
}
/** Top issues shown on the console; the rest are counted (Toolscore shows 8, reference/toolscore-notes.md §7). */
export declare const CONSOLE_ISSUES = 8;
/**
 * Renders the scorecard for a terminal, as a string (the CLI prints it; nothing here writes to stdout):
 * a boxed header (title, grade — coloured by grade when `color` —, score, component rates with the effect figure
 * explained (`effectFigure`, `probeWarnings`), protocol label, the cap note), the tool table (Tool | Scenarios | Avg
 * latency | Def. tokens, rows green/yellow/red by pass share, `skipped: <why>` for a tool the run left out), the probe
 * table when probes ran (probe above tool, result above confidence, detail), protocol checks (passed count, failed
 * ones listed with a neutral mark: their findings carry the severity), the top 8 issues grouped by cause with their
 * fixes and "… and N more" (errors ✖, warnings ▲; a ✓ and the info-note count, dimmed, when there is nothing to
 * fix), the calls that counted for nothing (refused or blocked, by cause, with the fix), and a line on context
 * cost. Everything fits `width` columns (`table-layout.ts`). The header names the coverage, and says when the grade
 * is provisional. All server text passes `terminalSafe` (no escape sequences or control characters). With
 * `color: false` (the default without options) the output has no ANSI codes at all. Ends with a newline. Never throws.
 */
export declare function renderConsole(scorecard: Scorecard, options?: ConsoleOptions): string;
/**
 * Tool rows the console shows at most: a server of thousands of tools would otherwise print a table of thousands of
 * rows no one reads, and rendering it cost seconds (issue 14). The tools that need attention come first; the JSON and
 * Markdown reports list every tool.
 */
export declare const CONSOLE_TOOL_ROWS = 50;
