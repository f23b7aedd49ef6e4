import { describe, expect, it } from "vitest";
import { boundedRegExp } from "../../src/scenarios/bounded-regexp.js";

describe("boundedRegExp", () => {
  it("answers at once for a pattern that backtracks without end", () => {
    // Without the linear-time fallback this takes longer than the test may (2^40 backtracking steps).
    expect(boundedRegExp("^(a+)+$", "u").test(`${"a".repeat(40)}b`)).toBe(false);
    expect(boundedRegExp("^(a+)+$", "u").test("aaaa")).toBe(true);
  });

  it("reads a pattern as the u flag does: its own syntax, and text outside the Basic Multilingual Plane", () => {
    expect(boundedRegExp("^\\p{L}+$", "u").test("Grüße")).toBe(true);
    expect(boundedRegExp("^.$", "u").test("😀")).toBe(true); // one code point with the flag, two code units without
    expect(boundedRegExp("^.$", "").test("😀")).toBe(false);
    expect(boundedRegExp("^.$", "u").toString()).toBe("/^.$/u");
  });

  it("throws what new RegExp throws", () => {
    expect(() => boundedRegExp("(", "u")).toThrow();
    expect(() => boundedRegExp("^a\\-b$", "u")).toThrow(); // an identity escape the u flag refuses
    expect(boundedRegExp("^a\\-b$", "").test("a-b")).toBe(true);
  });
});
