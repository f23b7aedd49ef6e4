import type { Finding } from "../findings/finding.js";
import { type RuleId } from "../findings/rules.js";
import { type CallOutcome, type Grade, type GradeCap, type ProbeResult, type ScenarioResult } from "./types.js";
/** The grade helpers, re-exported so callers of the score find them here too. */
export { gradeAtLeast, gradeForScore, parseGrade } from "./grade.js";
/** Weights of the score terms (DESIGN.md "Score and grade"; the same as Toolscore, reference/toolscore-notes.md §7). */
export declare const WEIGHTS: {
    readonly happy: 0.6;
    readonly edge: 0.2;
    readonly lint: 0.2;
};
/** Lint-term cost of one error / one warning, per tool. */
export declare const LINT_COST: {
    readonly error: 0.25;
    readonly warning: 0.1;
};
/** Score taken off per tool (as a share of all tools) that fails a high-confidence probe. */
export declare const PROBE_PENALTY = 0.6;
/** The grade a high-confidence probe failure caps at (unless `probeGradeCap` is off), and stdout pollution too. */
export declare const PROBE_GRADE_CAP: Grade;
/**
 * Runtime rules that count in the lint term. Other runtime findings do not: they are what the happy and edge
 * rates already measure (`happy-call-failed`, `edge-crash`, …), so counting them again would punish twice.
 * These two are defects of the server as a whole that no scenario can see: a stdio client breaks on stdout
 * text that is not JSON-RPC (MCP 2025-11-25 basic/transports §stdio), and a client hangs on endless
 * `tools/list` pages (MCP 2025-11-25 server/utilities/pagination).
 */
export declare const SERVER_LEVEL_LINT_RULES: readonly RuleId[];
/**
 * Rules meaning nothing could be measured because the server failed: then the happy and edge terms with no
 * scenarios count as zero instead of full credit (a server that does not start must not grade A).
 */
export declare const SERVER_FAILURE_RULES: readonly RuleId[];
/** What the score is computed from. Only these fields are read. */
export interface ScoreInput {
    /** `tool` and `rules` tell a failed call whose findings are all accepted, which then counts for nothing. */
    scenarios: readonly (Pick<ScenarioResult, "kind" | "outcome"> & Partial<Pick<ScenarioResult, "tool" | "rules">>)[];
    /** Number of advertised tools (the lint term's denominator). */
    numTools: number;
    findings: readonly Finding[];
    probes?: readonly Pick<ProbeResult, "probe" | "tool" | "status" | "confidence">[];
    /** Apply the grade cap on high-confidence probe failures (`--no-probe-grade-cap` turns it off). */
    probeGradeCap: boolean;
    /**
     * Reasons that cap the grade at C whatever `probeGradeCap` says, e.g. stdout pollution while serving requests
     * (`stdoutPollutionCapReason`).
     */
    capReasons?: readonly string[];
}
/** The score, its components (each 0..1, rounded to 4 decimals), the reported grade and the cap. */
export interface ScoreResult {
    score: number;
    happy_pass_rate: number;
    edge_resilience_rate: number;
    lint_score: number;
    effect_rate: number | null;
    /** The reported grade, after any cap. */
    grade: Grade;
    grade_cap: GradeCap;
}
/** Error and warning counts of the findings that make up the lint term (see {@link countsInLintTerm}). */
export interface LintCounts {
    errors: number;
    warnings: number;
}
/** Rounds to 4 decimals, so the JSON report is stable across platforms and float noise is gone. */
export declare function round4(value: number): number;
/**
 * Whether a finding counts in the lint term: rule category `lint` or `protocol` (issue "Protocol checks":
 * protocol findings count as errors/warnings per their severity), or one of {@link SERVER_LEVEL_LINT_RULES};
 * severity `error` or `warning` (info never costs); not accepted (`--accepted`: accepted findings cost nothing).
 * Probe findings have their own penalty; drift findings never change the score (issue "Schema drift").
 */
export declare function countsInLintTerm(f: Finding): boolean;
/**
 * Counts the errors and warnings that make up the lint term. A server-level rule counts once however many
 * findings it has (fifty banner lines on stdout are one defect).
 */
