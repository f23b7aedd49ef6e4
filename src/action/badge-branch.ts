import { httpStatus, type GitHubClient, type RepoRef } from "./github-client.js";

/** One file to keep on the badge branch: its path in the repository and its text. */
export interface BranchFile {
  path: string;
  content: string;
}

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
    const current = await readFile(client, repo, branch, file.path);
    if (current !== null && current.content === file.content) {
      result.unchanged.push(file.path);
      continue;
    }
    await client.rest.repos.createOrUpdateFileContents({
      ...repo,
      path: file.path,
      branch,
      message: options.message ?? `Update ${file.path} (mcp-checkup badge)`,
      content: Buffer.from(file.content, "utf8").toString("base64"),
      ...(current !== null ? { sha: current.sha } : {}),
    });
    result.written.push(file.path);
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

/** The file's text and blob sha on `branch`, or null when it does not exist there. */
async function readFile(client: GitHubClient, repo: RepoRef, branch: string, path: string): Promise<{ content: string; sha: string } | null> {
  try {
    const { data } = await client.rest.repos.getContent({ ...repo, path, ref: branch });
    if (Array.isArray(data) || data.type !== "file") return null;
    const encoded = "content" in data && typeof data.content === "string" ? data.content : "";
    return { content: Buffer.from(encoded, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}
