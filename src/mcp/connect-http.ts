/**
 * Connecting to an `http` target: Streamable HTTP first, then the deprecated HTTP+SSE transport when the server
 * answered every POST with 400, 404 or 405 and no JSON-RPC body (MCP 2026-07-28 basic/transports/streamable-http
 * §Backward Compatibility, "HTTP+SSE Transport (2024-11-05)"; MCP 2025-03-26 basic/transports §Backwards
 * Compatibility). A pinned modern revision never falls back: HTTP+SSE is a legacy-only transport.
 */
import { ServerStartError } from "../errors.js";
import type { McpConnection } from "./connection.js";
import { connectTransport } from "./connect-transport.js";
import { StreamableHttpTransport } from "./http-transport.js";
import { checkHttpUrl, type ConnectOptions, type ServerTarget } from "./target.js";
import { transportFactory } from "./target-transport.js";
import { isModernVersion } from "./versions.js";

/**
 * Completes the handshake with an `http` target and resolves with the connection. With `target.launch`, the
 * command is started first and stopped when the connection closes (and when connecting fails). Throws
 * `ServerStartError` when neither transport works (both reasons in its message), `UsageError` for a URL that does
 * not parse or an invalid `options.protocol`.
 */
export async function connectHttp(target: ServerTarget & { kind: "http" }, options: ConnectOptions): Promise<McpConnection> {
  checkHttpUrl(target.url);
  const startTimeoutMs = options.startTimeoutMs ?? options.timeoutMs;
  const made: StreamableHttpTransport[] = [];
  const streamable = transportFactory(target, { kind: "streamable-http", startTimeoutMs });
  try {
    return await connectTransport(() => {
      const transport = streamable() as StreamableHttpTransport;
      made.push(transport);
      return transport;
    }, options);
  } catch (error) {
    const pinnedModern = options.protocol !== "auto" && options.protocol !== "legacy" && isModernVersion(options.protocol);
    if (!(error instanceof ServerStartError) || pinnedModern || !made.some((t) => t.suggestsSseFallback())) throw error;
    try {
      return await connectTransport(transportFactory(target, { kind: "http+sse", startTimeoutMs }), options);
    } catch (sseError) {
      if (!(sseError instanceof ServerStartError)) throw sseError;
      throw new ServerStartError(
        `${error.message}\nThe deprecated HTTP+SSE transport did not work either: ${sseError.message}`,
        sseError.stderrTail || error.stderrTail,
      );
    }
  }
}
