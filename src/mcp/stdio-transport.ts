/**
 * The stdio transport (MCP 2025-11-25 basic/transports §stdio; 2026-07-28 basic/transports/stdio): spawns the
 * server, writes newline-delimited JSON-RPC to its stdin, reads its stdout line by line and its stderr as text.
 * Every stdout line is delivered: a JSON-RPC message as a message, anything else as pollution (never fatal).
 */
import { statSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import spawn from "cross-spawn";
import { ServerStartError, UsageError } from "../errors.js";
import { LineSplitter } from "./line-splitter.js";
import { killGroup, trackGroup } from "./process-group.js";
import { POLLUTION_LINE_CHARS, parseFrame, pollutionRecord, type Transport, type TransportHandlers } from "./transport.js";
import { describeExit } from "./exit-status.js";
import type { ExitStatus, JsonRpcMessage } from "./types.js";

/** What to spawn: argv used exactly as given (no shell), env overrides merged over `baseEnv` (default `process.env`), cwd. */
export interface StdioLaunch {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The environment `env` is merged over instead of this process's (the Action's server environment). */
  baseEnv?: Readonly<Record<string, string | undefined>>;
  cwd?: string;
}

/** Tuning of a {@link StdioTransport}; all times in milliseconds, sizes in characters. */
export interface StdioTransportOptions {
  /** After stdin is closed, how long the server gets to exit on its own before SIGTERM (default 500). */
  stdinGraceMs?: number;
  /** After SIGTERM, how long the group gets before SIGKILL (default 1,000). */
  termGraceMs?: number;
  /** Longest stdout line kept; a longer one becomes one truncated pollution record (default 10 MiB). */
  maxLineChars?: number;
  /** How much stderr is kept for {@link StdioTransport.stderrTail} (default 65,536). */
  stderrKeepChars?: number;
}

/** After the process exits, how long we wait for the rest of its stdout before reporting the close. */
const STDOUT_DRAIN_MS = 200;

/** Spawns and talks to one stdio server process. One instance = one process; start it once. */
export class StdioTransport implements Transport {
  readonly kind = "stdio" as const;
  private child: ChildProcess | undefined;
  private handlers: TransportHandlers | undefined;
  private startedAt = 0;
  private stderrText = "";
  private exit: ExitStatus | undefined;
  private closing = false;
  private closedPromise: Promise<void> | undefined;
  private closeReported = false;
  private resolveExited!: () => void;
  private readonly exited = new Promise<void>((resolve) => (this.resolveExited = resolve));

  constructor(
    private readonly launch: StdioLaunch,
    private readonly options: StdioTransportOptions = {},
  ) {}

