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
import { Redactor } from "../secrets/redactor.js";
import { secretsOfEnv, secretsOfHeaders, secretsOfUrl } from "../secrets/secret-values.js";
import { BoundedLog } from "./bounded-log.js";
import { clientSideError, errorResponse } from "./client-errors.js";
import { settlesWithin } from "./deadline.js";
import { describeExit } from "./exit-status.js";
import {
  appendBounded,
  bodyExcerpt,
  describeFetchError,
  httpStatusError,
  mediaType,
  observationOf,
  readBodyText,
  readSseEvents,
  withoutCredentials,
} from "./http-exchange.js";
import { isJsonObject } from "./json-object.js";
import { LaunchedServer } from "./launched-server.js";
import { describeSize, MAX_ANSWER_POSTS, MAX_MESSAGE_BYTES, MAX_REDIRECTS } from "./limits.js";
import { urlForReport, type HttpLaunch } from "./target.js";
import { parseFrame, type Transport, type TransportHandlers, type TransportKind } from "./transport.js";
import type { ExitStatus, HttpObservation, JsonRpcError, JsonRpcMessage, JsonRpcResponse, RequestId, WireProblem } from "./types.js";

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
  /** What to redact from everything the server sends (default: the endpoint's secrets, see the module doc). */
  redactor?: Redactor;
}

/** A redirect that was not followed (see {@link HttpTransportBase.fetchOnOrigin}). */
export type RefusedRedirect = Extract<WireProblem, { kind: "http-redirect" }>;

/** HTTP statuses that redirect (RFC 9110 §15.4) when they carry a `Location`. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** How long a launched server gets to be seen exiting after its connection broke, so the close names the exit, milliseconds. */
const EXIT_AFTER_BREAK_MS = 300;

/** A request POSTed and not yet answered. */
interface InFlight {
  controller: AbortController;
  /** True when the request carried the modern `_meta` envelope (its cancellation is closing the stream). */
  modern: boolean;
}

