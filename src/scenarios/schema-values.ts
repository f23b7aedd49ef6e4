import { codePoints } from "../findings/text-patterns.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import { compileSchema, dialectOf, type Dialect } from "./ajv-validate.js";
import { boundedRegExp } from "./bounded-regexp.js";
import { directLeafCheck } from "./direct-check.js";
import { codeValues, describedRange, describedValues, LANGUAGE_NAME, namedKindValues, toolSqlValues, urlScheme, urlValues } from "./description-values.js";
import { formatCandidates } from "./format-values.js";
import { canonicalJson as canonical, setOwn } from "./json-value.js";
import { booleanHints, inferType, isNetworkUrl, isSlowNumber, isTimeoutName, numberHints, stringHints } from "./name-hints.js";
import { deriveSeed, mulberry32, type Rng } from "./prng.js";
import { MAX_SAMPLE_CHARS, sampleRegex } from "./regex-sample.js";
import { resolveRef } from "./schema-ref.js";

/**
 * Seeded generation of a value that satisfies a JSON Schema (DESIGN.md "Scenarios and how a call is judged").
 *
 * Covered: local `$ref` (`#/…` pointers, `#anchor`, `$id` names; cycles guarded), `$defs`/`definitions`,
 * `allOf` (merged), `anyOf`/`oneOf` (branches tried in turn; for `oneOf` exactly one branch must match),
 * `not` and `if`/`then`/`else` (best effort), union `type` arrays (non-null types first), `const`, `enum`,
 * `default`, `examples`, `format`, `pattern`, string lengths, numeric bounds in both the draft-04 boolean and
 * the later numeric form, `multipleOf`, integer vs number, array bounds, `uniqueItems`, `prefixItems` and tuple
 * `items`, `contains`, required vs optional properties, `additionalProperties`, `patternProperties`,
 * `minProperties`/`maxProperties`, `dependentRequired` (and draft-07 array `dependencies`).
 *
 * Where a leaf value comes from, in this order (issue 11; DESIGN.md "Scenarios and how a call is judged"):
 * 1. the schema: `const`, `enum`, `examples`, `default`, an exact `format` (date, uuid, email…);
 * 2. values the server itself showed (`ValueOptions.known`, from discovery) — offered only for parameters that
 *    name a record (ids, names, paths, refs, tables, URLs), where a real record beats the description's
 *    illustrative example ("e.g. /home/me/notes.txt");
 * 3. the property's description: its examples, a named kind, enumerated literals (`description-values.ts`);
 * 4. URL formats (`uri`, `url`…), with the scheme the description allows;
 * 5. the property's name (`name-hints.ts`);
 * 6. a sample of the `pattern`, then plain fallbacks.
 * The first of these that offers a value the leaf's keywords accept wins; variants rotate within it. A
 * `pattern` restricts every source rather than coming first: a sample of `^[A-Za-z/_]+$` is less realistic
 * than the description's `Asia/Shanghai`, which it accepts.
 *
 * The result is always validated against the whole schema with ajv; a value that fails is retried (other
 * candidates, fewer optional parts) a few times before the schema is declared unsatisfiable.
 * Same schema + same options ⇒ same value.
 */

/**
 * Where a generated value came from (reported on each scenario as `value_sources`): `made-up` is a last resort that
 * nothing stated — a sample of the `pattern`, `example`, a plain number, a coin-flip boolean (new users read
 * `schema` on `"sample text"` as the schema's own example).
 */
export type ValueSource = "schema" | "description" | "discovered" | "name" | "made-up";

/**
 * Values the server itself showed (discovery), offered to the generator by parameter. Implemented by
 * `DiscoveredValues` (`discovered-values.ts`); a test can pass any object of this shape.
 */
export interface KnownValues {
  /**
   * Candidates, best first, for a property named `name` (for an array property, candidates for its items) of
   * the tool the values were bound to (`DiscoveredValues.forTool`). `type` is the JSON type wanted.
   */
  candidates(name: string, context: { toolName: string; description: string; type: "string" | "number" }): readonly (string | number)[];
  /** Table names the server listed, for SQL statements a description asks for. */
  tables(): readonly string[];
}

/** Options of one generated value. */
export interface ValueOptions {
  /** 32-bit seed of this value; derive it from the global seed and the tool name (`deriveSeed`). */
  seed: number;
  /**
   * Which of the plausible values to take: 0 is the most typical one (nested objects get only their required
   * properties, arrays one item); 1, 2… pick other candidates and fill some optional nested properties.
   */
  variant?: number;
  /**
   * How many turns further the choices among equally plausible candidates go (members of an `enum`, candidates of
   * one source, `anyOf` branches, booleans) in variants after the first: `--seed` sets it, so another seed sends
   * other members and candidates in the later cases and never changes the first. Default 0.
   */
  turn?: number;
  /** The parameter name the value is for, used to pick realistic values (`email`, `path`, `duration`…). */
  name?: string;
  /**
   * Which optional properties of the ROOT object to fill. Default: none at variant 0, about half otherwise.
   * Nested objects follow the variant rule.
   */
  fillOptional?: (property: string) => boolean;
  /** The tool's name, a hint for parameters such as `path` (`list_directory`'s path is a directory). */
  toolName?: string;
  /** The tool's description: says what a statement-named property holds ("Execute SELECT queries": SQL). */
  toolDescription?: string;
  /** Values the server showed (discovery), for parameters that name a record: used before the description's examples and the name's hints. */
  known?: KnownValues;
  /**
   * For a tool that destroys what it is given (call phase `destructive`): whether a parameter names the record it
   * destroys (`namesRecord`). Such a parameter takes only what `known` offers (the records the run's own creating
   * calls made) or a made-up value, never a description's example or a name's hint: those are often real records
   * (the `t-1` a description gives as an example, customer `1`), and README promises destructive tools only what the run made.
   */
  namesRecord?: (name: string, description: string) => boolean;
}

