import { expect, it } from "vitest";
import { walkSchema } from "../../src/lint/schema-walk.js";

it("visits every subschema with its parameter path and role", () => {
  const seen: string[] = [];
  walkSchema(
    {
      type: "object",
      properties: {
        a: { type: "object", properties: { b: { type: "string" } }, additionalProperties: { type: "number" } },
        tags: { type: "array", items: { type: "string" } },
        pair: { type: "array", prefixItems: [true, false] },
        v: { anyOf: [{ type: "string" }, { type: "null" }] },
      },
      $defs: { D: { type: "object", properties: { x: {} } } },
    },
    ({ path, role }) => seen.push(`${role}:${path}`),
  );
  expect(seen).toEqual([
    "root:",
    "property:a",
    "property:a.b",
    "additional:a.*",
    "property:tags",
    "items:tags[]",
    "property:pair",
    "items:pair[0]",
    "items:pair[1]",
    "property:v",
    "branch:v",
    "branch:v",
    "definition:$defs.D",
    "property:$defs.D.x",
  ]);
});

it("skips values that are not schemas without throwing", () => {
  const seen: string[] = [];
  walkSchema({ properties: { a: "string", b: null, c: 3 }, items: "x", anyOf: "y" }, ({ path }) => seen.push(path));
  expect(seen).toEqual([""]);
  walkSchema(null, () => seen.push("never"));
  expect(seen).toEqual([""]);
});

it("stops at a cycle built in code", () => {
  const node: Record<string, unknown> = { type: "object" };
  node.properties = { self: node };
  let visits = 0;
  walkSchema(node, () => visits++);
  expect(visits).toBe(2);
});

it("gives each subschema its JSON Pointer from the root, escaping ~ and / in names (RFC 6901)", () => {
  const seen: string[] = [];
  walkSchema(
    {
      type: "object",
      properties: {
        "a/b": { type: "object", properties: { "c~d": { type: "string" } }, additionalProperties: { type: "number" } },
        pair: { type: "array", prefixItems: [true], items: [{ type: "string" }] },
        v: { anyOf: [{ type: "string" }, { type: "null" }], not: { const: 1 } },
        m: { patternProperties: { "^x/": { type: "string" } } },
      },
      $defs: { D: { type: "object" } },
    },
    ({ pointer }) => seen.push(pointer),
  );
  expect(seen).toEqual([
    "",
    "/properties/a~1b",
    "/properties/a~1b/properties/c~0d",
    "/properties/a~1b/additionalProperties",
    "/properties/pair",
    "/properties/pair/items/0",
    "/properties/pair/prefixItems/0",
    "/properties/v",
    "/properties/v/anyOf/0",
    "/properties/v/anyOf/1",
    "/properties/v/not",
    "/properties/m",
    "/properties/m/patternProperties/^x~1",
    "/$defs/D",
  ]);
});
