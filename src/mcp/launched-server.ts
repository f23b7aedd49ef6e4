/**
 * The process behind an `http` target with a `launch` command: started like a stdio server (its own process group,
 * environment merged over ours), waited for until its URL accepts connections, stopped with its whole group.
 * Whatever it writes (stdout and stderr alike: for an HTTP server both are logs) is kept for error messages.
 */
import { connect as tcpConnect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ServerStartError } from "../errors.js";
import { describeExit } from "./exit-status.js";
import { StdioTransport } from "./stdio-transport.js";
import type { HttpLaunch } from "./target.js";
import type { ExitStatus } from "./types.js";

/** How often the URL's port is tried while waiting for the server, milliseconds. */
const POLL_MS = 50;
/** How much of the server's output is kept, characters. */
const LOG_KEEP_CHARS = 65536;

/** One launched HTTP server process. Start once; `close()` stops its whole process group. */
export class LaunchedServer {
  private readonly process: StdioTransport;
  private log = "";
  private exited: ExitStatus | undefined;
  private readonly exitListeners = new Set<(exit: ExitStatus | undefined) => void>();

  constructor(private readonly launch: HttpLaunch) {
    const { command, args, env, baseEnv, cwd } = launch;
    // An HTTP server does not exit when its stdin closes: no point waiting before SIGTERM.
    this.process = new StdioTransport({ command, args, ...(env ? { env } : {}), ...(baseEnv ? { baseEnv } : {}), ...(cwd ? { cwd } : {}) }, { stdinGraceMs: 0 });
  }

  /** True while the process runs. */
  get alive(): boolean {
    return this.process.alive;
  }

  /**
   * Spawns the command and waits until `url`'s host and port accept a TCP connection, for at most `timeoutMs`
   * milliseconds. Throws `ServerStartError` (naming the command, with its last output) when it cannot be spawned,
   * exits first, or the port stays closed; the process is stopped before the error is thrown.
   */
  async start(url: URL, timeoutMs: number): Promise<void> {
    await this.process.start({
      message: (_message, raw) => this.append(`${raw}\n`),
      pollution: (pollution) => this.append(`${pollution.line}\n`),
      stderr: (chunk) => this.append(chunk),
      close: (closed) => {
        this.exited = closed.exit ?? { code: null, signal: null };
        for (const listener of this.exitListeners) listener(closed.exit);
      },
    });
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const deadline = Date.now() + timeoutMs;
    while (!(await portAnswers(host, port, Math.min(1000, Math.max(50, deadline - Date.now()))))) {
      if (this.exited) {
        await this.close();
        throw this.startError(`The server command "${this.launch.command}" ${describeExit(this.exited)} before ${urlText(url)} answered.`);
      }
      if (Date.now() >= deadline) {
        await this.close();
        throw this.startError(`The server command "${this.launch.command}" started, but ${urlText(url)} did not accept connections within ${timeoutMs} ms.`);
      }
      await sleep(POLL_MS);
    }
  }

  /** Calls `listener` once the process exits (with its exit status). Returns the function that unsubscribes it. */
  onExit(listener: (exit: ExitStatus | undefined) => void): () => void {
    this.exitListeners.add(listener);
    return () => this.exitListeners.delete(listener);
  }

  /** The last `maxChars` characters the process wrote (stdout and stderr interleaved as they came). */
  logTail(maxChars = 2000): string {
    return this.log.slice(-maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.process.exitStatus();
  }

  /** Stops the process group (SIGTERM, then SIGKILL). Idempotent. */
  close(): Promise<void> {
    return this.process.close();
  }

  private append(text: string): void {
    this.log = (this.log + text).slice(-LOG_KEEP_CHARS);
  }

  private startError(sentence: string): ServerStartError {
    const last = this.log.split(/\r?\n/).filter((line) => line.trim() !== "").slice(-10).join("\n");
    return new ServerStartError(last ? `${sentence}\nLast output lines:\n${last}` : `${sentence} It wrote nothing.`, this.log.slice(-4000));
  }
}

/** `host:port` of a URL for messages (no path, no credentials). */
function urlText(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** True when `host:port` accepts a TCP connection within `timeoutMs` milliseconds. Never throws. */
export function portAnswers(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
