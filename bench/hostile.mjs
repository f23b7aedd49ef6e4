// Peak RSS of our own process (the built CLI, dist/cli) against the hostile fixtures of issue 12, at full size: a
// 2 GiB HTTP body, a gzip bomb of 4 GiB of zeros, a server flooding requests while not reading its stdin, and an
// SSE stream of non-message events without end. Each run is a fresh CLI process with fixtures/hostile/peak-rss.mjs
// preloaded (getrusage maxrss of that process alone; the servers are not counted). Target: < 300 MB each.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const TARGET_MB = 300;
const CLI = resolve("dist/cli/index.js");
const PEAK_RSS = resolve("__tests__/fixtures/hostile/peak-rss.mjs");
const STDIO = resolve("__tests__/fixtures/hostile/stdio-server.mjs");
const HTTP = resolve("__tests__/fixtures/hostile/http-server.mjs");

/** A TCP port that was free on 127.0.0.1 a moment ago. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Runs the CLI with `test`, its report options and `args`; resolves with its exit code, wall time, peak RSS and the report's rules. */
function run(args) {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-hostile-"));
  const rssFile = join(dir, "peak-rss");
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", PEAK_RSS, CLI, "test", "--report", "json", "--output", join(dir, "report.json"), ...args], {
    env: { ...process.env, MCP_CHECKUP_PEAK_RSS_FILE: rssFile },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill("SIGKILL"), 180_000);
  return new Promise((done) =>
    child.on("close", (code) => {
      clearTimeout(killer);
      const wall = (performance.now() - started) / 1000;
      const rssMb = existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) / 1024 : NaN;
      const rules = existsSync(join(dir, "report.json")) ? JSON.parse(readFileSync(join(dir, "report.json"), "utf8")).findings.map((f) => f.rule) : [];
      rmSync(dir, { recursive: true, force: true });
      done({ code, wall_s: +wall.toFixed(2), peak_rss_mb: +rssMb.toFixed(1), rules, stderr: stderr.slice(-300) });
    }),
  );
}

const common = ["--timeout", "5", "--cases", "1", "--no-protocol-checks"];
const http = async (attack, ...extra) => {
  const port = await freePort();
  return [...common, "--url", `http://127.0.0.1:${port}/mcp`, "--", "node", HTTP, "--port", String(port), "--attack", attack, ...extra];
};
const fixtures = [
  ["2 GiB HTTP body", () => http("huge-body", "--mb", "2048"), "response-too-large"],
  ["gzip bomb (4 GiB of zeros)", () => http("gzip-bomb", "--mb", "4096"), "response-too-large"],
  ["request flood, stdin not read", async () => [...common, "--", "node", STDIO, "--attack", "request-flood"], "call-timeout"],
  ["SSE flood of non-message events", () => http("sse-flood"), "http-invalid-json"],
];

const rows = [];
for (const [name, argsOf, rule] of fixtures) {
  const result = await run(await argsOf());
  rows.push({ fixture: name, exit: result.code, wall_s: result.wall_s, peak_rss_mb: result.peak_rss_mb, finding: result.rules.includes(rule) ? rule : `missing ${rule}` });
  if (result.code !== 0) console.error(`${name}: exit ${result.code}: ${result.stderr}`);
}
console.table(rows);
for (const row of rows) console.log(`${row.peak_rss_mb < TARGET_MB && row.exit === 0 ? "ok  " : "MISS"} ${row.fixture}: peak RSS ${row.peak_rss_mb} MB < ${TARGET_MB} MB`);
