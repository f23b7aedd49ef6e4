/**
 * The entry point of the MCP client: start a server target and complete the handshake.
 */
import type { McpConnection } from "./connection.js";
import { connectTransport } from "./connect-transport.js";
import { stdioTransportFactory } from "./stdio-transport.js";
import type { ConnectOptions, ServerTarget } from "./target.js";

/**
 * Starts `target` and completes the handshake for `options.protocol` (see `handshake.ts` for the era rules):
 * resolves with a live connection. Throws `ServerStartError` when the server cannot be started, dies, stays
 * silent or refuses the handshake (its message names the exit status and the last stderr lines; nothing is
 * left running), and `UsageError` for an invalid `options.protocol`. An `http` target speaks Streamable HTTP, or
 * the deprecated HTTP+SSE transport when that is all the server offers (see `connect-http.ts`); any other
 * transport plugs in through `connectTransport` (`connect-transport.ts`).
 */
export async function connect(target: ServerTarget, options: ConnectOptions): Promise<McpConnection> {
  // The HTTP transports load only for an HTTP target: a stdio run spawns its server without them (issue 14).
  if (target.kind === "http") return (await import("./connect-http.js")).connectHttp(target, options);
  return connectTransport(stdioTransportFactory(target), options);
}
