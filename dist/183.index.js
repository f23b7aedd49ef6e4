export const id = 183;
export const ids = [183];
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

/***/ 959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ dialectOf),
/* harmony export */   Fc: () => (/* binding */ compileSchema)
/* harmony export */ });
/* unused harmony exports formatAjvErrors, compileSchemaWithAjv, satisfiesSchema */
/* harmony import */ var _mcp_limits_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1598);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _bounded_regexp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5126);
/* harmony import */ var _direct_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6963);
/* harmony import */ var _bounded_memo_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5353);
/* harmony import */ var _json_value_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4449);









// ajv-formats is CommonJS; its `default` export is the plugin both at run time and in the type declarations.
const addFormats = (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]);
/** {@link boundedRegExp} as ajv's `code.regExp` option wants it. */
const BOUNDED_REG_EXP = Object.assign((pattern, u) => (0,_bounded_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedRegExp */ .d)(pattern, u), { code: "boundedRegExp" });
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
        code: { optimize: false, regExp: BOUNDED_REG_EXP },
    };
    ajv = dialect === "2020-12" ? new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020(options) : dialect === "2019-09" ? new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_4__.Ajv2019(options) : new ajv__WEBPACK_IMPORTED_MODULE_5__.Ajv(options);
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
 * schema, compiled once (issue 14). Annotations are kept when a `$ref` points into one. ajv's `$async` is left out
 * wherever a schema goes, so that validation always answers at once.
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
            // ajv's own `$async` (no JSON Schema keyword) makes the compiled function answer with a promise, which accepted
            // every value and rejected unhandled on a bad one: a server's `$async: true` stopped the run.
            if (isSchema && key === "$async")
                continue;
            // Own keys, a server's "__proto__" included: assigning that one would set the copy's prototype, whose keywords
            // ajv would then read as the schema's (a key JSON.parse made own is an unknown keyword, which changes nothing).
            if (DATA.has(key))
                (0,_json_value_js__WEBPACK_IMPORTED_MODULE_6__/* .setOwn */ .P)(out, key, value);
            else if (isSchema && SCHEMA_MAPS.has(key) && value !== null && typeof value === "object" && !Array.isArray(value)) {
                (0,_json_value_js__WEBPACK_IMPORTED_MODULE_6__/* .setOwn */ .P)(out, key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, true)])));
            }
            else
                (0,_json_value_js__WEBPACK_IMPORTED_MODULE_6__/* .setOwn */ .P)(out, key, walk(value, isSchema && SUBSCHEMAS.has(key)));
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
const byText = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .BoundedMemo */ ._(5_000);
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
    if ((0,_mcp_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .jsonDepth */ .QV)(schema, _mcp_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_SCHEMA_DEPTH */ .Xc + 1) > _mcp_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_SCHEMA_DEPTH */ .Xc) {
        // Compiling walks the schema recursively: a hostile depth would overflow the stack (issue 12).
        const tooDeep = bothMeanings({ ok: false, error: `the schema nests more than ${_mcp_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_SCHEMA_DEPTH */ .Xc} levels deep` });
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
    const compiled = directlyChecked(normalized, declared, fallback) ?? bothMeanings(compileNormalized(normalized, declared, fallback));
    if (textKey !== undefined)
        byText.set(textKey, compiled);
    remember(schema, fallback, compiled);
    return compiled;
}
/**
 * {@link compileSchema} with ajv alone: no direct checks (`direct-check.ts`), no caches. What the direct checks are
 * tested against; a run has no use for it.
 */
function compileSchemaWithAjv(schema, fallback = "2020-12", assertFormats = true) {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema) || jsonDepth(schema, MAX_SCHEMA_DEPTH + 1) > MAX_SCHEMA_DEPTH) {
        return compileSchema(schema, fallback, assertFormats);
    }
    const compiled = bothMeanings(compileNormalized(normalize(schema), dialectOf(schema.$schema), fallback));
    return assertFormats ? compiled.asserting : compiled.annotating;
}
/**
 * A normalized schema's validators without compiling it, when `direct-check.ts` reads all of it (issue 14: ajv's
 * compilation of each distinct schema cost a cold run 1–4 ms apiece); undefined when it does not. ajv compiles it
 * after all only for a value the direct check cannot tell (`uniqueItems` over objects) and to write out the problems
 * of a value it refuses, so every answer and every message is ajv's. Such a schema compiles in the dialect it
 * declares, else `fallback`, with the `u` flag (a test holds the direct checks to that).
 */
