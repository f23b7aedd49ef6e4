/**
 * The entry point of the MCP client: start a server target and complete the handshake.
 */
import { handshake } from "./handshake.js";
import type { McpConnection } from "./connection.js";
import { JsonRpcSession } from "./session.js";
import { SessionConnection } from "./session-connection.js";
import { connectHttp } from "./connect-http.js";
import { transportFactory } from "./target-transport.js";
import type { ConnectOptions, ServerTarget } from "./target.js";
import type { Transport } from "./transport.js";

/**
 * Starts `target` and completes the handshake for `options.protocol` (see `handshake.ts` for the era rules):
 * resolves with a live connection. Throws `ServerStartError` when the server cannot be started, dies, stays
 * silent or refuses the handshake (its message names the exit status and the last stderr lines; nothing is
 * left running), and `UsageError` for an invalid `options.protocol`. An `http` target speaks Streamable HTTP, or
 * the deprecated HTTP+SSE transport when that is all the server offers (see `connect-http.ts`).
 */
export async function connect(target: ServerTarget, options: ConnectOptions): Promise<McpConnection> {
  if (target.kind === "http") return connectHttp(target, options);
  return connectTransport(transportFactory(target), options);
}

/**
 * Completes the handshake over transports made by `createTransport` (called again when the server must be
 * restarted after the era probe) and resolves with the connection. This is where another transport (Streamable
 * HTTP, the in-memory one of tests) plugs in. Throws like {@link connect}.
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
