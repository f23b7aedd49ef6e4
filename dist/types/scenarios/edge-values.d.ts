/**
 * Deliberately bad values for edge scenarios: a value of the wrong JSON type, and the "empty" value of a type.
 * The closest existing tool sends `"not_a_number"`-style strings; we do the same but check the value against
 * every type a union allows, so `["boolean","string"]` never gets a string (reference/toolscore-notes.md §5.3).
 */
/** The JSON types a property schema declares: its `type`, else the types of its `enum`/`const` values. */
export declare function declaredTypes(schema: unknown): string[] | undefined;
/** The JSON type of a value: `string`, `integer`, `number`, `boolean`, `null`, `array` or `object`. */
export declare function jsonType(value: unknown): string;
/** A value none of `types` accepts (e.g. `12345` for a string, `"not-a-number"` for a number). */
export declare function wrongTypeValue(types: readonly string[]): unknown;
/** The empty value of the first declared type: `""`, `0`, `false`, `[]`, `{}` or `null`; `""` when untyped. */
export declare function emptyValue(schema: unknown): unknown;
