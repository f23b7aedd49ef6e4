import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHubClient } from "../../src/action/github-client.js";
import { createIssuesApi, type IssuesApi } from "../../src/action/issues-api.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST } from "./helpers.js";

let github: FakeGitHub;
let api: IssuesApi;
beforeEach(async () => {
  github = await startFakeGitHub();
  api = createIssuesApi(await createGitHubClient("t", github.url, FAST), { owner: "o", repo: "r" });
});
afterEach(() => github.stop());

describe("createIssuesApi", () => {
  it("lists the open issues with a label, oldest first, over every page", async () => {
    for (let i = 0; i < 120; i++) github.addIssue({ title: `t${i}`, body: `b${i}`, labels: [{ name: "mcp-checkup" }] });
    github.addIssue({ title: "other", body: "x", labels: [{ name: "bug" }] });
    github.addIssue({ title: "closed", body: "x", labels: [{ name: "mcp-checkup" }], state: "closed" });
    const open = await api.listOpen("mcp-checkup");
    expect(open).toHaveLength(120);
    expect(open[0]).toMatchObject({ number: 500, body: "b0", user: { type: "Bot" } });
    expect(open.map((i) => i.number)).toEqual([...open.map((i) => i.number)].sort((a, b) => a - b));
  });

  it("creates, comments on, edits and closes an issue as completed", async () => {
    const created = await api.create("MCP Checkup: s regressed", "body", ["mcp-checkup"]);
    await api.comment(created.number, "what fails changed");
    await api.updateBody(created.number, "new body");
    await api.close(created.number);
    const issue = github.issues.get(created.number);
    expect(issue).toMatchObject({ title: "MCP Checkup: s regressed", body: "new body", state: "closed", state_reason: "completed" });
    expect(github.comments.get(created.number)?.map((c) => c.body)).toEqual(["what fails changed"]);
  });

  it("creates a label only when it does not exist", async () => {
    await api.ensureLabel("mcp-checkup", "Regressions found by MCP Checkup");
    await api.ensureLabel("mcp-checkup", "Regressions found by MCP Checkup");
    expect(github.labels.has("mcp-checkup")).toBe(true);
    expect(github.requestsTo("POST", /\/labels$/)).toHaveLength(1);
  });

  it("throws the request's error, with its status, when the token may not write", async () => {
    github.readOnly = true;
    await expect(api.create("t", "b", [])).rejects.toMatchObject({ status: 403 });
  });
});
