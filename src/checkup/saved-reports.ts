import { compareCodeUnits } from "../findings/finding.js";
import { lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import type { AggregateInput, RefusedReport } from "../scorecard/aggregate.js";
import { reportInconsistency } from "../scorecard/report-consistency.js";
import { asScorecard, looksLikeReport } from "../scorecard/saved-report.js";

/** The JSON report's file name in the Action's `report-dir` (`ReportFiles.Json`): its folder names the server. */
export const REPORT_FILE_NAME = "mcp-checkup-report.json";
/** A report file larger than this is refused unread (64 MiB: a 200-tool report is a few MB). */
export const REPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Folders are searched this deep, links not followed. */
const MAX_DEPTH = 12;

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
export function findReportFiles(paths: readonly string[], inputName: string): FoundReports {
  const files: string[] = [];
  const explicit = new Set<string>();
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => compareCodeUnits(a.name, b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, depth + 1);
      else if (entry.isFile() && entry.name.endsWith(".json")) files.push(path);
    }
  };
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch (error) {
      throw new UsageError(`${inputName}: cannot read '${path}' (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); expected a JSON report or a folder of them`);
    }
    if (isDir) walk(path, 0);
    else {
      files.push(path);
      explicit.add(path);
    }
  }
  return { files: [...new Set(files)], explicit };
}

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
export function loadReports(found: FoundReports): LoadedReports {
  const out: LoadedReports = { inputs: [], refused: [], skipped: [] };
  for (const source of found.files) {
    const refuse = (reason: string): void => void out.refused.push({ source, reason });
    let data: unknown;
    try {
      const info = lstatSync(source);
      if (info.size > REPORT_MAX_BYTES) {
        refuse(`it is ${Math.round(info.size / 1024 / 1024)} MiB, over the ${REPORT_MAX_BYTES / 1024 / 1024} MiB a report may have`);
        continue;
      }
      data = JSON.parse(readFileSync(source, "utf8"));
    } catch (error) {
      if (found.explicit.has(source)) refuse(`it is not valid JSON (${(error as Error).message})`);
      else out.skipped.push(source);
      continue;
    }
    if (!found.explicit.has(source) && !looksLikeReport(data)) {
      out.skipped.push(source);
      continue;
    }
    try {
      const scorecard = asScorecard(data);
      const inconsistency = reportInconsistency(scorecard);
      if (inconsistency !== null) {
        refuse(`${inconsistency}; it was changed after it was scored, or another mcp-checkup version wrote it`);
        continue;
      }
      // Checked: the calls and the findings' evidence are not shown in an aggregate, so they are not kept (200 reports).
      const kept = { ...scorecard, scenarios: [], findings: scorecard.findings.map(({ evidence: _evidence, ...f }) => f) };
      out.inputs.push({ source, fallbackLabel: fallbackLabel(source), scorecard: kept });
    } catch (error) {
      refuse(`it is not an mcp-checkup JSON report: ${(error as Error).message}`);
    }
  }
  return out;
}

function fallbackLabel(source: string): string {
  return basename(source) === REPORT_FILE_NAME ? basename(resolve(dirname(source))) : basename(source).replace(/\.json$/i, "");
}
