import { setFlagsFromString } from "node:v8";
import { SURROGATE } from "../findings/text-patterns.js";

/**
 * A server's `pattern` may backtrack exponentially (`^(a+)+$` against `aaa…ab`): a regular expression test that does
 * not return, which no timeout or signal stops (a hostile server's schema held a run at 100 % CPU for ten minutes,
 * past SIGTERM). V8 finishes such a test on its linear-time engine once it has backtracked 50,000 times when this
 * flag is set; nothing else changes (the same answers, the same speed below that). That engine takes no `u` flag:
 * see {@link boundedRegExp}. The flag is the process's own: set once, for every regular expression.
 */
setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");

/** Pattern syntax of the `u` flag's own, which means something else, or nothing, without it: `\p{…}`, `\P{…}`, `\u{…}`. */
const UNICODE_SYNTAX = /\\[pPu]\{/;

/**
 * The regular expression a schema's `pattern` is tested with (ajv's `code.regExp`; also the direct checks of
 * `direct-check.ts` and `patternProperties` in value generation): `new RegExp(pattern, u)` as ajv makes it, but tested
 * without the `u` flag when neither the pattern nor the text holds anything outside the Basic Multilingual Plane or
 * syntax of the `u` flag's own — where both read alike — so that V8's linear-time fallback (above) can stop a pattern
 * that backtracks without end. Throws what `new RegExp(pattern, u)` throws.
 */
export function boundedRegExp(pattern: string, u: string): { test(text: string): boolean; toString(): string } {
  const full = new RegExp(pattern, u);
  if (u === "" || UNICODE_SYNTAX.test(pattern) || SURROGATE.test(pattern)) return full;
  let plain: RegExp;
  try {
    plain = new RegExp(pattern);
  } catch {
    return full;
  }
  return { test: (text) => (SURROGATE.test(text) ? full : plain).test(text), toString: () => full.toString() };
}
