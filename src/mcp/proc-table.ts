/**
 * The Linux process table as `/proc` shows it, for the cleanup of servers under test (`process-group.ts`,
 * `escaped-processes.ts`): which processes exist, and whether each is alive and in which process group. Elsewhere
 * (macOS, Windows) there is no `/proc` and callers fall back to what signals tell. Synchronous (it also runs from an
 * `exit` hook); never throws.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The pids `/proc` lists, this process included; undefined without `/proc`. */
export function procPids(): number[] | undefined {
  try {
    return readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return undefined;
  }
}

/**
 * A process's process group and whether it lives (`/proc/<pid>/stat`): a zombie (`Z`) or dead (`X`) process does not,
 * it only waits to be reaped. Undefined when the process is gone or its stat cannot be read.
 */
export function procStatus(pid: number): { alive: boolean; pgid: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return undefined;
  }
  // `pid (comm) state ppid pgrp …`; the command name may hold spaces and parentheses, so fields count from the last `)`.
  const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { alive: state !== "Z" && state !== "X", pgid: Number(group) };
}
