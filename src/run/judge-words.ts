import { capitalise, finding, type Finding } from "../findings/finding.js";
import type { RequestOutcome } from "../mcp/types.js";
import { wrongTypePhrase, type Scenario } from "../scenarios/scenario.js";
import type { CallOutcome } from "../scorecard/types.js";
import type { RaisedRule } from "./outcome.js";
import { excerpt } from "../findings/excerpt.js";

/**
 * The words of the findings a judged call raises: message and fix per rule, in the reader's terms. Kept apart
 * from the decision (`outcome.ts`), which only says which rules to raise.
 */

/** What the words need to know about one call. */
export interface CallWords {
  scenario: Scenario;
  outcome: RequestOutcome;
  /** The per-call timeout, milliseconds. */
  timeoutMs: number;
  /** The result's text (text blocks joined), for excerpts. */
  text: string;
  /** The message of an error hidden in a success result, when there is one. */
  hiddenMessage?: string;
  /** The error says the tool cannot be used at all (deprecated, removed: `FailureCause` `unusable`). */
  unusable?: boolean;
  /** The call's outcome class. */
  callOutcome: CallOutcome;
  /** The request as sent, for evidence. */
  request: unknown;
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}

/** How a scenario's input reads in a sentence: "arguments missing the required 'path'". */
export function inputPhrase(s: Scenario): string {
  switch (s.edge) {
    case "missing-required":
      return `arguments missing the required '${s.parameter}'`;
    case "wrong-type":
      return s.wrongType ? `a wrongly typed '${s.parameter}' (${wrongTypePhrase(s.wrongType)})` : `a wrongly typed '${s.parameter}'`;
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

/** How the call is named in a sentence: `happy path #2` or `a call with arguments missing the required 'path'`. */
export function callPhrase(s: Scenario): string {
  return s.kind === "happy" ? s.description : `a call with ${inputPhrase(s)}`;
}

/** A line stating an error: `TypeError: …`, `ValueError: …`, `Error: …`, `panic: …`, `thread 'main' panicked at …`. */
const ERROR_LINE = /^(?:uncaught\s+)?[A-Za-z_$][\w$.]*(?:Error|Exception)\b[^:\n]{0,40}:|^(?:error|fatal|panic)\b\s*[:\[]|\bpanicked at\b/i;

/**
 * The server's last stderr lines that say why it died: the last line stating an error and the stack frame under it
 * (a Node.js crash ends with a dozen frames of its own internals and its version, which told a new user nothing),
 * else the last three lines.
 */
function stderrPart(tail: string): string {
  const lines = tail.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  let at = -1;
  for (let i = lines.length - 1; i >= 0 && at < 0; i--) if (ERROR_LINE.test(lines[i]!)) at = i;
  const told = at < 0 ? lines.slice(-3) : [lines[at]!, ...(lines[at + 1]?.startsWith("at ") ? [lines[at + 1]!] : [])];
  const text = excerpt(told.join(" | "), 240);
  return text ? `; stderr: "${text}"` : "";
}

function exitPart(outcome: Extract<RequestOutcome, { kind: "closed" }>): string {
  if (/\bexited with code\b|\bkilled by\b/.test(outcome.reason)) return ""; // the reason says it already
  if (outcome.exit?.code !== undefined && outcome.exit.code !== null) return ` (exit code ${outcome.exit.code})`;
  if (outcome.exit?.signal) return ` (signal ${outcome.exit.signal})`;
  return "";
}

/** The one-line `detail` of a judged call. */
export function detailOf(w: CallWords): string {
  const o = w.outcome;
  switch (o.kind) {
    case "timeout":
      return `timeout: no answer within ${seconds(w.timeoutMs)}`;
    case "closed":
      return excerpt(`crash: ${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}`, 200);
    case "error":
      return excerpt(`${o.error.code} ${o.error.message}`, 200);
    case "result":
      if (o.result === null || typeof o.result !== "object" || Array.isArray(o.result)) return "the result is not an object";
      if (w.hiddenMessage !== undefined) return excerpt(w.text || w.hiddenMessage, 200);
      return (o.result as { isError?: unknown }).isError === true ? excerpt(w.text || "isError result without text", 200) : "ok";
  }
}

/** How a happy call failed, as a clause. */
function happyHow(w: CallWords): string {
  const o = w.outcome;
  if (o.kind === "error") return `JSON-RPC error ${o.error.code} ("${excerpt(o.error.message, 160)}")`;
  if (o.kind === "result" && (o.result === null || typeof o.result !== "object" || Array.isArray(o.result))) return "a result that is not a CallToolResult object";
  if (w.unusable) return `an isError result saying the tool cannot be used ("${excerpt(w.text, 160)}")`;
  return `an isError result whose text shows an exception ("${excerpt(w.text, 160)}")`;
}

function happyCallFailed(w: CallWords): Finding {
  const { scenario: s, outcome: o, request } = w;
  const tool = s.tool;
  if (o.kind === "closed") {
    return finding("happy-call-failed", {
      tool,
      message: `The server died during ${s.description} of '${tool}', a call with valid arguments: ${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}.`,
      fix: `Catch failures inside the '${tool}' handler and return them as an isError result; no call may end the server process.`,
      evidence: { request, excerpt: o.stderrTail.slice(-2000) },
    });
  }
  return finding("happy-call-failed", {
    tool,
    message: `${capitalise(s.description)} of '${tool}', whose arguments satisfy its inputSchema, failed with ${happyHow(w)}.`,
    fix: w.unusable
      ? `Take '${tool}' out of tools/list while it cannot be used (an advertised tool costs every request context and every call a failure), or make it work.`
      : `Catch the exception in '${tool}': validate what it receives and answer a value it cannot use with an isError result that says what is wrong (not an exception or -32603); if the value should work, fix the tool.`,
    evidence: { request, response: o.kind === "error" ? o.error : o.kind === "result" ? o.result : undefined },
  });
}

function unknownToolWrong(w: CallWords, severity: RaisedRule["severity"]): Finding {
  const o = w.outcome;
  const how =
    o.kind === "error"
      ? `JSON-RPC error ${o.error.code === -32601 ? "-32601 (method not found)" : o.error.code}`
      : o.kind === "result" && o.result !== null && typeof o.result === "object" && (o.result as { isError?: unknown }).isError === true
        ? "an isError result"
        : "a success result";
  // What it said, quoted: a -32603 here is often a crash in the server's own unknown-tool path (`__dirname is not defined`).
  const said = o.kind === "error" ? String(o.error.message ?? "") : w.text;
  const quoted = said.trim() !== "" ? ` ("${excerpt(said, 160)}")` : "";
  return finding("unknown-tool-wrong-error", {
    ...(severity ? { severity } : {}),
    message: `A tools/call for the nonexistent tool '${w.scenario.tool}' was answered with ${how}${quoted} instead of JSON-RPC error -32602.`,
    fix: "Answer a tools/call naming an unknown tool with JSON-RPC error -32602 (invalid params), as MCP server/tools §Error Handling specifies for unknown tools.",
    evidence: { request: w.request, response: o.kind === "error" ? o.error : o.kind === "result" ? o.result : undefined },
  });
}

/** Words one rule's finding from what the call was and how it ended; undefined when the outcome does not fit the rule. */
type Wording = (w: CallWords, raised: RaisedRule) => Finding | undefined;

/** `fields` with the scenario's parameter, when it is about one. */
function withParam<T extends object>(s: Scenario, fields: T): T & { parameter?: string } {
  return s.parameter !== undefined ? { ...fields, parameter: s.parameter } : fields;
}

const callTimeout: Wording = ({ scenario: s, timeoutMs, request }) =>
  finding("call-timeout", {
    tool: s.tool,
    message: `'${s.tool}' did not answer ${s.description} within ${seconds(timeoutMs)}.`,
    fix: `Make '${s.tool}' answer within the timeout (return early, or report progress and finish sooner), or raise --timeout if it is legitimately slow.`,
    evidence: { request },
  });

const edgeTimeout: Wording = ({ scenario: s, timeoutMs, request }) =>
  finding(
    "edge-timeout",
    withParam(s, {
      tool: s.tool,
      message: `'${s.tool}' did not answer a call with ${inputPhrase(s)} within ${seconds(timeoutMs)}.${omittedWasValid(s)}`,
      fix: omittedWasValid(s)
        ? `Treat a missing "arguments" as {} and make '${s.tool}' answer within the timeout, or raise --timeout if it is legitimately slow.`
        : `Validate the arguments of '${s.tool}' before doing any work and answer bad input at once with an isError result.`,
      evidence: { request },
    }),
  );

const unknownToolNoReply: Wording = ({ scenario: s, timeoutMs, request }) =>
  finding("unknown-tool-no-reply", {
    message: `A tools/call for the nonexistent tool '${s.tool}' got no reply within ${seconds(timeoutMs)}.`,
    fix: "Answer every request; for an unknown tool name return JSON-RPC error -32602 (MCP server/tools §Error Handling).",
    evidence: { request },
  });

/** The fix of a call without an `arguments` member that went wrong: the member is optional (MCP server/tools, `CallToolRequest`). */
const OMITTED_FIX = `"arguments" is optional in tools/call: treat a missing one as {} and validate it like any other input, answering bad input with an isError result.`;

/** What to add to the message of a call without `arguments` to a tool that requires no parameter: that call was valid. */
function omittedWasValid(s: Scenario): string {
  return s.edge === "arguments-omitted" && !s.expectInvalid ? ` That call was valid: '${s.tool}' requires no parameter, so a client may leave "arguments" out.` : "";
}

/** The fix of `edge-crash`, by what the bad call was. */
function edgeCrashFix(s: Scenario): string {
  if (s.edge === "arguments-omitted") return OMITTED_FIX;
  if (s.edge === "unknown-tool") return "Answer a tools/call for an unknown tool name with JSON-RPC error -32602; never let a request end the process.";
  return `Validate the arguments of '${s.tool}' before using them and return an isError result for bad input; never let an exception end the process.`;
}

const edgeCrash: Wording = ({ scenario: s, outcome: o, request }) => {
  if (o.kind !== "closed") return undefined;
  const how = `${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}`;
  const unknown = s.edge === "unknown-tool";
  return finding(
    "edge-crash",
    withParam(s, {
      tool: unknown ? undefined : s.tool,
      message: unknown ? `The server died when called with the nonexistent tool '${s.tool}': ${how}.` : `The server died when '${s.tool}' was called with ${inputPhrase(s)}: ${how}.${omittedWasValid(s)}`,
      fix: edgeCrashFix(s),
      evidence: { request, excerpt: o.stderrTail.slice(-2000) },
    }),
  );
};

const edgeInternalError: Wording = ({ scenario: s, outcome: o, request }, raised) => {
  if (o.kind !== "error") return undefined;
  // The protocol-level case is server-wide (one finding, not one per tool): SDKs answer it before any handler.
  const protocolLevel = raised.severity === "info";
  return finding(
    "edge-internal-error",
    withParam(s, {
      tool: protocolLevel ? undefined : s.tool,
      ...(raised.severity ? { severity: raised.severity } : {}),
      message: protocolLevel
        ? `A tools/call whose arguments are not an object was answered with JSON-RPC error -32603 (internal error) instead of -32602 (invalid params), first for '${s.tool}'.`
        : `'${s.tool}' answered a call with ${inputPhrase(s)} with JSON-RPC error -32603 ("${excerpt(o.error.message, 160)}") instead of an isError result.${omittedWasValid(s)}`,
      fix: protocolLevel
        ? "Answer a tools/call whose arguments are not an object with JSON-RPC error -32602: the request does not match CallToolRequest (MCP server/tools §Error Handling)."
        : s.edge === "arguments-omitted"
          ? OMITTED_FIX
          : `Validate the arguments of '${s.tool}' against its inputSchema before using them and return an isError result with an actionable message; -32603 means an exception escaped the handler (MCP 2025-11-25 server/tools §Error Handling).`,
      evidence: { request, response: o.error },
    }),
  );
};

const errorNotFlagged: Wording = (w, raised) => {
  const { scenario: s, outcome: o, request } = w;
  const shown = excerpt(w.text || w.hiddenMessage || "", 120);
  return finding("error-not-flagged", {
    tool: s.tool,
    ...(raised.confidence ? { confidence: raised.confidence } : {}),
    message: `'${s.tool}' answered ${callPhrase(s)} with a result that reports a failure ("${shown}") but isError is not set${w.callOutcome === "failed" ? "; the call counts as failed" : ""}.`,
    fix: `Set isError: true on every result of '${s.tool}' that reports a failure, so clients and models can tell an error from an answer (MCP server/tools §Error Handling).`,
    evidence: { request, response: o.kind === "result" ? o.result : undefined, excerpt: excerpt(w.text || w.hiddenMessage || "", 500) },
  });
};

const edgeAcceptedInvalid: Wording = ({ scenario: s, outcome: o, request }) =>
  finding(
    "edge-accepted-invalid",
    withParam(s, {
      tool: s.tool,
      message: `'${s.tool}' returned a success result for a call with ${inputPhrase(s)}, which its inputSchema forbids.`,
      fix: `Validate the arguments of '${s.tool}' against its inputSchema and answer invalid ones with an isError result that says what is wrong.`,
      evidence: { request, response: o.kind === "result" ? o.result : undefined },
    }),
  );

/**
 * The words of each rule a judged call can raise. Shape rules (`content-missing`, `structured-content-missing`,
 * `output-schema-mismatch`) come with their words from `result-shape.ts` and are not here.
 */
const WORDINGS: Partial<Record<RaisedRule["rule"], Wording>> = {
  "call-timeout": callTimeout,
  "happy-call-failed": (w) => happyCallFailed(w),
  "edge-timeout": edgeTimeout,
  "unknown-tool-no-reply": unknownToolNoReply,
  "edge-crash": edgeCrash,
  "edge-internal-error": edgeInternalError,
  "unknown-tool-wrong-error": (w, raised) => unknownToolWrong(w, raised.severity),
  "error-not-flagged": errorNotFlagged,
  "edge-accepted-invalid": edgeAcceptedInvalid,
};

/**
 * The finding for one raised rule of a judged call ({@link WORDINGS}). Shape rules (`content-missing`,
 * `structured-content-missing`, `output-schema-mismatch`) come with their words from `result-shape.ts` and are
 * not built here: undefined, as for a rule whose outcome does not fit (an `edge-crash` without a crash).
 */
export function findingFor(raised: RaisedRule, w: CallWords): Finding | undefined {
  return WORDINGS[raised.rule]?.(w, raised);
}
