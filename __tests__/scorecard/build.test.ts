import { describe, expect, it } from "vitest";
import { buildScorecard, protocolLabel } from "../../src/scorecard/build.js";
import { f, inconclusive, parts, scenarios, tools } from "../fixtures/scorecard.js";

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
      { name: "zeta", passed: 1, total: 1, refused: 0, blocked: 0, avg_latency_ms: 3, definition_tokens: 40 },
      { name: "alpha", passed: 2, total: 3, refused: 0, blocked: 0, avg_latency_ms: 15, definition_tokens: 40 },
      { name: "idle", passed: 0, total: 0, refused: 0, blocked: 0, avg_latency_ms: 0, definition_tokens: 40 },
    ]);
  });

  it("counts refused and blocked calls in a tool's row apart from the passed ones", () => {
    const scorecard = buildScorecard(parts({ tools: tools(["a"]), scenarios: [...scenarios("a", "happy", 1, 1), ...inconclusive("a", "refused", 2)] }));
    expect(scorecard.tools[0]).toMatchObject({ passed: 1, total: 3, refused: 2, blocked: 0 });
  });

  it("gives the coverage and marks the grade provisional below 50%", () => {
    const scorecard = buildScorecard(
      parts({ tools: tools(["a", "b", "c"]), scenarios: [...scenarios("a", "happy", 0, 1), ...inconclusive("b", "refused", 3), ...inconclusive("c", "blocked", 2)] }),
    );
    expect(scorecard).toMatchObject({ coverage: 0.3333, provisional: true, happy_pass_rate: 0 });
  });

  it("has no coverage when no tool was called", () => {
    expect(buildScorecard(parts({ scenarios: [] }))).toMatchObject({ coverage: null, provisional: false });
  });

  it("groups refused and blocked calls by cause, blocked first, with the tools and the fix", () => {
    const scorecard = buildScorecard(
      parts({
        tools: tools(["a", "b", "c"]),
        scenarios: [...inconclusive("c", "blocked", 2), ...inconclusive("a", "blocked", 1), ...inconclusive("b", "refused", 3)],
      }),
    );
    expect(scorecard.inconclusive).toEqual([
      {
        outcome: "blocked",
        cause: { kind: "network", subject: "api.example.com" },
        reason: "The server could not reach api.example.com (no network here).",
        fix: "Run the checkup where the server can reach api.example.com, or point the server at a reachable endpoint with --env KEY=VALUE (mcp-env in the Action).",
        tools: ["a", "c"],
        calls: 3,
      },
      {
        outcome: "refused",
        cause: { kind: "not-found" },
        reason: "The server did not find the generated values (made-up ids, names, paths or records); it refused them cleanly.",
        fix: "Supply values that exist on the server with --arg TOOL:NAME=VALUE or --args-file (mcp-args / mcp-args-file in the Action) (e.g. --arg b:id=…).",
        tools: ["b"],
        calls: 3,
      },
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
      "lint_score", "effect_rate", "grade_cap", "coverage", "provisional", "tools", "scenarios", "inconclusive", "probes",
      "protocol_checks", "findings",
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
