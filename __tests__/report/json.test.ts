import { describe, expect, it } from "vitest";
import { jsonReportChunks, renderJson, toJsonReport } from "../../src/report/json.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard, probe } from "../fixtures/scorecard.js";

const scorecard = makeScorecard({
  server: { name: "notes-fixture", version: "1.0.0", instructions: "Use <b>create_note</b>." },
  probes: [probe("create_note", "failed", "high")],
  protocolChecks: [{ check: "ping", status: "passed", detail: "{}" }],
  findings: [f("probe-silent-noop", { tool: "create_note", parameter: "title", confidence: "high", evidence: { excerpt: "x" } })],
});

describe("renderJson", () => {
  it("round-trips to the same scorecard", () => {
    expect(JSON.parse(renderJson(scorecard))).toEqual(scorecard);
  });

  it("uses 2-space indentation and ends with a newline", () => {
    const json = renderJson(scorecard);
    expect(json.startsWith('{\n  "schemaVersion": 1,\n  "server": {\n    "name": "notes-fixture",')).toBe(true);
    expect(json.endsWith("}\n")).toBe(true);
  });

  it("orders finding keys as documented: rule, severity, tool, parameter, confidence, message, fix", () => {
    const parsed = JSON.parse(renderJson(scorecard)) as Scorecard;
    expect(Object.keys(parsed.findings[0]!)).toEqual(["rule", "severity", "tool", "parameter", "confidence", "message", "fix", "evidence"]);
  });

  it("keeps the Scorecard key order even for an object built in another order", () => {
    const shuffled = Object.fromEntries(Object.entries(scorecard).reverse()) as unknown as Scorecard;
    expect(renderJson(shuffled)).toBe(renderJson(scorecard));
  });

  it("leaves out undefined fields and keeps fields added later, after the known ones", () => {
    const extra = {
      ...scorecard,
      server: { name: "s", version: "1", title: undefined },
      tools: [{ name: "a", passed: 1, total: 1, avg_latency_ms: 2, definition_tokens: 3, note: "new" }],
    } as unknown as Scorecard;
    const parsed = JSON.parse(renderJson(extra)) as Record<string, unknown>;
    expect(parsed.server).toEqual({ name: "s", version: "1" });
    expect(Object.keys((parsed.tools as object[])[0]!)).toEqual(["name", "passed", "total", "avg_latency_ms", "definition_tokens", "note"]);
  });

  it("is byte-identical for the same run", () => {
    expect(renderJson(makeScorecard())).toBe(renderJson(makeScorecard()));
  });

  it("is JSON.stringify of the report object with 2-space indentation, also for text with newlines, quotes and non-ASCII characters", () => {
    const tricky = {
      ...scorecard,
      scenarios: [
        ...scorecard.scenarios,
        { ...scorecard.scenarios[0]!, arguments: { text: "two\nlines \"quoted\" \u2028 \u00e9 \ud83d\ude00", nested: { list: [1, [2, { deep: [] }]], empty: {} } }, detail: "a\r\nb" },
      ],
      inconclusive: [],
      probes: [],
    } as Scorecard;
    expect(renderJson(tricky)).toBe(`${JSON.stringify(toJsonReport(tricky), null, 2)}\n`);
    expect(renderJson(scorecard)).toBe(`${JSON.stringify(toJsonReport(scorecard), null, 2)}\n`);
  });
});

describe("jsonReportChunks", () => {
  it("gives a long list a few hundred elements at a time, and its pieces join to renderJson's text", () => {
    const long = { ...scorecard, scenarios: Array.from({ length: 600 }, (_, i) => ({ ...scorecard.scenarios[0]!, description: `call #${i}` })) } as Scorecard;
    const pieces = [...jsonReportChunks(long)];
    const whole = renderJson(long);
    expect(pieces.join("")).toBe(whole);
    expect(whole).toBe(`${JSON.stringify(toJsonReport(long), null, 2)}\n`);
    // 600 calls in three pieces (256 + 256 + 88): none holds the whole list (issue 14: a 5,000-tool run's report is 12.7 MB).
    const withCalls = pieces.filter((p) => p.includes('"description": "call #'));
    expect(withCalls.map((p) => p.split('"description": "call #').length - 1)).toEqual([256, 256, 88]);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(whole.length / 2);
  });

  it("gives an empty list and a scorecard of one tool the same text as one JSON.stringify", () => {
    const empty = { ...scorecard, scenarios: [], findings: [], tools: [] } as Scorecard;
    expect([...jsonReportChunks(empty)].join("")).toBe(`${JSON.stringify(toJsonReport(empty), null, 2)}\n`);
  });
});
