import { existsSync } from "node:fs";
import { gateBlocking, gateFailures, readGateOptions, type GateOptions } from "../checkup/gate.js";
import { DEFAULTS, type CheckupOptions } from "../checkup/options.js";
import { readCheckupOptions, readLintOptions, readProtocol, readTimeoutMs } from "../checkup/read-options.js";
import { runCheckup } from "../checkup/run-checkup.js";
import { lintServerTarget, lintTools, listServerTools, parseToolsFile, snapshotServer, type ServerReadOptions, type ServerReading } from "../checkup/server-commands.js";
import { describeTarget, readInputFile, redactorFor, resolveTarget, type FaceContext } from "../checkup/target-inputs.js";
import { UsageError } from "../errors.js";
import { recordSession, runSampleServer as runBundledSampleServer, SAMPLE_BUGS } from "../checkup/side-commands.js";
import type { Scorecard } from "../scorecard/types.js";
import { SERVER_FAILURE_RULES } from "../scorecard/score.js";
import { entrySubject, updateAcceptedEntries, type AcceptedEntry } from "../findings/accepted.js";
import type { CliIo } from "./io.js";
import { EXIT, signalExitCode } from "./exit-codes.js";
import { AGGREGATE_FORMATS, type ReportFormat } from "./program.js";
import type { SarifFiles } from "../report/sarif-options.js";
import type { CliCommand, CliOptions } from "./cli-options.js";
import { findReportFiles, loadReports } from "../checkup/saved-reports.js";
import { aggregateReports } from "../scorecard/aggregate.js";
import { checkedOutput, planReports, writeReportFile, type ReportTarget } from "./report-outputs.js";
import { redactingIo } from "./redacting-io.js";
import { Redactor } from "../secrets/redactor.js";
import { phaseText, RunProgress } from "./progress.js";

/** The CLI's face context: flags named as flags, paths relative to the working directory. */
function cliContext(io: CliIo): FaceContext {
  return { face: "cli", cwd: process.cwd(), env: io.env };
}

/** The server and how to reach it, for `list`, `lint` and `snapshot`. Throws `UsageError` naming the flag. */
async function serverReadOptions(options: CliOptions, io: CliIo): Promise<ServerReadOptions> {
  const context = cliContext(io);
  return {
    protocol: readProtocol(options.checkup.protocol, context),
    timeoutMs: readTimeoutMs(options.checkup.timeout, context),
    target: (await resolveTarget(options.target, context)).target,
  };
}

/**
 * The renderers (`render-report.ts`), loaded on first use: a command starts loading them once its server is being
 * started, so the server is spawned before they are evaluated (issue 14: every millisecond before the spawn is on
 * the run's critical path).
 */
let renderers: Promise<typeof import("./render-report.js")> | undefined;
/** The renderers once loaded, for work that cannot wait for them (a draft's report, see {@link runWithProgress}). */
let loadedRenderers: typeof import("./render-report.js") | undefined;
const loadRenderers = () =>
  (renderers ??= import("./render-report.js").then((module) => {
    loadedRenderers = module;
    return module;
  }));

/** Loads the renderers and, once per process, warms them up (`warmUpRenderers`) after the I/O already waiting. */
let warming: Promise<void> | undefined;
function loadWarmRenderers(): void {
  warming ??= loadRenderers().then(
    (module) => void setImmediate(() => void module.warmUpRenderers()),
    () => undefined, // awaited where a report is written, which shows the failure
  );
}

/** Whether the console report on stdout is coloured: a terminal, without `--no-color` or `NO_COLOR`. */
function consoleColor(command: CliCommand, io: CliIo): boolean {
  return io.isTTY && command.options.color && !io.env.NO_COLOR;
}

/** The progress of a command's run on stderr (`--quiet` turns it off; `--no-color` and `NO_COLOR` its colour). */
function progressFor(command: CliCommand, io: CliIo): RunProgress {
  return new RunProgress(io, { quiet: command.options.quiet, color: command.options.color && !io.env.NO_COLOR });
}

