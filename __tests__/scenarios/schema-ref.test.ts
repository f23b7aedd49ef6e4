import { describe, expect, it } from "vitest";
import { evaluatePointer, followRefs, resolveRef } from "../../src/scenarios/schema-ref.js";
import { resolve as probeResolve, typeOf } from "../../src/probes/schema.js";
import { compareSchemas } from "../../src/drift/schema-diff.js";
import { lintSchemaHygiene } from "../../src/lint/schema-hygiene.js";

describe("resolveRef", () => {
  const root = { $defs: { "a/b": { type: "string" }, c: { $id: "thing.json", type: "integer" } } };

  it("follows JSON pointers with escaped tokens", () => {
    expect(resolveRef(root, "#/$defs/a~1b")).toEqual({ type: "string" });
  });

  it("finds a sub-schema by $id", () => {
    expect(resolveRef(root, "thing.json")).toEqual({ $id: "thing.json", type: "integer" });
  });

  it("returns undefined for a missing target", () => {
    expect(resolveRef(root, "#/$defs/missing")).toBeUndefined();
  });

  it("reads #name as an anchor, never as a property path", () => {
    const anchored = { properties: { item: { type: "boolean" } }, $defs: { x: { $anchor: "item", type: "string" } } };
    expect(resolveRef(anchored, "#item")).toEqual({ $anchor: "item", type: "string" });
  });

  it("is the root for # and the empty reference", () => {
    expect(resolveRef(root, "#")).toBe(root);
    expect(resolveRef(root, "")).toBe(root);
  });

  it("never fetches a network reference", () => {
    expect(resolveRef(root, "https://example.com/schema.json#/$defs/a")).toBeUndefined();
  });

  it("does not throw on a malformed percent-escape", () => {
    expect(() => resolveRef({ $defs: { "%E0": { type: "string" } } }, "#/$defs/%E0")).not.toThrow();
    expect(resolveRef({ $defs: { "%E0": { type: "string" } } }, "#/$defs/%E0")).toEqual({ type: "string" });
  });
});

describe("evaluatePointer", () => {
  it("walks array indexes and own properties only", () => {
    expect(evaluatePointer({ a: [{ b: 1 }] }, "/a/0/b")).toBe(1);
    expect(evaluatePointer({ a: {} }, "/a/constructor")).toBeUndefined();
  });
});

describe("followRefs", () => {
  it("keeps the keywords beside $ref over the target's and lists the references followed", () => {
    const schema = { $defs: { A: { $ref: "#/$defs/B", description: "a" }, B: { type: "string", description: "b" } } };
    expect(followRefs(schema, { $ref: "#/$defs/A", title: "t" })).toEqual({
      node: { type: "string", description: "a", title: "t" },
      refs: ["#/$defs/A", "#/$defs/B"],
    });
  });

  it("stops on a loop of references", () => {
    const loop = { $defs: { A: { $ref: "#/$defs/A" } } };
    expect(followRefs(loop, { $ref: "#/$defs/A" }).refs).toHaveLength(16);
  });
});

describe("one reading of references across the parts", () => {
  const anchored = {
    type: "object",
    properties: { item: { $ref: "#entry" } },
    $defs: { entry: { $anchor: "entry", type: "integer" } },
  };

  it("probes read an anchor reference as the anchored schema", () => {
    expect(typeOf(probeResolve(anchored.properties.item, anchored))).toBe("integer");
  });

  it("drift sees no change between an anchor reference and the schema it names", () => {
    const inline = { type: "object", properties: { item: { type: "integer" } } };
    expect(compareSchemas(inline, anchored, "inputSchema").filter((c) => c.kind === "type-changed")).toEqual([]);
  });

  it("lint follows an anchor reference: a required name the anchored schema does not define is reported", () => {
    const schema = { type: "object", $ref: "#base", required: ["id", "nope"], $defs: { base: { $anchor: "base", properties: { id: { type: "string" } } } } };
    const tool = { name: "t", description: "Looks up one entry by its id in the catalogue.", inputSchema: schema };
    expect(lintSchemaHygiene(tool, 0).filter((f) => f.rule === "required-unknown-property").map((f) => f.parameter)).toEqual(["nope"]);
  });
});
