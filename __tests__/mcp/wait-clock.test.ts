import { describe, expect, it } from "vitest";
import { WaitClock, type LoopTime } from "../../src/mcp/wait-clock.js";

/** A clock moved by hand: `idle(ms)` passes time with the event loop idle, `busy(ms)` with it running code. */
function handClock(): LoopTime & { idleFor(ms: number): void; busyFor(ms: number): void } {
  let now = 1000;
  let idle = 0;
  return {
    now: () => now,
    idle: () => idle,
    idleFor(ms) {
      now += ms;
      idle += ms;
    },
    busyFor(ms) {
      now += ms;
    },
  };
}

describe("WaitClock", () => {
  it("counts overlapping waits on the server once", () => {
    const time = handClock();
    const clock = new WaitClock(time);
    const first = clock.begin("server");
    const second = clock.begin("server");
    time.idleFor(30);
    first();
    time.idleFor(10);
    second();
    expect(clock.totals()).toEqual({ serverMs: 40, extraMs: 0, ownMs: 0, totalMs: 40 });
  });

  it("counts an extra server's time only while the server under test is not waited on", () => {
    const time = handClock();
    const clock = new WaitClock(time);
    const server = clock.begin("server");
    const extra = clock.begin("extra");
    time.idleFor(20);
    server();
    time.idleFor(15);
    extra();
    expect(clock.totals()).toEqual({ serverMs: 20, extraMs: 15, ownMs: 0, totalMs: 35 });
  });

  it("counts time this process spends running code as its own, even while the server is waited on", () => {
    const time = handClock();
    const clock = new WaitClock(time);
    const end = clock.begin("server");
    time.busyFor(25);
    time.idleFor(5);
    end();
    expect(clock.totals()).toEqual({ serverMs: 5, extraMs: 0, ownMs: 25, totalMs: 30 });
  });

  it("counts an idle wait on nothing as its own, and a wait still open up to now", () => {
    const time = handClock();
    const clock = new WaitClock(time);
    time.idleFor(7);
    clock.begin("extra");
    time.idleFor(3);
    expect(clock.totals()).toEqual({ serverMs: 0, extraMs: 3, ownMs: 7, totalMs: 10 });
  });

  it("ends a wait once however often its end is called", () => {
    const time = handClock();
    const clock = new WaitClock(time);
    const end = clock.begin("server");
    const other = clock.begin("server");
    end();
    end();
    time.idleFor(10);
    expect(clock.totals().serverMs).toBe(10); // `other` is still waited on
    other();
  });

  it("times a piece of work as a wait of its kind", async () => {
    const time = handClock();
    const clock = new WaitClock(time);
    await clock.during("server", async () => time.idleFor(12));
    time.idleFor(4);
    expect(clock.totals()).toEqual({ serverMs: 12, extraMs: 0, ownMs: 4, totalMs: 16 });
  });
});
