/**
 * What the two HTTP transports share: the optional launched server process, POSTing one JSON-RPC message and
 * reading its answer (a JSON body or an SSE stream), the observation record of every HTTP exchange, and the close
 * event. MCP 2025-11-25 basic/transports §Streamable HTTP (§Sending Messages, §Listening for Messages);
 * MCP 2024-11-05 basic/transports §HTTP with SSE.
 *
 * Answers are mapped to the request that was POSTed: an error body without an id (allowed by the spec for a
 * refused POST) gets the request's id, and an HTTP error status without any JSON-RPC error resolves the request
 * with {@link httpStatusError} (our codes, marked `data.fromHttpStatus`). A `fetch` that fails outright (refused,
 * reset) ends the transport: pending requests resolve `closed`, as when a stdio process dies. A body or SSE event
 * that is not JSON-RPC is kept in the HTTP observations, not reported as pollution (that handler is about stdout).
 * The user's header values are redacted from everything the server sends before anything sees it: a server that
 * echoes a token cannot leak it into a report.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { BoundedLog } from "./bounded-log.js";
import { describeExit } from "./exit-status.js";
import {
  describeFetchError,
  httpStatusError,
  mediaType,
  observationOf,
  readSseEvents,
  redactInJson,
  redactSecrets,
  secretsOf,
} from "./http-exchange.js";
import { isJsonObject } from "./json-object.js";
import { LaunchedServer } from "./launched-server.js";
import type { HttpLaunch } from "./target.js";
import { parseFrame, type Transport, type TransportHandlers, type TransportKind } from "./transport.js";
import type { ExitStatus, HttpObservation, JsonRpcError, JsonRpcMessage, JsonRpcResponse, RequestId } from "./types.js";

/** The part of an `http` target a transport needs. Header values are secrets: they are sent, never recorded. */
export interface HttpEndpoint {
  url: string;
  headers?: Record<string, string>;
  launch?: HttpLaunch;
}

/** Tuning of an HTTP transport; times are milliseconds. */
export interface HttpTransportOptions {
  /** How long a launched server gets until its URL accepts connections, and (HTTP+SSE) the `endpoint` event gets to arrive (default 10,000). */
  startTimeoutMs?: number;
  /** How many HTTP observations are kept, the most recent (default 200). */
  observationLimit?: number;
}

/** How long a launched server gets to be seen exiting after its connection broke, so the close names the exit, milliseconds. */
const EXIT_AFTER_BREAK_MS = 300;

/** A request POSTed and not yet answered. */
interface InFlight {
  controller: AbortController;
  /** True when the request carried the modern `_meta` envelope (its cancellation is closing the stream). */
  modern: boolean;
}

/** True for a JSON-RPC request (a `method` and a usable id). */
function isRequest(message: JsonRpcMessage): message is JsonRpcMessage & { id: RequestId; method: string } {
  return "method" in message && "id" in message && (typeof message.id === "string" || typeof message.id === "number");
}

/** True for a response (no `method`). */
function isResponse(message: JsonRpcMessage): message is JsonRpcResponse {
  return !("method" in message);
}

/** A body that is a JSON-RPC error object without a usable id (`{"jsonrpc":"2.0","error":{…}}`): its error. */
function idlessError(text: string): JsonRpcError | undefined {
  if (!text.trimStart().startsWith("{")) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isJsonObject(value) || !isJsonObject(value.error) || typeof value.error.code !== "number") return undefined;
    if (value.id !== undefined && value.id !== null) return undefined;
    return value.error as unknown as JsonRpcError;
  } catch {
    return undefined;
  }
}

/** The shared machinery of {@link StreamableHttpTransport} and {@link SseTransport}. One instance, one start. */
export abstract class HttpTransportBase implements Transport {
  abstract readonly kind: TransportKind;
  protected handlers: TransportHandlers | undefined;
  protected readonly url: URL;
  protected readonly userHeaders: Record<string, string>;
  protected readonly startTimeoutMs: number;
  /** The user's header values, redacted from everything the server sends. */
  private readonly secrets: string[];
  protected closing = false;
  private readonly launchSpec: HttpLaunch | undefined;
  private launched: LaunchedServer | undefined;
  private readonly log: BoundedLog<HttpObservation>;
  private readonly controllers = new Set<AbortController>();
  /** Keyed by the request id as sent (a Map keeps 1 and "1" apart). */
  private readonly inFlight = new Map<RequestId, InFlight>();
  private startedAt = performance.now();
  private started = false;
  private closeReported = false;
  private closePromise: Promise<void> | undefined;

  constructor(endpoint: HttpEndpoint, options: HttpTransportOptions = {}) {
    this.url = new URL(endpoint.url);
    this.userHeaders = { ...(endpoint.headers ?? {}) };
    this.secrets = secretsOf(this.userHeaders);
    this.launchSpec = endpoint.launch;
    this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
    this.log = new BoundedLog(options.observationLimit ?? 200, "last");
  }