function directlyChecked(normalized, declared, fallback) {
    const annotating = (0,_direct_check_js__WEBPACK_IMPORTED_MODULE_2__/* .directSchemaCheck */ .Ng)(normalized, "annotation", SYNTHETIC_ID);
    if (annotating === undefined)
        return undefined;
    const asserting = (0,_direct_check_js__WEBPACK_IMPORTED_MODULE_2__/* .directSchemaCheck */ .Ng)(normalized, "assertion", SYNTHETIC_ID);
    let compiled;
    const dialect = declared ?? fallback;
    const validator = (check, meaning) => {
        const viaAjv = () => (compiled ??= bothMeanings(compileNormalized(normalized, declared, fallback)))[meaning];
        const answer = (value) => {
            try {
                return check?.(value);
            }
            catch {
                return undefined; // ajv answers
            }
        };
        return {
            ok: true,
            dialect,
            validate: (value) => {
                if (answer(value) === true)
                    return [];
                const ajv = viaAjv();
                return ajv.ok ? ajv.validate(value) : [];
            },
            accepts: (value) => {
                const direct = answer(value);
                if (direct !== undefined)
                    return direct;
                const ajv = viaAjv();
                return !ajv.ok || ajv.accepts(value);
            },
        };
    };
    return { annotating: validator(annotating, "annotating"), asserting: validator(asserting, "asserting") };
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
    const validator = (asserting) => {
        /** `check` run with `format` meaning what `asserting` says; `failed` answers when the compiled function throws. */
        const run = (check, failed) => {
            assertingFormats = asserting;
            try {
                return check();
            }
            catch (error) {
                return failed(error);
            }
            finally {
                assertingFormats = true;
            }
        };
        return {
            ok: true,
            dialect,
            validate: (value) => run(() => (fn(value) ? [] : formatAjvErrors(fn.errors)), (error) => [`(root) validation failed: ${error.message}`]),
            accepts: (value) => run(() => Boolean(fn(value)), () => false),
        };
    };
    return { asserting: validator(true), annotating: validator(false) };
}
/**
 * `value`'s JSON text, or undefined when it has none that tells it apart: a cycle or a BigInt, or a number JSON
 * cannot write — `Infinity`, `-Infinity` and NaN are all written `null` (a server's `1e309` parses as Infinity), so
 * `{"const": 1e309}` and `{"const": null}` shared one compiled function, the first one compiled.
 */
function safeStringify(value) {
    try {
        const text = JSON.stringify(value);
        // Written `null` is the only trace such a number leaves: the text is read again with a look at each value then.
        return text.includes("null") && holdsNonFiniteNumber(value) ? undefined : text;
    }
    catch {
        return undefined;
    }
}
function holdsNonFiniteNumber(value) {
    let found = false;
    JSON.stringify(value, (_key, item) => {
        if (typeof item === "number" && !Number.isFinite(item))
            found = true;
        return item;
    });
    return found;
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
    return !compiled.ok || compiled.accepts(value);
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

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ boundedRegExp)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9483);


/**
 * A server's `pattern` may backtrack exponentially (`^(a+)+$` against `aaa…ab`): a regular expression test that does
 * not return, which no timeout or signal stops (a hostile server's schema held a run at 100 % CPU for ten minutes,
 * past SIGTERM). V8 finishes such a test on its linear-time engine once it has backtracked 50,000 times when this
 * flag is set; nothing else changes (the same answers, the same speed below that). That engine takes no `u` flag:
 * see {@link boundedRegExp}. The flag is the process's own: set once, for every regular expression.
 */
