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
  clientSide?: { problem?: string; httpStatus?: number };
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

export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
export const METHOD_NOT_FOUND = -32601;

/** Rules of a result's shape that make a success a failure: it breaks its own outputSchema. */
const SCHEMA_BREAKS: readonly RuleId[] = ["structured-content-missing", "output-schema-mismatch"];

/** The wire-level verdict (kept on every result beside the outcome). */
export function verdictOf(facts: CallFacts): CallVerdict {
  switch (facts.wire) {
    case "timeout":
      return "timeout";
    case "closed":
      return "crash";
    case "error":
      return facts.code === INVALID_PARAMS ? "invalid-params" : facts.code === INTERNAL_ERROR ? "internal-error" : "rpc-error";
    case "result":
      return !facts.resultIsObject ? "rpc-error" : facts.isError ? "tool-error" : "ok";
  }
}

const shapeRules = (facts: CallFacts): RaisedRule[] => facts.shape.map((rule) => ({ rule }));

function hiddenError(report: ErrorReport): RaisedRule {
  return { rule: "error-not-flagged", confidence: report.strength === "strong" ? "high" : "medium" };
}

function decideHappy(facts: CallFacts): Omit<CallDecision, "verdict"> {
  const env = facts.cause.kind === "environment" ? facts.cause.cause : undefined;
  const refusal = facts.cause.kind === "refusal" ? facts.cause.cause : undefined;
  switch (facts.wire) {
    case "timeout":
      return { outcome: "failed", raise: [{ rule: "call-timeout" }] };
    case "closed":
      return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
    case "error":
      if (env) return { outcome: "blocked", cause: env, raise: [] };
      if (refusal) return { outcome: "refused", cause: refusal, raise: [] };
      if (facts.code === INVALID_PARAMS && facts.cause.kind !== "exception" && facts.cause.kind !== "unusable") return { outcome: "refused", cause: { kind: "invalid" }, raise: [] };
      return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
    case "result":
      break;
  }
  if (!facts.resultIsObject) return { outcome: "failed", raise: [{ rule: "happy-call-failed" }, ...shapeRules(facts)] };
  if (facts.isError) {
    if (env) return { outcome: "blocked", cause: env, raise: shapeRules(facts) };
    if (facts.cause.kind === "exception" || facts.cause.kind === "unusable") return { outcome: "failed", raise: [{ rule: "happy-call-failed" }, ...shapeRules(facts)] };
    return { outcome: "refused", cause: refusal ?? { kind: "unexplained" }, raise: shapeRules(facts) };
  }
  const hidden = facts.report?.strength === "strong" ? facts.report : undefined;
  if (hidden && env) return { outcome: "blocked", cause: env, raise: [hiddenError(hidden), ...shapeRules(facts)] };
  if (hidden) return { outcome: "failed", raise: [hiddenError(hidden), ...shapeRules(facts)] };
  const breaks = facts.shape.some((r) => SCHEMA_BREAKS.includes(r));
  return { outcome: breaks ? "failed" : "passed", raise: shapeRules(facts) };
}

function decideUnknownTool(facts: CallFacts): Omit<CallDecision, "verdict"> {
  const wrong = (severity?: Severity): RaisedRule => ({ rule: "unknown-tool-wrong-error", ...(severity ? { severity } : {}) });
  switch (facts.wire) {
    case "timeout":
      return { outcome: "failed", raise: [{ rule: "unknown-tool-no-reply" }] };
    case "closed":
      return { outcome: "failed", raise: [{ rule: "edge-crash" }] };
    case "error":
      if (facts.code === INVALID_PARAMS) return { outcome: "passed", raise: [] };
      return { outcome: facts.code === INTERNAL_ERROR ? "failed" : "passed", raise: [wrong()] };
    case "result":
      if (facts.resultIsObject && facts.isError) return { outcome: "passed", raise: [wrong("info"), ...shapeRules(facts)] };
      return { outcome: "failed", raise: [wrong(), ...shapeRules(facts)] };
  }
}

function decideEdge(scenario: Scenario, facts: CallFacts): Omit<CallDecision, "verdict"> {
  if (scenario.edge === "unknown-tool") return decideUnknownTool(facts);
  const env = facts.cause.kind === "environment" ? facts.cause.cause : undefined;
  switch (facts.wire) {
    case "timeout":
      return { outcome: "failed", raise: [{ rule: "edge-timeout" }] };
    case "closed":
      return { outcome: "failed", raise: [{ rule: "edge-crash" }] };
    case "error":
      if (facts.code !== INTERNAL_ERROR) return { outcome: "passed", raise: [] };
      // SDK request-schema checks answer a non-object `arguments` with -32603 before any handler runs: server-wide, a note.
      if (scenario.edge === "arguments-not-object") return { outcome: "passed", raise: [{ rule: "edge-internal-error", severity: "info" }] };
      // The bad input went on to the network (or a service) that is missing here: that failure says nothing about input handling.
      if (env) return { outcome: "blocked", cause: env, raise: [] };
      // A -32603 that says a made-up path or id beside the bad input does not exist: the server survived and said why.
      if (facts.refusesOtherValue) return { outcome: "passed", raise: [] };
      return { outcome: "failed", raise: [{ rule: "edge-internal-error" }] };
    case "result":
      break;
  }
  if (!facts.resultIsObject || facts.isError) return { outcome: "passed", raise: shapeRules(facts) };
  const report = facts.report;
  // A hidden error the environment caused says nothing about input handling: the hiding is reported, the call not counted.
  if (report && env) return { outcome: "blocked", cause: env, raise: [hiddenError(report), ...shapeRules(facts)] };
  if (report && (report.strength === "strong" || scenario.expectInvalid)) return { outcome: "failed", raise: [hiddenError(report), ...shapeRules(facts)] };
  if (scenario.expectInvalid) return { outcome: "passed", raise: [{ rule: "edge-accepted-invalid" }, ...shapeRules(facts)] };
  return { outcome: "passed", raise: shapeRules(facts) };
}

/**
 * A call the wire failed (a response too large or not JSON, a refused redirect, an HTTP status without a JSON-RPC
 * answer): the wire problem's own finding says what went wrong, so the call raises nothing of its own. A happy call
 * that needs credentials the server was not given (HTTP 401/403, `http-auth-required`) is blocked; any other such
 * call failed — the server sent what a client cannot read, or nothing a client can read as an answer.
 */
function decideClientSide(scenario: Scenario, clientSide: NonNullable<CallFacts["clientSide"]>): Omit<CallDecision, "verdict"> {
  const auth = clientSide.problem === "http-auth-required" || clientSide.httpStatus === 401 || clientSide.httpStatus === 403;
  if (scenario.kind === "happy" && auth) return { outcome: "blocked", cause: { kind: "credentials" }, raise: [] };
  if (scenario.kind === "happy" && clientSide.problem === undefined) return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
  return { outcome: "failed", raise: [] };
}

/** Decides one call (see the tables above). Pure; never throws. */
export function decideCall(scenario: Scenario, facts: CallFacts): CallDecision {
  const decided =
    facts.wire === "error" && facts.clientSide !== undefined
      ? decideClientSide(scenario, facts.clientSide)
      : scenario.kind === "happy"
        ? decideHappy(facts)
        : decideEdge(scenario, facts);
  return { verdict: verdictOf(facts), ...decided };
}
