import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import type { ArgOverrides } from "../../src/scenarios/arg-overrides.js";
import type { Finding } from "../../src/findings/finding.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { CALLS_OUT, PIPELINED_MAX_ROUND_TRIP_MS, runScenarios, SKIPPED_AFTER_TIMEOUTS, WHILE_OUT_MAX_MS, type RunOptions } from "../../src/run/scenario-runner.js";
import { planScenarios } from "../../src/scenarios/plan.js";
import type { Scenario } from "../../src/scenarios/scenario.js";
import { until } from "../mcp/fixture-targets.js";

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(here, "../fixtures/run");
// The shared misbehaving-server cases sit beside the repository (../shared/cases), in CI as on a developer's machine.
const CASES = resolve(here, "../../../shared/cases");
const haveCases = existsSync(join(CASES, "lib/fixture-server.mjs"));
const BIN = resolve(here, "../../node_modules/.bin");

const scratch = mkdtempSync(join(tmpdir(), "runner-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface CheckupOptions {
  timeoutMs?: number;
  args?: ArgOverrides;
  serverArgs?: string[];
  /** Run this executable instead of `node <script>`. */
  command?: string;
  env?: Record<string, string>;
  /** `RunOptions.pipelineCalls`. */
  pipelineCalls?: boolean;
  /** `RunOptions.between` and `RunOptions.onOutcome`, passed on. */
  between?: RunOptions["between"];
  onOutcome?: RunOptions["onOutcome"];
}

/** Starts a fixture server (stopped when the test ends), plans its scenarios and runs them, as the checkup does. */
async function checkup(context: TestContext, script: string, options: CheckupOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const target = options.command
    ? { kind: "stdio" as const, command: options.command, args: options.serverArgs ?? [], env: options.env ?? {} }
    : { kind: "stdio" as const, command: process.execPath, args: [script, ...(options.serverArgs ?? [])] };
  const handle = new ServerHandle(target, { protocol: "legacy", timeoutMs, startTimeoutMs: 10_000 });
  context.onTestFinished(() => handle.close());
  const listing = await (await handle.connection()).listTools();
  const plan = planScenarios(listing.tools, {
    seed: 1,
    cases: 3,
    edgeCases: true,
    args: options.args ?? { global: {}, perTool: {} },
    readOnly: false,
    only: [],
    skip: [],
  });
  const run = await runScenarios(handle, plan.tools, plan.scenarios, {
    timeoutMs,
    ...(options.pipelineCalls !== undefined ? { pipelineCalls: options.pipelineCalls } : {}),
    ...(options.between ? { between: options.between } : {}),
    ...(options.onOutcome ? { onOutcome: options.onOutcome } : {}),
  });
  return { plan, results: run.results, findings: [...plan.findings, ...run.findings], restarts: handle.restarts };
}

const has = (findings: Finding[], rule: string, tool?: string) => findings.some((f) => f.rule === rule && (tool === undefined || f.tool === tool));

describe.concurrent("runScenarios with the runner's own fixture servers", () => {
  it("stops calling a tool after two timeouts in a row and skips the rest, saying why", async (context) => {
    const { results, findings } = await checkup(context, join(FIXTURES, "hanging-tool.mjs"), { timeoutMs: 300 });
    const hang = results.filter((r) => r.tool === "hang");
    expect(hang.slice(0, 2).map((r) => [r.verdict, r.outcome])).toEqual([["timeout", "failed"], ["timeout", "failed"]]);
    expect(hang.slice(2).length).toBeGreaterThan(0);
    for (const r of hang.slice(2)) expect(r).toMatchObject({ verdict: "skipped", outcome: "skipped", passed: false, detail: SKIPPED_AFTER_TIMEOUTS, duration_ms: 0 });
    expect(results.filter((r) => r.tool === "quick").every((r) => r.kind === "edge" || r.passed)).toBe(true);
    const timeoutFinding = findings.find((f) => f.rule === "call-timeout" && f.tool === "hang");
    expect(timeoutFinding?.message).toMatch(/Its remaining \d+ scenarios were not run\.$/);
  });

  it("counts timeouts as blocked, not failed, when the server's other calls could not reach the network", async (context) => {
    const { results, findings } = await checkup(context, join(FIXTURES, "hanging-tool.mjs"), { timeoutMs: 300, serverArgs: ["--offline"] });
    expect(results.filter((r) => r.tool === "quick" && r.kind === "happy").every((r) => r.outcome === "blocked" && r.cause?.kind === "network")).toBe(true);
    const waits = results.filter((r) => r.tool === "hang" && r.verdict === "timeout");
    expect(waits.length).toBe(2);
    for (const r of waits) expect(r).toMatchObject({ outcome: "blocked", cause: { kind: "network-wait" }, rules: [] });
    for (const r of waits) expect(r.findings).toBeUndefined();
    expect(findings.filter((f) => f.tool === "hang" && (f.rule === "call-timeout" || f.rule === "edge-timeout"))).toEqual([]);
  });

  it("skips the remaining scenarios with the reason when the server cannot be restarted", async (context) => {
    const { results, findings } = await checkup(context, join(FIXTURES, "dies-for-good.mjs"), { serverArgs: [join(scratch, "marker")] });
    expect(results[0]).toMatchObject({ tool: "boom", kind: "happy", verdict: "crash", passed: false });
    expect(results.slice(1).length).toBeGreaterThan(0);
    for (const r of results.slice(1)) {
      expect(r.verdict).toBe("skipped");
      expect(r.detail).toMatch(/^not run: the server could not be started again/);
    }
    expect(findings).toContainEqual(expect.objectContaining({ rule: "server-start-failed" }));
    expect(findings).toContainEqual(expect.objectContaining({ rule: "happy-call-failed", tool: "boom" }));
  });
});

describe.concurrent("runScenarios: calls several at a time (issue 14)", () => {
  const SERVER = join(FIXTURES, "two-at-a-time.mjs");
  /** What a result says about the server, without its timing or the fixture's count of calls out. */
  const verdicts = (results: { tool: string; description: string; verdict: string; outcome: string }[]) => results.map((r) => [r.tool, r.description, r.verdict, r.outcome]);

  /** A fresh file for the fixture's `--log`, and the calls it logged (each tool and the calls out when it came in). */
  const logOf = (name: string) => join(scratch, `${name}-${Math.random().toString(36).slice(2)}.jsonl`);
  const logged = (file: string) => readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { tool: string; others: number });

  // The count each call's answer gave (the unknown-tool call's -32602 has none).
  const counted = (results: { kind: string; detail?: string }[], kind: string) =>
    results.filter((r) => r.kind === kind).flatMap((r) => /^(\d+) other/.exec(r.detail ?? "")?.[1] ?? []).map(Number);

  it("writes the next edge calls while others are out, never more than CALLS_OUT, and judges every call as when it goes alone", async (context) => {
    const alone = await checkup(context, SERVER, { serverArgs: ["--delay", "0"], pipelineCalls: false });
    const paired = await checkup(context, SERVER, { serverArgs: ["--delay", "0"], pipelineCalls: true });
    expect(verdicts(paired.results)).toEqual(verdicts(alone.results));
    // The same findings (their evidence quotes the fixture's count).
    expect(paired.findings.map((f) => [f.rule, f.tool, f.severity, f.message])).toEqual(alone.findings.map((f) => [f.rule, f.tool, f.severity, f.message]));
    expect(new Set(counted(alone.results, "edge"))).toEqual(new Set([0]));
    const edges = counted(paired.results, "edge");
    expect(edges.length).toBe(10);
    expect(edges.filter((n) => n >= 2).length).toBeGreaterThan(0);
    expect(Math.max(...edges)).toBe(CALLS_OUT - 1);
    expect(counted(paired.results, "happy")).toEqual([]);
  });

  it("writes the next happy calls of read-only tools while others are out, never a write's, and judges each as when alone", async (context) => {
    const [aloneLog, pairedLog] = [logOf("alone"), logOf("paired")];
    const alone = await checkup(context, SERVER, { serverArgs: ["--read-only", "--delay", "0", "--log", aloneLog], pipelineCalls: false });
    const outcomes: number[] = []; // at each scenario's turn, how many calls before it had been taken in
    let taken = 0;
    const paired = await checkup(context, SERVER, {
      serverArgs: ["--read-only", "--delay", "0", "--log", pairedLog],
      onOutcome: () => void taken++,
      between: async (index) => void (outcomes[index] = taken),
    });
    expect(verdicts(paired.results)).toEqual(verdicts(alone.results));
    expect(paired.findings.map((f) => [f.rule, f.tool, f.severity, f.message])).toEqual(alone.findings.map((f) => [f.rule, f.tool, f.severity, f.message]));
    expect(logged(aloneLog).every((c) => c.others === 0)).toBe(true);
    // The server got the calls to its tools in plan order (nothing was made again; the unknown tool's call is last
    // and not logged): each result beside the count it logged.
    const calls = logged(pairedLog);
    const results = paired.results.filter((r) => paired.plan.tools.some((t) => t.name === r.tool));
    expect(calls.map((c) => c.tool)).toEqual(results.map((r) => r.tool));
    const happy = results.flatMap((r, i) => (r.kind === "happy" ? [{ tool: r.tool, others: calls[i]!.others }] : []));
    expect(happy.filter((c) => c.tool !== "save_word").some((c) => c.others > 0)).toBe(true);
    expect(happy.filter((c) => c.tool === "save_word").map((c) => c.others)).toEqual([0, 0, 0]);
    expect(Math.max(...calls.map((c) => c.others))).toBeLessThanOrEqual(CALLS_OUT - 1);
    // Where the stage changes (reads to the write, the write to the edge calls), every call before was taken in first.
    const stages = paired.plan.scenarios.map((sc) => sc.stage);
    const changes = stages.flatMap((stage, i) => (i > 0 && stage !== stages[i - 1] ? [i] : []));
    expect(changes.length).toBe(2);
    for (const i of changes) expect(outcomes[i]).toBe(i);
  });

  it("makes a happy call that did not pass beside others again alone, and judges it on that answer", async (context) => {
    const log = logOf("busy");
    const alone = await checkup(context, SERVER, { serverArgs: ["--read-only", "--busy-when-two", "--delay", "0"], pipelineCalls: false });
    const paired = await checkup(context, SERVER, { serverArgs: ["--read-only", "--busy-when-two", "--delay", "0", "--log", log] });
    // (Edge calls are judged on their answer beside others: a "busy" refusal of bad input reads as a refusal.)
    const happyOf = (results: typeof alone.results) => verdicts(results.filter((r) => r.kind === "happy"));
    expect(happyOf(paired.results)).toEqual(happyOf(alone.results));
    expect(paired.results.filter((r) => r.kind === "happy").every((r) => r.outcome === "passed")).toBe(true);
    // Some reads were answered "busy" beside others and made again: more calls than results.
    const calls = logged(log);
    const happyReads = paired.results.filter((r) => r.kind === "happy" && r.tool !== "save_word").length;
    const readCalls = calls.slice(0, calls.findIndex((c) => c.tool === "save_word"));
    expect(readCalls.length).toBeGreaterThan(happyReads);
    expect(readCalls.filter((c) => c.others > 0).length).toBe(readCalls.length - happyReads);
  });

  it("closes the window after a slow call, also when the server works on several calls at once", async (context) => {
    const log = logOf("slow");
    // lookup is answered at once, define after 8 × the gate: define's calls go out beside lookup's last ones. The server
    // works on the calls out at once, so a call's share of its time is the time ÷ the calls out (at most CALLS_OUT, 4):
    // 2 × the gate here. (At 4 × the gate the share was the gate itself, and since the fixture's timer starts before
    // the call is stamped as sent, the measured share came out under it and the window stayed open half the time.)
    await checkup(context, SERVER, { serverArgs: ["--read-only", "--delay", String(PIPELINED_MAX_ROUND_TRIP_MS * 2 * CALLS_OUT), "--quick", "lookup", "--log", log] });
    const calls = logged(log);
    // The slow calls go out beside the quick ones' last window once; then every slow call, define's and save_word's
    // edge calls after them, goes alone: each drained call's share of the time since it was written is long.
    expect(calls.some((c) => c.tool === "define" && c.others > 0)).toBe(true);
    expect(calls.filter((c) => c.tool === "save_word").map((c) => c.others)).toEqual(Array(calls.filter((c) => c.tool === "save_word").length).fill(0));
  });

  it("calls one at a time a server whose calls take longer than a few milliseconds", async (context) => {
    const { results } = await checkup(context, SERVER, { serverArgs: ["--delay", String(PIPELINED_MAX_ROUND_TRIP_MS * 4)], pipelineCalls: true });
    expect(counted(results, "edge")).toEqual(Array(10).fill(0));
  });

  it("makes the calls again alone when the server died with several out, and then goes one at a time: no crash is judged on a call beside others", async (context) => {
    const alone = await checkup(context, SERVER, { serverArgs: ["--crash-when-two", "--delay", "0"], pipelineCalls: false });
    const paired = await checkup(context, SERVER, { serverArgs: ["--crash-when-two", "--delay", "0"], pipelineCalls: true });
    expect(alone.restarts).toBe(0);
    expect(paired.restarts).toBe(1);
    expect(verdicts(paired.results)).toEqual(verdicts(alone.results));
    expect(paired.findings).toEqual(alone.findings);
    expect(has(paired.findings, "edge-crash") || has(paired.findings, "server-crashed")).toBe(false);
  });

  it("makes the calls again alone when a call out beside others got no answer in time, the work between scenarios once", async (context) => {
    const alone = await checkup(context, SERVER, { serverArgs: ["--drop-when-two", "--delay", "0"], pipelineCalls: false, timeoutMs: 500 });
    const betweens: number[] = [];
    const paired = await checkup(context, SERVER, { serverArgs: ["--drop-when-two", "--delay", "0"], pipelineCalls: true, timeoutMs: 500, between: async (index) => void betweens.push(index) });
    expect(verdicts(paired.results)).toEqual(verdicts(alone.results));
    expect(betweens).toEqual(Array.from({ length: paired.results.length + 1 }, (_, i) => i));
    expect(paired.results.some((r) => r.verdict === "timeout")).toBe(false);
    expect(paired.findings).toEqual(alone.findings);
  });
});

