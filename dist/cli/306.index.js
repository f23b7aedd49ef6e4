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
;// CONCATENATED MODULE: ./src/run/error-report.ts

/** Keys an error report carries besides its indicator; any other non-empty key is data. */
const ERROR_KEYS = new Set([
    "error", "errors", "message", "msg", "code", "status", "statuscode", "status_code", "details", "detail", "success", "ok",
    "type", "reason", "cause", "hint", "help", "suggestion", "name", "title", "errorcode", "error_code", "errormessage",
    "error_message", "errortype", "error_type", "description", "timestamp", "requestid", "request_id", "traceid", "trace_id",
    "path", "stack", "documentation_url", "docs", "result", "data", "isError", "iserror",
]);
/** Keys counting a batch's failures (`failed`, `failures`, `failed_count`, `errorCount`). */
const FAILED_COUNT = /^(?:failed|failures|failed_?count|errors?_?count|num_?failed)$/i;
/** Keys counting a batch's items whatever became of them: neither success nor failure. */
const TOTAL_COUNT = /^(?:total|count|requested|attempted|processed|skipped|total_?count|items?_?count)$/i;
/** `error` values that mean "no error". */
const NO_ERROR = /^(none|null|nil|no|ok|false|n\/a|-|0)?$/i;
/** A status that reports a failure: `error`, `failed`, or one ending so (`task_not_found`, `validation_error`). */
const FAILED_STATUS = /^(?:error|errored|failed|failure|fail|fatal)$|(?:^|[_\s-])(?:error|failed|failure|not[_\s-]?found|invalid|denied|forbidden|unauthori[sz]ed)$/i;
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
    return parts.join(" — ") || JSON.stringify(o);
}
/**
 * Whether a JSON value is an error report (see the module comment). `sent` holds our argument strings, lower
 * case: an indicator whose value we sent ourselves (`status: "failed"` on an update we asked for) does not count.
 */
