/**
 * The JSON-RPC layer over one transport: integer request ids from 1, per-request timeouts with
 * `notifications/cancelled`, response matching, answers to server-to-client requests, and a bounded record of
 * every exchange and observation. Nothing here throws for server misbehaviour; every request resolves to a
 * {@link RequestOutcome}. Wire problems (the transport's, and server requests for capabilities the client did not
 * declare) are kept and passed to `onProblem`.
 */
import { performance } from "node:perf_hooks";
import { BoundedLog } from "./bounded-log.js";
import type { Transport, TransportClosed } from "./transport.js";
import type {
  Exchange,
  ExitStatus,
  JsonRpcError,
  JsonRpcMessage,
  JsonRpcNotification,
  JsonRpcRequest,
  JsonRpcResponse,
  Observation,
  RequestOutcome,
  ResponseShapeProblem,
  StdoutPollution,
  WireProblem,
} from "./types.js";
import { isJsonObject } from "./json-object.js";
import { META } from "./versions.js";
import type { WaitLane } from "./wait-clock.js";

/** Options of a {@link JsonRpcSession}; times are milliseconds. */
export interface SessionOptions {
  /** Default timeout of each request (milliseconds); `Infinity` waits forever. */
  timeoutMs: number;
  /** How many recent exchanges are kept (default 2,000). */
  exchangeLimit?: number;
  /** How many recent observations are kept (default 500). */
  observationLimit?: number;
  /** How many pollution lines are kept, the first ones (default 50; all are counted). */
  pollutionLimit?: number;
  /** Called with each wire problem as it is seen (the engine turns them into findings). */
  onProblem?: (problem: WireProblem) => void;
  /** Told when a stretch with at least one request outstanding begins and ends (the run's `WaitClock`). */
  waitLane?: WaitLane;
}

/** Options of one request. */
export interface SessionRequestOptions {
  /** Overrides the session's default timeout (milliseconds). */
  timeoutMs?: number;
  /**
   * Whether a timeout sends `notifications/cancelled` (default true; MCP basic/utilities/cancellation).
   * Never sent for `initialize`, which MUST NOT be cancelled (MCP 2025-11-25 basic/utilities/cancellation).
   */
  cancelOnTimeout?: boolean;
}

interface Pending {
  exchange: Exchange;
  started: number;
  /** The request's timeout, milliseconds (`Infinity`: none). */
  timeoutMs: number;
  timer: NodeJS.Timeout | undefined;
  resolve: (outcome: RequestOutcome) => void;
}

/**
 * How long past its timeout a request is still waited for, milliseconds: 10 % of the timeout, between 25 ms and
 * 250 ms. A response that is already in the pipe when the timeout expires is read, so whether a call answered in
 * time is decided by its measured duration, not by which of two event-loop callbacks ran first.
 */
export function timeoutGraceMs(timeoutMs: number): number {
  return Math.min(250, Math.max(25, timeoutMs / 10));
}

/** Characters of stderr attached to a `closed` outcome. */
const CLOSED_STDERR_CHARS = 2000;

/** How many wire problems a session keeps (the first ones; the engine reports one finding per kind and cause). */
const PROBLEM_LIMIT = 100;

/**
 * The client capability a server-to-client request needs (MCP 2025-11-25 client/sampling, client/elicitation,
 * client/roots: a server MUST NOT send these requests unless the client declared the capability).
 */
const CAPABILITY_OF: Readonly<Record<string, string>> = {
  "sampling/createMessage": "sampling",
  "elicitation/create": "elicitation",
  "roots/list": "roots",
};