describe.concurrent("runScenarios: a server that dies outside an edge case (server-crashed)", () => {
  const CRASHES = join(FIXTURES, "crashes.mjs");
  const happy = (tool: string): Scenario => ({ tool, kind: "happy", description: "happy path #1", arguments: {}, omitArguments: false, expectInvalid: false });
  const start = (context: TestContext) => {
    const handle = new ServerHandle({ kind: "stdio", command: process.execPath, args: [CRASHES] }, { protocol: "legacy", timeoutMs: 5000 });
    context.onTestFinished(() => handle.close());
    return handle;
  };

  it("reports server-crashed beside happy-call-failed when a call with valid arguments kills the server, and goes on", async (context) => {
    const handle = start(context);
    const run = await runScenarios(handle, [], [happy("boom"), happy("fine")], { timeoutMs: 5000 });
    expect(run.results.map((r) => [r.tool, r.verdict])).toEqual([["boom", "crash"], ["fine", "ok"]]);
    expect(handle.restarts).toBe(1);
    expect(run.findings).toContainEqual(expect.objectContaining({ rule: "happy-call-failed", tool: "boom" }));
    const crashed = run.findings.filter((f) => f.rule === "server-crashed");
    expect(crashed).toEqual([
      expect.objectContaining({
        severity: "error",
        message: "The server went down once outside an edge case and had to be restarted: the server process exited with code 139 during a call of 'boom' with valid arguments.",
        evidence: { excerpt: "segmentation fault (simulated)\n" },
      }),
    ]);
    expect(crashed[0]?.tool).toBeUndefined();
  });

  it("reports server-crashed when the server exits on its own after answering, and nothing else", async (context) => {
    const handle = start(context);
    const first = await handle.connection();
    const run = await runScenarios(handle, [], [happy("quits"), happy("fine")], {
      timeoutMs: 5000,
      between: async (index) => void (index === 1 && (await until(() => !first.alive))),
    });
    expect(run.results.map((r) => [r.tool, r.verdict])).toEqual([["quits", "ok"], ["fine", "ok"]]);
    expect(run.findings.map((f) => [f.rule, f.message])).toEqual([
      ["server-crashed", "The server went down once outside an edge case and had to be restarted: the server process exited with code 0 after a call of 'quits' was answered."],
    ]);
  });

  it("counts every death in one finding, saying a repeated one once", async (context) => {
    const run = await runScenarios(start(context), [], [happy("boom"), happy("boom"), happy("fine")], { timeoutMs: 5000 });
    expect(run.findings.filter((f) => f.rule === "server-crashed").map((f) => f.message)).toEqual([
      "The server went down 2 times outside an edge case and had to be restarted: the server process exited with code 139 during a call of 'boom' with valid arguments (2 times).",
    ]);
  });

  it("raises no server-crashed when the server dies during the last call (nothing restarted it)", async (context) => {
    const run = await runScenarios(start(context), [], [happy("fine"), happy("boom")], { timeoutMs: 5000 });
    expect(run.findings.map((f) => f.rule)).toEqual(["happy-call-failed"]);
  });
});

