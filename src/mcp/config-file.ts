/**
 * Reads a server target from an MCP client config file (DESIGN.md "Targets"): Claude Desktop and Cursor style
 * (`{"mcpServers": {NAME: entry}}`), VS Code style (`{"servers": {NAME: entry}}`, also nested as
 * `{"mcp": {"servers": …}}` in settings.json). An entry is a stdio server (`command`, `args`, `env`, `cwd`) or
 * an HTTP one (`url`, `headers`, or `type: "http" | "sse"`). The variables VS Code and Cursor fill in these files
 * are filled the same way (see `expandVariables`); any other `${…}` is refused.
 */
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, resolve, sep } from "node:path";
import { secretsOfNamedValue } from "../secrets/secret-values.js";
import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import { OptionError, UsageError } from "../errors.js";
import { isJsonObject } from "./json-object.js";
import type { ServerTarget } from "./target.js";

/** Where the variables of a config file come from (see {@link expandVariables}). */
export interface ConfigVariableSources {
  /** The environment `${env:NAME}` reads. Default: this process's, with `overrides` over it. */
  env?: Readonly<Record<string, string | undefined>>;
  /** `--env` / `mcp-env` values: `${env:NAME}` sees them, and an `env` entry they replace is not expanded at all. */
  overrides?: Readonly<Record<string, string>>;
  /** `${userHome}`. Default: `os.homedir()`. */
  home?: string;
}

/**
 * The target named `serverName` in the config file at `path` (or its only server when no name is given), its
 * variables filled (`expandVariables`). A relative `cwd` is resolved against the file's folder. Throws
 * `UsageError` with a one-line message naming the file when it is missing or unreadable, is not valid JSON (with
 * the position when known), has no servers section, does not have the named server (the known names are listed),
 * has several servers and no name was given, has an entry without `command` or `url` or with fields of the wrong
 * type, or uses a variable that cannot be filled.
 */
export function readServerConfig(path: string, serverName?: string, sources: ConfigVariableSources = {}): ServerTarget {
  const config = parseConfig(path, readConfig(path));
  const servers = serversSection(config);
  if (!servers) throw new UsageError(`Config file "${path}" has no "mcpServers" or "servers" section.`);
  const names = Object.keys(servers);
  const name = pickName(path, names, serverName);
  return expandVariables(toTarget(path, name, servers[name]), path, sources);
}

/** The variables {@link expandVariables} fills, as its error message lists them. */
export const CONFIG_VARIABLES = "${workspaceFolder}, ${workspaceFolderBasename}, ${userHome}, ${env:NAME}, ${pathSeparator} and ${/}";

/**
 * The folder `${workspaceFolder}` names for a config file: the parent of the file's folder when that folder is
 * `.vscode` or `.cursor` (a workspace's `.vscode/mcp.json`, `.cursor/mcp.json`), else the file's own folder (a
 * Claude Desktop or user-level file: the nearest thing to a workspace it has). Absolute. Pure.
 */
export function workspaceFolderOf(configPath: string): string {
  const folder = dirname(resolve(configPath));
  return [".vscode", ".cursor"].includes(basename(folder)) ? dirname(folder) : folder;
}

/**
 * `target` with the variables VS Code and Cursor fill in MCP config files filled in `command`, `args`, `env`
 * values, `cwd`, `url` and `headers` values (issue 15: `${workspaceFolder}` reached the server literally and it
 * failed to start): `${workspaceFolder}` ({@link workspaceFolderOf}: from where the file is, never from `--cwd` or
 * the shell's working directory), `${workspaceFolderBasename}`, `${userHome}`, `${env:NAME}` (this process's
 * environment with the `--env` values over it), `${pathSeparator}` and `${/}`; a relative `cwd` is then resolved
 * against the file's folder. An `env` entry that `overrides`
 * replaces is left alone. Values that `${env:NAME}` put in are secrets when their name or shape says so
 * (`secretsOfNamedValue`): they go in the target's `secrets`, so reports redact them wherever they land.
 * Throws `UsageError` (one line naming the server, the field and the variable, and what is accepted) for any other
 * `${…}` — `${input:…}` prompts the user, which a checkup cannot — and for `${env:NAME}` with NAME unset.
 */
