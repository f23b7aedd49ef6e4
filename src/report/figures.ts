import { RULES } from "../findings/rules.js";
import { CLIENT_PROFILES } from "../lint/client-profiles.js";
import { costliestTools } from "../lint/context-budget.js";
import { acceptedCalls, coveredTools, isConclusive, isProbeCapReason, lintCounts, PROBE_GRADE_CAP, type LintCounts } from "../scorecard/score.js";
import { PROVISIONAL_BELOW, type Scorecard } from "../scorecard/types.js";
import { formatPercent } from "./format.js";

/** Passed out of total. */
export interface Tally {
  passed: number;
  total: number;
}

/** Happy-path counts: passed / conclusive, and the calls that counted for nothing. */
export interface HappyTally extends Tally {
  refused: number;
  blocked: number;
}

/** The counts behind a scorecard's rates, for the "(10/12)" after each percentage. */
export interface ReportFigures {
  /** Conclusive happy calls (passed or failed), and the refused and blocked ones. */
  happy: HappyTally;
  /** Conclusive edge calls. */
  edge: Tally;
  lint: LintCounts;
  /** High-confidence probe checks that passed / ran (the effect rate's counts). */
  effect: Tally;
  protocolChecks: Tally;
  /** Sum of the tools' definition tokens. */
  definitionTokens: number;
}

/**
 * Counts what the scorecard's rates were computed from (conclusive calls, high-confidence probe results with a
 * verdict, protocol checks that ran, lint-term findings as `computeScore` counts them). Renderers show these;
 * they never recompute a verdict. Pure.
 */
