import type { getOctokit } from "@actions/github";

/** An authenticated REST client (`@octokit/core` with `rest` endpoint methods, `paginate`, retry and throttling). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** The repository the Action publishes to. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/**
 * How long the Action waits on GitHub's API (issue 13 item 1: one hanging API kept a step waiting past 300 s).
 * All durations are milliseconds.
 */
export interface GitHubLimits {
  /** Longest wait for one HTTP request, headers and body (a fresh timer for every attempt). */
  requestTimeoutMs: number;
  /**
   * Longest time every GitHub call of one run may take together, waits before retries included. Past it each
   * request fails at once (`GitHubDeadlineError`), so the step ends with a warning, never a hang.
   */
  totalMs: number;
  /** Retries of a request answered 5xx (or 429 without a rate-limit signal), or that timed out. */
  retries: number;
  /** Longest wait before a retry that a rate limit asks for (`retry-after`, `x-ratelimit-reset`); longer: give up. */
  maxRetryWaitMs: number;
  /** What one second of `retry-after` (and one step of the retry back-off) lasts: 1000 on a runner; tests lower it. */
  retryUnitMs: number;
  /**
   * Least time between two writes, and between two writes that notify people (a new comment): GitHub's advice
   * against secondary rate limits is 1 s and 3 s (docs.github.com "Best practices for using the REST API").
   */
  writeGapMs: number;
  notificationGapMs: number;
}

/** The runner's limits: 15 s a request, 90 s for all of a run's GitHub calls, 3 retries, rate-limit waits up to 60 s. */
export const GITHUB_LIMITS: Readonly<GitHubLimits> = {
  requestTimeoutMs: 15_000,
  totalMs: 90_000,
  retries: 3,
  maxRetryWaitMs: 60_000,
  retryUnitMs: 1000,
  writeGapMs: 1000,
  notificationGapMs: 3000,
};

/** Thrown (as the request's error) for a request started or still running after {@link GitHubLimits.totalMs}. */
export class GitHubDeadlineError extends Error {
  override readonly name = "AbortError";
  constructor(readonly totalMs: number) {
    super(`the ${Number((totalMs / 1000).toFixed(1))} s the Action gives GitHub API calls ran out`);
  }
}

/** Says what the client did that a reader of the log should know (a retry after a rate limit); default: nothing. */
export type GitHubLog = (message: string) => void;

/**
 * A REST client for `apiUrl` — `GITHUB_API_URL` on a runner (GitHub Enterprise Server, or a fake API in tests),
 * read by the caller at run time: `@actions/github` reads it only once, at import. `getOctokit` keeps the
 * runner's proxy settings (docs.github.com "Managing custom actions": no hard-coded API URLs).
 *
 * Every request goes through, innermost first:
 * - a timer per attempt (`limits.requestTimeoutMs`, an `AbortSignal` on the request) joined with one deadline
 *   for the whole client (`limits.totalMs`, from creation);
 * - a 429 that is not a rate limit the throttling plugin knows is retried after its `retry-after`;
 * - `@octokit/plugin-retry`: 5xx answers, network errors and timed-out attempts are retried `limits.retries`
 *   times (waits 1, 4, 9 units); 4xx are not;
 * - `@octokit/plugin-throttling`: GitHub's recommended pacing of writes (`writeGapMs`, `notificationGapMs`), and one
 *   retry after a primary rate limit
 *   (waiting for `x-ratelimit-reset`) or a secondary one (waiting `retry-after`, else 60 s) — only when the wait
 *   fits `limits.maxRetryWaitMs` and what is left of `limits.totalMs`; otherwise the request fails with the 403/429
 *   so `describeGitHubError` can name the reset time.
 * `@actions/github` and the plugins are imported on first use: loading them (undici) costs about a quarter of a
 * second, which a run that publishes nothing to GitHub — and the start-up before the server spawns — should not pay.
 */
