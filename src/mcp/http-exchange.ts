/**
 * HTTP building blocks shared by the HTTP transports and the HTTP protocol checks: request headers for MCP
 * messages, reading a body as JSON or as an SSE stream (`eventsource-parser`), one-shot exchanges with a deadline,
 * and the observation record of each exchange. Sources: MCP 2025-11-25 basic/transports §Streamable HTTP;
 * MCP 2026-07-28 basic/transports/streamable-http §Request Metadata, §Value Encoding.
 */
import { createParser } from "eventsource-parser";
import { Redactor } from "../secrets/redactor.js";
import { secretsOfHeaders, secretsOfUrl } from "../secrets/secret-values.js";
import { isJsonObject } from "./json-object.js";
import { MAX_MESSAGE_BYTES } from "./limits.js";
import { urlForReport } from "./target.js";
import { parseFrame } from "./transport.js";
import type { HttpObservation, JsonRpcError, JsonRpcMessage } from "./types.js";
import { META } from "./versions.js";

/** The `Accept` header every POST carries: the client MUST list both (MCP 2025-03-26 and later §Sending Messages). */
export const ACCEPT_JSON_AND_SSE = "application/json, text/event-stream";

/** Characters of a response body kept in an observation or an error message. */
export const BODY_EXCERPT_CHARS = 2000;

/** Messages kept from one SSE body of {@link httpExchange} (a stream may send without end). */
const MAX_EXCHANGE_MESSAGES = 1000;

/** Methods whose `params.name` / `params.uri` goes into `Mcp-Name` (MCP 2026-07-28 §Standard Request Headers). */
const NAMED_METHODS = new Set(["tools/call", "resources/read", "prompts/get"]);

/** The media type of a `Content-Type` value, lower-cased, without parameters (`text/event-stream`). */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Response headers as a plain object with lower-case names; `set-cookie` is left out (it may carry a secret). */
export function responseHeaders(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  return out;
}

/**
 * A header value as MCP 2026-07-28 §Value Encoding wants it: as-is when it is plain visible ASCII (spaces allowed
 * inside) and does not look like the sentinel; otherwise `=?base64?<base64 of the UTF-8 bytes>?=`.
 */
export function headerValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
  const sentinel = value.startsWith("=?base64?") && value.endsWith("?=");
  return plain && !sentinel ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

/** The modern protocol version in a message's `params._meta`, when it carries one (MCP 2026-07-28 basic/index §`_meta`). */
export function modernVersionOf(message: JsonRpcMessage): string | undefined {
  if (!("method" in message)) return undefined;
  const meta = isJsonObject(message.params) ? message.params._meta : undefined;
  const version = isJsonObject(meta) ? meta[META.protocolVersion] : undefined;
  return typeof version === "string" ? version : undefined;
}

/**
 * The request-metadata headers of a modern (2026-07-28) message: `MCP-Protocol-Version` (from `_meta`),
 * `Mcp-Method`, and `Mcp-Name` for `tools/call`, `resources/read`, `prompts/get`. Empty for a message without
 * the modern `_meta` envelope.
 */
export function modernHeaders(message: JsonRpcMessage): Record<string, string> {
  const version = modernVersionOf(message);
  if (version === undefined || !("method" in message)) return {};
  const headers: Record<string, string> = { "mcp-protocol-version": version, "mcp-method": message.method };
  const params = isJsonObject(message.params) ? message.params : {};
  const name = message.method === "resources/read" ? params.uri : params.name;
  if (NAMED_METHODS.has(message.method) && typeof name === "string") headers["mcp-name"] = headerValue(name);
  return headers;
}

/** Merges header sets into a `Headers` value; later sets win, names compare case-insensitively. */
export function mergeHeaders(...sets: Record<string, string>[]): Headers {
  const headers = new Headers();
  for (const set of sets) for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return headers;
}

/**
 * What {@link describeFetchError} says when `fetch` refused the URL's port without trying it: the Fetch standard
 * blocks some ports for every request (https://fetch.spec.whatwg.org/#port-blocking: 6000 X11, 6665–6669 IRC, …),
 * and Node's fetch says only "bad port".
 */
export const BLOCKED_PORT = "fetch refuses to connect to this port (a port the Fetch standard blocks)";

/** One clause for a failed `fetch`: "connection refused (ECONNREFUSED)", "timed out", {@link BLOCKED_PORT}, or the error's text. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.message === "bad port") return BLOCKED_PORT;
  const code = cause?.code;
  if (code === "ECONNREFUSED") return "connection refused (ECONNREFUSED)";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return `the connection was reset (${code})`;
  if (code) return `${cause?.message ?? "network error"} (${code})`;
  if ((error as Error | undefined)?.name === "TimeoutError") return "timed out";
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The first {@link BODY_EXCERPT_CHARS} characters of a body. */
export function bodyExcerpt(text: string): string {
  return text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text;
}

/** `kept` with `more` appended, keeping at most `max` characters (default {@link BODY_EXCERPT_CHARS}): for text gathered from a stream that may never end. */
export function appendBounded(kept: string, more: string, max = BODY_EXCERPT_CHARS): string {
  return kept.length >= max ? kept : (kept + more).slice(0, max);
}

/**
 * A URL without its credentials, and the `Authorization: Basic` header they stand for (RFC 7617), because `fetch`
 * refuses a URL with credentials (and its error text would quote them). `headers` win: a user's own
 * `Authorization` header is kept. Throws `TypeError` for a URL that does not parse.
 */
