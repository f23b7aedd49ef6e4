/**
 * A small, forgiving view of a tool's `inputSchema` for effect probes: following local `$ref`s, picking a usable
 * branch of `anyOf`/`oneOf`, merging `allOf`, and producing one plausible value per type. Probes need a record
 * that a server accepts and that carries markers, not the exhaustive generation of `src/scenarios`; anything
 * the schema does not say is left out rather than guessed. Server schemas are untrusted (MCP 2025-11-25
 * server/tools §Tool: `inputSchema` is a JSON Schema object, 2020-12 by default), so nothing here throws.
 */

import { jsonType } from "../mcp/json-object.js";
import { resolveRef } from "../scenarios/schema-ref.js";
import { keyRank } from "./names.js";

/** A JSON Schema object (untrusted shape). */
export type JsonSchema = Record<string, unknown>;

/** `value` as a schema object, or undefined when it is not a plain object. */
export function asSchema(value: unknown): JsonSchema | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as JsonSchema) : undefined;
}

/**
 * The schema with local `$ref`s followed, `allOf` merged (properties and required lists), and `anyOf`/`oneOf`
 * replaced by their first branch that is not `{"type": "null"}`. Depth-limited against reference loops.
 */
export function resolve(schema: unknown, root: unknown, depth = 0): JsonSchema {
  const s = asSchema(schema) ?? {};
  const r = asSchema(root) ?? s;
  if (depth > 16) return s;
  if (typeof s.$ref === "string") {
    const target = asSchema(resolveRef(r, s.$ref));
    const { $ref: _ignored, ...rest } = s;
    return target ? resolve({ ...target, ...rest }, r, depth + 1) : rest;
  }
  if (Array.isArray(s.allOf)) {
    const { allOf, ...rest } = s;
    let merged: JsonSchema = { ...rest };
    for (const part of allOf) {
      const p = resolve(part, r, depth + 1);
      merged = {
        ...p,
        ...merged,
        properties: { ...(asSchema(merged.properties) ?? {}), ...(asSchema(p.properties) ?? {}) },
        required: [...new Set([...requiredOf(merged), ...requiredOf(p)])],
      };
    }
    return merged;
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const pick = branches.map((b) => resolve(b, r, depth + 1)).find((b) => typeOf(b) !== "null") ?? {};
      const { [key]: _ignored, ...rest } = s;
      return { ...rest, ...pick };
    }
  }
  return s;
}

/**
 * The JSON type a value for this (resolved) schema should have: the first non-null entry of `type`, else what
 * `const`, `enum`, `properties` or `items` imply; undefined when the schema does not say.
 */
export function typeOf(schema: JsonSchema): string | undefined {
  const t = schema.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === "string" && x !== "null") ?? (t.includes("null") ? "null" : undefined);
  if ("const" in schema) return jsonType(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return jsonType(schema.enum[0]);
  if (asSchema(schema.properties)) return "object";
  if (schema.items !== undefined) return "array";
  return undefined;
}

/** The (unresolved) property schemas of an object schema, in declaration order. */
export function propertiesOf(schema: JsonSchema): Array<[string, unknown]> {
  return Object.entries(asSchema(schema.properties) ?? {});
}

/** The names in an object schema's `required` list (strings only). */
export function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((x): x is string => typeof x === "string") : [];
}

/** True for a plain free-text string schema: type string, no `format`, `enum`, `const` or `pattern`. */
export function isFreeText(schema: JsonSchema): boolean {
  return typeOf(schema) === "string" && schema.format === undefined && schema.enum === undefined && !("const" in schema) && schema.pattern === undefined;
}

/** The inclusive integer range a numeric schema allows (`exclusiveMinimum`/`exclusiveMaximum` as numbers). */
export function numericRange(schema: JsonSchema): { min: number; max: number } {
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  const min = Math.max(num(schema.minimum) ?? -Infinity, exMin !== undefined ? Math.floor(exMin) + 1 : -Infinity);
  const max = Math.min(num(schema.maximum) ?? Infinity, exMax !== undefined ? Math.ceil(exMax) - 1 : Infinity);
  return { min, max };
}

