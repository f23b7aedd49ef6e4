// Runs the built CLI (dist/cli) as a user does — one process, timed from outside — and reads back what it did: its
// whole-process wall time, its peak RSS (getrusage of that process alone, through fixtures/hostile/peak-rss.mjs
// preloaded) and its JSON report. Shared by the benchmarks that time the CLI. MCP_CHECKUP_BENCH_CLI=<path> times
// another build of the CLI instead (an earlier commit's dist/cli/index.js, for a before/after comparison).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const CLI = resolve(process.env.MCP_CHECKUP_BENCH_CLI ?? "dist/cli/index.js");
const PEAK_RSS = resolve("__tests__/fixtures/hostile/peak-rss.mjs");

/**
 * `mcp-checkup <command> <args...> --report json --output <tmp>` (no `--report` added when `json` is false);
 * resolves with `{ code, wall_ms, peak_rss_mb, report }`. `env` is added to the environment. Throws when the
 * process was killed (over 180 s).
 */
export function runCli(command, args, { env = {}, json = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-cli-"));
  const rssFile = join(dir, "peak-rss");
  const reportFile = join(dir, "report.json");
  const report = json ? ["--report", "json", "--output", reportFile] : [];
  const at = args.indexOf("--");
  const argv = at >= 0 ? [...args.slice(0, at), ...report, ...args.slice(at)] : [...args, ...report];
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", PEAK_RSS, CLI, command, ...argv], {
    env: { ...process.env, ...env, MCP_CHECKUP_PEAK_RSS_FILE: rssFile },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    timeout: 180_000,
  });
  const wallMs = performance.now() - started;
  if (run.signal) throw new Error(`mcp-checkup ${command} was killed (${run.signal}): ${run.stderr.slice(-500)}`);
  const result = {
    code: run.status,
    wall_ms: Math.round(wallMs),
    peak_rss_mb: existsSync(rssFile) ? +(Number(readFileSync(rssFile, "utf8")) / 1024).toFixed(1) : NaN,
    report: existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : undefined,
    stderr: run.stderr,
  };
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** The tools/call requests a report's scenarios made, in order (skipped ones were not made), for bench/minimal-client.mjs. */
export function callsOfReport(report) {
  return report.scenarios
    .filter((s) => s.outcome !== "skipped")
    .map((s) => ("arguments" in s ? { tool: s.tool, arguments: s.arguments } : { tool: s.tool }));
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
