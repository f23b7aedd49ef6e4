import { type Grade } from "./types.js";
/**
 * Lower score bounds of the grade bands, best first (DESIGN.md "Score and grade": A ≥ 0.90, B ≥ 0.80,
 * C ≥ 0.70, D ≥ 0.60, F below).
 */
export declare const GRADE_BANDS: readonly {
    grade: Grade;
    min: number;
}[];
/**
 * Tolerance when comparing a score with a band edge. Toolscore compares the raw float, so float noise such as
 * 0.8999999999 shows as "90%" yet grades B (reference/toolscore-notes.md §7); we do not repeat that.
 */
export declare const GRADE_EPSILON = 1e-9;
/** The grade of a score in 0..1 (band edges inclusive, within {@link GRADE_EPSILON}). Never throws. */
export declare function gradeForScore(score: number): Grade;
/** Whether `grade` is `threshold` or better (A best, F worst), e.g. `gradeAtLeast("B", "C")` is true. */
export declare function gradeAtLeast(grade: Grade, threshold: Grade): boolean;
/**
 * Reads a grade letter given by a user (`--fail-under b`, `mcp-fail-under: B`): one of A, B, C, D, F,
 * case-insensitive, surrounding spaces ignored.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else (including `E`, numbers and the empty string).
 */
export declare function parseGrade(text: string, inputName?: string): Grade;
/**
 * Reads a minimum coverage given by a user (`--min-coverage 0.5`, `--min-coverage 50%`, `mcp-min-coverage: 0.5`):
 * a fraction from 0 to 1, or a percentage from 0% to 100%; surrounding spaces ignored. Returns the fraction.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else.
 */
export declare function parseCoverage(text: string, inputName?: string): number;
/**
 * A 0..1 rate as a whole percentage, rounded **down** (within 1e-6 for float noise): `0.93` → `93%`,
 * `0.8999999999` → `90%`, `0.8996` → `89%`. Rounding down keeps the shown number and the grade in step
 * (a score shown as 90% is always an A; Toolscore rounds half up and can print "B · 90%",
 * reference/toolscore-notes.md §7), and 100% means nothing failed. Used by every renderer and the gate.
 */
export declare function formatPercent(rate: number): string;
/** Whether a coverage meets a minimum; no tool called (null) always does. */
export declare function coverageMeets(coverage: number | null, minimum: number): boolean;
