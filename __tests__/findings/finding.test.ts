import { describe, expect, it } from "vitest";
import { capitalise, compareFindings, finding, pointerToken, refersTo, refTo, textHash, uniqueRefs, type Finding } from "../../src/findings/finding.js";

const crash = finding("edge-crash", { tool: "search", parameter: "query", message: "search died.", fix: "Validate." });
const serverWide = finding("protocol-ping", { message: "Ping got no answer.", fix: "Answer ping." });

describe("refTo", () => {
  it("names a finding by its rule, tool and parameter", () => {
    expect(refTo(crash)).toEqual({ rule: "edge-crash", tool: "search", parameter: "query" });
  });

  it("leaves out the tool and parameter a server-wide finding has not", () => {
    expect(refTo(serverWide)).toEqual({ rule: "protocol-ping" });
  });
});

describe("refersTo", () => {
  it("matches the finding a reference was made from", () => {
    expect(refersTo(refTo(crash), crash)).toBe(true);
  });

  it("does not match a finding of the same rule and tool with another parameter", () => {
    expect(refersTo({ rule: "edge-crash", tool: "search", parameter: "limit" }, crash)).toBe(false);
  });

  it("does not match a finding with a parameter from a reference without one", () => {
    expect(refersTo({ rule: "edge-crash", tool: "search" }, crash)).toBe(false);
  });
});

describe("uniqueRefs", () => {
  it("keeps the first of equal references, in order", () => {
    expect(uniqueRefs([{ rule: "edge-crash", tool: "a" }, { rule: "protocol-ping" }, { rule: "edge-crash", tool: "a" }])).toEqual([{ rule: "edge-crash", tool: "a" }, { rule: "protocol-ping" }]);
  });
});

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
