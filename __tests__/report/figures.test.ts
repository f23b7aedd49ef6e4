import { describe, expect, it } from "vitest";
import { capNote, coverageNote, effectText, gradeText, probeWarnings, reportFigures, scenarioCell, serverDisplayName } from "../../src/report/figures.js";
import { f, inconclusive, makeScorecard, probe, scenarios } from "../fixtures/scorecard.js";

const silentNoop = f("probe-silent-noop", { tool: "create_note", confidence: "high" });

describe("report figures", () => {
  it("counts what the rates were computed from", () => {
    const figures = reportFigures(
      makeScorecard({
        scenarios: [...scenarios("a", "happy", 2, 3), ...scenarios("a", "edge", 1, 1)],
        probes: [probe("a", "passed", "high"), probe("b", "failed", "medium")],
        protocolChecks: [
          { check: "ping", status: "passed", detail: "" },
          { check: "x", status: "skipped", detail: "" },
        ],
        findings: [f("schema-no-type"), f("description-short"), f("happy-call-failed")],
      }),
    );
    expect(figures).toEqual({
      happy: { passed: 2, total: 3, refused: 0, blocked: 0 },
      edge: { passed: 1, total: 1 },
      lint: { errors: 1, warnings: 1 },
      effect: { passed: 1, total: 1 },
      protocolChecks: { passed: 1, total: 1 },
      definitionTokens: 300,
    });
  });

  it("counts only conclusive happy calls, and the refused and blocked ones apart", () => {
    const figures = reportFigures(
      makeScorecard({ scenarios: [...scenarios("a", "happy", 1, 2), ...inconclusive("a", "refused", 2), ...inconclusive("b", "blocked", 3)] }),
    );
    expect(figures.happy).toEqual({ passed: 1, total: 2, refused: 2, blocked: 3 });
  });

  it("marks a grade resting on too little evidence provisional, and says the coverage", () => {
    const scorecard = makeScorecard({ scenarios: [...scenarios("a", "happy", 1, 1), ...inconclusive("b", "refused", 3), ...inconclusive("c", "blocked", 3)] });
    expect(gradeText(scorecard)).toBe("A (provisional)");
    expect(coverageNote(scorecard)).toBe(
      "coverage 33% (1 of 3 called tools gave a conclusive happy call) — provisional grade: below 50% the calls say too little about the server",
    );
  });

  it("marks the grade of an interrupted run, alone or beside the other notes", () => {
    expect(gradeText({ ...makeScorecard(), interrupted: true, interruption: "SIGINT" })).toBe("A (interrupted)");
    expect(gradeText({ ...makeScorecard({ findings: [silentNoop] }), interrupted: true, interruption: "SIGTERM" })).toBe("C (capped from B, interrupted)");
  });

  it("names the grade the cap lowered", () => {
    const scorecard = makeScorecard({ findings: [silentNoop] });
    expect(gradeText(scorecard)).toBe("C (capped from B)");
    expect(capNote(scorecard)).toBe("capped at C: probe-silent-noop on create_note (high confidence)");
  });

  it("says what the cap would have done when it is off", () => {
    const scorecard = makeScorecard({ findings: [silentNoop], probeGradeCap: false });
    expect(gradeText(scorecard)).toBe("B");
    expect(capNote(scorecard)).toBe("grade cap off (would cap at C): probe-silent-noop on create_note (high confidence)");
  });

  it("has no cap note without high-confidence failures", () => {
    expect(capNote(makeScorecard())).toBeNull();
  });

  it("calls a nameless server unknown", () => {
    expect(serverDisplayName(makeScorecard({ server: undefined }))).toBe("unknown server");
    expect(serverDisplayName(makeScorecard())).toBe("notes-fixture 1.0.0");
  });
});

describe("effectText", () => {
  it("gives the rate alone when nothing below high confidence failed", () => {
    expect(effectText(makeScorecard({ probes: [probe("a", "passed", "high")] }))).toBe("100%");
  });

  it("adds the medium-confidence probe warnings to the rate", () => {
    expect(effectText(makeScorecard({ probes: [probe("a", "passed", "high"), probe("b", "failed", "medium"), probe("c", "failed", "medium")] }))).toBe(
      "100% · 2 medium-confidence probe warnings",
    );
  });

  it("says no high-confidence probe ran instead of a bare n/a, and counts the failures", () => {
    expect(effectText(makeScorecard({ probes: [probe("b", "failed", "medium"), probe("c", "failed", "low")] }))).toBe(
      "n/a (no high-confidence probe ran) · 2 medium/low-confidence probe warnings",
    );
  });

  it("says no probe ran when none did", () => {
    expect(effectText(makeScorecard())).toBe("n/a (no probe ran)");
    expect(probeWarnings(makeScorecard())).toBe("");
  });
});

describe("scenarioCell", () => {
  it("says why a tool was not called", () => {
    expect(scenarioCell({ passed: 0, total: 0, refused: 0, blocked: 0, not_called: "--read-only" })).toBe("skipped: --read-only");
  });

  it("counts calls as before for a called tool", () => {
    expect(scenarioCell({ passed: 2, total: 3, refused: 1, blocked: 0 })).toBe("2/3 · 1 refused");
  });
});
