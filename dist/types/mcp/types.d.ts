/**
 * Wire-level and client-level types of the MCP client.
 *
 * Shapes follow the MCP schema (`schema/2025-11-25/schema.ts`, `schema/2026-07-28/schema.ts`) but every
 * server-supplied field is typed loosely: a tester must see malformed definitions, not have them rejected.
 */
/** A JSON-RPC request id (JSON-RPC 2.0 §4: string or number; MCP forbids `null` in requests). */
export type RequestId = string | number;
/** A JSON-RPC 2.0 request. */
export interface JsonRpcRequest {
    jsonrpc: "2.0";
    id: RequestId;
    method: string;
    params?: Record<string, unknown>;
}
/** A JSON-RPC 2.0 notification (no id, never answered). */
export interface JsonRpcNotification {
    jsonrpc: "2.0";
    method: string;
    params?: Record<string, unknown>;
}
/** The `error` member of a JSON-RPC error response. */
export interface JsonRpcError {
    code: number;
    message: string;
    data?: unknown;
}
/** A JSON-RPC 2.0 response: exactly one of `result` / `error` in a well-formed one. */
export interface JsonRpcResponse {
    jsonrpc: "2.0";
    id: RequestId | null;
    result?: unknown;
    error?: JsonRpcError;
}
export type JsonRpcMessage = JsonRpcRequest | JsonRpcNotification | JsonRpcResponse;
/** Tool annotations (MCP 2025-03-26 and later, `ToolAnnotations`). All are untrusted hints. */
export interface ToolAnnotations {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
    [key: string]: unknown;
}
/**
 * One tool as advertised in a `tools/list` result. `inputSchema` and `outputSchema` are `unknown` on purpose:
 * a server may send `null`, a string or a schema without `type`, and lint must report that, not crash on it.
 */
