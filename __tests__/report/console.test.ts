import { describe, expect, it } from "vitest";
import { renderConsole } from "../../src/report/console.js";
import { f, inconclusive, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

describe("renderConsole", () => {
  it("shows the header panel with grade, score, rates and protocol, without ANSI codes when colour is off", () => {
    const out = renderConsole(makeScorecard({ instructionsTokens: 20 }), { color: false });
    expect(out).not.toContain("\u001B");
    expect(out).toContain("│ MCP Scorecard: notes-fixture 1.0.0");
    expect(out).toContain("│ Grade A   Score 100%");
    expect(out).toContain("│ happy 100%  |  edge 100%  |  lint 100%  |  effect n/a");
    expect(out).toContain("│ MCP 2025-11-25 (initialize handshake)");
  });

  it("renders the tool table", () => {
    const out = renderConsole(makeScorecard(), { color: false });
    expect(out).toMatch(/│ Tool +│ Scenarios │ Avg latency │ Def\. tokens │/);
    expect(out).toMatch(/│ create_note +│ +5\/5 │ +10\.0 ms │ +100 │/);
  });

  it("colours the grade when colour is on", () => {
    const out = renderConsole(makeScorecard(), { color: true });
    expect(out).toContain("\u001B[");
    expect(out).toContain("Grade A");
  });

  it("names the cap and its reason in the header", () => {
    const out = renderConsole(makeScorecard({ findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] }), { color: false });
    expect(out).toContain("Grade C (capped from B)");
    expect(out).toContain("capped at C: probe-silent-noop on create_note (high confidence)");
  });

  it("renders the probe table when probes ran", () => {
    const out = renderConsole(makeScorecard({ probes: [probe("list_notes", "failed", "medium", "limit bound")] }), { color: false });
    expect(out).toContain("Effect probes");
    expect(out).toMatch(/│ limit bound +│ list_notes +│ failed +│ medium +│/);
  });

  it("shows the top 8 issues with fixes, then counts the rest", () => {
    const findings = Array.from({ length: 11 }, (_, i) => f("description-short", { tool: `tool_${String(i).padStart(2, "0")}`, message: `Issue number ${i}.` }));
    const out = renderConsole(makeScorecard({ findings }), { color: false });
    expect(out).toContain("  1. ▲ tool_00 — Issue number 0.\n       Fix: Fix description-short.");
    expect(out).toContain("  8. ▲ tool_07");
    expect(out).not.toContain("tool_08 —");
    expect(out).toContain("  … and 3 more issues.");
  });

  it("lists tools failing for one cause as one issue", () => {
    const findings = ["a", "b", "c"].map((tool) => f("happy-call-failed", { tool, message: `Happy path #1 of '${tool}' failed with TypeError: x is undefined.` }));
    const out = renderConsole(makeScorecard({ findings }), { color: false });
    expect(out).toContain("  1. ✖ a, b, c (3 tools) — Happy path #1 of 'a' failed with TypeError: x is undefined. (the same for the other 2)");
    expect(out).not.toContain("  2. ");
  });

  it("says how many calls counted for nothing and why, with the fix", () => {
    const out = renderConsole(makeScorecard({ scenarios: [...scenarios("create_note", "happy", 1, 1), ...inconclusive("search_notes", "blocked", 3)] }), { color: false });
    expect(out).toContain("Calls that counted for nothing");
    expect(out).toContain("○ blocked · 3 calls on 1 tool (search_notes) — The server could not reach api.example.com (no network here).");
    expect(out).toContain("coverage 50% (1 of 2 called tools gave a conclusive happy call)");
  });

  it("says the server looks clean when there is nothing to fix", () => {
    expect(renderConsole(makeScorecard(), { color: false })).toContain("No issues found");
  });

  it("ends with the context cost line", () => {
    const out = renderConsole(makeScorecard({ instructionsTokens: 20 }), { color: false });
    expect(out.endsWith(
      "Context cost: ~320 estimated tokens (300 across 3 tools + 20 in instructions; characters / 4 of the compact JSON a client sends).\n",
    )).toBe(true);
  });

  it("strips terminal escape sequences from server text", () => {
    const evil = "\u001B]0;pwned\u0007\u001B[2Jevil\u001B[31m";
    const out = renderConsole(
      makeScorecard({
        server: { name: evil, version: "1" },
        tools: tools([evil]),
        scenarios: [],
        probes: [probe(evil, "failed", "low", evil)],
        findings: [f("description-short", { tool: evil, message: evil, fix: evil })],
      }),
      { color: false },
    );
    expect(out).not.toContain("\u001B");
    expect(out).not.toContain("\u0007");
    expect(out).toContain("MCP Scorecard: evil 1");
  });
});

describe("renderConsole protocol checks", () => {
  it("counts protocol checks and lists the failed ones", () => {
    const out = renderConsole(
      makeScorecard({
        protocolChecks: [
          { check: "ping", status: "passed", detail: "{}" },
          { check: "unknown method", status: "failed", detail: "answered -32603" },
        ],
      }),
      { color: false },
    );
    expect(out).toContain("Protocol checks: 1/2 passed\n  ✖ unknown method — answered -32603\n");
  });
});
