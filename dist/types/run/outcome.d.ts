import type { Confidence, Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { RequestOutcome } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { CallCause, CallOutcome, CallVerdict } from "../scorecard/types.js";
import type { ErrorReport } from "./error-report.js";
import type { FailureCause } from "./failure-cause.js";
/**
 * The one place a call's outcome class is decided (DESIGN.md "Scenarios and how a call is judged"). The decision
 * is a pure function of what the call was (happy, edge, unknown tool) and the facts read from its answer; the
 * words of the findings it raises live in `judge-words.ts`.
 *
 * Happy path (valid generated values):
 * | answer                                      | outcome   | rules raised                          |
 * | ------------------------------------------- | --------- | ------------------------------------- |
 * | no answer in time                           | failed    | `call-timeout`                        |
 * | the process died / the connection broke     | failed    | `happy-call-failed`                   |
 * | error text naming the environment           | blocked   | —                                     |
 * | JSON-RPC -32602, or an error refusing value | refused   | —                                     |
 * | other JSON-RPC error (-32603 …)             | failed    | `happy-call-failed`                   |
 * | `isError` with exception text               | failed    | `happy-call-failed`                   |
 * | an error saying the tool cannot be used     | failed    | `happy-call-failed` (deprecated, removed) |
 * | `isError`, any other text                   | refused   | — (`unexplained` when it says no why) |
 * | success reporting an error, environment     | blocked   | `error-not-flagged`                   |
 * | success reporting an error                  | failed    | `error-not-flagged`                   |
 * | success breaking its outputSchema           | failed    | `output-schema-mismatch` / `structured-content-missing` |
 * | success                                     | passed    | —                                     |
 * An `isError` result is the server telling the model what went wrong (MCP server/tools §Error Handling), so it is
 * not blamed unless its text shows an exception escaping the tool's code: with made-up values a clean refusal is
 * the right answer. An error hidden in a success result is blamed whatever its cause, except that a hidden
 * network failure still cannot say whether the tool works (blocked, with the finding).
 *
 * Edge case (deliberately bad input): handled → `passed`, not handled → `failed`, never refused. Handled: an
 * `isError` result, JSON-RPC -32602 or another refusal the server survived, a success on input the schema allows, or
 * a success on forbidden input (`edge-accepted-invalid`, a warning: the server survived), a -32603 whose text says
 * another value than the bad one is not found or not allowed (a published spreadsheet server answered every call on
 * our made-up file so, wrong type or not). Not handled: -32603
 * (`edge-internal-error`; for `arguments` that are not an object it passes with an info finding — SDK request
 * checks answer so before any handler runs), a death (`edge-crash`), no answer (`edge-timeout`), a refusal written
 * as a success (`error-not-flagged`). But what would fail because the environment stopped it — a -32603 or a hidden
 * error whose text names a missing network, service, key or program (the server passed the bad input on to a
 * service that is not there) — is `blocked`: it says nothing about how the server handles input (the hiding of an
 * error is still reported).
 *
 * Unknown tool: -32602 passes; an `isError` result passes with `unknown-tool-wrong-error` at info; -32601 or
 * another refusal passes with it as a warning; -32603 or a success fails with it; silence is
 * `unknown-tool-no-reply`; a death is `edge-crash`.
 *
 * Any call whose answer the wire spoiled (a client-side error: too large, not JSON, a refused redirect, an HTTP
 * status) is decided by `decideClientSide` before the tables above.
 */
/** What was read from one call's answer (see `judge.ts`). */
export interface CallFacts {
    wire: RequestOutcome["kind"];
    /** The JSON-RPC error code, for `wire: "error"`. */
    code?: number;
    /**
     * For `wire: "error"`: the error is one the client made up because the wire failed (`mcp/client-errors.ts`): the
     * wire problem's rule id (`response-too-large`, `http-auth-required`, …) and/or the HTTP status. Its words are
     * ours, never read as the server's.
     */
    clientSide?: {
        problem?: string;
        httpStatus?: number;
    };
    /** The result is an object (a `CallToolResult` shape). */
    resultIsObject: boolean;
    isError: boolean;
    /** For a result without `isError`: the failure it reports, if any. */
    report?: ErrorReport;
    /** The cause the error text states (JSON-RPC error message, `isError` text, or the hidden report's message). */
    cause: FailureCause;
    /**
     * For an edge call: its error refuses another value than the bad one (`no such file` for the made-up path
     * beside a missing or wrongly typed property), so it says nothing about how the bad input is handled.
     */
    refusesOtherValue?: true;
    /** Rules the result's shape broke (`content-missing`, `structured-content-missing`, `output-schema-mismatch`). */
    shape: readonly RuleId[];
}
/** A rule to raise for the call, with the severity or confidence it departs from the catalogue with. */
export interface RaisedRule {
    rule: RuleId;
    severity?: Severity;
    confidence?: Confidence;
}
/** The decision for one call. */
export interface CallDecision {
    verdict: CallVerdict;
    outcome: CallOutcome;
    cause?: CallCause;
    raise: RaisedRule[];
}
export declare const INVALID_PARAMS = -32602;
export declare const INTERNAL_ERROR = -32603;
export declare const METHOD_NOT_FOUND = -32601;
/** The wire-level verdict (kept on every result beside the outcome). */
export declare function verdictOf(facts: CallFacts): CallVerdict;
/** Decides one call (see the tables above). Pure; never throws. */
export declare function decideCall(scenario: Scenario, facts: CallFacts): CallDecision;
