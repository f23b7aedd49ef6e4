import { refTo, uniqueRefs, type Finding } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import { isClientSideError } from "../mcp/client-errors.js";
import { isJsonObject } from "../mcp/json-object.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import { callPhase } from "../scenarios/call-phase.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { ScenarioResult } from "../scorecard/types.js";
import { errorReport, type ErrorReport } from "./error-report.js";
import { argumentStrings, failureCause, inToolWords, sentQueryText, syntaxErrorInOurClause, withoutArguments, type FailureCause } from "./failure-cause.js";
import { callPhrase, detailOf, findingFor, type CallWords } from "./judge-words.js";
import { decideCall, type CallFacts } from "./outcome.js";
import { checkResultShape, resultText, textBlocks } from "./result-shape.js";

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

interface ReadAnswer {
  facts: CallFacts;
  text: string;
  hidden?: ErrorReport;
  shapeFindings: Finding[];
}

/** What a client-side error (`mcp/client-errors.ts`) says: the wire problem's rule id and/or the HTTP status. */
function clientSideFacts(data: unknown): NonNullable<CallFacts["clientSide"]> {
  const d = isJsonObject(data) ? data : {};
  return {
    ...(typeof d.clientSide === "string" ? { problem: d.clientSide } : {}),
    ...(typeof d.fromHttpStatus === "number" ? { httpStatus: d.fromHttpStatus } : {}),
  };
}

/**
 * Whether an edge call's error refuses another value than its bad one: a not-found or not-allowed refusal for a
 * call missing a required property or with one wrongly typed, whose text names neither the bad value nor an
 * `undefined`/`null` standing for the missing one.
 */
function refusesOtherValue(scenario: Scenario, cause: FailureCause, message: string): boolean {
  if (scenario.edge !== "missing-required" && scenario.edge !== "wrong-type") return false;
  if (cause.kind !== "refusal" || (cause.cause?.kind !== "not-found" && cause.cause?.kind !== "not-allowed")) return false;
  // `Entity undefined not found`: the missing value itself went on to the lookup.
  if (/\b(?:undefined|null|none|nan)\b/i.test(message)) return false;
  if (scenario.edge === "missing-required") return true;
  const args = isJsonObject(scenario.arguments) ? scenario.arguments : {};
  const bad = scenario.parameter !== undefined ? args[scenario.parameter] : undefined;
  const shown = typeof bad === "string" ? bad : JSON.stringify(bad);
  return shown !== undefined && !message.toLowerCase().includes(shown.toLowerCase());
}

/** Reads the facts of one answer. */
function readAnswer(scenario: Scenario, outcome: RequestOutcome, context: JudgeContext, request: unknown): ReadAnswer {
  const args = scenario.omitArguments ? undefined : scenario.arguments;
  const sentQuery = sentQueryText(args);
  const causeOf = (text: string): FailureCause => failureCause(inToolWords(withoutArguments(text, args), scenario.tool), sentQuery || syntaxErrorInOurClause(text, args));
  switch (outcome.kind) {
    case "timeout":
    case "closed":
      return { facts: { wire: outcome.kind, resultIsObject: false, isError: false, cause: { kind: "unknown" }, shape: [] }, text: "", shapeFindings: [] };
    case "error": {
      const message = String(outcome.error.message ?? "");
      const cause = causeOf(message);
      return {
        facts: {
          wire: "error",
          code: outcome.error.code,
          ...(isClientSideError(outcome.error) ? { clientSide: clientSideFacts(outcome.error.data) } : {}),
          resultIsObject: false,
          isError: false,
          cause,
          ...(refusesOtherValue(scenario, cause, message) ? { refusesOtherValue: true as const } : {}),
          shape: [],
        },
        text: "",
        shapeFindings: [],
      };
    }
    case "result":
      break;
  }
  const raw = outcome.result;
  const text = resultText(raw);
  const resultIsObject = isJsonObject(raw);
  const isError = resultIsObject && raw.isError === true;
  const shapeFindings = checkResultShape(scenario.tool, context.tool, callPhrase(scenario), raw, request);
  const shape = shapeFindings.map((f) => f.rule);
  if (!resultIsObject || isError) {
    return { facts: { wire: "result", resultIsObject, isError, cause: causeOf(text), shape }, text, shapeFindings };
  }
  const sent = new Set(argumentStrings(args).map((s) => s.toLowerCase()));
  const reads = context.tool !== undefined && callPhase(context.tool) === "read";
  const hidden = errorReport(raw.structuredContent, textBlocks(raw), sent, { countsAreData: reads, statusIsOutcome: context.tool !== undefined && !reads }, (t) =>
    withoutArguments(t, args),
  );
  return {
    facts: { wire: "result", resultIsObject, isError, ...(hidden ? { report: hidden } : {}), cause: hidden ? causeOf(hidden.message) : { kind: "unknown" }, shape },
    text,
    ...(hidden ? { hidden } : {}),
    shapeFindings,
  };
}

/** Judges one call. Never throws. */
export function judgeCall(scenario: Scenario, outcome: RequestOutcome, context: JudgeContext): Judgement {
  const request = scenario.omitArguments ? { name: scenario.tool } : { name: scenario.tool, arguments: scenario.arguments };
  const read = readAnswer(scenario, outcome, context, request);
  const decision = decideCall(scenario, read.facts);
  const words: CallWords = {
    scenario,
    outcome,
    timeoutMs: context.timeoutMs,
    text: read.text,
    ...(read.hidden ? { hiddenMessage: read.hidden.message } : {}),
    ...(read.facts.cause.kind === "unusable" ? { unusable: true } : {}),
    callOutcome: decision.outcome,
    request,
  };
  const findings: Finding[] = [];
  for (const raised of decision.raise) {
    const shaped = read.shapeFindings.find((f) => f.rule === raised.rule);
    const made = shaped ?? findingFor(raised, words);
    if (made) findings.push(made);
  }
  const rules: RuleId[] = [...new Set(findings.map((f) => f.rule))];
  const result: ScenarioResult = {
    tool: scenario.tool,
    kind: scenario.kind,
    description: scenario.description,
    ...(scenario.omitArguments ? {} : { arguments: scenario.arguments }),
    verdict: decision.verdict,
    outcome: decision.outcome,
    passed: decision.outcome === "passed",
    ...(outcome.kind === "error" ? { error_code: outcome.error.code } : {}),
    duration_ms: Math.round(outcome.durationMs),
    detail: detailOf(words),
    ...(decision.cause ? { cause: decision.cause } : {}),
    rules,
    ...(findings.length > 0 ? { findings: uniqueRefs(findings.map(refTo)) } : {}),
  };
  return { result, findings };
}
