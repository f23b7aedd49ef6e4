import { afterEach, describe, expect, it } from "vitest";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { JsonRpcSession, timeoutGraceMs } from "../../src/mcp/session.js";
import { StdioTransport } from "../../src/mcp/stdio-transport.js";
import type { CallToolResult } from "../../src/mcp/types.js";
import { AUTO, fixture, until } from "./fixture-targets.js";

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function connected(...args: string[]): Promise<McpConnection> {
  const connection = await connect(fixture("legacy", ...args), AUTO);
  open.push(connection);
  return connection;
}

async function started(...args: string[]): Promise<JsonRpcSession> {
  const { command, args: argv } = fixture("legacy", ...args);
  const session = new JsonRpcSession(new StdioTransport({ command, args: argv }), { timeoutMs: 10_000 });
  open.push(session);
  await session.start();
  return session;
}

describe("JsonRpcSession", () => {
  it('reads "error": null beside a result as a result, any other error member as an error, and reports a broken shape once', async () => {
    // Some JSON-RPC libraries write both members, as JSON-RPC 1.0 did; a string error is malformed but must not break us.
    const session = new JsonRpcSession(
      new MemoryTransport((frame, peer) => {
        const { id, method } = JSON.parse(frame) as { id: number; method: string };
        if (method === "a") peer.send({ jsonrpc: "2.0", id, result: { x: 1 }, error: null } as never);
        else if (method === "b") peer.send({ jsonrpc: "2.0", id, result: null, error: { code: -32000, message: "no" } } as never);
        else if (method === "c") peer.send({ jsonrpc: "2.0", id, error: "boom" } as never);
        else peer.send({ jsonrpc: "2.0", id, error: { code: "E1", message: null } } as never);
      }),
      { timeoutMs: 1000 },
    );
    open.push(session);
    await session.start();
    expect(await session.request("a")).toMatchObject({ kind: "result", result: { x: 1 } });
    expect(await session.request("b")).toMatchObject({ kind: "error", error: { code: -32000, message: "no" } });
    expect(await session.request("c")).toMatchObject({ kind: "error", error: { code: Number.NaN, message: "boom" } });
    expect(await session.request("d")).toMatchObject({ kind: "error", error: { code: Number.NaN, message: "null" } });
    expect(session.problems()).toEqual([{ kind: "response-shape", method: "a", shape: "error-null" }]);
  });

  it("numbers requests from 1 and matches each response to its request", async () => {
    const session = await started();
    const [a, b] = await Promise.all([session.request("ping"), session.request("no/such/method")]);
    expect(a).toMatchObject({ kind: "result", result: {} });
    expect(b).toMatchObject({ kind: "error", error: { code: -32601, message: "Method not found: no/such/method" } });
    expect(session.exchanges().map((e) => [e.id, e.method, e.outcome?.kind])).toEqual([
      [1, "ping", "result"],
      [2, "no/such/method", "error"],
    ]);
  });

  it("resolves timeout and sends notifications/cancelled naming the request", async () => {
    const connection = await connected("--log");
    const outcome = await connection.callTool("hang", {}, { timeoutMs: 200 });
    expect(outcome.kind).toBe("timeout");
    const id = connection.exchanges().find((e) => e.method === "tools/call")!.id;
    await until(() => connection.stderrTail(10_000).includes('"method":"notifications/cancelled"'));
    const line = connection.stderrTail(10_000).split("\n").find((l) => l.includes("notifications/cancelled"))!;
    expect(JSON.parse(line.replace(/^received /, "")).params).toEqual({ requestId: id, reason: "No response within 200 ms" });
  });

  it("records a response that comes after its timeout as an observation and ignores it", async () => {
    const connection = await connected();
    const outcome = await connection.callTool("slow", { ms: 400 }, { timeoutMs: 100 });
    expect(outcome.kind).toBe("timeout");
    await until(() => connection.observations().some((o) => o.kind === "unmatched-response"));
    const late = connection.observations().find((o) => o.kind === "unmatched-response")!;
    expect(late).toMatchObject({ ours: true, message: { result: { content: [{ type: "text", text: "finally" }] } } });
  });

  it("resolves closed with the exit code and stderr tail when the server dies mid-call", async () => {
    const connection = await connected();
    const outcome = await connection.callTool("crash", {});
    expect(outcome).toMatchObject({ kind: "closed", exit: { code: 3, signal: null }, reason: "the server process exited with code 3" });
    expect(outcome.kind === "closed" && outcome.stderrTail).toContain("crashing on purpose");
    expect(connection.alive).toBe(false);
    expect(await connection.callTool("echo", { message: "too late" })).toMatchObject({ kind: "closed", durationMs: 0 });
  });

  it("answers ping with {}, roots/list with no roots and anything else with -32601", async () => {
    const connection = await connected();
    const outcome = await connection.callTool("ask", {});
    const answers = JSON.parse(((outcome as { result: CallToolResult }).result.content![0]!.text)!);
    expect(answers).toEqual([
      { method: "ping", response: { jsonrpc: "2.0", id: "s1", result: {} } },
      { method: "roots/list", response: { jsonrpc: "2.0", id: "s2", result: { roots: [] } } },
      {
        method: "sampling/createMessage",
        response: { jsonrpc: "2.0", id: "s3", error: { code: -32601, message: "Method not found: sampling/createMessage (mcp-checkup does not provide it)" } },
      },
    ]);
    expect(connection.observations().filter((o) => o.kind === "server-request")).toHaveLength(3);
  });

  it("records a response with id null as an observation", async () => {
    const connection = await connected();
    const outcome = await connection.callTool("nullid", {});
    expect(outcome).toMatchObject({ kind: "result", result: { content: [{ text: "after null id" }] } });
    expect(connection.observations()).toContainEqual(
      expect.objectContaining({ kind: "null-id-response", message: { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } } }),
    );
  });

  it("sends a raw malformed line and observes the parse-error reply", async () => {
    const connection = await connected();
    const seen: string[] = [];
    const stop = connection.onObservation((o) => seen.push(o.kind));
    await connection.sendRaw("{not json");
    await until(() => seen.includes("null-id-response"));
    stop();
    expect(connection.alive).toBe(true);
  });

  it("counts the time spent waiting on answers, overlapping requests once", async () => {
    const session = await started();
    await session.request("ping");
    await session.request("tools/list");
    const sequential = session.exchanges().reduce((total, e) => total + (e.outcome?.durationMs ?? 0), 0);
    expect(session.serverWaitMs()).toBeGreaterThanOrEqual(sequential - 1); // the two stretches, each timed once
    const before = session.serverWaitMs();
    const wallStart = performance.now();
    await Promise.all([session.request("ping"), session.request("ping"), session.request("tools/list")]);
    const wall = performance.now() - wallStart;
    const concurrentSum = session.exchanges().slice(-3).reduce((total, e) => total + (e.outcome?.durationMs ?? 0), 0);
    const added = session.serverWaitMs() - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(wall + 1);
    expect(added).toBeLessThanOrEqual(concurrentSum + 1);
  });
});

