export const id = 389;
export const ids = [389];
export const modules = {

/***/ 3607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt)
/* harmony export */ });
/**
 * At most `max` characters (code points, so a surrogate pair is never split) of `text` on one line: whitespace runs
 * collapsed to one space, the ends trimmed, and a trailing `…` in place of the last kept character when cut. Used
 * wherever a message quotes text it does not control (a description, a server's error, an option's value). Pure; a
 * long text costs one pass of the whitespace collapse and at most `max` steps after it.
 */
function excerpt(text, max = 80) {
    const line = text.replace(/\s+/g, " ").trim();
    if (line.length <= max)
        return line; // at most `max` code units: at most `max` code points
    let cut = 0;
    for (let at = 0, points = 0; at < line.length; points++) {
        if (points === max - 1)
            cut = at;
        if (points === max)
            return `${line.slice(0, cut)}…`;
        at += line.codePointAt(at) > 0xffff ? 2 : 1;
    }
    return line;
}


/***/ }),

/***/ 4879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ uniqueRefs),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   GS: () => (/* binding */ INSTRUCTIONS_OWNER),
/* harmony export */   UF: () => (/* binding */ compareCodeUnits),
/* harmony export */   _t: () => (/* binding */ textHash),
/* harmony export */   bQ: () => (/* binding */ pointerToken),
/* harmony export */   gk: () => (/* binding */ finding),
/* harmony export */   sK: () => (/* binding */ capitalise),
/* harmony export */   zA: () => (/* binding */ refersTo),
/* harmony export */   zI: () => (/* binding */ refTo)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7745);


/** The reference to `f` (its rule, tool and parameter). Pure. */
function refTo(f) {
    return { rule: f.rule, ...(f.tool !== undefined ? { tool: f.tool } : {}), ...(f.parameter !== undefined ? { parameter: f.parameter } : {}) };
}
/** Whether `ref` names `f`: same rule, same tool, same parameter (absent on both counts as the same). Pure. */
function refersTo(ref, f) {
    return ref.rule === f.rule && ref.tool === f.tool && ref.parameter === f.parameter;
}
/** `refs` without repeats (first occurrence kept, order kept). Pure. */
function uniqueRefs(refs) {
    return refs.filter((ref, i) => refs.findIndex((other) => refersTo(other, ref)) === i);
}
/** The owner name under which findings about the server's `instructions` are reported. */
const INSTRUCTIONS_OWNER = "<instructions>";
/**
 * Builds a finding with the catalogue's default severity for `rule` unless `severity` is given.
 * Keys whose value is undefined are left out, so JSON reports stay minimal and stable.
 */
function finding(rule, fields) {
    const out = { rule, severity: fields.severity ?? _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[rule].severity, message: fields.message, fix: fields.fix };
    if (fields.tool !== undefined)
        out.tool = fields.tool;
    if (fields.parameter !== undefined)
        out.parameter = fields.parameter;
    if (fields.confidence !== undefined)
        out.confidence = fields.confidence;
    if (fields.evidence !== undefined)
        out.evidence = fields.evidence;
    if (fields.pointer !== undefined)
        out.pointer = fields.pointer;
    if (fields.text_hash !== undefined)
        out.text_hash = fields.text_hash;
    if (fields.accepted !== undefined)
        out.accepted = fields.accepted;
    return out;
}
/**
 * 16 hex digits of the SHA-256 of a text (UTF-8): the `text_hash` of a finding about that text. Equal texts, equal
 * hashes; any change to the text (one character) gives another hash. Pure.
 */
function textHash(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
/** One JSON Pointer reference token (RFC 6901 §4: `~` → `~0`, `/` → `~1`). */
function pointerToken(key) {
    return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}
/** A message fragment with its first letter upper-cased, to start a finding's sentence. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
const SEVERITY_RANK = { error: 0, warning: 1, info: 2 };
/** Orders findings for reports: severity, then tool, then rule, then parameter (stable, deterministic). */
function compareFindings(a, b) {
    return (SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        compareCodeUnits(a.tool ?? "", b.tool ?? "") ||
        compareCodeUnits(a.rule, b.rule) ||
        compareCodeUnits(a.parameter ?? "", b.parameter ?? "") ||
        compareCodeUnits(a.message, b.message));
}
/**
 * Orders strings by UTF-16 code units: the same on every machine, unlike `localeCompare` (whose order follows the
 * runner's locale, and whose first call costs a cold process about 11 ms loading the ICU collator; issue 14).
 */
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 7745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ ruleAnchor),
/* harmony export */   Iu: () => (/* binding */ RULE_IDS),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/**
 * The rule catalogue: every rule id any check may emit, with its default severity, category and a one-line
 * summary. Reports, SARIF and the README's rule table are generated from it. Ids are stable: add rules,
 * never rename one (DESIGN.md "Findings and the rule catalogue").
 */
