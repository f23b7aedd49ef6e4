/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;
/** Where a subschema sits relative to the schema holding it. */
export type SchemaRole = "root"
/** a value of `properties`: a parameter (or a field of one) */
 | "property"
/** `items` (schema or draft-07 tuple array) or `prefixItems` */
 | "items"
/** `additionalProperties`, `patternProperties`, `unevaluatedProperties`, `contains`, `propertyNames` … */
 | "additional"
/** an `anyOf`/`oneOf`/`allOf`/`not`/`if`/`then`/`else`/`dependentSchemas` branch */
 | "branch"
/** a value of `$defs` / `definitions` */
 | "definition";
/** One visited subschema. */
export interface SchemaVisit {
    /** The subschema: a JSON object or a boolean schema (`true`/`false`); other values are never visited. */
    schema: JsonObject | boolean;
    /** Parameter path (see the module doc); `""` for the root and for root-level branches. */
    path: string;
    /** Where the subschema sits as a JSON Pointer (RFC 6901) from the root: `""`, `/properties/a/items`, `/anyOf/1`. */
    pointer: string;
    role: SchemaRole;
    /** For `property`: the property's own name (the last path segment, unescaped). */
    key?: string;
    /** The schema object this one hangs off; undefined for the root. */
    parent?: JsonObject;
}
/** True for a JSON object (not an array, not null). */
export declare function isJsonObject(value: unknown): value is JsonObject;
/** True for a value that is a schema: a JSON object or a boolean schema (JSON Schema 2020-12 §4.3.2). */
export declare function isSchema(value: unknown): value is JsonObject | boolean;
/** Joins a parameter path and a property name: `("", "a") → "a"`, `("a", "b") → "a.b"`. */
export declare function joinPath(path: string, key: string): string;
/**
 * Calls `visit` for `root` and every subschema under it, depth first, parents before children.
 * Non-schema values (strings, numbers, arrays where a schema belongs) are skipped silently: the hygiene
 * rules report them where it matters. An object reached twice on one branch (only possible for objects built
 * in code, never for parsed JSON) is not walked again.
 */
export declare function walkSchema(root: unknown, visit: (v: SchemaVisit) => void): void;
