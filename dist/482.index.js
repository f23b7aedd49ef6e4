export const id = 482;
export const ids = [482];
export const modules = {

/***/ 2057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ nameRole),
/* harmony export */   XT: () => (/* binding */ sharedNouns),
/* harmony export */   Xp: () => (/* binding */ classifyTool),
/* harmony export */   ki: () => (/* binding */ classifyTools),
/* harmony export */   qF: () => (/* binding */ nouns)
/* harmony export */ });
/* harmony import */ var _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1242);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1211);


/**
 * Which tools effect probes may call, and how (issue "Effect probes" §Safety, §Write round trips).
 * Annotations come first and name verbs are the fallback (reference/toolscore-notes.md §12–13: every reference
 * server publishes `readOnlyHint` / `destructiveHint`). Annotations are untrusted hints
 * (MCP 2025-11-25 server/tools §Tool annotations), so a tool is only ever *narrowed* by them towards safety:
 * `readOnlyHint: false` or `destructiveHint: true` stops a read-verb name from counting as a read.
 */

/** Words that are neither verbs nor nouns worth matching across tools. */
const STOP_WORDS = new Set([
    "a", "an", "the", "of", "for", "by", "to", "from", "in", "on", "with", "and", "or", "all", "my", "new", "many",
    "multiple", "batch", "bulk", "one", "item", "items", "data", "info", "details", "tool", "api", "v1", "v2",
]);
/**
 * Words that are verbs in one name and nouns in another (`send_email` / `get_email`, `create_record` /
 * `record_audio`): outside the verb position they count as nouns.
 */
const NOUN_LIKE = new Set([
    "post", "email", "record", "run", "push", "merge", "set", "list", "query", "view", "update", "drop", "move",
    "count", "head", "tail", "stat", "store", "write", "read", "search", "record", "cancel",
]);
const ALL_VERBS = new Set([..._scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_VERBS */ .KW, ..._scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE_VERBS */ .FG, ..._scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .RISKY_VERBS */ .e2]);
function parseName(name) {
    const ws = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)(name);
    const first = ws[0];
    const last = ws[ws.length - 1];
    const verb = first !== undefined && ALL_VERBS.has(first) ? first : last !== undefined && ALL_VERBS.has(last) ? last : undefined;
    const verbIndex = verb === undefined ? -1 : ws[0] === verb ? 0 : ws.length - 1;
    const otherVerbs = [];
    const found = [];
    ws.forEach((w, i) => {
        if (i === verbIndex || STOP_WORDS.has(w))
            return;
        if (ALL_VERBS.has(w) && !NOUN_LIKE.has(w)) {
            otherVerbs.push(w);
            return;
        }
        const s = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .singular */ .cL)(w);
        if (!found.includes(s))
            found.push(s);
    });
    return { words: ws, ...(verb !== undefined ? { verb } : {}), otherVerbs, nouns: found };
}
/** Singular nouns of a tool name: words outside the verb position that are not verbs or stop words. */
function nouns(toolName) {
    return parseName(toolName).nouns;
}
/**
 * Nouns two tool names share (`create_note`, `list_notes` → `["note"]`). A first word both names begin with is a
 * namespace, not a shared noun, when each name has a noun the other lacks: `obsidian_create_directory` and
 * `obsidian_read_note` share no noun (a new user's trial read a directory back through a reader of notes), while
 * `task_create` and `task_list` share `task`.
 */
function sharedNouns(a, b) {
    const [ours, theirs] = [nouns(a), nouns(b)];
    const shared = ours.filter((n) => theirs.includes(n));
    const [firstA, firstB] = [(0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)(a)[0], (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)(b)[0]];
    const prefix = firstA !== undefined && firstA === firstB ? (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .singular */ .cL)(firstA) : undefined;
    const apart = ours.some((n) => !theirs.includes(n)) && theirs.some((n) => !ours.includes(n));
    return prefix !== undefined && apart ? shared.filter((n) => n !== prefix) : shared;
}
/** The {@link NameRole} of a tool name (`delete_note` → `delete`, `list_notes` → `read`, `get_or_create` → `store`). */
function nameRole(toolName) {
    const parsed = parseName(toolName);
    const verbs = parsed.verb === undefined ? parsed.otherVerbs : [parsed.verb, ...parsed.otherVerbs];
    if (parsed.verb !== undefined && _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .DELETE_VERBS */ .vW.has(parsed.verb))
        return "delete";
    if (verbs.some((w) => _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .RISKY_VERBS */ .e2.has(w)))
        return "act";
    if (verbs.some((w) => _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE_VERBS */ .FG.has(w)))
        return "store";
    if (parsed.verb !== undefined && _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_VERBS */ .KW.has(parsed.verb))
        return "read";
    return "unknown";
}
/**
 * Classifies one tool. Order: `exclude` → `writes` (a delete verb makes it `delete`) → `readOnlyHint: true` →
 * a read verb in the verb position (first word, else last) with no writing or risky verb and no annotation
 * saying otherwise → `other` for a risky verb (send, publish, deploy, delete …) → annotated
 * `readOnlyHint: false, destructiveHint: false` → a storing verb, not annotated destructive → `other`.
 * Never throws, whatever the annotations hold.
 */
function classifyTool(tool, config = {}) {
    const name = typeof tool.name === "string" ? tool.name : "";
    const parsed = parseName(name);
    const ann = tool.annotations && typeof tool.annotations === "object" ? tool.annotations : {};
    const make = (role, basis) => ({ tool, role, basis, nouns: parsed.nouns });
    if (config.exclude?.includes(name))
        return make("excluded", "listed under exclude in the probe config");
    if (config.writes?.includes(name)) {
        return parsed.words.some((w) => _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .DELETE_VERBS */ .vW.has(w))
            ? make("delete", "listed under writes in the probe config, with a delete verb in its name")
            : make("write", "listed under writes in the probe config");
    }
    const verbs = parsed.verb === undefined ? parsed.otherVerbs : [parsed.verb, ...parsed.otherVerbs];
    const risky = verbs.find((w) => _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .RISKY_VERBS */ .e2.has(w));
    const storing = verbs.find((w) => _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE_VERBS */ .FG.has(w));
    const reading = parsed.verb !== undefined && _scenarios_tool_verbs_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_VERBS */ .KW.has(parsed.verb) ? parsed.verb : undefined;
    if (ann.readOnlyHint === true)
        return make("read", "annotated readOnlyHint: true");
    if (reading && !storing && !risky && ann.readOnlyHint !== false && ann.destructiveHint !== true) {
        return make("read", `read verb '${reading}' in its name`);
    }
    if (risky)
        return make("other", `'${risky}' tools run only when listed under writes in a probe config`);
    if (ann.readOnlyHint === false && ann.destructiveHint === false) {
        return make("write", "annotated readOnlyHint: false, destructiveHint: false");
    }
    if (storing && ann.destructiveHint !== true)
        return make("write", `storing verb '${storing}' in its name`);
    if (storing && ann.destructiveHint === true)
        return { ...make("other", `storing verb '${storing}' in its name, annotated destructiveHint: true`), overwrites: true };
    return make("other", ann.destructiveHint === true ? "annotated destructiveHint: true" : "neither a read nor a write");
}
/** Classifies every tool (see {@link classifyTool}), in listing order. */
function classifyTools(tools, config = {}) {
    return tools.map((t) => classifyTool(t, config));
}


/***/ }),

/***/ 1211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aL: () => (/* binding */ words),
/* harmony export */   ab: () => (/* binding */ keyRank),
/* harmony export */   bx: () => (/* binding */ lastWord),
/* harmony export */   cL: () => (/* binding */ singular),
/* harmony export */   gj: () => (/* binding */ QUERY_NAMES),
/* harmony export */   mb: () => (/* binding */ SLICE_NAMES),
/* harmony export */   t9: () => (/* binding */ snake),
/* harmony export */   x3: () => (/* binding */ LIMIT_NAMES),
/* harmony export */   zR: () => (/* binding */ READER_LIMIT_NAMES)
/* harmony export */ });
/* unused harmony export KEY_WORDS */
/**
 * Word-level helpers for tool and parameter names: splitting `snake_case`, `kebab-case`, `dotted.names` and
 * `camelCase` into lower-case words, and a rough English singular so `list_notes` and `create_note` share the
 * noun `note`. Used by tool classification, key-field detection and parameter matching.
 */