  get alive(): boolean {
    return this.started && !this.closeReported && (this.launched === undefined || this.launched.alive);
  }

  /**
   * Starts the launch command (when the target has one) and waits for its URL, then opens the transport.
   * Throws `ServerStartError` when the command cannot start or its URL never answers, or when opening fails;
   * nothing is left running then.
   */
  async start(handlers: TransportHandlers): Promise<void> {
    if (this.handlers) throw new Error(`${this.constructor.name}.start() called twice`);
    this.handlers = handlers;
    this.startedAt = performance.now();
    try {
      if (this.launchSpec) {
        const launched = new LaunchedServer(this.launchSpec);
        this.launched = launched;
        await launched.start(this.url, this.startTimeoutMs);
        launched.onExit((exit) => {
          if (!this.closing) this.end(exit ? `the server process ${describeExit(exit)}` : "the server process exited");
        });
      }
      await this.open();
      this.started = true;
    } catch (error) {
      this.closing = true;
      this.abortAll();
      await this.launched?.close();
      throw error;
    }
  }

  /** Opens the connection after any launch (HTTP+SSE: the GET stream). Throws `ServerStartError`. */
  protected abstract open(): Promise<void>;

  abstract send(message: JsonRpcMessage): Promise<void>;
  abstract sendRaw(line: string): Promise<void>;

  /** Ends the transport: aborts what is in flight, runs {@link beforeClose}, stops a launched server. Idempotent. */
  close(): Promise<void> {
    this.closePromise ??= this.shutdown();
    return this.closePromise;
  }

  private async shutdown(): Promise<void> {
    const wasAlive = this.alive;
    this.closing = true;
    this.abortAll();
    if (wasAlive) await this.beforeClose().catch(() => undefined);
    await this.launched?.close();
    this.end("closed by the client");
  }

  /** Last words to the server before the transport closes (Streamable HTTP: DELETE the session). */
  protected async beforeClose(): Promise<void> {}

  /** A launched server's output (stdout and stderr: both are logs for an HTTP server), header values redacted; empty without a launch. */
  stderrTail(maxChars = 2000): string {
    return this.scrub(this.launched?.logTail(maxChars) ?? "");
  }

  exitStatus(): ExitStatus | undefined {
    return this.launched?.exitStatus();
  }

  httpObservations(): readonly HttpObservation[] {
    return this.log.items();
  }

  /** `text` with the user's header values redacted (see {@link redactSecrets}); for text kept as text. */
  protected scrub(text: string): string {
    return this.secrets.length > 0 ? redactSecrets(text, this.secrets) : text;
  }

  /**
   * Parses one frame the server sent and delivers its messages with the user's header values redacted inside their
   * strings (the raw frame too). Returns the messages, or null when the frame is not JSON-RPC.
   */
  protected deliverFrame(text: string, onMessage: (message: JsonRpcMessage, raw: string) => void): JsonRpcMessage[] | null {
    const parsed = parseFrame(text);
    if (!parsed) return null;
    const messages = redactInJson(parsed, this.secrets);
    const raw = this.scrub(text);
    for (const m of messages) onMessage(m, raw);
    return messages;
  }

  /** Records one HTTP exchange (header values redacted from the body). */
  protected observe(method: string, url: string, response: Response | undefined, extra: { rpcMethod?: string; body?: string; error?: string } = {}): void {
    const body = extra.body !== undefined ? { body: this.scrub(extra.body) } : {};
    this.log.push(observationOf(this.sinceStart(), method, url, response, { ...extra, ...body }));
  }