/**
 * A generated value. `ok: false` means no value satisfying the schema was found (or the schema cannot be
 * compiled); `value` then holds the best unvalidated attempt, usable as a base for deliberately bad input.
 * `sources`: for an object value, where each of its properties came from (a property holding values of
 * several sources is named by the most specific: discovered, then description, name, schema).
 */
export type ValueResult = { ok: true; value: unknown; sources: Record<string, ValueSource> } | { ok: false; reason: string; value?: unknown };

const ATTEMPTS = 8;
const MAX_DEPTH = 32;
const FAIL: unique symbol = Symbol("no value");
type Gen = unknown;

type JsonObject = Record<string, unknown>;

interface Ctx {
  root: unknown;
  dialect: Dialect;
  rng: Rng;
  variant: number;
  /** See `ValueOptions.turn`. */
  turn: number;
  name: string;
  description: string;
  depth: number;
  refs: readonly string[];
  minimal: boolean;
  fillTop: ((property: string) => boolean) | undefined;
  toolName: string;
  toolDescription: string;
  known: KnownValues | undefined;
  /** See `ValueOptions.namesRecord`. */
  namesRecord: ((name: string, description: string) => boolean) | undefined;
  /**
   * The value is for a property its object does not require: sent with its `default`, the call is the one without
   * it (`{"detailed": false}` after `{}` hid a hang on `detailed: true`), so another allowed value comes first.
   */
  optional?: boolean;
  /** Whether this is the root value (its properties are the ones `sources` names). */
  atRoot: boolean;
  /** The root property this value is part of, if any. */
  top: string | undefined;
  /** Sources seen per root property during this attempt. */
  sources: Map<string, Set<ValueSource>>;
  /** Values a `not` at this level forbids; leaves skip them (children do not inherit it). */
  reject: ((value: unknown) => boolean) | undefined;
  /** The language a sibling property names (`language: "python"`), for a property holding code. */
  language?: string;
  /**
   * For an `enum` root property: how many `enum` root properties come before it. Cases after the first pick its
   * members this much further along, so two properties with the same members (`from` and `to` of a unit
   * conversion) are not always sent the same one.
   */
  enumShift?: number;
  /**
   * The values of the properties made before this one in the same object. The server's own records go to them last:
   * two properties that each name a record (`task_id` and `depends_on_task_id`, `from` and `to` of a relation)
   * got the same one, and the server rightly refused a task depending on itself (a new user's trial).
   */
  siblingValues?: readonly unknown[];
}

const SOURCE_RANK: readonly ValueSource[] = ["discovered", "description", "name", "schema", "made-up"];

/** Where the rotations among equally plausible candidates stand: the variant, and the seed's turns after the first. */
function turned(ctx: Ctx): number {
  return ctx.variant + (ctx.variant > 0 ? ctx.turn : 0);
}

/** Records where a leaf value of the current root property came from. */
function mark(ctx: Ctx, source: ValueSource): void {
  if (ctx.top === undefined) return;
  let set = ctx.sources.get(ctx.top);
  if (!set) ctx.sources.set(ctx.top, (set = new Set()));
  set.add(source);
}

function summarizeSources(sources: Map<string, Set<ValueSource>>, value: unknown): Record<string, ValueSource> {
  const out: Record<string, ValueSource> = {};
  if (!isObject(value)) return out;
  for (const key of Object.keys(value)) {
    const seen = sources.get(key);
    setOwn(out, key, SOURCE_RANK.find((s) => seen?.has(s)) ?? "schema");
  }
  return out;
}

/**
 * Generates a value for `schema`, validated with ajv against the whole schema. Never throws for a bad schema:
 * an unsatisfiable or uncompilable schema gives `{ ok: false, reason }`.
 */
export function generateValue(schema: unknown, options: ValueOptions): ValueResult {
  const validator = compileSchema(schema);
  const declared = isObject(schema) ? dialectOf(schema.$schema) : undefined;
  const dialect: Dialect = validator.ok ? validator.dialect : (declared ?? "2020-12");
  const baseVariant = options.variant ?? 0;
  let firstProblem: string | undefined;
  let best: unknown = FAIL;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lean = attempt >= ATTEMPTS / 2;
    const ctx: Ctx = {
      root: schema,
      dialect,
      rng: mulberry32(deriveSeed(options.seed, "attempt", attempt)),
      variant: baseVariant + attempt,
      turn: options.turn ?? 0,
      name: options.name ?? "",
      description: "",
      depth: 0,
      refs: [],
      minimal: baseVariant === 0 || lean,
      fillTop: lean ? () => false : options.fillOptional,
      toolName: options.toolName ?? "",
      toolDescription: options.toolDescription ?? "",
      known: options.known,
      namesRecord: options.namesRecord,
      atRoot: true,
      top: undefined,
      sources: new Map(),
      reject: undefined,
    };
    const value = gen(schema, ctx);
    if (value === FAIL) continue;
    if (best === FAIL) best = value;
    if (!validator.ok) return { ok: false, reason: `its schema cannot be compiled (${validator.error})`, value };
    const problems = validator.validate(value);
    if (problems.length === 0) return { ok: true, value, sources: summarizeSources(ctx.sources, value) };
    firstProblem ??= problems[0];
  }
  const reason = firstProblem ? `no generated value satisfied it (${firstProblem})` : "no value could be built for it";
  return best === FAIL ? { ok: false, reason } : { ok: false, reason, value: best };
}