const rule = (severity, category, summary) => ({
    severity,
    category,
    summary,
});
const RULES = {
    // Schema hygiene (lint)
    "schema-missing": rule("error", "lint", "A tool has no usable inputSchema (missing, null, not an object, or a validator object serialized instead of JSON Schema)."),
    "schema-no-type": rule("error", "lint", 'A tool\'s inputSchema has no root "type": "object".'),
    "schema-root-combinator": rule("warning", "lint", "A tool's inputSchema root is a combinator (anyOf/oneOf/allOf) many clients cannot read."),
    "property-no-type": rule("error", "lint", "A parameter has no type (and no $ref, enum, const or typed combinator)."),
    "required-unknown-property": rule("error", "lint", 'A name in "required" is not among the schema\'s properties.'),
    "required-list-missing": rule("warning", "lint", 'A property\'s description says it is required but the schema\'s "required" list does not name it (info when nothing says so).'),
    "array-items-missing": rule("warning", "lint", 'An array parameter does not say what its items are ("items" missing).'),
    "description-missing": rule("warning", "lint", "A tool has no description."),
    "description-short": rule("warning", "lint", "A tool's description is too short to tell a model when to use it."),
    "tool-name-invalid": rule("error", "lint", "A tool name breaks the MCP naming rules (1-128 characters of A-Z a-z 0-9 _ - .), or repeats."),
    "tool-name-style": rule("info", "lint", "The server mixes naming styles (snake_case, kebab-case, camelCase) across its tools."),
    "definition-large": rule("warning", "lint", "A tool definition costs many tokens of context on every request."),
    // What the model reads (lint)
    "dangling-tool-reference": rule("warning", "lint", "Text the model reads refers to a tool this server does not expose."),
    "hidden-unicode": rule("error", "lint", "Text contains invisible Unicode tag characters (U+E0000-U+E007F) that can smuggle instructions."),
    "bidi-control": rule("error", "lint", "Text contains bidirectional override or isolate characters that make it read differently than shown."),
    "invisible-character": rule("warning", "lint", "Text contains invisible format characters (zero-width, direction marks, BOM, soft hyphen)."),
    "poisoning-conceal": rule("error", "lint", "Text tells the model to hide something from the user."),
    "poisoning-override": rule("error", "lint", "Text tells the model to ignore its previous instructions."),
    "instruction-block": rule("warning", "lint", "Text contains an <IMPORTANT>/<system>-style instruction block aimed at the model."),
    // Tool annotations (lint)
    "annotations-missing": rule("info", "lint", "A tool has no annotations, so clients assume it writes, destroys, is not idempotent and reaches the outside world."),
    "annotation-destructive-missing": rule("warning", "lint", "A tool named like a delete (delete, remove, drop …) is not annotated destructiveHint: true."),
    "annotation-hints-conflict": rule("warning", "lint", "A tool is annotated both readOnlyHint: true and destructiveHint: true."),
    "annotations-identical": rule("warning", "lint", "Every tool carries the same annotations although the server has both read and write tools."),
    // Client compatibility profiles (lint; only for the clients named with --clients)
    "client-schema-rejected": rule("error", "lint", "A tool's inputSchema uses a keyword or shape that a client named with --clients rejects."),
    // Scenarios (runtime)
    "happy-call-failed": rule("error", "runtime", "A call with valid generated arguments failed."),
    "edge-crash": rule("error", "runtime", "The server died or dropped the connection on bad input."),
    "edge-timeout": rule("error", "runtime", "The server did not answer a call with bad input in time."),
    "edge-internal-error": rule("warning", "runtime", "Bad input escaped the handler as a JSON-RPC internal error (-32603) instead of a tool error."),
    "edge-accepted-invalid": rule("warning", "runtime", "A call with arguments the schema forbids succeeded as if they were valid."),
    "call-timeout": rule("error", "runtime", "A call with valid arguments did not answer within the timeout."),
    "error-not-flagged": rule("warning", "runtime", "A result's text reports a failure but isError is not set."),
    "unknown-tool-no-reply": rule("error", "runtime", "A call to a tool that does not exist got no reply."),
    "unknown-tool-wrong-error": rule("warning", "runtime", "A call to a tool that does not exist was not answered with JSON-RPC error -32602."),
    "structured-content-missing": rule("error", "runtime", "A tool with an outputSchema returned no structuredContent."),
    "output-schema-mismatch": rule("error", "runtime", "A tool's structuredContent does not match its outputSchema."),
    "content-missing": rule("warning", "runtime", "A tools/call result has no content array (required by the MCP schema)."),
    "stdout-pollution": rule("error", "runtime", "The server wrote non-JSON-RPC text to stdout, which breaks stdio clients."),
    "pagination-loop": rule("error", "runtime", "tools/list pagination never ends (a cursor repeats or pages never stop)."),
    "tools-list-failed": rule("error", "runtime", "tools/list failed, so no tool could be graded."),
    "schema-unsatisfiable": rule("warning", "lint", "No value satisfies a tool's inputSchema, so it cannot be called with valid input."),
    "requirement-in-prose": rule("info", "lint", "A description states a requirement (needed for a value of another parameter, exactly one of two) that the inputSchema does not."),
    "server-start-failed": rule("error", "runtime", "The server could not be started or did not complete the handshake."),
    "server-crashed": rule("error", "runtime", "The server process exited during the run and had to be restarted."),
    "task-required-unsupported": rule("info", "runtime", "A tool requires task-augmented calls, which this checkup does not drive."),
    "schema-too-deep": rule("error", "lint", "A tool's inputSchema or outputSchema nests deeper than 100 levels; it is not read further and the tool is not called."),
    "response-too-large": rule("error", "runtime", "A message from the server was over the 10 MiB limit of one message; the request it answered failed."),
    "server-orphaned-process": rule("error", "runtime", "Processes the server started were still running after it was stopped (they left its process group)."),
    "unsolicited-client-request": rule("warning", "protocol", "The server sent a request for a client capability the client did not declare (sampling, elicitation, roots)."),
    "http-invalid-json": rule("error", "protocol", "An HTTP answer to a request is not a JSON-RPC message (invalid JSON, an unreadable body)."),
    "http-bad-content-type": rule("warning", "protocol", "An HTTP answer to a request is neither application/json nor text/event-stream."),
    "http-redirect": rule("error", "protocol", "The endpoint redirects to another origin, in a loop or too often; the redirect was not followed."),
    "http-auth-required": rule("warning", "runtime", "The endpoint answered HTTP 401: it needs credentials the checkup was not given."),
    // Effect probes
    "probe-write-not-observable": rule("warning", "probe", "A write succeeded but no read tool shows what was written."),
    "probe-silent-noop": rule("error", "probe", "A write on an existing key answered success and changed nothing."),
    "probe-data-lost": rule("error", "probe", "A record that was written is gone after another write."),
    "probe-bound-exceeded": rule("error", "probe", "A limit-like parameter was exceeded: more items came back than asked for."),
    "probe-bound-short": rule("warning", "probe", "Fewer items came back than asked for, though more exist."),
    "probe-slice-mismatch": rule("error", "probe", "head/tail returned lines other than the first/last N."),
    "probe-paths-disagree": rule("error", "probe", "Two calls that should agree (declared in the probe config) do not."),
    "probe-not-idempotent": rule("error", "probe", "A call declared idempotent returned different results twice."),
    "annotation-readonly-writes": rule("error", "probe", "A tool annotated readOnlyHint: true changed what the server's read tools show."),
    // Protocol conformance
    "version-negotiation-echo": rule("error", "protocol", "initialize echoes back any requested protocol version, even one that does not exist."),
    "version-negotiation-refused": rule("warning", "protocol", "initialize refuses an unknown version instead of countering with a supported one."),
    "protocol-unknown-method": rule("warning", "protocol", "An unknown method is not answered with JSON-RPC error -32601."),
    "protocol-parse-error": rule("warning", "protocol", "A malformed JSON line is not answered with -32700 (or the server died on it)."),
    "protocol-ping": rule("warning", "protocol", "ping is not answered with an empty result."),
    "protocol-response-id": rule("error", "protocol", "A response does not carry the id of its request."),
    "protocol-response-shape": rule("error", "protocol", "A response breaks JSON-RPC 2.0's shape (both result and error, often \"error\": null; an error without an integer code and a string message), which the official TypeScript client rejects."),
    "protocol-capability-missing": rule("warning", "protocol", "The server serves tools but does not declare the tools capability."),
    "protocol-capability-broken": rule("warning", "protocol", "A capability the server declares does not work: its list method fails."),
    "protocol-modern-version-error": rule("error", "protocol", "A modern server does not answer an unknown version with -32022 and data.supported/requested."),
    "protocol-modern-meta-missing": rule("error", "protocol", "A modern server accepts a request without the required _meta protocol version."),
    "protocol-discover-fields": rule("error", "protocol", "server/discover lacks supportedVersions or capabilities."),
    "protocol-result-type": rule("warning", "protocol", "A modern server's result lacks resultType."),
    "http-origin-not-rejected": rule("error", "protocol", "A request with a foreign Origin was not rejected with 403 (DNS-rebinding protection)."),
    "http-protocol-version-not-rejected": rule("warning", "protocol", "An invalid MCP-Protocol-Version header was not rejected with 400."),
    "http-stale-session-accepted": rule("warning", "protocol", "An unknown Mcp-Session-Id was not answered with 404."),
    "http-method-not-rejected": rule("warning", "protocol", "GET or DELETE on a modern server's endpoint was not answered with 405."),
    "http-bound-publicly": rule("warning", "protocol", "The server's port answers on a non-loopback address."),
    // Budgets the user set
    "context-over-budget": rule("error", "budget", "The server's tool definitions and instructions cost more tokens than --token-budget allows."),
    // The MCP Registry's server.json (--server-json)
    "server-json-invalid": rule("error", "registry", "server.json does not validate against the MCP Registry's server.json schema."),
    "server-json-description-long": rule("warning", "registry", "server.json's description is longer than the registry's 100 characters."),
    "server-json-version-mismatch": rule("warning", "registry", "server.json's version differs from the version the server reports in serverInfo."),
    "server-json-package-missing": rule("error", "registry", "The package server.json names cannot be found in its registry (npm answered 404)."),
    "server-json-required-env-unused": rule("warning", "registry", "The server starts and lists its tools without an environment variable server.json declares required."),
    // The accepted-findings file (--accepted)
    "accepted-stale": rule("error", "accepted", "An entry of the accepted-findings file (--accepted) matches no finding any more: it was fixed, or its text changed."),
    "accepted-expired": rule("warning", "accepted", "An entry of the accepted-findings file is past its expires date, so the finding it accepted counts again."),
    // Several servers graded together (mcp-checkup aggregate)
    "tool-name-collision": rule("warning", "aggregate", "Servers graded together offer tools of the same name; clients that load them together drop, overwrite or refuse one."),
    // Drift against a baseline snapshot
    "drift-tool-removed": rule("error", "drift", "A tool in the baseline is gone."),
    "drift-tool-added": rule("info", "drift", "A tool not in the baseline appeared."),
    "drift-required-added": rule("error", "drift", "A parameter became required: existing callers break."),
    "drift-required-removed": rule("warning", "drift", "A parameter is no longer required."),
    "drift-property-removed": rule("error", "drift", "A parameter was removed."),
    "drift-property-added": rule("info", "drift", "An optional parameter was added."),
    "drift-type-changed": rule("error", "drift", "A parameter's type changed."),
    "drift-enum-narrowed": rule("error", "drift", "An enum lost a value an agent may still send."),
    "drift-enum-widened": rule("info", "drift", "An enum gained a value."),
    "drift-description-changed": rule("info", "drift", "A description changed: the model's behaviour may change."),
    "drift-output-schema-changed": rule("warning", "drift", "A tool's outputSchema changed."),
    "drift-annotations-changed": rule("warning", "drift", "A tool's annotations changed (e.g. it stopped being read-only)."),
};
/** All rule ids, in catalogue order. */
const RULE_IDS = Object.keys(RULES);
/** The README anchor documenting a rule, e.g. `#rule-probe-silent-noop`. */
function ruleAnchor(id) {
    return `#rule-${id}`;
}


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ codePoints),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   h6: () => (/* binding */ SURROGATE)
/* harmony export */ });
/**
 * Pieces for reading text a server controls with regular expressions, shared by the lint (context cost), the judge
 * (our values taken out of an answer), validation (a schema's `pattern`) and the report (findings grouped by wording).
 */
