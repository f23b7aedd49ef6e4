import { isJsonObject } from "./json-object.js";
import { MAX_FRAME_DEPTH, mayNestDeeperThan, pruneDeep } from "./limits.js";
import type { ExitStatus, HttpObservation, JsonRpcMessage, RequestId, StdoutPollution, WireProblem } from "./types.js";

/**
 * How a transport ended. `exit` is set for a process transport (exit code or signal); `reason` is one sentence
 * for reports ("the server process exited with code 3", "closed by the client", "the connection broke: …").
 */
export interface TransportClosed {
  exit?: ExitStatus;
  reason: string;
}

/**
 * What a transport reports. Every callback may fire before `start()` resolves (a server can write at once).
 * - `message`: one JSON-RPC message, with the raw frame it came in (a stdout line without its newline).
 * - `pollution`: a frame that is not a JSON-RPC message (non-JSON text, or JSON that is not a JSON-RPC message);
 *   MCP 2025-11-25 basic/transports §stdio: the server MUST NOT write anything else to stdout.
 * - `stderr`: a chunk of stderr text (MCP: logs are allowed there and are not an error signal).
 * - `close`: the transport ended (process exit, broken connection, or our own `close()`); fires once.
 * - `problem`: something wrong on the wire the server is to blame for (see {@link WireProblem}); optional.
 * Everything a server sent reaches these handlers with the target's secrets already redacted.
 */
export interface TransportHandlers {
  message(message: JsonRpcMessage, raw: string): void;
  pollution(pollution: StdoutPollution): void;
  stderr(chunk: string): void;
  close(closed: TransportClosed): void;
  problem?(problem: WireProblem): void;
}

/**
 * The seam between the JSON-RPC session and the wire: stdio now, Streamable HTTP later. A transport delivers
 * raw frames and observations and never interprets them beyond "is this a JSON-RPC message".
 *
 * Implementations never throw for server misbehaviour: a send on a dead transport is silently dropped (the
 * session resolves pending requests as `closed`).
 */
export interface Transport {
  /**
   * Starts the transport (spawns the process, opens the connection) and routes everything it sees to
   * `handlers`. Throws `ServerStartError` when it cannot start at all (command not found, bad cwd). Call once.
   */
  start(handlers: TransportHandlers): Promise<void>;
  /** Sends one JSON-RPC message (serialised as one line on stdio). */
  send(message: JsonRpcMessage): Promise<void>;
  /** Sends raw text as one frame, for protocol checks (malformed JSON, partial lines). A newline is added on stdio unless present. */
  sendRaw(line: string): Promise<void>;
  /** Ends the transport and everything it started (for stdio: the whole process group). Idempotent; resolves when done. */
  close(): Promise<void>;
  /** True between a successful `start()` and the close event. */
  readonly alive: boolean;
  /** The last `maxChars` characters of stderr (empty for transports without one). */
  stderrTail(maxChars?: number): string;
  /** How the process ended; undefined while it runs, and always for transports without a process. */
  exitStatus(): ExitStatus | undefined;
  /** Which wire this is (the in-memory transport of tests frames like `stdio`). */
  readonly kind: TransportKind;
  /** HTTP transports: the status, headers and bodies of recent HTTP exchanges (bounded, oldest first). */
  httpObservations?(): readonly HttpObservation[];
  /** The client stopped waiting for request `id` (it timed out): a transport that reads its answer on its own stream (HTTP) closes it. */
  abandon?(id: RequestId): void;
}

/**
 * The wire of a transport: `stdio`; `streamable-http` (MCP 2025-03-26 and later basic/transports §Streamable
 * HTTP); `http+sse` (the deprecated MCP 2024-11-05 HTTP with SSE transport).
 */
export type TransportKind = "stdio" | "streamable-http" | "http+sse";

/**
 * Classifies one parsed JSON value: a JSON-RPC message is an object with a string `method` (request or
 * notification) or with an `id` member and a `result` or `error` member (response). JSON-RPC 2.0 §4–§5.
 * `jsonrpc: "2.0"` is not required here, so a sloppy response still reaches its request; protocol checks
 * validate the raw frame.
 */
export function isJsonRpcMessage(value: unknown): value is JsonRpcMessage {
  if (!isJsonObject(value)) return false;
  if (typeof value.method === "string") return true;
  return "id" in value && ("result" in value || "error" in value);
}

/**
 * Parses one frame (a stdout line, an SSE `data` payload, an HTTP body) into the JSON-RPC messages it holds:
 * one message, or the members of a batch array whose members are all messages (MCP 2025-03-26 allowed
 * batches). Returns null when the frame is not JSON, or is JSON but not JSON-RPC: that frame is pollution.
 * Values nested deeper than `MAX_FRAME_DEPTH` are cut there (`pruneDeep`), so nothing downstream recurses
 * without bound. Never throws.
 */
export function parseFrame(raw: string): JsonRpcMessage[] | null {
  const first = raw.trimStart()[0];
  if (first !== "{" && first !== "[") return null; // skip JSON.parse on text that cannot be a message
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (mayNestDeeperThan(raw, MAX_FRAME_DEPTH)) pruneDeep(value);
  if (isJsonRpcMessage(value)) return [value];
  if (Array.isArray(value) && value.length > 0 && value.every(isJsonRpcMessage)) return value;
  return null;
}

/** Characters of a pollution line kept in its record; a longer line keeps its head and its length. */
export const POLLUTION_LINE_CHARS = 4096;

/** The record of one pollution line: the line itself, or its first {@link POLLUTION_LINE_CHARS} characters and its length. */
export function pollutionRecord(line: string, atMs: number): StdoutPollution {
  if (line.length <= POLLUTION_LINE_CHARS) return { line, atMs };
  return { line: line.slice(0, POLLUTION_LINE_CHARS), atMs, truncated: true, lengthChars: line.length };
}
