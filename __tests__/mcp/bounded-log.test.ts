import { describe, expect, it } from "vitest";
import { BoundedLog } from "../../src/mcp/bounded-log.js";

describe("BoundedLog", () => {
  it("keeps the first entries of a 'first' log and counts them all", () => {
    const log = new BoundedLog<number>(3, "first");
    for (let i = 1; i <= 5; i++) log.push(i);
    expect(log.items()).toEqual([1, 2, 3]);
    expect(log.total).toBe(5);
  });

  it("keeps the latest entries of a 'last' log, oldest first", () => {
    const log = new BoundedLog<number>(3, "last");
    for (let i = 1; i <= 7; i++) log.push(i);
    expect(log.items()).toEqual([5, 6, 7]);
    expect(log.total).toBe(7);
  });
});
