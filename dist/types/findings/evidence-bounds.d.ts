import type { Evidence } from "./finding.js";
/**
 * Characters of one evidence field a report keeps (README "Limits"): `request` and `response` as compact JSON,
 * `excerpt` as text. A server's answer can be 10 MiB; evidence is there to show what was wrong, not to copy it.
 */
export declare const EVIDENCE_MAX_CHARS = 4000;
/**
 * `evidence` with each field at most {@link EVIDENCE_MAX_CHARS} characters: a longer `request`/`response` becomes
 * the start of its compact JSON followed by `… (truncated from N characters)`, a longer `excerpt` is cut the same
 * way. Fields within the bound are kept as they are (same values).
 */
export declare function boundEvidence(evidence: Evidence): Evidence;
