import { describe, expect, it } from "vitest";
import { finding, refersTo, refTo, uniqueRefs } from "../../src/findings/finding.js";

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
