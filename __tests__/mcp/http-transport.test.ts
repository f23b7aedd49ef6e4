import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ServerStartError } from "../../src/errors.js";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { portAnswers } from "../../src/mcp/launched-server.js";
import { everythingOverHttp, freePort, httpFixture } from "./http-helpers.js";

const OPTIONS = { protocol: "auto", timeoutMs: 10_000, discoverTimeoutMs: 10_000 };
const open: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
async function connected(...args: Parameters<typeof connect>): Promise<McpConnection> {
  const connection = await connect(...args);
  open.push(connection);
  return connection;
}

describe("Streamable HTTP against server-everything (streamableHttp mode, launched on a free loopback port)", () => {
  let connection: McpConnection;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    connection = await connect(everythingOverHttp("streamableHttp", port), OPTIONS);
  });
  afterAll(() => connection.close());

  it("completes the legacy handshake over Streamable HTTP", () => {
    expect(connection).toMatchObject({ era: "legacy", protocolVersion: "2025-11-25", transportKind: "streamable-http" });
    expect(connection.serverInfo.name).toBe("mcp-servers/everything");
  });

  it("lists all its tools and calls one", async () => {
    const listing = await connection.listTools();
    expect(listing.tools.length).toBeGreaterThanOrEqual(10);
    expect(listing.tools.map((t) => t.name)).toContain("echo");
    expect(await connection.callTool("echo", { message: "over http" })).toMatchObject({
      kind: "result",
      result: { content: [{ type: "text", text: "Echo: over http" }] },
    });
  });

  it("answers the roots/list request the server sends on the GET stream, outside any call", async () => {
    const outcome = await connection.callTool("get-roots-list", {});
    expect(outcome).toMatchObject({ kind: "result" });
    expect(connection.httpObservations().find((o) => o.method === "GET")).toMatchObject({ status: 200, contentType: "text/event-stream" });
  });

  it("keeps status and headers of every exchange as observations, without the session id in URLs", () => {
    const posts = connection.httpObservations().filter((o) => o.method === "POST");
    expect(posts.find((o) => o.rpcMethod === "initialize")).toMatchObject({ status: 200, url: `http://127.0.0.1:${port}/mcp` });
    expect(posts.find((o) => o.rpcMethod === "server/discover")?.status).toBe(400);
  });

  it("stops the launched server on close", async () => {
    const otherPort = await freePort();
    const other = await connect(everythingOverHttp("streamableHttp", otherPort), OPTIONS);
    expect(await portAnswers("127.0.0.1", otherPort, 500)).toBe(true);
    await other.close();
    expect(other.exitStatus()).toBeDefined();
    expect(await portAnswers("127.0.0.1", otherPort, 500)).toBe(false);
  });
});

describe("Streamable HTTP against fixtures", () => {
  it("speaks the 2026-07-28 era with its request headers and reads SSE responses", async () => {
    const connection = await connected(httpFixture("modern-http", await freePort()), OPTIONS);
    expect(connection).toMatchObject({ era: "modern", protocolVersion: "2026-07-28", transportKind: "streamable-http" });
    // The fixture refuses any request whose MCP-Protocol-Version / Mcp-Method / Mcp-Name headers do not match the body.
    expect(await connection.callTool("add", { a: 2, b: 3 })).toMatchObject({ kind: "result", result: { content: [{ text: "5" }], resultType: "complete" } });
    expect(connection.httpObservations().at(-1)).toMatchObject({ rpcMethod: "tools/call", status: 200, contentType: "text/event-stream" });
  });

  it("sends the --header values and never records or passes them on", async () => {
    const secret = "s3cr3t-token-value";
    const port = await freePort();
    const target = { ...httpFixture("modern-http", port, "--require-token", secret), headers: { Authorization: `Bearer ${secret}` } };
    const connection = await connected(target, OPTIONS);
    expect(await connection.callTool("echo", { message: `the token is ${secret}` })).toMatchObject({
      kind: "result",
      result: { content: [{ type: "text", text: "the token is [redacted]" }] }, // a server echoing it cannot leak it into a report
    });
    expect(JSON.stringify(connection.httpObservations())).not.toContain(secret);
    const refused = await connect({ ...target, headers: { Authorization: "Bearer wrong" } }, OPTIONS).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServerStartError);
    expect(String((refused as Error).message)).not.toContain(secret);
  });

  it("uses the session the server mints and deletes it on close", async () => {
    const connection = await connected(httpFixture("legacy-http", await freePort()), OPTIONS);
    expect(connection.era).toBe("legacy");
    // The fixture answers 400 without the session id and 404 for an unknown one.
    expect(await connection.callTool("echo", { message: "in session" })).toMatchObject({ kind: "result" });
    const observations = () => connection.httpObservations();
    await connection.close();
    expect(observations().at(-1)).toMatchObject({ method: "DELETE", status: 200 });
  });

  it("resolves a call as closed, with the exit code, when the launched server dies on it", async () => {
    const connection = await connected(httpFixture("legacy-http", await freePort(), "--die-on-call"), OPTIONS);
    const outcome = await connection.callTool("echo", { message: "bye" });
    expect(outcome).toMatchObject({ kind: "closed", exit: { code: 4, signal: null } });
    expect(connection.alive).toBe(false);
  });

  it("throws ServerStartError naming the refused connection when nothing listens on the URL", async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const error = await connect({ kind: "http", url }, OPTIONS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toContain("connection refused (ECONNREFUSED)");
  });

  it("throws ServerStartError with the exit status when the launch command exits before its URL answers", async () => {
    const target = { kind: "http" as const, url: `http://127.0.0.1:${await freePort()}/mcp`, launch: { command: process.execPath, args: ["-e", "console.error('no port for you'); process.exit(3)"] } };
    const error = await connect(target, OPTIONS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toContain("exited with code 3 before http://127.0.0.1:");
    expect((error as Error).message).toContain("no port for you");
  });
});
