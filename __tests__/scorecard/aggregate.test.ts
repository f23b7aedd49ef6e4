import { describe, expect, it } from "vitest";
import { aggregateReports, toolNameCollisions, type AggregateInput } from "../../src/scorecard/aggregate.js";
import { f, makeScorecard, parts, scenarios, tools } from "../fixtures/scorecard.js";
import { buildScorecard } from "../../src/scorecard/build.js";

const input = (name: string, toolNames: string[], overrides: Parameters<typeof parts>[0] = {}): AggregateInput => ({
  source: `reports/${name}/mcp-checkup-report.json`,
  fallbackLabel: `mcp-checkup-${name}`,
  scorecard: buildScorecard(
    parts({
      server: { name, version: "1.0.0" },
      tools: tools(toolNames),
      scenarios: toolNames.flatMap((t) => scenarios(t, "happy", 3, 3)),
      ...overrides,
    }),
  ),
});
const noGate = () => [];

describe("aggregateReports", () => {
  it("lists the servers worst grade first, with the worst grade and the servers failing the gate", () => {
    const failing = input("search-server", ["search"], { scenarios: scenarios("search", "happy", 0, 3), findings: [f("happy-call-failed", { tool: "search" })] });
    const report = aggregateReports([input("notes-server", ["create_note"]), failing], (s) => (s.grade === "A" ? [] : [`grade ${s.grade}`]));
    expect(report.rows.map((r) => r.label)).toEqual(["search-server 1.0.0", "notes-server 1.0.0"]);
    expect(report.worstGrade).toBe("F");
    expect(report.failing).toEqual(["search-server 1.0.0"]);
    expect(report.rows[0]!.topIssue).toMatchObject({ rule: "happy-call-failed", tool: "search" });
  });

  it("names a server that never started after the folder its report came in", () => {
    const dead: AggregateInput = { ...input("x", []), fallbackLabel: "mcp-checkup-weather" };
    dead.scorecard = makeScorecard({ server: {}, tools: [], scenarios: [], findings: [f("server-start-failed")] });
    const report = aggregateReports([dead], noGate);
    expect(report.rows[0]!.label).toBe("mcp-checkup-weather");
    expect(report.rows[0]!.scorecard.grade).toBe("F");
  });

  it("tells apart two reports of one server by their folder", () => {
    const a = input("notes", ["a"]);
    const b = { ...input("notes", ["a"]), fallbackLabel: "mcp-checkup-notes-readonly" };
    expect(aggregateReports([a, b], noGate).rows.map((r) => r.label).sort()).toEqual(["notes 1.0.0 (mcp-checkup-notes)", "notes 1.0.0 (mcp-checkup-notes-readonly)"]);
  });
});

describe("toolNameCollisions", () => {
  it("reports a tool name two servers offer, listing the servers", () => {
    const findings = toolNameCollisions([
      { label: "github 1.0", server: "github", tools: ["search", "create_issue"] },
      { label: "jira 2.1", server: "jira", tools: ["search"] },
      { label: "notes 1.0", server: "notes", tools: ["create_note"] },
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "tool-name-collision", severity: "warning", tool: "search" });
    expect(findings[0]!.message).toBe('2 servers offer a tool named "search": "github 1.0" and "jira 2.1"; a client that loads them together drops, overwrites or refuses all but one.');
  });

  it("does not count one server graded twice as a collision", () => {
    expect(toolNameCollisions([
      { label: "notes (a)", server: "notes", tools: ["search"] },
      { label: "notes (b)", server: "notes", tools: ["search"] },
    ])).toEqual([]);
  });

  it("compares names exactly, as clients do", () => {
    expect(toolNameCollisions([
      { label: "a", server: "a", tools: ["Search"] },
      { label: "b", server: "b", tools: ["search"] },
    ])).toEqual([]);
  });
});
