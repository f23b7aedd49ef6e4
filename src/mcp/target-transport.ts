/**
 * Makes the transport for a server target: stdio spawns the command; `http` speaks Streamable HTTP, or the
 * deprecated HTTP+SSE transport when `kind` says so (see `connect-http.ts` for how that is decided).
 */
import { SseTransport } from "./sse-transport.js";
import { stdioTransportFactory } from "./stdio-transport.js";
import { StreamableHttpTransport } from "./http-transport.js";
import type { ServerTarget } from "./target.js";
import type { Transport, TransportKind } from "./transport.js";

/** Options of {@link transportFactory}; times are milliseconds. */
export interface TransportFactoryOptions {
  /** For `http` targets: which HTTP transport (default `streamable-http`). Ignored for stdio targets. */
  kind?: TransportKind;
  /** For `http` targets: how long a launched server and the HTTP+SSE `endpoint` event may take (default 10,000). */
  startTimeoutMs?: number;
}

/** A function making a fresh transport for `target` on each call (a new process for stdio, a new session for HTTP). */
export function transportFactory(target: ServerTarget, options: TransportFactoryOptions = {}): () => Transport {
  if (target.kind === "stdio") return stdioTransportFactory(target);
  const endpoint = { url: target.url, ...(target.headers ? { headers: target.headers } : {}), ...(target.launch ? { launch: target.launch } : {}) };
  const http = options.startTimeoutMs !== undefined ? { startTimeoutMs: options.startTimeoutMs } : {};
  return options.kind === "http+sse" ? () => new SseTransport(endpoint, http) : () => new StreamableHttpTransport(endpoint, http);
}