/**
 * Splits a name into lower-case words: `createNote` → `["create", "note"]`, `max_results` → `["max", "results"]`,
 * `HTTPServer.get-item` → `["http", "server", "get", "item"]`. Digits stay attached to their word.
 */
function words(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .split(/[^A-Za-z0-9]+/)
        .filter((w) => w.length > 0)
        .map((w) => w.toLowerCase());
}
/** The `snake_case` spelling of a name: `maxResults` → `max_results`, `page-size` → `page_size`. */
function snake(name) {
    return words(name).join("_");
}
/** The last word of a name, lower-case (`entityName` → `name`), or `""` for a name without words. */
function lastWord(name) {
    const w = words(name);
    return w[w.length - 1] ?? "";
}
/**
 * A rough English singular, good enough to match nouns across tool names: `notes` → `note`,
 * `entities` → `entity`, `boxes` → `box`, `addresses` → `address`, `ids` → `id`; other words of three letters
 * or fewer, and words ending in `ss`, `us` or `is`, are kept as they are.
 */
function singular(word) {
    const w = word.toLowerCase();
    if (w.length === 3 && /[^aeious]s$/.test(w))
        return w.slice(0, -1);
    if (w.length <= 3)
        return w;
    if (w.endsWith("ies"))
        return `${w.slice(0, -3)}y`;
    if (/(ss|x|ch|sh|zz)es$/.test(w))
        return w.slice(0, -2);
    if (/(ss|us|is)$/.test(w))
        return w;
    if (w.endsWith("s"))
        return w.slice(0, -1);
    return w;
}
/**
 * Words that, as the last word of a parameter name, make it a key field (issue "Effect probes" §Write round
 * trips (3): name, id, key, title, path, slug, uri, url, filename, email, username), ordered by how surely they
 * identify a record: `save_bookmark(url, title)` is keyed by `url`, `create_note(title, body)` by `title`.
 */
const KEY_WORDS = [
    "id", "key", "slug", "uri", "url", "path", "filename", "username", "email", "name", "title",
];
/**
 * The rank of a parameter name's last word in {@link KEY_WORDS} (`note_id` → 0, `fileName` → 9), or -1 when the
 * name is not key-like. Lower ranks identify a record more surely.
 */
function keyRank(paramName) {
    return KEY_WORDS.indexOf(lastWord(paramName));
}
/**
 * Integer parameters that bound how many items come back (issue "Effect probes" §Bounds): with 1 and 2 a tool
 * returns at most that many. `max`, `count` and `max_length` are deliberately absent: they often mean
 * something else (a value range, a total, a string length). Compared against {@link snake} names.
 */
const LIMIT_NAMES = [
    "limit", "max_results", "top_k", "top_n", "max_items", "page_size", "per_page", "n_results", "num_results",
    "first", "last",
];
/** Integer parameters that slice text by lines: first / last N lines (issue "Effect probes" §Bounds). */
const SLICE_NAMES = ["head", "tail"];
/**
 * Parameter names that ask "how many" when filling a *reader's* arguments: the bound names plus looser ones.
 * A reader gets a large value for them so it shows every record (issue §Write round trips (2)).
 */
const READER_LIMIT_NAMES = [
    ...LIMIT_NAMES, "max", "count", "size", "n", "k", "top", "num", "max_count", "max_hits", "hits",
];
/** Parameter names that take search text; a reader gets the record's key (issue §Write round trips (2)). */
const QUERY_NAMES = [
    "query", "q", "search", "text", "keyword", "keywords", "term", "terms", "pattern", "filter", "match",
    "contains", "prefix", "substring", "needle", "phrase", "search_term", "search_query", "query_string",
    "search_text", "search_string", "query_text",
];


/***/ }),

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
    const pattern = toolNamePatterns.get(tool) ?? toolNamePatterns.set(tool, new RegExp(`(?:\\btool\\s+)?['"\`]?(?<![\\w-])${escapeRegExp(tool)}(?![\\w-])['"\`]?`, "gi"));
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
        /\bnot allowed\b|\boutside\b[^.\n]{0,40}\ballowed\b|\bnot (?:in|within|under) (?:the |any )?allowed\b|\ballowed (?:directories|roots|paths)\b|\baccess (?:is )?denied\b|\bpermission denied\b|\bEACCES\b|\bEPERM\b|\bnot permitted\b|\bread[- ]only\b|\bdenied\b|\bforbidden (?:path|directory|file|folder)\b/i,
    ],
    [
        "not-found",
        /\bnot found\b|\bnot be found\b|\bno such\b|\bdo(?:es)?(?:n't| not) exist\b|\bnon-?existent\b|\bcould(?:n't| not) (?:find|locate|resolve)\b|\b(?:cannot|can't|unable to) (?:find|locate|resolve)\b|\bno\s+(?:\S+\s+){0,6}?(?:found|matching|matched|exists?|available|known)\b|\bENOENT\b|\b404\b|\bunknown\b|\bnot (?:a |an )?(?:git )?(?:repository|directory|file|folder)\b|\bENOTDIR\b|\bnothing (?:to|matches|found)\b|\bno (?:\S+ ){1,2}?(?:stored|saved|recorded|named|called|titled|under|with (?:the |that |this )?(?:id|name|key|title|path)|for (?:the |that |this )?(?:id|key|name))\b/i,
    ],
    ["not-found", OUR_VALUE_UNKNOWN],
    [
        "invalid",
        /\binvalid\b|\bmalformed\b|\bmissing\b|\brequires?\b|\bmust(?: not)? (?:be|have|contain|match|include|start|end|specify|provide|use)\b|\bshould (?:be|have)\b|\bexpected\b|\brequired\b|\bnot (?:a |an )?valid\b|\b(?:not |un)supported\b|\bout of (?:range|bounds)\b|\bexceeds?\b|\btoo (?:long|short|large|small|big|many|few)\b|\b(?:cannot|can't|unable to) (?:be|parse|specify|use|combine|decode|convert|open|read|process|handle|accept)\b|\bparse error\b|\bfailed to parse\b|\bvalidation (?:error|failed)\b|\bbad request\b|\b400\b|\b409\b|\bconflict\b|\balready exists?\b|\bEEXIST\b|\bEISDIR\b|\bis a directory\b|\bnot empty\b|\bnot a (?:number|string|date|url|uri|path)\b|\bambiguous\b|\bsyntax error\b|\bmutually exclusive\b|\bonly one of\b|\bonly\b[^.\n]{1,60}\b(?:are|is) (?:allowed|permitted|supported|accepted)\b/i,
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
 * better-sqlite3 gives it, `near "OFFSET": syntax error`; MySQL `ER_PARSE_ERROR`, PostgreSQL `syntax error at or
 * near`): when we sent no query text, the server wrote that SQL itself from schema-valid arguments (a published
 * SQLite server built `UPDATE t SET  WHERE` from an empty `data` object; another `… OFFSET ?` without a `LIMIT` from
 * a search with an offset).
 */
const ENGINE_SYNTAX_ERROR = /\b(?:SQLITE_ERROR|ER_PARSE_ERROR|ER_SYNTAX_ERROR)\b[^\n]{0,80}?\bsyntax error\b|^\s*near "[^"\n]{1,40}": syntax error\b|\bsyntax error at or near\b|\bSQLSTATE\[42000\]|\berrors\.SyntaxError\b/i;
/** Argument text that is a query or program of its own (SQL, code): its syntax errors are ours. */
const QUERY_TEXT = /^\s*(?:select|insert|update|delete|create|drop|alter|with|pragma|explain|replace)\b|[;{}()=]/i;
/** Whether any argument we sent is query or program text (see {@link failureCause}'s `sentQuery`). */
function sentQueryText(args) {
    return argumentStrings(args).some((s) => QUERY_TEXT.test(s));
}
/**
 * The cause a failure text states. `text` should already be {@link withoutArguments} (and {@link inToolWords});
 * `sentQuery`: whether an argument was query or program text ({@link sentQueryText}), which makes a database's syntax
 * error ours. Order: environment, then an unusable tool, then exception, then refusal — a generic wrapper
 * ({@link WRAPPED_ERROR}) is an exception unless it wraps a not-found or not-allowed refusal; `unknown` when none applies.
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
    const causeOf = (text) => failureCause(inToolWords(withoutArguments(text, args), scenario.tool), sentQuery);
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

/***/ 8789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ callPhase),
/* harmony export */   Gq: () => (/* binding */ isCreatingTool),
/* harmony export */   QY: () => (/* binding */ appOnlyReason),
/* harmony export */   SH: () => (/* binding */ toolVerb),
/* harmony export */   cd: () => (/* binding */ destroysRecords),
/* harmony export */   kD: () => (/* binding */ undoesSetup),
/* harmony export */   tf: () => (/* binding */ CREATING_VERBS),
/* harmony export */   wq: () => (/* binding */ isListLike)
/* harmony export */ });
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8714);
/* harmony import */ var _name_hints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(923);
/* harmony import */ var _tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1242);



