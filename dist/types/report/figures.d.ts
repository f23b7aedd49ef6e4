import { RULES } from "../findings/rules.js";
import { type LintCounts } from "../scorecard/score.js";
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
export declare function reportFigures(scorecard: Scorecard): ReportFigures;
/** What reports say under "Top issues to fix" when there is nothing to fix. */
export declare const NO_ISSUES_TEXT = "No issues found \u2014 a model should be able to use this server cleanly.";
/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - cap off with failures: `grade cap off (would cap at C): …`.
 */
export declare function capNote(scorecard: Scorecard): string | null;
/** `C (capped from A)` when the cap lowered the grade, else just the grade. */
export declare function gradeText(scorecard: Scorecard): string;
/** Whether a finding is about drift against a baseline (shown in its own section, issue "Schema drift"). */
export declare function isDrift(rule: keyof typeof RULES): boolean;
/** The server's display name: `name version`, or `unknown server` when it never said. */
export declare function serverDisplayName(scorecard: Scorecard): string;
/** Tools listed under "Costliest tools". */
export declare const COSTLIEST_ROWS = 5;
/** The tools by definition tokens, most expensive first (ties by name), at most `n` (`costliestTools` over the tool table). */
export declare function costliest(scorecard: Pick<Scorecard, "tools">, n?: number): Array<{
    name: string;
    tokens: number;
}>;
/** How reports name a client profile id (`openai-strict` → `OpenAI strict mode`). */
export declare function clientName(id: string): string;
