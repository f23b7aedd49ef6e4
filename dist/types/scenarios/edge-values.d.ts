/** The JSON types a property schema declares: its `type`, else the types of its `enum`/`const` values. */
export declare function declaredTypes(schema: unknown): string[] | undefined;
/** A value none of `types` accepts (e.g. `12345` for a string, `"not-a-number"` for a number). */
export declare function wrongTypeValue(types: readonly string[]): unknown;
/** The empty value of the first declared type: `""`, `0`, `false`, `[]`, `{}` or `null`; `""` when untyped. */
export declare function emptyValue(schema: unknown): unknown;
