import { jsonDepth, MAX_SCHEMA_DEPTH } from "../mcp/limits.js";
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { boundedRegExp } from "./bounded-regexp.js";
import { directSchemaCheck, type DirectCheck } from "./direct-check.js";
import { BoundedMemo } from "./bounded-memo.js";
import { setOwn } from "./json-value.js";

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
  | {
      ok: true;
      dialect: Dialect;
      /** The problems of `value`, one line each (`formatAjvErrors`); none when it is valid. */
      validate(value: unknown): string[];
      /** Whether `value` is valid: {@link validate} without writing out the problems (issue 14: most edge values are not). */
      accepts(value: unknown): boolean;
    }
  | { ok: false; error: string };

// ajv-formats is CommonJS; its `default` export is the plugin both at run time and in the type declarations.
const addFormats = addFormatsModule.default;

/** {@link boundedRegExp} as ajv's `code.regExp` option wants it. */
const BOUNDED_REG_EXP = Object.assign((pattern: string, u: string) => boundedRegExp(pattern, u), { code: "boundedRegExp" });

type AjvInstance = InstanceType<typeof Ajv>;
const instances = new Map<string, AjvInstance>();

/**
 * Whether the `format` checks of the validation in progress assert (see {@link compileSchema}). Every format of our
 * ajv instances reads it, so one compiled function serves both meanings of `format` (issue 14: each schema was
 * compiled twice, once per meaning, which was most of the planning time of a large server).
 */
let assertingFormats = true;

type FormatDefinition = AjvInstance["formats"][string];

/** `format` checked only while {@link assertingFormats} is set: otherwise every value passes it, as with `validateFormats: false`. */
function gatedFormat(format: FormatDefinition): FormatDefinition {
  const gate = (check: RegExp | ((value: never) => boolean)) =>
    typeof check === "function" ? (value: never) => !assertingFormats || check(value) : (value: string) => !assertingFormats || check.test(value);
  if (format === undefined || format === true) return format;
  if (typeof format === "function" || format instanceof RegExp) return gate(format) as FormatDefinition;
  if (typeof format === "string") return gate(new RegExp(format)) as FormatDefinition;
  if (format.async) return format; // none of ajv-formats' is; an async one would need an async schema
  return { ...format, validate: gate(format.validate as RegExp | ((value: never) => boolean)) } as FormatDefinition;
}

function instance(dialect: Dialect, unicodeRegExp: boolean): AjvInstance {
  const key = `${dialect}/${unicodeRegExp}`;
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
    validateFormats: true, // each check asks assertingFormats (gatedFormat)
    // Each schema validates a handful of values: compiling fast matters more than optimised code.
    code: { optimize: false, regExp: BOUNDED_REG_EXP },
  };
  ajv = dialect === "2020-12" ? new Ajv2020(options) : dialect === "2019-09" ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv);
  for (const [name, format] of Object.entries(ajv.formats)) ajv.addFormat(name, gatedFormat(format) as Parameters<AjvInstance["addFormat"]>[1]);
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

/** Keywords that annotate and never change whether a value validates (JSON Schema 2020-12 Validation §9, Core §8.3). */
const ANNOTATIONS: ReadonlySet<string> = new Set(["title", "description", "$comment", "examples", "default", "deprecated", "readOnly", "writeOnly"]);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS: ReadonlySet<string> = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"]);
/** Keywords whose value is a subschema or a list of them. */
const SUBSCHEMAS: ReadonlySet<string> = new Set([
  "items", "prefixItems", "additionalItems", "contains", "additionalProperties", "unevaluatedItems", "unevaluatedProperties", "propertyNames",
  "not", "if", "then", "else", "allOf", "anyOf", "oneOf", "contentSchema",
]);
/** Keywords whose value is data, never walked. */
const DATA: ReadonlySet<string> = new Set(["enum", "const", "default", "examples"]);

/**
 * A copy of `schema` ajv can compile: the root `$schema` removed (the dialect is chosen by class), a synthetic
 * root `$id` when there is none, draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` rewritten to the numeric
 * form of draft-06 and later, and the annotations ({@link ANNOTATIONS}) of every subschema left out — they never
 * change a validation, and without them the schemas of tools that differ only in their descriptions are one
 * schema, compiled once (issue 14). Annotations are kept when a `$ref` points into one. ajv's `$async` is left out
 * wherever a schema goes, so that validation always answers at once.
 */
