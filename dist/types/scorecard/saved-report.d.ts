import { type Scorecard } from "./types.js";
/**
 * Checks that `data` (a parsed JSON value) has every key of a JSON report that publishing reads, with its type, and
 * returns it as a scorecard; keys it does not know are kept. Throws an `Error` naming the first bad key
 * (`report.findings[3].severity is not error, warning or info`).
 */
export declare function asScorecard(data: unknown): Scorecard;
/** Whether a parsed JSON value looks like an mcp-checkup JSON report at all (its `schemaVersion`, `grade` and `findings`), before it is checked. */
export declare function looksLikeReport(data: unknown): boolean;
/**
 * Reads a JSON report saved by an earlier run (`--report json`, or the Action's `report-json` output) for
 * publish-only mode — the `workflow_run` half of the fork-PR recipe — and for `aggregate`. The file may come from an
 * artifact of an untrusted run, so its shape is checked key by key before anything renders it (the renderers escape
 * every string again). `inputName` is how the user named the file (`report-path`, `aggregate`).
 * Throws `UsageError` naming the input, the file and the first bad key.
 */
export declare function readSavedReport(path: string, inputName: string): Scorecard;
