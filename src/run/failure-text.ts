/**
 * Reading a tool result's text: does it plainly report a failure (for `error-not-flagged`), and does a failure
 * look caused by our made-up input (for `synthetic_input`)?
 *
 * `error-not-flagged` comes from real bug reports: servers that answer a failed call with ordinary text and
 * `isError` unset, so a client takes the error message for an answer (MCP 2025-11-25 server/tools §Error
 * Handling: tool execution errors are reported in the result with `isError: true`). False alarms are worse
 * than misses here, so the signals are narrow:
 * - `strong`: the text OPENS like an error report (`Error: …`, `Failed to …`, `Traceback (most recent call
 *   last)`, `TypeError: …`, a JSON object that holds nothing but an error), whatever the call;
 * - `weak`: the text opens with (or states) an argument complaint (`missing required parameter: x`,
 *   `invalid parameter: x must be a string`); only meaningful when we know the arguments were invalid.
 * A text that merely contains "error" somewhere, or data with an `error` field among others, is not a failure.
 */

/** A failure report found in a text: how sure, and the word that gave it away (lower case). */
export interface FailureSignal {
  strength: "strong" | "weak";
  /** The telling word, e.g. `error`, `failed`, `traceback`, `missing`; used to ignore a tool echoing our input. */
  word: string;
}

const STRONG: readonly [RegExp, string][] = [
  [/^traceback \(most recent call last\)/i, "traceback"],
  [/^(?:\[\s*)?(error|fatal|exception|panic)(?:\s*\])?\s*(?:[:!\]–—-]|$)/i, ""],
  [/^(?:[A-Z][A-Za-z0-9]*\.)*[A-Z][A-Za-z0-9]*(Error|Exception)\b\s*(?::|\(|$)/, ""],
  [/^(failed)(?: to\b|\s*:|\s*$)/i, ""],
  [/^an? (?:unexpected |internal |unknown |unhandled )?(error) (?:occurred|has occurred|was encountered|happened)\b/i, ""],
  [/^(internal server error|something went wrong)\b/i, ""],
];

const WEAK_OPENING = /^(missing|invalid|required|unknown (?:argument|parameter|property|field|option)|bad request|unable to|cannot|can't|could not|couldn't|not (?:a |an )?valid|expected|must|no such|not found|does not exist)\b/i;
const WEAK_ANYWHERE =
  /\b(is required|are required|must be (?:a|an|one of|of type|provided|specified)|should be (?:a|an)|expected (?:a|an|type)|invalid (?:argument|parameter|input|value|type|params)|missing (?:required )?(?:argument|parameter|field|property|value|key)s?)\b/i;

const ERROR_ONLY_KEYS = new Set(["error", "errors", "message", "code", "status", "details", "detail", "success", "ok", "type"]);

/** A JSON text that is an object holding nothing but an error (`{"error": "…"}`, `{"ok": false, "message": …}`). */
function jsonErrorOnly(text: string): boolean {
  if (!text.startsWith("{")) return false;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return false;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const o = data as Record<string, unknown>;
  if (!Object.keys(o).every((k) => ERROR_ONLY_KEYS.has(k))) return false;
  const hasError = (o.error !== undefined && o.error !== null && o.error !== false && o.error !== "") || (Array.isArray(o.errors) && o.errors.length > 0);
  const failedStatus = typeof o.status === "string" && /^(error|failed|failure)$/i.test(o.status);
  return hasError || failedStatus || ((o.success === false || o.ok === false) && typeof o.message === "string");
}

/** How plainly `text` reports a failure, or undefined when it does not. */
export function failureSignal(text: string): FailureSignal | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  for (const [pattern, word] of STRONG) {
    const m = pattern.exec(t);
    if (m) return { strength: "strong", word: (word || m[1] || "error").toLowerCase() };
  }
  if (jsonErrorOnly(t)) return { strength: "strong", word: "error" };
  const opening = WEAK_OPENING.exec(t);
  if (opening) return { strength: "weak", word: (opening[1] as string).toLowerCase().split(" ")[0] as string };
  const anywhere = WEAK_ANYWHERE.exec(t);
  if (anywhere) return { strength: "weak", word: (anywhere[1] as string).toLowerCase().split(" ").pop() as string };
  return undefined;
}

/** Every string inside a JSON value (keys excluded), lower-cased. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value.toLowerCase());
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/**
 * Whether the telling word of a failure signal came from our own arguments: an echo tool sent "Error: x", or a
 * demo tool asked for `messageType: "error"`. Such text is the tool doing its job, not a hidden failure.
 */
export function echoesArguments(signal: FailureSignal, args: unknown): boolean {
  return strings(args).some((s) => s.includes(signal.word));
}

const SYNTHETIC =
  /\b(not found|no such (?:file|directory|entity|resource|record|item|user|key)|does ?n[o']t exist|do not exist|not exist|not allowed|outside (?:of )?(?:the )?allowed|outside (?:of )?allowed directories|permission denied|access denied|access is denied|forbidden|unauthori[sz]ed|ENOENT|EACCES|EPERM|ENOTFOUND|ENOTDIR|EISDIR|EEXIST|already exists|could ?n[o']t find|cannot find|unknown (?:id|entity|user|file|resource|record|repository|repo|project)|invalid (?:credentials|token|api key)|404)\b/i;

/**
 * Whether a failure text says the input was not found / not allowed (a file outside allowed directories, an
 * id that does not exist): likely our synthetic values rather than a server bug (DESIGN.md "Happy path").
 */
export function looksLikeSyntheticInput(text: string): boolean {
  return SYNTHETIC.test(text);
}
