import { readFileSync } from "node:fs";
import type { RepoRef } from "./github-client.js";

/**
 * The workflow run the Action is in, read from the runner's environment at call time (`@actions/github`'s
 * `context` is read once at import, which tests and publish-only mode cannot steer).
 */
export interface ActionContext {
  /** `GITHUB_EVENT_NAME`: `pull_request`, `push`, `schedule`, `workflow_run`, … ("" when unset). */
  eventName: string;
  /** From `GITHUB_REPOSITORY` (`owner/repo`); null when unset or malformed. */
  repo: RepoRef | null;
  /** The PR of a `pull_request`/`pull_request_target` event, or of an `issue_comment` on a PR; else null. */
  prNumber: number | null;
  /** The repository's default branch, from the event payload when it carries one. */
  defaultBranch: string | null;
  /** The ref the run is for: the payload's `ref` (a push: `refs/heads/<branch>`), else `GITHUB_REF`; null when neither. */
  ref: string | null;
  /** `GITHUB_API_URL`, default `https://api.github.com`. */
  apiUrl: string;
  /** Link to this workflow run, when the runner variables allow one. */
  runUrl: string | null;
  /** On a `workflow_run` event: the head SHA of the run that triggered it (publish-only mode checks the PR against it). */
  workflowRunHeadSha: string | null;
  /**
   * The commit the result is for: a PR's head (`pull_request.head.sha`; `GITHUB_SHA` is a merge commit there), a
   * `workflow_run`'s `head_sha`, else `GITHUB_SHA`; null when none is known.
   */
  sha: string | null;
  /** The branch of a push, schedule or workflow_dispatch run (`refs/heads/<branch>` of `ref`); null otherwise. */
  branch: string | null;
  /**
   * A pull request whose `GITHUB_TOKEN` is read-only whatever the workflow asks: its head is in another repository
   * (a fork), or Dependabot opened it (github-action-notes §2.3).
   */
  readOnlyPullRequest: boolean;
  /** On a `workflow_run` event: the run that produced what is published (publish-only mode names it in the comment). */
  workflowRun: WorkflowRunInfo | null;
}

/** The triggering run of a `workflow_run` event, from its payload. */
export interface WorkflowRunInfo {
  /** The workflow's name, e.g. `MCP Checkup`. */
  name: string;
  /** The run's page. */
  url: string | null;
  /** The event that started it (`pull_request`, `push`, …). */
  event: string;
  /** `owner/repo` of the head commit: another repository for a fork PR. */
  headRepository: string | null;
}

/** Events whose payload is a pull request the Action may comment on (GitHub docs "Events that trigger workflows"). */
export const PULL_REQUEST_EVENTS: readonly string[] = ["pull_request", "pull_request_target"];

/**
 * Events that run on a branch's own commit and may write the badge, the reference report and the baseline
 * (issue 13 item 2): a push, a scheduled run (always the default branch), a manual run. Never a pull request or a
 * `workflow_run` (publish-only mode publishes what another, possibly untrusted, run produced).
 */
export const BRANCH_EVENTS: readonly string[] = ["push", "schedule", "workflow_dispatch"];

/**
 * Reads the context from `env` (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH` → the JSON payload, `GITHUB_REF`,
 * `GITHUB_SHA`, `GITHUB_ACTOR`, `GITHUB_REPOSITORY`, `GITHUB_API_URL`, `GITHUB_SERVER_URL`, `GITHUB_RUN_ID`). A
 * missing or unreadable event file gives an empty payload. Never throws.
 */
export function readActionContext(env: NodeJS.ProcessEnv = process.env): ActionContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const [owner, name, ...rest] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const repo = owner && name && rest.length === 0 ? { owner, repo: name } : null;
  const serverUrl = (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  const ref = stringAt(payload, ["ref"]) ?? (env.GITHUB_REF || null);
  const prNumber = pullRequestNumber(eventName, payload);
  const headRepo = stringAt(payload, ["pull_request", "head", "repo", "full_name"]);
  const baseRepo = stringAt(payload, ["pull_request", "base", "repo", "full_name"]) ?? (repo ? `${repo.owner}/${repo.repo}` : null);
  const actor = env.GITHUB_ACTOR ?? stringAt(payload, ["sender", "login"]) ?? "";
  const workflowRunHeadSha = eventName === "workflow_run" ? stringAt(payload, ["workflow_run", "head_sha"]) : null;
  return {
    eventName,
    repo,
    prNumber,
    defaultBranch: stringAt(payload, ["repository", "default_branch"]),
    ref,
    apiUrl: (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
    runUrl: repo && env.GITHUB_RUN_ID ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    workflowRunHeadSha,
    sha: stringAt(payload, ["pull_request", "head", "sha"]) ?? workflowRunHeadSha ?? (env.GITHUB_SHA || null),
    branch: BRANCH_EVENTS.includes(eventName) && ref?.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null,
    readOnlyPullRequest:
      prNumber !== null && PULL_REQUEST_EVENTS.includes(eventName) && ((headRepo !== null && headRepo !== baseRepo) || actor === "dependabot[bot]"),
    workflowRun:
      eventName === "workflow_run"
        ? {
            name: stringAt(payload, ["workflow_run", "name"]) ?? stringAt(payload, ["workflow", "name"]) ?? "workflow",
            url: stringAt(payload, ["workflow_run", "html_url"]),
            event: stringAt(payload, ["workflow_run", "event"]) ?? "",
            headRepository: stringAt(payload, ["workflow_run", "head_repository", "full_name"]),
          }
        : null,
  };
}

function readPayload(path: string | undefined): unknown {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8")) as unknown;
  } catch {
    return {};
  }
}

function pullRequestNumber(eventName: string, payload: unknown): number | null {
  const fromPr = numberAt(payload, ["pull_request", "number"]);
  if (PULL_REQUEST_EVENTS.includes(eventName) && fromPr !== null) return fromPr;
  if (eventName === "issue_comment" && valueAt(payload, ["issue", "pull_request"]) !== undefined) {
    return numberAt(payload, ["issue", "number"]);
  }
  return null;
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function numberAt(value: unknown, path: readonly string[]): number | null {
  const found = valueAt(value, path);
  return typeof found === "number" && Number.isSafeInteger(found) && found > 0 ? found : null;
}

function stringAt(value: unknown, path: readonly string[]): string | null {
  const found = valueAt(value, path);
  return typeof found === "string" && found !== "" ? found : null;
}
