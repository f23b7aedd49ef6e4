import type { Confidence, Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { Grade } from "./types.js";

/**
 * What of a scorecard a later run compares with (the reference report a default-branch run keeps for pull requests,
 * issue 13 item 6): the grade and score, the tools, and the findings without evidence. Nothing that changes from run
 * to run with the same result (timings, latencies, probe record names) is in it.
 */
export interface ResultSnapshot {
  grade: Grade;
  score: number;
  grade_capped: boolean;
  server: { name: string; version: string };
  tools: { name: string; passed: number; total: number; definition_tokens: number }[];
  context_tokens: number;
  findings: { rule: RuleId; severity: Severity; tool?: string; parameter?: string; message: string; confidence?: Confidence }[];
}

/** One finding identity (rule, tool, parameter) that appeared or went away, with how many findings it has. */
export interface FindingChange {
  rule: RuleId;
  severity: Severity;
  tool?: string;
  parameter?: string;
  /** The first finding's message (raw server text inside: renderers escape it). */
  message: string;
  count: number;
}

/** How a result differs from the reference. Scores are 0..1; `scoreDelta` = after − before, rounded to 4 decimals. */
export interface ResultChange {
  gradeBefore: Grade;
  gradeAfter: Grade;
  scoreBefore: number;
  scoreAfter: number;
  scoreDelta: number;
  /** Findings whose identity the reference did not have, in the order of `after`. */
  newFindings: FindingChange[];
  /** Findings of the reference whose identity is gone, in the reference's order. */
  fixedFindings: FindingChange[];
  toolsAdded: string[];
  toolsRemoved: string[];
  contextTokensBefore: number;
  contextTokensAfter: number;
  /** Whether anything above differs (grade, score, findings, tools). Context tokens alone do not count. */
  changed: boolean;
}

/**
 * Compares a result with the reference. A finding's identity is its rule, tool and parameter: its wording and how
 * many scenarios raised it may change without the finding being new (the same failing tool on a third happy path is
 * not a new problem; a message quoting a server's error text would otherwise flap). Pure.
 */
export function compareResults(before: ResultSnapshot, after: ResultSnapshot): ResultChange {
  const newFindings = missingFrom(after.findings, before.findings);
  const fixedFindings = missingFrom(before.findings, after.findings);
  const beforeTools = new Set(before.tools.map((t) => t.name));
  const afterTools = new Set(after.tools.map((t) => t.name));
  const toolsAdded = after.tools.map((t) => t.name).filter((n) => !beforeTools.has(n));
  const toolsRemoved = before.tools.map((t) => t.name).filter((n) => !afterTools.has(n));
  const scoreDelta = Math.round((after.score - before.score) * 10_000) / 10_000;
  return {
    gradeBefore: before.grade,
    gradeAfter: after.grade,
    scoreBefore: before.score,
    scoreAfter: after.score,
    scoreDelta,
    newFindings,
    fixedFindings,
    toolsAdded,
    toolsRemoved,
    contextTokensBefore: before.context_tokens,
    contextTokensAfter: after.context_tokens,
    changed:
      before.grade !== after.grade ||
      scoreDelta !== 0 ||
      newFindings.length > 0 ||
      fixedFindings.length > 0 ||
      toolsAdded.length > 0 ||
      toolsRemoved.length > 0,
  };
}

function identity(f: { rule: string; tool?: string; parameter?: string }): string {
  return JSON.stringify([f.rule, f.tool ?? null, f.parameter ?? null]);
}

/** The identities of `from` that `other` lacks, each once with its count, in `from`'s order. */
function missingFrom(from: ResultSnapshot["findings"], other: ResultSnapshot["findings"]): FindingChange[] {
  const known = new Set(other.map(identity));
  const out = new Map<string, FindingChange>();
  for (const f of from) {
    const id = identity(f);
    if (known.has(id)) continue;
    const seen = out.get(id);
    if (seen) seen.count++;
    else {
      out.set(id, {
        rule: f.rule,
        severity: f.severity,
        ...(f.tool !== undefined ? { tool: f.tool } : {}),
        ...(f.parameter !== undefined ? { parameter: f.parameter } : {}),
        message: f.message,
        count: 1,
      });
    }
  }
  return [...out.values()];
}
