import { describe, expect, it } from "vitest";
import { compileSchema } from "../../src/scenarios/ajv-validate.js";
import { deriveSeed } from "../../src/scenarios/prng.js";
import { generateValue, MAX_GENERATED_CHARS, MAX_GENERATED_ITEMS, mergeSchemas, type ValueOptions } from "../../src/scenarios/schema-values.js";

/** Generates with variants 0..2 and a few seeds; every value must be valid for the schema. */
function valuesOf(schema: unknown, options: Partial<ValueOptions> = {}): unknown[] {
  const out: unknown[] = [];
  for (const seed of [1, 2, 99]) {
    for (const variant of [0, 1, 2]) {
      const result = generateValue(schema, { seed: deriveSeed(seed, "t"), variant, ...options });
      expect(result, JSON.stringify({ schema, seed, variant })).toMatchObject({ ok: true });
      if (result.ok) out.push(result.value);
    }
  }
  const compiled = compileSchema(schema);
  expect(compiled.ok).toBe(true);
  if (compiled.ok) for (const v of out) expect(compiled.validate(v), JSON.stringify(v)).toEqual([]);
  return out;
}

function first(schema: unknown, options: Partial<ValueOptions> = {}): unknown {
  const result = generateValue(schema, { seed: 1, ...options });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

// One schema per keyword family; each must produce valid values for every seed and variant.
const KEYWORD_SCHEMAS: Record<string, unknown> = {
  "local $ref into $defs": { type: "object", properties: { item: { $ref: "#/$defs/item" } }, required: ["item"], $defs: { item: { type: "string", minLength: 3 } } },
  "draft-07 definitions": { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { $ref: "#/definitions/n" } }, required: ["n"], definitions: { n: { type: "integer", minimum: 5 } } },
  "recursive $ref (tree)": {
    type: "object",
    properties: { node: { $ref: "#/$defs/node" } },
    required: ["node"],
    $defs: { node: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["name", "children"] } },
  },
  "$ref to the root": { type: "object", properties: { name: { type: "string" }, next: { $ref: "#" } }, required: ["name"] },
  "$anchor ref": { type: "object", properties: { a: { $ref: "#thing" } }, required: ["a"], $defs: { t: { $anchor: "thing", type: "boolean" } } },
  allOf: { allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { properties: { b: { type: "integer", minimum: 3 } }, required: ["b"] }] },
  "allOf with two anyOfs": { type: "object", allOf: [{ anyOf: [{ required: ["a"] }, { required: ["b"] }] }, { anyOf: [{ required: ["c"] }, { required: ["d"] }] }], properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "number" }, d: { type: "number" } } },
  anyOf: { type: "object", properties: { v: { anyOf: [{ type: "string", format: "email" }, { type: "integer", minimum: 10 }] } }, required: ["v"] },
  "oneOf (exactly one)": { type: "object", properties: { v: { oneOf: [{ type: "number", multipleOf: 2 }, { type: "number", multipleOf: 3 }] } }, required: ["v"] },
  "oneOf of objects": {
    type: "object",
    oneOf: [
      { properties: { kind: { const: "circle" }, radius: { type: "number", exclusiveMinimum: 0 } }, required: ["kind", "radius"] },
      { properties: { kind: { const: "square" }, side: { type: "number", minimum: 1 } }, required: ["kind", "side"] },
    ],
  },
  "union type array": { type: "object", properties: { flag: { type: ["boolean", "string"] }, maybe: { type: ["null", "integer"] } }, required: ["flag", "maybe"] },
  const: { type: "object", properties: { version: { const: 2 } }, required: ["version"] },
  enum: { type: "object", properties: { unit: { enum: ["C", "F", "K"] } }, required: ["unit"] },
  "default and examples": { type: "object", properties: { city: { type: "string", examples: ["Paris", "Rome"] }, size: { type: "integer", default: 7 } }, required: ["city", "size"] },
  formats: {
    type: "object",
    properties: Object.fromEntries(
      ["uri", "url", "email", "date", "date-time", "time", "uuid", "ipv4", "ipv6", "hostname", "uri-reference", "duration", "regex", "json-pointer", "byte"].map((f) => [f, { type: "string", format: f }]),
    ),
    required: ["uri", "url", "email", "date", "date-time", "time", "uuid", "ipv4", "ipv6", "hostname", "uri-reference", "duration", "regex", "json-pointer", "byte"],
  },
  pattern: { type: "object", properties: { code: { type: "string", pattern: "^[A-Z]{3}-\\d{4}$" }, slug: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }, hex: { type: "string", pattern: "^#?([0-9a-fA-F]{6})$" } }, required: ["code", "slug", "hex"] },
  "string lengths": { type: "object", properties: { s: { type: "string", minLength: 40, maxLength: 45 }, t: { type: "string", maxLength: 2 } }, required: ["s", "t"] },
  "numeric bounds": { type: "object", properties: { a: { type: "number", minimum: 0.1, maximum: 0.9 }, b: { type: "integer", exclusiveMinimum: 10, exclusiveMaximum: 12 }, c: { type: "number", minimum: -5, maximum: -2 } }, required: ["a", "b", "c"] },
  "draft-04 boolean exclusive bounds": { $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { p: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 2, exclusiveMaximum: true } }, required: ["p"] },
  multipleOf: { type: "object", properties: { q: { type: "number", multipleOf: 0.25, minimum: 1.1 }, r: { type: "integer", multipleOf: 2.5 } }, required: ["q", "r"] },
  "array bounds": { type: "object", properties: { xs: { type: "array", items: { type: "string" }, minItems: 3, maxItems: 4 } }, required: ["xs"] },
  uniqueItems: { type: "object", properties: { tags: { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 3, uniqueItems: true } }, required: ["tags"] },
  prefixItems: { type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false, minItems: 2 } }, required: ["pair"] },
  "draft-07 tuple items": { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pair: { type: "array", items: [{ type: "boolean" }, { type: "string" }], additionalItems: false, minItems: 2 } }, required: ["pair"] },
  contains: { type: "object", properties: { xs: { type: "array", items: { type: "integer" }, contains: { const: 7 } } }, required: ["xs"] },
  "additionalProperties false": { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false },
  "minProperties with additionalProperties": { type: "object", additionalProperties: { type: "integer" }, minProperties: 2 },
  "patternProperties with minProperties": { type: "object", patternProperties: { "^x-[a-z]+$": { type: "string" } }, additionalProperties: false, minProperties: 1 },
  dependentRequired: { type: "object", properties: { card: { type: "string" }, billing: { type: "string" } }, required: ["card"], dependentRequired: { card: ["billing"] } },
  "draft-07 dependencies": { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, required: ["a"], dependencies: { a: ["b"] } },
  not: { type: "object", properties: { name: { type: "string", not: { enum: ["Example", "example", "Alice", "Project Alpha"] } } }, required: ["name"] },
  "if/then/else": {
    type: "object",
    properties: { kind: { enum: ["a", "b"] }, size: { type: "integer" } },
    required: ["kind", "size"],
    if: { properties: { kind: { const: "a" } } },
    then: { properties: { size: { minimum: 100 } } },
    else: { properties: { size: { maximum: -100 } } },
  },
  "no type (inferred)": { properties: { n: { minimum: 3 }, s: { pattern: "^ok$" } }, required: ["n", "s"] },
  "untyped parameter": { type: "object", properties: { anything: {} }, required: ["anything"] },
  "boolean subschemas": { type: "object", properties: { any: true }, required: ["any"] },
};