/** Verbs of tools that destroy or move data, called last. */
const DESTRUCTIVE_VERBS = new Set([..._tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__/* .DELETE_VERBS */ .vW, "move", "rename", "reset", "clear", "wipe", "kill", "terminate", "revoke", "cancel", "overwrite", "truncate", "prune", "clean"]);
/** Last words of verb-less names that read (`git_status`, `git_log`, `db_schema`). */
const READ_NOUNS = new Set([
    "status", "log", "logs", "diff", "show", "info", "details", "stats", "history", "tree", "ls", "cat", "version",
    "health", "ping", "whoami", "current", "overview", "summary", "schema", "blame", "grep",
]);
/** Verbs that make a new record, whose own key parameters want a new value, not an existing one. */
const CREATING_VERBS = new Set([
    "create", "add", "new", "make", "write", "save", "insert", "put", "upload", "mkdir", "store", "register", "init", "initialize", "generate", "copy", "clone",
]);
/** The verb of a tool name: its first word that is a known verb, scanning from the start. */
function toolVerb(name) {
    return (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(name).find((w) => _tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_VERBS */ .KW.has(w) || _tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITE_VERBS */ .FG.has(w) || _tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__/* .RISKY_VERBS */ .e2.has(w) || DESTRUCTIVE_VERBS.has(w) || CREATING_VERBS.has(w));
}
/**
 * The phase of a tool: a deleting or moving verb first in its name → destructive, whatever its annotations;
 * annotated `readOnlyHint: true` → read (unless also `destructiveHint: true`);
 * `destructiveHint: true` → destructive; then the name's verb (a read verb → read, a deleting or moving verb →
 * destructive, anything else → write); a name without a verb whose last word reads (`git_status`) → read;
 * otherwise write. Never throws.
 */
function callPhase(tool) {
    const ann = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(tool.annotations) ? tool.annotations : {};
    const name = typeof tool.name === "string" ? tool.name : "";
    const verb = toolVerb(name);
    // A name that deletes or moves stays destructive whatever it is annotated: `readOnlyHint: true` on a
    // `delete_bookmark` (lint's annotation-destructive-missing) would otherwise run it among the reads, on the
    // records discovery listed.
    if (verb !== undefined && DESTRUCTIVE_VERBS.has(verb))
        return "destructive";
    if (ann.destructiveHint === true && ann.readOnlyHint !== true)
        return "destructive";
    if (ann.readOnlyHint === true)
        return "read";
    if (verb !== undefined) {
        if (_tool_verbs_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_VERBS */ .KW.has(verb) && ann.readOnlyHint !== false)
            return "read";
        return "write";
    }
    const last = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(name).slice(-1)[0];
    if (last !== undefined && READ_NOUNS.has(last) && ann.readOnlyHint !== false)
        return "read";
    return "write";
}
/**
 * Whether a tool may destroy the records its arguments name: it is `destructive` ({@link callPhase}), or one of its
 * inputSchema's `enum`s offers a destructive operation (`operation: "copy" | "move" | "delete"`, `action: "create" |
 * "delete"`). Such a tool only ever gets the records the run made, or made-up ones: a new user's trial saw a batch
 * tool (`fast_batch_file_operations`, a write by its name) sent `{"operation": "delete", "source": <a file the server
 * listed in the user's folder>}`, and the file was deleted.
 */
function destroysRecords(tool) {
    if (callPhase(tool) === "destructive")
        return true;
    let found = false;
    const visit = (node, depth) => {
        if (found || depth > 8)
            return;
        if (Array.isArray(node))
            for (const item of node)
                visit(item, depth + 1);
        else if ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(node)) {
            if (Array.isArray(node.enum) && node.enum.some((v) => typeof v === "string" && (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(v).some((w) => DESTRUCTIVE_VERBS.has(w))))
                found = true;
            for (const value of Object.values(node))
                visit(value, depth + 1);
        }
    };
    visit(tool.inputSchema, 0);
    return found;
}
/** Whether a read tool lists things (its verb is list/search/find/browse, or its name says tree/all). */
function isListLike(tool) {
    const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(typeof tool.name === "string" ? tool.name : "");
    return words.some((w) => ["list", "search", "find", "browse", "tree", "all", "ls", "enumerate"].includes(w));
}
/**
 * Why a tool is not for the model, or undefined when it is: MCP Apps (SEP-1865, extension
 * `io.modelcontextprotocol/ui`, §Visibility) tools whose `_meta.ui.visibility` lacks `"model"` are callable by
 * the app only, and a host "MUST NOT include" them in the agent's tool list. The default is `["model", "app"]`.
 */
function appOnlyReason(tool) {
    const meta = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(tool._meta) ? tool._meta : undefined;
    const ui = meta && (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(meta.ui) ? meta.ui : undefined;
    const visibility = ui?.visibility;
    if (!Array.isArray(visibility) || visibility.includes("model"))
        return undefined;
    return `not called: an MCP Apps tool for the app, not the model (_meta.ui.visibility: ${JSON.stringify(visibility)})`;
}
/**
 * Whether a writing tool makes a new record (its answer then holds the record's id or name, which later calls
 * can use): a creating verb in its name (`create_task`, `add_note`), or a description that opens with one
 * ("Register a new user request…"). Destructive tools never count.
 */
function isCreatingTool(tool) {
    if (callPhase(tool) !== "write")
        return false;
    const verb = toolVerb(typeof tool.name === "string" ? tool.name : "");
    if (verb !== undefined)
        return CREATING_VERBS.has(verb);
    const description = typeof tool.description === "string" ? tool.description : "";
    return /^\s*(?:create|add|register|make|insert|save|store|write|record|generate|plan|open)s?\b/i.test(description) || /\b(?:creates?|registers?|adds?) a new\b/i.test(description);
}
/** Verbs that undo a setup step (`git_clear_working_dir` undoes `git_set_working_dir`). */
const TEARDOWN_VERBS = ["clear", "unset", "close", "disconnect", "logout", "reset", "exit", "quit", "end", "stop", "detach", "leave"];
/**
 * Whether `tool` undoes one of the setup tools: a teardown verb, and the same other words as a setup tool's
 * name. It is called after every other happy call, so the tools that need the setup step still find it done.
 */
function undoesSetup(tool, setupNames) {
    const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(typeof tool.name === "string" ? tool.name : "");
    const verb = words.find((w) => TEARDOWN_VERBS.includes(w));
    if (verb === undefined)
        return false;
    const rest = words.filter((w) => w !== verb).join(" ");
    return setupNames.some((name) => {
        const setupWords = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(name);
        return setupWords.filter((w) => !["set", "open", "connect", "select", "use", "init", "initialize", "login", "attach", "switch", "load", "choose", "start"].includes(w)).join(" ") === rest;
    });
}


/***/ }),