/**
 * The console report for stdout, rendered from a run's draft scorecard while its server was stopped
 * (`CheckupEvents.onDraft`). Only the console report: it does not read the run's timing, whose final figures the
 * draft does not have yet (the JSON, SARIF and JUnit reports read them).
 */
interface PreparedReport {
  scorecard: Scorecard;
  text: string;
}

/**
 * Runs one checkup for `test`, `accept` and `demo`, with progress on stderr (erased before anything else is printed)
 * and SIGINT/SIGTERM stopping the run: the scorecard, and the signal that stopped it, if one did. With
 * `prepareConsole`, the console report of the run's draft scorecard is rendered while the server is being stopped,
 * and comes back as `prepared`: it is the report of the scorecard itself when `prepared.scorecard` is `scorecard`
 * (issue 14: the console report took 5–10 ms after the server had exited).
 */
async function runWithProgress(
  command: CliCommand,
  options: CheckupOptions,
  io: CliIo,
  prepareConsole = false,
): Promise<{ scorecard: Scorecard; signalled?: string; prepared?: PreparedReport }> {
  const controller = new AbortController();
  let signalled: string | undefined;
  const unsubscribe = io.onSignal?.((signal) => {
    signalled ??= signal;
    controller.abort(signal);
  });
  const progress = progressFor(command, io);
  let prepared: PreparedReport | undefined;
  const onDraft = (draft: Scorecard): void => {
    const module = loadedRenderers;
    if (module !== undefined) prepared = { scorecard: draft, text: stdoutReport(module, command, "console", draft, io) };
  };
  try {
    const running = runCheckup({ ...options, signal: controller.signal }, { ...progress.events(), ...(prepareConsole ? { onDraft } : {}) });
    loadWarmRenderers(); // the server is being spawned: the renderers load and warm up meanwhile
    const scorecard = await running;
    return { scorecard, ...(signalled !== undefined ? { signalled } : {}), ...(prepared !== undefined ? { prepared } : {}) };
  } finally {
    progress.stop();
    unsubscribe?.();
  }
}

/**
 * Runs one of the engine's server commands (`list`, `lint`, `snapshot`) with the "starting the server" progress. A
 * server that will not start is a result, not our bug: the `server-start-failed` finding's message (with the end of
 * the server's stderr) and its fix go to stderr, and undefined comes back (the command exits 1).
 */
async function readServer<T>(command: CliCommand, options: ServerReadOptions, io: CliIo, read: () => Promise<ServerReading<T>>): Promise<T | undefined> {
  const progress = progressFor(command, io);
  progress.phase(phaseText("connect", describeTarget(options.target))!);
  let reading: ServerReading<T>;
  try {
    reading = await read();
  } finally {
    progress.stop();
  }
  if (reading.ok) return reading.value;
  io.stderr(`mcp-checkup: ${reading.failure.message}\n  Fix: ${reading.failure.fix}\n`);
  return undefined;
}

/**
 * Writes each planned report: to its file, or to stdout. With `filesOnly` (an interrupted run), the report meant
 * for stdout is left out when it is the console report (the one line about the interruption says enough). Returns
 * the paths written.
 */
async function emitReports(command: CliCommand, scorecard: Scorecard, io: CliIo, plan: readonly ReportTarget[], filesOnly = false, prepared?: PreparedReport): Promise<string[]> {
  const module = await loadRenderers();
  const written: string[] = [];
  for (const report of plan) {
    if (filesOnly && report.path === undefined && report.format === "console") continue;
    if (report.path) {
      writeReportFile(report.path, module.reportPieces(report.format, scorecard, reportFiles(command), command.name === "lint"));
      written.push(report.path);
      continue;
    }
    const text = report.format === "console" && prepared?.scorecard === scorecard ? prepared.text : stdoutReport(module, command, report.format, scorecard, io);
    io.stdout(text.endsWith("\n") ? text : `${text}\n`);
  }
  return written;
}

