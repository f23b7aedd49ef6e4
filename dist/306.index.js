export const id = 306;
export const ids = [306];
export const modules = {

/***/ 306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ judgeCall)
});

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/mcp/client-errors.ts
var client_errors = __webpack_require__(5569);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/scenarios/call-phase.ts
var call_phase = __webpack_require__(8789);
;// CONCATENATED MODULE: ./src/run/error-report.ts

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
const STRONG_OPENINGS = [
    /^traceback \(most recent call last\)/i,
    /^\[?\s*(?:error|fatal|exception|panic)\s*\]?\s*(?:[:!\]–—-]|$)/i,
    /^error\s+(?:occurred|occured|happened|encountered|while|during|when|in|calling|executing|from|with|\w+ing)\b/i,
    /^(?:[A-Z][A-Za-z0-9]*\.)*[A-Z][A-Za-z0-9]*(?:Error|Exception)\b\s*(?::|\(|$)/,
    /^failed\b(?:\s+to\b|\s*[:!.]|\s*$|\s+with\b|\s+because\b)/i,
    /^(?:[A-Za-z]+\s){1,3}failed\s*(?:[:!.]|$|\bwith\b|\bbecause\b|\bdue to\b)/i,
    /^an? (?:unexpected |internal |unknown |unhandled )?error (?:has )?(?:occurred|occured|happened|was encountered)\b/i,
    /^(?:internal server error|something went wrong)\b/i,
];
const WEAK_OPENING = /^(?:missing|invalid|required|unknown (?:argument|parameter|property|field|option|key)|bad request|unable to|cannot|can't|could not|couldn't|not (?:a |an )?valid|expected|must|no such|not found|does not exist)\b/i;
const WEAK_ANYWHERE = /\b(?:is required|are required|must (?:be|have|contain|not be) (?:a|an|one of|of type|provided|specified|non-empty|at least|at most|between|greater|less|positive)|should be (?:a|an)|expected (?:a|an|type)|invalid (?:argument|parameter|input|value|type|params|format|request)s?|missing (?:required )?(?:argument|parameter|field|property|value|key)s?|(?:is |was )?not found|does not exist|doesn't exist|no such)\b/i;
function isEmpty(value) {
    return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0) || ((0,json_object/* isJsonObject */.O)(value) && Object.keys(value).length === 0);
}
/** A non-empty list whose every item reports its own error (`[{"url": …, "error": "fetch failed"}]`). */
function everyItemFailed(value) {
    return Array.isArray(value) && value.length > 0 && value.every((item) => (0,json_object/* isJsonObject */.O)(item) && typeof item.error === "string" && !NO_ERROR.test(item.error.trim()));
}
function messageOf(o) {
    const parts = [];
    const add = (v) => {
        if (typeof v === "string" && v.trim() !== "")
            parts.push(v.trim());
        else if ((0,json_object/* isJsonObject */.O)(v))
            add(v.message ?? v.msg ?? v.detail ?? v.error);
        else if (Array.isArray(v))
            v.slice(0, 3).forEach(add);
    };
    for (const key of ["error", "message", "msg", "errors", "detail", "details", "reason", "errorMessage", "error_message"])
        add(o[key]);
    if (parts.length === 0)
        for (const v of Object.values(o))
            if (everyItemFailed(v))
                add(v);
    return parts.join(" — ") || JSON.stringify(o);
}
/**
 * Whether a JSON value is an error report (see the module comment). `sent` holds our argument strings, lower
 * case: an indicator whose value we sent ourselves (`status: "failed"` on an update we asked for) does not count.
 */