/** Any UTF-16 surrogate code unit, paired or not: half of a character outside the Basic Multilingual Plane. */
const SURROGATE = /[\uD800-\uDFFF]/;
/** `text` with every regular-expression syntax character escaped, so that a `RegExp` made of it matches it literally. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
 * Unicode code points in `text` (a surrogate pair counts once; a lone surrogate once): what JSON Schema's
 * `minLength`/`maxLength` count, as ajv does, and what the lint counts as characters.
 */
function codePoints(text) {
    // Most texts hold no surrogate at all: one native scan says so (the loop below, cold, cost milliseconds on a
    // server's descriptions; issue 14).
    if (!SURROGATE.test(text))
        return text.length;
    let n = text.length;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}


/***/ }),

/***/ 4621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cd: () => (/* binding */ checkClientProfiles),
/* harmony export */   Zl: () => (/* binding */ CLIENT_IDS),
/* harmony export */   kX: () => (/* binding */ clientProfiles),
/* harmony export */   pS: () => (/* binding */ CLIENT_PROFILES)
/* harmony export */ });
/* unused harmony exports OPENAI_STRICT_FORMATS, rejectionsIn */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4879);
/* harmony import */ var _schema_walk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6214);
/* harmony import */ var _text_sources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6445);
/**
 * Client compatibility profiles (issue 17 §2): the JSON Schema keywords and shapes that a client's model API
 * rejects in a tool's `inputSchema`, kept as data with each entry's public source. They are valid JSON Schema;
 * the client fails on them anyway, and one rejected tool fails the whole request, not only that tool
 * (TanStack/ai#976; decolua/9router#3018). Profiles run only for the clients the user names (`--clients`,
 * `mcp-clients`): a server is not graded against a client its users do not use. Sources: the public bug threads
 * gathered in reference/beyond-notes.md §6 "Client-compatibility profiles", and the vendors' own documentation.
 */




const LIBRECHAT_13850 = "https://github.com/danny-avila/LibreChat/pull/13850";
const OPENAI_STRUCTURED_OUTPUTS = "https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas";
/** The formats OpenAI's strict mode accepts for strings (its Structured Outputs guide, "Supported schemas"). */
const OPENAI_STRICT_FORMATS = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);
const typeIncludes = (schema, type) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
const isObjectSchema = (schema) => typeIncludes(schema, "object") || (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(schema.properties);
const OPENAI_SHAPES = [
    {
        name: "array without items",
        source: "https://github.com/AnswerDotAI/fastcore/issues/798",
        find: (s) => (typeIncludes(s, "array") && s.items === undefined ? [{ at: "", keyword: "array without items" }] : []),
    },
    {
        name: "items as a list (a draft-07 tuple)",
        source: "https://github.com/vercel/ai/issues/2271",
        find: (s) => (Array.isArray(s.items) ? [{ at: "/items", keyword: "items as a list (a draft-07 tuple)" }] : []),
    },
    {
        name: "pattern with a Unicode property escape (\\p{…})",
        source: "https://github.com/Alishahryar1/free-claude-code/issues/1730",
        find: (s) => (typeof s.pattern === "string" && /\\[pP]\{/.test(s.pattern) ? [{ at: "/pattern", keyword: "pattern with a Unicode property escape (\\p{…})" }] : []),
    },
];
const OPENAI_STRICT_KEYWORDS = [
    ...["patternProperties", "unevaluatedProperties", "propertyNames", "minProperties", "maxProperties"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
    ...["unevaluatedItems", "contains", "minContains", "maxContains", "uniqueItems"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
    ...["allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
    {
        keyword: "oneOf",
        source: "https://community.openai.com/t/official-documentation-for-supported-schemas-for-response-format-parameter-in-calls-to-client-beta-chats-completions-parse/932422",
    },
];
const OPENAI_STRICT_SHAPES = [
    ...OPENAI_SHAPES,
    {
        name: "a property missing from required",
        source: "https://github.com/msrbuilds/elementor-mcp/issues/42",
        find: (s) => {
            if (!(0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(s.properties))
                return [];
            const required = Array.isArray(s.required) ? s.required : [];
            const missing = Object.keys(s.properties).filter((name) => !required.includes(name));
            return missing.length === 0 ? [] : [{ at: "/required", keyword: `not in required: ${missing.map((m) => `"${m}"`).join(", ")}` }];
        },
    },
    {
        name: "an object without additionalProperties: false",
        source: OPENAI_STRUCTURED_OUTPUTS,
        find: (s) => (isObjectSchema(s) && s.additionalProperties !== false ? [{ at: "", keyword: "object without additionalProperties: false" }] : []),
    },
    {
        name: "a format other than date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid",
        source: "https://github.com/can1357/oh-my-pi/issues/206",
        find: (s) => (typeof s.format === "string" && !OPENAI_STRICT_FORMATS.has(s.format) ? [{ at: "/format", keyword: `format: ${s.format}` }] : []),
    },
    {
        name: "a root that is not a plain object schema",
        source: OPENAI_STRUCTURED_OUTPUTS,
        find: (s, isRoot) => (isRoot && (s.type !== "object" || s.anyOf !== undefined) ? [{ at: "", keyword: "root is not type: object without anyOf" }] : []),
    },
];
const GEMINI_KEYWORDS = [
    { keyword: "$schema", source: "https://github.com/tashfeenahmed/freellmapi/pull/65" },
    { keyword: "additionalProperties", source: "https://github.com/zed-industries/zed/pull/52670" },
    { keyword: "propertyNames", source: "https://github.com/zed-industries/zed/pull/52670" },
    { keyword: "exclusiveMinimum", source: "https://github.com/danny-avila/LibreChat/issues/13845" },
    { keyword: "exclusiveMaximum", source: "https://github.com/zendev-sh/goai/pull/108" },
    { keyword: "const", source: "https://github.com/zendev-sh/goai/pull/108" },
    ...[
        "examples", "readOnly", "writeOnly", "deprecated", "$comment", "multipleOf", "uniqueItems", "prefixItems", "additionalItems",
        "patternProperties", "dependencies", "dependentRequired", "dependentSchemas", "contentEncoding", "contentMediaType",
        "contentSchema", "id",
    ].map((keyword) => ({ keyword, source: LIBRECHAT_13850 })),
    ...["unevaluatedProperties", "unevaluatedItems", "contains"].map((keyword) => ({ keyword, source: "https://github.com/decolua/9router/pull/3018" })),
];
const GEMINI_SHAPES = [
    {
        name: "type as a list (a union type)",
        source: "https://github.com/OpenDigitalProductFactory/opendigitalproductfactory/pull/4792",
        find: (s) => (Array.isArray(s.type) ? [{ at: "/type", keyword: "type as a list (a union type)" }] : []),
    },
    {
        name: "enum with values that are not strings",
        source: "https://github.com/microsoft/azure-devops-mcp/issues/139",
        find: (s) => (Array.isArray(s.enum) && s.enum.some((v) => typeof v !== "string") ? [{ at: "/enum", keyword: "enum with values that are not strings" }] : []),
    },
];
/** Every profile, by id. Add a client here, with a public source for each entry; README lists them. */
const CLIENT_PROFILES = [
    {
        id: "openai",
        name: "OpenAI function calling",
        scope: "tools sent to the OpenAI API without strict mode",
        keywords: [],
        shapes: OPENAI_SHAPES,
    },
    {
        id: "openai-strict",
        name: "OpenAI strict mode",
        scope: "tools sent with strict: true (Structured Outputs), as Codex and Copilot's strict models do",
        keywords: OPENAI_STRICT_KEYWORDS,
        shapes: OPENAI_STRICT_SHAPES,
    },
    {
        id: "gemini",
        name: "Gemini",
        scope: "tool schemas sent unchanged as FunctionDeclaration.parameters (the OpenAPI subset) to the Gemini API or Vertex AI; clients that rewrite schemas or send parametersJsonSchema accept more",
        keywords: GEMINI_KEYWORDS,
        shapes: GEMINI_SHAPES,
    },
];
/** The profile ids `--clients` accepts, in catalogue order. */
const CLIENT_IDS = CLIENT_PROFILES.map((p) => p.id);
/**
 * The profiles named in `ids` (as parsed from a comma- or newline-separated list), in the order given, each once.
 * Throws `UsageError` naming `inputName` (`--clients`, `mcp-clients`) for an unknown id, listing the known ones.
 */
function clientProfiles(inputName, ids) {
    const out = [];
    for (const id of ids) {
        const profile = CLIENT_PROFILES.find((p) => p.id === id.trim().toLowerCase());
        if (!profile)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${inputName}: '${id}' is not a known client profile; expected one of ${CLIENT_IDS.join(", ")}`);
        if (!out.includes(profile))
            out.push(profile);
    }
    return out;
}
/** What `profile` rejects in one `inputSchema`, in walk order (each keyword at its JSON Pointer). */
function rejectionsIn(profile, inputSchema) {
    const found = [];
    const keywords = new Map(profile.keywords.map((k) => [k.keyword, k.source]));
    (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .walkSchema */ .ry)(inputSchema, (visit) => {
        if (typeof visit.schema === "boolean")
            return;
        const schema = visit.schema;
        for (const key of Object.keys(schema)) {
            const source = keywords.get(key);
            if (source !== undefined)
                found.push({ pointer: `${visit.pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, keyword: key, source });
        }
        for (const shape of profile.shapes) {
            for (const hit of shape.find(schema, visit.role === "root"))
                found.push({ pointer: `${visit.pointer}${hit.at}`, keyword: hit.keyword, source: shape.source });
        }
    });
    return found;
}
/** At most this many rejections are spelled out in one finding's message (all of them are in its evidence and the report section). */
const MESSAGE_REJECTIONS = 5;
/**
 * Runs each profile over every tool's `inputSchema`: one {@link ClientToolResult} and one `client-schema-rejected`
 * finding per tool and client with at least one rejection, naming the JSON Pointers (RFC 6901, into the tool's
 * inputSchema). A tool without an object inputSchema is left to the schema lint rules. Pure; never throws.
 */
function checkClientProfiles(tools, profiles) {
    const results = [];
    const findings = [];
    for (const profile of profiles) {
        tools.forEach((tool, index) => {
            if (!(0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(tool.inputSchema))
                return;
            const rejections = rejectionsIn(profile, tool.inputSchema);
            if (rejections.length === 0)
                return;
            const owner = (0,_text_sources_js__WEBPACK_IMPORTED_MODULE_3__/* .toolOwner */ .Qc)(tool, index);
            results.push({ client: profile.id, tool: owner, rejections });
            const shown = rejections.slice(0, MESSAGE_REJECTIONS).map((r) => `${r.keyword} at ${r.pointer || "the root"}`);
            const more = rejections.length > MESSAGE_REJECTIONS ? `, and ${rejections.length - MESSAGE_REJECTIONS} more` : "";
            findings.push((0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .gk)("client-schema-rejected", {
                tool: owner,
                message: `${profile.name} rejects the inputSchema of "${owner}" (${shown.join("; ")}${more}); one rejected tool fails every request that carries it.`,
                fix: `Remove or rewrite what ${profile.name} does not accept in "${owner}"'s inputSchema (say the constraint in the description instead), or drop the ${profile.id} profile if your users do not use that client.`,
                evidence: { excerpt: rejections.map((r) => `${r.keyword} at ${r.pointer || "the root"} (${r.source})`).join("\n") },
                pointer: "/inputSchema",
                // What is rejected, and by which client: one tool rejected by two clients is two findings.
                text_hash: (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .textHash */ ._t)([profile.id, ...rejections.map((r) => `${r.keyword} ${r.pointer}`)].join("\n")),
            }));
        });
    }
    return { results, findings };
}


/***/ }),

/***/ 4982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mb: () => (/* binding */ lintDefinitionSize),
/* harmony export */   bP: () => (/* binding */ estimateTokens),
/* harmony export */   mT: () => (/* binding */ TOKEN_METHOD),
/* harmony export */   s: () => (/* binding */ instructionsTokens),
/* harmony export */   uB: () => (/* binding */ definitionTokens),
/* harmony export */   vW: () => (/* binding */ DEFINITION_LARGE_TOKENS)
/* harmony export */ });
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9483);
/* harmony import */ var _text_sources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6445);
/**
 * Context cost: how many tokens of a model's context a server's tool definitions and instructions take on
 * every request. An estimate by characters, not a tokenizer (tokenizers differ per model); good for comparing
 * tools and servers, and the same method Toolscore documents (reference/toolscore-notes.md §10).
 */



