// Aggregating a matrix: 200 JSON reports of 30 tools each (3 happy and 5 edge calls per tool with their arguments,
// findings with evidence on a third of the servers), laid out as downloaded artifacts (one folder per leg, each with
// mcp-checkup-report.json and the leg's badge), then read, checked, aggregated and rendered by
//   - the CLI: `mcp-checkup aggregate DIR --report markdown --output … --report json --output …`;
//   - the Action in aggregate mode (`report-paths`): job summary and outputs.
// Each run is a fresh process with fixtures/hostile/peak-rss.mjs preloaded (getrusage maxrss of that process).
// Targets: under 2 s wall time and under 200 MB peak RSS each.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildScorecard, finding, renderJson } from "../dist/lib/index.js";

const SERVERS = 200;
const TOOLS = 30;
const TARGET_S = 2;
const TARGET_MB = 200;
const PEAK_RSS = resolve("__tests__/fixtures/hostile/peak-rss.mjs");

const dir = mkdtempSync(join(tmpdir(), "bench-aggregate-"));
const artifacts = join(dir, "artifacts");

/** One realistic report: `TOOLS` tools, their scenarios with arguments, and findings with evidence on every third server. */
function report(i) {
  const names = Array.from({ length: TOOLS }, (_, t) => `server${i}_tool_${t}`);
  const broken = i % 3 === 0;
  const scenarios = names.flatMap((tool, t) => [
    ...Array.from({ length: 3 }, (_, k) => {
      const failed = broken && t < 2;
      return {
        tool,
        kind: "happy",
        description: `happy path #${k + 1}`,
        arguments: { query: `value ${k} for ${tool}`, limit: 10 + k, filters: { status: "open", tags: ["a", "b"] } },
        verdict: failed ? "tool-error" : "ok",
        outcome: failed ? "failed" : "passed",
        passed: !failed,
        duration_ms: 12 + k,
        detail: failed ? "TypeError: cannot read properties of undefined (reading 'items')" : "ok",
        rules: failed ? ["happy-call-failed"] : [],
      };
    }),
    ...Array.from({ length: 5 }, (_, k) => ({
      tool,
      kind: "edge",
      description: `edge: case ${k + 1}`,
      arguments: k === 0 ? {} : { query: 42 },
      verdict: "invalid-params",
      outcome: "passed",
      passed: true,
      error_code: -32602,
      duration_ms: 3,
      detail: "Invalid params: query must be a string",
      rules: [],
    })),
  ]);
  const findings = broken
    ? [
        ...names.slice(0, 2).map((tool) =>
          finding("happy-call-failed", {
            tool,
            message: `Happy path #1 of '${tool}' failed with an exception (seen in 3 calls).`,
            fix: `Catch the exception in '${tool}' and answer with an isError result.`,
            evidence: { request: { name: tool, arguments: { query: "value 0" } }, response: { isError: true, content: [{ type: "text", text: "TypeError: ".padEnd(600, "x") }] } },
          }),
        ),
        ...names.map((tool) => finding("description-short", { tool, message: `Tool "${tool}" has a 9-character description.`, fix: "Expand it.", pointer: "/description", text_hash: "0123456789abcdef" })),
      ]
    : [];
  return buildScorecard({
    server: { name: `server-${i}`, version: "1.0.0", instructions: "Use the tools to manage the store. ".repeat(20) },
    protocol: { era: "legacy", version: "2025-11-25" },
    target: `node servers/${i}/dist/server.js`,
    tools: names.map((name) => ({ name, definition_tokens: 180 })),
    scenarios,
    findings,
    instructionsTokens: 180,
    tokenMethod: "characters / 4 of the compact JSON a client sends",
    seed: 1,
    timing: { started_at: "2026-12-01T03:17:00.000Z", total_ms: 4200, server_wait_ms: 3900 },
    probeGradeCap: true,
  });
}

let bytes = 0;
for (let i = 0; i < SERVERS; i++) {
  const leg = join(artifacts, `mcp-checkup-server-${i}`);
  mkdirSync(leg, { recursive: true });
  const text = renderJson(report(i));
  bytes += text.length;
  writeFileSync(join(leg, "mcp-checkup-report.json"), text);
  writeFileSync(join(leg, `server-${i}.svg`), "<svg/>");
}

function measure(name, args, env = {}, cwd = process.cwd()) {
  const rssFile = join(dir, `${name}.rss`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ["--import", PEAK_RSS, ...args], {
    cwd,
    env: { ...process.env, ...env, MCP_CHECKUP_PEAK_RSS_FILE: rssFile },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const rssMb = existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) / 1024 : NaN;
  return { run: name, exit: result.status, wall_s: +wall.toFixed(2), peak_rss_mb: +rssMb.toFixed(1), stderr: (result.stderr ?? "").slice(-300) };
}

const md = join(dir, "aggregate.md");
const json = join(dir, "aggregate.json");
const cli = measure("cli aggregate", ["dist/cli/index.js", "aggregate", artifacts, "--report", "markdown", "--output", md, "--report", "json", "--output", json]);
const summary = join(dir, "summary.md");
const output = join(dir, "output");
writeFileSync(summary, "");
writeFileSync(output, "");
const action = measure("action aggregate mode", [resolve("dist/index.js")], {
  "INPUT_REPORT-PATHS": "artifacts/**/mcp-checkup-report.json",
  "INPUT_GITHUB-TOKEN": "",
  GITHUB_TOKEN: "",
  GITHUB_EVENT_NAME: "push",
  GITHUB_WORKSPACE: dir,
  GITHUB_STEP_SUMMARY: summary,
  GITHUB_OUTPUT: output,
}, dir);

console.log(`${SERVERS} reports of ${TOOLS} tools, ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON; summary ${(statSync(summary).size / 1024).toFixed(0)} KB`);
console.table([cli, action].map(({ stderr, ...row }) => row));
for (const row of [cli, action]) {
  const ok = row.exit !== null && row.exit <= 1 && row.wall_s < TARGET_S && row.peak_rss_mb < TARGET_MB;
  console.log(`${ok ? "ok  " : "MISS"} ${row.run}: ${row.wall_s} s < ${TARGET_S} s, peak RSS ${row.peak_rss_mb} MB < ${TARGET_MB} MB${row.exit > 1 ? ` (exit ${row.exit}: ${row.stderr})` : ""}`);
}
