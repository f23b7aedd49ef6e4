import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute } from "node:path";
import { renderSnapshot, type Snapshot } from "../drift/snapshot.js";
import { repositoryUri } from "../report/sarif-sources.js";
import type { ActionIO } from "./action-io.js";
import { Inputs } from "./constants.js";
import { commitFileIfChanged } from "./contents-api.js";
import type { ActionContext } from "./context.js";
import { createGitHubClient, isPermissionError, type GitHubClient } from "./github-client.js";

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
  context: ActionContext;
  /** `github-token`; "" = none. */
  token: string;
  io: ActionIO;
  /** Makes the REST client; default `createGitHubClient`. */
  github?: (token: string, apiUrl: string) => Promise<GitHubClient>;
}

/**
 * `mcp-update-baseline` (issue 7 "Snapshots and drift"): on a `push` to the repository's default branch (the
 * event payload's `repository.default_branch`, compared with its `ref`), writes the live server's snapshot
 * (`renderSnapshot`) to `baselinePath` and commits it to the default branch through the REST contents API when
 * the branch holds other text (`commitFileIfChanged`: no empty commits), so later pull requests are compared with
 * what was merged. On any other event, or a push to another branch, it changes nothing and says so in the log.
 * Problems that stop the commit (no snapshot, no token or repository, a path outside the workspace) are warnings.
 * Needs `contents: write`. Throws the request error of a failed commit; a read-only token's 403 becomes an
 * `Error` naming the permission to grant.
 */
export async function updateBaseline(request: BaselineUpdateRequest): Promise<BaselineUpdateStatus> {
  const { context, io } = request;
  const name = Inputs.McpUpdateBaseline;
  const path = repositoryUri(request.root, request.baselinePath);
  const defaultBranch = context.defaultBranch;
  if (context.eventName !== "push") {
    io.info(`${name}: ${path} is updated only on a push to the default branch; nothing to do on a ${context.eventName || "local"} run.`);
    return "skipped";
  }
  if (defaultBranch === null) {
    io.warning(`${name}: ${path} not updated: the push event names no repository.default_branch.`);
    return "skipped";
  }
  if (context.ref !== `refs/heads/${defaultBranch}`) {
    io.info(`${name}: ${path} is updated only on a push to ${defaultBranch}; this push is to ${context.ref ?? "an unknown ref"}.`);
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
  if (context.repo === null || request.token === "") {
    io.warning(`${name}: wrote ${path}, but did not commit it: ${context.repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}.`);
    return "written";
  }
  const client = await (request.github ?? createGitHubClient)(request.token, context.apiUrl);
  let committed: boolean;
  try {
    committed = await commitFileIfChanged(client, context.repo, defaultBranch, { path, content }, `Update ${path} (mcp-checkup baseline)`);
  } catch (error) {
    if (isPermissionError(error)) {
      throw new Error(`the token cannot write to ${defaultBranch}; give the job \`permissions: contents: write\` (${(error as Error).message})`);
    }
    throw error;
  }
  io.info(`${name}: ${committed ? `committed the live snapshot to ${path} on ${defaultBranch}` : `${path} on ${defaultBranch} already matches the live server`}.`);
  return committed ? "committed" : "unchanged";
}
