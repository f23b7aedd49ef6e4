import { describe, expect, it } from "vitest";
import { CHECK, versionOfferCheck } from "../../src/protocol/check-names.js";

describe("protocol check names", () => {
  it("are distinct, since reports key checks by name", () => {
    const names = Object.values(CHECK);
    expect(new Set(names).size).toBe(names.length);
  });

  it("name one initialize offer, marking a revision that does not exist", () => {
    expect(versionOfferCheck("2025-06-18", false)).toBe("version negotiation: offering 2025-06-18");
    expect(versionOfferCheck("1999-01-01", true)).toBe("version negotiation: offering 1999-01-01 (no such revision)");
  });
});
