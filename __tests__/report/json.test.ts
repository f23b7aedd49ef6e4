import { describe, expect, it } from "vitest";
import { renderJson } from "../../src/report/json.js";
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
});