/** How the token figures are computed, stated once for reports (JSON, Markdown, console). */
const TOKEN_METHOD = "characters ÷ 4 of the compact JSON a client sends, rounded up";
/**
 * `definition-large` is reported above this many estimated tokens (≈ 6,000 characters) for one definition.
 * Measured by {@link TOKEN_METHOD} on the official reference servers (2026.8.31, 37 tools): the 36 ordinary
 * definitions cost 87–368 tokens (median ≈ 220, outputSchema and annotations included); sequential-thinking's
 * single tool, whose description is its whole usage guide, costs 1,160. Toolscore's 200 would flag 20 of the
 * 36 ordinary tools and its 500-token variants would still flag the one deliberate guide — noise, not defects.
 * 1,500 is four times the largest ordinary definition: it marks definitions that embed documents, long
 * examples or huge enums, which are worth trimming, and leaves rich descriptions alone. The total
 * (`context_tokens`) is reported for every server whatever the size of single definitions.
 */
const DEFINITION_LARGE_TOKENS = 1500;
/** Estimated tokens of `text`: ceil(code points / 4); 0 for an empty string. */
function estimateTokens(text) {
    return Math.ceil((0,_findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .codePoints */ .BH)(text) / 4);
}
/**
 * Estimated tokens of one tool definition: the compact JSON of the tool object as received
 * (`JSON.stringify(tool)`, every field kept: name, title, description, inputSchema, outputSchema,
 * annotations, `_meta`…). A value JSON cannot encode (a cycle, a BigInt — only possible for objects built in
 * code) counts its `String()` form instead; this never throws.
 */
function definitionTokens(tool) {
    let json;
    try {
        json = JSON.stringify(tool) ?? "";
    }
    catch {
        json = String(tool);
    }
    return estimateTokens(json);
}
/** Estimated tokens of the server instructions text; 0 when there are none. */
function instructionsTokens(text) {
    return typeof text === "string" ? estimateTokens(text) : 0;
}
/**
 * `definition-large` for one tool whose definition costs more than {@link DEFINITION_LARGE_TOKENS}
 * (`tokens` as computed by {@link definitionTokens}); none otherwise.
 */
function lintDefinitionSize(tool, index, tokens = definitionTokens(tool)) {
    if (tokens <= DEFINITION_LARGE_TOKENS)
        return [];
    const owner = (0,_text_sources_js__WEBPACK_IMPORTED_MODULE_1__/* .toolOwner */ .Qc)(tool, index);
    const description = typeof tool.description === "string" ? estimateTokens(tool.description) : 0;
    const biggest = description * 2 >= tokens ? "its description" : "its schemas";
    return [
        (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("definition-large", {
            tool: owner,
            message: `Tool "${owner}" costs about ${tokens} tokens of context on every request (more than ${DEFINITION_LARGE_TOKENS}); most of it is ${biggest} (description ≈ ${description} tokens).`,
            fix: `Shorten ${biggest} of "${owner}": keep what a model needs to choose and call the tool, and move long examples and reference text into documentation, a resource or a prompt.`,
        }),
    ];
}


/***/ }),

/***/ 7414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xc: () => (/* reexport safe */ _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__.Xc),
/* harmony export */   jm: () => (/* binding */ schemaTooDeepFinding),
/* harmony export */   uK: () => (/* binding */ tooDeepSchema)
/* harmony export */ });
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1598);
/**
 * `schema-too-deep`: a tool whose `inputSchema` or `outputSchema` nests deeper than {@link MAX_SCHEMA_DEPTH} levels
 * of JSON (issue 12: an `inputSchema` nested 2,000 levels ended a run in "Maximum call stack size exceeded" with no
 * report). No real schema comes near it (ten levels of nested objects are about 20 levels of JSON), while clients'
 * validators and value generators walk schemas recursively. Such a tool is reported and then left alone: no other
 * schema rule reads it and it is not called.
 */



/** Which of a tool's schemas nests deeper than {@link MAX_SCHEMA_DEPTH} (`inputSchema` first), or undefined. Iterative: never overflows the stack. */
function tooDeepSchema(tool) {
    if ((0,_mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonDepth */ .QV)(tool.inputSchema, _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc + 1) > _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc)
        return "inputSchema";
    if ((0,_mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonDepth */ .QV)(tool.outputSchema, _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc + 1) > _mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc)
        return "outputSchema";
    return undefined;
}
/** The `schema-too-deep` finding for tool `name`'s `which` schema. */
function schemaTooDeepFinding(name, which) {
    return (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("schema-too-deep", {
        tool: name,
        message: `The ${which} of '${name}' nests more than ${_mcp_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc} levels deep; clients that validate or generate arguments recursively fail on it, so the tool was not called.`,
        fix: `Flatten the ${which} of '${name}': a few levels of nested objects describe any real input; use $ref to a $defs entry for recursive structures instead of spelling them out.`,
    });
}


/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   ry: () => (/* binding */ walkSchema),
/* harmony export */   uJ: () => (/* binding */ joinPath)
/* harmony export */ });
/* unused harmony export isSchema */
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/**
 * A traversal of a JSON Schema as a server sent it, giving each subschema with the parameter path a reader
 * would use for it. Lint rules build on it; it never resolves `$ref` (a reference is followed where it is
 * defined, under `$defs`), never throws on malformed input, and visits each subschema once.
 *
 * Paths: `a` a top-level property, `a.b` a nested property, `a[]` array items, `a[0]` a tuple position,
 * `a.*` additional/pattern properties, `$defs.Name` a definition. Combinator branches (`anyOf`, `oneOf`,
 * `allOf`, `not`, `if`/`then`/`else`, `dependentSchemas`) keep the path of the schema they belong to.
 */

