/**
 * `mcp-checkup record`: put where an MCP client starts the server, it starts the server, relays every byte between
 * the client (our stdin/stdout) and the server unchanged, and writes the session trace when the session ends —
 * the server exited, the client went away (stdin ended or stdout broke), or we got SIGINT/SIGTERM/SIGHUP — even with
 * zero calls. Our own lines go to stderr only (stdout belongs to the protocol); the server's stderr is relayed to
 * ours unchanged. Shutdown follows MCP 2025-11-25 basic/lifecycle §Shutdown (stdio): close the server's stdin, wait,
 * then SIGTERM and SIGKILL its whole process group, and kill what left the group (`escaped-processes.ts`). The trace
 * has the target's secrets redacted (the relay itself is left byte for byte).
 */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import spawn from "cross-spawn";
import { UsageError } from "../errors.js";
import { settlesWithin } from "../mcp/deadline.js";
import { endTaggedProcesses, killTaggedProcesses, newProcessTag, TAG_VARIABLE } from "../mcp/escaped-processes.js";
import { signalExitCode } from "../mcp/exit-status.js";
import { killGroup } from "../mcp/process-group.js";
import { describeTarget, redactorFor, type ServerTarget } from "../mcp/target.js";
import type { ExitStatus } from "../mcp/types.js";
import { SessionRecorder } from "./recorder.js";
import { writeTraceFile } from "./trace-file.js";
import type { SessionTrace } from "./trace.js";

/** What {@link recordSession} needs: the server, where the trace goes, and the client's streams plus our log stream. */
export interface RecordSessionOptions {
  /** A stdio target (command + args, env overrides, cwd). */
  target: ServerTarget;
  /** The trace file to write (JSON). Its folder must exist. */
  output: string;
  /** What the client writes (our stdin). */
  stdin: Readable;
  /** Where the server's output goes (our stdout). */
  stdout: Writable;
  /** Receives our log lines and the server's stderr text, as it comes (the CLI passes its stderr writer). */
  stderr: (text: string) => void;
  /** After the client went away (stdin ended), how long the server gets to exit before SIGTERM, milliseconds (default 2,000). */
  graceMs?: number;
  /** Subscribes to SIGINT/SIGTERM (the CLI's `io.onSignal`); default: this process's signals, SIGHUP too. */
  onSignal?: (listener: (signal: "SIGINT" | "SIGTERM") => void) => () => void;
}

/** Signals that end a session gracefully: the server is stopped and the trace written before we return. */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs one recorded session and resolves with the exit code to pass on: the server's exit code, 128 + signal
 * number when it was killed by a signal, 127 when its command was not found and 126 when it could not be executed;
 * when we were interrupted (SIGINT, SIGTERM, SIGHUP), 128 + that signal's number (130, 143, 129) whatever the server
 * did then. The trace is written in every case. Throws `UsageError` for a target that is not stdio and for an
 * output path whose folder does not exist, before anything starts.
 */
export async function recordSession(options: RecordSessionOptions): Promise<number> {
  const { target, output, stdin, stdout, stderr } = options;
  if (target.kind !== "stdio") throw new UsageError("record: the server must be a command (after --) or a --config entry with a command, not a URL");
  const folder = dirname(resolve(output));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`-o, --output: folder '${folder}' does not exist`);
  const redactor = redactorFor(target);
  const log = (text: string) => stderr(`mcp-checkup record: ${redactor.text(text)}\n`);
  const command = describeTarget(target);
  const write = (trace: SessionTrace) => writeTraceFile(output, redactor.json(trace));
  const tag = newProcessTag();

  const child = spawn(target.command, target.args, {
    cwd: target.cwd,
    env: { ...process.env, ...target.env, [TAG_VARIABLE]: tag },
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
    windowsHide: true,
  });
  const spawnError = await new Promise<NodeJS.ErrnoException | undefined>((resolveSpawn) => {
    child.once("spawn", () => resolveSpawn(undefined));
    child.once("error", (error) => resolveSpawn(error));
  });
  const recorder = new SessionRecorder({ fromClient: stdin, toServer: child.stdin!, fromServer: child.stdout!, toClient: stdout });
  if (spawnError) {
    log(`could not start '${command}': ${spawnError.code === "ENOENT" ? "command not found" : spawnError.message}`);
    write(recorder.trace({ command, exit: null }));
    return spawnError.code === "ENOENT" ? 127 : 126;
  }
  child.on("error", () => {});
  const pid = child.pid!;
  const killNow = () => {
    try {
      process.kill(process.platform === "win32" ? pid : -pid, "SIGKILL");
    } catch {
      // already gone
    }
    killTaggedProcesses(tag);
  };
  process.on("exit", killNow); // if we die first, the server must not outlive us

  const exited = new Promise<ExitStatus>((resolveExit) => child.once("exit", (code, signal) => resolveExit({ code, signal })));
  let stopping: Promise<void> | undefined;
  const stop = (why: string, graceMs: number) => {
    stopping ??= (async () => {
      log(why);
      child.stdin?.end();
      const done = await settlesWithin(exited, graceMs);
      if (!done) await killGroup(pid);
    })();
  };
  let interrupted: string | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted ??= signal;
    stop(`got ${signal}; stopping the server`, 0);
  };
  const unsubscribe = options.onSignal?.(onSignal);
  const processSignals = unsubscribe ? (["SIGHUP"] as const) : STOP_SIGNALS;
  for (const signal of processSignals) process.on(signal, onSignal);
  stdin.once("end", () => stop("the client closed stdin; waiting for the server to exit", options.graceMs ?? 2000));
  stdout.once("error", () => stop("the client stopped reading (stdout broke); stopping the server", 0));

  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (text: string) => stderr(text));
  recorder.start();
  const exit = await exited;
  // What the server wrote just before exiting still reaches the client; then the process group goes.
  await settlesWithin(recorder.finished, 200);
  await killGroup(pid, 500);
  const escaped = await endTaggedProcesses(tag);
  if (escaped.length > 0) log(`killed ${escaped.length} process(es) the server left running outside its process group (${escaped.map((p) => p.command).join(", ")})`);

  for (const signal of processSignals) process.removeListener(signal, onSignal);
  unsubscribe?.();
  process.removeListener("exit", killNow);
  recorder.stop();
  stdin.pause();
  try {
    write(recorder.trace({ command, exit }));
    log(`${recorder.calls().length} tools/call recorded to ${output}`);
  } catch (error) {
    log(`could not write ${output}: ${(error as Error).message}`);
  }
  if (interrupted !== undefined) return signalExitCode(interrupted);
  return exit.signal ? signalExitCode(exit.signal) : (exit.code ?? 1);
}
