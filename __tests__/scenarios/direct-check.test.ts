import { describe, expect, it } from "vitest";
import { compileSchema, compileSchemaWithAjv, type Dialect } from "../../src/scenarios/ajv-validate.js";
import { directLeafCheck, directSchemaCheck, TYPE_TESTS } from "../../src/scenarios/direct-check.js";
import { mulberry32, type Rng } from "../../src/scenarios/prng.js";
import { generateValue } from "../../src/scenarios/schema-values.js";

/** Whether ajv alone (no direct check) accepts `value`; true when it cannot compile the schema (nothing judged). */
function ajvAccepts(schema: unknown, value: unknown, dialect: Dialect = "2020-12", assertFormats = true): boolean {
  const v = compileSchemaWithAjv(schema, dialect, assertFormats);
  return !v.ok || v.accepts(value);
}

describe("TYPE_TESTS", () => {
  it("admit exactly what ajv admits for each type", () => {
    const values: unknown[] = [0, -0, 1, 1.0, 1.5, -7, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, "", "1", true, false, null, [], [1], {}, { a: 1 }];
    for (const [type, test] of Object.entries(TYPE_TESTS)) {
      for (const value of values) expect([type, value, test(value)]).toEqual([type, value, ajvAccepts({ type }, value)]);
    }
  });
});

