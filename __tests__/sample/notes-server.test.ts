import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import type { McpConnection, ServerHandleLike } from "../../src/mcp/connection.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { runProbes, type ProbeRun } from "../../src/probes/index.js";
import { NotesServer, runNotesServer, SAMPLE_VERSIONS } from "../../src/sample/notes-server.js";
import type { SampleBug } from "../../src/sample/notes-store.js";

/** Sends one request (or, with `id: null`, a notification) and parses the answer line. */
const rpc = (server: NotesServer, method: string, params?: unknown, id: number | null = 1) => {
  const line = server.handleLine(JSON.stringify({ jsonrpc: "2.0", ...(id !== null ? { id } : {}), method, ...(params !== undefined ? { params } : {}) }));
  return line === undefined ? undefined : JSON.parse(line);
};
const call = (server: NotesServer, name: string, args?: unknown) => rpc(server, "tools/call", { name, ...(args !== undefined ? { arguments: args } : {}) });

describe("NotesServer", () => {
  it("answers initialize with the requested revision when it speaks it, else its newest", () => {
    const s = new NotesServer();
    expect(rpc(s, "initialize", { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "t", version: "0" } }).result).toMatchObject({
      protocolVersion: "2025-03-26",
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: "mcp-checkup-sample-notes", version: "1.0.0" },
    });
    expect(rpc(s, "initialize", { protocolVersion: "2099-01-01" }).result.protocolVersion).toBe(SAMPLE_VERSIONS[0]);
  });

  it("lists five tools", () => {
    expect(rpc(new NotesServer(), "tools/list").result.tools.map((t: { name: string }) => t.name)).toEqual(["create_note", "get_note", "list_notes", "search_notes", "delete_note"]);
  });

  it("returns structuredContent and the same JSON as text", () => {
    const r = call(new NotesServer(), "list_notes", { limit: 1 }).result;
    expect(r.structuredContent.notes).toHaveLength(1);
    expect(JSON.parse(r.content[0].text)).toEqual(r.structuredContent);
  });

  it("answers an unknown tool with -32602 and invalid arguments with an isError result", () => {
    const s = new NotesServer();
    expect(call(s, "make_coffee", {}).error.code).toBe(-32602);
    expect(call(s, "create_note", "not an object").error.code).toBe(-32602);
    expect(call(s, "create_note", { title: "x" }).result).toEqual({ content: [{ type: "text", text: "Invalid arguments for create_note: missing required argument 'body'." }], isError: true });
    expect(call(s, "list_notes").result.structuredContent.notes).toHaveLength(3);
  });

  it("answers malformed JSON with -32700, unknown methods with -32601, and nothing to notifications", () => {
    const s = new NotesServer();
    expect(JSON.parse(s.handleLine("{oops")!)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error: the line is not valid JSON" } });
    expect(rpc(s, "server/discover", {}).error.code).toBe(-32601);
    expect(rpc(s, "notifications/initialized", undefined, null)).toBeUndefined();
  });

  it("reads, searches and deletes notes", () => {
    const s = new NotesServer();
    call(s, "create_note", { title: "plan", body: "buy tea", tags: ["home"] });
    expect(call(s, "get_note", { title: "plan" }).result.structuredContent).toEqual({ found: true, note: { title: "plan", body: "buy tea", tags: ["home"] } });
    expect(call(s, "search_notes", { query: "TEA" }).result.structuredContent.notes.map((n: { title: string }) => n.title)).toEqual(["plan"]);
    expect(call(s, "delete_note", { title: "plan" }).result.structuredContent).toEqual({ deleted: true });
    expect(call(s, "get_note", { title: "plan" }).result.structuredContent).toEqual({ found: false });
  });
});

describe("runNotesServer", () => {
  it("serves newline-delimited JSON-RPC on streams until the input ends", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const done = runNotesServer([], stdin, stdout);
    stdin.end(`${JSON.stringify({ jsonrpc: "2.0", id: 7, method: "ping" })}\n\n`);
    await done;
    expect(stdout.read().toString()).toBe('{"jsonrpc":"2.0","id":7,"result":{}}\n');
  });

  it("ends quietly when the client stops reading (a write fails with EPIPE), without an unhandled error", async () => {
    const stdin = new PassThrough();
    const stdout = new Writable({ write: (_chunk, _encoding, callback) => callback(Object.assign(new Error("write EPIPE"), { code: "EPIPE" })) });
    const done = runNotesServer([], stdin, stdout);
    stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\n`);
    await done; // stdin never ended: serving stopped because the answer could not be written
    stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" })}\n`); // nothing is answered, nothing thrown
  });

  it("rejects an unknown --bug mode", async () => {
    await expect(runNotesServer(["--bug", "typo"], new PassThrough(), new PassThrough())).rejects.toThrow("--bug must be one of silent-skip, lose-on-write, limit-ignored; got typo");
  });
});