describe.runIf(haveCases).concurrent("runScenarios on the shared cases", () => {
  const run = (context: TestContext, name: string, options?: CheckupOptions) => checkup(context, join(CASES, `${name}.mjs`), options);

  it("crash-no-arguments: reports edge-crash, restarts the server and grades the other tools", async (context) => {
    const { results, findings, restarts } = await run(context, "crash-no-arguments");
    expect(has(findings, "edge-crash")).toBe(true);
    expect(has(findings, "happy-call-failed")).toBe(false);
    expect(has(findings, "server-crashed")).toBe(false);
    expect(restarts).toBeGreaterThanOrEqual(3);
    const crash = findings.find((f) => f.rule === "edge-crash");
    expect(crash?.message).toContain("no arguments member");
    expect(crash?.message).toContain("FunctionClauseError");
    expect(results.some((r) => r.verdict === "skipped")).toBe(false);
    expect(results.filter((r) => r.kind === "happy").every((r) => r.passed)).toBe(true);
  });

  it("crash-no-arguments: each crashing call names the one merged edge-crash finding of its tool", async (context) => {
    const { results, findings } = await run(context, "crash-no-arguments");
    const crashed = results.filter((r) => r.verdict === "crash");
    expect(crashed.length).toBeGreaterThan(0);
    for (const r of crashed) {
      const named = findings.filter((f) => r.findings?.some((ref) => ref.rule === f.rule && ref.tool === f.tool && ref.parameter === f.parameter));
      expect(named.map((f) => [f.rule, f.tool])).toEqual([["edge-crash", r.tool]]);
    }
  });

  it("internal-error: reports edge-internal-error for make_chart and no crash", async (context) => {
    const { findings } = await run(context, "internal-error");
    expect(has(findings, "edge-internal-error", "make_chart")).toBe(true);
    expect(has(findings, "edge-crash")).toBe(false);
  });

  it("invalid-args-iserror: isError answers to bad input raise nothing", async (context) => {
    const { results, findings } = await run(context, "invalid-args-iserror");
    for (const rule of ["edge-internal-error", "error-not-flagged", "edge-crash", "edge-accepted-invalid", "unknown-tool-wrong-error"]) expect(has(findings, rule), rule).toBe(false);
    expect(results.every((r) => r.passed)).toBe(true);
  });

  it("error-not-flagged: reports error-not-flagged for get_release_by_tag", async (context) => {
    const { findings } = await run(context, "error-not-flagged");
    expect(has(findings, "error-not-flagged", "get_release_by_tag")).toBe(true);
  });

  it("structured-missing: reports structured-content-missing for get_quote", async (context) => {
    const { findings } = await run(context, "structured-missing");
    expect(has(findings, "structured-content-missing", "get_quote")).toBe(true);
  });

  it("error-structured-ok: error-shaped structuredContent on isError results is fine", async (context) => {
    const { results, findings } = await run(context, "error-structured-ok", { args: { global: { id: "ok" }, perTool: {} } });
    expect(has(findings, "output-schema-mismatch")).toBe(false);
    expect(has(findings, "structured-content-missing")).toBe(false);
    expect(results.filter((r) => r.kind === "happy").every((r) => r.passed)).toBe(true);
  });

  it("unknown-tool-silent: reports unknown-tool-no-reply", async (context) => {
    const { findings } = await run(context, "unknown-tool-silent", { timeoutMs: 1000 });
    expect(has(findings, "unknown-tool-no-reply")).toBe(true);
  });

  it("untyped-params: sends numbers for the untyped numeric parameters", async (context) => {
    const { results } = await run(context, "untyped-params");
    const happy = results.filter((r) => r.kind === "happy");
    for (const r of happy) for (const value of Object.values(r.arguments as object)) expect(typeof value).toBe("number");
    // The schema requires nothing, so the required-only call sends {} and fails: the schema's defect, reported.
    expect(happy.find((r) => "minEntities" in (r.arguments as object))?.passed).toBe(true);
  });

  it("object-no-properties: no-argument tools pass with no runtime finding", async (context) => {
    const { results, findings } = await run(context, "object-no-properties");
    expect(results.filter((r) => r.kind === "happy").every((r) => r.passed)).toBe(true);
    expect(findings.filter((f) => f.severity !== "info")).toEqual([]);
  });

  it("clean: a well-built server gets no warning or error", async (context) => {
    const { results, findings } = await run(context, "clean");
    expect(findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(results.every((r) => r.passed)).toBe(true);
  });
});

describe.concurrent("runScenarios on the official reference servers", () => {
  it("memory: every happy call passes", async (context) => {
    const { results, findings } = await checkup(context, "", { command: join(BIN, "mcp-server-memory"), env: { MEMORY_FILE_PATH: join(scratch, "memory.jsonl") } });
    expect(results.filter((r) => r.kind === "happy" && !r.passed)).toEqual([]);
    expect(findings.filter((f) => f.severity === "error")).toEqual([]);
  });

  it("sequential-thinking: every happy call passes despite the boolean-or-string union type", async (context) => {
    const { results } = await checkup(context, "", { command: join(BIN, "mcp-server-sequential-thinking") });
    const happy = results.filter((r) => r.kind === "happy");
    expect(happy.length).toBeGreaterThan(0);
    expect(happy.every((r) => r.passed)).toBe(true);
  });

  it("filesystem: refusals of made-up paths are refused calls, not failures of the server", async (context) => {
    const sandbox = mkdtempSync(join(scratch, "fs-"));
    const { results, findings } = await checkup(context, "", { command: join(BIN, "mcp-server-filesystem"), serverArgs: [sandbox] });
    const happy = results.filter((r) => r.kind === "happy");
    expect(happy.filter((r) => r.outcome === "refused").length).toBeGreaterThan(0);
    expect(happy.filter((r) => r.outcome === "failed").map((r) => `${r.tool}: ${r.detail}`)).toEqual([]);
    expect(findings.filter((x) => x.rule === "happy-call-failed")).toEqual([]);
  });
});

describe.concurrent("runScenarios: skipped scenarios, the between hook and value sources (issue 11)", () => {
  const TASKS = fileURLToPath(new URL("../fixtures/discovery/task-server.mjs", import.meta.url));
  const start = (context: TestContext) => {
    const handle = new ServerHandle({ kind: "stdio", command: process.execPath, args: [TASKS] }, { protocol: "legacy", timeoutMs: 5000 });
    context.onTestFinished(() => handle.close());
    return handle;
  };
  const list: Scenario = { tool: "list_tasks", kind: "happy", description: "happy path #1", arguments: {}, omitArguments: false, expectInvalid: false, valueSources: {} };
  const get = (id: string): Scenario => ({ ...list, tool: "get_task", arguments: { task_id: id }, valueSources: { task_id: "discovered" } });

  it("lists a scenario marked skip with its reason and never calls it", async (context) => {
    const run = await runScenarios(start(context), [], [{ ...list, tool: "refresh_view", skip: "not called: for the app" }], { timeoutMs: 5000 });
    expect(run.results).toEqual([
      { tool: "refresh_view", kind: "happy", description: "happy path #1", verdict: "skipped", outcome: "skipped", passed: false, duration_ms: 0, detail: "not called: for the app", rules: [] },
    ]);
  });

  it("runs the between hook before each scenario and at the end, and lets it replace the rest", async (context) => {
    const seen: number[] = [];
    const run = await runScenarios(start(context), [], [list, get("nope")], {
      timeoutMs: 5000,
      between: async (index) => {
        seen.push(index);
        return index === 1 ? [get("t-7f3a")] : undefined;
      },
    });
    expect(seen).toEqual([0, 1, 2]);
    expect(run.results.map((r) => [r.tool, r.verdict, r.arguments])).toEqual([
      ["list_tasks", "ok", {}],
      ["get_task", "ok", { task_id: "t-7f3a" }],
    ]);
  });

  it("asks a scenario source to plan ahead once per call, while the call is out, and stops where the source ends", async (context) => {
    const planned = [list, get("t-7f3a")];
    const events: string[] = [];
    const source = {
      at: (index: number) => planned[index],
      ahead: () => (events.push("ahead"), false),
      planned: () => planned.length,
    };
    const run = await runScenarios(start(context), [], source, { timeoutMs: 5000, onOutcome: (s) => void events.push(`answered ${s.tool}`) });
    expect(events).toEqual(["ahead", "answered list_tasks", "ahead", "answered get_task"]);
    expect(run.results.map((r) => [r.tool, r.verdict])).toEqual([["list_tasks", "ok"], ["get_task", "ok"]]);
  });

  it("does the work that can wait while a call is out once the source has nothing left to plan, within a share of the last round trip", async (context) => {
    const planned = [list, get("t-7f3a"), list];
    const events: string[] = [];
    let toPlan = 1;
    const source = { at: (index: number) => planned[index], ahead: () => toPlan-- > 0, planned: () => planned.length };
    const budgets: number[] = [];
    await runScenarios(start(context), [], source, {
      timeoutMs: 5000,
      onOutcome: (s) => void events.push(`answered ${s.tool}`),
      whileOut: (until) => {
        budgets.push(until - performance.now());
        events.push("while out");
      },
    });
    // The first call's wait goes to planning; the next two to the work that can wait, before their answers.
    expect(events).toEqual(["answered list_tasks", "while out", "answered get_task", "while out", "answered list_tasks"]);
    for (const ms of budgets) expect(ms).toBeLessThanOrEqual(WHILE_OUT_MAX_MS);
  });

  it("carries each happy scenario's value sources into its result", async (context) => {
    const run = await runScenarios(start(context), [], [get("t-7f3a")], { timeoutMs: 5000 });
    expect(run.results[0]?.value_sources).toEqual({ task_id: "discovered" });
  });
});
