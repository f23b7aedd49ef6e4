import { describe, expect, it } from "vitest";
import { jsonType } from "../../src/mcp/json-object.js";
import { declaredTypes, emptyValue, wrongTypeValue } from "../../src/scenarios/edge-values.js";

describe("wrongTypeValue", () => {
  it("gives a value of another JSON type for each single type", () => {
    expect(wrongTypeValue(["string"])).toBe(12345);
    expect(wrongTypeValue(["number"])).toBe("not-a-number");
    expect(wrongTypeValue(["boolean"])).toBe("not-a-boolean");
    expect(wrongTypeValue(["array"])).toBe("not-an-array");
    expect(wrongTypeValue(["object"])).toBe("not-an-object");
  });

  it("gives a value no member of a union accepts", () => {
    const v = wrongTypeValue(["boolean", "string"]);
    expect(["boolean", "string"]).not.toContain(jsonType(v));
    const all = wrongTypeValue(["string", "number", "boolean", "array", "object"]);
    expect(all).toBeNull();
  });
});

describe("declaredTypes", () => {
  it("reads type, type arrays, and enum or const value types", () => {
    expect(declaredTypes({ type: ["boolean", "string"] })).toEqual(["boolean", "string"]);
    expect(declaredTypes({ enum: ["a", 1] })).toEqual(["string", "integer"]);
    expect(declaredTypes({ const: true })).toEqual(["boolean"]);
    expect(declaredTypes({ description: "untyped" })).toBeUndefined();
  });
});

describe("emptyValue", () => {
  it("gives the empty value of the first declared type", () => {
    expect([{ type: "string" }, { type: "integer" }, { type: "boolean" }, { type: "array" }, { type: "object" }, {}].map(emptyValue)).toEqual(["", 0, false, [], {}, ""]);
  });
});
