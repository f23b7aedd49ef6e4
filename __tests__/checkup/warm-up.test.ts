import { describe, expect, it } from "vitest";
import { warmUpWhile } from "../../src/checkup/warm-up.js";
import { lintServer } from "../../src/lint/index.js";
import { planScenarios } from "../../src/scenarios/plan.js";

describe("warmUpWhile", () => {
  it("runs the engine's first-use work without throwing and leaves later plans unchanged", async () => {
    const tools = [{ name: "get", description: "Get one record by its id.", inputSchema: { type: "object", properties: { id: { type: "string", pattern: "^[a-z]{3}-\\d{2}$" } }, required: ["id"] } }];
    const options = { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] };
    const before = planScenarios(tools, options).scenarios;
    expect(await warmUpWhile(new Promise(() => undefined))).toBe(6);
    expect(await warmUpWhile(new Promise(() => undefined))).toBe(6);
    expect(planScenarios(tools, options).scenarios).toEqual(before);
    expect(lintServer({ tools }).findings).toEqual(lintServer({ tools }).findings);
  });

  it("warms up a step at a time only while the server starts", async () => {
    // Pending all along: every step runs (lint; each of the first two tools planned, then their calls judged; values
    // harvested and the next tools planned with them; those judged).
    expect(await warmUpWhile(new Promise(() => undefined))).toBe(6);
    // Up already (a server that starts at once): no step runs, nothing keeps it waiting.
    expect(await warmUpWhile(Promise.resolve())).toBe(0);
    expect(await warmUpWhile(Promise.reject(new Error("the server could not start")))).toBe(0);
    // Up after the first step: the rest is left.
    let up!: () => void;
    const starting = new Promise<void>((resolve) => (up = resolve));
    const warming = warmUpWhile(starting);
    await new Promise((resolve) => setImmediate(resolve));
    up();
    expect(await warming).toBe(1);
  });
});