/** The scheme of a `WWW-Authenticate` challenge (`Bearer`, `Basic`), or "" (RFC 9110 §11.6.1). */
function authScheme(challenge: string | null): string {
  return /^\s*([A-Za-z][\w!#$%&'*+.^`|~-]*)/.exec(challenge ?? "")?.[1] ?? "";
}

/** One clause saying why a redirect was not followed. */
function refusalReason(problem: RefusedRedirect): string {
  switch (problem.reason) {
    case "cross-origin":
      return "it leads to another origin, where the request's headers must not go";
    case "loop":
      return "it leads back to a URL already visited (a redirect loop)";
    case "too-many":
      return `more than ${MAX_REDIRECTS} redirects in a row`;
    case "method-change":
      return "it would turn the POST into a GET";
  }
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
  /** Redacts the target's secrets from everything the server sends. */
  protected readonly redactor: Redactor;
  /** POSTs of answers and notifications in flight (bounded by `MAX_ANSWER_POSTS`). */
  private answerPosts = 0;
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

  /** Throws `TypeError` for a URL that does not parse. */
  constructor(endpoint: HttpEndpoint, options: HttpTransportOptions = {}) {
    const plain = withoutCredentials(endpoint.url, endpoint.headers ?? {});
    this.url = plain.url;
    this.userHeaders = plain.headers;
    this.redactor =
      options.redactor ?? new Redactor([...secretsOfHeaders(this.userHeaders), ...secretsOfUrl(endpoint.url), ...secretsOfEnv(endpoint.launch?.env)]);
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
        const launched = new LaunchedServer(this.launchSpec, (problem) => this.problem(problem));
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

  /** A launched server's output (stdout and stderr: both are logs for an HTTP server), secrets redacted; empty without a launch. */
  stderrTail(maxChars = 2000): string {
    return this.redactor.tail(this.launched?.logTail() ?? "", maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.launched?.exitStatus();
  }

  httpObservations(): readonly HttpObservation[] {
    return this.log.items();
  }

  /** `text` with the target's secrets redacted; for text kept as text. */
  protected scrub(text: string): string {
    return this.redactor.text(text);
  }

  /** Reports a wire problem to the session. */
  protected problem(problem: WireProblem): void {
    this.handlers?.problem?.(problem);
  }

  /** The client gave up on request `id` (its timeout): its stream is closed, whatever the era. */
  abandon(id: RequestId): void {
    const entry = this.inFlight.get(id);
    if (!entry) return;
    entry.controller.abort();
    this.inFlight.delete(id);
  }

  /**
   * Parses one frame the server sent and delivers its messages with the user's header values redacted inside their
   * strings (the raw frame too). Returns the messages, or null when the frame is not JSON-RPC.
   */
  protected deliverFrame(text: string, onMessage: (message: JsonRpcMessage, raw: string) => void): JsonRpcMessage[] | null {
    const parsed = parseFrame(text);
    if (!parsed) return null;
    const messages = this.redactor.json(parsed);
    const raw = this.scrub(text);
    for (const m of messages) onMessage(m, raw);
    return messages;
  }

  /** Records one HTTP exchange (the target's secrets redacted from its body and response headers). */
  protected observe(method: string, url: string, response: Response | undefined, extra: { rpcMethod?: string; body?: string; error?: string } = {}): void {
    const body = extra.body !== undefined ? { body: this.scrub(extra.body) } : {};
    const observation = observationOf(this.sinceStart(), method, url, response, { ...extra, ...body });
    observation.headers = this.redactor.json(observation.headers); // a server may echo a credential in a header
    this.log.push(observation);
  }

  /**
   * `fetch` that follows redirects only on the target's origin, at most `MAX_REDIRECTS` times, and only when they
   * keep the method (307 and 308; any redirect of a GET). Resolves with the final response, or with the
   * `http-redirect` problem that stopped it (reported; the redirect's body is cancelled). Rejects as `fetch` does.
   */
  protected async fetchOnOrigin(url: string | URL, init: RequestInit, rpcMethod?: string): Promise<Response | RefusedRedirect> {
    let current = new URL(url);
    const seen = new Set([current.href]);
    for (let hops = 0; ; hops++) {
      const response = await fetch(current, { ...init, redirect: "manual" });
      const location = response.headers.get("location");
      if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return response; // an unreadable Location: the 3xx is the answer
      }
      await response.body?.cancel().catch(() => undefined);
      const method = init.method ?? "GET";
      const reason: RefusedRedirect["reason"] | undefined =
        next.origin !== this.url.origin
          ? "cross-origin"
          : seen.has(next.href)
            ? "loop"
            : hops >= MAX_REDIRECTS
              ? "too-many"
              : method !== "GET" && response.status < 307
                ? "method-change"
                : undefined;
      if (reason !== undefined) {
        const refused: RefusedRedirect = {
          kind: "http-redirect",
          status: response.status,
          from: urlForReport(current),
          to: urlForReport(next),
          reason,
          ...(rpcMethod !== undefined ? { method: rpcMethod } : {}),
        };
        this.observe(method, current.href, response, { ...(rpcMethod ? { rpcMethod } : {}), error: `redirect to ${refused.to} not followed: ${refusalReason(refused)}` });
        this.problem(refused);
        return refused;
      }
      seen.add(next.href);
      current = next;
    }
  }

  /**
   * A fetch that `close()` aborts (its controller stays registered until the caller calls {@link release}).
   * Resolves with the response, with the redirect that was refused, or with undefined after recording why no
   * response came and ending the transport.
   */
  protected async tracked(url: string, init: RequestInit, controller = new AbortController(), rpcMethod?: string): Promise<Response | RefusedRedirect | undefined> {
    this.controllers.add(controller);
    try {
      return await this.fetchOnOrigin(url, { ...init, signal: controller.signal }, rpcMethod);
    } catch (error) {
      if (!controller.signal.aborted && !this.closing) {
        const reason = this.scrub(describeFetchError(error));
        this.observe(init.method ?? "GET", url, undefined, { ...(rpcMethod ? { rpcMethod } : {}), error: reason });
        void this.connectionLost(reason);
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
    if (!request) {
      // An answer to a server request, or a notification: a server flooding requests must not pile up our POSTs.
      if (this.answerPosts >= MAX_ANSWER_POSTS) return;
      this.answerPosts += 1;
    }
    const controller = new AbortController();
    if (request) this.inFlight.set(request.id, { controller, modern });
    const done = () => {
      if (request) this.inFlight.delete(request.id);
      else this.answerPosts -= 1;
      this.release(controller);
    };
    const response = await this.tracked(url, { method: "POST", headers, body }, controller, rpcMethod);
    if (response === undefined || !(response instanceof Response)) {
      if (response !== undefined && request) {
        this.fail(request, clientSideError("http-redirect", `HTTP ${response.status} redirect to ${response.to} not followed: ${refusalReason(response)}`, { fromHttpStatus: response.status }));
      }
      done();
      return;
    }
    this.afterHeaders(message, response);
    void this.consume(url, response, request, rpcMethod).finally(done);
  }

  /** Resolves `request` at once with a client-side `error` (unless the transport already closed). */
  private fail(request: JsonRpcMessage & { id: RequestId }, error: JsonRpcError): void {
    if (this.closeReported) return;
    const synthetic = errorResponse(request.id, error);
    this.handlers?.message(synthetic, JSON.stringify(synthetic));
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
    const method = rpcMethod !== undefined ? { method: rpcMethod } : {};
    let answered = false;
    let bodyText = "";
    /** Set when the answer is unusable: the request fails with it at once. */
    let failure: JsonRpcError | undefined;
    const deliver = (messages: JsonRpcMessage[], raw: string) => {
      for (const m of this.redactor.json(messages)) {
        if (request && isResponse(m) && m.id === request.id) answered = true;
        this.delivered(m, request);
        if (!this.closeReported) this.handlers?.message(m, raw);
      }
    };
    if (response.status === 401) {
      const challenge = response.headers.get("www-authenticate");
      this.problem({ kind: "http-auth-required", status: 401, scheme: authScheme(challenge), challenge: this.scrub(bodyExcerpt(challenge ?? "").slice(0, 200)), ...method });
    }
    const tooLarge = (bytes: number, where: "http" | "sse") => {
      this.problem({ kind: "response-too-large", bytes, limit: MAX_MESSAGE_BYTES, where, ...method });
      return clientSideError(
        "response-too-large",
        `Response too large: ${where === "sse" ? "one SSE event of" : "a body of"} more than ${describeSize(MAX_MESSAGE_BYTES)}, the limit of one message; mcp-checkup stopped reading it`,
        { limit: MAX_MESSAGE_BYTES },
      );
    };
    const invalid = (reason: string, excerpt: string) => {
      this.problem({ kind: "http-invalid-json", status: response.status, contentType: type, reason, excerpt: excerpt.slice(0, 200), ...method });
      return clientSideError("http-invalid-json", `HTTP ${response.status} answer is not a JSON-RPC message: ${reason}`, { fromHttpStatus: response.status });
    };
    if (type === "text/event-stream" && response.body) {
      this.observe("POST", url, response, extra);
      let other = "";
      /** Characters of events that are not JSON-RPC messages on this stream: past one message's worth, it is given up. */
      let junk = 0;
      const end = await readSseEvents(response.body, (event) => {
        const messages = event.event === undefined || event.event === "message" ? parseFrame(event.data) : null;
        if (messages) deliver(messages, this.scrub(event.data));
        else if (event.data.trim()) {
          other = appendBounded(other, `${this.scrub(event.data)}\n`);
          junk += event.data.length;
        }
        return junk > MAX_MESSAGE_BYTES;
      });
      bodyText = other;
      if (other) this.observe("POST", url, response, { ...extra, body: other });
      if (end.tooLarge) failure = tooLarge(MAX_MESSAGE_BYTES + 1, "sse");
      else if (request && ok && !answered && junk > MAX_MESSAGE_BYTES) {
        failure = invalid(`more than ${describeSize(MAX_MESSAGE_BYTES)} of SSE events that are not JSON-RPC messages, and no answer`, other);
      } else if (request && ok && !answered && other) failure = invalid("an SSE stream of events that are not JSON-RPC messages", other);
    } else {
      const body = await readBodyText(response);
      if (body.tooLarge) {
        this.observe("POST", url, response, { ...extra, error: `body of more than ${describeSize(MAX_MESSAGE_BYTES)} not read` });
        failure = tooLarge(body.bytes, "http");
      } else {
        const raw = body.text;
        const text = this.scrub(raw);
        bodyText = text;
        let messages = raw.trim() ? parseFrame(raw) : null;
        const idless = !messages && request && !ok ? idlessError(raw) : undefined;
        if (idless && request) messages = [{ jsonrpc: "2.0", id: request.id, error: idless }];
        if (messages && request && !ok) {
          // An error body for a refused POST may omit the id (MCP §Sending Messages); it answers this request.
          messages = messages.map((m) => (isResponse(m) && (m.id === null || m.id === undefined) && m.error ? { ...m, id: request.id } : m));
        }
        this.observe("POST", url, response, { ...extra, ...(!ok || !messages ? { body: text } : {}), ...(body.error ? { error: this.scrub(body.error) } : {}) });
        // 202/204: the answer comes on another stream (the HTTP+SSE transport), so this body is not the answer.
        const answerHere = ok && response.status !== 202 && response.status !== 204;
        if (request && answerHere && messages && type !== "application/json") {
          this.problem({ kind: "http-bad-content-type", status: response.status, contentType: type, ...method });
        }
        if (messages) deliver(messages, text);
        if (request && answerHere && !answered && !messages) {
          const reason = body.error
            ? `the body could not be read (${this.scrub(body.error)})`
            : raw.trim() === ""
              ? "the body is empty"
              : type === "application/json" || type === ""
                ? "the body is not valid JSON-RPC"
                : `the body is ${type}, not JSON`;
          failure = invalid(reason, text);
        }
      }
    }
    if (request && !answered && failure) {
      this.fail(request, failure);
    } else if (request && !answered && !ok && !this.closeReported && !this.unansweredError(request, response)) {
      this.fail(request, httpStatusError(response.status, response.statusText, bodyText));
    }
  }

  /** The connection broke: end the transport, naming the launched server's exit when it died. */
  protected async connectionLost(reason: string): Promise<void> {
    if (this.closing || this.closeReported) return;
    if (this.launched?.alive) await settlesWithin(new Promise<void>((resolve) => this.launched!.onExit(() => resolve())), EXIT_AFTER_BREAK_MS);
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
