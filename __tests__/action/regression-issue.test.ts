import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { run } from "../../src/action/main.js";
import {
  decideRegressionIssue,
  findRegressionIssue,
  issueMarker,
  parseIssueState,
  stateLine,
} from "../../src/action/regression-issue.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { f, makeScorecard, scenarios } from "../fixtures/scorecard.js";
import { FAST, inputsFrom, recordingIO, runnerEnv, tempDir } from "./helpers.js";

const good = (): Scorecard => makeScorecard();
/** `create_note` fails every valid call: grade drops, one new blocking finding. */
const failing = (tool = "create_note"): Scorecard =>
  makeScorecard({
    scenarios: ["create_note", "search_notes", "list_notes"].flatMap((t) => scenarios(t, "happy", t === tool ? 0 : 3, 3)),
    findings: [f("happy-call-failed", { tool })],
  });
const dead = (): Scorecard => makeScorecard({ server: {}, tools: [], scenarios: [], findings: [f("server-start-failed")] });
const place = { server: "notes-fixture 1.0.0", commit: "abcdef1234", runUrl: "https://github.example/o/r/actions/runs/42" };

describe("decideRegressionIssue", () => {
  const baseline = { grade: "A" as const, blocking: [], from: "main at abc1234" };

  it("opens an issue whose body starts with the marker and carries the baseline", () => {
    const decision = decideRegressionIssue("command-1", null, failing(), baseline, place);
    expect(decision.action).toBe("open");
    if (decision.action !== "open") return;
    expect(decision.body.split("\n")[0]).toBe(issueMarker("command-1"));
    expect(parseIssueState(decision.body)?.baseline).toEqual(baseline);
    expect(decision.title).toBe("MCP Checkup: notes-fixture 1.0.0 regressed (grade A → B)");
  });

  it("leaves an issue alone while the same checks fail", () => {
    const opened = decideRegressionIssue("k", null, failing(), baseline, place);
    const issue = { number: 3, body: opened.action === "open" ? opened.body : "" };
    expect(decideRegressionIssue("k", issue, failing(), null, place)).toMatchObject({ action: "none", issue: 3 });
  });

  it("compares an open issue with the baseline it remembers, not with the reference the regressed runs wrote", () => {
    const opened = decideRegressionIssue("k", null, failing(), baseline, place);
    const issue = { number: 3, body: opened.action === "open" ? opened.body : "" };
    const regressedReference = { grade: "D" as const, blocking: [], from: null };
    expect(decideRegressionIssue("k", issue, failing(), regressedReference, place).action).toBe("none");
    expect(decideRegressionIssue("k", issue, good(), regressedReference, place).action).toBe("close");
  });

  it("does nothing without a regression", () => {
    expect(decideRegressionIssue("k", null, good(), baseline, place).action).toBe("none");
  });
});

describe("findRegressionIssue", () => {
  it("finds the issue by the marker on its body's first line, never by its title", () => {
    const ours = { number: 9, body: `${issueMarker("k")}\n${stateLine({ baseline: null, fingerprint: "x" })}\nrenamed`, user: { type: "Bot" } };
    const titled = { number: 8, body: "MCP Checkup: notes regressed", user: { type: "Bot" } };
    const other = { number: 7, body: `${issueMarker("other")}\n`, user: { type: "Bot" } };
    expect(findRegressionIssue([titled, other, ours], "k")?.number).toBe(9);
  });

  it("prefers the bot's issue to a person's copy of the marker", () => {
    const person = { number: 1, body: issueMarker("k"), user: { type: "User" } };
    const bot = { number: 2, body: issueMarker("k"), user: { type: "Bot" } };
    expect(findRegressionIssue([person, bot], "k")?.number).toBe(2);
  });
});

