/** In-memory MCP servers for unit tests: no process, no socket (see `src/mcp/memory-transport.ts`). */
import type { MemoryServer } from "../../src/mcp/memory-transport.js";
import type { JsonRpcMessage } from "../../src/mcp/types.js";

/**
 * A server that answers `initialize` (legacy) and, when `modern`, `server/discover` with 2026-07-28; `tools/list`
 * with `tools`; and every other request through `answer` (default: echo the request back as the result). Every
 * request it receives is pushed onto `received`.
 */
export function memoryServer(options: { modern?: boolean; tools?: unknown[]; answer?: (msg: { id: unknown; method: string; params?: Record<string, unknown> }) => unknown; received?: JsonRpcMessage[] } = {}): MemoryServer {
  return (frame, peer) => {
    const msg = JSON.parse(frame);
    options.received?.push(msg);
    if (msg.id === undefined) return;
    const reply = (result: unknown) => peer.send({ jsonrpc: "2.0", id: msg.id, result } as JsonRpcMessage);
    if (msg.method === "server/discover") {
      if (!options.modern) return peer.send({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } });
      return reply({ supportedVersions: ["2026-07-28"], capabilities: { tools: {} }, serverInfo: { name: "mem", version: "1" } });
    }
    if (msg.method === "initialize") return reply({ protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "mem", version: "1" }, instructions: "Use me." });
    if (msg.method === "tools/list") return reply({ tools: options.tools ?? [] });
    return reply(options.answer ? options.answer(msg) : { echo: msg });
  };
}
