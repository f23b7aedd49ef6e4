import { describe, expect, it } from "vitest";
import { badgeMessage, renderShieldsEndpoint, shieldsBadgeUrl } from "../../src/report/badge.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

/** A clean scorecard edited to score 0.93 (an A). */
const a93: Scorecard = { ...makeScorecard(), score: 0.93, grade: "A" };
const capped = makeScorecard({ findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] });

describe("renderShieldsEndpoint", () => {
  it("gives exactly the keys shields.io accepts", () => {
    expect(renderShieldsEndpoint(a93)).toEqual({ schemaVersion: 1, label: "mcp", message: "A 93%", color: "brightgreen" });
    expect(renderShieldsEndpoint(capped)).toEqual({ schemaVersion: 1, label: "mcp", message: "C (capped)", color: "yellow" });
  });
});

describe("badge text", () => {
  it("maps each grade to its colour", () => {
    const colors = (["A", "B", "C", "D", "F"] as const).map((grade) => renderShieldsEndpoint({ ...a93, grade }).color);
    expect(colors).toEqual(["brightgreen", "green", "yellow", "orange", "red"]);
  });

  it("builds a static shields.io URL", () => {
    expect(badgeMessage(a93)).toBe("A 93%");
    expect(shieldsBadgeUrl(a93)).toBe("https://img.shields.io/badge/mcp-A%2093%25-brightgreen");
  });
});
