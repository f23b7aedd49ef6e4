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
export declare function transportFactory(target: ServerTarget, options?: TransportFactoryOptions): () => Transport;
