import { jsonDepth, MAX_SCHEMA_DEPTH } from "../mcp/limits.js";
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

/**
 * JSON Schema validation with ajv, choosing the dialect the schema declares.
 *
 * MCP 2025-11-25 basic §JSON Schema Usage (SEP-1613): a schema without `$schema` is JSON Schema 2020-12, and
 * `$schema` may select another dialect. Servers written before that revision often send draft-07 schemas
 * without saying so (tuple `items` arrays, `definitions`, draft-04 boolean `exclusiveMinimum`), so a schema
 * without `$schema` that 2020-12 cannot compile is retried as draft-07 — we generate values, we do not lint here.
 *
 * Nothing in this module throws for a bad schema: an uncompilable schema comes back as `{ ok: false, error }`.
 */

/** A JSON Schema dialect ajv can validate. Draft-04 and draft-06 schemas are validated as draft-07. */
export type Dialect = "draft-07" | "2019-09" | "2020-12";

/** A compiled schema: `validate` returns the problems of a value, an empty list when it is valid. */
export type SchemaValidator =
  | { ok: true; dialect: Dialect; validate(value: unknown): string[] }
  | { ok: false; error: string };

// ajv-formats is CommonJS; its `default` export is the plugin both at run time and in the type declarations.
const addFormats = addFormatsModule.default;

type AjvInstance = InstanceType<typeof Ajv>;
const instances = new Map<string, AjvInstance>();

function instance(dialect: Dialect, unicodeRegExp: boolean, validateFormats: boolean): AjvInstance {
  const key = `${dialect}/${unicodeRegExp}/${validateFormats}`;
  let ajv = instances.get(key);
  if (ajv) return ajv;
  // strict off: servers use unknown keywords and formats; logger off: nothing below src/cli writes to the console;
  // validateSchema off: lint judges schema validity, and an unknown meta-schema must not stop validation;
  // addUsedSchema off: two tools may carry the same $id.
  const options: Options = {
    strict: false,
    logger: false,
    validateSchema: false,
    addUsedSchema: false,
    allErrors: false,
    unicodeRegExp,
    validateFormats,
    // Each schema validates a handful of values: compiling fast matters more than optimised code.
    code: { optimize: false },
  };
  ajv = dialect === "2020-12" ? new Ajv2020(options) : dialect === "2019-09" ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv);
  instances.set(key, ajv);
  return ajv;
}

/** The dialect a `$schema` URI names, or undefined when it names none we know (or is absent). */
export function dialectOf(schemaUri: unknown): Dialect | undefined {
  if (typeof schemaUri !== "string") return undefined;
  if (/draft-0[3-7]/.test(schemaUri)) return "draft-07";
  if (schemaUri.includes("2019-09")) return "2019-09";
  if (schemaUri.includes("2020-12")) return "2020-12";
  return undefined;
}

/** The base URI given to a root schema without `$id`: ajv resolves `$ref: "#"` only against a known base. */
const SYNTHETIC_ID = "https://mcp-checkup.invalid/schema.json";

/**
 * A copy of `schema` ajv can compile: the root `$schema` removed (the dialect is chosen by class), a synthetic
 * root `$id` when there is none, and draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` rewritten to the
 * numeric form of draft-06 and later.
 */
function normalize(schema: unknown): unknown {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = key === "enum" || key === "const" || key === "default" || key === "examples" ? value : walk(value);
    for (const [flag, bound] of [
      ["exclusiveMinimum", "minimum"],
      ["exclusiveMaximum", "maximum"],
    ] as const) {
      if (typeof out[flag] === "boolean") {
        if (out[flag] === true && typeof out[bound] === "number") {
          out[flag] = out[bound];
          delete out[bound];
        } else delete out[flag];
      }
    }
    return out;
  };
  const copy = walk(schema);
  if (copy !== null && typeof copy === "object" && !Array.isArray(copy)) {
    const root = copy as Record<string, unknown>;
    delete root.$schema;
    if (root.$id === undefined && root.id === undefined) root.$id = SYNTHETIC_ID;
  }
  return copy;
}

/**
 * The fields of an ajv `ErrorObject` that {@link formatAjvErrors} reads, declared here so the library's type
 * declarations (`dist/types`) import nothing from ajv, which the package does not install (dist/ bundles it).
 */
