export const id = 57;
export const ids = [57];
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
