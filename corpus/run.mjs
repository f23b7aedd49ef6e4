#!/usr/bin/env node
// npm run corpus [-- --only ID,… --config default|probes|all --jobs N --update --engine PATH --keep --reuse]
//
// Grades every server of servers.json with the built CLI (dist/cli/index.js; this script builds nothing),
// each offline in a fresh sandbox, then measures our precision against judgments.json: per rule family over
// judged error/warning findings, unjudged findings listed apart (never counted as right), known real defects
// lost, the grade table, and what changed since last-run.json. --update rewrites last-run.json.
// See README.md beside this file.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, createWriteStream } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { identify, judgmentFor, loadJudgments, loadLastRun, loadServers, matchText } from "./lib/corpus-files.mjs";
import { CORPUS_DIR, canRunOffline, createSandbox, minimalEnv, offline, removeSandbox, serverEnv, serverLaunch } from "./lib/sandbox.mjs";

const REPO_DIR = dirname(CORPUS_DIR);
const RESULTS_DIR = join(CORPUS_DIR, "results");

/**
 * Rule families, the unit precision is measured in. A rule matches the first family whose list names it or
 * whose pattern matches it; a rule in no family (a rule added since) is counted under "unmapped" and the
 * runner says so: add it here.
 */
const FAMILIES = [
  { name: "happy-path", rules: ["happy-call-failed", "call-timeout"] },
  { name: "edge", pattern: /^edge-/ },
  { name: "error-not-flagged", rules: ["error-not-flagged"] },
  { name: "unknown-tool", pattern: /^unknown-tool-/ },
  { name: "result-shape", rules: ["content-missing", "structured-content-missing", "output-schema-mismatch"] },
  {
    name: "stdout/protocol",
    rules: ["stdout-pollution", "pagination-loop", "tools-list-failed", "server-start-failed", "server-crashed", "task-required-unsupported"],
    pattern: /^(protocol-|version-|http-)/,
  },
  {
    name: "lint-schema",
    rules: ["property-no-type", "array-items-missing", "definition-large", "schema-unsatisfiable", "requirement-in-prose"],
    pattern: /^(schema-|required-|description-|tool-name-|annotation)/,
  },
  { name: "lint-text", rules: ["dangling-tool-reference", "hidden-unicode", "bidi-control", "invisible-character", "instruction-block"], pattern: /^poisoning-/ },
  { name: "probes", pattern: /^probe-/ },
  { name: "drift", pattern: /^drift-/ },
];

/** The configurations a server is graded in: default `test` settings, and effect probes with writes. */
const CONFIGS = { default: [], probes: ["--probes", "--allow-writes"] };

/** Wall-clock bound of one server's checkup, seconds; the process group is killed past it. */
const RUN_LIMIT_S = 1200;

function familyOf(rule) {
  for (const f of FAMILIES) if (f.rules?.includes(rule) || f.pattern?.test(rule)) return f.name;
  return "unmapped";
}

const USAGE = "usage: npm run corpus -- [--only ID,…] [--config default|probes|all] [--jobs N] [--update] [--engine PATH] [--keep] [--reuse] (see corpus/README.md)";

function usage(message) {
  console.error(`corpus: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { only: undefined, config: "all", jobs: 2, update: false, engine: join(REPO_DIR, "dist", "cli", "index.js"), keep: false, reuse: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value`);
      return v;
    };
    if (a === "--only") opts.only = value().split(",").map((s) => s.trim()).filter(Boolean);
    else if (a === "--config") opts.config = value();
    else if (a === "--jobs") opts.jobs = Number(value());
    else if (a === "--engine") opts.engine = resolve(value());
    else if (a === "--update") opts.update = true;
    else if (a === "--keep") opts.keep = true;
    else if (a === "--reuse") opts.reuse = true;
    else if (a === "--help" || a === "-h") {
      console.log(USAGE);
      process.exit(0);
    }
    else usage(`unknown argument ${JSON.stringify(a)}`);
  }
  if (!["default", "probes", "all"].includes(opts.config)) usage(`--config takes default, probes or all, not ${JSON.stringify(opts.config)}`);
  if (!Number.isInteger(opts.jobs) || opts.jobs < 1 || opts.jobs > 8) usage("--jobs takes a whole number from 1 to 8");
  return opts;
}