function omit(s: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(s)) if (!keys.includes(k)) setOwn(out, k, v);
  return out;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const k = ((by % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

// ---------------------------------------------------------------------------------------------------------------
// Merging (allOf, $ref siblings, a combinator branch with its parent)

const MAX_KEYS = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"];
const MIN_KEYS = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"];
const JSON_TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"];

function typeList(t: unknown): string[] | undefined {
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === "string");
  return undefined;
}

function intersectTypes(a: string[], b: string[]): string[] {
  const out: string[] = [];
  for (const t of a) {
    if (b.includes(t)) out.push(t);
    else if (t === "number" && b.includes("integer")) out.push("integer");
    else if (t === "integer" && b.includes("number")) out.push("integer");
  }
  return [...new Set(out)];
}

/**
 * Merges two schemas that must both hold (the `allOf` of the two), keeping it simple: constraints are
 * tightened, `properties` combined, `required` united, `enum`s intersected; what cannot be merged is kept from
 * `a` or pushed into `allOf`. The final ajv validation catches anything this gets wrong.
 */
export function mergeSchemas(a: unknown, b: unknown): unknown {
  if (a === false || b === false) return false;
  if (!isObject(a)) return isObject(b) ? b : true;
  if (!isObject(b)) return a;
  const out: JsonObject = { ...a };
  for (const [key, bv] of Object.entries(b)) {
    if (!Object.hasOwn(out, key)) {
      out[key] = bv;
      continue;
    }
    const av = out[key];
    if (key === "type") {
      const at = typeList(av);
      const bt = typeList(bv);
      if (at && bt) {
        const both = intersectTypes(at, bt);
        if (both.length === 0) return false;
        out.type = both.length === 1 ? both[0] : both;
      }
    } else if (key === "properties" || key === "patternProperties" || key === "$defs" || key === "definitions" || key === "dependentSchemas") {
      if (isObject(av) && isObject(bv)) {
        const merged: JsonObject = { ...av };
        for (const [name, sub] of Object.entries(bv)) setOwn(merged, name, Object.hasOwn(merged, name) ? { allOf: [merged[name], sub] } : sub);
        out[key] = merged;
      }
    } else if (key === "required") {
      out.required = [...new Set([...(Array.isArray(av) ? av : []), ...(Array.isArray(bv) ? bv : [])])];
    } else if (MAX_KEYS.includes(key) && typeof av === "number" && typeof bv === "number") {
      out[key] = Math.max(av, bv);
    } else if (MIN_KEYS.includes(key) && typeof av === "number" && typeof bv === "number") {
      out[key] = Math.min(av, bv);
    } else if (key === "enum" && Array.isArray(av) && Array.isArray(bv)) {
      const keep = new Set(bv.map(canonical));
      const both = av.filter((v) => keep.has(canonical(v)));
      if (both.length === 0) return false;
      out.enum = both;
    } else if (key === "const") {
      if (canonical(av) !== canonical(bv)) return false;
    } else if (key === "allOf" && Array.isArray(av) && Array.isArray(bv)) {
      out.allOf = [...av, ...bv];
    } else if ((key === "anyOf" || key === "oneOf" || key === "$ref" || key === "not" || key === "if") && canonical(av) !== canonical(bv)) {
      const extra: JsonObject = { [key]: bv };
      if (key === "if") {
        if ("then" in b) extra.then = b.then;
        if ("else" in b) extra.else = b.else;
      }
      out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), extra];
    } else if ((key === "items" || key === "additionalProperties" || key === "contains" || key === "propertyNames") && isObject(av) && isObject(bv)) {
      out[key] = { allOf: [av, bv] };
    } else if (key === "additionalProperties" && (av === false || bv === false)) {
      out[key] = false;
    } else if (key === "uniqueItems") {
      out[key] = av === true || bv === true;
    }
    // Anything else (description, default, format, pattern…): keep a's; validation judges the result.
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation of parts

/** A validator for a sub-schema, with the root's `$defs`/`definitions` attached so local refs resolve. */
function matches(sub: unknown, value: unknown, ctx: Ctx): boolean | undefined {
  const compiled = compileSchema(isObject(sub) && isObject(ctx.root) ? withRootDefs(sub, ctx.root) : sub, ctx.dialect);
  return compiled.ok ? compiled.accepts(value) : undefined;
}

/**
 * `sub` with `root`'s `$defs`/`definitions` beside its own, one object per pair: the compiled validator is cached by
 * the schema object's identity, and a fresh copy per check sent every check through the schema's JSON text (issue 14).
 */
function withRootDefs(sub: JsonObject, root: JsonObject): JsonObject {
  let perRoot = rootDefs.get(sub);
  if (!perRoot) rootDefs.set(sub, (perRoot = new WeakMap()));
  let withDefs = perRoot.get(root);
  if (!withDefs) {
    withDefs = { ...sub };
    for (const key of ["$defs", "definitions"]) if (root[key] !== undefined && withDefs[key] === undefined) withDefs[key] = root[key];
    perRoot.set(root, withDefs);
  }
  return withDefs;
}

/** {@link withRootDefs} per sub-schema and root schema object. */
const rootDefs = new WeakMap<JsonObject, WeakMap<JsonObject, JsonObject>>();

const LEAF_KEYS = ["type", "enum", "const", "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"];

/**
 * A checker for the scalar keywords of `s` only (cheap, no refs), for choosing among candidates. A leaf whose
 * keywords {@link directLeafCheck} reads (most parameters: a `type`, lengths, bounds, a list of values) is checked
 * without compiling a validator: ajv's compilation of each distinct leaf cost a cold run about a millisecond apiece
 * (issue 14).
 */
function leafCheck(s: JsonObject, ctx: Ctx): (value: unknown) => boolean {
  let perDialect = leafChecks.get(s);
  if (!perDialect) leafChecks.set(s, (perDialect = new Map()));
  let check = perDialect.get(ctx.dialect);
  if (!check) perDialect.set(ctx.dialect, (check = makeLeafCheck(s, ctx.dialect)));
  return check;
}

/** {@link leafCheck} per schema object and dialect: a tool's property schemas are checked again in every attempt and case. */
const leafChecks = new WeakMap<JsonObject, Map<Dialect, (value: unknown) => boolean>>();

function makeLeafCheck(s: JsonObject, dialect: Dialect): (value: unknown) => boolean {
  const leaf: JsonObject = {};
  for (const key of LEAF_KEYS) if (key in s) leaf[key] = s[key];
  if (Object.keys(leaf).length === 0) return () => true;
  const direct = directLeafCheck(leaf);
  if (direct !== undefined) return direct;
  const compiled = compileSchema(leaf, dialect);
  if (!compiled.ok) return () => true;
  return (value) => compiled.accepts(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Generation

function descriptionOf(s: unknown, fallback: string): string {
  return isObject(s) && typeof s.description === "string" ? s.description : fallback;
}

function gen(schema: unknown, ctx: Ctx): Gen {
  if (ctx.depth > MAX_DEPTH || schema === false) return FAIL;
  if (!isObject(schema)) return genAny(ctx);
  const s = schema;
  const here: Ctx = { ...ctx, depth: ctx.depth + 1, description: descriptionOf(s, ctx.description) };

  // Order matters: every keyword that mergeSchemas may push into `allOf` on a conflict ($ref, if, anyOf, oneOf,
  // not) is consumed before `allOf` is merged, so each round makes progress.
  const ref = [s.$ref, s.$dynamicRef, s.$recursiveRef].find((r): r is string => typeof r === "string");
  if (ref !== undefined) {
    const seen = ctx.refs.filter((r) => r === ref).length;
    if (seen >= 3) return FAIL;
    const target = resolveRef(ctx.root, ref);
    const rest = omit(s, ["$ref", "$dynamicRef", "$recursiveRef"]);
    const merged = target === undefined ? rest : mergeSchemas(target, rest);
    return gen(merged, { ...here, refs: [...ctx.refs, ref], minimal: ctx.minimal || seen >= 1 });
  }

  if (s.if !== undefined) return genConditional(s, here);

  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length > 0) return genChoice(s, key, branches, here);
  }

  if (s.not !== undefined) {
    const rest = omit(s, ["not"]);
    const outer = here.reject;
    const reject = (v: unknown) => matches(s.not, v, ctx) === true || outer?.(v) === true;
    for (let attempt = 0; attempt < 6; attempt++) {
      const value = gen(rest, { ...here, variant: ctx.variant + attempt, reject });
      if (value === FAIL) return FAIL;
      if (matches(s.not, value, ctx) !== true) return value;
    }
    return FAIL;
  }

  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    const merged = s.allOf.reduce<unknown>((acc, part) => mergeSchemas(acc, part), omit(s, ["allOf"]));
    return gen(merged, here);
  }

  if ("const" in s) {
    mark(here, "schema");
    return s.const;
  }

  const leaf = leafCheck(s, ctx);
  const reject = here.reject;
  const allowed = reject ? (v: unknown) => leaf(v) && !reject(v) : leaf;
  // An optional property's default is the call without it: any other allowed value first (see `Ctx.optional`).
  const notDefault = here.optional === true && "default" in s ? (v: unknown) => canonical(v) !== canonical(s.default) : undefined;
  const check = notDefault ? (v: unknown) => allowed(v) && notDefault(v) : allowed;
  if (Array.isArray(s.enum)) {
    const fitting = s.enum.filter((v) => allowed(v));
    const others = notDefault ? fitting.filter(notDefault) : fitting;
    const values = others.length > 0 ? others : fitting;
    if (values.length === 0) return FAIL;
    mark(here, "schema");
    const ordered = [...values.filter((v) => v !== null), ...values.filter((v) => v === null)];
    if (ctx.variant === 0 && "default" in s && ordered.some((v) => canonical(v) === canonical(s.default))) return s.default;
    return rotate(ordered, turned(ctx) + (ctx.variant > 0 ? (ctx.enumShift ?? 0) : 0))[0];
  }

  // examples and default: realistic by construction, unless they are network URLs or slow numbers.
  const types = typesOf(s, here);
  const slow = (types.includes("number") || types.includes("integer")) && isSlowNumber(ctx.name, here.description);
  const presets = [...(Array.isArray(s.examples) ? s.examples : []), ...("default" in s && notDefault === undefined ? [s.default] : [])];
  const usable = slow ? [] : presets.filter((v) => !isNetworkUrl(v) && v !== null && matches(s, v, ctx) !== false && (notDefault?.(v) ?? true));
  if (ctx.variant < usable.length) {
    mark(here, "schema");
    return usable[ctx.variant];
  }

  for (const pass of notDefault ? [check, allowed] : [check]) {
    for (const type of types) {
      const value = genTyped(type, s, here, pass);
      if (value !== FAIL) return value;
    }
  }
  const networkDefault = presets.find((v) => isNetworkUrl(v) && matches(s, v, ctx) !== false);
  if (networkDefault === undefined) return FAIL;
  mark(here, "schema");
  return networkDefault;
}

