import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { WaitClock } from "../../src/mcp/wait-clock.js";

describe("WaitClock", () => {
  it("counts overlapping waits on the server once", async () => {
    const clock = new WaitClock();
    const first = clock.begin("server");
    const second = clock.begin("server");
    await sleep(30);
    first();
    second();
    const { serverMs, totalMs } = clock.totals();
    expect(serverMs).toBeLessThanOrEqual(totalMs);
    expect(serverMs).toBeGreaterThanOrEqual(25);
  });

  it("counts an extra server's time only while the server under test is not waited on", async () => {
    const clock = new WaitClock();
    const server = clock.begin("server");
    const extra = clock.begin("extra");
    await sleep(20);
    server();
    await sleep(20);
    extra();
    const { serverMs, extraMs } = clock.totals();
    expect(serverMs).toBeGreaterThanOrEqual(15);
    expect(extraMs).toBeGreaterThanOrEqual(15);
    expect(extraMs).toBeLessThan(serverMs + extraMs);
  });

  it("splits the total into server, extra and own time that add up", async () => {
    const clock = new WaitClock();
    await sleep(5);
    await clock.during("extra", () => sleep(10));
    await clock.during("server", () => sleep(10));
    const { serverMs, extraMs, ownMs, totalMs } = clock.totals();
    expect(serverMs + extraMs + ownMs).toBe(totalMs);
    expect(ownMs).toBeGreaterThanOrEqual(0);
  });

  it("ends a wait once however often its end is called", async () => {
    const clock = new WaitClock();
    const end = clock.begin("server");
    end();
    end();
    const other = clock.begin("server");
    await sleep(15);
    expect(clock.totals().serverMs).toBeGreaterThanOrEqual(10); // still counted: the second end did not end `other`
    other();
  });
});
