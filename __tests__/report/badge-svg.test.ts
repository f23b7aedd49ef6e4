import { describe, expect, it } from "vitest";
import { renderBadgeSvg } from "../../src/report/badge-svg.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

/** A clean scorecard edited to score 0.93 (an A). */
const a93: Scorecard = { ...makeScorecard(), score: 0.93, grade: "A" };
const capped = makeScorecard({ findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] });

describe("renderBadgeSvg", () => {
  it("reads mcp | A 93%", () => {
    const svg = renderBadgeSvg(a93);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">A 93%</text>");
    expect(svg).toContain('aria-label="mcp: A 93%"');
    expect(svg).toContain("<title>mcp: A 93%</title>");
  });

  it("says C (capped) with the reason in its title", () => {
    const svg = renderBadgeSvg(capped);
    expect(svg).toContain(">C (capped)</text>");
    expect(svg).toContain("<title>mcp: C (capped) — capped at C: probe-silent-noop on create_note (high confidence)</title>");
    expect(svg.match(/<title>/g)).toHaveLength(1);
  });

  it("escapes server text in the title", () => {
    const svg = renderBadgeSvg(
      makeScorecard({ findings: [f("probe-silent-noop", { tool: "</title><script>x</script>", confidence: "high" })] }),
    );
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;");
  });

  it("colours by grade", () => {
    expect(renderBadgeSvg({ ...a93, grade: "F", score: 0.2 })).not.toBe(renderBadgeSvg({ ...a93, grade: "B", score: 0.2 }));
  });
});
