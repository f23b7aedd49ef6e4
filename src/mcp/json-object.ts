/** The JSON type of a value: `string`, `integer`, `number`, `boolean`, `null`, `array` or `object` (JSON Schema's names; a whole number is `integer`). */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** True for a JSON object: not null, not an array. Server-sent values are checked with it before being read. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