const BRANCH_ARRAYS = ["anyOf", "oneOf", "allOf"];
const BRANCH_SINGLES = ["not", "if", "then", "else"];
const ADDITIONAL_SINGLES = ["additionalProperties", "unevaluatedProperties", "unevaluatedItems", "contains", "propertyNames"];
/** Nesting beyond this is not walked (a guard against pathological schemas, not a limit real schemas reach). */
const MAX_DEPTH = 64;
/** True for a JSON object (not an array, not null). */
function isJsonObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** True for a value that is a schema: a JSON object or a boolean schema (JSON Schema 2020-12 §4.3.2). */
function isSchema(value) {
    return typeof value === "boolean" || isJsonObject(value);
}
/** Joins a parameter path and a property name: `("", "a") → "a"`, `("a", "b") → "a.b"`. */
function joinPath(path, key) {
    return path === "" ? key : `${path}.${key}`;
}
/**
 * Calls `visit` for `root` and every subschema under it, depth first, parents before children.
 * Non-schema values (strings, numbers, arrays where a schema belongs) are skipped silently: the hygiene
 * rules report them where it matters. An object reached twice on one branch (only possible for objects built
 * in code, never for parsed JSON) is not walked again.
 */
function walkSchema(root, visit) {
    const onStack = new Set();
    const go = (schema, path, pointer, role, depth, parent, key) => {
        if (!isSchema(schema))
            return;
        const v = { schema, path, pointer, role };
        if (parent !== undefined)
            v.parent = parent;
        if (key !== undefined)
            v.key = key;
        visit(v);
        if (typeof schema === "boolean" || depth >= MAX_DEPTH || onStack.has(schema))
            return;
        onStack.add(schema);
        const next = depth + 1;
        if (isJsonObject(schema.properties)) {
            for (const [k, sub] of Object.entries(schema.properties))
                go(sub, joinPath(path, k), `${pointer}/properties/${(0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerToken */ .bQ)(k)}`, "property", next, schema, k);
        }
        const items = schema.items;
        if (Array.isArray(items))
            items.forEach((sub, i) => go(sub, `${path}[${i}]`, `${pointer}/items/${i}`, "items", next, schema));
        else if (items !== undefined)
            go(items, `${path}[]`, `${pointer}/items`, "items", next, schema);
        if (Array.isArray(schema.prefixItems))
            schema.prefixItems.forEach((sub, i) => go(sub, `${path}[${i}]`, `${pointer}/prefixItems/${i}`, "items", next, schema));
        for (const name of ADDITIONAL_SINGLES) {
            if (schema[name] === undefined)
                continue;
            const at = name.endsWith("Items") || name === "contains" ? `${path}[]` : joinPath(path, "*");
            go(schema[name], at, `${pointer}/${name}`, "additional", next, schema);
        }
        if (isJsonObject(schema.patternProperties)) {
            for (const [k, sub] of Object.entries(schema.patternProperties))
                go(sub, joinPath(path, "*"), `${pointer}/patternProperties/${(0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerToken */ .bQ)(k)}`, "additional", next, schema);
        }
        for (const name of BRANCH_ARRAYS) {
            const list = schema[name];
            if (Array.isArray(list))
                list.forEach((sub, i) => go(sub, path, `${pointer}/${name}/${i}`, "branch", next, schema));
        }
        for (const name of BRANCH_SINGLES)
            if (schema[name] !== undefined)
                go(schema[name], path, `${pointer}/${name}`, "branch", next, schema);
        if (isJsonObject(schema.dependentSchemas)) {
            for (const [k, sub] of Object.entries(schema.dependentSchemas))
                go(sub, path, `${pointer}/dependentSchemas/${(0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerToken */ .bQ)(k)}`, "branch", next, schema);
        }
        for (const defs of ["$defs", "definitions"]) {
            const table = schema[defs];
            if (isJsonObject(table))
                for (const [k, sub] of Object.entries(table))
                    go(sub, `${defs}.${k}`, `${pointer}/${defs}/${(0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerToken */ .bQ)(k)}`, "definition", next, schema);
        }
        onStack.delete(schema);
    };
    go(root, "", "", "root", 0);
}


/***/ }),

/***/ 6445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ instructionsTextSources),
/* harmony export */   Qc: () => (/* binding */ toolOwner),
/* harmony export */   W5: () => (/* binding */ toolTextSources),
/* harmony export */   en: () => (/* binding */ sourceLabel),
/* harmony export */   rT: () => (/* binding */ sourceFinding),
/* harmony export */   y6: () => (/* binding */ isProse)
/* harmony export */ });
/* unused harmony export pointerOf */
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _schema_walk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6214);
/**
 * Every piece of text a model reads from a server, with where it came from: tool names, titles and
 * descriptions, parameter names, every `title`/`description` inside `inputSchema` and `outputSchema`, string
 * enum/const values, and the server's `instructions` (MCP 2025-11-25 server/tools §Tool, basic/lifecycle
 * §Initialization). The text rules (hidden characters, poisoning, tool references) read these.
 */


const PROSE_KINDS = new Set(["title", "description", "schema-title", "schema-description", "instructions"]);
/** True for kinds that hold sentences (titles, descriptions, instructions), false for names and values. */
function isProse(source) {
    return PROSE_KINDS.has(source.kind);
}
/** The owner name findings use for a tool: its name, or `<tool #N>` (1-based) when the name is not a string. */
function toolOwner(tool, index) {
    return typeof tool.name === "string" ? tool.name : `<tool #${index + 1}>`;
}
/**
 * Where a source is, as the singular subject of a message: `the description of parameter "city" of tool
 * "get_weather"`, `the server's instructions text`.
 */
function sourceLabel(source) {
    if (source.owner === _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTRUCTIONS_OWNER */ .GS && source.kind === "instructions")
        return "the server's instructions text";
    return `the ${source.field} of tool "${source.owner}"`;
}
function schemaSources(owner, schema, prefix, out) {
    const where = (path) => (prefix === undefined ? path || undefined : path ? `${prefix}.${path}` : prefix);
    const schemaName = prefix ?? "inputSchema";
    (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .walkSchema */ .ry)(schema, ({ schema: node, path, role, key, pointer }) => {
        const parameter = where(path);
        const push = (kind, field, text, at) => {
            if (typeof text !== "string" || text === "")
                return;
            const source = { owner, kind, field, text, pointer: `/${schemaName}${at}` };
            if (parameter !== undefined)
                source.parameter = parameter;
            out.push(source);
        };
        const of = path === "" ? schemaName : prefix === undefined ? `parameter "${path}"` : `output field "${path}"`;
        if (role === "property" && key !== undefined)
            push("parameter-name", `name of ${of}`, key, pointer);
        if (typeof node === "boolean")
            return;
        push("schema-title", `title of ${of}`, node.title, `${pointer}/title`);
        push("schema-description", `description of ${of}`, node.description, `${pointer}/description`);
        const values = Array.isArray(node.enum) ? node.enum : [];
        values.forEach((value, i) => push("enum-value", `allowed value of ${of}`, value, `${pointer}/enum/${i}`));
        push("enum-value", `allowed value of ${of}`, node.const, `${pointer}/const`);
    });
}
/**
 * The text sources of one tool, in a fixed order: name, title, `annotations.title`, description, then the
 * `inputSchema` and `outputSchema` texts in schema order. Non-string fields are skipped (other rules report them).
 */
