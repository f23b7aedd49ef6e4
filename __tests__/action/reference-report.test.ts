import { describe, expect, it } from "vitest";
import { parseReferenceReport, referenceFileName, renderReferenceReport, resultSnapshot, type ReferenceReport } from "../../src/action/reference-report.js";
import { f, makeScorecard, probe } from "../fixtures/scorecard.js";

const scorecard = () =>
  makeScorecard({
    probes: [probe("create_note", "failed", "high")],
    findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high", message: "Record tsp0123abcdtitle was not stored." })],
  });
const reference = (commit: string): ReferenceReport => ({ "mcp-checkup-reference": 1, commit, branch: "main", run_url: null, result: resultSnapshot(scorecard()) });

describe("the reference report", () => {
  it("is named after the badge", () => {
    expect(referenceFileName("/w/report/notes-badge.svg")).toBe("notes-badge.report.json");
  });

  it("keeps no probe record name, timing or latency", () => {
    const result = resultSnapshot(scorecard());
    expect(result.findings[0]!.message).toBe("Record tsp…title was not stored.");
    expect(JSON.stringify(result)).not.toMatch(/latency|total_ms|started_at/);
  });

  it("reads back what it wrote", () => {
    expect(parseReferenceReport(renderReferenceReport(reference("abc"), null))).toEqual(reference("abc"));
  });

  it("keeps the stored text, and so its older commit, when the result is the same", () => {
    const stored = renderReferenceReport(reference("old"), null);
    expect(renderReferenceReport(reference("new"), stored)).toBe(stored);
  });

  it("is rewritten when the result changed", () => {
    const stored = renderReferenceReport({ ...reference("old"), result: resultSnapshot(makeScorecard()) }, null);
    expect(parseReferenceReport(renderReferenceReport(reference("new"), stored))?.commit).toBe("new");
  });

  it("reads anything else as no reference", () => {
    for (const text of ["", "{", "[]", '{"mcp-checkup-reference":2}', JSON.stringify({ ...reference("x"), result: { grade: "Z" } })]) {
      expect(parseReferenceReport(text)).toBeNull();
    }
  });
});
