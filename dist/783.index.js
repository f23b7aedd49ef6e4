export const id = 783;
export const ids = [783];
export const modules = {

/***/ 9518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oh: () => (/* binding */ ACCEPT_JSON_AND_SSE),
  Fv: () => (/* binding */ BLOCKED_PORT),
  gw: () => (/* binding */ appendBounded),
  kG: () => (/* binding */ bodyExcerpt),
  Op: () => (/* binding */ describeFetchError),
  ai: () => (/* binding */ httpExchange),
  H6: () => (/* binding */ httpStatusError),
  JL: () => (/* binding */ mediaType),
  lF: () => (/* binding */ mergeHeaders),
  C_: () => (/* binding */ modernHeaders),
  KY: () => (/* binding */ observationOf),
  mf: () => (/* binding */ readBodyText),
  J7: () => (/* binding */ readSseEvents),
  ri: () => (/* binding */ withoutCredentials)
});

// UNUSED EXPORTS: BODY_EXCERPT_CHARS, headerValue, modernVersionOf, responseHeaders

;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/index.js
class ParseError extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
}
const LF = 10, CR = 13, SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

//# sourceMappingURL=index.js.map

// EXTERNAL MODULE: ./src/secrets/redactor.ts
var secrets_redactor = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/secrets/secret-values.ts
var secret_values = __webpack_require__(6892);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/mcp/limits.ts
var limits = __webpack_require__(1598);
// EXTERNAL MODULE: ./src/mcp/target.ts
var target = __webpack_require__(1983);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/mcp/versions.ts
var versions = __webpack_require__(899);
;// CONCATENATED MODULE: ./src/mcp/http-exchange.ts
/**
 * HTTP building blocks shared by the HTTP transports and the HTTP protocol checks: request headers for MCP
 * messages, reading a body as JSON or as an SSE stream (`eventsource-parser`), one-shot exchanges with a deadline,
 * and the observation record of each exchange. Sources: MCP 2025-11-25 basic/transports §Streamable HTTP;
 * MCP 2026-07-28 basic/transports/streamable-http §Request Metadata, §Value Encoding.
 */








/** The `Accept` header every POST carries: the client MUST list both (MCP 2025-03-26 and later §Sending Messages). */
const ACCEPT_JSON_AND_SSE = "application/json, text/event-stream";
/** Characters of a response body kept in an observation or an error message. */
const BODY_EXCERPT_CHARS = 2000;
/** Messages kept from one SSE body of {@link httpExchange} (a stream may send without end). */
const MAX_EXCHANGE_MESSAGES = 1000;
/** Methods whose `params.name` / `params.uri` goes into `Mcp-Name` (MCP 2026-07-28 §Standard Request Headers). */
const NAMED_METHODS = new Set(["tools/call", "resources/read", "prompts/get"]);
/** The media type of a `Content-Type` value, lower-cased, without parameters (`text/event-stream`). */
function mediaType(contentType) {
    return (contentType ?? "").split(";")[0].trim().toLowerCase();
}
/** Response headers as a plain object with lower-case names; `set-cookie` is left out (it may carry a secret). */
function responseHeaders(response) {
    const out = {};
    response.headers.forEach((value, name) => {
        if (name !== "set-cookie")
            out[name] = value;
    });
    return out;
}
/**
 * A header value as MCP 2026-07-28 §Value Encoding wants it: as-is when it is plain visible ASCII (spaces allowed
 * inside) and does not look like the sentinel; otherwise `=?base64?<base64 of the UTF-8 bytes>?=`.
 */
function headerValue(value) {
    const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
    const sentinel = value.startsWith("=?base64?") && value.endsWith("?=");
    return plain && !sentinel ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}
/** The modern protocol version in a message's `params._meta`, when it carries one (MCP 2026-07-28 basic/index §`_meta`). */
function modernVersionOf(message) {
    if (!("method" in message))
        return undefined;
    const meta = (0,json_object/* isJsonObject */.O)(message.params) ? message.params._meta : undefined;
    const version = (0,json_object/* isJsonObject */.O)(meta) ? meta[versions/* META */.Ge.protocolVersion] : undefined;
    return typeof version === "string" ? version : undefined;
}
/**
 * The request-metadata headers of a modern (2026-07-28) message: `MCP-Protocol-Version` (from `_meta`),
 * `Mcp-Method`, and `Mcp-Name` for `tools/call`, `resources/read`, `prompts/get`. Empty for a message without
 * the modern `_meta` envelope.
 */
function modernHeaders(message) {
    const version = modernVersionOf(message);
    if (version === undefined || !("method" in message))
        return {};
    const headers = { "mcp-protocol-version": version, "mcp-method": message.method };
    const params = (0,json_object/* isJsonObject */.O)(message.params) ? message.params : {};
    const name = message.method === "resources/read" ? params.uri : params.name;
    if (NAMED_METHODS.has(message.method) && typeof name === "string")
        headers["mcp-name"] = headerValue(name);
    return headers;
}
/** Merges header sets into a `Headers` value; later sets win, names compare case-insensitively. */
function mergeHeaders(...sets) {
    const headers = new Headers();
    for (const set of sets)
        for (const [name, value] of Object.entries(set))
            headers.set(name, value);
    return headers;
}
/**
 * What {@link describeFetchError} says when `fetch` refused the URL's port without trying it: the Fetch standard
 * blocks some ports for every request (https://fetch.spec.whatwg.org/#port-blocking: 6000 X11, 6665–6669 IRC, …),
 * and Node's fetch says only "bad port".
 */