function toolTextSources(tool, index) {
    const owner = toolOwner(tool, index);
    const out = [];
    if (typeof tool.name === "string")
        out.push({ owner, kind: "name", field: "name", text: tool.name, pointer: "/name" });
    if (typeof tool.title === "string")
        out.push({ owner, kind: "title", field: "title", text: tool.title, pointer: "/title" });
    if ((0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(tool.annotations) && typeof tool.annotations.title === "string") {
        out.push({ owner, kind: "title", field: "annotations.title", text: tool.annotations.title, pointer: "/annotations/title" });
    }
    if (typeof tool.description === "string")
        out.push({ owner, kind: "description", field: "description", text: tool.description, pointer: "/description" });
    schemaSources(owner, tool.inputSchema, undefined, out);
    schemaSources(owner, tool.outputSchema, "outputSchema", out);
    return out;
}
/** The server instructions as a text source (owner `<instructions>`), or none when absent or empty. */
function instructionsTextSources(instructions) {
    return typeof instructions === "string" && instructions !== ""
        ? [{ owner: _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTRUCTIONS_OWNER */ .GS, kind: "instructions", field: "instructions", text: instructions }]
        : [];
}
/**
 * A finding about one text source: owned by its tool (or `<instructions>`), with its parameter when the text
 * sits in one, an excerpt as evidence, and the text's identity — where it is (`pointer`) and what it says
 * (`text_hash`), so an accepted finding comes back when the text changes.
 */
function sourceFinding(rule, source, message, fix, excerpt) {
    return (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)(rule, {
        tool: source.owner,
        ...(source.parameter !== undefined ? { parameter: source.parameter } : {}),
        message,
        fix,
        evidence: { excerpt },
        ...(source.pointer !== undefined ? { pointer: source.pointer } : {}),
        text_hash: (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .textHash */ ._t)(source.text),
    });
}
/** The JSON Pointer of a property name in a schema pointer: `pointerOf("/inputSchema", "a/b")` → `/inputSchema/a~1b`. */
function pointerOf(base, ...keys) {
    return `${base}${keys.map((k) => `/${pointerToken(k)}`).join("")}`;
}


/***/ }),

/***/ 57:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ parseToolsFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _schema_walk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6214);
/**
 * Reading a saved tool list for offline lint (`mcp-checkup lint --tools-file tools.json`): servers that
 * cannot run in CI, and snapshots under review.
 */


const SHAPES = 'a tools/list JSON-RPC response ({"result": {"tools": [...]}}), its result ({"tools": [...]}), or an array of tools';
/**
 * Parses the text of a saved tool list. Accepts the whole JSON-RPC `tools/list` response, its `result`
 * (any object with a `tools` array, so a saved `{instructions, tools}` works too), or a bare array of tools.
 * Tools are returned as given — a malformed tool (no name, no schema) is for lint to report, not refused —
 * but each entry must be a JSON object.
 * @param sourceName the file name, used in error messages.
 * @throws UsageError (one line naming `sourceName` and the accepted shapes) when the text is not JSON,
 *   holds a JSON-RPC error, has another shape, or an entry of the list is not an object.
 */
function parseToolsFile(text, sourceName) {
    let data;
    try {
        data = JSON.parse(text.replace(/^\uFEFF/, ""));
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${sourceName} is not valid JSON (${e.message}); expected ${SHAPES}.`);
    }
    let list;
    if (Array.isArray(data))
        list = data;
    else if ((0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data) && (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data.error) && !("result" in data)) {
        const { code, message } = data.error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${sourceName} holds a JSON-RPC error (${String(code)}: ${String(message)}), not a tool list; expected ${SHAPES}.`);
    }
    else if ((0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data) && (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data.result) && Array.isArray(data.result.tools))
        list = data.result.tools;
    else if ((0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data) && Array.isArray(data.tools))
        list = data.tools;
    else {
        const what = (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(data) ? `an object with keys ${Object.keys(data).slice(0, 5).join(", ") || "(none)"}` : data === null ? "null" : `a ${typeof data}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${sourceName} holds ${what}; expected ${SHAPES}.`);
    }
    const tools = list;
    const bad = tools.findIndex((t) => !(0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(t));
    if (bad >= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${sourceName}: tool #${bad + 1} is ${tools[bad] === null ? "null" : Array.isArray(tools[bad]) ? "an array" : `a ${typeof tools[bad]}`}, not an object; expected ${SHAPES}.`);
    }
    return tools;
}


/***/ }),

/***/ 8714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ jsonType),
/* harmony export */   O: () => (/* binding */ isJsonObject)
/* harmony export */ });
/** The JSON type of a value: `string`, `integer`, `number`, `boolean`, `null`, `array` or `object` (JSON Schema's names; a whole number is `integer`). */
function jsonType(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "array";
    if (typeof value === "number")
        return Number.isInteger(value) ? "integer" : "number";
    return typeof value;
}
/** True for a JSON object: not null, not an array. Server-sent values are checked with it before being read. */
function isJsonObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}


/***/ }),

/***/ 1598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MV: () => (/* binding */ MAX_ANSWER_POSTS),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   Pt: () => (/* binding */ pruneDeep),
/* harmony export */   QV: () => (/* binding */ jsonDepth),
/* harmony export */   Xc: () => (/* binding */ MAX_SCHEMA_DEPTH),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   jt: () => (/* binding */ describeSize),
/* harmony export */   oM: () => (/* binding */ mayNestDeeperThan),
/* harmony export */   rF: () => (/* binding */ MAX_FRAME_DEPTH),
/* harmony export */   yY: () => (/* binding */ MAX_STDIN_BACKLOG_BYTES)
/* harmony export */ });
/* unused harmony export TOO_DEEP */
/**
 * How much of a server's output the client holds at once (issue 12 "Bounded reading everywhere"; README
 * "Limits"). A server is untrusted: a 2 GiB body, a gzip bomb, an endless SSE line or a flood of requests must
 * cost us a bounded amount of memory and a finding, never a crash.
 *
 * - One message — a stdout line, an HTTP body (after gzip/deflate decoding), one SSE event — is at most
 *   {@link MAX_MESSAGE_BYTES}; a longer one is not kept: the request it answers fails at once with
 *   `response-too-large` (the official SDK's stdio transport stops at the same 10 MiB).
 * - Per connection, the client buffers at most one message per in-flight HTTP response (or one line on stdio),
 *   64 KiB of stderr, {@link MAX_STDIN_BACKLOG_BYTES} of writes a server does not read, and at most
 *   {@link MAX_ANSWER_POSTS} HTTP POSTs answering server requests at a time; further answers are dropped.
 * - Parsed JSON deeper than {@link MAX_FRAME_DEPTH} levels is cut there (see {@link pruneDeep}), so no recursive
 *   walk of ours can overflow the stack.
 * - Redirects: at most {@link MAX_REDIRECTS} on the same origin; none to another origin.
 */
/** Longest message kept: one stdout line, one HTTP body once decoded, one SSE event (10 MiB). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Bytes queued for a server's stdin that it does not read, beyond which further writes are dropped (1 MiB). */
const MAX_STDIN_BACKLOG_BYTES = 1024 * 1024;
/** HTTP POSTs answering server-to-client requests that may be in flight at once; more are dropped. */
const MAX_ANSWER_POSTS = 16;
/** Nesting depth of parsed JSON kept; deeper values are replaced by {@link TOO_DEEP}. */
const MAX_FRAME_DEPTH = 256;
/**
 * Deepest JSON nesting of a tool's schema that the checkup reads (`schema-too-deep` beyond it). No real schema comes
 * near it (ten levels of nested objects are about 20 levels of JSON); recursive schema walkers stop here.
 */
const MAX_SCHEMA_DEPTH = 100;
/** Same-origin redirects followed for one request. */
const MAX_REDIRECTS = 3;
/** What a value nested deeper than {@link MAX_FRAME_DEPTH} is replaced with. */
const TOO_DEEP = `[mcp-checkup: nested deeper than ${MAX_FRAME_DEPTH} levels; not read]`;
/**
 * Cuts a freshly parsed JSON value (which it modifies in place) at `maxDepth` levels of nesting: every array or
 * object at that depth is replaced by {@link TOO_DEEP}. Iterative, so it never overflows the stack whatever the
 * depth (V8 parses 200,000 nested arrays, but `JSON.stringify` and recursive walks fail from about 5,000).
 * Returns true when something was cut.
 */
function pruneDeep(value, maxDepth = MAX_FRAME_DEPTH) {
    if (value === null || typeof value !== "object")
        return false;
    let pruned = false;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
        for (const key of keys) {
            const child = node[key];
            if (child === null || typeof child !== "object")
                continue;
            if (depth >= maxDepth) {
                node[key] = TOO_DEEP;
                pruned = true;
            }
            else {
                stack.push([child, depth + 1]);
            }
        }
    }
    return pruned;
}
/**
 * Whether JSON text may parse to a value nested deeper than `depth`: true when it has more than `depth` of `{` and
 * `[` together (counted in strings too), which nesting that deep needs. Lets a frame skip {@link pruneDeep}'s walk:
 * almost every message is a few levels deep, and the walk of each answer was ~1 µs of the 5,000-tool run's ~40 µs of
 * our own work per call (issue 14).
 */