function genConditional(s: JsonObject, ctx: Ctx): Gen {
  const rest = omit(s, ["if", "then", "else"]);
  const thenSchema = mergeSchemas(mergeSchemas(rest, s.if), s.then ?? true);
  const value = gen(thenSchema, ctx);
  if (value !== FAIL && matches(s.if, value, ctx) !== false) return value;
  const elseSchema = mergeSchemas(rest, s.else ?? true);
  const other = gen(elseSchema, ctx);
  if (other !== FAIL && matches(s.if, other, ctx) !== true) return other;
  return gen(rest, ctx);
}

function isNullOnly(branch: unknown): boolean {
  return isObject(branch) && (branch.type === "null" || (Array.isArray(branch.type) && branch.type.every((t) => t === "null")) || branch.const === null);
}

function genChoice(s: JsonObject, key: "anyOf" | "oneOf", branches: unknown[], ctx: Ctx): Gen {
  const rest = omit(s, [key]);
  const indices = branches.map((_, i) => i);
  const nonNull = indices.filter((i) => !isNullOnly(branches[i]));
  const order = [...rotate(nonNull, turned(ctx)), ...indices.filter((i) => isNullOnly(branches[i]))];
  for (const i of order) {
    const merged = mergeSchemas(rest, branches[i]);
    for (let attempt = 0; attempt < (key === "oneOf" ? 3 : 1); attempt++) {
      const value = gen(merged, { ...ctx, variant: ctx.variant + attempt });
      if (value === FAIL) break;
      if (key === "anyOf") return value;
      const hits = branches.map((b) => matches(b, value, ctx));
      const known = hits.filter((h) => h !== undefined);
      if (known.length === 0 || hits.filter((h) => h === true).length === 1 || (hits[i] === undefined && !hits.includes(true))) return value;
    }
  }
  return FAIL;
}

