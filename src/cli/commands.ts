import { existsSync, readFileSync } from "node:fs";
import type { OptionValues } from "commander";
import { DEFAULTS, type CheckupOptions } from "../checkup/options.js";
import { parseInteger, parseNameList, parseProtocol, parseSeconds } from "../checkup/option-values.js";
import { runCheckup } from "../checkup/run-checkup.js";
import { readArgOverrides } from "../scenarios/arg-overrides.js";
import { ServerStartError, UsageError } from "../errors.js";
import { connect } from "../mcp/connect.js";
import type { McpConnection } from "../mcp/connection.js";
import { describeTarget, type ServerTarget } from "../mcp/target.js";
import { CLIENT_IDS, clientProfiles } from "../lint/client-profiles.js";
import { parseToolsFile } from "../lint/tools-file.js";
import { parseProbeConfig } from "../probes/config.js";
import { parseSnapshot, renderSnapshot } from "../drift/snapshot.js";
import { liveSnapshot } from "../checkup/live-snapshot.js";
import { listingFindings, startFailureFinding } from "../checkup/run-findings.js";
import { formatPercent } from "../report/format.js";
import { blockingFindings, budgetFailures } from "../scorecard/blocking.js";
import { coverageMeets, gradeAtLeast, parseCoverage, parseGrade } from "../scorecard/grade.js";
import { buildLintScorecard } from "../checkup/lint-scorecard.js";
import { SAMPLE_BUGS } from "../sample/notes-store.js";
import type { Scorecard } from "../scorecard/types.js";
import { SERVER_FAILURE_RULES } from "../scorecard/score.js";
import { acceptedFormat, entrySubject, parseAcceptedFile, parseExpires, renderAcceptedFile, updateAcceptedEntries, type AcceptedEntry } from "../findings/accepted.js";
import type { CliIo } from "./io.js";
import { EXIT, signalExitCode } from "./exit-codes.js";
import { AGGREGATE_FORMATS, type ParsedCommand } from "./program.js";
import { findReportFiles, loadReports } from "../checkup/saved-reports.js";
import { aggregateReports } from "../scorecard/aggregate.js";
import { checkedOutput, planReports, writeReportFile, type ReportTarget } from "./report-outputs.js";
import { redactingIo } from "./redacting-io.js";
import { redactorFor } from "../mcp/target.js";
import { Redactor } from "../secrets/redactor.js";
import { redactScorecard } from "../scorecard/redact-scorecard.js";
import { resolveTarget, serverJsonFromCli } from "./target-options.js";
import { phaseText, RunProgress } from "./progress.js";

function readTextFile(flag: string, path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new UsageError(`${flag}: cannot read '${path}' (${reason})`);
  }
}

function connectOptions(options: OptionValues) {
  return {
    protocol: parseProtocol("--protocol", String(options.protocol ?? DEFAULTS.protocol)),
    timeoutMs: parseSeconds("--timeout", String(options.timeout ?? DEFAULTS.timeoutSeconds)) * 1000,
  };
}

/**
 * Validates every `test` option into `CheckupOptions` before anything starts (STYLE.md: one typed options
 * value, validated before any side effect). Throws `UsageError` naming the flag.
 */
export function checkupOptionsFromCli(command: ParsedCommand, target: ServerTarget): CheckupOptions {
  const o = command.options;
  const { protocol, timeoutMs } = connectOptions(o);
  const probeConfig = o.probeConfig ? parseProbeConfig(readTextFile("--probe-config", o.probeConfig), o.probeConfig) : undefined;
  const argsFileText = o.argsFile ? readTextFile("--args-file", o.argsFile) : undefined;
  return {
    target,
    protocol,
    timeoutSeconds: timeoutMs / 1000,
    cases: parseInteger("--cases", String(o.cases), 1, 50),
    edgeCases: o.edgeCases !== false,
    seed: parseInteger("--seed", String(o.seed), 0, 2 ** 32 - 1),
    args: readArgOverrides({ pairs: (o.arg as string[] | undefined) ?? [], flag: "--arg", file: argsFileText, fileName: o.argsFile }),
    readOnly: Boolean(o.readOnly),
    only: parseNameList(o.only),
    skip: parseNameList(o.skip),
    probes: Boolean(o.probes),
    allowWrites: Boolean(o.allowWrites),
    ...(probeConfig !== undefined ? { probeConfig } : {}),
    probeGradeCap: o.probeGradeCap !== false,
    protocolChecks: o.protocolChecks !== false,
    ...(o.baseline ? { baseline: parseSnapshot(readTextFile("--baseline", o.baseline), o.baseline) } : {}),
    ...lintOptionsFromCli(o),
  };
}

