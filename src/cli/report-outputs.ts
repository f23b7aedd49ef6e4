import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { OptionValues } from "commander";
import { UsageError } from "../errors.js";
import type { ReportFormat } from "./program.js";

/** One report to write: its format and where (`undefined` = stdout). */
export interface ReportTarget {
  format: ReportFormat;
  path?: string;
}

/**
 * Pairs `--report` and `--output` by position. With no `--report`, the console report goes to stdout. When
 * every report goes to a file, the console report is printed as well, so a person watching sees the grade.
 * At most one report may go to stdout. Throws `UsageError` for an unknown format, an `--output` without a
 * `--report`, or two reports on stdout.
 */
export function planReports(options: OptionValues, allowed: readonly string[]): ReportTarget[] {
  const formats = (options.report as string[] | string | undefined) ?? [];
  const list = Array.isArray(formats) ? formats : [formats];
  const outputs = (options.output as string[] | undefined) ?? [];
  for (const format of list) {
    if (!allowed.includes(format)) {
      throw new UsageError(`--report: '${format}' is not a report format; expected one of ${allowed.join(", ")}`);
    }
  }
  if (outputs.length > list.length) {
    throw new UsageError("--output: each --output needs a --report before it (e.g. --report json --output report.json)");
  }
  const targets: ReportTarget[] = list.map((format, i) => ({ format: format as ReportFormat, ...(outputs[i] ? { path: outputs[i] } : {}) }));
  if (targets.filter((t) => t.path === undefined).length > 1) {
    throw new UsageError("--report: only one report can go to stdout; give the others an --output file");
  }
  if (targets.every((t) => t.path !== undefined)) targets.unshift({ format: "console" });
  return targets;
}

/** Writes a report file atomically (temp file + rename), creating its folder. */
export function writeReportFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}
