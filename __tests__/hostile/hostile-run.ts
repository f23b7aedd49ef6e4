/**
 * Running the built CLI (and Action) against the hostile fixtures the way a user does, in a child process, and
 * measuring what the hostile-server suite asserts for every attack: the wall time, the peak RSS of our process alone
 * (`fixtures/hostile/peak-rss.mjs`, preloaded), every file written, stdout and stderr, and whether any process of the
 * run is still alive afterwards (every process the run started inherits a unique `HOSTILE_RUN_ID` in its
 * environment, whatever its process group or session; Linux: found through `/proc/<pid>/environ`).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const CLI = resolve("dist/cli/index.js");
export const ACTION = resolve("dist/index.js");
/** True when the bundles these tests run exist (`npm run build`). */
export const built = existsSync(CLI) && existsSync(ACTION);
const PEAK_RSS = resolve("__tests__/fixtures/hostile/peak-rss.mjs");
export const STDIO_SERVER = resolve("__tests__/fixtures/hostile/stdio-server.mjs");
export const HTTP_SERVER = resolve("__tests__/fixtures/hostile/http-server.mjs");

/** Peak RSS our process may reach under any attack (issue 12), MiB. */
export const RSS_LIMIT_MB = 300;

/** What one run did. Times are milliseconds; `peakRssMb` is our process's own peak (MiB). */
export interface HostileRun {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  peakRssMb: number;
  /** The folder the run wrote into (its `--output` files); see {@link writtenText}. */
  dir: string;
  runId: string;
}

/** Options of {@link runHostile}. */
export interface HostileRunOptions {
  /** Extra environment for our process (and so for the servers it starts). */
  env?: NodeJS.ProcessEnv;
  /** Send this signal to our process after `signalAfterMs` milliseconds. */
  signal?: NodeJS.Signals;
  signalAfterMs?: number;
  /** Send `signal` once this is true of what we wrote so far (stdout, then stderr), instead of after a fixed time. */
  signalWhen?: (output: string) => boolean;
  /** Kill the run (SIGKILL) after this long, milliseconds (default 120,000): a hung run fails its test, not the suite. */
  killAfterMs?: number;
  /** Run the Action bundle instead of the CLI (arguments are then ignored; inputs come through `env`). */
  action?: boolean;
  /** Working directory (default: the run's own folder). */
  cwd?: string;
  /** Where our stdin comes from: "ignore" (default) or "pipe" (kept open until the run ends). */
  stdin?: "ignore" | "pipe";
}

/** A fresh folder for one run's files. */
export function runFolder(): string {
  return mkdtempSync(join(tmpdir(), "mcp-hostile-"));
}

/** Runs `node dist/cli/index.js ...args` (or the Action) in a child process and waits for it. */
export async function runHostile(args: string[], dir: string, options: HostileRunOptions = {}): Promise<HostileRun> {
  const runId = randomBytes(8).toString("hex");
  const rssFile = join(dir, `.peak-rss-${runId}`);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(key))),
    ...options.env,
    HOSTILE_RUN_ID: runId,
    MCP_CHECKUP_PEAK_RSS_FILE: rssFile,
  };
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", PEAK_RSS, options.action ? ACTION : CLI, ...(options.action ? [] : args)], {
    cwd: options.cwd ?? dir,
    env,
    stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let signalled = false;
  const sendSignal = () => {
    if (signalled || !options.signal) return;
    signalled = true;
    child.kill(options.signal);
  };
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
    if (options.signalWhen?.(stdout + stderr)) sendSignal();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    if (options.signalWhen?.(stdout + stderr)) sendSignal();
  });
  const timers: NodeJS.Timeout[] = [];
  if (options.signal && options.signalAfterMs !== undefined) timers.push(setTimeout(sendSignal, options.signalAfterMs));
  timers.push(setTimeout(() => child.kill("SIGKILL"), options.killAfterMs ?? 120_000));
  const [code, signal] = await new Promise<[number | null, string | null]>((done) => child.on("close", (c, s) => done([c, s])));
  for (const timer of timers) clearTimeout(timer);
  const wallMs = performance.now() - started;
  const peakRssMb = existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) / 1024 : Number.NaN;
  return { code, signal, stdout, stderr, wallMs, peakRssMb, dir, runId };
}

/**
 * The live processes (not zombies) of a run: those whose environment carries its `HOSTILE_RUN_ID`. Polls for up to
 * `graceMs` (a killed process may take a moment to go); empty without `/proc`.
 */
export async function leftoverProcesses(runId: string, graceMs = 1500): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const alive = scan(runId);
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function scan(runId: string): string[] {
  if (!existsSync("/proc")) return [];
  const needle = `HOSTILE_RUN_ID=${runId}\0`;
  const alive: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, "latin1").includes(needle)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
      if (/^\d+ \(.*\) [ZX]/s.test(stat)) continue;
      alive.push(`${entry} ${readFileSync(`/proc/${entry}/cmdline`, "latin1").replace(/\0/g, " ").slice(0, 120)}`);
    } catch {
      // gone, or not ours to read
    }
  }
  return alive;
}

/** Ends a run's leftover processes (after a failed assertion), so one failing test does not leave them behind. */
export function killLeftovers(runId: string): void {
  for (const line of scan(runId)) {
    try {
      process.kill(Number(line.split(" ")[0]), "SIGKILL");
    } catch {
      // gone
    }
  }
}

/** Every file the run wrote into its folder (recursively, but not the RSS note), with stdout and stderr, as text. */
export function writtenText(run: HostileRun): Record<string, string> {
  const out: Record<string, string> = { stdout: run.stdout, stderr: run.stderr };
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (name.startsWith(".peak-rss-")) continue;
      if (statSync(path).isDirectory()) walk(path);
      else out[path] = readFileSync(path, "latin1");
    }
  };
  walk(run.dir);
  return out;
}

/** The names of the outputs (files, stdout, stderr) in which any of `secrets` appears. */
export function outputsHolding(run: HostileRun, secrets: readonly string[]): string[] {
  return Object.entries(writtenText(run))
    .filter(([, text]) => secrets.some((secret) => text.includes(secret)))
    .map(([name]) => name);
}

/** The JSON report a run wrote to `path`. */
export function jsonReport(path: string): { grade: string; interrupted?: boolean; interruption?: string; findings: { rule: string; message: string; fix: string }[]; scenarios: { detail: string; synthetic_input?: boolean }[] } {
  return JSON.parse(readFileSync(path, "utf8"));
}
