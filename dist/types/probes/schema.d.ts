/**
 * A small, forgiving view of a tool's `inputSchema` for effect probes: following local `$ref`s, picking a usable
 * branch of `anyOf`/`oneOf`, merging `allOf`, and producing one plausible value per type. Probes need a record
 * that a server accepts and that carries markers, not the exhaustive generation of `src/scenarios`; anything
 * the schema does not say is left out rather than guessed. Server schemas are untrusted (MCP 2025-11-25
 * server/tools §Tool: `inputSchema` is a JSON Schema object, 2020-12 by default), so nothing here throws.
 */
/** A JSON Schema object (untrusted shape). */
export type JsonSchema = Record<string, unknown>;
/** `value` as a schema object, or undefined when it is not a plain object. */
export declare function asSchema(value: unknown): JsonSchema | undefined;
/**
 * The schema with local `$ref`s followed, `allOf` merged (properties and required lists), and `anyOf`/`oneOf`
 * replaced by their first branch that is not `{"type": "null"}`. Depth-limited against reference loops.
 */
export declare function resolve(schema: unknown, root: unknown, depth?: number): JsonSchema;
/**
 * The JSON type a value for this (resolved) schema should have: the first non-null entry of `type`, else what
 * `const`, `enum`, `properties` or `items` imply; undefined when the schema does not say.
 */
export declare function typeOf(schema: JsonSchema): string | undefined;
/** The (unresolved) property schemas of an object schema, in declaration order. */
export declare function propertiesOf(schema: JsonSchema): Array<[string, unknown]>;
/** The names in an object schema's `required` list (strings only). */
export declare function requiredOf(schema: JsonSchema): string[];
/** True for a plain free-text string schema: type string, no `format`, `enum`, `const` or `pattern`. */
export declare function isFreeText(schema: JsonSchema): boolean;
/** The inclusive integer range a numeric schema allows (`exclusiveMinimum`/`exclusiveMaximum` as numbers). */
export declare function numericRange(schema: JsonSchema): {
    min: number;
    max: number;
};
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
    number?: (path: ValuePath, field: string, range: {
        min: number;
        max: number;
    }) => number | undefined;
}
/**
 * One plausible value for `schema` (resolved against `root`): `const`, then the first `enum` value, `default`,
 * the first of `examples`, then by type — strings from `text` (shaped by `format`, padded to `minLength`),
 * numbers at their lower bound (1 when unbounded), `false`, arrays of `max(1, minItems)` items, objects with
 * their required properties plus optional free-text ones. Returns undefined for a schema that names no type.
 */
export declare function sampleValue(schema: unknown, root: unknown, path: ValuePath, source: ValueSource): unknown;
/**
 * An object for an object schema: its required properties, plus optional free-text strings whose name does not
 * end in a key word (an optional `parent_id` is a reference that a made-up value would break).
 */
export declare function sampleObject(schema: JsonSchema, root: unknown, path: ValuePath, source: ValueSource): Record<string, unknown>;
