/**
 * The CLI's report renderers in one module, which `commands.ts` loads with a dynamic import once a run has started:
 * the renderers and what they pull in (the badge font tables the Markdown report's badge line needs, cli-table3,
 * SARIF) then load while the server under test starts instead of before it is spawned (issue 14).
 */
import { lintTools } from "../checkup/server-commands.js";
import { sarifAutomationId, sarifOptionsFor, targetKey, type SarifFiles } from "../report/sarif-options.js";
import { renderConsole } from "../report/console.js";
import { jsonReportChunks, renderJson } from "../report/json.js";
import { renderJunit } from "../report/junit.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif } from "../report/sarif.js";
import type { Scorecard } from "../scorecard/types.js";
import type { ReportFormat } from "./program.js";

export { renderConsole } from "../report/console.js";
export { renderToolList } from "../report/tool-list.js";

/**
 * One report of `scorecard` in `format`, as text. `files`: what SARIF results point at (`--baseline`, `--config`,
 * `--server`); `lintOnly`: the `lint` command's reports (no grade); `width`: the console report's terminal width in
 * columns (default 80).
 */
export function renderReport(format: ReportFormat, scorecard: Scorecard, color: boolean, files: SarifFiles, lintOnly: boolean, width?: number): string {
  switch (format) {
    case "console":
      return renderConsole(scorecard, { color, lintOnly, ...(width !== undefined ? { width } : {}) });
    case "markdown":
      return renderMarkdown(scorecard, { details: true, lintOnly });
    case "json":
      return renderJson(scorecard);
    case "sarif":
      return renderSarif(scorecard, {
        ...sarifOptionsFor(files, process.cwd()),
        automationId: sarifAutomationId(targetKey(scorecard.target)),
      });
    case "junit":
      return renderJunit(scorecard);
  }
}

/**
 * {@link renderReport}'s text in pieces, for a file (never coloured): the JSON report one list element at a time
 * (`jsonReportChunks`: a large run's report is never held whole), any other format in one piece.
 */
export function reportPieces(format: ReportFormat, scorecard: Scorecard, files: SarifFiles, lintOnly: boolean): Iterable<string> {
  return format === "json" ? jsonReportChunks(scorecard) : [renderReport(format, scorecard, false, files, lintOnly)];
}

/** The one tool of {@link warmUpRenderers}' report. */
const WARM_UP_TOOL = {
  name: "warm_up_lookup",
  description: "Look up one record by its id and return its title; call 'warm_up_search' first to find ids.",
  inputSchema: { type: "object", properties: { id: { type: "string", description: "The record's id" } }, required: ["id"] },
};

/**
 * Renders the console and JSON reports of a one-tool lint once and drops them, so that the renderers' first use
 * (lazy compilation, cli-table3 and the width measurements warming up: about 35 ms of CPU in a cold process) is paid
 * while the server under test starts rather than after it has answered (issue 14). Never rejects.
 */
export async function warmUpRenderers(): Promise<void> {
  try {
    const scorecard = await lintTools({ tools: [WARM_UP_TOOL], target: "warm-up" });
    renderReport("console", scorecard, true, {}, true);
    renderReport("json", scorecard, false, {}, true);
  } catch {
    // A warm-up failure changes nothing about the run.
  }
}
