// Scale (issue 14), through the built CLI timed from outside: `test --cases 1` of bench/many-tools-server.mjs with
// 5,000 tools (≤ 4 s whole-process wall, ≤ 250 MB peak RSS of our process), beside the minimal client making the
// same calls (the physical limit for that many calls on this machine), the same with every inputSchema distinct
// (--distinct; the worst case for planning, shown without a target), and `lint` of 10 tools (≤ 0.3 s) beside the
// minimal client's initialize + tools/list of the same server (the floor of any lint). Medians of three runs each
// (five for lint).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { callsOfReport, median, runCli } from "./cli-run.mjs";

const SERVER = resolve("bench/many-tools-server.mjs");
const MINIMAL = resolve("bench/minimal-client.mjs");
const RUNS = 3;

function minimal(calls, serverArgs) {
  const dir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  writeFileSync(join(dir, "calls.json"), JSON.stringify(calls));
  const started = performance.now();
  spawnSync(process.execPath, [MINIMAL, join(dir, "calls.json"), "--", process.execPath, SERVER, ...serverArgs], { stdio: "ignore", timeout: 180_000 });
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

const loadBefore = loadavg()[0];
const rows = [];
const checks = [];
for (const [label, serverArgs, target] of [
  ["5,000 tools", ["--tools", "5000"], 4000],
  ["5,000 tools, every schema distinct", ["--tools", "5000", "--distinct"], undefined],
]) {
  const runs = Array.from({ length: RUNS }, () => runCli("test", ["--cases", "1", "--", process.execPath, SERVER, ...serverArgs]));
  const calls = callsOfReport(runs[0].report);
  const wall = median(runs.map((r) => r.wall_ms));
  const rss = Math.max(...runs.map((r) => r.peak_rss_mb));
  const timing = runs[0].report.timing;
  rows.push({
    run: `test --cases 1, ${label}`,
    calls: calls.length,
    "wall (ms)": Math.round(wall),
    "minimal client (ms)": Math.round(median(Array.from({ length: RUNS }, () => minimal(calls, serverArgs)))),
    "peak RSS (MB)": rss,
    "server / extra / own / cpu (ms)": `${timing.server_wait_ms} / ${timing.extra_servers_ms} / ${timing.own_ms} / ${timing.cpu_ms}`,
  });
  if (target !== undefined) {
    checks.push([`${label}: test --cases 1 in ${Math.round(wall)} ms ≤ ${target} ms (median of ${RUNS})`, wall <= target]);
    checks.push([`${label}: peak RSS ${rss} MB ≤ 250 MB`, rss <= 250]);
  }
}
// Beside it, the floor: the minimal client starting the same server, initializing and listing its tools (no calls),
// alternated with the lint runs so that the machine's load hits both alike.
const lint = [];
const floor = [];
for (let i = 0; i < 5; i++) {
  lint.push(runCli("lint", ["--", process.execPath, SERVER, "--tools", "10"], { json: false }).wall_ms);
  floor.push(minimal([], ["--tools", "10"]));
}
rows.push({ run: "lint, 10 tools", calls: 0, "wall (ms)": Math.round(median(lint)), "minimal client (ms)": Math.round(median(floor)) });
checks.push([`lint of 10 tools in ${Math.round(median(lint))} ms ≤ 300 ms (median of 5; the minimal client's initialize + tools/list took ${Math.round(median(floor))} ms)`, median(lint) <= 300]);
console.table(rows);
console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after, on ${availableParallelism()} cores, Node ${process.version}`);
for (const [text, ok] of checks) console.log(`${ok ? "ok  " : "MISS"} ${text}`);
