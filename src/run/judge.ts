import { capitalise, finding, type Finding } from "../findings/finding.js";
import { isClientSideError } from "../mcp/client-errors.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import type { CallVerdict, ScenarioResult } from "../scorecard/types.js";
import { echoesArguments, failureSignal, looksLikeSyntheticInput } from "./failure-text.js";
import { checkResultShape, excerpt, isErrorResult, resultText } from "./result-shape.js";

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

const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;
const METHOD_NOT_FOUND = -32601;

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}

/** How a scenario's input reads in a sentence: "arguments missing the required 'path'". */
function inputPhrase(s: Scenario): string {
  switch (s.edge) {
    case "missing-required":
      return `arguments missing the required '${s.parameter}'`;
    case "wrong-type":
      return `a wrongly typed '${s.parameter}' (${s.description.replace(/^edge: wrong type for '[^']*' \(/, "").replace(/\)$/, "")})`;
    case "empty-values":
      return "empty and zero values for every parameter";
    case "arguments-omitted":
      return "no arguments member";
    case "arguments-not-object":
      return "a string instead of an arguments object";
    case "unknown-tool":
      return "a tool name it does not have";
    default:
      return s.description;
  }
}

function rpcErrorVerdict(code: number): CallVerdict {
  return code === INVALID_PARAMS ? "invalid-params" : code === INTERNAL_ERROR ? "internal-error" : "rpc-error";
}

function stderrPart(tail: string): string {
  const text = excerpt(tail.split("\n").filter((l) => l.trim() !== "").slice(-3).join(" | "), 240);
  return text ? `; stderr: "${text}"` : "";
}

function exitPart(outcome: Extract<RequestOutcome, { kind: "closed" }>): string {
  if (outcome.exit?.code !== undefined && outcome.exit.code !== null) return ` (exit code ${outcome.exit.code})`;
  if (outcome.exit?.signal) return ` (signal ${outcome.exit.signal})`;
  return "";
}