export interface AjvErrorFields {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** One line per ajv error: `<instance path> <message>`, e.g. `/count must be <= 10`. */
export function formatAjvErrors(errors: readonly AjvErrorFields[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath === "" ? "(root)" : e.instancePath;
    const extra =
      e.keyword === "additionalProperties" && typeof e.params.additionalProperty === "string"
        ? ` ('${e.params.additionalProperty}')`
        : e.keyword === "enum" && Array.isArray(e.params.allowedValues)
          ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")})`
          : "";
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
}

const byObject = new WeakMap<object, Map<string, SchemaValidator>>();
const byText = new Map<string, SchemaValidator>();
const TEXT_CACHE_LIMIT = 5_000;

/**
 * Compiles `schema` (cached: by object identity, and by its JSON text for schemas built on the fly).
 * `fallback` is the dialect for a schema without `$schema` (default 2020-12, MCP 2025-11-25).
 * `assertFormats` (default true) checks `format` values; with false, `format` is an annotation only, which is
 * the default meaning in JSON Schema 2020-12 (Validation §7.2) — use that to judge a server, which need not
 * enforce formats, and the assertion to build values, which should look right.
 * Booleans are schemas (`true` accepts everything); anything else that is not an object gives `ok: false`.
 */
export function compileSchema(schema: unknown, fallback: Dialect = "2020-12", assertFormats = true): SchemaValidator {
  const cacheKey = `${fallback}/${assertFormats}`;
  if (schema !== null && typeof schema === "object") {
    const hit = byObject.get(schema)?.get(cacheKey);
    if (hit) return hit;
  }
  const text = safeStringify(schema);
  const textKey = text === undefined ? undefined : `${cacheKey}\u0000${text}`;
  if (textKey !== undefined) {
    const hit = byText.get(textKey);
    if (hit) {
      remember(schema, cacheKey, hit);
      return hit;
    }
  }
  const compiled = compileUncached(schema, fallback, assertFormats);
  if (textKey !== undefined) {
    if (byText.size >= TEXT_CACHE_LIMIT) byText.clear();
    byText.set(textKey, compiled);
  }
  remember(schema, cacheKey, compiled);
  return compiled;
}

function remember(schema: unknown, key: string, compiled: SchemaValidator): void {
  if (schema === null || typeof schema !== "object") return;
  let perDialect = byObject.get(schema);
  if (!perDialect) byObject.set(schema, (perDialect = new Map()));
  perDialect.set(key, compiled);
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function compileUncached(schema: unknown, fallback: Dialect, assertFormats: boolean): SchemaValidator {
  if (typeof schema === "boolean") {
    return { ok: true, dialect: fallback, validate: (v) => (schema || v === undefined ? [] : ["(root) the schema false accepts no value"]) };
  }
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    return { ok: false, error: `the schema is ${schema === null ? "null" : Array.isArray(schema) ? "an array" : `a ${typeof schema}`}, not a JSON Schema object` };
  }
  if (jsonDepth(schema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) {
    // Compiling walks the schema recursively: a hostile depth would overflow the stack (issue 12).
    return { ok: false, error: `the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep` };
  }
  const declared = dialectOf((schema as Record<string, unknown>).$schema);
  const dialects: Dialect[] = declared ? [declared] : fallback === "draft-07" ? ["draft-07"] : [fallback, "draft-07"];
  const normalized = normalize(schema);
  let firstError = "";
  for (const dialect of dialects) {
    for (const unicode of [true, false]) {
      try {
        const fn: ValidateFunction = instance(dialect, unicode, assertFormats).compile(normalized as object);
        return {
          ok: true,
          dialect,
          validate(value: unknown): string[] {
            try {
              return fn(value) ? [] : formatAjvErrors(fn.errors);
            } catch (error) {
              return [`(root) validation failed: ${(error as Error).message}`];
            }
          },
        };
      } catch (error) {
        if (!firstError) firstError = (error as Error).message;
      }
    }
  }
  return { ok: false, error: firstError || "the schema could not be compiled" };
}

/**
 * True when `value` satisfies `schema`; also true when the schema cannot be compiled (nothing can be judged).
 * Use `compileSchema` to tell the two apart.
 */
export function satisfiesSchema(schema: unknown, value: unknown, fallback: Dialect = "2020-12"): boolean {
  const compiled = compileSchema(schema, fallback);
  return !compiled.ok || compiled.validate(value).length === 0;
}
