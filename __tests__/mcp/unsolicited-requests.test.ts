import { describe, expect, it } from "vitest";
import { MemoryTransport, type MemoryServer } from "../../src/mcp/memory-transport.js";
import { JsonRpcSession } from "../../src/mcp/session.js";
import type { WireProblem } from "../../src/mcp/types.js";

/** A server that answers every request of ours after first asking the client for `method`. */
const askingServer =
  (method: string): MemoryServer =>
  (frame, peer) => {
    const message = JSON.parse(frame);
    if (message.id === undefined || message.method === undefined) return;
    peer.send({ jsonrpc: "2.0", id: `ask-${message.id}`, method, params: {} });
    peer.send({ jsonrpc: "2.0", id: message.id, result: {} });
  };

async function session(method: string): Promise<{ session: JsonRpcSession; problems: WireProblem[] }> {
  const problems: WireProblem[] = [];
  const s = new JsonRpcSession(new MemoryTransport(askingServer(method)), { timeoutMs: 1000, onProblem: (p) => problems.push(p) });
  await s.start();
  return { session: s, problems };
}

describe("server requests for capabilities the client did not declare", () => {
  it("reports sampling/createMessage as unsolicited-client-request and refuses it with -32601", async () => {
    const { session: s, problems } = await session("sampling/createMessage");
    await s.request("initialize", { protocolVersion: "2025-11-25", capabilities: { roots: {} }, clientInfo: { name: "t", version: "1" } });
    expect(problems).toEqual([{ kind: "unsolicited-client-request", method: "sampling/createMessage", capability: "sampling" }]);
    const answer = s.observations().find((o) => o.kind === "server-request");
    expect(answer).toMatchObject({ answer: { error: { code: -32601 } } });
  });

  it("accepts roots/list after initialize declared roots", async () => {
    const { session: s, problems } = await session("roots/list");
    await s.request("initialize", { protocolVersion: "2025-11-25", capabilities: { roots: {} }, clientInfo: { name: "t", version: "1" } });
    await s.request("ping");
    expect(problems).toEqual([]);
  });

  it("reports roots/list when the client declared no capabilities (modern _meta)", async () => {
    const { session: s, problems } = await session("roots/list");
    await s.request("tools/list", { _meta: { "io.modelcontextprotocol/clientCapabilities": {} } });
    expect(problems.map((p) => p.kind)).toEqual(["unsolicited-client-request"]);
  });
});