export function withoutCredentials(url: string | URL, headers: Readonly<Record<string, string>> = {}): { url: URL; headers: Record<string, string> } {
  const parsed = new URL(url);
  const out = { ...headers };
  if (parsed.username !== "" || parsed.password !== "") {
    const pair = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
    if (!Object.keys(out).some((name) => name.toLowerCase() === "authorization")) out.authorization = `Basic ${Buffer.from(pair, "utf8").toString("base64")}`;
    parsed.username = "";
    parsed.password = "";
  }
  return { url: parsed, headers: out };
}

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
export async function readBodyText(response: Response, maxBytes = MAX_MESSAGE_BYTES): Promise<BodyText> {
  if (!response.body) return { text: "", bytes: 0, tooLarge: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { text: "", bytes, tooLarge: true };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { text: Buffer.concat(chunks).toString("utf8"), bytes, tooLarge: false, error: describeFetchError(error) };
  } finally {
    reader.releaseLock?.();
  }
  return { text: Buffer.concat(chunks).toString("utf8"), bytes, tooLarge: false };
}

/**
 * The JSON-RPC error a request resolves to when the server answered its POST with an HTTP error status and no
 * JSON-RPC error in the body (an HTML 404 page, an empty 400). These codes are ours, not the server's, and
 * `data.fromHttpStatus` says so: `-32603` for a 5xx status (the server failed), `-32600` for any other status
 * (the request was refused before any JSON-RPC handling). The message names the status and quotes the body.
 */
export function httpStatusError(status: number, statusText: string, body: string): JsonRpcError {
  const quoted = body.trim() ? `: ${bodyExcerpt(body.replace(/\s+/g, " ").trim()).slice(0, 200)}` : " (empty body)";
  return {
    code: status >= 500 ? -32603 : -32600,
    message: `HTTP ${status}${statusText ? ` ${statusText}` : ""} without a JSON-RPC error${quoted}`,
    data: { fromHttpStatus: status },
  };
}

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
export async function readSseEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => boolean | void,
  maxEventChars = MAX_MESSAGE_BYTES,
): Promise<SseEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let stop = false;
  let tooLarge = false;
  const parser = createParser({
    maxBufferSize: maxEventChars,
    onEvent: (event) => {
      if (!stop && onEvent(event) === true) stop = true;
    },
    onError: (error) => {
      if (error.type === "max-buffer-size-exceeded") {
        tooLarge = true;
        stop = true;
      }
    },
  });
  try {
    while (!stop) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // aborted or broken: what arrived was delivered
  } finally {
    if (stop) await reader.cancel().catch(() => undefined);
    reader.releaseLock?.();
  }
  return { tooLarge };
}

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
export async function httpExchange(spec: HttpExchangeSpec): Promise<HttpReply> {
  const headerValues: Record<string, string> = {};
  new Headers(spec.headers).forEach((value, name) => (headerValues[name] = value));
  const redactor = new Redactor([...secretsOfHeaders(headerValues), ...secretsOfUrl(spec.url)]);
  const reply = await exchange(spec);
  if (!redactor.active) return reply;
  return { ...reply, headers: redactor.json(reply.headers), messages: redactor.json(reply.messages), body: redactor.text(reply.body), ...(reply.error !== undefined ? { error: redactor.text(reply.error) } : {}) };
}

async function exchange(spec: HttpExchangeSpec): Promise<HttpReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), spec.timeoutMs);
  const reply: HttpReply = { status: 0, headers: {}, contentType: "", messages: [], body: "" };
  try {
    const { url, headers: credentials } = withoutCredentials(spec.url);
    const headers = new Headers(spec.headers);
    for (const [name, value] of Object.entries(credentials)) if (!headers.has(name)) headers.set(name, value);
    const response = await fetch(url, {
      method: spec.method,
      headers,
      ...(spec.body !== undefined ? { body: spec.body } : {}),
      signal: controller.signal,
      redirect: "manual",
    });
    reply.status = response.status;
    reply.headers = responseHeaders(response);
    reply.contentType = mediaType(response.headers.get("content-type"));
    if (spec.headersOnly || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return reply;
    }
    if (reply.contentType === "text/event-stream") {
      let other = "";
      await readSseEvents(response.body, (event) => {
        const messages = parseFrame(event.data);
        if (!messages) {
          if (event.event !== "endpoint") other = appendBounded(other, `${event.data}\n`, BODY_EXCERPT_CHARS + 1);
          return false;
        }
        if (reply.messages.length < MAX_EXCHANGE_MESSAGES) reply.messages.push(...messages);
        return spec.untilResponseId !== undefined && messages.some((m) => "id" in m && m.id === spec.untilResponseId && !("method" in m));
      });
      reply.body = bodyExcerpt(other);
    } else {
      const body = await readBodyText(response);
      reply.body = body.tooLarge ? `(a body of more than ${MAX_MESSAGE_BYTES} bytes, not read)` : bodyExcerpt(body.text);
      reply.messages = parseFrame(body.text) ?? [];
    }
  } catch (error) {
    if (reply.status === 0) reply.error = controller.signal.aborted ? `no answer within ${spec.timeoutMs} ms` : describeFetchError(error);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return reply;
}

/** The observation record of an exchange (request headers are never kept). */
export function observationOf(
  atMs: number,
  method: string,
  url: string,
  response: Response | undefined,
  extra: { rpcMethod?: string; body?: string; error?: string } = {},
): HttpObservation {
  const contentType = response ? mediaType(response.headers.get("content-type")) : "";
  return {
    atMs,
    method,
    url: urlForReport(url),
    ...(extra.rpcMethod !== undefined ? { rpcMethod: extra.rpcMethod } : {}),
    status: response?.status ?? 0,
    headers: response ? responseHeaders(response) : {},
    ...(contentType ? { contentType } : {}),
    ...(extra.body !== undefined && extra.body !== "" ? { body: bodyExcerpt(extra.body) } : {}),
    ...(extra.error !== undefined ? { error: extra.error } : {}),
  };
}
