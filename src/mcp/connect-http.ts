/**
 * Connecting to an `http` target: Streamable HTTP first, then the deprecated HTTP+SSE transport when the server
 * answered every POST with 400, 404 or 405 and no JSON-RPC body (MCP 2026-07-28 basic/transports/streamable-http
 * §Backward Compatibility, "HTTP+SSE Transport (2024-11-05)"; MCP 2025-03-26 basic/transports §Backwards
 * Compatibility). A pinned modern revision never falls back: HTTP+SSE is a legacy-only transport.
 */
import { OptionError, ServerStartError } from "../errors.js";
import type { McpConnection } from "./connection.js";
import { connectTransport } from "./connect-transport.js";
import { BLOCKED_PORT } from "./http-exchange.js";
import { StreamableHttpTransport } from "./http-transport.js";
import { checkHttpUrl, urlForMessage, type ConnectOptions, type ServerTarget } from "./target.js";
import { transportFactory } from "./target-transport.js";
import { isModernVersion } from "./versions.js";

/**
 * Completes the handshake with an `http` target and resolves with the connection. With `target.launch`, the
 * command is started first and stopped when the connection closes (and when connecting fails). Throws
 * `ServerStartError` when neither transport works (both reasons in its message), `UsageError` for a URL that does
 * not parse or whose port fetch refuses (a new user's server on port 6000 was graded F for it), or an invalid
 * `options.protocol`.
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
    // Nothing listening there is a finding about the server; a port fetch will not use is the URL we were given.
    if (error instanceof ServerStartError && error.message.includes(BLOCKED_PORT)) throw blockedPortError(target.url);
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

/** The `UsageError` for a URL whose port `fetch` will not connect to ({@link BLOCKED_PORT}). */
function blockedPortError(url: string): OptionError {
  const port = new URL(url).port;
  return new OptionError(
    "url",
    (say) => `${say("url")}: '${urlForMessage(url)}' uses port ${port}, which fetch refuses to connect to (the Fetch standard blocks it); serve the MCP endpoint on another port`,
  );
}
