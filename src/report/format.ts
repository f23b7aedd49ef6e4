/** Number formats shared by every renderer, so the console, Markdown and badge always show the same figures. */

/** A 0..1 rate as a whole percentage, rounded down: defined beside the grade it must agree with (`scorecard/grade.ts`). */
export { formatPercent } from "../scorecard/grade.js";

/** Milliseconds with one decimal: `12.345` → `12.3 ms`. */
export function formatLatency(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}

/** A whole number with thousands separators (`1,234`), independent of the machine's locale. */
export function formatCount(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Seconds with one decimal from milliseconds: `3210` → `3.2 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** `1 tool` / `3 tools`: a count with its noun, plural with `s` unless `nouns` says otherwise (`entry` / `entries`). */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}
