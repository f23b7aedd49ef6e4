import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { CLIENT_PROFILES, checkClientProfiles, clientProfiles, rejectionsIn, type ClientProfile } from "../../src/lint/client-profiles.js";
import type { Tool } from "../../src/mcp/types.js";
import { walkSchema } from "../../src/lint/schema-walk.js";

const profile = (id: string): ClientProfile => CLIENT_PROFILES.find((p) => p.id === id)!;
const tool = (name: string, inputSchema: unknown): Tool => ({ name, description: `The ${name} tool.`, inputSchema });

/** A schema that uses every keyword of `p` once, under one property each, plus every shape the test adds. */
function everyKeyword(p: ClientProfile): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const { keyword } of p.keywords) properties[`uses_${keyword.replace(/\W/g, "_")}`] = { type: "string", [keyword]: keyword === "const" ? "x" : {} };
  return { type: "object", properties, required: Object.keys(properties) };
}

describe("every profile", () => {
  it.each(CLIENT_PROFILES.map((p) => p.id))("%s gives each entry a public https source", (id) => {
    const p = profile(id);
    for (const entry of [...p.keywords, ...p.shapes]) expect(entry.source).toMatch(/^https:\/\/\S+$/);
  });

  it.each(CLIENT_PROFILES.filter((p) => p.keywords.length > 0).map((p) => p.id))("%s finds every keyword it rejects, each at its JSON Pointer", (id) => {
    const p = profile(id);
    const found = rejectionsIn(p, everyKeyword(p)).filter((r) => p.keywords.some((k) => k.keyword === r.keyword));
    expect(found.map((r) => r.keyword).sort()).toEqual(p.keywords.map((k) => k.keyword).sort());
    const first = p.keywords[0]!.keyword;
    expect(found.find((r) => r.keyword === first)!.pointer).toBe(`/properties/uses_${first.replace(/\W/g, "_")}/${first.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  });
});

/** A schema with every shape any profile rejects, one property each (the root itself is not a plain object schema). */
const everyShape = {
  type: "object",
  anyOf: [{ required: ["tuple"] }],
  properties: {
    bare_array: { type: "array" },
    tuple: { type: "array", items: [{ type: "number" }] },
    unicode: { type: "string", pattern: "^\\p{L}+$" },
    uri: { type: "string", format: "uri" },
    optional_object: { type: "object", properties: { inner: { type: "string" } } },
    union: { type: ["string", "null"] },
    numbers: { type: "integer", enum: [1, 2] },
  },
  required: ["bare_array"],
};

describe("every shape of every profile", () => {
  const cases = CLIENT_PROFILES.flatMap((p) => p.shapes.map((shape) => [p.id, shape.name, shape] as const));
  it.each(cases)("%s finds %s", (_id, _name, shape) => {
    const hits: unknown[] = [];
    walkSchema(everyShape, (v) => {
      if (typeof v.schema !== "boolean") hits.push(...shape.find(v.schema, v.role === "root"));
    });
    expect(hits.length).toBeGreaterThan(0);
  });

  it.each(CLIENT_PROFILES.map((p) => p.id))("%s reports each shape it finds with that shape's source", (id) => {
    const p = profile(id);
    const sources = new Set(rejectionsIn(p, everyShape).map((r) => r.source));
    for (const shape of p.shapes) expect(sources).toContain(shape.source);
  });
});

describe("openai-strict", () => {
  const p = profile("openai-strict");
  const clean = {
    type: "object",
    properties: {
      city: { type: "string", description: "City name", format: "date", pattern: "^[A-Z]" },
      days: { type: ["integer", "null"], minimum: 1, maximum: 16 },
      tags: { type: "array", items: { type: "string" }, maxItems: 5 },
      unit: { anyOf: [{ type: "string", enum: ["c", "f"] }, { type: "null" }] },
      filter: { type: "object", properties: { from: { type: "string" } }, required: ["from"], additionalProperties: false },
    },
    required: ["city", "days", "tags", "unit", "filter"],
    additionalProperties: false,
  };

  it("finds nothing in a schema that uses none of what strict mode rejects", () => {
    expect(rejectionsIn(p, clean)).toEqual([]);
  });

  it("finds every shape strict mode rejects", () => {
    const schema = {
      type: "object",
      properties: {
        url: { type: "string", format: "uri" },
        list: { type: "array" },
        pair: { type: "array", items: [{ type: "number" }, { type: "number" }] },
        name: { type: "string", pattern: "^[^\\p{Cc}]+$" },
        nested: { type: "object", properties: { a: { type: "string" } } },
      },
      required: ["url"],
    };
    const found = rejectionsIn(p, schema).map((r) => `${r.pointer} ${r.keyword}`);
    expect(found).toEqual([
      '/required not in required: "list", "pair", "name", "nested"',
      " object without additionalProperties: false",
      "/properties/url/format format: uri",
      "/properties/list array without items",
      "/properties/pair/items items as a list (a draft-07 tuple)",
      "/properties/name/pattern pattern with a Unicode property escape (\\p{…})",
      '/properties/nested/required not in required: "a"',
      "/properties/nested object without additionalProperties: false",
    ]);
  });
});

describe("openai", () => {
  it("accepts optional properties, open objects and any format", () => {
    const schema = { type: "object", properties: { url: { type: "string", format: "uri" }, meta: { type: "object" } } };
    expect(rejectionsIn(profile("openai"), schema)).toEqual([]);
  });

  it("rejects an array without items", () => {
    expect(rejectionsIn(profile("openai"), { type: "object", properties: { ids: { type: "array" } } }).map((r) => r.pointer)).toEqual(["/properties/ids"]);
  });
});

describe("gemini", () => {
  const p = profile("gemini");

  it("finds nothing in a schema that uses none of what Gemini rejects", () => {
    const clean = {
      type: "object",
      properties: {
        city: { type: "string", description: "City", format: "date-time", pattern: "^[A-Z]", minLength: 1, maxLength: 80 },
        days: { type: "integer", minimum: 1, maximum: 16, default: 3 },
        unit: { type: "string", enum: ["c", "f"] },
        tags: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 5 },
        either: { anyOf: [{ type: "string" }, { type: "number" }] },
      },
      required: ["city"],
    };
    expect(rejectionsIn(p, clean)).toEqual([]);
  });

  it("rejects union types and enums of numbers", () => {
    const schema = { type: "object", properties: { a: { type: ["string", "null"] }, b: { type: "integer", enum: [1, 2] } } };
    expect(rejectionsIn(p, schema).map((r) => `${r.pointer} ${r.keyword}`)).toEqual([
      "/properties/a/type type as a list (a union type)",
      "/properties/b/enum enum with values that are not strings",
    ]);
  });

  it("reads a property named like a keyword as a property, not the keyword", () => {
    expect(rejectionsIn(p, { type: "object", properties: { id: { type: "string" }, examples: { type: "string" } } })).toEqual([]);
  });
});

describe("checkClientProfiles", () => {
  it("gives one finding per tool and client, naming the client and the JSON Pointer", () => {
    const tools = [
      tool("fetch_page", { type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"], additionalProperties: false }),
      tool("ping", { type: "object", properties: {}, additionalProperties: false }),
    ];
    const { results, findings } = checkClientProfiles(tools, [profile("openai-strict"), profile("gemini")]);
    expect(findings.map((f) => [f.rule, f.severity, f.tool])).toEqual([
      ["client-schema-rejected", "error", "fetch_page"],
      ["client-schema-rejected", "error", "fetch_page"],
      ["client-schema-rejected", "error", "ping"],
    ]);
    expect(findings[0]!.message).toContain("OpenAI strict mode rejects");
    expect(findings[0]!.message).toContain("format: uri at /properties/url/format");
    expect(findings[1]!.message).toContain("Gemini rejects");
    expect(results.map((r) => [r.client, r.tool, r.rejections.map((x) => x.pointer)])).toEqual([
      ["openai-strict", "fetch_page", ["/properties/url/format"]],
      ["gemini", "fetch_page", ["/additionalProperties"]],
      ["gemini", "ping", ["/additionalProperties"]],
    ]);
  });
});

describe("clientProfiles", () => {
  it("reads ids in the order given, each once, case-insensitively", () => {
    expect(clientProfiles("--clients", ["Gemini", "openai-strict", "gemini"]).map((p) => p.id)).toEqual(["gemini", "openai-strict"]);
  });

  it("refuses an unknown id with a one-line error naming the input and the known ids", () => {
    expect(() => clientProfiles("mcp-clients", ["claude"])).toThrow(UsageError);
    expect(() => clientProfiles("mcp-clients", ["claude"])).toThrow("mcp-clients: 'claude' is not a known client profile; expected one of openai, openai-strict, gemini");
  });
});
