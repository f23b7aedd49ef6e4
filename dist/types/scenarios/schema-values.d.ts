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
    candidates(name: string, context: {
        toolName: string;
        description: string;
        type: "string" | "number";
    }): readonly (string | number)[];
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
export type ValueResult = {
    ok: true;
    value: unknown;
    sources: Record<string, ValueSource>;
} | {
    ok: false;
    reason: string;
    value?: unknown;
};
/**
 * Generates a value for `schema`, validated with ajv against the whole schema. Never throws for a bad schema:
 * an unsatisfiable or uncompilable schema gives `{ ok: false, reason }`.
 */
export declare function generateValue(schema: unknown, options: ValueOptions): ValueResult;
/**
 * Merges two schemas that must both hold (the `allOf` of the two), keeping it simple: constraints are
 * tightened, `properties` combined, `required` united, `enum`s intersected; what cannot be merged is kept from
 * `a` or pushed into `allOf`. The final ajv validation catches anything this gets wrong.
 */
export declare function mergeSchemas(a: unknown, b: unknown): unknown;
/**
 * The most characters, items or properties a generated value is given to reach a schema's `minLength`, `minItems` or
 * `minProperties` (and the longest `pattern` sample, `MAX_SAMPLE_CHARS`): a schema that asks for more gets no value of
 * ours (a server's `minLength: 100000000` held generation for minutes, then ran the run out of memory).
 */
export declare const MAX_GENERATED_CHARS = 100000;
export declare const MAX_GENERATED_ITEMS = 1000;
