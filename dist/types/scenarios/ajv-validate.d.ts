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
export type SchemaValidator = {
    ok: true;
    dialect: Dialect;
    /** The problems of `value`, one line each (`formatAjvErrors`); none when it is valid. */
    validate(value: unknown): string[];
    /** Whether `value` is valid: {@link validate} without writing out the problems (issue 14: most edge values are not). */
    accepts(value: unknown): boolean;
} | {
    ok: false;
    error: string;
};
/** The dialect a `$schema` URI names, or undefined when it names none we know (or is absent). */
export declare function dialectOf(schemaUri: unknown): Dialect | undefined;
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
export declare function formatAjvErrors(errors: readonly AjvErrorFields[] | null | undefined): string[];
/**
 * Compiles `schema` once (cached: by object identity, and by its JSON text for schemas built on the fly; one compiled
 * function serves both values of `assertFormats`).
 * `fallback` is the dialect for a schema without `$schema` (default 2020-12, MCP 2025-11-25).
 * `assertFormats` (default true) checks `format` values; with false, `format` is an annotation only, which is
 * the default meaning in JSON Schema 2020-12 (Validation §7.2) — use that to judge a server, which need not
 * enforce formats, and the assertion to build values, which should look right.
 * Booleans are schemas (`true` accepts everything); anything else that is not an object gives `ok: false`.
 */
export declare function compileSchema(schema: unknown, fallback?: Dialect, assertFormats?: boolean): SchemaValidator;
/**
 * {@link compileSchema} with ajv alone: no direct checks (`direct-check.ts`), no caches. What the direct checks are
 * tested against; a run has no use for it.
 */
export declare function compileSchemaWithAjv(schema: unknown, fallback?: Dialect, assertFormats?: boolean): SchemaValidator;
/**
 * True when `value` satisfies `schema`; also true when the schema cannot be compiled (nothing can be judged).
 * Use `compileSchema` to tell the two apart.
 */
export declare function satisfiesSchema(schema: unknown, value: unknown, fallback?: Dialect): boolean;
