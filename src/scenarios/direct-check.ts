import { fullFormats } from "ajv-formats/dist/formats.js";
import { codePoints } from "../findings/text-patterns.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import { boundedRegExp } from "./bounded-regexp.js";

/**
 * JSON Schema checks made without ajv, for the keywords most tool schemas are made of, answering exactly as our ajv
 * instances (`ajv-validate.ts`) do; anything else is left to ajv. Why: ajv compiles each distinct schema into a
 * function before its first use, 1–4 ms apiece in a run's cold process — on the filesystem server, 12 schemas and
 * ~18 ms of a ~500 ms run, most of it between an answer and the next request (issue 14) — and a tool's schema
 * checks a handful of values. The semantics followed are ajv 8's with our options (`strict: false`, `allErrors: false`,
 * `ownProperties: false`, `unicodeRegExp`), read in its source: a property is present when `data[name] !==
 * undefined` (an inherited `constructor` is present), `additionalProperties` walks `for…in`, a `properties` entry
 * named `__proto__` is ignored, `minLength` counts code points. A test compares both on every keyword.
 */

/**
 * What each JSON Schema `type` admits, exactly as our ajv instances check it (Validation §6.1.1: `integer` is a number
 * without a fractional part; without ajv's `strictNumbers`, NaN is a number and Infinity an integer).
 */
export const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number",
  integer: (v) => typeof v === "number" && !(v % 1) && !Number.isNaN(v),
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
  array: (v) => Array.isArray(v),
  object: isObject,
};

/**
 * The check of `leaf` (an object of scalar keywords, compiled alone) without ajv, answering exactly as our ajv
 * instances do, or undefined when it says anything this does not read — `format`, `multipleOf`, a boolean
 * `exclusiveMinimum` (draft-04's form), an object in `enum`, a keyword value of the wrong kind, a pattern invalid
 * with and without the `u` flag — which ajv then decides. Read here: `type` ({@link TYPE_TESTS}); `enum` and `const`
 * of strings, numbers, booleans and null (ajv compares such values with `===`); `minLength` and `maxLength`
 * (non-negative integers), counted in code points as ajv counts them (its default `unicode`: a surrogate pair is one
 * character); `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum` (finite numbers), which NaN fails, as
 * in ajv; `pattern` ({@link boundedRegExp}, with the `u` flag where the pattern allows it, as ajv's `unicodeRegExp`
 * retry does for a schema compiled alone). Each applies to its own type only (a number passes `minLength`, a string
 * `minimum`, as in JSON Schema).
 */
export function directLeafCheck(leaf: Record<string, unknown>): ((value: unknown) => boolean) | undefined {
  const tests: ((value: unknown) => boolean)[] = [];
  for (const [keyword, limit] of Object.entries(leaf)) {
    const test = keywordTest(keyword, limit, true);
    if (test === undefined) return undefined;
    tests.push(test);
  }
  return tests.length === 1 ? tests[0] : (value) => tests.every((test) => test(value));
}

/** A check of one value: true or false as ajv answers, or undefined when it cannot tell for this value (ajv answers then). */
export type DirectCheck = (value: unknown) => boolean | undefined;

/** What `format` is taken to mean (see `compileSchema`): an assertion checks the value, an annotation checks nothing. */
export type FormatMeaning = "assertion" | "annotation";

