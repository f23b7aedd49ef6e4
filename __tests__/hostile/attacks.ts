/**
 * The attack runners the hostile-server suite shares: each runs the built CLI against one fixture with planted
 * secrets and asserts what every attack must show — ended within its bound (derived from `--timeout`), under
 * 300 MB peak RSS of our process, no process left, no planted secret in any output, and a JSON report written.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { freePort } from "../mcp/http-helpers.js";
import {
  HTTP_SERVER,
  jsonReport,
  leftoverProcesses,
  outputsHolding,
  RSS_LIMIT_MB,
  runFolder,
  runHostile,
  STDIO_SERVER,
  type HostileRun,
  type HostileRunOptions,
} from "./hostile-run.js";

/** `--timeout` of every run, seconds; the time bounds below are derived from it. */
export const T = 2;
/** A run whose calls fail at once (too large, not JSON, refused): start-up, a handful of calls, the shutdown. */
export const FAST_BOUND_MS = 3 * T * 1000 + 8000;
/** A run whose calls time out (at most three: happy, edge, unknown tool; then the tool is given up) and whose shutdown waits. */
export const TIMEOUT_BOUND_MS = 6 * T * 1000 + 10_000;

export const planted = () => `PLANTED-${randomBytes(6).toString("hex")}`;
/** Runs of the current test, whose leftovers are killed after it (a failed assertion must not leave processes behind). */
export const runs: HostileRun[] = [];

/** The report arguments of every run: four formats to files in `dir` (and the console report on stdout). */
export function reportArgs(dir: string): string[] {
  return ["--report", "json", "--output", join(dir, "report.json"), "--report", "markdown", "--output", join(dir, "report.md"),
    "--report", "junit", "--output", join(dir, "report.junit.xml"), "--report", "sarif", "--output", join(dir, "report.sarif")];
}

export interface Attack {
  run: HostileRun;
  report: ReturnType<typeof jsonReport>;
  rules: string[];
  secrets: string[];
}

/** Runs the CLI against the stdio fixture with `attack`, planting a secret in the server's environment. */
export async function stdioAttack(attack: string, extra: string[] = [], flags: string[] = [], bound = FAST_BOUND_MS, options: HostileRunOptions = {}): Promise<Attack> {
  const dir = runFolder();
  const secret = planted();
  const run = await runHostile(
    ["test", "--timeout", String(T), "--cases", "1", "--env", `PLANTED_TOKEN=${secret}`, ...flags, ...reportArgs(dir), "--", "node", STDIO_SERVER, "--attack", attack, ...extra],
    dir,
    options,
  );
  runs.push(run);
  return check(run, [secret], bound);
}

/** Runs the CLI against the HTTP fixture with `attack` (launched by the CLI), planting a header and an env secret. */
export async function httpAttack(attack: string, extra: string[] = [], flags: string[] = [], bound = FAST_BOUND_MS): Promise<Attack & { port: number }> {
  const dir = runFolder();
  const port = await freePort();
  const [header, env] = [planted(), planted()];
  const run = await runHostile(
    ["test", "--timeout", String(T), "--cases", "1", "--no-protocol-checks", "--header", `X-Api-Key: ${header}`, "--env", `PLANTED_SECRET=${env}`, ...flags,
      "--url", `http://127.0.0.1:${port}/mcp`, ...reportArgs(dir), "--", "node", HTTP_SERVER, "--port", String(port), "--attack", attack, ...extra],
    dir,
  );
  runs.push(run);
  return { ...(await check(run, [header, env], bound)), port };
}

/** The checks every attack shares; returns the report and its rule ids. */
export async function check(run: HostileRun, secrets: string[], bound: number): Promise<Attack> {
  const where = `exit ${run.code} ${run.signal ?? ""}\n${run.stderr.slice(-2000)}`;
  expect(run.wallMs, where).toBeLessThan(bound);
  expect(run.peakRssMb, where).toBeLessThan(RSS_LIMIT_MB);
  expect(await leftoverProcesses(run.runId), where).toEqual([]);
  expect(outputsHolding(run, secrets), where).toEqual([]);
  const path = join(run.dir, "report.json");
  expect(existsSync(path), where).toBe(true);
  const report = jsonReport(path);
  return { run, report, rules: report.findings.map((f) => f.rule), secrets };
}

