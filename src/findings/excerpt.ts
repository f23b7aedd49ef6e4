/**
 * At most `max` characters (code points, so a surrogate pair is never split) of `text` on one line: whitespace runs
 * collapsed to one space, the ends trimmed, and a trailing `…` in place of the last kept character when cut. Used
 * wherever a message quotes text it does not control (a description, a server's error, an option's value). Pure; a
 * long text costs one pass of the whitespace collapse and at most `max` steps after it.
 */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line; // at most `max` code units: at most `max` code points
  let cut = 0;
  for (let at = 0, points = 0; at < line.length; points++) {
    if (points === max - 1) cut = at;
    if (points === max) return `${line.slice(0, cut)}…`;
    at += line.codePointAt(at)! > 0xffff ? 2 : 1;
  }
  return line;
}
