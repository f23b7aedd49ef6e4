import { isJsonObject } from "../mcp/json-object.js";

/**
 * Does a result that is not flagged `isError` still report a failure? (`error-not-flagged`: MCP 2025-11-25
 * server/tools §Error Handling — tool execution errors are reported in the result with `isError: true`. The rule
 * generalises real bug reports: a task manager answering every call with `{"status":"error","message":"Request not
 * found"}`, context7 answering `Error searching libraries: TypeError: fetch failed`, a batch tool answering
 * `{"succeeded":0,"failed":1}`, all without `isError`.)
 *
 * Structure first: `structuredContent`, or a text block that is a JSON object, holding an error report and no
 * data — `status` "error"/"failed", `success`/`ok` false, a non-empty `error` or `errors`, or a batch with
 * `failed` > 0 and every other count 0 (from a tool that only reads, only when a list holds the batch's outcomes,
 * each with its own `error`: otherwise its counts are what it read). Structure
 * decides whatever language the message is in. Then the text:
 * - `strong`: it opens like an error report (`Error: …`, `Error occurred: …`, `Error searching …`, `Failed to …`,
 *   `Request failed: …`, `Traceback (most recent call last)`, `TypeError: …`, `An unexpected error occurred`);
 * - `weak`: it complains about the arguments (`missing required parameter: x`, `keys must be a non-empty array`,
 *   `… not found`); meaningful only when we know the arguments were invalid (an edge case).
 * Data that merely mentions errors (`Errors found: 0`, `{"errors": [], "items": [...]}`, a record whose `status`
 * is "failed" among other fields) is not a report. The caller passes text with our own argument values taken
 * out (`withoutArguments`), and structure whose error value we sent ourselves does not count. Pure.
 */

/** A failure found inside a result: how sure, where, and the message to read the cause from. */
export interface ErrorReport {
  strength: "strong" | "weak";
  /** `structure`: an error-shaped object; `text`: the wording. */
  source: "structure" | "text";
  /** The error message (the object's message fields, or the text itself). */
  message: string;
}

/** Keys an error report carries besides its indicator; any other non-empty key is data. */
const ERROR_KEYS = new Set([
  "error", "errors", "message", "msg", "code", "status", "statuscode", "status_code", "details", "detail", "success", "ok",
  "type", "reason", "cause", "hint", "help", "suggestion", "name", "title", "errorcode", "error_code", "errormessage",
  "error_message", "errortype", "error_type", "description", "timestamp", "requestid", "request_id", "traceid", "trace_id",
  "path", "stack", "documentation_url", "docs", "result", "data", "isError", "iserror",
  // Help an error report gives (`{"error": "path_parameter_missing", "example": {…}, "suggestions": [...]}`).
  "example", "examples", "suggestions", "hints", "tips", "usage", "expected", "received", "recommendation", "recommendations",
]);
/** Keys counting a batch's failures (`failed`, `failures`, `failed_count`, `errorCount`). */
const FAILED_COUNT = /^(?:failed|failures|failed_?count|errors?_?count|num_?failed)$/i;
/** `errors` as a count (`{"successful": 0, "errors": 1}`): a batch's failures when it is a number. */
const ERRORS_COUNT = /^errors$/i;
/** Keys counting a batch's items whatever became of them: neither success nor failure. */
const TOTAL_COUNT = /^(?:total|count|requested|attempted|processed|skipped)(?:_?(?:count|items?|records?|requests?))?$|^(?:items?|records?)_?(?:count|total)$/i;
/** `error` values that mean "no error". */
const NO_ERROR = /^(none|null|nil|no|ok|false|n\/a|-|0)?$/i;
/** A status that reports a failure: `error`, `failed`, or one ending so (`task_not_found`, `validation_error`). */
const FAILED_STATUS = /^(?:error|errored|failed|failure|fail|fatal)$|(?:^|[_\s-])(?:error|failed|failure|not[_\s-]?found|invalid|denied|forbidden|unauthori[sz]ed)$/i;

/**
 * A status that refuses the operation itself (`not_found`, `parameter_error`, `access_denied`), not one that
 * describes what the tool ran or holds (`failed` tests, a job in `error`): see `ReadingOptions.statusIsOutcome`.
 */
const REFUSAL_STATUS = /(?:^|[_\s-])(?:not[_\s-]?found|invalid|denied|forbidden|unauthori[sz]ed)$|^[a-z]+[_\s-]error$/i;