/***/ 648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ enumeratedLiterals),
/* harmony export */   I3: () => (/* binding */ urlValues),
/* harmony export */   L4: () => (/* binding */ LANGUAGE_NAME),
/* harmony export */   OJ: () => (/* binding */ namedKindValues),
/* harmony export */   Qg: () => (/* binding */ describedValues),
/* harmony export */   ZC: () => (/* binding */ describedRange),
/* harmony export */   f$: () => (/* binding */ urlScheme),
/* harmony export */   l4: () => (/* binding */ namesSql),
/* harmony export */   o4: () => (/* binding */ codeValues),
/* harmony export */   pz: () => (/* binding */ toolSqlValues)
/* harmony export */ });
/* unused harmony export descriptionExamples */
/* harmony import */ var _bounded_memo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5353);
/**
 * Values a property's own description asks for (issue 11 item 1: descriptions before names). A description is
 * what the model reads, so when it says "IANA timezone name, e.g. Asia/Shanghai", "Regular expression pattern",
 * "Cron expression" or "SELECT SQL query", that beats whatever the parameter's name suggests (`sourceTimezone`
 * once got `"notes.txt"` because its name holds the word "source").
 *
 * Three kinds of evidence, in this order:
 * 1. examples: `e.g. X`, `for example X`, `such as X or Y`, `Examples: "X", "Y"`;
 * 2. a named kind: IANA time zone, ISO 8601 date / date-time / duration, Unix timestamp, regular expression,
 *    glob, cron expression, SQL statement (a harmless `SELECT`), JWT, semver, UUID, e-mail, hex colour, MIME
 *    type, base64, JSON text, IP address, host name, phone number, unit of measure, language / country /
 *    currency code, URL (with its scheme: https unless the description allows `data:` or `file:`);
 * 3. enumerated literals: quoted values (`'asc' or 'desc'`) and `one of a, b, c` lists, leaving out literals
 *    that name another property's value (`only used when action is 'diff'`).
 *
 * Every value here is a candidate only: the generator keeps those the schema accepts (ajv) and falls back to
 * the name's hints when none is left.
 */

const EXAMPLE_MARKER = /\b(?:e\.g\.|eg\.|i\.e\.|for example|for instance|such as|examples?:|like)\s*[:,]?\s*/gi;
/** Markers that introduce an example only when a quoted value follows ("a name like 'main'", never "looks like it"). */
const QUOTED_ONLY_MARKER = /^(?:like|i\.e\.)/i;
/** What may follow a bare list item: a list separator, a closing bracket, the end of a sentence or of the text. */
const BARE_ITEM_END = /^(?:\s*(?:,|\bor\b|\band\b|\/|\|)|\s*[).;]|\s*$)/i;
const QUOTED_AT_START = /^["'`“‘]([^"'`”’\n]{1,200})["'`”’]/;
const BARE_AT_START = /^([^\s,;()"'`]+)/;
/** An example that is a query statement: an SQL keyword that opens a statement, then the rest of its sentence. */
const STATEMENT_AT_START = /^\s*((?:SELECT|WITH|INSERT INTO|UPDATE|DELETE FROM|CREATE (?:TABLE|INDEX|VIEW)|PRAGMA)\s[^\n]*?)(?=\.\s|\.?$|\n|\)\s*[,.;]?\s*$)/;
/**
 * Example values quoted in a description: `e.g. 'America/New_York'`, `such as v1.0.0`, `(e.g., 1, 2, 3)`,
 * `e.g. Asia/Shanghai or Europe/London`. A list after the marker (commas, "or", "and") gives every item; an
 * unquoted first item is its first word, a later unquoted item counts only when a separator or the end of the
 * sentence follows it (`e.g. UTC, default is local` gives `UTC` alone). Returns the raw texts in order;
 * callers convert and validate them.
 */
function descriptionExamples(description) {
    if (!description)
        return [];
    const out = [];
    for (const m of description.matchAll(EXAMPLE_MARKER)) {
        const quotedOnly = QUOTED_ONLY_MARKER.test(m[0]);
        let rest = description.slice((m.index ?? 0) + m[0].length);
        // A statement (`e.g. SELECT * FROM "mcp://x/data.json" JOIN users`) is one example to the end of its sentence,
        // not its first word and a quoted fragment (issue 10: a value of a known kind keeps its kind).
        const statement = STATEMENT_AT_START.exec(rest);
        if (statement) {
            const text = statement[1].trim();
            // "(e.g. SELECT name FROM users)": the bracket the example sits in is not part of it.
            const unbalanced = text.endsWith(")") && (text.match(/\(/g) ?? []).length < (text.match(/\)/g) ?? []).length;
            out.push(unbalanced ? text.slice(0, -1) : text);
            continue;
        }
        for (let i = 0; i < 6; i++) {
            const quoted = QUOTED_AT_START.exec(rest);
            const bare = quotedOnly || quoted ? undefined : BARE_AT_START.exec(rest);
            if (bare && i > 0 && !BARE_ITEM_END.test(rest.slice(bare[0].length)))
                break;
            const hit = quoted ?? bare;
            if (!hit)
                break;
            const item = hit[1].replace(quoted ? /$^/ : /[.:]+$/, "");
            if (item.length > 0)
                out.push(item);
            rest = rest.slice(hit[0].length);
            const separator = /^\s*(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*|\s*\|\s*)/i.exec(rest);
            // A bare item ends a list unless a separator follows ("e.g. 1, 2, 3"); a sentence stops it.
            if (!separator || separator[0].length === 0)
                break;
            rest = rest.slice(separator[0].length);
        }
    }
    return [...new Set(out)];
}
/** Words before a quoted literal that make it another property's value ("when action is 'diff'"). */
const CONDITION_BEFORE = /\b(?:when|if|unless|only|requires?|required|with|for|after|before|while)\b[^.;:]*$/i;
/**
 * Values a description enumerates for its own property: quoted literals (`'asc' or 'desc'`, `"all" lists
 * everything`) and `one of a, b, c` / `either a or b` / `(a|b|c)` lists. Literals in a condition about another
 * property (`only used when action is 'diff'`) and quoted words longer than 60 characters are left out.
 */
