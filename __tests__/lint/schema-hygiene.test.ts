import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/findings/finding.js";
import { lintSchemaHygiene, saysRequired } from "../../src/lint/schema-hygiene.js";
import type { Tool } from "../../src/mcp/types.js";

const lint = (inputSchema: unknown, name = "t"): Finding[] => lintSchemaHygiene({ name, description: "A tool used in tests.", inputSchema } as Tool, 0);
const summary = (findings: Finding[]) => findings.map((f) => [f.rule, f.parameter ?? ""]);

describe("schema-missing and schema-no-type", () => {
  it.each([
    ["missing", undefined],
    ["null", null],
    ["a string", "object"],
    ["an array", [{ type: "object" }]],
  ])("reports schema-missing (only) when the inputSchema is %s", (_what, schema) => {
    const findings = lint(schema);
    expect(summary(findings)).toEqual([["schema-missing", ""]]);
    expect(findings[0]!.severity).toBe("error");
    expect(findings[0]!.fix).toContain('"type": "object"');
  });

  it("reports schema-missing for a validator object serialized as it is, naming its keys", () => {
    const findings = lint({ def: { type: "object", shape: { token: { def: { type: "string" } } } }, type: "object" });
    expect(summary(findings)).toEqual([["schema-missing", ""]]);
    expect(findings[0]!.message).toContain('(keys "def")');
  });

  it("leaves alone a schema with properties that happen to be called shape or def", () => {
    expect(summary(lint({ type: "object", properties: { shape: { type: "string" }, def: { type: "string" } } })).map(([rule]) => rule)).not.toContain("schema-missing");
  });

  it("reports schema-no-type for a boolean root schema, valid JSON Schema but not an MCP inputSchema", () => {
    expect(summary(lint(true))).toEqual([["schema-no-type", ""]]);
  });

  it.each([
    ["no type", {}],
    ["type array", { type: "array", items: { type: "string" } }],
    ["a nullable object", { type: ["object", "null"] }],
  ])("reports schema-no-type when the root has %s", (_what, schema) => {
    expect(summary(lint(schema))).toEqual([["schema-no-type", ""]]);
  });

  it("still checks the properties of a root without type", () => {
    expect(summary(lint({ properties: { a: {} } })).sort()).toEqual([
      ["property-no-type", "a"],
      ["required-list-missing", ""],
      ["schema-no-type", ""],
    ]);
  });

  it.each([
    ["{type: object}", { type: "object" }],
    ["additionalProperties {}", { type: "object", additionalProperties: {} }],
    ["empty properties", { type: "object", properties: {} }],
    ["additionalProperties false", { type: "object", additionalProperties: false }],
    ["type [object]", { type: ["object"] }],
  ])("accepts an object schema without properties (%s)", (_what, schema) => {
    expect(lint(schema)).toEqual([]);
  });
});

describe("schema-root-combinator", () => {
  it("warns about oneOf at the root even when type is object", () => {
    const findings = lint({
      type: "object",
      properties: { id: { type: "string" }, name: { type: "string" } },
      oneOf: [{ required: ["id"] }, { required: ["name"] }],
    });
    expect(summary(findings)).toEqual([["schema-root-combinator", ""]]);
    expect(findings[0]!.severity).toBe("warning");
    expect(findings[0]!.message).toContain('"oneOf"');
  });

  it("reports both the combinator and the missing type for a bare anyOf root", () => {
    const rules = lint({ anyOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }] }).map((f) => f.rule);
    expect(rules.sort()).toEqual(["schema-no-type", "schema-root-combinator"]);
  });

  it("does not report combinators inside a parameter", () => {
    expect(lint({ type: "object", properties: { v: { anyOf: [{ type: "string" }, { type: "number" }] } }, required: ["v"] })).toEqual([]);
  });
});