/** Judges one call. Never throws. */
export function judgeCall(scenario: Scenario, outcome: RequestOutcome, context: JudgeContext): Judgement {
  const request = scenario.omitArguments ? { name: scenario.tool } : { name: scenario.tool, arguments: scenario.arguments };
  const base: ScenarioResult = {
    tool: scenario.tool,
    kind: scenario.kind,
    description: scenario.description,
    ...(scenario.omitArguments ? {} : { arguments: scenario.arguments }),
    verdict: "ok",
    passed: false,
    duration_ms: Math.round(outcome.durationMs),
    detail: "ok",
  };
  const findings: Finding[] = [];
  const tool = scenario.tool;
  const param = scenario.parameter;
  const withParam = <T extends object>(fields: T): T & { parameter?: string } => (param !== undefined ? { ...fields, parameter: param } : fields);

  // ----- no answer / death: the same for every kind, but different rules
  if (outcome.kind === "timeout") {
    const result: ScenarioResult = { ...base, verdict: "timeout", detail: `timeout: no answer within ${seconds(context.timeoutMs)}` };
    if (scenario.edge === "unknown-tool") {
      findings.push(
        finding("unknown-tool-no-reply", {
          message: `A tools/call for the nonexistent tool '${tool}' got no reply within ${seconds(context.timeoutMs)}.`,
          fix: "Answer every request; for an unknown tool name return JSON-RPC error -32602 (MCP server/tools §Error Handling).",
          evidence: { request },
        }),
      );
    } else if (scenario.kind === "happy") {
      findings.push(
        finding("call-timeout", {
          tool,
          message: `'${tool}' did not answer ${scenario.description} within ${seconds(context.timeoutMs)}.`,
          fix: `Make '${tool}' answer within the timeout (return early, or report progress and finish sooner), or raise --timeout if it is legitimately slow.`,
          evidence: { request },
        }),
      );
    } else {
      findings.push(
        finding(
          "edge-timeout",
          withParam({
            tool,
            message: `'${tool}' did not answer a call with ${inputPhrase(scenario)} within ${seconds(context.timeoutMs)}.`,
            fix: `Validate the arguments of '${tool}' before doing any work and answer bad input at once with an isError result.`,
            evidence: { request },
          }),
        ),
      );
    }
    return { result, findings };
  }

  if (outcome.kind === "closed") {
    const how = `${outcome.reason}${exitPart(outcome)}`;
    const result: ScenarioResult = { ...base, verdict: "crash", detail: excerpt(`crash: ${how}${stderrPart(outcome.stderrTail)}`) };
    if (scenario.kind === "happy") {
      findings.push(
        finding("happy-call-failed", {
          tool,
          message: `The server died during ${scenario.description} of '${tool}', a call with valid arguments: ${how}${stderrPart(outcome.stderrTail)}.`,
          fix: `Catch failures inside the '${tool}' handler and return them as an isError result; no call may end the server process.`,
          evidence: { request, excerpt: outcome.stderrTail.slice(-2000) },
        }),
      );
    } else {
      const omitted = scenario.edge === "arguments-omitted";
      findings.push(
        finding(
          "edge-crash",
          withParam({
            tool: scenario.edge === "unknown-tool" ? undefined : tool,
            message:
              scenario.edge === "unknown-tool"
                ? `The server died when called with the nonexistent tool '${tool}': ${how}${stderrPart(outcome.stderrTail)}.`
                : `The server died when '${tool}' was called with ${inputPhrase(scenario)}: ${how}${stderrPart(outcome.stderrTail)}.`,
            fix: omitted
              ? `"arguments" is optional in tools/call: treat a missing one as {} and validate it like any other input, answering bad input with an isError result.`
              : scenario.edge === "unknown-tool"
                ? "Answer a tools/call for an unknown tool name with JSON-RPC error -32602; never let a request end the process."
                : `Validate the arguments of '${tool}' before using them and return an isError result for bad input; never let an exception end the process.`,
            evidence: { request, excerpt: outcome.stderrTail.slice(-2000) },
          }),
        ),
      );
    }
    return { result, findings };
  }

  // ----- JSON-RPC error
  if (outcome.kind === "error") {
    const { code, message } = outcome.error;
    const result: ScenarioResult = {
      ...base,
      verdict: rpcErrorVerdict(code),
      error_code: code,
      detail: excerpt(`${code} ${message}`),
    };
    if (scenario.kind === "edge" && isClientSideError(outcome.error)) {
      // The answer could not be read (too large, not JSON-RPC, a refused redirect, an HTTP status): not handled, and
      // the wire finding says why; its code is ours, so no finding about the server's choice of error code.
      return { result, findings };
    }
    if (scenario.kind === "happy") {
      // An error the client made up (an HTTP 401, a response too large) says nothing about our values.
      const synthetic = !isClientSideError(outcome.error) && looksLikeSyntheticInput(message);
      if (synthetic) result.synthetic_input = true;
      findings.push(happyFailure(scenario, `JSON-RPC error ${code} ("${excerpt(message, 160)}")`, synthetic, request, outcome.error));
      return { result, findings };
    }
    if (scenario.edge === "unknown-tool") {
      result.passed = code !== INTERNAL_ERROR;
      if (code !== INVALID_PARAMS) {
        const what = code === METHOD_NOT_FOUND ? "-32601 (method not found)" : `${code}`;
        findings.push(unknownToolWrong(tool, `JSON-RPC error ${what}`, request, outcome.error));
      }
      return { result, findings };
    }
    if (code === INTERNAL_ERROR) {
      const protocolLevel = scenario.edge === "arguments-not-object";
      result.passed = protocolLevel;
      // The protocol-level case is server-wide (one finding, not one per tool): SDKs answer it before any handler.
      findings.push(
        finding(
          "edge-internal-error",
          withParam({
            tool: protocolLevel ? undefined : tool,
            ...(protocolLevel ? { severity: "info" as const } : {}),
            message: protocolLevel
              ? `A tools/call whose arguments are not an object (tool '${tool}') was answered with JSON-RPC error -32603 (internal error) instead of -32602 (invalid params).`
              : `'${tool}' answered a call with ${inputPhrase(scenario)} with JSON-RPC error -32603 ("${excerpt(message, 160)}") instead of an isError result.`,
            fix: protocolLevel
              ? "Answer a tools/call whose arguments are not an object with JSON-RPC error -32602: the request does not match CallToolRequest (MCP server/tools §Error Handling)."
              : `Validate the arguments of '${tool}' against its inputSchema before using them and return an isError result with an actionable message; -32603 means an exception escaped the handler (MCP 2025-11-25 server/tools §Error Handling).`,
            evidence: { request, response: outcome.error },
          }),
        ),
      );
      return { result, findings };
    }
    result.passed = true; // -32602, -32601 or another code: a refusal the server survived
    return { result, findings };
  }

  // ----- a result
  const raw = outcome.result;
  const text = resultText(raw);
  const isError = isErrorResult(raw);
  const isObjectResult = raw !== null && typeof raw === "object" && !Array.isArray(raw);
  const what = scenario.kind === "happy" ? scenario.description : `a call with ${inputPhrase(scenario)}`;
  findings.push(...checkResultShape(tool, context.tool, what, raw, request));

  if (!isObjectResult) {
    const result: ScenarioResult = { ...base, verdict: "rpc-error", detail: "the result is not an object" };
    result.passed = scenario.kind === "edge" && scenario.edge !== "unknown-tool";
    if (scenario.kind === "happy") findings.push(happyFailure(scenario, "a result that is not a CallToolResult object", false, request, raw));
    return { result, findings };
  }

  if (isError) {
    const result: ScenarioResult = { ...base, verdict: "tool-error", detail: excerpt(text || "isError result without text") };
    if (scenario.kind === "happy") {
      const synthetic = looksLikeSyntheticInput(text);
      if (synthetic) result.synthetic_input = true;
      findings.push(happyFailure(scenario, `an isError result ("${excerpt(text, 160)}")`, synthetic, request, raw));
    } else {
      result.passed = true;
      // The model still reads a clear error, so this is a note, not a warning (the TypeScript SDK's McpServer answers so).
      if (scenario.edge === "unknown-tool") findings.push(unknownToolWrong(tool, "an isError result", request, raw, "info"));
    }
    return { result, findings };
  }

  // A success result.
  const result: ScenarioResult = { ...base, verdict: "ok", detail: "ok" };
  const signal = failureSignal(text);
  const counts = signal !== undefined && !echoesArguments(signal, scenario.arguments) && (signal.strength === "strong" || (scenario.kind === "edge" && scenario.expectInvalid));
  if (scenario.edge === "unknown-tool") {
    findings.push(unknownToolWrong(tool, "a success result", request, raw));
    return { result, findings };
  }
  if (counts) {
    findings.push(
      finding("error-not-flagged", {
        tool,
        confidence: signal.strength === "strong" ? "high" : "medium",
        message: `'${tool}' answered ${what} with text that reports a failure ("${excerpt(text, 120)}") but isError is not set.`,
        fix: `Set isError: true on every result of '${tool}' that reports a failure, so clients and models can tell an error from an answer (MCP server/tools §Error Handling).`,
        evidence: { request, response: raw, excerpt: excerpt(text, 500) },
      }),
    );
  }
  if (scenario.kind === "happy") {
    result.passed = true;
    return { result, findings };
  }
  result.passed = true;
  if (scenario.expectInvalid && !counts) {
    findings.push(
      finding(
        "edge-accepted-invalid",
        withParam({
          tool,
          message: `'${tool}' returned a success result for a call with ${inputPhrase(scenario)}, which its inputSchema forbids.`,
          fix: `Validate the arguments of '${tool}' against its inputSchema and answer invalid ones with an isError result that says what is wrong.`,
          evidence: { request, response: raw },
        }),
      ),
    );
  }
  return { result, findings };
}

