import { describe, expect, it } from "vitest";
import { canonicalData, canonicalSchema, canonicalText } from "../../src/drift/canonical-json.js";

describe("canonicalData", () => {
  it("sorts object keys at every level and keeps array order", () => {
    const value = { b: [3, 1, { z: 1, a: 2 }], a: { d: 1, c: 2 } };
    expect(JSON.stringify(canonicalData(value))).toBe('{"a":{"c":2,"d":1},"b":[3,1,{"a":2,"z":1}]}');
  });

  it("keeps a __proto__ key as data instead of changing the prototype", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown;
    const out = canonicalData(value) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(["__proto__", "a"]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("canonicalSchema", () => {
  it("sorts required and type arrays but keeps enum order", () => {
    const schema = { type: "object", required: ["b", "a"], properties: { x: { type: ["string", "null"], enum: ["z", "a", null] } } };
    expect(canonicalSchema(schema)).toEqual({
      properties: { x: { enum: ["z", "a", null], type: ["null", "string"] } },
      required: ["a", "b"],
      type: "object",
    });
  });

  it("does not reorder data that only looks like a schema (a default value with a required key)", () => {
    const schema = { type: "object", default: { required: ["b", "a"] } };
    expect(canonicalSchema(schema)).toEqual({ default: { required: ["b", "a"] }, type: "object" });
  });

  it("canonicalises subschemas inside items, combinators and $defs", () => {
    const schema = { $defs: { T: { required: ["y", "x"] } }, anyOf: [{ required: ["b", "a"] }], items: { required: ["d", "c"] } };
    expect(canonicalText(canonicalSchema(schema))).toBe('{"$defs":{"T":{"required":["x","y"]}},"anyOf":[{"required":["a","b"]}],"items":{"required":["c","d"]}}');
  });
});