/** The JSON types to try for `s`, most wanted first; `null` last (a union with null prefers a real value). */
function typesOf(s: JsonObject, ctx: Ctx): string[] {
  const declared = typeList(s.type)?.filter((t) => JSON_TYPES.includes(t));
  if (declared && declared.length > 0) return [...declared.filter((t) => t !== "null"), ...declared.filter((t) => t === "null")];
  if (["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties", "dependentRequired"].some((k) => k in s)) return ["object"];
  if (["items", "prefixItems", "minItems", "maxItems", "contains", "uniqueItems"].some((k) => k in s)) return ["array"];
  if (["minLength", "maxLength", "pattern", "format"].some((k) => k in s)) return ["string"];
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in s)) return ["number"];
  return [inferType(ctx.name, ctx.description) ?? "string"];
}

function genAny(ctx: Ctx): Gen {
  const type = inferType(ctx.name, ctx.description) ?? "string";
  return genTyped(type, {}, ctx, () => true);
}

function genTyped(type: string, s: JsonObject, ctx: Ctx, check: (v: unknown) => boolean): Gen {
  switch (type) {
    case "string":
      return genString(s, ctx, check);
    case "integer":
      return genNumber(s, ctx, true, check);
    case "number":
      return genNumber(s, ctx, false, check);
    case "boolean":
      return genBoolean(ctx, check);
    case "null":
      mark(ctx, "schema");
      return null;
    case "object":
      return genObject(s, ctx);
    case "array":
      return genArray(s, ctx);
    default:
      return FAIL;
  }
}

/**
 * The most characters, items or properties a generated value is given to reach a schema's `minLength`, `minItems` or
 * `minProperties` (and the longest `pattern` sample, `MAX_SAMPLE_CHARS`): a schema that asks for more gets no value of
 * ours (a server's `minLength: 100000000` held generation for minutes, then ran the run out of memory).
 */
export const MAX_GENERATED_CHARS = MAX_SAMPLE_CHARS;
export const MAX_GENERATED_ITEMS = 1000;

function fitLength(text: string, min: number, max: number): string {
  if (min > MAX_GENERATED_CHARS) return text; // too short: the candidate fails the check
  // `text`, then `-text` until long enough (from `x` when `text` is empty), counted as it grows (it was counted again
  // each turn: quadratic in `min`).
  let out = text === "" && min > 0 ? "x" : text;
  let length = codePoints(out);
  const step = codePoints(text) + 1;
  for (; length < min; length += step) out += `-${text}`;
  return length > max ? [...out].slice(0, max).join("") : out;
}

/** Formats whose values are URLs: their candidates come after the description's and the server's own. */
const URL_FORMATS = ["uri", "iri", "url", "uri-reference", "iri-reference", "uri-template"];

/** A candidate list, or a function giving it when it is first needed (see {@link pickTier}). */
type Candidates<T> = readonly T[] | (() => readonly T[]);

/**
 * Picks a candidate: variant 0 takes the first valid one of the first source that has any. Later variants
 * rotate through that source's valid candidates and then the later sources' (not the last, plain fallback
 * one), so a description with a single example still gives three different calls (`e.g. Berlin`, then the
 * name's cities); values the server showed are never mixed with made-up ones (a second case would only earn a
 * refusal). FAIL when no source offers a valid candidate. A list given as a function is worked out only when
 * the pick reaches it: variant 0 stops at the first source with a valid candidate (issue 14: most parameters
 * are settled by their format or their name, and the description's and the server's values cost the most).
 * The functions must not draw from `ctx.rng`, so that the values do not depend on how far a pick went.
 */
function pickTier<T>(tiers: ReadonlyArray<readonly [ValueSource, Candidates<T>]>, ctx: Ctx, check: (v: unknown) => boolean): T | typeof FAIL {
  const validOf = ([source, list]: readonly [ValueSource, Candidates<T>]) => [source, [...new Set(typeof list === "function" ? list() : list)].filter((c) => check(c))] as const;
  if (ctx.variant === 0) {
    for (const tier of tiers) {
      const [source, valid] = validOf(tier);
      if (valid.length === 0) continue;
      mark(ctx, source);
      return (source === "discovered" ? siblingsLast(valid, ctx.siblingValues) : valid)[0] as T;
    }
    return FAIL;
  }
  const valid = tiers.map(validOf);
  const first = valid.findIndex(([, list]) => list.length > 0);
  if (first < 0) return FAIL;
  const [source, top] = valid[first] as readonly [ValueSource, T[]];
  const rest = source === "discovered" || first === valid.length - 1 ? [] : valid.slice(first + 1, -1).filter(([s]) => s !== "discovered");
  const pool: [ValueSource, T][] = [...top.map((v) => [source, v] as [ValueSource, T]), ...rest.flatMap(([s, list]) => list.map((v) => [s, v] as [ValueSource, T]))];
  const unique = pool.filter(([, v], i) => pool.findIndex(([, w]) => w === v) === i);
  const turnedPool = rotate(unique, turned(ctx));
  const [picked, value] = (source === "discovered" ? siblingsLast(turnedPool, ctx.siblingValues, ([, v]) => v) : turnedPool)[0] as [ValueSource, T];
  mark(ctx, picked);
  return value;
}

