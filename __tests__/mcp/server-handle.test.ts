import { afterEach, describe, expect, it } from "vitest";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { AUTO, fixture } from "./fixture-targets.js";

const handles: ServerHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

function handle(): ServerHandle {
  const h = new ServerHandle(fixture("legacy"), AUTO);
  handles.push(h);
  return h;
}

describe("ServerHandle", () => {
  it("starts the server on the first connection() and reuses it while it is alive", async () => {
    const h = handle();
    const first = await h.connection();
    const second = await h.connection();
    expect(second).toBe(first);
    expect(first.alive).toBe(true);
    expect(h.restarts).toBe(0);
  });

  it("shares one start between concurrent callers", async () => {
    const h = handle();
    const [a, b] = await Promise.all([h.connection(), h.connection()]);
    expect(a).toBe(b);
  });

  it("starts a new server after the old one died and counts the restart", async () => {
    const h = handle();
    const first = await h.connection();
    expect(await first.callTool("crash", {})).toMatchObject({ kind: "closed", exit: { code: 3 } });
    const second = await h.connection();
    expect(second).not.toBe(first);
    expect(second.alive).toBe(true);
    expect(h.restarts).toBe(1);
    expect(await second.callTool("echo", { message: "again" })).toMatchObject({ kind: "result" });
  });

  it("skips the era probe when it restarts a server whose era it already knows", async () => {
    const h = handle();
    const first = await h.connection();
    expect(first.handshake.eraDecision).toBe("discover-error");
    await first.callTool("crash", {});
    const second = await h.connection();
    expect(second.handshake.eraDecision).toBe("pinned");
    expect(second.exchanges().map((e) => e.method)).toEqual(["initialize"]);
    expect(second.protocolVersion).toBe("2025-11-25");
  });

  it("stops the server on close() and refuses connection() afterwards", async () => {
    const h = handle();
    const connection = await h.connection();
    await h.close();
    expect(connection.alive).toBe(false);
    expect(connection.exitStatus()).toEqual({ code: 0, signal: null });
    await expect(h.connection()).rejects.toThrow("ServerHandle used after close()");
  });
});