describe("generateValue", () => {
  for (const [name, schema] of Object.entries(KEYWORD_SCHEMAS)) {
    it(`produces only valid values for ${name}`, () => {
      valuesOf(schema);
    });
  }

  it("gives the same value for the same schema and options on every run", () => {
    for (const schema of Object.values(KEYWORD_SCHEMAS)) {
      const options = { seed: 1234, variant: 1, fillOptional: () => true };
      expect(generateValue(schema, options)).toEqual(generateValue(schema, options));
    }
  });

  it("gives the recorded value for a fixed schema and seed (stable across runs)", () => {
    const schema = { type: "object", properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 50 }, id: { type: "string", pattern: "^[a-z]{4}\\d{2}$" } }, required: ["query", "limit", "id"] };
    expect(first(schema, { seed: 7 })).toEqual({ query: "example", limit: 3, id: "zlbx57" });
    expect(first(schema, { seed: 8, variant: 2 })).toEqual({ query: "test", limit: 5, id: "ezoh90" });
  });

  it("gives different values for different seeds", () => {
    const schema = { type: "object", properties: { id: { type: "string", pattern: "^[a-z]{12}$" }, n: { type: "integer" } }, required: ["id", "n"] };
    const values = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(first(schema, { seed }))));
    expect(values.size).toBeGreaterThan(1);
  });

  it("gives different values for different variants", () => {
    const schema = { type: "object", properties: { query: { type: "string" } }, required: ["query"] };
    expect(new Set([0, 1, 2].map((variant) => JSON.stringify(first(schema, { variant })))).size).toBe(3);
  });

  it("fills only required properties at variant 0 and the chosen optional ones otherwise", () => {
    const schema = { type: "object", properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "string" } }, required: ["a"] };
    expect(Object.keys(first(schema) as object)).toEqual(["a"]);
    expect(Object.keys(first(schema, { variant: 1, fillOptional: (p) => p === "c" }) as object)).toEqual(["a", "c"]);
  });

  it("satisfies the oneOf branch exactly once", () => {
    const schema = { oneOf: [{ type: "integer", multipleOf: 2 }, { type: "integer", multipleOf: 3 }] };
    for (const v of valuesOf(schema)) expect(((v as number) % 2 === 0) !== ((v as number) % 3 === 0)).toBe(true);
  });

  it("prefers a non-null type in a union", () => {
    expect(first({ type: ["null", "string"] })).not.toBeNull();
    expect(first({ anyOf: [{ type: "null" }, { type: "integer" }] })).not.toBeNull();
  });

  it("sends booleans for sequential-thinking's boolean-or-string parameters", () => {
    expect(typeof first({ type: ["boolean", "string"] }, { name: "nextThoughtNeeded" })).toBe("boolean");
  });

  it("prefers whole numbers for number parameters", () => {
    for (const v of valuesOf({ type: "number" })) expect(Number.isInteger(v)).toBe(true);
  });

  it("keeps durations and steps as small as allowed instead of using a large default", () => {
    expect(first({ type: "number", default: 10, description: "Duration of the operation in seconds" }, { name: "duration" })).toBe(1);
    expect(first({ type: "integer", minimum: 3, default: 30 }, { name: "delayMs" })).toBe(3);
    expect(first({ type: "number", default: 5 }, { name: "steps", variant: 2 })).toBe(1);
  });

  it("never fetches an http(s) default when another valid value exists", () => {
    const schema = { type: "string", format: "uri", default: "https://raw.githubusercontent.com/x/y/README.md" };
    for (const v of valuesOf(schema)) expect(v).not.toBe(schema.default);
  });

  it("sends a data: URL only where the description allows one", () => {
    expect(first({ type: "string", format: "uri", description: "URL or data URI of the file content" }, { name: "data" })).toMatch(/^data:/);
    expect(first({ type: "string", format: "uri", description: "The page to scrape" }, { name: "url" })).toBe("https://example.com/");
  });

  it("uses the default of a property at variant 0", () => {
    expect(first({ type: "string", enum: ["Text", "Blob"], default: "Blob" })).toBe("Blob");
    expect(first({ type: "integer", default: 7 }, { name: "resourceId" })).toBe(7);
  });

  it("fills an optional property with another value than its default, which would be the call without it", () => {
    // A new user's server hung on `detailed: true`; `{"detailed": false}` after `{}` never found it.
    const report = { type: "object", properties: { detailed: { type: "boolean", default: false }, level: { type: "string", enum: ["info", "debug"], default: "info" } } };
    const filled = generateValue(report, { seed: 1, variant: 1, fillOptional: () => true });
    expect(filled.ok && filled.value).toEqual({ detailed: true, level: "debug" });
    // A default that is the only value allowed is still sent.
    const only = generateValue({ type: "object", properties: { mode: { type: "string", enum: ["fast"], default: "fast" } } }, { seed: 1, variant: 1, fillOptional: () => true });
    expect(only.ok && only.value).toEqual({ mode: "fast" });
  });

  it("gives a destructive tool's record made-up values only, never a description's example or a name's hint", () => {
    const schema = { type: "object", properties: { id: { type: "string", description: "Task id, e.g. t-1" }, customer_id: { type: "integer" }, reason: { type: "string", description: "Why, e.g. duplicate" } }, required: ["id", "customer_id", "reason"] };
    const kept = generateValue(schema, { seed: 1, toolName: "delete_task" });
    expect(kept.ok && kept.value).toMatchObject({ id: "t-1", reason: "duplicate" });
    const destroyed = generateValue(schema, { seed: 1, toolName: "delete_task", namesRecord: (name) => name === "id" || name === "customer_id" });
    // Nothing a user's record may be called: a trial's drop_table was sent `example`, which SQLite matches to `Example`.
    expect(destroyed.ok && destroyed.value).toEqual({ id: "mcp-checkup-missing", customer_id: 987654321, reason: "duplicate" });
  });

  it("uses an example quoted in the description", () => {
    expect(first({ type: "string", description: "Ticker symbol, such as ABC" }, { name: "symbol" })).toBe("ABC");
    expect(first({ type: "string", description: "IANA zone, e.g. 'America/New_York'" }, { name: "zone" })).toBe("America/New_York");
  });

  it("picks realistic values by parameter name", () => {
    expect(first({ type: "string" }, { name: "email" })).toBe("user@example.com");
    expect(first({ type: "string" }, { name: "query" })).toBe("example");
    expect(first({ type: "string" }, { name: "url" })).toBe("https://example.com/");
    expect(first({ type: "string" }, { name: "filePath" })).toBe("notes.txt");
    expect(first({ type: "string" }, { name: "path", toolName: "list_directory" })).toBe(".");
  });

  it("infers a number for an untyped parameter described as a count", () => {
    expect(typeof first({ description: "Smallest number of entities that counts as healthy" }, { name: "minEntities" })).toBe("number");
  });

  it("terminates on a $ref cycle whose recursion is required", () => {
    const schema = { $defs: { a: { type: "object", properties: { b: { $ref: "#/$defs/a" } }, required: ["b"] } }, $ref: "#/$defs/a" };
    expect(generateValue(schema, { seed: 1 })).toMatchObject({ ok: false });
  });

  it("reports a contradictory schema instead of throwing", () => {
    const result = generateValue({ type: "object", properties: { a: { type: "string", minLength: 5, maxLength: 2 } }, required: ["a"] }, { seed: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no generated value satisfied it|no value could be built/);
  });

  it("reports a schema ajv cannot compile instead of throwing", () => {
    const result = generateValue({ type: "object", properties: { a: { $ref: "https://example.invalid/schema.json" } }, required: ["a"] }, { seed: 1 });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("cannot be compiled") });
  });
});

