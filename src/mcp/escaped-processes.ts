/**
 * Processes a server started that left its process group (`setsid`, a double fork, `detached: true`), which the
 * group kill of `process-group.ts` cannot reach (issue 12: a server whose helper calls `setsid` left 5 processes
 * behind after every run). Every server we spawn gets an environment tag, {@link TAG_VARIABLE}`=<random>`, that its
 * descendants inherit whatever their group, session or parent becomes; after the group is killed,
 * {@link endTaggedProcesses} finds the processes that still carry the tag (Linux: by reading `/proc/<pid>/environ`)
 * and kills them. A descendant that clears its environment before it execs is not found. Without `/proc` (macOS,
 * Windows) nothing is found: the group kill (and `taskkill /T` on Windows) is all there is.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { procPids, procStatus } from "./proc-table.js";

/** The environment variable that tags a server's processes. */
export const TAG_VARIABLE = "MCP_CHECKUP_SERVER_TAG";

/** Tags made by this process so far (part of each tag). */
let tagsMade = 0;

/**
 * A fresh tag for one server process (and everything it starts): unique among the processes of this machine (our
 * pid, the time, a counter and a random part), not secret — the server reads its own environment anyway. Made
 * without `node:crypto`, whose loading (about 3 ms) would otherwise come before the early spawn (issue 14).
 */
export function newProcessTag(): string {
  return [process.pid, Date.now(), tagsMade++, Math.floor(Math.random() * 2 ** 48)].map((n) => n.toString(36)).join("-");
}

/** One live process carrying a tag: its pid and its command name (`/proc/<pid>/comm`). */
export interface TaggedProcess {
  pid: number;
  command: string;
}

/**
 * The live processes (not zombies, not this process) whose environment holds `TAG_VARIABLE=tag`. Empty without
 * `/proc`. Synchronous (it also runs from an `exit` hook); never throws.
 */
export function findTaggedProcesses(tag: string): TaggedProcess[] {
  const needle = `\0${TAG_VARIABLE}=${tag}\0`;
  const found: TaggedProcess[] = [];
  for (const pid of procPids() ?? []) {
    if (pid === process.pid) continue;
    try {
      const environ = `\0${readFileSync(`/proc/${pid}/environ`, "latin1")}`;
      if (!environ.includes(needle)) continue;
      if (procStatus(pid)?.alive !== true) continue; // gone, or a zombie: dead, its parent or init reaps it
      found.push({ pid, command: readFileSync(`/proc/${pid}/comm`, "latin1").trim() });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** SIGKILLs every live process carrying `tag`; returns them. Synchronous; never throws. */
export function killTaggedProcesses(tag: string): TaggedProcess[] {
  const found = findTaggedProcesses(tag);
  for (const { pid } of found) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  return found;
}

/**
 * Ends what is left of a server after its process group was killed: SIGKILLs every live process carrying `tag`,
 * waits up to `waitMs` milliseconds (default 1,000) for them to be gone, and resolves with the processes it found
 * (empty when the server left nothing behind). Never throws.
 */
export async function endTaggedProcesses(tag: string, waitMs = 1000): Promise<TaggedProcess[]> {
  const found = killTaggedProcesses(tag);
  const deadline = Date.now() + waitMs;
  while (found.length > 0 && findTaggedProcesses(tag).length > 0 && Date.now() < deadline) await sleep(20);
  return found;
}
