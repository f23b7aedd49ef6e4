import { fileURLToPath } from "node:url";
import { describe, expect, it, type TestContext } from "vitest";
import { ObservedHandle } from "../../src/checkup/observed-handle.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";

const CRASHES = fileURLToPath(new URL("../fixtures/run/crashes.mjs", import.meta.url));

function observed(context: TestContext): ObservedHandle {
  const handle = new ObservedHandle(new ServerHandle({ kind: "stdio", command: process.execPath, args: [CRASHES, "--banner"] }, { protocol: "legacy", timeoutMs: 5000 }));
  context.onTestFinished(() => handle.close());
  return handle;
}

describe("ObservedHandle", () => {
  it("gathers the stdout pollution of every server process of the run, across restarts", async (context) => {
    const handle = observed(context);
    const first = await handle.connection();
    await first.callTool("boom", {});
    const second = await handle.connection();
    expect(second).not.toBe(first);
    expect(handle.restarts).toBe(1);
    const lines = handle.stdoutPollution().map((p) => p.line);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^crashes-fixture \d+ starting$/);
    expect(lines[0]).not.toBe(lines[1]);
  });

  it("hands out the same live connection and counts it once", async (context) => {
    const handle = observed(context);
    const a = await handle.connection();
    expect(await handle.connection()).toBe(a);
    expect(handle.stdoutPollution()).toHaveLength(1);
  });

  it("stops the server on close", async (context) => {
    const handle = observed(context);
    const connection = await handle.connection();
    await handle.close();
    expect(connection.alive).toBe(false);
  });
});
