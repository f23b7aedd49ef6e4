import { describe, expect, it } from "vitest";
import { isJsonObject, jsonType } from "../../src/mcp/json-object.js";

describe("isJsonObject", () => {
  it("accepts plain objects, the empty one too", () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect(isJsonObject({})).toBe(true);
  });

  it("refuses null, arrays and primitives", () => {
    for (const value of [null, undefined, [], [1], "{}", 0, true]) expect(isJsonObject(value), JSON.stringify(value)).toBe(false);
  });
});

describe("jsonType", () => {
  it("names a value's type as JSON Schema does, a whole number being an integer", () => {
    expect([null, [], {}, "s", true, 3, 3.5, 1e21].map(jsonType)).toEqual(["null", "array", "object", "string", "boolean", "integer", "number", "integer"]);
  });
});
