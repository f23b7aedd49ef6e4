import { Redactor } from "../secrets/redactor.js";
import { type HttpLaunch } from "./target.js";
import { type Transport, type TransportHandlers, type TransportKind } from "./transport.js";
import type { ExitStatus, HttpObservation, JsonRpcMessage, RequestId, WireProblem } from "./types.js";
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
export type RefusedRedirect = Extract<WireProblem, {
    kind: "http-redirect";
}>;
/** The shared machinery of {@link StreamableHttpTransport} and {@link SseTransport}. One instance, one start. */
export declare abstract class HttpTransportBase implements Transport {
    abstract readonly kind: TransportKind;
    protected handlers: TransportHandlers | undefined;
    protected readonly url: URL;
    protected readonly userHeaders: Record<string, string>;
    protected readonly startTimeoutMs: number;
    /** Redacts the target's secrets from everything the server sends. */
    protected readonly redactor: Redactor;
    /** POSTs of answers and notifications in flight (bounded by `MAX_ANSWER_POSTS`). */
    private answerPosts;
    protected closing: boolean;
    private readonly launchSpec;
    private launched;
    private readonly log;
    private readonly controllers;
    /** Keyed by the request id as sent (a Map keeps 1 and "1" apart). */
    private readonly inFlight;
    private startedAt;
    private started;
    private closeReported;
    private closePromise;
    /** Throws `TypeError` for a URL that does not parse. */
    constructor(endpoint: HttpEndpoint, options?: HttpTransportOptions);
    get alive(): boolean;
    /**
     * Starts the launch command (when the target has one) and waits for its URL, then opens the transport.
     * Throws `ServerStartError` when the command cannot start or its URL never answers, or when opening fails;
     * nothing is left running then.
     */
    start(handlers: TransportHandlers): Promise<void>;
    /** Opens the connection after any launch (HTTP+SSE: the GET stream). Throws `ServerStartError`. */
    protected abstract open(): Promise<void>;
    abstract send(message: JsonRpcMessage): Promise<void>;
    abstract sendRaw(line: string): Promise<void>;
    /** Ends the transport: aborts what is in flight, runs {@link beforeClose}, stops a launched server. Idempotent. */
    close(): Promise<void>;
    private shutdown;
    /** Last words to the server before the transport closes (Streamable HTTP: DELETE the session). */
    protected beforeClose(): Promise<void>;
    /** A launched server's output (stdout and stderr: both are logs for an HTTP server), secrets redacted; empty without a launch. */
    stderrTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    httpObservations(): readonly HttpObservation[];
    /** `text` with the target's secrets redacted; for text kept as text. */
    protected scrub(text: string): string;
    /** Reports a wire problem to the session. */
    protected problem(problem: WireProblem): void;
    /** The client gave up on request `id` (its timeout): its stream is closed, whatever the era. */
    abandon(id: RequestId): void;
    /**
     * Parses one frame the server sent and delivers its messages with the user's header values redacted inside their
     * strings (the raw frame too). Returns the messages, or null when the frame is not JSON-RPC.
     */
    protected deliverFrame(text: string, onMessage: (message: JsonRpcMessage, raw: string) => void): JsonRpcMessage[] | null;
    /** Records one HTTP exchange (the target's secrets redacted from its body and response headers). */
    protected observe(method: string, url: string, response: Response | undefined, extra?: {
        rpcMethod?: string;
        body?: string;
        error?: string;
    }): void;
    /**
     * `fetch` that follows redirects only on the target's origin, at most `MAX_REDIRECTS` times, and only when they
     * keep the method (307 and 308; any redirect of a GET). Resolves with the final response, or with the
     * `http-redirect` problem that stopped it (reported; the redirect's body is cancelled). Rejects as `fetch` does.
     */
    protected fetchOnOrigin(url: string | URL, init: RequestInit, rpcMethod?: string): Promise<Response | RefusedRedirect>;
    /**
     * A fetch that `close()` aborts (its controller stays registered until the caller calls {@link release}).
     * Resolves with the response, with the redirect that was refused, or with undefined after recording why no
     * response came and ending the transport.
     */
    protected tracked(url: string, init: RequestInit, controller?: AbortController, rpcMethod?: string): Promise<Response | RefusedRedirect | undefined>;
    /**
     * POSTs one frame (`message` is its parsed form when it is one JSON-RPC message) and resolves once the status
     * and headers arrived; the body is read in the background and its messages delivered. `modern` marks a request
     * whose cancellation is closing its stream (MCP 2026-07-28 basic/patterns/cancellation).
     */
    protected post(url: string, body: string, headers: Headers, message: JsonRpcMessage | undefined, modern?: boolean): Promise<void>;
    /** Resolves `request` at once with a client-side `error` (unless the transport already closed). */
    private fail;
    /** Hook: sees each POST's response headers before its body (Streamable HTTP: the session id). */
    protected afterHeaders(_message: JsonRpcMessage | undefined, _response: Response): void;
    /** Hook: a request's POST failed with an HTTP error and no JSON-RPC answer. Return true when handled (the transport ended). */
    protected unansweredError(_request: JsonRpcMessage & {
        id: RequestId;
    }, _response: Response): boolean;
    /** Hook: sees each delivered message with the request whose POST brought it (Streamable HTTP: the negotiated version). */
    protected delivered(_message: JsonRpcMessage, _request: (JsonRpcMessage & {
        id: RequestId;
    }) | undefined): void;
    /**
     * Cancels modern request `id` by closing its stream (MCP 2026-07-28 basic/patterns/cancellation). Returns false,
     * touching nothing, for a legacy request (disconnection is not cancellation there) or one no longer in flight.
     */
    protected cancelModernRequest(id: RequestId): boolean;
    /** Registers a controller for `close()` to abort (a long-lived GET stream). */
    protected keep(controller: AbortController): void;
    /** Forgets a controller whose exchange is over. */
    protected release(controller: AbortController): void;
    private consume;
    /** The connection broke: end the transport, naming the launched server's exit when it died. */
    protected connectionLost(reason: string): Promise<void>;
    /** Reports the close once and aborts whatever is still in flight. */
    protected end(reason: string): void;
    private abortAll;
    protected sinceStart(): number;
}