export function reportFigures(scorecard: Scorecard): ReportFigures {
  const tally = (items: readonly { passed: boolean }[]): Tally => ({
    passed: items.filter((i) => i.passed).length,
    total: items.length,
  });
  const accepted = acceptedCalls(scorecard.findings);
  const conclusive = scorecard.scenarios.filter((s) => isConclusive(s.outcome) && !accepted(s));
  const happy = scorecard.scenarios.filter((s) => s.kind === "happy");
  return {
    happy: {
      ...tally(conclusive.filter((s) => s.kind === "happy")),
      refused: happy.filter((s) => s.outcome === "refused").length,
      blocked: happy.filter((s) => s.outcome === "blocked").length,
    },
    edge: tally(conclusive.filter((s) => s.kind === "edge")),
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

/** What the fix list says when nothing is left to fix but accepted findings (`--accepted`). */
export const ONLY_ACCEPTED_TEXT = "No issues to fix besides the accepted findings (listed below).";

/** The fix list's line when it is empty: {@link ONLY_ACCEPTED_TEXT} when findings are accepted, else {@link NO_ISSUES_TEXT}. */
export function noIssuesText(scorecard: Pick<Scorecard, "findings">): string {
  return scorecard.findings.some((f) => f.accepted !== undefined) ? ONLY_ACCEPTED_TEXT : NO_ISSUES_TEXT;
}

/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - probe cap off with probe failures: `grade cap off (would cap at C): …`, after what capped anyway (stdout
 *   pollution) when something did.
 */
export function capNote(scorecard: Scorecard): string | null {
  const cap = scorecard.grade_cap;
  if (cap.reasons.length === 0) return null;
  const applied = cap.enabled ? cap.reasons : cap.reasons.filter((r) => !isProbeCapReason(r));
  const off = cap.enabled ? [] : cap.reasons.filter(isProbeCapReason);
  const parts = [];
  if (cap.capped && applied.length > 0) parts.push(`capped at ${cap.cap ?? PROBE_GRADE_CAP}: ${applied.join("; ")}`);
  else if (cap.cap !== null && applied.length > 0) parts.push(`cap at ${cap.cap} (the grade is already lower): ${applied.join("; ")}`);
  if (off.length > 0) parts.push(`grade cap off (would cap at ${PROBE_GRADE_CAP}): ${off.join("; ")}`);
  return parts.length > 0 ? parts.join("; ") : null;
}

/** The sentence saying a run stopped early and its scorecard is partial, or null for a complete run. Raw text. */
export function interruptedNote(scorecard: Scorecard): string | null {
  if (!scorecard.interrupted) return null;
  return `Interrupted (${scorecard.interruption ?? "stopped early"}): partial results, graded on what ran before the run stopped.`;
}

/**
 * `C (capped from A)` when the cap lowered the grade, `B (provisional)` when coverage is too low to trust it,
 * `A (interrupted)` when the run stopped early (a grade of what ran: a run stopped before its first call grades A on
 * nothing), the notes together when several apply, else just the grade.
 */
export function gradeText(scorecard: Scorecard): string {
  const cap = scorecard.grade_cap;
  const notes = [
    ...(cap.capped && cap.uncapped_grade !== scorecard.grade ? [`capped from ${cap.uncapped_grade}`] : []),
    ...(scorecard.provisional ? ["provisional"] : []),
    ...(scorecard.interrupted ? ["interrupted"] : []),
  ];
  return notes.length > 0 ? `${scorecard.grade} (${notes.join(", ")})` : scorecard.grade;
}

/**
 * The sentence about coverage, or null when no tool was called. Raw text. E.g. `coverage 25% (1 of 4 called
 * tools had a conclusive happy call) — provisional: supply real values or the network (see below)`.
 */
export function coverageNote(scorecard: Scorecard): string | null {
  const base = coverageFigure(scorecard);
  if (base === null) return null;
  return scorecard.provisional
    ? `${base} — provisional grade: below ${formatPercent(PROVISIONAL_BELOW)} the calls say too little about the server`
    : base;
}

/** The coverage alone, or null when no tool was called: `coverage 25% (1 of 4 called tools gave a conclusive happy call)`. Raw text. */
export function coverageFigure(scorecard: Scorecard): string | null {
  if (scorecard.coverage === null) return null;
  const { called, covered } = coveredTools(scorecard.scenarios);
  return `coverage ${formatPercent(scorecard.coverage)} (${covered.size} of ${called.size} called tool${called.size === 1 ? "" : "s"} gave a conclusive happy call)`;
}

/**
 * Whether the report has a context cost to state: not when the server never listed anything (it did not start,
 * so no lint ran and `context` is absent): "~0 estimated tokens (0 across 0 tools)" there read as a measurement.
 */
export function hasContextCost(scorecard: Pick<Scorecard, "context" | "tools" | "instructions_tokens">): boolean {
  return scorecard.context !== undefined || scorecard.tools.length > 0 || scorecard.instructions_tokens > 0;
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

/**
 * `2/3`, or `0/3 · 3 refused` when calls counted for nothing, or `skipped: --read-only` when the run left the tool
 * out on purpose (`not_called`): a tool-table cell.
 */
export function scenarioCell(t: { passed: number; total: number; refused: number; blocked: number; not_called?: string }): string {
  if (t.not_called !== undefined && t.total === 0) return `skipped: ${t.not_called}`;
  const aside = [t.refused > 0 ? `${t.refused} refused` : "", t.blocked > 0 ? `${t.blocked} blocked` : ""].filter(Boolean);
  return aside.length > 0 ? `${t.passed}/${t.total} · ${aside.join(", ")}` : `${t.passed}/${t.total}`;
}

/** Tools listed under "Costliest tools". */
export const COSTLIEST_ROWS = 5;
/** The tools by definition tokens, most expensive first (ties by name), at most `n` (`costliestTools` over the tool table). */
export function costliest(scorecard: Pick<Scorecard, "tools">, n = COSTLIEST_ROWS): Array<{ name: string; tokens: number }> {
  return costliestTools(Object.fromEntries(scorecard.tools.map((t) => [t.name, t.definition_tokens])), n);
}

/** How reports name a client profile id (`openai-strict` → `OpenAI strict mode`). */
export function clientName(id: string): string {
  return CLIENT_PROFILES.find((p) => p.id === id)?.name ?? id;
}

/**
 * `2 medium-confidence probe warnings`: the failed probes below high confidence (they never count in the effect
 * rate, and never cap the grade), or "" when there are none. Pure.
 */
export function probeWarnings(scorecard: Pick<Scorecard, "probes">): string {
  const weak = scorecard.probes.filter((p) => p.status === "failed" && p.confidence !== "high");
  if (weak.length === 0) return "";
  const levels = [...new Set(weak.map((p) => p.confidence))].sort().reverse().join("/");
  return `${weak.length} ${levels}-confidence probe warning${weak.length === 1 ? "" : "s"}`;
}

/**
 * The effect figure, saying why when there is no rate: `100%`; `n/a (no high-confidence probe ran)` when probes ran
 * but none at high confidence with a verdict; `n/a (no probe ran)` when none ran at all. Pure.
 */
export function effectFigure(scorecard: Pick<Scorecard, "effect_rate" | "probes">): string {
  if (scorecard.effect_rate !== null) return formatPercent(scorecard.effect_rate);
  return scorecard.probes.length === 0 ? "n/a (no probe ran)" : "n/a (no high-confidence probe ran)";
}

/**
 * The effect figure explained when it alone would mislead (issue 15: the header said `effect n/a` while four probes
 * failed): {@link effectFigure}, then ` · ` and {@link probeWarnings} when probes below high confidence failed
 * (`100% · 2 medium-confidence probe warnings`). Pure.
 */
export function effectText(scorecard: Pick<Scorecard, "effect_rate" | "probes">): string {
  const warnings = probeWarnings(scorecard);
  return warnings === "" ? effectFigure(scorecard) : `${effectFigure(scorecard)} · ${warnings}`;
}
