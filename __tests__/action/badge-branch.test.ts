import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitBadgeFiles } from "../../src/action/badge-branch.js";
import { createGitHubClient, isPermissionError } from "../../src/action/github-client.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";

describe("commitBadgeFiles against a fake GitHub API", () => {
  let github: FakeGitHub;
  const repo = { owner: "o", repo: "r" };
  const files = [
    { path: "mcp-badge.svg", content: "<svg>A</svg>" },
    { path: "mcp-badge.json", content: '{"schemaVersion":1}\n' },
  ];
  beforeEach(async () => {
    github = await startFakeGitHub({ defaultBranch: "trunk" });
  });
  afterEach(async () => {
    await github.stop();
  });

  it("creates the branch from the default branch and commits both files", async () => {
    const result = await commitBadgeFiles(await createGitHubClient("t", github.url), repo, "badges", files);
    expect(result).toEqual({ branchCreated: true, written: ["mcp-badge.svg", "mcp-badge.json"], unchanged: [] });
    expect(github.requestsTo("POST", /\/git\/refs$/)[0]!.body).toEqual({ ref: "refs/heads/badges", sha: "basecommit0" });
    expect(github.files.get("badges:mcp-badge.svg")).toBe("<svg>A</svg>");
    expect(github.files.get("badges:mcp-badge.json")).toBe('{"schemaVersion":1}\n');
  });

  it("uses the default branch it is given without asking for the repository", async () => {
    await commitBadgeFiles(await createGitHubClient("t", github.url), repo, "badges", files, { defaultBranch: "trunk" });
    expect(github.requestsTo("GET", /^\/repos\/o\/r$/)).toEqual([]);
  });

  it("writes nothing when the files are already there", async () => {
    const client = await createGitHubClient("t", github.url);
    await commitBadgeFiles(client, repo, "badges", files);
    const puts = github.requestsTo("PUT", /\/contents\//).length;
    const again = await commitBadgeFiles(client, repo, "badges", files);
    expect(again).toEqual({ branchCreated: false, written: [], unchanged: ["mcp-badge.svg", "mcp-badge.json"] });
    expect(github.requestsTo("PUT", /\/contents\//)).toHaveLength(puts);
  });

  it("updates a changed file with its current blob sha", async () => {
    const client = await createGitHubClient("t", github.url);
    await commitBadgeFiles(client, repo, "badges", files);
    const result = await commitBadgeFiles(client, repo, "badges", [{ path: "mcp-badge.svg", content: "<svg>C</svg>" }]);
    expect(result.written).toEqual(["mcp-badge.svg"]);
    const lastPut = github.requestsTo("PUT", /\/contents\/mcp-badge\.svg$/).at(-1)!;
    expect(lastPut.body).toMatchObject({ branch: "badges", sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(github.files.get("badges:mcp-badge.svg")).toBe("<svg>C</svg>");
  });

  it("fails with a permission error when the token may not write", async () => {
    github.readOnly = true;
    const error = await commitBadgeFiles(await createGitHubClient("t", github.url), repo, "badges", files).catch((e: unknown) => e);
    expect(isPermissionError(error)).toBe(true);
  });
});
