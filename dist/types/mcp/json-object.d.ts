/** The JSON type of a value: `string`, `integer`, `number`, `boolean`, `null`, `array` or `object` (JSON Schema's names; a whole number is `integer`). */
export declare function jsonType(value: unknown): string;
/** True for a JSON object: not null, not an array. Server-sent values are checked with it before being read. */
export declare function isJsonObject(value: unknown): value is Record<string, unknown>;
