import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { checkOutputPath, writeFileAtomic } from "../files/safe-write.js";
import type { OutputFlag, ReportFormat } from "./program.js";

/** One report to write: its format and where (`undefined` = stdout). */
export interface ReportTarget {
  format: ReportFormat;
  path?: string;
}

/** `json=report.json` → `{ format: "json", path: "report.json" }`; `json` → `{ format: "json" }`. */
function splitReport(value: string): { format: string; path?: string } {
  const eq = value.indexOf("=");
  if (eq < 0) return { format: value.trim() };
  return { format: value.slice(0, eq).trim(), path: value.slice(eq + 1) };
}

/**
 * The reports a command writes, from `--report FORMAT[=PATH]` (repeatable) and the old `--output PATH`:
 * - `--report json=report.json` writes that report to that file; `--report json` writes it to stdout;
 * - an `--output PATH` belongs to the `--report FORMAT` (without `=PATH`) just before it on the command line
 *   (`--report sarif --output a.sarif --report junit --output b.xml`); with exactly one `--report` and one
 *   `--output`, they pair wherever they stand. An `--output` that no such `--report` precedes, two for one
 *   `--report`, or one after a `--report` that already names its file is refused: the console report can never
 *   land in a file meant for another format by position alone (issue 15: `--report console --report json
 *   --output x.json` wrote the box-drawn console into `x.json`).
 * With no `--report`, the console report goes to stdout. When every report goes to a file, the console report is
 * printed as well, so a person watching sees the grade. At most one report may go to stdout, and no two to one
 * file. Every path is checked before anything runs (`checkOutputPath`: not a folder, its folder exists or can be
 * created and can be written). Throws `UsageError` (one line naming the flag and the accepted form) otherwise.
 */
export function planReports(options: { report?: readonly string[] | string; output?: readonly OutputFlag[] }, allowed: readonly string[]): ReportTarget[] {
  const given = options.report ?? [];
  const reports = (typeof given === "string" ? [given] : given).map(splitReport);
  const outputs = options.output ?? [];
  for (const { format, path } of reports) {
    if (!allowed.includes(format)) {
      throw new UsageError(`--report: '${format}' is not a report format; expected FORMAT or FORMAT=PATH with FORMAT one of ${allowed.join(", ")}`);
    }
    if (path !== undefined && path.trim() === "") throw new UsageError(`--report ${format}=: the path is empty; expected e.g. --report ${format}=report.${format === "markdown" ? "md" : format}`);
  }
  const paths: (string | undefined)[] = reports.map((r) => r.path);
  const flags: string[] = reports.map(() => "--report"); // the flag that named each path, for its error
  const bare = reports.flatMap((r, i) => (r.path === undefined ? [i] : []));
  if (outputs.length === 1 && reports.length === 1 && bare.length === 1) {
    paths[0] = outputs[0]!.path;
    flags[0] = "--output";
  } else {
    for (const output of outputs) {
      const before = Math.min(output.afterReports, reports.length) - 1;
      if (before < 0) {
        throw new UsageError(`--output ${output.path}: no --report before it; write --report FORMAT=PATH (e.g. --report json=${output.path})`);
      }
      const report = reports[before]!;
      if (report.path !== undefined) {
        throw new UsageError(`--output ${output.path}: --report ${report.format}=${report.path} already names its file; write one --report FORMAT=PATH per file`);
      }
      if (paths[before] !== undefined) {
        throw new UsageError(`--output ${output.path}: --report ${report.format} already goes to ${paths[before]}; write one --report FORMAT=PATH per file`);
      }
      paths[before] = output.path;
      flags[before] = "--output";
    }
  }
  const targets: ReportTarget[] = reports.map((r, i) => ({ format: r.format as ReportFormat, ...(paths[i] !== undefined ? { path: paths[i] } : {}) }));
  if (targets.filter((t) => t.path === undefined).length > 1) {
    throw new UsageError("--report: only one report can go to stdout; give the others a file (--report FORMAT=PATH)");
  }
  const seen = new Map<string, string>();
  for (const [i, target] of targets.entries()) {
    if (target.path === undefined) continue;
    const resolved = resolve(checkedOutput(flags[i]!, target.path));
    const other = seen.get(resolved);
    if (other !== undefined) throw new UsageError(`--report: ${other} and ${target.format} both go to ${target.path}; give each report its own file`);
    seen.set(resolved, target.format);
  }
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
 * beside it, then a rename); `text` may come in pieces (`reportPieces`). Its folder must exist (`planReports` made
 * sure). Throws the file system's error.
 */
export function writeReportFile(path: string, text: string | Iterable<string>): void {
  writeFileAtomic(path, text);
}