function enumeratedLiterals(description) {
    if (!description)
        return [];
    const out = [];
    for (const m of description.matchAll(/(?<![\p{L}\p{N}])["'`“‘]([^"'`”’\n]{1,60})["'`”’](?![\p{L}\p{N}])/gu)) {
        const before = description.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
        if (CONDITION_BEFORE.test(before))
            continue;
        out.push(m[1]);
    }
    const list = /\b(?:one of|either|options?(?: are)?|values?(?: are)?|choices?(?: are)?|allowed(?: values)?|possible values(?: are)?|accepts?)\s*:?\s*\(?([\w.-]+(?:\s*(?:,|\bor\b|\||\/)\s*[\w.-]+)+)/i.exec(description);
    if (list) {
        for (const item of list[1].split(/\s*(?:,|\bor\b|\||\/)\s*/i))
            if (item && item !== "and")
                out.push(item.replace(/\.$/, ""));
    }
    const piped = /\(([\w.-]+(?:\s*\|\s*[\w.-]+)+)\)/.exec(description);
    if (piped)
        out.push(...piped[1].split(/\s*\|\s*/));
    return [...new Set(out)];
}
/** A range the description states: `(1-10)`, `between 1 and 100`, `from 0 to 5`, `up to 50`, `max 20`. */
function describedRange(description) {
    if (!description)
        return {};
    const num = "(-?\\d+(?:\\.\\d+)?)";
    const between = new RegExp(`\\b(?:between|from|range(?: of)?)\\s+${num}\\s*(?:and|to|-|–)\\s*${num}`, "i").exec(description);
    const paren = new RegExp(`\\(\\s*${num}\\s*(?:-|–|to)\\s*${num}\\s*\\)`).exec(description);
    const pair = between ?? paren;
    if (pair)
        return { min: Number(pair[1]), max: Number(pair[2]) };
    const upper = new RegExp(`\\b(?:up to|at most|max(?:imum)?(?: of)?|no more than)\\s*:?\\s*${num}\\b`, "i").exec(description);
    const lower = new RegExp(`\\b(?:at least|min(?:imum)?(?: of)?)\\s*:?\\s*${num}\\b`, "i").exec(description);
    return { ...(lower ? { min: Number(lower[1]) } : {}), ...(upper ? { max: Number(upper[1]) } : {}) };
}
// ---------------------------------------------------------------------------------------------------------------
// Named kinds
const JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
/** A 1×1 PNG, for a description asking for base64 image data. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
/** Units by what they measure; a description naming a unit word gets that word back as written. */
const UNITS = {
    temperature: ["celsius", "fahrenheit", "kelvin"],
    length: ["meters", "kilometers", "miles", "feet", "inches", "centimeters", "meter", "kilometer", "mile", "foot", "inch", "centimeter", "metres", "metre"],
    mass: ["kilograms", "grams", "pounds", "ounces", "kilogram", "gram", "pound", "ounce"],
    volume: ["liters", "litres", "gallons", "milliliters", "liter", "litre", "gallon", "milliliter"],
    data: ["bytes", "kilobytes", "megabytes", "gigabytes", "byte"],
    time: ["milliseconds", "seconds", "minutes", "hours", "days", "weeks"],
};
const UNIT_CATEGORY = [
    [/\btemperature\b/i, "celsius"],
    [/\b(length|distance|height|width)\b/i, "meters"],
    [/\b(weight|mass)\b/i, "kilograms"],
    [/\bvolume\b/i, "liters"],
    [/\b(data size|storage|file size)\b/i, "bytes"],
];
/** Every unit word, longest first so `kilometers` wins over `meters` at the same place. */
const UNIT_WORDS = new RegExp(`\\b(?:${Object.values(UNITS).flat().sort((a, b) => b.length - a.length).join("|")})\\b`, "gi");
function unitValues(text, name) {
    const unitish = /\bunits?\b/i.test(text) || /(?:^|[^a-z])units?(?:[^a-z]|$)|Units?\b/.test(name);
    if (!unitish)
        return undefined;
    const named = [...new Set([...text.matchAll(UNIT_WORDS)].map((m) => m[0]))];
    if (named.length > 0)
        return named;
    for (const [pattern, unit] of UNIT_CATEGORY)
        if (pattern.test(text))
            return [unit];
    return ["meters", "celsius", "kilograms"];
}
function sqlValues(text, tables) {
    const quote = (t) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(t) ? t : `"${t.replace(/"/g, '""')}"`);
    // A tool for writes only (its description names INSERT/UPDATE/CREATE but not SELECT) refuses a SELECT. One that
    // runs DELETE statements gets one that deletes nothing (`WHERE 1 = 0`) from a table the server listed.
    const writesOnly = /\b(insert|update|delete|create|drop|alter|ddl|dml|write)\b/i.test(text) && !/\bselect\b/i.test(text);
    if (writesOnly) {
        const deletes = /\bdelete\b/i.test(text) && !/\bcreate\b/i.test(text) ? tables.slice(0, 1).map((t) => `DELETE FROM ${quote(t)} WHERE 1 = 0`) : [];
        return [...deletes, "CREATE TABLE IF NOT EXISTS mcp_checkup_example (id INTEGER PRIMARY KEY, name TEXT)"];
    }
    return [...tables.slice(0, 3).map((t) => `SELECT * FROM ${quote(t)} LIMIT 5`), "SELECT 1"];
}
/** Names of a property that holds a statement for the tool to run (`query`, `sql`, `sqlQuery`, `statement`). */
const STATEMENT_NAME = /^(?:sql[ _]?)?(?:query|statement|stmt)$|^sql$/i;
/**
 * Whether a text says it is about SQL: the word, or SQL's keywords written as SQL writes them (case matters:
 * "Execute SELECT queries", "CREATE TABLE SQL statement"; "select a file" is no SQL).
 */
function namesSql(text) {
    return /\bsql(?:ite)?\b/i.test(text) || /\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE TABLE|ALTER TABLE)\b/.test(text);
}
/** A tool named for a table (`create_table`, `alter_table`): a statement it runs is SQL. */
const TABLE_TOOL = /(?:^|[\s_\-.])tables?(?:$|[\s_\-.])/i;
/**
 * SQL for a statement-named property (`query`, `sql`, `statement`) whose own description names no kind, when its
 * tool says it runs SQL — in its description, or by a name about tables: a published SQLite server's `read_query`
 * ("Execute SELECT queries to read data from the database") and `create_table` ("Create new tables in the
 * database") have an undescribed `query` each, which got "example" and a refusal. Empty otherwise.
 */
