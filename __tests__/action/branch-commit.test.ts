import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitFilesToBranch, gitBlobSha } from "../../src/action/branch-commit.js";
import { createGitHubClient, httpStatus, isPermissionError } from "../../src/action/github-client.js";
import { blobSha, startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST } from "./helpers.js";

describe("commitFilesToBranch against a fake GitHub API", () => {
  let github: FakeGitHub;
  const repo = { owner: "o", repo: "r" };
  const files = [
    { path: "mcp-badge.svg", content: "<svg>A</svg>" },
    { path: "mcp-badge.json", content: '{"schemaVersion":1}\n' },
  ];
  const client = () => createGitHubClient("t", github.url, FAST);
  beforeEach(async () => {
    github = await startFakeGitHub({ defaultBranch: "trunk" });
  });
  afterEach(async () => {
    await github.stop();
  });

  it("computes git's blob sha", () => {
    expect(gitBlobSha("hello\n")).toBe("ce013625030ba8dba906f756967f9e9ca394464a");
    expect(gitBlobSha("é")).toBe(blobSha("é"));
  });

  it("creates the branch from the default branch and commits every file in one commit", async () => {
    const result = await commitFilesToBranch(await client(), repo, "badges", files, { message: "m" });
    expect(result).toMatchObject({ branchCreated: true, written: ["mcp-badge.svg", "mcp-badge.json"], unchanged: [], retries: 0 });
    expect(github.requestsTo("POST", /\/git\/refs$/)[0]!.body).toEqual({ ref: "refs/heads/badges", sha: "basecommit0" });
    expect(github.requestsTo("POST", /\/git\/commits$/)).toHaveLength(1);
    expect(github.requestsTo("PATCH", /\/git\/refs\/heads\/badges$/)[0]!.body).toEqual({ sha: result.commit, force: false });
    expect(github.files.get("badges:mcp-badge.svg")).toBe("<svg>A</svg>");
    expect(github.files.get("badges:mcp-badge.json")).toBe('{"schemaVersion":1}\n');
  });

  it("creates the branch from the branch it is told to, without asking for the repository", async () => {
    await commitFilesToBranch(await client(), repo, "badges", files, { message: "m", createFrom: "trunk" });
    expect(github.requestsTo("GET", /^\/repos\/o\/r$/)).toEqual([]);
  });

  it("keeps the branch's other files", async () => {
    github.refs.set("badges", "basecommit0");
    github.refs.delete("trunk");
    github.files.set("badges:README.md", "keep me\n");
    await commitFilesToBranch(await client(), repo, "badges", files, { message: "m" });
    expect(github.files.get("badges:README.md")).toBe("keep me\n");
  });

  it("makes no commit when every file is already there", async () => {
    const c = await client();
    await commitFilesToBranch(c, repo, "badges", files, { message: "m" });
    const again = await commitFilesToBranch(c, repo, "badges", files, { message: "m" });
    expect(again).toMatchObject({ branchCreated: false, commit: null, written: [], unchanged: ["mcp-badge.svg", "mcp-badge.json"] });
    expect(github.requestsTo("POST", /\/git\/commits$/)).toHaveLength(1);
  });

  it("commits only the files that changed", async () => {
    const c = await client();
    await commitFilesToBranch(c, repo, "badges", files, { message: "m" });
    const result = await commitFilesToBranch(c, repo, "badges", [{ path: "mcp-badge.svg", content: "<svg>C</svg>" }, files[1]!], { message: "m" });
    expect(result).toMatchObject({ written: ["mcp-badge.svg"], unchanged: ["mcp-badge.json"] });
    expect(github.files.get("badges:mcp-badge.svg")).toBe("<svg>C</svg>");
  });

  it("reads the branch again and commits again when it moved meanwhile (409)", async () => {
    github.fail({ method: "PATCH", path: /\/git\/refs\/heads\/badges$/, status: 409, body: { message: "Reference update conflict" } });
    const result = await commitFilesToBranch(await client(), repo, "badges", files, { message: "m" });
    expect(result.retries).toBe(1);
    expect(github.requestsTo("PATCH", /\/git\/refs\/heads\/badges$/)).toHaveLength(2);
    expect(github.files.get("badges:mcp-badge.svg")).toBe("<svg>A</svg>");
  });

  it("gives up after its attempts when the branch keeps moving", async () => {
    github.fail({ method: "PATCH", path: /\/git\/refs\/heads\/badges$/, status: 422, body: { message: "Update is not a fast forward" }, times: 5 });
    const error = await commitFilesToBranch(await client(), repo, "badges", files, { message: "m", attempts: 2 }).catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(422);
    expect(github.requestsTo("PATCH", /\/git\/refs\/heads\/badges$/)).toHaveLength(2);
  });

  it("fails with a permission error when the token may not write", async () => {
    github.readOnly = true;
    const error = await commitFilesToBranch(await client(), repo, "badges", files, { message: "m" }).catch((e: unknown) => e);
    expect(isPermissionError(error)).toBe(true);
  });
});
