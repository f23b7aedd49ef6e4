import { type RuleId } from "./rules.js";
export type Severity = "error" | "warning" | "info";
export type Confidence = "high" | "medium" | "low";
/** What a finding rests on: the request we sent, what came back, or an excerpt of the offending text. */
export interface Evidence {
    request?: unknown;
    response?: unknown;
    excerpt?: string;
}
/**
 * One thing wrong (or worth knowing) about the server under test. Every check — lint, scenario, probe,
 * protocol, drift — emits this one shape (DESIGN.md "Findings and the rule catalogue").
 * `tool` is `<instructions>` for text in the server's instructions, absent for server-wide findings.
 */
export interface Finding {
    rule: RuleId;
    severity: Severity;
    tool?: string;
    parameter?: string;
    /** What is wrong, in one sentence. May quote server text: renderers escape it. */
    message: string;
    /** The concrete change that removes it. */
    fix: string;
    confidence?: Confidence;
    evidence?: Evidence;
}
/** The owner name under which findings about the server's `instructions` are reported. */
export declare const INSTRUCTIONS_OWNER = "<instructions>";
/**
 * Builds a finding with the catalogue's default severity for `rule` unless `severity` is given.
 * Keys whose value is undefined are left out, so JSON reports stay minimal and stable.
 */
export declare function finding(rule: RuleId, fields: Omit<Finding, "rule" | "severity"> & {
    severity?: Severity;
}): Finding;
/** A message fragment with its first letter upper-cased, to start a finding's sentence. */
export declare function capitalise(text: string): string;
/** Orders findings for reports: severity, then tool, then rule, then parameter (stable, deterministic). */
export declare function compareFindings(a: Finding, b: Finding): number;
