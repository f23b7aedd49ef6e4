import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORK_RECIPE_ANCHOR, Inputs, Outputs, ReportFiles } from "../../src/action/constants.js";
import { readActionContext } from "../../src/action/context.js";
import { lazyGitHub, type GitHubLimits } from "../../src/action/github-client.js";
import { publish, type PublishInputs } from "../../src/action/publish.js";
import { publishableScorecard } from "../../src/action/publishable.js";
import { resultSnapshot } from "../../src/action/reference-report.js";
import type { ReferenceRun } from "../../src/action/reference-run.js";
import { parseCommentMarker } from "../../src/action/sticky-comment.js";
import { renderJson } from "../../src/report/json.js";
import { renderJunit } from "../../src/report/junit.js";
import { renderSarif } from "../../src/report/sarif.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { f, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";
import { FAST, recordingIO, runnerEnv, tempDir, type RecordingIO } from "./helpers.js";

/** Three clean tools, one failing a high-confidence probe: capped at C. */
const cappedScorecard = () =>
  makeScorecard({
    probes: [probe("create_note", "failed", "high")],
    findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" }), f("description-short", { tool: "list_notes" })],
  });
const SECONDARY = { message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again." };
const ON_MAIN: ReferenceRun = { ok: true, branch: "main" };

describe("publish", () => {
  let github: FakeGitHub;
  let dir: string;
  const inputs = (overrides: Partial<PublishInputs> = {}): PublishInputs => ({
    jobSummary: true,
    commentMode: "always",
    commentTag: "",
    commentKey: "command-0123456789ab",
    reportDir: join(dir, "report"),
    badgePath: join(dir, "report", ReportFiles.BadgeSvg),
    badgeBranch: "",
    prNumber: null,
    ...overrides,
  });
  const pr = () => readActionContext(runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url));
  const push = () => readActionContext(runnerEnv(dir, { name: "push" }, github.url));
  const run = (scorecard: Scorecard, overrides: Partial<PublishInputs> = {}, context = pr(), options: { io?: RecordingIO; reference?: ReferenceRun; limits?: GitHubLimits } = {}) =>
    publish(scorecard, inputs(overrides), context, {
      io: options.io ?? recordingIO(),
      github: lazyGitHub("t", github.url, options.limits ?? FAST),
      ...(options.reference ? { reference: options.reference } : {}),
    });

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
  });
  afterEach(async () => {
    await github.stop();
  });

  describe("files, outputs and the summary", () => {
    it("writes the JSON report in the engine's words and the rest in the Action's", async () => {
      const scorecard = makeScorecard({ findings: [f("probe-write-not-observable", { tool: "create_note", fix: "Declare a pair in --probe-config." })] });
      await run(scorecard, {}, push());
      expect(readFileSync(join(dir, "report", ReportFiles.Json), "utf8")).toBe(renderJson(scorecard));
      expect(readFileSync(join(dir, "report", ReportFiles.Markdown), "utf8")).toContain("Declare a pair in mcp-probe-config.");
    });

    it("writes the SARIF and JUnit reports, locating SARIF results as told", async () => {
      const scorecard = cappedScorecard();
      const sarif = { toolVersion: "9.9.9", defaultLocation: { uri: ".vscode/mcp.json", line: 4 } };
      await run(scorecard, { sarif }, push());
      expect(readFileSync(join(dir, "report", ReportFiles.Sarif), "utf8")).toBe(renderSarif(publishableScorecard(scorecard), sarif));
      expect(readFileSync(join(dir, "report", ReportFiles.Junit), "utf8")).toBe(renderJunit(publishableScorecard(scorecard)));
    });

    it("sets the score outputs and the report paths", async () => {
      const io = recordingIO();
      const scorecard = cappedScorecard();
      await run(scorecard, {}, push(), { io });
      expect(io.outputs).toMatchObject({
        [Outputs.Grade]: "C",
        [Outputs.Score]: String(scorecard.score),
        [Outputs.GradeCapped]: "true",
        [Outputs.Coverage]: "1",
        [Outputs.Provisional]: "false",
        [Outputs.ReportJson]: join(dir, "report", ReportFiles.Json),
        [Outputs.BadgeSvg]: join(dir, "report", ReportFiles.BadgeSvg),
      });
    });

    it("skips the summary quietly when the runner gives no summary file", async () => {
      const io = recordingIO({ summary: false });
      const result = await run(cappedScorecard(), {}, push(), { io });
      expect(result.summaryWritten).toBe(false);
      expect(io.warnings).toEqual([]);
    });

    it("writes no summary with job-summary: false", async () => {
      const io = recordingIO();
      await run(cappedScorecard(), { jobSummary: false }, push(), { io });
      expect(io.summaries).toEqual([]);
    });

    it("turns a failure to write the reports into a warning, and still sets the score outputs", async () => {
      const io = recordingIO();
      const blocked = join(dir, "file");
      writeFileSync(blocked, "not a folder");
      const result = await run(cappedScorecard(), { reportDir: join(blocked, "report"), badgePath: join(blocked, "b.svg") }, push(), { io });
      expect(result.files).toBeNull();
      expect(io.warnings[0]).toMatch(/^Writing the reports to .* failed: /);
      expect(io.outputs[Outputs.Grade]).toBe("C");
    });
  });

  describe("advice in the Action's terms", () => {
    const flagged = () =>
      makeScorecard({
        tools: tools(["get_note", "create_note", "search_notes"]),
        scenarios: [...scenarios("get_note", "happy", 0, 3), ...scenarios("create_note", "happy", 3, 3), ...scenarios("search_notes", "happy", 3, 3)],
        probes: [{ probe: "round-trip", tool: "create_note", status: "inconclusive", confidence: "high", basis: "shares noun 'note'", detail: "run with --allow-writes to probe it" }],
        findings: [
          f("happy-call-failed", { tool: "get_note", parameter: "id", confidence: "low", fix: "Likely synthetic input: supply values with --arg get_note:id=VALUE (or --arg id=VALUE, --args-file) that exist on the server." }),
          f("call-timeout", { tool: "search_notes", fix: "Make 'search_notes' answer within the timeout, or raise --timeout if it is legitimately slow." }),
          f("probe-write-not-observable", { tool: "create_note", fix: "Declare a pair in --probe-config, or run with --allow-writes." }),
        ],
      });

    it("names no CLI flag in the summary, the comment or the annotations", async () => {
      const io = recordingIO();
      await run(flagged(), {}, pr(), { io });
      const shown = [io.summaries.join("\n"), github.botComments(7)[0]!.body, ...io.annotations.map((a) => a.message)].join("\n");
      expect(shown).toContain("mcp-args: get_note:id=VALUE");
      expect(shown).toContain("mcp-allow-writes: true");
      expect(shown.match(/(^|[\s(`'"])--[a-z]/gm)).toBeNull();
    });
  });

  describe("the sticky comment", () => {
    it("keeps exactly one comment on a PR with 150 other comments after two runs", async () => {
      github.seedComments(7, 150);
      const first = await run(cappedScorecard());
      const io = recordingIO();
      const second = await run(cappedScorecard(), {}, pr(), { io });
      expect(first.comment?.action).toBe("created");
      expect(second.comment).toMatchObject({ action: "unchanged" });
      const ours = github.botComments(7);
      expect(ours).toHaveLength(1);
      expect(parseCommentMarker(ours[0]!.body.split("\n")[0]!)?.key).toBe("command-0123456789ab");
      expect(github.comments.get(7)).toHaveLength(151);
      expect(io.outputs[Outputs.CommentId]).toBe(String(ours[0]!.id));
      expect(io.outputs[Outputs.CommentUrl]).toBe(ours[0]!.html_url);
    });

    it("does not edit the comment when a second run has the same result in another time and with other probe records", async () => {
      const once = (ms: number, tag: string) =>
        makeScorecard({
          timing: { started_at: "2026-01-01T00:00:00.000Z", total_ms: ms, server_wait_ms: ms - 100 },
          scenarios: [...scenarios("create_note", "happy", 3, 3, ms / 100), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
          probes: [{ ...probe("create_note", "failed", "high"), detail: `wrote ${tag}title, read back nothing` }],
          findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high", message: `Record ${tag}title was not stored.` })],
        });
      await run(once(3210, "tsp0123abcd"));
      const second = await run(once(9870, "tsp9876fedc"), {}, readActionContext({ ...runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url), GITHUB_RUN_ID: "43" }));
      expect(second.comment?.action).toBe("unchanged");
      expect(github.requestsTo("PATCH", /\/issues\/comments\//)).toEqual([]);
    });

    it("updates the comment in place when the result changes", async () => {
      await run(cappedScorecard());
      const result = await run(makeScorecard());
      expect(result.comment?.action).toBe("updated");
      expect(github.botComments(7)).toHaveLength(1);
      expect(github.botComments(7)[0]!.body).toContain("**Grade A**");
    });

    it("keeps separate comments for separate keys", async () => {
      await run(cappedScorecard(), { commentKey: "server-a" });
      await run(cappedScorecard(), { commentKey: "server-b" });
      expect(github.botComments(7).map((c) => parseCommentMarker(c.body.split("\n")[0]!)?.key)).toEqual(["server-a", "server-b"]);
    });

    it("ends with the commit and the run the result comes from", async () => {
      const context = readActionContext({ ...runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url) });
      await run(cappedScorecard(), {}, context);
      const body = github.botComments(7)[0]!.body;
      expect(body.trimEnd().split("\n").at(-1)).toBe(
        "<sub>Result of commit `headsha` · [workflow run](https://github.example/o/r/actions/runs/42) · the comment is edited only when the result changes</sub>",
      );
    });

    it("makes no PR request on a push", async () => {
      await run(cappedScorecard(), {}, push());
      expect(github.requests.filter((r) => /\/issues\/|\/pulls\//.test(r.path))).toEqual([]);
    });

    it("comments on pr-number when the event has no PR", async () => {
      const result = await run(cappedScorecard(), { prNumber: 12 }, push());
      expect(result.comment?.action).toBe("created");
      expect(github.botComments(12)).toHaveLength(1);
    });

    it("does not comment with comment-mode: off", async () => {
      await run(cappedScorecard(), { commentMode: "off" });
      expect(github.requests.filter((r) => /\/issues\//.test(r.path))).toEqual([]);
    });

    it("with comment-mode: failures, creates no comment for a result without errors, but keeps an existing one current", async () => {
      const clean = await run(makeScorecard(), { commentMode: "failures" });
      expect(clean.comment?.action).toBe("not-needed");
      expect(github.botComments(7)).toEqual([]);
      await run(cappedScorecard(), { commentMode: "failures" });
      const fixed = await run(makeScorecard(), { commentMode: "failures" });
      expect(fixed.comment?.action).toBe("updated");
    });

    it("warns instead of commenting without a GitHub client", async () => {
      const io = recordingIO();
      await publish(cappedScorecard(), inputs(), pr(), { io, github: null });
      expect(io.warnings).toEqual([`No PR comment: ${Inputs.GithubToken} is empty. The scorecard is in the job summary.`]);
      expect(github.requests).toEqual([]);
    });

    it("on workflow_run, comments only when the PR's head is the commit the run built", async () => {
      github.pullHeads.set(7, "newer");
      const context = readActionContext(runnerEnv(dir, { name: "workflow_run", headSha: "older" }, github.url));
      const io = recordingIO();
      const stale = await run(cappedScorecard(), { prNumber: 7 }, context, { io });
      expect(stale.comment).toBeNull();
      expect(io.warnings[0]).toContain("PR #7's head is not the commit the workflow_run built");
      github.pullHeads.set(7, "older");
      expect((await run(cappedScorecard(), { prNumber: 7 }, context)).comment?.action).toBe("created");
    });

    it("converges on one comment when two runs publish at the same time", async () => {
      github.delayMs = 30;
      const [a, b] = await Promise.all([run(cappedScorecard()), run(makeScorecard())]);
      expect(github.botComments(7)).toHaveLength(1);
      expect([a.comment?.action, b.comment?.action]).toContain("created");
      expect(github.requestsTo("POST", /\/issues\/7\/comments$/).length - github.requestsTo("DELETE", /\/issues\/comments\//).length).toBe(1);
    });
  });

  describe("the real cause of a failed GitHub call", () => {
    it("names the two-workflow recipe on a fork PR's read-only token, and still publishes the rest", async () => {
      github.readOnly = true;
      const io = recordingIO();
      const context = readActionContext(runnerEnv(dir, { name: "pull_request", prNumber: 7, headRepo: "someone/r" }, github.url));
      const result = await run(cappedScorecard(), {}, context, { io });
      expect(result.comment).toBeNull();
      expect(io.warnings).toHaveLength(1);
      expect(io.warnings[0]).toContain("Commenting on PR #7 failed: pull requests from forks and Dependabot get a read-only token");
      expect(io.warnings[0]).toContain(FORK_RECIPE_ANCHOR);
      expect(io.summaries).toHaveLength(1);
    });

    it("names the permissions: line on a same-repository PR", async () => {
      github.readOnly = true;
      const io = recordingIO();
      await run(cappedScorecard(), {}, pr(), { io });
      expect(io.warnings[0]).toContain("add `permissions: pull-requests: write` to the job");
      expect(io.warnings[0]).not.toContain("fork");
    });

    it("says the conversation is locked", async () => {
      github.locked.add(7);
      const io = recordingIO();
      await run(cappedScorecard(), {}, pr(), { io });
      expect(io.warnings[0]).toBe("Commenting on PR #7 failed: the conversation on PR #7 is locked, so the comment cannot be written; unlock it, or see the job summary.");
    });

    it("names the rate limit's reset time when the token's requests are used up", async () => {
      const reset = Math.floor(Date.now() / 1000) + 3600;
      github.fail({ method: "GET", path: /\/issues\/7\/comments$/, status: 403, body: { message: "API rate limit exceeded" }, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) } });
      const io = recordingIO();
      await run(cappedScorecard(), {}, pr(), { io });
      expect(io.warnings[0]).toContain(`rate limit is used up until ${new Date(reset * 1000).toISOString().slice(0, 16).replace("T", " ")} UTC`);
    });
  });

  describe("resilience against a misbehaving API", () => {
    for (const [name, failure] of [
      ["500", { status: 500 }],
      ["502", { status: 502, body: { message: "Bad Gateway" } }],
      ["429 with retry-after", { status: 429, body: { message: "Too Many Requests" }, headers: { "retry-after": "1" } }],
      ["secondary-rate-limit 403", { status: 403, body: SECONDARY, headers: { "retry-after": "1" } }],
    ] as const) {
      it(`posts the comment once after a ${name} on the create`, async () => {
        github.fail({ method: "POST", path: /\/issues\/7\/comments$/, ...failure });
        const io = recordingIO();
        const result = await run(cappedScorecard(), {}, pr(), { io });
        expect(result.comment?.action).toBe("created");
        expect(github.botComments(7)).toHaveLength(1);
        expect(github.requestsTo("POST", /\/issues\/7\/comments$/)).toHaveLength(2);
        expect(io.warnings).toEqual([]);
      });
    }

    it("gives up after its retries on a 502 that does not go away, naming it", async () => {
      github.fail({ method: "GET", path: /\/issues\/7\/comments$/, status: 502, body: { message: "Bad Gateway" }, times: 10 });
      const io = recordingIO();
      await run(cappedScorecard(), {}, pr(), { io });
      expect(github.requestsTo("GET", /\/issues\/7\/comments$/)).toHaveLength(4);
      expect(io.warnings[0]).toMatch(/^Commenting on PR #7 failed: GitHub's API answered HTTP 502 \(after 3 retries\)/);
    });

    it("ends within its bound with a warning and the grade outputs when the API hangs", async () => {
      github.fail({ method: "GET", path: /.*/, hang: true, times: 100 });
      const io = recordingIO();
      const started = Date.now();
      await run(cappedScorecard(), { badgeBranch: "badges" }, pr(), { io, limits: { ...FAST, requestTimeoutMs: 300, totalMs: 1500 } });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(io.outputs[Outputs.Grade]).toBe("C");
      expect(io.summaries).toHaveLength(1);
      expect(io.warnings.some((w) => /did not answer in time|ran out/.test(w))).toBe(true);
    });
  });

  describe("the badge branch", () => {
    it("commits the badge, its endpoint JSON and the reference report in one commit on a reference run", async () => {
      const scorecard = cappedScorecard();
      const result = await run(scorecard, { badgeBranch: "badges" }, push(), { reference: ON_MAIN });
      expect(result.badgeCommit?.written).toEqual(["mcp-badge.svg", "mcp-badge.json", "mcp-badge.report.json"]);
      expect(github.requestsTo("PATCH", /\/git\/refs\/heads\/badges$/)).toHaveLength(1);
      expect(github.files.get("badges:mcp-badge.svg")).toBe(readFileSync(join(dir, "report", ReportFiles.BadgeSvg), "utf8"));
      expect(JSON.parse(github.files.get("badges:mcp-badge.json")!)).toMatchObject({ message: "C (capped)" });
      expect(JSON.parse(github.files.get("badges:mcp-badge.report.json")!)).toMatchObject({ branch: "main", result: resultSnapshot(publishableScorecard(scorecard)) });
    });

    it("makes no commit when the result is unchanged, even from a newer commit", async () => {
      await run(cappedScorecard(), { badgeBranch: "badges" }, push(), { reference: ON_MAIN });
      const later = readActionContext({ ...runnerEnv(dir, { name: "push" }, github.url), GITHUB_SHA: "later" });
      const again = await run(cappedScorecard(), { badgeBranch: "badges" }, later, { reference: ON_MAIN });
      expect(again.badgeCommit).toEqual({ commit: null, written: [] });
      expect(github.requestsTo("PATCH", /\/git\/refs\//)).toHaveLength(1);
    });

    it("commits again when the branch moved meanwhile (409)", async () => {
      github.fail({ method: "PATCH", path: /\/git\/refs\/heads\/badges$/, status: 409, body: { message: "Reference update conflict" } });
      const io = recordingIO();
      const result = await run(cappedScorecard(), { badgeBranch: "badges" }, push(), { io, reference: ON_MAIN });
      expect(result.badgeCommit?.commit).not.toBeNull();
      expect(github.files.has("badges:mcp-badge.svg")).toBe(true);
      expect(io.warnings).toEqual([]);
    });

    it("commits nothing when the run is not a reference run, and says why", async () => {
      const io = recordingIO();
      await run(cappedScorecard(), { badgeBranch: "badges" }, push(), { io, reference: { ok: false, reason: "this run is on feature" } });
      expect(github.requests.filter((r) => r.method !== "GET")).toEqual([]);
      expect(io.infos).toContain(`${Inputs.BadgeBranch}: nothing committed: this run is on feature.`);
    });

    it("warns, naming contents: write, when the badge cannot be committed", async () => {
      github.readOnly = true;
      const io = recordingIO();
      await run(cappedScorecard(), { badgeBranch: "badges" }, push(), { io, reference: ON_MAIN });
      expect(io.warnings).toHaveLength(1);
      expect(io.warnings[0]).toContain("permissions: contents: write");
    });
  });

  describe("what a pull request changes", () => {
    const before = () =>
      makeScorecard({
        scenarios: [...scenarios("create_note", "happy", 1, 3), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
        findings: [f("happy-call-failed", { tool: "create_note" }), f("description-short", { tool: "list_notes" })],
      });
    const after = () => makeScorecard({ findings: [f("description-missing", { tool: "search_notes" })] });

    it("shows the grade move, new and fixed findings against the default branch's reference", async () => {
      await run(before(), { badgeBranch: "badges" }, push(), { reference: ON_MAIN });
      const io = recordingIO();
      const result = await run(after(), { badgeBranch: "badges" }, pr(), { io });
      expect(result.change?.result).toMatchObject({ gradeBefore: before().grade, gradeAfter: "A", newFindings: [{ rule: "description-missing" }] });
      const body = github.botComments(7)[0]!.body;
      expect(body).toContain(`**Grade ${before().grade} → A** (+`);
      expect(body).toMatch(/against `main` at `pushsha`/);
      expect(body).toContain("🆕 **description-missing** on `search_notes`");
      expect(body).toContain("✅ fixed: **happy-call-failed** on `create_note`");
      expect(io.summaries[0]).toContain("## What this changes");
    });

    it("says how to get a comparison when there is no reference yet", async () => {
      await run(after(), { badgeBranch: "badges" });
      expect(github.botComments(7)[0]!.body).toContain("No reference result on `badges` yet");
    });

    it("with comment-mode: changes, posts nothing when the PR changes nothing", async () => {
      await run(after(), { badgeBranch: "badges" }, push(), { reference: ON_MAIN });
      const result = await run(after(), { badgeBranch: "badges", commentMode: "changes" });
      expect(result.comment?.action).toBe("not-needed");
      expect(github.botComments(7)).toEqual([]);
    });
  });

  describe("annotations", () => {
    const many = () =>
      makeScorecard({
        tools: tools(Array.from({ length: 30 }, (_, i) => `t${i}`)),
        scenarios: [],
        findings: [
          ...Array.from({ length: 14 }, (_, i) => f("schema-no-type", { tool: `t${i}`, fix: `Give 't${i}' a type ${i}.` })),
          ...Array.from({ length: 12 }, (_, i) => f("description-short", { tool: `t${i}`, fix: `Describe t${i} better, case ${i}.` })),
          f("tool-name-style"),
        ],
      });

    it("annotates at most 10 errors and 10 warnings, errors first", async () => {
      const io = recordingIO();
      await run(many(), {}, push(), { io });
      expect(io.annotations.filter((a) => a.level === "error")).toHaveLength(10);
      expect(io.annotations.filter((a) => a.level === "warning")).toHaveLength(10);
      expect(io.annotations[0]).toMatchObject({ level: "error", title: "mcp-checkup: schema-no-type" });
    });

    it("says in the summary where the rest are", async () => {
      const io = recordingIO();
      await run(many(), {}, push(), { io });
      expect(io.summaries[0]).toContain("so 6 more causes (6 findings) are only in this summary and in the JSON report");
    });

    it("anchors an annotation at the tool's line of the baseline snapshot, else the config file", async () => {
      const io = recordingIO();
      const sarif = { toolVersion: "1", locations: new Map([["t1", { uri: "mcp-tools.json", line: 12 }]]), defaultLocation: { uri: ".vscode/mcp.json", line: 3 } };
      await run(many(), { sarif }, push(), { io });
      expect(io.annotations[1]).toMatchObject({ file: "mcp-tools.json", line: 12 });
      expect(io.annotations[0]).toMatchObject({ file: ".vscode/mcp.json", line: 3 });
    });
  });
});