/** One JSON-RPC conversation over one transport. Create, `start()`, use, `close()`. */
export class JsonRpcSession {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly exchangeLog: BoundedLog<Exchange>;
  private readonly observationLog: BoundedLog<Observation>;
  private readonly pollutionLog: BoundedLog<StdoutPollution>;
  private readonly problemLog = new BoundedLog<WireProblem>(PROBLEM_LIMIT, "first");
  /** The client capabilities declared so far: by `initialize`, or by a modern request's `_meta`. */
  private declared: Record<string, unknown> = {};
  private readonly observers = new Set<(observation: Observation) => void>();
  private readonly createdAt = performance.now();
  private closedInfo: TransportClosed | undefined;
  private waitMs = 0;
  /** When the current stretch with at least one request outstanding began (performance.now() ms). */
  private busySince = 0;
  /** Ends the current stretch on the wait lane, if one is open. */
  private endWait: (() => void) | undefined;
  /** Whether any JSON-RPC message came from the server yet (later stdout pollution is `duringSession`). */
  private spoke = false;
  /** Whether a response of a broken shape was reported yet (once per session: a server that writes one writes them all). */
  private sawBadShape = false;

  constructor(
    readonly transport: Transport,
    private readonly options: SessionOptions,
  ) {
    this.exchangeLog = new BoundedLog(options.exchangeLimit ?? 2000, "last");
    this.observationLog = new BoundedLog(options.observationLimit ?? 500, "last");
    this.pollutionLog = new BoundedLog(options.pollutionLimit ?? 50, "first");
  }

  /** Starts the transport. Throws what the transport throws (`ServerStartError`). */
  async start(): Promise<void> {
    await this.transport.start({
      message: (message) => this.receive(message),
      pollution: (pollution) => this.pollutionLog.push(this.spoke ? { ...pollution, duringSession: true } : pollution),
      stderr: () => {},
      close: (closed) => this.closeAll(closed),
      problem: (problem) => this.reportProblem(problem),
    });
  }

  /** The wire problems seen so far (the first 100), oldest first. */
  problems(): WireProblem[] {
    return this.problemLog.items();
  }

  /** False once the transport closed (process exit, broken connection, or `close()`). */
  get alive(): boolean {
    return this.closedInfo === undefined && this.transport.alive;
  }

