import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { SarifOptions } from "./sarif.js";
import { repositoryUri, sarifLocations } from "./sarif-sources.js";
import { README_URL, VERSION } from "../version.js";

/** The files a run read that SARIF results can point at (paths as given, resolved against the root). */
export interface SarifFiles {
  /** The baseline snapshot (`--baseline`, `mcp-baseline`). */
  baseline?: string;
  /** The MCP client config file (`--config`, `mcp-config`) and the server chosen in it (`--server`, `mcp-server`). */
  config?: string;
  server?: string;
}

/**
 * The SARIF options of a run, shared by the CLI and the Action: this version, rule help links under
 * {@link README_URL} (only when package.json names a repository), and result locations (`sarifLocations`) from
 * `files` — each tool at its line in the baseline snapshot, every other result at the config file's line naming
 * the server — as URIs relative to `root`, the repository root (the CLI's working directory, the Action's
 * workspace). A file that cannot be read (it was validated before the run, or is a baseline not written yet)
 * only loses its locations. Never throws.
 */
export function sarifOptionsFor(files: SarifFiles, root: string): SarifOptions {
  const read = (path: string): string | undefined => {
    try {
      return readFileSync(resolve(root, path), "utf8");
    } catch {
      return undefined;
    }
  };
  const baselineText = files.baseline ? read(files.baseline) : undefined;
  const configText = files.config ? read(files.config) : undefined;
  return {
    toolVersion: VERSION,
    ...(README_URL !== undefined ? { helpBaseUrl: README_URL } : {}),
    ...sarifLocations({
      ...(files.baseline && baselineText !== undefined ? { baseline: { uri: repositoryUri(root, files.baseline), text: baselineText } } : {}),
      ...(files.config
        ? {
            config: {
              uri: repositoryUri(root, files.config),
              ...(configText !== undefined ? { text: configText } : {}),
              ...(files.server ? { server: files.server } : {}),
            },
          }
        : {}),
    }),
  };
}


/**
 * The SARIF run's `automationDetails.id` (a runAutomationDetails object) of one server: `mcp-checkup/<key>/`. Code scanning reads the part before the
 * last `/` as the category, and refuses two runs of one tool with one category in a commit (github/codeql-action#3051),
 * so each server of a matrix gets its own from a stable key (`comment-tag` or the key derived from the target
 * inputs in the Action; {@link targetKey} in the CLI) — never from the name the server reports. Pure.
 */
export function sarifAutomationId(key: string): string {
  return `mcp-checkup/${key.trim().replace(/\s+/g, "-")}/`;
}

/** `target-` and 12 hex digits of the SHA-256 of what was graded (the report's `target`): a key no secret reaches. Pure. */
export function targetKey(target: string): string {
  return `target-${createHash("sha256").update(target).digest("hex").slice(0, 12)}`;
}