export async function createGitHubClient(
  token: string,
  apiUrl: string,
  limits: GitHubLimits = GITHUB_LIMITS,
  log: GitHubLog = () => {},
): Promise<GitHubClient> {
  const [{ getOctokit: create }, { retry }, { throttling }, { default: Bottleneck }] = await Promise.all([
    import("@actions/github"),
    import("@octokit/plugin-retry"),
    import("@octokit/plugin-throttling"),
    import("bottleneck/light.js"),
  ]);
  const startedAt = Date.now();
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new GitHubDeadlineError(limits.totalMs)), limits.totalMs);
  timer.unref();
  const remainingMs = (): number => limits.totalMs - (Date.now() - startedAt);
  const mayWait = (seconds: number): boolean => {
    const waitMs = seconds * limits.retryUnitMs;
    return waitMs <= limits.maxRetryWaitMs && waitMs < remainingMs();
  };

  /** Innermost: a fresh timer on every attempt, joined with the deadline; a plain 429's `retry-after` honoured. */
  const bounded = (octokit: { hook: HookCollection }): void => {
    octokit.hook.wrap("request", async (request, options) => {
      if (deadline.signal.aborted) throw deadline.signal.reason;
      // One controller per attempt, held here: AbortSignal.any over AbortSignal.timeout() can lose the timer's signal
      // to garbage collection and then never fire (it keeps its sources only weakly).
      const attempt = new AbortController();
      const timer = setTimeout(() => attempt.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")), limits.requestTimeoutMs);
      const onDeadline = (): void => attempt.abort(deadline.signal.reason);
      deadline.signal.addEventListener("abort", onDeadline, { once: true });
      // before-after-hook binds every inner hook to this same options object (arguments passed to `request` are
      // ignored past the innermost hook), so the signal is set on it, not on a copy.
      options.request = { ...options.request, signal: attempt.signal };
      try {
        return await request(options);
      } finally {
        clearTimeout(timer);
        deadline.signal.removeEventListener("abort", onDeadline);
      }
    });
    octokit.hook.error("request", (error) => {
      const e = error as RetriableError;
      const after = Number(e.response?.headers?.["retry-after"]);
      if (e.status === 429 && !isRateLimitSignal(e) && e.request?.request && Number.isFinite(after) && mayWait(after)) {
        // plugin-retry skips 429 (see doNotRetry below) and reads these two fields to schedule its retry.
        e.request.request = { ...e.request.request, retries: limits.retries, retryAfter: after };
        log(`GitHub answered 429 to ${e.request.method} ${e.request.url}; retrying after ${after} s (retry-after).`);
      }
      throw error;
    });
  };

  const onLimit = (kind: string) => (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number) => {
    const retrying = retryCount < 1 && mayWait(retryAfter);
    log(`GitHub's ${kind} stopped ${options.method ?? ""} ${options.url ?? ""}; ${retrying ? `retrying after ${retryAfter} s` : "not retrying"}.`);
    return retrying;
  };

  return create(
    token,
    {
      baseUrl: apiUrl.replace(/\/+$/, ""),
      // Not `request: { retries }`: plugin-retry then retries every error, 4xx included. A 409 (the branch moved) is
      // retried by `commitFilesToBranch` after reading the branch again, never as the same request. 429 is left to the hook
      // above (its retry-after) and to throttling (rate limits): plugin-retry's own back-off ignores GitHub's wait.
      retry: { retries: limits.retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451], retryAfterBaseValue: limits.retryUnitMs },
      throttle: {
        onRateLimit: onLimit("API rate limit"),
        onSecondaryRateLimit: onLimit("secondary rate limit"),
        retryAfterBaseValue: limits.retryUnitMs,
        // This client's own pacing (the plugin's default groups are shared by the whole process).
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: limits.writeGapMs }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: limits.notificationGapMs }),
      },
    },
    bounded as never,
    retry,
    throttling,
  );
}

/** The part of `before-after-hook` the bounded-request plugin uses. */
interface HookCollection {
  wrap(name: "request", hook: (request: (options: RequestOptions) => Promise<unknown>, options: RequestOptions) => Promise<unknown>): void;
  error(name: "request", hook: (error: unknown, options: RequestOptions) => unknown): void;
}
interface RequestOptions {
  method?: string;
  url?: string;
  request?: Record<string, unknown>;
  [key: string]: unknown;
}
interface RetriableError {
  status?: number;
  message?: string;
  request?: { method?: string; url?: string; request?: Record<string, unknown> };
  response?: { headers?: Record<string, string | undefined> };
}

/** Whether a 403/429 is one of GitHub's rate limits (the throttling plugin's signals: the message, or no requests left). */
export function isRateLimitSignal(error: unknown): boolean {
  const e = error as RetriableError | null;
  return /\bsecondary rate\b/i.test(String(e?.message ?? "")) || e?.response?.headers?.["x-ratelimit-remaining"] === "0";
}

/** An author as the REST API sends it (`user` of an issue or comment), or null. */
export type RestUser = { login?: string; type?: string } | null | undefined;

/** The author fields the Action reads (`login`, `type`: `Bot` for the Action's own comments and issues), keys it lacks left out. */
export function authorOf(user: RestUser): { login?: string; type?: string } | null {
  return user ? { ...(user.login !== undefined ? { login: user.login } : {}), ...(user.type !== undefined ? { type: user.type } : {}) } : null;
}

/** The HTTP status of an Octokit `RequestError`, or undefined for other errors. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Whether a request failed because the token may not write: HTTP 403 "Resource not accessible by integration" —
 * what a read-only `GITHUB_TOKEN` gets on fork and Dependabot PRs, or a job whose `permissions:` lack the scope
 * (github-action-notes §2.3). A rate limit or a locked conversation (also 403) is not.
 */
export function isPermissionError(error: unknown): boolean {
  if (isRateLimitSignal(error)) return false;
  const message = String((error as Error | null)?.message ?? "");
  if (/\blocked\b/i.test(message)) return false;
  return httpStatus(error) === 403 || /Resource not accessible by integration/i.test(message);
}

/** The run's GitHub client, made on first use and then shared, so all calls share one deadline (`GitHubLimits.totalMs`). */
export type GitHubAccess = () => Promise<GitHubClient>;

/**
 * A {@link GitHubAccess} for `token` on `apiUrl`: the first call makes the client (`createGitHubClient`), later calls
 * return the same one. A run that never calls it loads nothing of `@actions/github`.
 */
export function lazyGitHub(token: string, apiUrl: string, limits: GitHubLimits = GITHUB_LIMITS, log: GitHubLog = () => {}): GitHubAccess {
  let client: Promise<GitHubClient> | null = null;
  return () => (client ??= createGitHubClient(token, apiUrl, limits, log));
}
