/**
 * Deliberately bad values for edge scenarios: a value of the wrong JSON type, and the "empty" value of a type.
 * The closest existing tool sends `"not_a_number"`-style strings; we do the same but check the value against
 * every type a union allows, so `["boolean","string"]` never gets a string (reference/toolscore-notes.md §5.3).
 */
import { jsonType } from "../mcp/json-object.js";

/** The JSON types a property schema declares: its `type`, else the types of its `enum`/`const` values. */
export function declaredTypes(schema: unknown): string[] | undefined {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return undefined;
  const s = schema as Record<string, unknown>;
  if (typeof s.type === "string") return [s.type];
  if (Array.isArray(s.type) && s.type.length > 0) return s.type.filter((t): t is string => typeof t === "string");
  const values = Array.isArray(s.enum) ? s.enum : "const" in s ? [s.const] : undefined;
  if (!values || values.length === 0) return undefined;
  return [...new Set(values.map(jsonType))];
}

function accepts(type: string, value: unknown): boolean {
  const actual = jsonType(value);
  return type === actual || (type === "number" && actual === "integer");
}

const BY_TYPE: Record<string, unknown> = {
  string: 12345,
  number: "not-a-number",
  integer: "not-a-number",
  boolean: "not-a-boolean",
  array: "not-an-array",
  object: "not-an-object",
  null: "not-null",
};
const FALLBACKS: unknown[] = [12345, "not-a-valid-value", true, ["not-a-valid-value"], { unexpected: "value" }, null];

/** A value none of `types` accepts (e.g. `12345` for a string, `"not-a-number"` for a number). */
export function wrongTypeValue(types: readonly string[]): unknown {
  const first = types[0];
  const preferred = first !== undefined && Object.hasOwn(BY_TYPE, first) ? [BY_TYPE[first]] : [];
  return [...preferred, ...FALLBACKS].find((v) => !types.some((t) => accepts(t, v)));
}

/** The empty value of the first declared type: `""`, `0`, `false`, `[]`, `{}` or `null`; `""` when untyped. */
export function emptyValue(schema: unknown): unknown {
  const type = declaredTypes(schema)?.[0];
  switch (type) {
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return {};
    case "null":
      return null;
    default:
      return "";
  }
}