/** `values` with those a sibling property already has moved to the end (see `Ctx.siblingValues`). */
function siblingsLast<T>(values: T[], siblings: readonly unknown[] | undefined, valueOf: (v: T) => unknown = (v) => v): T[] {
  if (siblings === undefined || siblings.length === 0 || values.length < 2) return values;
  const taken = (v: T) => siblings.includes(valueOf(v));
  return [...values.filter((v) => !taken(v)), ...values.filter(taken)];
}

/** `make()`, worked out on the first call only. */
function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

function knownFor(ctx: Ctx, type: "string" | "number"): readonly (string | number)[] {
  if (!ctx.known || ctx.name === "") return [];
  return ctx.known.candidates(ctx.name, { toolName: ctx.toolName, description: ctx.description, type });
}

function genString(s: JsonObject, ctx: Ctx, check: (v: unknown) => boolean): Gen {
  const min = typeof s.minLength === "number" ? s.minLength : 0;
  const max = typeof s.maxLength === "number" ? s.maxLength : Infinity;
  const format = typeof s.format === "string" ? s.format : undefined;
  const urlFormat = format !== undefined && URL_FORMATS.includes(format);
  const formatValues = once(() =>
    urlFormat && format !== "uri-reference" && format !== "iri-reference" && format !== "uri-template"
      ? [...urlValues(urlScheme(ctx.description, ctx.name)), ...formatCandidates(format)]
      : formatCandidates(format),
  );
  const tables = once(() => ctx.known?.tables() ?? []);
  const described = once(() => describedValues(ctx.description, { name: ctx.name, tables: tables() }));
  const known = () => knownFor(ctx, "string").filter((v): v is string => typeof v === "string");
  const kindValues = once(() => {
    if (described().kind !== undefined) return [];
    const code = codeValues(ctx.name, ctx.language, `${ctx.description} ${ctx.toolName.replace(/[_\-.]+/g, " ")}`);
    if (code.length > 0) return code;
    const named = namedKindValues(ctx.name, { tables: tables() }).strings;
    return named.length > 0 ? named : toolSqlValues(ctx.name, { name: ctx.toolName, description: ctx.toolDescription }, tables());
  });
  // A value of a known kind (SQL, code, a cron expression) keeps its kind in every case: a property named `sql`
  // got "SELECT 1" in its first call and "example" in the next two, which a database rightly refuses.
  const ofKind = once(() => (described().kind !== undefined && described().strings.length > 0) || kindValues().length > 0);
  const named = once(() => [...kindValues(), ...(ofKind() ? [] : stringHints(ctx.name, ctx.description, ctx.toolName))]);
  // Sampled whether or not the pick gets this far: the draws from ctx.rng keep every later value the same.
  const patterned: string[] = [];
  if (typeof s.pattern === "string") {
    for (let i = 0; i < 8; i++) {
      const sample = sampleRegex(s.pattern, ctx.rng, { min, max });
      if (sample !== undefined) patterned.push(sample);
    }
  }
  // A destructive tool's record takes made-up values only: no name's hint, even fitted to the length; and none a
  // user's record may have (a trial's drop_table was sent `example`: SQLite matches `Example` too), as for numbers.
  const destroys = destroysRecord(ctx);
  const plain = () => (ofKind() ? [] : destroys ? MADE_UP_NAMES : ["example", "sample text", "test value"]);
  const fitted = () => (typeof s.pattern !== "string" && format === undefined ? [...(destroys ? [] : named()), ...plain()].map((p) => fitLength(p, min, max)) : []);
  const tiers: [ValueSource, Candidates<string>][] = [
    ["schema", () => (urlFormat ? [] : formatValues())],
    // A record the server listed beats an illustrative example ("e.g. v1.2.0", "e.g. /home/me/file.txt").
    ["discovered", known],
    ["description", () => described().strings],
    ["schema", () => (urlFormat ? formatValues() : [])],
    ["name", named],
    ["made-up", patterned],
    ["made-up", () => [...plain(), ...fitted(), fitLength("a", Math.max(min, 1), max)]],
  ];
  return pickTier<string>(destroys ? tiers.filter(([source]) => source === "discovered" || source === "schema" || source === "made-up") : tiers, ctx, check);
}

/**
 * Whether the current value names the record a destructive tool destroys (`ValueOptions.namesRecord`): it then
 * takes only the run's own records (`known`) or a made-up value.
 */
function destroysRecord(ctx: Ctx): boolean {
  return ctx.namesRecord !== undefined && ctx.name !== "" && ctx.namesRecord(ctx.name, ctx.description);
}

/** A number no record is likely to have (an id of a destructive call without a record of our own), fitted in bounds. */
const MADE_UP_NUMBER = 987654321;
/** Names no record is likely to have, for the same calls: what a destructive tool may be sent when the run made nothing. */
const MADE_UP_NAMES: readonly string[] = ["mcp-checkup-missing", "mcp_checkup_missing", "mcpcheckupmissing"];

interface NumberBounds {
  lo: number;
  loExclusive: boolean;
  hi: number;
  hiExclusive: boolean;
  step: number | undefined;
}

