/**
 * `runCheckup` against the hostile stdio fixture, in this process: an interrupted run still returns what it has, a
 * schema too deep to walk is a finding, and secrets never reach the scorecard.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { running, until } from "../mcp/fixture-targets.js";

const SERVER = resolve("__tests__/fixtures/hostile/stdio-server.mjs");

function options(args: string[], extra: Partial<CheckupOptions> = {}): CheckupOptions {
  return {
    ...DEFAULTS,
    target: { kind: "stdio", command: process.execPath, args: [SERVER, ...args] },
    args: { global: {}, perTool: {} },
    only: [],
    skip: [],
    timeoutMs: 5_000,
    protocolChecks: false,
    ...extra,
  };
}

describe("runCheckup on hostile servers", () => {
  it("returns what ran, marked interrupted, when its signal fires mid-run, and stops the server", async () => {
    const pids = join(mkdtempSync(join(tmpdir(), "run-checkup-")), "pids");
    const controller = new AbortController();
    // Interrupted during the second of three happy calls (each takes 500 ms).
    const onPhase = (phase: string) => void (phase === "scenarios" && setTimeout(() => controller.abort("SIGINT"), 700));
    const started = Date.now();
    const scorecard = await runCheckup(options(["--attack", "slow", "--ms", "500", "--pid-file", pids], { cases: 10, signal: controller.signal }), { onPhase });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(scorecard.interrupted).toBe(true);
    expect(scorecard.interruption).toBe("SIGINT");
    expect(scorecard.scenarios.length).toBeGreaterThan(0);
    expect(scorecard.scenarios.length).toBeLessThan(10);
    expect(scorecard.scenarios.every((s) => s.verdict !== "crash")).toBe(true);
    const pid = Number(readFileSync(pids, "utf8").trim());
    await until(() => !running(pid), 2000);
  });

  it("returns a scorecard marked interrupted when an internal error breaks a phase", async () => {
    // A progress listener that throws stands for a bug of ours part way (bad options are refused before the run).
    const onPhase = (phase: string): void => {
      if (phase === "scenarios") throw new Error("a bug part way");
    };
    const scorecard = await runCheckup(options([]), { onPhase });
    expect(scorecard.interrupted).toBe(true);
    expect(scorecard.interruption).toBe("internal error: a bug part way");
    expect(scorecard.server.name).toBe("hostile-stdio");
  });

  it('grades a server that writes "error": null beside every result, with one finding instead of a crash', async () => {
    // Before: "internal error: Cannot read properties of null (reading 'data')", exit 3, an interrupted report.
    const scorecard = await runCheckup({
      ...options([], { protocolChecks: true }),
      target: { kind: "stdio", command: process.execPath, args: [resolve("__tests__/fixtures/mcp-client/error-null.mjs")] },
    });
    expect(scorecard.interrupted).toBeUndefined();
    expect(scorecard.protocol).toMatchObject({ era: "legacy", version: "2025-11-25" });
    expect(scorecard.findings.filter((f) => f.severity !== "info").map((f) => [f.rule, f.severity])).toEqual([["protocol-response-shape", "error"]]);
    expect(scorecard.scenarios.filter((s) => s.kind === "happy").map((s) => s.outcome)).toEqual(["passed", "passed", "passed"]);
  });

  it("reports schema-too-deep for a 2,000-level inputSchema and still calls the other tool", async () => {
    const scorecard = await runCheckup(options(["--attack", "deep-schema", "--depth", "2000"], { cases: 1 }));
    expect(scorecard.findings.map((f) => f.rule)).toContain("schema-too-deep");
    expect(scorecard.tools.map((t) => t.name)).toEqual(["echo", "deep"]);
    expect(scorecard.scenarios.filter((s) => s.tool === "deep")).toEqual([]);
    expect(scorecard.scenarios.some((s) => s.tool === "echo" && s.passed)).toBe(true);
  });

  it("hands out the scorecard while the server stops, and returns that very object, timing brought up to date, when stopping adds nothing", async () => {
    const drafts: { scorecard: Scorecard; totalMs: number }[] = [];
    const scorecard = await runCheckup(options([], { cases: 1 }), { onDraft: (draft) => void drafts.push({ scorecard: draft, totalMs: draft.timing.total_ms }) });
    expect(drafts).toHaveLength(1);
    expect(scorecard).toBe(drafts[0]!.scorecard);
    expect(scorecard.timing.total_ms).toBeGreaterThanOrEqual(drafts[0]!.totalMs); // the wait for the server's exit counted
    expect(scorecard.scenarios.some((s) => s.tool === "echo" && s.passed)).toBe(true);
  });

  it("returns another scorecard than the draft when stopping the server adds a finding (a process left behind)", async () => {
    const pids = join(mkdtempSync(join(tmpdir(), "run-checkup-")), "pids");
    const drafts: Scorecard[] = [];
    const scorecard = await runCheckup(options(["--attack", "setsid-helper", "--pid-file", pids], { cases: 1 }), { onDraft: (draft) => void drafts.push(draft) });
    expect(drafts).toHaveLength(1);
    expect(scorecard).not.toBe(drafts[0]);
    expect(scorecard.findings.map((f) => f.rule)).toContain("server-orphaned-process");
    expect(drafts[0]!.findings.map((f) => f.rule)).not.toContain("server-orphaned-process");
  });

  it("goes on when the face's draft handler throws", async () => {
    const scorecard = await runCheckup(options([], { cases: 1 }), {
      onDraft: () => {
        throw new Error("a bug in the face");
      },
    });
    expect(scorecard.interrupted).toBeUndefined();
    expect(scorecard.scenarios.some((s) => s.tool === "echo" && s.passed)).toBe(true);
  });

  it("hands out no draft for an interrupted run", async () => {
    const controller = new AbortController();
    const drafts: Scorecard[] = [];
    const onPhase = (phase: string) => void (phase === "scenarios" && controller.abort("SIGINT"));
    const scorecard = await runCheckup(options([], { cases: 1, signal: controller.signal }), { onPhase, onDraft: (draft) => void drafts.push(draft) });
    expect(scorecard.interrupted).toBe(true);
    expect(drafts).toEqual([]);
  });

  it("keeps the target's env values and options.secrets out of the scorecard", async () => {
    const scorecard = await runCheckup(
      options(["--attack", "echo-secrets"], {
        cases: 1,
        target: { kind: "stdio", command: process.execPath, args: [SERVER, "--attack", "echo-secrets"], env: { PLANTED_A: "env-secret-1234" } },
        secrets: ["hostile"],
      }),
    );
    const text = JSON.stringify(scorecard);
    expect(text).not.toContain("env-secret-1234");
    expect(scorecard.server.name).toBe("[redacted] [redacted]");
  });
});
