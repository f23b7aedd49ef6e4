import { describe, expect, it } from "vitest";
import { computeScore, countsInLintTerm, lintCounts, type ScoreInput } from "../../src/scorecard/score.js";
import { f, inconclusive, probe, scenarios } from "../fixtures/scorecard.js";

const base: ScoreInput = { scenarios: [], numTools: 3, findings: [], probes: [], probeGradeCap: true };

/** 10 of 12 happy and 7 of 8 edge scenarios passing, spread over three tools. */
const mixed = [
  ...scenarios("a", "happy", 4, 4),
  ...scenarios("b", "happy", 3, 4),
  ...scenarios("c", "happy", 3, 4),
  ...scenarios("a", "edge", 3, 3),
  ...scenarios("b", "edge", 2, 3),
  ...scenarios("c", "edge", 2, 2),
];

describe("computeScore", () => {
  it("computes 0.6*happy + 0.2*edge + 0.2*lint with exact numbers", () => {
    const result = computeScore({
      ...base,
      scenarios: mixed,
      findings: [f("schema-no-type", { tool: "a" }), f("description-short", { tool: "b" }), f("required-list-missing", { tool: "c" })],
    });
    // happy 10/12, edge 7/8, lint 1 - (0.25 + 0.2) / 3 = 0.85 → 0.5 + 0.175 + 0.17 = 0.845
    expect(result).toMatchObject({
      happy_pass_rate: 0.8333,
      edge_resilience_rate: 0.875,
      lint_score: 0.85,
      score: 0.845,
      grade: "B",
      effect_rate: null,
    });
  });

  it("gives full credit for every term when there is nothing to measure", () => {
    const result = computeScore({ ...base, numTools: 0 });
    expect(result).toMatchObject({ score: 1, happy_pass_rate: 1, edge_resilience_rate: 1, lint_score: 1, grade: "A" });
  });

  it("gives full edge credit when edge cases were turned off", () => {
    const result = computeScore({ ...base, scenarios: scenarios("a", "happy", 3, 4) });
    expect(result.edge_resilience_rate).toBe(1);
    expect(result.score).toBe(0.85);
  });

  it("leaves skipped scenarios out of the rates", () => {
    const skipped = scenarios("a", "happy", 0, 2).map((s) => ({ ...s, verdict: "skipped" as const, outcome: "skipped" as const }));
    const result = computeScore({ ...base, scenarios: [...scenarios("a", "happy", 1, 1), ...skipped] });
    expect(result.happy_pass_rate).toBe(1);
  });

  it("counts refused and blocked calls for nothing: passed / (passed + failed)", () => {
    const result = computeScore({ ...base, scenarios: [...scenarios("a", "happy", 1, 2), ...inconclusive("b", "refused", 5), ...inconclusive("c", "blocked", 5)] });
    expect(result.happy_pass_rate).toBe(0.5);
  });

  it("gives full credit to a happy term with no conclusive call", () => {
    const result = computeScore({ ...base, scenarios: inconclusive("b", "refused", 3) });
    expect(result.happy_pass_rate).toBe(1);
  });

  it("caps the grade at C for a cap reason whatever the probe cap says (stdout pollution)", () => {
    const reason = "stdout-pollution (4 non-JSON-RPC lines on stdout while serving requests)";
    const result = computeScore({ ...base, probeGradeCap: false, capReasons: [reason] });
    expect(result.grade).toBe("C");
    expect(result.grade_cap).toMatchObject({ capped: true, cap: "C", uncapped_grade: "A", reasons: [reason] });
  });

  it("gives no credit for unmeasured scenario terms when the server did not start", () => {
    const result = computeScore({ ...base, numTools: 0, findings: [f("server-start-failed")] });
    expect(result).toMatchObject({ happy_pass_rate: 0, edge_resilience_rate: 0, lint_score: 1, score: 0.2, grade: "F" });
  });

  it("never lets the lint term go below zero", () => {
    const many = Array.from({ length: 10 }, (_, i) => f("schema-missing", { tool: `t${i}` }));
    expect(computeScore({ ...base, numTools: 1, findings: many }).lint_score).toBe(0);
  });

  it("grades a score that float noise puts just under 0.9 as an A", () => {
    // 0.6 * 1 + 0.2 * (1/2) + 0.2 * 1 = 0.8999999999999999 in floating point
    const result = computeScore({
      ...base,
      numTools: 1,
      scenarios: [...scenarios("a", "happy", 1, 1), ...scenarios("a", "edge", 1, 2)],
    });
    expect(0.6 * 1 + 0.2 * (1 / 2) + 0.2 * 1).toBeLessThan(0.9);
    expect(result.score).toBe(0.9);
    expect(result.grade).toBe("A");
  });

  it("subtracts 0.6 per tool failing a high-confidence probe, as a share of all tools", () => {
    const result = computeScore({
      ...base,
      findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })],
    });
    expect(result.score).toBe(0.8);
  });

  it("counts a tool once in the probe penalty however many probes it fails", () => {
    const result = computeScore({
      ...base,
      findings: [
        f("probe-silent-noop", { tool: "create_note", confidence: "high" }),
        f("probe-data-lost", { tool: "create_note", confidence: "high" }),
      ],
      probes: [probe("create_note", "failed", "high")],
    });
    expect(result.score).toBe(0.8);
    expect(result.grade_cap.reasons).toEqual([
      "probe-silent-noop on create_note (high confidence)",
      "probe-data-lost on create_note (high confidence)",
    ]);
  });

  it("caps the grade at C on a high-confidence probe failure and keeps the uncapped grade", () => {
    const result = computeScore({
      ...base,
      numTools: 10,
      findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })],
    });
    expect(result.score).toBe(0.94);
    expect(result.grade).toBe("C");
    expect(result.grade_cap).toEqual({
      enabled: true,
      capped: true,
      cap: "C",
      uncapped_grade: "A",
      reasons: ["probe-silent-noop on create_note (high confidence)"],
    });
  });

  it("keeps a grade already below the cap, not capped, and still names the cap and its reasons", () => {
    const result = computeScore({
      ...base,
      numTools: 1,
      findings: [f("probe-data-lost", { tool: "create_note", confidence: "high" })],
    });
    expect(result.grade).toBe("F");
    expect(result.grade_cap).toMatchObject({ capped: false, cap: "C", uncapped_grade: "F" });
    expect(result.grade_cap.reasons).toHaveLength(1);
  });

  it("does not cap when probeGradeCap is off, but still names what would have capped", () => {
    const result = computeScore({
      ...base,
      numTools: 10,
      probeGradeCap: false,
      findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })],
    });
    expect(result.grade).toBe("A");
    expect(result.grade_cap).toEqual({
      enabled: false,
      capped: false,
      cap: null,
      uncapped_grade: "A",
      reasons: ["probe-silent-noop on create_note (high confidence)"],
    });
  });

  it("never caps or penalises on medium or low confidence", () => {
    const result = computeScore({
      ...base,
      findings: [
        f("probe-bound-exceeded", { tool: "list_notes", confidence: "medium", severity: "warning" }),
        f("probe-data-lost", { tool: "create_note", confidence: "low", severity: "warning" }),
      ],
      probes: [probe("list_notes", "failed", "medium"), probe("create_note", "failed", "low")],
    });
    expect(result.score).toBe(1);
    expect(result.grade).toBe("A");
    expect(result.grade_cap).toMatchObject({ capped: false, cap: null, reasons: [] });
  });

  it("caps on a failed high-confidence probe result that has no finding", () => {
    const result = computeScore({ ...base, numTools: 10, probes: [probe("create_note", "failed", "high", "same-key rewrite")] });
    expect(result.grade).toBe("C");
    expect(result.grade_cap.reasons).toEqual(["same-key rewrite on create_note (high confidence)"]);
  });

  it("computes the effect rate over high-confidence probe checks only", () => {
    const result = computeScore({
      ...base,
      probes: [
        probe("a", "passed", "high"),
        probe("b", "passed", "high"),
        probe("c", "failed", "high"),
        probe("d", "failed", "medium"),
        probe("e", "inconclusive", "high"),
      ],
    });
    expect(result.effect_rate).toBe(0.6667);
  });

  it("reports no effect rate when no high-confidence probe check ran", () => {
    expect(computeScore({ ...base, probes: [probe("a", "passed", "medium")] }).effect_rate).toBeNull();
  });
});

describe("lint term", () => {
  it("counts lint and protocol findings, stdout pollution and pagination loops", () => {
    const counted = [
      f("schema-no-type"),
      f("version-negotiation-echo"),
      f("protocol-ping"),
      f("stdout-pollution"),
      f("pagination-loop"),
    ];
    expect(counted.map(countsInLintTerm)).toEqual([true, true, true, true, true]);
    expect(lintCounts(counted)).toEqual({ errors: 4, warnings: 1 });
  });

  it("does not count findings the rates measure, probes, drift or info", () => {
    const ignored = [
      f("happy-call-failed"),
      f("edge-crash"),
      f("edge-internal-error"),
      f("probe-silent-noop", { confidence: "high" }),
      f("drift-tool-removed"),
      f("tool-name-style"),
    ];
    expect(ignored.some(countsInLintTerm)).toBe(false);
  });
});

describe("lint counts", () => {
  it("counts a server-level rule once however many findings it has", () => {
    const lines = Array.from({ length: 5 }, (_, i) => f("stdout-pollution", { message: `line ${i}` }));
    expect(lintCounts([...lines, f("schema-no-type", { tool: "a" })])).toEqual({ errors: 2, warnings: 0 });
  });
});