function errorObject(value, sent = new Set(), options = {}) {
    if (!(0,json_object/* isJsonObject */.O)(value))
        return undefined;
    const o = value;
    const keys = Object.keys(o);
    const lower = new Map(keys.map((k) => [k.toLowerCase(), o[k]]));
    const has = (k) => lower.has(k);
    const get = (k) => lower.get(k);
    const ours = (v) => typeof v === "string" && sent.has(v.toLowerCase());
    // A batch where nothing succeeded: {"succeeded": 0, "failed": 1, "results": [...]}, {"parsed": 0, "failed": 1}:
    // failures counted, and every other count (whatever it is called, totals aside) is 0.
    const failedKey = keys.find((k) => FAILED_COUNT.test(k) || (ERRORS_COUNT.test(k) && typeof o[k] === "number"));
    const failedCount = failedKey !== undefined ? o[failedKey] : undefined;
    if (typeof failedCount === "number" && failedCount > 0) {
        const others = keys.filter((k) => k !== failedKey && !FAILED_COUNT.test(k) && !ERRORS_COUNT.test(k) && !TOTAL_COUNT.test(k) && typeof o[k] === "number");
        // A read tool's counts are what it read, unless its list is the batch's own outcomes, each an error.
        const reported = options.countsAreData !== true || keys.some((k) => everyItemFailed(o[k]));
        if (reported && others.length > 0 && others.every((k) => o[k] === 0))
            return { strength: "strong", source: "structure", message: messageOf(o) };
    }
    const status = get("status");
    const error = get("error");
    const failedStatus = typeof status === "string" && FAILED_STATUS.test(status.trim()) && !ours(status);
    // An `error` that says something (not `none`, `0`, `false`…).
    const errorText = typeof error === "string" && !NO_ERROR.test(error.trim());
    // A write tool's status that refuses the operation, or says it failed beside an error message, is its outcome.
    if (failedStatus && options.statusIsOutcome === true && (REFUSAL_STATUS.test(status.trim()) || errorText || (0,json_object/* isJsonObject */.O)(error))) {
        return { strength: "strong", source: "structure", message: messageOf(o) };
    }
    const data = keys.filter((k) => !ERROR_KEYS.has(k.toLowerCase()) && !isEmpty(o[k]));
    // `result`/`data` are payload unless empty; a report with a non-empty result is an answer.
    const payload = data.length > 0 || (!isEmpty(get("result")) && get("result") !== false) || (!isEmpty(get("data")) && get("data") !== false);
    if (payload)
        return undefined;
    const errors = get("errors");
    const indicator = failedStatus ||
        get("success") === false ||
        get("ok") === false ||
        get("iserror") === true ||
        (errorText && !ours(error)) ||
        ((0,json_object/* isJsonObject */.O)(error) && Object.keys(error).length > 0) ||
        error === true ||
        (Array.isArray(errors) && errors.length > 0);
    if (!indicator)
        return undefined;
    if (!has("error") && !has("errors") && !has("message") && !has("msg") && !has("status") && !has("detail") && !has("details") && !has("reason")) {
        // `{"ok": false}` alone still reports a failure, with nothing to read.
        return { strength: "strong", source: "structure", message: JSON.stringify(o) };
    }
    return { strength: "strong", source: "structure", message: messageOf(o) };
}
function parseObject(text) {
    const t = text.trim();
    if (!t.startsWith("{") || !t.endsWith("}"))
        return undefined;
    try {
        return JSON.parse(t);
    }
    catch {
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
function errorReport(structured, texts, sent = new Set(), options = {}, withoutSent = (text) => text) {
    const fromStructure = errorObject(structured, sent, options);
    if (fromStructure)
        return fromStructure;
    const parsed = texts.map(parseObject); // each block once: this runs on every success result of a run
    for (const value of parsed) {
        const fromJson = errorObject(value, sent, options);
        if (fromJson)
            return fromJson;
    }
    // JSON data without an error shape
    if ((texts.length === 1 ? parsed[0] : parseObject(texts.join("\n"))) !== undefined)
        return undefined;
    const text = texts.map(withoutSent).join("\n").trim();
    if (text === "")
        return undefined;
    if (STRONG_OPENINGS.some((p) => p.test(text)))
        return { strength: "strong", source: "text", message: text };
    if (WEAK_OPENING.test(text) || WEAK_ANYWHERE.test(text))
        return { strength: "weak", source: "text", message: text };
    return undefined;
}

// EXTERNAL MODULE: ./src/findings/text-patterns.ts
var text_patterns = __webpack_require__(9483);
// EXTERNAL MODULE: ./src/scenarios/bounded-memo.ts
var bounded_memo = __webpack_require__(5353);
;// CONCATENATED MODULE: ./src/run/failure-cause.ts


/** Loopback hosts: a connection failure to one means a service on this machine is not running (cause `service`). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\]|0\.0\.0\.0)$/i;
/** A host named next to a connection error (`getaddrinfo ENOTFOUND api.example.com`, `connect ECONNREFUSED 10.0.0.1:443`). */
const HOST_AFTER_CODE = /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\s+\[?([a-z0-9][a-z0-9.:-]*[a-z0-9]|::1)\]?/i;
/** A host (and port) in a URL, a `host=` clause or a `dial tcp` of a connection error (urllib3, httpx, curl, Go). */
const HOST_IN_TEXT = /(?:https?:\/\/|host=['"]?|resolve host:?\s*['"]?|connect to\s+|connection to (?:the )?(?:server |host )?|dial tcp\s+)\[?([a-z0-9][a-z0-9.-]*[a-z0-9](?::\d+)?)/i;
const NETWORK = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|getaddrinfo|fetch failed|network (?:error|is unreachable|request failed)|socket hang up|could not resolve host|name or service not known|temporary failure in name resolution|nodename nor servname|failed to establish a new connection|max retries exceeded|connection (?:refused|reset|timed out)|connection to (?:the )?(?:server |host )?\S+ (?:was )?(?:refused|reset|timed out)|connecterror|connectionerror|connect timeout|dns lookup failed|no address associated with hostname|(?:cannot|can't|could not|couldn't|unable to|failed to) (?:reach|connect to|establish (?:a |the )?connection))\b/i;
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
const MISSING_BINARY = [
    /\bspawn(?:Sync)?\s+(\S+?)\s+ENOENT\b/i,
    /\bexecutable doesn't exist at\s+(\S+)/i,
    /\b(?:could not|couldn't|failed to) (?:find|launch|locate) (chrome|chromium|firefox|webkit|browser)\b/i,
    /(?:^|[\s:'"])([\w.+-]+): (?:command )?not found\b/,
    /\b([\w.+-]+) (?:is not installed|is not available|was not found in (?:your )?PATH|not found in PATH)\b/i,
    /\bplease (?:run|install)\b[^.\n]{0,40}\b(playwright install|npx playwright)\b/i,
];
const EXCEPTION = /\b(TypeError|ReferenceError|SyntaxError|RangeError|AttributeError|NameError|KeyError|IndexError|ZeroDivisionError|UnboundLocalError|AssertionError|RecursionError|NullPointerException|NullReferenceException|ClassCastException|ArrayIndexOutOfBoundsException|IndexOutOfRangeException|UnhandledPromiseRejection)\b|Traceback \(most recent call last\)|\bis not a function\b|\bis not iterable\b|\bcannot read propert(?:y|ies) of (?:undefined|null)\b|\bcannot destructure\b|\b(?:undefined|null) is not an object\b|\bobject has no attribute\b|'NoneType' object|\blist index out of range\b|\bmaximum call stack\b|\bstack overflow\b|\bsegmentation fault\b|\bnil pointer dereference\b|\bnot implemented\b|\n\s+at \S.*[(\s]\S+:\d+:\d+\)?/i;
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
function inToolWords(text, tool) {
    if (tool.length < 3 || !text.toLowerCase().includes(tool.toLowerCase()))
        return text;
    const pattern = toolNamePatterns.get(tool) ?? toolNamePatterns.set(tool, new RegExp(`(?:\\btool\\s+)?['"\`]?(?<![\\w-])${(0,text_patterns/* escapeRegExp */.Nt)(tool)}(?![\\w-])['"\`]?`, "gi"));
    return text.replace(pattern, "this tool");
}
/** {@link inToolWords}' pattern per tool name, made once (a run of 5,000 tools judges tens of thousands of texts). */
const toolNamePatterns = new bounded_memo/* BoundedMemo */._(10_000);
/**
 * A value we sent (taken out by `withoutArguments`: `…`) said to be not configured or not set: the server does not
 * know that value (`Vault '…' is not configured`, for a vault name a schema example gave), which is a refusal of
 * it, not a setting missing from the server's machine.
 */
const OUR_VALUE_UNKNOWN = /['"`]?…['"`]?\s+(?:is|are|was)\s+not\s+(?:configured|set up|set|defined|registered|known)\b/i;
/** Refusals of our value, by what they say about it (first match wins). */
const REFUSALS = [
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
function hostIn(text) {
    const m = HOST_AFTER_CODE.exec(text) ?? HOST_IN_TEXT.exec(text);
    if (!m)
        return undefined;
    return m[1].replace(/\.$/, "");
}
/** `host` without its port (`localhost:8080` → `localhost`; an IPv6 address is left whole). */
function withoutPort(host) {
    return /^[^:]+:\d+$/.test(host) ? host.replace(/:\d+$/, "") : host;
}
function environment(text) {
    if (OUR_VALUE_UNKNOWN.test(text))
        return undefined;
    for (const pattern of MISSING_BINARY) {
        const m = pattern.exec(text);
        if (m)
            return { kind: "binary", subject: (m[1] ?? "").replace(/^.*[\\/]/, "").replace(/['"]/g, "") || "a program" };
    }
    if (NETWORK.test(text)) {
        const host = hostIn(text);
        // A refused connection to this machine: a service the server needs (a database, a cluster's API, a model
        // runtime) is not running here — the environment, like a missing network (kubectl's default localhost:8080).
        if (host !== undefined && LOOPBACK.test(withoutPort(host)))
            return { kind: "service", subject: host };
        return { kind: "network", ...(host !== undefined ? { subject: withoutPort(host) } : {}) };
    }
    if (CREDENTIALS.some((p) => p.test(text))) {
        const variable = SECRET_VARIABLE.exec(text)?.[1];
        return { kind: "credentials", ...(variable !== undefined ? { subject: variable } : {}) };
    }
    for (const pattern of MISSING_SETTING) {
        const variable = pattern.exec(text)?.[1];
        if (variable !== undefined)
            return { kind: "credentials", subject: variable };
    }
    if (MISSING_CONFIG.some((p) => p.test(text)))
        return { kind: "credentials" };
    const auth = UPSTREAM_AUTH.exec(text);
    if (auth) {
        const status = auth[1] ?? auth[2] ?? (/forbidden/i.test(auth[3] ?? "") ? "403" : "401");
        return { kind: "upstream-auth", subject: status };
    }
    const down = UPSTREAM_DOWN.exec(text);
    if (down)
        return { kind: "upstream-unavailable", ...(down[1] !== undefined ? { subject: down[1] } : {}) };
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
const ENGINE_SYNTAX_ERROR = /\b(?:SQLITE_ERROR|ER_PARSE_ERROR|ER_SYNTAX_ERROR)\b[^\n]{0,80}?\bsyntax error\b|(?:^|:)\s*near "[^"\n]{1,40}": syntax error\b|\bsyntax error at or near\b|\bSQLSTATE\[42000\]|\berrors\.SyntaxError\b/i;
/** Argument text that is a query or program of its own (SQL, code): its syntax errors are ours. */
const QUERY_TEXT = /^\s*(?:select|insert|update|delete|create|drop|alter|with|pragma|explain|replace)\b|[;{}()=]/i;
/** Whether any argument we sent is query or program text (see {@link failureCause}'s `sentQuery`). */
function sentQueryText(args) {
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
function syntaxErrorInOurClause(text, args) {
    const near = /\bnear "([^"\n]{1,40})"/i.exec(text)?.[1]?.toLowerCase();
    if (near === undefined || !/\bsyntax error\b/i.test(text))
        return false;
    const clauses = [];
    const visit = (value, depth) => {
        if (depth > 8 || value === null || typeof value !== "object")
            return;
        for (const [key, item] of Object.entries(value)) {
            if (SQL_FRAGMENT_PARAMETER.test(key))
                clauses.push(...argumentStrings(item));
            else
                visit(item, depth + 1);
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
function failureCause(text, sentQuery = true) {
    if (text.length > CAUSE_MEMO_MAX_CHARS)
        return causeOfText(text, sentQuery);
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
const causes = new bounded_memo/* BoundedMemo */._(5000);
const CAUSE_MEMO_MAX_CHARS = 300;
function causeOfText(text, sentQuery) {
    const env = environment(text);
    if (env)
        return { kind: "environment", cause: env };
    if (UNUSABLE.test(text))
        return { kind: "unusable" };
    if (EXCEPTION.test(text))
        return { kind: "exception" };
    if (!sentQuery && ENGINE_SYNTAX_ERROR.test(text))
        return { kind: "exception" };
    const refusal = REFUSALS.find(([, pattern]) => pattern.test(text))?.[0];
    if (WRAPPED_ERROR.test(text) && refusal !== "not-found" && refusal !== "not-allowed")
        return { kind: "exception" };
    return refusal !== undefined ? { kind: "refusal", cause: { kind: refusal } } : { kind: "unknown" };
}
/** Every string (and number of 3+ digits) inside a JSON value, object keys excluded. */
function argumentStrings(value, out = []) {
    if (typeof value === "string")
        out.push(value);
    else if (typeof value === "number" && Math.abs(value) >= 100)
        out.push(String(value));
    else if (Array.isArray(value))
        for (const v of value)
            argumentStrings(v, out);
    else if (value !== null && typeof value === "object")
        for (const v of Object.values(value))
            argumentStrings(v, out);
    return out;
}
/**
 * `text` with every argument value we sent (strings of 3 or more characters, case-insensitive) taken out, longest
 * first, so that what the server echoes back cannot decide a verdict: a tool that answers `No note titled
 * 'Error: x'` does not report an error, and a refusal of the path `missing.txt` is not a "missing" complaint.
 */
function withoutArguments(text, args) {
    const values = [...new Set(argumentStrings(args).map((s) => s.trim()).filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
    let out = text;
    // A value the text does not hold, upper-cased alike, makes no pattern: most answers repeat none of our values (issue
    // 14). Upper-casing both finds at least what the pattern's `i` finds (it compares UTF-16 code units upper-cased one
    // by one), except for a value with a surrogate, which can match half of a pair that upper-casing changes whole: such
    // a value always gets its pattern.
    let upper;
    for (const value of values) {
        upper ??= out.toUpperCase();
        if (!text_patterns/* SURROGATE */.h6.test(value) && !upper.includes(value.toUpperCase()))
            continue;
        out = out.replace(new RegExp((0,text_patterns/* escapeRegExp */.Nt)(value), "gi"), "…");
        upper = undefined;
    }
    return out;
}

// EXTERNAL MODULE: ./src/scenarios/scenario.ts
var scenario = __webpack_require__(1553);
// EXTERNAL MODULE: ./src/findings/excerpt.ts
var excerpt = __webpack_require__(3607);
;// CONCATENATED MODULE: ./src/run/judge-words.ts



function seconds(ms) {
    const s = ms / 1000;
    return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}
/** How a scenario's input reads in a sentence: "arguments missing the required 'path'". */
function inputPhrase(s) {
    switch (s.edge) {
        case "missing-required":
            return `arguments missing the required '${s.parameter}'`;
        case "wrong-type":
            return s.wrongType ? `a wrongly typed '${s.parameter}' (${(0,scenario/* wrongTypePhrase */.R)(s.wrongType)})` : `a wrongly typed '${s.parameter}'`;
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
function callPhrase(s) {
    return s.kind === "happy" ? s.description : `a call with ${inputPhrase(s)}`;
}
/** A line stating an error: `TypeError: …`, `ValueError: …`, `Error: …`, `panic: …`, `thread 'main' panicked at …`. */
const ERROR_LINE = /^(?:uncaught\s+)?[A-Za-z_$][\w$.]*(?:Error|Exception)\b[^:\n]{0,40}:|^(?:error|fatal|panic)\b\s*[:\[]|\bpanicked at\b/i;
/**
 * The server's last stderr lines that say why it died: the last line stating an error and the stack frame under it
 * (a Node.js crash ends with a dozen frames of its own internals and its version, which told a new user nothing),
 * else the last three lines.
 */
function stderrPart(tail) {
    const lines = tail.split("\n").map((l) => l.trim()).filter((l) => l !== "");
    let at = -1;
    for (let i = lines.length - 1; i >= 0 && at < 0; i--)
        if (ERROR_LINE.test(lines[i]))
            at = i;
    const told = at < 0 ? lines.slice(-3) : [lines[at], ...(lines[at + 1]?.startsWith("at ") ? [lines[at + 1]] : [])];
    const text = (0,excerpt/* excerpt */.K)(told.join(" | "), 240);
    return text ? `; stderr: "${text}"` : "";
}
function exitPart(outcome) {
    if (/\bexited with code\b|\bkilled by\b/.test(outcome.reason))
        return ""; // the reason says it already
    if (outcome.exit?.code !== undefined && outcome.exit.code !== null)
        return ` (exit code ${outcome.exit.code})`;
    if (outcome.exit?.signal)
        return ` (signal ${outcome.exit.signal})`;
    return "";
}
/** The one-line `detail` of a judged call. */
function detailOf(w) {
    const o = w.outcome;
    switch (o.kind) {
        case "timeout":
            return `timeout: no answer within ${seconds(w.timeoutMs)}`;
        case "closed":
            return (0,excerpt/* excerpt */.K)(`crash: ${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}`, 200);
        case "error":
            return (0,excerpt/* excerpt */.K)(`${o.error.code} ${o.error.message}`, 200);
        case "result":
            if (o.result === null || typeof o.result !== "object" || Array.isArray(o.result))
                return "the result is not an object";
            if (w.hiddenMessage !== undefined)
                return (0,excerpt/* excerpt */.K)(w.text || w.hiddenMessage, 200);
            return o.result.isError === true ? (0,excerpt/* excerpt */.K)(w.text || "isError result without text", 200) : "ok";
    }
}
/** How a happy call failed, as a clause. */
function happyHow(w) {
    const o = w.outcome;
    if (o.kind === "error")
        return `JSON-RPC error ${o.error.code} ("${(0,excerpt/* excerpt */.K)(o.error.message, 160)}")`;
    if (o.kind === "result" && (o.result === null || typeof o.result !== "object" || Array.isArray(o.result)))
        return "a result that is not a CallToolResult object";
    if (w.unusable)
        return `an isError result saying the tool cannot be used ("${(0,excerpt/* excerpt */.K)(w.text, 160)}")`;
    return `an isError result whose text shows an exception ("${(0,excerpt/* excerpt */.K)(w.text, 160)}")`;
}
function happyCallFailed(w) {
    const { scenario: s, outcome: o, request } = w;
    const tool = s.tool;
    if (o.kind === "closed") {
        return (0,finding/* finding */.gk)("happy-call-failed", {
            tool,
            message: `The server died during ${s.description} of '${tool}', a call with valid arguments: ${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}.`,
            fix: `Catch failures inside the '${tool}' handler and return them as an isError result; no call may end the server process.`,
            evidence: { request, excerpt: o.stderrTail.slice(-2000) },
        });
    }
    return (0,finding/* finding */.gk)("happy-call-failed", {
        tool,
        message: `${(0,finding/* capitalise */.sK)(s.description)} of '${tool}', whose arguments satisfy its inputSchema, failed with ${happyHow(w)}.`,
        fix: w.unusable
            ? `Take '${tool}' out of tools/list while it cannot be used (an advertised tool costs every request context and every call a failure), or make it work.`
            : `Catch the exception in '${tool}': validate what it receives and answer a value it cannot use with an isError result that says what is wrong (not an exception or -32603); if the value should work, fix the tool.`,
        evidence: { request, response: o.kind === "error" ? o.error : o.kind === "result" ? o.result : undefined },
    });
}
function unknownToolWrong(w, severity) {
    const o = w.outcome;
    const how = o.kind === "error"
        ? `JSON-RPC error ${o.error.code === -32601 ? "-32601 (method not found)" : o.error.code}`
        : o.kind === "result" && o.result !== null && typeof o.result === "object" && o.result.isError === true
            ? "an isError result"
            : "a success result";
    // What it said, quoted: a -32603 here is often a crash in the server's own unknown-tool path (`__dirname is not defined`).
    const said = o.kind === "error" ? String(o.error.message ?? "") : w.text;
    const quoted = said.trim() !== "" ? ` ("${(0,excerpt/* excerpt */.K)(said, 160)}")` : "";
    return (0,finding/* finding */.gk)("unknown-tool-wrong-error", {
        ...(severity ? { severity } : {}),
        message: `A tools/call for the nonexistent tool '${w.scenario.tool}' was answered with ${how}${quoted} instead of JSON-RPC error -32602.`,
        fix: "Answer a tools/call naming an unknown tool with JSON-RPC error -32602 (invalid params), as MCP server/tools §Error Handling specifies for unknown tools.",
        evidence: { request: w.request, response: o.kind === "error" ? o.error : o.kind === "result" ? o.result : undefined },
    });
}
/** `fields` with the scenario's parameter, when it is about one. */
function withParam(s, fields) {
    return s.parameter !== undefined ? { ...fields, parameter: s.parameter } : fields;
}
const callTimeout = ({ scenario: s, timeoutMs, request }) => (0,finding/* finding */.gk)("call-timeout", {
    tool: s.tool,
    message: `'${s.tool}' did not answer ${s.description} within ${seconds(timeoutMs)}.`,
    fix: `Make '${s.tool}' answer within the timeout (return early, or report progress and finish sooner), or raise --timeout if it is legitimately slow.`,
    evidence: { request },
});
const edgeTimeout = ({ scenario: s, timeoutMs, request }) => (0,finding/* finding */.gk)("edge-timeout", withParam(s, {
    tool: s.tool,
    message: `'${s.tool}' did not answer a call with ${inputPhrase(s)} within ${seconds(timeoutMs)}.${omittedWasValid(s)}`,
    fix: omittedWasValid(s)
        ? `Treat a missing "arguments" as {} and make '${s.tool}' answer within the timeout, or raise --timeout if it is legitimately slow.`
        : `Validate the arguments of '${s.tool}' before doing any work and answer bad input at once with an isError result.`,
    evidence: { request },
}));
const unknownToolNoReply = ({ scenario: s, timeoutMs, request }) => (0,finding/* finding */.gk)("unknown-tool-no-reply", {
    message: `A tools/call for the nonexistent tool '${s.tool}' got no reply within ${seconds(timeoutMs)}.`,
    fix: "Answer every request; for an unknown tool name return JSON-RPC error -32602 (MCP server/tools §Error Handling).",
    evidence: { request },
});
/** The fix of a call without an `arguments` member that went wrong: the member is optional (MCP server/tools, `CallToolRequest`). */
const OMITTED_FIX = `"arguments" is optional in tools/call: treat a missing one as {} and validate it like any other input, answering bad input with an isError result.`;
/** What to add to the message of a call without `arguments` to a tool that requires no parameter: that call was valid. */
function omittedWasValid(s) {
    return s.edge === "arguments-omitted" && !s.expectInvalid ? ` That call was valid: '${s.tool}' requires no parameter, so a client may leave "arguments" out.` : "";
}
/** The fix of `edge-crash`, by what the bad call was. */
function edgeCrashFix(s) {
    if (s.edge === "arguments-omitted")
        return OMITTED_FIX;
    if (s.edge === "unknown-tool")
        return "Answer a tools/call for an unknown tool name with JSON-RPC error -32602; never let a request end the process.";
    return `Validate the arguments of '${s.tool}' before using them and return an isError result for bad input; never let an exception end the process.`;
}
const edgeCrash = ({ scenario: s, outcome: o, request }) => {
    if (o.kind !== "closed")
        return undefined;
    const how = `${o.reason}${exitPart(o)}${stderrPart(o.stderrTail)}`;
    const unknown = s.edge === "unknown-tool";
    return (0,finding/* finding */.gk)("edge-crash", withParam(s, {
        tool: unknown ? undefined : s.tool,
        message: unknown ? `The server died when called with the nonexistent tool '${s.tool}': ${how}.` : `The server died when '${s.tool}' was called with ${inputPhrase(s)}: ${how}.${omittedWasValid(s)}`,
        fix: edgeCrashFix(s),
        evidence: { request, excerpt: o.stderrTail.slice(-2000) },
    }));
};
const edgeInternalError = ({ scenario: s, outcome: o, request }, raised) => {
    if (o.kind !== "error")
        return undefined;
    // The protocol-level case is server-wide (one finding, not one per tool): SDKs answer it before any handler.
    const protocolLevel = raised.severity === "info";
    return (0,finding/* finding */.gk)("edge-internal-error", withParam(s, {
        tool: protocolLevel ? undefined : s.tool,
        ...(raised.severity ? { severity: raised.severity } : {}),
        message: protocolLevel
            ? `A tools/call whose arguments are not an object was answered with JSON-RPC error -32603 (internal error) instead of -32602 (invalid params), first for '${s.tool}'.`
            : `'${s.tool}' answered a call with ${inputPhrase(s)} with JSON-RPC error -32603 ("${(0,excerpt/* excerpt */.K)(o.error.message, 160)}") instead of an isError result.${omittedWasValid(s)}`,
        fix: protocolLevel
            ? "Answer a tools/call whose arguments are not an object with JSON-RPC error -32602: the request does not match CallToolRequest (MCP server/tools §Error Handling)."
            : s.edge === "arguments-omitted"
                ? OMITTED_FIX
                : `Validate the arguments of '${s.tool}' against its inputSchema before using them and return an isError result with an actionable message; -32603 means an exception escaped the handler (MCP 2025-11-25 server/tools §Error Handling).`,
        evidence: { request, response: o.error },
    }));
};
const errorNotFlagged = (w, raised) => {
    const { scenario: s, outcome: o, request } = w;
    const shown = (0,excerpt/* excerpt */.K)(w.text || w.hiddenMessage || "", 120);
    return (0,finding/* finding */.gk)("error-not-flagged", {
        tool: s.tool,
        ...(raised.confidence ? { confidence: raised.confidence } : {}),
        message: `'${s.tool}' answered ${callPhrase(s)} with a result that reports a failure ("${shown}") but isError is not set${w.callOutcome === "failed" ? "; the call counts as failed" : ""}.`,
        fix: `Set isError: true on every result of '${s.tool}' that reports a failure, so clients and models can tell an error from an answer (MCP server/tools §Error Handling).`,
        evidence: { request, response: o.kind === "result" ? o.result : undefined, excerpt: (0,excerpt/* excerpt */.K)(w.text || w.hiddenMessage || "", 500) },
    });
};
const edgeAcceptedInvalid = ({ scenario: s, outcome: o, request }) => (0,finding/* finding */.gk)("edge-accepted-invalid", withParam(s, {
    tool: s.tool,
    message: `'${s.tool}' returned a success result for a call with ${inputPhrase(s)}, which its inputSchema forbids.`,
    fix: `Validate the arguments of '${s.tool}' against its inputSchema and answer invalid ones with an isError result that says what is wrong.`,
    evidence: { request, response: o.kind === "result" ? o.result : undefined },
}));
/**
 * The words of each rule a judged call can raise. Shape rules (`content-missing`, `structured-content-missing`,
 * `output-schema-mismatch`) come with their words from `result-shape.ts` and are not here.
 */
const WORDINGS = {
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
function findingFor(raised, w) {
    return WORDINGS[raised.rule]?.(w, raised);
}

;// CONCATENATED MODULE: ./src/run/outcome.ts
const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;
const METHOD_NOT_FOUND = (/* unused pure expression or super */ null && (-32601));
/** Rules of a result's shape that make a success a failure: it breaks its own outputSchema. */
const SCHEMA_BREAKS = ["structured-content-missing", "output-schema-mismatch"];
/** The wire-level verdict (kept on every result beside the outcome). */
function verdictOf(facts) {
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
const shapeRules = (facts) => facts.shape.map((rule) => ({ rule }));
function hiddenError(report) {
    return { rule: "error-not-flagged", confidence: report.strength === "strong" ? "high" : "medium" };
}
function decideHappy(facts) {
    const env = facts.cause.kind === "environment" ? facts.cause.cause : undefined;
    const refusal = facts.cause.kind === "refusal" ? facts.cause.cause : undefined;
    switch (facts.wire) {
        case "timeout":
            return { outcome: "failed", raise: [{ rule: "call-timeout" }] };
        case "closed":
            return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
        case "error":
            if (env)
                return { outcome: "blocked", cause: env, raise: [] };
            if (refusal)
                return { outcome: "refused", cause: refusal, raise: [] };
            if (facts.code === INVALID_PARAMS && facts.cause.kind !== "exception" && facts.cause.kind !== "unusable")
                return { outcome: "refused", cause: { kind: "invalid" }, raise: [] };
            return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
        case "result":
            break;
    }
    if (!facts.resultIsObject)
        return { outcome: "failed", raise: [{ rule: "happy-call-failed" }, ...shapeRules(facts)] };
    if (facts.isError) {
        if (env)
            return { outcome: "blocked", cause: env, raise: shapeRules(facts) };
        if (facts.cause.kind === "exception" || facts.cause.kind === "unusable")
            return { outcome: "failed", raise: [{ rule: "happy-call-failed" }, ...shapeRules(facts)] };
        return { outcome: "refused", cause: refusal ?? { kind: "unexplained" }, raise: shapeRules(facts) };
    }
    const hidden = facts.report?.strength === "strong" ? facts.report : undefined;
    if (hidden && env)
        return { outcome: "blocked", cause: env, raise: [hiddenError(hidden), ...shapeRules(facts)] };
    if (hidden)
        return { outcome: "failed", raise: [hiddenError(hidden), ...shapeRules(facts)] };
    const breaks = facts.shape.some((r) => SCHEMA_BREAKS.includes(r));
    return { outcome: breaks ? "failed" : "passed", raise: shapeRules(facts) };
}
function decideUnknownTool(facts) {
    const wrong = (severity) => ({ rule: "unknown-tool-wrong-error", ...(severity ? { severity } : {}) });
    switch (facts.wire) {
        case "timeout":
            return { outcome: "failed", raise: [{ rule: "unknown-tool-no-reply" }] };
        case "closed":
            return { outcome: "failed", raise: [{ rule: "edge-crash" }] };
        case "error":
            if (facts.code === INVALID_PARAMS)
                return { outcome: "passed", raise: [] };
            return { outcome: facts.code === INTERNAL_ERROR ? "failed" : "passed", raise: [wrong()] };
        case "result":
            if (facts.resultIsObject && facts.isError)
                return { outcome: "passed", raise: [wrong("info"), ...shapeRules(facts)] };
            return { outcome: "failed", raise: [wrong(), ...shapeRules(facts)] };
    }
}
function decideEdge(scenario, facts) {
    if (scenario.edge === "unknown-tool")
        return decideUnknownTool(facts);
    const env = facts.cause.kind === "environment" ? facts.cause.cause : undefined;
    switch (facts.wire) {
        case "timeout":
            return { outcome: "failed", raise: [{ rule: "edge-timeout" }] };
        case "closed":
            return { outcome: "failed", raise: [{ rule: "edge-crash" }] };
        case "error":
            if (facts.code !== INTERNAL_ERROR)
                return { outcome: "passed", raise: [] };
            // SDK request-schema checks answer a non-object `arguments` with -32603 before any handler runs: server-wide, a note.
            if (scenario.edge === "arguments-not-object")
                return { outcome: "passed", raise: [{ rule: "edge-internal-error", severity: "info" }] };
            // The bad input went on to the network (or a service) that is missing here: that failure says nothing about input handling.
            if (env)
                return { outcome: "blocked", cause: env, raise: [] };
            // A -32603 that says a made-up path or id beside the bad input does not exist: the server survived and said why.
            if (facts.refusesOtherValue)
                return { outcome: "passed", raise: [] };
            return { outcome: "failed", raise: [{ rule: "edge-internal-error" }] };
        case "result":
            break;
    }
    if (!facts.resultIsObject || facts.isError)
        return { outcome: "passed", raise: shapeRules(facts) };
    const report = facts.report;
    // A hidden error the environment caused says nothing about input handling: the hiding is reported, the call not counted.
    if (report && env)
        return { outcome: "blocked", cause: env, raise: [hiddenError(report), ...shapeRules(facts)] };
    if (report && (report.strength === "strong" || scenario.expectInvalid))
        return { outcome: "failed", raise: [hiddenError(report), ...shapeRules(facts)] };
    if (scenario.expectInvalid)
        return { outcome: "passed", raise: [{ rule: "edge-accepted-invalid" }, ...shapeRules(facts)] };
    return { outcome: "passed", raise: shapeRules(facts) };
}
/**
 * A call the wire failed (a response too large or not JSON, a refused redirect, an HTTP status without a JSON-RPC
 * answer): the wire problem's own finding says what went wrong, so the call raises nothing of its own. A happy call
 * that needs credentials the server was not given (HTTP 401/403, `http-auth-required`) is blocked; any other such
 * call failed — the server sent what a client cannot read, or nothing a client can read as an answer.
 */
function decideClientSide(scenario, clientSide) {
    const auth = clientSide.problem === "http-auth-required" || clientSide.httpStatus === 401 || clientSide.httpStatus === 403;
    if (scenario.kind === "happy" && auth)
        return { outcome: "blocked", cause: { kind: "credentials" }, raise: [] };
    if (scenario.kind === "happy" && clientSide.problem === undefined)
        return { outcome: "failed", raise: [{ rule: "happy-call-failed" }] };
    return { outcome: "failed", raise: [] };
}
/** Decides one call (see the tables above). Pure; never throws. */
function decideCall(scenario, facts) {
    const decided = facts.wire === "error" && facts.clientSide !== undefined
        ? decideClientSide(scenario, facts.clientSide)
        : scenario.kind === "happy"
            ? decideHappy(facts)
            : decideEdge(scenario, facts);
    return { verdict: verdictOf(facts), ...decided };
}

// EXTERNAL MODULE: ./src/scenarios/ajv-validate.ts
var ajv_validate = __webpack_require__(959);
;// CONCATENATED MODULE: ./src/run/result-shape.ts




/**
 * Checks of a `tools/call` result's shape, made on every result:
 * - `content-missing`: `content` is required in every revision's `CallToolResult` (it may be empty); the SDKs
 *   hide its absence by defaulting it to `[]` (reference/mcp-spec-notes.md §2.3, §5.8).
 * - `structured-content-missing` / `output-schema-mismatch`: "if a tool declares an outputSchema, servers MUST
 *   provide structured results that conform to it" (MCP 2025-06-18 and later, server/tools §Output Schema).
 *   Only success results are checked: an `isError` result may carry an error-shaped `structuredContent` (both
 *   SDKs skip validation then; reference/mcp-spec-notes.md §2.3). The outputSchema is validated in its declared
 *   `$schema` dialect, 2020-12 by default, with `format` as an annotation (its 2020-12 default meaning).
 */
/** The texts of a result's `text` blocks (and embedded text resources), in order; `[]` when none. */
function textBlocks(result) {
    if (!(0,json_object/* isJsonObject */.O)(result) || !Array.isArray(result.content))
        return [];
    const parts = [];
    for (const block of result.content) {
        if (!(0,json_object/* isJsonObject */.O)(block))
            continue;
        if (typeof block.text === "string")
            parts.push(block.text);
        else if ((0,json_object/* isJsonObject */.O)(block.resource) && typeof block.resource.text === "string")
            parts.push(block.resource.text);
    }
    return parts;
}
/** The text of a result's `text` blocks (and embedded text resources), joined by spaces; `""` when none. */
function resultText(result) {
    return textBlocks(result).join(" ");
}
/**
 * The shape findings of one result. `what` names the call for messages (e.g. `happy path #2`); `request` is the
 * evidence of what was sent.
 */
function checkResultShape(toolName, tool, what, result, request) {
    const out = [];
    if (!(0,json_object/* isJsonObject */.O)(result)) {
        out.push((0,finding/* finding */.gk)("content-missing", {
            tool: toolName,
            message: `'${toolName}' answered ${what} with a result that is not an object (${(0,excerpt/* excerpt */.K)(JSON.stringify(result) ?? String(result), 80)}).`,
            fix: "Return a CallToolResult object: { content: [...], isError?, structuredContent? }.",
            evidence: { request, response: result },
        }));
        return out;
    }
    if (!Array.isArray(result.content)) {
        out.push((0,finding/* finding */.gk)("content-missing", {
            tool: toolName,
            message: `'${toolName}' answered ${what} with a result that has no content array.`,
            fix: 'Always include "content" in a tools/call result (an empty array is allowed); it is required by the MCP schema.',
            evidence: { request, response: result },
        }));
    }
    if (result.isError === true || tool === undefined || tool.outputSchema === undefined || tool.outputSchema === null)
        return out;
    if (result.structuredContent === undefined) {
        out.push((0,finding/* finding */.gk)("structured-content-missing", {
            tool: toolName,
            message: `'${toolName}' declares an outputSchema but answered ${what} without structuredContent.`,
            fix: `Return structuredContent matching the outputSchema on every successful result (and the same JSON in a text block for older clients), or remove the outputSchema.`,
            evidence: { request, response: result },
        }));
        return out;
    }
    const compiled = (0,ajv_validate/* compileSchema */.Fc)(tool.outputSchema, "2020-12", false);
    if (!compiled.ok)
        return out; // an outputSchema that cannot be compiled is lint's to report
    const problems = compiled.validate(result.structuredContent);
    if (problems.length > 0) {
        out.push((0,finding/* finding */.gk)("output-schema-mismatch", {
            tool: toolName,
            message: `The structuredContent '${toolName}' returned for ${what} does not match its outputSchema: ${problems.slice(0, 3).join("; ")}.`,
            fix: "Make the structuredContent conform to the declared outputSchema, or correct the outputSchema to describe what the tool really returns.",
            evidence: { request, response: result.structuredContent, excerpt: problems.join("; ") },
        }));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/run/judge.ts









/** What a client-side error (`mcp/client-errors.ts`) says: the wire problem's rule id and/or the HTTP status. */
function clientSideFacts(data) {
    const d = (0,json_object/* isJsonObject */.O)(data) ? data : {};
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
function refusesOtherValue(scenario, cause, message) {
    if (scenario.edge !== "missing-required" && scenario.edge !== "wrong-type")
        return false;
    if (cause.kind !== "refusal" || (cause.cause?.kind !== "not-found" && cause.cause?.kind !== "not-allowed"))
        return false;
    // `Entity undefined not found`: the missing value itself went on to the lookup.
    if (/\b(?:undefined|null|none|nan)\b/i.test(message))
        return false;
    if (scenario.edge === "missing-required")
        return true;
    const args = (0,json_object/* isJsonObject */.O)(scenario.arguments) ? scenario.arguments : {};
    const bad = scenario.parameter !== undefined ? args[scenario.parameter] : undefined;
    const shown = typeof bad === "string" ? bad : JSON.stringify(bad);
    return shown !== undefined && !message.toLowerCase().includes(shown.toLowerCase());
}
/** Reads the facts of one answer. */
function readAnswer(scenario, outcome, context, request) {
    const args = scenario.omitArguments ? undefined : scenario.arguments;
    const sentQuery = sentQueryText(args);
    const causeOf = (text) => failureCause(inToolWords(withoutArguments(text, args), scenario.tool), sentQuery || syntaxErrorInOurClause(text, args));
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
                    ...((0,client_errors/* isClientSideError */.XV)(outcome.error) ? { clientSide: clientSideFacts(outcome.error.data) } : {}),
                    resultIsObject: false,
                    isError: false,
                    cause,
                    ...(refusesOtherValue(scenario, cause, message) ? { refusesOtherValue: true } : {}),
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
    const resultIsObject = (0,json_object/* isJsonObject */.O)(raw);
    const isError = resultIsObject && raw.isError === true;
    const shapeFindings = checkResultShape(scenario.tool, context.tool, callPhrase(scenario), raw, request);
    const shape = shapeFindings.map((f) => f.rule);
    if (!resultIsObject || isError) {
        return { facts: { wire: "result", resultIsObject, isError, cause: causeOf(text), shape }, text, shapeFindings };
    }
    const sent = new Set(argumentStrings(args).map((s) => s.toLowerCase()));
    const reads = context.tool !== undefined && (0,call_phase/* callPhase */.GM)(context.tool) === "read";
    const hidden = errorReport(raw.structuredContent, textBlocks(raw), sent, { countsAreData: reads, statusIsOutcome: context.tool !== undefined && !reads }, (t) => withoutArguments(t, args));
    return {
        facts: { wire: "result", resultIsObject, isError, ...(hidden ? { report: hidden } : {}), cause: hidden ? causeOf(hidden.message) : { kind: "unknown" }, shape },
        text,
        ...(hidden ? { hidden } : {}),
        shapeFindings,
    };
}
/** Judges one call. Never throws. */
function judgeCall(scenario, outcome, context) {
    const request = scenario.omitArguments ? { name: scenario.tool } : { name: scenario.tool, arguments: scenario.arguments };
    const read = readAnswer(scenario, outcome, context, request);
    const decision = decideCall(scenario, read.facts);
    const words = {
        scenario,
        outcome,
        timeoutMs: context.timeoutMs,
        text: read.text,
        ...(read.hidden ? { hiddenMessage: read.hidden.message } : {}),
        ...(read.facts.cause.kind === "unusable" ? { unusable: true } : {}),
        callOutcome: decision.outcome,
        request,
    };
    const findings = [];
    for (const raised of decision.raise) {
        const shaped = read.shapeFindings.find((f) => f.rule === raised.rule);
        const made = shaped ?? findingFor(raised, words);
        if (made)
            findings.push(made);
    }
    const rules = [...new Set(findings.map((f) => f.rule))];
    const result = {
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
        ...(findings.length > 0 ? { findings: (0,finding/* uniqueRefs */.CS)(findings.map(finding/* refTo */.zI)) } : {}),
    };
    return { result, findings };
}


/***/ })

};
