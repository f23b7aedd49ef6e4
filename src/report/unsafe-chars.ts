/**
 * Characters no report should pass through from server-supplied text, whatever the output format:
 * C0 and C1 control characters (except tab and line breaks, which callers fold), DEL, bidirectional
 * embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069: they make text read differently than it is —
 * the `bidi-control` lint rule reports them, reports must not replay them), and Unicode tag characters
 * (U+E0000–U+E007F, `hidden-unicode`).
 */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/gu;

/** Line and paragraph breaks of every kind, with the spaces around them. */
const BREAKS = /[ \t]*(?:\r\n|[\r\n\u2028\u2029\u0085])[ \t]*/g;

/** Removes the characters described above. Tabs and line breaks are kept. */
export function removeUnsafeChars(text: string): string {
  return text.replace(UNSAFE, "");
}

/** Folds every line break (and the spaces around it) and every tab into one space. */
export function toOneLine(text: string): string {
  return text.replace(BREAKS, " ").replace(/\t/g, " ");
}

/**
 * Shortens `text` to at most `limit` characters (code points, so a surrogate pair is never split), ending with
 * `…` when something was cut. `limit` below 1 is treated as 1.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, Math.max(1, limit) - 1).join("")}…`;
}
