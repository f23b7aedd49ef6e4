// Whole-process wall time of `mcp-checkup test` against the physical limit (issue 14): for each official server,
// the built CLI (dist/cli) grades it with default settings and with --no-protocol-checks, and bench/minimal-client.mjs
// makes the same tools/call requests (taken from that run's JSON report) to a fresh instance of the same server.
// Runs are paired and alternate which goes first, so machine noise (the cores are shared) hits both alike; the
// figure is the median of the per-pair ratios. Targets: ≤ 2.0 with the protocol checks, ≤ 1.3 without them.
//   node bench/wall-ratio.mjs [--pairs N] [SERVER...]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { filesystemSandboxArgs } from "./servers.mjs";

const argv = process.argv.slice(2);
const pairsAt = argv.indexOf("--pairs");
const PAIRS = pairsAt >= 0 ? Number(argv.splice(pairsAt, 2)[1]) : 7;
const only = argv;
const CLI = resolve("dist/cli/index.js");
const MINIMAL = resolve("bench/minimal-client.mjs");
const bin = (name) => resolve("node_modules", ".bin", name);
const TARGETS = { default: 2.0, "--no-protocol-checks": 1.3 };

/** Each server as `(dir) => { argv, env, flags }` for a fresh run in the empty folder `dir`. */
const servers = {
  memory: (dir) => ({ argv: [bin("mcp-server-memory")], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") }, flags: [] }),
  filesystem: (dir) => {
    const sandbox = join(dir, "sandbox");
    spawnSync("mkdir", ["-p", sandbox]);
    writeFileSync(join(sandbox, "notes.txt"), "line one\nline two\nline three\n");
    writeFileSync(join(sandbox, "move-me.txt"), "moving\n");
    const { global, perTool } = filesystemSandboxArgs(sandbox);
    writeFileSync(join(dir, "args.json"), JSON.stringify({ args: global, tools: perTool }));
    return { argv: [bin("mcp-server-filesystem"), sandbox], env: {}, flags: ["--args-file", join(dir, "args.json")] };
  },
  "sequential-thinking": () => ({ argv: [bin("mcp-server-sequential-thinking")], env: {}, flags: [] }),
  everything: () => ({ argv: [bin("mcp-server-everything"), "stdio"], env: {}, flags: [] }),
};

/** The tools/call requests a report's scenarios made, in order (skipped ones were not made). */
export function callsOfReport(report) {
  return report.scenarios
    .filter((s) => s.outcome !== "skipped")
    .map((s) => (s.kind === "edge" && s.description === "edge: arguments omitted" ? { tool: s.tool } : { tool: s.tool, arguments: s.arguments ?? {} }));
}

function timed(command, args, env) {
  const started = performance.now();
  const run = spawnSync(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", timeout: 120_000 });
  const ms = performance.now() - started;
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command} ${args.join(" ")}: exit ${run.status} ${run.signal ?? ""}\n${run.stderr.slice(-800)}`);
  return ms;
}

function ours(name, mode) {
  const dir = mkdtempSync(join(tmpdir(), "bench-ratio-"));
  const { argv, env, flags } = servers[name](dir);
  const report = join(dir, "report.json");
  const modeFlags = mode === "default" ? [] : [mode];
  const ms = timed(process.execPath, [CLI, "test", ...modeFlags, ...flags, "--report", "json", "--output", report, "--", ...argv], env);
  const calls = callsOfReport(JSON.parse(readFileSync(report, "utf8")));
  rmSync(dir, { recursive: true, force: true });
  return { ms, calls };
}

function minimal(name, calls) {
  const dir = mkdtempSync(join(tmpdir(), "bench-ratio-"));
  const { argv, env } = servers[name](dir);
  writeFileSync(join(dir, "calls.json"), JSON.stringify(calls));
  const ms = timed(process.execPath, [MINIMAL, join(dir, "calls.json"), "--", ...argv], env);
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const loadBefore = loadavg()[0];
const rows = [];
for (const name of Object.keys(servers)) {
  if (only.length > 0 && !only.includes(name)) continue;
  for (const mode of Object.keys(TARGETS)) {
    const calls = ours(name, mode).calls; // warm-up (file cache), and the calls the minimal client makes
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      let a, b;
      if (i % 2 === 0) {
        a = ours(name, mode).ms;
        b = minimal(name, calls);
      } else {
        b = minimal(name, calls);
        a = ours(name, mode).ms;
      }
      pairs.push({ ours: a, minimal: b, ratio: a / b });
    }
    rows.push({
      server: name,
      mode,
      calls: calls.length,
      "ours (ms)": Math.round(median(pairs.map((p) => p.ours))),
      "minimal (ms)": Math.round(median(pairs.map((p) => p.minimal))),
      ratio: +median(pairs.map((p) => p.ratio)).toFixed(2),
      target: TARGETS[mode],
    });
  }
}
console.table(rows);
console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after, on ${(await import("node:os")).cpus().length} cores; ${PAIRS} pairs each`);
for (const r of rows) console.log(`${r.ratio <= r.target ? "ok  " : "MISS"} ${r.server} ${r.mode}: ours ÷ minimal client ${r.ratio} ≤ ${r.target} (median of pairs)`);
