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
export declare function isObject(value: unknown): value is JsonObject;
/**
 * Sets `key` as an own enumerable property, even when it is `__proto__` (a server may send that key: a plain
 * assignment would change the object's prototype instead of recording the key).
 */
export declare function setOwn(target: JsonObject, key: string, value: unknown): void;
/** A copy of a JSON value with object keys sorted recursively; arrays keep their order; `undefined` members dropped. */
export declare function canonicalData(value: unknown): unknown;
/** The canonical JSON text of a value (sorted keys, no spaces): equal texts mean equal JSON values. */
export declare function canonicalText(value: unknown): string;
/**
 * A canonical copy of a JSON Schema: keys sorted at every level, `required` and `type` arrays sorted, every
 * other array (enum, examples, allOf, prefixItems, default values…) kept in order. Subschemas are found by
 * keyword, so data that merely looks like a schema (a `default` object with a `required` key) is not reordered.
 * Non-object schemas (`true`, `false`, or junk a server sent) are returned as their canonical data.
 */
export declare function canonicalSchema(schema: unknown): unknown;
