import { inActionTerms } from "../checkup/option-names.js";
import type { Scorecard } from "../scorecard/types.js";

/**
 * The scorecard everything the Action shows is rendered from — job summary, PR comment, annotations, the Markdown,
 * SARIF and JUnit files, the reference report — as opposed to the JSON report, which keeps the engine's words.
 * This is the one place a scorecard is finalised before publishing:
 * - advice in the reader's terms (issue 13 item 5): every CLI flag in finding fixes and messages, probe details, the
 *   fixes of inconclusive calls and why a tool was not called (`not_called`) is said as the Action's input
 *   (`inActionTerms`: `--arg t:p=VALUE` → `mcp-args: t:p=VALUE`);
 * - secrets the user gave are to be removed here too (issue 12's redactor), so nothing rendered from it can leak them.
 * Returns a copy; the input is not changed. Pure.
 */
export function publishableScorecard(scorecard: Scorecard): Scorecard {
  return {
    ...scorecard,
    tools: scorecard.tools.map((t) => (t.not_called !== undefined ? { ...t, not_called: inActionTerms(t.not_called) } : t)),
    findings: scorecard.findings.map((f) => ({ ...f, message: inActionTerms(f.message), fix: inActionTerms(f.fix) })),
    probes: scorecard.probes.map((p) => ({ ...p, detail: inActionTerms(p.detail) })),
    inconclusive: scorecard.inconclusive.map((g) => ({ ...g, reason: inActionTerms(g.reason), fix: inActionTerms(g.fix) })),
    grade_cap: { ...scorecard.grade_cap, reasons: scorecard.grade_cap.reasons.map(inActionTerms) },
  };
}