const BLOCKED_PORT = "fetch refuses to connect to this port (a port the Fetch standard blocks)";
/** One clause for a failed `fetch`: "connection refused (ECONNREFUSED)", "timed out", {@link BLOCKED_PORT}, or the error's text. */
function describeFetchError(error) {
    const cause = error?.cause;
    if (cause?.message === "bad port")
        return BLOCKED_PORT;
    const code = cause?.code;
    if (code === "ECONNREFUSED")
        return "connection refused (ECONNREFUSED)";
    if (code === "ECONNRESET" || code === "UND_ERR_SOCKET")
        return `the connection was reset (${code})`;
    if (code)
        return `${cause?.message ?? "network error"} (${code})`;
    if (error?.name === "TimeoutError")
        return "timed out";
    if (cause?.message)
        return cause.message;
    return error instanceof Error ? error.message : String(error);
}
/** The first {@link BODY_EXCERPT_CHARS} characters of a body. */
function bodyExcerpt(text) {
    return text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text;
}
/** `kept` with `more` appended, keeping at most `max` characters (default {@link BODY_EXCERPT_CHARS}): for text gathered from a stream that may never end. */
function appendBounded(kept, more, max = BODY_EXCERPT_CHARS) {
    return kept.length >= max ? kept : (kept + more).slice(0, max);
}
/**
 * A URL without its credentials, and the `Authorization: Basic` header they stand for (RFC 7617), because `fetch`
 * refuses a URL with credentials (and its error text would quote them). `headers` win: a user's own
 * `Authorization` header is kept. Throws `TypeError` for a URL that does not parse.
 */
function withoutCredentials(url, headers = {}) {
    const parsed = new URL(url);
    const out = { ...headers };
    if (parsed.username !== "" || parsed.password !== "") {
        const pair = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
        if (!Object.keys(out).some((name) => name.toLowerCase() === "authorization"))
            out.authorization = `Basic ${Buffer.from(pair, "utf8").toString("base64")}`;
        parsed.username = "";
        parsed.password = "";
    }
    return { url: parsed, headers: out };
}
/**
 * Reads a response body as UTF-8 text, at most `maxBytes` bytes of it once decoded (`fetch` undoes gzip and deflate
 * as it reads, so a gzip bomb costs at most the limit); a longer body is cancelled. Never throws.
 */
async function readBodyText(response, maxBytes = limits/* MAX_MESSAGE_BYTES */.fv) {
    if (!response.body)
        return { text: "", bytes: 0, tooLarge: false };
    const reader = response.body.getReader();
    const chunks = [];
    let bytes = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            bytes += value.byteLength;
            if (bytes > maxBytes) {
                await reader.cancel().catch(() => undefined);
                return { text: "", bytes, tooLarge: true };
            }
            chunks.push(value);
        }
    }
    catch (error) {
        return { text: Buffer.concat(chunks).toString("utf8"), bytes, tooLarge: false, error: describeFetchError(error) };
    }
    finally {
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
function httpStatusError(status, statusText, body) {
    const quoted = body.trim() ? `: ${bodyExcerpt(body.replace(/\s+/g, " ").trim()).slice(0, 200)}` : " (empty body)";
    return {
        code: status >= 500 ? -32603 : -32600,
        message: `HTTP ${status}${statusText ? ` ${statusText}` : ""} without a JSON-RPC error${quoted}`,
        data: { fromHttpStatus: status },
    };
}
/**
 * Reads an SSE body to its end, calling `onEvent` for each event (comments and `retry` fields are ignored, as SSE
 * clients must). `onEvent` returning true stops reading early (the stream is cancelled). One event, or a line not
 * yet ended, may hold at most `maxEventChars` characters (the parser's `maxBufferSize`); a longer one stops reading
 * with `tooLarge`. Resolves when the stream ends, is cancelled, or fails (a broken stream is not an error here:
 * the caller sees what arrived).
 */
async function readSseEvents(body, onEvent, maxEventChars = limits/* MAX_MESSAGE_BYTES */.fv) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let stop = false;
    let tooLarge = false;
    const parser = createParser({
        maxBufferSize: maxEventChars,
        onEvent: (event) => {
            if (!stop && onEvent(event) === true)
                stop = true;
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
            if (done)
                break;
            parser.feed(decoder.decode(value, { stream: true }));
        }
    }
    catch {
        // aborted or broken: what arrived was delivered
    }
    finally {
        if (stop)
            await reader.cancel().catch(() => undefined);
        reader.releaseLock?.();
    }
    return { tooLarge };
}
/**
 * One self-contained HTTP exchange for protocol checks: sends the request, reads a JSON or SSE body (bounded by
 * `timeoutMs` and by the message limit), and never throws: a network failure or timeout is `status: 0` with
 * `error`. What the server sent comes back with the request's secrets (its header values, the URL's credentials and
 * key-like query values) redacted.
 */
async function httpExchange(spec) {
    const headerValues = {};
    new Headers(spec.headers).forEach((value, name) => (headerValues[name] = value));
    const redactor = new secrets_redactor/* Redactor */.p([...(0,secret_values/* secretsOfHeaders */.hT)(headerValues), ...(0,secret_values/* secretsOfUrl */.mE)(spec.url)]);
    const reply = await exchange(spec);
    if (!redactor.active)
        return reply;
    return { ...reply, headers: redactor.json(reply.headers), messages: redactor.json(reply.messages), body: redactor.text(reply.body), ...(reply.error !== undefined ? { error: redactor.text(reply.error) } : {}) };
}
async function exchange(spec) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), spec.timeoutMs);
    const reply = { status: 0, headers: {}, contentType: "", messages: [], body: "" };
    try {
        const { url, headers: credentials } = withoutCredentials(spec.url);
        const headers = new Headers(spec.headers);
        for (const [name, value] of Object.entries(credentials))
            if (!headers.has(name))
                headers.set(name, value);
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
                const messages = (0,transport/* parseFrame */.fH)(event.data);
                if (!messages) {
                    if (event.event !== "endpoint")
                        other = appendBounded(other, `${event.data}\n`, BODY_EXCERPT_CHARS + 1);
                    return false;
                }
                if (reply.messages.length < MAX_EXCHANGE_MESSAGES)
                    reply.messages.push(...messages);
                return spec.untilResponseId !== undefined && messages.some((m) => "id" in m && m.id === spec.untilResponseId && !("method" in m));
            });
            reply.body = bodyExcerpt(other);
        }
        else {
            const body = await readBodyText(response);
            reply.body = body.tooLarge ? `(a body of more than ${limits/* MAX_MESSAGE_BYTES */.fv} bytes, not read)` : bodyExcerpt(body.text);
            reply.messages = (0,transport/* parseFrame */.fH)(body.text) ?? [];
        }
    }
    catch (error) {
        if (reply.status === 0)
            reply.error = controller.signal.aborted ? `no answer within ${spec.timeoutMs} ms` : describeFetchError(error);
    }
    finally {
        clearTimeout(timer);
        controller.abort();
    }
    return reply;
}
/** The observation record of an exchange (request headers are never kept). */
function observationOf(atMs, method, url, response, extra = {}) {
    const contentType = response ? mediaType(response.headers.get("content-type")) : "";
    return {
        atMs,
        method,
        url: (0,target/* urlForReport */.jm)(url),
        ...(extra.rpcMethod !== undefined ? { rpcMethod: extra.rpcMethod } : {}),
        status: response?.status ?? 0,
        headers: response ? responseHeaders(response) : {},
        ...(contentType ? { contentType } : {}),
        ...(extra.body !== undefined && extra.body !== "" ? { body: bodyExcerpt(extra.body) } : {}),
        ...(extra.error !== undefined ? { error: extra.error } : {}),
    };
}


