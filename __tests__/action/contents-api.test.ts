import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitFileIfChanged, readRepoFile } from "../../src/action/contents-api.js";
import { createGitHubClient, httpStatus } from "../../src/action/github-client.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";

describe("the contents API helpers against a fake GitHub API", () => {
  let github: FakeGitHub;
  const repo = { owner: "o", repo: "r" };
  const file = { path: "ci/mcp-tools.json", content: '{\n  "tools": []\n}\n' };
  beforeEach(async () => {
    github = await startFakeGitHub();
  });
  afterEach(async () => {
    await github.stop();
  });

  it("reads null for a file that does not exist", async () => {
    expect(await readRepoFile(await createGitHubClient("t", github.url), repo, "main", "nope.json")).toBeNull();
  });

  it("creates a missing file without a sha and reads it back", async () => {
    const client = await createGitHubClient("t", github.url);
    expect(await commitFileIfChanged(client, repo, "main", file, "Add the snapshot")).toBe(true);
    const put = github.requestsTo("PUT", /\/contents\/ci\/mcp-tools\.json$/)[0]!;
    expect(put.body).toMatchObject({ branch: "main", message: "Add the snapshot" });
    expect((put.body as Record<string, unknown>).sha).toBeUndefined();
    expect(await readRepoFile(client, repo, "main", file.path)).toEqual({ content: file.content, sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it("makes no commit when the branch already holds the same text", async () => {
    github.files.set(`main:${file.path}`, file.content);
    expect(await commitFileIfChanged(await createGitHubClient("t", github.url), repo, "main", file, "m")).toBe(false);
    expect(github.requestsTo("PUT", /\/contents\//)).toEqual([]);
  });

  it("replaces a changed file with its current blob sha", async () => {
    github.files.set(`main:${file.path}`, "old\n");
    expect(await commitFileIfChanged(await createGitHubClient("t", github.url), repo, "main", file, "m")).toBe(true);
    expect(github.files.get(`main:${file.path}`)).toBe(file.content);
  });

  it("throws the request error when the branch does not exist", async () => {
    const error = await commitFileIfChanged(await createGitHubClient("t", github.url), repo, "gone", file, "m").catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(404);
  });
});
