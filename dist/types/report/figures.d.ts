import { RULES } from "../findings/rules.js";
import { type LintCounts } from "../scorecard/score.js";
import { type Scorecard } from "../scorecard/types.js";
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
export declare function reportFigures(scorecard: Scorecard): ReportFigures;
/** What reports say under "Top issues to fix" when there is nothing to fix. */
export declare const NO_ISSUES_TEXT = "No issues found \u2014 a model should be able to use this server cleanly.";
/** What the fix list says when nothing is left to fix but accepted findings (`--accepted`). */
export declare const ONLY_ACCEPTED_TEXT = "No issues to fix besides the accepted findings (listed below).";
/** The fix list's line when it is empty: {@link ONLY_ACCEPTED_TEXT} when findings are accepted, else {@link NO_ISSUES_TEXT}. */
export declare function noIssuesText(scorecard: Pick<Scorecard, "findings">): string;
/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - probe cap off with probe failures: `grade cap off (would cap at C): …`, after what capped anyway (stdout
 *   pollution) when something did.
 */
export declare function capNote(scorecard: Scorecard): string | null;
/** The sentence saying a run stopped early and its scorecard is partial, or null for a complete run. Raw text. */
export declare function interruptedNote(scorecard: Scorecard): string | null;
/**
 * `C (capped from A)` when the cap lowered the grade, `B (provisional)` when coverage is too low to trust it,
 * `A (interrupted)` when the run stopped early (a grade of what ran: a run stopped before its first call grades A on
 * nothing), the notes together when several apply, else just the grade.
 */
export declare function gradeText(scorecard: Scorecard): string;
/**
 * The sentence about coverage, or null when no tool was called. Raw text. E.g. `coverage 25% (1 of 4 called
 * tools had a conclusive happy call) — provisional: supply real values or the network (see below)`.
 */
export declare function coverageNote(scorecard: Scorecard): string | null;
/** The coverage alone, or null when no tool was called: `coverage 25% (1 of 4 called tools gave a conclusive happy call)`. Raw text. */
export declare function coverageFigure(scorecard: Scorecard): string | null;
/**
 * Whether the report has a context cost to state: not when the server never listed anything (it did not start,
 * so no lint ran and `context` is absent): "~0 estimated tokens (0 across 0 tools)" there read as a measurement.
 */
export declare function hasContextCost(scorecard: Pick<Scorecard, "context" | "tools" | "instructions_tokens">): boolean;
/** Whether a finding is about drift against a baseline (shown in its own section, issue "Schema drift"). */
export declare function isDrift(rule: keyof typeof RULES): boolean;
/** The server's display name: `name version`, or `unknown server` when it never said. */
export declare function serverDisplayName(scorecard: Scorecard): string;
/**
 * `2/3`, or `0/3 · 3 refused` when calls counted for nothing, or `skipped: --read-only` when the run left the tool
 * out on purpose (`not_called`): a tool-table cell.
 */
export declare function scenarioCell(t: {
    passed: number;
    total: number;
    refused: number;
    blocked: number;
    not_called?: string;
}): string;
/** Tools listed under "Costliest tools". */
export declare const COSTLIEST_ROWS = 5;
/** The tools by definition tokens, most expensive first (ties by name), at most `n` (`costliestTools` over the tool table). */
export declare function costliest(scorecard: Pick<Scorecard, "tools">, n?: number): Array<{
    name: string;
    tokens: number;
}>;
/** How reports name a client profile id (`openai-strict` → `OpenAI strict mode`). */
export declare function clientName(id: string): string;
/**
 * `2 medium-confidence probe warnings`: the failed probes below high confidence (they never count in the effect
 * rate, and never cap the grade), or "" when there are none. Pure.
 */
export declare function probeWarnings(scorecard: Pick<Scorecard, "probes">): string;
/**
 * The effect figure, saying why when there is no rate: `100%`; `n/a (no high-confidence probe ran)` when probes ran
 * but none at high confidence with a verdict; `n/a (no probe ran)` when none ran at all. Pure.
 */
export declare function effectFigure(scorecard: Pick<Scorecard, "effect_rate" | "probes">): string;
/**
 * The effect figure explained when it alone would mislead (issue 15: the header said `effect n/a` while four probes
 * failed): {@link effectFigure}, then ` · ` and {@link probeWarnings} when probes below high confidence failed
 * (`100% · 2 medium-confidence probe warnings`). Pure.
 */
export declare function effectText(scorecard: Pick<Scorecard, "effect_rate" | "probes">): string;
