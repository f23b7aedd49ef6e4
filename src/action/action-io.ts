import { appendFileSync } from "node:fs";
import * as core from "@actions/core";
import type { OutputName } from "./constants.js";

/**
 * What the Action says to the runner (STYLE.md "A seam for every outside thing"): outputs, the job summary,
 * annotations and log lines. {@link coreIO} is the real one, on `@actions/core`; tests may wrap it to record
 * what was said.
 */
export interface ActionIO {
  setOutput(name: OutputName, value: string): void;
  /** Appends Markdown to the job summary; false (and nothing written) when the runner gave no summary file. */
  appendSummary(markdown: string): boolean;
  /** An annotation on the run (`core.error` / `core.warning`), with a short title. */
  annotate(level: "error" | "warning", message: string, title: string): void;
  /** A warning annotation: something was not published, or an input is not supported yet. */
  warning(message: string): void;
  info(message: string): void;
  /** Masks a value in every later log line (`core.setSecret`). */
  setSecret(value: string): void;
  /** Fails the step with one message (`core.setFailed`: an error annotation and exit code 1). */
  fail(message: string): void;
}

/**
 * The runner-facing {@link ActionIO}. The summary is appended to the file named by `GITHUB_STEP_SUMMARY` read at
 * call time (`core.summary` caches the path on first use, and throws when it is unset — here that is a quiet
 * `false`: a local run has no summary).
 */
export const coreIO: ActionIO = {
  setOutput: (name, value) => core.setOutput(name, value),
  appendSummary(markdown) {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (!path) return false;
    appendFileSync(path, markdown.endsWith("\n") ? markdown : `${markdown}\n`, "utf8");
    return true;
  },
  annotate: (level, message, title) => (level === "error" ? core.error(message, { title }) : core.warning(message, { title })),
  warning: (message) => core.warning(message),
  info: (message) => core.info(message),
  setSecret: (value) => core.setSecret(value),
  fail: (message) => core.setFailed(message),
};
