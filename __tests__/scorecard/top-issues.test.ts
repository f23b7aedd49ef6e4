import { describe, expect, it } from "vitest";
import { topIssues } from "../../src/scorecard/top-issues.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

describe("topIssues", () => {
  it("ranks server failures, happy failures, probe failures, edge failures, lint errors, then warnings", () => {
    const scorecard = makeScorecard({
      findings: [
        f("description-short", { tool: "a" }),
        f("schema-no-type", { tool: "a" }),
        f("edge-timeout", { tool: "a" }),
        f("probe-silent-noop", { tool: "b", confidence: "high" }),
        f("happy-call-failed", { tool: "c" }),
        f("stdout-pollution"),
      ],
    });
    expect(topIssues(scorecard).map((i) => i.rule)).toEqual([
      "stdout-pollution",
      "happy-call-failed",
      "probe-silent-noop",
      "edge-timeout",
      "schema-no-type",
      "description-short",
    ]);
  });

  it("leaves info out unless asked, and puts it last", () => {
    const scorecard = makeScorecard({ findings: [f("tool-name-style"), f("description-short", { tool: "a" })] });
    expect(topIssues(scorecard).map((i) => i.rule)).toEqual(["description-short"]);
    expect(topIssues(scorecard, { includeInfo: true }).map((i) => i.rule)).toEqual(["description-short", "tool-name-style"]);
  });

  it("merges repeated runtime findings to one per rule and tool, counting them", () => {
    const scorecard = makeScorecard({
      findings: [
        f("happy-call-failed", { tool: "a", message: "first failure." }),
        f("happy-call-failed", { tool: "a", message: "second failure." }),
        f("happy-call-failed", { tool: "b" }),
      ],
    });
    const issues = topIssues(scorecard);
    expect(issues.map((i) => [i.tool, i.count, i.message])).toEqual([
      ["a", 2, "first failure."],
      ["b", 1, "happy-call-failed message."],
    ]);
  });

  it("keeps lint findings on different parameters apart", () => {
    const scorecard = makeScorecard({
      findings: [f("property-no-type", { tool: "a", parameter: "x" }), f("property-no-type", { tool: "a", parameter: "y" })],
    });
    expect(topIssues(scorecard).map((i) => i.parameter)).toEqual(["x", "y"]);
  });

  it("carries tool, parameter, rule, severity, message and fix", () => {
    const scorecard = makeScorecard({ findings: [f("property-no-type", { tool: "a", parameter: "x" })] });
    expect(topIssues(scorecard)[0]).toEqual({
      tool: "a",
      parameter: "x",
      rule: "property-no-type",
      severity: "error",
      message: "property-no-type message.",
      fix: "Fix property-no-type.",
      priority: 4,
      count: 1,
    });
  });
});
