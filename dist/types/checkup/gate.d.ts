import type { Finding } from "../findings/finding.js";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { type FaceName } from "./option-names.js";
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
export declare function readGateOptions(inputs: GateInputs, face: FaceName): GateOptions;
/** The findings that fail `ci` (none without it): `blockingFindings`, drift left out with `allowDrift`. */
export declare function gateBlocking(scorecard: Scorecard, gates: GateOptions): Finding[];
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
export declare function gateFailures(scorecard: Scorecard, gates: GateOptions, face: FaceName): string[];
