import type { Finding } from "../findings/finding.js";
import { RULES, type RuleId } from "../findings/rules.js";
import { gradeForScore, gradeAtLeast } from "./grade.js";
import { PROVISIONAL_BELOW, type CallOutcome, type Grade, type GradeCap, type ProbeResult, type ScenarioResult } from "./types.js";

/** The grade helpers, re-exported so callers of the score find them here too. */
export { gradeAtLeast, gradeForScore, parseGrade } from "./grade.js";

/** Weights of the score terms (DESIGN.md "Score and grade"; the same as Toolscore, reference/toolscore-notes.md §7). */
export const WEIGHTS = { happy: 0.6, edge: 0.2, lint: 0.2 } as const;
/** Lint-term cost of one error / one warning, per tool. */
export const LINT_COST = { error: 0.25, warning: 0.1 } as const;
/** Score taken off per tool (as a share of all tools) that fails a high-confidence probe. */
export const PROBE_PENALTY = 0.6;
/** The grade a high-confidence probe failure caps at (unless `probeGradeCap` is off), and stdout pollution too. */
export const PROBE_GRADE_CAP: Grade = "C";

/**
 * Runtime rules that count in the lint term. Other runtime findings do not: they are what the happy and edge
 * rates already measure (`happy-call-failed`, `edge-crash`, …), so counting them again would punish twice.
 * These two are defects of the server as a whole that no scenario can see: a stdio client breaks on stdout
 * text that is not JSON-RPC (MCP 2025-11-25 basic/transports §stdio), and a client hangs on endless
 * `tools/list` pages (MCP 2025-11-25 server/utilities/pagination).
 */
export const SERVER_LEVEL_LINT_RULES: readonly RuleId[] = ["stdout-pollution", "pagination-loop"];

/**
 * Rules meaning nothing could be measured because the server failed: then the happy and edge terms with no
 * scenarios count as zero instead of full credit (a server that does not start must not grade A).
 */
export const SERVER_FAILURE_RULES: readonly RuleId[] = ["server-start-failed", "tools-list-failed"];

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
export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Whether a finding counts in the lint term: rule category `lint` or `protocol` (issue "Protocol checks":
 * protocol findings count as errors/warnings per their severity), or one of {@link SERVER_LEVEL_LINT_RULES};
 * severity `error` or `warning` (info never costs); not accepted (`--accepted`: accepted findings cost nothing).
 * Probe findings have their own penalty; drift findings never change the score (issue "Schema drift").
 */
export function countsInLintTerm(f: Finding): boolean {
  if (f.severity === "info" || f.accepted !== undefined) return false;
  const category = RULES[f.rule]?.category;
  return category === "lint" || category === "protocol" || SERVER_LEVEL_LINT_RULES.includes(f.rule);
}

/**
 * Counts the errors and warnings that make up the lint term. A server-level rule counts once however many
 * findings it has (fifty banner lines on stdout are one defect).
 */
