/**
 * How the set of accepted JSON types moved: `wider` = everything accepted before still is (e.g. `string` →
 * `string|null`, `integer` → `number`), `narrower` = the reverse, `other` = neither contains the other.
 */
export type TypeRelation = "wider" | "narrower" | "other";
/**
 * One difference between two versions of a JSON Schema, found by {@link compareSchemas}.
 * `path` is where it is, e.g. `inputSchema.properties.filters.properties.status.enum`; `parameter` names the
 * property concerned as a dotted path (`filters.status`, `tags[]` for array items), absent at the root.
 */
export type SchemaChange = {
    path: string;
    parameter?: string;
} & ({
    kind: "property-removed";
} | {
    kind: "property-added";
    required: boolean;
} | {
    kind: "required-added";
    newProperty: boolean;
} | {
    kind: "required-removed";
}
/** `before`/`after` describe the accepted types, e.g. `string|null`, `any type`. */
 | {
    kind: "type-changed";
    before: string;
    after: string;
    relation: TypeRelation;
}
/** `removed` is null when there was no enum before (the value is newly restricted to `after`). */
 | {
    kind: "enum-narrowed";
    removed: unknown[] | null;
    after: unknown[];
}
/** `added` is null when there is no enum any more (any value of the type is accepted). */
 | {
    kind: "enum-widened";
    added: unknown[] | null;
} | {
    kind: "description-changed";
    before: unknown;
    after: unknown;
});
/**
 * Compares two versions of a schema and lists what changed, in walk order (callers sort).
 *
 * Walks `properties`, `required`, `items` (and tuple forms), `additionalProperties` when both are schemas,
 * and `allOf`/`anyOf`/`oneOf` branch by branch when both sides have as many branches; resolves local `$ref`s
 * (`#/$defs/…`, `#/definitions/…`, any JSON pointer into the same document) on each side against its own
 * root, with a cycle guard. Accepted types are compared as sets (derived from `type`, `const`, `enum` or the
 * branches of a combinator); when they change incompatibly (`other`) the node's children are not walked,
 * since every child would differ. Enums are compared as sets: reordering values is not a change.
 * Not compared (best effort, no rule for them): numeric/string/array bounds, `pattern`, `format`, `default`,
 * `examples`, `additionalProperties: false` toggles, `not`/`if`/`then`/`else`.
 * A missing schema or `true` counts as `{}` (accepts anything). Never throws.
 */
export declare function compareSchemas(before: unknown, after: unknown, rootPath: string): SchemaChange[];