/**
 * The check of a whole schema (as `ajv-validate.ts` normalizes it) without ajv, or undefined when it holds anything
 * not read here, anywhere. Read: boolean schemas; the keywords of {@link directLeafCheck} (a `pattern` only when it
 * is valid with the `u` flag, with which ajv then compiles the whole schema); `format` (a string: asserted with
 * ajv-formats' own checks, or an annotation, as `formats` says); `properties` (none named `__proto__`), `required`
 * (non-empty strings), `additionalProperties` (a boolean or a schema); `items` (one schema, not draft-07's list),
 * `minItems`, `maxItems`, `uniqueItems`; `minProperties`, `maxProperties`; `allOf`, `anyOf`, `oneOf` (non-empty
 * lists) and `not`; a root `$id` equal to `rootId` (the one `ajv-validate.ts` adds). Not read, so left to ajv: `$ref`
 * and definitions, `if`, `patternProperties`, `multipleOf`, `dependencies`, `contains`, `prefixItems`,
 * `unevaluated*`, unknown keywords (ajv ignores some and refuses others). The check answers undefined for
 * `uniqueItems` over an array holding objects, arrays, non-finite numbers or a text beginning `__proto_`.
 */
export function directSchemaCheck(schema: unknown, formats: FormatMeaning, rootId?: string): DirectCheck | undefined {
  return schemaCheck(schema, formats, rootId);
}

const ACCEPT_ALL: DirectCheck = () => true;
const REJECT_ALL: DirectCheck = () => false;

function schemaCheck(schema: unknown, formats: FormatMeaning, rootId?: string): DirectCheck | undefined {
  if (typeof schema === "boolean") return schema ? ACCEPT_ALL : REJECT_ALL;
  if (!isObject(schema)) return undefined;
  const checks: DirectCheck[] = [];
  let properties: [string, DirectCheck][] | undefined;
  let additional: DirectCheck | undefined;
  for (const [keyword, value] of Object.entries(schema)) {
    switch (keyword) {
      case "$id":
        if (rootId === undefined || value !== rootId) return undefined;
        break;
      case "format": {
        if (typeof value !== "string") return undefined;
        if (formats === "annotation") break;
        const test = formatTest(value);
        if (test === undefined) return undefined;
        if (test !== ACCEPT_ALL) checks.push(test);
        break;
      }
      case "properties": {
        // ajv ignores an entry named __proto__, but `additionalProperties` reads it past eight properties.
        if (!isObject(value) || Object.hasOwn(value, "__proto__")) return undefined;
        properties = [];
        for (const [name, sub] of Object.entries(value)) {
          const check = schemaCheck(sub, formats);
          if (check === undefined) return undefined;
          properties.push([name, check]);
        }
        break;
      }
      case "additionalProperties":
        additional = schemaCheck(value, formats);
        if (additional === undefined) return undefined;
        break;
      case "required": {
        // ajv never finds the empty name missing below 200 names (its test `data[""] === undefined && (missing = "")`
        // is falsy): left to ajv, as are names that are not strings.
        if (!Array.isArray(value) || !value.every((name) => typeof name === "string" && name !== "")) return undefined;
        const names = value as string[];
        if (names.length > 0) checks.push((v) => !isObject(v) || names.every((name) => v[name] !== undefined));
        break;
      }
      case "items": {
        const item = Array.isArray(value) ? undefined : schemaCheck(value, formats);
        if (item === undefined) return undefined;
        checks.push((v) => (Array.isArray(v) ? all(v, item) : true));
        break;
      }
      case "uniqueItems":
        if (typeof value !== "boolean") return undefined;
        if (value) checks.push(uniqueItems);
        break;
      case "allOf":
      case "anyOf":
      case "oneOf": {
        const branches = Array.isArray(value) && value.length > 0 ? value.map((branch) => schemaCheck(branch, formats)) : undefined;
        if (branches === undefined || !branches.every((branch) => branch !== undefined)) return undefined;
        checks.push(keyword === "allOf" ? (v) => all(branches, (branch) => branch(v)) : keyword === "anyOf" ? (v) => some(branches, v) : (v) => exactlyOne(branches, v));
        break;
      }
      case "not": {
        const negated = schemaCheck(value, formats);
        if (negated === undefined) return undefined;
        checks.push((v) => {
          const ok = negated(v);
          return ok === undefined ? undefined : !ok;
        });
        break;
      }
      case "minItems":
      case "maxItems":
      case "minProperties":
      case "maxProperties": {
        if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return undefined;
        const count = keyword.endsWith("Items") ? (v: unknown) => (Array.isArray(v) ? v.length : undefined) : (v: unknown) => (isObject(v) ? Object.keys(v).length : undefined);
        const least = keyword.startsWith("min");
        checks.push((v) => {
          const n = count(v);
          return n === undefined || (least ? n >= value : n <= value);
        });
        break;
      }
      default: {
        const test = keywordTest(keyword, value, false);
        if (test === undefined) return undefined;
        checks.push(test);
      }
    }
  }
  if (properties !== undefined || additional !== undefined) checks.push(objectCheck(properties ?? [], additional));
  return checks.length === 0 ? ACCEPT_ALL : checks.length === 1 ? checks[0] : (v) => all(checks, (check) => check(v));
}

