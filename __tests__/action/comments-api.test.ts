import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCommentsApi } from "../../src/action/comments-api.js";
import { createGitHubClient, isPermissionError } from "../../src/action/github-client.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";

describe("createCommentsApi against a fake GitHub API", () => {
  let github: FakeGitHub;
  const repo = { owner: "o", repo: "r" };
  beforeEach(async () => {
    github = await startFakeGitHub();
  });
  afterEach(async () => {
    await github.stop();
  });

  it("lists every comment of a PR with 150 comments, 100 a page", async () => {
    github.seedComments(7, 150);
    const api = createCommentsApi(await createGitHubClient("t0ken", github.url), repo);
    const comments = await api.list(7);
    expect(comments).toHaveLength(150);
    expect(comments[149]).toMatchObject({ body: "Looks good to me (149)", user: { login: "person149", type: "User" } });
    const pages = github.requestsTo("GET", /\/issues\/7\/comments$/);
    expect(pages.map((r) => [r.query.get("per_page"), r.query.get("page") ?? "1"])).toEqual([
      ["100", "1"],
      ["100", "2"],
    ]);
    expect(pages[0]!.authorization).toBe("token t0ken");
  });

  it("creates and updates a comment", async () => {
    const api = createCommentsApi(await createGitHubClient("t", github.url), repo);
    const created = await api.create(7, "first");
    const updated = await api.update(created.id, "second");
    expect(updated).toMatchObject({ id: created.id, body: "second", user: { type: "Bot" } });
    expect(github.comments.get(7)?.map((c) => c.body)).toEqual(["second"]);
  });

  it("reads a pull request's head SHA", async () => {
    github.pullHeads.set(7, "feedbeef");
    const api = createCommentsApi(await createGitHubClient("t", github.url), repo);
    expect(await api.pullRequestHeadSha(7)).toBe("feedbeef");
  });

  it("throws a permission error for a read-only token", async () => {
    github.readOnly = true;
    const api = createCommentsApi(await createGitHubClient("t", github.url), repo);
    const error = await api.create(7, "x").catch((e: unknown) => e);
    expect(isPermissionError(error)).toBe(true);
  });
});
