import { RULES } from "../findings/rules.js";
import { lintCounts, PROBE_GRADE_CAP, type LintCounts } from "../scorecard/score.js";
import type { Scorecard } from "../scorecard/types.js";

/** Passed out of total. */
export interface Tally {
  passed: number;
  total: number;
}

/** The counts behind a scorecard's rates, for the "(10/12)" after each percentage. */
export interface ReportFigures {
  happy: Tally;
  edge: Tally;
  lint: LintCounts;
  /** High-confidence probe checks that passed / ran (the effect rate's counts). */
  effect: Tally;
  protocolChecks: Tally;
  /** Sum of the tools' definition tokens. */
  definitionTokens: number;
}

/**
 * Counts what the scorecard's rates were computed from (scenarios that ran, high-confidence probe results
 * with a verdict, protocol checks that ran, lint-term findings as `computeScore` counts them). Renderers show
 * these; they never recompute a verdict. Pure.
 */
export function reportFigures(scorecard: Scorecard): ReportFigures {
  const tally = (items: readonly { passed: boolean }[]): Tally => ({
    passed: items.filter((i) => i.passed).length,
    total: items.length,
  });
  const ran = scorecard.scenarios.filter((s) => s.verdict !== "skipped");
  return {
    happy: tally(ran.filter((s) => s.kind === "happy")),
    edge: tally(ran.filter((s) => s.kind === "edge")),
    lint: lintCounts(scorecard.findings),
    effect: tally(
      scorecard.probes
        .filter((p) => p.confidence === "high" && (p.status === "passed" || p.status === "failed"))
        .map((p) => ({ passed: p.status === "passed" })),
    ),
    protocolChecks: tally(
      scorecard.protocol_checks.filter((c) => c.status !== "skipped").map((c) => ({ passed: c.status === "passed" })),
    ),
    definitionTokens: scorecard.tools.reduce((sum, t) => sum + t.definition_tokens, 0),
  };
}

/** What reports say under "Top issues to fix" when there is nothing to fix. */
export const NO_ISSUES_TEXT = "No issues found — a model should be able to use this server cleanly.";

/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - cap off with failures: `grade cap off (would cap at C): …`.
 */
export function capNote(scorecard: Scorecard): string | null {
  const cap = scorecard.grade_cap;
  if (cap.reasons.length === 0) return null;
  const reasons = cap.reasons.join("; ");
  if (cap.capped) return `capped at ${cap.cap ?? PROBE_GRADE_CAP}: ${reasons}`;
  return `grade cap off (would cap at ${PROBE_GRADE_CAP}): ${reasons}`;
}

/** The sentence saying a run stopped early and its scorecard is partial, or null for a complete run. Raw text. */
export function interruptedNote(scorecard: Scorecard): string | null {
  if (!scorecard.interrupted) return null;
  return `Interrupted (${scorecard.interruption ?? "stopped early"}): partial results, graded on what ran before the run stopped.`;
}

/** `C (capped from A)` when the cap lowered the grade, else just the grade. */
export function gradeText(scorecard: Scorecard): string {
  const cap = scorecard.grade_cap;
  return cap.capped && cap.uncapped_grade !== scorecard.grade
    ? `${scorecard.grade} (capped from ${cap.uncapped_grade})`
    : scorecard.grade;
}

/** Whether a finding is about drift against a baseline (shown in its own section, issue "Schema drift"). */
export function isDrift(rule: keyof typeof RULES): boolean {
  return RULES[rule]?.category === "drift";
}

/** The server's display name: `name version`, or `unknown server` when it never said. */
export function serverDisplayName(scorecard: Scorecard): string {
  const name = scorecard.server.name.trim() || "unknown server";
  return scorecard.server.version.trim() ? `${name} ${scorecard.server.version.trim()}` : name;
}