/***/ }),

/***/ 2770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ HttpTransportBase)
/* harmony export */ });
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5753);
/* harmony import */ var _secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6892);
/* harmony import */ var _bounded_log_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6814);
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5569);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3166);
/* harmony import */ var _exit_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7285);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9518);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8714);
/* harmony import */ var _launched_server_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2821);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1598);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1983);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(745);
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













/** HTTP statuses that redirect (RFC 9110 §15.4) when they carry a `Location`. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** How long a launched server gets to be seen exiting after its connection broke, so the close names the exit, milliseconds. */
const EXIT_AFTER_BREAK_MS = 300;
/** The scheme of a `WWW-Authenticate` challenge (`Bearer`, `Basic`), or "" (RFC 9110 §11.6.1). */
function authScheme(challenge) {
    return /^\s*([A-Za-z][\w!#$%&'*+.^`|~-]*)/.exec(challenge ?? "")?.[1] ?? "";
}
/** One clause saying why a redirect was not followed. */
function refusalReason(problem) {
    switch (problem.reason) {
        case "cross-origin":
            return "it leads to another origin, where the request's headers must not go";
        case "loop":
            return "it leads back to a URL already visited (a redirect loop)";
        case "too-many":
            return `more than ${_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_REDIRECTS */ .NX} redirects in a row`;
        case "method-change":
            return "it would turn the POST into a GET";
    }
}
/** True for a JSON-RPC request (a `method` and a usable id). */
function isRequest(message) {
    return "method" in message && "id" in message && (typeof message.id === "string" || typeof message.id === "number");
}
/** True for a response (no `method`). */
function isResponse(message) {
    return !("method" in message);
}
/** A body that is a JSON-RPC error object without a usable id (`{"jsonrpc":"2.0","error":{…}}`): its error. */
function idlessError(text) {
    if (!text.trimStart().startsWith("{"))
        return undefined;
    try {
        const value = JSON.parse(text);
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .O)(value) || !(0,_json_object_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .O)(value.error) || typeof value.error.code !== "number")
            return undefined;
        if (value.id !== undefined && value.id !== null)
            return undefined;
        return value.error;
    }
    catch {
        return undefined;
    }
}
/** The shared machinery of {@link StreamableHttpTransport} and {@link SseTransport}. One instance, one start. */
class HttpTransportBase {
    handlers;
    url;
    userHeaders;
    startTimeoutMs;
    /** Redacts the target's secrets from everything the server sends. */
    redactor;
    /** POSTs of answers and notifications in flight (bounded by `MAX_ANSWER_POSTS`). */
    answerPosts = 0;
    closing = false;
    launchSpec;
    launched;
    log;
    controllers = new Set();
    /** Keyed by the request id as sent (a Map keeps 1 and "1" apart). */
    inFlight = new Map();
    startedAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
    started = false;
    closeReported = false;
    closePromise;
    /** Throws `TypeError` for a URL that does not parse. */
    constructor(endpoint, options = {}) {
        const plain = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutCredentials */ .ri)(endpoint.url, endpoint.headers ?? {});
        this.url = plain.url;
        this.userHeaders = plain.headers;
        this.redactor =
            options.redactor ?? new _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .p([...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfHeaders */ .hT)(this.userHeaders), ...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfUrl */ .mE)(endpoint.url), ...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfEnv */ .UO)(endpoint.launch?.env)]);
        this.launchSpec = endpoint.launch;
        this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
        this.log = new _bounded_log_js__WEBPACK_IMPORTED_MODULE_9__/* .BoundedLog */ .o(options.observationLimit ?? 200, "last");
    }
    get alive() {
        return this.started && !this.closeReported && (this.launched === undefined || this.launched.alive);
    }
    /**
     * Starts the launch command (when the target has one) and waits for its URL, then opens the transport.
     * Throws `ServerStartError` when the command cannot start or its URL never answers, or when opening fails;
     * nothing is left running then.
     */
    async start(handlers) {
        if (this.handlers)
            throw new Error(`${this.constructor.name}.start() called twice`);
        this.handlers = handlers;
        this.startedAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
        try {
            if (this.launchSpec) {
                const launched = new _launched_server_js__WEBPACK_IMPORTED_MODULE_5__/* .LaunchedServer */ .q(this.launchSpec, (problem) => this.problem(problem));
                this.launched = launched;
                await launched.start(this.url, this.startTimeoutMs);
                launched.onExit((exit) => {
                    if (!this.closing)
                        this.end(exit ? `the server process ${(0,_exit_status_js__WEBPACK_IMPORTED_MODULE_3__/* .describeExit */ .K)(exit)}` : "the server process exited");
                });
            }
            await this.open();
            this.started = true;
        }
        catch (error) {
            this.closing = true;
            this.abortAll();
            await this.launched?.close();
            throw error;
        }
    }
    /** Ends the transport: aborts what is in flight, runs {@link beforeClose}, stops a launched server. Idempotent. */
    close() {
        this.closePromise ??= this.shutdown();
        return this.closePromise;
    }
    async shutdown() {
        const wasAlive = this.alive;
        this.closing = true;
        this.abortAll();
        if (wasAlive)
            await this.beforeClose().catch(() => undefined);
        await this.launched?.close();
        this.end("closed by the client");
    }
    /** Last words to the server before the transport closes (Streamable HTTP: DELETE the session). */
    async beforeClose() { }
    /** A launched server's output (stdout and stderr: both are logs for an HTTP server), secrets redacted; empty without a launch. */
    stderrTail(maxChars = 2000) {
        return this.redactor.tail(this.launched?.logTail() ?? "", maxChars);
    }
    exitStatus() {
        return this.launched?.exitStatus();
    }
    httpObservations() {
        return this.log.items();
    }
    /** `text` with the target's secrets redacted; for text kept as text. */
    scrub(text) {
        return this.redactor.text(text);
    }
    /** Reports a wire problem to the session. */
    problem(problem) {
        this.handlers?.problem?.(problem);
    }
    /** The client gave up on request `id` (its timeout): its stream is closed, whatever the era. */
    abandon(id) {
        const entry = this.inFlight.get(id);
        if (!entry)
            return;
        entry.controller.abort();
        this.inFlight.delete(id);
    }
    /**
     * Parses one frame the server sent and delivers its messages with the user's header values redacted inside their
     * strings (the raw frame too). Returns the messages, or null when the frame is not JSON-RPC.
     */
    deliverFrame(text, onMessage) {
        const parsed = (0,_transport_js__WEBPACK_IMPORTED_MODULE_10__/* .parseFrame */ .fH)(text);
        if (!parsed)
            return null;
        const messages = this.redactor.json(parsed);
        const raw = this.scrub(text);
        for (const m of messages)
            onMessage(m, raw);
        return messages;
    }
    /** Records one HTTP exchange (the target's secrets redacted from its body and response headers). */
    observe(method, url, response, extra = {}) {
        const body = extra.body !== undefined ? { body: this.scrub(extra.body) } : {};
        const observation = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .observationOf */ .KY)(this.sinceStart(), method, url, response, { ...extra, ...body });
        observation.headers = this.redactor.json(observation.headers); // a server may echo a credential in a header
        this.log.push(observation);
    }
    /**
     * `fetch` that follows redirects only on the target's origin, at most `MAX_REDIRECTS` times, and only when they
     * keep the method (307 and 308; any redirect of a GET). Resolves with the final response, or with the
     * `http-redirect` problem that stopped it (reported; the redirect's body is cancelled). Rejects as `fetch` does.
     */
    async fetchOnOrigin(url, init, rpcMethod) {
        let current = new URL(url);
        const seen = new Set([current.href]);
        for (let hops = 0;; hops++) {
            const response = await fetch(current, { ...init, redirect: "manual" });
            const location = response.headers.get("location");
            if (!REDIRECT_STATUSES.has(response.status) || location === null)
                return response;
            let next;
            try {
                next = new URL(location, current);
            }
            catch {
                return response; // an unreadable Location: the 3xx is the answer
            }
            await response.body?.cancel().catch(() => undefined);
            const method = init.method ?? "GET";
            const reason = next.origin !== this.url.origin
                ? "cross-origin"
                : seen.has(next.href)
                    ? "loop"
                    : hops >= _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_REDIRECTS */ .NX
                        ? "too-many"
                        : method !== "GET" && response.status < 307
                            ? "method-change"
                            : undefined;
            if (reason !== undefined) {
                const refused = {
                    kind: "http-redirect",
                    status: response.status,
                    from: (0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .urlForReport */ .jm)(current),
                    to: (0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .urlForReport */ .jm)(next),
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
    async tracked(url, init, controller = new AbortController(), rpcMethod) {
        this.controllers.add(controller);
        try {
            return await this.fetchOnOrigin(url, { ...init, signal: controller.signal }, rpcMethod);
        }
        catch (error) {
            if (!controller.signal.aborted && !this.closing) {
                const reason = this.scrub((0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFetchError */ .Op)(error));
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
    async post(url, body, headers, message, modern = false) {
        if (!this.alive)
            return;
        const request = message && isRequest(message) ? message : undefined;
        const rpcMethod = message && "method" in message ? message.method : undefined;
        if (!request) {
            // An answer to a server request, or a notification: a server flooding requests must not pile up our POSTs.
            if (this.answerPosts >= _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_ANSWER_POSTS */ .MV)
                return;
            this.answerPosts += 1;
        }
        const controller = new AbortController();
        if (request)
            this.inFlight.set(request.id, { controller, modern });
        const done = () => {
            if (request)
                this.inFlight.delete(request.id);
            else
                this.answerPosts -= 1;
            this.release(controller);
        };
        const response = await this.tracked(url, { method: "POST", headers, body }, controller, rpcMethod);
        if (response === undefined || !(response instanceof Response)) {
            if (response !== undefined && request) {
                this.fail(request, (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .clientSideError */ .zR)("http-redirect", `HTTP ${response.status} redirect to ${response.to} not followed: ${refusalReason(response)}`, { fromHttpStatus: response.status }));
            }
            done();
            return;
        }
        this.afterHeaders(message, response);
        void this.consume(url, response, request, rpcMethod).finally(done);
    }
    /** Resolves `request` at once with a client-side `error` (unless the transport already closed). */
    fail(request, error) {
        if (this.closeReported)
            return;
        const synthetic = (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorResponse */ .yj)(request.id, error);
        this.handlers?.message(synthetic, JSON.stringify(synthetic));
    }
    /** Hook: sees each POST's response headers before its body (Streamable HTTP: the session id). */
    afterHeaders(_message, _response) { }
    /** Hook: a request's POST failed with an HTTP error and no JSON-RPC answer. Return true when handled (the transport ended). */
    unansweredError(_request, _response) {
        return false;
    }
    /** Hook: sees each delivered message with the request whose POST brought it (Streamable HTTP: the negotiated version). */
    delivered(_message, _request) { }
    /**
     * Cancels modern request `id` by closing its stream (MCP 2026-07-28 basic/patterns/cancellation). Returns false,
     * touching nothing, for a legacy request (disconnection is not cancellation there) or one no longer in flight.
     */
    cancelModernRequest(id) {
        const entry = this.inFlight.get(id);
        if (!entry?.modern)
            return false;
        entry.controller.abort();
        this.inFlight.delete(id);
        return true;
    }
    /** Registers a controller for `close()` to abort (a long-lived GET stream). */
    keep(controller) {
        this.controllers.add(controller);
    }
    /** Forgets a controller whose exchange is over. */
    release(controller) {
        this.controllers.delete(controller);
    }
    async consume(url, response, request, rpcMethod) {
        const ok = response.status >= 200 && response.status < 300;
        const type = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .mediaType */ .JL)(response.headers.get("content-type"));
        const extra = rpcMethod ? { rpcMethod } : {};
        const method = rpcMethod !== undefined ? { method: rpcMethod } : {};
        let answered = false;
        let bodyText = "";
        /** Set when the answer is unusable: the request fails with it at once. */
        let failure;
        const deliver = (messages, raw) => {
            for (const m of this.redactor.json(messages)) {
                if (request && isResponse(m) && m.id === request.id)
                    answered = true;
                this.delivered(m, request);
                if (!this.closeReported)
                    this.handlers?.message(m, raw);
            }
        };
        if (response.status === 401) {
            const challenge = response.headers.get("www-authenticate");
            this.problem({ kind: "http-auth-required", status: 401, scheme: authScheme(challenge), challenge: this.scrub((0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .bodyExcerpt */ .kG)(challenge ?? "").slice(0, 200)), ...method });
        }
        const tooLarge = (bytes, where) => {
            this.problem({ kind: "response-too-large", bytes, limit: _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv, where, ...method });
            return (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .clientSideError */ .zR)("response-too-large", `Response too large: ${where === "sse" ? "one SSE event of" : "a body of"} more than ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSize */ .jt)(_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv)}, the limit of one message; mcp-checkup stopped reading it`, { limit: _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv });
        };
        const invalid = (reason, excerpt) => {
            this.problem({ kind: "http-invalid-json", status: response.status, contentType: type, reason, excerpt: excerpt.slice(0, 200), ...method });
            return (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .clientSideError */ .zR)("http-invalid-json", `HTTP ${response.status} answer is not a JSON-RPC message: ${reason}`, { fromHttpStatus: response.status });
        };
        if (type === "text/event-stream" && response.body) {
            this.observe("POST", url, response, extra);
            let other = "";
            /** Characters of events that are not JSON-RPC messages on this stream: past one message's worth, it is given up. */
            let junk = 0;
            const end = await (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .readSseEvents */ .J7)(response.body, (event) => {
                const messages = event.event === undefined || event.event === "message" ? (0,_transport_js__WEBPACK_IMPORTED_MODULE_10__/* .parseFrame */ .fH)(event.data) : null;
                if (messages)
                    deliver(messages, this.scrub(event.data));
                else if (event.data.trim()) {
                    other = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .appendBounded */ .gw)(other, `${this.scrub(event.data)}\n`);
                    junk += event.data.length;
                }
                return junk > _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv;
            });
            bodyText = other;
            if (other)
                this.observe("POST", url, response, { ...extra, body: other });
            if (end.tooLarge)
                failure = tooLarge(_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv + 1, "sse");
            else if (request && ok && !answered && junk > _limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv) {
                failure = invalid(`more than ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSize */ .jt)(_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv)} of SSE events that are not JSON-RPC messages, and no answer`, other);
            }
            else if (request && ok && !answered && other)
                failure = invalid("an SSE stream of events that are not JSON-RPC messages", other);
        }
        else {
            const body = await (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .readBodyText */ .mf)(response);
            if (body.tooLarge) {
                this.observe("POST", url, response, { ...extra, error: `body of more than ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSize */ .jt)(_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_MESSAGE_BYTES */ .fv)} not read` });
                failure = tooLarge(body.bytes, "http");
            }
            else {
                const raw = body.text;
                const text = this.scrub(raw);
                bodyText = text;
                let messages = raw.trim() ? (0,_transport_js__WEBPACK_IMPORTED_MODULE_10__/* .parseFrame */ .fH)(raw) : null;
                const idless = !messages && request && !ok ? idlessError(raw) : undefined;
                if (idless && request)
                    messages = [{ jsonrpc: "2.0", id: request.id, error: idless }];
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
                if (messages)
                    deliver(messages, text);
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
        }
        else if (request && !answered && !ok && !this.closeReported && !this.unansweredError(request, response)) {
            this.fail(request, (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .httpStatusError */ .H6)(response.status, response.statusText, bodyText));
        }
    }
    /** The connection broke: end the transport, naming the launched server's exit when it died. */
    async connectionLost(reason) {
        if (this.closing || this.closeReported)
            return;
        if (this.launched?.alive)
            await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_12__/* .settlesWithin */ .o)(new Promise((resolve) => this.launched.onExit(() => resolve())), EXIT_AFTER_BREAK_MS);
        const exit = this.launched?.exitStatus();
        this.end(exit ? `the server process ${(0,_exit_status_js__WEBPACK_IMPORTED_MODULE_3__/* .describeExit */ .K)(exit)}` : `the connection broke: ${reason}`);
    }
    /** Reports the close once and aborts whatever is still in flight. */
    end(reason) {
        if (this.closeReported)
            return;
        this.closeReported = true;
        this.abortAll();
        const exit = this.launched?.exitStatus();
        this.handlers?.close({ ...(exit ? { exit } : {}), reason });
    }
    abortAll() {
        for (const controller of this.controllers)
            controller.abort();
        this.controllers.clear();
        this.inFlight.clear();
    }
    sinceStart() {
        return Math.round(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - this.startedAt);
    }
}


/***/ }),

/***/ 8582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ StreamableHttpTransport)
/* harmony export */ });
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9518);
/* harmony import */ var _http_transport_base_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2770);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8714);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(745);
/**
 * The Streamable HTTP transport, both eras (MCP 2025-11-25 basic/transports §Streamable HTTP; MCP 2026-07-28
 * basic/transports/streamable-http). Every message is its own POST with `Accept: application/json,
 * text/event-stream`; the answer is a JSON body or an SSE stream.
 *
 * - Legacy (initialize handshake): the `Mcp-Session-Id` minted on the `initialize` response is sent on every later
 *   request; the negotiated version goes into `MCP-Protocol-Version` after `initialize` (2025-06-18 and later); a
 *   404 without a JSON-RPC body while a session is held means the server ended the session, which ends the
 *   transport (the client MUST start a new one); `close()` DELETEs the session. After `notifications/initialized`
 *   the GET stream is opened (§Listening for Messages from the Server), where servers send requests that belong to
 *   no call (e.g. `roots/list`); a 405 or any other refusal just leaves it closed. Requests the server makes during
 *   a call arrive on that call's POST stream. Every server request is answered with a POST.
 * - Modern (a message carrying the 2026-07-28 `_meta` envelope): `MCP-Protocol-Version`, `Mcp-Method` and
 *   `Mcp-Name` come from the message itself; no session; cancelling a request closes its stream instead of POSTing
 *   `notifications/cancelled` (2026-07-28 basic/patterns/cancellation).
 */