function mayNestDeeperThan(text, depth) {
    if (text.length <= depth)
        return false;
    let openers = 0;
    for (const opener of ["{", "["]) {
        for (let at = text.indexOf(opener); at >= 0; at = text.indexOf(opener, at + 1))
            if (++openers > depth)
                return true;
    }
    return false;
}
/**
 * The nesting depth of a JSON value (a scalar is 0, `{}` is 1), counting no further than `limit`. Iterative.
 * Used to tell a schema too deep to walk (`schema-too-deep`).
 */
function jsonDepth(value, limit = Number.MAX_SAFE_INTEGER) {
    if (value === null || typeof value !== "object")
        return 0;
    let max = 0;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        if (depth > max)
            max = depth;
        if (max >= limit)
            return max;
        for (const child of Object.values(node))
            if (child !== null && typeof child === "object")
                stack.push([child, depth + 1]);
    }
    return max;
}
/** A size for messages: `10 MiB`, `2.5 MiB`, `512 KiB`, `900 bytes` (binary units). */
function describeSize(bytes) {
    if (bytes >= 1024 * 1024)
        return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
    if (bytes >= 1024)
        return `${Math.round(bytes / 1024)} KiB`;
    return `${bytes} bytes`;
}


/***/ }),

/***/ 1515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ze: () => (/* binding */ overridesFor),
/* harmony export */   iP: () => (/* binding */ mergeArgOverrides),
/* harmony export */   m8: () => (/* binding */ readArgOverrides),
/* harmony export */   vc: () => (/* binding */ declaredParameters)
/* harmony export */ });
/* unused harmony exports ARGS_FILE_NAME, ARGS_FILE_FLAG, parseArgValue, parseArgPair, argsFileOverrides, argsFileSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8714);
/* harmony import */ var _edge_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3209);
/* harmony import */ var _json_value_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4449);
/* harmony import */ var _schema_ref_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5620);





const ACCEPTED = "expected NAME=VALUE or TOOL:NAME=VALUE (VALUE is JSON when it parses, otherwise text)";
/** How messages name an args file and its flag when the face does not say. */
const ARGS_FILE_NAME = "args file";
const ARGS_FILE_FLAG = "--args-file";
const FILE_SHAPE = '{ "args": { NAME: value }, "tools": { TOOL: { NAME: value } } }';
/** A value as JSON when it parses, else the raw text. */
function parseArgValue(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** Parses one `--arg` string. Throws `UsageError` naming `flag` and showing the accepted form. */
function parseArgPair(flag, text) {
    const eq = text.indexOf("=");
    const key = eq >= 0 ? text.slice(0, eq).trim() : "";
    if (key === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${flag}: '${text}' is not valid; ${ACCEPTED}`);
    const value = parseArgValue(text.slice(eq + 1));
    const colon = key.indexOf(":");
    if (colon < 0)
        return { name: key, value };
    const tool = key.slice(0, colon).trim();
    const name = key.slice(colon + 1).trim();
    if (tool === "" || name === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${flag}: '${text}' is not valid; ${ACCEPTED}`);
    return { tool, name, value };
}
/**
 * The overrides an args file's parsed document gives (`data`: what JSON or YAML read from it), checked against the
 * documented shape. `where` names the file in messages (`--args-file args.yml`). Throws `UsageError`.
 */
function argsFileOverrides(data, where) {
    const out = { global: {}, perTool: {} };
    if (data === null || data === undefined)
        return out;
    if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(data))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: expected an object of the shape ${FILE_SHAPE}`);
    for (const key of Object.keys(data)) {
        if (key !== "args" && key !== "tools")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: unknown key '${key}'; expected ${FILE_SHAPE}`);
    }
    if (data.args !== undefined && data.args !== null) {
        if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(data.args))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: 'args' must be an object of parameter values; expected ${FILE_SHAPE}`);
        for (const [name, value] of Object.entries(data.args))
            (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(out.global, name, value); // `__proto__` is a name like any other
    }
    if (data.tools !== undefined && data.tools !== null) {
        if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(data.tools))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: 'tools' must be an object keyed by tool name; expected ${FILE_SHAPE}`);
        for (const [tool, values] of Object.entries(data.tools)) {
            if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(values))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: 'tools.${tool}' must be an object of parameter values; expected ${FILE_SHAPE}`);
            (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(out.perTool, tool, { ...values });
        }
    }
    return out;
}
/**
 * The one merge of argument values: `over` on top of `under`, global by global and per tool by per tool (a tool's
 * values from both are kept, `over`'s winning for the same parameter). Used for `--arg` over `--args-file`, and for
 * the user's values over a probe config's `args`. Pure; the inputs are not changed.
 */
function mergeArgOverrides(under, over) {
    const perTool = {};
    for (const [tool, values] of Object.entries(under.perTool))
        (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(perTool, tool, { ...values });
    for (const [tool, values] of Object.entries(over.perTool))
        (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(perTool, tool, { ...(Object.hasOwn(perTool, tool) ? perTool[tool] : {}), ...values });
    return { global: { ...under.global, ...over.global }, perTool };
}
/**
 * The overrides of a run: the args file's values (as `parseArgsFile` reads them; the YAML parser is loaded only for
 * a file that is not JSON), then every `--arg` on top. Throws `UsageError`.
 */
async function readArgOverrides(inputs) {
    const file = inputs.file !== undefined ? await readArgsFile(inputs.file, inputs.fileName, inputs.fileFlag) : { global: {}, perTool: {} };
    const given = { global: {}, perTool: {} };
    for (const text of inputs.pairs) {
        const pair = parseArgPair(inputs.flag, text);
        if (pair.tool === undefined)
            (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(given.global, pair.name, pair.value);
        else {
            if (!Object.hasOwn(given.perTool, pair.tool))
                (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(given.perTool, pair.tool, {});
            (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(given.perTool[pair.tool], pair.name, pair.value);
        }
    }
    return mergeArgOverrides(file, given);
}
/** An args file's overrides: JSON parsed at once; anything else by the YAML parser, loaded only then. */
async function readArgsFile(text, fileName = ARGS_FILE_NAME, fileFlag = ARGS_FILE_FLAG) {
    const where = `${fileFlag} ${fileName}`;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
        try {
            data = parse(text);
        }
        catch (error) {
            throw argsFileSyntaxError(where, error);
        }
    }
    return argsFileOverrides(data, where);
}
/** The error for an args file that is neither JSON nor YAML, with the parser's first line. */
function argsFileSyntaxError(where, error) {
    const reason = (error.message.split("\n")[0] ?? "").trim();
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: not valid JSON or YAML (${reason})`);
}
/**
 * The parameters a tool's inputSchema gives at its root, each with its schema (`undefined` for a name only
 * `required` gives): its `properties` and `required` names, and those of what the root refers to or combines
 * (`$ref`, `allOf`, `anyOf`, `oneOf`), a few levels deep; the first schema found for a name is kept.
 */
function parameters(root, schema = root, into = new Map(), depth = 0) {
    const s = (0,_schema_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .followRefs */ .uV)(root, schema).node;
    if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(s) || depth > 4)
        return into;
    if ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(s.properties))
        for (const [name, property] of Object.entries(s.properties))
            if (into.get(name) === undefined)
                into.set(name, property);
    if (Array.isArray(s.required))
        for (const name of s.required)
            if (typeof name === "string" && !into.has(name))
                into.set(name, undefined);
    for (const key of ["allOf", "anyOf", "oneOf"]) {
        const branches = s[key];
        if (Array.isArray(branches))
            for (const branch of branches)
                parameters(root, branch, into, depth + 1);
    }
    return into;
}
/**
 * The parameters `tool`'s `inputSchema` declares (its properties and required names, through `$ref` and
 * `allOf`/`anyOf`/`oneOf`), or undefined when it declares none: a free-form object takes any name.
 */
