import { describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import { MemoryTransport, type MemoryServer } from "../../src/mcp/memory-transport.js";

/** A legacy server in memory: initialize, tools/list with one tool, and a tools/call that "crashes" the process. */
const server: MemoryServer = (frame, peer) => {
  const msg = JSON.parse(frame);
  if (msg.id === undefined) return;
  if (msg.method === "initialize") {
    peer.writeLine("booting…");
    peer.send({ jsonrpc: "2.0", id: msg.id, result: { protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "mem", version: "1" } } });
  } else if (msg.method === "tools/list") {
    peer.send({ jsonrpc: "2.0", id: msg.id, result: { tools: [{ name: "boom", inputSchema: { type: "object" } }] } });
  } else if (msg.method === "tools/call") {
    peer.writeStderr("boom!\n");
    peer.exit(9);
  } else {
    peer.send({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } });
  }
};

describe("MemoryTransport", () => {
  it("carries a whole connection: handshake, pollution, listing, and a death mid-call", async () => {
    const connection = await connectTransport(() => new MemoryTransport(server), { protocol: "auto", timeoutMs: 1000 });
    expect(connection.serverInfo).toEqual({ name: "mem", version: "1" });
    expect(connection.handshake.eraDecision).toBe("discover-error");
    expect(connection.stdoutPollution().map((p) => p.line)).toEqual(["booting…"]);
    expect((await connection.listTools()).tools.map((t) => t.name)).toEqual(["boom"]);
    const outcome = await connection.callTool("boom", {});
    expect(outcome).toMatchObject({ kind: "closed", exit: { code: 9 }, stderrTail: "boom!\n" });
    expect(connection.alive).toBe(false);
    await connection.close();
  });
});
