/** True for a JSON object: not null, not an array. Server-sent values are checked with it before being read. */
export declare function isJsonObject(value: unknown): value is Record<string, unknown>;
