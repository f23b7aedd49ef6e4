import { describe, expect, it } from "vitest";
import { isFreeText, numericRange, resolve, sampleObject, sampleValue, typeOf } from "../../src/probes/schema.js";

const words = { text: (_p: Array<string | number>, field: string) => `t_${field}` };

describe("resolve", () => {
  it("follows local $refs into $defs", () => {
    const root = { $defs: { Note: { type: "object", properties: { title: { type: "string" } } } }, $ref: "#/$defs/Note" };
    expect(typeOf(resolve(root, root))).toBe("object");
  });

  it("picks the first non-null branch of anyOf and merges allOf", () => {
    expect(typeOf(resolve({ anyOf: [{ type: "null" }, { type: "integer" }] }, {}))).toBe("integer");
    const merged = resolve({ allOf: [{ properties: { a: { type: "string" } }, required: ["a"] }, { properties: { b: { type: "string" } } }] }, {});
    expect(Object.keys(merged.properties as object)).toEqual(["a", "b"]);
    expect(merged.required).toEqual(["a"]);
  });

  it("stops at reference loops instead of recursing forever", () => {
    const root = { $defs: { A: { $ref: "#/$defs/A" } }, $ref: "#/$defs/A" };
    expect(() => resolve(root, root)).not.toThrow();
  });

  it("never follows a network $ref", () => {
    expect(resolve({ $ref: "https://example.com/schema.json" }, {})).toEqual({});
  });
});

describe("sampleValue", () => {
  it("uses const, enum, default and examples before the type", () => {
    expect(sampleValue({ type: "string", enum: ["a", "b"] }, {}, ["x"], words)).toBe("a");
    expect(sampleValue({ type: "integer", default: 5 }, {}, ["x"], words)).toBe(5);
    expect(sampleValue({ type: "string", examples: ["ex"] }, {}, ["x"], words)).toBe("ex");
  });

  it("prefers its own text over defaults for free text when asked", () => {
    expect(sampleValue({ type: "string", default: "untitled" }, {}, ["title"], { ...words, preferText: true })).toBe("t_title");
  });

  it("shapes text by format and pads it to minLength", () => {
    expect(sampleValue({ type: "string", format: "email" }, {}, ["email"], words)).toBe("t_email@example.com");
    expect(sampleValue({ type: "string", format: "uri" }, {}, ["url"], words)).toBe("https://example.com/t_url");
    expect(sampleValue({ type: "string", minLength: 12 }, {}, ["id"], words)).toBe("t_idxxxxxxxx");
  });

  it("puts numbers at their lower bound, 1 when unbounded", () => {
    expect(sampleValue({ type: "integer" }, {}, ["n"], words)).toBe(1);
    expect(sampleValue({ type: "integer", minimum: 3, maximum: 9 }, {}, ["n"], words)).toBe(3);
    expect(sampleValue({ type: "integer", exclusiveMinimum: 10 }, {}, ["n"], words)).toBe(11);
  });

  it("gives arrays one item and objects their required and free-text fields", () => {
    const schema = {
      type: "object",
      properties: { items: { type: "array", items: { type: "string" } }, note: { type: "string" }, parent_id: { type: "string" }, flag: { type: "boolean" } },
      required: ["items"],
    };
    expect(sampleObject(schema, schema, [], words)).toEqual({ items: ["t_items"], note: "t_note" });
  });
});

describe("schema facts", () => {
  it("tells free text from constrained strings", () => {
    expect(isFreeText({ type: "string" })).toBe(true);
    expect(isFreeText({ type: "string", format: "uri" })).toBe(false);
    expect(isFreeText({ type: "string", enum: ["a"] })).toBe(false);
  });

  it("reads inclusive integer ranges from exclusive bounds", () => {
    expect(numericRange({ exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({ min: 1, max: 9 });
  });
});