describe("mergeSchemas", () => {
  it("tightens bounds, unites required and intersects types and enums", () => {
    expect(mergeSchemas({ type: ["string", "integer"], minimum: 1, required: ["a"], enum: [1, 2, 3] }, { type: "number", minimum: 2, required: ["b"], enum: [2, 3, 4] })).toEqual({
      type: "integer",
      minimum: 2,
      required: ["a", "b"],
      enum: [2, 3],
    });
  });

  it("gives false for disjoint types or constants", () => {
    expect(mergeSchemas({ type: "string" }, { type: "boolean" })).toBe(false);
    expect(mergeSchemas({ const: 1 }, { const: 2 })).toBe(false);
  });
});

describe("generateValue with hostile property names", () => {
  it("sets a property named __proto__ as an own property and treats toString like any name", () => {
    // JSON.parse keeps "__proto__" as an own key, as a schema received from a server would have it.
    const schema: unknown = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"toString":{"type":"integer"}},"required":["__proto__","toString"]}');
    const value = first(schema) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value).sort()).toEqual(["__proto__", "toString"]);
    expect(typeof value.toString).toBe("number");
  });
});

describe("two properties that name records", () => {
  const tasks = { candidates: () => ["t-1", "t-2"], tables: () => [] };
  const schema = {
    type: "object",
    properties: { task_id: { type: "string" }, depends_on_task_id: { type: "string" }, relations: { type: "array", items: { type: "object", properties: { from: { type: "string" }, to: { type: "string" } }, required: ["from", "to"] } } },
    required: ["task_id", "depends_on_task_id", "relations"],
  };

  it("get different records of the server's when it showed several (a task depending on itself was refused)", () => {
    for (const variant of [0, 1, 2]) {
      const result = generateValue(schema, { seed: 1, variant, known: tasks, toolName: "add_dependency" });
      if (!result.ok) throw new Error(result.reason);
      const value = result.value as { task_id: string; depends_on_task_id: string; relations: { from: string; to: string }[] };
      expect(value.task_id).not.toBe(value.depends_on_task_id);
      for (const r of value.relations) expect(r.from).not.toBe(r.to);
    }
  });

  it("share the one record the server showed", () => {
    const one = { candidates: () => ["t-1"], tables: () => [] };
    expect(first(schema, { known: one, toolName: "add_dependency" })).toMatchObject({ task_id: "t-1", depends_on_task_id: "t-1" });
  });
});

describe("generateValue for a schema that asks for too much", () => {
  it("builds no value past its limits (a hostile minLength ran a run out of memory), and reaches those within them", () => {
    for (const schema of [
      { type: "string", minLength: 100_000_000 },
      { type: "string", pattern: "^a{100000000}$" },
      { type: "array", minItems: 100_000_000, items: { type: "integer" } },
      { type: "object", minProperties: 10_000_000 },
    ]) {
      const result = generateValue(schema, { seed: 1 });
      expect(result.ok, JSON.stringify(schema)).toBe(false);
    }
    const long = generateValue({ type: "string", minLength: MAX_GENERATED_CHARS }, { seed: 1 });
    expect(long.ok && [...(long.value as string)].length).toBeGreaterThanOrEqual(MAX_GENERATED_CHARS);
    const many = generateValue({ type: "array", minItems: MAX_GENERATED_ITEMS, items: { type: "integer" } }, { seed: 1 });
    expect(many.ok && (many.value as unknown[]).length).toBe(MAX_GENERATED_ITEMS);
  });
});
