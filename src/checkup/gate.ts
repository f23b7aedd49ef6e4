import type { Finding } from "../findings/finding.js";
import { blockingFindings, budgetFailures } from "../scorecard/blocking.js";
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
const SEE: Readonly<Record<FaceName, string>> = {
  cli: `"Calls that counted for nothing" and the findings in the report`,
  action: "the job summary",
};

/** The findings that fail `ci` (none without it): `blockingFindings`, drift left out with `allowDrift`. */
export function gateBlocking(scorecard: Scorecard, gates: GateOptions): Finding[] {
  return gates.ci ? blockingFindings(scorecard, { allowDrift: gates.allowDrift }) : [];
}

/**
 * The one gate of both faces (DESIGN.md "The Action", Gate): why `scorecard` fails `gates`, one sentence each in
 * `face`'s words; empty when it passes.
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
  if (gates.failUnder !== undefined && !gradeAtLeast(scorecard.grade, gates.failUnder)) {
    failures.push(`grade ${scorecard.grade}${scorecard.grade_cap.capped ? " (capped)" : ""} is below ${say("fail-under", gates.failUnder)}`);
  }
  if (gates.minCoverage !== undefined && !coverageMeets(scorecard.coverage, gates.minCoverage)) {
    failures.push(
      `coverage ${formatPercent(scorecard.coverage ?? 0)} is below ${say("min-coverage", formatPercent(gates.minCoverage))} ` +
        `(supply real values with ${say("arg")}, or the network or keys the server needs with ${say("env")}; see ${SEE[face]})`,
    );
  }
  const over = budgetFailures(scorecard)[0];
  if (over !== undefined) failures.push(`over ${say("token-budget")}: ${over.message}`);
  const blocking = gateBlocking(scorecard, gates);
  const first = blocking[0];
  if (first !== undefined) {
    const where = first.tool === undefined ? "" : ` on ${first.tool}`;
    failures.push(`${blocking.length} blocking finding${blocking.length === 1 ? "" : "s"} with ${say("ci")} (first: ${first.rule}${where}); see ${SEE[face]}`);
  }
  return failures;
}