/**
 * The parameter a failure most likely complains about: the first one whose value (a string or number of at
 * least 3 characters) appears in the failure text, as in `ENOENT: no such file … '/tmp/x/notes.txt'`.
 */
function parameterNamedBy(args: unknown, text: string): string | undefined {
  if (args === null || typeof args !== "object" || Array.isArray(args)) return undefined;
  for (const [name, value] of Object.entries(args as Record<string, unknown>)) {
    const shown = typeof value === "string" || typeof value === "number" ? String(value) : undefined;
    if (shown !== undefined && shown.length >= 3 && text.includes(shown)) return name;
  }
  return undefined;
}

function happyFailure(scenario: Scenario, how: string, synthetic: boolean, request: unknown, response: unknown): Finding {
  const tool = scenario.tool;
  const parameter = synthetic ? parameterNamedBy(scenario.arguments, `${how} ${JSON.stringify(response) ?? ""}`) : undefined;
  return finding("happy-call-failed", {
    tool,
    ...(parameter !== undefined ? { parameter } : {}),
    ...(synthetic ? { confidence: "low" as const } : {}),
    message: synthetic
      ? `${capitalise(scenario.description)} of '${tool}' failed with ${how}; likely synthetic input: the generated values do not exist on this server.`
      : `${capitalise(scenario.description)} of '${tool}', whose arguments satisfy its inputSchema, failed with ${how}.`,
    fix: synthetic
      ? `Likely synthetic input: supply values with --arg ${tool}:${parameter ?? "NAME"}=VALUE (or --arg ${parameter ?? "NAME"}=VALUE, --args-file) that exist on the server; if the call still fails with real values, fix the tool.`
      : `Make '${tool}' succeed on arguments its inputSchema accepts, or tighten the inputSchema (required, enum, pattern, bounds) so it describes what the tool really accepts.`,
    evidence: { request, response },
  });
}

function unknownToolWrong(name: string, how: string, request: unknown, response: unknown, severity?: "info"): Finding {
  return finding("unknown-tool-wrong-error", {
    ...(severity ? { severity } : {}),
    message: `A tools/call for the nonexistent tool '${name}' was answered with ${how} instead of JSON-RPC error -32602.`,
    fix: "Answer a tools/call naming an unknown tool with JSON-RPC error -32602 (invalid params), as MCP server/tools §Error Handling specifies for unknown tools.",
    evidence: { request, response },
  });
}

