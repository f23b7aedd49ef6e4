import { describe, expect, it } from "vitest";
import { compareResults, type ResultSnapshot } from "../../src/scorecard/compare.js";

const snapshot = (overrides: Partial<ResultSnapshot> = {}): ResultSnapshot => ({
  grade: "B",
  score: 0.86,
  grade_capped: false,
  server: { name: "notes", version: "1" },
  tools: [
    { name: "get_note", passed: 3, total: 3, definition_tokens: 100 },
    { name: "list_notes", passed: 3, total: 3, definition_tokens: 120 },
  ],
  context_tokens: 220,
  findings: [{ rule: "description-short", severity: "warning", tool: "list_notes", message: "Too short." }],
  ...overrides,
});

describe("compareResults", () => {
  it("says nothing changed for the same result", () => {
    expect(compareResults(snapshot(), snapshot())).toMatchObject({ changed: false, scoreDelta: 0, newFindings: [], fixedFindings: [] });
  });

  it("gives the grade move and the score change in 4 decimals", () => {
    expect(compareResults(snapshot(), snapshot({ grade: "A", score: 0.92 }))).toMatchObject({ gradeBefore: "B", gradeAfter: "A", scoreDelta: 0.06, changed: true });
  });

  it("lists a finding whose rule, tool and parameter are new, with how many findings it has", () => {
    const after = snapshot({
      findings: [
        ...snapshot().findings,
        { rule: "happy-call-failed", severity: "error", tool: "get_note", message: "Path #1 failed." },
        { rule: "happy-call-failed", severity: "error", tool: "get_note", message: "Path #2 failed." },
      ],
    });
    expect(compareResults(snapshot(), after).newFindings).toEqual([{ rule: "happy-call-failed", severity: "error", tool: "get_note", message: "Path #1 failed.", count: 2 }]);
  });

  it("does not take a reworded message of the same finding for a new one", () => {
    const after = snapshot({ findings: [{ rule: "description-short", severity: "warning", tool: "list_notes", message: "Still too short: 3 words." }] });
    expect(compareResults(snapshot(), after)).toMatchObject({ newFindings: [], fixedFindings: [], changed: false });
  });

  it("lists a finding that went away as fixed", () => {
    expect(compareResults(snapshot(), snapshot({ findings: [] })).fixedFindings).toEqual([
      { rule: "description-short", severity: "warning", tool: "list_notes", message: "Too short.", count: 1 },
    ]);
  });

  it("names the tools added and removed", () => {
    const after = snapshot({ tools: [snapshot().tools[0]!, { name: "delete_note", passed: 1, total: 1, definition_tokens: 90 }] });
    expect(compareResults(snapshot(), after)).toMatchObject({ toolsAdded: ["delete_note"], toolsRemoved: ["list_notes"], changed: true });
  });

  it("does not count a change of context cost alone as a changed result", () => {
    expect(compareResults(snapshot(), snapshot({ context_tokens: 400 }))).toMatchObject({ changed: false, contextTokensBefore: 220, contextTokensAfter: 400 });
  });
});
