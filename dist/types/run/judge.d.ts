import { type Finding } from "../findings/finding.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { ScenarioResult } from "../scorecard/types.js";
/**
 * How one `tools/call` is judged (DESIGN.md "Scenarios and how a call is judged"; MCP 2025-11-25 server/tools
 * §Error Handling; reference/mcp-spec-notes.md §2.7).
 *
 * Happy path: passes on a result without `isError`. Anything else fails (`happy-call-failed`, or `call-timeout`).
 * A failure whose text says the input was not found / not allowed is marked `synthetic_input` ("likely
 * synthetic input: supply values with --arg"), with low confidence, and still counted.
 *
 * Edge case: handled (passed) = an `isError` result, or a JSON-RPC error other than -32603 (-32602 is the
 * textbook answer to a malformed request; any other code is still a refusal the server survived — even -32601
 * from a tool that exists, which is odd but harmless). Not handled:
 * - `-32603` → `edge-internal-error`: an exception escaped the handler. Exception: for `arguments` that are not
 *   an object, -32603 is what SDK request-schema checks answer before any handler runs (the TypeScript SDK does
 *   this); it still passes, with an `info` finding saying -32602 is the right code;
 * - the process died or the connection broke → `edge-crash` (naming the input and quoting stderr);
 * - no answer in time → `edge-timeout`.
 * A plain success on arguments the schema forbids (`expectInvalid`) still counts as handled — the server
 * survived, and the 0.2-weighted edge rate measures resilience — but gets `edge-accepted-invalid` (warning),
 * unless its text plainly reports the failure, which is then `error-not-flagged` instead (the better fix).
 *
 * Unknown tool: every revision says a protocol error, -32602 (MCP 2024-11-05 … 2025-11-25 server/tools §Error
 * Handling, "Unknown tools"; 2025-11-25 keeps unknown tools as protocol errors while moving invalid arguments to
 * `isError`). -32602 passes. An `isError` result, -32601 (the common mistake) or another refusal passes with
 * `unknown-tool-wrong-error` (warning; info for an `isError` result, which a model still reads as an error); -32603 or a success result fail with it; silence is
 * `unknown-tool-no-reply`; a crash is `edge-crash`.
 *
 * Every result is also checked for its shape (`content-missing`, `structured-content-missing`,
 * `output-schema-mismatch`) and for `error-not-flagged`.
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
