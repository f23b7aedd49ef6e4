import type { AggregateReport } from "../scorecard/aggregate.js";
/**
 * Renderers of a set of servers graded together (`aggregateReports`): the Markdown of the job summary and of the one
 * sticky comment (a table — server, grade, change, coverage, top finding, context tokens — with each server's details
 * folded), a console table, and JSON. Server text is escaped like every other report's.
 */
/** Options of {@link renderAggregateMarkdown}. */
export interface AggregateMarkdownOptions {
    /** Most table rows (worst first); the rest are counted. Default: all. */
    maxRows?: number;
    /** Whose details to fold under the table: every server, those failing the gate or with errors, or none. Default `all`. */
    details?: "all" | "failing" | "none";
    /** Most cause groups in one server's details. Default 5. */
    maxGroups?: number;
    /** The heading level of the title (`##` in a comment, `#` in the summary). Default 1. */
    headingLevel?: 1 | 2 | 3;
    /** Where the rows cut by `maxRows` can be read (e.g. "the job summary"). Default "the job summary". */
    moreIn?: string;
}
/**
 * The set as Markdown: a title with the server count, a verdict line (worst grade, servers failing the gate), the
 * table (one row per server, worst grade first: ✅/⚠️/❌, server, grade, change against its reference, coverage, the
 * first issue to fix, context tokens), tool-name collisions across the set, refused reports, then each server's
 * details folded in `<details>` (its issues grouped by cause, each with its fix). Deterministic for equal input (no
 * times, no latencies, messages made stable), so an unchanged set leaves a comment alone. No `<!--`. Pure.
 */
export declare function renderAggregateMarkdown(report: AggregateReport, options?: AggregateMarkdownOptions): string;
/**
 * The set for a terminal: one line of verdict, a table (server, grade, change, coverage, top finding, context tokens),
 * collisions and refused reports, within `width` columns (default 80; `table-layout.ts`). Server text passes
 * `terminalSafe`. Ends with a newline. Pure.
 */
export declare function renderAggregateConsole(report: AggregateReport, options?: {
    width?: number;
}): string;
/** One server of the JSON list (`aggregateJson`, the Action's `mcp-servers` output). */
export interface AggregateServerJson {
    server: string;
    report: string;
    grade: string;
    score: number;
    grade_capped: boolean;
    coverage: number | null;
    provisional: boolean;
    /** The report is of a run that stopped early (`interrupted` in it). */
    interrupted: boolean;
    context_tokens: number;
    errors: number;
    warnings: number;
    top_finding: {
        rule: string;
        tool?: string;
        message: string;
        fix: string;
    } | null;
    change: {
        grade_before: string;
        grade_after: string;
        score_delta: number;
        new_findings: number;
        fixed_findings: number;
    } | null;
    gate_failures: string[];
}
/** The servers of the set as plain JSON values, worst first. Pure. */
export declare function aggregateServersJson(report: AggregateReport): AggregateServerJson[];
/**
 * The set as a JSON document (`aggregate --report json`): `worst_grade`, `failing` (server labels), `servers`
 * (`aggregateServersJson`), `findings` (the set's own, e.g. `tool-name-collision`) and `refused` (`source`, `reason`).
 * 2-space, trailing newline. Pure.
 */
export declare function renderAggregateJson(report: AggregateReport): string;