/** Nightly runs of the Action (`run()`, real publishing) against the fake GitHub API, each with a fixed scorecard. */
describe("the nightly regression issue", () => {
  let github: FakeGitHub;
  let dir: string;
  const night = (scorecard: Scorecard, values: Partial<Record<InputName, string>> = {}, event: Parameters<typeof runnerEnv>[1] = { name: "schedule" }) => {
    const io = recordingIO();
    const env = { ...runnerEnv(dir, event, github.url), GITHUB_TOKEN: "t" };
    const inputs = { [Inputs.McpCommand]: "node notes.js", [Inputs.BadgeBranch]: "badges", ...values };
    return run({ io, getInput: inputsFrom(inputs), env, cwd: dir, runCheckup: async () => scorecard, githubLimits: FAST }).then((outcome) => ({ io, outcome }));
  };
  const issues = () => [...github.issues.values()];
  const commentsOn = (n: number) => github.comments.get(n) ?? [];

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
  });
  afterEach(async () => {
    await github.stop();
  });

  it("opens one issue on a regression, leaves it on an identical night, comments once on a change, and closes it on recovery", async () => {
    await night(good());
    expect(issues()).toEqual([]);

    const first = await night(failing("create_note"));
    expect(issues()).toHaveLength(1);
    const issue = issues()[0]!;
    expect(issue.labels).toEqual([{ name: "mcp-checkup" }]);
    expect(issue.body.split("\n")[0]).toMatch(/^<!-- mcp-checkup:issue key=command-[0-9a-f]{12} -->$/);
    expect(issue.title).toBe("MCP Checkup: notes-fixture 1.0.0 regressed (grade A → B)");
    expect(issue.body).toContain("**New blocking finding** `happy-call-failed` on `create_note`");
    expect(first.io.outputs[Outputs.IssueUrl]).toBe(issue.html_url);
    expect(github.labels.has("mcp-checkup")).toBe(true);

    await night(failing("create_note"));
    expect(issues()).toHaveLength(1);
    expect(commentsOn(issue.number)).toEqual([]);

    await night(failing("search_notes"));
    expect(issues()).toHaveLength(1);
    expect(commentsOn(issue.number)).toHaveLength(1);
    expect(commentsOn(issue.number)[0]!.body).toContain("`happy-call-failed` on `search_notes`");
    expect(issue.state).toBe("open");

    await night(good());
    expect(issue.state).toBe("closed");
    expect(commentsOn(issue.number)).toHaveLength(2);
    expect(commentsOn(issue.number)[1]!.body).toMatch(/^✅ notes-fixture 1\.0\.0 is back at grade \*\*A\*\*/);
  });

  it("opens an issue when the server no longer starts, even without a reference report", async () => {
    await night(dead(), { [Inputs.BadgeBranch]: "" });
    expect(issues()).toHaveLength(1);
    expect(issues()[0]!.title).toBe("MCP Checkup: node notes-server.mjs no longer starts");
  });

  it("warns, naming the permissions line, when the token may not write issues", async () => {
    await night(good());
    github.readOnly = true;
    const { io, outcome } = await night(failing());
    expect(io.warnings.some((w) => w.startsWith("issue-on-regression: Keeping the regression issue failed") && w.includes("`permissions: issues: write`"))).toBe(true);
    expect(outcome.failures).toEqual([]);
  });

  it("keeps no issue on a pull request or a push unless asked", async () => {
    await night(failing(), {}, { name: "push" });
    await night(failing(), {}, { name: "pull_request", prNumber: 7 });
    expect(github.requestsTo("GET", /\/issues$/)).toEqual([]);
  });

  it("keeps the issue on a push to the default branch with issue-on-regression: true", async () => {
    await night(good(), {}, { name: "push" });
    await night(failing(), { [Inputs.IssueOnRegression]: "true" }, { name: "push" });
    expect(issues()).toHaveLength(1);
  });

  it("keeps no issue with issue-on-regression: false", async () => {
    await night(good());
    await night(failing(), { [Inputs.IssueOnRegression]: "false" });
    expect(issues()).toEqual([]);
  });
});
