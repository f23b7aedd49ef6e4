import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorOf, createGitHubClient, GitHubDeadlineError, httpStatus, isPermissionError, isRateLimitSignal, lazyGitHub } from "../../src/action/github-client.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST } from "./helpers.js";

let github: FakeGitHub;
beforeEach(async () => void (github = await startFakeGitHub()));
afterEach(() => github.stop());

describe("reading GitHub's errors", () => {
  it("tells a rate limit by its message or by no requests left", () => {
    expect(isRateLimitSignal({ status: 403, message: "You have exceeded a secondary rate limit" })).toBe(true);
    expect(isRateLimitSignal({ status: 403, message: "x", response: { headers: { "x-ratelimit-remaining": "0" } } })).toBe(true);
    expect(isRateLimitSignal({ status: 403, message: "Resource not accessible by integration" })).toBe(false);
  });

  it("reads the status of a request error, and nothing of other errors", () => {
    expect(httpStatus({ status: 404 })).toBe(404);
    expect(httpStatus(new Error("x"))).toBeUndefined();
    expect(httpStatus(null)).toBeUndefined();
  });

  it("calls a 403 a missing permission unless it is a rate limit or a locked conversation", () => {
    expect(isPermissionError({ status: 403, message: "Resource not accessible by integration" })).toBe(true);
    expect(isPermissionError({ status: 403, message: "You have exceeded a secondary rate limit" })).toBe(false);
    expect(isPermissionError({ status: 403, message: "Unable to create comment because issue is locked." })).toBe(false);
    expect(isPermissionError({ status: 404, message: "Not Found" })).toBe(false);
  });

  it("names the deadline in seconds", () => {
    expect(new GitHubDeadlineError(4000).message).toBe("the 4 s the Action gives GitHub API calls ran out");
  });
});

describe("createGitHubClient", () => {
  it("talks to the API URL it is given, with the token", async () => {
    const client = await createGitHubClient("tok-123", `${github.url}/`, FAST);
    const { data } = await client.rest.repos.get({ owner: "o", repo: "r" });
    expect(data.default_branch).toBe("main");
    expect(github.requests[0]).toMatchObject({ method: "GET", path: "/repos/o/r", authorization: "token tok-123" });
  });

  it("retries a 5xx answer and gets through", async () => {
    github.fail({ method: "GET", path: /^\/repos\/o\/r$/, status: 502, times: 2 });
    const client = await createGitHubClient("t", github.url, FAST);
    expect((await client.rest.repos.get({ owner: "o", repo: "r" })).status).toBe(200);
    expect(github.requestsTo("GET", /^\/repos\/o\/r$/)).toHaveLength(3);
  });

  it("does not retry a 4xx", async () => {
    github.fail({ method: "GET", path: /^\/repos\/o\/r$/, status: 404, body: { message: "Not Found" } });
    const client = await createGitHubClient("t", github.url, FAST);
    await expect(client.rest.repos.get({ owner: "o", repo: "r" })).rejects.toMatchObject({ status: 404 });
    expect(github.requestsTo("GET", /^\/repos\/o\/r$/)).toHaveLength(1);
  });

  it("gives up on a request that hangs after its timeout and retries", async () => {
    github.fail({ method: "GET", path: /^\/repos\/o\/r$/, hang: true, times: 10 });
    const client = await createGitHubClient("t", github.url, { ...FAST, retries: 1 });
    const started = Date.now();
    await expect(client.rest.repos.get({ owner: "o", repo: "r" })).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(FAST.totalMs + 1000);
  });
});

describe("lazyGitHub", () => {
  it("makes the client on first use and shares it", async () => {
    const access = lazyGitHub("t", github.url, FAST);
    expect(github.requests).toHaveLength(0);
    const [a, b] = await Promise.all([access(), access()]);
    expect(a).toBe(b);
  });
});

describe("authorOf", () => {
  it("keeps the login and type GitHub sent, and nothing it did not", () => {
    expect(authorOf({ login: "github-actions[bot]", type: "Bot" })).toEqual({ login: "github-actions[bot]", type: "Bot" });
    expect(authorOf({ login: "octocat" })).toEqual({ login: "octocat" });
    expect(authorOf(null)).toBeNull();
    expect(authorOf(undefined)).toBeNull();
  });
});