function numberBounds(s: JsonObject, integer: boolean): NumberBounds {
  let lo = -Infinity;
  let hi = Infinity;
  let loExclusive = false;
  let hiExclusive = false;
  if (typeof s.minimum === "number") lo = s.minimum;
  if (typeof s.maximum === "number") hi = s.maximum;
  if (s.exclusiveMinimum === true) loExclusive = true;
  if (s.exclusiveMaximum === true) hiExclusive = true;
  if (typeof s.exclusiveMinimum === "number" && s.exclusiveMinimum >= lo) [lo, loExclusive] = [s.exclusiveMinimum, true];
  if (typeof s.exclusiveMaximum === "number" && s.exclusiveMaximum <= hi) [hi, hiExclusive] = [s.exclusiveMaximum, true];
  let step = typeof s.multipleOf === "number" && s.multipleOf > 0 ? s.multipleOf : undefined;
  if (integer) {
    if (step === undefined) step = 1;
    else if (!Number.isInteger(step)) {
      // The smallest multiple of a fractional step that is a whole number, e.g. 2.5 → 5.
      let k = 1;
      while (k < 1000 && !Number.isInteger(Number((step * k).toFixed(10)))) k++;
      step = Number((step * k).toFixed(10));
    }
  }
  return { lo, loExclusive, hi, hiExclusive, step };
}

function decimals(x: number): number {
  const text = String(x);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  return text.includes(".") ? (text.split(".")[1] as string).length : 0;
}

/** The allowed number closest to `wanted`, or undefined when the bounds leave none. */
function fitNumber(wanted: number, b: NumberBounds): number | undefined {
  if (b.step !== undefined) {
    const step = b.step;
    let kMin = Number.isFinite(b.lo) ? Math.ceil(b.lo / step - 1e-9) : -Infinity;
    let kMax = Number.isFinite(b.hi) ? Math.floor(b.hi / step + 1e-9) : Infinity;
    if (b.loExclusive && Number.isFinite(b.lo) && Math.abs(kMin * step - b.lo) < 1e-9) kMin++;
    if (b.hiExclusive && Number.isFinite(b.hi) && Math.abs(kMax * step - b.hi) < 1e-9) kMax--;
    if (kMin > kMax) return undefined;
    const k = Math.min(Math.max(Math.round(wanted / step), kMin), kMax);
    return Number((k * step).toFixed(Math.min(decimals(step), 20)));
  }
  const above = (x: number) => (b.loExclusive ? x > b.lo : x >= b.lo);
  const below = (x: number) => (b.hiExclusive ? x < b.hi : x <= b.hi);
  if (above(wanted) && below(wanted)) return wanted;
  // Prefer a whole number inside the bounds, then the middle of a narrow range.
  const nearest = wanted < b.lo ? Math.ceil(b.lo) : Math.floor(b.hi);
  for (const x of [nearest, nearest + 1, nearest - 1]) if (above(x) && below(x)) return x;
  if (Number.isFinite(b.lo) && Number.isFinite(b.hi)) {
    const mid = (b.lo + b.hi) / 2;
    return above(mid) && below(mid) ? mid : undefined;
  }
  if (Number.isFinite(b.lo)) return b.lo + (b.loExclusive ? 0.5 : 0);
  if (Number.isFinite(b.hi)) return b.hi - (b.hiExclusive ? 0.5 : 0);
  return undefined;
}

/** Bounds from the schema, narrowed by a range the description states where the schema gives none. */
function describedBounds(s: JsonObject, integer: boolean, description: string): NumberBounds {
  const b = numberBounds(s, integer);
  const range = describedRange(description);
  if (!Number.isFinite(b.lo) && range.min !== undefined) b.lo = range.min;
  if (!Number.isFinite(b.hi) && range.max !== undefined && range.max >= b.lo) b.hi = range.max;
  return b;
}

function genNumber(s: JsonObject, ctx: Ctx, integer: boolean, check: (v: unknown) => boolean): Gen {
  const b = describedBounds(s, integer, ctx.description);
  const fit = (wanted: readonly number[]) =>
    [...new Set(wanted.map((w) => fitNumber(w, b)).filter((n): n is number => n !== undefined))].filter((n) => !integer || Number.isInteger(n));
  if (isSlowNumber(ctx.name, ctx.description)) {
    // Durations, delays, steps…: the smallest allowed positive value (a default of 10 s, called three times,
    // blows the time budget). Timeouts keep their hint order: a timeout bounds a wait, it does not cause one.
    const hints = numberHints(ctx.name, ctx.description);
    const timeout = isTimeoutName(ctx.name);
    const valid = fit([...(!timeout && Number.isFinite(b.lo) && b.lo > 0 ? [b.lo] : []), ...hints, 1]).filter((n) => check(n));
    const chosen = valid.find((n) => n > 0) ?? valid[0];
    if (chosen === undefined) return FAIL;
    mark(ctx, "name");
    return chosen;
  }
  // The server's own numbers (ids) are sent as they are, never moved into bounds.
  const known = () => knownFor(ctx, "number").filter((v): v is number => typeof v === "number" && (!integer || Number.isInteger(v)));
  const generic = [1, 5, 42, 10, 100, 0, 2, ...(Number.isFinite(b.lo) ? [b.lo] : []), ...(Number.isFinite(b.hi) ? [b.hi] : [])];
  if (destroysRecord(ctx)) return pickTier<number>([["discovered", known], ["made-up", () => fit([MADE_UP_NUMBER])]], ctx, check);
  return pickTier<number>(
    [
      ["discovered", known],
      ["description", () => fit(describedValues(ctx.description, { name: ctx.name }).numbers)],
      ["name", () => fit([...namedKindValues(ctx.name).numbers, ...numberHints(ctx.name, ctx.description)])],
      ["made-up", () => fit(generic)],
    ],
    ctx,
    check,
  );
}

function genBoolean(ctx: Ctx, check: (v: unknown) => boolean): Gen {
  const hinted = booleanHints(ctx.name);
  const order = hinted.length > 0 ? hinted : rotate([true, false], turned(ctx));
  const value = order.find((v) => check(v));
  if (value === undefined) return FAIL;
  mark(ctx, hinted.length > 0 ? "name" : "made-up");
  return value;
}

