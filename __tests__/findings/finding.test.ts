import { describe, expect, it } from "vitest";
import { capitalise, compareFindings, finding, pointerToken, textHash, type Finding } from "../../src/findings/finding.js";

describe("finding", () => {
  it("takes the catalogue's severity unless one is given, and leaves undefined keys out", () => {
    expect(finding("description-missing", { tool: "t", message: "m", fix: "f", parameter: undefined })).toEqual({ rule: "description-missing", severity: "warning", tool: "t", message: "m", fix: "f" });
    expect(finding("edge-internal-error", { message: "m", fix: "f", severity: "info" }).severity).toBe("info");
  });
});

describe("textHash", () => {
  it("is 16 hex digits, equal for equal texts and different for a one-character change", () => {
    expect(textHash("Reads a file.")).toMatch(/^[0-9a-f]{16}$/);
    expect(textHash("Reads a file.")).toBe(textHash("Reads a file."));
    expect(textHash("Reads a file!")).not.toBe(textHash("Reads a file."));
  });
});

describe("pointerToken", () => {
  it("escapes ~ and / as RFC 6901 asks", () => {
    expect(pointerToken("a/b~c")).toBe("a~1b~0c");
    expect(pointerToken(3)).toBe("3");
  });
});

describe("capitalise", () => {
  it("upper-cases the first letter only", () => {
    expect(capitalise("the server died")).toBe("The server died");
    expect(capitalise("")).toBe("");
  });
});

describe("compareFindings", () => {
  const f = (severity: Finding["severity"], tool: string | undefined, rule: Finding["rule"], message = "m"): Finding => ({ rule, severity, message, fix: "", ...(tool ? { tool } : {}) });

  it("orders by severity, then tool, then rule, then message", () => {
    const sorted = [f("info", "a", "description-short"), f("error", "b", "schema-missing"), f("error", "a", "schema-no-type"), f("error", "a", "schema-missing", "z"), f("error", "a", "schema-missing", "b"), f("warning", undefined, "stdout-pollution")].sort(compareFindings);
    expect(sorted.map((x) => `${x.severity} ${x.tool ?? "-"} ${x.rule} ${x.message}`)).toEqual([
      "error a schema-missing b",
      "error a schema-missing z",
      "error a schema-no-type m",
      "error b schema-missing m",
      "warning - stdout-pollution m",
      "info a description-short m",
    ]);
  });
});
