import type { Evidence } from "./finding.js";

/**
 * Characters of one evidence field a report keeps (README "Limits"): `request` and `response` as compact JSON,
 * `excerpt` as text. A server's answer can be 10 MiB; evidence is there to show what was wrong, not to copy it.
 */
export const EVIDENCE_MAX_CHARS = 4000;

/** Compact JSON of `value`, or undefined when it has none (undefined) or cannot be serialised (a cycle, too deep). */
function compactJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return "[not serialisable]";
  }
}

/**
 * `evidence` with each field at most {@link EVIDENCE_MAX_CHARS} characters: a longer `request`/`response` becomes
 * the start of its compact JSON followed by `… (truncated from N characters)`, a longer `excerpt` is cut the same
 * way. Fields within the bound are kept as they are (same values).
 */
export function boundEvidence(evidence: Evidence): Evidence {
  const out: Evidence = {};
  const cut = (text: string): string => `${text.slice(0, EVIDENCE_MAX_CHARS)}… (truncated from ${text.length} characters)`;
  for (const key of ["request", "response"] as const) {
    if (!(key in evidence)) continue;
    const value = evidence[key];
    const json = compactJson(value);
    out[key] = json !== undefined && json.length > EVIDENCE_MAX_CHARS ? cut(json) : value;
  }
  if (evidence.excerpt !== undefined) out.excerpt = evidence.excerpt.length > EVIDENCE_MAX_CHARS ? cut(evidence.excerpt) : evidence.excerpt;
  return out;
}
