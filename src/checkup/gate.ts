import type { Finding } from "../findings/finding.js";
import { blockingFindings, budgetFailures } from "../scorecard/blocking.js";
import { SERVER_FAILURE_RULES } from "../scorecard/score.js";
import { coverageMeets, formatPercent, gradeAtLeast, parseCoverage, parseGrade } from "../scorecard/grade.js";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { namerOf, type FaceName } from "./option-names.js";

/** The gates of a run (`--fail-under`/`mcp-fail-under`, `--min-coverage`, `--ci`, `--allow-drift`), validated. */
export interface GateOptions {
  /** Fail below this letter; absent = no grade gate. */
  failUnder?: Grade;
  /** Fail below this coverage, 0..1; absent = no coverage gate. */
  minCoverage?: number;
  /** Fail on blocking findings too. */
  ci: boolean;
  /** With `ci`, error-level drift does not block. */
  allowDrift: boolean;
}

/** The gate values as a face read them: texts as given (absent or "" = not given), switches as booleans. */
export interface GateInputs {
  failUnder?: string;
  minCoverage?: string;
  ci?: boolean;
  allowDrift?: boolean;
}

/** {@link GateOptions} from a face's values. Throws `UsageError` naming the input as `face` says it. */
export function readGateOptions(inputs: GateInputs, face: FaceName): GateOptions {
  const say = namerOf(face);
  return {
    ...(inputs.failUnder ? { failUnder: parseGrade(inputs.failUnder, say("fail-under")) } : {}),
    ...(inputs.minCoverage ? { minCoverage: parseCoverage(inputs.minCoverage, say("min-coverage")) } : {}),
    ci: inputs.ci ?? false,
    allowDrift: inputs.allowDrift ?? false,
  };
}

/** Where each face's reader finds the calls and findings behind a failed gate. */
/** Where a reader finds more: the job summary, or the report's sections that exist in this run. */
function seeFor(scorecard: Scorecard, face: FaceName, findings = false): string {
  if (face === "action") return "the job summary";
  const inconclusive = scorecard.inconclusive.length > 0 ? `"Calls that counted for nothing"` : "";
  return [inconclusive, findings || inconclusive === "" ? "the findings" : ""].filter(Boolean).join(" and ") + " in the report";
}

/** The findings that fail `ci` (none without it): `blockingFindings`, drift left out with `allowDrift`. */
export function gateBlocking(scorecard: Scorecard, gates: GateOptions): Finding[] {
  return gates.ci ? blockingFindings(scorecard, { allowDrift: gates.allowDrift }) : [];
}

/**
 * The one gate of both faces (DESIGN.md "The Action", Gate): why `scorecard` fails `gates`, one sentence each in
 * `face`'s words; empty when it passes.
 * - any of fail-under, min-coverage, ci: an interrupted run (`interrupted`) fails it, whatever its partial grade;
 * - fail-under: the reported grade (after any probe cap) is below the letter;
 * - min-coverage: the coverage (share of called tools with a conclusive happy call) is below it;
 * - token-budget: the server's context tokens are above the budget (`budgetFailures`; a gate without `ci` too);
 * - ci: any blocking finding (`blockingFindings`: a tool failing valid input, an edge crash or timeout, a schema
 *   error, a high-confidence probe failure, a stale accepted entry, error-level drift unless `allowDrift`).
 * All apply when several are set (Toolscore skips `--fail-under` under `--ci`; reference/toolscore-notes.md §9
 * item 4). Pure; never throws.
 */
export function gateFailures(scorecard: Scorecard, gates: GateOptions, face: FaceName): string[] {
  const say = namerOf(face);
  const failures: string[] = [];
  // A partial run passes no gate: its grade is of what ran, and a run stopped before its first call grades A on
  // nothing (a new user's aggregate passed `--fail-under B` with such a report).
  if (scorecard.interrupted && (gates.failUnder !== undefined || gates.minCoverage !== undefined || gates.ci)) {
    failures.push(`the run was interrupted (${scorecard.interruption ?? "stopped early"}): a partial run passes no gate; run it again to the end`);
  }
  if (gates.failUnder !== undefined && !gradeAtLeast(scorecard.grade, gates.failUnder)) {
    failures.push(`grade ${scorecard.grade}${scorecard.grade_cap.capped ? " (capped)" : ""} is below ${say("fail-under", gates.failUnder)}`);
  }
  // A server that never started (or whose tools could not be listed) called nothing: no coverage at all, not "no
  // tool to cover" (a new user's CI gated on coverage alone passed with the server down).
  const notRun = scorecard.findings.find((f) => SERVER_FAILURE_RULES.includes(f.rule));
  if (gates.minCoverage !== undefined && (notRun !== undefined || !coverageMeets(scorecard.coverage, gates.minCoverage))) {
    failures.push(
      notRun !== undefined
        ? `no coverage: the server was not graded (${notRun.rule}), below ${say("min-coverage", formatPercent(gates.minCoverage))}`
        : `coverage ${formatPercent(scorecard.coverage ?? 0)} is below ${say("min-coverage", formatPercent(gates.minCoverage))} ` +
            `(supply real values with ${say("arg")}, or the network or keys the server needs with ${say("env")}; see ${seeFor(scorecard, face)})`,
    );
  }
  const over = budgetFailures(scorecard)[0];
  if (over !== undefined) failures.push(`over ${say("token-budget")}: ${over.message}`);
  const blocking = gateBlocking(scorecard, gates);
  const first = blocking[0];
  if (first !== undefined) {
    const where = first.tool === undefined ? "" : ` on ${first.tool}`;
    failures.push(`${blocking.length} blocking finding${blocking.length === 1 ? "" : "s"} with ${say("ci")} (first: ${first.rule}${where}); see ${seeFor(scorecard, face, true)}`);
  }
  return failures;
}
