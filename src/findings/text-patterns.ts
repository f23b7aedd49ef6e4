/**
 * Pieces for reading text a server controls with regular expressions, shared by the lint (context cost), the judge
 * (our values taken out of an answer), validation (a schema's `pattern`) and the report (findings grouped by wording).
 */

/** Any UTF-16 surrogate code unit, paired or not: half of a character outside the Basic Multilingual Plane. */
export const SURROGATE = /[\uD800-\uDFFF]/;

/** `text` with every regular-expression syntax character escaped, so that a `RegExp` made of it matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Unicode code points in `text` (a surrogate pair counts once; a lone surrogate once): what JSON Schema's
 * `minLength`/`maxLength` count, as ajv does, and what the lint counts as characters.
 */
export function codePoints(text: string): number {
  // Most texts hold no surrogate at all: one native scan says so (the loop below, cold, cost milliseconds on a
  // server's descriptions; issue 14).
  if (!SURROGATE.test(text)) return text.length;
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
