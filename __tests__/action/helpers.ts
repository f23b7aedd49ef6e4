/**
 * Shared pieces of the Action tests: a recording `ActionIO`, runner-style environments with a pull_request
 * (or push) event payload, and inputs given as a plain record.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ActionIO } from "../../src/action/action-io.js";
import type { GitHubLimits } from "../../src/action/github-client.js";
import type { InputName } from "../../src/action/constants.js";
import type { GetInput } from "../../src/action/inputs.js";

/** An `ActionIO` that records everything said to the runner. The summary is kept in memory. */
export interface RecordingIO extends ActionIO {
  outputs: Record<string, string>;
  summaries: string[];
  annotations: { level: "error" | "warning"; message: string; title: string; file?: string; line?: number }[];
  warnings: string[];
  infos: string[];
  secrets: string[];
  failures: string[];
}

export function recordingIO(options: { summary?: boolean } = {}): RecordingIO {
  const io: RecordingIO = {
    outputs: {},
    summaries: [],
    annotations: [],
    warnings: [],
    infos: [],
    secrets: [],
    failures: [],
    setOutput: (name, value) => void (io.outputs[name] = value),
    appendSummary: (markdown) => {
      if (options.summary === false) return false;
      io.summaries.push(markdown);
      return true;
    },
    annotate: (level, message, where) => void io.annotations.push({ level, message, ...where }),
    warning: (message) => void io.warnings.push(message),
    info: (message) => void io.infos.push(message),
    setSecret: (value) => void io.secrets.push(value),
    fail: (message) => void io.failures.push(message),
  };
  return io;
}

/** `getInput` over a record of input values (absent = ""). */
export function inputsFrom(values: Partial<Record<InputName, string>>): GetInput {
  return (name) => values[name as InputName] ?? "";
}

/** A fresh temporary folder. */
export function tempDir(prefix = "mcp-action-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Runner variables for an event in `dir`: the payload file, `GITHUB_EVENT_NAME`, `GITHUB_REF`, `GITHUB_SHA`, the
 * repository and the API URL. A push (or schedule, dispatch) is on `branch` (default `main`, the payload's default
 * branch); a pull request's head is in `headRepo` (default the repository itself; another one is a fork).
 */
export function runnerEnv(
  dir: string,
  event: { name: "pull_request" | "push" | "schedule" | "workflow_dispatch" | "workflow_run"; prNumber?: number; headSha?: string; branch?: string; headRepo?: string },
  apiUrl: string,
): NodeJS.ProcessEnv {
  const payload: Record<string, unknown> = { repository: { default_branch: "main", name: "r", owner: { login: "o" } } };
  if (event.name === "pull_request") {
    payload.pull_request = { number: event.prNumber ?? 7, head: { sha: "headsha0", repo: { full_name: event.headRepo ?? "o/r" } }, base: { repo: { full_name: "o/r" } } };
  }
  if (event.name === "push") payload.ref = `refs/heads/${event.branch ?? "main"}`;
  if (event.name === "workflow_run") {
    payload.workflow_run = {
      head_sha: event.headSha ?? "headsha0",
      pull_requests: [],
      name: "MCP Checkup",
      html_url: "https://github.example/o/r/actions/runs/41",
      event: "pull_request",
      head_repository: { full_name: event.headRepo ?? "o/r" },
    };
  }
  const ref = event.name === "pull_request" ? `refs/pull/${event.prNumber ?? 7}/merge` : `refs/heads/${event.branch ?? "main"}`;
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "o/r",
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "42",
    GITHUB_SHA: event.name === "pull_request" ? "mergecommit0" : "pushsha0",
    ...(event.name === "push" ? {} : { GITHUB_REF: ref }),
  };
}

/** GitHub limits for tests: retries and timeouts take milliseconds, writes are not paced. */
export const FAST: GitHubLimits = { requestTimeoutMs: 400, totalMs: 4000, retries: 3, maxRetryWaitMs: 2000, retryUnitMs: 10, writeGapMs: 0, notificationGapMs: 0 };
