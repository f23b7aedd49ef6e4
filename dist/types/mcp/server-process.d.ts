/**
 * Spawning one stdio server process, apart from talking to it: the stdio transport spawns through here, and so does
 * the CLI's early spawn (`spawn-ahead.ts`), which starts the server before the rest of the CLI has loaded and hands
 * the process to the first transport of the same launch. Everything that must hold from the first instant is set up
 * here: the process group (POSIX `detached`), the environment tag of its descendants, the kill on our exit, and
 * listeners that record the spawn result and the exit, so a process that fails or exits before anyone reads it is
 * never lost and never crashes us.
 */
import type { ChildProcess } from "node:child_process";
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
export declare function launchEnvironment(launch: StdioLaunch): Record<string, string | undefined>;
/**
 * Spawns `launch` with stdin, stdout and stderr piped, as the leader of a new process group (POSIX), tagged, and
 * killed with its group if this process ends first (`trackGroup`). Synchronous; never throws for a command that
 * cannot run (that is `spawned`'s error). The caller checks `cwd` first.
 */
export declare function spawnServerProcess(launch: StdioLaunch): ServerProcess;
