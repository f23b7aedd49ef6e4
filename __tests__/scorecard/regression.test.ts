import { describe, expect, it } from "vitest";
import { resultSnapshot } from "../../src/action/reference-report.js";
import { baselineOf, checksFingerprint, regressionChecks } from "../../src/scorecard/regression.js";
import { f, makeScorecard, scenarios } from "../fixtures/scorecard.js";

const good = makeScorecard();
const baseline = baselineOf(resultSnapshot(good), "main at abc1234");
const failingCreate = makeScorecard({
  scenarios: [...scenarios("create_note", "happy", 0, 3), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
  findings: [f("happy-call-failed", { tool: "create_note" })],
});

describe("regressionChecks", () => {
  it("finds nothing when the server is as good as its baseline", () => {
    expect(regressionChecks(good, baseline)).toEqual([]);
  });

  it("reports a lower grade and each new blocking finding", () => {
    expect(regressionChecks(failingCreate, baseline).map((c) => c.id)).toEqual(["grade-below:A", 'new:["happy-call-failed","create_note",null]']);
  });

  it("reports only that the server no longer starts when it does not", () => {
    const dead = makeScorecard({ server: {}, tools: [], scenarios: [], findings: [f("server-start-failed")] });
    expect(regressionChecks(dead, baseline).map((c) => c.kind)).toEqual(["no-start"]);
  });

  it("knows only a start failure without a baseline", () => {
    expect(regressionChecks(failingCreate, null)).toEqual([]);
  });

  it("does not count a blocking finding the baseline already had", () => {
    expect(regressionChecks(failingCreate, baselineOf(resultSnapshot(failingCreate), null))).toEqual([]);
  });

  it("does not count an accepted finding", () => {
    const accepted = { ...failingCreate, grade: "A" as const, findings: failingCreate.findings.map((x) => ({ ...x, accepted: { reason: "known" } })) };
    expect(regressionChecks(accepted, baseline)).toEqual([]);
  });
});

describe("checksFingerprint", () => {
  it("is the same for the same set of checks in any order, and differs for another set", () => {
    const checks = regressionChecks(failingCreate, baseline);
    expect(checksFingerprint([...checks].reverse())).toBe(checksFingerprint(checks));
    expect(checksFingerprint(checks.slice(0, 1))).not.toBe(checksFingerprint(checks));
  });
});
