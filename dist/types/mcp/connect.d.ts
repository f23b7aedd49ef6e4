import type { McpConnection } from "./connection.js";
import type { ConnectOptions, ServerTarget } from "./target.js";
import type { Transport } from "./transport.js";
/**
 * Starts `target` and completes the handshake for `options.protocol` (see `handshake.ts` for the era rules):
 * resolves with a live connection. Throws `ServerStartError` when the server cannot be started, dies, stays
 * silent or refuses the handshake (its message names the exit status and the last stderr lines; nothing is
 * left running), and `UsageError` for an invalid `options.protocol`. An `http` target speaks Streamable HTTP, or
 * the deprecated HTTP+SSE transport when that is all the server offers (see `connect-http.ts`).
 */
export declare function connect(target: ServerTarget, options: ConnectOptions): Promise<McpConnection>;
/**
 * Completes the handshake over transports made by `createTransport` (called again when the server must be
 * restarted after the era probe) and resolves with the connection. This is where another transport (Streamable
 * HTTP, the in-memory one of tests) plugs in. Throws like {@link connect}.
 */
export declare function connectTransport(createTransport: () => Transport, options: ConnectOptions): Promise<McpConnection>;
