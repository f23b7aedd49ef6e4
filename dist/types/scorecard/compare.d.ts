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
    server: {
        name: string;
        version: string;
    };
    tools: {
        name: string;
        passed: number;
        total: number;
        definition_tokens: number;
    }[];
    context_tokens: number;
    findings: {
        rule: RuleId;
        severity: Severity;
        tool?: string;
        parameter?: string;
        message: string;
        confidence?: Confidence;
    }[];
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
export declare function compareResults(before: ResultSnapshot, after: ResultSnapshot): ResultChange;