describe("property-no-type", () => {
  it("reports each parameter that has only a description, naming it", () => {
    const findings = lint({ type: "object", properties: { minEntities: { description: "Smallest count" }, sample: { description: "How many" } }, required: [] });
    expect(summary(findings)).toEqual([
      ["property-no-type", "minEntities"],
      ["property-no-type", "sample"],
    ]);
    expect(findings[0]!.message).toContain('parameter "minEntities"');
    expect(findings[0]!.fix).toContain('"type"');
  });

  it.each([
    ["$ref", { $ref: "#/$defs/Thing" }],
    ["enum", { enum: ["a", "b"] }],
    ["const", { const: 3 }],
    ["anyOf with typed branches", { anyOf: [{ type: "string" }, { $ref: "#/$defs/X" }] }],
    ["oneOf with enum and null branches", { oneOf: [{ enum: [1, 2] }, { type: "null" }] }],
    ["allOf with one typed branch", { allOf: [{ description: "x" }, { type: "integer" }] }],
    ["a union type", { type: ["string", "number"] }],
    ["the boolean schema true", true],
  ])("counts %s as typed", (_what, prop) => {
    expect(lint({ type: "object", properties: { p: prop }, required: ["p"] })).toEqual([]);
  });

  it("reports an anyOf with an untyped branch and says so", () => {
    const findings = lint({ type: "object", properties: { p: { anyOf: [{ type: "string" }, { description: "anything" }] } }, required: ["p"] });
    expect(summary(findings)).toEqual([["property-no-type", "p"]]);
    expect(findings[0]!.message).toContain('"anyOf"');
  });

  it("reports a type that JSON Schema does not define", () => {
    const findings = lint({ type: "object", properties: { n: { type: "int" } }, required: ["n"] });
    expect(summary(findings)).toEqual([["property-no-type", "n"]]);
    expect(findings[0]!.message).toContain('"int"');
  });

  it("suggests the type the other keywords imply", () => {
    const [f] = lint({ type: "object", properties: { n: { minimum: 1 } }, required: ["n"] });
    expect(f!.fix).toContain('"type": "number"');
  });

  it("recurses into nested properties, array items and $defs with a parameter path", () => {
    const findings = lint({
      type: "object",
      properties: {
        filters: { type: "object", properties: { status: { description: "open or closed" } }, required: ["status"] },
        tags: { type: "array", items: { description: "a tag" } },
        pair: { type: "array", prefixItems: [{ type: "string" }, { description: "second" }] },
      },
      required: ["filters"],
      $defs: { Filter: { type: "object", properties: { level: {} }, required: ["level"] } },
    });
    expect(summary(findings)).toEqual([
      ["property-no-type", "filters.status"],
      ["property-no-type", "tags[]"],
      ["property-no-type", "pair[1]"],
      ["property-no-type", "$defs.Filter.level"],
    ]);
    expect(findings[1]!.message).toContain('the items of parameter "tags"');
  });

  it("accepts an untyped parameter whose description says any value is accepted", () => {
    expect(lint({ type: "object", properties: { value: { description: "The value to apply. Any JSON value is accepted." } }, required: ["value"] })).toEqual([]);
    expect(summary(lint({ type: "object", properties: { n: { description: "Any value between 1 and 10" } }, required: ["n"] }))).toEqual([["property-no-type", "n"]]);
  });

  it("reports a field repeated in two oneOf branches once", () => {
    const branch = (key: string) => ({ type: "object", properties: { [key]: { type: "string" }, value: { description: "the value" } }, required: [key, "value"] });
    const findings = lint({ type: "object", properties: { field: { type: "object", oneOf: [branch("id"), branch("name")] } }, required: ["field"] });
    expect(summary(findings)).toEqual([["property-no-type", "field.value"]]);
  });

  it("does not report untyped additionalProperties", () => {
    expect(lint({ type: "object", properties: { meta: { type: "object", additionalProperties: {} } }, required: [] })).toEqual([]);
  });
});

describe("required-unknown-property", () => {
  it("reports a required name that is not a property, with a did-you-mean", () => {
    const findings = lint({ type: "object", properties: { status: { type: "string" } }, required: ["stauts"] });
    expect(summary(findings)).toEqual([["required-unknown-property", "stauts"]]);
    expect(findings[0]!.fix).toContain('"status"');
  });

  it("reports required names of a schema that has no properties at all", () => {
    expect(summary(lint({ type: "object", required: ["id"] }))).toEqual([["required-unknown-property", "id"]]);
  });

  it("reports unknown required names in nested objects with their path", () => {
    const findings = lint({ type: "object", properties: { f: { type: "object", properties: { a: { type: "string" } }, required: ["b"] } }, required: ["f"] });
    expect(summary(findings)).toEqual([["required-unknown-property", "f.b"]]);
  });

  it("accepts required names defined in combinator branches, and branch lists naming root properties", () => {
    expect(
      lint({
        type: "object",
        properties: { id: { type: "string" }, name: { type: "string" } },
        required: ["mode"],
        allOf: [{ properties: { mode: { type: "string" } } }],
        anyOf: [{ required: ["id"] }, { required: ["name"] }],
      }).filter((f) => f.rule !== "schema-root-combinator"),
    ).toEqual([]);
  });

  it("follows local $refs to find required names, and stays silent when a $ref cannot be followed", () => {
    const base = { type: "object", properties: { id: { type: "string" } } };
    expect(lint({ type: "object", allOf: [{ $ref: "#/$defs/Base" }], required: ["id"], $defs: { Base: base } }).filter((f) => f.rule === "required-unknown-property")).toEqual([]);
    expect(lint({ type: "object", allOf: [{ $ref: "https://example.com/base.json" }], required: ["id"] }).filter((f) => f.rule === "required-unknown-property")).toEqual([]);
    expect(summary(lint({ type: "object", allOf: [{ $ref: "#/$defs/Base" }], required: ["nme"], $defs: { Base: base } }).filter((f) => f.rule === "required-unknown-property"))).toEqual([
      ["required-unknown-property", "nme"],
    ]);
  });

  it("accepts required names covered by patternProperties", () => {
    expect(lint({ type: "object", patternProperties: { "^x-": { type: "string" } }, required: ["x-id"] })).toEqual([]);
  });
});

