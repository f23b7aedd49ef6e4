import type { HttpObservation, JsonRpcError, JsonRpcMessage } from "./types.js";
/** The `Accept` header every POST carries: the client MUST list both (MCP 2025-03-26 and later §Sending Messages). */
export declare const ACCEPT_JSON_AND_SSE = "application/json, text/event-stream";
/** Characters of a response body kept in an observation or an error message. */
export declare const BODY_EXCERPT_CHARS = 2000;
/** The media type of a `Content-Type` value, lower-cased, without parameters (`text/event-stream`). */
export declare function mediaType(contentType: string | null | undefined): string;
/** Response headers as a plain object with lower-case names; `set-cookie` is left out (it may carry a secret). */
export declare function responseHeaders(response: Response): Record<string, string>;
/**
 * A header value as MCP 2026-07-28 §Value Encoding wants it: as-is when it is plain visible ASCII (spaces allowed
 * inside) and does not look like the sentinel; otherwise `=?base64?<base64 of the UTF-8 bytes>?=`.
 */
export declare function headerValue(value: string): string;
/** The modern protocol version in a message's `params._meta`, when it carries one (MCP 2026-07-28 basic/index §`_meta`). */
export declare function modernVersionOf(message: JsonRpcMessage): string | undefined;
/**
 * The request-metadata headers of a modern (2026-07-28) message: `MCP-Protocol-Version` (from `_meta`),
 * `Mcp-Method`, and `Mcp-Name` for `tools/call`, `resources/read`, `prompts/get`. Empty for a message without
 * the modern `_meta` envelope.
 */
export declare function modernHeaders(message: JsonRpcMessage): Record<string, string>;
/** Merges header sets into a `Headers` value; later sets win, names compare case-insensitively. */
export declare function mergeHeaders(...sets: Record<string, string>[]): Headers;
/**
 * What {@link describeFetchError} says when `fetch` refused the URL's port without trying it: the Fetch standard
 * blocks some ports for every request (https://fetch.spec.whatwg.org/#port-blocking: 6000 X11, 6665–6669 IRC, …),
 * and Node's fetch says only "bad port".
 */
export declare const BLOCKED_PORT = "fetch refuses to connect to this port (a port the Fetch standard blocks)";
/** One clause for a failed `fetch`: "connection refused (ECONNREFUSED)", "timed out", {@link BLOCKED_PORT}, or the error's text. */
export declare function describeFetchError(error: unknown): string;
/** The first {@link BODY_EXCERPT_CHARS} characters of a body. */
export declare function bodyExcerpt(text: string): string;
/** `kept` with `more` appended, keeping at most `max` characters (default {@link BODY_EXCERPT_CHARS}): for text gathered from a stream that may never end. */
export declare function appendBounded(kept: string, more: string, max?: number): string;
/**
 * A URL without its credentials, and the `Authorization: Basic` header they stand for (RFC 7617), because `fetch`
 * refuses a URL with credentials (and its error text would quote them). `headers` win: a user's own
 * `Authorization` header is kept. Throws `TypeError` for a URL that does not parse.
 */
export declare function withoutCredentials(url: string | URL, headers?: Readonly<Record<string, string>>): {
    url: URL;
    headers: Record<string, string>;
};
/** What {@link readBodyText} read: the text (empty when too large), its size in bytes, and why it stopped early. */
export interface BodyText {
    text: string;
    /** Bytes read (decoded: after gzip/deflate); when `tooLarge`, how far reading got (more than the limit). */
    bytes: number;
    /** True when the body was longer than the limit; reading stopped there and the body was cancelled. */
    tooLarge: boolean;
    /** Why reading failed part way (a reset connection, broken chunked encoding); what arrived is in `text`. */
    error?: string;
}
/**
 * Reads a response body as UTF-8 text, at most `maxBytes` bytes of it once decoded (`fetch` undoes gzip and deflate
 * as it reads, so a gzip bomb costs at most the limit); a longer body is cancelled. Never throws.
 */
export declare function readBodyText(response: Response, maxBytes?: number): Promise<BodyText>;
/**
 * The JSON-RPC error a request resolves to when the server answered its POST with an HTTP error status and no
 * JSON-RPC error in the body (an HTML 404 page, an empty 400). These codes are ours, not the server's, and
 * `data.fromHttpStatus` says so: `-32603` for a 5xx status (the server failed), `-32600` for any other status
 * (the request was refused before any JSON-RPC handling). The message names the status and quotes the body.
 */
export declare function httpStatusError(status: number, statusText: string, body: string): JsonRpcError;
/**
 * One server-sent event as {@link readSseEvents} hands it on (eventsource-parser's `EventSourceMessage`, declared
 * here so the library's type declarations import nothing from a package the install does not bring: dist/ bundles it).
 */
export interface SseEvent {
    event?: string | undefined;
    id?: string | undefined;
    data: string;
}
/** How an SSE stream read by {@link readSseEvents} ended. */
export interface SseEnd {
    /** True when one event (or one unfinished line) grew past the limit; reading stopped there. */
    tooLarge: boolean;
}
/**
 * Reads an SSE body to its end, calling `onEvent` for each event (comments and `retry` fields are ignored, as SSE
 * clients must). `onEvent` returning true stops reading early (the stream is cancelled). One event, or a line not
 * yet ended, may hold at most `maxEventChars` characters (the parser's `maxBufferSize`); a longer one stops reading
 * with `tooLarge`. Resolves when the stream ends, is cancelled, or fails (a broken stream is not an error here:
 * the caller sees what arrived).
 */
export declare function readSseEvents(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => boolean | void, maxEventChars?: number): Promise<SseEnd>;
/** What {@link httpExchange} saw: the status and headers, the JSON-RPC messages of the body, and a body excerpt. */
export interface HttpReply {
    /** The HTTP status; 0 when no response came (`error` says why). */
    status: number;
    headers: Record<string, string>;
    contentType: string;
    /** JSON-RPC messages of a JSON body, or of each SSE event's `data`, in order. */
    messages: JsonRpcMessage[];
    /** The first {@link BODY_EXCERPT_CHARS} characters of the raw body (SSE: the data of events that were not messages). */
    body: string;
    error?: string;
}
/** One request of {@link httpExchange}. `timeoutMs` bounds the whole exchange, body included (milliseconds). */
export interface HttpExchangeSpec {
    method: "GET" | "POST" | "DELETE";
    url: string;
    headers: Headers;
    body?: string;
    timeoutMs: number;
    /** Stop reading an SSE body once a response with this id arrived (a POSTed request's answer). */
    untilResponseId?: string | number;
    /** Stop right after the status and headers arrived (GET on an SSE endpoint, which never ends by itself). */
    headersOnly?: boolean;
}
/**
 * One self-contained HTTP exchange for protocol checks: sends the request, reads a JSON or SSE body (bounded by
 * `timeoutMs` and by the message limit), and never throws: a network failure or timeout is `status: 0` with
 * `error`. What the server sent comes back with the request's secrets (its header values, the URL's credentials and
 * key-like query values) redacted.
 */
export declare function httpExchange(spec: HttpExchangeSpec): Promise<HttpReply>;
/** The observation record of an exchange (request headers are never kept). */
export declare function observationOf(atMs: number, method: string, url: string, response: Response | undefined, extra?: {
    rpcMethod?: string;
    body?: string;
    error?: string;
}): HttpObservation;