const STRONG_OPENINGS: readonly RegExp[] = [
  /^traceback \(most recent call last\)/i,
  /^\[?\s*(?:error|fatal|exception|panic)\s*\]?\s*(?:[:!\]–—-]|$)/i,
  /^error\s+(?:occurred|occured|happened|encountered|while|during|when|in|calling|executing|from|with|\w+ing)\b/i,
  /^(?:[A-Z][A-Za-z0-9]*\.)*[A-Z][A-Za-z0-9]*(?:Error|Exception)\b\s*(?::|\(|$)/,
  /^failed\b(?:\s+to\b|\s*[:!.]|\s*$|\s+with\b|\s+because\b)/i,
  /^(?:[A-Za-z]+\s){1,3}failed\s*(?:[:!.]|$|\bwith\b|\bbecause\b|\bdue to\b)/i,
  /^an? (?:unexpected |internal |unknown |unhandled )?error (?:has )?(?:occurred|occured|happened|was encountered)\b/i,
  /^(?:internal server error|something went wrong)\b/i,
];

const WEAK_OPENING =
  /^(?:missing|invalid|required|unknown (?:argument|parameter|property|field|option|key)|bad request|unable to|cannot|can't|could not|couldn't|not (?:a |an )?valid|expected|must|no such|not found|does not exist)\b/i;
const WEAK_ANYWHERE =
  /\b(?:is required|are required|must (?:be|have|contain|not be) (?:a|an|one of|of type|provided|specified|non-empty|at least|at most|between|greater|less|positive)|should be (?:a|an)|expected (?:a|an|type)|invalid (?:argument|parameter|input|value|type|params|format|request)s?|missing (?:required )?(?:argument|parameter|field|property|value|key)s?|(?:is |was )?not found|does not exist|doesn't exist|no such)\b/i;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0) || (isJsonObject(value) && Object.keys(value).length === 0);
}

/** A non-empty list whose every item reports its own error (`[{"url": …, "error": "fetch failed"}]`). */
function everyItemFailed(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isJsonObject(item) && typeof item.error === "string" && !NO_ERROR.test(item.error.trim()));
}

function messageOf(o: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === "string" && v.trim() !== "") parts.push(v.trim());
    else if (isJsonObject(v)) add(v.message ?? v.msg ?? v.detail ?? v.error);
    else if (Array.isArray(v)) v.slice(0, 3).forEach(add);
  };
  for (const key of ["error", "message", "msg", "errors", "detail", "details", "reason", "errorMessage", "error_message"]) add(o[key]);
  if (parts.length === 0) for (const v of Object.values(o)) if (everyItemFailed(v)) add(v);
  return parts.join(" — ") || JSON.stringify(o);
}

/** How to read a result: `countsAreData` when the tool only reads, so the counts it returns describe what it read. */
export interface ReadingOptions {
  /**
   * The tool only reads (call phase `read`): a `failed` count among zero others is what it read (`list_jobs` →
   * `{"jobs": [...], "passed": 0, "failed": 2}`, a new user's CI server), not a batch of its own that failed.
   */
  countsAreData?: boolean;
  /**
   * The tool writes: a top-level `status` that refuses the operation (`not_found`, `parameter_error`: see
   * {@link REFUSAL_STATUS}), or says it failed beside an `error` message, is its outcome, whatever data sits beside it
   * (`{"message": "Text not found", "old_text": …, "actual_occurrences": 0, "status": "not_found"}` from an edit tool,
   * a new user's trial; `{"status": "failed", "error": "…", "steps": [...]}` from an installer). A read tool's answer
   * may be a record whose `status` field failed, and a tool that runs something (tests, a build) may report `failed`
   * with its counts as what it ran: both stay data.
   */
  statusIsOutcome?: boolean;
}

/**
 * Whether a JSON value is an error report (see the module comment). `sent` holds our argument strings, lower
 * case: an indicator whose value we sent ourselves (`status: "failed"` on an update we asked for) does not count.
 */
