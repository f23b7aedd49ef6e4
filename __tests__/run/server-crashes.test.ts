import { describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { MemoryTransport, type MemoryServer } from "../../src/mcp/memory-transport.js";
import type { RequestOutcome } from "../../src/mcp/types.js";
import { deathBefore, serverCrashedFinding, type ServerDeath } from "../../src/run/server-crashes.js";

/** A legacy server in memory whose every `tools/call` writes a stderr line and exits with code 3. */
const dying: MemoryServer = (frame, peer) => {
  const msg = JSON.parse(frame);
  if (msg.id === undefined) return;
  if (msg.method === "initialize") {
    peer.send({ jsonrpc: "2.0", id: msg.id, result: { protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "mem", version: "1" } } });
  } else if (msg.method === "tools/call") {
    peer.writeStderr("fatal: out of memory\n");
    peer.exit(3);
  } else {
    peer.send({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } });
  }
};

const open = (): Promise<McpConnection> => connectTransport(() => new MemoryTransport(dying), { protocol: "legacy", timeoutMs: 1000 });

async function deadAfterCall(): Promise<{ connection: McpConnection; outcome: RequestOutcome }> {
  const connection = await open();
  const outcome = await connection.callTool("any", {});
  return { connection, outcome };
}

describe("deathBefore", () => {
  it("is a death during the call when a happy call ended with the process", async () => {
    const { connection, outcome } = await deadAfterCall();
    const next = await open();
    expect(deathBefore({ scenario: { tool: "t", kind: "happy" }, outcome, connection }, next)).toEqual({
      tool: "t",
      when: "during",
      exit: { code: 3, signal: null },
      stderrTail: "fatal: out of memory\n",
    });
    await next.close();
  });

  it("is nothing when the call that killed the server was an edge case (that is edge-crash)", async () => {
    const { connection, outcome } = await deadAfterCall();
    expect(deathBefore({ scenario: { tool: "t", kind: "edge" }, outcome, connection }, await open())).toBeUndefined();
  });

  it("is a death after the call when the call was answered and the process ended later", async () => {
    const { connection } = await deadAfterCall();
    const answered: RequestOutcome = { kind: "result", result: { content: [] }, durationMs: 1 };
    expect(deathBefore({ scenario: { tool: "t", kind: "edge" }, outcome: answered, connection }, await open())).toMatchObject({ tool: "t", when: "after", exit: { code: 3 } });
  });

  it("is nothing while the same connection is handed out again", async () => {
    const connection = await open();
    const answered: RequestOutcome = { kind: "result", result: { content: [] }, durationMs: 1 };
    expect(deathBefore({ scenario: { tool: "t", kind: "happy" }, outcome: answered, connection }, connection)).toBeUndefined();
    await connection.close();
  });
});

describe("serverCrashedFinding", () => {
  const death = (tool: string, when: ServerDeath["when"]): ServerDeath => ({ tool, when, exit: { code: 1, signal: null }, stderrTail: `${tool} died\n` });

  it("is undefined for a run without deaths", () => {
    expect(serverCrashedFinding([])).toBeUndefined();
  });

  it("names each death, with the first one's stderr as evidence and no tool", () => {
    expect(serverCrashedFinding([death("a", "during"), { tool: "b", when: "after", stderrTail: "" }])).toEqual({
      rule: "server-crashed",
      severity: "error",
      message:
        "The server went down 2 times outside an edge case and had to be restarted: the server process exited with code 1 during a call of 'a' with valid arguments; the connection to the server broke after a call of 'b' was answered.",
      fix: expect.stringContaining("Keep the server process alive"),
      evidence: { excerpt: "a died\n" },
    });
  });

  it("lists three deaths and counts the rest", () => {
    const message = serverCrashedFinding(["a", "b", "c", "d", "e"].map((t) => death(t, "during")))?.message;
    expect(message).toMatch(/^The server went down 5 times .* 'a' .* 'b' .* 'c' with valid arguments; 2 more\.$/);
  });

  it("names a signal", () => {
    expect(serverCrashedFinding([{ tool: "a", when: "during", exit: { code: null, signal: "SIGSEGV" }, stderrTail: "" }])?.message).toContain("the server process was killed by SIGSEGV during a call of 'a'");
  });
});
