import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { recordSession } from "../../src/record/run-record.js";
import type { SessionTrace } from "../../src/record/trace.js";
import { runCli } from "../../src/cli/main.js";
import type { CliIo } from "../../src/cli/io.js";

const SERVER = fileURLToPath(new URL("../fixtures/record/scripted-server.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-record-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const tracePath = () => join(dir, `session-${++files}.json`);
const readTrace = (path: string) => JSON.parse(readFileSync(path, "utf8")) as SessionTrace;
const line = (message: object) => `${JSON.stringify(message)}\n`;
const call = (id: number, name: string, args: object = {}) => line({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
const INITIALIZE = line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } } });

/** A fake client: its stdin (what it writes), our stdout (what it reads, collected), our stderr text. */
function client() {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const received: Buffer[] = [];
  stdout.on("data", (chunk: Buffer) => received.push(chunk));
  let stderr = "";
  /** Resolves once the client has read `count` lines. */
  const lines = async (count: number) => {
    while (Buffer.concat(received).toString("utf8").split("\n").length - 1 < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { stdin, stdout, received: () => Buffer.concat(received).toString("utf8"), stderr: () => stderr, log: (text: string) => (stderr += text), lines };
}

const target = (...flags: string[]) => ({ kind: "stdio" as const, command: process.execPath, args: [SERVER, ...flags] });

describe("recordSession", () => {
  it("relays a session, records every call and passes on exit code 0 when the client closes stdin", async () => {
    const c = client();
    const output = tracePath();
    const done = recordSession({ target: target(), output, stdin: c.stdin, stdout: c.stdout, stderr: c.log });
    c.stdin.write(INITIALIZE + call(2, "echo", { message: "ünïcode ✓" }) + call(3, "fail") + call(4, "reject"));
    await c.lines(4);
    c.stdin.end();
    expect(await done).toBe(0);
    const trace = readTrace(output);
    expect(trace.calls.map((x) => [x.tool, x.status, x.isError])).toEqual([
      ["echo", "result", false],
      ["fail", "result", true],
      ["reject", "error", false],
    ]);
    expect(trace.calls[0]!.result).toEqual({ content: [{ type: "text", text: "ünïcode ✓" }] });
    expect(trace.server).toMatchObject({ name: "scripted-server", version: "3.1.4", protocolVersion: "2025-11-25" });
    expect(trace.exit).toEqual({ code: 0, signal: null });
    expect(c.received()).toContain('"text":"ünïcode ✓"');
    expect(c.stderr()).toContain("scripted-server ready\n");
    expect(c.stderr()).toContain(`mcp-checkup record: 3 tools/call recorded to ${output}`);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("writes the trace and passes on the exit code when the server crashes mid-session", async () => {
    const c = client();
    const output = tracePath();
    const done = recordSession({ target: target(), output, stdin: c.stdin, stdout: c.stdout, stderr: c.log });
    c.stdin.write(INITIALIZE + call(2, "echo", { message: "before" }));
    await c.lines(2);
    c.stdin.write(call(3, "crash"));
    expect(await done).toBe(5);
    const trace = readTrace(output);
    expect(trace.exit).toEqual({ code: 5, signal: null });
    expect(trace.calls.map((x) => [x.tool, x.status])).toEqual([
      ["echo", "result"],
      ["crash", "no-response"],
    ]);
    expect(c.stderr()).toContain("crashing\n");
  });

  it("writes a trace with no calls when the client goes away at once", async () => {
    const c = client();
    const output = tracePath();
    const done = recordSession({ target: target(), output, stdin: c.stdin, stdout: c.stdout, stderr: c.log });
    c.stdin.end();
    expect(await done).toBe(0);
    expect(readTrace(output).calls).toEqual([]);
  });

  it("stops a server that ignores the end of stdin and still writes the trace", async () => {
    const c = client();
    const output = tracePath();
    const done = recordSession({ target: target("--ignore-eof"), output, stdin: c.stdin, stdout: c.stdout, stderr: c.log, graceMs: 200 });
    c.stdin.write(INITIALIZE + call(2, "echo", { message: "x" }));
    await c.lines(2);
    c.stdin.end();
    expect(await done).toBe(128 + 15); // SIGTERM
    const trace = readTrace(output);
    expect(trace.exit).toEqual({ code: null, signal: "SIGTERM" });
    expect(trace.calls).toHaveLength(1);
  });

  it("writes the trace and exits 127 when the server command does not exist", async () => {
    const c = client();
    const output = tracePath();
    const code = await recordSession({
      target: { kind: "stdio", command: "mcp-checkup-no-such-command", args: [] },
      output,
      stdin: c.stdin,
      stdout: c.stdout,
      stderr: c.log,
    });
    expect(code).toBe(127);
    expect(readTrace(output)).toMatchObject({ calls: [], exit: null });
    expect(c.stderr()).toContain("command not found");
  });

  it("refuses an output folder that does not exist before starting anything", async () => {
    const c = client();
    await expect(recordSession({ target: target(), output: join(dir, "missing", "t.json"), stdin: c.stdin, stdout: c.stdout, stderr: c.log })).rejects.toThrow(UsageError);
  });
});

describe("mcp-checkup record", () => {
  it("records the server given after -- and exits with its exit code", async () => {
    const c = client();
    const output = tracePath();
    const io: CliIo = {
      stdout: () => {},
      stderr: c.log,
      isTTY: false,
      env: {},
      scriptPath: "",
      stdinStream: c.stdin,
      stdoutStream: c.stdout,
    };
    const done = runCli(["record", "-o", output, "--", process.execPath, SERVER], io);
    c.stdin.write(INITIALIZE + call(2, "echo", { message: "via cli" }));
    await c.lines(2);
    c.stdin.write(call(3, "crash"));
    expect(await done).toBe(5);
    expect(readTrace(output).calls.map((x) => x.tool)).toEqual(["echo", "crash"]);
  });
});
