import { describe, expect, it } from "vitest";
import { deriveSeed, hashString, mulberry32 } from "../../src/scenarios/prng.js";

describe("mulberry32", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a.next(), a.next(), a.next()]).toEqual([b.next(), b.next(), b.next()]);
  });

  it("gives a different sequence for another seed", () => {
    expect(mulberry32(1).next()).not.toBe(mulberry32(2).next());
  });

  it("keeps int() within its inclusive bounds", () => {
    const rng = mulberry32(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(3, 5));
    expect([...seen].sort()).toEqual([3, 4, 5]);
    expect(rng.int(5, 2)).toBe(5);
  });
});

describe("deriveSeed", () => {
  it("depends only on the global seed and the given names", () => {
    expect(deriveSeed(1, "read_file", 0)).toBe(deriveSeed(1, "read_file", 0));
    expect(deriveSeed(1, "read_file", 0)).not.toBe(deriveSeed(2, "read_file", 0));
    expect(deriveSeed(1, "read_file", 0)).not.toBe(deriveSeed(1, "write_file", 0));
  });

  it("is a 32-bit unsigned number", () => {
    const seed = deriveSeed(2 ** 32 - 1, "x");
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(hashString("")).toBe(0x811c9dc5);
  });
});
