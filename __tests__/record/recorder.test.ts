import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { SessionRecorder } from "../../src/record/recorder.js";
import { TRACE_VERSION } from "../../src/record/trace.js";

/** Collects every chunk written to a stream, as bytes. */
function collect(stream: PassThrough): () => Buffer {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks);
}

/** Writes `bytes` in pieces of `size` bytes (so multi-byte characters and lines are split across chunks). */
async function writeInPieces(stream: PassThrough, bytes: Buffer, size: number): Promise<void> {
  for (let at = 0; at < bytes.length; at += size) {
    stream.write(bytes.subarray(at, at + size));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function setup() {
  const streams = { fromClient: new PassThrough(), toServer: new PassThrough(), fromServer: new PassThrough(), toClient: new PassThrough() };
  const recorder = new SessionRecorder(streams);
  const atServer = collect(streams.toServer);
  const atClient = collect(streams.toClient);
  recorder.start();
  return { ...streams, recorder, atServer, atClient };
}

const line = (message: object) => `${JSON.stringify(message)}\n`;

const CLIENT_SCRIPT = Buffer.from(
  [
    line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } } }),
    line({ jsonrpc: "2.0", method: "notifications/initialized" }),
    line({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "echo", arguments: { message: "héllo 🌍 — ünïcode" } } }),
    line({ jsonrpc: "2.0", id: "s-3", method: "tools/call", params: { name: "fail", arguments: {} } }),
    `${JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "reject" } })}\r\n`,
    "not json at all\n",
    line({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "slow", arguments: { ms: 10 } } }),
  ].join(""),
  "utf8",
);

const SERVER_SCRIPT = Buffer.from(
  [
    "Server v2 starting (a banner on stdout)\n",
    line({ jsonrpc: "2.0", id: 1, result: { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "scripted", version: "3.1.4" } } }),
    line({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "ç'est parti" } }),
    line({ jsonrpc: "2.0", id: 2, result: { content: [{ type: "text", text: "héllo 🌍 — ünïcode" }] } }),
    line({ jsonrpc: "2.0", id: "s-3", result: { content: [{ type: "text", text: "disk full" }], isError: true } }),
    JSON.stringify({ jsonrpc: "2.0", id: 4, error: { code: -32602, message: "Invalid params" } }), // last line, no newline
  ].join(""),
  "utf8",
);

describe("SessionRecorder", () => {
  it("relays the client's bytes to the server unchanged, whatever the chunking", async () => {
    const s = setup();
    await writeInPieces(s.fromClient, CLIENT_SCRIPT, 7);
    s.fromClient.end();
    s.fromServer.end();
    await s.recorder.finished;
    expect(s.atServer().equals(CLIENT_SCRIPT)).toBe(true);
  });

  it("relays the server's bytes to the client unchanged, whatever the chunking", async () => {
    const s = setup();
    await writeInPieces(s.fromServer, SERVER_SCRIPT, 5);
    s.fromServer.end();
    s.fromClient.end();
    await s.recorder.finished;
    expect(s.atClient().equals(SERVER_SCRIPT)).toBe(true);
  });

  it("records every tools/call with its tool, arguments, outcome, isError and timing", async () => {
    const s = setup();
    await writeInPieces(s.fromClient, CLIENT_SCRIPT, 11);
    await writeInPieces(s.fromServer, SERVER_SCRIPT, 13);
    s.fromClient.end();
    s.fromServer.end();
    await s.recorder.finished;
    const calls = s.recorder.calls();
    expect(calls.map((c) => [c.id, c.tool, c.status, c.isError])).toEqual([
      [2, "echo", "result", false],
      ["s-3", "fail", "result", true],
      [4, "reject", "error", false],
      [5, "slow", "no-response", false],
    ]);
    expect(calls[0]!.arguments).toEqual({ message: "héllo 🌍 — ünïcode" });
    expect(calls[0]!.result).toEqual({ content: [{ type: "text", text: "héllo 🌍 — ünïcode" }] });
    expect(calls[2]!).toMatchObject({ error: { code: -32602, message: "Invalid params" }, result: null });
    expect("arguments" in calls[2]!).toBe(false);
    expect(calls[3]!).toMatchObject({ endedAt: null, durationMs: null, result: null, error: null });
    for (const call of calls.slice(0, 3)) {
      expect(call.durationMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(call.endedAt!)).toBeGreaterThanOrEqual(Date.parse(call.startedAt));
    }
  });

  it("builds a versioned trace naming the server and counting what crossed", async () => {
    const s = setup();
    s.fromClient.end(CLIENT_SCRIPT);
    s.fromServer.end(SERVER_SCRIPT);
    await s.recorder.finished;
    const trace = s.recorder.trace({ command: "node server.mjs", exit: { code: 0, signal: null } });
    expect(trace).toMatchObject({
      traceVersion: TRACE_VERSION,
      recorder: { name: "mcp-checkup" },
      server: { command: "node server.mjs", name: "scripted", version: "3.1.4", protocolVersion: "2025-11-25" },
      exit: { code: 0, signal: null },
      messages: { fromClient: 6, fromServer: 5, nonJsonFromClient: 1, nonJsonFromServer: 1 },
    });
    expect(trace.calls).toHaveLength(4);
  });

  it("records a session with no calls as an empty list", async () => {
    const s = setup();
    s.fromClient.end();
    s.fromServer.end();
    await s.recorder.finished;
    expect(s.recorder.trace().calls).toEqual([]);
  });
});