export interface Tool {
    name: string;
    title?: string;
    description?: string;
    inputSchema?: unknown;
    outputSchema?: unknown;
    annotations?: ToolAnnotations;
    execution?: {
        taskSupport?: string;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/** One content block of a `tools/call` result (`text`, `image`, `audio`, `resource`, `resource_link`). */
export interface ContentBlock {
    type: string;
    text?: string;
    [key: string]: unknown;
}
/** A `tools/call` result (`CallToolResult`). `content` is required by the spec but may be missing on the wire. */
export interface CallToolResult {
    content?: ContentBlock[];
    structuredContent?: unknown;
    isError?: boolean;
    [key: string]: unknown;
}
/** Protocol era: `legacy` = initialize handshake (2024-11-05 … 2025-11-25), `modern` = stateless 2026-07-28. */
export type ProtocolEra = "legacy" | "modern";
/** The server's self-description (`serverInfo` in legacy, `_meta` serverInfo in modern). */
export interface ServerInfo {
    name: string;
    version: string;
    title?: string;
}
/** How a process ended: exit code or signal, both null while it runs. */
export interface ExitStatus {
    code: number | null;
    signal: string | null;
}
/**
 * The outcome of one request, as seen by the client. Durations are milliseconds.
 * - `result`: a response with `result`.
 * - `error`: a response with a JSON-RPC `error`.
 * - `timeout`: no response within the request's timeout (`notifications/cancelled` was sent).
 * - `closed`: the process exited or the connection broke before a response; `exit` and the stderr tail say how.
 */
export type RequestOutcome = {
    kind: "result";
    result: unknown;
    durationMs: number;
} | {
    kind: "error";
    error: JsonRpcError;
    durationMs: number;
} | {
    kind: "timeout";
    durationMs: number;
} | {
    kind: "closed";
    durationMs: number;
    exit?: ExitStatus;
    stderrTail: string;
    reason: string;
};
/** Options for one request. `timeoutMs` overrides the connection's default request timeout (milliseconds). */
export interface RequestOptions {
    timeoutMs?: number;
}
/** A line the server wrote to stdout that is not a JSON-RPC message (MCP: stdout carries only MCP messages). */
export interface StdoutPollution {
    line: string;
    /** Milliseconds since the process started. */
    atMs: number;
    /** Set when the line was longer than the transport keeps: `line` is only its head. */
    truncated?: boolean;
    /** The full length of a truncated line, in characters. */
    lengthChars?: number;
    /**
     * Set when the line came after the server's first JSON-RPC message: written while serving requests (debug
     * output on every call), not a start-up banner.
     */
    duringSession?: boolean;
}
/** What `tools/list` returned after following every page (MCP `server/utilities/pagination`). */
export interface ToolListing {
    tools: Tool[];
    /** Number of pages fetched. */
    pages: number;
    /** Set when a cursor repeated (a loop) or the page cap was hit; the listing stops there. */
    pagination?: {
        problem: "loop" | "page-cap";
        cursor: string;
        pages: number;
    };
    /** Set when a page failed; the tools gathered so far are kept. */
    failure?: RequestOutcome;
    /** How many entries of `tools` arrays were skipped because they were not objects with a string `name`. */
    malformed?: number;
}
/**
 * One request we sent and what became of it, for reports and the recorder. Times are milliseconds since the
 * session started. `outcome` is undefined while the request is pending; `response` is the response message as
 * received (absent for `timeout` and `closed`).
 */
export interface Exchange {
    id: RequestId;
    method: string;
    params?: Record<string, unknown>;
    sentAtMs: number;
    outcome?: RequestOutcome;
    response?: JsonRpcResponse;
}
/**
 * Something the server sent that is not the answer to a pending request. Times are milliseconds since the
 * session started.
 * - `null-id-response`: a response with `"id": null` (JSON-RPC 2.0 §5: the id could not be read, e.g. a
 *   `-32700` parse error answering a malformed line). Recorded, never dropped.
 * - `unmatched-response`: a response whose id matches no pending request; `ours` when the id is one we used
 *   (a late answer after a timeout, or a duplicate).
 * - `server-request`: a request from the server; `answer` is what we replied (MCP basic/utilities/ping: `{}`;
 *   client/roots: `{roots: []}`; anything else JSON-RPC `-32601`), absent when its id was unusable.
 * - `notification`: a notification from the server (`notifications/message`, `notifications/progress`, …).
 */
export type Observation = {
    kind: "null-id-response";
    atMs: number;
    message: JsonRpcResponse;
} | {
    kind: "unmatched-response";
    atMs: number;
    message: JsonRpcResponse;
    ours: boolean;
} | {
    kind: "server-request";
    atMs: number;
    message: JsonRpcRequest;
    answer?: {
        result: unknown;
    } | {
        error: JsonRpcError;
    };
} | {
    kind: "notification";
    atMs: number;
    message: JsonRpcNotification;
};
/**
 * How the protocol era was decided (DESIGN.md "Eras"; MCP 2026-07-28 basic/versioning §Backward Compatibility):
 * - `discover-result`: `server/discover` answered with a DiscoverResult.
 * - `discover-version-error`: `server/discover` answered `-32022` naming a modern version we then used.
 * - `discover-error`: `server/discover` answered another error (a legacy server refusing an unknown method).
 * - `discover-invalid`: `server/discover` answered with a result that is not a DiscoverResult.
 * - `discover-ignored`: the server answered a `ping` sent behind the probe but not the probe itself (a legacy
 *   server that ignores unknown requests); decided without waiting out the probe timeout.
 * - `discover-timeout`: no answer within the probe timeout.
 * - `discover-late`: the probe was answered after its wait (a server still starting), behind the legacy `initialize`
 *   on the same process, with a DiscoverResult or a `-32022` naming a modern version: modern after all.
 * - `discover-exit`: the server exited on the probe and was restarted before `initialize`.
 * - `initialize-version-error`: the probe gave no answer, and `initialize` was refused with `data.supported`
 *   naming only modern versions (what a modern-only server SHOULD send), so the modern version was used.
 * - `pinned`: no probe; the era came from `protocol: "legacy"` or a pinned revision.
 */
export type EraDecision = "discover-result" | "discover-version-error" | "discover-error" | "discover-invalid" | "discover-ignored" | "discover-timeout" | "discover-late" | "discover-exit" | "initialize-version-error" | "pinned";
/**
 * What happened during the handshake, for protocol checks and the report.
 * - `probe`: the `server/discover` outcome(s) in order (empty when pinned to legacy, and when the server
 *   ignored the probe: that request stays pending until its timeout and shows in the exchanges).
 * - `initialize`: each `initialize` attempt (legacy): the revision offered and the outcome. A second attempt
 *   happens only when the first was refused with `data.supported` naming a revision we know, or was the
 *   `ConnectOptions.firstOffer` on a process since replaced.
 * - `restartedAfterProbe`: the process was replaced after the probe killed it.
 * - `restartedAfterOffer`: the process was replaced after the answer to `ConnectOptions.firstOffer` (not a revision we know).
 */
export interface HandshakeRecord {
    eraDecision: EraDecision;
    probe: RequestOutcome[];
    initialize: {
        offered: string;
        outcome: RequestOutcome;
    }[];
    restartedAfterProbe: boolean;
    restartedAfterOffer: boolean;
}
/**
 * One HTTP exchange of an HTTP transport, kept because the status, headers and error bodies are what many
 * protocol checks judge (MCP 2025-11-25 basic/transports §Streamable HTTP). Request headers are never kept (they
 * carry the user's secrets); `url` has no query string (an HTTP+SSE endpoint carries its session id there).
 * - `atMs`: milliseconds since the transport started.
 * - `rpcMethod`: the JSON-RPC method of the POSTed message, when it had one.
 * - `status`: the HTTP status, or 0 when no response came (`error` says why).
 * - `headers`: response headers, lower-case names; `set-cookie` is left out.
 * - `body`: the first 2,000 characters of a body that is not JSON-RPC or that came with a non-2xx status.
 */
export interface HttpObservation {
    atMs: number;
    method: string;
    url: string;
    rpcMethod?: string;
    status: number;
    headers: Record<string, string>;
    contentType?: string;
    body?: string;
    error?: string;
}
/**
 * Something wrong on the wire that is the server's doing, seen by a transport or the session and turned into a
 * finding by the engine (issue 12); `kind` is the finding's rule id. Sizes are bytes; URLs are as in reports (no
 * credentials, no query string).
 * - `response-too-large`: a message over the limit of one message (`limits.ts`); the request it answered, when
 *   known, failed at once.
 * - `http-invalid-json`: a 2xx answer to a request whose body is not a JSON-RPC message (truncated JSON, broken
 *   chunked encoding, an SSE stream of non-messages); the request failed at once.
 * - `http-bad-content-type`: a 2xx answer to a request whose `Content-Type` is neither `application/json` nor
 *   `text/event-stream` (or missing); the body was still read.
 * - `http-redirect`: a 3xx that was not followed: to another origin (`to` names it), a loop, too many hops, or a
 *   method-changing redirect of a POST.
 * - `http-auth-required`: HTTP 401; `scheme` is the `WWW-Authenticate` scheme (`Bearer`), or "" without one.
 * - `unsolicited-client-request`: a server-to-client request for a capability the client did not declare.
 * - `server-orphaned-process`: processes started by the server still ran after it was stopped (they had left its
 *   process group); they were killed.
 */
export type WireProblem = {
    kind: "response-too-large";
    bytes: number;
    limit: number;
    where: "stdout" | "http" | "sse";
    method?: string;
} | {
    kind: "http-invalid-json";
    status: number;
    contentType: string;
    reason: string;
    excerpt: string;
    method?: string;
} | {
    kind: "http-bad-content-type";
    status: number;
    contentType: string;
    method?: string;
} | {
    kind: "http-redirect";
    status: number;
    from: string;
    to: string;
    reason: "cross-origin" | "loop" | "too-many" | "method-change";
    method?: string;
} | {
    kind: "http-auth-required";
    status: number;
    scheme: string;
    challenge: string;
    method?: string;
} | {
    kind: "unsolicited-client-request";
    method: string;
    capability: string;
} | {
    kind: "server-orphaned-process";
    count: number;
    commands: string[];
} | {
    kind: "response-shape";
    method?: string;
    shape: ResponseShapeProblem;
};
/**
 * How a response breaks JSON-RPC 2.0 §5 (and the official TypeScript client's schema, which drops it):
 * `error-null` — `"error": null` beside a result (the JSON-RPC 1.0 habit); `both` — a `result` member beside an
 * error; `error-not-object` — an `error` that is not an object; `error-fields` — an error without an integer `code`
 * and a string `message`.
 */
export type ResponseShapeProblem = "error-null" | "both" | "error-not-object" | "error-fields";
