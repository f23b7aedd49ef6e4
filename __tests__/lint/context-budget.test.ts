import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgetFindings, contextBreakdown, costliestTools, REPEAT_MIN_TOKENS } from "../../src/lint/context-budget.js";
import { lintServer, parseToolsFile } from "../../src/lint/index.js";
import type { Tool } from "../../src/mcp/types.js";

const address = {
  type: "object",
  description: "A postal address with every field a courier needs to deliver a parcel to the door.",
  properties: {
    street: { type: "string", description: "Street and house number" },
    city: { type: "string", description: "City or town" },
    postcode: { type: "string", description: "Postal code" },
    country: { type: "string", description: "ISO 3166-1 alpha-2 country code" },
  },
  required: ["street", "city", "country"],
};
const tool = (name: string, properties: Record<string, unknown>): Tool => ({ name, description: `The ${name} tool.`, inputSchema: { type: "object", properties } });

describe("contextBreakdown", () => {
  it("finds a sub-schema a tool repeats and what $defs saves there", () => {
    const { repeated, savingTokens } = contextBreakdown([tool("ship", { from: address, to: address, weight: { type: "number" } })]);
    expect(repeated).toHaveLength(1);
    const [r] = repeated;
    expect(r!.occurrences).toEqual([
      { tool: "ship", schema: "inputSchema", pointer: "/properties/from" },
      { tool: "ship", schema: "inputSchema", pointer: "/properties/to" },
    ]);
    expect(r!.tokens).toBe(Math.ceil(JSON.stringify(address).length / 4));
    expect(r!.saving_tokens).toBeGreaterThan(r!.tokens / 2);
    expect(r!.saving_tokens).toBeLessThan(r!.tokens);
    expect(savingTokens).toBe(r!.saving_tokens);
  });

  it("lists a sub-schema repeated only across tools with no $defs saving (each inputSchema is its own document)", () => {
    const { repeated, savingTokens } = contextBreakdown([tool("ship", { to: address }), tool("bill", { to: address })]);
    expect(repeated.map((r) => [r.tools, r.saving_tokens])).toEqual([[["ship", "bill"], 0]]);
    expect(savingTokens).toBe(0);
  });

  it("lists the repeated parent, not its repeated children again", () => {
    const { repeated } = contextBreakdown([tool("ship", { from: address, to: address })]);
    expect(repeated.map((r) => r.occurrences.map((o) => o.pointer))).toEqual([["/properties/from", "/properties/to"]]);
  });

  it(`ignores sub-schemas smaller than ${REPEAT_MIN_TOKENS} tokens and sub-schemas already in $defs`, () => {
    const small = { type: "string", description: "A name" };
    const withDefs: Tool = { name: "ship", inputSchema: { type: "object", $defs: { A: address }, properties: { a: { $ref: "#/$defs/A" }, b: small, c: small } } };
    expect(contextBreakdown([withDefs]).repeated).toEqual([]);
  });

  it("finds nothing to share in the official reference servers", () => {
    for (const server of ["everything", "filesystem", "memory", "sequential-thinking"]) {
      const tools = parseToolsFile(readFileSync(`__tests__/fixtures/tools/${server}.json`, "utf8"), server);
      expect({ server, saving: contextBreakdown(tools).savingTokens }).toEqual({ server, saving: 0 });
    }
  });
});

describe("context-over-budget", () => {
  const tools = [tool("ship", { from: address, to: address }), tool("track", { id: { type: "string" } })];
  const lint = lintServer({ tools });

  it("is reported above the budget, naming the costliest tools and the $defs saving", () => {
    const findings = budgetFindings(lint.contextTokens, 50, lint.definitionTokens, contextBreakdown(tools));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["context-over-budget", "error"]]);
    expect(findings[0]!.message).toContain(`about ${lint.contextTokens} tokens`);
    expect(findings[0]!.message).toContain(`over the budget of 50 (${lint.contextTokens - 50} too many`);
    expect(findings[0]!.message).toContain(`Costliest tools: "ship" ${lint.definitionTokens.ship}, "track" ${lint.definitionTokens.track}.`);
    expect(findings[0]!.message).toContain("into $defs saves about");
  });

  it("is not reported at exactly the budget", () => {
    expect(budgetFindings(lint.contextTokens, lint.contextTokens, lint.definitionTokens, contextBreakdown(tools))).toEqual([]);
  });

  it("comes from lintServer with tokenBudget, which also reports the breakdown", () => {
    const result = lintServer({ tools, tokenBudget: 50 });
    expect(result.findings.filter((f) => f.rule === "context-over-budget")).toHaveLength(1);
    expect(result.context.budget).toBe(50);
    expect(result.context.repeated_schemas).toHaveLength(1);
    expect(lintServer({ tools }).context.budget).toBeNull();
  });
});

describe("costliestTools", () => {
  it("orders by tokens, then name, and keeps n", () => {
    expect(costliestTools({ b: 10, a: 10, c: 30, d: 1 }, 3)).toEqual([
      { name: "c", tokens: 30 },
      { name: "a", tokens: 10 },
      { name: "b", tokens: 10 },
    ]);
  });
});