/** `--clients` (validated profile ids) and `--token-budget`, shared by `test` and `lint`. Throws `UsageError` naming the flag. */
function lintOptionsFromCli(o: OptionValues): Pick<CheckupOptions, "clients" | "tokenBudget"> {
  const clients = o.clients !== undefined ? clientProfiles("--clients", parseNameList(String(o.clients))).map((p) => p.id) : [];
  if (o.clients !== undefined && clients.length === 0) throw new UsageError(`--clients: expected one or more of ${CLIENT_IDS.join(", ")}, comma-separated`);
  return {
    ...(clients.length > 0 ? { clients } : {}),
    ...(o.tokenBudget !== undefined ? { tokenBudget: parseInteger("--token-budget", String(o.tokenBudget), 1) } : {}),
  };
}

/**
 * The renderers (`render-report.ts`), loaded on first use: a command starts loading them once its server is being
 * started, so the server is spawned before they are evaluated (issue 14: every millisecond before the spawn is on
 * the run's critical path).
 */
let renderers: Promise<typeof import("./render-report.js")> | undefined;
const loadRenderers = () => (renderers ??= import("./render-report.js"));
/** The lint rules, loaded on first use the same way (`lint` loads them while the server starts). */
let lintModule: Promise<typeof import("../lint/index.js")> | undefined;
const loadLint = () => (lintModule ??= import("../lint/index.js"));

/** Whether the console report on stdout is coloured: a terminal, without `--no-color` or `NO_COLOR`. */
function consoleColor(command: ParsedCommand, io: CliIo): boolean {
  return io.isTTY && command.options.color !== false && !io.env.NO_COLOR;
}

/** The progress of a command's run on stderr (`--quiet` turns it off; `--no-color` and `NO_COLOR` its colour). */
function progressFor(command: ParsedCommand, io: CliIo): RunProgress {
  return new RunProgress(io, { quiet: Boolean(command.options.quiet), color: command.options.color !== false && !io.env.NO_COLOR });
}

/**
 * Runs one checkup for `test` and `accept`, with progress on stderr (erased before anything else is printed) and
 * SIGINT/SIGTERM stopping the run: the scorecard, and the signal that stopped it, if one did.
 */
async function runWithProgress(command: ParsedCommand, options: CheckupOptions, io: CliIo): Promise<{ scorecard: Scorecard; signalled?: string }> {
  const controller = new AbortController();
  let signalled: string | undefined;
  const unsubscribe = io.onSignal?.((signal) => {
    signalled ??= signal;
    controller.abort(signal);
  });
  const progress = progressFor(command, io);
  try {
    const running = runCheckup({ ...options, signal: controller.signal }, progress.events());
    void loadRenderers(); // the server is being spawned: the renderers load meanwhile
    const scorecard = await running;
    return { scorecard, ...(signalled !== undefined ? { signalled } : {}) };
  } finally {
    progress.stop();
    unsubscribe?.();
  }
}

/**
 * Connects to the server of `list`, `lint` or `snapshot`, with progress. A server that will not start is a result,
 * not our bug: the `server-start-failed` finding's message (with the end of the server's stderr) and its fix go to stderr,
 * and undefined comes back (the command exits 1). Other errors are thrown.
 */
