import { describe, expect, it } from "vitest";
import { CLIENT_INFO, isModernVersion, isRevision, META, modernMeta, pickVersion } from "../../src/mcp/versions.js";
import { VERSION } from "../../src/version.js";

describe("protocol revisions", () => {
  it("reads a revision as a YYYY-MM-DD date string", () => {
    expect(isRevision("2025-11-25")).toBe(true);
    expect(isRevision("2025-11")).toBe(false);
    expect(isRevision(20251125)).toBe(false);
  });

  it("calls 2026-07-28 and later modern, earlier ones and non-revisions not", () => {
    expect(isModernVersion("2026-07-28")).toBe(true);
    expect(isModernVersion("2027-01-01")).toBe(true);
    expect(isModernVersion("2025-11-25")).toBe(false);
    expect(isModernVersion("latest")).toBe(false);
  });

  it("puts the version, empty client capabilities and our clientInfo in the modern _meta", () => {
    expect(modernMeta("2026-07-28")).toEqual({
      [META.protocolVersion]: "2026-07-28",
      [META.clientCapabilities]: {},
      [META.clientInfo]: { name: "mcp-checkup", version: VERSION },
    });
    expect(CLIENT_INFO.version).toBe(VERSION);
  });
});

describe("pickVersion", () => {
  const any = () => true;

  it("takes the preferred revision when the server lists it", () => {
    expect(pickVersion(["2025-06-18", "2026-07-28"], "2025-06-18", any)).toBe("2025-06-18");
  });

  it("otherwise takes the newest accepted revision", () => {
    expect(pickVersion(["2024-11-05", "2026-07-28", "2025-06-18"], "2025-11-25", (v) => !isModernVersion(v))).toBe("2025-06-18");
  });

  it("is undefined for a list with nothing acceptable, or no list", () => {
    expect(pickVersion(["latest", 3], "2025-11-25", any)).toBeUndefined();
    expect(pickVersion("2025-11-25", "2025-11-25", any)).toBeUndefined();
  });
});
