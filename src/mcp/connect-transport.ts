/**
 * Connecting over any transport: one JSON-RPC session per transport made, then the handshake. Both `connect()`
 * (stdio) and `connectHttp()` (Streamable HTTP, HTTP+SSE) end here, as does the in-memory transport of tests.
 */
import type { McpConnection } from "./connection.js";
import { handshake } from "./handshake.js";
import { JsonRpcSession } from "./session.js";
import { SessionConnection } from "./session-connection.js";
import type { ConnectOptions } from "./target.js";
import type { Transport } from "./transport.js";

/**
 * Completes the handshake over transports made by `createTransport` (called again when the server must be
 * restarted after the era probe) and resolves with the connection. This is where another transport (Streamable
 * HTTP, the in-memory one of tests) plugs in. Throws `ServerStartError` when the server cannot be started, dies,
 * stays silent or refuses the handshake, and `UsageError` for an invalid `options.protocol`.
 */
export async function connectTransport(createTransport: () => Transport, options: ConnectOptions): Promise<McpConnection> {
  const startSession = async (): Promise<JsonRpcSession> => {
    const session = new JsonRpcSession(createTransport(), {
      timeoutMs: options.timeoutMs,
      ...(options.onProblem ? { onProblem: options.onProblem } : {}),
      ...(options.waitLane ? { waitLane: options.waitLane } : {}),
    });
    await session.start();
    return session;
  };
  return new SessionConnection(await handshake(startSession, options));
}
