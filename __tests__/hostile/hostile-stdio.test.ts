/**
 * The hostile-server suite over stdio, output paths and interrupted runs (issue 12): one test per attack against the
 * loopback fixture `__tests__/fixtures/hostile/stdio-server.mjs`, run through the built CLI in a child process. Each
 * run must end within a bound derived from `--timeout`, stay under 300 MB peak RSS of our process, write its report,
 * leave no process behind, and repeat no planted secret anywhere (see `attacks.ts`). Needs `npm run build`; skipped
 * without it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FAST_BOUND_MS, runs, stdioAttack, T, TIMEOUT_BOUND_MS } from "./attacks.js";
import { built, jsonReport, killLeftovers, leftoverProcesses, runFolder, runHostile, STDIO_SERVER, type HostileRun } from "./hostile-run.js";

afterEach(() => {
  for (const run of runs.splice(0)) killLeftovers(run.runId);
});

describe.skipIf(!built)("hostile stdio servers against the built CLI", { timeout: 60_000 }, () => {
  it("fails a call answered by a 50 MiB stdout line at once, with response-too-large", async () => {
    const { rules, report } = await stdioAttack("huge-line", ["--mb", "50"], ["--no-protocol-checks"]);
    expect(rules).toContain("response-too-large");
    expect(report.scenarios.some((s) => s.detail.includes("Response too large"))).toBe(true);
    expect(rules).not.toContain("call-timeout");
  });

  it("reports schema-too-deep for an inputSchema nested 2,000 levels, and grades the rest", async () => {
    const { rules, report, run } = await stdioAttack("deep-schema", ["--depth", "2000"]);
    expect(run.code).toBe(0);
    expect(rules).toContain("schema-too-deep");
    expect(report.findings.find((f) => f.rule === "schema-too-deep")!.message).toContain("'deep'");
    expect(report.scenarios.length).toBeGreaterThan(0);
  });

  it("stays bounded while a server floods requests and does not read its stdin", async () => {
    const { run, rules } = await stdioAttack("request-flood", [], ["--no-protocol-checks"], TIMEOUT_BOUND_MS);
    expect(run.code).toBe(0);
    expect(rules).toContain("call-timeout");
  });

  it("reports sampling and elicitation requests the client never declared as unsolicited-client-request", async () => {
    const { report } = await stdioAttack("sampling", [], ["--no-protocol-checks"]);
    const unsolicited = report.findings.filter((f) => f.rule === "unsolicited-client-request").map((f) => f.message);
    expect(unsolicited.some((m) => m.includes("sampling/createMessage"))).toBe(true);
    expect(unsolicited.some((m) => m.includes("elicitation/create"))).toBe(true);
  });

  it("kills a helper that left the server's process group (setsid) and reports server-orphaned-process", async () => {
    const dir = runFolder();
    const pids = join(dir, "pids.txt");
    const { rules } = await stdioAttack("setsid-helper", ["--pid-file", pids]);
    expect(rules).toContain("server-orphaned-process");
    expect(readFileSync(pids, "utf8").trim().split("\n").length).toBeGreaterThan(1); // the helper did start
  });

  it("keeps secrets echoed from --env out of every report, stdout and stderr", async () => {
    const { report } = await stdioAttack("echo-secrets");
    expect(JSON.stringify(report)).toContain("[redacted]");
  });
});

// The server a command line names is spawned before the options are read (cli/launch-ahead.ts), so it may have
// begun to start; a bad output path stops it before anything is sent to it, and nothing is left running.
describe.skipIf(!built)("output paths are checked before the server is used", { timeout: 60_000 }, () => {
  /** Runs with one bad `--output` and a server that notes its start in `started` (if it got that far). */
  async function badOutput(output: string): Promise<HostileRun> {
    const dir = runFolder();
    const started = join(dir, "started.txt");
    const run = await runHostile(["test", "--report", "json", "--output", output, "--", "node", STDIO_SERVER, "--pid-file", started], dir, { killAfterMs: 20_000 });
    runs.push(run);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("--output");
    expect(run.stdout).toBe("");
    expect(await leftoverProcesses(run.runId)).toEqual([]);
    expect(run.wallMs).toBeLessThan(5000);
    return run;
  }

  it("refuses /proc/nope/x.json at once (no spinning mkdir)", async () => {
    expect((await badOutput("/proc/nope/x.json")).stderr).toContain("/proc/nope");
  });

  it("refuses /dev/null/x.json, whose folder is a device", async () => {
    expect((await badOutput("/dev/null/x.json")).stderr).toContain("not a folder");
  });

  it("refuses a folder as the output file", async () => {
    expect((await badOutput(runFolder())).stderr).toContain("is a folder");
  });

  it("refuses a folder on a read-only mount", async (context) => {
    const mount = join(runFolder(), "ro");
    mkdirSync(mount);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", mount], { stdio: "ignore" });
    } catch {
      context.skip(); // mounting needs privileges this machine may not give
      return;
    }
    try {
      expect((await badOutput(join(mount, "report.json"))).stderr).toContain("read-only");
    } finally {
      execFileSync("umount", [mount], { stdio: "ignore" });
    }
  });

  it("replaces a symlink planted at the output path instead of writing through it", async () => {
    const dir = runFolder();
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "untouched");
    const output = join(dir, "report.json");
    symlinkSync(victim, output);
    // The old temporary name (<output>.<pid>.tmp) is predictable: plant links there too, for a range of pids.
    for (let pid = process.pid; pid < process.pid + 200; pid++) symlinkSync(victim, `${output}.${pid}.tmp`);
    const run = await runHostile(["test", "--timeout", String(T), "--cases", "1", "--report", "json", "--output", output, "--", "node", STDIO_SERVER], dir);
    runs.push(run);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("untouched");
    expect(lstatSync(output).isSymbolicLink()).toBe(false);
    expect(jsonReport(output).grade).toBe("A");
    expect(readlinkSync(`${output}.${process.pid}.tmp`)).toBe(victim);
  });
});

describe.skipIf(!built)("interrupted runs", { timeout: 60_000 }, () => {
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    it(`on ${signal} stops the server, writes the partial report marked interrupted and exits ${code}`, async () => {
      const { run, report } = await stdioAttack("slow", ["--ms", "1000"], ["--quiet", "--cases", "5", "--no-protocol-checks"], FAST_BOUND_MS, {
        signal,
        signalAfterMs: 2500,
      });
      expect(run.code).toBe(code);
      expect(report.interrupted).toBe(true);
      expect(report.interruption).toBe(signal);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain(`interrupted by ${signal}`);
      for (const name of ["report.md", "report.junit.xml", "report.sarif"]) expect(existsSync(join(run.dir, name))).toBe(true);
      expect(readFileSync(join(run.dir, "report.md"), "utf8")).toContain("Interrupted (");
    });
  }

  it("record exits 143 on SIGTERM, writes its trace and leaves no process", async () => {
    const dir = runFolder();
    const trace = join(dir, "trace.json");
    const run = await runHostile(["record", "-o", trace, "--", "node", STDIO_SERVER, "--attack", "setsid-helper"], dir, {
      stdin: "pipe",
      signal: "SIGTERM",
      signalWhen: (stderr) => stderr.includes("helper-pid="),
    });
    runs.push(run);
    expect(run.code, run.stderr).toBe(143);
    expect(JSON.parse(readFileSync(trace, "utf8")).traceVersion).toBe(1);
    expect(await leftoverProcesses(run.runId)).toEqual([]);
  });
});