/** Installs the corpus packages with `npm ci --prefix corpus` when one of the pinned servers is missing. */
function ensureInstalled(servers) {
  const missing = servers.filter((s) => {
    const name = s.package.slice(0, s.package.lastIndexOf("@"));
    const version = s.package.slice(s.package.lastIndexOf("@") + 1);
    const file = join(CORPUS_DIR, "node_modules", name, "package.json");
    return !existsSync(file) || JSON.parse(readFileSync(file, "utf8")).version !== version;
  });
  if (missing.length === 0) return;
  console.log(`corpus: installing the corpus packages (missing: ${missing.map((s) => s.package).join(", ")}) with npm ci --prefix corpus …`);
  const r = spawnSync("npm", ["ci", "--prefix", CORPUS_DIR, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error("corpus: npm ci --prefix corpus failed");
    process.exit(1);
  }
}

/** The summary of a report an earlier run left in corpus/results (--reuse: re-judge without running). */
function reuseOne(server, config) {
  const reportPath = join(RESULTS_DIR, `${server.id}.${config}.json`);
  try {
    const report = JSON.parse(readFileSync(reportPath, "utf8"));
    return { id: server.id, config, seconds: Math.round((report.timing?.total_ms ?? 0) / 100) / 10, ...summarise(report) };
  } catch {
    return { id: server.id, config, error: `no report to reuse at ${reportPath}`, seconds: 0 };
  }
}

/** Runs one server in one configuration; resolves to the summary of its report. Never rejects. */
async function runOne(server, config, opts) {
  const started = Date.now();
  const sandbox = await createSandbox(server);
  const { argv, cwd } = serverLaunch(server, sandbox);
  const reportPath = join(RESULTS_DIR, `${server.id}.${config}.json`);
  const logPath = join(RESULTS_DIR, `${server.id}.${config}.log`);
  const envFlags = Object.entries(serverEnv(server, sandbox)).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
  const checkup = [process.execPath, opts.engine, "test", "--no-color", "--report", "json", "--output", reportPath, ...CONFIGS[config], ...(server.options ?? []), ...envFlags, "--", ...argv];
  const wrapped = offline(checkup);
  try {
    writeFileSync(reportPath, "");
  } catch {}
  const log = createWriteStream(logPath);
  log.write(`$ ${checkup.join(" ")}\n(cwd ${cwd}; ${wrapped.offline ? "offline: unshare -rn" : "WITH NETWORK: unshare unavailable"})\n\n`);
  const child = spawn(wrapped.argv[0], wrapped.argv.slice(1), { cwd, env: minimalEnv(sandbox), stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }, RUN_LIMIT_S * 1000);
  const exit = await new Promise((ok) => child.on("close", (code, signal) => ok({ code, signal })));
  clearTimeout(timer);
  try {
    process.kill(-child.pid, "SIGKILL"); // nothing of the run may outlive it
  } catch {}
  await new Promise((ok) => log.end(ok));
  if (!opts.keep) removeSandbox(sandbox);
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, "utf8"));
  } catch {}
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (!report) return { id: server.id, config, error: timedOut ? `no report: killed after ${RUN_LIMIT_S} s` : `no report (exit ${exit.code ?? exit.signal}); see ${logPath}`, seconds };
  return { id: server.id, config, seconds, exit: exit.code, ...summarise(report) };
}

/** What the corpus keeps of one JSON report; reads the newer fields (outcome, coverage, provisional) when present. */
function summarise(report) {
  const happy = (report.scenarios ?? []).filter((s) => s.kind === "happy");
  const counts = {};
  const hasOutcome = happy.some((s) => typeof s.outcome === "string");
  for (const s of happy) {
    const cls = hasOutcome ? (s.outcome ?? "unknown") : s.passed ? "passed" : "failed";
    counts[cls] = (counts[cls] ?? 0) + 1;
  }
  const findings = identify(report.findings ?? []).map(({ key, parts, finding }) => ({
    key,
    parts,
    severity: finding.severity,
    confidence: finding.confidence,
    message: finding.message,
    text: matchText(finding),
  }));
  const round = (x) => (typeof x === "number" ? round4(x) : x ?? null);
  return {
    grade: report.grade,
    score: round(report.score),
    happy_pass_rate: round(report.happy_pass_rate),
    edge_resilience_rate: round(report.edge_resilience_rate),
    lint_score: round(report.lint_score),
    effect_rate: round(report.effect_rate),
    capped: report.grade_cap?.capped ?? false,
    coverage: round(report.coverage),
    provisional: report.provisional ?? null,
    protocol: report.protocol?.version ?? null,
    tools: (report.tools ?? []).length,
    // Called = a happy call that was not skipped (as the report's coverage counts them); conclusive = passed or failed.
    calledTools: [...new Set(happy.filter((s) => s.outcome !== "skipped").map((s) => s.tool))],
    passedTools: [...new Set(happy.filter((s) => (hasOutcome ? s.outcome === "passed" : s.passed)).map((s) => s.tool))],
    conclusiveTools: hasOutcome ? [...new Set(happy.filter((s) => s.outcome === "passed" || s.outcome === "failed").map((s) => s.tool))] : null,
    happy: counts,
    hasOutcome,
    findings,
  };
}

