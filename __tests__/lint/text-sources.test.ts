import { expect, it } from "vitest";
import { INSTRUCTIONS_OWNER } from "../../src/findings/finding.js";
import { instructionsTextSources, sourceLabel, toolTextSources } from "../../src/lint/text-sources.js";
import type { Tool } from "../../src/mcp/types.js";

it("lists every model-visible text of a tool with where it is", () => {
  const tool: Tool = {
    name: "find",
    title: "Find",
    description: "Finds things.",
    annotations: { title: "Finder" },
    inputSchema: { type: "object", description: "Args", properties: { q: { type: "string", description: "Query", enum: ["a"] } } },
    outputSchema: { type: "object", properties: { hits: { type: "array", description: "Hits" } } },
  };
  expect(toolTextSources(tool, 0).map((s) => [s.kind, s.parameter ?? "", s.text])).toEqual([
    ["name", "", "find"],
    ["title", "", "Find"],
    ["title", "", "Finder"],
    ["description", "", "Finds things."],
    ["schema-description", "", "Args"],
    ["parameter-name", "q", "q"],
    ["schema-description", "q", "Query"],
    ["enum-value", "q", "a"],
    ["parameter-name", "outputSchema.hits", "hits"],
    ["schema-description", "outputSchema.hits", "Hits"],
  ]);
  expect(sourceLabel(toolTextSources(tool, 0)[6]!)).toBe('the description of parameter "q" of tool "find"');
  expect(sourceLabel(toolTextSources(tool, 0)[9]!)).toBe('the description of output field "hits" of tool "find"');
});

it("gives the instructions under <instructions>, and nothing for none", () => {
  expect(instructionsTextSources("Use it.")).toEqual([{ owner: INSTRUCTIONS_OWNER, kind: "instructions", field: "instructions", text: "Use it." }]);
  expect(instructionsTextSources(undefined)).toEqual([]);
  expect(instructionsTextSources("")).toEqual([]);
});
