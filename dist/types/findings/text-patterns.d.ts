/**
 * Pieces for reading text a server controls with regular expressions, shared by the lint (context cost), the judge
 * (our values taken out of an answer), validation (a schema's `pattern`) and the report (findings grouped by wording).
 */
/** Any UTF-16 surrogate code unit, paired or not: half of a character outside the Basic Multilingual Plane. */
export declare const SURROGATE: RegExp;
/** `text` with every regular-expression syntax character escaped, so that a `RegExp` made of it matches it literally. */
export declare function escapeRegExp(text: string): string;
/**
 * Unicode code points in `text` (a surrogate pair counts once; a lone surrogate once): what JSON Schema's
 * `minLength`/`maxLength` count, as ajv does, and what the lint counts as characters.
 */
export declare function codePoints(text: string): number;