function patternSchemaFor(s: JsonObject, key: string): unknown {
  if (!isObject(s.patternProperties)) return undefined;
  for (const [pattern, sub] of Object.entries(s.patternProperties)) {
    try {
      if (boundedRegExp(pattern, "u").test(key)) return sub;
    } catch {
      // an invalid pattern matches nothing here
    }
  }
  return undefined;
}

function genObject(s: JsonObject, ctx: Ctx): Gen {
  const props = isObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === "string") : [];
  const optional = Object.keys(props).filter((k) => !required.includes(k));
  const choose = (key: string): boolean => (ctx.fillTop ? ctx.fillTop(key) : ctx.minimal ? false : ctx.rng.chance(0.5));
  const keys = [...required, ...optional.filter(choose)];

  // dependentRequired (2019-09+) and the array form of draft-07 `dependencies`: a present key brings others.
  const dependents: Record<string, unknown> = { ...(isObject(s.dependencies) ? s.dependencies : {}), ...(isObject(s.dependentRequired) ? s.dependentRequired : {}) };
  for (let i = 0; i < keys.length; i++) {
    const deps = dependents[keys[i] as string];
    if (Array.isArray(deps)) for (const d of deps) if (typeof d === "string" && !keys.includes(d)) keys.push(d);
  }
  const minProps = typeof s.minProperties === "number" ? s.minProperties : 0;
  for (const key of optional) if (keys.length < minProps && !keys.includes(key)) keys.push(key);
  const maxProps = typeof s.maxProperties === "number" ? s.maxProperties : Infinity;
  while (keys.length > maxProps) {
    const drop = [...keys].reverse().find((k) => !required.includes(k));
    if (drop === undefined) break;
    keys.splice(keys.indexOf(drop), 1);
  }

  const out: JsonObject = {};
  const enumKeys = ctx.atRoot ? keys.filter((k) => Object.hasOwn(props, k) && isObject(props[k]) && Array.isArray((props[k] as JsonObject).enum)) : [];
  const child = (key: string, sub: unknown): Ctx => ({
    ...ctx,
    name: key,
    description: descriptionOf(sub, ""),
    optional: !required.includes(key),
    fillTop: undefined,
    atRoot: false,
    top: ctx.atRoot ? key : ctx.top,
    reject: undefined,
    enumShift: enumKeys.includes(key) ? enumKeys.indexOf(key) : undefined,
  });
  // A language property first, so that the code beside it is written in that language (`codeValues`).
  const languageKey = keys.find((k) => LANGUAGE_NAME.test(k));
  const order = languageKey !== undefined ? [languageKey, ...keys.filter((k) => k !== languageKey)] : keys;
  const made = new Map<string, unknown>();
  for (const key of order) {
    const sub = Object.hasOwn(props, key) ? props[key] : (patternSchemaFor(s, key) ?? (s.additionalProperties === false ? true : (s.additionalProperties ?? true)));
    const language = languageKey !== undefined ? made.get(languageKey) : undefined;
    const value = gen(sub, { ...child(key, sub), siblingValues: [...made.values()], ...(typeof language === "string" ? { language } : {}) });
    if (value === FAIL) {
      if (required.includes(key)) return FAIL;
      continue;
    }
    made.set(key, value);
  }
  for (const key of keys) if (made.has(key)) setOwn(out, key, made.get(key));

  // Still short of minProperties: invent keys (from a patternProperties pattern when there is one).
  if (minProps > MAX_GENERATED_ITEMS) return FAIL;
  let n = 1;
  while (Object.keys(out).length < minProps && n < minProps + 20) {
    let key = `key${n}`;
    let sub: unknown = s.additionalProperties ?? true;
    if (isObject(s.patternProperties)) {
      const [pattern, patternSub] = Object.entries(s.patternProperties)[0] ?? [];
      const sample = typeof pattern === "string" ? sampleRegex(pattern, ctx.rng) : undefined;
      if (sample !== undefined && !Object.hasOwn(out, sample)) [key, sub] = [sample, patternSub];
    }
    n++;
    if (sub === false || Object.hasOwn(out, key)) continue;
    const value = gen(sub, child(key, sub));
    if (value !== FAIL) setOwn(out, key, value);
  }
  return out;
}

function genArray(s: JsonObject, ctx: Ctx): Gen {
  const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
  const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
  const min = typeof s.minItems === "number" ? s.minItems : 0;
  const max = typeof s.maxItems === "number" ? s.maxItems : Infinity;
  if (min > MAX_GENERATED_ITEMS) return FAIL;
  const want = Math.max(tuple.length, ctx.minimal ? 1 : 1 + (ctx.variant % 2));
  let length = Math.min(Math.max(want, min), max);
  if (rest === false) length = Math.min(length, tuple.length);
  if (length < min) return FAIL;

  const items: unknown[] = [];
  const seen = new Set<string>();
  const itemDescription = (sub: unknown) => descriptionOf(sub, ctx.description);
  for (let i = 0; i < length; i++) {
    const sub = i < tuple.length ? tuple[i] : (rest ?? true);
    let placed = false;
    for (let attempt = 0; attempt < 8 && !placed; attempt++) {
      const value = gen(sub, { ...ctx, description: itemDescription(sub), variant: ctx.variant + i + attempt * (length + 1), fillTop: undefined, reject: undefined, optional: false });
      if (value === FAIL) break;
      if (s.uniqueItems === true && seen.has(canonical(value))) continue;
      seen.add(canonical(value));
      items.push(value);
      placed = true;
    }
    if (!placed) {
      if (i < min) return FAIL;
      break;
    }
  }

  if (s.contains !== undefined && !items.some((item) => matches(s.contains, item, ctx) === true)) {
    const value = gen(mergeSchemas(rest ?? true, s.contains), { ...ctx, description: itemDescription(s.contains), fillTop: undefined, reject: undefined, optional: false });
    if (value === FAIL) return FAIL;
    if (items.length < max && items.length >= tuple.length) items.push(value);
    else items[items.length - 1] = value;
  }
  return items;
}