/** The files SARIF results point at: `--baseline`, `--config`, `--server`. */
function reportFiles(command: CliCommand): SarifFiles {
  const target = command.options.target;
  const baseline = command.options.checkup.baseline;
  return { ...(baseline !== undefined ? { baseline } : {}), ...(target.config !== undefined ? { config: target.config } : {}), ...(target.server !== undefined ? { server: target.server } : {}) };
}

/** `scorecard`'s report in `format`, as written to stdout (coloured as the terminal allows, to its width). */
function stdoutReport(module: typeof import("./render-report.js"), command: CliCommand, format: ReportFormat, scorecard: Scorecard, io: CliIo): string {
  return module.renderReport(format, scorecard, consoleColor(command, io), reportFiles(command), command.name === "lint", io.columns);
}

const TEST_FORMATS = ["console", "markdown", "json", "sarif", "junit"] as const;

/**
 * `mcp-checkup test`: the main job. Exit 1 when `--fail-under` or `--ci` fails. On SIGINT or SIGTERM the run stops
 * calling, the server is stopped, the partial reports (`interrupted: true`) are written to their files, one line
 * says so, and the exit code is 130 or 143. An internal error part way writes the partial reports too (exit 3).
 */
export async function runTest(command: CliCommand, io: CliIo): Promise<number> {
  const o = command.options;
  const gates = readGateOptions(o.gate, "cli");
  const options = await readCheckupOptions({ ...o.checkup, target: o.target, ...(o.accepted !== undefined ? { accepted: o.accepted } : {}) }, cliContext(io));
  const out = redactingIo(io, redactorFor(options.target));
  const plan = planReports(o.reports, TEST_FORMATS); // validated (output paths too) before anything starts
  // The console report, when it goes to stdout, is rendered while the server is stopped.
  const consoleOut = plan.some((report) => report.path === undefined && report.format === "console");
  const { scorecard, signalled, prepared } = await runWithProgress(command, options, out, consoleOut);
  if (scorecard.interrupted) {
    const written = await emitReports(command, scorecard, out, plan, true);
    const where = written.length > 0 ? `partial report (interrupted: true) written to ${written.join(", ")}` : "no report file was asked for (--report FORMAT=PATH)";
    out.stderr(`mcp-checkup: ${signalled ? `interrupted by ${signalled}` : scorecard.interruption}; the server was stopped; ${where}\n`);
    return signalled ? signalExitCode(signalled) : EXIT.internal;
  }
  await emitReports(command, scorecard, out, plan, false, prepared);
  return gateExitCode(scorecard, gates, out);
}

/** Says each failed gate on stderr (and, with `--ci`, the blocking findings by name); exit 1 when one failed. */
function gateExitCode(scorecard: Scorecard, gates: GateOptions, io: CliIo): number {
  const failures = gateFailures(scorecard, gates, "cli");
  for (const failure of failures) io.stderr(`mcp-checkup: ${failure}\n`);
  // The blocking findings by name, so the new one among accepted ones is plain to see.
  for (const f of gateBlocking(scorecard, gates).slice(0, 20)) io.stderr(`  - ${f.rule}${f.tool ? ` (${f.tool})` : ""}: ${f.message}\n`);
  return failures.length > 0 ? EXIT.gateFailed : EXIT.ok;
}

/**
 * `mcp-checkup aggregate PATH...`: one report for the JSON reports of several servers — files, or folders searched
 * for them (a matrix's downloaded artifacts). Each report is checked as publish-only mode checks it (`loadReports`):
 * one that is not a report, or whose grade does not follow from its own results, is refused and named. Writes the
 * `--report` formats (console by default; markdown, json), and exits 1 when a server fails `--fail-under`,
 * `--min-coverage` or `--ci` (or its token budget) or a report was refused; 2 when no report was found.
 */