async function runAll(jobs, opts) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { server, config } = jobs[next++];
      const r = opts.reuse ? reuseOne(server, config) : await runOne(server, config, opts);
      results.push(r);
      const what = r.error ? `ERROR ${r.error}` : `${r.grade} ${(r.score * 100).toFixed(1)} %`;
      console.log(`  ${server.id.padEnd(15)} ${config.padEnd(8)} ${what}  (${r.seconds} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.jobs, jobs.length) }, worker));
  return results;
}

const round4 = (x) => (typeof x === "number" ? Math.round(x * 10000) / 10000 : null);
const pct = (n, d) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(0)} %`);
const table = (rows) => {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r) => r.map((cell, c) => String(cell).padEnd(widths[c])).join("  ").trimEnd()).join("\n");
};

/**
 * Coverage as the report gives it; for reports without it (the engine before issue 10), derived from the
 * judgments: the share of called tools with a passed happy call or a happy-path finding judged a real defect.
 */
function coverageOf(run, judgments) {
  const called = new Set(run.calledTools);
  if (run.coverage !== null && run.coverage !== undefined) {
    const conclusive = run.conclusiveTools ? run.conclusiveTools.filter((t) => called.has(t)).length : Math.round(run.coverage * called.size);
    return { value: run.coverage, derived: false, called: called.size, conclusive };
  }
  if (called.size === 0) return { value: null, derived: true, called: 0, conclusive: 0 };
  const conclusive = new Set(run.passedTools);
  for (const f of run.findings) {
    if (f.parts.rule !== "happy-call-failed" && f.parts.rule !== "call-timeout") continue;
    if (judgmentFor(judgments, run.id, f.parts, f.text)?.verdict === true && f.parts.tool) conclusive.add(f.parts.tool);
  }
  const n = [...conclusive].filter((t) => called.has(t)).length;
  return { value: n / called.size, derived: true, called: called.size, conclusive: n };
}

/**
 * Coverage over the servers of one configuration: conclusive tools / called tools, summed — over all servers,
 * then apart over those that can work offline and the API-backed ones (`kind: "api"` in servers.json: they need
 * a network, a key or a cluster, so offline their calls are blocked and their coverage says little).
 */
function totalCoverage(runs, judgments, servers) {
  const lines = [];
  const api = new Set(servers.filter((s) => s.kind === "api").map((s) => s.id));
  const groups = [
    ["all servers", () => true],
    ["offline-capable", (r) => !api.has(r.id)],
    ["API-backed", (r) => api.has(r.id)],
  ];
  for (const config of [...new Set(runs.map((r) => r.config))]) {
    const parts = [];
    for (const [label, keep] of groups) {
      let called = 0;
      let conclusive = 0;
      let n = 0;
      const derived = new Set();
      for (const r of runs.filter((x) => x.config === config && !x.error && keep(x))) {
        const c = coverageOf(r, judgments);
        called += c.called;
        conclusive += c.conclusive;
        derived.add(c.derived);
        n++;
      }
      if (n === 0) continue;
      const note = derived.has(true) ? (derived.has(false) ? ", partly derived*" : ", derived*") : "";
      parts.push(`${label} (${n}): ${conclusive} of ${called} called tools (${pct(conclusive, called)}${note})`);
    }
    lines.push(`  ${config}: ${parts.join("; ")}`);
  }
  return lines.join("\n");
}