export function lintCounts(findings: readonly Finding[]): LintCounts {
  let errors = 0;
  let warnings = 0;
  const serverLevelSeen = new Set<RuleId>();
  for (const f of findings) {
    if (!countsInLintTerm(f)) continue;
    if (SERVER_LEVEL_LINT_RULES.includes(f.rule)) {
      if (serverLevelSeen.has(f.rule)) continue;
      serverLevelSeen.add(f.rule);
    }
    if (f.severity === "error") errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** Whether a finding is a high-confidence probe failure (the ones that are penalised and cap the grade, unless accepted). */
export function isHighConfidenceProbeFailure(f: Finding): boolean {
  return RULES[f.rule]?.category === "probe" && f.confidence === "high" && f.severity !== "info";
}

/**
 * The calls that count for nothing because every finding they raised is accepted (`--accepted`): a failed call
 * whose `rules` all have an accepted finding on its tool. Accepting `happy-call-failed` on a tool thus takes its
 * failed happy calls out of the happy rate, as the finding promised to cost nothing. Returns a predicate. Pure.
 */
export function acceptedCalls(findings: readonly Finding[]): (s: ScoreInput["scenarios"][number]) => boolean {
  const accepted = new Set(findings.filter((f) => f.accepted !== undefined).map((f) => `${f.rule}\u0000${f.tool ?? ""}`));
  if (accepted.size === 0) return () => false;
  return (s) => s.outcome === "failed" && (s.rules?.length ?? 0) > 0 && s.rules!.every((rule) => accepted.has(`${rule}\u0000${s.tool ?? ""}`));
}

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
export function computeScore(input: ScoreInput): ScoreResult {
  const serverFailed = input.findings.some((f) => SERVER_FAILURE_RULES.includes(f.rule));
  const empty = serverFailed ? 0 : 1;
  const accepted = acceptedCalls(input.findings);
  const counted = input.scenarios.filter((s) => !accepted(s));
  const happy = passRate(counted, "happy", empty);
  const edge = passRate(counted, "edge", empty);

  const perTool = Math.max(input.numTools, 1);
  const { errors, warnings } = lintCounts(input.findings);
  const lint = Math.max(0, 1 - (errors * LINT_COST.error + warnings * LINT_COST.warning) / perTool);

  const failures = highConfidenceProbeFailures(input);
  let raw = WEIGHTS.happy * happy + WEIGHTS.edge * edge + WEIGHTS.lint * lint;
  raw = Math.max(0, raw - (PROBE_PENALTY * failures.tools.size) / perTool);

  const score = round4(raw);
  const uncapped = gradeForScore(score);
  const always = [...(input.capReasons ?? [])];
  const cap = always.length > 0 || (input.probeGradeCap && failures.reasons.length > 0) ? PROBE_GRADE_CAP : null;
  const lowered = cap !== null && gradeAtLeast(uncapped, cap);
  return {
    score,
    happy_pass_rate: round4(happy),
    edge_resilience_rate: round4(edge),
    lint_score: round4(lint),
    effect_rate: effectRate(input.probes ?? []),
    grade: lowered ? cap : uncapped,
    grade_cap: {
      enabled: input.probeGradeCap,
      // Capped only when the cap is the grade: an F is not "capped at C" (a new user read exactly that).
      capped: lowered,
      cap,
      uncapped_grade: uncapped,
      reasons: [...always, ...failures.reasons],
    },
  };
}

/** Whether a call counts in a rate: it passed or failed (refused, blocked and skipped calls count for nothing). */
export function isConclusive(outcome: CallOutcome): boolean {
  return outcome === "passed" || outcome === "failed";
}

function passRate(scenarios: ScoreInput["scenarios"], kind: "happy" | "edge", whenEmpty: number): number {
  let total = 0;
  let passed = 0;
  for (const s of scenarios) {
    if (s.kind !== kind || !isConclusive(s.outcome)) continue;
    total++;
    if (s.outcome === "passed") passed++;
  }
  return total === 0 ? whenEmpty : passed / total;
}

/**
 * Coverage (DESIGN.md "Score and grade"): the share of called tools (a happy call that was not skipped) with at
 * least one conclusive happy call, rounded to 4 decimals; null when no tool was called. Below
 * {@link PROVISIONAL_BELOW} the grade is provisional.
 */
export function coverageOf(scenarios: readonly Pick<ScenarioResult, "tool" | "kind" | "outcome">[]): number | null {
  const { called, covered } = coveredTools(scenarios);
  return called.size === 0 ? null : round4(covered.size / called.size);
}

/** The called tools (a happy call that was not skipped) and, among them, those with a conclusive happy call. */
export function coveredTools(scenarios: readonly Pick<ScenarioResult, "tool" | "kind" | "outcome">[]): { called: Set<string>; covered: Set<string> } {
  const called = new Set<string>();
  const covered = new Set<string>();
  for (const s of scenarios) {
    if (s.kind !== "happy" || s.outcome === "skipped") continue;
    called.add(s.tool);
    if (isConclusive(s.outcome)) covered.add(s.tool);
  }
  return { called, covered };
}

/** Whether a grade at this coverage is provisional: coverage below {@link PROVISIONAL_BELOW} (null never is). */
export function isProvisional(coverage: number | null): boolean {
  return coverage !== null && coverage < PROVISIONAL_BELOW;
}

function effectRate(probes: NonNullable<ScoreInput["probes"]>): number | null {
  let total = 0;
  let passed = 0;
  for (const p of probes) {
    if (p.confidence !== "high" || (p.status !== "passed" && p.status !== "failed")) continue;
    total++;
    if (p.status === "passed") passed++;
  }
  return total === 0 ? null : round4(passed / total);
}

/** The suffix of every probe cap reason (`probe-silent-noop on create_note (high confidence)`). */
const PROBE_REASON_SUFFIX = "(high confidence)";

/** Whether a `grade_cap.reasons` entry is a probe failure (which `--no-probe-grade-cap` turns off). */
export function isProbeCapReason(reason: string): boolean {
  return reason.endsWith(PROBE_REASON_SUFFIX);
}

/** Tools failing high-confidence probes, from findings and probe results, with one reason per rule and tool. */
function highConfidenceProbeFailures(input: ScoreInput): { tools: Set<string>; reasons: string[] } {
  const tools = new Set<string>();
  const reasons: string[] = [];
  const add = (what: string, tool: string | undefined): void => {
    tools.add(tool ?? "");
    const reason = tool === undefined ? `${what} ${PROBE_REASON_SUFFIX}` : `${what} on ${tool} ${PROBE_REASON_SUFFIX}`;
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  // A failed result on a tool that already has a high-confidence probe finding is that same failure (accepted or not).
  const withFinding = new Set(input.findings.filter(isHighConfidenceProbeFailure).map((f) => f.tool ?? ""));
  for (const f of input.findings) if (isHighConfidenceProbeFailure(f) && f.accepted === undefined) add(f.rule, f.tool);
  for (const p of input.probes ?? []) {
    if (p.status === "failed" && p.confidence === "high" && !withFinding.has(p.tool)) add(p.probe, p.tool);
  }
  return { tools, reasons };
}