function normalize(schema: unknown, strip = true): unknown {
  const refs: string[] = [];
  /** `node` copied; `isSchema`: it sits where a schema goes (so its keys are keywords), as opposed to somewhere unknown. */
  const walk = (node: unknown, isSchema: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, isSchema));
    if (node === null || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") refs.push(value);
      if (isSchema && strip && ANNOTATIONS.has(key)) continue;
      // ajv's own `$async` (no JSON Schema keyword) makes the compiled function answer with a promise, which accepted
      // every value and rejected unhandled on a bad one: a server's `$async: true` stopped the run.
      if (isSchema && key === "$async") continue;
      // Own keys, a server's "__proto__" included: assigning that one would set the copy's prototype, whose keywords
      // ajv would then read as the schema's (a key JSON.parse made own is an unknown keyword, which changes nothing).
      if (DATA.has(key)) setOwn(out, key, value);
      else if (isSchema && SCHEMA_MAPS.has(key) && value !== null && typeof value === "object" && !Array.isArray(value)) {
        setOwn(out, key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, true)])));
      } else setOwn(out, key, walk(value, isSchema && SUBSCHEMAS.has(key)));
    }
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
  const copy = walk(schema, true);
  if (strip && refs.some((ref) => ref.split("/").some((segment) => ANNOTATIONS.has(segment)))) return normalize(schema, false);
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

/** One compiled schema in both meanings of `format`. */
interface Compiled {
  asserting: SchemaValidator;
  annotating: SchemaValidator;
}

const byObject = new WeakMap<object, Map<Dialect, Compiled>>();
const byText = new BoundedMemo<string, Compiled>(5_000);

/**
 * Compiles `schema` once (cached: by object identity, and by its JSON text for schemas built on the fly; one compiled
 * function serves both values of `assertFormats`).
 * `fallback` is the dialect for a schema without `$schema` (default 2020-12, MCP 2025-11-25).
 * `assertFormats` (default true) checks `format` values; with false, `format` is an annotation only, which is
 * the default meaning in JSON Schema 2020-12 (Validation §7.2) — use that to judge a server, which need not
 * enforce formats, and the assertion to build values, which should look right.
 * Booleans are schemas (`true` accepts everything); anything else that is not an object gives `ok: false`.
 */
export function compileSchema(schema: unknown, fallback: Dialect = "2020-12", assertFormats = true): SchemaValidator {
  const compiled = compiledOnce(schema, fallback);
  return assertFormats ? compiled.asserting : compiled.annotating;
}

/** The schema compiled once per fallback dialect, whatever `format` is taken to mean (cached as {@link compileSchema} says). */
function compiledOnce(schema: unknown, fallback: Dialect): Compiled {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return bothMeanings(compileUncached(schema, fallback));
  const hit = byObject.get(schema)?.get(fallback);
  if (hit) return hit;
  if (jsonDepth(schema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) {
    // Compiling walks the schema recursively: a hostile depth would overflow the stack (issue 12).
    const tooDeep = bothMeanings({ ok: false, error: `the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep` });
    remember(schema, fallback, tooDeep);
    return tooDeep;
  }
  // Keyed by what validation reads: the dialect asked for, the one the schema declares, and the schema without
  // its annotations (two tools whose schemas differ only in descriptions share one compiled function).
  const declared = dialectOf((schema as Record<string, unknown>).$schema);
  const normalized = normalize(schema);
  const text = safeStringify(normalized);
  const textKey = text === undefined ? undefined : `${fallback}/${declared ?? ""}\u0000${text}`;
  if (textKey !== undefined) {
    const cached = byText.get(textKey);
    if (cached) {
      remember(schema, fallback, cached);
      return cached;
    }
  }
  const compiled = directlyChecked(normalized, declared, fallback) ?? bothMeanings(compileNormalized(normalized, declared, fallback));
  if (textKey !== undefined) byText.set(textKey, compiled);
  remember(schema, fallback, compiled);
  return compiled;
}

/**
 * {@link compileSchema} with ajv alone: no direct checks (`direct-check.ts`), no caches. What the direct checks are
 * tested against; a run has no use for it.
 */
export function compileSchemaWithAjv(schema: unknown, fallback: Dialect = "2020-12", assertFormats = true): SchemaValidator {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema) || jsonDepth(schema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) {
    return compileSchema(schema, fallback, assertFormats);
  }
  const compiled = bothMeanings(compileNormalized(normalize(schema), dialectOf((schema as Record<string, unknown>).$schema), fallback));
  return assertFormats ? compiled.asserting : compiled.annotating;
}

/**
 * A normalized schema's validators without compiling it, when `direct-check.ts` reads all of it (issue 14: ajv's
 * compilation of each distinct schema cost a cold run 1–4 ms apiece); undefined when it does not. ajv compiles it
 * after all only for a value the direct check cannot tell (`uniqueItems` over objects) and to write out the problems
 * of a value it refuses, so every answer and every message is ajv's. Such a schema compiles in the dialect it
 * declares, else `fallback`, with the `u` flag (a test holds the direct checks to that).
 */
