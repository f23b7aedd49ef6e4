import { createHash } from "node:crypto";
import { readRepoFile, type RepoFile } from "./contents-api.js";
import { httpStatus, type GitHubClient, type RepoRef } from "./github-client.js";

/** What {@link commitFilesToBranch} did. `commit` is the new commit's sha, null when every file was already there. */
export interface BranchCommitResult {
  branchCreated: boolean;
  commit: string | null;
  written: string[];
  unchanged: string[];
  /** How many times the ref moved under us (409, or 422 "not a fast forward") and the commit was made again. */
  retries: number;
}

/** Options of {@link commitFilesToBranch}. */
export interface BranchCommitOptions {
  message: string;
  /** Where a missing branch is created from; null = the repository's default branch (`GET /repos/{o}/{r}`). */
  createFrom?: string | null;
  /** Attempts when the branch moves between reading and updating it. Default 3. */
  attempts?: number;
}

/** Git's blob sha of a text (`blob <bytes>\0<bytes>`, SHA-1), as the contents and trees APIs report it. */
export function gitBlobSha(text: string): string {
  const data = Buffer.from(text, "utf8");
  return createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex");
}

/**
 * Commits `files` to `branch` in ONE commit through the git data API (issue 13 item 2: the badge SVG and its JSON
 * were two commits), no checkout needed:
 * 1. the branch head (`GET /git/ref/heads/{branch}`); a missing branch is created from `createFrom`'s head;
 * 2. each file's current blob sha (`GET /contents/{path}?ref=`) against the new text's ({@link gitBlobSha}): when
 *    all match, nothing is committed (no empty commits);
 * 3. a tree over the head's tree with the changed files (`POST /git/trees`, `base_tree`), a commit whose parent is
 *    the head (`POST /git/commits`), and a fast-forward of the ref (`PATCH /git/refs/heads/{branch}`, never forced).
 * When the branch moved meanwhile (409, or 422 "not a fast forward"; also a 422 "Reference already exists" when a
 * concurrent run created the branch first), everything is read again and the commit made again, up to `attempts`
 * times. Needs `contents: write`. Throws the Octokit `RequestError` of any other failing request.
 */
export async function commitFilesToBranch(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
  files: readonly RepoFile[],
  options: BranchCommitOptions,
): Promise<BranchCommitResult> {
  const attempts = options.attempts ?? 3;
  let branchCreated = false;
  for (let attempt = 0; ; attempt++) {
    try {
      let head = await branchHead(client, repo, branch);
      if (head === null) {
        head = await createBranch(client, repo, branch, options.createFrom ?? null);
        branchCreated = true;
      }
      const changed: RepoFile[] = [];
      const unchanged: string[] = [];
      for (const file of files) {
        const current = await readRepoFile(client, repo, branch, file.path);
        if (current !== null && current.sha === gitBlobSha(file.content)) unchanged.push(file.path);
        else changed.push(file);
      }
      if (changed.length === 0) return { branchCreated, commit: null, written: [], unchanged, retries: attempt };
      const base = await client.rest.git.getCommit({ ...repo, commit_sha: head });
      const tree = await client.rest.git.createTree({
        ...repo,
        base_tree: base.data.tree.sha,
        tree: changed.map((f) => ({ path: f.path, mode: "100644" as const, type: "blob" as const, content: f.content })),
      });
      const commit = await client.rest.git.createCommit({ ...repo, message: options.message, tree: tree.data.sha, parents: [head] });
      await client.rest.git.updateRef({ ...repo, ref: `heads/${branch}`, sha: commit.data.sha, force: false });
      return { branchCreated, commit: commit.data.sha, written: changed.map((f) => f.path), unchanged, retries: attempt };
    } catch (error) {
      if (!branchMoved(error) || attempt + 1 >= attempts) throw error;
    }
  }
}

/** Whether a write failed because the branch changed under us: 409, or 422 for a non-fast-forward or a ref created meanwhile. */
function branchMoved(error: unknown): boolean {
  const status = httpStatus(error);
  const message = String((error as Error | null)?.message ?? "");
  return status === 409 || (status === 422 && /fast.forward|already exists/i.test(message));
}

/** The branch's head commit sha, or null when the branch does not exist (404). */
async function branchHead(client: GitHubClient, repo: RepoRef, branch: string): Promise<string | null> {
  try {
    return (await client.rest.git.getRef({ ...repo, ref: `heads/${branch}` })).data.object.sha;
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/** Creates `branch` at the head of `from` (default: the repository's default branch); returns that head. */
async function createBranch(client: GitHubClient, repo: RepoRef, branch: string, from: string | null): Promise<string> {
  const base = from ?? (await client.rest.repos.get({ ...repo })).data.default_branch;
  const head = (await client.rest.git.getRef({ ...repo, ref: `heads/${base}` })).data.object.sha;
  await client.rest.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha: head });
  return head;
}
