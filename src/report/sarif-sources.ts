import { isAbsolute, relative, resolve, sep } from "node:path";
import { snapshotToolLines } from "../drift/snapshot-lines.js";
import type { SarifOptions, SourceLocation } from "./sarif.js";

/**
 * Files a run read that SARIF results can point at. `uri` is repository-relative with `/` separators
 * (see {@link repositoryUri}); texts are the files' contents (the faces read them; this module reads nothing).
 */
export interface SarifSources {
  /** The baseline snapshot (`--baseline`, `mcp-baseline`), as `renderSnapshot` wrote it. */
  baseline?: { uri: string; text: string };
  /**
   * The MCP client config file the server was read from (`--config`, `mcp-config`); with its text and the
   * server's name (`--server`, `mcp-server`), results point at the line that names the server.
   */
  config?: { uri: string; text?: string; server?: string };
}

/**
 * Where SARIF results are located (issue 7 "SARIF and JUnit": at the snapshot line of the tool when known, else
 * at the config file): `locations` maps each tool of the baseline snapshot to the 1-based line of its `"name"`
 * (`snapshotToolLines`); `defaultLocation`, used for every other finding, is the config file — at the first line
 * naming the server as a JSON key when its text and name are given and that line is found, else line 1.
 * Empty when neither file is given (results then carry only logical locations). Pure; never throws.
 */
export function sarifLocations(sources: SarifSources): Pick<SarifOptions, "locations" | "defaultLocation"> {
  const out: Pick<SarifOptions, "locations" | "defaultLocation"> = {};
  if (sources.baseline !== undefined) {
    const { uri, text } = sources.baseline;
    const locations = new Map<string, SourceLocation>();
    for (const [tool, line] of snapshotToolLines(text)) locations.set(tool, { uri, line });
    if (locations.size > 0) out.locations = locations;
  }
  if (sources.config !== undefined) {
    const { uri, text, server } = sources.config;
    out.defaultLocation = { uri, line: text !== undefined && server !== undefined ? (serverLine(text, server) ?? 1) : 1 };
  }
  return out;
}

/** The 1-based line whose first token is `"<server>":` (the server's key in `mcpServers` / `servers`), if any. */
function serverLine(text: string, server: string): number | undefined {
  const key = JSON.stringify(server);
  const index = text.split(/\r?\n/).findIndex((line) => {
    const trimmed = line.trimStart();
    return trimmed.startsWith(key) && /^\s*:/.test(trimmed.slice(key.length));
  });
  return index < 0 ? undefined : index + 1;
}

/**
 * A file path as a SARIF artifact URI relative to the repository root `root` (GitHub code scanning resolves
 * result locations against the checkout): `path` resolved against `root`, made relative to it, with `/`
 * separators. A path outside `root` keeps its `../` steps (valid SARIF, but code scanning cannot place it).
 */
export function repositoryUri(root: string, path: string): string {
  const rel = relative(root, isAbsolute(path) ? path : resolve(root, path));
  return rel.split(sep).join("/");
}