export function errorObject(value: unknown, sent: ReadonlySet<string> = new Set(), options: ReadingOptions = {}): ErrorReport | undefined {
  if (!isJsonObject(value)) return undefined;
  const o = value;
  const keys = Object.keys(o);
  const lower = new Map(keys.map((k) => [k.toLowerCase(), o[k]]));
  const has = (k: string) => lower.has(k);
  const get = (k: string) => lower.get(k);
  const ours = (v: unknown) => typeof v === "string" && sent.has(v.toLowerCase());
  // A batch where nothing succeeded: {"succeeded": 0, "failed": 1, "results": [...]}, {"parsed": 0, "failed": 1}:
  // failures counted, and every other count (whatever it is called, totals aside) is 0.
  const failedKey = keys.find((k) => FAILED_COUNT.test(k) || (ERRORS_COUNT.test(k) && typeof o[k] === "number"));
  const failedCount = failedKey !== undefined ? o[failedKey] : undefined;
  if (typeof failedCount === "number" && failedCount > 0) {
    const others = keys.filter((k) => k !== failedKey && !FAILED_COUNT.test(k) && !ERRORS_COUNT.test(k) && !TOTAL_COUNT.test(k) && typeof o[k] === "number");
    // A read tool's counts are what it read, unless its list is the batch's own outcomes, each an error.
    const reported = options.countsAreData !== true || keys.some((k) => everyItemFailed(o[k]));
    if (reported && others.length > 0 && others.every((k) => o[k] === 0)) return { strength: "strong", source: "structure", message: messageOf(o) };
  }

  const status = get("status");
  const error = get("error");
  const failedStatus = typeof status === "string" && FAILED_STATUS.test(status.trim()) && !ours(status);
  // An `error` that says something (not `none`, `0`, `false`…).
  const errorText = typeof error === "string" && !NO_ERROR.test(error.trim());
  // A write tool's status that refuses the operation, or says it failed beside an error message, is its outcome.
  if (failedStatus && options.statusIsOutcome === true && (REFUSAL_STATUS.test(status.trim()) || errorText || isJsonObject(error))) {
    return { strength: "strong", source: "structure", message: messageOf(o) };
  }
  const data = keys.filter((k) => !ERROR_KEYS.has(k.toLowerCase()) && !isEmpty(o[k]));
  // `result`/`data` are payload unless empty; a report with a non-empty result is an answer.
  const payload = data.length > 0 || (!isEmpty(get("result")) && get("result") !== false) || (!isEmpty(get("data")) && get("data") !== false);
  if (payload) return undefined;
  const errors = get("errors");
  const indicator =
    failedStatus ||
    get("success") === false ||
    get("ok") === false ||
    get("iserror") === true ||
    (errorText && !ours(error)) ||
    (isJsonObject(error) && Object.keys(error).length > 0) ||
    error === true ||
    (Array.isArray(errors) && errors.length > 0);
  if (!indicator) return undefined;
  if (!has("error") && !has("errors") && !has("message") && !has("msg") && !has("status") && !has("detail") && !has("details") && !has("reason")) {
    // `{"ok": false}` alone still reports a failure, with nothing to read.
    return { strength: "strong", source: "structure", message: JSON.stringify(o) };
  }
  return { strength: "strong", source: "structure", message: messageOf(o) };
}

function parseObject(text: string): unknown {
  const t = text.trim();
  if (!t.startsWith("{") || !t.endsWith("}")) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/**
 * The failure a result without `isError` reports, or undefined. `structured` is the result's
 * `structuredContent`; `texts` its text blocks as sent (JSON text is read as it is: with a number we sent taken
 * out, `{"error": "…", "path": 12345}` was no JSON any more, and the same answer read as an error for `path: ""`
 * read as a success for `path: 12345`); `sent` our argument strings (lower case), for structure; `options` how to
 * read it, and `withoutSent` the text with our argument values taken out, for the wording (`withoutArguments`).
 */
export function errorReport(
  structured: unknown,
  texts: readonly string[],
  sent: ReadonlySet<string> = new Set(),
  options: ReadingOptions = {},
  withoutSent: (text: string) => string = (text) => text,
): ErrorReport | undefined {
  const fromStructure = errorObject(structured, sent, options);
  if (fromStructure) return fromStructure;
  const parsed = texts.map(parseObject); // each block once: this runs on every success result of a run
  for (const value of parsed) {
    const fromJson = errorObject(value, sent, options);
    if (fromJson) return fromJson;
  }
  // JSON data without an error shape
  if ((texts.length === 1 ? parsed[0] : parseObject(texts.join("\n"))) !== undefined) return undefined;
  const text = texts.map(withoutSent).join("\n").trim();
  if (text === "") return undefined;
  if (STRONG_OPENINGS.some((p) => p.test(text))) return { strength: "strong", source: "text", message: text };
  if (WEAK_OPENING.test(text) || WEAK_ANYWHERE.test(text)) return { strength: "weak", source: "text", message: text };
  return undefined;
}