/** `properties` and `additionalProperties` of an object, as ajv reads them (`data[name] !== undefined`, `for…in`). */
function objectCheck(properties: readonly [string, DirectCheck][], additional: DirectCheck | undefined): DirectCheck {
  const named = new Set(properties.map(([name]) => name));
  return (v) => {
    if (!isObject(v)) return true;
    let unknown = false;
    for (const [name, check] of properties) {
      const item = v[name];
      if (item === undefined) continue;
      const ok = check(item);
      if (ok === false) return false;
      if (ok === undefined) unknown = true;
    }
    if (additional !== undefined) {
      for (const key in v) {
        if (named.has(key)) continue;
        const ok = additional(v[key]);
        if (ok === false) return false;
        if (ok === undefined) unknown = true;
      }
    }
    return unknown ? undefined : true;
  };
}

/** Whether `check` holds for every item: false at the first that fails, undefined when one could not be told and none failed. */
function all<T>(items: readonly T[], check: (item: T) => boolean | undefined): boolean | undefined {
  let unknown = false;
  for (const item of items) {
    const ok = check(item);
    if (ok === false) return false;
    if (ok === undefined) unknown = true;
  }
  return unknown ? undefined : true;
}

/**
 * An asserted `format` as our ajv instances check it (ajv-formats' full formats, ajv 8's `format` keyword): a string
 * format checks strings only, a number format (`int32`, `float`…) numbers only; a name no format has checks nothing
 * (ajv ignores it with `strict: false`), nor does `password` or `binary`. Undefined for a name ajv would find on
 * `Object.prototype` (`toString`…), which ajv then misreads as a format of its own.
 */
function formatTest(name: string): DirectCheck | undefined {
  if (!Object.hasOwn(fullFormats, name)) return name in fullFormats ? undefined : ACCEPT_ALL;
  const format: unknown = fullFormats[name as keyof typeof fullFormats];
  if (format === true) return ACCEPT_ALL;
  // A definition object ({ type, validate }), or the check itself: a regular expression or a function of strings.
  let type = "string";
  let check = format;
  if (isObject(format) && !(format instanceof RegExp)) {
    if (format.async === true) return undefined;
    if (typeof format.type === "string" && format.type !== "") type = format.type;
    check = format.validate;
  }
  if (check instanceof RegExp) return (v) => typeof v !== type || check.test(v as string);
  if (typeof check === "function") return (v) => typeof v !== type || Boolean((check as (value: unknown) => unknown)(v));
  return undefined;
}

