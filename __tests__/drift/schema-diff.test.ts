import { describe, expect, it } from "vitest";
import { compareSchemas } from "../../src/drift/schema-diff.js";

describe("compareSchemas", () => {
  it("stops on a recursive $ref instead of walking forever", () => {
    const tree = (leaf: string) => ({
      $defs: { node: { type: "object", properties: { value: { type: leaf }, children: { type: "array", items: { $ref: "#/$defs/node" } } } } },
      $ref: "#/$defs/node",
    });
    const changes = compareSchemas(tree("string"), tree("integer"), "inputSchema");
    expect(changes.map((c) => `${c.kind} ${c.parameter} ${c.path}`)).toEqual(["type-changed value inputSchema.properties.value.type"]);
  });

  it("compares tuple items position by position", () => {
    const tuple = (second: string) => ({ type: "array", prefixItems: [{ type: "string" }, { type: second }] });
    const changes = compareSchemas({ type: "object", properties: { pair: tuple("number") } }, { type: "object", properties: { pair: tuple("boolean") } }, "inputSchema");
    expect(changes).toEqual([{ kind: "type-changed", path: "inputSchema.properties.pair.prefixItems[1].type", parameter: "pair[1]", before: "number", after: "boolean", relation: "other" }]);
  });

  it("reports a changed remote $ref it cannot resolve as a type change", () => {
    const changes = compareSchemas({ $ref: "https://example.com/a.json" }, { $ref: "https://example.com/b.json" }, "inputSchema");
    expect(changes).toEqual([{ kind: "type-changed", path: "inputSchema", before: "$ref https://example.com/a.json", after: "$ref https://example.com/b.json", relation: "other" }]);
  });

  it("treats a missing schema as accepting anything", () => {
    const changes = compareSchemas(undefined, { type: "object", properties: { a: { type: "string" } }, required: ["a"] }, "inputSchema");
    expect(changes.map((c) => c.kind)).toEqual(["type-changed", "property-added", "required-added"]);
    expect(changes[0]).toMatchObject({ before: "any type", after: "object", relation: "narrower" });
  });

  it("quotes property names that are not identifiers in the path", () => {
    const changes = compareSchemas({ type: "object", properties: { "a b": { type: "string" } } }, { type: "object", properties: {} }, "inputSchema");
    expect(changes).toEqual([{ kind: "property-removed", path: 'inputSchema.properties["a b"]', parameter: "a b" }]);
  });

  it("compares enums of mixed values by their JSON text", () => {
    const changes = compareSchemas({ enum: [1, "1", null] }, { enum: [null, "1", 2] }, "inputSchema");
    expect(changes).toEqual([
      { kind: "enum-narrowed", path: "inputSchema.enum", removed: [1], after: [null, "1", 2] },
      { kind: "enum-widened", path: "inputSchema.enum", added: [2] },
    ]);
  });
});
