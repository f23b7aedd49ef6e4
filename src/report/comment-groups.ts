import type { Confidence, Finding, Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import { issuePriority } from "../scorecard/top-issues.js";

/**
 * Findings that share one cause and one fix, shown as one entry (issue 13 item 7: a 27-tool server's comment had
 * 27 near-identical bullets). The shape is the one `src/report`'s grouping by cause produces (issue 10), so the PR
 * comment renders either.
 */
export interface FindingGroup {
  rule: RuleId;
  severity: Severity;
  /** What is wrong, in the words of the group's first finding (raw server text inside: renderers escape it). */
  cause: string;
  /** The fix, as the group's first finding words it. */
  fix: string;
  /** Tools with a finding in the group, in report order, each once; empty for server-wide findings. */
  tools: string[];
  /** Findings in the group. */
  count: number;
  confidence?: Confidence;
}

/**
 * Groups findings by rule, severity and fix with the tool and parameter names taken out of the fix, so "Make 'a'
 * succeed…" and "Make 'b' succeed…" are one group. Groups come in fix order: `issuePriority` of the rule (server
 * failures, tools failing valid input, high-confidence probe failures, …), then the larger group, then report order.
 *
 * This is the interim grouping of the PR comment, kept in this one function so the grouping by cause that
 * `src/report` builds (issue 10: `{rule, severity, cause, fix, tools[], count}`) can replace its body. Pure.
 */
export function groupFindingsForComment(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup & { priority: number; order: number }>();
  findings.forEach((f, order) => {
    const key = JSON.stringify([f.rule, f.severity, withoutNames(f.fix, f)]);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, {
        rule: f.rule,
        severity: f.severity,
        cause: f.message,
        fix: f.fix,
        tools: f.tool === undefined ? [] : [f.tool],
        count: 1,
        ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
        priority: issuePriority(f),
        order,
      });
      return;
    }
    group.count++;
    if (f.tool !== undefined && !group.tools.includes(f.tool)) group.tools.push(f.tool);
  });
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority || b.count - a.count || a.order - b.order)
    .map(({ priority: _priority, order: _order, ...group }) => group);
}

/** `text` with the finding's tool and parameter names (as whole names, not inside other words) replaced by placeholders. */
function withoutNames(text: string, f: Finding): string {
  let out = text;
  for (const [name, placeholder] of [
    [f.tool, "\u0000tool\u0000"],
    [f.parameter, "\u0000parameter\u0000"],
  ] as const) {
    if (name === undefined || name === "") continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\w.-])${escaped}(?![\\w.-])`, "g"), placeholder);
  }
  return out;
}
