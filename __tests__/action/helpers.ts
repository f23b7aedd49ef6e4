/**
 * Shared pieces of the Action tests: a recording `ActionIO`, runner-style environments with a pull_request
 * (or push) event payload, and inputs given as a plain record.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ActionIO } from "../../src/action/action-io.js";
import type { InputName } from "../../src/action/constants.js";
import type { GetInput } from "../../src/action/inputs.js";

/** An `ActionIO` that records everything said to the runner. The summary is kept in memory. */
export interface RecordingIO extends ActionIO {
  outputs: Record<string, string>;
  summaries: string[];
  annotations: { level: "error" | "warning"; message: string; title: string }[];
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
    annotate: (level, message, title) => void io.annotations.push({ level, message, title }),
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
 * Runner variables for an event in `dir`: the payload file, `GITHUB_EVENT_NAME`, the repository and the API URL.
 * A push is to `branch` (default `main`, the payload's default branch).
 */
export function runnerEnv(
  dir: string,
  event: { name: "pull_request" | "push" | "schedule" | "workflow_run"; prNumber?: number; headSha?: string; branch?: string },
  apiUrl: string,
): NodeJS.ProcessEnv {
  const payload: Record<string, unknown> = { repository: { default_branch: "main", name: "r", owner: { login: "o" } } };
  if (event.name === "pull_request") payload.pull_request = { number: event.prNumber ?? 7, head: { sha: "headsha0" } };
  if (event.name === "push") payload.ref = `refs/heads/${event.branch ?? "main"}`;
  if (event.name === "workflow_run") payload.workflow_run = { head_sha: event.headSha ?? "headsha0", pull_requests: [] };
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "o/r",
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "42",
  };
}
