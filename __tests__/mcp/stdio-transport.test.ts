import { afterEach, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { StdioTransport } from "../../src/mcp/stdio-transport.js";
import { AUTO, fixture, recorder, running, until } from "./fixture-targets.js";

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function connected(target: ReturnType<typeof fixture>): Promise<McpConnection> {
  const connection = await connect(target, AUTO);
  open.push(connection);
  return connection;
}

describe("StdioTransport", () => {
  it("delivers JSON-RPC lines as messages and a banner line as pollution with its time", async () => {
    const { command, args } = fixture("legacy", "--banner");
    const transport = new StdioTransport({ command, args });
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await transport.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    await until(() => seen.messages.length === 1);
    expect(seen.messages[0]).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(seen.pollution).toHaveLength(1);
    expect(seen.pollution[0]!.line).toBe("Demo server v1.0 starting");
    expect(seen.pollution[0]!.atMs).toBeGreaterThanOrEqual(0);
  });

  it("treats a JSON value that is not a JSON-RPC message as pollution", async () => {
    const transport = new StdioTransport({ command: process.execPath, args: ["-e", 'console.log(JSON.stringify({hello: "world"})); console.log("[1,2]")'] });
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await until(() => seen.closed.length === 1);
    expect(seen.pollution.map((p) => p.line)).toEqual(['{"hello":"world"}', "[1,2]"]);
    expect(seen.messages).toEqual([]);
  });

  it("reports the exit code when the process ends by itself", async () => {
    const transport = new StdioTransport({ command: process.execPath, args: ["-e", "process.exit(7)"] });
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await until(() => seen.closed.length === 1);
    expect(seen.closed).toEqual(["the server process exited with code 7"]);
    expect(transport.exitStatus()).toEqual({ code: 7, signal: null });
    expect(transport.alive).toBe(false);
  });

  it("reports the close only with the stderr that came after the exit, which often says why it died", async () => {
    // The server exits at once; a subshell holding its stderr writes the reason 60 ms later, then ends. A forked
    // shell rather than a new Node process: Node's own start-up, 0.1–0.2 s on a loaded runner, pushed the line past
    // the transport's 200 ms drain and made this test fail at random.
    const script = '(sleep 0.06; echo "FunctionClauseError: no clause matching" >&2) & exit 1';
    const transport = new StdioTransport({ command: "sh", args: ["-c", script] });
    open.push(transport);
    const { seen, handlers } = recorder();
    let tailAtClose = "";
    await transport.start({ ...handlers, close: (c) => ((tailAtClose = transport.stderrTail()), handlers.close(c)) });
    await until(() => seen.closed.length === 1);
    expect(seen.closed).toEqual(["the server process exited with code 1"]);
    expect(tailAtClose).toContain("FunctionClauseError: no clause matching");
  });

  it("throws a UsageError (bad input, exit 2) naming a command that does not exist", async () => {
    const transport = new StdioTransport({ command: "mcp-checkup-no-such-server", args: [] });
    const { handlers } = recorder();
    const error = await transport.start(handlers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe('server command "mcp-checkup-no-such-server" was not found: check its spelling and that it is on PATH (or give its path)');
  });

  it("throws a UsageError when the working directory does not exist", async () => {
    const transport = new StdioTransport({ command: process.execPath, args: [], cwd: "/no/such/folder" });
    const { handlers } = recorder();
    await expect(transport.start(handlers)).rejects.toThrow(UsageError);
    await expect(new StdioTransport({ command: process.execPath, args: [], cwd: "/no/such/folder" }).start(handlers)).rejects.toThrow('working directory "/no/such/folder" does not exist');
  });

  it("passes this process's environment plus the overrides to the server", async () => {
    process.env.MCP_CHECKUP_TEST_INHERITED = "from-parent";
    const transport = new StdioTransport({
      command: process.execPath,
      args: ["-e", "console.error(process.env.MCP_CHECKUP_TEST_INHERITED + ' ' + process.env.MCP_CHECKUP_TEST_OVERRIDE)"],
      env: { MCP_CHECKUP_TEST_OVERRIDE: "4242" }, // a number: not a secret, so not redacted
    });
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await until(() => seen.closed.length === 1);
    expect(transport.stderrTail().trim()).toBe("from-parent 4242");
    delete process.env.MCP_CHECKUP_TEST_INHERITED;
  });

  it("leaves no process behind when the server started a helper that ignores SIGTERM", async () => {
    const connection = await connected(fixture("orphan"));
    await until(() => /helper-pid=\d+/.test(connection.stderrTail()));
    const [, serverPid, helperPid] = /server-pid=(\d+) helper-pid=(\d+)/.exec(connection.stderrTail())!.map(Number);
    expect(running(helperPid!)).toBe(true);
    await connection.close();
    expect(running(serverPid!)).toBe(false);
    expect(running(helperPid!)).toBe(false);
  });

  it("keeps the first 50 lines of a stdout flood, counts the rest, and still completes requests", async () => {
    const connection = await connected(fixture("flood", "--mode", "lines"));
    const listing = await connection.listTools();
    expect(listing.tools.map((t) => t.name)).toEqual(["echo"]);
    await until(() => connection.stdoutPollutionCount() > 10_000);
    expect(connection.stdoutPollution()).toHaveLength(50);
    expect(connection.stdoutPollution()[0]!.line).toBe("garbage line that is not JSON-RPC");
  });

  it("records a 12 MiB line as one truncated pollution entry and reads the messages after it", async () => {
    const connection = await connected(fixture("flood", "--mode", "huge-line"));
    const outcome = await connection.callTool("echo", { message: "still here" });
    expect(outcome).toMatchObject({ kind: "result", result: { content: [{ type: "text", text: "still here" }] } });
    const [entry] = connection.stdoutPollution();
    expect(entry).toMatchObject({ truncated: true, lengthChars: 12 * 1024 * 1024 });
    expect(entry!.line).toBe("x".repeat(4096));
  });
});
