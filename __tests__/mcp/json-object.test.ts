import { describe, expect, it } from "vitest";
import { isJsonObject } from "../../src/mcp/json-object.js";

describe("isJsonObject", () => {
  it("accepts plain objects, the empty one too", () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect(isJsonObject({})).toBe(true);
  });

  it("refuses null, arrays and primitives", () => {
    for (const value of [null, undefined, [], [1], "{}", 0, true]) expect(isJsonObject(value), JSON.stringify(value)).toBe(false);
  });
});
