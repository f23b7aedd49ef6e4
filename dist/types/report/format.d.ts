/** Number formats shared by every renderer, so the console, Markdown and badge always show the same figures. */
/** A 0..1 rate as a whole percentage, rounded down: defined beside the grade it must agree with (`scorecard/grade.ts`). */
export { formatPercent } from "../scorecard/grade.js";
/** Milliseconds with one decimal: `12.345` → `12.3 ms`. */
export declare function formatLatency(ms: number): string;
/** A whole number with thousands separators (`1,234`), independent of the machine's locale. */
export declare function formatCount(n: number): string;
/** Seconds with one decimal from milliseconds: `3210` → `3.2 s`. */
export declare function formatSeconds(ms: number): string;
/** `1 tool` / `3 tools`: a count with its noun, plural with `s` unless `nouns` says otherwise (`entry` / `entries`). */
export declare function plural(n: number, noun: string, nouns?: string): string;