function directlyChecked(normalized: unknown, declared: Dialect | undefined, fallback: Dialect): Compiled | undefined {
  const annotating = directSchemaCheck(normalized, "annotation", SYNTHETIC_ID);
  if (annotating === undefined) return undefined;
  const asserting = directSchemaCheck(normalized, "assertion", SYNTHETIC_ID);
  let compiled: Compiled | undefined;
  const dialect = declared ?? fallback;
  const validator = (check: DirectCheck | undefined, meaning: keyof Compiled): SchemaValidator => {
    const viaAjv = (): SchemaValidator => (compiled ??= bothMeanings(compileNormalized(normalized, declared, fallback)))[meaning];
    const answer = (value: unknown): boolean | undefined => {
      try {
        return check?.(value);
      } catch {
        return undefined; // ajv answers
      }
    };
    return {
      ok: true,
      dialect,
      validate: (value) => {
        if (answer(value) === true) return [];
        const ajv = viaAjv();
        return ajv.ok ? ajv.validate(value) : [];
      },
      accepts: (value) => {
        const direct = answer(value);
        if (direct !== undefined) return direct;
        const ajv = viaAjv();
        return !ajv.ok || ajv.accepts(value);
      },
    };
  };
  return { annotating: validator(annotating, "annotating"), asserting: validator(asserting, "asserting") };
}

function remember(schema: unknown, fallback: Dialect, compiled: Compiled): void {
  if (schema === null || typeof schema !== "object") return;
  let perDialect = byObject.get(schema);
  if (!perDialect) byObject.set(schema, (perDialect = new Map()));
  perDialect.set(fallback, compiled);
}

/** A compiled function's two validators: `format` asserted, and `format` as an annotation only. */
function bothMeanings(compiled: { ok: true; dialect: Dialect; fn: ValidateFunction } | { ok: false; error: string }): Compiled {
  if (!compiled.ok) return { asserting: compiled, annotating: compiled };
  const { dialect, fn } = compiled;
  const validator = (asserting: boolean): SchemaValidator => {
    /** `check` run with `format` meaning what `asserting` says; `failed` answers when the compiled function throws. */
    const run = <T>(check: () => T, failed: (error: Error) => T): T => {
      assertingFormats = asserting;
      try {
        return check();
      } catch (error) {
        return failed(error as Error);
      } finally {
        assertingFormats = true;
      }
    };
    return {
      ok: true,
      dialect,
      validate: (value) => run(() => (fn(value) ? [] : formatAjvErrors(fn.errors)), (error) => [`(root) validation failed: ${error.message}`]),
      accepts: (value) => run(() => Boolean(fn(value)), () => false),
    };
  };
  return { asserting: validator(true), annotating: validator(false) };
}

/**
 * `value`'s JSON text, or undefined when it has none that tells it apart: a cycle or a BigInt, or a number JSON
 * cannot write — `Infinity`, `-Infinity` and NaN are all written `null` (a server's `1e309` parses as Infinity), so
 * `{"const": 1e309}` and `{"const": null}` shared one compiled function, the first one compiled.
 */
function safeStringify(value: unknown): string | undefined {
  try {
    const text = JSON.stringify(value);
    // Written `null` is the only trace such a number leaves: the text is read again with a look at each value then.
    return text.includes("null") && holdsNonFiniteNumber(value) ? undefined : text;
  } catch {
    return undefined;
  }
}

function holdsNonFiniteNumber(value: unknown): boolean {
  let found = false;
  JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === "number" && !Number.isFinite(item)) found = true;
    return item;
  });
  return found;
}

/** A schema that is not an object: a boolean schema, or not a schema at all. */
function compileUncached(schema: unknown, fallback: Dialect): { ok: true; dialect: Dialect; fn: ValidateFunction } | { ok: false; error: string } {
  if (typeof schema === "boolean") {
    const fn = ((value: unknown) => schema || value === undefined) as ValidateFunction;
    fn.errors = [{ instancePath: "", schemaPath: "#", keyword: "false schema", params: {}, message: "the schema false accepts no value" }];
    return { ok: true, dialect: fallback, fn };
  }
  return { ok: false, error: `the schema is ${schema === null ? "null" : Array.isArray(schema) ? "an array" : `a ${typeof schema}`}, not a JSON Schema object` };
}

/** Compiles a normalized schema object in the dialect it declares, else `fallback` (then draft-07), with the u flag on patterns, else without. */
function compileNormalized(normalized: unknown, declared: Dialect | undefined, fallback: Dialect): { ok: true; dialect: Dialect; fn: ValidateFunction } | { ok: false; error: string } {
  const dialects: Dialect[] = declared ? [declared] : fallback === "draft-07" ? ["draft-07"] : [fallback, "draft-07"];
  let firstError = "";
  for (const dialect of dialects) {
    for (const unicode of [true, false]) {
      try {
        return { ok: true, dialect, fn: instance(dialect, unicode).compile(normalized as object) };
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
  return !compiled.ok || compiled.accepts(value);
}
