import type { Rng } from "./prng.js";
/**
 * Builds a string that matches a JSON Schema `pattern` (an ECMA-262 regular expression, JSON Schema 2020-12
 * Validation §6.3.3), for the subset schemas use in practice: literals and escapes, `.`, character classes
 * (ranges, negation, `\d \w \s` and their negations, a few `\p{…}` properties), groups (capturing, `(?:…)`,
 * named), alternation, quantifiers (`? * + {n} {n,} {n,m}`, lazy or not), anchors and back-references.
 * Lookarounds are skipped (the result is then validated by the caller like every other candidate).
 *
 * A JSON Schema pattern is not anchored, so the generated text is simply one match of the whole expression.
 * Returns undefined when the pattern cannot be parsed.
 */
export declare function sampleRegex(pattern: string, rng: Rng, lengthHint?: {
    min?: number;
    max?: number;
}): string | undefined;
/**
 * The longest text a pattern is sampled to, characters: a pattern that needs more (`a{100000000}`) gets no sample,
 * as one that cannot be parsed (a server's pattern asking for 100 million characters ran the run out of memory).
 */
export declare const MAX_SAMPLE_CHARS = 100000;
