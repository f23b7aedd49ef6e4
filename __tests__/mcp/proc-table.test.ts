import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { procPids, procStatus } from "../../src/mcp/proc-table.js";
import { until } from "./fixture-targets.js";

describe("the process table", () => {
  it("lists this process, alive, and nothing for a pid that is gone", async () => {
    expect(procPids()).toContain(process.pid);
    expect(procStatus(process.pid)).toMatchObject({ alive: true });
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await once(child, "exit");
    await until(() => procStatus(child.pid!) === undefined);
  });

  it("reads a zombie as dead, in its group", async () => {
    // sh starts a background `read` on fd 3 and becomes `sleep`, which never reaps it. The line that ends the read is
    // written only once sh has become `sleep`, so the reader ends a zombie (sh itself may reap a job that ends sooner).
    const leader = spawn("sh", ["-c", "read line <&3 & echo $!; exec sleep 30"], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore", "pipe"],
    });
    try {
      const [chunk] = await once(leader.stdout!, "data");
      const reader = Number(String(chunk).trim());
      await until(() => commandName(leader.pid!) === "sleep");
      (leader.stdio[3] as Writable).write("go\n");
      await until(() => procStatus(reader)?.alive === false);
      expect(procStatus(reader)).toEqual({ alive: false, pgid: leader.pid });
      expect(procStatus(leader.pid!)).toEqual({ alive: true, pgid: leader.pid });
    } finally {
      try {
        process.kill(-leader.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, 15_000);
});

function commandName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return undefined;
  }
}
