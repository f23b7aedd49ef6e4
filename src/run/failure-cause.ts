import { escapeRegExp, SURROGATE } from "../findings/text-patterns.js";
import type { CallCause } from "../scorecard/types.js";
import { BoundedMemo } from "../scenarios/bounded-memo.js";

/**
 * Why a call failed, read from its error text: the environment (no network, an upstream 401/403 or outage, a
 * missing key, binary or browser), an exception escaping the server's code, or a refusal of the value we sent.
 * This decides between `blocked`, `failed` and `refused` (DESIGN.md "Scenarios and how a call is judged"; the
 * cases come from published servers graded offline: `getaddrinfo EAI_AGAIN api.firecrawl.dev`, `TypeError: fetch
 * failed`, `No files matching 'notes.txt' were found`, `Access denied - path outside allowed directories`).
 *
 * The patterns are data (tables below), tried in order: environment first (an exception such as `TypeError:
 * fetch failed` that only wraps a network failure is the network's), then exceptions, then refusals. Text is
 * read after {@link withoutArguments} has taken our own argument values out of it, so a word we sent (a path
 * named `missing.txt`, a query "not found") never decides. Pure; never throws.
 */

/**
 * What a failure text says about its cause. `cause` is set for `environment` and `refusal`. `unusable`: the tool says
 * it cannot be used at all (deprecated, removed, not implemented) — an advertised tool no value can make work.
 */
export interface FailureCause {
  kind: "environment" | "exception" | "unusable" | "refusal" | "unknown";
  cause?: CallCause;
}

