import { describe, expect, it } from "vitest";
import { DESCRIPTION_MIN_CHARS, lintDescription } from "../../src/lint/descriptions.js";
import type { Tool } from "../../src/mcp/types.js";

const lint = (description: unknown) => lintDescription({ name: "get_weather", description, inputSchema: { type: "object" } } as Tool, 0);

describe("description-missing", () => {
  it.each([
    ["absent", undefined],
    ["empty", ""],
    ["blank", "  \n\t "],
    ["not a string", { text: "Returns the weather" }],
    ["null", null],
  ])("warns when the description is %s", (_what, description) => {
    const findings = lint(description);
    expect(findings.map((f) => [f.rule, f.severity, f.tool])).toEqual([["description-missing", "warning", "get_weather"]]);
    expect(findings[0]!.fix).toContain("get_weather");
  });
});

describe("description-short", () => {
  it("warns about a description under the threshold and quotes it", () => {
    const findings = lint("Get weather");
    expect(findings.map((f) => f.rule)).toEqual(["description-short"]);
    expect(findings[0]!.message).toContain('"Get weather"');
    expect(findings[0]!.message).toContain("11-character");
  });

  it("counts characters after collapsing whitespace", () => {
    expect(lint("  Get   the\n weather  ").map((f) => f.rule)).toEqual(["description-short"]);
  });

  it(`accepts a description of exactly ${DESCRIPTION_MIN_CHARS} characters`, () => {
    expect(lint("x".repeat(DESCRIPTION_MIN_CHARS))).toEqual([]);
    expect(lint("x".repeat(DESCRIPTION_MIN_CHARS - 1)).map((f) => f.rule)).toEqual(["description-short"]);
  });

  it("accepts the shortest descriptions of the official reference servers", () => {
    expect(lint("Echoes back the input string")).toEqual([]);
    expect(lint("Returns the sum of two numbers")).toEqual([]);
  });
});