  /**
   * A fetch that `close()` aborts (its controller stays registered until the caller calls {@link release}).
   * Resolves with the response, or undefined after recording why none came and ending the transport.
   */
  protected async tracked(url: string, init: RequestInit, controller = new AbortController(), rpcMethod?: string): Promise<Response | undefined> {
    this.controllers.add(controller);
    try {
      return await fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted && !this.closing) {
        this.observe(init.method ?? "GET", url, undefined, { ...(rpcMethod ? { rpcMethod } : {}), error: describeFetchError(error) });
        void this.connectionLost(describeFetchError(error));
      }
      this.controllers.delete(controller);
      return undefined;
    }
  }

  /**
   * POSTs one frame (`message` is its parsed form when it is one JSON-RPC message) and resolves once the status
   * and headers arrived; the body is read in the background and its messages delivered. `modern` marks a request
   * whose cancellation is closing its stream (MCP 2026-07-28 basic/patterns/cancellation).
   */
  protected async post(url: string, body: string, headers: Headers, message: JsonRpcMessage | undefined, modern = false): Promise<void> {
    if (!this.alive) return;
    const request = message && isRequest(message) ? message : undefined;
    const rpcMethod = message && "method" in message ? message.method : undefined;
    const controller = new AbortController();
    if (request) this.inFlight.set(request.id, { controller, modern });
    const response = await this.tracked(url, { method: "POST", headers, body }, controller, rpcMethod);
    if (!response) {
      if (request) this.inFlight.delete(request.id);
      return;
    }
    this.afterHeaders(message, response);
    void this.consume(url, response, request, rpcMethod).finally(() => {
      if (request) this.inFlight.delete(request.id);
      this.release(controller);
    });
  }

  /** Hook: sees each POST's response headers before its body (Streamable HTTP: the session id). */
  protected afterHeaders(_message: JsonRpcMessage | undefined, _response: Response): void {}

  /** Hook: a request's POST failed with an HTTP error and no JSON-RPC answer. Return true when handled (the transport ended). */
  protected unansweredError(_request: JsonRpcMessage & { id: RequestId }, _response: Response): boolean {
    return false;
  }

  /** Hook: sees each delivered message with the request whose POST brought it (Streamable HTTP: the negotiated version). */
  protected delivered(_message: JsonRpcMessage, _request: (JsonRpcMessage & { id: RequestId }) | undefined): void {}

  /**
   * Cancels modern request `id` by closing its stream (MCP 2026-07-28 basic/patterns/cancellation). Returns false,
   * touching nothing, for a legacy request (disconnection is not cancellation there) or one no longer in flight.
   */
  protected cancelModernRequest(id: RequestId): boolean {
    const entry = this.inFlight.get(id);
    if (!entry?.modern) return false;
    entry.controller.abort();
    this.inFlight.delete(id);
    return true;
  }

  /** Registers a controller for `close()` to abort (a long-lived GET stream). */
  protected keep(controller: AbortController): void {
    this.controllers.add(controller);
  }

  /** Forgets a controller whose exchange is over. */
  protected release(controller: AbortController): void {
    this.controllers.delete(controller);
  }

  private async consume(url: string, response: Response, request: (JsonRpcMessage & { id: RequestId }) | undefined, rpcMethod: string | undefined): Promise<void> {
    const ok = response.status >= 200 && response.status < 300;
    const type = mediaType(response.headers.get("content-type"));
    const extra = rpcMethod ? { rpcMethod } : {};
    let answered = false;
    let bodyText = "";
    const deliver = (messages: JsonRpcMessage[], raw: string) => {
      for (const m of redactInJson(messages, this.secrets)) {
        if (request && isResponse(m) && m.id === request.id) answered = true;
        this.delivered(m, request);
        if (!this.closeReported) this.handlers?.message(m, raw);
      }
    };
    if (type === "text/event-stream" && response.body) {
      this.observe("POST", url, response, extra);
      let other = "";
      await readSseEvents(response.body, (event) => {
        if (event.event !== undefined && event.event !== "message") return false;
        const messages = parseFrame(event.data);
        if (messages) deliver(messages, this.scrub(event.data));
        else if (event.data.trim()) other += `${this.scrub(event.data)}\n`;
        return false;
      });
      bodyText = other;
      if (other) this.observe("POST", url, response, { ...extra, body: other });
    } else {
      const raw = await response.text().catch(() => "");
      const text = this.scrub(raw);
      bodyText = text;
      let messages = raw.trim() ? parseFrame(raw) : null;
      const idless = !messages && request && !ok ? idlessError(raw) : undefined;
      if (idless && request) messages = [{ jsonrpc: "2.0", id: request.id, error: idless }];
      if (messages && request && !ok) {
        // An error body for a refused POST may omit the id (MCP §Sending Messages); it answers this request.
        messages = messages.map((m) => (isResponse(m) && (m.id === null || m.id === undefined) && m.error ? { ...m, id: request.id } : m));
      }
      this.observe("POST", url, response, { ...extra, ...(!ok || !messages ? { body: text } : {}) });
      if (messages) deliver(messages, text);
    }
    if (request && !answered && !ok && !this.closeReported && !this.unansweredError(request, response)) {
      const error = httpStatusError(response.status, response.statusText, bodyText);
      const synthetic: JsonRpcResponse = { jsonrpc: "2.0", id: request.id, error };
      this.handlers?.message(synthetic, JSON.stringify(synthetic));
    }
  }

  /** The connection broke: end the transport, naming the launched server's exit when it died. */
  protected async connectionLost(reason: string): Promise<void> {
    if (this.closing || this.closeReported) return;
    if (this.launched?.alive) await Promise.race([new Promise<void>((resolve) => this.launched!.onExit(() => resolve())), sleep(EXIT_AFTER_BREAK_MS)]);
    const exit = this.launched?.exitStatus();
    this.end(exit ? `the server process ${describeExit(exit)}` : `the connection broke: ${reason}`);
  }

  /** Reports the close once and aborts whatever is still in flight. */
  protected end(reason: string): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.abortAll();
    const exit = this.launched?.exitStatus();
    this.handlers?.close({ ...(exit ? { exit } : {}), reason });
  }

  private abortAll(): void {
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    this.inFlight.clear();
  }

  protected sinceStart(): number {
    return Math.round(performance.now() - this.startedAt);
  }
}