(0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)("--enable-experimental-regexp-engine-on-excessive-backtracks");
/** Pattern syntax of the `u` flag's own, which means something else, or nothing, without it: `\p{…}`, `\P{…}`, `\u{…}`. */
const UNICODE_SYNTAX = /\\[pPu]\{/;
/**
 * The regular expression a schema's `pattern` is tested with (ajv's `code.regExp`; also the direct checks of
 * `direct-check.ts` and `patternProperties` in value generation): `new RegExp(pattern, u)` as ajv makes it, but tested
 * without the `u` flag when neither the pattern nor the text holds anything outside the Basic Multilingual Plane or
 * syntax of the `u` flag's own — where both read alike — so that V8's linear-time fallback (above) can stop a pattern
 * that backtracks without end. Throws what `new RegExp(pattern, u)` throws.
 */
function boundedRegExp(pattern, u) {
    const full = new RegExp(pattern, u);
    if (u === "" || UNICODE_SYNTAX.test(pattern) || _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .SURROGATE */ .h6.test(pattern))
        return full;
    let plain;
    try {
        plain = new RegExp(pattern);
    }
    catch {
        return full;
    }
    return { test: (text) => (_findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .SURROGATE */ .h6.test(text) ? full : plain).test(text), toString: () => full.toString() };
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
 * everything`) and `one of a, b, c` / `either a or b` / `(a|b|c)` / `(A, B, C)` (upper case, three or more) lists.
 * Literals in a condition about another property (`only used when action is 'diff'`) and quoted words longer than
 * 60 characters are left out.
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
    // Three or more upper-case words in parentheses are the values themselves: "Column type (TEXT, INTEGER, REAL,
    // BLOB)", "Level (DEBUG, INFO, WARN, ERROR)" (a trial's SQLite server got `default` for the first).
    const capitals = /\(\s*([A-Z][A-Z0-9_]+(?:\s*,\s*[A-Z][A-Z0-9_]+){2,})\s*\)/.exec(description);
    if (capitals)
        out.push(...capitals[1].split(/\s*,\s*/));
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

/***/ 6963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ directSchemaCheck),
/* harmony export */   kV: () => (/* binding */ directLeafCheck)
/* harmony export */ });
/* unused harmony export TYPE_TESTS */
/* harmony import */ var ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(779);
/* harmony import */ var _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9483);
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8714);
/* harmony import */ var _bounded_regexp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5126);




/**
 * JSON Schema checks made without ajv, for the keywords most tool schemas are made of, answering exactly as our ajv
 * instances (`ajv-validate.ts`) do; anything else is left to ajv. Why: ajv compiles each distinct schema into a
 * function before its first use, 1–4 ms apiece in a run's cold process — on the filesystem server, 12 schemas and
 * ~18 ms of a ~500 ms run, most of it between an answer and the next request (issue 14) — and a tool's schema
 * checks a handful of values. The semantics followed are ajv 8's with our options (`strict: false`, `allErrors: false`,
 * `ownProperties: false`, `unicodeRegExp`), read in its source: a property is present when `data[name] !==
 * undefined` (an inherited `constructor` is present), `additionalProperties` walks `for…in`, a `properties` entry
 * named `__proto__` is ignored, `minLength` counts code points. A test compares both on every keyword.
 */
/**
 * What each JSON Schema `type` admits, exactly as our ajv instances check it (Validation §6.1.1: `integer` is a number
 * without a fractional part; without ajv's `strictNumbers`, NaN is a number and Infinity an integer).
 */
const TYPE_TESTS = {
    string: (v) => typeof v === "string",
    number: (v) => typeof v === "number",
    integer: (v) => typeof v === "number" && !(v % 1) && !Number.isNaN(v),
    boolean: (v) => typeof v === "boolean",
    null: (v) => v === null,
    array: (v) => Array.isArray(v),
    object: _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O,
};
/**
 * The check of `leaf` (an object of scalar keywords, compiled alone) without ajv, answering exactly as our ajv
 * instances do, or undefined when it says anything this does not read — `format`, `multipleOf`, a boolean
 * `exclusiveMinimum` (draft-04's form), an object in `enum`, a keyword value of the wrong kind, a pattern invalid
 * with and without the `u` flag — which ajv then decides. Read here: `type` ({@link TYPE_TESTS}); `enum` and `const`
 * of strings, numbers, booleans and null (ajv compares such values with `===`); `minLength` and `maxLength`
 * (non-negative integers), counted in code points as ajv counts them (its default `unicode`: a surrogate pair is one
 * character); `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum` (finite numbers), which NaN fails, as
 * in ajv; `pattern` ({@link boundedRegExp}, with the `u` flag where the pattern allows it, as ajv's `unicodeRegExp`
 * retry does for a schema compiled alone). Each applies to its own type only (a number passes `minLength`, a string
 * `minimum`, as in JSON Schema).
 */
function directLeafCheck(leaf) {
    const tests = [];
    for (const [keyword, limit] of Object.entries(leaf)) {
        const test = keywordTest(keyword, limit, true);
        if (test === undefined)
            return undefined;
        tests.push(test);
    }
    return tests.length === 1 ? tests[0] : (value) => tests.every((test) => test(value));
}
/**
 * The check of a whole schema (as `ajv-validate.ts` normalizes it) without ajv, or undefined when it holds anything
 * not read here, anywhere. Read: boolean schemas; the keywords of {@link directLeafCheck} (a `pattern` only when it
 * is valid with the `u` flag, with which ajv then compiles the whole schema); `format` (a string: asserted with
 * ajv-formats' own checks, or an annotation, as `formats` says); `properties` (none named `__proto__`), `required`
 * (non-empty strings), `additionalProperties` (a boolean or a schema); `items` (one schema, not draft-07's list),
 * `minItems`, `maxItems`, `uniqueItems`; `minProperties`, `maxProperties`; `allOf`, `anyOf`, `oneOf` (non-empty
 * lists) and `not`; a root `$id` equal to `rootId` (the one `ajv-validate.ts` adds). Not read, so left to ajv: `$ref`
 * and definitions, `if`, `patternProperties`, `multipleOf`, `dependencies`, `contains`, `prefixItems`,
 * `unevaluated*`, unknown keywords (ajv ignores some and refuses others). The check answers undefined for
 * `uniqueItems` over an array holding objects, arrays, non-finite numbers or a text beginning `__proto_`.
 */
function directSchemaCheck(schema, formats, rootId) {
    return schemaCheck(schema, formats, rootId);
}
const ACCEPT_ALL = () => true;
const REJECT_ALL = () => false;
function schemaCheck(schema, formats, rootId) {
    if (typeof schema === "boolean")
        return schema ? ACCEPT_ALL : REJECT_ALL;
    if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(schema))
        return undefined;
    const checks = [];
    let properties;
    let additional;
    for (const [keyword, value] of Object.entries(schema)) {
        switch (keyword) {
            case "$id":
                if (rootId === undefined || value !== rootId)
                    return undefined;
                break;
            case "format": {
                if (typeof value !== "string")
                    return undefined;
                if (formats === "annotation")
                    break;
                const test = formatTest(value);
                if (test === undefined)
                    return undefined;
                if (test !== ACCEPT_ALL)
                    checks.push(test);
                break;
            }
            case "properties": {
                // ajv ignores an entry named __proto__, but `additionalProperties` reads it past eight properties.
                if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(value) || Object.hasOwn(value, "__proto__"))
                    return undefined;
                properties = [];
                for (const [name, sub] of Object.entries(value)) {
                    const check = schemaCheck(sub, formats);
                    if (check === undefined)
                        return undefined;
                    properties.push([name, check]);
                }
                break;
            }
            case "additionalProperties":
                additional = schemaCheck(value, formats);
                if (additional === undefined)
                    return undefined;
                break;
            case "required": {
                // ajv never finds the empty name missing below 200 names (its test `data[""] === undefined && (missing = "")`
                // is falsy): left to ajv, as are names that are not strings.
                if (!Array.isArray(value) || !value.every((name) => typeof name === "string" && name !== ""))
                    return undefined;
                const names = value;
                if (names.length > 0)
                    checks.push((v) => !(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(v) || names.every((name) => v[name] !== undefined));
                break;
            }
            case "items": {
                const item = Array.isArray(value) ? undefined : schemaCheck(value, formats);
                if (item === undefined)
                    return undefined;
                checks.push((v) => (Array.isArray(v) ? all(v, item) : true));
                break;
            }
            case "uniqueItems":
                if (typeof value !== "boolean")
                    return undefined;
                if (value)
                    checks.push(uniqueItems);
                break;
            case "allOf":
            case "anyOf":
            case "oneOf": {
                const branches = Array.isArray(value) && value.length > 0 ? value.map((branch) => schemaCheck(branch, formats)) : undefined;
                if (branches === undefined || !branches.every((branch) => branch !== undefined))
                    return undefined;
                checks.push(keyword === "allOf" ? (v) => all(branches, (branch) => branch(v)) : keyword === "anyOf" ? (v) => some(branches, v) : (v) => exactlyOne(branches, v));
                break;
            }
            case "not": {
                const negated = schemaCheck(value, formats);
                if (negated === undefined)
                    return undefined;
                checks.push((v) => {
                    const ok = negated(v);
                    return ok === undefined ? undefined : !ok;
                });
                break;
            }
            case "minItems":
            case "maxItems":
            case "minProperties":
            case "maxProperties": {
                if (typeof value !== "number" || !Number.isInteger(value) || value < 0)
                    return undefined;
                const count = keyword.endsWith("Items") ? (v) => (Array.isArray(v) ? v.length : undefined) : (v) => ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(v) ? Object.keys(v).length : undefined);
                const least = keyword.startsWith("min");
                checks.push((v) => {
                    const n = count(v);
                    return n === undefined || (least ? n >= value : n <= value);
                });
                break;
            }
            default: {
                const test = keywordTest(keyword, value, false);
                if (test === undefined)
                    return undefined;
                checks.push(test);
            }
        }
    }
    if (properties !== undefined || additional !== undefined)
        checks.push(objectCheck(properties ?? [], additional));
    return checks.length === 0 ? ACCEPT_ALL : checks.length === 1 ? checks[0] : (v) => all(checks, (check) => check(v));
}
/** `properties` and `additionalProperties` of an object, as ajv reads them (`data[name] !== undefined`, `for…in`). */
function objectCheck(properties, additional) {
    const named = new Set(properties.map(([name]) => name));
    return (v) => {
        if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(v))
            return true;
        let unknown = false;
        for (const [name, check] of properties) {
            const item = v[name];
            if (item === undefined)
                continue;
            const ok = check(item);
            if (ok === false)
                return false;
            if (ok === undefined)
                unknown = true;
        }
        if (additional !== undefined) {
            for (const key in v) {
                if (named.has(key))
                    continue;
                const ok = additional(v[key]);
                if (ok === false)
                    return false;
                if (ok === undefined)
                    unknown = true;
            }
        }
        return unknown ? undefined : true;
    };
}
/** Whether `check` holds for every item: false at the first that fails, undefined when one could not be told and none failed. */
function all(items, check) {
    let unknown = false;
    for (const item of items) {
        const ok = check(item);
        if (ok === false)
            return false;
        if (ok === undefined)
            unknown = true;
    }
    return unknown ? undefined : true;
}
/**
 * An asserted `format` as our ajv instances check it (ajv-formats' full formats, ajv 8's `format` keyword): a string
 * format checks strings only, a number format (`int32`, `float`…) numbers only; a name no format has checks nothing
 * (ajv ignores it with `strict: false`), nor does `password` or `binary`. Undefined for a name ajv would find on
 * `Object.prototype` (`toString`…), which ajv then misreads as a format of its own.
 */
function formatTest(name) {
    if (!Object.hasOwn(ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats, name))
        return name in ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats ? undefined : ACCEPT_ALL;
    const format = ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats[name];
    if (format === true)
        return ACCEPT_ALL;
    // A definition object ({ type, validate }), or the check itself: a regular expression or a function of strings.
    let type = "string";
    let check = format;
    if ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(format) && !(format instanceof RegExp)) {
        if (format.async === true)
            return undefined;
        if (typeof format.type === "string" && format.type !== "")
            type = format.type;
        check = format.validate;
    }
    if (check instanceof RegExp)
        return (v) => typeof v !== type || check.test(v);
    if (typeof check === "function")
        return (v) => typeof v !== type || Boolean(check(v));
    return undefined;
}
/** `anyOf`: true at the first branch that holds, false when none does, undefined when none held and one could not be told. */
function some(branches, v) {
    let unknown = false;
    for (const branch of branches) {
        const ok = branch(v);
        if (ok === true)
            return true;
        if (ok === undefined)
            unknown = true;
    }
    return unknown ? undefined : false;
}
/** `oneOf`: whether exactly one branch holds; undefined when that turns on a branch that could not be told. */
function exactlyOne(branches, v) {
    let held = 0;
    let unknown = 0;
    for (const branch of branches) {
        const ok = branch(v);
        if (ok === true)
            held++;
        else if (ok === undefined)
            unknown++;
        if (held > 1)
            return false;
    }
    return unknown === 0 ? held === 1 : undefined;
}
/**
 * `uniqueItems: true` over strings, finite numbers, booleans and null (equal when `===`, as ajv's deep equality has
 * them; 0 and -0 are one); undefined for anything else, and for a text that begins `__proto_`: ajv's fast path keys
 * the items in a plain object (a string with `_` appended when the items may be of several types), where the key
 * `__proto__` is never recorded, so its duplicates go unseen.
 */
function uniqueItems(v) {
    if (!Array.isArray(v))
        return true;
    const seen = new Set();
    for (const item of v) {
        let key;
        if (typeof item === "string") {
            if (item.startsWith("__proto_"))
                return undefined;
            key = `s${item}`;
        }
        else if (typeof item === "number") {
            if (!Number.isFinite(item))
                return undefined;
            key = `n${item}`; // -0 is written 0
        }
        else if (typeof item === "boolean" || item === null)
            key = String(item);
        else
            return undefined;
        if (seen.has(key))
            return false;
        seen.add(key);
    }
    return true;
}
/**
 * The test of one scalar keyword, or undefined when it is not one read here (see {@link directLeafCheck}).
 * `retryPattern`: a pattern invalid with the `u` flag is tested without it, as ajv compiles a schema alone; otherwise
 * it is left to ajv (that retry would change how the other patterns of the same schema read).
 */
function keywordTest(keyword, limit, retryPattern) {
    const length = typeof limit === "number" && Number.isInteger(limit) && limit >= 0 ? limit : undefined;
    const bound = typeof limit === "number" && Number.isFinite(limit) ? limit : undefined;
    const isNumber = (v) => typeof v === "number";
    switch (keyword) {
        case "type": {
            const types = [limit].flat();
            if (types.length === 0 || !types.every((t) => typeof t === "string" && Object.hasOwn(TYPE_TESTS, t)))
                return undefined;
            const tests = types.map((t) => TYPE_TESTS[t]);
            return tests.length === 1 ? tests[0] : (value) => tests.some((test) => test(value));
        }
        case "enum":
            if (!Array.isArray(limit) || limit.length === 0 || !limit.every(isPrimitive))
                return undefined;
            return (value) => limit.some((v) => v === value);
        case "const":
            return isPrimitive(limit) ? (value) => value === limit : undefined;
        case "minLength":
            return length === undefined ? undefined : (value) => typeof value !== "string" || (0,_findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_3__/* .codePoints */ .BH)(value) >= length;
        case "maxLength":
            return length === undefined ? undefined : (value) => typeof value !== "string" || (0,_findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_3__/* .codePoints */ .BH)(value) <= length;
        case "minimum":
            return bound === undefined ? undefined : (value) => !isNumber(value) || value >= bound;
        case "maximum":
            return bound === undefined ? undefined : (value) => !isNumber(value) || value <= bound;
        case "exclusiveMinimum":
            return bound === undefined ? undefined : (value) => !isNumber(value) || value > bound;
        case "exclusiveMaximum":
            return bound === undefined ? undefined : (value) => !isNumber(value) || value < bound;
        case "pattern": {
            const regExp = typeof limit === "string" ? patternRegExp(limit, retryPattern) : undefined;
            return regExp === undefined ? undefined : (value) => typeof value !== "string" || regExp.test(value);
        }
        default:
            return undefined;
    }
}
/**
 * A `pattern` as our ajv instances test it: with the `u` flag, else (a pattern only valid without it, when `retry`)
 * without; undefined when neither compiles (ajv then fails to compile the schema, which checks nothing).
 */
function patternRegExp(pattern, retry) {
    for (const flags of retry ? ["u", ""] : ["u"]) {
        try {
            return (0,_bounded_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedRegExp */ .d)(pattern, flags);
        }
        catch {
            // not valid with these flags
        }
    }
    return undefined;
}
function isPrimitive(value) {
    return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
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
/**
 * The lower-case words of a parameter name: `entityNames` → `entity names`, `max_results` → `max results`. The same
 * (read-only) list each time for a name: planning asks again for every value of every case of every tool, and each
 * answer was a copy (issue 14).
 */
function nameWords(name) {
    return (wordsOfName.get(name) ??
        wordsOfName.set(name, name
            .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
            .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map((w) => w.toLowerCase())));
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
