import { RULES, type RuleId } from "./rules.js";

export type Severity = "error" | "warning" | "info";
export type Confidence = "high" | "medium" | "low";

/** What a finding rests on: the request we sent, what came back, or an excerpt of the offending text. */
export interface Evidence {
  request?: unknown;
  response?: unknown;
  excerpt?: string;
}

/**
 * One thing wrong (or worth knowing) about the server under test. Every check — lint, scenario, probe,
 * protocol, drift — emits this one shape (DESIGN.md "Findings and the rule catalogue").
 * `tool` is `<instructions>` for text in the server's instructions, absent for server-wide findings.
 */
export interface Finding {
  rule: RuleId;
  severity: Severity;
  tool?: string;
  parameter?: string;
  /** What is wrong, in one sentence. May quote server text: renderers escape it. */
  message: string;
  /** The concrete change that removes it. */
  fix: string;
  confidence?: Confidence;
  evidence?: Evidence;
}

/** The owner name under which findings about the server's `instructions` are reported. */
export const INSTRUCTIONS_OWNER = "<instructions>";

/**
 * Builds a finding with the catalogue's default severity for `rule` unless `severity` is given.
 * Keys whose value is undefined are left out, so JSON reports stay minimal and stable.
 */
export function finding(
  rule: RuleId,
  fields: Omit<Finding, "rule" | "severity"> & { severity?: Severity },
): Finding {
  const out: Finding = { rule, severity: fields.severity ?? RULES[rule].severity, message: fields.message, fix: fields.fix };
  if (fields.tool !== undefined) out.tool = fields.tool;
  if (fields.parameter !== undefined) out.parameter = fields.parameter;
  if (fields.confidence !== undefined) out.confidence = fields.confidence;
  if (fields.evidence !== undefined) out.evidence = fields.evidence;
  return out;
}

/** A message fragment with its first letter upper-cased, to start a finding's sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Orders findings for reports: severity, then tool, then rule, then parameter (stable, deterministic). */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    (a.tool ?? "").localeCompare(b.tool ?? "") ||
    a.rule.localeCompare(b.rule) ||
    (a.parameter ?? "").localeCompare(b.parameter ?? "") ||
    a.message.localeCompare(b.message)
  );
}
