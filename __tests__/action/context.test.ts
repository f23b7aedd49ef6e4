import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readActionContext } from "../../src/action/context.js";
import { runnerEnv, tempDir } from "./helpers.js";

describe("readActionContext", () => {
  const dir = tempDir();

  it("reads the PR number, repository and API URL of a pull_request run", () => {
    const context = readActionContext(runnerEnv(dir, { name: "pull_request", prNumber: 31 }, "http://127.0.0.1:9/"));
    expect(context).toEqual({
      eventName: "pull_request",
      repo: { owner: "o", repo: "r" },
      prNumber: 31,
      defaultBranch: "main",
      ref: "refs/pull/31/merge",
      apiUrl: "http://127.0.0.1:9",
      runUrl: "https://github.example/o/r/actions/runs/42",
      workflowRunHeadSha: null,
      sha: "headsha0",
      branch: null,
      readOnlyPullRequest: false,
      workflowRun: null,
    });
  });

  it("takes a PR's head commit, not the merge commit in GITHUB_SHA", () => {
    expect(readActionContext(runnerEnv(dir, { name: "pull_request" }, "http://x")).sha).toBe("headsha0");
  });

  it("tells a pull request from a fork by its head repository", () => {
    expect(readActionContext(runnerEnv(dir, { name: "pull_request", headRepo: "someone/r" }, "http://x")).readOnlyPullRequest).toBe(true);
  });

  it("tells a Dependabot pull request by its actor", () => {
    expect(readActionContext({ ...runnerEnv(dir, { name: "pull_request" }, "http://x"), GITHUB_ACTOR: "dependabot[bot]" }).readOnlyPullRequest).toBe(true);
  });

  it("names the branch of a scheduled run from GITHUB_REF", () => {
    expect(readActionContext(runnerEnv(dir, { name: "schedule", branch: "main" }, "http://x")).branch).toBe("main");
  });

  it("names the run a workflow_run event publishes for", () => {
    expect(readActionContext(runnerEnv(dir, { name: "workflow_run", headRepo: "someone/r" }, "http://x")).workflowRun).toEqual({
      name: "MCP Checkup",
      url: "https://github.example/o/r/actions/runs/41",
      event: "pull_request",
      headRepository: "someone/r",
    });
  });

  it("reads the pushed ref from the payload, else from GITHUB_REF", () => {
    expect(readActionContext(runnerEnv(dir, { name: "push", branch: "feature" }, "http://x")).ref).toBe("refs/heads/feature");
    expect(readActionContext({ GITHUB_REF: "refs/heads/main" }).ref).toBe("refs/heads/main");
  });

  it("has no PR on a push", () => {
    expect(readActionContext(runnerEnv(dir, { name: "push" }, "http://x")).prNumber).toBeNull();
  });

  it("reads the head SHA of the run that triggered a workflow_run", () => {
    expect(readActionContext(runnerEnv(dir, { name: "workflow_run", headSha: "abc123" }, "http://x")).workflowRunHeadSha).toBe("abc123");
  });

  it("finds the PR of an issue_comment on a pull request", () => {
    const path = join(dir, "comment.json");
    writeFileSync(path, JSON.stringify({ issue: { number: 5, pull_request: { url: "x" } } }));
    expect(readActionContext({ GITHUB_EVENT_NAME: "issue_comment", GITHUB_EVENT_PATH: path }).prNumber).toBe(5);
  });

  it("defaults to api.github.com and no repository outside a runner", () => {
    expect(readActionContext({})).toEqual({
      eventName: "",
      repo: null,
      prNumber: null,
      defaultBranch: null,
      ref: null,
      apiUrl: "https://api.github.com",
      runUrl: null,
      workflowRunHeadSha: null,
      sha: null,
      branch: null,
      readOnlyPullRequest: false,
      workflowRun: null,
    });
  });

  it("treats an unreadable event file as an empty payload", () => {
    expect(readActionContext({ GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: join(dir, "missing.json") }).prNumber).toBeNull();
  });
});