  /** The server's process id once started (the leader of its process group on POSIX). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get alive(): boolean {
    return this.child !== undefined && this.exit === undefined && !this.closeReported;
  }

  /**
   * Spawns the server. Throws `ServerStartError` when `cwd` is not a folder or the command cannot be
   * spawned (ENOENT: not found on PATH; EACCES: not executable).
   */
  async start(handlers: TransportHandlers): Promise<void> {
    if (this.child) throw new Error("StdioTransport.start() called twice");
    this.handlers = handlers;
    const { command, args, env, baseEnv, cwd } = this.launch;
    if (cwd !== undefined && !isDirectory(cwd)) {
      // The user's input is wrong, not the server: a usage error (exit 2), not a finding.
      throw new UsageError(`server working directory "${cwd}" does not exist or is not a folder`);
    }
    this.startedAt = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...(baseEnv ?? process.env), ...env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: process.platform !== "win32",
      windowsHide: true,
    });
    this.child = child;

    const spawned = await new Promise<Error | undefined>((resolve) => {
      child.once("spawn", () => resolve(undefined));
      child.once("error", (error) => resolve(error));
    });
    if (spawned) {
      this.exit = { code: null, signal: null };
      const code = (spawned as NodeJS.ErrnoException).code;
      // A command that does not exist or cannot run is bad input, not a misbehaving server: a usage error.
      if (code === "ENOENT" || code === "EACCES") throw new UsageError(describeSpawnError(command, spawned));
      throw new ServerStartError(describeSpawnError(command, spawned));
    }
    child.on("error", () => {}); // later errors (a failed kill) are not ours to crash on
    if (child.pid !== undefined) trackGroup(child.pid);
    this.wire(child);
  }

  private wire(child: ChildProcess): void {
    const handlers = this.handlers!;
    const splitter = new LineSplitter({
      maxLineChars: this.options.maxLineChars,
      headChars: POLLUTION_LINE_CHARS,
      line: (text) => {
        if (text.trim() === "") return; // a blank line carries nothing; not worth a pollution finding
        const messages = parseFrame(text);
        if (messages) for (const message of messages) handlers.message(message, text);
        else handlers.pollution(pollutionRecord(text, this.sinceStart()));
      },
      overflow: (head, lengthChars) => handlers.pollution({ line: head, atMs: this.sinceStart(), truncated: true, lengthChars }),
    });
    const stdoutEnded = new Promise<void>((resolve) => {
      child.stdout!.once("end", resolve);
      child.stdout!.on("error", () => resolve());
    });
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => splitter.push(chunk));
    child.stdout!.once("end", () => splitter.end());

    const keep = this.options.stderrKeepChars ?? 65536;
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      this.stderrText = (this.stderrText + chunk).slice(-keep);
      handlers.stderr(chunk);
    });
    child.stderr!.on("error", () => {});
    // Writing to a server that has exited raises EPIPE here; the exit itself is reported through 'exit'.
    child.stdin!.on("error", () => {});

    child.once("exit", (code, signal) => {
      this.exit = { code, signal };
      this.resolveExited();
      // A grandchild holding stdout open must not delay the close report; the rest of stdout gets a short while.
      void Promise.race([stdoutEnded, sleep(STDOUT_DRAIN_MS)]).then(() => {
        this.reportClose(this.closing ? "closed by the client" : `the server process ${describeExit(this.exit!)}`);
        // The leader is gone; whatever it started must go too.
        if (child.pid !== undefined) void killGroup(child.pid, this.options.termGraceMs);
      });
    });
  }

  async send(message: JsonRpcMessage): Promise<void> {
    await this.write(JSON.stringify(message) + "\n");
  }

  async sendRaw(line: string): Promise<void> {
    await this.write(line.endsWith("\n") ? line : line + "\n");
  }

  private write(data: string): Promise<void> {
    const stdin = this.child?.stdin;
    if (!this.alive || !stdin || stdin.destroyed || stdin.writableEnded) return Promise.resolve();
    return new Promise((resolve) => stdin.write(data, () => resolve()));
  }

  /**
   * Closes stdin, gives the server `stdinGraceMs` to exit, then SIGTERMs the whole process group and SIGKILLs
   * it after `termGraceMs` (MCP 2025-11-25 basic/lifecycle §Shutdown, stdio). Processes the server started
   * are killed even when the server itself exits at once. Idempotent; never throws.
   */
  close(): Promise<void> {
    this.closedPromise ??= this.shutdown();
    return this.closedPromise;
  }

  private async shutdown(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    this.closing = true;
    child.stdin?.end();
    if (this.exit === undefined) await Promise.race([this.exited, sleep(this.options.stdinGraceMs ?? 500)]);
    await killGroup(child.pid, this.options.termGraceMs);
    await Promise.race([this.exited, sleep(1000)]); // after SIGKILL; only a process stuck in the kernel outlasts this
    this.reportClose("closed by the client");
    child.stdout?.destroy();
    child.stderr?.destroy();
  }

  private reportClose(reason: string): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.handlers?.close({ exit: this.exit, reason });
  }

  stderrTail(maxChars = 2000): string {
    return this.stderrText.slice(-maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.exit;
  }

  private sinceStart(): number {
    return Math.round(performance.now() - this.startedAt);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** One sentence for a spawn failure, naming the command. */
function describeSpawnError(command: string, error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return `server command "${command}" was not found: check its spelling and that it is on PATH (or give its path)`;
  if (code === "EACCES") return `server command "${command}" is not executable: check its permissions, or run it through its interpreter (e.g. node ${command})`;
  return `Could not start the server "${command}": ${error.message}`;
}