export declare function lintCounts(findings: readonly Finding[]): LintCounts;
/** Whether a finding is a high-confidence probe failure (the ones that are penalised and cap the grade, unless accepted). */
export declare function isHighConfidenceProbeFailure(f: Finding): boolean;
/**
 * The calls that count for nothing because every finding they raised is accepted (`--accepted`): a failed call
 * whose `rules` all have an accepted finding on its tool. Accepting `happy-call-failed` on a tool thus takes its
 * failed happy calls out of the happy rate, as the finding promised to cost nothing. Returns a predicate. Pure.
 */
export declare function acceptedCalls(findings: readonly Finding[]): (s: ScoreInput["scenarios"][number]) => boolean;
/**
 * Computes score, rates, grade and grade cap exactly as DESIGN.md "Score and grade":
 * ```
 * score = 0.6 * happy_pass_rate + 0.2 * edge_resilience_rate + 0.2 * lint_score
 * lint_score = max(0, 1 - (errors * 0.25 + warnings * 0.1) / max(num_tools, 1))
 * score = max(0, score - 0.6 * tools_failing_high_confidence_probes / max(num_tools, 1))
 * ```
 * - Rates count conclusive calls only: `passed / (passed + failed)`; `refused`, `blocked` and `skipped` calls
 *   count for nothing (DESIGN.md "Score and grade"), and so do failed calls whose findings are all accepted
 *   (`acceptedCalls`). Accepted findings are left out of the lint term, the probe penalty and the cap. A term with nothing to measure is full credit (no
 *   conclusive happy call → 1, no tools and no lint findings → 1), except after a server failure
 *   ({@link SERVER_FAILURE_RULES}), when an empty happy or edge term is zero.
 * - `effect_rate`: passed / (passed + failed) over high-confidence probe results; null when there are none.
 * - The grade comes from the score rounded to 4 decimals, with a 1e-9 tolerance at band edges, so the grade
 *   and the percentage shown always agree.
 * - Cap: any high-confidence probe failure (a probe finding with confidence high, or a failed high-confidence
 *   probe result) caps the grade at C, and so does every entry of `capReasons` (stdout pollution): the
 *   reported grade is the worse of the uncapped grade and C; the score is unchanged. `capped` (and `cap: "C"`)
 *   whenever a cap applies — also when the grade was already C or worse, so gates and badges can rely on it;
 *   `uncapped_grade` tells whether it lowered the grade. `reasons` name each cause (`capReasons` first, then
 *   `probe-silent-noop on create_note (high confidence)`), probe failures also when the probe cap is off, so
 *   reports can say what it would have done. Medium and low confidence never cap (issue "Effect probes"
 *   §Confidence).
 * Pure; never throws.
 */
export declare function computeScore(input: ScoreInput): ScoreResult;
/** Whether a call counts in a rate: it passed or failed (refused, blocked and skipped calls count for nothing). */
export declare function isConclusive(outcome: CallOutcome): boolean;
/**
 * Coverage (DESIGN.md "Score and grade"): the share of called tools (a happy call that was not skipped) with at
 * least one conclusive happy call, rounded to 4 decimals; null when no tool was called. Below
 * {@link PROVISIONAL_BELOW} the grade is provisional.
 */
export declare function coverageOf(scenarios: readonly Pick<ScenarioResult, "tool" | "kind" | "outcome">[]): number | null;
/** The called tools (a happy call that was not skipped) and, among them, those with a conclusive happy call. */
export declare function coveredTools(scenarios: readonly Pick<ScenarioResult, "tool" | "kind" | "outcome">[]): {
    called: Set<string>;
    covered: Set<string>;
};
/** Whether a grade at this coverage is provisional: coverage below {@link PROVISIONAL_BELOW} (null never is). */
export declare function isProvisional(coverage: number | null): boolean;
/** Whether a `grade_cap.reasons` entry is a probe failure (which `--no-probe-grade-cap` turns off). */
export declare function isProbeCapReason(reason: string): boolean;