function toolSqlValues(name, tool, tables = []) {
    if (!STATEMENT_NAME.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2")))
        return [];
    const { description } = tool;
    if (!(namesSql(description) || TABLE_TOOL.test(tool.name)))
        return [];
    return sqlValues(`${description} ${tool.name.replace(/[_\-.]+/g, " ")}`, tables);
}
/**
 * Which URL scheme a URL-taking property wants: `data` when the description (or name) allows data: URLs,
 * `file` when it asks for a local file URL, `https` otherwise (data: URLs went to tools that fetch https pages
 * and were refused; issue 11).
 */
function urlScheme(description, name = "") {
    const text = `${name} ${description}`;
    if (/\bdata:|\bdata ur[il]s?\b|\bbase-?64\b/i.test(text))
        return "data";
    if (/\bfile:\/\/|\bfile ur[il]s?\b|\blocal file\b/i.test(text) && !/\bhttps?\b/i.test(text))
        return "file";
    return "https";
}
/** Candidate URLs for a scheme. `https` uses example.com (IANA's documentation domain, RFC 2606 §3). */
function urlValues(scheme) {
    if (scheme === "data")
        return ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D"];
    if (scheme === "file")
        return ["file:///tmp/example.txt", "file:///etc/hostname"];
    return ["https://example.com/", "https://example.com/index.html", "https://www.example.org/"];
}
/**
 * The named kinds, most specific first: the first rule whose pattern matches the description wins. Patterns
 * need the kind's own words ("time zone", "cron", "SQL", "regular expression"), never a bare "date" or "query".
 */
const KINDS = [
    ["jwt", /\bjwt\b|\bjson web token\b/i, () => ({ strings: [JWT] })],
    ["cron", /\bcron(?:tab)?\b/i, (t) => ({ strings: /\b(six|6)[- ]fields?\b|\bseconds? field\b/i.test(t) ? ["0 0 9 * * 1-5", "0 */15 * * * *"] : ["0 9 * * 1-5", "*/15 * * * *", "0 0 * * *"] })],
    ["sql", /\bsql\b|\bselect (?:statements?|quer(?:y|ies))\b|\bsqlite (?:query|statement)\b/i, (t, c) => ({ strings: sqlValues(t, c.tables ?? []) })],
    ["regex", /\b(?:regular expression|regexp?|regex pattern)\b/i, () => ({ strings: ["\\w+", "^[a-z]+$", "hello"] })],
    ["glob", /\bglob\b|\bwildcard pattern\b/i, () => ({ strings: ["*.txt", "**/*.md", "*"] })],
    ["duration", /\biso[ -]?8601 duration\b|\bduration in iso\b/i, () => ({ strings: ["PT1H", "P1D", "PT30M"] })],
    ["unix-time", /\b(?:unix|epoch)\b.{0,30}\b(?:time|timestamp|seconds|milliseconds|ms)\b/i, (t) => (/\bmilli|\bms\b/i.test(t) ? { numbers: [1767225600000], strings: ["1767225600000"] } : { numbers: [1767225600], strings: ["1767225600"] })],
    ["date-time", /\b(?:iso[ -]?8601|rfc[ -]?3339)\b.{0,40}\b(?:date[- ]?time|timestamp)\b|\bdate[- ]?time\b.{0,40}\b(?:iso[ -]?8601|rfc[ -]?3339)\b|\byyyy-mm-dd[t ]hh:mm/i,
        (t) => ({ strings: /\byyyy-mm-dd hh:mm(?::ss)?\b/i.test(t) ? ["2026-01-15 10:30:00", "2026-01-15 10:30"] : ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"] })],
    ["date", /\byyyy-mm-dd\b|\biso[ -]?8601\b|\biso date\b|\brfc[ -]?3339\b/i, () => ({ strings: ["2026-01-15", "2025-06-01", "2026-03-31"] })],
    ["time", /\bhh:mm(?::ss)?\b/i, (t) => ({ strings: /hh:mm:ss/i.test(t) ? ["10:30:00", "08:00:00"] : ["10:30", "08:00"] })],
    ["time-zone", /\biana\b|\btime ?zones?\b|\btz database\b|\bolson\b/i, () => ({ strings: ["America/New_York", "Europe/London", "Asia/Tokyo", "UTC"] })],
    ["semver", /\bsemver\b|\bsemantic version/i, (t) => ({ strings: /\brange\b/i.test(t) ? ["^1.2.3", "~1.2.0", "1.2.3"] : ["1.2.3", "2.0.0", "0.1.0"] })],
    ["uuid", /\buuid\b|\bguid\b/i, () => ({ strings: ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40"] })],
    ["email", /\be-?mail address/i, () => ({ strings: ["user@example.com", "alice@example.org"] })],
    ["hex-color", /\bhex(?:adecimal)? colou?r\b|#rrggbb\b|#rgb\b/i, () => ({ strings: ["#3366cc", "#ff0000"] })],
    ["mime-type", /\bmime[- ]?type\b|\bmedia type\b|\bcontent[- ]type\b/i, () => ({ strings: ["text/plain", "application/json"] })],
    ["base64", /\bbase-?64\b/i, (t) => ({ strings: /\b(image|png|picture|photo)\b/i.test(t) ? [PNG_BASE64] : ["SGVsbG8sIHdvcmxkIQ==", "ZXhhbXBsZQ=="] })],
    ["json", /\bjson[- ](?:string|object|text|encoded)\b|\bas (?:a )?json\b|\bstringified json\b/i, () => ({ strings: ['{"key":"value"}', "{}"] })],
    ["ip-address", /\bip(?:v4)? address\b/i, () => ({ strings: ["127.0.0.1", "10.0.0.1"] })],
    ["hostname", /\bhost ?name\b/i, () => ({ strings: ["localhost", "example.com"] })],
    ["phone", /\bphone number\b|\be\.164\b/i, () => ({ strings: ["+15555550123", "+442079460000"] })],
    ["language", /\biso[ -]?639\b|\bbcp[ -]?47\b|\blanguage (?:code|tag)\b|\blocale\b/i, (t) => ({ strings: /\bbcp[ -]?47\b|\blocale\b|\btag\b/i.test(t) ? ["en-US", "en", "fr-FR"] : ["en", "fr", "de"] })],
    ["country", /\biso[ -]?3166\b|\bcountry code\b|\balpha-?[23]\b/i, (t) => ({ strings: /\balpha-?3\b/i.test(t) ? ["USA", "GBR"] : ["US", "GB", "DE"] })],
    ["currency", /\biso[ -]?4217\b|\bcurrency\b/i, () => ({ strings: ["USD", "EUR", "GBP"] })],
    ["latitude", /\blatitude\b/i, () => ({ numbers: [51.5, 40.7] })],
    ["longitude", /\blongitude\b/i, () => ({ numbers: [-0.1, -74] })],
    ["port", /\bport(?: number)?\b/i, () => ({ numbers: [8080, 3000] })],
    ["percent", /\bpercent(?:age)?\b|\b0\s*-\s*100\b/i, () => ({ numbers: [50, 10] })],
];
/**
 * The values of a named kind read from a property's name alone (`sql`, `cron_expression`, `sourceTimezone`,
 * `jwt`, `port`), for a property whose description names no kind: a published SQLite server's `query` tool has
 * an undescribed `sql` property, which got "example" and a syntax error. The name's words are matched against
 * the same kind rules as a description; these values rank with the name's own hints, after the server's values.
 */
function namedKindValues(name, context = {}) {
    const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_\-.]+/g, " ").trim().toLowerCase();
    if (words === "")
        return { strings: [], numbers: [] };
    for (const [, pattern, values] of KINDS) {
        if (!pattern.test(words))
            continue;
        const v = values(words, context);
        return { strings: v.strings ?? [], numbers: v.numbers ?? [] };
    }
    return { strings: [], numbers: [] };
}
/** Names of a property that holds program text to run (`code`, `script`, `snippet`, `sourceCode`). */
const CODE_NAME = /^(?:code|script|snippet|program|source_?code|code_?snippet|src)$/i;
/** Names of a property that says which language program text is in (`language`, `languageId`, `lang`, `runtime`). */
const LANGUAGE_NAME = /^(?:lang|language|language_?id|programming_?language|runtime|interpreter|kernel)$/i;
/** A harmless program that prints `hello` in each language a code runner names, by the names they use. */
const PROGRAMS = [
    [/^(?:javascript|js|node(?:js)?|typescript|ts|deno|bun)$/i, 'console.log("hello")'],
    [/^(?:python[23]?|py)$/i, 'print("hello")'],
    [/^(?:bash|sh|shell|zsh)$/i, "echo hello"],
    [/^(?:ruby|rb)$/i, 'puts "hello"'],
    [/^php$/i, '<?php echo "hello";'],
    [/^(?:perl|pl)$/i, 'print "hello\\n";'],
    [/^lua$/i, 'print("hello")'],
    [/^r$/i, 'print("hello")'],
    [/^go(?:lang)?$/i, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }'],
    [/^(?:rust|rs)$/i, 'fn main() { println!("hello"); }'],
    [/^sql(?:ite)?$/i, "SELECT 1"],
];
/** Languages named in a text (a tool's name or description: `run_python`, "Executes JavaScript code"). */
const LANGUAGE_IN_TEXT = /\b(javascript|typescript|node(?:js)?|python[23]?|bash|shell|ruby|php|perl|lua|golang|rust|sql)\b/i;
/**
 * Program text for a property that holds code to run (issue 10's rule: a value of a known kind keeps its kind;
 * held-out servers: a code runner got Python for `languageId: "javascript"` and its own ReferenceError was counted
 * against it). The language is the one a sibling property names (`language: "python"`), else the one the
 * property's description or the tool's name names; none when the name is not a code name or no language is
 * known. Pure.
 */
function codeValues(name, language, text = "") {
    if (!CODE_NAME.test(name))
        return [];
    const lang = language ?? LANGUAGE_IN_TEXT.exec(text)?.[1];
    if (lang === undefined)
        return [];
    const program = PROGRAMS.find(([pattern]) => pattern.test(lang.trim()))?.[1];
    return program !== undefined ? [program] : [];
}
/** Words of a name or description that make a property a URL. */
const URL_WORDS = /\b(?:urls?|uris?|links?|hrefs?|website|web ?page|endpoint|webhook)\b/i;
/**
 * What `description` says about its property's value: examples first, then a named kind (the first rule that
 * matches, URLs included), then enumerated literals. `context.name` helps with units and URLs only; the name's
 * own hints are not here (they come after discovered values, see `schema-values.ts`).
 */
function describedValues(description, context = {}) {
    // Generation asks again for every attempt and variant of a value: the answer depends on the text alone.
    const key = `${context.name ?? ""}\u0000${description ?? ""}\u0000${(context.tables ?? []).join("\u0000")}`;
    return described.get(key) ?? described.set(key, describe(description, context));
}
const described = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_0__/* .BoundedMemo */ ._(2000);
function describe(description, context) {
    const text = description ?? "";
    const name = context.name ?? "";
    const examples = descriptionExamples(text);
    const strings = [...examples];
    const numbers = examples.filter((e) => e.trim() !== "").map(Number).filter(Number.isFinite);
    let kind;
    for (const [k, pattern, values] of KINDS) {
        if (!pattern.test(text))
            continue;
        kind = k;
        const v = values(text, context);
        strings.push(...(v.strings ?? []));
        numbers.push(...(v.numbers ?? []));
        break;
    }
    if (kind === undefined) {
        const units = text ? unitValues(text, name) : undefined;
        if (units) {
            kind = "unit";
            strings.push(...units);
        }
        else if (URL_WORDS.test(text) && (URL_WORDS.test(name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ")) || /^\s*(?:the )?(?:full |absolute |web ?page |target )?(?:url|uri|link)\b/i.test(text))) {
            kind = "url";
            strings.push(...urlValues(urlScheme(text, name)));
        }
    }
    strings.push(...enumeratedLiterals(text));
    return { ...(kind !== undefined ? { kind } : {}), strings: [...new Set(strings)], numbers: [...new Set(numbers)] };
}


/***/ }),

/***/ 923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IO: () => (/* binding */ stringHints),
/* harmony export */   J1: () => (/* binding */ isTimeoutName),
/* harmony export */   Lo: () => (/* binding */ nameWords),
/* harmony export */   PY: () => (/* binding */ booleanHints),
/* harmony export */   nS: () => (/* binding */ inferType),
/* harmony export */   q$: () => (/* binding */ isNetworkUrl),
/* harmony export */   uX: () => (/* binding */ numberHints),
/* harmony export */   zR: () => (/* binding */ isSlowNumber)
/* harmony export */ });
/* harmony import */ var _description_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(648);
/* harmony import */ var _bounded_memo_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5353);


/**
 * Realistic values chosen by a parameter's name (and description) when its schema allows a plain string, number
 * or boolean. A tool called with `query: "example"` and `email: "user@example.com"` behaves like it would for a
 * model; `sample_query` or random floats make it fail for reasons that are ours, not the server's.
 *
 * Lessons from the closest existing tool (reference/toolscore-notes.md §5, §9):
 * - durations, delays, timeouts, steps and the like get the SMALLEST allowed value, never a default such as
 *   10 seconds: `trigger-long-running-operation` called three times with its default blew the time budget;
 * - `number` parameters get whole numbers unless the schema forces a fraction (ids and counts given 6.13 failed);
 * - hosts are `localhost` and addresses loopback; a URL is `https://example.com/` unless the description allows
 *   `data:` or asks for `file:` URLs (`description-values.ts` `urlScheme`: data: URLs went to tools that fetch
 *   https pages and were refused, issue 11);
 * - the name's head noun (its last word) speaks first: `sourceTimezone` is a time zone, `destination_path` a
 *   path, never a source file because of the word "source" (issue 11).
 *
 * These hints come last, after the schema, the description and the server's own values (DESIGN.md "Scenarios
 * and how a call is judged"). Every value suggested here is only a candidate: the generator validates it.
 */
/** The lower-case words of a parameter name: `entityNames` → `entity names`, `max_results` → `max results`. */
function nameWords(name) {
    const words = wordsOfName.get(name) ??
        wordsOfName.set(name, name
            .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
            .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map((w) => w.toLowerCase()));
    return [...words];
}
/** {@link nameWords} per name, worked out once (planning asks again for every value of every case of every tool). */
const wordsOfName = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_1__/* .BoundedMemo */ ._(20_000);
function singular(word) {
    if (word.endsWith("ies") && word.length > 4)
        return `${word.slice(0, -3)}y`;
    if (word.endsWith("sses"))
        return word.slice(0, -2);
    if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3)
        return word.slice(0, -1);
    return word;
}
/** True when a word of `name` (or its singular) is one of `words`. */
function has(words, ...wanted) {
    return words.some((w) => wanted.includes(w) || wanted.includes(singular(w)));
}
/** True for an `http:`/`https:` URL: a value that would make the tool reach the network. */
function isNetworkUrl(value) {
    return typeof value === "string" && /^(https?|wss?|ftp):\/\//i.test(value.trim());
}
/** Names whose numbers are durations or repetitions: the smallest allowed value is used. */
const SLOW_WORDS = [
    "duration", "delay", "timeout", "sleep", "wait", "interval", "step", "retry", "retries", "attempt", "backoff",
    "ttl", "second", "sec", "secs", "ms", "millis", "millisecond", "minute", "min", "mins", "hour", "poll", "pause",
    "tick", "iteration", "repeat", "time", "times", "cooldown", "latency", "period",
];
/**
 * Whether a number named `name` must be kept as small as the schema allows (a duration, delay, timeout, step
 * count, retry count…). Matching is by whole words, so `timestamp` and `minimum`-like names are not caught.
 */
function isSlowNumber(name, description = "") {
    // A point in time ("Unix timestamp in seconds") is not a wait, whatever its unit.
    if (/\b(?:unix|epoch|timestamp)\b/i.test(description))
        return false;
    const words = nameWords(name);
    if (has(words, ...SLOW_WORDS))
        return true;
    return /\b(in|of) (seconds|milliseconds|minutes|ms)\b|\bduration\b|\bdelay\b/i.test(description);
}
/** Whether a parameter name names a timeout (an upper bound on a wait, not a wait). */
function isTimeoutName(name) {
    return has(nameWords(name), "timeout");
}
/** Whether a slow number is in milliseconds (a timeout of 1 ms would make the tool fail). */
function inMilliseconds(name, description) {
    return has(nameWords(name), "ms", "millis", "millisecond") || /milli ?seconds?\b|\bms\b/i.test(description);
}
/**
 * Candidate numbers for a parameter, most realistic first. `slow` names get only small values; a timeout in
 * milliseconds gets 1,000 (a 1 ms timeout would make the call fail).
 */
function numberHints(name, description = "") {
    const words = nameWords(name);
    if (isSlowNumber(name, description)) {
        if (has(words, "timeout") && inMilliseconds(name, description))
            return [1000, 500, 2000];
        if (has(words, "timeout"))
            return [5, 2, 10];
        return [1, 2, 0];
    }
    if (has(words, "port"))
        return [8080, 3000, 5432];
    if (has(words, "year"))
        return [2026, 2025, 2024];
    if (has(words, "month"))
        return [1, 6, 12];
    if (has(words, "day"))
        return [15, 1, 28];
    if (has(words, "hour"))
        return [10, 0, 23];
    if (has(words, "lat", "latitude"))
        return [51.5, 40.7, -33.9];
    if (has(words, "lon", "lng", "longitude"))
        return [-0.1, -74, 151.2];
    if (has(words, "offset", "skip", "start", "index", "cursor", "from"))
        return [0, 1, 2];
    if (has(words, "page"))
        return [1, 2, 3];
    if (has(words, "id", "number", "num", "no"))
        return [1, 2, 42];
    if (has(words, "limit", "count", "max", "top", "size", "total", "n", "k", "amount", "quantity", "depth", "length", "line", "head", "tail", "width", "height"))
        return [3, 1, 5];
    if (has(words, "percent", "percentage"))
        return [50, 10, 90];
    if (has(words, "ratio", "probability", "temperature", "threshold", "score", "weight"))
        return [0.5, 1, 0];
    return [];
}
/**
 * Candidate strings for a parameter, most realistic first; empty when neither the name nor the first words of
 * the description say anything useful (`from`, described as "The name of the entity where…", gets names).
 * The name's head noun (last word) is tried alone first, with the other words as modifiers; then every word.
 */
function stringHints(name, description = "", toolName = "") {
    const key = `${name}\u0000${description}\u0000${toolName}`;
    return hinted.get(key) ?? hinted.set(key, hintsFor(name, description, toolName));
}
/** Hints already worked out, by name, description and tool (generation asks for every attempt and variant). */
const hinted = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_1__/* .BoundedMemo */ ._(2000);
function hintsFor(name, description, toolName) {
    const directoryTool = has(nameWords(toolName), "dir", "directory", "folder", "tree");
    const words = nameWords(name);
    const head = words.slice(-1);
    const scheme = (0,_description_values_js__WEBPACK_IMPORTED_MODULE_0__/* .urlScheme */ .f$)(description, name);
    // `branchName`, `tagName`, `repoName`: the qualifier's own values when it has any ("main", "v1.0.0").
    const qualifier = words.length > 1 && has(head, "name") ? hintsForWords(words.slice(-2, -1), directoryTool, words, scheme) : [];
    if (qualifier.length > 0)
        return qualifier;
    const byHead = hintsForWords(head, directoryTool, words, scheme);
    if (byHead.length > 0)
        return byHead;
    const byName = hintsForWords(words, directoryTool, words, scheme);
    if (byName.length > 0 || !description)
        return byName;
    return hintsForWords(nameWords(description).slice(0, 6), directoryTool, words, scheme);
}
const DIRECTORIES = [".", "docs", "data"];
/**
 * `w`: the words a rule looks at; `all`: every word of the name, for modifiers (`destination_path`,
 * `repo_path`); `directoryTool`: the tool's name says it works on directories, so a bare `path` is one.
 */
function hintsForWords(w, directoryTool, all, scheme) {
    if (has(w, "email", "mail"))
        return ["user@example.com", "alice@example.org", "bob@example.net"];
    if (has(w, "url", "uri", "link", "href", "endpoint", "website", "webhook"))
        return (0,_description_values_js__WEBPACK_IMPORTED_MODULE_0__/* .urlValues */ .I3)(scheme);
    if (has(w, "dir", "directory", "folder", "cwd", "workdir", "workspace"))
        return DIRECTORIES;
    if ((directoryTool || has(all, "repo", "repository", "project", "root", "base")) && has(w, "path"))
        return DIRECTORIES;
    if (has(all, "destination", "dest", "target") && has(w, "path", "file", "destination", "dest"))
        return ["notes-moved.txt", "docs/notes-moved.txt", "data/copy.json"];
    if (has(w, "path", "file", "filename", "filepath", "source"))
        return ["notes.txt", "docs/readme.md", "data/example.json"];
    if (has(w, "uuid", "guid"))
        return ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40", "00000000-0000-4000-8000-000000000001"];
    if (has(w, "id", "identifier", "key", "slug"))
        return ["1", "example-id", "abc123"];
    if (has(w, "query", "search", "q", "keyword", "term", "filter", "question"))
        return ["example", "hello world", "test"];
    if (has(w, "timezone", "tz"))
        return ["UTC", "Europe/London", "America/New_York"];
    if (has(w, "datetime", "timestamp"))
        return ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00Z", "2026-03-31T23:59:59Z"];
    if (has(w, "date", "day", "since", "until", "before", "after"))
        return ["2026-01-15", "2025-06-01", "2026-03-31"];
    if (has(w, "time"))
        return ["10:30:00Z", "08:00:00Z", "23:59:59Z"];
    if (has(w, "lang", "language", "locale"))
        return ["en", "fr", "de"];
    if (has(w, "country"))
        return ["US", "GB", "DE"];
    if (has(w, "city", "location", "place"))
        return ["London", "Paris", "Tokyo"];
    if (has(w, "currency"))
        return ["USD", "EUR", "GBP"];
    if (has(w, "color", "colour"))
        return ["blue", "red", "green"];
    if (has(w, "phone", "mobile"))
        return ["+15555550123", "+442079460000", "+15555550199"];
    if (has(w, "host", "hostname", "domain", "server"))
        return ["localhost", "example.com", "localhost.localdomain"];
    if (has(w, "ip", "address") && !has(w, "email"))
        return ["127.0.0.1", "::1", "127.0.0.2"];
    if (has(w, "owner", "user", "username", "author", "login", "org", "organization", "account"))
        return ["octocat", "example-user", "alice"];
    if (has(w, "repo", "repository", "project", "package"))
        return ["example-repo", "hello-world", "demo"];
    if (has(w, "branch", "ref"))
        return ["main", "develop", "feature/example"];
    if (has(w, "tag", "version"))
        return ["v1.0.0", "1.2.3", "v2.0.0"];
    if (has(w, "sha", "commit", "hash", "digest"))
        return ["0123456789abcdef0123456789abcdef01234567", "a1b2c3d", "deadbeef"];
    if (has(w, "glob"))
        return ["*.txt", "**/*.md", "*.json"];
    if (has(w, "regex", "regexp"))
        return ["^[a-z]+$", "\\d+", "hello"];
    if (has(w, "pattern"))
        return ["*.txt", "example", "*.md"];
    if (has(w, "mime", "mimetype") || (has(w, "content") && has(w, "type")))
        return ["text/plain", "application/json", "text/markdown"];
    if (has(w, "format"))
        return ["json", "text", "markdown"];
    if (has(w, "sort", "order", "direction"))
        return ["asc", "desc", "name"];
    if (has(w, "command", "cmd", "shell"))
        return ["echo hello", "ls", "pwd"];
    if (has(w, "code", "script", "source", "snippet"))
        return ["print('hello')", "1 + 1", "return 42"];
    if (has(w, "expression", "expr", "formula"))
        return ["1 + 1", "2 * 3", "10 / 2"];
    if (has(w, "json"))
        return ['{"key":"value"}', "{}", '{"id":1}'];
    if (has(w, "password", "secret", "token", "apikey", "api", "credential"))
        return ["example-token", "test-secret", "dummy-key"];
    if (has(w, "type", "kind", "category", "group", "relation", "role", "status", "mode"))
        return ["example", "default", "test"];
    if (has(w, "name", "title", "label", "entity", "subject", "topic", "symbol"))
        return ["Example", "Alice", "Project Alpha"];
    if (has(w, "message", "text", "content", "body", "comment", "note", "prompt", "thought", "input", "description", "summary", "observation", "contents", "instruction", "reason"))
        return ["Hello, world!", "This is a test.", "Sample text for testing."];
    return [];
}
/** Boolean candidates: dry-run–like flags are true (the safer choice), dangerous flags false. */
function booleanHints(name) {
    const w = nameWords(name);
    if (has(w, "dry", "preview", "simulate", "simulation", "validate", "check", "readonly"))
        return [true, false];
    if (has(w, "force", "recursive", "overwrite", "delete", "purge", "destroy", "confirm", "permanent", "all"))
        return [false, true];
    return [];
}
/**
 * The JSON type a parameter with no `type` most likely has, from its name and description (such parameters are
 * lint's `property-no-type`; a call still needs a value the tool accepts). Undefined when nothing suggests one.
 */
function inferType(name, description = "") {
    const text = description.toLowerCase();
    if (/\b(number|count|how many|integer|amount|size|limit|minimum|maximum|port|index)\b/.test(text))
        return "number";
    if (/^(whether|true if|if true|flag)\b|\b(true|false)\b/.test(text))
        return "boolean";
    if (numberHints(name, description).length > 0 && stringHints(name, description).length === 0)
        return "number";
    if (/^(is|has|should|can|enable|enabled|disable|include|use|allow)[A-Z_]/.test(name))
        return "boolean";
    if (description || stringHints(name).length > 0)
        return "string";
    return undefined;
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


/***/ }),

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ WRITE_VERBS),
/* harmony export */   KW: () => (/* binding */ READ_VERBS),
/* harmony export */   e2: () => (/* binding */ RISKY_VERBS),
/* harmony export */   vW: () => (/* binding */ DELETE_VERBS)
/* harmony export */ });
/**
 * Verbs that say what a tool does, shared by the call order of scenarios (`call-phase.ts`), discovery and the
 * effect probes' classification (`probes/classify.ts`, issue "Effect probes" §Safety and §Write round trips).
 */