function expandVariables(target: ServerTarget, path: string, sources: ConfigVariableSources = {}): ServerTarget {
  const overrides = sources.overrides ?? {};
  const env = { ...(sources.env ?? process.env), ...overrides };
  const workspace = workspaceFolderOf(path);
  const secrets = new Set<string>();
  const where = `Server "${target.name ?? ""}" in config file "${path}"`;
  const fill = (value: string, field: string, envName?: string): string =>
    value.replace(/\$\{([^}]*)\}/g, (whole, name: string) => {
      if (name === "workspaceFolder") return workspace;
      if (name === "workspaceFolderBasename") return basename(workspace);
      if (name === "userHome") return sources.home ?? homedir();
      if (name === "pathSeparator" || name === "/") return sep;
      const variable = /^env:(.+)$/.exec(name)?.[1];
      if (variable !== undefined) {
        const filled = env[variable];
        if (filled === undefined) throw new OptionError("env", (say) => `${where}: ${whole} in ${field}: ${variable} is not set; set it or pass ${say("env", `${variable}=VALUE`)}`);
        for (const secret of secretsOfNamedValue(variable, filled)) secrets.add(secret);
        return filled;
      }
      const problem = `${where}: ${whole} in ${field} cannot be filled (mcp-checkup fills ${CONFIG_VARIABLES}); `;
      if (envName === undefined) throw new UsageError(`${problem}write the value into the file`);
      throw new OptionError("env", (say) => `${problem}pass the value with ${say("env", `${envName}=VALUE`)}`);
    });
  const map = (values: Record<string, string> | undefined, field: string, isEnv: boolean) =>
    values === undefined
      ? undefined
      : Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isEnv && k in overrides ? v : fill(v, `${field}.${k}`, isEnv ? k : undefined)]));
  let filled: ServerTarget;
  if (target.kind === "http") {
    const headers = map(target.headers, "headers", false);
    filled = { ...target, url: fill(target.url, "url"), ...(headers ? { headers } : {}) };
  } else {
    const envValues = map(target.env, "env", true);
    filled = {
      ...target,
      command: fill(target.command, "command"),
      args: target.args.map((a, i) => fill(a, `args[${i}]`)),
      ...(envValues ? { env: envValues } : {}),
      ...(target.cwd !== undefined ? { cwd: resolve(dirname(path), fill(target.cwd, "cwd")) } : {}),
    };
  }
  return secrets.size > 0 ? { ...filled, secrets: [...(filled.secrets ?? []), ...secrets] } : filled;
}

function readConfig(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new UsageError(`Config file "${path}" does not exist.`);
    if (code === "EISDIR") throw new UsageError(`Config file "${path}" is a folder, not a file.`);
    throw new UsageError(`Config file "${path}" cannot be read (${code ?? (error as Error).message}).`);
  }
}

/**
 * Parses a config file as JSON with comments and trailing commas allowed (JSONC, what VS Code's `mcp.json` and
 * Cursor's files may hold), through jsonc-parser. Throws `UsageError` naming the file, line and column.
 */
function parseConfig(path: string, text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(text.replace(/^\uFEFF/, ""), errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    throw new UsageError(`Config file "${path}" is not valid JSON at line ${lineColumn(text, first.offset)}: ${words(printParseErrorCode(first.error))}.`);
  }
  return value;
}

/** `CommaExpected` → `comma expected` (jsonc-parser's error names, as a reader says them). */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** "3, column 5" for a character offset in `text` (1-based line and column). */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}, column ${before.at(-1)!.length + 1}`;
}

function serversSection(config: unknown): Record<string, unknown> | undefined {
  if (!isJsonObject(config)) return undefined;
  const nested = isJsonObject(config.mcp) ? config.mcp.servers : undefined;
  const section = config.mcpServers ?? config.servers ?? nested;
  return isJsonObject(section) ? section : undefined;
}

function pickName(path: string, names: string[], serverName: string | undefined): string {
  const known = names.map((n) => `"${n}"`).join(", ");
  if (serverName !== undefined) {
    if (names.includes(serverName)) return serverName;
    const listed = names.length ? `; it has ${known}` : "; it defines no servers";
    throw new UsageError(`Config file "${path}" has no server named "${serverName}"${listed}.`);
  }
  if (names.length === 1) return names[0]!;
  if (names.length === 0) throw new UsageError(`Config file "${path}" defines no servers.`);
  throw new OptionError("server", (say) => `Config file "${path}" defines several servers (${known}); pass ${say("server", "NAME")} to choose one.`);
}

function toTarget(path: string, name: string, entry: unknown): ServerTarget {
  const where = `Server "${name}" in config file "${path}"`;
  if (!isJsonObject(entry)) throw new UsageError(`${where} is not an object.`);
  const type = entry.type;
  if (typeof entry.url === "string" || type === "http" || type === "sse" || type === "streamable-http") {
    if (typeof entry.url !== "string" || entry.url === "") throw new UsageError(`${where} is an HTTP server but has no "url".`);
    const headers = stringMap(entry.headers, `${where}: "headers"`);
    return { kind: "http", url: entry.url, name, ...(headers ? { headers } : {}) };
  }
  if (typeof entry.command !== "string" || entry.command === "") throw new UsageError(`${where} has neither "command" nor "url".`);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
    throw new UsageError(`${where}: "args" must be a list of strings.`);
  }
  const env = stringMap(entry.env, `${where}: "env"`);
  if (entry.cwd !== undefined && typeof entry.cwd !== "string") throw new UsageError(`${where}: "cwd" must be a string.`);
  return {
    kind: "stdio",
    command: entry.command,
    args,
    name,
    ...(env ? { env } : {}),
    ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}), // resolved once its variables are filled
  };
}

/** A `{name: string}` map; numbers and booleans are turned into strings (as editors do for env values). */
function stringMap(value: unknown, what: string): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw new UsageError(`${what} must be an object of names to strings.`);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[key] = String(v);
    else throw new UsageError(`${what}: the value of "${key}" must be a string.`);
  }
  return out;
}