async function connectForListing(command: ParsedCommand, target: ServerTarget, io: CliIo): Promise<McpConnection | undefined> {
  const progress = progressFor(command, io);
  progress.phase(phaseText("connect", describeTarget(target))!);
  try {
    return await connect(target, connectOptions(command.options));
  } catch (error) {
    if (!(error instanceof ServerStartError)) throw error;
    progress.stop();
    const problem = startFailureFinding(error, target); // its message ends with the server's last stderr lines
    io.stderr(`mcp-checkup: ${problem.message}\n  Fix: ${problem.fix}\n`);
    return undefined;
  } finally {
    progress.stop();
  }
}

/**
 * Writes each planned report: to its file, or to stdout. With `filesOnly` (an interrupted run), the report meant
 * for stdout is left out when it is the console report (the one line about the interruption says enough). Returns
 * the paths written.
 */
async function emitReports(command: ParsedCommand, scorecard: Scorecard, io: CliIo, plan: readonly ReportTarget[], filesOnly = false): Promise<string[]> {
  const { renderReport } = await loadRenderers();
  const color = consoleColor(command, io);
  const written: string[] = [];
  for (const target of plan) {
    if (filesOnly && target.path === undefined && target.format === "console") continue;
    const toStdout = target.path === undefined;
    const text = renderReport(target.format, scorecard, color && toStdout, command.options, command.name === "lint", toStdout ? io.columns : undefined);
    if (target.path) {
      writeReportFile(target.path, text);
      written.push(target.path);
    } else io.stdout(text.endsWith("\n") ? text : `${text}\n`);
  }
  return written;
}

const TEST_FORMATS = ["console", "markdown", "json", "sarif", "junit"] as const;

/**
 * `mcp-checkup test`: the main job. Exit 1 when `--fail-under` or `--ci` fails. On SIGINT or SIGTERM the run stops
 * calling, the server is stopped, the partial reports (`interrupted: true`) are written to their files, one line
 * says so, and the exit code is 130 or 143. An internal error part way writes the partial reports too (exit 3).
 */
export async function runTest(command: ParsedCommand, io: CliIo): Promise<number> {
  const target = resolveTarget(command.options, command.positionals, command.serverArgv);
  const out = redactingIo(io, redactorFor(target));
  const gates = cliGates(command.options);
  const serverJson = serverJsonFromCli(command.options);
  const acceptedFile = command.options.accepted !== undefined ? String(command.options.accepted) : undefined;
  const accepted = acceptedFile !== undefined ? parseAcceptedFile(readTextFile("--accepted", acceptedFile), acceptedFile, "--accepted") : undefined;
  const options = {
    ...checkupOptionsFromCli(command, target),
    ...(serverJson ? { serverJson: serverJson.declared } : {}),
    ...(accepted !== undefined ? { accepted } : {}),
  };
  const plan = planReports(command.options, TEST_FORMATS); // validated (output paths too) before anything starts
  const { scorecard, signalled } = await runWithProgress(command, options, out);
  if (scorecard.interrupted) {
    const written = await emitReports(command, scorecard, out, plan, true);
    const where = written.length > 0 ? `partial report (interrupted: true) written to ${written.join(", ")}` : "no report file was asked for (--report FORMAT=PATH)";
    out.stderr(`mcp-checkup: ${signalled ? `interrupted by ${signalled}` : scorecard.interruption}; the server was stopped; ${where}\n`);
    return signalled ? signalExitCode(signalled) : EXIT.internal;
  }
  await emitReports(command, scorecard, out, plan);
  return gateExitCode(scorecard, gates, out);
}

interface CliGates {
  failUnder: ReturnType<typeof parseGrade> | undefined;
  minCoverage: number | undefined;
  ci: boolean;
  allowDrift: boolean;
}

/** The gates of `--fail-under`, `--min-coverage` and `--ci` (and `--token-budget`, always a gate), from the options. Throws `UsageError`. */
function cliGates(o: OptionValues): CliGates {
  return {
    failUnder: o.failUnder ? parseGrade(String(o.failUnder), "--fail-under") : undefined,
    minCoverage: o.minCoverage !== undefined ? parseCoverage(String(o.minCoverage), "--min-coverage") : undefined,
    ci: Boolean(o.ci),
    allowDrift: Boolean(o.allowDrift),
  };
}

