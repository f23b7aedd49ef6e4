import { describe, expect, it } from "vitest";
import { Inputs } from "../../src/action/constants.js";
import { readActionContext } from "../../src/action/context.js";
import { referenceRun } from "../../src/action/reference-run.js";
import { runnerEnv, tempDir } from "./helpers.js";

describe("referenceRun", () => {
  const dir = tempDir();
  const context = (event: Parameters<typeof runnerEnv>[1]) => readActionContext(runnerEnv(dir, event, "http://x"));
  const noLookup = async () => {
    throw new Error("asked the API");
  };

  it("is a push to the default branch", async () => {
    expect(await referenceRun(context({ name: "push" }), [], false, noLookup)).toEqual({ ok: true, branch: "main" });
  });

  it("is a scheduled or manual run of the default branch", async () => {
    expect(await referenceRun(context({ name: "schedule" }), [], false, noLookup)).toEqual({ ok: true, branch: "main" });
    expect(await referenceRun(context({ name: "workflow_dispatch" }), [], false, noLookup)).toEqual({ ok: true, branch: "main" });
  });

  it("asks for the default branch when the payload does not name it (a schedule's does not)", async () => {
    const bare = { ...readActionContext({ GITHUB_EVENT_NAME: "schedule", GITHUB_REF: "refs/heads/trunk" }) };
    expect(await referenceRun(bare, [], false, async () => "trunk")).toEqual({ ok: true, branch: "trunk" });
  });

  it("is not a push to another branch", async () => {
    expect(await referenceRun(context({ name: "push", branch: "feature" }), [], false, noLookup)).toEqual({
      ok: false,
      reason: `this run is on feature; only runs on the default branch, main write it (${Inputs.ReferenceBranches} names others)`,
    });
  });

  it("is a push to a branch reference-branches names", async () => {
    expect(await referenceRun(context({ name: "push", branch: "release/v1" }), ["main", "release/v1"], false, noLookup)).toEqual({ ok: true, branch: "release/v1" });
  });

  it("is never a pull request", async () => {
    expect(await referenceRun(context({ name: "pull_request" }), [], false, noLookup)).toMatchObject({ ok: false, reason: expect.stringContaining("not pull_request runs") });
  });

  it("is never publish-only mode", async () => {
    expect(await referenceRun(context({ name: "push" }), [], true, noLookup)).toMatchObject({ ok: false, reason: expect.stringContaining("publish-only mode") });
  });

  it("says so when the default branch cannot be read", async () => {
    const bare = readActionContext({ GITHUB_EVENT_NAME: "schedule", GITHUB_REF: "refs/heads/main" });
    expect(await referenceRun(bare, [], false, noLookup)).toEqual({ ok: false, reason: "the repository's default branch could not be read" });
  });
});
