import { describe, expect, it } from "vitest";
import { BoundedMemo } from "../../src/scenarios/bounded-memo.js";

describe("BoundedMemo", () => {
  it("returns what it was given, remembers it, and tells a remembered null from nothing", () => {
    const memo = new BoundedMemo<string, number | null>(10);
    expect(memo.get("a")).toBeUndefined();
    expect(memo.set("a", 1)).toBe(1);
    expect(memo.set("b", null)).toBeNull();
    expect(memo.get("a")).toBe(1);
    expect(memo.get("b")).toBeNull();
  });

  it("forgets every entry at once when full, then holds the new one", () => {
    const memo = new BoundedMemo<number, number>(3);
    for (const n of [1, 2, 3]) memo.set(n, n * 10);
    expect([1, 2, 3].map((n) => memo.get(n))).toEqual([10, 20, 30]);
    memo.set(4, 40);
    expect([1, 2, 3, 4].map((n) => memo.get(n))).toEqual([undefined, undefined, undefined, 40]);
  });
});
