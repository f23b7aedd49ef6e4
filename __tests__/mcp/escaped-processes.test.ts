import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endTaggedProcesses, findTaggedProcesses, newProcessTag, TAG_VARIABLE } from "../../src/mcp/escaped-processes.js";
import { running, until } from "./fixture-targets.js";

describe.skipIf(!existsSync("/proc"))("processes that left their group, found by their environment tag", () => {
  it("finds a detached (setsid) process carrying the tag, kills it and returns it", async () => {
    const tag = newProcessTag();
    const child = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, [TAG_VARIABLE]: tag },
    });
    child.unref();
    await until(() => findTaggedProcesses(tag).length === 1);
    const ended = await endTaggedProcesses(tag);
    expect(ended).toEqual([{ pid: child.pid, command: "node" }]);
    await until(() => !running(child.pid!), 2000);
  });

  it("finds nothing for a tag no process carries", () => {
    expect(findTaggedProcesses(newProcessTag())).toEqual([]);
  });
});
