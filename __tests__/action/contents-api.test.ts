import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readRepoFile } from "../../src/action/contents-api.js";
import { createGitHubClient } from "../../src/action/github-client.js";
import { blobSha, startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";

describe("readRepoFile against a fake GitHub API", () => {
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

  it("reads a file's text and its blob sha", async () => {
    github.files.set(`main:${file.path}`, file.content);
    expect(await readRepoFile(await createGitHubClient("t", github.url), repo, "main", file.path)).toEqual({
      content: file.content,
      sha: blobSha(file.content),
    });
  });
});