function gradeTable(runs, judgments) {
  const rows = [["server", "config", "grade", "score", "happy", "edge", "lint", "coverage", "prov.", "happy calls", "err/warn", "time"]];
  for (const r of runs) {
    if (r.error) {
      rows.push([r.id, r.config, "—", "—", "", "", "", "", "", r.error, "", `${r.seconds} s`]);
      continue;
    }
    const cov = coverageOf(r, judgments);
    const calls = Object.entries(r.happy)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    const ew = r.findings.filter((f) => f.severity === "error" || f.severity === "warning").length;
    rows.push([
      r.id,
      r.config,
      `${r.grade}${r.capped ? " (capped)" : ""}`,
      `${(r.score * 100).toFixed(1)} %`,
      pct(r.happy_pass_rate * 100, 100),
      pct(r.edge_resilience_rate * 100, 100),
      pct(r.lint_score * 100, 100),
      cov.value === null ? "—" : `${(cov.value * 100).toFixed(0)} %${cov.derived ? "*" : ""}`,
      r.provisional === null ? "" : r.provisional ? "yes" : "no",
      calls,
      ew,
      `${r.seconds} s`,
    ]);
  }
  return table(rows);
}

/** Judged and unjudged error/warning findings, each (server, identity) counted once over all configurations. */
function judge(runs, judgments) {
  const seen = new Map();
  for (const r of runs) {
    if (r.error) continue;
    for (const f of r.findings) {
      if (f.severity !== "error" && f.severity !== "warning") continue;
      const id = `${r.id} ${f.key}`;
      if (seen.has(id)) continue;
      seen.set(id, { server: r.id, config: r.config, ...f, family: familyOf(f.parts.rule), judgment: judgmentFor(judgments, r.id, f.parts, f.text) });
    }
  }
  return [...seen.values()];
}

function precisionTable(judged) {
  const byFamily = new Map();
  for (const f of judged) {
    const row = byFamily.get(f.family) ?? { t: 0, f: 0, u: 0 };
    if (!f.judgment) row.u++;
    else if (f.judgment.verdict === true) row.t++;
    else row.f++;
    byFamily.set(f.family, row);
  }
  const order = [...FAMILIES.map((f) => f.name), "unmapped"];
  const rows = [["family", "precision", "true", "false", "unjudged"]];
  const total = { t: 0, f: 0, u: 0 };
  for (const name of order) {
    const row = byFamily.get(name);
    if (!row) continue;
    rows.push([name, pct(row.t, row.t + row.f), row.t, row.f, row.u]);
    total.t += row.t;
    total.f += row.f;
    total.u += row.u;
  }
  rows.push(["all", pct(total.t, total.t + total.f), total.t, total.f, total.u]);
  return { text: table(rows), byFamily: Object.fromEntries(byFamily), total };
}

/**
 * Known real defects (judgments.json `known_defects`) that this run did not report. Each names a server, a
 * configuration, a rule and a tool (and parameter); `found_on_baseline: false` marks one the engine has never
 * found yet (a target), which is listed apart from one it lost. `withdrawn` (a reason) marks one decided by hand
 * not to be expected any more (not a defect after all, or not findable by a fair rule): it is listed with its
 * reason, never as lost.
 */
function knownDefectsMissing(runs, knownDefects) {
  const lost = [];
  const notYet = [];
  const withdrawn = [];
  for (const d of knownDefects) {
    const config = d.config ?? "default";
    const run = runs.find((r) => r.id === d.server && r.config === config);
    if (!run) continue;
    const rules = Array.isArray(d.rule) ? d.rule : [d.rule];
    const what = `${d.server} (${config}): ${rules.join(" or ")} on ${d.tool ?? "the server"}${d.parameter ? ` (${d.parameter})` : ""}`;
    if (d.withdrawn) {
      withdrawn.push(`  ${what} — withdrawn: ${d.withdrawn}`);
      continue;
    }
    if (run.error) {
      lost.push(`  ${what} — not checked: ${run.error}`);
      continue;
    }
    const present = run.findings.some(
      (f) =>
        rules.includes(f.parts.rule) &&
        (d.tool === undefined || f.parts.tool === d.tool) &&
        (d.parameter === undefined || f.parts.parameter === d.parameter) &&
        (d.match === undefined || new RegExp(d.match, "i").test(f.text)),
    );
    if (present) continue;
    if (d.found_on_baseline === false) notYet.push(`  ${what} — not found yet. ${d.reason}`);
    else lost.push(`  ${what} — LOST. ${d.reason}`);
  }
  return { lost, notYet, withdrawn };
}

