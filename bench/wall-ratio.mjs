// Whole-process wall time of `mcp-checkup test` against the physical limit (issue 14): for each official server,
// the built CLI (dist/cli) grades it with default settings and with --no-protocol-checks, and bench/minimal-client.mjs
// makes the same tools/call requests (taken from that run's JSON report) to a fresh instance of the same server.
// Both are timed from outside, as a user's clock would. Runs are paired and alternate which goes first, so noise on
// the shared cores hits both alike; the figure is the median of the per-pair ratios, printed with the load average.
// Targets: ≤ 2.0 with the protocol checks, ≤ 1.3 without them.
//   node bench/wall-ratio.mjs [--pairs N] [--mode default|--no-protocol-checks] [SERVER...]
//   (servers: memory, filesystem, sequential-thinking, everything; both modes unless --mode names one)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { callsOfReport, median, runCli } from "./cli-run.mjs";
import { filesystemSandboxArgs } from "./servers.mjs";

const argv = process.argv.slice(2);
const pairsAt = argv.indexOf("--pairs");
const PAIRS = pairsAt >= 0 ? Number(argv.splice(pairsAt, 2)[1]) : 11;
const modeAt = argv.indexOf("--mode");
const onlyMode = modeAt >= 0 ? argv.splice(modeAt, 2)[1] : undefined;
const only = argv;
const MINIMAL = resolve("bench/minimal-client.mjs");
const bin = (name) => resolve("node_modules", ".bin", name);
const TARGETS = { default: 2.0, "--no-protocol-checks": 1.3 };
if (onlyMode !== undefined && !(onlyMode in TARGETS)) {
  console.error(`wall-ratio: --mode ${onlyMode}: expected one of ${Object.keys(TARGETS).join(", ")}`);
  process.exit(2);
}

/** Each server as `(dir) => { argv, env, flags }` for a fresh run in the empty folder `dir` (a new sandbox, a new memory file). */
const servers = {
  memory: (dir) => ({ argv: [bin("mcp-server-memory")], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") }, flags: [] }),
  filesystem: (dir) => {
    const sandbox = join(dir, "sandbox");
    mkdirSync(sandbox);
    writeFileSync(join(sandbox, "notes.txt"), "line one\nline two\nline three\n");
    writeFileSync(join(sandbox, "move-me.txt"), "moving\n");
    const { global, perTool } = filesystemSandboxArgs(sandbox);
    writeFileSync(join(dir, "args.json"), JSON.stringify({ args: global, tools: perTool }));
    return { argv: [bin("mcp-server-filesystem"), sandbox], env: {}, flags: ["--args-file", join(dir, "args.json")] };
  },
  "sequential-thinking": () => ({ argv: [bin("mcp-server-sequential-thinking")], env: {}, flags: [] }),
  everything: () => ({ argv: [bin("mcp-server-everything"), "stdio"], env: {}, flags: [] }),
};

function ours(name, mode) {
  const dir = mkdtempSync(join(tmpdir(), "bench-ratio-"));
  const { argv, env, flags } = servers[name](dir);
  const run = runCli("test", [...(mode === "default" ? [] : [mode]), ...flags, "--", ...argv], { env });
  rmSync(dir, { recursive: true, force: true });
  if (!run.report) throw new Error(`${name}: no report (exit ${run.code}): ${run.stderr.slice(-500)}`);
  return { ms: run.wall_ms, calls: callsOfReport(run.report) };
}

function minimal(name, calls) {
  const dir = mkdtempSync(join(tmpdir(), "bench-ratio-"));
  const { argv, env } = servers[name](dir);
  writeFileSync(join(dir, "calls.json"), JSON.stringify(calls));
  const started = performance.now();
  const run = spawnSync(process.execPath, [MINIMAL, join(dir, "calls.json"), "--", ...argv], { env: { ...process.env, ...env }, stdio: "ignore", timeout: 180_000 });
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`minimal client on ${name}: exit ${run.status} ${run.signal ?? ""}`);
  return ms;
}

/** The first and third quartiles of `values` (nearest rank). */
function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return [at(0.25), at(0.75)];
}

const loadBefore = loadavg()[0];
const rows = [];
for (const name of Object.keys(servers)) {
  if (only.length > 0 && !only.includes(name)) continue;
  for (const mode of Object.keys(TARGETS)) {
    if (onlyMode !== undefined && mode !== onlyMode) continue;
    const { calls } = ours(name, mode); // a warm-up run (file cache), and the calls the minimal client makes
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      const first = i % 2 === 0 ? "ours" : "minimal";
      const a = first === "ours" ? ours(name, mode).ms : undefined;
      const b = minimal(name, calls);
      const oursMs = a ?? ours(name, mode).ms;
      pairs.push({ ours: oursMs, minimal: b, ratio: oursMs / b });
    }
    rows.push({
      server: name,
      mode,
      calls: calls.length,
      "ours (ms)": Math.round(median(pairs.map((p) => p.ours))),
      "minimal (ms)": Math.round(median(pairs.map((p) => p.minimal))),
      ratio: +median(pairs.map((p) => p.ratio)).toFixed(2),
      "middle half": quartiles(pairs.map((p) => p.ratio)).map((q) => q.toFixed(2)).join("–"),
      target: TARGETS[mode],
    });
  }
}
console.table(rows);
console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after, on ${availableParallelism()} cores, Node ${process.version}; ${PAIRS} pairs each`);
for (const r of rows) console.log(`${r.ratio <= r.target ? "ok  " : "MISS"} ${r.server} ${r.mode}: whole-process wall ${r.ratio}× the minimal client's ≤ ${r.target}× (median of ${PAIRS} pairs)`);
