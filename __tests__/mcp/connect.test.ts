import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ServerStartError, UsageError } from "../../src/errors.js";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { AUTO, fixture, installed } from "./fixture-targets.js";

const open: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

const memoryDir = mkdtempSync(join(tmpdir(), "mcp-checkup-memory-"));
afterAll(() => rmSync(memoryDir, { recursive: true, force: true }));

describe("connect to the official servers", () => {
  it("lists and calls the tools of server-everything over the initialize handshake", async () => {
    const connection = await connect(installed("mcp-server-everything", ["stdio"]), AUTO);
    open.push(connection);
    expect(connection.era).toBe("legacy");
    expect(connection.protocolVersion).toBe("2025-11-25");
    expect(connection.serverInfo).toMatchObject({ name: "mcp-servers/everything", title: "Everything Reference Server" });
    expect(connection.handshake.eraDecision).toBe("discover-error");
    const listing = await connection.listTools();
    expect(listing.tools).toHaveLength(14) // 13 + get-roots-list, registered because we declare the roots capability;
    expect(listing.tools.map((t) => t.name)).toContain("echo");
    const outcome = await connection.callTool("echo", { message: "hi" });
    expect(outcome).toMatchObject({ kind: "result", result: { content: [{ type: "text", text: "Echo: hi" }] } });
    expect(connection.stdoutPollution()).toEqual([]);
  });

  it("writes and reads the knowledge graph of server-memory in the file MEMORY_FILE_PATH names", async () => {
    const file = join(memoryDir, "memory.jsonl");
    const connection = await connect(installed("mcp-server-memory", [], { MEMORY_FILE_PATH: file }), AUTO);
    open.push(connection);
    expect(connection.serverInfo.name).toBe("memory-server");
    expect((await connection.listTools()).tools).toHaveLength(9);
    const entity = { name: "checkup", entityType: "tool", observations: ["grades MCP servers"] };
    expect(await connection.callTool("create_entities", { entities: [entity] })).toMatchObject({ kind: "result" });
    const read = await connection.callTool("read_graph", {});
    expect(read.kind === "result" && JSON.stringify(read.result)).toContain("grades MCP servers");
  });
});

describe("connect", () => {
  it("reports stdout pollution from a banner line and still grades the server", async () => {
    const connection = await connect(fixture("legacy", "--banner"), AUTO);
    open.push(connection);
    expect(connection.stdoutPollution().map((p) => p.line)).toEqual(["Demo server v1.0 starting"]);
    expect(connection.stdoutPollutionCount()).toBe(1);
    expect(await connection.callTool("echo", { message: "ok" })).toMatchObject({ kind: "result" });
  });

  it("throws a UsageError (bad input, exit 2) with a clear message for a command that does not exist", async () => {
    const target = { kind: "stdio" as const, command: "mcp-checkup-no-such-server", args: ["--flag"] };
    const error = await connect(target, AUTO).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe('server command "mcp-checkup-no-such-server" was not found: check its spelling and that it is on PATH (or give its path)');
  });

  it("throws ServerStartError naming the cause when an HTTP URL cannot be reached", async () => {
    // Port 4: nothing listens there, and fetch tries it (port 1 is one fetch blocks: bad input, see connect-http.test.ts).
    const error = await connect({ kind: "http", url: "http://127.0.0.1:4/mcp" }, AUTO).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toContain("the connection broke: connection refused (ECONNREFUSED)");
  });
});
