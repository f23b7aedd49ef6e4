import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute } from "node:path";
import { renderSnapshot, type Snapshot } from "../checkup/live-snapshot.js";
import { repositoryUri } from "../report/sarif-sources.js";
import type { ActionIO } from "./action-io.js";
import { commitFilesToBranch } from "./branch-commit.js";
import { Inputs } from "./constants.js";
import type { GitHubAccess, RepoRef } from "./github-client.js";
import type { ReferenceRun } from "./reference-run.js";

/** What {@link updateBaseline} did: nothing (`skipped`), wrote the file only, or also committed it (or found it unchanged). */
export type BaselineUpdateStatus = "skipped" | "written" | "committed" | "unchanged";

/** What {@link updateBaseline} needs. */
export interface BaselineUpdateRequest {
  /** The live server's snapshot (`CheckupEvents.onSnapshot`); null when the server never started. */
  snapshot: Snapshot | null;
  /** `mcp-baseline`, absolute. */
  baselinePath: string;
  /** The repository root the path is committed relative to (the workspace). */
  root: string;
  /** Whether this is a reference run and on which branch (`referenceRun`). */
  reference: ReferenceRun;
  /** The repository and the run's GitHub client; null when there is no repository or no token (why, in `noGitHub`). */
  github: { repo: RepoRef; access: GitHubAccess } | null;
  /** Why `github` is null, for the warning. */
  noGitHub?: string;
  io: ActionIO;
}

/**
 * `mcp-update-baseline` (issue 7 "Snapshots and drift"; issue 13 item 2): on a reference run (the default branch's
 * push, schedule or workflow_dispatch run, or a branch of `reference-branches`), writes the live server's snapshot
 * (`renderSnapshot`) to `baselinePath` and commits it to that branch in one commit when the branch holds other text
 * (`commitFilesToBranch`: no empty commits, retried when the branch moves), so later pull requests are compared with
 * what was merged. On any other run it changes nothing and says why in the log. Problems that stop the commit (no
 * snapshot, no token or repository, a path outside the workspace) are warnings. Needs `contents: write`. Throws the
 * request error of a failed commit (the caller names its cause with `describeGitHubError`).
 */
export async function updateBaseline(request: BaselineUpdateRequest): Promise<BaselineUpdateStatus> {
  const { io, reference } = request;
  const name = Inputs.McpUpdateBaseline;
  const path = repositoryUri(request.root, request.baselinePath);
  if (!reference.ok) {
    io.info(`${name}: ${path} not updated: ${reference.reason}.`);
    return "skipped";
  }
  if (request.snapshot === null) {
    io.warning(`${name}: ${path} not updated: the server did not start, so there is no snapshot to write.`);
    return "skipped";
  }
  const content = renderSnapshot(request.snapshot);
  mkdirSync(dirname(request.baselinePath), { recursive: true });
  writeFileSync(request.baselinePath, content, "utf8");
  if (path.startsWith("../") || path === ".." || isAbsolute(path)) {
    io.warning(`${name}: wrote ${request.baselinePath}, but it is outside the workspace, so it was not committed.`);
    return "written";
  }
  if (request.github === null) {
    io.warning(`${name}: wrote ${path}, but did not commit it: ${request.noGitHub ?? "no GitHub access"}.`);
    return "written";
  }
  const { repo, access } = request.github;
  const done = await commitFilesToBranch(await access(), repo, reference.branch, [{ path, content }], {
    message: `Update ${path} (mcp-checkup baseline)`,
  });
  const committed = done.commit !== null;
  io.info(`${name}: ${committed ? `committed the live snapshot to ${path} on ${reference.branch}` : `${path} on ${reference.branch} already matches the live server`}.`);
  return committed ? "committed" : "unchanged";
}
