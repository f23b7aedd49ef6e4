/**
 * The stdio transport (MCP 2025-11-25 basic/transports §stdio; 2026-07-28 basic/transports/stdio): spawns the
 * server, writes newline-delimited JSON-RPC to its stdin, reads its stdout line by line and its stderr as text.
 * Every stdout line is delivered: a JSON-RPC message as a message, anything else as pollution (never fatal).
 *
 * Bounded (see `limits.ts`): a line over `MAX_MESSAGE_BYTES` characters is not kept; when it is a response, the
 * request it answers fails at once with a client-side error and a `response-too-large` problem. Writes queue up to
 * `MAX_STDIN_BACKLOG_BYTES` for a server that does not read its stdin; later ones are dropped (a server flooding
 * us with requests while not reading cannot grow our memory). Everything the server sends is redacted with the
 * launch's secrets before a handler sees it. On close, processes the server started that left its process group
 * are found by their environment tag, killed and reported as `server-orphaned-process`.
 */
import { statSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import { ServerStartError, UsageError } from "../errors.js";
import { Redactor } from "../secrets/redactor.js";
import { secretsOfEnv } from "../secrets/secret-values.js";
import { clientSideError, errorResponse } from "./client-errors.js";
import { settlesWithin } from "./deadline.js";
import { endTaggedProcesses } from "./escaped-processes.js";
import { peekFrame } from "./frame-peek.js";
import { describeSize, MAX_MESSAGE_BYTES, MAX_STDIN_BACKLOG_BYTES } from "./limits.js";
import { LineSplitter } from "./line-splitter.js";
import { killGroup } from "./process-group.js";
import { spawnServerProcess, type ServerProcess, type StdioLaunch } from "./server-process.js";
import { takeSpawnedAhead } from "./spawn-ahead.js";
import { POLLUTION_LINE_CHARS, parseFrame, pollutionRecord, type Transport, type TransportHandlers } from "./transport.js";
import { describeExit } from "./exit-status.js";
import type { ServerTarget } from "./target.js";
import type { ExitStatus, JsonRpcMessage } from "./types.js";

export type { StdioLaunch } from "./server-process.js";

/** Tuning of a {@link StdioTransport}; all times in milliseconds, sizes in characters. */
export interface StdioTransportOptions {
  /** After stdin is closed, how long the server gets to exit on its own before SIGTERM (default 500). */
  stdinGraceMs?: number;
  /** After SIGTERM, how long the group gets before SIGKILL (default 1,000). */
  termGraceMs?: number;
  /** Longest stdout line kept, in characters; a longer one is a too-large response or a truncated pollution record (default `MAX_MESSAGE_BYTES`). */
  maxLineChars?: number;
  /** How much stderr is kept for {@link StdioTransport.stderrTail} (default 65,536). */
  stderrKeepChars?: number;
  /** Bytes of writes queued for a server that does not read its stdin, beyond which writes are dropped (default `MAX_STDIN_BACKLOG_BYTES`). */
  maxStdinBacklogBytes?: number;
  /** What to redact from everything the server sends (default: the secrets of `launch.env`). */
  redactor?: Redactor;
}

/**
 * After the process exits, how long we wait for the rest of its stdout and stderr before reporting the close: the
 * last stderr lines are often what says why it died, and may be read after the exit and after stdout's end.
 */
const OUTPUT_DRAIN_MS = 200;

/** A function starting a new process of the stdio `target` on each call (its transport). */
export function stdioTransportFactory(target: ServerTarget & { kind: "stdio" }): () => Transport {
  const { command, args, env, baseEnv, cwd } = target;
  return () => new StdioTransport({ command, args, ...(env ? { env } : {}), ...(baseEnv ? { baseEnv } : {}), ...(cwd ? { cwd } : {}) });
}

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
  private readonly redactor: Redactor;
  /** The environment tag of this server's processes (see `escaped-processes.ts`), once started. */
  private tag = "";
  private splitter: LineSplitter | undefined;

  constructor(
    private readonly launch: StdioLaunch,
    private readonly options: StdioTransportOptions = {},
  ) {
    this.redactor = options.redactor ?? new Redactor(secretsOfEnv(launch.env));
  }

  /** The server's process id once started (the leader of its process group on POSIX). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get alive(): boolean {
    return this.child !== undefined && this.exit === undefined && !this.closeReported;
  }

  /**
   * Spawns the server, or takes over the process the CLI spawned ahead for this very launch (`spawn-ahead.ts`).
   * Throws `UsageError` when `cwd` is not a folder or the command cannot be spawned (ENOENT: not found on PATH;
   * EACCES: not executable), `ServerStartError` when spawning fails otherwise.
   */
  async start(handlers: TransportHandlers): Promise<void> {
    if (this.child) throw new Error("StdioTransport.start() called twice");
    this.handlers = handlers;
    const { command, cwd } = this.launch;
    if (cwd !== undefined && !isDirectory(cwd)) {
      // The user's input is wrong, not the server: a usage error (exit 2), not a finding.
      throw new UsageError(`server working directory "${cwd}" does not exist or is not a folder`);
    }
    const server = takeSpawnedAhead(this.launch) ?? spawnServerProcess(this.launch);
    this.startedAt = server.spawnedAt;
    this.tag = server.tag;
    this.child = server.child;
    const spawned = await server.spawned;
    if (spawned) {
      this.exit = { code: null, signal: null };
      const code = (spawned as NodeJS.ErrnoException).code;
      // A command that does not exist or cannot run is bad input, not a misbehaving server: a usage error.
      if (code === "ENOENT" || code === "EACCES") throw new UsageError(describeSpawnError(command, spawned));
      throw new ServerStartError(describeSpawnError(command, spawned));
    }
    this.wire(server);
  }

  private wire(server: ServerProcess): void {
    const child = server.child;
    const handlers = this.handlers!;
    const redact = this.redactor;
    const limit = this.options.maxLineChars ?? MAX_MESSAGE_BYTES;
    /** True once the request answered by the over-long line in progress was failed (its line still goes on). */
    let failedEarly = false;
    const failRequest = (head: string, tail: string, lengthChars: number, final: boolean): boolean => {
      const peek = peekFrame(head, tail);
      if (peek.id === undefined || peek.hasMethod) return false;
      const error = clientSideError(
        "response-too-large",
        `Response too large: ${final ? describeSize(lengthChars) : `more than ${describeSize(limit)}`} (characters) on one stdout line, over the limit of one message; mcp-checkup stopped reading it`,
        { limit },
      );
      const synthetic = errorResponse(peek.id, error);
      handlers.message(synthetic, JSON.stringify(synthetic));
      return true;
    };
    const splitter = new LineSplitter({
      maxLineChars: limit,
      headChars: POLLUTION_LINE_CHARS,
      line: (text) => {
        if (text.trim() === "") return; // a blank line carries nothing; not worth a pollution finding
        const messages = parseFrame(text);
        if (messages) {
          const raw = redact.text(text);
          for (const message of messages) handlers.message(redact.json(message), raw);
        } else handlers.pollution(pollutionRecord(redact.text(text), this.sinceStart()));
      },
      overflowStart: (head) => {
        failedEarly = failRequest(head, "", limit + 1, false);
      },
      overflow: (head, lengthChars, tail) => {
        const peek = peekFrame(head, tail);
        const answered = failedEarly || failRequest(head, tail, lengthChars, true);
        failedEarly = false;
        if (answered || peek.id !== undefined || peek.hasMethod) {
          handlers.problem?.({ kind: "response-too-large", bytes: lengthChars, limit, where: "stdout" });
        } else {
          handlers.pollution({ line: redact.tail(head), atMs: this.sinceStart(), truncated: true, lengthChars });
        }
      },
    });
    this.splitter = splitter;
    const keep = this.options.stderrKeepChars ?? 65536;
    server.readOutput({
      stdout: (chunk) => splitter.push(chunk),
      stdoutEnd: () => splitter.end(),
      stderr: (chunk) => {
        this.stderrText = (this.stderrText + chunk).slice(-keep);
        handlers.stderr(redact.text(chunk));
      },
    });
    // The exit, the output and stream errors are recorded from the spawn on (`server-process.ts`): a process spawned
    // ahead may have written, and even exited, before this runs.
    void server.exited.then(({ code, signal }) => {
      this.exit = { code, signal };
      this.resolveExited();
      // A grandchild holding stdout or stderr open must not delay the close report; the rest of both gets a short while.
      void settlesWithin(server.outputEnded, OUTPUT_DRAIN_MS).then(() => {
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
    if (stdin.writableLength > (this.options.maxStdinBacklogBytes ?? MAX_STDIN_BACKLOG_BYTES)) {
      // The server does not read what we already wrote: queueing more would only grow our memory.
      return Promise.resolve();
    }
    return new Promise((resolve) => stdin.write(data, () => resolve()));
  }

  /**
   * Closes stdin, gives the server `stdinGraceMs` to exit, then SIGTERMs the whole process group and SIGKILLs
   * it after `termGraceMs` (MCP 2025-11-25 basic/lifecycle §Shutdown, stdio). Processes the server started
   * are killed even when the server itself exits at once, and so are those that left its group (found by their
   * environment tag): those are reported as a `server-orphaned-process` problem before the close event.
   * Idempotent; never throws.
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
    // Every wait below ends as soon as what it waits for happens: a server that exits at once costs no idle time.
    if (this.exit === undefined) await settlesWithin(this.exited, this.options.stdinGraceMs ?? 500);
    await killGroup(child.pid, this.options.termGraceMs);
    if (this.exit === undefined) await settlesWithin(this.exited, 1000); // after SIGKILL; only a process stuck in the kernel outlasts this
    const escaped = await endTaggedProcesses(this.tag);
    if (escaped.length > 0) {
      const commands = [...new Set(escaped.map((p) => this.redactor.text(p.command)))];
      this.handlers?.problem?.({ kind: "server-orphaned-process", count: escaped.length, commands });
    }
    this.splitter?.endOverlong();
    this.reportClose("closed by the client");
    child.stdout?.destroy();
    child.stderr?.destroy();
  }

  private reportClose(reason: string): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.handlers?.close({ exit: this.exit, reason });
  }

  /** The last `maxChars` characters of stderr, secrets redacted. */
  stderrTail(maxChars = 2000): string {
    return this.redactor.tail(this.stderrText, maxChars);
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
