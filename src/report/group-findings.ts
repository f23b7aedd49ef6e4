import type { Confidence, Finding, Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import { escapeRegExp } from "../findings/text-patterns.js";
import { topIssues, type TopIssueOptions } from "../scorecard/top-issues.js";

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

/** `text` with `name` (as a whole name, not inside a longer one) written `…`, and call counts dropped. */
function generic(text: string, name: string | undefined): string {
  let out = text;
  if (name !== undefined && name !== "") out = out.replace(new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, "g"), "…");
  return out
    .replace(/\s*\(seen in \d+ calls\)/g, "")
    .replace(/#\d+/g, "#N")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Groups findings by cause: ranked and de-duplicated like `topIssues` (info left out unless `includeInfo`),
 * then issues of one rule, severity, confidence and parameter whose message and fix read the same once their
 * tool is written `…` are merged into one group, at the place of the first. Server-wide findings (no tool) stay
 * one group each. Pure.
 */
export function groupFindings(findings: readonly Finding[], options: TopIssueOptions = {}): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  const order: FindingGroup[] = [];
  for (const issue of topIssues({ findings: [...findings] }, options)) {
    const cause = generic(issue.message, issue.tool);
    const entry: FindingGroup = {
      rule: issue.rule,
      severity: issue.severity,
      ...(issue.confidence !== undefined ? { confidence: issue.confidence } : {}),
      ...(issue.parameter !== undefined ? { parameter: issue.parameter } : {}),
      message: issue.message,
      fix: issue.fix,
      cause,
      tools: issue.tool === undefined ? [] : [issue.tool],
      count: issue.count,
      priority: issue.priority,
    };
    if (issue.tool === undefined) {
      order.push(entry);
      continue;
    }
    const key = JSON.stringify([issue.rule, issue.severity, issue.confidence ?? "", issue.parameter ?? "", cause, generic(issue.fix, issue.tool)]);
    const group = groups.get(key);
    if (group) {
      if (!group.tools.includes(issue.tool)) group.tools.push(issue.tool);
      group.count += issue.count;
      continue;
    }
    groups.set(key, entry);
    order.push(entry);
  }
  return order;
}