/**
 * Why a scorecard fails the CLI's gates, one sentence each in the CLI's words: over `--token-budget` (with or
 * without `--ci`), below `--fail-under`, below `--min-coverage`, blocking findings with `--ci` (accepted findings
 * never block; stale accepted entries do). Pure.
 */
function cliGateFailures(scorecard: Scorecard, { failUnder, minCoverage, ci, allowDrift }: CliGates): string[] {
  const failures: string[] = [];
  const over = budgetFailures(scorecard);
  if (over.length > 0) failures.push(`over --token-budget: ${over[0]!.message}`);
  if (failUnder && !gradeAtLeast(scorecard.grade, failUnder)) failures.push(`grade ${scorecard.grade} is below --fail-under ${failUnder}`);
  if (minCoverage !== undefined && !coverageMeets(scorecard.coverage, minCoverage)) {
    failures.push(`coverage ${formatPercent(scorecard.coverage ?? 0)} is below --min-coverage ${formatPercent(minCoverage)} (see "Calls that counted for nothing" for the values or environment that raise it)`);
  }
  if (ci) {
    const blocking = blockingFindings(scorecard, { allowDrift });
    if (blocking.length > 0) failures.push(`${blocking.length} blocking finding(s) with --ci (first: ${blocking[0]!.rule}${blocking[0]!.tool !== undefined ? ` on ${blocking[0]!.tool}` : ""})`);
  }
  return failures;
}

function gateExitCode(scorecard: Scorecard, gates: CliGates, io: CliIo): number {
  const failures = cliGateFailures(scorecard, gates);
  for (const failure of failures) io.stderr(`mcp-checkup: ${failure}\n`);
  if (gates.ci) {
    // The blocking findings by name, so the new one among accepted ones is plain to see.
    for (const f of blockingFindings(scorecard, { allowDrift: gates.allowDrift }).slice(0, 20)) io.stderr(`  - ${f.rule}${f.tool ? ` (${f.tool})` : ""}: ${f.message}\n`);
  }
  return failures.length > 0 ? EXIT.gateFailed : EXIT.ok;
}

/**
 * `mcp-checkup aggregate PATH...`: one report for the JSON reports of several servers — files, or folders searched
 * for them (a matrix's downloaded artifacts). Each report is checked as publish-only mode checks it (`loadReports`):
 * one that is not a report, or whose grade does not follow from its own results, is refused and named. Writes the
 * `--report` formats (console by default; markdown, json), and exits 1 when a server fails `--fail-under`,
 * `--min-coverage` or `--ci` (or its token budget) or a report was refused; 2 when no report was found.
 */
export async function runAggregate(command: ParsedCommand, io: CliIo): Promise<number> {
  const gates = cliGates(command.options);
  const plan = planReports(command.options, AGGREGATE_FORMATS);
  const found = findReportFiles(command.positionals, "aggregate");
  const loaded = loadReports(found);
  if (loaded.inputs.length === 0 && loaded.refused.length === 0) {
    throw new UsageError(`aggregate: no mcp-checkup JSON report in ${command.positionals.join(", ")} (looked for *.json files that are reports)`);
  }
  const report = aggregateReports(loaded.inputs, (s) => cliGateFailures(s, gates), loaded.refused);
  // Loaded here, not at start-up: its text measure (string-width) costs every other command's start ~20 ms.
  const { renderAggregateConsole, renderAggregateJson, renderAggregateMarkdown } = await import("../report/aggregate.js");
  for (const target of plan) {
    const text =
      target.format === "json"
        ? renderAggregateJson(report)
        : target.format === "markdown"
          ? renderAggregateMarkdown(report)
          : renderAggregateConsole(report, target.path === undefined && io.columns !== undefined ? { width: io.columns } : {});
    if (target.path) writeReportFile(target.path, text);
    else io.stdout(text);
  }
  for (const skipped of loaded.skipped) io.stderr(`mcp-checkup: aggregate: skipped ${skipped} (not an mcp-checkup report)\n`);
  for (const r of loaded.refused) io.stderr(`mcp-checkup: aggregate: refused ${r.source}: ${r.reason}\n`);
  return report.failing.length > 0 || report.refused.length > 0 ? EXIT.gateFailed : EXIT.ok;
}