/** Loopback hosts: a connection failure to one means a service on this machine is not running (cause `service`). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\]|0\.0\.0\.0)$/i;

/** A host named next to a connection error (`getaddrinfo ENOTFOUND api.example.com`, `connect ECONNREFUSED 10.0.0.1:443`). */
const HOST_AFTER_CODE = /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\s+\[?([a-z0-9][a-z0-9.:-]*[a-z0-9]|::1)\]?/i;
/** A host (and port) in a URL, a `host=` clause or a `dial tcp` of a connection error (urllib3, httpx, curl, Go). */
const HOST_IN_TEXT = /(?:https?:\/\/|host=['"]?|resolve host:?\s*['"]?|connect to\s+|connection to (?:the )?(?:server |host )?|dial tcp\s+)\[?([a-z0-9][a-z0-9.-]*[a-z0-9](?::\d+)?)/i;

const NETWORK =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|getaddrinfo|fetch failed|network (?:error|is unreachable|request failed)|socket hang up|could not resolve host|name or service not known|temporary failure in name resolution|nodename nor servname|failed to establish a new connection|max retries exceeded|connection (?:refused|reset|timed out)|connection to (?:the )?(?:server |host )?\S+ (?:was )?(?:refused|reset|timed out)|connecterror|connectionerror|connect timeout|dns lookup failed|no address associated with hostname|(?:cannot|can't|could not|couldn't|unable to|failed to) (?:reach|connect to|establish (?:a |the )?connection))\b/i;

/** An environment variable that holds a secret, named in a message (`FIRECRAWL_API_KEY`, `GITHUB_TOKEN`). */
const SECRET_VARIABLE = /\b([A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PAT))\b/;
/** A setting the server needs from its environment, named in a message (`requires FIRECRAWL_API_URL to be set`). */
const MISSING_SETTING = [
  // Not an error code (`VAULT_NOT_FOUND: Vault 'work' is not configured`): a name before a colon, or one that says a failure.
  /\b(?![A-Z0-9_]*(?:NOT_FOUND|ERROR|INVALID|FAILED|DENIED|MISSING)\b)([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b(?!:)[^.\n]{0,40}?\b(?:to be set|must be set|is not set|not set|is required|is missing|is undefined|not configured|not defined|environment variable)\b/,
  // Not `set PROCESS_EMBEDDING_DIM=1 to use …`: advice to change a setting's value, after a refusal of ours.
  /\b(?:set|requires?|configure|export|provide)\s+(?:the\s+)?(?:environment variable\s+)?`?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b(?!\s*=)/,
];
const CREDENTIALS = [
  /\b(?:api[ _-]?key|access[ _-]?token|auth(?:entication)?[ _-]?token|bearer token|personal access token|credentials?|client[ _-]?secret|secret key)\b[^.\n]{0,40}\b(?:missing|required|not (?:set|found|provided|configured|defined)|is undefined|must be (?:set|provided|configured)|invalid|expired|revoked)\b/i,
  /\b(?:missing|no|invalid|expired)\b[^.\n]{0,20}\b(?:api[ _-]?key|access[ _-]?token|auth(?:entication)? token|credentials)\b/i,
  /\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PAT)\b[^.\n]{0,60}\b(?:not set|missing|required|undefined|not (?:defined|found|configured|provided)|is empty)\b/,
  /\b(?:set|provide|configure|export)\s+(?:the\s+)?(?:environment variable\s+)?[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_?KEY|KEY|TOKEN|SECRET)\b/,
  /\b(?:authentication|authorization) (?:failed|required)\b|\bnot authenticated\b|\bbad credentials\b|\bunauthenticated\b/i,
];
/**
 * A configuration the server reads from its machine that is not there (a kubectl server without a kubeconfig:
 * `No current context is set`; `… is not configured`; `kubeconfig not found`). Worded about a current/default/active
 * setting, never "no X found", which is how a server refuses a made-up id.
 */
const MISSING_CONFIG = [
  /\bno (?:current|default|active|selected) (?:context|profile|config(?:uration)?|project|workspace|account|cluster|region|environment)\b[^.\n]{0,20}\b(?:is )?(?:set|configured|selected|defined)\b/i,
  /\b(?:is|are) not configured\b|\bnot been configured\b|\bno configuration (?:was |is )?(?:found|loaded|provided)\b/i,
  /\b(?:kubeconfig|config(?:uration)? file|credentials file)\b[^.\n]{0,40}\b(?:not found|missing|does not exist|could not be (?:found|loaded|read))\b/i,
];
const UPSTREAM_AUTH = /\b(?:HTTP|status(?: code)?|code|error|responded with|returned)\W{0,3}(401|403)\b|\b(401|403)\W{0,3}(?:unauthori[sz]ed|forbidden)\b|\b(unauthori[sz]ed|forbidden)\b(?![ -]+(?:path|directory|file|folder))/i;
const UPSTREAM_DOWN = /\b(?:HTTP|status(?: code)?|code|error|responded with|returned)\W{0,3}(429|500|502|503|504)\b|\b(?:429|502|503|504)\W{0,3}(?:too many requests|bad gateway|service unavailable|gateway time-?out)\b|\bservice (?:is )?(?:temporarily )?unavailable\b|\bbad gateway\b|\bgateway time-?out\b|\btoo many requests\b|\brate[ -]?limit(?:ed| exceeded)?\b|\bquota (?:exceeded|exhausted)\b/i;
const MISSING_BINARY: readonly RegExp[] = [
  /\bspawn(?:Sync)?\s+(\S+?)\s+ENOENT\b/i,
  /\bexecutable doesn't exist at\s+(\S+)/i,
  /\b(?:could not|couldn't|failed to) (?:find|launch|locate) (chrome|chromium|firefox|webkit|browser)\b/i,
  /(?:^|[\s:'"])([\w.+-]+): (?:command )?not found\b/,
  /\b([\w.+-]+) (?:is not installed|is not available|was not found in (?:your )?PATH|not found in PATH)\b/i,
  /\bplease (?:run|install)\b[^.\n]{0,40}\b(playwright install|npx playwright)\b/i,
];

const EXCEPTION =
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|AttributeError|NameError|KeyError|IndexError|ZeroDivisionError|UnboundLocalError|AssertionError|RecursionError|NullPointerException|NullReferenceException|ClassCastException|ArrayIndexOutOfBoundsException|IndexOutOfRangeException|UnhandledPromiseRejection)\b|Traceback \(most recent call last\)|\bis not a function\b|\bis not iterable\b|\bcannot read propert(?:y|ies) of (?:undefined|null)\b|\bcannot destructure\b|\b(?:undefined|null) is not an object\b|\bobject has no attribute\b|'NoneType' object|\blist index out of range\b|\bmaximum call stack\b|\bstack overflow\b|\bsegmentation fault\b|\bnil pointer dereference\b|\bnot implemented\b|\n\s+at \S.*[(\s]\S+:\d+:\d+\)?/i;

/**
 * A server's generic wrapper around an error (`An unexpected error occurred: …`, `Internal error: …`): an exception
 * unless what it wraps is a refusal of our value — a published memory-bank server answered a made-up project with
 * `UnexpectedError: … ENOENT: no such file or directory, stat '…/example-repo'` (isError), a clean "not found".
 */
const WRAPPED_ERROR = /\bunhandled (?:exception|rejection|error)\b|\binternal (?:server )?(?:error|failure|exception)\b|\bsomething went wrong\b|\b(?:unknown|unexpected) error\b/i;

/**
 * The tool itself says it cannot be used (a published crawler's `firecrawl_extract is deprecated and unavailable
 * through MCP` for every input). The caller writes the tool's own name as "this tool" (`inToolWords`), so only a
 * sentence about the tool counts — a deprecated *parameter* ("'limit' is deprecated, use 'max'") is a refusal.
 */
const UNUSABLE = /\b(?:this|the) tool\b[^.\n]{0,30}?\b(?:is |has been |was )?(?:deprecated|removed|retired|discontinued|no longer (?:available|supported|exists?)|not (?:yet )?implemented)\b/i;

/** `text` with the tool's own name written "this tool", for {@link UNUSABLE} (`'firecrawl_extract' is deprecated` → `this tool is deprecated`). */
export function inToolWords(text: string, tool: string): string {
  if (tool.length < 3 || !text.toLowerCase().includes(tool.toLowerCase())) return text;
  const pattern =
    toolNamePatterns.get(tool) ?? toolNamePatterns.set(tool, new RegExp(`(?:\\btool\\s+)?['"\`]?(?<![\\w-])${escapeRegExp(tool)}(?![\\w-])['"\`]?`, "gi"));
  return text.replace(pattern, "this tool");
}

/** {@link inToolWords}' pattern per tool name, made once (a run of 5,000 tools judges tens of thousands of texts). */
const toolNamePatterns = new BoundedMemo<string, RegExp>(10_000);

/**
 * A value we sent (taken out by `withoutArguments`: `…`) said to be not configured or not set: the server does not
 * know that value (`Vault '…' is not configured`, for a vault name a schema example gave), which is a refusal of
 * it, not a setting missing from the server's machine.
 */
const OUR_VALUE_UNKNOWN = /['"`]?…['"`]?\s+(?:is|are|was)\s+not\s+(?:configured|set up|set|defined|registered|known)\b/i;

/** Refusals of our value, by what they say about it (first match wins). */
const REFUSALS: ReadonlyArray<readonly [CallCause["kind"], RegExp]> = [
  [
    "not-allowed",
    /\bnot allowed\b|\boutside\b[^.\n]{0,40}\ballowed\b|\boutside (?:of )?(?:the |a )?(?:repository|repo|workspace|project|working tree|sandbox)\b|\bnot (?:in|within|under) (?:the |any )?allowed\b|\ballowed (?:directories|roots|paths)\b|\baccess (?:is )?denied\b|\bpermission denied\b|\bEACCES\b|\bEPERM\b|\bnot permitted\b|\bread[- ]only\b|\bdenied\b|\bforbidden (?:path|directory|file|folder)\b/i,
  ],
  [
    "not-found",
    /\bnot found\b|\bnot be found\b|\bno such\b|\bdo(?:es)?(?:n't| not) exist\b|\bnon-?existent\b|\bcould(?:n't| not) (?:find|locate|resolve)\b|\b(?:cannot|can't|unable to) (?:find|locate|resolve)\b|\bno\s+(?:\S+\s+){0,6}?(?:found|matching|matched|exists?|available|known)\b|\bENOENT\b|\b404\b|\bunknown\b|\bdid not match any\b|\bnot (?:a |an )?(?:git )?(?:repository|directory|file|folder)\b|\bENOTDIR\b|\bnothing (?:to|matches|found)\b|\bno (?:\S+ ){1,2}?(?:stored|saved|recorded|named|called|titled|under|with (?:the |that |this )?(?:id|name|key|title|path)|for (?:the |that |this )?(?:id|key|name))\b/i,
  ],
  ["not-found", OUR_VALUE_UNKNOWN],
  [
    "invalid",
    /\binvalid\b|\bmalformed\b|\bmissing\b|\brequires?\b|\bmust(?: not)? (?:be|have|contain|match|include|start|end|specify|provide|use)\b|\bshould (?:be|have)\b|\bexpected\b|\brequired\b|\bnot (?:a |an )?valid\b|\b(?:not |un)supported\b|\bout of (?:range|bounds)\b|\bexceeds?\b|\btoo (?:long|short|large|small|big|many|few)\b|\b(?:cannot|can't|unable to) (?:be|parse|specify|use|combine|decode|convert|open|read|process|handle|accept)\b|\bparse error\b|\bfailed to parse\b|\bvalidation (?:error|failed)\b|\bbad request\b|\b400\b|\b409\b|\bconflict\b|\balready exists?\b|\bcannot lock ref\b|\bEEXIST\b|\bEISDIR\b|\bis a directory\b|\bnot empty\b|\bnot a (?:number|string|date|url|uri|path)\b|\bambiguous\b|\bsyntax error\b|\bmutually exclusive\b|\bonly one of\b|\bonly\b[^.\n]{1,60}\b(?:are|is) (?:allowed|permitted|supported|accepted)\b/i,
  ],
];

/** The first host named in a network failure (with its port, when one is named), if any. */
function hostIn(text: string): string | undefined {
  const m = HOST_AFTER_CODE.exec(text) ?? HOST_IN_TEXT.exec(text);
  if (!m) return undefined;
  return (m[1] as string).replace(/\.$/, "");
}

/** `host` without its port (`localhost:8080` → `localhost`; an IPv6 address is left whole). */
function withoutPort(host: string): string {
  return /^[^:]+:\d+$/.test(host) ? host.replace(/:\d+$/, "") : host;
}

function environment(text: string): CallCause | undefined {
  if (OUR_VALUE_UNKNOWN.test(text)) return undefined;
  for (const pattern of MISSING_BINARY) {
    const m = pattern.exec(text);
    if (m) return { kind: "binary", subject: (m[1] ?? "").replace(/^.*[\\/]/, "").replace(/['"]/g, "") || "a program" };
  }
  if (NETWORK.test(text)) {
    const host = hostIn(text);
    // A refused connection to this machine: a service the server needs (a database, a cluster's API, a model
    // runtime) is not running here — the environment, like a missing network (kubectl's default localhost:8080).
    if (host !== undefined && LOOPBACK.test(withoutPort(host))) return { kind: "service", subject: host };
    return { kind: "network", ...(host !== undefined ? { subject: withoutPort(host) } : {}) };
  }
  if (CREDENTIALS.some((p) => p.test(text))) {
    const variable = SECRET_VARIABLE.exec(text)?.[1];
    return { kind: "credentials", ...(variable !== undefined ? { subject: variable } : {}) };
  }
  for (const pattern of MISSING_SETTING) {
    const variable = pattern.exec(text)?.[1];
    if (variable !== undefined) return { kind: "credentials", subject: variable };
  }
  if (MISSING_CONFIG.some((p) => p.test(text))) return { kind: "credentials" };
  const auth = UPSTREAM_AUTH.exec(text);
  if (auth) {
    const status = auth[1] ?? auth[2] ?? (/forbidden/i.test(auth[3] ?? "") ? "403" : "401");
    return { kind: "upstream-auth", subject: status };
  }
  const down = UPSTREAM_DOWN.exec(text);
  if (down) return { kind: "upstream-unavailable", ...(down[1] !== undefined ? { subject: down[1] } : {}) };
  return undefined;
}

/**
 * A database engine's own syntax error (`SQLITE_ERROR: near "WHERE": syntax error`, or SQLite's message alone as
 * better-sqlite3 gives it, `near "OFFSET": syntax error`, alone or after a server's prefix, `Database error: near
 * "Alpha": syntax error`; MySQL `ER_PARSE_ERROR`, PostgreSQL `syntax error at or
 * near`): when we sent no query text, the server wrote that SQL itself from schema-valid arguments (a published
 * SQLite server built `UPDATE t SET  WHERE` from an empty `data` object; another `… OFFSET ?` without a `LIMIT` from
 * a search with an offset; a third pasted a table name, `Project Alpha`, into `CREATE TABLE` unquoted).
 */
const ENGINE_SYNTAX_ERROR =
  /\b(?:SQLITE_ERROR|ER_PARSE_ERROR|ER_SYNTAX_ERROR)\b[^\n]{0,80}?\bsyntax error\b|(?:^|:)\s*near "[^"\n]{1,40}": syntax error\b|\bsyntax error at or near\b|\bSQLSTATE\[42000\]|\berrors\.SyntaxError\b/i;

/** Argument text that is a query or program of its own (SQL, code): its syntax errors are ours. */
const QUERY_TEXT = /^\s*(?:select|insert|update|delete|create|drop|alter|with|pragma|explain|replace)\b|[;{}()=]/i;

/** Whether any argument we sent is query or program text (see {@link failureCause}'s `sentQuery`). */
export function sentQueryText(args: unknown): boolean {
  return argumentStrings(args).some((s) => QUERY_TEXT.test(s));
}

/** Parameters whose values a server pastes into SQL as they are (a WHERE clause, a condition, an ORDER BY, a query). */
const SQL_FRAGMENT_PARAMETER = /where|condition|clause|predicate|having|filter|expression|order_?by|sql|statement|query/i;

/**
 * Whether a database's syntax error points into a value we sent for a parameter that is SQL as written: `near "text":
 * syntax error` after `where: "sample text"` is our made-up clause, while the same error near a table name we sent
 * (`Project Alpha`, pasted into `CREATE TABLE` unquoted) or near the server's own keyword (`near "WHERE"` after an
 * empty `SET`) is the server's SQL. A trial's SQLite server answered all three.
 */
export function syntaxErrorInOurClause(text: string, args: unknown): boolean {
  const near = /\bnear "([^"\n]{1,40})"/i.exec(text)?.[1]?.toLowerCase();
  if (near === undefined || !/\bsyntax error\b/i.test(text)) return false;
  const clauses: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value)) {
      if (SQL_FRAGMENT_PARAMETER.test(key)) clauses.push(...argumentStrings(item));
      else visit(item, depth + 1);
    }
  };
  visit(args, 0);
  return clauses.some((clause) => clause.toLowerCase().includes(near));
}

/**
 * The cause a failure text states. `text` should already be {@link withoutArguments} (and {@link inToolWords});
 * `sentQuery`: whether an argument was query or program text ({@link sentQueryText}), which makes a database's syntax
 * error ours. Order: environment, then an unusable tool, then exception, then refusal — a generic wrapper
 * ({@link WRAPPED_ERROR}) is an exception unless it wraps a not-found or not-allowed refusal; `unknown` when none applies.
 */
export function failureCause(text: string, sentQuery = true): FailureCause {
  if (text.length > CAUSE_MEMO_MAX_CHARS) return causeOfText(text, sentQuery);
  const key = `${sentQuery ? "q" : "-"}${text}`;
  const cause = causes.get(key) ?? causes.set(key, causeOfText(text, sentQuery));
  // A copy: the cause goes on into the call's result, which must not share it with the memo.
  return cause.cause ? { kind: cause.kind, cause: { ...cause.cause } } : { kind: cause.kind };
}

/**
 * {@link failureCause}'s answers by text, for texts up to {@link CAUSE_MEMO_MAX_CHARS}: a server refuses many calls in
 * the same words (`query must be string`), and the ~20 patterns cost ~3 µs a text (issue 14: 27,500 edge calls). At
 * most 5,000 keys of at most 301 characters: a few megabytes however many texts a run reads.
 */
const causes = new BoundedMemo<string, FailureCause>(5000);
const CAUSE_MEMO_MAX_CHARS = 300;

function causeOfText(text: string, sentQuery: boolean): FailureCause {
  const env = environment(text);
  if (env) return { kind: "environment", cause: env };
  if (UNUSABLE.test(text)) return { kind: "unusable" };
  if (EXCEPTION.test(text)) return { kind: "exception" };
  if (!sentQuery && ENGINE_SYNTAX_ERROR.test(text)) return { kind: "exception" };
  const refusal = REFUSALS.find(([, pattern]) => pattern.test(text))?.[0];
  if (WRAPPED_ERROR.test(text) && refusal !== "not-found" && refusal !== "not-allowed") return { kind: "exception" };
  return refusal !== undefined ? { kind: "refusal", cause: { kind: refusal } } : { kind: "unknown" };
}

/** Every string (and number of 3+ digits) inside a JSON value, object keys excluded. */
export function argumentStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number" && Math.abs(value) >= 100) out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) argumentStrings(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) argumentStrings(v, out);
  return out;
}

/**
 * `text` with every argument value we sent (strings of 3 or more characters, case-insensitive) taken out, longest
 * first, so that what the server echoes back cannot decide a verdict: a tool that answers `No note titled
 * 'Error: x'` does not report an error, and a refusal of the path `missing.txt` is not a "missing" complaint.
 */
export function withoutArguments(text: string, args: unknown): string {
  const values = [...new Set(argumentStrings(args).map((s) => s.trim()).filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
  let out = text;
  // A value the text does not hold, upper-cased alike, makes no pattern: most answers repeat none of our values (issue
  // 14). Upper-casing both finds at least what the pattern's `i` finds (it compares UTF-16 code units upper-cased one
  // by one), except for a value with a surrogate, which can match half of a pair that upper-casing changes whole: such
  // a value always gets its pattern.
  let upper: string | undefined;
  for (const value of values) {
    upper ??= out.toUpperCase();
    if (!SURROGATE.test(value) && !upper.includes(value.toUpperCase())) continue;
    out = out.replace(new RegExp(escapeRegExp(value), "gi"), "…");
    upper = undefined;
  }
  return out;
}
