import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it, vi } from "vitest";
import { compileSchema, dialectOf, satisfiesSchema } from "../../src/scenarios/ajv-validate.js";

describe("compileSchema", () => {
  it("gives schemas that differ only in a number JSON writes as null (1e309 parses as Infinity) functions of their own", () => {
    const accepts = (schema: unknown, value: unknown): boolean => {
      const v = compileSchema(schema, "draft-07");
      return v.ok && v.accepts(value);
    };
    // Each pair compiled in this order: before the fix the second got the first's function (the same JSON text).
    expect([accepts({ const: null }, null), accepts(JSON.parse('{"const": 1e309}'), null), accepts(JSON.parse('{"const": 1e309}'), Infinity)]).toEqual([true, false, true]);
    expect([accepts({ enum: [null, "a"] }, null), accepts(JSON.parse('{"enum": [-1e309, "a"]}'), null), accepts(JSON.parse('{"enum": [-1e309, "a"]}'), -Infinity)]).toEqual([true, false, true]);
    expect(accepts(JSON.parse('{"type": "number", "maximum": 1e309}'), 5)).toBe(true);
    expect(compileSchema({ type: "number", maximum: null }, "draft-07").ok).toBe(false); // ajv refuses it: nothing judged
    expect(compileSchema({ type: "number", exclusiveMinimum: null }, "draft-07").ok).toBe(false);
    expect(accepts({ type: "number", exclusiveMinimum: Number.NaN }, 5)).toBe(true); // NaN compiled as itself: no number fails it
    // null itself is no such number: a schema that allows it validates as before.
    expect([accepts({ type: ["string", "null"] }, null), accepts({ type: ["string", "null"] }, 1)]).toEqual([true, false]);
  });

  it("validates a schema without $schema as JSON Schema 2020-12 (prefixItems understood)", () => {
    const v = compileSchema({ type: "array", prefixItems: [{ type: "string" }], items: false });
    expect(v).toMatchObject({ ok: true, dialect: "2020-12" });
    if (v.ok) {
      expect(v.validate(["a"])).toEqual([]);
      expect(v.validate(["a", 1])).not.toEqual([]);
    }
  });

  it("uses draft-07 when $schema says so (tuple items understood)", () => {
    const v = compileSchema({ $schema: "http://json-schema.org/draft-07/schema#", type: "array", items: [{ type: "string" }], additionalItems: false });
    expect(v).toMatchObject({ ok: true, dialect: "draft-07" });
    if (v.ok) expect(v.validate(["a", "b"])).not.toEqual([]);
  });

  it("falls back to draft-07 for an undeclared schema that 2020-12 cannot compile", () => {
    expect(compileSchema({ type: "array", items: [{ type: "string" }] })).toMatchObject({ ok: true, dialect: "draft-07" });
  });

  it("reads draft-04 boolean exclusive bounds", () => {
    const v = compileSchema({ $schema: "http://json-schema.org/draft-04/schema#", type: "number", minimum: 1, exclusiveMinimum: true });
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.validate(1)).toEqual(["(root) must be > 1"]);
      expect(v.validate(1.5)).toEqual([]);
    }
  });

  it("checks formats (ajv-formats)", () => {
    const v = compileSchema({ type: "string", format: "email" });
    expect(v.ok && v.validate("nope")).toEqual(['(root) must match format "email"']);
  });

  it("treats format as an annotation when asked to (the JSON Schema 2020-12 default)", () => {
    const v = compileSchema({ type: "string", format: "email" }, "2020-12", false);
    expect(v.ok && v.validate("nope")).toEqual([]);
  });

  it("accepts what validate finds no problem in, for either meaning of format", () => {
    const schema = { type: "object", properties: { to: { type: "string", format: "email" }, n: { type: "integer" } }, required: ["to"] };
    for (const assertFormats of [true, false]) {
      const v = compileSchema(schema, "2020-12", assertFormats);
      if (!v.ok) throw new Error(v.error);
      for (const value of [{ to: "a@example.com" }, { to: "nope" }, { to: "a@example.com", n: 1.5 }, {}, "text", null]) {
        expect(v.accepts(value), `${assertFormats} ${JSON.stringify(value)}`).toBe(v.validate(value).length === 0);
      }
    }
    const strict = compileSchema(schema);
    expect(strict.ok && strict.accepts({ to: "nope" })).toBe(false);
    const loose = compileSchema(schema, "2020-12", false);
    expect(loose.ok && loose.accepts({ to: "nope" })).toBe(true);
  });

  it("answers at once for a pattern that backtracks without end, and reads patterns as the u flag does", () => {
    const v = compileSchema({ type: "string", pattern: "^(a+)+$" });
    if (!v.ok) throw new Error(v.error);
    // Without the linear-time fallback this takes longer than the test may (2^40 backtracking steps).
    expect(v.validate(`${"a".repeat(40)}b`)).toEqual(['(root) must match pattern "^(a+)+$"']);
    expect(v.accepts("aaaa")).toBe(true);
    const letters = compileSchema({ type: "string", pattern: "^\\p{L}+$" });
    expect(letters.ok && [letters.accepts("Grüße"), letters.accepts("a1")]).toEqual([true, false]);
    // `.` is one character with the u flag, an emoji included; a text with one is tested with the flag.
    const one = compileSchema({ type: "string", pattern: "^.$" });
    expect(one.ok && [one.accepts("😀"), one.accepts("é"), one.accepts("ab")]).toEqual([true, true, false]);
  });

  it("validates a schema marked $async (ajv's own keyword) at once, and keeps a property of that name", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      const v = compileSchema({ $async: true, type: "object", properties: { $async: { type: "integer" }, q: { $async: true, type: "string" } }, required: ["q"] });
      if (!v.ok) throw new Error(v.error);
      expect(v.validate({})).toEqual(["(root) must have required property 'q'"]);
      expect(v.accepts({})).toBe(false);
      expect(v.accepts({ q: 1 })).toBe(false);
      expect(v.accepts({ q: "x" })).toBe(true);
      expect(v.accepts({ q: "x", $async: "no" })).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });

  it("treats format as an annotation inside a combinator too, and asserts it again afterwards", () => {
    const schema = { anyOf: [{ type: "string", format: "email" }, { type: "integer" }] };
    const annotating = compileSchema(schema, "2020-12", false);
    const asserting = compileSchema(schema);
    expect(annotating.ok && annotating.validate("nope")).toEqual([]);
    expect(asserting.ok && asserting.validate("nope")).not.toEqual([]);
    expect(annotating.ok && annotating.validate(1.5)).not.toEqual([]);
  });

  it("compiles a schema once for both meanings of format", () => {
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    try {
      const schema = { type: "object", properties: { when: { type: "string", format: "date-time" } } };
      // An asserted format is ajv's to check; a refused value's problems are ajv's to write out.
      const problems = (v: ReturnType<typeof compileSchema>, value: unknown) => (v.ok ? v.validate(value) : [v.error]);
      expect(problems(compileSchema(schema), { when: "soon" })).toEqual(['/when must match format "date-time"']);
      expect(problems(compileSchema(schema, "2020-12", false), { when: 1 })).toEqual(["/when must be string"]);
      expect(problems(compileSchema({ ...schema }, "2020-12", false), { when: 2 })).toEqual(["/when must be string"]); // the same text
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("compiles schemas that differ only in their annotations once", () => {
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    try {
      const schema = (n: number) => ({ type: "object", title: `Tool ${n}`, properties: { q: { type: "string", minLength: 2, description: `Query ${n}`, examples: [`e${n}`] } } });
      const first = compileSchema(schema(1));
      const second = compileSchema(schema(2));
      expect(first.ok && second.ok && [first.validate({ q: "a" }), second.validate({ q: "b" })]).toEqual([["/q must NOT have fewer than 2 characters"], ["/q must NOT have fewer than 2 characters"]]);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("checks a schema of the keywords direct-check.ts reads without compiling it, until a refused value's problems are asked for", () => {
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    try {
      const v = compileSchema({ type: "object", properties: { path: { type: "string", minLength: 1 }, depth: { type: "integer", minimum: 0 } }, required: ["path"], additionalProperties: false });
      if (!v.ok) throw new Error(v.error);
      expect([v.accepts({ path: "/tmp" }), v.accepts({ path: "" }), v.accepts({ path: "a", depth: -1 }), v.accepts({ path: "a", other: 1 })]).toEqual([true, false, false, false]);
      expect(v.validate({ path: "/tmp", depth: 2 })).toEqual([]);
      expect(v.dialect).toBe("2020-12");
      expect(compile).not.toHaveBeenCalled();
      expect(v.validate({ depth: 1 })).toEqual(["(root) must have required property 'path'"]);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("reads a schema's own \"__proto__\" key as the unknown keyword it is, not as the prototype of its copy", () => {
    const schema = JSON.parse('{"__proto__": {"type": "string"}, "type": "number"}');
    const v = compileSchema(schema);
    expect(v.ok && [v.accepts(1), v.accepts("a")]).toEqual([true, false]);
    // Its copy's JSON text keeps the key: it does not share the compiled function of a schema without it.
    const other = compileSchema(JSON.parse('{"__proto__": {"pattern": "["}, "type": "number"}'));
    expect(other.ok && other.accepts(1)).toBe(true);
  });

  it("keeps a property named like an annotation", () => {
    const v = compileSchema({ type: "object", properties: { description: { type: "string" }, title: { type: "integer" } }, required: ["description"] });
    expect(v.ok && [v.validate({}), v.validate({ description: "x", title: "y" }), v.validate({ description: "x", title: 1 })]).toEqual([
      ["(root) must have required property 'description'"],
      ["/title must be integer"],
      [],
    ]);
  });

  it("keeps the annotations a $ref points into", () => {
    const v = compileSchema({ type: "object", examples: [{ type: "integer" }], properties: { n: { $ref: "#/examples/0" } } });
    expect(v.ok && v.validate({ n: "x" })).toEqual(["/n must be integer"]);
  });

  it("accepts a pattern that is invalid with the u flag by retrying without it", () => {
    expect(compileSchema({ type: "string", pattern: "^[\\w\\_]+$" }).ok).toBe(true);
  });

  it("resolves a $ref to the root", () => {
    const v = compileSchema({ type: "object", properties: { next: { $ref: "#" }, n: { type: "integer" } } });
    expect(v.ok && v.validate({ next: { n: "x" } })).toEqual(["/next/n must be integer"]);
  });

  it("compiles two schemas with the same $id", () => {
    expect(compileSchema({ $id: "https://x.test/s.json", type: "string" }).ok).toBe(true);
    expect(compileSchema({ $id: "https://x.test/s.json", type: "integer" }).ok).toBe(true);
  });

  it("reports an unresolvable $ref instead of throwing", () => {
    expect(compileSchema({ $ref: "https://example.invalid/s.json" })).toMatchObject({ ok: false, error: expect.stringContaining("can't resolve reference") });
  });

  it("reports a schema that is not an object", () => {
    expect(compileSchema(null)).toMatchObject({ ok: false, error: expect.stringContaining("null") });
    expect(compileSchema("string")).toMatchObject({ ok: false });
  });

  it("treats boolean schemas as schemas", () => {
    expect(satisfiesSchema(true, 1)).toBe(true);
    expect(satisfiesSchema(false, 1)).toBe(false);
  });

  it("names the property in additionalProperties and lists enum values", () => {
    const v = compileSchema({ type: "object", properties: { u: { enum: ["C", "F"] } }, additionalProperties: false });
    expect(v.ok && v.validate({ x: 1 })).toEqual(["(root) must NOT have additional properties ('x')"]);
    expect(v.ok && v.validate({ u: "K" })).toEqual(['/u must be equal to one of the allowed values ("C", "F")']);
  });
});

describe("dialectOf", () => {
  it("maps $schema URIs to dialects", () => {
    expect(dialectOf("http://json-schema.org/draft-04/schema#")).toBe("draft-07");
    expect(dialectOf("https://json-schema.org/draft/2019-09/schema")).toBe("2019-09");
    expect(dialectOf("https://json-schema.org/draft/2020-12/schema")).toBe("2020-12");
    expect(dialectOf(undefined)).toBeUndefined();
  });
});
