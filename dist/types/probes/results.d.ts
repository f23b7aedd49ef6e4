import { type Confidence, type Evidence, type Finding, type FindingRef } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { ProbeResult, ProbeStatus } from "../scorecard/types.js";
import type { Observation } from "./observe.js";
/**
 * Probe names and the collector of probe results and findings. Only high-confidence failures are errors; every
 * other failure is a warning (issue "Effect probes" §Confidence, score and grade cap).
 */
/** The probe names shown in the probe table (`ProbeResult.probe`). */
export declare const PROBES: {
    /** (1)+(2) write a record, read it back. */
    readonly readBack: "write-read-back";
    /** (3) write the same key with new values. */
    readonly rewrite: "same-key-rewrite";
    /** (4) write a second record, the first must still be there. */
    readonly keepFirst: "second-write-keeps-first";
    /** (5) N writes at once, all must be there. */
    readonly concurrent: "concurrent-writes";
    /** An update tool changes a probe record its creator made (`update-round-trip.ts`). */
    readonly update: "update-round-trip";
    /** (6) a configured delete tool removes a probe record. */
    readonly deleteGone: "delete-round-trip";
    /** Write probes not run because writes are off. */
    readonly writes: "write-round-trip";
    /** A `readOnlyHint: true` tool must not change what the read tools show. */
    readonly readOnly: "read-only-check";
    /** Built-in limit-like bound. */
    readonly bound: "bound";
    /** Built-in head/tail slice. */
    readonly slice: "slice";
    /** Declared relation. */
    readonly relation: "relation";
    /** Declared agreement. */
    readonly agreement: "agreement";
    /** Declared idempotent call. */
    readonly idempotent: "idempotent";
};
/** The flag that turns write probes on (CLI; the Action's `mcp-allow-writes`, the library's `allowWrites`). */
export declare const ALLOW_WRITES_FLAG = "--allow-writes";
/** The severity of a probe failure: error only at high confidence. */
export declare function probeSeverity(confidence: Confidence): "error" | "warning";
/** What a failure says, beyond its rule and confidence. */
export interface FailureText {
    tool: string;
    parameter?: string;
    message: string;
    fix: string;
    evidence?: Evidence;
}
/** An excerpt of an observation for evidence: the request and the first 200 characters of the answer. */
export declare function evidenceOf(obs: Observation): Evidence;
/** Collects probe results and findings; one finding per rule, tool and parameter (the most confident kept). */
export declare class ProbeLog {
    readonly results: ProbeResult[];
    readonly findings: Finding[];
    /**
     * Records a result; `raised` names the findings it raised (recorded with {@link flag}), which the result then
     * carries (`rules`, `findings`).
     */
    add(probe: string, tool: string, status: ProbeStatus, confidence: Confidence, basis: string, detail: string, raised?: readonly FindingRef[]): void;
    /** Records a failed result and its finding (severity from the confidence). */
    fail(probe: string, rule: RuleId, confidence: Confidence, basis: string, text: FailureText, detail?: string): void;
    /**
     * Records a finding without a result row (the caller adds one row for several findings, passing what this
     * returns to {@link add}). Returns the reference to the finding kept for its rule, tool and parameter.
     */
    flag(rule: RuleId, confidence: Confidence, text: FailureText): FindingRef;
}
