import type { getOctokit } from "@actions/github";

/** An authenticated REST client (`@octokit/core` with `rest` endpoint methods and `paginate`). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** The repository the Action publishes to. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/**
 * A REST client for `apiUrl` — `GITHUB_API_URL` on a runner (GitHub Enterprise Server, or a fake API in tests),
 * read by the caller at run time: `@actions/github` reads it only once, at import. `getOctokit` keeps the
 * runner's proxy settings (docs.github.com "Managing custom actions": no hard-coded API URLs).
 * `@actions/github` is imported on first use: loading it (undici) costs about a quarter of a second, which a
 * run that publishes nothing to GitHub — and the start-up before the server spawns — should not pay.
 */
export async function createGitHubClient(token: string, apiUrl: string): Promise<GitHubClient> {
  const { getOctokit: create } = await import("@actions/github");
  return create(token, { baseUrl: apiUrl.replace(/\/+$/, "") });
}

/** The HTTP status of an Octokit `RequestError`, or undefined for other errors. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Whether a request failed because the token may not write: HTTP 403, or GitHub's "Resource not accessible by
 * integration" — what a read-only `GITHUB_TOKEN` gets on fork and Dependabot PRs (github-action-notes §2.3).
 */
export function isPermissionError(error: unknown): boolean {
  return httpStatus(error) === 403 || /Resource not accessible by integration/i.test(String((error as Error)?.message ?? ""));
}
