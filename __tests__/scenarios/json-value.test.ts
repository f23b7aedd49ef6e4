import { describe, expect, it } from "vitest";
import { canonicalJson, setOwn } from "../../src/scenarios/json-value.js";

describe("canonicalJson", () => {
  it("gives equal texts for values equal but for key order, at any depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("writes undefined as a word rather than failing", () => {
    expect(canonicalJson(undefined)).toBe("undefined");
  });
});

describe("setOwn", () => {
  it("sets a property named __proto__ as data, leaving the prototype alone", () => {
    const target: Record<string, unknown> = {};
    setOwn(target, "__proto__", { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["__proto__"]);
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true}}');
  });
});