function errorObject(value, sent = new Set()) {
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
    const failedKey = keys.find((k) => FAILED_COUNT.test(k));
    const failedCount = failedKey !== undefined ? o[failedKey] : undefined;
    if (typeof failedCount === "number" && failedCount > 0) {
        const others = keys.filter((k) => k !== failedKey && !FAILED_COUNT.test(k) && !TOTAL_COUNT.test(k) && typeof o[k] === "number");
        if (others.length > 0 && others.every((k) => o[k] === 0))
            return { strength: "strong", source: "structure", message: messageOf(o) };
    }
    const data = keys.filter((k) => !ERROR_KEYS.has(k.toLowerCase()) && !isEmpty(o[k]));
    // `result`/`data` are payload unless empty; a report with a non-empty result is an answer.
    const payload = data.length > 0 || (!isEmpty(get("result")) && get("result") !== false) || (!isEmpty(get("data")) && get("data") !== false);
    if (payload)
        return undefined;
    const status = get("status");
    const error = get("error");
    const errors = get("errors");
    const indicator = (typeof status === "string" && FAILED_STATUS.test(status.trim()) && !ours(status)) ||
        get("success") === false ||
        get("ok") === false ||
        get("iserror") === true ||
        (typeof error === "string" && !NO_ERROR.test(error.trim()) && !ours(error)) ||
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
 * `structuredContent`; `texts` its text blocks with our argument values already taken out; `sent` our argument
 * strings (lower case), for structure.
 */
function errorReport(structured, texts, sent = new Set()) {
    const fromStructure = errorObject(structured, sent);
    if (fromStructure)
        return fromStructure;
    for (const text of texts) {
        const fromJson = errorObject(parseObject(text), sent);
        if (fromJson)
            return fromJson;
    }
    const text = texts.join("\n").trim();
    if (text === "" || parseObject(text) !== undefined)
        return undefined; // JSON data without an error shape
    if (STRONG_OPENINGS.some((p) => p.test(text)))
        return { strength: "strong", source: "text", message: text };
    if (WEAK_OPENING.test(text) || WEAK_ANYWHERE.test(text))
        return { strength: "weak", source: "text", message: text };
    return undefined;
}

// EXTERNAL MODULE: ./src/scenarios/bounded-memo.ts
var bounded_memo = __webpack_require__(5353);
;// CONCATENATED MODULE: ./src/run/failure-cause.ts

/** Loopback hosts: a connection failure to one means a service on this machine is not running (cause `service`). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\]|0\.0\.0\.0)$/i;
/** A host named next to a connection error (`getaddrinfo ENOTFOUND api.example.com`, `connect ECONNREFUSED 10.0.0.1:443`). */
const HOST_AFTER_CODE = /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\s+\[?([a-z0-9][a-z0-9.:-]*[a-z0-9]|::1)\]?/i;
/** A host (and port) in a URL, a `host=` clause or a `dial tcp` of a connection error (urllib3, httpx, curl, Go). */
const HOST_IN_TEXT = /(?:https?:\/\/|host=['"]?|resolve host:?\s*['"]?|connect to\s+|dial tcp\s+)\[?([a-z0-9][a-z0-9.-]*[a-z0-9](?::\d+)?)/i;
const NETWORK = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|getaddrinfo|fetch failed|network (?:error|is unreachable|request failed)|socket hang up|could not resolve host|name or service not known|temporary failure in name resolution|nodename nor servname|failed to establish a new connection|max retries exceeded|connection (?:refused|reset|timed out)|connecterror|connectionerror|connect timeout|dns lookup failed|no address associated with hostname|(?:cannot|can't|could not|couldn't|unable to|failed to) (?:reach|connect to|establish (?:a |the )?connection))\b/i;
/** An environment variable that holds a secret, named in a message (`FIRECRAWL_API_KEY`, `GITHUB_TOKEN`). */
const SECRET_VARIABLE = /\b([A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PAT))\b/;
/** A setting the server needs from its environment, named in a message (`requires FIRECRAWL_API_URL to be set`). */
const MISSING_SETTING = [
    /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b[^.\n]{0,40}?\b(?:to be set|must be set|is not set|not set|is required|is missing|is undefined|not configured|not defined|environment variable)\b/,
    /\b(?:set|requires?|configure|export|provide)\s+(?:the\s+)?(?:environment variable\s+)?`?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/,
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
const EXCEPTION = /\b(TypeError|ReferenceError|SyntaxError|RangeError|AttributeError|NameError|KeyError|IndexError|ZeroDivisionError|UnboundLocalError|AssertionError|RecursionError|NullPointerException|NullReferenceException|ClassCastException|ArrayIndexOutOfBoundsException|IndexOutOfRangeException|UnhandledPromiseRejection)\b|Traceback \(most recent call last\)|\bis not a function\b|\bis not iterable\b|\bcannot read propert(?:y|ies) of (?:undefined|null)\b|\bcannot destructure\b|\b(?:undefined|null) is not an object\b|\bobject has no attribute\b|'NoneType' object|\blist index out of range\b|\bmaximum call stack\b|\bstack overflow\b|\bsegmentation fault\b|\bnil pointer dereference\b|\bunhandled (?:exception|rejection|error)\b|\binternal (?:server )?(?:error|failure|exception)\b|\bsomething went wrong\b|\b(?:unknown|unexpected) error\b|\bnot implemented\b|\n\s+at \S.*[(\s]\S+:\d+:\d+\)?/i;
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
    const pattern = toolNamePatterns.get(tool) ?? toolNamePatterns.set(tool, new RegExp(`(?:\\btool\\s+)?['"\`]?(?<![\\w-])${escapeRegExp(tool)}(?![\\w-])['"\`]?`, "gi"));
    return text.replace(pattern, "this tool");
}
/** {@link inToolWords}' pattern per tool name, made once (a run of 5,000 tools judges tens of thousands of texts). */
const toolNamePatterns = new bounded_memo/* BoundedMemo */._(10_000);
/** Refusals of our value, by what they say about it (first match wins). */
const REFUSALS = [
    [
        "not-allowed",
        /\bnot allowed\b|\boutside\b[^.\n]{0,40}\ballowed\b|\bnot (?:in|within|under) (?:the |any )?allowed\b|\ballowed (?:directories|roots|paths)\b|\baccess (?:is )?denied\b|\bpermission denied\b|\bEACCES\b|\bEPERM\b|\bnot permitted\b|\bread[- ]only\b|\bdenied\b|\bforbidden (?:path|directory|file|folder)\b/i,
    ],
    [
        "not-found",
        /\bnot found\b|\bnot be found\b|\bno such\b|\bdo(?:es)?(?:n't| not) exist\b|\bnon-?existent\b|\bcould(?:n't| not) (?:find|locate|resolve)\b|\b(?:cannot|can't|unable to) (?:find|locate|resolve)\b|\bno\s+(?:\S+\s+){0,6}?(?:found|matching|matched|exists?|available|known)\b|\bENOENT\b|\b404\b|\bunknown\b|\bnot (?:a |an )?(?:git )?(?:repository|directory|file|folder)\b|\bENOTDIR\b|\bnothing (?:to|matches|found)\b|\bno (?:\S+ ){1,2}?(?:stored|saved|recorded|named|called|titled|under|with (?:the |that |this )?(?:id|name|key|title|path)|for (?:the |that |this )?(?:id|key|name))\b/i,
    ],
    [
        "invalid",
        /\binvalid\b|\bmalformed\b|\bmissing\b|\brequires?\b|\bmust(?: not)? (?:be|have|contain|match|include|start|end|specify|provide|use)\b|\bshould (?:be|have)\b|\bexpected\b|\brequired\b|\bnot (?:a |an )?valid\b|\b(?:not |un)supported\b|\bout of (?:range|bounds)\b|\bexceeds?\b|\btoo (?:long|short|large|small|big|many|few)\b|\b(?:cannot|can't|unable to) (?:be|parse|specify|use|combine|decode|convert|open|read|process|handle|accept)\b|\bparse error\b|\bfailed to parse\b|\bvalidation (?:error|failed)\b|\bbad request\b|\b400\b|\b409\b|\bconflict\b|\balready exists?\b|\bEEXIST\b|\bEISDIR\b|\bis a directory\b|\bnot empty\b|\bnot a (?:number|string|date|url|uri|path)\b|\bambiguous\b|\bsyntax error\b|\bmutually exclusive\b|\bonly one of\b/i,
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
 * A database engine's own syntax error (`SQLITE_ERROR: near "WHERE": syntax error`, MySQL `ER_PARSE_ERROR`,
 * PostgreSQL `syntax error at or near`): when we sent no query text, the server wrote that SQL itself from
 * schema-valid arguments (a published SQLite server built `UPDATE t SET  WHERE` from an empty `data` object).
 */
const ENGINE_SYNTAX_ERROR = /\b(?:SQLITE_ERROR|ER_PARSE_ERROR|ER_SYNTAX_ERROR)\b[^\n]{0,80}?\bsyntax error\b|\bsyntax error at or near\b|\bSQLSTATE\[42000\]|\berrors\.SyntaxError\b/i;
/** Argument text that is a query or program of its own (SQL, code): its syntax errors are ours. */
const QUERY_TEXT = /^\s*(?:select|insert|update|delete|create|drop|alter|with|pragma|explain|replace)\b|[;{}()=]/i;
/** Whether any argument we sent is query or program text (see {@link failureCause}'s `sentQuery`). */
function sentQueryText(args) {
    return argumentStrings(args).some((s) => QUERY_TEXT.test(s));
}
/**
 * The cause a failure text states. `text` should already be {@link withoutArguments} (and {@link inToolWords});
 * `sentQuery`: whether an argument was query or program text ({@link sentQueryText}), which makes a database's syntax
 * error ours. Order: environment, then an unusable tool, then exception, then refusal; `unknown` when none applies.
 */
function failureCause(text, sentQuery = true) {
    const env = environment(text);
    if (env)
        return { kind: "environment", cause: env };
    if (UNUSABLE.test(text))
        return { kind: "unusable" };
    if (EXCEPTION.test(text))
        return { kind: "exception" };
    if (!sentQuery && ENGINE_SYNTAX_ERROR.test(text))
        return { kind: "exception" };
    for (const [kind, pattern] of REFUSALS)
        if (pattern.test(text))
            return { kind: "refusal", cause: { kind } };
    return { kind: "unknown" };
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
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
 * `text` with every argument value we sent (strings of 3 or more characters, case-insensitive) taken out, longest
 * first, so that what the server echoes back cannot decide a verdict: a tool that answers `No note titled
 * 'Error: x'` does not report an error, and a refusal of the path `missing.txt` is not a "missing" complaint.
 */
function withoutArguments(text, args) {
    const values = [...new Set(argumentStrings(args).map((s) => s.trim()).filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const value of values)
        out = out.replace(new RegExp(escapeRegExp(value), "gi"), "…");
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
function stderrPart(tail) {
    const text = (0,excerpt/* excerpt */.K)(tail.split("\n").filter((l) => l.trim() !== "").slice(-3).join(" | "), 240);
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
    return (0,finding/* finding */.gk)("unknown-tool-wrong-error", {
        ...(severity ? { severity } : {}),
        message: `A tools/call for the nonexistent tool '${w.scenario.tool}' was answered with ${how} instead of JSON-RPC error -32602.`,
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
    message: `'${s.tool}' did not answer a call with ${inputPhrase(s)} within ${seconds(timeoutMs)}.`,
    fix: `Validate the arguments of '${s.tool}' before doing any work and answer bad input at once with an isError result.`,
    evidence: { request },
}));
const unknownToolNoReply = ({ scenario: s, timeoutMs, request }) => (0,finding/* finding */.gk)("unknown-tool-no-reply", {
    message: `A tools/call for the nonexistent tool '${s.tool}' got no reply within ${seconds(timeoutMs)}.`,
    fix: "Answer every request; for an unknown tool name return JSON-RPC error -32602 (MCP server/tools §Error Handling).",
    evidence: { request },
});
/** The fix of `edge-crash`, by what the bad call was. */
function edgeCrashFix(s) {
    if (s.edge === "arguments-omitted") {
        return `"arguments" is optional in tools/call: treat a missing one as {} and validate it like any other input, answering bad input with an isError result.`;
    }
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
        message: unknown ? `The server died when called with the nonexistent tool '${s.tool}': ${how}.` : `The server died when '${s.tool}' was called with ${inputPhrase(s)}: ${how}.`,
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
            : `'${s.tool}' answered a call with ${inputPhrase(s)} with JSON-RPC error -32603 ("${(0,excerpt/* excerpt */.K)(o.error.message, 160)}") instead of an isError result.`,
        fix: protocolLevel
            ? "Answer a tools/call whose arguments are not an object with JSON-RPC error -32602: the request does not match CallToolRequest (MCP server/tools §Error Handling)."
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
/** Reads the facts of one answer. */
function readAnswer(scenario, outcome, context, request) {
    const args = scenario.omitArguments ? undefined : scenario.arguments;
    const sentQuery = sentQueryText(args);
    const causeOf = (text) => failureCause(inToolWords(withoutArguments(text, args), scenario.tool), sentQuery);
    switch (outcome.kind) {
        case "timeout":
        case "closed":
            return { facts: { wire: outcome.kind, resultIsObject: false, isError: false, cause: { kind: "unknown" }, shape: [] }, text: "", shapeFindings: [] };
        case "error":
            return {
                facts: {
                    wire: "error",
                    code: outcome.error.code,
                    ...((0,client_errors/* isClientSideError */.XV)(outcome.error) ? { clientSide: clientSideFacts(outcome.error.data) } : {}),
                    resultIsObject: false,
                    isError: false,
                    cause: causeOf(String(outcome.error.message ?? "")),
                    shape: [],
                },
                text: "",
                shapeFindings: [],
            };
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
    const hidden = errorReport(raw.structuredContent, textBlocks(raw).map((t) => withoutArguments(t, args)), sent);
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


/***/ }),

/***/ 959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ dialectOf),
/* harmony export */   Fc: () => (/* binding */ compileSchema)
/* harmony export */ });
/* unused harmony exports formatAjvErrors, satisfiesSchema */
/* harmony import */ var _mcp_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1598);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _bounded_memo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5353);






// ajv-formats is CommonJS; its `default` export is the plugin both at run time and in the type declarations.
const addFormats = (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]);
const instances = new Map();
/**
 * Whether the `format` checks of the validation in progress assert (see {@link compileSchema}). Every format of our
 * ajv instances reads it, so one compiled function serves both meanings of `format` (issue 14: each schema was
 * compiled twice, once per meaning, which was most of the planning time of a large server).
 */
let assertingFormats = true;
/** `format` checked only while {@link assertingFormats} is set: otherwise every value passes it, as with `validateFormats: false`. */
function gatedFormat(format) {
    const gate = (check) => typeof check === "function" ? (value) => !assertingFormats || check(value) : (value) => !assertingFormats || check.test(value);
    if (format === undefined || format === true)
        return format;
    if (typeof format === "function" || format instanceof RegExp)
        return gate(format);
    if (typeof format === "string")
        return gate(new RegExp(format));
    if (format.async)
        return format; // none of ajv-formats' is; an async one would need an async schema
    return { ...format, validate: gate(format.validate) };
}
function instance(dialect, unicodeRegExp) {
    const key = `${dialect}/${unicodeRegExp}`;
    let ajv = instances.get(key);
    if (ajv)
        return ajv;
    // strict off: servers use unknown keywords and formats; logger off: nothing below src/cli writes to the console;
    // validateSchema off: lint judges schema validity, and an unknown meta-schema must not stop validation;
    // addUsedSchema off: two tools may carry the same $id.
    const options = {
        strict: false,
        logger: false,
        validateSchema: false,
        addUsedSchema: false,
        allErrors: false,
        unicodeRegExp,
        validateFormats: true, // each check asks assertingFormats (gatedFormat)
        // Each schema validates a handful of values: compiling fast matters more than optimised code.
        code: { optimize: false },
    };
    ajv = dialect === "2020-12" ? new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__.Ajv2020(options) : dialect === "2019-09" ? new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__.Ajv2019(options) : new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv(options);
    addFormats(ajv);
    for (const [name, format] of Object.entries(ajv.formats))
        ajv.addFormat(name, gatedFormat(format));
    instances.set(key, ajv);
    return ajv;
}
/** The dialect a `$schema` URI names, or undefined when it names none we know (or is absent). */
function dialectOf(schemaUri) {
    if (typeof schemaUri !== "string")
        return undefined;
    if (/draft-0[3-7]/.test(schemaUri))
        return "draft-07";
    if (schemaUri.includes("2019-09"))
        return "2019-09";
    if (schemaUri.includes("2020-12"))
        return "2020-12";
    return undefined;
}
/** The base URI given to a root schema without `$id`: ajv resolves `$ref: "#"` only against a known base. */
const SYNTHETIC_ID = "https://mcp-checkup.invalid/schema.json";
/** Keywords that annotate and never change whether a value validates (JSON Schema 2020-12 Validation §9, Core §8.3). */
const ANNOTATIONS = new Set(["title", "description", "$comment", "examples", "default", "deprecated", "readOnly", "writeOnly"]);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"]);
/** Keywords whose value is a subschema or a list of them. */
const SUBSCHEMAS = new Set([
    "items", "prefixItems", "additionalItems", "contains", "additionalProperties", "unevaluatedItems", "unevaluatedProperties", "propertyNames",
    "not", "if", "then", "else", "allOf", "anyOf", "oneOf", "contentSchema",
]);
/** Keywords whose value is data, never walked. */
const DATA = new Set(["enum", "const", "default", "examples"]);
/**
 * A copy of `schema` ajv can compile: the root `$schema` removed (the dialect is chosen by class), a synthetic
 * root `$id` when there is none, draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` rewritten to the numeric
 * form of draft-06 and later, and the annotations ({@link ANNOTATIONS}) of every subschema left out — they never
 * change a validation, and without them the schemas of tools that differ only in their descriptions are one
 * schema, compiled once (issue 14). Annotations are kept when a `$ref` points into one.
 */
function normalize(schema, strip = true) {
    const refs = [];
    /** `node` copied; `isSchema`: it sits where a schema goes (so its keys are keywords), as opposed to somewhere unknown. */
    const walk = (node, isSchema) => {
        if (Array.isArray(node))
            return node.map((item) => walk(item, isSchema));
        if (node === null || typeof node !== "object")
            return node;
        const out = {};
        for (const [key, value] of Object.entries(node)) {
            if (key === "$ref" && typeof value === "string")
                refs.push(value);
            if (isSchema && strip && ANNOTATIONS.has(key))
                continue;
            if (DATA.has(key))
                out[key] = value;
            else if (isSchema && SCHEMA_MAPS.has(key) && value !== null && typeof value === "object" && !Array.isArray(value)) {
                out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, true)]));
            }
            else
                out[key] = walk(value, isSchema && SUBSCHEMAS.has(key));
        }
        for (const [flag, bound] of [
            ["exclusiveMinimum", "minimum"],
            ["exclusiveMaximum", "maximum"],
        ]) {
            if (typeof out[flag] === "boolean") {
                if (out[flag] === true && typeof out[bound] === "number") {
                    out[flag] = out[bound];
                    delete out[bound];
                }
                else
                    delete out[flag];
            }
        }
        return out;
    };
    const copy = walk(schema, true);
    if (strip && refs.some((ref) => ref.split("/").some((segment) => ANNOTATIONS.has(segment))))
        return normalize(schema, false);
    if (copy !== null && typeof copy === "object" && !Array.isArray(copy)) {
        const root = copy;
        delete root.$schema;
        if (root.$id === undefined && root.id === undefined)
            root.$id = SYNTHETIC_ID;
    }
    return copy;
}
/** One line per ajv error: `<instance path> <message>`, e.g. `/count must be <= 10`. */
function formatAjvErrors(errors) {
    return (errors ?? []).map((e) => {
        const where = e.instancePath === "" ? "(root)" : e.instancePath;
        const extra = e.keyword === "additionalProperties" && typeof e.params.additionalProperty === "string"
            ? ` ('${e.params.additionalProperty}')`
            : e.keyword === "enum" && Array.isArray(e.params.allowedValues)
                ? ` (${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})`
                : "";
        return `${where} ${e.message ?? e.keyword}${extra}`;
    });
}
const byObject = new WeakMap();
const byText = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_4__/* .BoundedMemo */ ._(5_000);
/**
 * Compiles `schema` once (cached: by object identity, and by its JSON text for schemas built on the fly; one compiled
 * function serves both values of `assertFormats`).
 * `fallback` is the dialect for a schema without `$schema` (default 2020-12, MCP 2025-11-25).
 * `assertFormats` (default true) checks `format` values; with false, `format` is an annotation only, which is
 * the default meaning in JSON Schema 2020-12 (Validation §7.2) — use that to judge a server, which need not
 * enforce formats, and the assertion to build values, which should look right.
 * Booleans are schemas (`true` accepts everything); anything else that is not an object gives `ok: false`.
 */
