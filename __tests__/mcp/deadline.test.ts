import { describe, expect, it } from "vitest";
import { settlesWithin, withDeadline } from "../../src/mcp/deadline.js";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("waiting with a deadline", () => {
  it("gives the work's value when it settles in time, and leaves no timer behind", async () => {
    const before = timers();
    expect(await withDeadline(Promise.resolve(7), 60_000)).toBe(7);
    expect(timers()).toBe(before);
  });

  it("gives undefined when the work outlasts the deadline", async () => {
    expect(await withDeadline(new Promise(() => undefined), 5)).toBeUndefined();
  });

  it("tells whether work settled in time, a rejection included", async () => {
    expect(await settlesWithin(Promise.reject(new Error("no")), 60_000)).toBe(true);
    expect(await settlesWithin(new Promise(() => undefined), 5)).toBe(false);
  });
});
