import type { Confidence, Finding, Severity } from "../findings/finding.js";
import { type RuleId } from "../findings/rules.js";
import type { Scorecard } from "./types.js";
/** One entry of "Top issues to fix". Server text (tool, message) is raw here: renderers escape it. */
export interface TopIssue {
    tool?: string;
    parameter?: string;
    rule: RuleId;
    severity: Severity;
    confidence?: Confidence;
    message: string;
    fix: string;
    /** 0 = fix first (see {@link issuePriority}). */
    priority: number;
    /** How many findings this entry stands for (repeats of one runtime rule on one tool are merged). */
    count: number;
}
/**
 * The rank of a finding in the fix list, lower first:
 * 0 server-level failures (start failed, tools/list failed, crashes, stdout pollution, endless pagination);
 * 1 a tool failing valid input; 2 high-confidence probe failures; 3 other runtime errors and edge failures
 * (`edge-*`, `unknown-tool-*`); 4 other errors (lint, protocol, drift, lower-confidence probes);
 * 5 warnings; 6 info. Adapted from Toolscore's fix list (reference/toolscore-notes.md §7), which has only
 * happy, edge, lint error, lint warning.
 */
export declare function issuePriority(f: Finding): number;
/** Options of {@link topIssues}. */
export interface TopIssueOptions {
    /** Include info-level findings (last). Default false. */
    includeInfo?: boolean;
}
/**
 * The ranked "Top issues to fix": findings ordered by {@link issuePriority}, keeping report order (severity,
 * tool, rule — `compareFindings`) inside one priority. De-duplicated: runtime findings (one per scenario) are
 * merged to one per rule and tool, keeping the first message and counting the rest; other findings are
 * merged when rule, tool, parameter and message are all equal. Accepted findings (`--accepted`) are not issues to
 * fix: they are left out (reports list them on their own). Pure.
 */
export declare function topIssues(scorecard: Pick<Scorecard, "findings">, options?: TopIssueOptions): TopIssue[];
