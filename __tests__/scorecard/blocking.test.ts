import { describe, expect, it } from "vitest";
import { blockingFindings } from "../../src/scorecard/blocking.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

describe("blockingFindings", () => {
  it.each([
    ["happy-call-failed", {}],
    ["call-timeout", {}],
    ["edge-crash", {}],
    ["edge-timeout", {}],
    ["server-start-failed", {}],
    ["schema-no-type", {}],
    ["poisoning-override", {}],
    ["probe-silent-noop", { confidence: "high" as const }],
    ["drift-required-added", {}],
  ] as const)("blocks on %s", (rule, fields) => {
    const scorecard = makeScorecard({ findings: [f(rule, { tool: "a", ...fields })] });
    expect(blockingFindings(scorecard).map((x) => x.rule)).toEqual([rule]);
  });

  it.each([
    ["edge-internal-error", {}],
    ["description-short", {}],
    ["stdout-pollution", {}],
    ["version-negotiation-echo", {}],
    ["probe-bound-exceeded", { confidence: "medium" as const, severity: "warning" as const }],
    ["drift-tool-added", {}],
  ] as const)("does not block on %s", (rule, fields) => {
    const scorecard = makeScorecard({ findings: [f(rule, { tool: "a", ...fields })] });
    expect(blockingFindings(scorecard)).toEqual([]);
  });

  it("lets error-level drift pass with allowDrift", () => {
    const scorecard = makeScorecard({ findings: [f("drift-tool-removed", { tool: "gone" })] });
    expect(blockingFindings(scorecard, { allowDrift: true })).toEqual([]);
  });

  it("keeps report order", () => {
    const scorecard = makeScorecard({
      findings: [f("edge-crash", { tool: "b" }), f("happy-call-failed", { tool: "a" }), f("description-short", { tool: "a" })],
    });
    expect(blockingFindings(scorecard).map((x) => [x.tool, x.rule])).toEqual([
      ["a", "happy-call-failed"],
      ["b", "edge-crash"],
    ]);
  });
});
