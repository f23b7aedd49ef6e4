/**
 * Which server the CLI may spawn before its own code has loaded (issue 14; `checkup/early-spawn.ts`): read from the
 * words of the command line alone, without the option parser, for `test`, `accept`, `lint`, `list` and `snapshot`
 * given a server command — one string, or an argv after `--`. Only when that reading is certain: any flag that
 * changes what is started (`--config`, `--env`, `--cwd`, `--url`, …), starts nothing (`--tools-file`, `--help`,
 * `--version`), or is not known here means no early spawn, and the server is spawned as before, after the options
 * are read. What is spawned ahead is used only when the options, once read, give the very same launch; otherwise
 * it is stopped. The flag lists are checked against the option parser's by a test.
 */
import { parseCommandLine, type StdioLaunch } from "../checkup/early-spawn.js";

/** The commands that start the server given on their command line. */
export const AHEAD_COMMANDS: ReadonlySet<string> = new Set(["test", "accept", "lint", "list", "snapshot"]);

/** Flags of those commands that take a value (the next word, or after `=`) and do not change what is started. */
export const VALUE_FLAGS: ReadonlySet<string> = new Set([
  "--accepted", "--arg", "--args-file", "--baseline", "--cases", "--clients", "--expires", "--fail-under", "--min-coverage", "--only",
  "--output", "-o", "--probe-config", "--protocol", "--reason", "--report", "--seed", "--skip", "--timeout", "--token-budget",
]);

/** Flags of those commands that take no value. */
export const SWITCH_FLAGS: ReadonlySet<string> = new Set([
  "--allow-drift", "--allow-writes", "--ci", "--no-color", "--no-edge-cases", "--no-probe-grade-cap", "--no-protocol-checks", "--probes",
  "--prune", "--quiet", "-q", "--read-only",
]);

/** Flags after which nothing is spawned ahead: they choose or change the server, or mean none is started. */
export const NOT_AHEAD_FLAGS: ReadonlySet<string> = new Set([
  "--config", "--server", "--url", "--server-json", "--header", "--env", "--cwd", "--tools-file", "--instructions-file",
]);

/**
 * The launch `argv` (the CLI's arguments, without `node` and the script) starts, when it can be told from the words
 * alone; else undefined. Pure; never throws (a command string that does not split is left to the option parser).
 */
export function launchAhead(argv: readonly string[]): StdioLaunch | undefined {
  const [name, ...rest] = argv;
  if (name === undefined || !AHEAD_COMMANDS.has(name)) return undefined;
  const dash = rest.indexOf("--");
  const head = dash < 0 ? rest : rest.slice(0, dash);
  const positionals: string[] = [];
  for (let i = 0; i < head.length; i++) {
    const word = head[i]!;
    if (!word.startsWith("-") || word === "-") {
      positionals.push(word);
      continue;
    }
    const eq = word.startsWith("--") ? word.indexOf("=") : -1;
    const flag = eq < 0 ? word : word.slice(0, eq);
    if (VALUE_FLAGS.has(flag)) {
      if (eq < 0) i += 1; // its value is the next word, whatever it looks like
      continue;
    }
    if (SWITCH_FLAGS.has(flag) && eq < 0) continue;
    return undefined; // one of NOT_AHEAD_FLAGS, --help, --version, a bundle of short flags, or unknown
  }
  if (dash >= 0) {
    const [command, ...args] = rest.slice(dash + 1);
    return positionals.length === 0 && command !== undefined ? { command, args } : undefined;
  }
  if (positionals.length > 1) return { command: positionals[0]!, args: positionals.slice(1) };
  if (positionals.length === 0) return undefined;
  try {
    return parseCommandLine(positionals[0]!);
  } catch {
    return undefined;
  }
}