export async function runAggregate(command: CliCommand, io: CliIo): Promise<number> {
  const gates = readGateOptions(command.options.gate, "cli");
  const plan = planReports(command.options.reports, AGGREGATE_FORMATS);
  const paths = command.options.paths;
  const found = findReportFiles(paths, "aggregate");
  const loaded = loadReports(found);
  if (loaded.inputs.length === 0 && loaded.refused.length === 0) {
    throw new UsageError(`aggregate: no mcp-checkup JSON report in ${paths.join(", ")} (looked for *.json files that are reports)`);
  }
  const report = aggregateReports(loaded.inputs, (s) => gateFailures(s, gates, "cli"), loaded.refused);
  // Loaded here, not at start-up: its tables (cli-table3) would cost every other command's start.
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
export async function runAccept(command: CliCommand, io: CliIo): Promise<number> {
  const o = command.options;
  const file = o.accepted ?? "";
  const today = new Date().toISOString().slice(0, 10);
  const reason = o.reason !== undefined ? o.reason.trim() : undefined;
  if (reason === "") throw new UsageError("--reason: it is empty; say why the findings are accepted (e.g. --reason \"known upstream bug, #42\")");
  if (reason === undefined && !o.prune) {
    throw new UsageError("accept: give --reason TEXT (why these findings are accepted: every entry needs a reason), or --prune to only drop stale entries");
  }
  const { acceptedFormat, parseAcceptedFile, parseExpires, renderAcceptedFile } = await import("../findings/accepted-file.js");
  const expires = o.expires !== undefined ? parseExpires("--expires", o.expires, today) : undefined;
  const context = cliContext(io);
  const before = existsSync(file) ? readInputFile(context, "accepted", file) : null;
  const previous = before !== null ? parseAcceptedFile(before, file, "--accepted") : undefined;
  checkedOutput("--accepted", file);
  const options = { ...(await readCheckupOptions({ ...o.checkup, target: o.target }, context)), ...(previous !== undefined ? { accepted: previous } : {}) };
  const out = redactingIo(io, redactorFor(options.target));
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
    prune: o.prune,
    complete: true,
  });
  const text = renderAcceptedFile(update.entries, acceptedFormat(file));
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
export async function runList(command: CliCommand, io: CliIo): Promise<number> {
  const format = command.options.reports.report[0] ?? "console";
  const options = await serverReadOptions(command.options, io);
  if (format !== "console" && format !== "json") throw new UsageError(`--report: '${format}' is not valid for list; expected console or json`);
  const redactor = redactorFor(options.target);
  void loadRenderers();
  const tools = await readServer(command, options, redactingIo(io, redactor), () => listServerTools(options));
  if (tools === undefined) return EXIT.gateFailed;
  const { renderToolList } = await loadRenderers();
  if (format === "json") io.stdout(redactor.text(`${JSON.stringify(tools, null, 2)}\n`));
  else io.stdout(redactor.text(renderToolList(tools, { color: consoleColor(command, io), ...(io.columns !== undefined ? { width: io.columns } : {}) })));
  return EXIT.ok;
}

