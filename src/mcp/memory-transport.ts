/**
 * An in-process transport for tests: the "server" is a function that receives each frame the client sends
 * (the raw text, so malformed lines reach it as sent) and answers through a {@link MemoryPeer}. What the
 * server writes is classified exactly like stdio output: JSON-RPC messages, or pollution.
 */
import { performance } from "node:perf_hooks";
import { parseFrame, pollutionRecord, type Transport, type TransportHandlers } from "./transport.js";
import type { ExitStatus, JsonRpcMessage } from "./types.js";

/** How an in-memory server talks back. Everything it writes after `exit()` is dropped. */
export interface MemoryPeer {
  /** Writes one JSON-RPC message (as one stdout line). */
  send(message: JsonRpcMessage): void;
  /** Writes one raw stdout line (a banner, a malformed message). */
  writeLine(line: string): void;
  /** Writes stderr text. */
  writeStderr(text: string): void;
  /** Ends the "process" with an exit code (default 0). */
  exit(code?: number): void;
}

/** A server living in this process: called with every frame the client sends (without its newline). */
export type MemoryServer = (frame: string, peer: MemoryPeer) => void;

/** A {@link Transport} to a {@link MemoryServer}. Delivery is asynchronous (a microtask), like a pipe. */
export class MemoryTransport implements Transport {
  /** Frames are lines classified exactly like stdio output. */
  readonly kind = "stdio" as const;
  private handlers: TransportHandlers | undefined;
  private exit: ExitStatus | undefined;
  private stderrText = "";
  private readonly startedAt = performance.now();
  private readonly peer: MemoryPeer = {
    send: (message) => this.peer.writeLine(JSON.stringify(message)),
    writeLine: (line) => {
      if (this.exit || !this.handlers) return;
      const handlers = this.handlers;
      const messages = parseFrame(line);
      if (messages) for (const message of messages) handlers.message(message, line);
      else handlers.pollution(pollutionRecord(line, Math.round(performance.now() - this.startedAt)));
    },
    writeStderr: (text) => {
      if (this.exit) return;
      this.stderrText = (this.stderrText + text).slice(-65536);
      this.handlers?.stderr(text);
    },
    exit: (code = 0) => this.end({ code, signal: null }, `the server process exited with code ${code}`),
  };

  constructor(private readonly server: MemoryServer) {}

  get alive(): boolean {
    return this.handlers !== undefined && this.exit === undefined;
  }

  async start(handlers: TransportHandlers): Promise<void> {
    this.handlers = handlers;
  }

  async send(message: JsonRpcMessage): Promise<void> {
    await this.sendRaw(JSON.stringify(message));
  }

  async sendRaw(line: string): Promise<void> {
    if (!this.alive) return;
    const frame = line.endsWith("\n") ? line.slice(0, -1) : line;
    queueMicrotask(() => {
      if (this.alive) this.server(frame, this.peer);
    });
  }

  async close(): Promise<void> {
    this.end({ code: 0, signal: null }, "closed by the client");
  }

  stderrTail(maxChars = 2000): string {
    return this.stderrText.slice(-maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.exit;
  }

  private end(exit: ExitStatus, reason: string): void {
    if (this.exit) return;
    this.exit = exit;
    this.handlers?.close({ exit, reason });
  }
}
