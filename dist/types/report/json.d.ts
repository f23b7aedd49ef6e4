import type { Scorecard } from "../scorecard/types.js";
/** The scorecard as a plain object in report key order (what {@link renderJson} serialises). */
export declare function toJsonReport(scorecard: Scorecard): Record<string, unknown>;
/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles).
 */
export declare function renderJson(scorecard: Scorecard): string;
