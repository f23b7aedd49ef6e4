import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { compileSchema } from "../../src/scenarios/ajv-validate.js";
import { planScenarios, type PlanOptions } from "../../src/scenarios/plan.js";
import { narrowSchema, proseRequirements } from "../../src/scenarios/prose-requirements.js";

const OPTIONS: PlanOptions = { seed: 1, cases: 3, edgeCases: false, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] };

const dates: Tool = {
  name: "date_tool",
  description: "Date arithmetic.",
  inputSchema: {
    type: "object",
    properties: {
      action: { type: "string", enum: ["diff", "add", "hmac"] },
      date1: { type: "string", description: "First date" },
      date2: { type: "string", description: "Second date for diff" },
      key: { type: "string", description: "Secret key (required for hmac)" },
    },
    required: ["action", "date1"],
  },
};

const scraper: Tool = {
  name: "scrape",
  description: "Scrape a page. Provide exactly one of url or html.",
  inputSchema: { type: "object", properties: { url: { type: "string" }, html: { type: "string" } } },
};

const requirements = (properties: Record<string, unknown>, description = "", required: string[] = []) =>
  proseRequirements({ name: "t", description, inputSchema: { type: "object", properties, required } });

describe("requirements stated in prose", () => {
  it("ties a property to the enum value its description names after 'for'", () => {
    expect(proseRequirements(dates).filter((r) => r.kind === "by-value")).toEqual([
      { kind: "by-value", property: "date2", discriminator: "action", value: "diff", text: "Second date for diff" },
      { kind: "by-value", property: "key", discriminator: "action", value: "hmac", text: "Secret key (required for hmac)" },
    ]);
  });

  it("reads 'required when <property> is <value>' and lists of values", () => {
    const mode = { type: "string", enum: ["list", "create", "delete", "verify"] };
    expect(requirements({ mode, tagName: { type: "string", description: "Tag name for create/delete/verify operations." } }).map((r) => r.kind === "by-value" && r.value)).toEqual([
      "create",
      "delete",
      "verify",
    ]);
    expect(requirements({ mode, name: { type: "string", description: "Required when mode is 'create'." } })).toMatchObject([{ kind: "by-value", property: "name", value: "create" }]);
  });

  it("reads 'exactly one of a or b' in the tool's description", () => {
    expect(proseRequirements(scraper)).toEqual([{ kind: "one-of", properties: ["url", "html"], exactly: true, text: "Provide exactly one of url or html." }]);
  });

  it("reads 'at least one of' and 'required if b is not provided' as at least one", () => {
    expect(requirements({ a: { type: "string" }, b: { type: "string" } }, "Give at least one of `a` and `b`.")).toMatchObject([{ kind: "one-of", exactly: false }]);
    expect(requirements({ id: { type: "string", description: "Required if name is not provided." }, name: { type: "string" } })).toMatchObject([
      { kind: "one-of", properties: ["id", "name"], exactly: false },
    ]);
  });

  it("reads one property needing another", () => {
    expect(requirements({ page: { type: "integer", description: "Only used with limit." }, limit: { type: "integer" } })).toMatchObject([{ kind: "with", property: "page", needs: "limit" }]);
    expect(requirements({ token: { type: "string", description: "Required when refresh is set." }, refresh: { type: "boolean" } })).toMatchObject([
      { kind: "with", property: "refresh", needs: "token" },
    ]);
  });

  it("reads an unlisted property whose own description says it is required", () => {
    expect(requirements({ path: { type: "string", description: "Required. The file to read." } })).toMatchObject([{ kind: "always", property: "path" }]);
  });

  it("takes a schema that already uses if/then or oneOf at its word", () => {
    const schema = { ...(dates.inputSchema as object), if: { properties: { action: { const: "diff" } } }, then: { required: ["date2"] } };
    expect(proseRequirements({ ...dates, inputSchema: schema })).toEqual([]);
  });

  it("never reads a value of a property that has no enum or listed values", () => {
    expect(requirements({ action: { type: "string" }, date2: { type: "string", description: "Second date for diff" } })).toEqual([]);
  });
});

describe("narrowSchema", () => {
  it("only adds constraints, so a value valid for the narrowed schema is valid for the original", () => {
    const narrowed = narrowSchema(dates.inputSchema, proseRequirements(dates), { action: "diff" }, 0);
    const value = { action: "diff", date1: "2026-01-15", date2: "2026-01-16" };
    const strict = compileSchema(narrowed);
    const original = compileSchema(dates.inputSchema);
    expect(strict.ok && strict.validate(value)).toEqual([]);
    expect(original.ok && original.validate(value)).toEqual([]);
    expect(strict.ok && strict.validate({ action: "diff", date1: "2026-01-15" }).length).toBeGreaterThan(0);
  });
});

describe("happy cases that satisfy prose requirements", () => {
  it("sends date2 with action diff and key with action hmac", () => {
    const happy = planScenarios([dates], OPTIONS).scenarios.map((s) => s.arguments as Record<string, unknown>);
    const diff = happy.find((a) => a.action === "diff");
    const hmac = happy.find((a) => a.action === "hmac");
    expect(diff).toHaveProperty("date2");
    expect(diff).not.toHaveProperty("key");
    expect(hmac).toHaveProperty("key");
    expect(hmac).not.toHaveProperty("date2");
  });

  it("sends exactly one of url or html in every case", () => {
    for (const s of planScenarios([scraper], OPTIONS).scenarios) expect(Object.keys(s.arguments as object).filter((k) => k === "url" || k === "html")).toHaveLength(1);
  });

  it("names every value a property is needed for once", () => {
    const mode = { type: "string", enum: ["list", "create", "delete"] };
    const tool: Tool = { name: "tags", inputSchema: { type: "object", properties: { mode, tagName: { type: "string", description: "Tag name for create/delete operations." } } } };
    expect(planScenarios([tool], OPTIONS).findings[0]?.message).toContain(`'tagName' is needed when mode is "create" or "delete" ("Tag name for create/delete operations.")`);
  });

  it("reports the tool once at info with requirement-in-prose, naming if/then", () => {
    const findings = planScenarios([dates], OPTIONS).findings.filter((f) => f.rule === "requirement-in-prose");
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: "info", tool: "date_tool" });
    expect(findings[0]?.message).toContain(`'date2' is needed when action is "diff"`);
    expect(findings[0]?.fix).toContain('"then": {"required": ["date2"]}');
  });
});
