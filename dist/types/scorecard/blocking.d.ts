import type { Finding } from "../findings/finding.js";
import { type RuleId } from "../findings/rules.js";
import type { Scorecard } from "./types.js";
/**
 * Runtime rules that block `--ci` / `mcp-ci` whatever else is true: the server could not be graded, died, or a
 * tool failed valid input or bad input killed it (DESIGN.md "The Action", Gate: "a tool failing valid input, an
 * edge crash, …"). `edge-internal-error` and `stdout-pollution` are findings but do not block.
 */
export declare const BLOCKING_RUNTIME_RULES: readonly RuleId[];
/** Options of {@link blockingFindings}. */
export interface BlockingOptions {
    /** `--allow-drift`: error-level drift findings do not block (issue "Schema drift"). Default false. */
    allowDrift?: boolean;
}
/**
 * Whether one finding blocks a `--ci` run: a rule in {@link BLOCKING_RUNTIME_RULES}; a schema/lint error
 * (category `lint`, severity `error`, client profiles the user named included); an error about the server's
 * `server.json` (category `registry`); a high-confidence probe failure; an error-level drift finding unless
 * `allowDrift`; a stale entry of the accepted-findings file (`accepted-stale`, like the MCP conformance suite's
 * stale expected failures). Warnings and info never block, and neither do protocol findings (they only cost
 * score), nor accepted findings (`--accepted`).
 */
export declare function isBlocking(f: Finding, options?: BlockingOptions): boolean;
/**
 * The findings of a budget the user set (`--token-budget`, `mcp-token-budget`: rule category `budget`). They fail
 * the run whether or not `--ci` is given — the budget is itself the gate — and never change the score. Pure.
 */
export declare function budgetFailures(scorecard: Pick<Scorecard, "findings">): Finding[];
/** The scorecard's findings that block `--ci`, in report order (see {@link isBlocking}). Pure. */
export declare function blockingFindings(scorecard: Pick<Scorecard, "findings">, options?: BlockingOptions): Finding[];
