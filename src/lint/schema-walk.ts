/**
 * A traversal of a JSON Schema as a server sent it, giving each subschema with the parameter path a reader
 * would use for it. Lint rules build on it; it never resolves `$ref` (a reference is followed where it is
 * defined, under `$defs`), never throws on malformed input, and visits each subschema once.
 *
 * Paths: `a` a top-level property, `a.b` a nested property, `a[]` array items, `a[0]` a tuple position,
 * `a.*` additional/pattern properties, `$defs.Name` a definition. Combinator branches (`anyOf`, `oneOf`,
 * `allOf`, `not`, `if`/`then`/`else`, `dependentSchemas`) keep the path of the schema they belong to.
 */
import { pointerToken } from "../findings/finding.js";

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** Where a subschema sits relative to the schema holding it. */
export type SchemaRole =
  | "root"
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

const BRANCH_ARRAYS = ["anyOf", "oneOf", "allOf"] as const;
const BRANCH_SINGLES = ["not", "if", "then", "else"] as const;
const ADDITIONAL_SINGLES = ["additionalProperties", "unevaluatedProperties", "unevaluatedItems", "contains", "propertyNames"] as const;
/** Nesting beyond this is not walked (a guard against pathological schemas, not a limit real schemas reach). */
const MAX_DEPTH = 64;

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for a value that is a schema: a JSON object or a boolean schema (JSON Schema 2020-12 §4.3.2). */
export function isSchema(value: unknown): value is JsonObject | boolean {
  return typeof value === "boolean" || isJsonObject(value);
}

/** Joins a parameter path and a property name: `("", "a") → "a"`, `("a", "b") → "a.b"`. */
export function joinPath(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/**
 * Calls `visit` for `root` and every subschema under it, depth first, parents before children.
 * Non-schema values (strings, numbers, arrays where a schema belongs) are skipped silently: the hygiene
 * rules report them where it matters. An object reached twice on one branch (only possible for objects built
 * in code, never for parsed JSON) is not walked again.
 */
export function walkSchema(root: unknown, visit: (v: SchemaVisit) => void): void {
  const onStack = new Set<object>();
  const go = (schema: unknown, path: string, pointer: string, role: SchemaRole, depth: number, parent?: JsonObject, key?: string): void => {
    if (!isSchema(schema)) return;
    const v: SchemaVisit = { schema, path, pointer, role };
    if (parent !== undefined) v.parent = parent;
    if (key !== undefined) v.key = key;
    visit(v);
    if (typeof schema === "boolean" || depth >= MAX_DEPTH || onStack.has(schema)) return;
    onStack.add(schema);
    const next = depth + 1;
    if (isJsonObject(schema.properties)) {
      for (const [k, sub] of Object.entries(schema.properties)) go(sub, joinPath(path, k), `${pointer}/properties/${pointerToken(k)}`, "property", next, schema, k);
    }
    const items = schema.items;
    if (Array.isArray(items)) items.forEach((sub, i) => go(sub, `${path}[${i}]`, `${pointer}/items/${i}`, "items", next, schema));
    else if (items !== undefined) go(items, `${path}[]`, `${pointer}/items`, "items", next, schema);
    if (Array.isArray(schema.prefixItems)) schema.prefixItems.forEach((sub, i) => go(sub, `${path}[${i}]`, `${pointer}/prefixItems/${i}`, "items", next, schema));
    for (const name of ADDITIONAL_SINGLES) {
      if (schema[name] === undefined) continue;
      const at = name.endsWith("Items") || name === "contains" ? `${path}[]` : joinPath(path, "*");
      go(schema[name], at, `${pointer}/${name}`, "additional", next, schema);
    }
    if (isJsonObject(schema.patternProperties)) {
      for (const [k, sub] of Object.entries(schema.patternProperties)) go(sub, joinPath(path, "*"), `${pointer}/patternProperties/${pointerToken(k)}`, "additional", next, schema);
    }
    for (const name of BRANCH_ARRAYS) {
      const list = schema[name];
      if (Array.isArray(list)) list.forEach((sub, i) => go(sub, path, `${pointer}/${name}/${i}`, "branch", next, schema));
    }
    for (const name of BRANCH_SINGLES) if (schema[name] !== undefined) go(schema[name], path, `${pointer}/${name}`, "branch", next, schema);
    if (isJsonObject(schema.dependentSchemas)) {
      for (const [k, sub] of Object.entries(schema.dependentSchemas)) go(sub, path, `${pointer}/dependentSchemas/${pointerToken(k)}`, "branch", next, schema);
    }
    for (const defs of ["$defs", "definitions"] as const) {
      const table = schema[defs];
      if (isJsonObject(table)) for (const [k, sub] of Object.entries(table)) go(sub, `${defs}.${k}`, `${pointer}/${defs}/${pointerToken(k)}`, "definition", next, schema);
    }
    onStack.delete(schema);
  };
  go(root, "", "", "root", 0);
}