  /**
   * Sends a request and resolves with its outcome: `result`, `error`, `timeout` or `closed` (the transport ended
   * first, with the exit status and the stderr tail). Never rejects.
   *
   * Timeouts are judged by the measured duration (issue 10 item 7): a response whose duration is at most
   * `timeoutMs` is an answer; one that came later is a `timeout` (the response stays in the exchange record).
   * The wait itself lasts {@link timeoutGraceMs} longer, so a call answering within a few milliseconds of its
   * timeout is judged the same on every run; when the wait ends, `notifications/cancelled` is sent and a still
   * later response is recorded as an observation.
   */
  request(method: string, params?: Record<string, unknown>, options: SessionRequestOptions = {}): Promise<RequestOutcome> {
    const id = this.nextId++;
    this.noteDeclaredCapabilities(method, params);
    const exchange: Exchange = { id, method, ...(params !== undefined ? { params } : {}), sentAtMs: this.sinceStart() };
    this.exchangeLog.push(exchange);
    if (this.closedInfo) {
      exchange.outcome = this.closedOutcome(0);
      return Promise.resolve(exchange.outcome);
    }
    return new Promise<RequestOutcome>((resolve) => {
      const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
      const entry: Pending = { exchange, started: performance.now(), timeoutMs, timer: undefined, resolve };
      if (Number.isFinite(timeoutMs)) {
        entry.timer = setTimeout(() => {
          this.settle(id, { kind: "timeout", durationMs: this.elapsed(entry) });
          this.transport.abandon?.(id);
          const cancel = options.cancelOnTimeout ?? true;
          if (cancel && method !== "initialize") {
            void this.notify("notifications/cancelled", { requestId: id, reason: `No response within ${timeoutMs} ms` });
          }
        }, timeoutMs + timeoutGraceMs(timeoutMs));
      }
      if (this.pending.size === 0) {
        this.busySince = performance.now();
        this.endWait = this.options.waitLane?.begin();
      }
      this.pending.set(id, entry);
      const message: JsonRpcRequest = { jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) };
      void this.transport.send(message);
    });
  }

  /** Sends a notification (never answered). A notification on a closed session is dropped. */
  async notify(method: string, params?: Record<string, unknown>): Promise<void> {
    if (this.closedInfo) return;
    const message: JsonRpcNotification = { jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) };
    await this.transport.send(message);
  }

  /** Sends raw text as one frame (protocol checks: malformed JSON). Whatever comes back is an observation. */
  async sendRaw(line: string): Promise<void> {
    if (this.closedInfo) return;
    await this.transport.sendRaw(line);
  }

  /** Closes the transport; pending requests resolve `closed`. Idempotent. */
  async close(): Promise<void> {
    await this.transport.close();
  }

  /** The most recent exchanges (default limit 2,000), oldest first. */
  exchanges(): Exchange[] {
    return this.exchangeLog.items();
  }

  /** The most recent observations (default limit 500), oldest first. */
  observations(): Observation[] {
    return this.observationLog.items();
  }

  /** Calls `listener` with each new observation; returns the function that unsubscribes it. */
  onObservation(listener: (observation: Observation) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  /** The first non-JSON-RPC stdout lines (default 50). */
  stdoutPollution(): StdoutPollution[] {
    return this.pollutionLog.items();
  }

  /** How many non-JSON-RPC stdout lines were seen in all, kept or not. */
  stdoutPollutionCount(): number {
    return this.pollutionLog.total;
  }

  /**
   * Milliseconds during which at least one request was outstanding: the time spent waiting on the server.
   * Overlapping requests (concurrent probes) count once, so this never exceeds the wall time.
   */
  serverWaitMs(): number {
    return this.waitMs + (this.pending.size > 0 ? performance.now() - this.busySince : 0);
  }

  stderrTail(maxChars?: number): string {
    return this.transport.stderrTail(maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.transport.exitStatus();
  }

  private receive(message: JsonRpcMessage): void {
    this.spoke = true;
    const atMs = this.sinceStart();
    if ("method" in message && typeof message.method === "string") {
      if ("id" in message && message.id !== undefined) this.answerServerRequest(message as JsonRpcRequest, atMs);
      else this.observe({ kind: "notification", atMs, message: message as JsonRpcNotification });
      return;
    }
    const response = message as JsonRpcResponse;
    if (response.id === null) {
      this.observe({ kind: "null-id-response", atMs, message: response });
      return;
    }
    const entry = typeof response.id === "number" ? this.pending.get(response.id) : undefined;
    if (!entry) {
      const ours = typeof response.id === "number" && Number.isInteger(response.id) && response.id > 0 && response.id < this.nextId;
      this.observe({ kind: "unmatched-response", atMs, message: response, ours });
      return;
    }
    entry.exchange.response = response;
    const durationMs = this.elapsed(entry);
    const shape = shapeProblem(response);
    if (shape !== undefined && !this.sawBadShape) {
      this.sawBadShape = true;
      this.reportProblem({ kind: "response-shape", method: entry.exchange.method, shape });
    }
    // JSON-RPC 2.0 §5: exactly one of result / error. An `error` member wins, except `"error": null` beside a result
    // (the JSON-RPC 1.0 habit of writing both, reported above): read as absent. A response with neither is a result
    // of `undefined`, and the raw response stays in the exchange for protocol checks. One that came after the
    // timeout (within the grace) is a timeout all the same.
    const outcome: RequestOutcome = durationMs > entry.timeoutMs ? { kind: "timeout", durationMs } : answerOutcome(response, durationMs);
    this.settle(response.id as number, outcome);
  }

  /**
   * Answers what a client can: `ping` with `{}` (MCP basic/utilities/ping), `roots/list` with no roots
   * (MCP client/roots); anything else with `-32601` (JSON-RPC 2.0 §5.1). A request whose id is not a string or
   * number cannot be answered and is only recorded.
   */
  private answerServerRequest(message: JsonRpcRequest, atMs: number): void {
    const capability = CAPABILITY_OF[message.method];
    if (capability !== undefined && this.declared[capability] === undefined) {
      this.reportProblem({ kind: "unsolicited-client-request", method: message.method, capability });
    }
    const answer: { result: unknown } | { error: JsonRpcError } =
      message.method === "ping"
        ? { result: {} }
        : message.method === "roots/list"
          ? { result: { roots: [] } }
          : { error: { code: -32601, message: `Method not found: ${message.method} (mcp-checkup does not provide it)` } };
    const usableId = typeof message.id === "string" || typeof message.id === "number";
    this.observe({ kind: "server-request", atMs, message, ...(usableId ? { answer } : {}) });
    if (usableId && !this.closedInfo) void this.transport.send({ jsonrpc: "2.0", id: message.id, ...answer });
  }

  /** Remembers the client capabilities a request declares: `initialize`'s `capabilities`, or a modern request's `_meta` client capabilities. */
  private noteDeclaredCapabilities(method: string, params: Record<string, unknown> | undefined): void {
    if (method === "initialize" && isJsonObject(params?.capabilities)) this.declared = params.capabilities;
    const meta = isJsonObject(params?._meta) ? params._meta : undefined;
    const modern = meta ? meta[META.clientCapabilities] : undefined;
    if (isJsonObject(modern)) this.declared = modern;
  }

  private reportProblem(problem: WireProblem): void {
    this.problemLog.push(problem);
    this.options.onProblem?.(problem);
  }

  private observe(observation: Observation): void {
    this.observationLog.push(observation);
    for (const listener of this.observers) listener(observation);
  }

  private settle(id: number, outcome: RequestOutcome): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    if (entry.timer) clearTimeout(entry.timer);
    entry.exchange.outcome = outcome;
    if (this.pending.size === 0) {
      this.waitMs += performance.now() - this.busySince;
      this.endWait?.();
      this.endWait = undefined;
    }
    entry.resolve(outcome);
  }

  private closeAll(closed: TransportClosed): void {
    this.closedInfo = closed;
    for (const [id, entry] of [...this.pending]) this.settle(id, this.closedOutcome(this.elapsed(entry)));
  }

  private closedOutcome(durationMs: number): RequestOutcome {
    const closed = this.closedInfo!;
    return {
      kind: "closed",
      durationMs,
      ...(closed.exit ? { exit: closed.exit } : {}),
      stderrTail: this.transport.stderrTail(CLOSED_STDERR_CHARS),
      reason: closed.reason,
    };
  }

  private elapsed(entry: Pending): number {
    return roundMs(performance.now() - entry.started);
  }

  private sinceStart(): number {
    return roundMs(performance.now() - this.createdAt);
  }
}

