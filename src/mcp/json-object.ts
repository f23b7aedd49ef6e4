/** True for a JSON object: not null, not an array. Server-sent values are checked with it before being read. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
