import type { AggregateInput, RefusedReport } from "../scorecard/aggregate.js";
/** The JSON report's file name in the Action's `report-dir` (`ReportFiles.Json`): its folder names the server. */
export declare const REPORT_FILE_NAME = "mcp-checkup-report.json";
/** A report file larger than this is refused unread (64 MiB: a 200-tool report is a few MB). */
export declare const REPORT_MAX_BYTES: number;
/** Where reports were looked for, what was found, and what was not a report. */
export interface FoundReports {
    /** Report files, in the order given, each folder's in name order; absolute or as given. */
    files: string[];
    /** Files named explicitly (refused when they are not reports; files found in a folder are skipped instead). */
    explicit: Set<string>;
}
/**
 * The files `mcp-checkup aggregate` (or the Action's `report-paths`, after globbing) reads: each path that is a file
 * as it is; each folder searched (links not followed, at most 12 levels) for `*.json` files. `inputName` names the
 * input in errors. Order: as given, folders in name order, so the same artifacts give the same report.
 * @throws UsageError for a path that does not exist.
 */
export declare function findReportFiles(paths: readonly string[], inputName: string): FoundReports;
/** The reports read, the ones refused and the JSON files that were not reports (found in a folder). */
export interface LoadedReports {
    inputs: AggregateInput[];
    refused: RefusedReport[];
    skipped: string[];
}
/**
 * Reads and checks each report as publish-only mode does, because a matrix leg's artifact may come from an untrusted
 * run: the shape key by key (`asScorecard`), then whether its grade follows from its own results
 * (`reportInconsistency`; rules a newer version wrote are kept). A file that fails is refused with the reason (it is
 * not published). A JSON file found in a folder that is not a report at all (a badge's endpoint JSON, a reference
 * report) is skipped. A server's fallback label is the folder of a `mcp-checkup-report.json` (the artifact's name),
 * else the file's name without `.json`. Once checked, a report's `scenarios` and its findings' `evidence` are dropped
 * (an aggregate shows neither), so memory holds the set's summaries, not every call of 200 servers. Never throws.
 */
export declare function loadReports(found: FoundReports): LoadedReports;
