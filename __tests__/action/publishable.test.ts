import { describe, expect, it } from "vitest";
import { publishableScorecard } from "../../src/action/publishable.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

describe("publishableScorecard", () => {
  const scorecard = makeScorecard({ findings: [f("probe-write-not-observable", { tool: "create_note", message: "Raise --timeout.", fix: "Give --arg create_note:title=VALUE or --allow-writes." })] });

  it("says every CLI flag in findings as the Action's input", () => {
    const [finding] = publishableScorecard(scorecard).findings;
    expect(finding?.message).toBe("Raise mcp-timeout.");
    expect(finding?.fix).toBe("Give mcp-args: create_note:title=VALUE or mcp-allow-writes: true.");
  });

  it("leaves the scorecard it was given unchanged", () => {
    const before = JSON.stringify(scorecard);
    publishableScorecard(scorecard);
    expect(JSON.stringify(scorecard)).toBe(before);
  });
});
