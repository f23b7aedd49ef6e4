import { accessSync, constants as fsConstants, readFileSync, statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { OptionError, UsageError, type OptionKey } from "../errors.js";
import { parseCommandLine } from "../mcp/command-line.js";
import type { ServerJsonDeclared } from "../mcp/server-json.js";
import { checkHttpUrl, type ServerEnvironment, type ServerTarget } from "../mcp/target.js";
import { parseEnvPairs, parseHeaderPairs } from "./option-values.js";
import { namerOf, type FaceName } from "./option-names.js";

export { describeTarget, redactorFor, type ServerEnvironment } from "../mcp/target.js";

/**
 * Where a face's raw values are read: its name (errors say each option as this face does, `option-names.ts`),
 * the folder relative paths resolve against, and the environment config variables and server.json read.
 */
export interface FaceContext {
  face: FaceName;
  /** Relative paths (files, `--cwd`) resolve against this folder (the CLI's working directory, the workspace). */
  cwd: string;
  /** The environment `${env:NAME}` in a config file and server.json's variables read. */
  env: NodeJS.ProcessEnv;
  /** The environment a started server inherits (the Action's, without its own variables); default this process's. */
  baseEnv?: ServerEnvironment;
  /** Said after "no server given" (the Action: its publish-only inputs). */
  noServerHint?: string;
}

/** The server command as a face got it: one line split like a shell, or an argv used exactly as given. */
export type CommandInput = { line: string } | { argv: readonly string[] };

/**
 * The raw target values of a face (DESIGN.md "Targets"), by the engine's names: `--config`/`mcp-config`,
 * `--server`/`mcp-server`, `--url`/`mcp-url`, `--server-json`/`mcp-server-json`, `--header`/`mcp-headers`,
 * `--env`/`mcp-env`, `--cwd`/`working-directory`. Paths as the user wrote them.
 */
export interface TargetInputs {
  command?: CommandInput;
  config?: string;
  server?: string;
  url?: string;
  serverJson?: string;
  /** `Name: value` lines. */
  headers?: readonly string[];
  /** `KEY=VALUE` pairs. */
  env?: readonly string[];
  cwd?: string;
}

/** The server to grade, and what its server.json declares when it came from one. */
export interface ResolvedTarget {
  target: ServerTarget;
  serverJson?: ServerJsonDeclared;
}

/** `path` against the face's folder. */
export function resolvedPath(context: FaceContext, path: string): string {
  return isAbsolute(path) ? path : resolve(context.cwd, path);
}

/**
 * The text of a file input, read once. Throws `UsageError` `NAME: cannot read 'PATH' (why); expected a readable
 * file` (the path as the user wrote it; `no such file` for a missing one, the error code otherwise).
 */
export function readInputFile(context: FaceContext, key: string, path: string): string {
  const name = nameOf(context, key);
  try {
    const full = resolvedPath(context, path);
    accessSync(full, fsConstants.R_OK);
    if (!statSync(full).isFile()) throw Object.assign(new Error("a folder, not a file"), { code: "a folder, not a file" });
    return readFileSync(full, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : (code ?? (error as Error).message);
    throw new UsageError(`${name}: cannot read '${path}' (${reason}); expected a readable file`);
  }
}

/** How the face says `key` (an {@link OptionKey} or, for options only one face has, its own name). */
function nameOf(context: FaceContext, key: string): string {
  return namerOf(context.face)(key as OptionKey);
}

/**
 * Runs `parse` for the option `key`: an `OptionError` it throws is worded in the face's names, and in the Action
 * every message starts with the input's name (`mcp-config: Config file …`), as all its input errors do.
 */
export function named<T>(context: FaceContext, key: OptionKey, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const say = namerOf(context.face);
    const message = error instanceof OptionError ? error.wordedFor(say) : error.message;
    const prefix = context.face === "action" && !message.startsWith(`${say(key)}:`) ? `${say(key)}: ` : "";
    throw new UsageError(`${prefix}${message}`);
  }
}

/** The command and its arguments. */
function commandOf(context: FaceContext, command: CommandInput): { command: string; args: string[] } {
  if ("line" in command) return named(context, "command", () => parseCommandLine(command.line));
  const [first, ...args] = command.argv;
  if (first === undefined) throw new UsageError("nothing after --: give the server's argv, e.g. -- node server.js");
  return { command: first, args };
}

/**
 * The one target resolver of both faces: exactly one of a command, a config file (with `server` naming one of its
 * servers), a URL, or a server.json — except a command with a URL, which starts an HTTP server and grades it at
 * the URL. `env` applies to servers we start (over a config entry's own env; `${env:NAME}` in the file sees it),
 * `headers` to URLs and server.json remotes, `cwd` (an existing folder) to started servers. Throws `UsageError`
 * worded in the face's names; reads the config file and server.json (loading their JSONC parser only then: what a
 * face loads before it spawns the server is on the run's critical path, issue 14).
 */
export async function resolveTarget(inputs: TargetInputs, context: FaceContext): Promise<ResolvedTarget> {
  const say = namerOf(context.face);
  const given: OptionKey[] = [];
  if (inputs.command !== undefined) given.push("command");
  if (inputs.config !== undefined) given.push("config");
  if (inputs.url !== undefined) given.push("url");
  if (inputs.serverJson !== undefined) given.push("server-json");
  const launchesHttp = given.length === 2 && inputs.command !== undefined && inputs.url !== undefined;
  const targets = launchesHttp ? ["url" as const] : given;
  if (targets.length === 0) {
    throw new UsageError(
      `no server given: give exactly one server with ${say("command")}, ${say("config")}, ${say("url")} or ${say("server-json")} ` +
        `(${say("command")} with ${say("url")} starts an HTTP server and grades it at the URL${context.noServerHint ? `; ${context.noServerHint}` : ""})`,
    );
  }
  if (targets.length > 1) throw new UsageError(`give exactly one server: got ${given.map((k) => say(k)).join(" and ")}`);
  if (inputs.server !== undefined && inputs.config === undefined) throw new UsageError(`${say("server")}: names a server of ${say("config")}, which is not given`);
  const headerLines = inputs.headers ?? [];
  if (headerLines.length > 0 && inputs.url === undefined && inputs.serverJson === undefined) {
    throw new UsageError(`${say("header")}: applies only to ${say("url")} and ${say("server-json")} targets`);
  }
  const env = parseEnvPairs(say("env"), inputs.env ?? []);
  const headers = parseHeaderPairs(say("header"), headerLines);
  const cwd = inputs.cwd !== undefined ? existingFolder(context, inputs.cwd) : undefined;
  const hasEnv = Object.keys(env).length > 0;
  const started = { ...(hasEnv ? { env } : {}), ...(context.baseEnv ? { baseEnv: context.baseEnv } : {}), ...(cwd !== undefined ? { cwd } : {}) };
  const notStarted = (what: string): void => {
    if (hasEnv || cwd !== undefined) throw new UsageError(`${say(hasEnv ? "env" : "cwd")}: applies only to servers started by a command or config, not ${what}`);
  };

  if (inputs.serverJson !== undefined) {
    // readServerJson reads the file itself, naming the input when it cannot.
    const { readServerJson } = await import("../mcp/server-json.js");
    const { target, declared } = readServerJson(resolvedPath(context, inputs.serverJson), {
      env,
      headers,
      processEnv: context.env,
      inputName: say("server-json"),
      envInput: say("env"),
      headerInput: say("header"),
      commandHint: (argv) => (context.face === "cli" ? `mcp-checkup test -- ${argv.join(" ")}` : `${say("command")}: ${argv.join(" ")}`),
    });
    const located = target.kind === "stdio" ? { ...target, ...(context.baseEnv ? { baseEnv: context.baseEnv } : {}), ...(cwd !== undefined ? { cwd } : {}) } : target;
    return { target: located, serverJson: declared };
  }
  if (inputs.url !== undefined) {
    const url = inputs.url;
    const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
    named(context, "url", () => checkHttpUrl(url));
    if (inputs.command === undefined) {
      notStarted(`${say("url")} alone`);
      return { target: { kind: "http", url, ...withHeaders } };
    }
    return { target: { kind: "http", url, ...withHeaders, launch: { ...commandOf(context, inputs.command), ...started } } };
  }
  if (inputs.config !== undefined) {
    const path = inputs.config;
    readInputFile(context, "config", path); // one message for an unreadable file input, as for every other file
    const { readServerConfig } = await import("../mcp/config-file.js");
    const target = named(context, "config", () => readServerConfig(resolvedPath(context, path), inputs.server, { env: context.env, overrides: env }));
    if (target.kind !== "stdio") {
      notStarted(`the HTTP server ${path} names`);
      return { target };
    }
    const merged = { ...(target.env ?? {}), ...env };
    return { target: { ...target, ...started, ...(Object.keys(merged).length > 0 ? { env: merged } : {}) } };
  }
  return { target: { kind: "stdio", ...commandOf(context, inputs.command!), ...started } };
}

/** `path` (a server's working folder) resolved, when it is an existing folder. Throws `UsageError` naming `cwd`. */
function existingFolder(context: FaceContext, path: string): string {
  const full = resolvedPath(context, path);
  let ok = false;
  try {
    ok = statSync(full).isDirectory();
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError(`${nameOf(context, "cwd")}: '${path}' is not a folder; expected an existing directory`);
  return full;
}
