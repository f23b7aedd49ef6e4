/**
 * Canonical forms of JSON values and JSON Schemas, so that two snapshots of the same tools are byte-identical
 * whatever order the server sent keys in, and so that values can be compared by their canonical text.
 *
 * Order used everywhere: object keys by UTF-16 code unit (`Array.prototype.sort` default), which does not
 * depend on the machine's locale. Arrays keep their order, except the schema keywords whose arrays are sets.
 */

/** A plain JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a plain object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Sets `key` as an own enumerable property, even when it is `__proto__` (a server may send that key: a plain
 * assignment would change the object's prototype instead of recording the key).
 */
export function setOwn(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of a JSON value with object keys sorted recursively; arrays keep their order; `undefined` members dropped. */
export function canonicalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalData);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    if (value[key] !== undefined) setOwn(out, key, canonicalData(value[key]));
  }
  return out;
}

/** The canonical JSON text of a value (sorted keys, no spaces): equal texts mean equal JSON values. */
export function canonicalText(value: unknown): string {
  return JSON.stringify(canonicalData(value)) ?? "undefined";
}

/** Keywords whose value is one subschema (JSON Schema 2020-12 and draft-07 "Applicator" keywords). */
const SUBSCHEMA_KEYS = new Set([
  "additionalItems",
  "additionalProperties",
  "contains",
  "contentSchema",
  "else",
  "if",
  "items",
  "not",
  "propertyNames",
  "then",
  "unevaluatedItems",
  "unevaluatedProperties",
]);
/** Keywords whose value is an array of subschemas (order kept: `prefixItems` is positional). */
const SUBSCHEMA_ARRAY_KEYS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas. */
const SUBSCHEMA_MAP_KEYS = new Set(["$defs", "definitions", "dependentSchemas", "patternProperties", "properties"]);
/**
 * Keywords whose array value is a set: the order of `required` names and of `type` names means nothing to
 * validation or to a reader (JSON Schema 2020-12 Validation §6.5.3, §6.1.1), so they are sorted.
 * `enum` is deliberately NOT here: its order is what the model reads (often meaningful, e.g. low/medium/high),
 * so the snapshot keeps it, and the drift diff compares enums as sets instead.
 */
const SET_KEYS = new Set(["required", "type"]);

/**
 * A canonical copy of a JSON Schema: keys sorted at every level, `required` and `type` arrays sorted, every
 * other array (enum, examples, allOf, prefixItems, default values…) kept in order. Subschemas are found by
 * keyword, so data that merely looks like a schema (a `default` object with a `required` key) is not reordered.
 * Non-object schemas (`true`, `false`, or junk a server sent) are returned as their canonical data.
 */
export function canonicalSchema(schema: unknown): unknown {
  if (!isObject(schema)) return canonicalData(schema);
  const out: JsonObject = {};
  for (const key of Object.keys(schema).sort()) {
    const value = schema[key];
    if (value === undefined) continue;
    let canonical: unknown;
    if (SUBSCHEMA_KEYS.has(key)) {
      canonical = Array.isArray(value) ? value.map(canonicalSchema) : canonicalSchema(value);
    } else if (SUBSCHEMA_ARRAY_KEYS.has(key) && Array.isArray(value)) {
      canonical = value.map(canonicalSchema);
    } else if (SUBSCHEMA_MAP_KEYS.has(key) && isObject(value)) {
      const map: JsonObject = {};
      for (const name of Object.keys(value).sort()) setOwn(map, name, canonicalSchema(value[name]));
      canonical = map;
    } else if (SET_KEYS.has(key) && Array.isArray(value) && value.every((v) => typeof v === "string")) {
      canonical = [...(value as string[])].sort();
    } else {
      canonical = canonicalData(value);
    }
    setOwn(out, key, canonical);
  }
  return out;
}
