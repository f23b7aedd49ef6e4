import { describe, expect, it } from "vitest";
import { DEFINITION_LARGE_TOKENS, definitionTokens, estimateTokens, instructionsTokens, lintDefinitionSize, TOKEN_METHOD } from "../../src/lint/context-cost.js";
import type { Tool } from "../../src/mcp/types.js";

describe("token estimates", () => {
  it("counts ceil(characters / 4) of the tool's compact JSON, every field included", () => {
    const tool: Tool = { name: "echo", description: "Echoes back the input string", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } };
    const json = JSON.stringify(tool);
    expect(definitionTokens(tool)).toBe(Math.ceil(json.length / 4));
  });

  it("counts an emoji (a surrogate pair) as one character", () => {
    expect(estimateTokens("\u{1F600}\u{1F600}\u{1F600}\u{1F600}")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    expect(estimateTokens("")).toBe(0);
  });

  it("counts the instructions text as given, and no instructions as 0", () => {
    expect(instructionsTokens("x".repeat(9))).toBe(3);
    expect(instructionsTokens(undefined)).toBe(0);
  });

  it("states the method for reports", () => {
    expect(TOKEN_METHOD).toBe("characters ÷ 4 of the compact JSON a client sends, rounded up");
  });
});

describe("definition-large", () => {
  const withDescription = (chars: number): Tool => ({ name: "big", description: "d".repeat(chars), inputSchema: { type: "object" } });

  it("warns about a definition above the threshold, naming the size and the biggest part", () => {
    const tool = withDescription(DEFINITION_LARGE_TOKENS * 4 + 100);
    const findings = lintDefinitionSize(tool, 0);
    expect(findings.map((f) => [f.rule, f.severity, f.tool])).toEqual([["definition-large", "warning", "big"]]);
    expect(findings[0]!.message).toContain(`about ${definitionTokens(tool)} tokens`);
    expect(findings[0]!.fix).toContain("its description");
  });

  it("does not warn at or below the threshold", () => {
    const overhead = definitionTokens(withDescription(0));
    const tool = withDescription((DEFINITION_LARGE_TOKENS - overhead) * 4);
    expect(definitionTokens(tool)).toBeLessThanOrEqual(DEFINITION_LARGE_TOKENS);
    expect(lintDefinitionSize(tool, 0)).toEqual([]);
  });
});
