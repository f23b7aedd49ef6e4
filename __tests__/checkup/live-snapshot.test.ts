import { describe, expect, it } from "vitest";
import { liveSnapshot } from "../../src/checkup/live-snapshot.js";
import { makeSnapshot } from "../../src/drift/snapshot.js";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { memoryServer } from "../mcp/memory-servers.js";

describe("liveSnapshot", () => {
  it("snapshots the listed tools with the connection's instructions, revision and serverInfo", async () => {
    const tools = [{ name: "echo", description: "Echo the text back.", inputSchema: { type: "object", properties: { text: { type: "string" } } } }];
    const connection = await connectTransport(() => new MemoryTransport(memoryServer({ tools })), { protocol: "legacy", timeoutMs: 1000 });
    const listed = (await connection.listTools()).tools;
    expect(liveSnapshot(connection, listed)).toEqual(makeSnapshot({ tools: listed, instructions: "Use me.", protocolVersion: "2025-11-25", serverInfo: { name: "mem", version: "1" } }));
    await connection.close();
  });
});
