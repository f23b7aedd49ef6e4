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
export declare const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>>;
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
export declare function directLeafCheck(leaf: Record<string, unknown>): ((value: unknown) => boolean) | undefined;
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
export declare function directSchemaCheck(schema: unknown, formats: FormatMeaning, rootId?: string): DirectCheck | undefined;
