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
}

/** Events whose payload is a pull request the Action may comment on (GitHub docs "Events that trigger workflows"). */
export const PULL_REQUEST_EVENTS: readonly string[] = ["pull_request", "pull_request_target"];

/**
 * Reads the context from `env` (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH` → the JSON payload, `GITHUB_REF`,
 * `GITHUB_REPOSITORY`, `GITHUB_API_URL`, `GITHUB_SERVER_URL`, `GITHUB_RUN_ID`). A missing or unreadable event
 * file gives an empty payload. Never throws.
 */
export function readActionContext(env: NodeJS.ProcessEnv = process.env): ActionContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const [owner, name, ...rest] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const repo = owner && name && rest.length === 0 ? { owner, repo: name } : null;
  const serverUrl = (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  return {
    eventName,
    repo,
    prNumber: pullRequestNumber(eventName, payload),
    defaultBranch: stringAt(payload, ["repository", "default_branch"]),
    ref: stringAt(payload, ["ref"]) ?? (env.GITHUB_REF || null),
    apiUrl: (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
    runUrl: repo && env.GITHUB_RUN_ID ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    workflowRunHeadSha: eventName === "workflow_run" ? stringAt(payload, ["workflow_run", "head_sha"]) : null,
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
