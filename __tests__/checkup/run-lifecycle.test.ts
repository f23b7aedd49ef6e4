/**
 * How a run spends its time and what it leaves behind (issue 14): the fresh processes of the protocol checks are
 * done before the first call that may write, the report's timing adds up, and a finished run leaves no handle open.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";

const SHARED_LOG_SERVER = resolve("__tests__/fixtures/checkup/shared-log.mjs");

function sharedLogRun(extra: Partial<CheckupOptions> = {}, serverArgs: string[] = []): { options: CheckupOptions; log: string } {
  const log = join(mkdtempSync(join(tmpdir(), "run-lifecycle-")), "events.log");
  const options: CheckupOptions = {
    ...DEFAULTS,
    target: { kind: "stdio", command: process.execPath, args: [SHARED_LOG_SERVER, ...serverArgs], env: { SHARED_LOG: log } },
    args: { global: {}, perTool: {} },
    only: [],
    skip: [],
    cases: 1,
    ...extra,
  };
  return { options, log };
}

/** The shared log as `[pid, event]` pairs, in the order they were written. */
function events(log: string): [number, string][] {
  return readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [pid, ...rest] = line.split(" ");
      return [Number(pid), rest.join(" ")];
    });
}

describe("a run's fresh sessions, timing and handles", () => {
  it("closes every fresh process of the protocol checks before the first call that may write, and after the server under test started", async () => {
    // A pinned revision is offered as is, so the version offers need fresh processes, started once the server is up.
    const { options, log } = sharedLogRun({ protocol: "2025-06-18" });
    await runCheckup(options);
    const seen = events(log);
    const main = seen[0]![0];
    const firstWrite = seen.findIndex(([, event]) => event === "call add_note");
    const freshPids = [...new Set(seen.filter(([pid]) => pid !== main).map(([pid]) => pid))];
    expect(freshPids.length).toBeGreaterThan(0);
    expect(firstWrite).toBeGreaterThan(0);
    const mainUp = seen.findIndex(([pid, event]) => pid === main && event === "initialize");
    for (const pid of freshPids) {
      expect(seen.findIndex(([p, event]) => p === pid && event === "start")).toBeGreaterThan(mainUp);
      expect(seen.findIndex(([p, event]) => p === pid && event === "exit")).toBeLessThan(firstWrite);
    }
  });

  it("makes every version offer to the server under test when it negotiates as the SDKs do: no other process", async () => {
    const { options, log } = sharedLogRun();
    const { protocol_checks: checks } = await runCheckup(options);
    const seen = events(log);
    expect(new Set(seen.map(([pid]) => pid)).size).toBe(1);
    // The unknown revision is its first initialize; the known ones come again after every call.
    const lastCall = seen.findLastIndex(([, event]) => event.startsWith("call "));
    expect(seen.findIndex(([, event]) => event === "initialize")).toBeLessThan(seen.findIndex(([, event]) => event.startsWith("call ")));
    expect(seen.filter(([, event], i) => event === "initialize" && i > lastCall)).toHaveLength(4);
    expect(checks.filter((c) => c.check.startsWith("version negotiation")).map((c) => [c.status, c.detail])).toEqual([
      ["passed", "supported"],
      ["passed", "supported"],
      ["passed", "supported"],
      ["passed", "supported"],
      ["passed", "answered with 2025-11-25"],
    ]);
  });

  it("starts the server under test again, before any call, when it echoes the unknown revision, and reports the echo", async () => {
    const { options, log } = sharedLogRun({}, ["--echo-any"]);
    const { findings } = await runCheckup(options);
    const seen = events(log);
    const pids = [...new Set(seen.map(([pid]) => pid))];
    expect(pids).toHaveLength(2);
    expect(seen.findIndex(([pid, event]) => pid === pids[0] && event === "exit")).toBeLessThan(seen.findIndex(([, event]) => event.startsWith("call ")));
    expect(seen.filter(([pid, event]) => pid === pids[0] && event.startsWith("call "))).toEqual([]);
    expect(findings.filter((f) => f.rule.startsWith("version-negotiation")).map((f) => f.rule)).toEqual(["version-negotiation-echo"]);
  });

  it("splits the run's wall time into server, extra-server and own time that add up to the total", async () => {
    const { options } = sharedLogRun();
    const { timing } = await runCheckup(options);
    expect(timing.server_wait_ms).toBeGreaterThan(0);
    expect(timing.extra_servers_ms).toBeGreaterThanOrEqual(0);
    expect(timing.server_wait_ms + timing.extra_servers_ms! + timing.own_ms!).toBe(timing.total_ms);
    expect(timing.cpu_ms).toBeGreaterThan(0);
  });

  it("counts no extra-server time when the protocol checks are off", async () => {
    const { options } = sharedLogRun({ protocolChecks: false });
    const { timing } = await runCheckup(options);
    expect(timing.extra_servers_ms).toBe(0);
  });

  it("leaves no handle of its own open once it returns: no timer, no child process, no pipe", async () => {
    const before = process.getActiveResourcesInfo();
    const { options } = sharedLogRun();
    await runCheckup(options);
    // A child that exited has its handle closed already; Node releases it in the close phase of the event loop's
    // turn, after the check phase where the first setImmediate runs: the second one sees the loop after it.
    await new Promise((done) => setImmediate(done));
    await new Promise((done) => setImmediate(done));
    const after = process.getActiveResourcesInfo();
    const count = (list: string[]) => list.reduce<Record<string, number>>((out, kind) => ({ ...out, [kind]: (out[kind] ?? 0) + 1 }), {});
    const more = Object.entries(count(after)).filter(([kind, n]) => n > (count(before)[kind] ?? 0));
    expect(more).toEqual([]);
  });
});
