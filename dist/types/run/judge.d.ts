import { type Finding } from "../findings/finding.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { ScenarioResult } from "../scorecard/types.js";
/**
 * How one `tools/call` is judged: the facts are read from the answer (structure first — `isError`, the JSON-RPC
 * code, an error-shaped `structuredContent` or JSON text — then the wording, with our own argument values taken
 * out of it), `outcome.ts` decides the outcome class and the rules to raise, and `judge-words.ts` words the
 * findings. Every result is also checked for its shape (`content-missing`, `structured-content-missing`,
 * `output-schema-mismatch`). See `outcome.ts` for the decision tables (DESIGN.md "Scenarios and how a call is
 * judged"; MCP 2025-11-25 server/tools §Error Handling; reference/mcp-spec-notes.md §2.7).
 */
/** What the judge needs besides the scenario and its outcome. */
export interface JudgeContext {
    /** The advertised tool; undefined for the unknown-tool scenario. */
    tool?: Tool | undefined;
    /** The per-call timeout, milliseconds (for messages). */
    timeoutMs: number;
}
/** A judged call: its result row and the findings it raised (not yet de-duplicated). */
export interface Judgement {
    result: ScenarioResult;
    findings: Finding[];
}
/** Judges one call. Never throws. */
export declare function judgeCall(scenario: Scenario, outcome: RequestOutcome, context: JudgeContext): Judgement;