describe("required-list-missing", () => {
  it("notes at info level when properties exist but no required list does (JSON Schema reads that as all optional)", () => {
    const findings = lint({ type: "object", properties: { q: { type: "string" }, limit: { type: "number", default: 10 } } });
    expect(summary(findings)).toEqual([["required-list-missing", ""]]);
    expect(findings[0]!.severity).toBe("info");
    expect(findings[0]!.fix).toContain('"required": []');
  });

  it("warns when a property's own description says it is required and there is no required list", () => {
    const findings = lint({ type: "object", properties: { q: { type: "string", description: "The search query (required)" }, limit: { type: "number" } } });
    expect(findings).toEqual([expect.objectContaining({ rule: "required-list-missing", severity: "warning" })]);
    expect(findings[0]!.fix).toBe('Add "required": ["q"] to its inputSchema.');
  });

  it("warns when a property's description says it is required but the required list leaves it out", () => {
    const findings = lint({ type: "object", properties: { a: { type: "string" }, q: { type: "string", description: "Required. What to look for." } }, required: ["a"] });
    expect(findings).toEqual([expect.objectContaining({ rule: "required-list-missing", severity: "warning", parameter: "q" })]);
  });

  it.each([
    ["(required)", true],
    ["Required. The id of the note", true],
    ["The repository owner. Must be provided.", true],
    ["Owner name; mandatory", true],
    ["Optional filter", false],
    ["Required if mode is 'advanced'", false],
    ["Not required for public repositories", false],
    ["The fields returned", false],
    ["Annotation objects. Each needs: id, type, page. For update_annotations only id+type are required.", false],
    ["Items to add; each item's name is required.", false],
  ])("reads %j as saying required: %s", (description, says) => {
    expect(saysRequired(description)).toBe(says);
  });

  it("does not warn when every property declares a default (optional by construction)", () => {
    expect(lint({ type: "object", properties: { count: { type: "number", default: 3 }, kind: { type: "string", enum: ["a"], default: "a" } } })).toEqual([]);
  });

  it("does not warn for an empty required list", () => {
    expect(lint({ type: "object", properties: { q: { type: "string" } }, required: [] })).toEqual([]);
  });

  it("reports a required that is not an array", () => {
    const findings = lint({ type: "object", properties: { q: { type: "string" } }, required: "q" });
    expect(summary(findings)).toEqual([["required-list-missing", ""]]);
    expect(findings[0]!.message).toContain("not an array");
  });

  it("names draft-03 per-property required flags", () => {
    const findings = lint({ type: "object", properties: { q: { type: "string", required: true, default: "x" } } });
    expect(summary(findings)).toEqual([["required-list-missing", ""]]);
    expect(findings[0]!.message).toContain("draft-03");
    expect(findings[0]!.fix).toContain('"required": ["q"]');
  });

  it("does not warn about nested objects without a required list (all optional)", () => {
    expect(lint({ type: "object", properties: { f: { type: "object", properties: { a: { type: "string" } } } }, required: ["f"] })).toEqual([]);
  });

  it("reports draft-03 flags and non-array lists in nested objects, with their path", () => {
    const findings = lint({
      type: "object",
      properties: { f: { type: "object", properties: { a: { type: "string", required: true } } }, g: { type: "object", properties: {}, required: "x" } },
      required: ["f", "g"],
    });
    expect(summary(findings)).toEqual([
      ["required-list-missing", "f"],
      ["required-list-missing", "g"],
    ]);
  });
});

describe("array-items-missing", () => {
  it("warns about an array parameter without items", () => {
    const findings = lint({ type: "object", properties: { ids: { type: "array" } }, required: ["ids"] });
    expect(summary(findings)).toEqual([["array-items-missing", "ids"]]);
    expect(findings[0]!.severity).toBe("warning");
  });

  it("warns about a nullable array without items", () => {
    expect(summary(lint({ type: "object", properties: { ids: { type: ["array", "null"] } }, required: [] }))).toEqual([["array-items-missing", "ids"]]);
  });

  it.each([
    ["items", { type: "array", items: { type: "string" } }],
    ["prefixItems", { type: "array", prefixItems: [{ type: "string" }] }],
    ["draft-07 tuple items", { type: "array", items: [{ type: "string" }] }],
    ["items: true", { type: "array", items: true }],
  ])("accepts an array with %s", (_what, prop) => {
    expect(lint({ type: "object", properties: { ids: prop }, required: ["ids"] })).toEqual([]);
  });
});

it("names a tool without a string name by its position", () => {
  const [f] = lintSchemaHygiene({ name: 42 as unknown as string, inputSchema: null }, 2);
  expect(f!.tool).toBe("<tool #3>");
});
