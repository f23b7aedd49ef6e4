import { describe, expect, it } from "vitest";
import { annotationNote, planAnnotations } from "../../src/action/annotations.js";
import { groupFindings } from "../../src/report/group-findings.js";
import { f } from "../fixtures/scorecard.js";

describe("planAnnotations", () => {
  it("makes one annotation per cause, naming the tools, the cause and the fix on one line", () => {
    const groups = groupFindings(["a1", "b2", "c3", "d4"].map((tool) => f("happy-call-failed", { tool, message: `'${tool}' failed:\nboom.`, fix: `Make '${tool}' work.` })));
    expect(planAnnotations(groups).annotations).toEqual([
      { level: "error", message: "a1, b2, c3 and 1 more tools: 'a1' failed: boom. (4 findings) Fix: Make 'a1' work.", title: "mcp-checkup: happy-call-failed" },
    ]);
  });

  it("leaves info out", () => {
    expect(planAnnotations(groupFindings([f("tool-name-style")])).annotations).toEqual([]);
  });

  it("counts what it leaves out over the limit", () => {
    const groups = groupFindings(Array.from({ length: 4 }, (_, i) => f("schema-no-type", { tool: `tool_${i}`, fix: `Fix ${i}.` })));
    expect(planAnnotations(groups, {}, 3)).toMatchObject({ omittedGroups: 1, omittedFindings: 1 });
  });
});

describe("annotationNote", () => {
  it("says nothing when there are no annotations", () => {
    expect(annotationNote({ annotations: [], omittedGroups: 0, omittedFindings: 0 })).toBe("");
  });
});