/** `mcp-checkup lint`: static checks only, of a live server or a saved tools/list (`--tools-file`); exit 1 on any error-severity finding. */
export async function runLint(command: CliCommand, io: CliIo): Promise<number> {
  const o = command.options;
  const plan = planReports(o.reports, ["console", "markdown", "json", "sarif"]);
  const context = cliContext(io);
  const optIn = readLintOptions(o.checkup, context);
  let scorecard: Scorecard;
  let redactor = Redactor.none;
  if (o.toolsFile !== undefined) {
    if (o.target.command !== undefined || o.target.config !== undefined || o.target.url !== undefined) {
      throw new UsageError("--tools-file lints a saved tools/list without a server; do not also give a server");
    }
    const tools = parseToolsFile(readInputFile(context, "tools-file", o.toolsFile), o.toolsFile);
    const instructions = o.instructionsFile !== undefined ? readInputFile(context, "instructions-file", o.instructionsFile) : undefined;
    scorecard = await lintTools({ tools, ...(instructions !== undefined ? { instructions } : {}), target: o.toolsFile, ...optIn });
  } else {
    if (o.instructionsFile !== undefined) throw new UsageError("--instructions-file goes with --tools-file");
    const options = await serverReadOptions(o, io);
    redactor = redactorFor(options.target);
    loadWarmRenderers();
    const t = o.target;
    const command_ = t.command === undefined ? undefined : "line" in t.command ? t.command.line : t.command.argv.join(" ");
    const name = command_ || t.config || t.url || t.serverJson || "";
    const linted = await readServer(command, options, redactingIo(io, redactor), () => lintServerTarget(options, { target: name, ...optIn }));
    if (linted === undefined) return EXIT.gateFailed;
    scorecard = linted;
  }
  await emitReports(command, scorecard, redactingIo(io, redactor), plan);
  const errors = scorecard.findings.filter((f) => f.severity === "error" && f.accepted === undefined);
  const first = errors[0];
  if (first === undefined) return EXIT.ok;
  // Say why the exit code is 1, as the gates of `test` do.
  const where = first.tool === undefined ? "" : ` on ${first.tool}`;
  redactingIo(io, redactor).stderr(`mcp-checkup: ${errors.length} error finding${errors.length === 1 ? "" : "s"} (first: ${first.rule}${where}); lint exits 1 on any error\n`);
  return EXIT.gateFailed;
}

/** `mcp-checkup snapshot`: canonical tools snapshot for git review and `--baseline`. */
export async function runSnapshot(command: CliCommand, io: CliIo): Promise<number> {
  const options = await serverReadOptions(command.options, io);
  const out = command.options.outputPath ?? "-";
  if (out !== "-") checkedOutput("-o, --output", out);
  const snapshot = await readServer(command, options, redactingIo(io, redactorFor(options.target)), () => snapshotServer(options));
  if (snapshot === undefined) return EXIT.gateFailed;
  if (out === "-") io.stdout(snapshot.text);
  else {
    writeReportFile(out, snapshot.text);
    io.stderr(`mcp-checkup: wrote ${out} (${snapshot.tools} tools, MCP ${snapshot.protocolVersion})\n`);
  }
  return EXIT.ok;
}

/** `mcp-checkup record -o FILE -- <server argv>`: relays a client's session with the server and saves each tools/call; exits with the server's exit code. */
export async function runRecord(command: CliCommand, io: CliIo): Promise<number> {
  const { target } = await resolveTarget(command.options.target, cliContext(io));
  const output = command.options.outputPath ?? "";
  checkedOutput("-o, --output", output);
  return recordSession({
    target,
    output,
    stdin: io.stdinStream,
    stdout: io.stdoutStream,
    stderr: (text) => io.stderr(text),
    ...(io.onSignal ? { onSignal: io.onSignal } : {}),
  });
}

function sampleBugArgs(bug: string | undefined): string[] {
  if (bug === undefined) return [];
  if (!(SAMPLE_BUGS as readonly string[]).includes(bug)) {
    throw new UsageError(`--bug: '${bug}' is not a sample defect; expected one of ${SAMPLE_BUGS.join(", ")}`);
  }
  return ["--bug", bug];
}

/** `mcp-checkup demo`: grades the bundled sample server (started as this CLI's `sample-server`). */
export async function runDemo(command: CliCommand, io: CliIo): Promise<number> {
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
export async function runSampleServer(command: CliCommand, io: CliIo): Promise<number> {
  await runBundledSampleServer(sampleBugArgs(command.options.bug), io.stdinStream, io.stdoutStream);
  return EXIT.ok;
}
