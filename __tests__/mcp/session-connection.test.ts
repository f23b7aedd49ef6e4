import { describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import type { JsonRpcMessage } from "../../src/mcp/types.js";
import { META } from "../../src/mcp/versions.js";
import { memoryServer } from "./memory-servers.js";

const connected = async (modern: boolean) => {
  const received: JsonRpcMessage[] = [];
  const connection = await connectTransport(() => new MemoryTransport(memoryServer({ modern, received, tools: [{ name: "t", inputSchema: { type: "object" } }] })), {
    protocol: modern ? "2026-07-28" : "legacy",
    timeoutMs: 1000,
  });
  return { connection, received, last: () => received.at(-1) as { method: string; params?: Record<string, unknown> } };
};

describe("SessionConnection", () => {
  it("omits arguments when a call has none, and sends any other value as given", async () => {
    const { connection, last } = await connected(false);
    await connection.callTool("t", undefined);
    expect(last().params).toEqual({ name: "t" });
    await connection.callTool("t", "not an object");
    expect(last().params).toEqual({ name: "t", arguments: "not an object" });
    await connection.close();
  });

  it("adds the modern _meta envelope under the caller's own _meta, but not to a raw request", async () => {
    const { connection, last } = await connected(true);
    await connection.callTool("t", {});
    expect(last().params?._meta).toMatchObject({ [META.protocolVersion]: "2026-07-28", [META.clientCapabilities]: {} });
    await connection.request("tools/call", { name: "t", _meta: { [META.protocolVersion]: "1999-01-01", mine: 1 } });
    expect(last().params?._meta).toMatchObject({ [META.protocolVersion]: "1999-01-01", mine: 1, [META.clientCapabilities]: {} });
    await connection.request("tools/list", { _meta: {} }, { raw: true });
    expect(last().params).toEqual({ _meta: {} });
    await connection.close();
  });

  it("lists tools, records exchanges and tells no HTTP observations on a non-HTTP wire", async () => {
    const { connection } = await connected(false);
    expect((await connection.listTools()).tools.map((t) => t.name)).toEqual(["t"]);
    expect(connection.exchanges().map((e) => e.method)).toEqual(["initialize", "tools/list"]);
    expect(connection.httpObservations()).toEqual([]);
    expect(connection.stdoutPollutionCount()).toBe(0);
    await connection.close();
  });

  it("is not alive after close, and refuses to be used again", async () => {
    const { connection } = await connected(false);
    await connection.close();
    expect(connection.alive).toBe(false);
    expect(() => connection.request("ping")).toThrow("McpConnection used after close()");
    expect(() => connection.sendRaw("{}")).toThrow("McpConnection used after close()");
    await connection.close();
  });
});
