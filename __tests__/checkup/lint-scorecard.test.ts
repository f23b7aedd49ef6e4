import { describe, expect, it } from "vitest";
import { buildLintScorecard } from "../../src/checkup/lint-scorecard.js";
import { lintServer } from "../../src/lint/index.js";
import type { Tool } from "../../src/mcp/types.js";

const tools: Tool[] = [
  { name: "get_weather", description: "Get the current weather for a city, in degrees Celsius.", inputSchema: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] } },
  { name: "bad", inputSchema: { type: "object", properties: { x: {} }, required: ["y"] } },
];

describe("buildLintScorecard", () => {
  const scorecard = buildLintScorecard({ tools, server: { name: "weather", version: "1.0.0" }, protocol: { era: "legacy", version: "2025-11-25" }, target: "node server.js", lint: lintServer({ tools }), seed: 7 });

  it("holds the lint findings and no scenario or probe", () => {
    expect(scorecard.scenarios).toEqual([]);
    expect(scorecard.findings.some((f) => f.rule === "required-unknown-property" && f.tool === "bad")).toBe(true);
    expect(scorecard.findings.some((f) => f.rule === "description-missing" && f.tool === "bad")).toBe(true);
  });

  it("names the server, target, seed and every tool with its definition tokens", () => {
    expect(scorecard.server).toMatchObject({ name: "weather", version: "1.0.0" });
    expect(scorecard.target).toBe("node server.js");
    expect(scorecard.seed).toBe(7);
    expect(scorecard.tools.map((t) => t.name)).toEqual(["get_weather", "bad"]);
    for (const t of scorecard.tools) expect(t.definition_tokens).toBeGreaterThan(0);
  });

  it("counts what was not measured as full credit, so only lint moves the score", () => {
    expect(scorecard.happy_pass_rate).toBe(1);
    expect(scorecard.lint_score).toBeLessThan(1);
  });

  it("names a tool without a string name by its position", () => {
    const odd = [{ inputSchema: { type: "object" } } as unknown as Tool];
    expect(buildLintScorecard({ tools: odd, server: { name: "s", version: "1" }, protocol: { era: "legacy", version: "2025-11-25" }, target: "t", lint: lintServer({ tools: odd }) }).tools[0]?.name).toBe("<tool #1>");
  });
});
