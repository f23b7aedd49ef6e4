/**
 * Process-group control for servers under test. Each stdio server is spawned as the leader of its own process
 * group (POSIX `detached: true`), so signalling `-pid` reaches every process it started: no child may outlive
 * a run (DESIGN.md "Cleanup"; MCP 2025-11-25 basic/lifecycle §Shutdown: close stdin, then SIGTERM, then SIGKILL).
 * On Windows there are no process groups: the leader's process tree is ended with `taskkill /T /F` instead
 * (not exercised by this project's CI, which runs on Linux).
 */
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { procPids, procStatus } from "./proc-table.js";

const isWindows = process.platform === "win32";

/** Groups to SIGKILL if this process ends before killing them itself, keyed by leader pid, each with what else to end then. */
const liveGroups = new Map<number, (() => void) | undefined>();
let hooksInstalled = false;

/** Signals the group led by `pid` (on Windows, ends its process tree). Returns false when nothing is left to signal. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  if (isWindows && signal !== 0) {
    // Windows has neither process groups nor SIGTERM semantics: end the whole tree at once.
    return spawnSync("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore", windowsHide: true }).status === 0;
  }
  try {
    process.kill(isWindows ? pid : -pid, signal);
    return true;
  } catch {
    // ESRCH: no such process (group). EPERM: it exists but is not ours to signal, so we cannot wait for it.
    return false;
  }
}

/**
 * True while any process of the group led by `pid` lives (the process itself on Windows). A zombie does not count:
 * it is dead and only waits to be reaped, and where PID 1 reaps nothing (a container whose first process is not an
 * init; this project's CI machines) a helper the server left behind stays a zombie in the group for good, which
 * made every stop of such a server wait out both grace periods, two seconds.
 */
export function isGroupAlive(pid: number): boolean {
  if (!signalGroup(pid, 0)) return false;
  return isWindows || (hasLiveMember(pid) ?? true);
}

/** Whether a process of group `pgid` is not a zombie (Linux `/proc`); undefined without `/proc`. Never throws. */
function hasLiveMember(pgid: number): boolean | undefined {
  return procPids()?.some((pid) => {
    const status = procStatus(pid);
    return status !== undefined && status.alive && status.pgid === pgid;
  });
}

/**
 * Remembers a group so that it is SIGKILLed synchronously if this process ends before {@link killGroup}: on
 * `exit` (a crash of ours, `process.exit` in a face) and on SIGINT, SIGTERM and SIGHUP, which end Node without
 * an `exit` event. After killing the groups, a signal is raised again with its default action unless someone
 * else listens for it, so Ctrl-C still stops the program. The hooks are installed once for the module.
 * `alsoEnd` runs then too (synchronously): it ends what left the group (see `escaped-processes.ts`).
 */
export function trackGroup(pid: number, alsoEnd?: () => void): void {
  liveGroups.set(pid, alsoEnd);
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on("exit", killAllTracked);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    const onSignal = (): void => {
      killAllTracked();
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

function killAllTracked(): void {
  for (const [leader, alsoEnd] of liveGroups) {
    signalGroup(leader, "SIGKILL");
    try {
      alsoEnd?.();
    } catch {
      // best effort while this process ends
    }
  }
}

/** Kills in progress, keyed by leader pid, so concurrent callers share one SIGTERM/SIGKILL sequence. */
const killing = new Map<number, Promise<void>>();

/**
 * Terminates the group led by `pid`: SIGTERM, then up to `graceMs` milliseconds (default 1,000) for every member
 * to exit, then SIGKILL. Resolves once the group is gone, or after a last short wait following SIGKILL (a
 * process in uninterruptible sleep cannot be waited for). Concurrent calls for one group share one sequence.
 * Never throws.
 */
export function killGroup(pid: number, graceMs = 1000): Promise<void> {
  let running = killing.get(pid);
  if (!running) {
    running = terminate(pid, graceMs).finally(() => {
      killing.delete(pid);
      liveGroups.delete(pid);
    });
    killing.set(pid, running);
  }
  return running;
}

async function terminate(pid: number, graceMs: number): Promise<void> {
  if (!signalGroup(pid, "SIGTERM")) return;
  const deadline = Date.now() + graceMs;
  while (isGroupAlive(pid) && Date.now() < deadline) await sleep(25);
  if (!signalGroup(pid, "SIGKILL")) return;
  const killDeadline = Date.now() + 1000;
  while (isGroupAlive(pid) && Date.now() < killDeadline) await sleep(10);
}
