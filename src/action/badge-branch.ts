import { commitFileIfChanged, type RepoFile } from "./contents-api.js";
import { httpStatus, type GitHubClient, type RepoRef } from "./github-client.js";

/** One file to keep on the badge branch: its path in the repository and its text. */
export type BranchFile = RepoFile;

/** What happened to each file: written (created or updated) or left alone because it was already the same. */
export interface BadgeBranchResult {
  branchCreated: boolean;
  written: string[];
  unchanged: string[];
}

/**
 * Commits `files` to `branch` through the REST contents API, so a README can link a stable URL (the nightly
 * badge; github-action-notes §3.3 item 1). No git checkout is needed.
 * - A missing branch (`GET /git/ref/heads/{branch}` → 404) is created from the default branch's head
 *   (`defaultBranch`, else `GET /repos/{owner}/{repo}` → `default_branch`).
 * - A file whose current content is already `content` is not written (no empty commits); otherwise
 *   `PUT /contents/{path}` with the current blob `sha` when the file exists.
 * Needs `contents: write`. Throws the Octokit `RequestError` of the first failing request.
 */
export async function commitBadgeFiles(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
  files: readonly BranchFile[],
  options: { defaultBranch?: string | null; message?: string } = {},
): Promise<BadgeBranchResult> {
  const branchCreated = await ensureBranch(client, repo, branch, options.defaultBranch ?? null);
  const result: BadgeBranchResult = { branchCreated, written: [], unchanged: [] };
  for (const file of files) {
    const written = await commitFileIfChanged(client, repo, branch, file, options.message ?? `Update ${file.path} (mcp-checkup badge)`);
    (written ? result.written : result.unchanged).push(file.path);
  }
  return result;
}

/** Creates `branch` from the default branch's head when it does not exist; true when it was created. */
async function ensureBranch(client: GitHubClient, repo: RepoRef, branch: string, defaultBranch: string | null): Promise<boolean> {
  try {
    await client.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
    return false;
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
  }
  const base = defaultBranch ?? (await client.rest.repos.get({ ...repo })).data.default_branch;
  const head = await client.rest.git.getRef({ ...repo, ref: `heads/${base}` });
  await client.rest.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha: head.data.object.sha });
  return true;
}