/** Where a value sits in the arguments: property names and array indexes from the top. */
export type ValuePath = Array<string | number>;

/**
 * How {@link sampleValue} fills what the schema leaves open.
 * - `text`: free text for a string field. Record builders return a marker (and remember where it went).
 * - `preferText`: use `text` for free-text strings even when the schema gives a `default` or `examples`
 *   (a probe record's free text must carry markers).
 * - `number`: a value for a numeric field, overriding the lower-bound default (distinct integer keys).
 */
export interface ValueSource {
  text: (path: ValuePath, field: string) => string;
  preferText?: boolean;
  number?: (path: ValuePath, field: string, range: { min: number; max: number }) => number | undefined;
}

const FORMATTED: Record<string, (text: string) => string> = {
  email: (t) => `${t}@example.com`,
  "idn-email": (t) => `${t}@example.com`,
  uri: (t) => `https://example.com/${t}`,
  url: (t) => `https://example.com/${t}`,
  iri: (t) => `https://example.com/${t}`,
  "uri-reference": (t) => `https://example.com/${t}`,
  hostname: (t) => `${t}.example.com`,
  date: () => "2024-01-01",
  "date-time": () => "2024-01-01T00:00:00Z",
  time: () => "12:00:00Z",
  uuid: () => "00000000-0000-4000-8000-000000000000",
  ipv4: () => "127.0.0.1",
  ipv6: () => "::1",
};

/**
 * One plausible value for `schema` (resolved against `root`): `const`, then the first `enum` value, `default`,
 * the first of `examples`, then by type — strings from `text` (shaped by `format`, padded to `minLength`),
 * numbers at their lower bound (1 when unbounded), `false`, arrays of `max(1, minItems)` items, objects with
 * their required properties plus optional free-text ones. Returns undefined for a schema that names no type.
 */
export function sampleValue(schema: unknown, root: unknown, path: ValuePath, source: ValueSource): unknown {
  // A recursive schema ($ref to itself under a required property) would recurse without end.
  if (path.length > MAX_SAMPLE_DEPTH) return undefined;
  const s = resolve(schema, root);
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const field = String([...path].reverse().find((p) => typeof p === "string") ?? "value");
  const freeText = source.preferText === true && isFreeText(s);
  if (!freeText && s.default !== undefined) return s.default;
  if (!freeText && Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  switch (typeOf(s)) {
    case "string": {
      const format = typeof s.format === "string" ? FORMATTED[s.format] : undefined;
      const text = source.text(path, field);
      let v = format ? format(text) : text;
      const minLength = typeof s.minLength === "number" ? s.minLength : 0;
      if (v.length < minLength) v = v.padEnd(minLength, "x");
      return v;
    }
    case "integer":
    case "number": {
      const range = numericRange(s);
      const chosen = source.number?.(path, field, range);
      if (chosen !== undefined) return chosen;
      const v = Number.isFinite(range.min) ? Math.max(range.min, 1) : 1;
      return Math.min(v, range.max);
    }
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const n = Math.max(1, typeof s.minItems === "number" ? s.minItems : 1);
      const out: unknown[] = [];
      for (let i = 0; i < n; i++) out.push(sampleValue(s.items ?? { type: "string" }, root, [...path, i], source));
      return out;
    }
    case "object":
      return sampleObject(s, root, path, source);
    default:
      return undefined;
  }
}

/** Nesting of a sampled value beyond which {@link sampleValue} gives up (undefined). */
const MAX_SAMPLE_DEPTH = 16;

/**
 * An object for an object schema: its required properties, plus optional free-text strings whose name does not
 * end in a key word (an optional `parent_id` is a reference that a made-up value would break).
 */
export function sampleObject(schema: JsonSchema, root: unknown, path: ValuePath, source: ValueSource): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = requiredOf(schema);
  for (const [name, raw] of propertiesOf(schema)) {
    const prop = resolve(raw, root);
    if (!required.includes(name) && (!isFreeText(prop) || keyRank(name) >= 0)) continue;
    const v = sampleValue(prop, root, [...path, name], source);
    if (v !== undefined) out[name] = v;
  }
  return out;
}