/** A Streamable HTTP connection to one MCP endpoint. One instance per session; start it once. */
class StreamableHttpTransport extends _http_transport_base_js__WEBPACK_IMPORTED_MODULE_1__/* .HttpTransportBase */ .D {
    kind = "streamable-http";
    sessionId;
    negotiatedVersion;
    sessionLost = false;
    getStreamOpened = false;
    async open() {
        // Nothing to open: the first POST is the first contact.
    }
    async send(message) {
        await this.postMessage(message, JSON.stringify(message));
    }
    /** POSTs `line` as the body, as given. When it parses as one JSON-RPC message, the headers that message needs are sent. */
    async sendRaw(line) {
        const messages = (0,_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFrame */ .fH)(line);
        await this.postMessage(messages?.length === 1 ? messages[0] : undefined, line);
    }
    async postMessage(message, body) {
        if (!this.alive)
            return;
        if (message && "method" in message && message.method === "notifications/cancelled" && !("id" in message)) {
            const requestId = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(message.params) ? message.params.requestId : undefined;
            const closed = typeof requestId === "string" || typeof requestId === "number" ? this.cancelModernRequest(requestId) : false;
            if (closed)
                return; // the closed stream is the cancellation; legacy servers get the notification
        }
        const protocol = message ? (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .modernHeaders */ .C_)(message) : {};
        const modern = Object.keys(protocol).length > 0;
        const isInitialize = message !== undefined && "method" in message && message.method === "initialize";
        const legacy = {};
        if (!modern && !isInitialize) {
            if (this.negotiatedVersion)
                legacy["mcp-protocol-version"] = this.negotiatedVersion;
            if (this.sessionId)
                legacy["mcp-session-id"] = this.sessionId;
        }
        const headers = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeHeaders */ .lF)(this.userHeaders, { "content-type": "application/json", accept: _http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .ACCEPT_JSON_AND_SSE */ .oh }, legacy, protocol);
        await this.post(this.url.href, body, headers, message, modern);
        if (!modern && message && "method" in message && message.method === "notifications/initialized")
            void this.openGetStream();
    }
    /** Opens the legacy GET stream once and delivers what arrives on it until it ends or the transport closes. */
    async openGetStream() {
        if (this.getStreamOpened || !this.alive)
            return;
        this.getStreamOpened = true;
        const controller = new AbortController();
        this.keep(controller);
        const headers = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeHeaders */ .lF)(this.userHeaders, { accept: "text/event-stream" }, {
            ...(this.negotiatedVersion ? { "mcp-protocol-version": this.negotiatedVersion } : {}),
            ...(this.sessionId ? { "mcp-session-id": this.sessionId } : {}),
        });
        try {
            const response = await this.fetchOnOrigin(this.url, { method: "GET", headers, signal: controller.signal });
            if (!(response instanceof Response))
                return;
            const stream = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .mediaType */ .JL)(response.headers.get("content-type")) === "text/event-stream" && response.ok && response.body;
            if (!stream) {
                const body = await (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .readBodyText */ .mf)(response);
                this.observe("GET", this.url.href, response, { body: body.tooLarge ? "" : this.scrub(body.text) });
                return;
            }
            this.observe("GET", this.url.href, response);
            await (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .readSseEvents */ .J7)(stream, (event) => {
                if (event.event !== undefined && event.event !== "message")
                    return false;
                this.deliverFrame(event.data, (m, raw) => this.handlers?.message(m, raw));
                return false;
            });
        }
        catch {
            // refused or aborted: the POSTs carry on without it
        }
        finally {
            this.release(controller);
        }
    }
    afterHeaders(message, response) {
        const minted = response.headers.get("mcp-session-id");
        if (message && "method" in message && message.method === "initialize" && response.ok && minted)
            this.sessionId = minted;
    }
    delivered(message, request) {
        if (!request || !("method" in request) || request.method !== "initialize" || "method" in message)
            return;
        const result = "result" in message && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(message.result) ? message.result : undefined;
        if (typeof result?.protocolVersion === "string")
            this.negotiatedVersion = result.protocolVersion;
    }
    /** A 404 without a JSON-RPC answer while we hold a session: the session is gone (MCP 2025-11-25 §Session Management). */
    unansweredError(request, response) {
        const isInitialize = "method" in request && request.method === "initialize";
        if (response.status !== 404 || !this.sessionId || isInitialize)
            return false;
        this.sessionLost = true;
        this.end("the server no longer knows the session (HTTP 404): it ended or restarted");
        return true;
    }
    /** DELETEs the session, bounded to one second (MCP 2025-11-25 §Session Management: the client SHOULD). */
    async beforeClose() {
        if (!this.sessionId || this.sessionLost)
            return;
        const headers = (0,_http_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeHeaders */ .lF)(this.userHeaders, {
            "mcp-session-id": this.sessionId,
            ...(this.negotiatedVersion ? { "mcp-protocol-version": this.negotiatedVersion } : {}),
        });
        try {
            const response = await this.fetchOnOrigin(this.url, { method: "DELETE", headers, signal: AbortSignal.timeout(1000) });
            if (!(response instanceof Response))
                return;
            this.observe("DELETE", this.url.href, response);
            await response.body?.cancel().catch(() => undefined);
        }
        catch {
            // best effort: the session will expire on the server
        }
    }
    /**
     * Whether the server looks like one that offers only the deprecated HTTP+SSE transport: every POST was answered
     * 400, 404 or 405 without a JSON-RPC body (MCP 2026-07-28 streamable-http §Backward Compatibility, HTTP+SSE).
     */
    suggestsSseFallback() {
        const posts = this.httpObservations().filter((o) => o.method === "POST");
        return posts.length > 0 && posts.every((o) => [400, 404, 405].includes(o.status) && !looksLikeJsonRpc(o.body));
    }
}
/** True when a kept body holds a JSON-RPC message (a modern server's error, which rules out the fallback). */
function looksLikeJsonRpc(body) {
    if (!body)
        return false;
    try {
        const value = JSON.parse(body);
        return (0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(value) && (value.jsonrpc === "2.0" || "error" in value);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ portAnswers),
/* harmony export */   q: () => (/* binding */ LaunchedServer)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _exit_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7285);
/* harmony import */ var _stdio_transport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(360);
/**
 * The process behind an `http` target with a `launch` command: started like a stdio server (its own process group,
 * environment merged over ours), waited for until its URL accepts connections, stopped with its whole group.
 * Whatever it writes (stdout and stderr alike: for an HTTP server both are logs) is kept for error messages.
 */





/** How often the URL's port is tried while waiting for the server, milliseconds. */
const POLL_MS = 50;
/** How much of the server's output is kept, characters. */
const LOG_KEEP_CHARS = 65536;
/** One launched HTTP server process. Start once; `close()` stops its whole process group. */
class LaunchedServer {
    launch;
    onProblem;
    process;
    log = "";
    exited;
    exitListeners = new Set();
    /** `onProblem` receives the process's wire problems (`server-orphaned-process` when it is stopped). */
    constructor(launch, onProblem = () => { }) {
        this.launch = launch;
        this.onProblem = onProblem;
        const { command, args, env, baseEnv, cwd } = launch;
        // An HTTP server does not exit when its stdin closes: no point waiting before SIGTERM.
        this.process = new _stdio_transport_js__WEBPACK_IMPORTED_MODULE_4__/* .StdioTransport */ .L({ command, args, ...(env ? { env } : {}), ...(baseEnv ? { baseEnv } : {}), ...(cwd ? { cwd } : {}) }, { stdinGraceMs: 0 });
    }
    /** True while the process runs. */
    get alive() {
        return this.process.alive;
    }
    /**
     * Spawns the command and waits until `url`'s host and port accept a TCP connection, for at most `timeoutMs`
     * milliseconds. Throws `ServerStartError` (naming the command, with its last output) when it cannot be spawned,
     * exits first, or the port stays closed; the process is stopped before the error is thrown.
     */
    async start(url, timeoutMs) {
        await this.process.start({
            message: (_message, raw) => this.append(`${raw}\n`),
            pollution: (pollution) => this.append(`${pollution.line}\n`),
            stderr: (chunk) => this.append(chunk),
            close: (closed) => {
                this.exited = closed.exit ?? { code: null, signal: null };
                for (const listener of this.exitListeners)
                    listener(closed.exit);
            },
            // Its stdout is a log, not MCP: only what is left of it after it stopped is a problem.
            problem: (problem) => {
                if (problem.kind === "server-orphaned-process")
                    this.onProblem(problem);
            },
        });
        const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
        const host = url.hostname.replace(/^\[|\]$/g, "");
        const deadline = Date.now() + timeoutMs;
        while (!(await portAnswers(host, port, Math.min(1000, Math.max(50, deadline - Date.now()))))) {
            if (this.exited) {
                await this.close();
                throw this.startError(`The server command "${this.launch.command}" ${(0,_exit_status_js__WEBPACK_IMPORTED_MODULE_3__/* .describeExit */ .K)(this.exited)} before ${urlText(url)} answered.`);
            }
            if (Date.now() >= deadline) {
                await this.close();
                throw this.startError(`The server command "${this.launch.command}" started, but ${urlText(url)} did not accept connections within ${timeoutMs} ms.`);
            }
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(POLL_MS);
        }
    }
    /** Calls `listener` once the process exits (with its exit status). Returns the function that unsubscribes it. */
    onExit(listener) {
        this.exitListeners.add(listener);
        return () => this.exitListeners.delete(listener);
    }
    /** The last `maxChars` characters the process wrote (stdout and stderr interleaved as they came). */
    logTail(maxChars = 2000) {
        return this.log.slice(-maxChars);
    }
    exitStatus() {
        return this.process.exitStatus();
    }
    /** Stops the process group (SIGTERM, then SIGKILL). Idempotent. */
    close() {
        return this.process.close();
    }
    append(text) {
        this.log = (this.log + text).slice(-LOG_KEEP_CHARS);
    }
    startError(sentence) {
        const last = this.log.split(/\r?\n/).filter((line) => line.trim() !== "").slice(-10).join("\n");
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServerStartError */ .K4(last ? `${sentence}\nLast output lines:\n${last}` : `${sentence} It wrote nothing.`, this.log.slice(-4000));
    }
}
/** `host:port` of a URL for messages (no path, no credentials). */
function urlText(url) {
    return `${url.protocol}//${url.host}`;
}
/** True when `host:port` accepts a TCP connection within `timeoutMs` milliseconds. Never throws. */
function portAnswers(host, port, timeoutMs) {
    return new Promise((resolve) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.connect)({ host, port });
        const done = (ok) => {
            socket.destroy();
            resolve(ok);
        };
        socket.setTimeout(timeoutMs, () => done(false));
        socket.once("connect", () => done(true));
        socket.once("error", () => done(false));
    });
}