/** A handle on an in-process sample server (the MCP client's in-memory transport). */
function inMemory(bug?: SampleBug): ServerHandleLike {
  let conn: Promise<McpConnection> | undefined;
  const transport = () => {
    const server = new NotesServer(bug);
    return new MemoryTransport((frame, peer) => {
      const reply = server.handleLine(frame);
      if (reply !== undefined) peer.writeLine(reply);
    });
  };
  return {
    restarts: 0,
    connection: () => (conn ??= connectTransport(transport, { protocol: "legacy", timeoutMs: 5000 })),
    close: async () => (await conn)?.close(),
  };
}

const probeSample = async (handle: ServerHandleLike, allowWrites: boolean): Promise<ProbeRun> => {
  const tools = (await (await handle.connection()).listTools()).tools;
  return runProbes(handle, tools, { allowWrites, args: { global: {}, perTool: {} }, timeoutMs: 5000, seed: 1 });
};
const findings = (run: ProbeRun) => run.findings.map((f) => `${f.rule}@${f.tool}(${f.confidence})`).sort();

describe.concurrent("the sample under effect probes", () => {
  it("passes every probe without a bug", async () => {
    const run = await probeSample(inMemory(), true);
    expect(run.findings).toEqual([]);
    expect(run.results.map((r) => `${r.probe}:${r.tool}:${r.status}`)).toEqual([
      "bound:list_notes:passed",
      "bound:search_notes:passed",
      "write-read-back:create_note:passed",
      "same-key-rewrite:create_note:passed",
      "second-write-keeps-first:create_note:passed",
      "concurrent-writes:create_note:passed",
      "read-only-check:get_note:passed",
      "read-only-check:list_notes:passed",
      "read-only-check:search_notes:passed",
    ]);
  });

  it("--bug silent-skip gives probe-silent-noop at high confidence", async () => {
    expect(findings(await probeSample(inMemory("silent-skip"), true))).toEqual(["probe-silent-noop@create_note(high)"]);
  });

  it("--bug lose-on-write gives probe-data-lost", async () => {
    expect(findings(await probeSample(inMemory("lose-on-write"), true))).toEqual(["probe-data-lost@create_note(high)"]);
  });

  it("--bug limit-ignored gives probe-bound-exceeded, with probes that only read", async () => {
    expect(findings(await probeSample(inMemory("limit-ignored"), false))).toEqual(["probe-bound-exceeded@list_notes(medium)", "probe-bound-exceeded@search_notes(medium)"]);
  });
});

// The standalone entry, run as its own process: transpile src/sample to plain JS (tests may not run TS with node).
const handles: ServerHandle[] = [];
afterAll(async () => Promise.all(handles.map((h) => h.close())));

function transpiledSample(): string {
  const src = fileURLToPath(new URL("../../src/sample/", import.meta.url));
  const out = mkdtempSync(join(tmpdir(), "sample-server-"));
  writeFileSync(join(out, "package.json"), '{"type":"module"}\n');
  for (const file of readdirSync(src).filter((f) => f.endsWith(".ts"))) {
    const js = ts.transpileModule(readFileSync(join(src, file), "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(join(out, file.replace(/\.ts$/, ".js")), js.outputText);
  }
  return join(out, "main.js");
}

describe("the sample as a process", () => {
  const main = transpiledSample();
  const spawnSample = (args: string[]) => {
    const h = new ServerHandle({ kind: "stdio", command: process.execPath, args: [main, ...args] }, { protocol: "auto", timeoutMs: 5000 });
    handles.push(h);
    return h;
  };

  it("completes the handshake in auto mode (legacy after server/discover) and passes its probes", async () => {
    const handle = spawnSample([]);
    expect((await handle.connection()).era).toBe("legacy");
    expect((await probeSample(handle, true)).findings).toEqual([]);
  });

  it("takes --bug from its command line", async () => {
    expect(findings(await probeSample(spawnSample(["--bug", "silent-skip"]), true))).toEqual(["probe-silent-noop@create_note(high)"]);
  });
});

const BUNDLE = fileURLToPath(new URL("../../dist/sample-server/index.js", import.meta.url));

describe.skipIf(!existsSync(BUNDLE))("the bundled sample (dist/sample-server/index.js)", () => {
  it("starts and passes its probes", async () => {
    const handle = new ServerHandle({ kind: "stdio", command: process.execPath, args: [BUNDLE] }, { protocol: "legacy", timeoutMs: 5000 });
    handles.push(handle);
    expect((await probeSample(handle, true)).findings).toEqual([]);
  });
});
