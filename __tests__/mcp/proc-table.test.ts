import { spawn } from "node:child_process";
import { once } from "node:events";
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
    // sh starts `true` in the background and becomes `sleep`, which never reaps it: `true` ends a zombie.
    const leader = spawn("sh", ["-c", "true & echo $!; exec sleep 5"], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
    try {
      const [chunk] = await once(leader.stdout!, "data");
      const zombie = Number(String(chunk).trim());
      await until(() => procStatus(zombie)?.alive === false);
      expect(procStatus(zombie)).toEqual({ alive: false, pgid: leader.pid });
      expect(procStatus(leader.pid!)).toEqual({ alive: true, pgid: leader.pid });
    } finally {
      process.kill(-leader.pid!, "SIGKILL");
    }
  });
});