/***/ }),

/***/ 9783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ transportFactory)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/mcp/http-exchange.ts + 1 modules
var http_exchange = __webpack_require__(9518);
// EXTERNAL MODULE: ./src/mcp/target.ts
var target = __webpack_require__(1983);
// EXTERNAL MODULE: ./src/mcp/http-transport-base.ts
var http_transport_base = __webpack_require__(2770);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
;// CONCATENATED MODULE: ./src/mcp/sse-transport.ts
/**
 * The deprecated HTTP+SSE transport (MCP 2024-11-05 basic/transports §HTTP with SSE; deprecated since 2025-03-26,
 * MCP 2026-07-28 deprecated.mdx). The client GETs the SSE endpoint; the server's first event is `endpoint`, whose
 * data is the URI to POST every client message to; the server's messages arrive as `message` events on the GET
 * stream. The POST endpoint must be on the same origin as the URL (headers carry the user's secrets), as the
 * official SDK client also requires. The stream ending ends the transport.
 */





/** An HTTP+SSE connection: one GET stream plus one POST per message. Start it once. */
class SseTransport extends http_transport_base/* HttpTransportBase */.D {
    kind = "http+sse";
    endpoint;
    /**
     * GETs the URL and waits (at most `startTimeoutMs`) for the `endpoint` event. Throws `ServerStartError` when the
     * URL cannot be reached, answers with something other than an SSE stream, sends no endpoint in time, or names an
     * endpoint on another origin.
     */
    async open() {
        const controller = new AbortController();
        const headers = (0,http_exchange/* mergeHeaders */.lF)(this.userHeaders, { accept: "text/event-stream" });
        this.keep(controller);
        let answer;
        try {
            answer = await this.fetchOnOrigin(this.url, { method: "GET", headers, signal: controller.signal });
        }
        catch (error) {
            throw new errors/* ServerStartError */.K4(`Could not reach ${(0,target/* urlForReport */.jm)(this.url)}: ${this.scrub((0,http_exchange/* describeFetchError */.Op)(error))}.`);
        }
        if (!(answer instanceof Response)) {
            throw new errors/* ServerStartError */.K4(`GET ${(0,target/* urlForReport */.jm)(this.url)} answered HTTP ${answer.status}, a redirect to ${answer.to} that was not followed (${answer.reason}).`);
        }
        const response = answer;
        const type = (0,http_exchange/* mediaType */.JL)(response.headers.get("content-type"));
        if (!response.ok || type !== "text/event-stream" || !response.body) {
            const body = await (0,http_exchange/* readBodyText */.mf)(response);
            this.observe("GET", this.url.href, response, { body: body.tooLarge ? "" : body.text });
            throw new errors/* ServerStartError */.K4(`GET ${(0,target/* urlForReport */.jm)(this.url)} answered HTTP ${response.status} (${type || "no content type"}), not an SSE stream: the server speaks neither Streamable HTTP nor the HTTP+SSE transport there.`);
        }
        this.observe("GET", this.url.href, response);
        let resolveEndpoint;
        const endpointData = new Promise((resolve) => (resolveEndpoint = resolve));
        void (0,http_exchange/* readSseEvents */.J7)(response.body, (event) => {
            if (event.event === "endpoint") {
                resolveEndpoint(event.data.trim());
                return false;
            }
            if (event.event !== undefined && event.event !== "message")
                return false;
            const messages = this.deliverFrame(event.data, (m, raw) => this.handlers?.message(m, raw));
            if (!messages && event.data.trim())
                this.observe("GET", this.url.href, response, { body: event.data });
            return false;
        }).then(() => {
            resolveEndpoint(undefined);
            if (!this.closing)
                this.end("the server closed the SSE stream");
        });
        const timer = setTimeout(() => resolveEndpoint(undefined), this.startTimeoutMs);
        const data = await endpointData;
        clearTimeout(timer);
        if (data === undefined) {
            throw new errors/* ServerStartError */.K4(`GET ${(0,target/* urlForReport */.jm)(this.url)} opened an SSE stream, but no "endpoint" event arrived within ${this.startTimeoutMs} ms.`);
        }
        let endpoint;
        try {
            endpoint = new URL(data, this.url);
        }
        catch {
            throw new errors/* ServerStartError */.K4(`The "endpoint" event of ${(0,target/* urlForReport */.jm)(this.url)} is not a URL.`);
        }
        if (endpoint.origin !== this.url.origin) {
            throw new errors/* ServerStartError */.K4(`The "endpoint" event of ${(0,target/* urlForReport */.jm)(this.url)} names another origin (${endpoint.origin}); messages are only sent to the server's own origin.`);
        }
        this.endpoint = endpoint;
    }
    async send(message) {
        await this.sendRaw(JSON.stringify(message));
    }
    async sendRaw(line) {
        if (!this.endpoint)
            return;
        const messages = (0,transport/* parseFrame */.fH)(line);
        const headers = (0,http_exchange/* mergeHeaders */.lF)(this.userHeaders, { "content-type": "application/json", accept: http_exchange/* ACCEPT_JSON_AND_SSE */.oh });
        await this.post(this.endpoint.href, line, headers, messages?.length === 1 ? messages[0] : undefined);
    }
}

// EXTERNAL MODULE: ./src/mcp/stdio-transport.ts + 8 modules
var stdio_transport = __webpack_require__(360);
// EXTERNAL MODULE: ./src/mcp/http-transport.ts
var http_transport = __webpack_require__(8582);
;// CONCATENATED MODULE: ./src/mcp/target-transport.ts
/**
 * Makes the transport for a server target: stdio spawns the command; `http` speaks Streamable HTTP, or the
 * deprecated HTTP+SSE transport when `kind` says so (see `connect-http.ts` for how that is decided).
 */



/** A function making a fresh transport for `target` on each call (a new process for stdio, a new session for HTTP). */
function transportFactory(target, options = {}) {
    if (target.kind === "stdio")
        return (0,stdio_transport/* stdioTransportFactory */.n)(target);
    const endpoint = { url: target.url, ...(target.headers ? { headers: target.headers } : {}), ...(target.launch ? { launch: target.launch } : {}) };
    const http = options.startTimeoutMs !== undefined ? { startTimeoutMs: options.startTimeoutMs } : {};
    return options.kind === "http+sse" ? () => new SseTransport(endpoint, http) : () => new http_transport/* StreamableHttpTransport */.y(endpoint, http);
}


/***/ })

};
