/**
 * The regular expression a schema's `pattern` is tested with (ajv's `code.regExp`; also the direct checks of
 * `direct-check.ts` and `patternProperties` in value generation): `new RegExp(pattern, u)` as ajv makes it, but tested
 * without the `u` flag when neither the pattern nor the text holds anything outside the Basic Multilingual Plane or
 * syntax of the `u` flag's own — where both read alike — so that V8's linear-time fallback (above) can stop a pattern
 * that backtracks without end. Throws what `new RegExp(pattern, u)` throws.
 */
export declare function boundedRegExp(pattern: string, u: string): {
    test(text: string): boolean;
    toString(): string;
};
