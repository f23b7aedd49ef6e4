import { toOneLine } from "../report/unsafe-chars.js";
import { FORK_RECIPE_ANCHOR, Inputs, ReportFiles } from "./constants.js";
import { GitHubDeadlineError, httpStatus, isPermissionError } from "./github-client.js";

/** What the Action was doing when a GitHub call failed, and what it needs, for {@link describeGitHubError}. */
export interface GitHubTask {
  /** What failed, as the start of a sentence: `Commenting on PR #7`, `Committing the badge to branch badges`. */
  what: string;
  /** The `permissions:` scope the call needs: `pull-requests: write`, `contents: write`, `contents: read`. */
  permission: string;
  /** The run is for a pull request from a fork or by Dependabot: its `GITHUB_TOKEN` is read-only whatever the workflow asks. */
  readOnlyPullRequest?: boolean;
  /** The pull request commented on, named when its conversation is locked. */
  prNumber?: number;
}

interface ErrorShape {
  status?: number;
  message?: string;
  cause?: unknown;
  request?: { request?: { retryCount?: number } };
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/**
 * One sentence naming the real cause of a failed GitHub call and what to do about it (issue 13 item 1: every 403 used
 * to read "the token may not write … as on pull requests from forks"):
 * - the run's time for GitHub ran out, or one request timed out (after its retries);
 * - the API rate limit is used up (403/429 with `x-ratelimit-remaining: 0`): until when, from `x-ratelimit-reset`;
 * - a secondary rate limit (403/429 saying so): how long GitHub asked to wait (`retry-after`);
 * - a locked conversation (403 "… is locked");
 * - a read-only token: on a fork or Dependabot PR, the two-workflow recipe; otherwise the `permissions:` line to add;
 * - a 5xx after its retries, a 404, or anything else with its status and GitHub's message.
 * `now` (ms) dates the rate-limit reset; default `Date.now()`. Pure apart from that; never throws.
 */
export function describeGitHubError(error: unknown, task: GitHubTask, now = Date.now()): string {
  const e = (error ?? {}) as ErrorShape;
  const status = httpStatus(error);
  const message = toOneLine(String(e.message ?? error)).slice(0, 300);
  const headers = e.response?.headers ?? {};
  const retries = e.request?.request?.retryCount ?? 0;
  const afterRetries = retries > 0 ? ` (after ${retries} ${retries === 1 ? "retry" : "retries"})` : "";

  if (error instanceof GitHubDeadlineError) {
    return `${task.what} stopped: ${error.message}, so the Action went on without it; GitHub's API may be slow or down (githubstatus.com).`;
  }
  if (/aborted due to timeout/i.test(message) || (e.cause as Error | undefined)?.name === "TimeoutError") {
    return `${task.what} failed: GitHub's API did not answer in time${afterRetries}; it may be slow or down (githubstatus.com).`;
  }
  if ((status === 403 || status === 429) && headers["x-ratelimit-remaining"] === "0") {
    const reset = Number(headers["x-ratelimit-reset"]);
    const when = Number.isFinite(reset) && reset > 0 ? resetText(reset * 1000, now) : "its reset";
    return `${task.what} failed: this token's GitHub API rate limit is used up until ${when}; other steps or workflows with the same token used it.`;
  }
  if ((status === 403 || status === 429) && /\bsecondary rate\b/i.test(message)) {
    const after = Number(headers["retry-after"]);
    const wait = Number.isFinite(after) && after > 0 ? ` and asked to wait ${after} s` : "";
    return `${task.what} failed: GitHub's secondary rate limit stopped the request${wait}; too many writes in a short time (several jobs commenting at once?).`;
  }
  if (status === 403 && /\blocked\b/i.test(message)) {
    const pr = task.prNumber !== undefined ? `PR #${task.prNumber}` : "the pull request";
    return `${task.what} failed: the conversation on ${pr} is locked, so the comment cannot be written; unlock it, or see the job summary.`;
  }
  if (isPermissionError(error)) {
    if (task.readOnlyPullRequest) {
      return (
        `${task.what} failed: pull requests from forks and Dependabot get a read-only token (${message}). The scorecard is in ` +
        `the job summary and the outputs. To get the comment, use the two-workflow recipe: upload ${ReportFiles.Json} as an ` +
        `artifact here, and publish it from a workflow_run workflow with ${Inputs.ReportPath} and ${Inputs.PrNumber} ` +
        `(${FORK_RECIPE_ANCHOR}). Do not use pull_request_target with a checkout of the PR's code: the checkup runs that code.`
      );
    }
    return `${task.what} failed: the token may not do this (${message}); add \`permissions: ${task.permission}\` to the job (or the workflow).`;
  }
  if (status !== undefined && status >= 500) {
    return `${task.what} failed: GitHub's API answered HTTP ${status}${afterRetries}: ${message}; it may be having trouble (githubstatus.com).`;
  }
  if (status === 404) {
    return `${task.what} failed: not found (HTTP 404: ${message}); check the repository, pull request or branch, and that the token can see it (\`permissions: ${task.permission}\`).`;
  }
  const prefix = status !== undefined && !message.includes(String(status)) ? `HTTP ${status}: ` : "";
  return `${task.what} failed: ${prefix}${message}`;
}

/** `2026-12-01 14:05 UTC (in 23 min)`: a reset time as a reader of the log wants it. */
function resetText(resetMs: number, now: number): string {
  const iso = new Date(resetMs).toISOString();
  const minutes = Math.max(0, Math.ceil((resetMs - now) / 60_000));
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC (in ${minutes} min)`;
}
