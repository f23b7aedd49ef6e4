// Test helper: start a fixture server through the real MCP client and run the probes on it.
import { fileURLToPath } from "node:url";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import type { ArgOverrides } from "../../src/scenarios/arg-overrides.js";
import { runProbes, type ProbeOptions, type ProbeRun } from "../../src/probes/index.js";

export const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/probes/${name}`, import.meta.url));

const open: ServerHandle[] = [];

/** A handle on `node <script> ...args`, closed by {@link closeAll}. */
export function start(script: string, args: string[] = []): ServerHandle {
  const handle = new ServerHandle({ kind: "stdio", command: process.execPath, args: [script, ...args] }, { protocol: "legacy", timeoutMs: 5000 });
  open.push(handle);
  return handle;
}

/** Stops every server started by {@link start}. */
export async function closeAll(): Promise<void> {
  await Promise.all(open.splice(0).map((h) => h.close()));
}

const NO_ARGS: ArgOverrides = { global: {}, perTool: {} };

/** Lists the tools of `handle`'s server and runs the probes on them. */
export async function probe(handle: ServerHandle, options: Partial<ProbeOptions> = {}): Promise<ProbeRun> {
  const conn = await handle.connection();
  const listing = await conn.listTools();
  return runProbes(handle, listing.tools, { allowWrites: false, args: NO_ARGS, timeoutMs: 5000, seed: 1, ...options });
}

/** `rule@tool(confidence)` for each finding, sorted: compact to assert on. */
export const summary = (run: ProbeRun) => run.findings.map((f) => `${f.rule}@${f.tool}(${f.confidence})`).sort();

/** The results of every probe but the read-only check (which runs on each readOnlyHint tool), for tests about other probes. */
export const otherThanReadOnly = (run: ProbeRun) => run.results.filter((r) => r.probe !== "read-only-check");
