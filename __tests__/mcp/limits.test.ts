import { describe, expect, it } from "vitest";
import { jsonDepth, mayNestDeeperThan, pruneDeep, TOO_DEEP } from "../../src/mcp/limits.js";

describe("pruneDeep", () => {
  it("cuts 200,000 nested arrays at the limit without overflowing the stack", () => {
    const value = JSON.parse("[".repeat(200_000) + "]".repeat(200_000));
    expect(pruneDeep(value, 256)).toBe(true);
    expect(jsonDepth(value)).toBe(256);
    expect(JSON.stringify(value)).toContain(TOO_DEEP);
  });

  it("leaves a value within the limit as it is", () => {
    const value = { a: { b: [1, { c: 2 }] } };
    expect(pruneDeep(value, 4)).toBe(false);
    expect(value).toEqual({ a: { b: [1, { c: 2 }] } });
  });
});

describe("mayNestDeeperThan", () => {
  it("is true only for text with more openers than the depth", () => {
    expect(mayNestDeeperThan("[[[]]]", 3)).toBe(false);
    expect(mayNestDeeperThan("[[[[]]]]", 3)).toBe(true);
    expect(mayNestDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(mayNestDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    // Openers inside strings count too: a false alarm costs a walk, never a value left uncut.
    expect(mayNestDeeperThan('{"text":"[[[["}', 3)).toBe(true);
    expect(mayNestDeeperThan("x".repeat(100), 3)).toBe(false);
  });
});

describe("jsonDepth", () => {
  it("counts nesting levels and stops counting at the limit", () => {
    expect(jsonDepth("x")).toBe(0);
    expect(jsonDepth({ a: [{}] })).toBe(3);
    expect(jsonDepth(JSON.parse("[".repeat(5000) + "]".repeat(5000)), 101)).toBe(101);
  });
});
