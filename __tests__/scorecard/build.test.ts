import { describe, expect, it } from "vitest";
import { buildScorecard, protocolLabel } from "../../src/scorecard/build.js";
import { f, parts, scenarios, tools } from "../fixtures/scorecard.js";

describe("buildScorecard", () => {
  it("summarises each tool in listing order, with 0/0 for a tool without scenarios", () => {
    const scorecard = buildScorecard(
      parts({
        tools: tools(["zeta", "alpha", "idle"], 40),
        scenarios: [
          ...scenarios("alpha", "happy", 1, 2, 10),
          ...scenarios("alpha", "edge", 1, 1, 25),
          ...scenarios("zeta", "happy", 1, 1, 3),
          ...scenarios("not_a_tool", "edge", 1, 1),
        ],
      }),
    );
    expect(scorecard.tools).toEqual([
      { name: "zeta", passed: 1, total: 1, avg_latency_ms: 3, definition_tokens: 40 },
      { name: "alpha", passed: 2, total: 3, avg_latency_ms: 15, definition_tokens: 40 },
      { name: "idle", passed: 0, total: 0, avg_latency_ms: 0, definition_tokens: 40 },
    ]);
  });

  it("sorts findings by severity, then tool, then rule", () => {
    const scorecard = buildScorecard(
      parts({ findings: [f("description-short", { tool: "a" }), f("schema-no-type", { tool: "b" }), f("schema-missing", { tool: "a" })] }),
    );
    expect(scorecard.findings.map((x) => `${x.tool}:${x.rule}`)).toEqual(["a:schema-missing", "b:schema-no-type", "a:description-short"]);
  });

  it("adds the instructions to the context tokens", () => {
    const scorecard = buildScorecard(parts({ tools: tools(["a", "b"], 120), instructionsTokens: 30 }));
    expect([scorecard.instructions_tokens, scorecard.context_tokens]).toEqual([30, 270]);
  });

  it("fills score, rates, grade and cap from the results", () => {
    const scorecard = buildScorecard(parts({ findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] }));
    expect(scorecard).toMatchObject({ score: 0.8, grade: "C", grade_cap: { capped: true, uncapped_grade: "B" } });
  });

  it("keeps the Scorecard key order", () => {
    expect(Object.keys(buildScorecard(parts()))).toEqual([
      "schemaVersion", "server", "protocol", "target", "grade", "score", "happy_pass_rate", "edge_resilience_rate",
      "lint_score", "effect_rate", "grade_cap", "tools", "scenarios", "probes", "protocol_checks", "findings",
      "instructions_tokens", "context_tokens", "token_method", "seed", "timing",
    ]);
  });

  it("uses empty strings for a server that never said its name", () => {
    const scorecard = buildScorecard(parts({ server: undefined }));
    expect(scorecard.server).toEqual({ name: "", version: "" });
  });
});

describe("protocolLabel", () => {
  it("names the era of what was graded", () => {
    expect(protocolLabel("legacy", "2025-11-25")).toBe("MCP 2025-11-25 (initialize handshake)");
    expect(protocolLabel("modern", "2026-07-28")).toBe("MCP 2026-07-28 (stateless)");
    expect(protocolLabel("legacy", "")).toBe("MCP (no session)");
  });
});
