import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../src/report/console.js";
import { f, inconclusive, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

describe("renderConsole", () => {
  it("renders without options as with color off (a library user's first call threw)", () => {
    const scorecard = makeScorecard();
    expect(renderConsole(scorecard)).toBe(renderConsole(scorecard, { color: false }));
    expect(renderConsole(scorecard)).not.toContain("\u001b[");
  });

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

  it("does not read the run's timing: the CLI prints the report it rendered from the run's draft scorecard (cli/commands.ts)", () => {
    const scorecard = makeScorecard();
    const later = { ...scorecard, timing: { ...scorecard.timing, total_ms: scorecard.timing.total_ms + 12_345, server_wait_ms: 9_999, own_ms: 7, cpu_ms: 3 } };
    for (const color of [false, true]) expect(renderConsole(later, { color })).toBe(renderConsole(scorecard, { color }));
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

  it("renders the probe table when probes ran: the probe above its tool, the result above its confidence", () => {
    const out = renderConsole(makeScorecard({ probes: [probe("list_notes", "failed", "medium", "limit bound")] }), { color: false });
    expect(out).toContain("Effect probes");
    expect(out).toMatch(/│ limit bound +│ failed +│ limit bound failed +│\n│ list_notes +│ medium +│ +│/);
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
    const out = renderConsole(makeScorecard({ findings }), { color: false, width: 200 });
    expect(out).toContain("  1. ✖ a, b, c (3 tools) — Happy path #1 of 'a' failed with TypeError: x is undefined. (the same for the other 2)");
    expect(out).not.toContain("  2. ");
  });

  it("says how many calls counted for nothing and why, with the fix", () => {
    const out = renderConsole(makeScorecard({ scenarios: [...scenarios("create_note", "happy", 1, 1), ...inconclusive("search_notes", "blocked", 3)] }), { color: false, width: 200 });
    expect(out).toContain("Calls that counted for nothing");
    expect(out).toContain("○ blocked · 3 calls on 1 tool (search_notes) — The server could not reach api.example.com (no network here).");
    expect(out).toContain("coverage 50% (1 of 2 called tools gave a conclusive happy call)");
  });

  it("says the server looks clean when there is nothing to fix", () => {
    expect(renderConsole(makeScorecard(), { color: false })).toContain("No issues found");
  });

  it("ends with the context cost line", () => {
    const out = renderConsole(makeScorecard({ instructionsTokens: 20 }), { color: false, width: 200 });
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
    expect(out).toContain("Protocol checks: 1/2 passed\n  • unknown method — answered -32603\n");
  });
});

describe("renderConsole within the terminal's width", () => {
  const long = "an_extraordinarily_long_tool_name_that_no_terminal_column_can_hold_in_one_line";
  const wide = () =>
    makeScorecard({
      server: { name: "a-server-with-a-rather-long-name-for-its-own-good", version: "1.0.0-beta.1" },
      tools: [...tools(["create_note", long]), { name: "app_view", definition_tokens: 50, not_called: "app-only (MCP Apps)" }],
      scenarios: [...scenarios("create_note", "happy", 1, 1), ...inconclusive(long, "blocked", 3)],
      probes: [probe(long, "failed", "medium", "write-round-trip"), { ...probe("create_note", "inconclusive", "low", "read-only-check"), detail: "x ".repeat(200) }],
      protocolChecks: [{ check: "malformed JSON answered with -32700", status: "failed", detail: "no reply (the server kept working) ".repeat(3) }],
      findings: [f("happy-call-failed", { tool: long, message: `Happy path #1 of '${long}' failed with ${"a very long error ".repeat(10)}` })],
      instructionsTokens: 400,
      clientProfiles: { clients: ["openai-strict"], results: [{ client: "openai-strict", tool: long, rejections: [{ pointer: "/properties/a", keyword: "format: uri", source: "https://example.com/docs" }] }] },
    });
  const widest = (out: string) => Math.max(...out.split("\n").map((line) => stringWidth(line)));

  it("keeps every line of the report within 80 columns by default", () => {
    expect(widest(renderConsole(wide(), { color: false }))).toBeLessThanOrEqual(80);
  });

  it("keeps every line within a narrower terminal's width, coloured or not", () => {
    expect(widest(renderConsole(wide(), { color: false, width: 60 }))).toBeLessThanOrEqual(60);
    expect(widest(renderConsole(wide(), { color: true, width: 60 }))).toBeLessThanOrEqual(60);
  });

  it("breaks a long tool name after its underscores instead of widening the table", () => {
    const out = renderConsole(wide(), { color: false });
    expect(out).toContain("│ an_extraordinarily_");
    expect(out).not.toContain(long);
  });

  it("says why a tool was not called instead of 0/0", () => {
    expect(renderConsole(wide(), { color: false, width: 120 })).toMatch(/│ app_view +│ +skipped: app-only \(MCP Apps\) │ +— │ +50 │/);
  });
});

describe("renderConsole marks and the effect figure", () => {
  it("puts a quiet mark, never a cross, before the no-issues line and the info notes", () => {
    const out = renderConsole(makeScorecard({ findings: [f("protocol-parse-error", { severity: "info" })] }), { color: false });
    expect(out).toContain("  ✓ No issues found — a model should be able to use this server cleanly.\n  · 1 note at info level");
    expect(out).not.toContain("✖");
  });

  it("dims an info note's line when colour is on", () => {
    const out = renderConsole(makeScorecard({ findings: [f("protocol-parse-error", { severity: "info" })] }), { color: true });
    expect(out).toContain("\u001B[2m  · 1 note at info level");
  });

  it("explains an effect figure of n/a when only a medium-confidence probe failed", () => {
    const out = renderConsole(makeScorecard({ probes: [probe("list_notes", "failed", "medium")] }), { color: false, width: 200 });
    expect(out).toContain("|  effect n/a (no high-confidence probe ran)  |  1 medium-confidence probe warning");
  });

  it("says no probe ran when none did", () => {
    expect(renderConsole(makeScorecard(), { color: false })).toContain("|  effect n/a (no probe ran)");
  });

  it("shows at most 50 tools of a large server, those with a failed call first, and counts the rest", () => {
    const names = Array.from({ length: 120 }, (_, i) => `tool_${String(i).padStart(3, "0")}`);
    const failing = new Set(["tool_070", "tool_080", "tool_119"]);
    const scorecard = makeScorecard({
      tools: tools(names),
      scenarios: names.flatMap((n) => scenarios(n, "happy", failing.has(n) ? 0 : 1, 1)),
    });
    const text = renderConsole(scorecard, { color: false, width: 80 });
    const shown = names.filter((n) => text.includes(`│ ${n} `));
    expect(shown).toHaveLength(50);
    expect(shown.slice(0, 47)).toEqual(names.slice(0, 47));
    expect(shown.slice(47)).toEqual(["tool_070", "tool_080", "tool_119"]);
    expect(text.replace(/\s*\n\s*/g, " ")).toContain("… and 70 more tools, none of them with a failed call; the JSON report (--report json=PATH) lists every tool.");
    for (const line of text.split("\n")) expect(stringWidth(line)).toBeLessThanOrEqual(80);
  });

  it("shows the 50 costliest tools of a large server in the lint report", () => {
    const names = Array.from({ length: 60 }, (_, i) => `tool_${String(i).padStart(3, "0")}`);
    const scorecard = makeScorecard({ tools: names.map((name, i) => ({ name, definition_tokens: i === 59 ? 5000 : 100 + i })), scenarios: [] });
    const text = renderConsole(scorecard, { color: false, width: 80, lintOnly: true });
    const shown = names.filter((n) => text.includes(`│ ${n} `));
    expect(shown).toHaveLength(50);
    expect(shown).toContain("tool_059");
    expect(shown).not.toContain("tool_000");
    expect(text.replace(/\s*\n\s*/g, " ")).toContain("… and 10 more tools; the JSON report (--report json=PATH) lists every tool.");
  });
});