describe("directLeafCheck", () => {
  const values: unknown[] = [
    ...[0, -0, 1, 1.5, 2, 3, 9.99, 10, 10.5, 11, -2, -2.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    ...["c1-0001", "c1-001", "a-b", "é", "ab", "", "a", "abc", "abcd", "😀", "😀😀", "a😀", "\uD83D", "\uDE00\uD83D", "\uD83Da", "é", "open", "closed", "1", "true", "null"],
    ...[true, false, null, [], ["a"], {}, { a: 1 }],
  ];
  const leaves: Record<string, unknown>[] = [
    { type: "string", minLength: 1, maxLength: 3 },
    { type: "string", minLength: 2 },
    { maxLength: 1 },
    { minLength: 0, maxLength: 0 },
    { type: ["string", "null"], maxLength: 2 },
    { type: "integer", minimum: 1, maximum: 10 },
    { type: "number", exclusiveMinimum: -2, exclusiveMaximum: 10 },
    { minimum: 1.5 },
    { maximum: -2.5 },
    { type: ["integer", "string"], minimum: 2, minLength: 2 },
    { enum: ["open", "closed", null] },
    { enum: [1, 2, "1", true] },
    { type: "string", enum: ["open", 1] },
    { const: "open" },
    { const: 0 },
    { const: null },
    { const: false, type: "boolean" },
    { type: "boolean" },
    { type: ["number", "boolean"] },
    { type: "string", pattern: "^c1-[0-9]{4}$" },
    { pattern: "^\\p{L}+$", maxLength: 2 }, // the u flag's own syntax
    { pattern: "^.$" }, // one code point with the u flag: 😀 matches
    { pattern: "^a\\-b$|^ab" }, // valid only without the u flag: ajv retries without it
  ];

  it("answers exactly as ajv does, in both dialects, for the keywords it reads", () => {
    for (const leaf of leaves) {
      const check = directLeafCheck(leaf);
      expect(check, JSON.stringify(leaf)).toBeDefined();
      for (const dialect of ["2020-12", "draft-07"] as const) {
        const ajv = compileSchemaWithAjv(leaf, dialect);
        for (const value of values) expect([leaf, value, check!(value)]).toEqual([leaf, value, ajv.ok && ajv.accepts(value)]);
      }
    }
  });

  it("leaves to ajv what it does not read: formats, multipleOf, draft-04 exclusives, objects in enum, malformed keywords", () => {
    const leftToAjv: Record<string, unknown>[] = [
      { type: "string", pattern: "[" },
      { pattern: 1 },
      { type: "string", format: "uuid" },
      { type: "number", multipleOf: 2 },
      { type: "number", minimum: 1, exclusiveMinimum: true },
      { enum: [{ a: 1 }, "b"] },
      { enum: [] },
      { const: [1] },
      { minLength: -1 },
      { minLength: "3" },
      { maxLength: 1.5 },
      { minimum: Number.POSITIVE_INFINITY },
      { maximum: "10" },
      { type: "float" },
      { type: [] },
    ];
    for (const leaf of leftToAjv) expect(directLeafCheck(leaf), JSON.stringify(leaf)).toBeUndefined();
  });

  it("lets generation keep the values it made with ajv checking every leaf (the leaves above, with a seed each)", () => {
    for (const [i, leaf] of leaves.entries()) {
      const generated = generateValue({ type: "object", properties: { p: leaf }, required: ["p"] }, { seed: i });
      expect(generated.ok, JSON.stringify(leaf)).toBe(true);
      if (generated.ok) expect(ajvAccepts(leaf, (generated.value as Record<string, unknown>).p), JSON.stringify([leaf, generated])).toBe(true);
    }
  });
});


/** Values that meet ajv's quirks: inherited and `__proto__` property names, duplicates, code points, -0. */
const VALUES: unknown[] = [
  ...[0, -0, 1, 1.5, 2, 3, 10, -2, 2 ** 53, 1e21],
  ...["", "a", "ab", "abc", "😀", "😀😀", "a-1", "A", "__proto__", "constructor", "x"],
  ...[true, false, null],
  ...[[], [1], [1, 1], [1, "1"], [0, -0], ["a", "a"], ["a", "b"], [true, 1], [null, null], [[1], [1]], [{ a: 1 }, { a: 1 }], ["__proto__", "__proto__"], ["__proto_", "__proto_"], ["__proto_", 1, "__proto_"], ["x", 2, "x"]],
  ...[{}, { a: 1 }, { a: "x" }, { a: "x", b: 2 }, { b: [1, 2] }, { a: { a: "x" } }, { c: null }, { a: "x", z: true }, { constructor: "x" }, { toString: 1 }, { "": 1 }, { p2: 1 }],
  JSON.parse('{"__proto__": {"a": 1}}'),
  JSON.parse('{"__proto__": 1, "a": "x"}'),
  { p1: 1, p2: 2, p3: 3, p4: 4, p5: 5, p6: 6, p7: 7, p8: 8, p9: 9 },
  { p1: 1, p10: 10 },
];

/** Property names of the random schemas and values: plain ones, inherited ones, and more than eight (ajv reads those differently). */
const NAMES = ["a", "b", "c", "constructor", "toString", "x y", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10"];

function randomLeaf(rng: Rng): Record<string, unknown> {
  const leaf: Record<string, unknown> = {};
  if (rng.chance(0.6)) leaf.type = rng.pick(["string", "number", "integer", "boolean", "null", "array", "object", ["string", "null"], ["integer", "string"]]);
  if (rng.chance(0.15)) leaf.enum = rng.pick([["a", "x", 1], [1, 2, null], [true, "__proto__"], ["😀", "ab"]]);
  if (rng.chance(0.08)) leaf.const = rng.pick(["x", 1, null, false, 0]);
  if (rng.chance(0.2)) leaf.minLength = rng.int(0, 2);
  if (rng.chance(0.2)) leaf.maxLength = rng.int(0, 3);
  if (rng.chance(0.2)) leaf.minimum = rng.pick([0, 1, 1.5, -2]);
  if (rng.chance(0.15)) leaf.maximum = rng.pick([0, 2, 10]);
  if (rng.chance(0.1)) leaf.exclusiveMinimum = rng.pick([0, 1]);
  if (rng.chance(0.1)) leaf.exclusiveMaximum = rng.pick([3, 2 ** 53]);
  if (rng.chance(0.15)) leaf.pattern = rng.pick(["^a", "^.$", "\\d", "^\\p{L}+$", "^[a-z]+-\\d$"]);
  if (rng.chance(0.2)) leaf.format = rng.pick(["email", "date-time", "date", "uri", "uuid", "regex", "int32", "float", "password", "no-such-format"]);
  return leaf;
}

function randomSchema(rng: Rng, depth: number): unknown {
  const kind = depth >= 3 ? rng.int(0, 1) : rng.int(0, 5);
  if (kind === 5) {
    const keyword = rng.pick(["allOf", "anyOf", "oneOf", "not"]);
    const branch = () => randomSchema(rng, depth + 2);
    return keyword === "not" ? { not: branch() } : { [keyword]: Array.from({ length: rng.int(1, 3) }, branch) };
  }
  if (kind === 0) return rng.chance(0.15) ? rng.chance(0.5) : randomLeaf(rng);
  if (kind === 1) return {};
  if (kind === 2 || kind === 4) {
    const schema: Record<string, unknown> = rng.chance(0.7) ? { type: "object" } : {};
    if (rng.chance(0.85)) {
      const count = rng.chance(0.2) ? rng.int(9, 12) : rng.int(0, 4);
      const properties: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) properties[rng.pick(NAMES)] = randomSchema(rng, depth + 1);
      schema.properties = properties;
    }
    if (rng.chance(0.6)) schema.required = Array.from({ length: rng.int(0, 3) }, () => rng.pick(NAMES));
    if (rng.chance(0.5)) schema.additionalProperties = rng.chance(0.6) ? rng.chance(0.7) ? false : true : randomSchema(rng, depth + 1);
    if (rng.chance(0.1)) schema.minProperties = rng.int(0, 2);
    if (rng.chance(0.1)) schema.maxProperties = rng.int(0, 2);
    return schema;
  }
  const schema: Record<string, unknown> = rng.chance(0.7) ? { type: "array" } : {};
  if (rng.chance(0.8)) schema.items = randomSchema(rng, depth + 1);
  if (rng.chance(0.3)) schema.minItems = rng.int(0, 2);
  if (rng.chance(0.2)) schema.maxItems = rng.int(0, 2);
  if (rng.chance(0.4)) schema.uniqueItems = rng.chance(0.8);
  return schema;
}

function randomValue(rng: Rng, depth: number): unknown {
  const kind = depth >= 3 ? rng.int(0, 4) : rng.int(0, 6);
  if (kind <= 4) return rng.pick([0, 1, 1.5, -2, 3, 2 ** 31, "a", "x", "ab", "😀", "__proto__", "", "a@b.co", "2026-12-06", "2026-12-06T20:00:00Z", "https://x.test/a", "(", true, false, null]);
  if (kind === 5) return Array.from({ length: rng.int(0, 3) }, () => randomValue(rng, depth + 1));
  const entries = Array.from({ length: rng.int(0, 4) }, () => [rng.chance(0.05) ? "__proto__" : rng.pick(NAMES), randomValue(rng, depth + 1)] as const);
  // Through JSON text, so that a key "__proto__" is an own property, as in a server's answer.
  return JSON.parse(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`);
}

describe("directSchemaCheck", () => {
  const meanings = [true, false] as const;
  /** Every answer of compileSchema (direct where it can) against ajv alone, in `dialect`, for both meanings of `format`. */
  const expectAsAjv = (schema: unknown, values: readonly unknown[], dialect: Dialect): void => {
    for (const assertFormats of meanings) {
      const ours = compileSchema(schema, dialect, assertFormats);
      const ajv = compileSchemaWithAjv(schema, dialect, assertFormats);
      const label = JSON.stringify([schema, dialect, assertFormats]);
      expect(ours.ok, label).toBe(ajv.ok);
      if (!ours.ok || !ajv.ok) continue;
      expect(ours.dialect, label).toBe(ajv.dialect);
      for (const value of values) {
        expect([label, value, ours.accepts(value)]).toEqual([label, value, ajv.accepts(value)]);
        expect([label, value, ours.validate(value)]).toEqual([label, value, ajv.validate(value)]);
      }
    }
  };

  const schemas: unknown[] = [
    { type: "object", properties: { a: { type: "string" }, b: { type: "integer", minimum: 1 } }, required: ["a"] },
    { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
    { type: "object", additionalProperties: { type: "number" } },
    { properties: { constructor: { type: "string" } } }, // ajv reads data.constructor: inherited, a function
    { properties: { toString: {} }, required: ["toString", "constructor"] }, // present by inheritance
    { type: "object", required: ["__proto__"] },
    { type: "object", properties: { p1: {}, p2: {}, p3: {}, p4: {}, p5: {}, p6: {}, p7: {}, p8: {}, p9: {} }, additionalProperties: false },
    { type: "object", properties: { a: { type: "object", properties: { a: { const: "x" } }, required: ["a"] } } },
    { type: "array", items: { type: "integer" }, minItems: 1, maxItems: 2, uniqueItems: true },
    { type: "array", uniqueItems: true },
    { type: "array", items: { type: ["string", "integer"] }, uniqueItems: true },
    { type: "array", items: { type: "string" }, uniqueItems: true }, // ajv's fast path skips "__proto__"
    { type: "array", items: false },
    { type: "object", minProperties: 1, maxProperties: 1 },
    { type: "string", format: "email" },
    { format: "int32" },
    { type: "string", format: "toString" },
    { type: "string", format: "regex" },
    { type: "object", properties: { when: { type: "string", format: "date-time" } } },
    { type: "string", pattern: "^\\p{L}+$" },
    { type: ["object", "null"], properties: { a: true, b: false } },
    { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" } }, required: ["a"] },
    { $schema: "https://json-schema.org/draft/2019-09/schema", type: "object", additionalProperties: false },
    { $schema: "https://json-schema.org/draft/2020-12/schema", items: { maxLength: 1 } },
    { $schema: "http://json-schema.org/draft-04/schema#", type: "number", minimum: 1, exclusiveMinimum: true },
    { type: "object", properties: { a: { anyOf: [{ type: "string" }, { type: "null" }] } } }, // a nullable property
    { oneOf: [{ type: "integer" }, { type: "number", minimum: 2 }] }, // 3 holds both: refused
    { allOf: [{ type: "object", required: ["a"] }, { properties: { a: { maxLength: 1 } } }] },
    { not: { type: "string" } },
    { type: "array", items: { anyOf: [{ type: "string", format: "email" }, { type: "object" }] }, uniqueItems: true },
    { required: [""] }, // ajv never finds the empty name missing (a quirk of its generated code)
    { not: { required: ["p2", ""] } },
    { items: { type: ["string", "integer"] }, uniqueItems: true }, // ajv's fast path: "__proto_" + "_" is never recorded
    { items: { type: ["boolean", "null", "string"] }, uniqueItems: true },
    JSON.parse('{"__proto__": {"type": "string"}}'), // an own key: an unknown keyword, not the copy's prototype
    JSON.parse('{"allOf": [{"__proto__": {"type": "string"}, "minLength": 0}]}'),
    JSON.parse('{"__proto__": {"pattern": "["}, "type": "string"}'),
    { type: "object", properties: { content: { type: "array", items: { oneOf: [{ type: "object", properties: { type: { const: "text" } }, required: ["type"] }, { type: "object", properties: { type: { enum: ["image", "audio"] } }, required: ["type"] }] } } } },
    {},
  ];

  it("answers every value as ajv does, with ajv's own messages, in each dialect and meaning of format", () => {
    for (const schema of schemas) for (const dialect of ["2020-12", "draft-07"] as const) expectAsAjv(schema, VALUES, dialect);
  });

  it("answers as ajv does on 400 random schemas of the keywords it reads (seeded), nested three deep", () => {
    const rng = mulberry32(14);
    let read = 0;
    for (let i = 0; i < 400; i++) {
      const schema = randomSchema(rng, 0);
      if (directSchemaCheck(schema, "annotation") !== undefined) read++;
      const values = [...Array.from({ length: 25 }, () => randomValue(rng, 0)), ...VALUES];
      expectAsAjv(schema, values, i % 3 === 0 ? "draft-07" : "2020-12");
    }
    expect(read).toBeGreaterThan(300); // most of them are read directly: the comparison is not with ajv against itself
  }, 30_000); // ~0.6 s alone, ~3 s beside the rest of the suite on 2 cores

  it("reads the keywords of tool schemas, a format asserted with ajv-formats' checks or as an annotation", () => {
    const schema = { type: "object", properties: { path: { type: "string", minLength: 1 }, when: { type: "string", format: "date-time" }, tags: { type: "array", items: { enum: ["a", "b"] }, uniqueItems: true } }, required: ["path"], additionalProperties: false };
    const check = directSchemaCheck(schema, "annotation");
    expect([check?.({ path: "/tmp/a" }), check?.({ path: "" }), check?.({ path: "a", extra: 1 }), check?.({ path: "a", tags: ["a", "a"] }), check?.({ path: "a", when: "soon" })]).toEqual([true, false, false, false, true]);
    const asserted = directSchemaCheck(schema, "assertion");
    expect([asserted?.({ path: "a", when: "soon" }), asserted?.({ path: "a", when: "2026-12-06T20:00:00Z" })]).toEqual([false, true]);
    expect(directSchemaCheck({ type: "number", format: "int32" }, "assertion")?.(2 ** 31)).toBe(false); // a number format
    expect(directSchemaCheck({ type: "string", format: "no-such-format" }, "assertion")?.("x")).toBe(true); // ignored, as ajv does
    expect(directSchemaCheck({ type: "string", format: "toString" }, "assertion")).toBeUndefined(); // ajv finds it on Object.prototype
    expect(directSchemaCheck({ type: "array", uniqueItems: true }, "annotation")?.([{ a: 1 }, { a: 1 }])).toBeUndefined(); // deep equality: ajv's
    expect(directSchemaCheck({ type: "array", uniqueItems: true }, "annotation")?.(["__proto_x", "__proto_x"])).toBeUndefined(); // ajv's own keys
    expect(directSchemaCheck({ $id: "https://x.invalid/s.json", type: "object" }, "annotation", "https://x.invalid/s.json")?.({})).toBe(true);
  });

  it("leaves to ajv what it does not read, anywhere in the schema", () => {
    const leftToAjv: unknown[] = [
      { $ref: "#/$defs/a", $defs: { a: { type: "string" } } },
      { if: { type: "string" }, then: { minLength: 1 } },
      { anyOf: [] },
      { oneOf: { type: "string" } },
      { type: "object", properties: { a: { anyOf: [{ type: "string" }, { $ref: "#" }] } } },
      { type: "object", patternProperties: { "^x": { type: "string" } } },
      { type: "array", items: [{ type: "string" }] }, // draft-07's list form
      { type: "array", prefixItems: [{ type: "string" }] },
      { type: "array", contains: { type: "string" } },
      { type: "object", properties: JSON.parse('{"__proto__": {"type": "string"}}') },
      { type: "object", properties: { a: { $id: "https://x.invalid/a.json", type: "string" } } },
      { $id: "https://x.invalid/s.json", type: "object" }, // a root $id of the server's own
      { type: "string", nullable: true },
      { type: "number", multipleOf: 2 },
      { type: "string", pattern: "^a\\-b$" }, // valid only without the u flag: the whole schema compiles without it
      { required: "a" },
      { required: [1] },
      { required: ["a", ""] },
      { minItems: 1.5 },
      { uniqueItems: "yes" },
      { format: 1 },
      { type: "object", dependentRequired: { a: ["b"] } },
      { type: "object", unevaluatedProperties: false },
    ];
    for (const schema of leftToAjv) expect(directSchemaCheck(schema, "annotation"), JSON.stringify(schema)).toBeUndefined();
    for (const schema of leftToAjv) for (const dialect of ["2020-12", "draft-07"] as const) expectAsAjv(schema, VALUES, dialect);
  });
});
