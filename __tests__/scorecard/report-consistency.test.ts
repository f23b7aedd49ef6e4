import { describe, expect, it } from "vitest";
import { reportInconsistency, unknownRules } from "../../src/scorecard/report-consistency.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard, probe, scenarios } from "../fixtures/scorecard.js";

/** A report as publish-only mode reads it: the scorecard, with the changes a forger or a newer scorer made. */
const report = (scorecard: Scorecard, changes: Record<string, unknown> = {}): Scorecard => ({ ...structuredClone(scorecard), ...changes }) as Scorecard;

describe("reportInconsistency", () => {
  const failing = makeScorecard({
    scenarios: [...scenarios("create_note", "happy", 0, 3), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
    findings: [f("happy-call-failed", { tool: "create_note" }), f("description-short", { tool: "list_notes" })],
  });

  it("accepts a report whose grade follows from its own results", () => {
    expect(reportInconsistency(failing)).toBeNull();
  });

  it("refuses a raised grade", () => {
    expect(reportInconsistency(report(failing, { grade: "A" }))).toBe(`it says grade A, but its own results give ${failing.grade}`);
  });

  it("refuses a raised score", () => {
    expect(reportInconsistency(report(failing, { score: 0.95, grade: "A" }))).toMatch(/^it says a score of 0\.9500, but its own results give 0\.\d{4}$/);
  });

  it("refuses a happy-path rate its scenarios do not give", () => {
    expect(reportInconsistency(report(failing, { happy_pass_rate: 1 }))).toMatch(/^it says a happy-path pass rate of 1\.0000, but its own results give 0\.6667$/);
  });

  it("refuses a cap taken off a high-confidence probe failure", () => {
    const capped = makeScorecard({ probes: [probe("create_note", "failed", "high")], findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] });
    expect(reportInconsistency(report(capped, { grade: "B", grade_cap: { ...capped.grade_cap, capped: false, cap: null } }))).toBe(
      "it says the grade cap is off, but its own results give on",
    );
  });

  describe("with a rule this version does not know", () => {
    const newer = () => {
      const scorecard = makeScorecard({ findings: [f("description-short", { tool: "list_notes" })] });
      return report(scorecard, { findings: [{ ...scorecard.findings[0]!, rule: "tool-quantum-flux" }] });
    };

    it("names it", () => {
      expect(unknownRules(newer())).toEqual(["tool-quantum-flux"]);
    });

    it("accepts what it may have cost", () => {
      expect(reportInconsistency(newer())).toBeNull();
    });

    it("still refuses a grade its own score does not give", () => {
      expect(reportInconsistency(report(newer(), { grade: "A", score: 0.7 }))).toBe("it says grade A, but its own results give C for its score 0.7000");
    });
  });

  it("accepts a report whose grade stdout pollution capped (its cap reason comes from an observation it does not keep)", () => {
    const polluted = makeScorecard({ findings: [f("stdout-pollution")], capReasons: ["stdout-pollution (2 non-JSON-RPC lines on stdout while serving requests)"] });
    expect(polluted.grade).toBe("C");
    expect(reportInconsistency(report(polluted))).toBeNull();
  });

  it("refuses a polluted report whose cap was removed to raise its grade", () => {
    const message = "The server wrote 2 line(s) to stdout that are not JSON-RPC messages while serving requests, first 'debug' at 40 ms.";
    const polluted = makeScorecard({ findings: [f("stdout-pollution", { message })], capReasons: ["stdout-pollution (2 non-JSON-RPC lines on stdout while serving requests)"] });
    const forged = report(polluted, { grade: polluted.grade_cap.uncapped_grade, grade_cap: { ...polluted.grade_cap, capped: false, cap: null, reasons: [] } });
    expect(reportInconsistency(forged)).not.toBeNull();
  });
});
