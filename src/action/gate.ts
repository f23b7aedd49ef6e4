import { blockingFindings, budgetFailures } from "../scorecard/blocking.js";
import { coverageMeets, gradeAtLeast } from "../scorecard/grade.js";
import { formatPercent } from "../report/format.js";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { Inputs } from "./constants.js";

/** The gates of a run, from `mcp-fail-under`, `mcp-min-coverage`, `mcp-ci` and `mcp-allow-drift`. */
export interface GateOptions {
  failUnder: Grade | null;
  /** 0..1; null or absent = no coverage gate. */
  minCoverage?: number | null;
  ci: boolean;
  allowDrift?: boolean;
}

/**
 * Why the step fails, one sentence per failed gate; empty when it passes (DESIGN.md "The Action", Gate):
 * - `mcp-fail-under`: the reported grade (after any probe cap) is below the letter;
 * - `mcp-min-coverage`: the coverage (share of called tools with a conclusive happy call) is below it;
 * - `mcp-token-budget`: the server's context tokens are above the budget (`budgetFailures`; without `mcp-ci` too);
 * - `mcp-ci`: any blocking finding (a tool failing valid input, an edge crash or timeout, a schema error, a
 *   high-confidence probe failure, error-level drift unless allowed — `blockingFindings`). Both gates apply
 *   when both are set (Toolscore skips `--fail-under` under `--ci`; reference/toolscore-notes.md §9 item 4).
 * Pure; never throws.
 */
export function gateFailures(scorecard: Scorecard, options: GateOptions): string[] {
  const failures: string[] = [];
  if (options.failUnder !== null && !gradeAtLeast(scorecard.grade, options.failUnder)) {
    const capped = scorecard.grade_cap.capped ? " (capped)" : "";
    failures.push(`grade ${scorecard.grade}${capped} is below ${Inputs.McpFailUnder}: ${options.failUnder}`);
  }
  const minCoverage = options.minCoverage ?? null;
  if (minCoverage !== null && !coverageMeets(scorecard.coverage, minCoverage)) {
    failures.push(
      `coverage ${formatPercent(scorecard.coverage ?? 0)} is below ${Inputs.McpMinCoverage}: ${formatPercent(minCoverage)} (supply real values with mcp-args, or the network or keys the server needs with mcp-env; see the job summary)`,
    );
  }
  const overBudget = budgetFailures(scorecard);
  if (overBudget.length > 0) failures.push(`${Inputs.McpTokenBudget}: ${overBudget[0]!.message}`);
  if (options.ci) {
    const blocking = blockingFindings(scorecard, { allowDrift: options.allowDrift ?? false });
    if (blocking.length > 0) {
      const first = blocking[0]!;
      const where = first.tool === undefined ? "" : ` on ${first.tool}`;
      failures.push(
        `${Inputs.McpCi}: ${blocking.length} blocking finding${blocking.length === 1 ? "" : "s"} (first: ${first.rule}${where}); see the job summary`,
      );
    }
  }
  return failures;
}