/**
 * `mcp-checkup accept`: runs the checkup like `test` (the same options, so the same findings) with the file named by
 * `--accepted` applied when it exists, then writes that file: its entries as they were (reasons and dates kept), one
 * new entry per finding not named yet (errors and warnings, with `--reason` and `--expires`), and without the stale
 * entries when `--prune` (`updateAcceptedEntries`). Without `--reason` it only prunes, and says which findings it did
 * not add. Nothing is written when the server could not be graded (it did not start) or the run was interrupted.
 * Exit 0 once written; 1 when nothing could be written for that reason; 2 for a bad option or file.
 */
export async function runAccept(command: ParsedCommand, io: CliIo): Promise<number> {
  const o = command.options;
  const target = resolveTarget(o, command.positionals, command.serverArgv);
  const out = redactingIo(io, redactorFor(target));
  const file = String(o.accepted);
  const today = new Date().toISOString().slice(0, 10);
  const reason = o.reason !== undefined ? String(o.reason).trim() : undefined;
  if (reason === "") throw new UsageError("--reason: it is empty; say why the findings are accepted (e.g. --reason \"known upstream bug, #42\")");
  if (reason === undefined && !o.prune) {
    throw new UsageError("accept: give --reason TEXT (why these findings are accepted: every entry needs a reason), or --prune to only drop stale entries");
  }
  const expires = o.expires !== undefined ? parseExpires("--expires", String(o.expires), today) : undefined;
  const previous = existsSync(file) ? parseAcceptedFile(readTextFile("--accepted", file), file, "--accepted") : undefined;
  checkedOutput("--accepted", file);
  const serverJson = serverJsonFromCli(o);
  const options = {
    ...checkupOptionsFromCli(command, target),
    ...(serverJson ? { serverJson: serverJson.declared } : {}),
    ...(previous !== undefined ? { accepted: previous } : {}),
  };
  const { scorecard, signalled } = await runWithProgress(command, options, out);
  if (scorecard.interrupted) {
    out.stderr(`mcp-checkup: accept ${signalled ? `interrupted by ${signalled}` : `stopped: ${scorecard.interruption}`}; ${file} was not written\n`);
    return signalled ? signalExitCode(signalled) : EXIT.internal;
  }
  const failure = scorecard.findings.find((f) => SERVER_FAILURE_RULES.includes(f.rule));
  if (failure !== undefined) {
    out.stderr(`mcp-checkup: accept: the server could not be graded (${failure.rule}: ${failure.message}); ${file} was not written\n`);
    return EXIT.gateFailed;
  }
  const update = updateAcceptedEntries(previous?.entries ?? [], scorecard.findings, {
    ...(reason !== undefined ? { reason } : {}),
    ...(expires !== undefined ? { expires } : {}),
    prune: Boolean(o.prune),
    complete: true,
  });
  const text = renderAcceptedFile(update.entries, acceptedFormat(file));
  const before = previous !== undefined ? readTextFile("--accepted", file) : null;
  if (text !== before) writeReportFile(file, text);
  const entries = (list: readonly AcceptedEntry[]) => list.map((e) => `  - ${describeEntry(e)}\n`).join("");
  const kept = update.entries.length - update.added.length;
  out.stderr(
    `mcp-checkup: ${file}: ${text === before ? "unchanged" : "written"}; ${update.added.length} added, ${kept} kept` +
      (update.pruned.length > 0 ? `, ${update.pruned.length} stale dropped (--prune)` : "") +
      (update.stale.length > 0 && update.pruned.length === 0 ? `, ${update.stale.length} stale kept (--prune drops them; they fail --ci)` : "") +
      "\n" +
      entries(update.added),
  );
  const expired = scorecard.findings.filter((f) => f.rule === "accepted-expired");
  for (const f of expired) out.stderr(`  ! ${f.message}\n`);
  if (update.notAdded.length > 0) {
    out.stderr(`mcp-checkup: ${update.notAdded.length} finding(s) not added without --reason:\n`);
    for (const f of update.notAdded.slice(0, 20)) out.stderr(`  - ${f.rule}${f.tool !== undefined ? ` on ${f.tool}` : ""}: ${f.message}\n`);
  }
  return EXIT.ok;
}

