import type { Scorecard } from "../scorecard/types.js";
/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
    /**
     * Include the `<details>` part (failed scenarios, protocol checks, every finding grouped by rule). Default
     * true. The Action renders again with `false` when a PR comment would pass GitHub's 65,536-character limit
     * (reference/github-action-notes.md §2.4: shrink details first).
     */
    details?: boolean;
    /** An image URL for the badge (e.g. a shields.io static badge); shown under the title, alt text = the grade. */
    badgeUrl?: string;
    /** Most "Top issues to fix" entries listed; the rest are counted. Default 30. */
    maxIssues?: number;
    /** A lint-only report (`mcp-checkup lint`): no grade and no call rates — nothing was called. */
    lintOnly?: boolean;
}
/**
 * Renders the scorecard as GitHub-flavoured Markdown: the job summary and the PR comment body (the Action adds
 * its hidden marker line above it). Layout (DESIGN.md "Reports"; the layout Toolscore users know,
 * reference/toolscore-notes.md §8): title `# MCP Scorecard: <name> <version>`, optional badge, the grade line
 * (`**Grade: B** · Score 84%`, or `**Grade: C (capped from A)** · Score 93% — capped at C: <reasons>`),
 * component lines (coverage among them; a provisional grade says so in the grade line), drift ("Changes to what
 * the model sees"), the tool table, the probe table when probes ran, "Client compatibility" when `--clients` named
 * any, "Context cost" when a budget was set or sub-schemas repeat, "Top issues to fix" grouped by cause
 * (`groupFindings`) with each fix, "Calls that counted for nothing" (refused and blocked calls by cause, with the
 * fix that makes them conclusive), then the optional details and a footer line.
 *
 * Every piece of server text goes through `escape.ts` (no raw HTML, mentions, links, fences or table breaks);
 * our own wording around it (messages, fixes, reasons) renders as Markdown through `markdownText`, which keeps the
 * server parts it holds (tool and parameter names, quoted text) in code spans. The output contains no `<!--`. Ends with a newline. Pure; never throws.
 */
export declare function renderMarkdown(scorecard: Scorecard, options?: MarkdownOptions): string;
