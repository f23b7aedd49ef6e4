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
    /**
     * Where in the tool's definition the finding is, as a JSON Pointer (RFC 6901) from the tool object:
     * `/description`, `/inputSchema/properties/city`, `/inputSchema/properties/city/description`. Set by the rules
     * that know it; part of the finding's identity in the accepted-findings file (`findings/accepted.ts`).
     */
    pointer?: string;
    /**
     * For rules about a piece of text (hidden characters, poisoning, descriptions, tool references): `textHash` of
     * the offending text, so an accepted finding whose text changes is a new finding (a changed poisoned description
     * must be looked at again).
     */
    text_hash?: string;
    /**
     * Set when an entry of the accepted-findings file (`--accepted`, `mcp-accepted`) matches the finding: it stays in
     * every report, marked accepted with the entry's reason, and costs nothing (score, grade cap, gates).
     */
    accepted?: AcceptedMark;
}
/** Why a finding is accepted: the entry's `reason`, and its `expires` date (YYYY-MM-DD) when it has one. */
export interface AcceptedMark {
    reason: string;
    expires?: string;
}
/**
 * Names one finding of a run from a result that raised it (a scenario, probe or protocol check result): the
 * finding's `rule`, `tool` and `parameter` exactly as the reported finding has them (absent where it has none).
 * Within one run these identify one finding: scenario findings are merged per rule and tool, probe findings per
 * rule, tool and parameter, protocol findings per rule. Renderers look the finding up with {@link refersTo}.
 */
export interface FindingRef {
    rule: RuleId;
    tool?: string;
    parameter?: string;
}
/** The reference to `f` (its rule, tool and parameter). Pure. */
export declare function refTo(f: Pick<Finding, "rule" | "tool" | "parameter">): FindingRef;
/** Whether `ref` names `f`: same rule, same tool, same parameter (absent on both counts as the same). Pure. */
export declare function refersTo(ref: FindingRef, f: Pick<Finding, "rule" | "tool" | "parameter">): boolean;
/** `refs` without repeats (first occurrence kept, order kept). Pure. */
export declare function uniqueRefs(refs: readonly FindingRef[]): FindingRef[];
/** The owner name under which findings about the server's `instructions` are reported. */
export declare const INSTRUCTIONS_OWNER = "<instructions>";
/**
 * Builds a finding with the catalogue's default severity for `rule` unless `severity` is given.
 * Keys whose value is undefined are left out, so JSON reports stay minimal and stable.
 */
export declare function finding(rule: RuleId, fields: Omit<Finding, "rule" | "severity"> & {
    severity?: Severity;
}): Finding;
/**
 * 16 hex digits of the SHA-256 of a text (UTF-8): the `text_hash` of a finding about that text. Equal texts, equal
 * hashes; any change to the text (one character) gives another hash. Pure.
 */
export declare function textHash(text: string): string;
/** One JSON Pointer reference token (RFC 6901 §4: `~` → `~0`, `/` → `~1`). */
export declare function pointerToken(key: string | number): string;
/** A message fragment with its first letter upper-cased, to start a finding's sentence. */
export declare function capitalise(text: string): string;
/** Orders findings for reports: severity, then tool, then rule, then parameter (stable, deterministic). */
export declare function compareFindings(a: Finding, b: Finding): number;
/**
 * Orders strings by UTF-16 code units: the same on every machine, unlike `localeCompare` (whose order follows the
 * runner's locale, and whose first call costs a cold process about 11 ms loading the ICU collator; issue 14).
 */
export declare function compareCodeUnits(a: string, b: string): number;
