import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Inputs } from "../../src/action/constants.js";
import { readActionContext } from "../../src/action/context.js";
import { lazyGitHub } from "../../src/action/github-client.js";
import { referenceRun } from "../../src/action/reference-run.js";
import { updateBaseline, type BaselineUpdateRequest } from "../../src/action/update-baseline.js";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { isPermissionError } from "../../src/action/github-client.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST, recordingIO, runnerEnv, tempDir, type RecordingIO } from "./helpers.js";

const live = makeSnapshot({
  tools: [{ name: "get_note", description: "Get one note by id.", inputSchema: { type: "object", properties: { id: { type: "string" } } } }],
  protocolVersion: "2025-11-25",
  serverInfo: { name: "notes", version: "2.0.0" },
});
const liveText = renderSnapshot(live);

describe("updateBaseline against a fake GitHub API", () => {
  let github: FakeGitHub;
  let dir: string;
  let io: RecordingIO;
  const request = async (event: Parameters<typeof runnerEnv>[1], overrides: Partial<BaselineUpdateRequest> = {}): Promise<BaselineUpdateRequest> => ({
    snapshot: live,
    baselinePath: join(dir, "ci", "mcp-tools.json"),
    root: dir,
    reference: await referenceRun(readActionContext(runnerEnv(dir, event, github.url)), [], false, async () => "main"),
    github: { repo: { owner: "o", repo: "r" }, access: lazyGitHub("t", github.url, FAST) },
    io,
    ...overrides,
  });

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
    io = recordingIO();
  });
  afterEach(async () => {
    await github.stop();
  });

  it("writes the snapshot and commits it to the default branch on a push there", async () => {
    expect(await updateBaseline(await request({ name: "push" }))).toBe("committed");
    expect(readFileSync(join(dir, "ci", "mcp-tools.json"), "utf8")).toBe(liveText);
    expect(github.files.get("main:ci/mcp-tools.json")).toBe(liveText);
    expect(github.requestsTo("POST", /\/git\/commits$/)[0]!.body).toMatchObject({ message: "Update ci/mcp-tools.json (mcp-checkup baseline)", parents: ["basecommit0"] });
    expect(io.infos).toEqual([`${Inputs.McpUpdateBaseline}: committed the live snapshot to ci/mcp-tools.json on main.`]);
  });

  it("makes no commit when the default branch already holds the same snapshot", async () => {
    github.files.set("main:ci/mcp-tools.json", liveText);
    expect(await updateBaseline(await request({ name: "push" }))).toBe("unchanged");
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("does nothing on a pull request and says so in the log", async () => {
    expect(await updateBaseline(await request({ name: "pull_request", prNumber: 7 }))).toBe("skipped");
    expect(existsSync(join(dir, "ci", "mcp-tools.json"))).toBe(false);
    expect(github.requests).toEqual([]);
    expect(io.infos[0]).toBe(`${Inputs.McpUpdateBaseline}: ci/mcp-tools.json not updated: only push, schedule and workflow_dispatch runs write it, not pull_request runs.`);
  });

  it("does nothing on a push to another branch", async () => {
    expect(await updateBaseline(await request({ name: "push", branch: "feature" }))).toBe("skipped");
    expect(github.requests).toEqual([]);
    expect(io.infos[0]).toContain("this run is on feature; only runs on the default branch, main write it");
  });

  it("warns and writes nothing when the server never started", async () => {
    expect(await updateBaseline(await request({ name: "push" }, { snapshot: null }))).toBe("skipped");
    expect(io.warnings[0]).toContain("the server did not start");
    expect(github.requests).toEqual([]);
  });

  it("writes but does not commit a baseline outside the workspace", async () => {
    const outside = join(tempDir(), "mcp-tools.json");
    expect(await updateBaseline(await request({ name: "push" }, { baselinePath: outside }))).toBe("written");
    expect(readFileSync(outside, "utf8")).toBe(liveText);
    expect(io.warnings[0]).toContain("outside the workspace");
    expect(github.requests).toEqual([]);
  });

  it("writes but does not commit without a token", async () => {
    expect(await updateBaseline(await request({ name: "push" }, { github: null, noGitHub: `${Inputs.GithubToken} is empty` }))).toBe("written");
    expect(io.warnings[0]).toContain(`${Inputs.GithubToken} is empty`);
  });

  it("commits on a scheduled run of the default branch", async () => {
    expect(await updateBaseline(await request({ name: "schedule" }))).toBe("committed");
  });

  it("throws the request error when the token may not write", async () => {
    github.readOnly = true;
    const error = await updateBaseline(await request({ name: "push" })).catch((e: unknown) => e);
    expect(isPermissionError(error)).toBe(true);
  });
});
