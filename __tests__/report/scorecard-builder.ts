import type { Finding } from "../../src/findings/finding.js";
import type { ProbeResult, ProtocolCheck, ScenarioResult, Scorecard } from "../../src/scorecard/types.js";

/**
 * A hand-built scorecard for renderer tests: a plausible run of a two-tool server. `overrides` replace
 * top-level fields. Renderers never compute verdicts, so these values need not be consistent with a score.
 */
export function scorecard(overrides: Partial<Scorecard> = {}): Scorecard {
  return {
    schemaVersion: 1,
    server: { name: "notes", version: "1.2.0" },
    protocol: { era: "legacy", version: "2025-11-25", label: "MCP 2025-11-25 (initialize handshake)" },
    target: "node notes.js",
    grade: "B",
    score: 0.84,
    happy_pass_rate: 0.5,
    edge_resilience_rate: 1,
    lint_score: 0.9,
    effect_rate: null,
    grade_cap: { enabled: true, capped: false, cap: null, uncapped_grade: "B", reasons: [] },
    coverage: 1,
    provisional: false,
    tools: [
      { name: "search", passed: 2, total: 3, refused: 0, blocked: 0, avg_latency_ms: 12, definition_tokens: 80 },
      { name: "create", passed: 1, total: 1, refused: 0, blocked: 0, avg_latency_ms: 5, definition_tokens: 60 },
    ],
    scenarios: [],
    inconclusive: [],
    probes: [],
    protocol_checks: [],
    findings: [],
    instructions_tokens: 0,
    context_tokens: 140,
    token_method: "chars/4",
    seed: 1,
    timing: { started_at: "2026-03-01T12:00:00.000Z", total_ms: 1234, server_wait_ms: 900 },
    ...overrides,
  };
}

export function scenario(fields: Partial<ScenarioResult> & Pick<ScenarioResult, "tool" | "description">): ScenarioResult {
  const outcome = fields.outcome ?? (fields.verdict === "skipped" ? "skipped" : fields.passed === false ? "failed" : "passed");
  return { kind: "happy", verdict: "ok", passed: outcome === "passed", duration_ms: 10, detail: "ok", arguments: {}, rules: [], ...fields, outcome };
}

export function probe(fields: Partial<ProbeResult> & Pick<ProbeResult, "tool" | "probe">): ProbeResult {
  return { status: "passed", confidence: "high", basis: "declared in probe config", detail: "ok", ...fields };
}

export function check(fields: Partial<ProtocolCheck> & Pick<ProtocolCheck, "check">): ProtocolCheck {
  return { status: "passed", detail: "ok", ...fields };
}

export function issue(fields: Partial<Finding> & Pick<Finding, "rule">): Finding {
  return { severity: "error", message: `Something is wrong (${fields.rule}).`, fix: "Do the right thing.", ...fields };
}
