import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commentMarker, FORK_RECIPE_ANCHOR, Inputs, Outputs, ReportFiles } from "../../src/action/constants.js";
import { readActionContext } from "../../src/action/context.js";
import { annotateFindings, publish, writeReportFiles, type PublishInputs } from "../../src/action/publish.js";
import { renderJson } from "../../src/report/json.js";
import { renderJunit } from "../../src/report/junit.js";
import { renderSarif } from "../../src/report/sarif.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { f, makeScorecard, probe } from "../fixtures/scorecard.js";
import { recordingIO, runnerEnv, tempDir } from "./helpers.js";

/** Three clean tools, one failing a high-confidence probe: capped at C. */
const cappedScorecard = () =>
  makeScorecard({
    probes: [probe("create_note", "failed", "high")],
    findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" }), f("description-short", { tool: "list_notes" })],
  });

describe("publish", () => {
  let github: FakeGitHub;
  let dir: string;
  const inputs = (overrides: Partial<PublishInputs> = {}): PublishInputs => ({
    jobSummary: true,
    comment: true,
    commentTag: "",
    reportDir: join(dir, "report"),
    badgePath: join(dir, "report", ReportFiles.BadgeSvg),
    badgeBranch: "",
    prNumber: null,
    githubToken: "t",
    ...overrides,
  });
  const pr = () => readActionContext(runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url));
  const push = () => readActionContext(runnerEnv(dir, { name: "push" }, github.url));

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
  });
  afterEach(async () => {
    await github.stop();
  });

  it("writes the summary, the report files and the outputs", async () => {
    const io = recordingIO();
    const scorecard = cappedScorecard();
    const result = await publish(scorecard, inputs(), push(), { io });
    expect(io.summaries).toHaveLength(1);
    expect(io.summaries[0]).toContain("# MCP Scorecard: notes-fixture 1.0.0");
    const report = join(dir, "report", ReportFiles.Json);
    expect(readFileSync(report, "utf8")).toBe(renderJson(scorecard));
    expect(readFileSync(join(dir, "report", ReportFiles.BadgeSvg), "utf8")).toContain("C (capped)");
    expect(JSON.parse(readFileSync(join(dir, "report", "mcp-badge.json"), "utf8"))).toEqual({
      schemaVersion: 1,
      label: "mcp",
      message: "C (capped)",
      color: "yellow",
    });
    expect(io.outputs).toEqual({
      [Outputs.Grade]: "C",
      [Outputs.Score]: String(scorecard.score),
      [Outputs.HappyRate]: "1",
      [Outputs.EdgeRate]: "1",
      [Outputs.LintScore]: String(scorecard.lint_score),
      [Outputs.EffectRate]: "0",
      [Outputs.GradeCapped]: "true",
      [Outputs.ReportJson]: report,
      [Outputs.ReportMarkdown]: join(dir, "report", ReportFiles.Markdown),
      [Outputs.ReportSarif]: join(dir, "report", ReportFiles.Sarif),
      [Outputs.ReportJunit]: join(dir, "report", ReportFiles.Junit),
      [Outputs.BadgeSvg]: join(dir, "report", ReportFiles.BadgeSvg),
    });
    expect(io.annotations.map((a) => [a.level, a.title])).toEqual([
      ["error", "mcp-checkup: probe-silent-noop"],
      ["warning", "mcp-checkup: description-short"],
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("writes the SARIF and JUnit reports beside the others, locating SARIF results as told", async () => {
    const scorecard = cappedScorecard();
    const sarif = { toolVersion: "9.9.9", defaultLocation: { uri: ".vscode/mcp.json", line: 4 } };
    await publish(scorecard, inputs({ sarif }), push(), { io: recordingIO() });
    expect(readFileSync(join(dir, "report", ReportFiles.Sarif), "utf8")).toBe(renderSarif(scorecard, sarif));
    expect(readFileSync(join(dir, "report", ReportFiles.Junit), "utf8")).toBe(renderJunit(scorecard));
  });

  it("skips the summary quietly when the runner gives no summary file", async () => {
    const io = recordingIO({ summary: false });
    const result = await publish(cappedScorecard(), inputs(), push(), { io });
    expect(result.summaryWritten).toBe(false);
    expect(io.warnings).toEqual([]);
    expect(io.outputs[Outputs.Grade]).toBe("C");
  });

  it("writes no summary with job-summary: false", async () => {
    const io = recordingIO();
    await publish(cappedScorecard(), inputs({ jobSummary: false }), push(), { io });
    expect(io.summaries).toEqual([]);
  });

  it("keeps exactly one comment on a PR with 150 other comments after two runs", async () => {
    github.seedComments(7, 150);
    const first = await publish(cappedScorecard(), inputs(), pr(), { io: recordingIO() });
    const io = recordingIO();
    const second = await publish(cappedScorecard(), inputs(), pr(), { io });
    expect(first.comment?.action).toBe("created");
    expect(second.comment).toMatchObject({ action: "unchanged", id: first.comment!.id });
    const ours = github.botComments(7);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body.split("\n")[0]).toBe(commentMarker("notes-fixture"));
    expect(github.comments.get(7)).toHaveLength(151);
    expect(io.outputs[Outputs.CommentId]).toBe(String(ours[0]!.id));
    expect(io.outputs[Outputs.CommentUrl]).toBe(ours[0]!.html_url);
  });

  it("updates the comment in place when the scorecard changes", async () => {
    await publish(cappedScorecard(), inputs(), pr(), { io: recordingIO() });
    const result = await publish(makeScorecard(), inputs(), pr(), { io: recordingIO() });
    expect(result.comment?.action).toBe("updated");
    expect(github.botComments(7)).toHaveLength(1);
    expect(github.botComments(7)[0]!.body).toContain("**Grade: A**");
  });

  it("keeps separate comments for separate comment tags", async () => {
    await publish(cappedScorecard(), inputs({ commentTag: "server-a" }), pr(), { io: recordingIO() });
    await publish(cappedScorecard(), inputs({ commentTag: "server-b" }), pr(), { io: recordingIO() });
    expect(github.botComments(7).map((c) => c.body.split("\n")[0])).toEqual([commentMarker("server-a"), commentMarker("server-b")]);
  });

  it("warns with the two-workflow recipe and still publishes the rest when the token is read-only", async () => {
    github.readOnly = true;
    const io = recordingIO();
    const result = await publish(cappedScorecard(), inputs(), pr(), { io });
    expect(result.comment).toBeNull();
    expect(io.warnings).toHaveLength(1);
    expect(io.warnings[0]).toContain("Could not comment on PR #7");
    expect(io.warnings[0]).toContain("Resource not accessible by integration");
    expect(io.warnings[0]).toContain(`${Inputs.ReportPath} and ${Inputs.PrNumber}`);
    expect(io.warnings[0]).toContain(FORK_RECIPE_ANCHOR);
    expect(io.summaries).toHaveLength(1);
    expect(io.outputs[Outputs.Grade]).toBe("C");
  });

  it("makes no PR request on a push", async () => {
    await publish(cappedScorecard(), inputs(), push(), { io: recordingIO() });
    expect(github.requests.filter((r) => /\/issues\/|\/pulls\//.test(r.path))).toEqual([]);
  });

  it("comments on pr-number when the event has no PR", async () => {
    const result = await publish(cappedScorecard(), inputs({ prNumber: 12 }), push(), { io: recordingIO() });
    expect(result.comment?.action).toBe("created");
    expect(github.botComments(12)).toHaveLength(1);
  });

  it("does not comment with comment: false", async () => {
    await publish(cappedScorecard(), inputs({ comment: false }), pr(), { io: recordingIO() });
    expect(github.requests).toEqual([]);
  });

  it("warns instead of commenting without a token", async () => {
    const io = recordingIO();
    await publish(cappedScorecard(), inputs({ githubToken: "" }), pr(), { io });
    expect(io.warnings).toEqual([`No PR comment: ${Inputs.GithubToken} is empty. The scorecard is in the job summary.`]);
    expect(github.requests).toEqual([]);
  });

  it("commits the badge to badge-branch on a push", async () => {
    const io = recordingIO();
    const result = await publish(cappedScorecard(), inputs({ badgeBranch: "badges" }), push(), { io });
    expect(result.badgeBranchCommitted).toBe(true);
    expect(github.files.get("badges:mcp-badge.svg")).toBe(readFileSync(join(dir, "report", ReportFiles.BadgeSvg), "utf8"));
    expect(JSON.parse(github.files.get("badges:mcp-badge.json")!)).toMatchObject({ message: "C (capped)" });
  });

  it("does not commit the badge on a pull request", async () => {
    const result = await publish(cappedScorecard(), inputs({ badgeBranch: "badges" }), pr(), { io: recordingIO() });
    expect(result.badgeBranchCommitted).toBe(false);
    expect(github.requests.filter((r) => /\/git\/|\/contents\//.test(r.path))).toEqual([]);
  });

  it("warns, naming contents: write, when the badge cannot be committed", async () => {
    github.readOnly = true;
    const io = recordingIO();
    await publish(cappedScorecard(), inputs({ badgeBranch: "badges" }), push(), { io });
    expect(io.warnings).toHaveLength(1);
    expect(io.warnings[0]).toContain("contents: write");
  });

  it("on workflow_run, comments only when the PR's head is the commit the run built", async () => {
    github.pullHeads.set(7, "newer");
    const context = readActionContext(runnerEnv(dir, { name: "workflow_run", headSha: "older" }, github.url));
    const io = recordingIO();
    const stale = await publish(cappedScorecard(), inputs({ prNumber: 7 }), context, { io });
    expect(stale.comment).toBeNull();
    expect(io.warnings[0]).toContain("PR #7's head is not the commit the workflow_run built");
    github.pullHeads.set(7, "older");
    const fresh = await publish(cappedScorecard(), inputs({ prNumber: 7 }), context, { io: recordingIO() });
    expect(fresh.comment?.action).toBe("created");
  });

  it("turns a failure to write the reports into a warning, and still sets the score outputs", async () => {
    const io = recordingIO();
    const blocked = join(dir, "file");
    (await import("node:fs")).writeFileSync(blocked, "not a folder");
    const result = await publish(cappedScorecard(), inputs({ reportDir: join(blocked, "report"), badgePath: join(blocked, "b.svg") }), push(), { io });
    expect(result.files).toBeNull();
    expect(io.warnings[0]).toMatch(/^Writing the reports to .* failed: /);
    expect(io.outputs[Outputs.Grade]).toBe("C");
    expect(io.outputs[Outputs.ReportJson]).toBeUndefined();
  });
});

describe("annotateFindings", () => {
  it("annotates errors first, at most the limit, and counts the rest", () => {
    const io = recordingIO();
    const findings = [
      ...Array.from({ length: 40 }, (_, i) => f("description-short", { tool: `w${i}` })),
      ...Array.from({ length: 20 }, (_, i) => f("schema-no-type", { tool: `e${i}` })),
      f("tool-name-style"),
    ];
    expect(annotateFindings(io, findings, 50)).toBe(50);
    expect(io.annotations.filter((a) => a.level === "error")).toHaveLength(20);
    expect(io.annotations[0]).toEqual({ level: "error", message: "e0: schema-no-type message. Fix: Fix schema-no-type.", title: "mcp-checkup: schema-no-type" });
    expect(io.infos).toEqual(["10 more findings are not annotated (at most 50); every finding is in the job summary and the JSON report."]);
  });

  it("keeps server text on one line", () => {
    const io = recordingIO();
    annotateFindings(io, [f("schema-no-type", { tool: "a\nb", message: "line1\r\nline2\u202E" })]);
    expect(io.annotations[0]!.message).toBe("a b: line1 line2 Fix: Fix schema-no-type.");
  });
});

describe("writeReportFiles in the workspace", () => {
  it("refuses a report folder that became a link out of the workspace, writing nothing there", () => {
    const workspace = tempDir();
    const elsewhere = tempDir();
    symlinkSync(elsewhere, join(workspace, "reports"));
    expect(() => writeReportFiles(makeScorecard(), join(workspace, "reports"), join(workspace, "badge.svg"), undefined, workspace)).toThrow(
      new RegExp(`^${Inputs.ReportDir} .* leads outside the workspace`),
    );
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("replaces a link planted at a report file instead of writing through it", () => {
    const workspace = tempDir();
    const victim = join(tempDir(), "victim");
    writeFileSync(victim, "untouched");
    mkdirSync(join(workspace, "reports"));
    symlinkSync(victim, join(workspace, "reports", ReportFiles.Json));
    const paths = writeReportFiles(makeScorecard(), join(workspace, "reports"), join(workspace, "reports", "badge.svg"), undefined, workspace);
    expect(readFileSync(victim, "utf8")).toBe("untouched");
    expect(JSON.parse(readFileSync(paths.json, "utf8")).schemaVersion).toBe(1);
  });
});
