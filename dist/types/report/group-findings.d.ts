import type { Confidence, Finding, Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import { type TopIssueOptions } from "../scorecard/top-issues.js";
/**
 * Findings grouped by cause, for "Top issues to fix" in the console, the Markdown report and the PR comment
 * (issue 10 item 6): findings of one rule whose message and fix say the same thing about different tools — 27
 * tools that all fail on `ENOTFOUND api.example.com`, 12 tools without a description — become one entry listing
 * the tools, instead of one bullet per tool.
 */
/** One entry of the grouped fix list. Server text (tool names, message) is raw here: renderers escape it. */
export interface FindingGroup {
    rule: RuleId;
    severity: Severity;
    confidence?: Confidence;
    /** The parameter, when every finding of the group names the same one. */
    parameter?: string;
    /** The first finding's message, naming the first tool. */
    message: string;
    /** The first finding's fix. */
    fix: string;
    /** The message with every tool of the group written `…`: what the findings share. */
    cause: string;
    /** The tools concerned, in report order; empty for a server-wide finding. */
    tools: string[];
    /** How many findings the entry stands for. */
    count: number;
    /** Rank in the fix list, lower first (`issuePriority`). */
    priority: number;
}
/**
 * Groups findings by cause: ranked and de-duplicated like `topIssues` (info left out unless `includeInfo`),
 * then issues of one rule, severity, confidence and parameter whose message and fix read the same once their
 * tool is written `…` are merged into one group, at the place of the first. Server-wide findings (no tool) stay
 * one group each. Pure.
 */
export declare function groupFindings(findings: readonly Finding[], options?: TopIssueOptions): FindingGroup[];
