import { describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import type { McpConnection, ServerHandleLike } from "../../src/mcp/connection.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { SetupReplayHandle } from "../../src/run/setup-replay.js";
import { memoryServer } from "../mcp/memory-servers.js";

/** A handle on an in-memory server that records the tools called on it; `die()` makes the next connection a restart. */
function fakeHandle() {
  const calls: string[] = [];
  let restarts = 0;
  const server = memoryServer({ answer: (msg) => (calls.push(String(msg.params?.name)), { content: [] }) });
  let connection: Promise<McpConnection> | undefined;
  const handle: ServerHandleLike & { die(): void } = {
    get restarts() {
      return restarts;
    },
    connection: () => (connection ??= connectTransport(() => new MemoryTransport(server), { protocol: "legacy", timeoutMs: 1000 })),
    close: async () => void (await connection)?.close(),
    die: () => void restarts++,
  };
  return { handle, calls };
}

describe("SetupReplayHandle", () => {
  it("repeats the setup calls on a restarted server before handing out its connection", async () => {
    const { handle, calls } = fakeHandle();
    const replay = new SetupReplayHandle(handle, [{ tool: "set_working_dir", arguments: { path: "/repo" } }], 1000);
    await replay.connection();
    expect(calls).toEqual([]);
    handle.die();
    await replay.connection();
    await replay.connection();
    expect(calls).toEqual(["set_working_dir"]);
  });

  it("sends the setup calls again on the live server when asked, after the setup tool's own calls moved the state", async () => {
    const { handle, calls } = fakeHandle();
    const replay = new SetupReplayHandle(handle, [{ tool: "set_working_dir", arguments: { path: "/repo" } }], 1000);
    await replay.replay();
    expect(calls).toEqual(["set_working_dir"]);
    await replay.connection();
    expect(calls).toEqual(["set_working_dir"]);
  });
});
