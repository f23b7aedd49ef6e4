import type { OptionValues } from "commander";
import { parseEnvPairs, parseHeaderPairs } from "../checkup/option-values.js";
import { UsageError } from "../errors.js";
import { parseCommandLine } from "../mcp/command-line.js";
import { readServerConfig } from "../mcp/config-file.js";
import { readServerJson, type ServerJsonLaunch } from "../mcp/server-json.js";
import { urlForMessage, type ServerTarget } from "../mcp/target.js";

/**
 * Resolves the server under test from the CLI's words (DESIGN.md "Targets"): one command string split like a
 * shell, or an argv after `--` used exactly as given, or `--config PATH [--server NAME]`, or `--url URL`, or
 * `--server-json PATH` (see {@link serverJsonFromCli}).
 * Exactly one of them — except a command with `--url`, which starts an HTTP server and grades it at the URL.
 * `--env` and `--cwd` apply to servers started by a command or config (over the config's own env).
 * Throws `UsageError` naming the flags when none or several are given.
 */
export function resolveTarget(options: OptionValues, positionals: string[], serverArgv: string[] | undefined): ServerTarget {
  const hasCommand = positionals.length > 0 || serverArgv !== undefined;
  if (options.serverJson) {
    const others = [hasCommand ? "a server command" : undefined, options.config ? "--config" : undefined, options.url ? "--url" : undefined].filter((x) => x);
    if (others.length > 0) throw new UsageError(`give exactly one server: got --server-json and ${others.join(" and ")}`);
    if (options.server) throw new UsageError("--server NAME needs --config PATH");
    const { target } = serverJsonFromCli(options)!;
    return target.kind === "stdio" && options.cwd ? { ...target, cwd: String(options.cwd) } : target;
  }
  // A command with --url starts an HTTP server and grades it at the URL; otherwise exactly one target.
  const launchesHttp = hasCommand && Boolean(options.url) && !options.config;
  const given = [
    hasCommand && !launchesHttp ? "a server command" : undefined,
    options.config ? "--config" : undefined,
    options.url ? "--url" : undefined,
  ].filter((x): x is string => x !== undefined);
  if (given.length === 0) {
    throw new UsageError('no server given: pass a command ("node server.js"), an argv after --, --config PATH, --url URL or --server-json PATH');
  }
  if (given.length > 1) {
    throw new UsageError(`give exactly one server: got ${given.join(" and ")}`);
  }
  if (options.server && !options.config) throw new UsageError("--server NAME needs --config PATH");
  const env = parseEnvPairs("--env", (options.env as string[] | undefined) ?? []);

  if (options.url) {
    if (!/^https?:\/\//i.test(String(options.url))) {
      throw new UsageError(`--url: '${urlForMessage(String(options.url))}' is not valid; expected an http:// or https:// URL`);
    }
    const headers = parseHeaderPairs("--header", (options.header as string[] | undefined) ?? []);
    if (!launchesHttp) {
      if (Object.keys(env).length > 0 || options.cwd) throw new UsageError("--env and --cwd apply to servers started by a command; --url alone starts none");
      return { kind: "http", url: String(options.url), headers };
    }
    const { command, args } = commandOf(positionals, serverArgv);
    const launch = { command, args, ...(Object.keys(env).length > 0 ? { env } : {}), ...(options.cwd ? { cwd: String(options.cwd) } : {}) };
    return { kind: "http", url: String(options.url), headers, launch };
  }
  if (options.header) throw new UsageError("--header applies only to --url targets");

  if (options.config) {
    const target = readServerConfig(String(options.config), options.server as string | undefined, { overrides: env });
    if (target.kind === "stdio") {
      return {
        ...target,
        env: { ...(target.env ?? {}), ...env },
        ...(options.cwd ? { cwd: String(options.cwd) } : {}),
      };
    }
    return target;
  }

  const { command, args } = commandOf(positionals, serverArgv);
  return {
    kind: "stdio",
    command,
    args,
    ...(Object.keys(env).length > 0 ? { env } : {}),
    ...(options.cwd ? { cwd: String(options.cwd) } : {}),
  };
}

/** The command from one string (split like a shell), an argv after `--` (as given), or several words (an argv). */
function commandOf(positionals: string[], serverArgv: string[] | undefined): { command: string; args: string[] } {
  if (serverArgv !== undefined) {
    if (positionals.length > 0) {
      throw new UsageError(`give the server either as one string or as an argv after --, not both (got '${positionals.join(" ")}' before --)`);
    }
    if (serverArgv.length === 0) throw new UsageError("nothing after --: give the server's argv, e.g. -- node server.js");
    const [command, ...args] = serverArgv as [string, ...string[]];
    return { command, args };
  }
  if (positionals.length === 1) return parseCommandLine(positionals[0]!);
  // Several words without "--": the shell already split them; use them as an argv.
  const [command, ...args] = positionals as [string, ...string[]];
  return { command, args };
}

/**
 * The server.json of `--server-json PATH`, resolved as a client installs it (`readServerJson`): `--env` values fill
 * its variables, `--header` values its remote's headers. Undefined without `--server-json`. Throws `UsageError`
 * naming the flag.
 */
export function serverJsonFromCli(options: OptionValues): ServerJsonLaunch | undefined {
  if (!options.serverJson) return undefined;
  return readServerJson(String(options.serverJson), {
    env: parseEnvPairs("--env", (options.env as string[] | undefined) ?? []),
    headers: parseHeaderPairs("--header", (options.header as string[] | undefined) ?? []),
    processEnv: process.env,
    inputName: "--server-json",
    envInput: "--env",
    headerInput: "--header",
    commandHint: (argv) => `mcp-checkup test -- ${argv.join(" ")}`,
  });
}
