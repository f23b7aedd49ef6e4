/**
 * The session recorder over given streams (issue: recorder): it sits between an MCP client and a stdio server,
 * relays every byte unchanged in both directions (the chunks are written on before anything is parsed), and reads a
 * copy of each newline-delimited JSON-RPC line (MCP 2025-11-25 basic/transports §stdio) to record every
 * `tools/call` with its outcome. Batches (MCP 2025-03-26) are read member by member.
 */
import { performance } from "node:perf_hooks";
import type { Readable, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { isJsonObject } from "../mcp/json-object.js";
import { LineSplitter } from "../mcp/line-splitter.js";
import { parseFrame } from "../mcp/transport.js";
import type { ExitStatus, JsonRpcError, JsonRpcMessage, RequestId } from "../mcp/types.js";
import { META } from "../mcp/versions.js";
import { VERSION } from "../version.js";
import { TRACE_VERSION, type RecordedCall, type SessionTrace, type TraceCounts, type TraceServer } from "./trace.js";

/** The four ends the recorder joins. In `mcp-checkup record`: our stdin/stdout and the server's stdin/stdout. */
export interface RecorderStreams {
  /** What the client writes; relayed to `toServer`. */
  fromClient: Readable;
  /** The server's input. Ended when `fromClient` ends. */
  toServer: Writable;
  /** What the server writes; relayed to `toClient`. */
  fromServer: Readable;
  /** The client's input. Ended when `fromServer` ends (never for `process.stdout`, which Node keeps open). */
  toClient: Writable;
}

/** A call waiting for its response. */
interface Pending {
  call: RecordedCall;
  started: number;
}

/** Records one session. Create, `start()`, wait for `finished`, then take `trace()`. */
export class SessionRecorder {
  /** Resolves once both directions have ended (their readable sides ended, closed or failed). */
  readonly finished: Promise<void>;
  private readonly recorded: RecordedCall[] = [];
  /** Keyed by the id as sent (a Map keeps 1 and "1" apart). */
  private readonly pending = new Map<RequestId, Pending>();
  private readonly counts: TraceCounts = { fromClient: 0, fromServer: 0, nonJsonFromClient: 0, nonJsonFromServer: 0 };
  private readonly server: TraceServer = {};
  private readonly initializeIds = new Set<RequestId>();
  private readonly startedAt = new Date();
  private started = false;
  private resolveFinished!: () => void;
  private openDirections = 2;

  constructor(private readonly streams: RecorderStreams) {
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  /** Starts relaying both directions. Idempotent. Write errors on either side are swallowed (a dead peer is not our crash). */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { fromClient, toServer, fromServer, toClient } = this.streams;
    toServer.on("error", () => {});
    toClient.on("error", () => {});
    this.relay(fromClient, toServer, (line) => this.fromClientLine(line), () => (this.counts.nonJsonFromClient += 1));
    this.relay(fromServer, toClient, (line) => this.fromServerLine(line), () => (this.counts.nonJsonFromServer += 1));
  }

  /** Stops relaying (unpipes both directions); what was recorded stays. */
  stop(): void {
    this.streams.fromClient.unpipe(this.streams.toServer);
    this.streams.fromServer.unpipe(this.streams.toClient);
  }

  /** The calls so far, in the order they were sent; a call without a response yet is `no-response`. */
  calls(): RecordedCall[] {
    return this.recorded.map((call) => ({ ...call }));
  }

  /** The trace of the session so far. `command` describes the server; `exit` is how its process ended. */
  trace(extra: { command?: string; exit?: ExitStatus | null } = {}): SessionTrace {
    return {
      traceVersion: TRACE_VERSION,
      recorder: { name: "mcp-checkup", version: VERSION },
      server: { ...(extra.command !== undefined ? { command: extra.command } : {}), ...this.server },
      startedAt: this.startedAt.toISOString(),
      endedAt: new Date().toISOString(),
      exit: extra.exit ?? null,
      messages: { ...this.counts },
      calls: this.calls(),
    };
  }

  /** Pipes `from` into `to` unchanged (pipe first, so the bytes go on before we parse) and reads a copy line by line. */
  private relay(from: Readable, to: Writable, line: (text: string) => void, overflow: () => void): void {
    from.pipe(to);
    const decoder = new StringDecoder("utf8");
    const splitter = new LineSplitter({ line, overflow });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      splitter.push(decoder.end());
      splitter.end();
      if (--this.openDirections === 0) this.resolveFinished();
    };
    from.on("data", (chunk: Buffer | string) => splitter.push(typeof chunk === "string" ? chunk : decoder.write(chunk)));
    from.once("end", end);
    from.once("close", end);
    from.once("error", end);
  }

  private fromClientLine(text: string): void {
    if (text.trim() === "") return;
    const messages = parseFrame(text);
    if (!messages) {
      this.counts.nonJsonFromClient += 1;
      return;
    }
    for (const message of messages) {
      this.counts.fromClient += 1;
      if (!("method" in message) || !("id" in message) || (typeof message.id !== "string" && typeof message.id !== "number")) continue;
      const params = isJsonObject(message.params) ? message.params : {};
      const meta = isJsonObject(params._meta) ? params._meta : {};
      if (typeof meta[META.protocolVersion] === "string") this.server.protocolVersion = meta[META.protocolVersion] as string;
      if (message.method === "initialize") this.initializeIds.add(message.id);
      if (message.method !== "tools/call") continue;
      const call: RecordedCall = {
        id: message.id,
        tool: typeof params.name === "string" ? params.name : null,
        ...("arguments" in params ? { arguments: params.arguments } : {}),
        startedAt: new Date().toISOString(),
        endedAt: null,
        durationMs: null,
        status: "no-response",
        result: null,
        error: null,
        isError: false,
      };
      this.recorded.push(call);
      this.pending.set(message.id, { call, started: performance.now() });
    }
  }

  private fromServerLine(text: string): void {
    if (text.trim() === "") return;
    const messages = parseFrame(text);
    if (!messages) {
      this.counts.nonJsonFromServer += 1;
      return;
    }
    for (const message of messages) {
      this.counts.fromServer += 1;
      if ("method" in message || (typeof message.id !== "string" && typeof message.id !== "number")) continue;
      const key = message.id;
      this.learnServer(message, this.initializeIds.delete(key));
      const entry = this.pending.get(key);
      if (!entry) continue;
      this.pending.delete(key);
      const { call } = entry;
      call.endedAt = new Date().toISOString();
      call.durationMs = Math.round((performance.now() - entry.started) * 10) / 10;
      if (message.error !== undefined) {
        call.status = "error";
        call.error = message.error as JsonRpcError;
      } else {
        call.status = "result";
        call.result = message.result ?? null;
        call.isError = isJsonObject(message.result) && message.result.isError === true;
      }
    }
  }

  /** Server name, version and protocol version from an initialize result, or serverInfo from a modern result's `_meta`. */
  private learnServer(message: JsonRpcMessage, isInitialize: boolean): void {
    const result = "result" in message && isJsonObject(message.result) ? message.result : undefined;
    if (!result) return;
    const meta = isJsonObject(result._meta) ? result._meta : {};
    const info = isInitialize ? result.serverInfo : meta[META.serverInfo];
    if (isJsonObject(info)) {
      if (typeof info.name === "string") this.server.name = info.name;
      if (typeof info.version === "string") this.server.version = info.version;
    }
    if (isInitialize && typeof result.protocolVersion === "string") this.server.protocolVersion = result.protocolVersion;
  }
}
