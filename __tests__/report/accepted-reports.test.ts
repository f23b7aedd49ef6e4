import { describe, expect, it } from "vitest";
import { renderConsole } from "../../src/report/console.js";
import { renderJson } from "../../src/report/json.js";
import { renderJunit } from "../../src/report/junit.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { renderPrComment } from "../../src/report/pr-comment.js";
import { groupFindings } from "../../src/report/group-findings.js";
import { renderSarif } from "../../src/report/sarif.js";
import { f, makeScorecard, scenarios } from "../fixtures/scorecard.js";
import { sarifValidator } from "./sarif-schema.js";

/** `create_note` fails every valid call, and that finding is accepted with a reason and an expiry. */
const scorecard = makeScorecard({
  scenarios: [...scenarios("create_note", "happy", 0, 3), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
  findings: [f("happy-call-failed", { tool: "create_note" }), f("description-short", { tool: "list_notes" })],
  accepted: { file: "mcp-accepted.yml", entries: [{ rule: "happy-call-failed", tool: "create_note", reason: "needs a database <b>", expires: "2999-01-01" }] },
});

describe("an accepted finding in the reports", () => {
  it("keeps it in the JSON report, marked with its reason, after the other finding keys", () => {
    const report = JSON.parse(renderJson(scorecard));
    const accepted = report.findings.find((x: { rule: string }) => x.rule === "happy-call-failed");
    expect(Object.keys(accepted).slice(-1)).toEqual(["accepted"]);
    expect(accepted.accepted).toEqual({ reason: "needs a database <b>", expires: "2999-01-01" });
    expect(report.acceptance).toEqual({ file: "mcp-accepted.yml", entries: 1, accepted: 1, stale: 0, expired: 0 });
  });

  it("lists it under Accepted findings in Markdown, escaped, and not among the issues to fix", () => {
    const md = renderMarkdown(scorecard);
    const issues = md.slice(md.indexOf("## Top issues to fix"), md.indexOf("## Accepted findings"));
    expect(issues).not.toContain("happy-call-failed");
    expect(md).toContain("1 finding accepted in `mcp-accepted.yml` (1 entry): they cost nothing.");
    expect(md).toContain("_Accepted:_ needs a database &lt;b&gt;, until 2999-01-01");
  });

  it("lists it on the console with its reason", () => {
    expect(renderConsole(scorecard, { color: false, width: 120 })).toContain("✓ happy-call-failed create_note — accepted: needs a database <b> (until 2999-01-01)");
  });

  it("counts only what is not accepted in the PR comment's verdict", () => {
    const comment = renderPrComment(scorecard, { groups: groupFindings(scorecard.findings) });
    expect(comment).toContain("⚠️ **1 warning** from 1 cause · ☑️ 1 accepted finding in `mcp-accepted.yml` (cost nothing; listed in the job summary).");
  });

  it("marks its JUnit case skipped with the reason instead of failed", () => {
    const xml = renderJunit(scorecard);
    expect(xml).toContain('<skipped message="accepted: needs a database &lt;b&gt; (until 2999-01-01)"/>');
    expect(xml.match(/<failure /g)?.length).toBe(1);
  });

  it("gives its SARIF result a suppression with the reason", () => {
    const sarif = JSON.parse(renderSarif(scorecard, { toolVersion: "0.0.0", automationId: "mcp-checkup/notes/" }));
    const result = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === "happy-call-failed");
    expect(result.suppressions).toEqual([{ kind: "external", status: "accepted", justification: "needs a database <b> (accepted until 2999-01-01)" }]);
    expect(sarif.runs[0].automationDetails).toEqual({ id: "mcp-checkup/notes/" });
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
  });
});
