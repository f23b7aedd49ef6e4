import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TAG_VARIABLE } from "../../src/mcp/escaped-processes.js";
import { isGroupAlive } from "../../src/mcp/process-group.js";
import { discardSpawnedAhead, spawnAhead, takeSpawnedAhead } from "../../src/mcp/spawn-ahead.js";
import { StdioTransport } from "../../src/mcp/stdio-transport.js";
import { fixture, recorder, running, until } from "./fixture-targets.js";

const open: StdioTransport[] = [];
afterEach(async () => {
  await Promise.all([...open.splice(0).map((t) => t.close()), discardSpawnedAhead()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("spawnAhead", () => {
  it("is taken over by the first transport of the same launch, which then talks to it", async () => {
    const { command, args } = fixture("legacy", "--banner");
    spawnAhead({ command, args });
    await sleep(300); // the server starts, writes its banner and waits for a request nobody has sent yet
    const transport = new StdioTransport({ command, args });
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await transport.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    await until(() => seen.messages.length === 1);
    expect(seen.messages[0]).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    // What it wrote before the takeover is delivered, timed from its spawn.
    expect(seen.pollution.map((p) => p.line)).toEqual(["Demo server v1.0 starting"]);
    // Taken once: a second transport of the same launch spawns its own process.
    const second = new StdioTransport({ command, args });
    open.push(second);
    await second.start(recorder().handlers);
    expect(second.pid).not.toBe(transport.pid);
  });

  it("is not taken by a launch that differs in its arguments, folder or environment", async () => {
    const { command, args } = fixture("legacy");
    spawnAhead({ command, args });
    expect(takeSpawnedAhead({ command, args: [...args, "--banner"] })).toBeUndefined();
    expect(takeSpawnedAhead({ command, args, cwd: "/" })).toBeUndefined();
    expect(takeSpawnedAhead({ command, args, env: { EXTRA: "1" } })).toBeUndefined();
    expect(takeSpawnedAhead({ command, args, baseEnv: {} })).toBeUndefined();
    const transport = new StdioTransport({ command, args, env: { EXTRA: "1" } });
    open.push(transport);
    await transport.start(recorder().handlers);
    const taken = takeSpawnedAhead({ command, args });
    expect(taken?.child.pid).toBeGreaterThan(0);
    expect(taken!.child.pid).not.toBe(transport.pid);
    expect(taken!.env[TAG_VARIABLE]).toBeUndefined();
    expect(taken!.env.PATH).toBe(process.env.PATH);
    taken!.child.kill("SIGKILL");
  });

  it("stops the whole group of a process no transport took, SIGKILL after the grace", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), "ahead-")), "pid");
    const stubborn = "require('node:fs').writeFileSync(process.argv[1], String(process.pid)); process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)";
    spawnAhead({ command: process.execPath, args: ["-e", stubborn, pidFile] });
    await until(() => existsSync(pidFile) && readFileSync(pidFile, "utf8") !== "");
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(running(pid)).toBe(true);
    const started = Date.now();
    await discardSpawnedAhead(200); // SIGTERM is ignored: SIGKILL after 200 ms
    expect(Date.now() - started).toBeLessThan(3000);
    await until(() => !running(pid) && !isGroupAlive(pid));
    expect(takeSpawnedAhead({ command: process.execPath, args: ["-e", stubborn, pidFile] })).toBeUndefined();
    await discardSpawnedAhead(); // nothing left: at once
  });

  it("reports the exit and the output of a process that ended before the takeover", async () => {
    const launch = { command: process.execPath, args: ["-e", 'console.log("early line"); console.error("bye"); process.exit(4)'] };
    spawnAhead(launch);
    await sleep(500); // long gone by now
    const transport = new StdioTransport(launch);
    open.push(transport);
    const { seen, handlers } = recorder();
    await transport.start(handlers);
    await until(() => seen.closed.length === 1);
    expect(seen.closed[0]).toMatch(/exited with code 4/);
    expect(seen.pollution.map((p) => p.line)).toEqual(["early line"]);
    expect(seen.stderr).toContain("bye");
    expect(transport.exitStatus()).toEqual({ code: 4, signal: null });
  });

  it("spawns once per process", () => {
    const { command, args } = fixture("legacy");
    spawnAhead({ command, args });
    expect(() => spawnAhead({ command, args })).toThrow(/already spawned ahead/);
  });
});
