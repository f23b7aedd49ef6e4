import { Command, Option, type OptionValues } from "commander";
import { DEFAULTS } from "../checkup/options.js";
import { CLIENT_IDS } from "../checkup/read-options.js";

/** Report formats the CLI can write. */
export const REPORT_FORMATS = ["console", "markdown", "json", "sarif", "junit"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/**
 * One `--output PATH` of the old form, with how many `--report` values came before it on the command line (the
 * option parser below records it, so an `--output` can be paired with the `--report` it follows).
 */
export interface OutputFlag {
  path: string;
  afterReports: number;
}

/** Report formats of `mcp-checkup aggregate`. */
export const AGGREGATE_FORMATS = ["console", "markdown", "json"] as const;

/** A parsed command line: which subcommand, its options (as commander typed them) and positionals. */
export interface ParsedCommand {
  name: "test" | "accept" | "aggregate" | "list" | "lint" | "snapshot" | "record" | "demo" | "sample-server";
  options: OptionValues;
  /** Positional words before `--` (a command string to split like a shell, when given). */
  positionals: string[];
  /** The server argv after `--`, used exactly as given; undefined when there was no `--`. */
  serverArgv?: string[];
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** Options that say which server to start or reach (and `--quiet`); shared by every subcommand that talks to a server. */
function addTargetOptions(command: Command): Command {
  return addQuietOption(command)
    .option("--config <path>", "read the server from a Claude Desktop / Cursor (mcpServers) or VS Code (servers) JSON file")
    .option("--server <name>", "which server of --config to use (needed when it has several)")
    .option("--url <url>", "a Streamable HTTP endpoint to test instead of a command")
    .option("--server-json <path>", "an MCP Registry server.json: start its npm package with npx (or reach its remote) as a client installs it")
    .option("--header <Name: value>", "an HTTP header for --url (repeatable)", collect)
    .option("--env <KEY=VALUE>", "an environment variable for the server, over this process's environment (repeatable)", collect)
    .option("--cwd <dir>", "working directory of the server")
    .option("--protocol <auto|legacy|revision>", "protocol era or revision to speak", DEFAULTS.protocol)
    .option("--timeout <seconds>", "timeout of each request, in seconds", String(DEFAULTS.timeoutSeconds));
}

/**
 * `--report FORMAT[=PATH]` (repeatable) and the old `--output PATH`. Each `--output` value is recorded with the
 * number of `--report` values parsed before it, so `planReports` can pair it with the `--report` it follows.
 */
function addReportOptions(command: Command, formats: readonly string[]): Command {
  let reports = 0;
  return command
    .addOption(
      new Option("--report <format[=path]>", `a report, to stdout or to PATH (repeatable): ${formats.join(", ")}; e.g. --report json=report.json`).argParser(
        (value: string, previous: string[] = []) => {
          reports += 1;
          return [...previous, value];
        },
      ),
    )
    .addOption(
      new Option("--output <path>", "old form: the file of the --report just before it (prefer --report FORMAT=PATH)").argParser(
        (path: string, previous: OutputFlag[] = []) => [...previous, { path, afterReports: reports }],
      ),
    )
    .option("--no-color", "never colour console output");
}

/** `--quiet`: no progress on stderr (the reports and errors are still written). */
function addQuietOption(command: Command): Command {
  return command.option("-q, --quiet", "no progress on stderr while the run goes");
}

/** The options of one checkup run (values, tools, probes, protocol, drift, clients, budget): `test` and `accept` share them. */
function addCheckupOptions(command: Command): Command {
  return command
    .option("--cases <n>", "happy-path cases per tool (at most: fewer when no more distinct arguments are found)", String(DEFAULTS.cases))
    .option("--no-edge-cases", "skip the invalid-input cases")
    .option("--seed <n>", "seed of value generation (same seed, same scenarios; another seed, other values in the later happy calls)", String(DEFAULTS.seed))
    .option("--arg <NAME=VALUE>", "a value for a parameter, or TOOL:NAME=VALUE for one tool (repeatable; VALUE may be JSON)", collect)
    .option("--args-file <path>", "parameter values from a JSON or YAML file")
    .option("--read-only", "call only tools annotated readOnlyHint: true")
    .option("--only <tools>", "call only these tools (comma-separated)")
    .option("--skip <tools>", "never call these tools (comma-separated)")
    .option("--probes", "run effect probes (read-only ones unless --allow-writes)")
    .option("--allow-writes", "let probes call tools that write")
    .option("--probe-config <path>", "probe configuration (JSON or YAML)")
    .option("--no-probe-grade-cap", "do not cap the grade at C on high-confidence probe failures")
    .option("--no-protocol-checks", "skip the protocol conformance checks")
    .option("--baseline <path>", "a snapshot (mcp-checkup snapshot) to report drift against")
    .option("--allow-drift", "with --ci, do not fail on error-level drift")
    .option("--clients <ids>", `check tool schemas against these clients (comma-separated: ${CLIENT_IDS.join(", ")}); counted in the grade`)
    .option("--token-budget <tokens>", "exit 1 when the server's estimated context tokens are above this");
}

/** The file `mcp-checkup accept` writes when `--accepted` is not given. */
export const DEFAULT_ACCEPTED_FILE = "mcp-accepted.yml";

/**
 * Builds the commander program. Parsing never exits the process: errors surface as `CommanderError`s that
 * the caller turns into one-line usage errors (exit 2).
 */
export function buildProgram(version: string, onParsed: (parsed: Omit<ParsedCommand, "serverArgv">) => void): Command {
  const program = new Command("mcp-checkup")
    .description("Grade a Model Context Protocol server: can an AI agent really use it?")
    .version(version, "-V, --version")
    .showSuggestionAfterError(true)
    .enablePositionalOptions();

  const test = addCheckupOptions(
    addTargetOptions(
      program
        .command("test")
        .description('call every tool with valid and invalid inputs, lint, probe and grade (e.g. mcp-checkup test "node server.js")')
        .argument("[command...]", 'the server command as one string (split like a shell), or an argv after "--"'),
    ),
  )
    .option("--accepted <path>", "a file of accepted findings (mcp-checkup accept writes it): they cost nothing; a stale entry fails --ci")
    .option("--fail-under <grade>", "exit 1 when the grade is below this letter (A-F)")
    .option("--min-coverage <fraction>", "exit 1 when fewer called tools than this (0-1 or a %) gave a conclusive happy call")
    .option("--ci", "exit 1 on blocking findings too (valid input failing, crashes, schema errors, high-confidence probe failures, stale accepted entries)");
  addReportOptions(test, REPORT_FORMATS).action((positionals: string[], options: OptionValues) =>
    onParsed({ name: "test", options, positionals }),
  );

  addCheckupOptions(
    addTargetOptions(
      program
        .command("accept")
        .description("run the checkup and write its findings to the accepted-findings file, keeping the entries already there")
        .argument("[command...]", "the server command (as for test)"),
    ),
  )
    .option("--accepted <path>", "the accepted-findings file to write or update (.json for JSON, else YAML)", DEFAULT_ACCEPTED_FILE)
    .option("--reason <text>", "why the new findings are accepted (every entry needs a reason)")
    .option("--expires <date>", "the last day (YYYY-MM-DD) the new entries accept their findings")
    .option("--prune", "drop the entries that match no finding any more (stale)")
    .action((positionals: string[], options: OptionValues) => onParsed({ name: "accept", options, positionals }));

  addReportOptions(
    program
      .command("aggregate")
      .description("one report for the JSON reports of several servers (files, or folders searched for them: a matrix's artifacts)")
      .argument("<paths...>", "JSON reports, or folders to search for them"),
    AGGREGATE_FORMATS,
  )
    .option("--fail-under <grade>", "exit 1 when a server's grade is below this letter (A-F)")
    .option("--min-coverage <fraction>", "exit 1 when a server's coverage is below this (0-1 or a %)")
    .option("--ci", "exit 1 when a server has blocking findings")
    .action((paths: string[], options: OptionValues) => onParsed({ name: "aggregate", options, positionals: paths }));

  const list = addTargetOptions(
    program.command("list").description("list the server's tools").argument("[command...]", "the server command"),
  ).option("--report <format>", "console or json", "console");
  list.action((positionals: string[], options: OptionValues) => onParsed({ name: "list", options, positionals }));

  const lint = addTargetOptions(
    program
      .command("lint")
      .description("lint what the model reads (exit 1 on any error); works offline with --tools-file")
      .argument("[command...]", "the server command"),
  )
    .option("--tools-file <path>", "lint a saved tools/list result instead of starting a server")
    .option("--instructions-file <path>", "with --tools-file: the server's instructions text")
    .option("--clients <ids>", `check tool schemas against these clients (comma-separated: ${CLIENT_IDS.join(", ")})`)
    .option("--token-budget <tokens>", "report context-over-budget (an error) above this many estimated context tokens");
  addReportOptions(lint, ["console", "markdown", "json", "sarif"]).action((positionals: string[], options: OptionValues) =>
    onParsed({ name: "lint", options, positionals }),
  );

  addTargetOptions(
    program
      .command("snapshot")
      .description("write the server's tools, canonicalised, for review in git and --baseline")
      .argument("[command...]", "the server command"),
  )
    .requiredOption("-o, --output <path>", "where to write the snapshot (- for stdout)")
    .action((positionals: string[], options: OptionValues) => onParsed({ name: "snapshot", options, positionals }));

  program
    .command("record")
    .description("sit between an MCP client and a server, relay every byte, and save each tools/call")
    .argument("[command...]", "the server argv after --")
    .option("--config <path>", "read the server from a config file")
    .option("--server <name>", "which server of --config")
    .requiredOption("-o, --output <path>", "where to write the session trace (JSON)")
    .action((positionals: string[], options: OptionValues) => onParsed({ name: "record", options, positionals }));

  addQuietOption(program.command("demo").description("grade the bundled sample server and print its scorecard"))
    .option("--bug <mode>", "give the sample server a defect: silent-skip, lose-on-write or limit-ignored")
    .option("--no-color", "never colour console output")
    .action((options: OptionValues) => onParsed({ name: "demo", options, positionals: [] }));

  program
    .command("sample-server")
    .description("run the bundled sample MCP server on stdio")
    .option("--bug <mode>", "silent-skip, lose-on-write or limit-ignored")
    .action((options: OptionValues) => onParsed({ name: "sample-server", options, positionals: [] }));

  return program;
}