describe("JsonRpcSession timeouts, judged by the measured duration", () => {
  /** An in-memory server that answers every request after `delayMs`. */
  const delayed = (delayMs: number) =>
    new JsonRpcSession(
      new MemoryTransport((frame, peer) => {
        const request = JSON.parse(frame) as { id?: number };
        if (request.id !== undefined) setTimeout(() => peer.send({ jsonrpc: "2.0", id: request.id!, result: {} }), delayMs);
      }),
      { timeoutMs: 1000 },
    );

  it("waits a little past the timeout: 10 % of it, between 25 and 250 ms", () => {
    expect([timeoutGraceMs(100), timeoutGraceMs(1000), timeoutGraceMs(30_000)]).toEqual([25, 100, 250]);
  });

  it("counts a response that came after the timeout, within that wait, as a timeout, and keeps it in the exchange", async () => {
    const session = delayed(1040);
    open.push(session);
    await session.start();
    const outcome = await session.request("ping");
    expect(outcome.kind).toBe("timeout");
    expect(outcome.durationMs).toBeGreaterThan(1000);
    expect(session.exchanges()[0]!.response).toMatchObject({ id: 1, result: {} });
  });

  it("counts a response within the timeout as an answer", async () => {
    const session = delayed(900);
    open.push(session);
    await session.start();
    expect((await session.request("ping")).kind).toBe("result");
  });
});

describe("stdout pollution", () => {
  it("marks lines written after the server's first JSON-RPC message as written while serving requests", async () => {
    const session = new JsonRpcSession(
      new MemoryTransport((frame, peer) => {
        const request = JSON.parse(frame) as { id: number };
        peer.writeLine("debug: handling a request");
        peer.send({ jsonrpc: "2.0", id: request.id, result: {} });
      }),
      { timeoutMs: 1000 },
    );
    open.push(session);
    await session.start();
    await session.request("ping");
    await session.request("ping");
    expect(session.stdoutPollution().map((p) => p.duringSession === true)).toEqual([false, true]);
  });
});
