import { describe, expect, it } from "vitest";
import { serverJsonProblems } from "../../src/mcp/server-json-schema.js";

const valid = {
  $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  name: "io.github.example/weather",
  description: "Weather forecasts.",
  version: "1.0.0",
  packages: [{ registryType: "npm", identifier: "@example/weather", version: "1.0.0", transport: { type: "stdio" } }],
};

describe("serverJsonProblems", () => {
  it("finds nothing wrong with a valid server.json", () => {
    expect(serverJsonProblems(valid)).toEqual([]);
  });

  it("names a missing required member with its JSON pointer", () => {
    const { transport: _dropped, ...pkg } = valid.packages[0]!;
    expect(serverJsonProblems({ ...valid, packages: [pkg] })).toContain("/packages/0 must have required property 'transport'");
  });

  it("leaves an overlong description to its own rule", () => {
    expect(serverJsonProblems({ ...valid, description: "x".repeat(500) })).toEqual([]);
  });

  it("keeps at most ten problems, each once", () => {
    const problems = serverJsonProblems({ packages: Array.from({ length: 20 }, () => ({})) });
    expect(problems.length).toBe(10);
    expect(new Set(problems).size).toBe(problems.length);
  });
});