function compileSchema(schema, fallback = "2020-12", assertFormats = true) {
    const compiled = compiledOnce(schema, fallback);
    return assertFormats ? compiled.asserting : compiled.annotating;
}
/** The schema compiled once per fallback dialect, whatever `format` is taken to mean (cached as {@link compileSchema} says). */
function compiledOnce(schema, fallback) {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema))
        return bothMeanings(compileUncached(schema, fallback));
    const hit = byObject.get(schema)?.get(fallback);
    if (hit)
        return hit;
    if ((0,_mcp_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonDepth */ .QV)(schema, _mcp_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SCHEMA_DEPTH */ .Xc + 1) > _mcp_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SCHEMA_DEPTH */ .Xc) {
        // Compiling walks the schema recursively: a hostile depth would overflow the stack (issue 12).
        const tooDeep = bothMeanings({ ok: false, error: `the schema nests more than ${_mcp_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SCHEMA_DEPTH */ .Xc} levels deep` });
        remember(schema, fallback, tooDeep);
        return tooDeep;
    }
    // Keyed by what validation reads: the dialect asked for, the one the schema declares, and the schema without
    // its annotations (two tools whose schemas differ only in descriptions share one compiled function).
    const declared = dialectOf(schema.$schema);
    const normalized = normalize(schema);
    const text = safeStringify(normalized);
    const textKey = text === undefined ? undefined : `${fallback}/${declared ?? ""}\u0000${text}`;
    if (textKey !== undefined) {
        const cached = byText.get(textKey);
        if (cached) {
            remember(schema, fallback, cached);
            return cached;
        }
    }
    const compiled = bothMeanings(compileNormalized(normalized, declared, fallback));
    if (textKey !== undefined)
        byText.set(textKey, compiled);
    remember(schema, fallback, compiled);
    return compiled;
}
function remember(schema, fallback, compiled) {
    if (schema === null || typeof schema !== "object")
        return;
    let perDialect = byObject.get(schema);
    if (!perDialect)
        byObject.set(schema, (perDialect = new Map()));
    perDialect.set(fallback, compiled);
}
/** A compiled function's two validators: `format` asserted, and `format` as an annotation only. */
function bothMeanings(compiled) {
    if (!compiled.ok)
        return { asserting: compiled, annotating: compiled };
    const { dialect, fn } = compiled;
    const validator = (asserting) => ({
        ok: true,
        dialect,
        validate(value) {
            assertingFormats = asserting;
            try {
                return fn(value) ? [] : formatAjvErrors(fn.errors);
            }
            catch (error) {
                return [`(root) validation failed: ${error.message}`];
            }
            finally {
                assertingFormats = true;
            }
        },
    });
    return { asserting: validator(true), annotating: validator(false) };
}
function safeStringify(value) {
    try {
        return JSON.stringify(value);
    }
    catch {
        return undefined;
    }
}
/** A schema that is not an object: a boolean schema, or not a schema at all. */
function compileUncached(schema, fallback) {
    if (typeof schema === "boolean") {
        const fn = ((value) => schema || value === undefined);
        fn.errors = [{ instancePath: "", schemaPath: "#", keyword: "false schema", params: {}, message: "the schema false accepts no value" }];
        return { ok: true, dialect: fallback, fn };
    }
    return { ok: false, error: `the schema is ${schema === null ? "null" : Array.isArray(schema) ? "an array" : `a ${typeof schema}`}, not a JSON Schema object` };
}
/** Compiles a normalized schema object in the dialect it declares, else `fallback` (then draft-07), with the u flag on patterns, else without. */
function compileNormalized(normalized, declared, fallback) {
    const dialects = declared ? [declared] : fallback === "draft-07" ? ["draft-07"] : [fallback, "draft-07"];
    let firstError = "";
    for (const dialect of dialects) {
        for (const unicode of [true, false]) {
            try {
                return { ok: true, dialect, fn: instance(dialect, unicode).compile(normalized) };
            }
            catch (error) {
                if (!firstError)
                    firstError = error.message;
            }
        }
    }
    return { ok: false, error: firstError || "the schema could not be compiled" };
}
/**
 * True when `value` satisfies `schema`; also true when the schema cannot be compiled (nothing can be judged).
 * Use `compileSchema` to tell the two apart.
 */
