/**
 * Spawning one stdio server process, apart from talking to it: the stdio transport spawns through here, and so does
 * the CLI's early spawn (`spawn-ahead.ts`), which starts the server before the rest of the CLI has loaded and hands
 * the process to the first transport of the same launch. Everything that must hold from the first instant is set up
 * here: the process group (POSIX `detached`), the environment tag of its descendants, the kill on our exit, and
 * listeners that record the spawn result and the exit, so a process that fails or exits before anyone reads it is
 * never lost and never crashes us.
 */
import type { ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import spawn from "cross-spawn";
import { killTaggedProcesses, newProcessTag, TAG_VARIABLE } from "./escaped-processes.js";
import { trackGroup } from "./process-group.js";
import type { ExitStatus } from "./types.js";

/** What to spawn: argv used exactly as given (no shell), env overrides merged over `baseEnv` (default `process.env`), cwd. */
export interface StdioLaunch {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The environment `env` is merged over instead of this process's (the Action's server environment). */
  baseEnv?: Readonly<Record<string, string | undefined>>;
  cwd?: string;
}

/** Where a process's output goes, once someone reads it (text, UTF-8 decoded). */
export interface ServerOutput {
  stdout(chunk: string): void;
  stderr(chunk: string): void;
  /** stdout ended (after its last chunk). */
  stdoutEnd(): void;
}

/**
 * How much output is kept for a process nobody reads yet (characters); beyond it both streams are paused, so the
 * server waits on its pipes instead of our memory growing. Node discards unread output of a process that exits:
 * output is read from the spawn on.
 */
const UNREAD_OUTPUT_CHARS = 1 << 20;

/** One spawned server process and what was recorded of it from the spawn on. */
export interface ServerProcess {
  child: ChildProcess;
  /** The environment tag of this process and its descendants (see `escaped-processes.ts`). */
  tag: string;
  /** The environment it was given, without the tag. */
  env: Readonly<Record<string, string | undefined>>;
  /** When `spawn` was called, on `performance.now()`'s clock (milliseconds). */
  spawnedAt: number;
  /** Resolves once the OS started the process (undefined) or failed to (the error: ENOENT, EACCES, …). Never rejects. */
  spawned: Promise<Error | undefined>;
  /** Resolves with the exit status once the process exits (pending forever when it never started). Never rejects. */
  exited: Promise<ExitStatus>;
  /** Resolves once stdout and stderr have both ended (or failed). Never rejects. */
  outputEnded: Promise<void>;
  /** Sends what the process wrote so far, then everything it writes, to `output`. Once. */
  readOutput(output: ServerOutput): void;
}

/** The environment a launch gives its process (without the tag): `env` over `baseEnv`, or over this process's. */
export function launchEnvironment(launch: StdioLaunch): Record<string, string | undefined> {
  return { ...(launch.baseEnv ?? process.env), ...launch.env };
}

/**
 * Spawns `launch` with stdin, stdout and stderr piped, as the leader of a new process group (POSIX), tagged, and
 * killed with its group if this process ends first (`trackGroup`). Synchronous; never throws for a command that
 * cannot run (that is `spawned`'s error). The caller checks `cwd` first.
 */
export function spawnServerProcess(launch: StdioLaunch): ServerProcess {
  const tag = newProcessTag();
  const env = launchEnvironment(launch);
  const spawnedAt = performance.now();
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: { ...env, [TAG_VARIABLE]: tag },
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
    windowsHide: true,
  });
  // Errors on the pipes (EPIPE on stdin once the server is gone) are nobody's crash; the exit says what happened.
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.on("error", () => {});
  const { outputEnded, readOutput } = recordOutput(child);
  const spawned = new Promise<Error | undefined>((resolve) => {
    child.once("spawn", () => resolve(undefined));
    child.once("error", (error) => resolve(error));
  });
  child.on("error", () => {}); // later errors (a failed kill) are not ours to crash on
  const exited = new Promise<ExitStatus>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  if (child.pid !== undefined) trackGroup(child.pid, () => killTaggedProcesses(tag));
  return { child, tag, env, spawnedAt, spawned, exited, outputEnded, readOutput };
}

/** Reads `child`'s stdout and stderr from now on, keeping what comes before `readOutput` is called (bounded). */
function recordOutput(child: ChildProcess): Pick<ServerProcess, "outputEnded" | "readOutput"> {
  const stdout = child.stdout!;
  const stderr = child.stderr!;
  let output: ServerOutput | undefined;
  const unread: ({ stream: "stdout" | "stderr"; chunk: string } | { stream: "stdoutEnd" })[] = [];
  let unreadChars = 0;
  const keep = (stream: "stdout" | "stderr", chunk: string): void => {
    if (output !== undefined) return output[stream](chunk);
    unread.push({ stream, chunk });
    unreadChars += chunk.length;
    if (unreadChars > UNREAD_OUTPUT_CHARS) {
      stdout.pause();
      stderr.pause();
    }
  };
  const ended = (stream: NodeJS.ReadableStream): Promise<void> =>
    new Promise<void>((resolve) => {
      stream.once("end", resolve);
      stream.once("error", () => resolve());
    });
  const outputEnded = Promise.all([ended(stdout), ended(stderr)]).then(() => undefined);
  stdout.setEncoding("utf8");
  stderr.setEncoding("utf8");
  stdout.on("data", (chunk: string) => keep("stdout", chunk));
  stderr.on("data", (chunk: string) => keep("stderr", chunk));
  stdout.once("end", () => (output !== undefined ? output.stdoutEnd() : unread.push({ stream: "stdoutEnd" })));
  const readOutput = (to: ServerOutput): void => {
    if (output !== undefined) throw new Error("readOutput: the output is already read");
    output = to;
    for (const item of unread.splice(0)) {
      if (item.stream === "stdoutEnd") to.stdoutEnd();
      else to[item.stream](item.chunk);
    }
    stdout.resume();
    stderr.resume();
  };
  return { outputEnded, readOutput };
}
