import { describe, expect, it } from "vitest";
import { FreshSessions } from "../../src/protocol/fresh-sessions.js";
import { WaitClock } from "../../src/mcp/wait-clock.js";

class Session {
  closed = 0;
  async close(): Promise<void> {
    this.closed += 1;
  }
}

describe("FreshSessions", () => {
  it("closes a session once its use is done, and hands back what the use returned", async () => {
    const session = new Session();
    expect(await new FreshSessions().with(async () => session, async (s) => (s.closed === 0 ? "open while used" : "closed"))).toBe("open while used");
    expect(session.closed).toBe(1);
  });

  it("closes the session when its use throws, and throws that", async () => {
    const session = new Session();
    await expect(new FreshSessions().with(async () => session, async () => Promise.reject(new Error("check failed")))).rejects.toThrow("check failed");
    expect(session.closed).toBe(1);
  });

  it("after stop, closes open sessions at once and later ones as soon as they open", async () => {
    const sessions = new FreshSessions();
    const open = new Session();
    let release!: () => void;
    const using = sessions.with(async () => open, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    sessions.stop();
    expect(open.closed).toBe(1);
    expect(sessions.isStopped).toBe(true);
    release();
    await using;
    const late = new Session();
    expect(await sessions.with(async () => late, async (s) => s.closed)).toBe(1);
  });

  it("counts the time a session is open on its lane", async () => {
    const clock = new WaitClock();
    const sessions = new FreshSessions(clock.lane("extra"));
    await sessions.with(async () => new Session(), () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(clock.totals().extraMs).toBeGreaterThanOrEqual(20);
  });
});
