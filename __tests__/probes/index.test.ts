import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { parseProbeConfig } from "../../src/probes/config.js";
import { runProbes } from "../../src/probes/index.js";
import { closeAll, fixture, probe, start, summary, otherThanReadOnly } from "./probe-harness.js";

// runProbes as the checkup calls it: safety switches, config switches, and the official servers from npm.
afterAll(closeAll);

const keysOf = async (handle: ServerHandle) => {
  const out = await (await handle.connection()).callTool("list_keys", {});
  return (out.kind === "result" ? (out.result as { structuredContent: { keys: string[] } }).structuredContent.keys : []) as string[];
};

describe.concurrent("safety", () => {
  it("writes nothing without allowWrites and lists each write tool as skipped with the flag that would run it", async () => {
    const handle = start(fixture("kv-server.mjs"));
    const run = await probe(handle);
    expect(run.results.filter((r) => r.status === "skipped").map((r) => [r.tool, r.detail])).toEqual([
      ["set_value", "set_value writes data (annotated readOnlyHint: false, destructiveHint: false); run with --allow-writes to probe it"],
      ["append_value", "append_value writes data (annotated readOnlyHint: false, destructiveHint: false); run with --allow-writes to probe it"],
    ]);
    expect(await keysOf(handle)).toEqual(["alpha", "beta", "gamma"]);
  });

  it("ignores writes listed in a config unless allowWrites is set", async () => {
    const config = parseProbeConfig("writes: [delete_contacts]\n", "p.yml");
    const run = await probe(start(fixture("contacts-server.mjs")), { config });
    expect(otherThanReadOnly(run).map((r) => `${r.probe}:${r.tool}:${r.status}`)).toEqual(["write-round-trip:add_contacts:skipped", "delete-round-trip:delete_contacts:skipped"]);
  });

  it("marks every record it writes with tsp, hex and the field name", async () => {
    const handle = start(fixture("kv-server.mjs"));
    await probe(handle, { allowWrites: true });
    const probeKeys = (await keysOf(handle)).filter((k) => !["alpha", "beta", "gamma"].includes(k));
    expect(probeKeys.length).toBeGreaterThan(8);
    for (const k of probeKeys) expect(k).toMatch(/^tsp[0-9a-f]{8}key$/);
  });

  it("never probes excluded tools, and runs only declared probes with builtins: false", async () => {
    const excluded = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]), { config: parseProbeConfig("exclude: [list_keys]\n", "p.yml") });
    expect(excluded.results.some((r) => r.tool === "list_keys")).toBe(false);
    const declaredOnly = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]), { allowWrites: true, config: parseProbeConfig("builtins: false\n", "p.yml") });
    expect(declaredOnly.results).toEqual([]);
  });
});

describe.concurrent("phases", () => {
  it("runs the probes that only read in the read phase, and the rest (the read-only check builds on writes) in the write phase", async () => {
    const read = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]), { phase: "read" });
    const write = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]), { phase: "write" });
    expect(read.results.map((r) => `${r.probe}:${r.tool}`)).toEqual(["bound:list_keys"]);
    expect(write.results.map((r) => `${r.probe}:${r.tool}:${r.status}`)).toEqual([
      "write-round-trip:set_value:skipped",
      "write-round-trip:append_value:skipped",
      "read-only-check:get_value:inconclusive",
      "read-only-check:list_keys:inconclusive",
    ]);
  });
});

describe.concurrent("official servers", () => {
  it("filesystem: built-in bounds find read_text_file's head: 0 giving the whole file and tail: N one line short", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "probe-fs-")));
    const file = join(dir, "five-lines.txt");
    writeFileSync(file, "one\ntwo\nthree\nfour\nfive\n");
    const handle = new ServerHandle({ kind: "stdio", command: "node_modules/.bin/mcp-server-filesystem", args: [dir] }, { protocol: "legacy", timeoutMs: 10_000 });
    try {
      const tools = (await (await handle.connection()).listTools()).tools;
      const run = await runProbes(handle, tools, { allowWrites: false, args: { global: {}, perTool: { read_text_file: { path: file } } }, timeoutMs: 10_000, seed: 1 });
      const findings = run.findings.filter((f) => f.tool === "read_text_file");
      expect(findings.map((f) => `${f.rule}:${f.parameter}:${f.confidence}`).sort()).toEqual([
        "probe-bound-exceeded:head:medium",
        "probe-bound-exceeded:tail:medium",
        "probe-bound-short:tail:medium",
      ]);
      const message = (rule: string, parameter: string) => findings.find((f) => f.rule === rule && f.parameter === parameter)?.message;
      expect(message("probe-bound-exceeded", "head")).toBe("read_text_file returns more lines than 'head' allows on a 5-line text: head: 0 gave 5 lines instead of the first 0.");
      expect(message("probe-bound-short", "tail")).toBe(
        "read_text_file returns fewer lines than 'tail' asks for on a 5-line text: tail: 1 gave 0 lines instead of the last 1; tail: 2 gave 1 line instead of the last 2.",
      );
    } finally {
      await handle.close();
    }
  });

  it("filesystem: a tool annotated destructive gets a skipped row saying why, and is never called", async () => {
    const dir = mkdtempSync(join(tmpdir(), "probe-fs-destructive-"));
    writeFileSync(join(dir, "notes.txt"), "one\ntwo\n");
    const handle = new ServerHandle({ kind: "stdio", command: "node_modules/.bin/mcp-server-filesystem", args: [dir] }, { protocol: "legacy", timeoutMs: 10_000 });
    try {
      const tools = (await (await handle.connection()).listTools()).tools;
      const run = await runProbes(handle, tools, { allowWrites: true, args: { global: {}, perTool: {} }, timeoutMs: 10_000, seed: 1 });
      expect(run.results.find((r) => r.tool === "write_file")).toMatchObject({
        probe: "write-round-trip",
        status: "skipped",
        detail: "write_file is annotated destructive, so the built-in probes do not call it; declare a write/read pair in a probe config to probe it",
      });
      expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("one\ntwo\n");
    } finally {
      await handle.close();
    }
  });

  it("memory: round trips pass one at a time, and concurrent creates lose records", async () => {
    const dir = mkdtempSync(join(tmpdir(), "probe-memory-"));
    const target = { kind: "stdio" as const, command: "node_modules/.bin/mcp-server-memory", args: [], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") } };
    const handle = new ServerHandle(target, { protocol: "legacy", timeoutMs: 10_000 });
    try {
      const tools = (await (await handle.connection()).listTools()).tools;
      const run = await runProbes(handle, tools, { allowWrites: true, args: { global: {}, perTool: {} }, timeoutMs: 10_000, seed: 1 });
      const row = (probeName: string, tool: string) => run.results.find((r) => r.probe === probeName && r.tool === tool);
      expect(row("write-read-back", "create_entities")).toMatchObject({ status: "passed", confidence: "low" });
      expect(row("same-key-rewrite", "create_entities")).toMatchObject({ status: "passed", detail: "the answer to a same-key write says it skipped ([])" });
      expect(row("second-write-keeps-first", "create_entities")?.status).toBe("passed");
      expect(row("concurrent-writes", "create_entities")?.status).toBe("failed");
      expect(row("write-read-back", "add_observations")).toMatchObject({ status: "inconclusive", detail: expect.stringContaining("--arg add_observations:observations=VALUE") });
      expect(summary(run)).toContain("probe-data-lost@create_entities(high)");
      expect(run.findings.every((f) => f.rule === "probe-data-lost" && /concurrent/.test(f.message))).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
