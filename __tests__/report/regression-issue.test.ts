import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/findings/finding.js";
import { checkLines, recoveryComment, regressionBody, regressionChangeComment, regressionTitle, type RunPlace } from "../../src/report/regression-issue.js";
import type { RegressionCheck } from "../../src/scorecard/regression.js";

const place: RunPlace = { server: "notes-server 1.2.0", commit: "0123456789abcdef", runUrl: "https://github.com/o/r/actions/runs/1" };
const blocking = (tool: string, message = "The server died during happy path #1 of 'create_note'."): RegressionCheck => ({
  id: tool,
  kind: "new-blocking",
  finding: { rule: "happy-call-failed", severity: "error", tool, message, fix: "Catch failures inside the handler." } as Finding,
});
const grade: RegressionCheck = { id: "grade", kind: "grade", gradeBefore: "A", gradeAfter: "C" };

describe("regressionTitle", () => {
  it("leads with a start failure, then a grade drop, then counts new blocking findings", () => {
    expect(regressionTitle(place, [grade, { id: "s", kind: "no-start", finding: { rule: "server-start-failed", severity: "error", message: "m", fix: "f" } }])).toBe("MCP Checkup: notes-server 1.2.0 no longer starts");
    expect(regressionTitle(place, [blocking("a"), grade])).toBe("MCP Checkup: notes-server 1.2.0 regressed (grade A → C)");
    expect(regressionTitle(place, [blocking("a"), blocking("b")])).toBe("MCP Checkup: notes-server 1.2.0 regressed (2 new blocking findings)");
  });

  it("names an unnamed server as such", () => {
    expect(regressionTitle({ ...place, server: "  " }, [grade])).toBe("MCP Checkup: the server regressed (grade A → C)");
  });
});

describe("checkLines", () => {
  it("gives one bullet per check with the finding's fix, server text escaped", () => {
    expect(checkLines([grade, blocking("create_note", "Saw <b>bold</b> text.")])).toEqual([
      "- ❌ **Grade A → C**",
      "- ❌ **New blocking finding** `happy-call-failed` on `create_note` — Saw &lt;b&gt;bold&lt;/b&gt; text. **Fix:** Catch failures inside the handler.",
    ]);
  });

  it("lists fifteen checks and counts the rest", () => {
    const lines = checkLines(Array.from({ length: 18 }, (_, i) => blocking(`t${i}`)));
    expect(lines).toHaveLength(16);
    expect(lines.at(-1)).toBe("- … and 3 more failing checks (see the run).");
  });
});

describe("bodies and comments", () => {
  it("names the commit and run, and what the result is compared with", () => {
    const body = regressionBody(place, [grade], { grade: "A", blocking: [], from: "main at abc1234" });
    expect(body).toContain("The run of commit `0123456` ([workflow run](https://github.com/o/r/actions/runs/1)) found:");
    expect(body).toContain("Compared with grade **A** of main at abc1234, the last result before this regression.");
    expect(body).toContain("closed when the server is back at grade A.");
  });

  it("says when no earlier result was known", () => {
    expect(regressionBody({ ...place, commit: null, runUrl: null }, [grade], null)).toContain("The run of this commit found:");
    expect(regressionBody(place, [grade], null)).toContain("No earlier result was known");
  });

  it("comments on a change and closes on recovery", () => {
    expect(regressionChangeComment(place, [grade])).toBe("What fails changed in the run of commit `0123456` ([workflow run](https://github.com/o/r/actions/runs/1)); now:\n\n- ❌ **Grade A → C**\n");
    expect(recoveryComment(place, "A", { grade: "B", blocking: [], from: null })).toBe(
      "✅ notes-server 1.2.0 is back at grade **A** (it was B before the regression) in the run of commit `0123456` ([workflow run](https://github.com/o/r/actions/runs/1)), with no new blocking finding: closing.\n",
    );
  });
});