/**
 * Verbs that mark a tool as reading (issue §Safety: get/list/search/read/find/query/fetch/show/describe …), and
 * those that examine what they are given and report on it (`lint-files`, `check_syntax`, `validate_config`).
 */
const READ_VERBS = new Set([
    "get", "list", "search", "read", "find", "query", "fetch", "show", "describe", "lookup", "view", "retrieve",
    "browse", "recall", "count", "head", "tail", "stat", "inspect", "peek",
    "lint", "check", "validate", "verify", "analyze", "analyse", "audit", "diagnose", "explain", "summarize", "summarise", "parse", "compare",
]);
/** Verbs that mark a tool as storing data (issue §Write round trips, the exact list). */
const WRITE_VERBS = new Set([
    "create", "add", "update", "write", "set", "save", "put", "insert", "upsert", "append", "edit", "modify",
    "store", "remember", "record",
]);
/**
 * Verbs of tools that act on the world or destroy data: never inferred as writes, only run when a probe config
 * lists them under `writes` (issue §Write round trips: "Send/publish/deploy/delete tools only when listed").
 */
const RISKY_VERBS = new Set([
    "send", "publish", "deploy", "delete", "remove", "destroy", "drop", "purge", "erase", "wipe", "reset", "clear",
    "execute", "exec", "run", "kill", "terminate", "post", "email", "notify", "pay", "transfer", "push", "merge",
    "move", "rename", "unset", "forget", "revoke", "cancel",
]);
/** Verbs that make a tool listed under `writes` a delete tool (its round trip is "delete, then it is gone"). */
const DELETE_VERBS = new Set([
    "delete", "remove", "destroy", "drop", "purge", "erase", "unset", "forget",
]);


/***/ })

};
