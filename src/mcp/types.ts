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
  execution?: { taskSupport?: string; [key: string]: unknown };
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
export type RequestOutcome =
  | { kind: "result"; result: unknown; durationMs: number }
  | { kind: "error"; error: JsonRpcError; durationMs: number }
  | { kind: "timeout"; durationMs: number }
  | { kind: "closed"; durationMs: number; exit?: ExitStatus; stderrTail: string; reason: string };

/** Options for one request. `timeoutMs` overrides the connection's default request timeout (milliseconds). */
export interface RequestOptions {
  timeoutMs?: number;
}

/** A line the server wrote to stdout that is not a JSON-RPC message (MCP: stdout carries only MCP messages). */
export interface StdoutPollution {
  line: string;
  /** Milliseconds since the process started. */
  atMs: number;
}

/** What `tools/list` returned after following every page (MCP `server/utilities/pagination`). */
export interface ToolListing {
  tools: Tool[];
  /** Number of pages fetched. */
  pages: number;
  /** Set when a cursor repeated (a loop) or the page cap was hit; the listing stops there. */
  pagination?: { problem: "loop" | "page-cap"; cursor: string; pages: number };
  /** Set when a page failed; the tools gathered so far are kept. */
  failure?: RequestOutcome;
}
