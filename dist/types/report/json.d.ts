import type { Scorecard } from "../scorecard/types.js";
/**
 * The scorecard as a plain object in report key order: the JSON report is its `JSON.stringify(…, null, 2)` and a
 * newline, which {@link jsonReportChunks} writes in pieces without building this copy.
 */
export declare function toJsonReport(scorecard: Scorecard): Record<string, unknown>;
/**
 * The JSON report ({@link renderJson}) in pieces, which join to exactly its text: a list field a few hundred elements
 * at a time, so that a report of tens of thousands of calls is never one string nor a second copy of the scorecard
 * in report order (issue 14: the 5,000-tool run's report is 12.7 MB). Each piece is JSON.stringify's own output
 * for a one-key object holding the field (or a slice of its elements), cut out of its braces: the indentation is
 * JSON.stringify's, and so is the speed.
 */
export declare function jsonReportChunks(scorecard: Scorecard): Generator<string>;
/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles). {@link jsonReportChunks} gives the same text in pieces, for a file.
 */
export declare function renderJson(scorecard: Scorecard): string;