/** The grade/score/coverage changes and findings new and gone, against last-run.json. */
function diffAgainst(last, runs) {
  if (!last) return ["  (no last-run.json yet: run with --update to record this run)"];
  const lines = [];
  for (const r of runs) {
    const before = last.runs?.[r.config]?.[r.id];
    if (r.error) {
      lines.push(`  ${r.id} (${r.config}): ${r.error}`);
      continue;
    }
    if (!before) {
      lines.push(`  ${r.id} (${r.config}): new in the corpus: ${r.grade} ${(r.score * 100).toFixed(1)} %`);
      continue;
    }
    const changes = [];
    if (before.grade !== r.grade || Math.abs((before.score ?? 0) - r.score) >= 0.0005)
      changes.push(`${before.grade} ${(before.score * 100).toFixed(1)} % → ${r.grade} ${(r.score * 100).toFixed(1)} %`);
    const covNow = r.coverage ?? null;
    const covWas = before.coverage ?? null;
    const covText = (value, derived) => (value === null || value === undefined ? "—" : `${(value * 100).toFixed(0)} %${derived ? "*" : ""}`);
    if (covWas !== covNow) changes.push(`coverage ${covText(covWas ?? before.coverage_derived, covWas === null)} → ${covText(covNow, false)}`);
    const was = new Map((before.findings ?? []).map((f) => [f.slice(f.indexOf(" ") + 1), f.slice(0, f.indexOf(" "))]));
    const now = new Map(r.findings.map((f) => [f.key, f.severity]));
    const added = [...now].filter(([k]) => !was.has(k)).map(([k, s]) => `${s} ${k}`);
    const gone = [...was].filter(([k]) => !now.has(k)).map(([k, s]) => `${s} ${k}`);
    const moved = [...now].filter(([k, s]) => was.has(k) && was.get(k) !== s).map(([k, s]) => `${k} ${was.get(k)} → ${s}`);
    if (changes.length === 0 && added.length === 0 && gone.length === 0 && moved.length === 0) continue;
    lines.push(`  ${r.id} (${r.config}): ${changes.join("; ") || "same grade and score"}`);
    for (const a of added) lines.push(`      + ${a}`);
    for (const g of gone) lines.push(`      - ${g}`);
    for (const m of moved) lines.push(`      ~ ${m}`);
  }
  return lines.length ? lines : ["  nothing changed"];
}

