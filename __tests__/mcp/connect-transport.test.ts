import { describe, expect, it } from "vitest";
import { ServerStartError } from "../../src/errors.js";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { memoryServer } from "./memory-servers.js";

describe("connectTransport", () => {
  it("completes the initialize handshake over any transport and hands back the server's identity", async () => {
    const connection = await connectTransport(() => new MemoryTransport(memoryServer()), { protocol: "legacy", timeoutMs: 1000 });
    expect(connection).toMatchObject({ era: "legacy", protocolVersion: "2025-11-25", serverInfo: { name: "mem", version: "1" }, instructions: "Use me.", transportKind: "stdio" });
    await connection.close();
  });

  it("makes a new transport when the era probe forces a restart", async () => {
    let made = 0;
    const dieOnDiscover = memoryServer();
    const connection = await connectTransport(
      () => {
        made += 1;
        const first = made === 1;
        return new MemoryTransport((frame, peer) => (first && frame.includes("server/discover") ? peer.exit(1) : dieOnDiscover(frame, peer)));
      },
      { protocol: "auto", timeoutMs: 1000 },
    );
    expect(made).toBe(2);
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-exit", restartedAfterProbe: true });
    await connection.close();
  });

  it("throws ServerStartError when the server dies before answering", async () => {
    await expect(connectTransport(() => new MemoryTransport((_f, peer) => peer.exit(2)), { protocol: "legacy", timeoutMs: 1000 })).rejects.toBeInstanceOf(ServerStartError);
  });
});