/** `description-short on get_note · title (/description): reason, until 2027-03-01`: one entry on one line. */
function describeEntry(e: AcceptedEntry): string {
  return `${entrySubject(e)}${e.pointer !== undefined ? ` (${e.pointer})` : ""}: ${e.reason}${e.expires !== undefined ? `, until ${e.expires}` : ""}`;
}

/** `mcp-checkup list`: the server's tools as a table or JSON. */
export async function runList(command: ParsedCommand, io: CliIo): Promise<number> {
  const target = resolveTarget(command.options, command.positionals, command.serverArgv);
  const format = String(command.options.report ?? "console");
  if (format !== "console" && format !== "json") throw new UsageError(`--report: '${format}' is not valid for list; expected console or json`);
  const redactor = redactorFor(target);
  void loadRenderers();
  const connection = await connectForListing(command, target, redactingIo(io, redactor));
  if (connection === undefined) return EXIT.gateFailed;
  try {
    const tools = redactor.json((await connection.listTools()).tools);
    const { renderToolList } = await loadRenderers();
    if (format === "json") io.stdout(redactor.text(`${JSON.stringify(tools, null, 2)}\n`));
    else io.stdout(redactor.text(renderToolList(tools, { color: consoleColor(command, io), ...(io.columns !== undefined ? { width: io.columns } : {}) })));
    return EXIT.ok;
  } finally {
    await connection.close();
  }
}

/** `mcp-checkup lint`: static checks only; exit 1 on any error-severity finding. */
export async function runLint(command: ParsedCommand, io: CliIo): Promise<number> {
  const o = command.options;
  let tools;
  let instructions: string | undefined;
  let server = { name: "", version: "" };
  let protocol: { era: "legacy" | "modern"; version: string } = { era: "legacy", version: "" };
  let targetText: string;
  const plan = planReports(o, ["console", "markdown", "json", "sarif"]);
  const optIn = lintOptionsFromCli(o);
  let redactor = Redactor.none;
  let closing: Promise<void> = Promise.resolve();
  if (o.toolsFile) {
    if (command.positionals.length > 0 || command.serverArgv || o.config || o.url) {
      throw new UsageError("--tools-file lints a saved tools/list without a server; do not also give a server");
    }
    tools = parseToolsFile(readTextFile("--tools-file", o.toolsFile), o.toolsFile);
    if (o.instructionsFile) instructions = readTextFile("--instructions-file", o.instructionsFile);
    targetText = String(o.toolsFile);
  } else {
    if (o.instructionsFile) throw new UsageError("--instructions-file goes with --tools-file");
    const target = resolveTarget(o, command.positionals, command.serverArgv);
    redactor = redactorFor(target);
    void loadRenderers();
    void loadLint();
    const connection = await connectForListing(command, target, redactingIo(io, redactor));
    if (connection === undefined) return EXIT.gateFailed;
    try {
      tools = (await connection.listTools()).tools;
      instructions = connection.instructions;
      server = { name: connection.serverInfo.name, version: connection.serverInfo.version };
      protocol = { era: connection.era, version: connection.protocolVersion };
    } finally {
      // The server stops while the tools are linted; it is gone before anything is printed.
      closing = connection.close();
    }
    targetText = String(command.positionals.join(" ") || command.serverArgv?.join(" ") || o.config || o.url || o.serverJson);
  }
  const { lintServer } = await loadLint();
  const lint = lintServer({
    tools,
    ...(instructions !== undefined ? { instructions } : {}),
    ...(optIn.clients !== undefined ? { clients: clientProfiles("--clients", optIn.clients) } : {}),
    ...(optIn.tokenBudget !== undefined ? { tokenBudget: optIn.tokenBudget } : {}),
  });
  const scorecard = redactScorecard(buildLintScorecard({ tools, instructions, server, protocol, target: targetText, lint }), redactor);
  await closing;
  await emitReports(command, scorecard, redactingIo(io, redactor), plan);
  return lint.findings.some((f) => f.severity === "error") ? EXIT.gateFailed : EXIT.ok;
}

