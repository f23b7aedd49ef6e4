import type { Confidence, Finding, Severity } from "../findings/finding.js";
import { RULES, type RuleId } from "../findings/rules.js";
import { isHighConfidenceProbeFailure } from "./score.js";
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

/** Server-level failures: fixing these first usually fixes many other findings too. */
const SERVER_LEVEL: readonly RuleId[] = [
  "server-start-failed",
  "tools-list-failed",
  "server-crashed",
  "stdout-pollution",
  "pagination-loop",
  "edge-crash",
];
const HAPPY_FAILURES: readonly RuleId[] = ["happy-call-failed", "call-timeout"];

/**
 * The rank of a finding in the fix list, lower first:
 * 0 server-level failures (start failed, tools/list failed, crashes, stdout pollution, endless pagination);
 * 1 a tool failing valid input; 2 high-confidence probe failures; 3 other runtime errors and edge failures
 * (`edge-*`, `unknown-tool-*`); 4 other errors (lint, protocol, drift, lower-confidence probes);
 * 5 warnings; 6 info. Adapted from Toolscore's fix list (reference/toolscore-notes.md §7), which has only
 * happy, edge, lint error, lint warning.
 */
export function issuePriority(f: Finding): number {
  if (SERVER_LEVEL.includes(f.rule)) return 0;
  if (HAPPY_FAILURES.includes(f.rule)) return 1;
  if (isHighConfidenceProbeFailure(f)) return 2;
  if (f.severity === "info") return 6;
  const runtime = RULES[f.rule]?.category === "runtime";
  if ((runtime && f.severity === "error") || f.rule.startsWith("edge-") || f.rule.startsWith("unknown-tool-")) return 3;
  return f.severity === "error" ? 4 : 5;
}

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
export function topIssues(scorecard: Pick<Scorecard, "findings">, options: TopIssueOptions = {}): TopIssue[] {
  const byKey = new Map<string, TopIssue>();
  for (const f of scorecard.findings) {
    if (f.accepted !== undefined) continue;
    const priority = issuePriority(f);
    if (priority === 6 && !options.includeInfo) continue;
    const runtime = RULES[f.rule]?.category === "runtime";
    const key = JSON.stringify(runtime ? [f.rule, f.tool] : [f.rule, f.tool, f.parameter, f.message]);
    const seen = byKey.get(key);
    if (seen) {
      seen.count++;
      continue;
    }
    byKey.set(key, {
      ...(f.tool !== undefined && { tool: f.tool }),
      ...(f.parameter !== undefined && { parameter: f.parameter }),
      rule: f.rule,
      severity: f.severity,
      ...(f.confidence !== undefined && { confidence: f.confidence }),
      message: f.message,
      fix: f.fix,
      priority,
      count: 1,
    });
  }
  // Array.prototype.sort is stable, so report order survives inside one priority.
  return [...byKey.values()].sort((a, b) => a.priority - b.priority);
}
