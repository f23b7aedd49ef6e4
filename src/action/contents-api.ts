import { httpStatus, type GitHubClient, type RepoRef } from "./github-client.js";

/** One file to keep in the repository: its repository-relative path (`/` separators) and its text. */
export interface RepoFile {
  path: string;
  content: string;
}

/** A file's text and its git blob sha, as the contents API reports them. */
export interface RepoFileState {
  content: string;
  sha: string;
}

/**
 * Reads a file's text (UTF-8) and blob sha on `branch` through the REST contents API
 * (`GET /repos/{owner}/{repo}/contents/{path}?ref={branch}`). Returns null when the file does not exist there
 * (404) or the path is a folder or a symlink. Throws the Octokit `RequestError` of any other failure.
 */
export async function readRepoFile(client: GitHubClient, repo: RepoRef, branch: string, path: string): Promise<RepoFileState | null> {
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