/** `anyOf`: true at the first branch that holds, false when none does, undefined when none held and one could not be told. */
function some(branches: readonly DirectCheck[], v: unknown): boolean | undefined {
  let unknown = false;
  for (const branch of branches) {
    const ok = branch(v);
    if (ok === true) return true;
    if (ok === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

/** `oneOf`: whether exactly one branch holds; undefined when that turns on a branch that could not be told. */
function exactlyOne(branches: readonly DirectCheck[], v: unknown): boolean | undefined {
  let held = 0;
  let unknown = 0;
  for (const branch of branches) {
    const ok = branch(v);
    if (ok === true) held++;
    else if (ok === undefined) unknown++;
    if (held > 1) return false;
  }
  return unknown === 0 ? held === 1 : undefined;
}

/**
 * `uniqueItems: true` over strings, finite numbers, booleans and null (equal when `===`, as ajv's deep equality has
 * them; 0 and -0 are one); undefined for anything else, and for a text that begins `__proto_`: ajv's fast path keys
 * the items in a plain object (a string with `_` appended when the items may be of several types), where the key
 * `__proto__` is never recorded, so its duplicates go unseen.
 */
function uniqueItems(v: unknown): boolean | undefined {
  if (!Array.isArray(v)) return true;
  const seen = new Set<string>();
  for (const item of v) {
    let key: string;
    if (typeof item === "string") {
      if (item.startsWith("__proto_")) return undefined;
      key = `s${item}`;
    } else if (typeof item === "number") {
      if (!Number.isFinite(item)) return undefined;
      key = `n${item}`; // -0 is written 0
    } else if (typeof item === "boolean" || item === null) key = String(item);
    else return undefined;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * The test of one scalar keyword, or undefined when it is not one read here (see {@link directLeafCheck}).
 * `retryPattern`: a pattern invalid with the `u` flag is tested without it, as ajv compiles a schema alone; otherwise
 * it is left to ajv (that retry would change how the other patterns of the same schema read).
 */
function keywordTest(keyword: string, limit: unknown, retryPattern: boolean): ((value: unknown) => boolean) | undefined {
  const length = typeof limit === "number" && Number.isInteger(limit) && limit >= 0 ? limit : undefined;
  const bound = typeof limit === "number" && Number.isFinite(limit) ? limit : undefined;
  const isNumber = (v: unknown): v is number => typeof v === "number";
  switch (keyword) {
    case "type": {
      const types = [limit].flat();
      if (types.length === 0 || !types.every((t) => typeof t === "string" && Object.hasOwn(TYPE_TESTS, t))) return undefined;
      const tests = types.map((t) => TYPE_TESTS[t as string]!);
      return tests.length === 1 ? tests[0] : (value) => tests.some((test) => test(value));
    }
    case "enum":
      if (!Array.isArray(limit) || limit.length === 0 || !limit.every(isPrimitive)) return undefined;
      return (value) => limit.some((v) => v === value);
    case "const":
      return isPrimitive(limit) ? (value) => value === limit : undefined;
    case "minLength":
      return length === undefined ? undefined : (value) => typeof value !== "string" || codePoints(value) >= length;
    case "maxLength":
      return length === undefined ? undefined : (value) => typeof value !== "string" || codePoints(value) <= length;
    case "minimum":
      return bound === undefined ? undefined : (value) => !isNumber(value) || value >= bound;
    case "maximum":
      return bound === undefined ? undefined : (value) => !isNumber(value) || value <= bound;
    case "exclusiveMinimum":
      return bound === undefined ? undefined : (value) => !isNumber(value) || value > bound;
    case "exclusiveMaximum":
      return bound === undefined ? undefined : (value) => !isNumber(value) || value < bound;
    case "pattern": {
      const regExp = typeof limit === "string" ? patternRegExp(limit, retryPattern) : undefined;
      return regExp === undefined ? undefined : (value) => typeof value !== "string" || regExp.test(value);
    }
    default:
      return undefined;
  }
}

/**
 * A `pattern` as our ajv instances test it: with the `u` flag, else (a pattern only valid without it, when `retry`)
 * without; undefined when neither compiles (ajv then fails to compile the schema, which checks nothing).
 */
function patternRegExp(pattern: string, retry: boolean): { test(text: string): boolean } | undefined {
  for (const flags of retry ? ["u", ""] : ["u"]) {
    try {
      return boundedRegExp(pattern, flags);
    } catch {
      // not valid with these flags
    }
  }
  return undefined;
}

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