function satisfiesSchema(schema, value, fallback = "2020-12") {
    const compiled = compileSchema(schema, fallback);
    return !compiled.ok || compiled.validate(value).length === 0;
}


/***/ }),

/***/ 5353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ BoundedMemo)
/* harmony export */ });
/**
 * A memo of values worked out once per key, for the lookups planning and judging repeat for every attempt, variant
 * and call (issue 14: the same pattern parsed, the same description read, the same name split thousands of times).
 * Its memory is bounded: once it holds `limit` entries it forgets them all and starts again, which costs a few
 * recomputations and never grows with a hostile server's number of distinct texts.
 */
class BoundedMemo {
    limit;
    values = new Map();
    /** `limit`: how many entries it holds before it forgets them all. */
    constructor(limit) {
        this.limit = limit;
    }
    /** The value remembered for `key`, or undefined. */
    get(key) {
        return this.values.get(key);
    }
    /** Remembers `value` for `key` (forgetting every entry first when full) and returns it. */
    set(key, value) {
        if (this.values.size >= this.limit)
            this.values.clear();
        this.values.set(key, value);
        return value;
    }
}


/***/ }),

/***/ 1553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ wrongTypePhrase)
/* harmony export */ });
/** How a `wrong-type` scenario's value reads: `integer instead of string or null`. Pure. */
function wrongTypePhrase(wrongType) {
    return `${wrongType.sent} instead of ${wrongType.declared.join(" or ")}`;
}


/***/ })

};
