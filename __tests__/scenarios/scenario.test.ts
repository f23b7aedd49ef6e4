import { describe, expect, it } from "vitest";
import { wrongTypePhrase } from "../../src/scenarios/scenario.js";

describe("wrongTypePhrase", () => {
  it("says the type sent and the types declared", () => {
    expect(wrongTypePhrase({ sent: "integer", declared: ["string"] })).toBe("integer instead of string");
    expect(wrongTypePhrase({ sent: "boolean", declared: ["string", "null"] })).toBe("boolean instead of string or null");
  });
});
