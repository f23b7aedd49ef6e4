import { appendFileSync } from "node:fs";
import * as core from "@actions/core";
import type { OutputName } from "./constants.js";

/** An annotation's title and, when the finding has one, the repository file and 1-based line it belongs to. */
export interface AnnotationPlace {
  title: string;
  file?: string;
  line?: number;
}

/**
 * What the Action says to the runner (STYLE.md "A seam for every outside thing"): outputs, the job summary,
 * annotations and log lines. {@link coreIO} is the real one, on `@actions/core`; tests may wrap it to record
 * what was said.
 */
export interface ActionIO {
  setOutput(name: OutputName, value: string): void;
  /** Appends Markdown to the job summary; false (and nothing written) when the runner gave no summary file. */
  appendSummary(markdown: string): boolean;
  /** An annotation on the run (`core.error` / `core.warning`), with a short title, anchored to a file line when given. */
  annotate(level: "error" | "warning", message: string, where: AnnotationPlace): void;
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
  annotate: (level, message, where) => {
    const properties = { title: where.title, ...(where.file !== undefined ? { file: where.file, startLine: where.line ?? 1 } : {}) };
    if (level === "error") core.error(message, properties);
    else core.warning(message, properties);
  },
  warning: (message) => core.warning(message),
  info: (message) => core.info(message),
  setSecret: (value) => core.setSecret(value),
  fail: (message) => core.setFailed(message),
};
