import { RULES } from "../findings/rules.js";
import { gradeForScore } from "./grade.js";
import { computeScore, isProbeCapReason, type ScoreResult } from "./score.js";
import type { Scorecard } from "./types.js";

/** Largest difference tolerated between a reported rate and the recomputed one (both are rounded to 4 decimals). */
const TOLERANCE = 1e-4;

/** Rule ids a report names that this version's catalogue does not know (a newer scorer wrote it), each once. */
export function unknownRules(scorecard: Pick<Scorecard, "findings">): string[] {
  return [...new Set(scorecard.findings.map((f) => f.rule as string).filter((rule) => !(rule in RULES)))];
}

/**
 * Why a saved report cannot be published as it is, or null when its grade follows from its own results (issue 13
 * item 2: a report forged in a fork's artifact with `grade: "A"` was posted next to an error finding). The score,
 * its components, the grade and the cap are recomputed with `computeScore` from the report's scenarios, findings,
 * probes and tool count, exactly as the run that wrote it computed them (its cap reasons other than probe failures,
 * such as stdout pollution, are taken from the report: they only lower the grade); accepted findings cost nothing,
 * as they did in that run:
 * - every rule known: each must match (rates within 0.0001, grade and cap equal);
 * - rules this version does not know (a newer scorer; they are published, shown by id): what they cost cannot be
 *   recomputed, so only what they cannot raise is checked — the happy and edge rates equal, the lint term, the score
 *   and the grade no better than without them, and the grade the one its own score and cap give.
 * Pure; never throws.
 */
export function reportInconsistency(report: Scorecard): string | null {
  const unknown = new Set(unknownRules(report));
  const known = report.findings.filter((f) => !unknown.has(f.rule));
  // Cap reasons other than probe failures (stdout pollution while serving requests) come from observations the
  // report does not keep; they can only lower the grade, so the report's own are taken as they are — and a
  // stdout-pollution finding that says it came while serving requests caps even when a forger removed its reason.
  const capReasons = report.grade_cap.reasons.filter((r) => !isProbeCapReason(r));
  const servingPollution = known.some((f) => f.rule === "stdout-pollution" && f.accepted === undefined && /while serving requests/.test(f.message));
  if (servingPollution && !capReasons.some((r) => r.startsWith("stdout-pollution"))) capReasons.push("stdout-pollution (while serving requests)");
  const recomputed = computeScore({
    scenarios: report.scenarios,
    numTools: report.tools.length,
    findings: known,
    probes: report.probes,
    probeGradeCap: report.grade_cap.enabled,
    ...(capReasons.length > 0 ? { capReasons } : {}),
  });
  const said = (label: string, reported: string | number, own: string | number): string =>
    `it says ${label} ${reported}, but its own results give ${own}`;
  const rate = (value: number): string => value.toFixed(4);

  if (Math.abs(report.happy_pass_rate - recomputed.happy_pass_rate) > TOLERANCE) {
    return said("a happy-path pass rate of", rate(report.happy_pass_rate), rate(recomputed.happy_pass_rate));
  }
  if (Math.abs(report.edge_resilience_rate - recomputed.edge_resilience_rate) > TOLERANCE) {
    return said("an edge-case rate of", rate(report.edge_resilience_rate), rate(recomputed.edge_resilience_rate));
  }
  if (unknown.size === 0) return exactMismatch(report, recomputed, said, rate);

  if (report.lint_score > recomputed.lint_score + TOLERANCE) return said("a lint score of", rate(report.lint_score), `at most ${rate(recomputed.lint_score)}`);
  if (report.score > recomputed.score + TOLERANCE) return said("a score of", rate(report.score), `at most ${rate(recomputed.score)}`);
  if (gradeRank(report.grade) < gradeRank(recomputed.grade)) return said("grade", report.grade, `at most ${recomputed.grade}`);
  const fromScore = gradeForScore(report.score);
  const cap = report.grade_cap.capped ? report.grade_cap.cap : null;
  const expected = cap !== null && gradeRank(fromScore) < gradeRank(cap) ? cap : fromScore;
  if (report.grade !== expected) return said("grade", report.grade, `${expected} for its score ${rate(report.score)}`);
  return null;
}

function exactMismatch(
  report: Scorecard,
  recomputed: ScoreResult,
  said: (label: string, reported: string | number, own: string | number) => string,
  rate: (value: number) => string,
): string | null {
  if (Math.abs(report.lint_score - recomputed.lint_score) > TOLERANCE) return said("a lint score of", rate(report.lint_score), rate(recomputed.lint_score));
  if (Math.abs(report.score - recomputed.score) > TOLERANCE) return said("a score of", rate(report.score), rate(recomputed.score));
  if (report.grade_cap.capped !== recomputed.grade_cap.capped) {
    return said("the grade cap is", report.grade_cap.capped ? "on" : "off", recomputed.grade_cap.capped ? "on" : "off");
  }
  if (report.grade !== recomputed.grade) return said("grade", report.grade, recomputed.grade);
  return null;
}

function gradeRank(grade: string): number {
  return "ABCDF".indexOf(grade);
}
