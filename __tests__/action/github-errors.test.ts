import { describe, expect, it } from "vitest";
import { FORK_RECIPE_ANCHOR } from "../../src/action/constants.js";
import { GitHubDeadlineError } from "../../src/action/github-client.js";
import { describeGitHubError } from "../../src/action/github-errors.js";

const task = { what: "Commenting on PR #7", permission: "pull-requests: write", prNumber: 7 };
/** An Octokit RequestError's shape. */
const requestError = (status: number, message: string, headers: Record<string, string> = {}, retryCount = 0) =>
  Object.assign(new Error(message), { status, response: { headers }, request: { request: { retryCount } } });

describe("describeGitHubError", () => {
  const now = Date.UTC(2026, 11, 1, 12, 0, 0);

  it("names the reset time of a used-up rate limit", () => {
    const error = requestError(403, "API rate limit exceeded for installation", { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(now / 1000 + 1500) });
    expect(describeGitHubError(error, task, now)).toBe(
      "Commenting on PR #7 failed: this token's GitHub API rate limit is used up until 2026-12-01 12:25 UTC (in 25 min); other steps or workflows with the same token used it.",
    );
  });

  it("names a secondary rate limit and the wait GitHub asked for", () => {
    const error = requestError(403, "You have exceeded a secondary rate limit.", { "retry-after": "90" });
    expect(describeGitHubError(error, task, now)).toContain("GitHub's secondary rate limit stopped the request and asked to wait 90 s");
  });

  it("names a locked conversation", () => {
    expect(describeGitHubError(requestError(403, "Unable to create comment because issue is locked."), task)).toContain("the conversation on PR #7 is locked");
  });

  it("names the permissions: line for a token without the scope", () => {
    expect(describeGitHubError(requestError(403, "Resource not accessible by integration"), task)).toBe(
      "Commenting on PR #7 failed: the token may not do this (Resource not accessible by integration); add `permissions: pull-requests: write` to the job (or the workflow).",
    );
  });

  it("names the fork recipe on a fork's read-only token", () => {
    const message = describeGitHubError(requestError(403, "Resource not accessible by integration"), { ...task, readOnlyPullRequest: true });
    expect(message).toContain("pull requests from forks and Dependabot get a read-only token");
    expect(message).toContain(FORK_RECIPE_ANCHOR);
  });

  it("names a 5xx and the retries it survived", () => {
    expect(describeGitHubError(requestError(502, "Bad Gateway", {}, 3), task)).toBe(
      "Commenting on PR #7 failed: GitHub's API answered HTTP 502 (after 3 retries): Bad Gateway; it may be having trouble (githubstatus.com).",
    );
  });

  it("names a request that timed out", () => {
    expect(describeGitHubError(requestError(500, "The operation was aborted due to timeout", {}, 3), task)).toBe(
      "Commenting on PR #7 failed: GitHub's API did not answer in time (after 3 retries); it may be slow or down (githubstatus.com).",
    );
  });

  it("names the run's time for GitHub running out", () => {
    expect(describeGitHubError(new GitHubDeadlineError(90_000), task)).toBe(
      "Commenting on PR #7 stopped: the 90 s the Action gives GitHub API calls ran out, so the Action went on without it; GitHub's API may be slow or down (githubstatus.com).",
    );
  });
});
