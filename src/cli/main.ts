import { CommanderError } from "commander";
import { OptionError, UsageError } from "../errors.js";
import { cliName } from "../checkup/option-names.js";
import { readCliOptions } from "./cli-options.js";
import { buildProgram, type ParsedCommand } from "./program.js";
import { runAccept, runAggregate, runDemo, runLint, runList, runRecord, runSampleServer, runSnapshot, runTest } from "./commands.js";
import type { CliIo } from "./io.js";
import { EXIT } from "./exit-codes.js";
import { VERSION } from "../version.js";
import { Redactor } from "../secrets/redactor.js";
import { redactingIo, secretsOfFlags } from "./redacting-io.js";

/** The process's own I/O, re-exported for the entry (`index.ts`), which loads this module only after its early spawn. */
export { processIo } from "./io.js";


/**
 * Splits the words at the first `--`: what comes after is the server's argv, used exactly as given.
 * Returns the words before it and the argv (undefined when there was no `--`).
 */
export function splitServerArgv(argv: readonly string[]): { head: string[]; serverArgv?: string[] } {
  const at = argv.indexOf("--");
  if (at < 0) return { head: [...argv] };
  return { head: argv.slice(0, at), serverArgv: argv.slice(at + 1) };
}

/**
 * Runs the CLI on `argv` (without `node` and the script) and resolves to the exit code. Never throws and
 * never calls `process.exit`: usage errors become one line on stderr and exit code 2.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { head, serverArgv } = splitServerArgv(argv);
  let parsed: Omit<ParsedCommand, "serverArgv"> | undefined;
  const program = buildProgram(VERSION, (p) => {
    parsed = p;
  });
  let errorText = "";
  program.exitOverride();
  program.configureOutput({
    writeOut: (text) => io.stdout(text),
    writeErr: (text) => {
      errorText += text;
    },
    outputError: (text) => {
      errorText += text;
    },
  });
  for (const sub of program.commands) {
    sub.exitOverride();
    sub.configureOutput(program.configureOutput());
  }
  try {
    await program.parseAsync(head, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return EXIT.ok; // --help, --version
      // No command at all: commander prints the whole help as an error; say what to do in one line instead.
      if (error.code === "commander.help") return noCommand(io);
      // One line: commander's message and its suggestion ("(Did you mean --timeout?)", on a line of its own), then
      // the help of the command given, where the options it names are listed.
      const line = (errorText || error.message).replace(/^error:\s*/, "").split("\n").map((part) => part.trim()).filter(Boolean).join(" ");
      const command = program.commands.find((sub) => sub.name() === head[0]);
      io.stderr(`mcp-checkup: ${line} (see mcp-checkup ${command ? `${command.name()} ` : ""}--help)\n`);
      return EXIT.usage;
    }
    return reportError(error, io);
  }
  if (!parsed) return noCommand(io);
  const parsedCommand: ParsedCommand = serverArgv === undefined ? parsed : { ...parsed, serverArgv };
  try {
    const command = readCliOptions(parsedCommand);
    // Nothing printed repeats a secret given on the command line, usage errors included.
    io = redactingIo(io, new Redactor(secretsOfFlags(command.options.target)));
    switch (command.name) {
      case "test":
        return await runTest(command, io);
      case "accept":
        return await runAccept(command, io);
      case "aggregate":
        return await runAggregate(command, io);
      case "list":
        return await runList(command, io);
      case "lint":
        return await runLint(command, io);
      case "snapshot":
        return await runSnapshot(command, io);
      case "record":
        return await runRecord(command, io);
      case "demo":
        return await runDemo(command, io);
      case "sample-server":
        return await runSampleServer(command, io);
    }
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`mcp-checkup: ${error instanceof OptionError ? error.wordedFor(cliName) : error.message}\n`);
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`mcp-checkup: internal error: ${message}\n`);
  if (io.env.MCP_CHECKUP_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  return EXIT.internal;
}

/** The usage error of a command line without a command: one line, exit 2. */
function noCommand(io: CliIo): number {
  io.stderr('mcp-checkup: no command given; try: mcp-checkup test "node server.js" (see mcp-checkup --help)\n');
  return EXIT.usage;
}