function engineInfo(enginePath) {
  const commit = spawnSync("git", ["-C", REPO_DIR, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || null;
  const v = spawnSync(process.execPath, [enginePath, "--version"], { encoding: "utf8" }).stdout?.trim() || null;
  return { repo_commit: commit, version: v, path: enginePath.startsWith(REPO_DIR) ? enginePath.slice(REPO_DIR.length + 1) : enginePath };
}

function writeLastRun(last, runs, precision, engine, judgments) {
  const out = { $comment: "Written by npm run corpus -- --update; the next run prints what changed against it.", engine, runs: last?.runs ?? {}, precision: undefined };
  for (const r of runs) {
    if (r.error) continue;
    out.runs[r.config] ??= {};
    out.runs[r.config][r.id] = {
      grade: r.grade,
      score: r.score,
      happy_pass_rate: r.happy_pass_rate,
      edge_resilience_rate: r.edge_resilience_rate,
      lint_score: r.lint_score,
      effect_rate: r.effect_rate,
      capped: r.capped,
      coverage: r.coverage,
      coverage_derived: r.coverage === null ? round4(coverageOf(r, judgments).value) : null,
      provisional: r.provisional,
      happy: r.happy,
      findings: r.findings.map((f) => `${f.severity} ${f.key}`),
    };
  }
  for (const c of Object.keys(out.runs)) out.runs[c] = Object.fromEntries(Object.entries(out.runs[c]).sort(([a], [b]) => a.localeCompare(b)));
  out.precision = precision;
  writeFileSync(join(CORPUS_DIR, "last-run.json"), `${JSON.stringify(out, null, 2)}\n`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(opts.engine)) {
    console.error(`corpus: ${opts.engine} is missing: run \`npm run build\` first (the corpus grades the built CLI and builds nothing itself)`);
    process.exit(2);
  }
  const all = loadServers();
  const unknown = (opts.only ?? []).filter((id) => !all.some((s) => s.id === id));
  if (unknown.length) usage(`unknown server id(s) for --only: ${unknown.join(", ")}; ids: ${all.map((s) => s.id).join(", ")}`);
  const servers = opts.only ? all.filter((s) => opts.only.includes(s.id)) : all;
  if (!opts.reuse) ensureInstalled(servers);
  if (!opts.reuse && !canRunOffline()) console.warn("corpus: WARNING: `unshare -rn` is unavailable here: servers run WITH network access, and findings that depend on the network will differ from the judged ones.");
  mkdirSync(RESULTS_DIR, { recursive: true });
  const configs = opts.config === "all" ? Object.keys(CONFIGS) : [opts.config];
  // Longest first (by the previous report's run time, when there is one), so a slow server does not start last.
  const previousMs = (server, config) => {
    try {
      return JSON.parse(readFileSync(join(RESULTS_DIR, `${server.id}.${config}.json`), "utf8")).timing?.total_ms ?? 0;
    } catch {
      return 0;
    }
  };
  const jobs = configs
    .flatMap((config) => servers.map((server) => ({ server, config, ms: previousMs(server, config) })))
    .sort((a, b) => b.ms - a.ms);
  const engine = engineInfo(opts.engine);
  console.log(`corpus: ${servers.length} server(s) × ${configs.join(", ")} with ${engine.path} (${engine.version ?? "?"}; repository at ${engine.repo_commit ?? "?"}), ${opts.jobs} at a time`);
  const t0 = Date.now();
  const results = await runAll(jobs, opts);
  const wall = Math.round((Date.now() - t0) / 1000);
  const order = (r) => configs.indexOf(r.config) * 1000 + servers.findIndex((s) => s.id === r.id);
  results.sort((a, b) => order(a) - order(b));

  const { judgments, knownDefects } = loadJudgments();
  console.log(`\nGrades (coverage* = derived from the judgments, for reports without coverage)\n${gradeTable(results, judgments)}`);
  console.log(`Coverage (tools with a conclusive happy call)\n${totalCoverage(results, judgments, servers)}`);

  const judged = judge(results, judgments);
  const precision = precisionTable(judged);
  console.log(`\nPrecision of error/warning findings per rule family (each server × finding once over all configurations)\n${precision.text}`);
  const unmapped = [...new Set(judged.filter((f) => f.family === "unmapped").map((f) => f.parts.rule))];
  if (unmapped.length) console.log(`  rules in no family (add them to FAMILIES in corpus/run.mjs): ${unmapped.join(", ")}`);

  const falses = judged.filter((f) => f.judgment?.verdict === false);
  const causes = {};
  for (const f of falses) causes[f.judgment.cause ?? "unspecified"] = (causes[f.judgment.cause ?? "unspecified"] ?? 0) + 1;
  if (falses.length) console.log(`  false findings by cause: ${Object.entries(causes).map(([k, v]) => `${k} ${v}`).join(", ")}`);

  const misgraded = results.filter((r) => {
    if (r.error || ["A", "B"].includes(r.grade)) return false;
    const ew = judged.filter((f) => f.server === r.id);
    return ew.length > 0 && ew.every((f) => f.judgment?.verdict === false);
  });
  const minus = [...new Set(misgraded.map((r) => `${r.id} (${r.config}: ${r.grade})`))];
  console.log(`\nServers below B whose every error/warning finding is judged ours: ${minus.length ? minus.join(", ") : "none"}`);

  const unjudged = judged.filter((f) => !f.judgment);
  console.log(`\nUnjudged error/warning findings (${unjudged.length}; not counted as right — judge them in judgments.json)`);
  for (const f of unjudged) console.log(`  ${f.server} ${f.severity} ${f.key} [${f.config}] — ${f.message.slice(0, 220)}`);

  const { lost, notYet, withdrawn } = knownDefectsMissing(results, knownDefects);
  console.log(`\nKnown real defects lost: ${lost.length ? "" : "none"}`);
  for (const l of lost) console.log(l);
  if (notYet.length) console.log(`Known real defects never found yet (targets, not regressions):\n${notYet.join("\n")}`);
  if (withdrawn.length) console.log(`Known real defects withdrawn (decided by hand; see known_defects in judgments.json):\n${withdrawn.join("\n")}`);

  const last = loadLastRun();
  console.log(`\nChanges since last-run.json${last?.engine ? ` (recorded with the repository at ${last.engine.repo_commit ?? last.engine.commit ?? "?"})` : ""}`);
  for (const l of diffAgainst(last, results)) console.log(l);

  console.log(`\nWall time ${wall} s for ${jobs.length} run(s); reports in corpus/results/`);
  if (opts.update) {
    writeLastRun(last, results, { byFamily: precision.byFamily, total: precision.total }, engine, judgments);
    console.log("last-run.json updated");
  }
}

await main();
