/**
 * Connecting over any transport: one JSON-RPC session per transport made, then the handshake. Both `connect()`
 * (stdio) and `connectHttp()` (Streamable HTTP, HTTP+SSE) end here, as does the in-memory transport of tests.
 */
import type { McpConnection } from "./connection.js";
import type { ConnectOptions } from "./target.js";
import type { Transport } from "./transport.js";
/**
 * Completes the handshake over transports made by `createTransport` (called again when the server must be
 * restarted after the era probe) and resolves with the connection. This is where another transport (Streamable
 * HTTP, the in-memory one of tests) plugs in. Throws `ServerStartError` when the server cannot be started, dies,
 * stays silent or refuses the handshake, and `UsageError` for an invalid `options.protocol`.
 */
export declare function connectTransport(createTransport: () => Transport, options: ConnectOptions): Promise<McpConnection>;