function declaredParameters(tool) {
    const names = [...parameters((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(tool.inputSchema) ? tool.inputSchema : { type: "object" }).keys()];
    return names.length > 0 ? names : undefined;
}
/**
 * The user's values that apply to `tool` (the one reading of `ArgOverrides` for scenarios and probes): every value
 * given for the tool itself, and the global values naming one of its parameters (`parameters`). A number or
 * boolean given for a parameter whose schema says only `string` is sent as its text (`--arg id=42` means the id
 * "42"). Pure.
 */
function overridesFor(tool, args) {
    // Nothing given (most runs): no parameters to read, for each of the planned units (issue 14).
    if (!Object.hasOwn(args.perTool, tool.name) && Object.keys(args.global).length === 0)
        return { perTool: {}, global: {}, merged: {} };
    const schema = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .O)(tool.inputSchema) ? tool.inputSchema : { type: "object" };
    const params = parameters(schema);
    const asSent = (values) => {
        const out = {};
        for (const [name, value] of values) {
            const types = (0,_edge_values_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredTypes */ .Iz)((0,_schema_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .followRefs */ .uV)(schema, params.get(name), 5).node);
            const text = (typeof value === "number" || typeof value === "boolean") && types?.length === 1 && types[0] === "string";
            (0,_json_value_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwn */ .P)(out, name, text ? String(value) : value);
        }
        return out;
    };
    const global = asSent(Object.entries(args.global).filter(([name]) => params.has(name)));
    const perTool = asSent(Object.entries(Object.hasOwn(args.perTool, tool.name) ? (args.perTool[tool.name] ?? {}) : {}));
    return { perTool, global, merged: { ...global, ...perTool } };
}


/***/ }),

/***/ 3209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FX: () => (/* binding */ wrongTypeValue),
/* harmony export */   Iz: () => (/* binding */ declaredTypes),
/* harmony export */   Nj: () => (/* binding */ emptyValue)
/* harmony export */ });
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8714);
/**
 * Deliberately bad values for edge scenarios: a value of the wrong JSON type, and the "empty" value of a type.
 * The closest existing tool sends `"not_a_number"`-style strings; we do the same but check the value against
 * every type a union allows, so `["boolean","string"]` never gets a string (reference/toolscore-notes.md §5.3).
 */

/** The JSON types a property schema declares: its `type`, else the types of its `enum`/`const` values. */
function declaredTypes(schema) {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema))
        return undefined;
    const s = schema;
    if (typeof s.type === "string")
        return [s.type];
    if (Array.isArray(s.type) && s.type.length > 0)
        return s.type.filter((t) => typeof t === "string");
    const values = Array.isArray(s.enum) ? s.enum : "const" in s ? [s.const] : undefined;
    if (!values || values.length === 0)
        return undefined;
    return [...new Set(values.map(_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonType */ .B))];
}
function accepts(type, value) {
    const actual = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonType */ .B)(value);
    return type === actual || (type === "number" && actual === "integer");
}
const BY_TYPE = {
    string: 12345,
    number: "not-a-number",
    integer: "not-a-number",
    boolean: "not-a-boolean",
    array: "not-an-array",
    object: "not-an-object",
    null: "not-null",
};
const FALLBACKS = [12345, "not-a-valid-value", true, ["not-a-valid-value"], { unexpected: "value" }, null];
/** A value none of `types` accepts (e.g. `12345` for a string, `"not-a-number"` for a number). */
function wrongTypeValue(types) {
    const first = types[0];
    const preferred = first !== undefined && Object.hasOwn(BY_TYPE, first) ? [BY_TYPE[first]] : [];
    return [...preferred, ...FALLBACKS].find((v) => !types.some((t) => accepts(t, v)));
}
/** The empty value of the first declared type: `""`, `0`, `false`, `[]`, `{}` or `null`; `""` when untyped. */
function emptyValue(schema) {
    const type = declaredTypes(schema)?.[0];
    switch (type) {
        case "number":
        case "integer":
            return 0;
        case "boolean":
            return false;
        case "array":
            return [];
        case "object":
            return {};
        case "null":
            return null;
        default:
            return "";
    }
}


/***/ }),

/***/ 4449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ setOwn),
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/** Small helpers for JSON values built from server-supplied schemas. */
/** A JSON text with object keys sorted, so equal values give equal texts (for de-duplication). */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const o = value;
        return `{${Object.keys(o)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
            .join(",")}}`;
    }
    return JSON.stringify(value) ?? "undefined";
}
/**
 * Sets an own, enumerable property, even one named `__proto__` (a schema may declare any property name; plain
 * assignment of `__proto__` would change the object's prototype instead).
 */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


/***/ }),

/***/ 5620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qE: () => (/* binding */ resolveRef),
/* harmony export */   qK: () => (/* binding */ MAX_REF_HOPS),
/* harmony export */   uV: () => (/* binding */ followRefs)
/* harmony export */ });
/* unused harmony export evaluatePointer */
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8714);

/**
 * The one resolver of JSON Schema references, used wherever a tool's schema is read (value generation and planning
 * here, effect probes, lint, drift). Only references inside the schema itself are followed: a JSON pointer
 * (`#`, `#/$defs/Name`, `#/properties/a~1b/items/0`, RFC 6901 as a URI fragment), an anchor (`#name`:
 * `$anchor`, `$dynamicAnchor`, or a sub-schema whose `$id` is `#name`), or the `$id` of a sub-schema, optionally
 * with a pointer or anchor after it (`item.json#/properties/id`). Nothing is ever fetched: network and relative
 * references to other documents resolve to undefined (MCP 2026-07-28 SEP-2106; server schemas are untrusted).
 * Nothing here throws, whatever the schema holds (a malformed percent-escape, a loop of references).
 */
/** RFC 6901 unescaping of one pointer token, after URI-fragment percent-decoding (a malformed escape is kept as written). */
function pointerToken(raw) {
    let text = raw;
    try {
        text = decodeURIComponent(raw);
    }
    catch {
        // kept as written
    }
    return text.replace(/~1/g, "/").replace(/~0/g, "~");
}
/**
 * Evaluates a JSON pointer (`""`, `/a/b`, RFC 6901) against `node`: own properties of objects and numeric indexes
 * of arrays only (so `/constructor` finds nothing). Undefined when it leads nowhere. Pure.
 */
function evaluatePointer(node, pointer) {
    if (pointer === "")
        return node;
    if (!pointer.startsWith("/"))
        return undefined;
    let current = node;
    for (const raw of pointer.slice(1).split("/")) {
        const token = pointerToken(raw);
        if (Array.isArray(current) && /^\d+$/.test(token))
            current = current[Number(token)];
        else if ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(current) && Object.hasOwn(current, token))
            current = current[token];
        else
            return undefined;
    }
    return current;
}
/** The first sub-schema of `node` (itself included, depth first) that `match` accepts; cycles are not followed. */
function findSchema(node, match, seen = new Set()) {
    if (node === null || typeof node !== "object" || seen.has(node))
        return undefined;
    seen.add(node);
    if ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(node) && match(node))
        return node;
    for (const child of Object.values(node)) {
        const hit = findSchema(child, match, seen);
        if (hit)
            return hit;
    }
    return undefined;
}
/**
 * What `ref` points to inside `root` (see the module note for the forms), or undefined when it cannot be followed
 * here. `#` and `""` are the root itself. Pure.
 */
function resolveRef(root, ref) {
    if (ref === "#" || ref === "")
        return root;
    if (ref.startsWith("#/"))
        return evaluatePointer(root, ref.slice(1));
    if (ref.startsWith("#")) {
        const anchor = ref.slice(1);
        return findSchema(root, (s) => s.$anchor === anchor || s.$dynamicAnchor === anchor || s.$id === ref || s.id === ref);
    }
    const [base = "", fragment] = ref.split("#", 2);
    const rootId = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(root) && typeof root.$id === "string" ? root.$id : undefined;
    const sameDocument = (id) => id === base || id.endsWith(`/${base}`);
    const target = rootId !== undefined && sameDocument(rootId) ? root : findSchema(root, (s) => typeof s.$id === "string" && sameDocument(s.$id));
    if (target === undefined)
        return undefined;
    if (!fragment)
        return target;
    return fragment.startsWith("/") ? evaluatePointer(target, fragment) : resolveRef(target, `#${fragment}`);
}
/** The most `$ref`s one chain is followed through (a loop of references ends here). */
const MAX_REF_HOPS = 16;
/**
 * `node` with its chain of `$ref`s followed (at most `maxHops`), for reading what a schema says: each hop puts the
 * keywords beside `$ref` over the target's (JSON Schema 2020-12 applies both; the sibling wins where they clash).
 * A target that is not an object (a boolean schema) is kept as it is when nothing stands beside the `$ref`, and
 * dropped for the siblings otherwise. Stops at a reference that cannot be followed (`node` keeps that `$ref`).
 * `refs` lists the references followed, in order. Pure.
 */
function followRefs(root, node, maxHops = MAX_REF_HOPS) {
    const refs = [];
    let current = node;
    while ((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(current) && typeof current.$ref === "string" && refs.length < maxHops) {
        const ref = current.$ref;
        const target = resolveRef(root, ref);
        if (target === undefined)
            break;
        const { $ref: _ref, ...rest } = current;
        refs.push(ref);
        current = (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(target) ? { ...target, ...rest } : Object.keys(rest).length > 0 ? rest : target;
    }
    return { node: current, refs };
}


/***/ })

};
