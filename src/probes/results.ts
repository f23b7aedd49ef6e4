import { finding, refTo, uniqueRefs, type Confidence, type Evidence, type Finding, type FindingRef } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { ProbeResult, ProbeStatus } from "../scorecard/types.js";
import type { Observation } from "./observe.js";

/**
 * Probe names and the collector of probe results and findings. Only high-confidence failures are errors; every
 * other failure is a warning (issue "Effect probes" §Confidence, score and grade cap).
 */

/** The probe names shown in the probe table (`ProbeResult.probe`). */
export const PROBES = {
  /** (1)+(2) write a record, read it back. */
  readBack: "write-read-back",
  /** (3) write the same key with new values. */
  rewrite: "same-key-rewrite",
  /** (4) write a second record, the first must still be there. */
  keepFirst: "second-write-keeps-first",
  /** (5) N writes at once, all must be there. */
  concurrent: "concurrent-writes",
  /** An update tool changes a probe record its creator made (`update-round-trip.ts`). */
  update: "update-round-trip",
  /** (6) a configured delete tool removes a probe record. */
  deleteGone: "delete-round-trip",
  /** Write probes not run because writes are off. */
  writes: "write-round-trip",
  /** A `readOnlyHint: true` tool must not change what the read tools show. */
  readOnly: "read-only-check",
  /** Built-in limit-like bound. */
  bound: "bound",
  /** Built-in head/tail slice. */
  slice: "slice",
  /** Declared relation. */
  relation: "relation",
  /** Declared agreement. */
  agreement: "agreement",
  /** Declared idempotent call. */
  idempotent: "idempotent",
} as const;

/** The flag that turns write probes on (CLI; the Action's `mcp-allow-writes`, the library's `allowWrites`). */
export const ALLOW_WRITES_FLAG = "--allow-writes";

/** The severity of a probe failure: error only at high confidence. */
export function probeSeverity(confidence: Confidence): "error" | "warning" {
  return confidence === "high" ? "error" : "warning";
}

/** What a failure says, beyond its rule and confidence. */
export interface FailureText {
  tool: string;
  parameter?: string;
  message: string;
  fix: string;
  evidence?: Evidence;
}

/** An excerpt of an observation for evidence: the request and the first 200 characters of the answer. */
export function evidenceOf(obs: Observation): Evidence {
  return { request: { name: obs.tool, arguments: obs.args }, excerpt: obs.summary.slice(0, 200) };
}

const RANK: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };

/** Collects probe results and findings; one finding per rule, tool and parameter (the most confident kept). */
export class ProbeLog {
  readonly results: ProbeResult[] = [];
  readonly findings: Finding[] = [];

  /**
   * Records a result; `raised` names the findings it raised (recorded with {@link flag}), which the result then
   * carries (`rules`, `findings`).
   */
  add(probe: string, tool: string, status: ProbeStatus, confidence: Confidence, basis: string, detail: string, raised: readonly FindingRef[] = []): void {
    const refs = uniqueRefs(raised);
    this.results.push({
      probe,
      tool,
      status,
      confidence,
      basis,
      detail,
      ...(refs.length > 0 ? { rules: [...new Set(refs.map((r) => r.rule))], findings: refs } : {}),
    });
  }

  /** Records a failed result and its finding (severity from the confidence). */
  fail(probe: string, rule: RuleId, confidence: Confidence, basis: string, text: FailureText, detail = text.message): void {
    this.add(probe, text.tool, "failed", confidence, basis, detail, [this.flag(rule, confidence, text)]);
  }

  /**
   * Records a finding without a result row (the caller adds one row for several findings, passing what this
   * returns to {@link add}). Returns the reference to the finding kept for its rule, tool and parameter.
   */
  flag(rule: RuleId, confidence: Confidence, text: FailureText): FindingRef {
    const ref = refTo({ rule, tool: text.tool, ...(text.parameter !== undefined ? { parameter: text.parameter } : {}) });
    const at = this.findings.findIndex((f) => f.rule === rule && f.tool === text.tool && f.parameter === text.parameter);
    const earlier = at >= 0 ? this.findings[at] : undefined;
    if (earlier && RANK[earlier.confidence ?? "low"] >= RANK[confidence]) return ref;
    const made = finding(rule, {
      severity: probeSeverity(confidence),
      tool: text.tool,
      ...(text.parameter !== undefined ? { parameter: text.parameter } : {}),
      message: text.message,
      fix: text.fix,
      confidence,
      ...(text.evidence !== undefined ? { evidence: text.evidence } : {}),
    });
    if (at >= 0) this.findings[at] = made;
    else this.findings.push(made);
    return ref;
  }
}
