import type { Finding } from "../findings/finding.js";
import { RULES, type RuleId } from "../findings/rules.js";
import { isHighConfidenceProbeFailure } from "./score.js";
import type { Scorecard } from "./types.js";

/**
 * Runtime rules that block `--ci` / `mcp-ci` whatever else is true: the server could not be graded, died, or a
 * tool failed valid input or bad input killed it (DESIGN.md "The Action", Gate: "a tool failing valid input, an
 * edge crash, …"). `edge-internal-error` and `stdout-pollution` are findings but do not block.
 */
export const BLOCKING_RUNTIME_RULES: readonly RuleId[] = [
  "server-start-failed",
  "tools-list-failed",
  "server-crashed",
  "happy-call-failed",
  "call-timeout",
  "edge-crash",
  "edge-timeout",
];

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
export function isBlocking(f: Finding, options: BlockingOptions = {}): boolean {
  if (f.accepted !== undefined) return false;
  if (BLOCKING_RUNTIME_RULES.includes(f.rule)) return true;
  if (isHighConfidenceProbeFailure(f)) return true;
  const category = RULES[f.rule]?.category;
  if (f.severity !== "error") return false;
  return category === "lint" || category === "registry" || category === "accepted" || (category === "drift" && !options.allowDrift);
}

/**
 * The findings of a budget the user set (`--token-budget`, `mcp-token-budget`: rule category `budget`). They fail
 * the run whether or not `--ci` is given — the budget is itself the gate — and never change the score. Pure.
 */
export function budgetFailures(scorecard: Pick<Scorecard, "findings">): Finding[] {
  return scorecard.findings.filter((f) => RULES[f.rule]?.category === "budget" && f.severity === "error" && f.accepted === undefined);
}

/** The scorecard's findings that block `--ci`, in report order (see {@link isBlocking}). Pure. */
export function blockingFindings(scorecard: Pick<Scorecard, "findings">, options: BlockingOptions = {}): Finding[] {
  return scorecard.findings.filter((f) => isBlocking(f, options));
}
