import { UsageError } from "../errors.js";
import { GRADES, type Grade } from "./types.js";

/**
 * Lower score bounds of the grade bands, best first (DESIGN.md "Score and grade": A ≥ 0.90, B ≥ 0.80,
 * C ≥ 0.70, D ≥ 0.60, F below).
 */
export const GRADE_BANDS: readonly { grade: Grade; min: number }[] = [
  { grade: "A", min: 0.9 },
  { grade: "B", min: 0.8 },
  { grade: "C", min: 0.7 },
  { grade: "D", min: 0.6 },
];

/**
 * Tolerance when comparing a score with a band edge. Toolscore compares the raw float, so float noise such as
 * 0.8999999999 shows as "90%" yet grades B (reference/toolscore-notes.md §7); we do not repeat that.
 */
export const GRADE_EPSILON = 1e-9;

/** The grade of a score in 0..1 (band edges inclusive, within {@link GRADE_EPSILON}). Never throws. */
export function gradeForScore(score: number): Grade {
  for (const band of GRADE_BANDS) if (score + GRADE_EPSILON >= band.min) return band.grade;
  return "F";
}

/** Whether `grade` is `threshold` or better (A best, F worst), e.g. `gradeAtLeast("B", "C")` is true. */
export function gradeAtLeast(grade: Grade, threshold: Grade): boolean {
  return GRADES.indexOf(grade) <= GRADES.indexOf(threshold);
}

/**
 * Reads a grade letter given by a user (`--fail-under b`, `mcp-fail-under: B`): one of A, B, C, D, F,
 * case-insensitive, surrounding spaces ignored.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else (including `E`, numbers and the empty string).
 */
export function parseGrade(text: string, inputName = "grade"): Grade {
  const letter = text.trim().toUpperCase();
  if ((GRADES as readonly string[]).includes(letter)) return letter as Grade;
  throw new UsageError(`${inputName}: "${text}" is not a grade; use one of ${GRADES.join(", ")}.`);
}

/**
 * Reads a minimum coverage given by a user (`--min-coverage 0.5`, `--min-coverage 50%`, `mcp-min-coverage: 0.5`):
 * a fraction from 0 to 1, or a percentage from 0% to 100%; surrounding spaces ignored. Returns the fraction.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else.
 */
export function parseCoverage(text: string, inputName = "coverage"): number {
  const t = text.trim();
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(t);
  const value = percent ? Number(percent[1]) / 100 : /^\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
  if (Number.isFinite(value) && value >= 0 && value <= 1) return value;
  throw new UsageError(`${inputName}: "${text}" is not a coverage; use a fraction from 0 to 1 (e.g. 0.5) or a percentage (e.g. 50%).`);
}

/**
 * A 0..1 rate as a whole percentage, rounded **down** (within 1e-6 for float noise): `0.93` → `93%`,
 * `0.8999999999` → `90%`, `0.8996` → `89%`. Rounding down keeps the shown number and the grade in step
 * (a score shown as 90% is always an A; Toolscore rounds half up and can print "B · 90%",
 * reference/toolscore-notes.md §7), and 100% means nothing failed. Used by every renderer and the gate.
 */
export function formatPercent(rate: number): string {
  return `${Math.floor(rate * 100 + 1e-6)}%`;
}

/** Whether a coverage meets a minimum; no tool called (null) always does. */
export function coverageMeets(coverage: number | null, minimum: number): boolean {
  return coverage === null || coverage + 1e-9 >= minimum;
}