/** Milliseconds to one decimal place. */
function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/**
 * What a response answers, read as {@link JsonRpcSession} reads every response (JSON-RPC 2.0 §5): an error when its
 * `error` member is anything but absent or null (as {@link asJsonRpcError} makes it), else a result. `durationMs`
 * is how long the answer took. Also for an answer read later (the era probe's late answer, `handshake.ts`).
 */
export function answerOutcome(response: JsonRpcResponse, durationMs: number): RequestOutcome {
  return response.error !== undefined && response.error !== null
    ? { kind: "error", error: asJsonRpcError(response.error), durationMs }
    : { kind: "result", result: response.result, durationMs };
}

/** How `response` breaks JSON-RPC 2.0 §5's shape (see {@link ResponseShapeProblem}), or undefined. */
function shapeProblem(response: JsonRpcResponse): ResponseShapeProblem | undefined {
  const error: unknown = response.error;
  if (error === null) return "result" in response ? "error-null" : "error-not-object";
  if (error === undefined) return undefined;
  if (!isJsonObject(error)) return "error-not-object";
  if (!Number.isInteger(error.code) || typeof error.message !== "string") return "error-fields";
  return "result" in response ? "both" : undefined;
}

/**
 * A response's `error` member as a JSON-RPC error object every reader can use: `code` a number (`NaN` when the
 * server gave none), `message` a string (the value itself when the error is not an object); `data` kept.
 */
function asJsonRpcError(error: unknown): JsonRpcError {
  if (!isJsonObject(error)) return { code: Number.NaN, message: typeof error === "string" ? error : JSON.stringify(error) };
  const code = typeof error.code === "number" ? error.code : Number.NaN;
  const message = typeof error.message === "string" ? error.message : error.message === undefined ? "" : JSON.stringify(error.message);
  return { ...(error as unknown as JsonRpcError), code, message };
}
