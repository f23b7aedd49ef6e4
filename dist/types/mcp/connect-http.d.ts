import type { McpConnection } from "./connection.js";
import { type ConnectOptions, type ServerTarget } from "./target.js";
/**
 * Completes the handshake with an `http` target and resolves with the connection. With `target.launch`, the
 * command is started first and stopped when the connection closes (and when connecting fails). Throws
 * `ServerStartError` when neither transport works (both reasons in its message), `UsageError` for a URL that does
 * not parse or whose port fetch refuses (a new user's server on port 6000 was graded F for it), or an invalid
 * `options.protocol`.
 */
export declare function connectHttp(target: ServerTarget & {
    kind: "http";
}, options: ConnectOptions): Promise<McpConnection>;
