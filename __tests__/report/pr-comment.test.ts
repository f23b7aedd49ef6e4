import { describe, expect, it } from "vitest";
import { groupFindings } from "../../src/report/group-findings.js";
import { renderPrComment } from "../../src/report/pr-comment.js";
import { resultSnapshot } from "../../src/action/reference-report.js";
import { compareResults } from "../../src/scorecard/compare.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

const render = (scorecard: Scorecard, options: Partial<Parameters<typeof renderPrComment>[1]> = {}) =>
  renderPrComment(scorecard, { groups: groupFindings(scorecard.findings), ...options });
/** What the comparison reads of a scorecard: the reference report's snapshot. */
const snapshot = resultSnapshot;

describe("renderPrComment", () => {
  const before = makeScorecard({
    scenarios: [...scenarios("create_note", "happy", 1, 3), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
    findings: [f("happy-call-failed", { tool: "create_note" })],
  });
  const after = makeScorecard({ findings: [f("description-short", { tool: "list_notes" })] });
  const against = { branch: "main", commit: "abc1234def", runUrl: null };

  it("opens with the grade's move against the reference, in percentage points", () => {
    const text = render(after, { change: { result: compareResults(snapshot(before), snapshot(after)), against } });
    expect(text.split("\n")[2]).toBe(`**Grade ${before.grade} → A** (+${Math.round((after.score - before.score) * 100)} %) · score 86% → 99% against \`main\` at \`abc1234\``);
    expect(text.split("\n")[4]).toBe("🆕 **1 new finding** · ✅ 1 fixed");
  });

  it("says the result is the same as the reference's when nothing changed", () => {
    const text = render(after, { change: { result: compareResults(snapshot(after), snapshot(after)), against } });
    expect(text.split("\n")[2]).toBe("**Grade A** · score 99%, the same result as `main` at `abc1234`");
  });

  it("lists the new and the fixed findings", () => {
    const text = render(after, { change: { result: compareResults(snapshot(before), snapshot(after)), against } });
    expect(text).toContain("- 🆕 **description-short** on `list_notes` — description-short message.");
    expect(text).toContain("- ✅ fixed: **happy-call-failed** on `create_note` — happy-call-failed message.");
  });

  it("names tools added against the reference under the changes to what the model sees", () => {
    const more = makeScorecard({ tools: tools(["create_note", "search_notes", "list_notes", "delete_note"]) });
    const text = render(more, { change: { result: compareResults(snapshot(after), snapshot(more)), against } });
    expect(text).toContain("#### Changes to what the model sees\n\n- Tools added: `delete_note`");
  });

  it("lists drift as a change, not as something to fix", () => {
    const text = render(makeScorecard({ findings: [f("drift-tool-removed", { tool: "archive_note", message: "Tool 'archive_note' was removed." })] }));
    expect(text).not.toContain("#### What to fix");
    expect(text).toContain("✅ No errors or warnings · 1 change to what the model sees.");
    expect(text).toContain("- **drift-tool-removed** on `archive_note` — Tool `archive_note` was removed.");
  });

  it("counts info findings without listing them", () => {
    expect(render(makeScorecard({ findings: [f("tool-name-style")] }))).toContain("✅ No errors or warnings (and 1 info note in the job summary).");
  });

  it("shows no latency and no run time", () => {
    const text = render(makeScorecard({ probes: [probe("create_note", "passed", "high")] }));
    expect(text).not.toMatch(/ ms\b|latency|ran in/);
  });

  it("counts the causes beyond the most it lists", () => {
    const names = Array.from({ length: 12 }, (_, i) => `t${i}`);
    const many = makeScorecard({ tools: tools(names), findings: names.map((n, i) => f("schema-no-type", { tool: n, fix: `Fix number ${i}.` })) });
    expect(render(many, { maxGroups: 8 })).toContain("_… and 4 more causes: see the job summary._");
  });
});
