import type { OptionValues } from "commander";
import { UsageError } from "../errors.js";
import { checkOutputPath, writeFileAtomic } from "../files/safe-write.js";
import type { ReportFormat } from "./program.js";

/** One report to write: its format and where (`undefined` = stdout). */
export interface ReportTarget {
  format: ReportFormat;
  path?: string;
}

/**
 * Pairs `--report` and `--output` by position. With no `--report`, the console report goes to stdout. When
 * every report goes to a file, the console report is printed as well, so a person watching sees the grade.
 * At most one report may go to stdout. Every `--output` path is checked before anything runs (`checkOutputPath`:
 * not a folder, its folder exists or can be created and can be written; missing folders are created). Throws
 * `UsageError` for an unknown format, an `--output` without a `--report`, two reports on stdout, or an output path
 * that cannot be written.
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
  for (const target of targets) if (target.path !== undefined) checkedOutput("--output", target.path);
  if (targets.every((t) => t.path !== undefined)) targets.unshift({ format: "console" });
  return targets;
}

/** `path` after {@link checkOutputPath}; throws `UsageError` naming `flag` with its one-line reason. */
export function checkedOutput(flag: string, path: string): string {
  try {
    return checkOutputPath(path);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}`);
  }
}

/**
 * Writes a report file atomically and without following links (`writeFileAtomic`: an exclusive temporary file
 * beside it, then a rename). Its folder must exist (`planReports` made sure). Throws the file system's error.
 */
export function writeReportFile(path: string, text: string): void {
  writeFileAtomic(path, text);
}
