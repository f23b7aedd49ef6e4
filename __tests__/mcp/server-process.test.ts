import { describe, expect, it } from "vitest";
import { TAG_VARIABLE } from "../../src/mcp/escaped-processes.js";
import { launchEnvironment, spawnServerProcess } from "../../src/mcp/server-process.js";
import { until } from "./fixture-targets.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("spawnServerProcess", () => {
  it("tags the process's environment, over the launch's own", async () => {
    const server = spawnServerProcess({ command: process.execPath, args: ["-e", `console.log(process.env.${TAG_VARIABLE} + " " + process.env.EXTRA)`], env: { EXTRA: "x" } });
    let out = "";
    server.readOutput({ stdout: (chunk) => (out += chunk), stderr: () => {}, stdoutEnd: () => {} });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await server.outputEnded;
    expect(out.trim()).toBe(`${server.tag} x`);
    expect(server.env.EXTRA).toBe("x");
    expect(server.env[TAG_VARIABLE]).toBeUndefined();
  });

  it("gives a command that cannot run as spawned's error, never as a throw", async () => {
    const server = spawnServerProcess({ command: "/nonexistent/mcp-server", args: [] });
    expect(((await server.spawned) as NodeJS.ErrnoException | undefined)?.code).toBe("ENOENT");
  });

  it("keeps at most about a mebibyte of output nobody reads: the server then waits on its pipe, and nothing is lost", async () => {
    const script = "process.stdout.write('x'.repeat(3 << 20) + '\\nend\\n', () => process.stderr.write('done', () => process.exit(0)))";
    const server = spawnServerProcess({ command: process.execPath, args: ["-e", script] });
    expect(await server.spawned).toBeUndefined();
    await sleep(500);
    expect(server.child.exitCode).toBeNull(); // blocked on the full pipe: we stopped reading
    let out = "";
    let err = "";
    let ended = false;
    server.readOutput({ stdout: (chunk) => (out += chunk), stderr: (chunk) => (err += chunk), stdoutEnd: () => (ended = true) });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await until(() => ended);
    expect(out.length).toBe((3 << 20) + 5);
    expect(out.endsWith("x\nend\n")).toBe(true);
    expect(err).toBe("done");
    expect(() => server.readOutput({ stdout: () => {}, stderr: () => {}, stdoutEnd: () => {} })).toThrow(/already read/);
  });

  it("merges the launch's environment over this process's, or over the base it names", () => {
    expect(launchEnvironment({ command: "x", args: [], env: { A: "1" } }).PATH).toBe(process.env.PATH);
    expect(launchEnvironment({ command: "x", args: [], env: { A: "1" }, baseEnv: { B: "2" } })).toEqual({ A: "1", B: "2" });
  });
});