/** `mcp-checkup snapshot`: canonical tools snapshot for git review and `--baseline`. */
export async function runSnapshot(command: ParsedCommand, io: CliIo): Promise<number> {
  const target = resolveTarget(command.options, command.positionals, command.serverArgv);
  const out = String(command.options.output);
  if (out !== "-") checkedOutput("-o, --output", out);
  const redactor = redactorFor(target);
  const connection = await connectForListing(command, target, redactingIo(io, redactor));
  if (connection === undefined) return EXIT.gateFailed;
  try {
    const listing = await connection.listTools();
    // A partial listing would make a baseline that reports every missing tool as removed.
    const problems = listingFindings(listing);
    if (problems.length > 0) throw new UsageError(`snapshot not written: ${problems[0]!.message}`);
    const text = redactor.text(renderSnapshot(redactor.json(liveSnapshot(connection, listing.tools))));
    if (out === "-") io.stdout(text);
    else {
      writeReportFile(out, text);
      io.stderr(`mcp-checkup: wrote ${out} (${listing.tools.length} tools, MCP ${connection.protocolVersion})\n`);
    }
    return EXIT.ok;
  } finally {
    await connection.close();
  }
}

/** `mcp-checkup record -o FILE -- <server argv>`: relays a client's session with the server and saves each tools/call; exits with the server's exit code. */
export async function runRecord(command: ParsedCommand, io: CliIo): Promise<number> {
  const target = resolveTarget(command.options, command.positionals, command.serverArgv);
  const output = String(command.options.output);
  checkedOutput("-o, --output", output);
  const { recordSession } = await import("../record/run-record.js");
  return recordSession({
    target,
    output,
    stdin: io.stdinStream,
    stdout: io.stdoutStream,
    stderr: (text) => io.stderr(text),
    ...(io.onSignal ? { onSignal: io.onSignal } : {}),
  });
}

function sampleBugArgs(bug: unknown): string[] {
  if (bug === undefined) return [];
  if (!(SAMPLE_BUGS as readonly string[]).includes(String(bug))) {
    throw new UsageError(`--bug: '${String(bug)}' is not a sample defect; expected one of ${SAMPLE_BUGS.join(", ")}`);
  }
  return ["--bug", String(bug)];
}

/** `mcp-checkup demo`: grades the bundled sample server (started as this CLI's `sample-server`). */
export async function runDemo(command: ParsedCommand, io: CliIo): Promise<number> {
  const argv = [io.scriptPath, "sample-server", ...sampleBugArgs(command.options.bug)];
  // The sample server is ours and keeps its notes in memory, so its probes may write.
  const { scorecard, signalled } = await runWithProgress(
    command,
    {
      ...DEFAULTS,
      target: { kind: "stdio", command: process.execPath, args: argv, name: "sample notes server" },
      args: { global: {}, perTool: {} },
      only: [],
      skip: [],
      probes: true,
      allowWrites: true,
    },
    io,
  );
  if (signalled !== undefined) return signalExitCode(signalled);
  const { renderConsole } = await loadRenderers();
  io.stdout(renderConsole(scorecard, { color: consoleColor(command, io), ...(io.columns !== undefined ? { width: io.columns } : {}) }));
  return EXIT.ok;
}

/** `mcp-checkup sample-server`: the bundled notes server on this process's stdio. */
export async function runSampleServer(command: ParsedCommand, io: CliIo): Promise<number> {
  const { runNotesServer } = await import("../sample/notes-server.js");
  await runNotesServer(sampleBugArgs(command.options.bug), io.stdinStream, io.stdoutStream);
  return EXIT.ok;
}
