import { describe, expect, it } from "vitest";
import { warmUp } from "../../src/checkup/warm-up.js";
import { lintServer } from "../../src/lint/index.js";
import { planScenarios } from "../../src/scenarios/plan.js";

describe("warmUp", () => {
  it("runs the engine's first-use work without throwing and leaves later plans unchanged", () => {
    const tools = [{ name: "get", description: "Get one record by its id.", inputSchema: { type: "object", properties: { id: { type: "string", pattern: "^[a-z]{3}-\\d{2}$" } }, required: ["id"] } }];
    const options = { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] };
    const before = planScenarios(tools, options).scenarios;
    expect(() => warmUp()).not.toThrow();
    expect(() => warmUp()).not.toThrow();
    expect(planScenarios(tools, options).scenarios).toEqual(before);
    expect(lintServer({ tools }).findings).toEqual(lintServer({ tools }).findings);
  });
});
