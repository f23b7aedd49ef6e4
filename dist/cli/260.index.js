export const id = 260;
export const ids = [260];
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

/***/ 5260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ALLOW_WRITES_FLAG: () => (/* reexport */ ALLOW_WRITES_FLAG),
  DEFAULT_CONCURRENCY: () => (/* binding */ DEFAULT_CONCURRENCY),
  DEFAULT_PROBE_BUDGET_MS: () => (/* binding */ DEFAULT_PROBE_BUDGET_MS),
  PROBES: () => (/* reexport */ PROBES),
  classifyTool: () => (/* reexport */ classify/* classifyTool */.Xp),
  classifyTools: () => (/* reexport */ classify/* classifyTools */.ki),
  declaredPhase: () => (/* binding */ declaredPhase),
  declaredToolBlock: () => (/* binding */ declaredToolBlock),
  emptyProbeConfig: () => (/* reexport */ probe_config/* emptyProbeConfig */.Q),
  runProbes: () => (/* binding */ runProbes)
});

// EXTERNAL MODULE: ./src/scenarios/ajv-validate.ts
var ajv_validate = __webpack_require__(959);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/scenarios/schema-ref.ts
var schema_ref = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/probes/names.ts
var names = __webpack_require__(1211);
;// CONCATENATED MODULE: ./src/probes/schema.ts
/**
 * A small, forgiving view of a tool's `inputSchema` for effect probes: following local `$ref`s, picking a usable
 * branch of `anyOf`/`oneOf`, merging `allOf`, and producing one plausible value per type. Probes need a record
 * that a server accepts and that carries markers, not the exhaustive generation of `src/scenarios`; anything
 * the schema does not say is left out rather than guessed. Server schemas are untrusted (MCP 2025-11-25
 * server/tools §Tool: `inputSchema` is a JSON Schema object, 2020-12 by default), so nothing here throws.
 */



/** `value` as a schema object, or undefined when it is not a plain object. */
function asSchema(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}
/**
 * The schema with local `$ref`s followed, `allOf` merged (properties and required lists), and `anyOf`/`oneOf`
 * replaced by their first branch that is not `{"type": "null"}`. Depth-limited against reference loops.
 */
function resolve(schema, root, depth = 0) {
    const s = asSchema(schema) ?? {};
    const r = asSchema(root) ?? s;
    if (depth > 16)
        return s;
    if (typeof s.$ref === "string") {
        const target = asSchema((0,schema_ref/* resolveRef */.qE)(r, s.$ref));
        const { $ref: _ignored, ...rest } = s;
        return target ? resolve({ ...target, ...rest }, r, depth + 1) : rest;
    }
    if (Array.isArray(s.allOf)) {
        const { allOf, ...rest } = s;
        let merged = { ...rest };
        for (const part of allOf) {
            const p = resolve(part, r, depth + 1);
            merged = {
                ...p,
                ...merged,
                properties: { ...(asSchema(merged.properties) ?? {}), ...(asSchema(p.properties) ?? {}) },
                required: [...new Set([...requiredOf(merged), ...requiredOf(p)])],
            };
        }
        return merged;
    }
    for (const key of ["anyOf", "oneOf"]) {
        const branches = s[key];
        if (Array.isArray(branches) && branches.length > 0) {
            const pick = branches.map((b) => resolve(b, r, depth + 1)).find((b) => typeOf(b) !== "null") ?? {};
            const { [key]: _ignored, ...rest } = s;
            return { ...rest, ...pick };
        }
    }
    return s;
}
/**
 * The JSON type a value for this (resolved) schema should have: the first non-null entry of `type`, else what
 * `const`, `enum`, `properties` or `items` imply; undefined when the schema does not say.
 */
function typeOf(schema) {
    const t = schema.type;
    if (typeof t === "string")
        return t;
    if (Array.isArray(t))
        return t.find((x) => typeof x === "string" && x !== "null") ?? (t.includes("null") ? "null" : undefined);
    if ("const" in schema)
        return (0,json_object/* jsonType */.B)(schema.const);
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return (0,json_object/* jsonType */.B)(schema.enum[0]);
    if (asSchema(schema.properties))
        return "object";
    if (schema.items !== undefined)
        return "array";
    return undefined;
}
/** The (unresolved) property schemas of an object schema, in declaration order. */
function propertiesOf(schema) {
    return Object.entries(asSchema(schema.properties) ?? {});
}
/** The names in an object schema's `required` list (strings only). */
function requiredOf(schema) {
    return Array.isArray(schema.required) ? schema.required.filter((x) => typeof x === "string") : [];
}
/** True for a plain free-text string schema: type string, no `format`, `enum`, `const` or `pattern`. */
function isFreeText(schema) {
    return typeOf(schema) === "string" && schema.format === undefined && schema.enum === undefined && !("const" in schema) && schema.pattern === undefined;
}
/** The inclusive integer range a numeric schema allows (`exclusiveMinimum`/`exclusiveMaximum` as numbers). */
function numericRange(schema) {
    const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
    const exMin = num(schema.exclusiveMinimum);
    const exMax = num(schema.exclusiveMaximum);
    const min = Math.max(num(schema.minimum) ?? -Infinity, exMin !== undefined ? Math.floor(exMin) + 1 : -Infinity);
    const max = Math.min(num(schema.maximum) ?? Infinity, exMax !== undefined ? Math.ceil(exMax) - 1 : Infinity);
    return { min, max };
}
const FORMATTED = {
    email: (t) => `${t}@example.com`,
    "idn-email": (t) => `${t}@example.com`,
    uri: (t) => `https://example.com/${t}`,
    url: (t) => `https://example.com/${t}`,
    iri: (t) => `https://example.com/${t}`,
    "uri-reference": (t) => `https://example.com/${t}`,
    hostname: (t) => `${t}.example.com`,
    date: () => "2024-01-01",
    "date-time": () => "2024-01-01T00:00:00Z",
    time: () => "12:00:00Z",
    uuid: () => "00000000-0000-4000-8000-000000000000",
    ipv4: () => "127.0.0.1",
    ipv6: () => "::1",
};
/**
 * One plausible value for `schema` (resolved against `root`): `const`, then the first `enum` value, `default`,
 * the first of `examples`, then by type — strings from `text` (shaped by `format`, padded to `minLength`),
 * numbers at their lower bound (1 when unbounded), `false`, arrays of `max(1, minItems)` items, objects with
 * their required properties plus optional free-text ones. Returns undefined for a schema that names no type.
 */
function sampleValue(schema, root, path, source) {
    // A recursive schema ($ref to itself under a required property) would recurse without end.
    if (path.length > MAX_SAMPLE_DEPTH)
        return undefined;
    const s = resolve(schema, root);
    if ("const" in s)
        return s.const;
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return s.enum[0];
    const field = String([...path].reverse().find((p) => typeof p === "string") ?? "value");
    const freeText = source.preferText === true && isFreeText(s);
    if (!freeText && s.default !== undefined)
        return s.default;
    if (!freeText && Array.isArray(s.examples) && s.examples.length > 0)
        return s.examples[0];
    switch (typeOf(s)) {
        case "string": {
            const format = typeof s.format === "string" ? FORMATTED[s.format] : undefined;
            const text = source.text(path, field);
            let v = format ? format(text) : text;
            const minLength = typeof s.minLength === "number" ? s.minLength : 0;
            if (v.length < minLength)
                v = v.padEnd(minLength, "x");
            return v;
        }
        case "integer":
        case "number": {
            const range = numericRange(s);
            const chosen = source.number?.(path, field, range);
            if (chosen !== undefined)
                return chosen;
            const v = Number.isFinite(range.min) ? Math.max(range.min, 1) : 1;
            return Math.min(v, range.max);
        }
        case "boolean":
            return false;
        case "null":
            return null;
        case "array": {
            const n = Math.max(1, typeof s.minItems === "number" ? s.minItems : 1);
            const out = [];
            for (let i = 0; i < n; i++)
                out.push(sampleValue(s.items ?? { type: "string" }, root, [...path, i], source));
            return out;
        }
        case "object":
            return sampleObject(s, root, path, source);
        default:
            return undefined;
    }
}
/** Nesting of a sampled value beyond which {@link sampleValue} gives up (undefined). */
const MAX_SAMPLE_DEPTH = 16;
/**
 * An object for an object schema: its required properties, plus optional free-text strings whose name does not
 * end in a key word (an optional `parent_id` is a reference that a made-up value would break).
 */
function sampleObject(schema, root, path, source) {
    const out = {};
    const required = requiredOf(schema);
    for (const [name, raw] of propertiesOf(schema)) {
        const prop = resolve(raw, root);
        if (!required.includes(name) && (!isFreeText(prop) || (0,names/* keyRank */.ab)(name) >= 0))
            continue;
        const v = sampleValue(prop, root, [...path, name], source);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/probes/hints.ts

/**
 * The `--arg` that would help an inconclusive probe (issue "Effect probes" §Write round trips: "inconclusive
 * with the reason and the `--arg` that would help"): the parameters the failure text names, else the required
 * ones, written as `--arg TOOL:NAME=VALUE`.
 */
function argHint(tool, failureText = "", only) {
    const schema = resolve(tool.inputSchema, tool.inputSchema);
    const names = only ?? propertiesOf(schema).map(([n]) => n);
    const mentioned = names.filter((n) => new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(failureText));
    const required = requiredOf(schema).filter((n) => names.includes(n));
    const pick = (mentioned.length > 0 ? mentioned : required.length > 0 ? required : names).slice(0, 2);
    if (pick.length === 0)
        return "declare the call in --probe-config";
    return pick.map((n) => `--arg ${tool.name}:${n}=VALUE`).join(" ");
}

;// CONCATENATED MODULE: ./src/probes/call-args.ts


/**
 * `o` with values the server showed (discovery) for the required parameters of a read tool that no `--arg`
 * fills: the first candidate of each (a file the server listed for `read_text_file`'s `path`). They rank below
 * every `--arg` value. Write tools get none: a probe must never write over a record it did not make.
 */
function withDiscovered(o, tool, known) {
    const schema = resolve(tool.inputSchema, tool.inputSchema);
    const found = {};
    for (const [name, raw] of propertiesOf(schema)) {
        if (name in o.merged || !requiredOf(schema).includes(name))
            continue;
        const prop = resolve(raw, tool.inputSchema);
        const t = typeOf(prop);
        const type = t === "integer" || t === "number" ? "number" : t === "string" || t === "array" ? "string" : undefined;
        if (type === undefined)
            continue;
        const first = known.candidates(name, tool, { description: typeof prop.description === "string" ? prop.description : "", type })[0];
        if (first !== undefined)
            found[name] = t === "array" ? [first] : first;
    }
    return { perTool: o.perTool, global: { ...found, ...o.global }, merged: { ...found, ...o.merged } };
}
/**
 * Arguments for `tool`: `given` values (a declared call's `args`) win, then `--arg` values, then made-up values
 * for the remaining required parameters (`schema.ts` `sampleValue`, strings named after their parameter).
 * Parameters in `skip` are left out. Never throws.
 */
function fillArgs(tool, o, skip, given = {}) {
    const schema = resolve(tool.inputSchema, tool.inputSchema);
    const required = requiredOf(schema);
    const args = {};
    const generated = [];
    let query;
    for (const [name, raw] of propertiesOf(schema)) {
        if (skip.includes(name) || name in given)
            continue;
        if (name in o.merged) {
            args[name] = o.merged[name];
            continue;
        }
        if (!required.includes(name))
            continue;
        const prop = resolve(raw, tool.inputSchema);
        if (query === undefined && typeOf(prop) === "string" && names/* QUERY_NAMES */.gj.includes((0,names/* snake */.t9)(name)))
            query = name;
        const v = sampleValue(prop, tool.inputSchema, [name], { text: (_p, field) => field });
        if (v !== undefined) {
            args[name] = v;
            generated.push(name);
        }
    }
    return { args: { ...args, ...given }, ...(query !== undefined ? { query } : {}), generated };
}

// EXTERNAL MODULE: ./src/run/judge.ts + 5 modules
var judge = __webpack_require__(306);
// EXTERNAL MODULE: ./src/probes/markers.ts
var probes_markers = __webpack_require__(4228);
;// CONCATENATED MODULE: ./src/probes/records.ts



/** Key-like words that name the record's own text rather than another record. */
const NAMING_WORDS = new Set(["name", "title"]);
const pathEquals = (a, b) => a.length === b.length && a.every((p, i) => p === b[i]);
function keyCandidates(schema, root, prefix) {
    const required = requiredOf(schema);
    const out = [];
    for (const [name, raw] of propertiesOf(schema)) {
        const rank = (0,names/* keyRank */.ab)(name);
        if (rank < 0)
            continue;
        const prop = resolve(raw, root);
        const t = typeOf(prop);
        if (t !== "string" && t !== "integer" && t !== "number")
            continue;
        const description = typeof prop.description === "string" ? prop.description : "";
        const score = (required.includes(name) ? 100 : 0) + (/\b(unique|identifier|identifies|primary key)\b/i.test(description) ? 50 : 0) - rank;
        out.push({ field: { path: [...prefix, name], name }, score });
    }
    return out;
}
/**
 * The write tool's key field, or undefined. Top-level parameters first; else one level inside a required
 * array of objects (`entities[0].name`) or object. Among candidates: required ones, then ones whose description
 * says unique/identifier, then the order of {@link KEY_WORDS} (`id` before `url` before `title`).
 */
function detectKey(tool) {
    const root = tool.inputSchema;
    const schema = resolve(root, root);
    const best = (c) => c.sort((a, b) => b.score - a.score)[0]?.field;
    const top = best(keyCandidates(schema, root, []));
    if (top)
        return top;
    const required = requiredOf(schema);
    for (const [name, raw] of propertiesOf(schema)) {
        if (!required.includes(name))
            continue;
        const prop = resolve(raw, root);
        if (typeOf(prop) === "array") {
            const item = resolve(prop.items, root);
            if (typeOf(item) === "object") {
                const nested = best(keyCandidates(item, root, [name, 0]));
                if (nested)
                    return nested;
            }
        }
        else if (typeOf(prop) === "object") {
            const nested = best(keyCandidates(prop, root, [name]));
            if (nested)
                return nested;
        }
    }
    return undefined;
}
/** The value at `path`, or undefined. */
function getAt(value, path) {
    let node = value;
    for (const p of path) {
        if (node === null || typeof node !== "object")
            return undefined;
        node = node[p];
    }
    return node;
}
function setAt(target, path, value) {
    let node = target;
    path.forEach((p, i) => {
        if (i === path.length - 1) {
            node[p] = value;
            return;
        }
        const next = node[p];
        if (next === null || typeof next !== "object")
            node[p] = typeof path[i + 1] === "number" ? [] : {};
        node = node[p];
    });
}
/**
 * A key value derived from a fixed one (given with `--arg`) so a second record gets its own key: a sibling file
 * for a path (`/data/a.txt` → `/data/<tag>-a.txt`), a tagged local part for an email, a sub-path for a URL, a
 * suffix otherwise, an offset for a number.
 */
function variantKey(value, tag) {
    if (typeof value === "number")
        return value + (parseInt(tag.slice(3, 11), 16) % 100_000) + 1;
    if (typeof value !== "string")
        return value;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
        return `${value.replace(/\/+$/, "")}/${tag}`;
    const slash = Math.max(value.lastIndexOf("/"), value.lastIndexOf("\\"));
    if (slash >= 0)
        return `${value.slice(0, slash + 1)}${tag}-${value.slice(slash + 1)}`;
    if (/^[^@\s]+@[^@\s]+$/.test(value))
        return `${tag}-${value}`;
    return `${value}-${tag}`;
}
/** A distinct integer in `range` from a record tag (for integer key fields). */
function numberFromTag(tag, range) {
    const lo = Number.isFinite(range.min) ? Math.max(range.min, 1) : 1;
    const hi = Number.isFinite(range.max) ? Math.min(range.max, 2 ** 31 - 1) : 2 ** 31 - 1;
    if (hi < lo)
        return lo;
    return lo + (parseInt(tag.slice(3, 11), 16) % (hi - lo + 1));
}
/**
 * Builds one record for `tool` tagged `tag`. Free-text strings get `tag + field` (so `title` gets
 * `tsp3f9a12c0title`), a numeric key a number derived from the tag; `--arg` overrides replace whole top-level
 * parameters (their markers are dropped); `writeArgs` go on top; `keyValue` last. Never throws.
 */
function buildRecord(tool, tag, options = {}) {
    const root = tool.inputSchema;
    const schema = resolve(root, root);
    const markers = [];
    const keyPath = options.key?.path;
    const source = {
        preferText: true,
        text: (path, field) => {
            const marker = (0,probes_markers/* markerFor */._Z)(tag, field);
            markers.push({ path: [...path], field, marker, key: keyPath !== undefined && pathEquals(path, keyPath) });
            return marker;
        },
        number: (path, _field, range) => (keyPath !== undefined && pathEquals(path, keyPath) ? numberFromTag(tag, range) : undefined),
    };
    const args = sampleObject(schema, root, [], source);
    if (options.optionalText) {
        for (const [name, raw] of propertiesOf(schema)) {
            if (name in args || (keyPath?.length === 1 && keyPath[0] === name) || !isFreeText(resolve(raw, root)))
                continue;
            // A name or title is the record's own text; an id, key, path or url names another record.
            if ((0,names/* keyRank */.ab)(name) >= 0 && !NAMING_WORDS.has((0,names/* lastWord */.bx)(name)))
                continue;
            args[name] = source.text([name], name);
        }
    }
    const drop = (name) => {
        for (let i = markers.length - 1; i >= 0; i--)
            if (markers[i]?.path[0] === name)
                markers.splice(i, 1);
    };
    for (const [name, value] of Object.entries(options.overrides ?? {})) {
        args[name] = value;
        drop(name);
    }
    for (const [name, value] of Object.entries(options.writeArgs ?? {})) {
        drop(name);
        if (typeof value === "string" && value.includes("{marker}")) {
            const marker = (0,probes_markers/* markerFor */._Z)(tag, name);
            markers.push({ path: [name], field: name, marker, key: keyPath !== undefined && pathEquals([name], keyPath) });
            args[name] = value.split("{marker}").join(marker);
        }
        else {
            args[name] = value;
        }
    }
    let key;
    if (options.key) {
        const fixedByArg = options.overrides !== undefined && String(options.key.path[0]) in options.overrides;
        let value = options.keyValue !== undefined ? options.keyValue : getAt(args, options.key.path);
        if (options.keyValue === undefined && options.freshKey && fixedByArg)
            value = variantKey(value, tag);
        if (value !== undefined) {
            setAt(args, options.key.path, value);
            if (options.keyValue !== undefined || (options.freshKey && fixedByArg)) {
                for (let i = markers.length - 1; i >= 0; i--)
                    if (markers[i]?.key)
                        markers.splice(i, 1);
            }
            key = { field: options.key, value };
        }
    }
    return { tool: tool.name, tag, args, markers, ...(key ? { key } : {}), known: {} };
}
/** The markers of a record that are not on its key field: what shows that *this* record's values were stored. */
function valueMarkers(record) {
    return record.markers.filter((m) => !m.key).map((m) => m.marker);
}
/** An id stated in a write's text answer: `Created task with ID 7f3a-12`, `id: 42` (the value has a digit). */
const ID_IN_TEXT = /\b(?:id|ID|Id)\b\s*(?:is\s+)?[:=#]?\s*["'`]?([A-Za-z0-9][\w.:-]{0,127})/;
/**
 * Scalar top-level fields of a write's answer (`structuredContent`, else a JSON object in its text); for a plain
 * text answer, the `id` it states, if any (so a reader can be given the created record's own id).
 */
function knownFields(structured, text) {
    let obj = asSchema(structured);
    if (!obj) {
        try {
            obj = asSchema(JSON.parse(text));
        }
        catch {
            obj = undefined;
        }
    }
    const out = {};
    for (const [k, v] of Object.entries(obj ?? {}))
        if (v === null || typeof v !== "object")
            out[k] = v;
    if (!obj) {
        const id = ID_IN_TEXT.exec(text)?.[1]?.replace(/[.:]+$/, "");
        if (id !== undefined && /\d/.test(id))
            out.id = id;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/probes/observe.ts



const oneLine = (s, max = 160) => {
    const t = s.replace(/\s+/g, " ").trim();
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};
function asResult(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}
/** The outcome class of a probe call and, when it did not pass, why (the judge's one-line detail). */
function judged(tool, args, outcome) {
    const scenario = { tool, kind: "happy", description: "a probe call", arguments: args, omitArguments: false, expectInvalid: false };
    const { result } = (0,judge/* judgeCall */.M)(scenario, outcome, { timeoutMs: outcome.durationMs });
    return { outcome: result.outcome, ...(result.cause ? { cause: result.cause } : {}), why: result.detail };
}
/**
 * Whether a read's answer can tell that a record is missing: it passed, or it cleanly refused because what it was
 * asked for does not exist (`No value stored under key x`). A read that failed, was blocked, or refused its
 * arguments for another reason shows nothing either way.
 */
function readAnswered(obs) {
    return obs.outcome === "passed" || (obs.outcome === "refused" && obs.cause?.kind === "not-found");
}
/** Turns a request outcome into an {@link Observation}. */
function observe(tool, args, outcome, restarted) {
    const verdict = judged(tool, args, outcome);
    const base = { tool, args, restarted, outcome: verdict.outcome, ...(verdict.cause ? { cause: verdict.cause } : {}) };
    switch (outcome.kind) {
        case "error":
            return { ...base, status: "rpc-error", text: "", searchable: outcome.error.message ?? "", summary: `JSON-RPC error ${outcome.error.code}: ${oneLine(String(outcome.error.message ?? ""))}` };
        case "timeout":
            return { ...base, status: "timeout", text: "", searchable: "", summary: `no answer within ${Math.round(outcome.durationMs)} ms` };
        case "closed":
            return { ...base, status: "closed", restarted: true, text: "", searchable: "", summary: `the server stopped: ${oneLine(outcome.reason)}` };
        case "result": {
            const result = asResult(outcome.result) ?? {};
            const blocks = Array.isArray(result.content) ? result.content : [];
            const texts = blocks.filter((b) => b && b.type === "text" && typeof b.text === "string").map((b) => b.text);
            const text = texts.join("\n");
            const extra = blocks
                .filter((b) => b && b.type !== "text")
                .map((b) => JSON.stringify(b))
                .join("\n");
            const structured = result.structuredContent === undefined ? "" : JSON.stringify(result.structuredContent);
            const status = result.isError === true ? "tool-error" : "ok";
            const shown = oneLine(text.length > 0 ? text : structured.length > 0 ? structured : "(empty result)") || "(empty result)";
            return {
                ...base,
                status,
                result,
                text,
                searchable: [text, extra, structured].filter((s) => s.length > 0).join("\n"),
                // A success that reports a failure says so in its summary, so probe details name it.
                summary: status === "ok" && verdict.outcome !== "passed" ? oneLine(`${verdict.outcome}: ${verdict.why}`) : shown,
            };
        }
    }
}
/** Phrases in a write's answer that say it did not apply the write (issue §Write round trips (3): "says it skipped"). */
const SKIPPED = /\b(skip(?:ped|ping)?|already exist(?:s|ed)?|exists already|unchanged|no changes?|nothing (?:to|was) (?:change|update|save|do)|not (?:updated|changed|modified|created|saved|overwritten|applied)|ignor(?:ed|ing)|duplicate)\b/i;
/** True when the text of a write's answer says the write was skipped, was a duplicate or changed nothing. */
function saysSkipped(text) {
    return SKIPPED.test(text);
}
/** Phrases of a read that found nothing. */
const NOTHING_FOUND = /\b(not found|no (?:such|matching|results?|matches|notes?|items?|records?|entries)|nothing found|does not exist|doesn't exist|0 (?:results|matches|items))\b/i;
/** True when a read's text says it found nothing. */
function saysNothingFound(text) {
    return NOTHING_FOUND.test(text);
}
/** Strings that appear in any argument value (so a marker echoed back from the arguments proves nothing). */
function argumentStrings(args, out = []) {
    if (typeof args === "string")
        out.push(args);
    else if (Array.isArray(args))
        for (const a of args)
            argumentStrings(a, out);
    else if (args !== null && typeof args === "object")
        for (const v of Object.values(args))
            argumentStrings(v, out);
    return out;
}
/**
 * Which of `markers` a successful read shows. Markers that were sent to the reader as arguments do not count
 * (a "no note titled tspXXtitle" answer echoes them).
 */
function shownMarkers(obs, markers) {
    if (obs.status !== "ok")
        return [];
    const sent = argumentStrings(obs.args);
    return markers.filter((m) => !sent.some((s) => s.includes(m)) && obs.searchable.includes(m));
}
/**
 * True when a read shows `record`: one of its value markers appears (not merely echoed from the arguments).
 * A record whose only markers are on its key (or were all sent as arguments) counts as shown when a key marker
 * appears in a successful answer that does not say it found nothing.
 */
function showsRecord(obs, record) {
    if (obs.status !== "ok")
        return false;
    const sent = argumentStrings(obs.args);
    const values = valueMarkers(record).filter((m) => !sent.some((s) => s.includes(m)));
    if (values.length > 0)
        return values.some((m) => obs.searchable.includes(m));
    const all = record.markers.map((m) => m.marker);
    return all.some((m) => obs.searchable.includes(m)) && !saysNothingFound(obs.text);
}
/**
 * A text's lines, for head/tail checks: `\r\n` normalised, one trailing newline ignored (`"a\nb\n"` is two
 * lines), and the empty text has none.
 */
function textLines(text) {
    const t = text.replace(/\r\n?/g, "\n");
    if (t.length === 0)
        return [];
    return (t.endsWith("\n") ? t.slice(0, -1) : t).split("\n");
}
/** A list inside a value: the value itself when it is a list, or the single list-valued field of an object. */
function listIn(value) {
    if (Array.isArray(value))
        return value;
    if (value !== null && typeof value === "object") {
        const lists = Object.values(value).filter(Array.isArray);
        if (lists.length === 1)
            return lists[0];
    }
    return undefined;
}
/**
 * The items a read returned (issue "Effect probes" §Bounds): `structuredContent` that is a list or an object
 * with one list field, else a JSON text of that shape, else the non-empty text lines (none when one of the
 * first three says nothing matched) of a text that is not a JSON object. Undefined for a JSON object with no
 * list or several, and for a call that
 * did not pass (by the judge's outcome classes: a refusal written as text without `isError` is not a list of
 * results — a published task server's 14-line "Error occurred: Invalid arguments …" was once counted as 14).
 * With `unit: "items"`, text lines are not accepted; with `unit: "lines"`, only text lines are used.
 */
function itemsOf(obs, unit = "auto") {
    if (obs.status !== "ok" || obs.outcome !== "passed")
        return undefined;
    if (unit !== "lines") {
        const structured = obs.result?.structuredContent;
        const fromStructured = structured === undefined ? undefined : listIn(structured);
        if (fromStructured)
            return { items: fromStructured, source: "structuredContent" };
        let parsed;
        try {
            parsed = JSON.parse(obs.text);
        }
        catch {
            // not JSON: fall through to lines
        }
        const fromText = listIn(parsed);
        if (fromText)
            return { items: fromText, source: "json-text" };
        // A JSON object with no list, or several ({"entities": [], "relations": []}), has no items to count, and its
        // pretty-printed lines are not items either (a published memory server's was once counted as 8 lines).
        if (unit === "items" || (0,json_object/* isJsonObject */.O)(parsed) || ((0,json_object/* isJsonObject */.O)(structured) && Object.values(structured).filter(Array.isArray).length > 1))
            return undefined;
    }
    const lines = textLines(obs.text).filter((l) => l.trim().length > 0);
    // A text answer that opens by saying nothing matched holds no items, however many lines of advice follow
    // (a published task server: "# Task Query Results / ## No Matching Results / No tasks matching … were found").
    if (lines.slice(0, 3).some(saysNothingFound))
        return { items: [], source: "text-lines" };
    return { items: listedItems(lines), source: "text-lines" };
}
/** A line that opens a list item: a bullet (`-`, `*`, `•`) or a number (`1.`, `2)`), after its indentation. */
const LIST_ITEM = /^(\s*)(?:[-*•·▪‣◦]|\d+[.)])\s+\S/;
/**
 * The items of a text listing: its outermost list items when it has some (a record printed over several lines —
 * `• Default Session (d96c…)`, `Created: …`, `Items: 0` — is one item, as a published memory server's session
 * list showed for `limit: 1`), else every line.
 */
function listedItems(lines) {
    const marked = lines.map((line) => ({ line, indent: LIST_ITEM.exec(line)?.[1]?.length ?? -1 }));
    const outer = Math.min(...marked.filter((m) => m.indent >= 0).map((m) => m.indent));
    if (!Number.isFinite(outer))
        return lines;
    return marked.filter((m) => m.indent === outer).map((m) => m.line);
}
/** Canonical JSON of a result for equality checks: content, `structuredContent` and `isError`, keys sorted. */
function canonicalResult(obs) {
    const sort = (v) => Array.isArray(v)
        ? v.map(sort)
        : v !== null && typeof v === "object"
            ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])]))
            : v;
    const r = obs.result ?? {};
    return JSON.stringify(sort({ status: obs.status, content: r.content ?? null, structuredContent: r.structuredContent ?? null }));
}

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
;// CONCATENATED MODULE: ./src/probes/results.ts

/**
 * Probe names and the collector of probe results and findings. Only high-confidence failures are errors; every
 * other failure is a warning (issue "Effect probes" §Confidence, score and grade cap).
 */
/** The probe names shown in the probe table (`ProbeResult.probe`). */
const PROBES = {
    /** (1)+(2) write a record, read it back. */
    readBack: "write-read-back",
    /** (3) write the same key with new values. */
    rewrite: "same-key-rewrite",
    /** (4) write a second record, the first must still be there. */
    keepFirst: "second-write-keeps-first",
    /** (5) N writes at once, all must be there. */
    concurrent: "concurrent-writes",
    /** An update tool changes a probe record its creator made (`update-round-trip.ts`). */
    update: "update-round-trip",
    /** (6) a configured delete tool removes a probe record. */
    deleteGone: "delete-round-trip",
    /** Write probes not run because writes are off. */
    writes: "write-round-trip",
    /** A `readOnlyHint: true` tool must not change what the read tools show. */
    readOnly: "read-only-check",
    /** Built-in limit-like bound. */
    bound: "bound",
    /** Built-in head/tail slice. */
    slice: "slice",
    /** Declared relation. */
    relation: "relation",
    /** Declared agreement. */
    agreement: "agreement",
    /** Declared idempotent call. */
    idempotent: "idempotent",
};
/** The flag that turns write probes on (CLI; the Action's `mcp-allow-writes`, the library's `allowWrites`). */
const ALLOW_WRITES_FLAG = "--allow-writes";
/** The severity of a probe failure: error only at high confidence. */
function probeSeverity(confidence) {
    return confidence === "high" ? "error" : "warning";
}
/** An excerpt of an observation for evidence: the request and the first 200 characters of the answer. */
function evidenceOf(obs) {
    return { request: { name: obs.tool, arguments: obs.args }, excerpt: obs.summary.slice(0, 200) };
}
const RANK = { high: 2, medium: 1, low: 0 };
/** Collects probe results and findings; one finding per rule, tool and parameter (the most confident kept). */
class ProbeLog {
    results = [];
    findings = [];
    /**
     * Records a result; `raised` names the findings it raised (recorded with {@link flag}), which the result then
     * carries (`rules`, `findings`).
     */
    add(probe, tool, status, confidence, basis, detail, raised = []) {
        const refs = (0,finding/* uniqueRefs */.CS)(raised);
        this.results.push({
            probe,
            tool,
            status,
            confidence,
            basis,
            detail,
            ...(refs.length > 0 ? { rules: [...new Set(refs.map((r) => r.rule))], findings: refs } : {}),
        });
    }
    /** Records a failed result and its finding (severity from the confidence). */
    fail(probe, rule, confidence, basis, text, detail = text.message) {
        this.add(probe, text.tool, "failed", confidence, basis, detail, [this.flag(rule, confidence, text)]);
    }
    /**
     * Records a finding without a result row (the caller adds one row for several findings, passing what this
     * returns to {@link add}). Returns the reference to the finding kept for its rule, tool and parameter.
     */
    flag(rule, confidence, text) {
        const ref = (0,finding/* refTo */.zI)({ rule, tool: text.tool, ...(text.parameter !== undefined ? { parameter: text.parameter } : {}) });
        const at = this.findings.findIndex((f) => f.rule === rule && f.tool === text.tool && f.parameter === text.parameter);
        const earlier = at >= 0 ? this.findings[at] : undefined;
        if (earlier && RANK[earlier.confidence ?? "low"] >= RANK[confidence])
            return ref;
        const made = (0,finding/* finding */.gk)(rule, {
            severity: probeSeverity(confidence),
            tool: text.tool,
            ...(text.parameter !== undefined ? { parameter: text.parameter } : {}),
            message: text.message,
            fix: text.fix,
            confidence,
            ...(text.evidence !== undefined ? { evidence: text.evidence } : {}),
        });
        if (at >= 0)
            this.findings[at] = made;
        else
            this.findings.push(made);
        return ref;
    }
}

;// CONCATENATED MODULE: ./src/probes/bounds.ts







/** Values tried for limit-like parameters and for head/tail. */
const LIMIT_VALUES = [1, 2];
const SLICE_VALUES = [0, 1, 2];
/** Texts tried for a required query-like parameter without `--arg`, to find a call that returns several items. */
const QUERY_TRIES = ["", "e", "a"];
/** The value a required limit gets when measuring "all" (or the schema's maximum when lower). */
const LARGE = 1000;
/**
 * The parameters of `tool` that built-in bounds apply to: integer (or number) parameters named like a limit
 * (`limit`, `max_results`, `topK`, `page_size` …, compared in snake_case) or `head`/`tail`.
 */
function boundParams(tool) {
    const schema = resolve(tool.inputSchema, tool.inputSchema);
    const required = requiredOf(schema);
    const out = [];
    for (const [name, raw] of propertiesOf(schema)) {
        const prop = resolve(raw, tool.inputSchema);
        const t = typeOf(prop);
        if (t !== "integer" && t !== "number")
            continue;
        const s = (0,names/* snake */.t9)(name);
        const kind = names/* SLICE_NAMES */.mb.includes(s) ? s : names/* LIMIT_NAMES */.x3.includes(s) ? "limit" : undefined;
        if (kind)
            out.push({ name, kind, required: required.includes(name), range: numericRange(prop) });
    }
    return out;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
/** Whether arguments satisfy the tool's inputSchema (`format` as an annotation); all pass when it cannot be compiled. */
function argumentsValidFor(tool) {
    const compiled = (0,ajv_validate/* compileSchema */.Fc)(tool.inputSchema, "2020-12", false);
    return (args) => !compiled.ok || compiled.accepts(args);
}
const inRange = (v, r) => v >= r.min && v <= r.max;
/** Runs every built-in bound of one read tool. Throws only `BudgetSpent`. */
async function runBounds(ctx, tool) {
    for (const param of boundParams(tool)) {
        if (param.kind === "limit")
            await limitProbe(ctx, tool, param);
        else
            await sliceProbe(ctx, tool, param);
    }
}
async function limitProbe(ctx, tool, param) {
    const { session, log } = ctx;
    const values = LIMIT_VALUES.filter((v) => inRange(v, param.range));
    const basis = `built-in bound: '${param.name}' is limit-like`;
    if (values.length === 0)
        return;
    const o = ctx.overridesFor(tool);
    const base = fillArgs(tool, o, [param.name]);
    const large = Math.max(Math.min(LARGE, param.range.max), param.range.min);
    const withAll = (args) => (param.required ? { ...args, [param.name]: large } : args);
    // "all": without the parameter (or with a large value when it is required), trying a few query texts.
    let full;
    let fullItems;
    let args = base.args;
    const valid = argumentsValidFor(tool);
    const tries = base.query !== undefined ? QUERY_TRIES : [undefined];
    for (const q of tries) {
        const a = q === undefined || base.query === undefined ? base.args : { ...base.args, [base.query]: q };
        if (!valid(withAll(a)))
            continue; // a query the schema forbids ("" under minLength 1) proves nothing
        const obs = await session.call(tool.name, withAll(a));
        const items = itemsOf(obs);
        if (items && (!fullItems || items.items.length > fullItems.items.length)) {
            full = obs;
            fullItems = items;
            args = a;
        }
        if (fullItems && fullItems.items.length > Math.max(...values))
            break;
        full ??= obs;
    }
    if (full?.outcome === "passed" && !fullItems) {
        log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, uncountable(tool.name, `without '${param.name}'`));
        return;
    }
    if (!full || !fullItems) {
        const why = full?.summary ?? "no answer";
        log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, `${tool.name} failed without '${param.name}' (${why}); supply ${argHint(tool, why, base.generated.length > 0 ? base.generated : undefined)}`);
        return;
    }
    const all = fullItems.items.length;
    let lines = fullItems.source === "text-lines";
    const exceeded = [];
    const short = [];
    let exceededObs;
    let shortObs;
    for (const n of values) {
        const obs = await session.call(tool.name, { ...args, [param.name]: n });
        const got = itemsOf(obs);
        if (!got) {
            if (obs.outcome === "passed") {
                log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, uncountable(tool.name, `with ${param.name}: ${n}`));
                return;
            }
            log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, `${tool.name} with ${param.name}: ${n} failed: ${obs.summary}`);
            return;
        }
        lines ||= got.source === "text-lines";
        const c = got.items.length;
        // Text lines may include a header: count it as exceeded only when the bound changed nothing.
        if (lines ? c > n && c >= all && all > n : c > n) {
            exceeded.push(`${param.name}: ${n} gave ${plural(c, lines ? "line" : "item")}`);
            exceededObs ??= obs;
        }
        else if (!lines && !param.required && c < Math.min(n, all)) {
            short.push(`${param.name}: ${n} gave ${plural(c, "item")}`);
            shortObs ??= obs;
        }
    }
    const confidence = lines ? "low" : "medium";
    const unit = lines ? "lines" : "items";
    const raised = [];
    if (exceededObs) {
        raised.push(log.flag("probe-bound-exceeded", confidence, {
            tool: tool.name,
            parameter: param.name,
            message: `${tool.name} returns more ${unit} than '${param.name}' allows: ${exceeded.join("; ")} (${all} without it).`,
            fix: `Apply '${param.name}' before returning results: return at most ${param.name} ${unit}.`,
            evidence: evidenceOf(exceededObs),
        }));
    }
    if (shortObs) {
        raised.push(log.flag("probe-bound-short", confidence, {
            tool: tool.name,
            parameter: param.name,
            message: `${tool.name} returns fewer items than '${param.name}' asks for though ${all} exist: ${short.join("; ")}.`,
            fix: `Return exactly min(${param.name}, available) items, or document why fewer come back.`,
            evidence: evidenceOf(shortObs),
        }));
    }
    if (exceededObs || shortObs) {
        log.add(PROBES.bound, tool.name, "failed", confidence, basis, `${[...exceeded, ...short].join("; ")} of ${all} (counted as ${fullItems.source})`, raised);
    }
    else if (all <= 1) {
        log.add(PROBES.bound, tool.name, "inconclusive", confidence, basis, `only ${plural(all, "item")} came back without a bound, so '${param.name}' could not be tested${base.generated.length > 0 ? `; supply ${argHint(tool, "", base.generated)}` : " (the server holds too little data)"}`);
    }
    else {
        log.add(PROBES.bound, tool.name, "passed", confidence, basis, `${param.name}: ${values.join(", ")} returned at most that many of ${all} (counted as ${fullItems.source})`);
    }
}
async function sliceProbe(ctx, tool, param) {
    const { session, log } = ctx;
    const basis = `built-in bound: '${param.name}' takes the ${param.kind === "head" ? "first" : "last"} N lines`;
    if (param.required)
        return; // the whole text cannot be had for comparison
    const o = ctx.overridesFor(tool);
    const base = fillArgs(tool, o, boundParams(tool).filter((b) => b.kind !== "limit").map((b) => b.name));
    const full = await session.call(tool.name, base.args);
    if (full.status !== "ok" || full.outcome !== "passed") {
        log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis, `${tool.name} failed without '${param.name}' (${full.summary}); supply ${argHint(tool, full.summary, base.generated.length > 0 ? base.generated : undefined)}`);
        return;
    }
    const all = textLines(full.text);
    if (all.length < 2) {
        log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis, `the whole text has ${plural(all.length, "line")}, too few to test '${param.name}'; supply ${argHint(tool)}`);
        return;
    }
    const which = param.kind === "head" ? "first" : "last";
    const tried = SLICE_VALUES.filter((v) => inRange(v, param.range));
    const problems = { exceeded: { texts: [] }, short: { texts: [] }, mismatch: { texts: [] } };
    for (const n of tried) {
        const obs = await session.call(tool.name, { ...base.args, [param.name]: n });
        if (obs.status !== "ok" || obs.outcome !== "passed") {
            if (n === 0 && (obs.status === "tool-error" || obs.status === "rpc-error"))
                continue; // refusing 0 is honest
            log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis, `${tool.name} with ${param.name}: ${n} failed: ${obs.summary}`);
            return;
        }
        const want = param.kind === "head" ? all.slice(0, n) : n === 0 ? [] : all.slice(-n);
        const got = textLines(obs.text);
        const problem = sliceProblem(n, all.length, want, got);
        if (problem === undefined)
            continue;
        const entry = problems[problem];
        entry.evidence ??= obs;
        entry.texts.push(`${param.name}: ${n} gave ${plural(got.length, "line")}${problem === "mismatch" && got.length === want.length ? " that differ" : ""} instead of the ${which} ${want.length}`);
    }
    const failed = Object.keys(problems).filter((k) => problems[k].texts.length > 0);
    if (failed.length === 0) {
        log.add(PROBES.slice, tool.name, "passed", "medium", basis, `${param.name}: ${tried.join(", ")} returned the ${which} lines of ${all.length}`);
        return;
    }
    const on = `on a ${all.length}-line text`;
    const raised = [];
    for (const kind of failed) {
        const { texts, evidence } = problems[kind];
        const evidencePart = evidence ? { evidence: evidenceOf(evidence) } : {};
        if (kind === "exceeded") {
            raised.push(log.flag("probe-bound-exceeded", "medium", {
                tool: tool.name,
                parameter: param.name,
                message: `${tool.name} returns more lines than '${param.name}' allows ${on}: ${texts.join("; ")}.`,
                fix: `Return at most ${param.name} lines: ${param.name}: 0 returns no lines (or refuse 0 with an isError result), never the whole text.`,
                ...evidencePart,
            }));
        }
        else if (kind === "short") {
            raised.push(log.flag("probe-bound-short", "medium", {
                tool: tool.name,
                parameter: param.name,
                message: `${tool.name} returns fewer lines than '${param.name}' asks for ${on}: ${texts.join("; ")}.`,
                fix: `Return exactly min(${param.name}, available) lines; a final line that ends in a newline counts as a line (the last line of "a\\nb\\n" is "b").`,
                ...evidencePart,
            }));
        }
        else {
            raised.push(log.flag("probe-slice-mismatch", "medium", {
                tool: tool.name,
                parameter: param.name,
                message: `${tool.name} does not return the ${which} N lines for ${param.name} ${on}: ${texts.join("; ")}.`,
                fix: `Return exactly the ${which} ${param.name} lines of the text, in order.`,
                ...evidencePart,
            }));
        }
    }
    log.add(PROBES.slice, tool.name, "failed", "medium", basis, failed.flatMap((k) => problems[k].texts).join("; "), raised);
}
/** Why a bound was not judged: the answer is a JSON object with no single list of results; `call` says which (`with limit: 1`). */
function uncountable(tool, call) {
    return `the answer of ${tool} ${call} is a JSON object with no single list of results, so the items a bound limits cannot be counted`;
}
/**
 * Judges one head/tail answer (issue 11 item 5, the rules as the README states them): more than `n` lines is
 * `exceeded` (`head: 0` giving the whole text), fewer than min(n, all) is `short` (`tail: 1` giving nothing on
 * newline-terminated text); any other difference from `want` is `mismatch`. Undefined when the answer is exact.
 */
function sliceProblem(n, all, want, got) {
    if (got.length > n)
        return "exceeded";
    if (got.length < Math.min(n, all))
        return "short";
    if (got.length === want.length && got.every((l, i) => l === want[i]))
        return undefined;
    return "mismatch";
}

// EXTERNAL MODULE: ./src/scenarios/arg-overrides.ts
var arg_overrides = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/probes/classify.ts
var classify = __webpack_require__(2057);
// EXTERNAL MODULE: ./src/probes/probe-config.ts
var probe_config = __webpack_require__(1364);
;// CONCATENATED MODULE: ./src/probes/declared.ts



const BASIS = "declared in probe config";
const declared_plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
/** The values a relation compares: text lines (`lines`), or items as canonical JSON (`items`); `auto` prefers items. */
function unitValues(obs, unit) {
    if (obs.status !== "ok")
        return undefined;
    if (unit !== "lines") {
        const items = itemsOf(obs, "items");
        if (items)
            return { values: items.items.map((i) => JSON.stringify(i)), unit: "items" };
        if (unit === "items")
            return undefined;
    }
    return { values: textLines(obs.text), unit: "lines" };
}
/**
 * Runs one declared relation: `tool` with `param` set to each of `values` must return at most N (`at_most`),
 * exactly min(N, all) (`exact`), or the first / last min(N, all) units of the unbounded call (`prefix` /
 * `suffix`). Throws only `BudgetSpent`.
 */
async function runRelation(ctx, tool, spec) {
    const { session, log } = ctx;
    const id = spec.id ?? `${spec.tool}.${spec.param}`;
    const basis = `${BASIS} (${id}: ${spec.expect})`;
    const base = fillArgs(tool, ctx.overridesFor(tool), [spec.param], spec.args ?? {});
    let all;
    if (spec.expect !== "at_most") {
        const full = await session.call(tool.name, base.args);
        all = unitValues(full, spec.unit)?.values;
        if (!all && spec.expect !== "exact") {
            log.add(PROBES.relation, tool.name, "inconclusive", "high", basis, `${tool.name} without '${spec.param}' failed or could not be read as ${spec.unit}: ${full.summary}`);
            return;
        }
    }
    let failed = false;
    for (const n of spec.values) {
        const obs = await session.call(tool.name, { ...base.args, [spec.param]: n });
        const got = unitValues(obs, spec.unit);
        if (!got) {
            log.add(PROBES.relation, tool.name, "inconclusive", "high", basis, `${tool.name} with ${spec.param}: ${n} failed or could not be counted: ${obs.summary}`);
            return;
        }
        const c = got.values.length;
        const unit = got.unit === "lines" ? "line" : "item";
        const text = { tool: tool.name, parameter: spec.param, evidence: evidenceOf(obs) };
        if (spec.expect === "at_most" || spec.expect === "exact") {
            const want = spec.expect === "exact" ? Math.min(n, all?.length ?? n) : n;
            if (c > want) {
                failed = true;
                log.fail(PROBES.relation, "probe-bound-exceeded", "high", basis, {
                    ...text,
                    message: `${tool.name} returned ${declared_plural(c, unit)} with ${spec.param}: ${n}; the declared relation ${id} allows ${spec.expect === "exact" ? "exactly" : "at most"} ${want}.`,
                    fix: `Apply '${spec.param}' before returning results, or correct relation ${id} in the probe config.`,
                });
            }
            else if (spec.expect === "exact" && c < want) {
                failed = true;
                log.fail(PROBES.relation, "probe-bound-short", "high", basis, {
                    ...text,
                    message: `${tool.name} returned ${declared_plural(c, unit)} with ${spec.param}: ${n}; the declared relation ${id} expects exactly ${want}.`,
                    fix: `Return exactly min(${spec.param}, available) ${unit}s, or correct relation ${id} in the probe config.`,
                });
            }
            continue;
        }
        const whole = all ?? [];
        const want = spec.expect === "prefix" ? whole.slice(0, n) : n === 0 ? [] : whole.slice(-n);
        if (got.values.length !== want.length || got.values.some((v, i) => v !== want[i])) {
            failed = true;
            const which = spec.expect === "prefix" ? "first" : "last";
            log.fail(PROBES.relation, "probe-slice-mismatch", "high", basis, {
                ...text,
                message: `${tool.name} with ${spec.param}: ${n} did not return the ${which} ${declared_plural(want.length, unit)} of the unbounded call (declared relation ${id}).`,
                fix: `Return exactly the ${which} ${spec.param} ${unit}s, or correct relation ${id} in the probe config.`,
            });
        }
    }
    if (!failed)
        log.add(PROBES.relation, tool.name, "passed", "high", basis, `${spec.param}: ${spec.values.join(", ")} hold ${spec.expect}`);
}
/** The values of one side of an agreement: the items (or their `field`), else the text lines. */
function sideValues(obs, field) {
    const items = itemsOf(obs);
    if (!items)
        return undefined;
    return items.items.map((item) => {
        const v = field !== undefined && item !== null && typeof item === "object" ? item[field] : item;
        return typeof v === "string" ? v : JSON.stringify(v);
    });
}
/**
 * Runs one declared agreement: the left call's items (or their `field`) must all be among the right call's
 * (`subset`), or both must hold the same set (`equal`); else `probe-paths-disagree`. Throws only `BudgetSpent`.
 */
async function runAgreement(ctx, tools, spec) {
    const { session, log } = ctx;
    const id = spec.id ?? `${spec.left.tool} ${spec.expect} ${spec.right.tool}`;
    const basis = `${BASIS} (${id})`;
    const run = async (side, tool) => {
        const obs = await session.call(tool.name, fillArgs(tool, ctx.overridesFor(tool), [], side.args ?? {}).args);
        return { obs, values: sideValues(obs, side.field ?? spec.field) };
    };
    const left = await run(spec.left, tools.left);
    const right = await run(spec.right, tools.right);
    if (!left.values || !right.values) {
        const bad = !left.values ? left.obs : right.obs;
        log.add(PROBES.agreement, spec.left.tool, "inconclusive", "high", basis, `${bad.tool} failed: ${bad.summary}`);
        return;
    }
    const rightSet = new Set(right.values);
    const leftSet = new Set(left.values);
    const missing = [...leftSet].filter((v) => !rightSet.has(v));
    const extra = spec.expect === "equal" ? [...rightSet].filter((v) => !leftSet.has(v)) : [];
    if (missing.length === 0 && extra.length === 0) {
        log.add(PROBES.agreement, spec.left.tool, "passed", "high", basis, `${spec.left.tool} and ${spec.right.tool} agree (${spec.expect}, ${declared_plural(leftSet.size, "value")})`);
        return;
    }
    const parts = [
        missing.length > 0 ? `${missing.length} of ${leftSet.size} values from ${spec.left.tool} are missing from ${spec.right.tool} (e.g. ${JSON.stringify(missing[0])})` : "",
        extra.length > 0 ? `${extra.length} values of ${spec.right.tool} are missing from ${spec.left.tool} (e.g. ${JSON.stringify(extra[0])})` : "",
    ].filter((p) => p.length > 0);
    log.fail(PROBES.agreement, "probe-paths-disagree", "high", basis, {
        tool: spec.left.tool,
        message: `${spec.left.tool} and ${spec.right.tool} disagree: ${parts.join("; ")}.`,
        fix: `Make both tools read the same data (one shared query or cache), or correct agreement ${id} in the probe config.`,
        evidence: { request: { left: left.obs.args, right: right.obs.args }, excerpt: `${left.obs.summary.slice(0, 90)} | ${right.obs.summary.slice(0, 90)}` },
    });
}
/** Runs one declared idempotent call: the same call twice must give the same result. Throws only `BudgetSpent`. */
async function runIdempotent(ctx, tool, spec) {
    const { session, log } = ctx;
    const basis = `${BASIS}${spec.id ? ` (${spec.id})` : ""}`;
    const args = fillArgs(tool, ctx.overridesFor(tool), [], spec.args ?? {}).args;
    const a = await session.call(tool.name, args);
    if (a.status !== "ok") {
        log.add(PROBES.idempotent, tool.name, "inconclusive", "high", basis, `${tool.name} failed: ${a.summary}`);
        return;
    }
    const b = await session.call(tool.name, args);
    if (canonicalResult(a) === canonicalResult(b)) {
        log.add(PROBES.idempotent, tool.name, "passed", "high", basis, `two identical calls returned the same result`);
        return;
    }
    log.fail(PROBES.idempotent, "probe-not-idempotent", "high", basis, {
        tool: tool.name,
        message: `${tool.name} returned different results for the same call twice (${JSON.stringify(a.summary.slice(0, 60))} then ${JSON.stringify(b.summary.slice(0, 60))}).`,
        fix: `Make ${tool.name} return the same result for the same arguments when nothing changed, or remove it from idempotent in the probe config.`,
        evidence: evidenceOf(b),
    });
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/probes/reader-args.ts




/** The large value a reader's limit-like parameter gets: 1,000, or the schema's maximum when lower. */
const READER_LARGE_LIMIT = 1000;
/** `value` shaped for `prop`: wrapped in a list for an array parameter, the first item for a scalar one. */
function fit(value, prop) {
    const t = typeOf(prop);
    if (t === "array")
        return Array.isArray(value) ? value : [value];
    const v = Array.isArray(value) ? value[0] : value;
    if (t === "string" && typeof v === "number")
        return String(v);
    return v;
}
const isQueryName = (name) => names/* QUERY_NAMES */.gj.includes((0,names/* snake */.t9)(name)) || ["query", "search", "keyword", "term", "pattern", "filter", "phrase"].includes((0,names/* singular */.cL)((0,names/* lastWord */.bx)(name)));
/** True when a reader parameter names the record's key (`names` or `entityNames` for key `name`, `note_id` for `id`). */
function namesKey(param, keyName) {
    const p = (0,names/* singular */.cL)((0,names/* lastWord */.bx)(param));
    const k = (0,names/* lastWord */.bx)(keyName);
    return p === k || (0,names/* snake */.t9)(param) === (0,names/* snake */.t9)(keyName);
}
/**
 * The created record's own id for a reader parameter that asks for one: `id`, or `<noun>_id` / `<noun>Id` whose
 * noun is the write tool's (`task_id` after `create_task`), taken from the id field of the write's answer.
 */
function recordId(param, record) {
    if ((0,names/* lastWord */.bx)(param) !== "id" || record.known.id === undefined)
        return undefined;
    const rest = (0,names/* words */.aL)(param).slice(0, -1).map(names/* singular */.cL);
    if (rest.length === 0)
        return record.known.id;
    const own = (0,classify/* nouns */.qF)(record.tool);
    return rest.some((w) => own.includes(w)) ? record.known.id : undefined;
}
/**
 * Fills a reader's arguments for `record`. Order per parameter: a per-tool `--arg`; a same-name write argument;
 * a same-name field of the write's answer; the answer's `id` for an id parameter of the record's kind; the
 * record's key for a parameter that names it; the key (else the first value marker) for a query-like parameter;
 * {@link READER_LARGE_LIMIT} (within the schema's range) for a limit-like integer; a global `--arg`; a made-up
 * value for a remaining required parameter. Optional parameters nothing fills are left out. Never throws.
 */
function readerArgs(reader, record, overrides) {
    const root = reader.inputSchema;
    const schema = resolve(root, root);
    const required = requiredOf(schema);
    const args = {};
    const fromRecord = [];
    const generated = [];
    const keyValue = record.key?.value;
    const searchText = typeof keyValue === "string" ? keyValue : valueMarkers(record)[0];
    for (const [name, raw] of propertiesOf(schema)) {
        const prop = resolve(raw, root);
        const t = typeOf(prop);
        const take = (value, fromTheRecord) => {
            args[name] = fit(value, prop);
            if (fromTheRecord)
                fromRecord.push(name);
        };
        if (name in overrides.perTool)
            take(overrides.perTool[name], false);
        else if (name in record.args && record.args[name] !== undefined)
            take(record.args[name], true);
        else if (name in record.known)
            take(record.known[name], true);
        else if (recordId(name, record) !== undefined)
            take(recordId(name, record), true);
        else if (record.key && keyValue !== undefined && namesKey(name, record.key.field.name))
            take(keyValue, true);
        else if (isQueryName(name) && searchText !== undefined && (t === "string" || t === "array" || t === undefined))
            take(searchText, true);
        else if ((t === "integer" || t === "number") && names/* READER_LIMIT_NAMES */.zR.includes((0,names/* snake */.t9)(name))) {
            const { min, max } = numericRange(prop);
            take(Math.max(Math.min(READER_LARGE_LIMIT, max), Number.isFinite(min) ? min : 1), false);
        }
        else if (name in overrides.global)
            take(overrides.global[name], false);
        else if (required.includes(name)) {
            const v = sampleValue(prop, root, [name], { text: (_p, field) => field });
            if (v !== undefined) {
                args[name] = v;
                generated.push(name);
            }
        }
    }
    return { args, fromRecord, generated };
}

;// CONCATENATED MODULE: ./src/probes/readonly-writes.ts









/**
 * The read-only check (issue 17 §1, rule `annotation-readonly-writes`): a tool annotated `readOnlyHint: true`
 * is called once between reads of the server's other read tools, and must not change what they show (MCP
 * 2025-11-25 server/tools §Tool annotations: "readOnlyHint: if true, the tool does not modify its environment";
 * clients and `--read-only` runs call such tools without asking). Reads are taken twice before the call, so a
 * reader whose answer changes by itself (a clock, a counter) is set aside instead of blamed on the tool.
 *
 * Evidence, strongest first:
 * - high: text the tool was given as an argument (a fresh marker) shows up in a reader afterwards — the tool
 *   stored its input — and calling another read-only tool the same way does not do that (a reader that logs
 *   every call is not the tool writing);
 * - high: a record written just before (with `allowWrites`, through a write tool whose records a reader already
 *   showed) is gone after the call, and stays gone;
 * - medium: a reader's answer changed after the call and stays changed, with no marker to tie it to the call,
 *   and it does not change again when read after a wait as long as the call took (a clock to the second would).
 * The only write is that seeding record, so without `allowWrites` the check still runs on what the store holds.
 */
/** At most this many readers watch one read-only tool. */
const MAX_OBSERVERS = 3;
/** Before a lasting change without a marker is blamed on the tool, the readers are read again after this long (ms) or as long as the call took, whichever is longer (at most {@link CLOCK_WAIT_MAX_MS}). */
const CLOCK_WAIT_MIN_MS = 1100;
const CLOCK_WAIT_MAX_MS = 5000;
/** True when a tool parameter names the record's key or a field the server assigned (`id`, `note_id`). */
function namesRecordField(param, record) {
    if (param in record.known)
        return true;
    const key = record.key?.field.name;
    return key !== undefined && ((0,names/* snake */.t9)(param) === (0,names/* snake */.t9)(key) || (0,names/* lastWord */.bx)(param) === (0,names/* lastWord */.bx)(key));
}
/** The read-only tool's arguments: fresh markers in its free text, `--arg` values, the seeded record's key where it takes one. */
function targetArgs(ctx, tool, seed) {
    const record = buildRecord(tool, ctx.markers.nextTag(), { overrides: ctx.overridesFor(tool).merged });
    if (!seed)
        return record;
    const schema = resolve(tool.inputSchema, tool.inputSchema);
    for (const [name] of propertiesOf(schema)) {
        if (name in ctx.overridesFor(tool).merged || !namesRecordField(name, seed))
            continue;
        record.args[name] = name in seed.known ? seed.known[name] : seed.key?.value;
        for (let i = record.markers.length - 1; i >= 0; i--)
            if (record.markers[i]?.path[0] === name)
                record.markers.splice(i, 1);
    }
    return record;
}
/** Readers for `target`: those sharing a noun first, then others; only readers whose arguments need nothing made up. */
function observersFor(ctx, target, reads, seed, seedRecord) {
    const empty = seedRecord ?? { tool: "", tag: "", args: {}, markers: [], known: {} };
    const ranked = reads
        .filter((r) => r.tool.name !== target.name)
        .map((r, index) => ({ r, index, shared: (0,classify/* sharedNouns */.XT)(target.name, r.tool.name).length > 0, seeded: seed?.readers.some((c) => c.tool.name === r.tool.name) ?? false }))
        .sort((a, b) => Number(b.seeded) - Number(a.seeded) || Number(b.shared) - Number(a.shared) || a.index - b.index);
    const out = [];
    for (const { r, seeded, shared } of ranked) {
        const filled = readerArgs(r.tool, empty, ctx.overridesFor(r.tool));
        if (filled.generated.length > 0)
            continue;
        out.push({ tool: r.tool, basis: seeded ? `${r.tool.name} showed a record of ${seed.write.name}` : shared ? `reader ${r.tool.name} shares a noun` : `reader ${r.tool.name}`, args: filled.args });
        if (out.length >= MAX_OBSERVERS)
            break;
    }
    return out;
}
/** A fresh record of `seed`'s write tool, written now, or undefined when the write failed. */
async function writeSeed(ctx, seed) {
    const overrides = ctx.overridesFor(seed.write).merged;
    const key = seed.record.key?.field ?? detectKey(seed.write);
    const record = buildRecord(seed.write, ctx.markers.nextTag(), { ...(key ? { key } : {}), overrides, freshKey: true });
    if (valueMarkers(record).length === 0)
        return undefined;
    const w = await ctx.session.call(seed.write.name, record.args);
    if (w.status !== "ok")
        return undefined;
    record.known = knownFields(w.result?.structuredContent, w.text);
    return record;
}
/**
 * Runs the read-only check on `target` (annotated `readOnlyHint: true`). `reads` are the read tools the probes may
 * call; `confirmed` the writes whose records a reader showed (empty without `allowWrites`), one of which seeds a
 * record when `allowWrites`. Logs one result, and `annotation-readonly-writes` when the tool writes; logs nothing
 * when the server has no other read tool (nothing could show a write). Throws only `BudgetSpent` (from the session).
 */
async function runReadOnlyCheck(ctx, target, reads, confirmed, allowWrites) {
    const { session, log } = ctx;
    const probe = PROBES.readOnly;
    const restartsAtStart = session.restarts;
    if (!reads.some((r) => r.tool.name !== target.name))
        return; // no other read tool: nothing could show a write
    const seed = allowWrites ? [...confirmed].sort((a, b) => (0,classify/* sharedNouns */.XT)(target.name, b.write.name).length - (0,classify/* sharedNouns */.XT)(target.name, a.write.name).length)[0] : undefined;
    const seedRecord = seed ? await writeSeed(ctx, seed) : undefined;
    const observers = observersFor(ctx, target, reads, seed, seedRecord);
    if (observers.length === 0) {
        log.add(probe, target.name, "inconclusive", "low", "no reader", `no read tool can be called without made-up values, so nothing could show whether ${target.name} writes; give reader values with --arg`);
        return;
    }
    // Every reader, in order, twice: a reader whose answer changes by itself — or because another reader of the
    // round writes — cannot tell us anything. Later rounds repeat the same calls, so only the target differs.
    const round = async () => {
        const out = [];
        for (const o of observers)
            out.push(await session.call(o.tool.name, o.args));
        return out;
    };
    const first = await round();
    const before = await round();
    const watched = [];
    observers.forEach((o, i) => {
        const [a, b] = [first[i], before[i]];
        if (a.status === "ok" && b.status === "ok" && canonicalResult(a) === canonicalResult(b))
            watched.push({ choice: o, index: i, before: b });
    });
    if (watched.length === 0) {
        log.add(probe, target.name, "inconclusive", "low", "readers unsteady", `the readers (${observers.map((o) => o.tool.name).join(", ")}) failed or answered differently when nothing was called in between`);
        return;
    }
    const call = targetArgs(ctx, target, seedRecord);
    const fresh = valueMarkers(call);
    const calledAt = performance.now();
    const result = await session.call(target.name, call.args);
    const targetMs = performance.now() - calledAt;
    const after = await round();
    let again;
    const confirm = async () => (again ??= await round());
    if (session.restarts > restartsAtStart) {
        log.add(probe, target.name, "inconclusive", "low", "server restarted", "the server restarted during the check, so what the readers show may have been reset");
        return;
    }
    for (const w of watched) {
        const now = after[w.index];
        if (now.status !== "ok")
            continue;
        const stored = shownMarkers(now, fresh).filter((m) => !w.before.searchable.includes(m));
        if (stored.length > 0) {
            const control = await controlLogs(ctx, target, reads, w, round);
            if (control === "logs-every-call") {
                log.add(probe, target.name, "inconclusive", "medium", w.choice.basis, `${w.choice.tool.name} shows the arguments of every read-only call (a call log?), so it cannot tell whether ${target.name} writes`);
                return;
            }
            return fail(ctx, target, w, control === "not-a-log" ? "high" : "medium", `shows "${stored[0]}", text that was only ever sent to ${target.name} as an argument: ${target.name} stored its input`, result);
        }
        if (seedRecord && showsRecord(w.before, seedRecord) && !showsRecord(now, seedRecord)) {
            if (!showsRecord((await confirm())[w.index], seedRecord)) {
                return fail(ctx, target, w, "high", `no longer shows the record ${seed.write.name} wrote just before (marker ${seedRecord.tag}): ${target.name} removed it`, result);
            }
            continue;
        }
        if (canonicalResult(now) !== canonicalResult(w.before) && canonicalResult((await confirm())[w.index]) === canonicalResult(now)) {
            // A reader that shows the time (to the second, say) changes across a slow call by itself: wait as long as the
            // call took, at least past a second boundary, and read again without calling the target.
            await (0,promises_.setTimeout)(Math.min(CLOCK_WAIT_MAX_MS, Math.max(CLOCK_WAIT_MIN_MS, targetMs)));
            if (canonicalResult((await round())[w.index]) !== canonicalResult(now)) {
                log.add(probe, target.name, "inconclusive", "low", w.choice.basis, `${w.choice.tool.name} changes with time alone (a clock?), so its change after ${target.name} proves nothing`);
                return;
            }
            return fail(ctx, target, w, "medium", `answers differently after one call to ${target.name} (before: ${w.before.summary.slice(0, 80)}; after: ${now.summary.slice(0, 80)}), and keeps the new answer`, result);
        }
    }
    if (result.status !== "ok") {
        log.add(probe, target.name, "inconclusive", "low", "generated values", `${target.name} failed with generated values (${result.summary}), so it did not do what it does with real ones; supply them: ${argHint(target, result.summary)}`);
        return;
    }
    const seededSeen = seedRecord !== undefined && watched.some((w) => showsRecord(w.before, seedRecord));
    log.add(probe, target.name, "passed", seededSeen ? "high" : "medium", watched.map((w) => w.choice.basis).join("; "), `${watched.map((w) => w.choice.tool.name).join(", ")} show${watched.length === 1 ? "s" : ""} after a call to ${target.name} what ${watched.length === 1 ? "it" : "they"} showed before${seededSeen ? ", the probe record included" : ""}`);
}
/**
 * Whether a reader that showed the target's argument afterwards shows every read-only call's arguments: another
 * read-only tool is called with fresh markers, then a round of reads. `not-a-log` when its markers do not show
 * in the reader, `logs-every-call` when they do, `no-control` when there is no other read-only tool to try.
 */
async function controlLogs(ctx, target, reads, w, round) {
    const other = reads.find((r) => r.tool.name !== target.name && r.tool.name !== w.choice.tool.name && r.tool.annotations?.readOnlyHint === true);
    if (!other)
        return "no-control";
    const record = buildRecord(other.tool, ctx.markers.nextTag(), { overrides: ctx.overridesFor(other.tool).merged });
    const markers = valueMarkers(record);
    if (markers.length === 0)
        return "no-control";
    await ctx.session.call(other.tool.name, record.args);
    const after = (await round())[w.index];
    return shownMarkers(after, markers).length > 0 ? "logs-every-call" : "not-a-log";
}
function fail(ctx, target, w, confidence, what, result) {
    ctx.log.fail(PROBES.readOnly, "annotation-readonly-writes", confidence, w.choice.basis, {
        tool: target.name,
        message: `${target.name} is annotated readOnlyHint: true, but after one call ${w.choice.tool.name} ${what}.`,
        fix: `Make ${target.name} leave the server's state alone, or annotate it readOnlyHint: false (with destructiveHint as fits): clients call read-only tools without asking the user, and read-only runs trust the hint.`,
        evidence: evidenceOf(result),
    });
}

;// CONCATENATED MODULE: ./src/probes/round-trip-words.ts
/**
 * The words of the write round trip's failures (`round-trip.ts`, issue "Effect probes" §Write round trips): the
 * message and the fix of each finding it raises, in one place. Names are tool and parameter names; `record` is how
 * the record is named in a sentence (`id "n1"`, or `marker …` when it has no key). Pure.
 */
/** Step 2, `probe-write-not-observable`: the reader sure to show the record does not; `declared` when a pair named it. */
function notObservableWords(write, reader, record, declared) {
    return {
        message: `${write} answered success, but ${reader} does not show the record it wrote (${record}).`,
        fix: `Make ${write} store what it reports as saved so that ${reader} returns it${declared ? ", or correct the pair in the probe config" : ""}.`,
    };
}
/** Step 3, `probe-silent-noop`: a write with an existing key answered success, and `reader` still shows the old values. */
function sameKeyNoopWords(write, key, reader) {
    return {
        message: `${write} answered success to a write with an existing ${key}, but ${reader} still shows the old values: the write silently did nothing.`,
        fix: `Apply the new values when the ${key} already exists, or answer with isError (or say in the result) that nothing was changed.`,
    };
}
/** Update round trip, `probe-silent-noop`: an update of an existing record answered success, and `reader` still shows the old values. */
function updateNoopWords(update, record, reader) {
    return {
        message: `${update} answered success to an update of an existing record (${record}), but ${reader} still shows the old values: the update silently did nothing.`,
        fix: `Apply the new values to the record ${update} names, or answer with isError (or say in the result) that nothing was changed.`,
    };
}
/** Step 4, `probe-data-lost`: after a second record, the first no longer shows in `readers` (names joined). */
function secondWriteLostWords(write, record, readers) {
    return {
        message: `After ${write} stored a second record, the first one (${record}) no longer shows in ${readers}: a write lost earlier data.`,
        fix: `Make ${write} add or update only its own record; do not rebuild or replace the whole store on each write.`,
    };
}
/** Step 5, `probe-data-lost`: `gone` of `stored` records written at once are missing; `example` names one. */
function concurrentLostWords(write, gone, stored, example) {
    return {
        message: `${gone} of ${stored} records written by ${stored} concurrent ${write} calls are missing afterwards: concurrent writes lose data (e.g. ${example}).`,
        fix: `Serialise ${write}'s read-modify-write of the store (a lock or a queue), or write each record atomically.`,
    };
}
/** Step 6, `probe-silent-noop`: a delete answered success, and `reader` still shows the record. */
function deleteNoopWords(del, reader, record) {
    return {
        message: `${del} answered success, but ${reader} still shows the record it was asked to delete (${record}).`,
        fix: `Remove the record when ${del} reports success, or answer with isError when nothing was deleted.`,
    };
}

;// CONCATENATED MODULE: ./src/probes/round-trip-verdicts.ts

/**
 * The verdicts of the write round trip's steps 3 and 4 (`round-trip.ts`) as small pure functions over what was
 * observed, and the detail each verdict is reported with: one table per step. The failures' messages and fixes
 * are in `round-trip-words.ts`.
 */
/** Why a call did not pass, for probe details: `refused: Note not found`. Pure. */
function notPassed(o) {
    return o.summary.startsWith(`${o.outcome}:`) ? o.summary : `${o.outcome}: ${o.summary}`;
}
/** The first read that did not answer cleanly (`readAnswered`): it cannot show a record, so it cannot show one missing either. Pure. */
function unclean(reads) {
    return reads.find((r) => !readAnswered(r.obs))?.obs;
}
/**
 * Reads the answer to a same-key write; `listedFirst`: the first write's answer was a list holding the values it
 * stored (memory's create_entities), so an empty list now says it skipped. Pure.
 */
function readSameKeyAnswer(w, listedFirst) {
    if (w.status === "tool-error" || w.status === "rpc-error")
        return "refused";
    if (w.status === "ok" && w.outcome === "failed")
        return "reports-failure";
    if (w.outcome !== "passed")
        return "incomplete";
    if (saysSkipped(w.text) || (listedFirst && itemsOf(w, "items")?.items.length === 0))
        return "says-skipped";
    return "stored";
}
/** The verdict of step 3 from what the re-reads showed; a restart makes old values no evidence. Pure. */
function readSameKeyReread(newShown, oldShown, restarted) {
    if (newShown)
        return oldShown && !restarted ? "added" : "replaced";
    return oldShown && !restarted ? "silent-noop" : "unclear";
}
/** The status and detail of each step-3 verdict that is not a failure: `key` names the key field. */
const SAME_KEY_RESULT = {
    refused: { status: "passed", detail: (key, w) => `a second write with the same ${key} was refused (${w.summary}), which is fine` },
    "reports-failure": { status: "passed", detail: (_key, w) => `the answer to a same-key write reports a failure (${w.summary}), so nothing changed silently` },
    incomplete: { status: "inconclusive", detail: (_key, w) => `the same-key write did not complete: ${notPassed(w)}` },
    "says-skipped": { status: "passed", detail: (_key, w) => `the answer to a same-key write says it skipped (${w.summary})` },
};
/** The verdict of step 4. Pure. */
function readKeepFirst(f) {
    if (f.shown)
        return "shown";
    if (f.restarted)
        return "restarted";
    if (f.unclean)
        return "unclean";
    if (f.listingsOnly && !f.secondShown)
        return "partial-listing";
    return "lost";
}
/** The status and detail of each step-4 verdict that is not a failure; `bad` is the read that did not answer cleanly. */
const KEEP_FIRST_RESULT = {
    shown: { status: "passed", detail: () => `the first record still shows after a second write` },
    restarted: { status: "inconclusive", detail: () => "the server restarted, so stored records may be gone" },
    unclean: { status: "inconclusive", detail: (bad) => `after a second write ${bad?.tool ?? "a reader"} did not answer cleanly (${bad ? notPassed(bad) : ""})` },
    "partial-listing": { status: "inconclusive", detail: () => `the listing shows neither record after a second write (it may show only part of the store)` },
};

;// CONCATENATED MODULE: ./src/probes/round-trip.ts










/**
 * Write round trips (issue "Effect probes" §Write round trips, steps 1–6): write a marked record and read it
 * back; rewrite the same key (`probe-silent-noop`); write a second record and re-read the first
 * (`probe-data-lost`); N writes at once (`probe-data-lost`, concurrent); delete a probe record with a configured
 * delete tool. Every step after the read-back uses only readers that already showed the record, so its
 * verdicts are high confidence.
 */
/** At most this many read tools are tried per write (issue: "up to six read tools"). */
const MAX_READERS = 6;
/** At most this many of the readers that showed a record are used for the later steps. */
const MAX_CONFIRMING = 3;
/**
 * Up to {@link MAX_READERS} read tools for `write`: those sharing a noun with it first (medium confidence), then
 * the others (low), each group in listing order, readers that need no made-up required value first.
 */
function chooseReaders(write, reads) {
    const ranked = reads
        .filter((r) => r.tool.name !== write.name)
        .map((r, index) => {
        const shared = (0,classify/* sharedNouns */.XT)(write.name, r.tool.name);
        const schema = resolve(r.tool.inputSchema, r.tool.inputSchema);
        const writeParams = propertiesOf(resolve(write.inputSchema, write.inputSchema)).map(([n]) => n);
        const needs = requiredOf(schema).filter((n) => !writeParams.includes(n)).length;
        return { r, index, shared, needs };
    })
        .sort((a, b) => Number(b.shared.length > 0) - Number(a.shared.length > 0) || Number(a.needs > 0) - Number(b.needs > 0) || a.index - b.index);
    return ranked.slice(0, MAX_READERS).map(({ r, shared }) => shared.length > 0
        ? { tool: r.tool, basis: `shares noun '${shared[0]}'`, confidence: "medium" }
        : { tool: r.tool, basis: "another read tool", confidence: "low" });
}
/** Replaces `{key}` and `{marker}` in declared reader arguments (a whole-string `{key}` keeps the key's type). */
function substitute(value, record) {
    const key = record.key?.value;
    const marker = valueMarkers(record)[0] ?? record.tag;
    if (typeof value === "string") {
        if (value === "{key}" && key !== undefined)
            return key;
        return value.split("{key}").join(key === undefined ? "" : String(key)).split("{marker}").join(marker);
    }
    if (Array.isArray(value))
        return value.map((v) => substitute(v, record));
    if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, record)]));
    }
    return value;
}
function planRead(ctx, choice, record) {
    const o = ctx.overridesFor(choice.tool);
    const filled = readerArgs(choice.tool, record, o);
    const declared = choice.pair?.read_args ? substitute(choice.pair.read_args, record) : {};
    return {
        choice,
        args: { ...filled.args, ...declared },
        keyed: filled.fromRecord.length > 0 || Object.keys(declared).length > 0,
        generated: filled.generated.filter((n) => !(n in declared)),
    };
}
/**
 * The reader's plan with a path it got from the record replaced by that path's parent folder, or undefined: a
 * listing given the path of a folder just created lists inside it (empty), while the folder itself shows in its
 * parent (issue 10 item 5: a reader is given the record's own location before the write is called lost).
 */
function parentPlan(plan, record) {
    const recordValues = new Set(Object.values(record.args).filter((v) => typeof v === "string"));
    for (const [name, value] of Object.entries(plan.args)) {
        if (typeof value !== "string" || !recordValues.has(value) || /^[a-z][a-z0-9+.-]*:\/\//i.test(value))
            continue;
        const trimmed = value.replace(/[\\/]+$/, "");
        const cut = Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf("\\"));
        // A bare name in a path parameter lives in the current folder.
        if (cut < 0 && !/(?:^|_)(?:path|dir|directory|folder|location)$/.test((0,names/* snake */.t9)(name)))
            continue;
        const parent = cut < 0 ? "." : cut === 0 ? trimmed.slice(0, 1) : trimmed.slice(0, cut);
        if (parent === "" || parent === value)
            continue;
        return { ...plan, args: { ...plan.args, [name]: parent } };
    }
    return undefined;
}
/** Reads `record` through one reader: its planned arguments, then the record's parent folder when they show nothing. */
async function readThrough(ctx, choice, record) {
    const plan = planRead(ctx, choice, record);
    const obs = await ctx.session.call(choice.tool.name, plan.args);
    if (showsRecord(obs, record))
        return { plan, obs };
    const parent = parentPlan(plan, record);
    if (!parent)
        return { plan, obs };
    const again = await ctx.session.call(choice.tool.name, parent.args);
    return showsRecord(again, record) || !readAnswered(obs) ? { plan: parent, obs: again } : { plan, obs };
}
/**
 * Re-reads `record` through each reader after a rewrite (a same-key write, an update): whether `fresh`'s value
 * markers show, and whether `stale`'s still do. Throws only `BudgetSpent`.
 */
async function rereadRewrite(ctx, readers, record, values) {
    const out = { newShown: false, rereads: [] };
    for (const choice of readers) {
        const { obs } = await readThrough(ctx, choice, record);
        out.rereads.push(obs);
        if (shownMarkers(obs, valueMarkers(values.fresh)).length > 0)
            out.newShown = true;
        if (shownMarkers(obs, valueMarkers(values.stale)).length > 0)
            out.oldShown ??= obs;
    }
    return out;
}
/** Reads `record` through each reader; the first that shows it wins. */
async function firstShowing(ctx, readers, record) {
    const seen = [];
    for (const choice of readers) {
        const r = await readThrough(ctx, choice, record);
        seen.push(r);
        if (showsRecord(r.obs, record))
            return { shown: r, seen };
    }
    return { shown: undefined, seen };
}
const round_trip_names = (readers) => readers.map((r) => r.tool.name).join(", ");
/** A write whose answer is not `passed` by the scenario judge's classes (an error, or a failure hidden in a success) is not a write. */
const failedWrite = (o) => o.outcome !== "passed";
const keyText = (record) => record.key ? `${record.key.field.name} ${JSON.stringify(record.key.value)}` : `marker ${record.tag}`;
function recordOptions(ctx, write, key, pair) {
    return {
        ...(key ? { key } : {}),
        overrides: ctx.overridesFor(write).merged,
        ...(pair?.write_args ? { writeArgs: pair.write_args } : {}),
    };
}
/**
 * Runs steps 1–5 for one write tool (all of them need `--allow-writes`; the caller checks). `readers` come from
 * {@link chooseReaders} or a declared pair. Returns the confirmed write for delete round trips, or undefined when
 * no reader showed the record. Throws only `BudgetSpent` (from the session).
 */
async function runWriteRoundTrip(ctx, write, readers, pair) {
    const key = pair?.key ? { path: [pair.key], name: pair.key } : detectKey(write);
    const options = recordOptions(ctx, write, key, pair);
    const restartsAtStart = ctx.session.restarts;
    const restarted = () => ctx.session.restarts > restartsAtStart;
    if (readers.length === 0) {
        ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "no read tool", `no read tool could show what ${write.name} stores, so it was not called; declare a pair (write, read) in --probe-config`);
        return undefined;
    }
    const written = await writeFirst(ctx, write, options);
    if (!written)
        return undefined;
    const used = await readBack(ctx, write, readers, written, restarted);
    if (!used)
        return undefined;
    const basis = `${round_trip_names(used)} already showed this record`;
    const current = await sameKeyWrite(ctx, write, { ...written, options, used, basis, restarted });
    await secondRecord(ctx, write, current, { options, used, basis, restarted });
    await concurrentWrites(ctx, write, options, used, basis, restarted);
    return { write, record: current, readers: used };
}
/** Step 1: writes a marked record; undefined (logged inconclusive) when there is nothing to mark or the write failed. */
async function writeFirst(ctx, write, options) {
    const first = buildRecord(write, ctx.markers.nextTag(), options);
    if (first.markers.length === 0) {
        ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "nothing to mark", `${write.name} takes no free text to carry a marker, so it was not called; declare a pair with write_args in --probe-config`);
        return undefined;
    }
    const answer = await ctx.session.call(write.name, first.args);
    if (failedWrite(answer)) {
        ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "generated record", `${write.name} did not write with generated values (${notPassed(answer)}); supply real ones: ${argHint(write, answer.summary)}`);
        return undefined;
    }
    first.known = knownFields(answer.result?.structuredContent, answer.text);
    // A write whose answer lists what it stored (memory's create_entities) says "skipped" by listing nothing; a
    // record whose answer merely holds an empty list beside its values (a bookmark's `tags: []`) lists nothing.
    const items = itemsOf(answer, "items")?.items ?? [];
    const listed = items.length > 0 && valueMarkers(first).some((m) => JSON.stringify(items).includes(m));
    return { first, answer, listed };
}
/**
 * Step 2: reads the first record back through each reader. Returns the readers that showed it (keyed reads first,
 * at most {@link MAX_CONFIRMING}), or undefined after logging why none did: a restart, a sure reader that did
 * not answer cleanly, a sure reader that does not show it (`probe-write-not-observable`), or no reader at all.
 */
async function readBack(ctx, write, readers, written, restarted) {
    const { first, answer: w1 } = written;
    const log = ctx.log;
    const confirming = [];
    const tried = [];
    const answers = [];
    for (const choice of readers) {
        const { plan, obs } = await readThrough(ctx, choice, first);
        tried.push(plan);
        answers.push(obs);
        if (showsRecord(obs, first))
            confirming.push({ choice, keyed: plan.keyed });
    }
    if (restarted()) {
        log.add(PROBES.readBack, write.name, "inconclusive", "low", "server restarted", "the server restarted during the round trip, so stored records may be gone");
        return undefined;
    }
    if (confirming.length === 0) {
        const declared = readers.find((r) => r.pair);
        const sure = declared ?? readers.find((r, i) => r.confidence === "medium" && tried[i]?.keyed && tried[i]?.generated.length === 0);
        const sureAnswer = sure ? answers[readers.indexOf(sure)] : undefined;
        if (sure && sureAnswer && !readAnswered(sureAnswer)) {
            log.add(PROBES.readBack, write.name, "inconclusive", "low", sure.basis, `${sure.tool.name} did not answer cleanly when asked for the record ${write.name} wrote (${notPassed(sureAnswer)}), so it cannot tell whether the record is there`);
        }
        else if (sure) {
            const confidence = declared ? "high" : "medium";
            log.fail(PROBES.readBack, "probe-write-not-observable", confidence, sure.basis, {
                tool: write.name,
                ...notObservableWords(write.name, sure.tool.name, keyText(first), declared !== undefined),
                evidence: evidenceOf(w1),
            });
        }
        else {
            const helps = tried.filter((p) => p.choice.confidence !== "low" && p.generated.length > 0).map((p) => argHint(p.choice.tool, "", p.generated));
            log.add(PROBES.readBack, write.name, "inconclusive", "low", "no reader showed the record", `no read tool showed what ${write.name} wrote (tried ${round_trip_names(readers)}); ${helps.length > 0 ? `supply ${helps.join(" ")} or ` : ""}declare a pair in --probe-config`);
        }
        return undefined;
    }
    confirming.sort((a, b) => Number(b.keyed) - Number(a.keyed));
    const used = confirming.slice(0, MAX_CONFIRMING).map((c) => c.choice);
    const best = confirming.map((c) => c.choice).sort((a, b) => rank(b.confidence) - rank(a.confidence))[0] ?? used[0];
    log.add(PROBES.readBack, write.name, "passed", best.confidence, `read back through ${best.tool.name} (${best.basis})`, `${round_trip_names(confirming.map((c) => c.choice))} show${confirming.length === 1 ? "s" : ""} the record ${write.name} wrote`);
    return used;
}
/**
 * Step 3: writes the same key with new values and re-reads it (verdicts: `readSameKeyAnswer`,
 * `readSameKeyReread`). Returns the record the store now holds: the new one when it replaced the first.
 */
async function sameKeyWrite(ctx, write, step) {
    const { first, listed, options, used, basis, restarted } = step;
    const log = ctx.log;
    if (!first.key) {
        log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis, `${write.name} has no key field (a parameter ending in id, key, name, title, path, url …), so a same-key write was not tried`);
        return first;
    }
    const again = buildRecord(write, ctx.markers.nextTag(), { ...options, keyValue: first.key.value });
    if (valueMarkers(again).length === 0) {
        log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis, `only the key of ${write.name} carries text, so a same-key write cannot change anything visible`);
        return first;
    }
    const w = await ctx.session.call(write.name, again.args);
    const answer = readSameKeyAnswer(w, listed);
    if (answer !== "stored") {
        const { status, detail } = SAME_KEY_RESULT[answer];
        log.add(PROBES.rewrite, write.name, status, "high", basis, detail(first.key.field.name, w));
        return first;
    }
    again.known = { ...first.known, ...knownFields(w.result?.structuredContent, w.text) };
    const { newShown, oldShown, rereads } = await rereadRewrite(ctx, used, again, { fresh: again, stale: first });
    switch (readSameKeyReread(newShown, oldShown !== undefined, restarted())) {
        case "replaced":
            log.add(PROBES.rewrite, write.name, "passed", "high", basis, `a same-key write replaced the values`);
            return again;
        case "added":
            log.add(PROBES.rewrite, write.name, "passed", "high", basis, `a same-key write added a second record: ${oldShown?.tool ?? "the readers"} show${oldShown ? "s" : ""} the old values beside the new ones, so the ${first.key.field.name} does not name one record`);
            return again;
        case "silent-noop":
            log.fail(PROBES.rewrite, "probe-silent-noop", "high", basis, {
                tool: write.name,
                parameter: first.key.field.name,
                ...sameKeyNoopWords(write.name, first.key.field.name, oldShown?.tool ?? ""),
                evidence: { request: { name: write.name, arguments: again.args }, response: w.result, excerpt: oldShown?.summary.slice(0, 200) ?? "" },
            });
            return first;
        case "unclear": {
            const bad = unclean(rereads.map((obs) => ({ obs })));
            log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis, bad ? `after a same-key write ${bad.tool} did not answer cleanly (${notPassed(bad)})` : `after a same-key write the readers show neither the old nor the new values`);
            return first;
        }
    }
}
/** Step 4: writes a second record and re-reads `current`, which must still be there (verdict: `readKeepFirst`). */
async function secondRecord(ctx, write, current, step) {
    const { options, used, basis, restarted } = step;
    const second = buildRecord(write, ctx.markers.nextTag(), { ...options, freshKey: true });
    if (second.key && current.key && JSON.stringify(second.key.value) === JSON.stringify(current.key.value)) {
        ctx.log.add(PROBES.keepFirst, write.name, "inconclusive", "high", basis, `the ${second.key.field.name} is fixed by --arg and cannot be varied for a second record`);
        return;
    }
    const w2 = await ctx.session.call(write.name, second.args);
    if (failedWrite(w2)) {
        ctx.log.add(PROBES.keepFirst, write.name, "inconclusive", "high", basis, `a second record could not be written: ${notPassed(w2)}`);
        return;
    }
    second.known = knownFields(w2.result?.structuredContent, w2.text);
    const { shown, seen } = await firstShowing(ctx, used, current);
    const bad = unclean(seen);
    const reading = readKeepFirst({
        shown: shown !== undefined,
        restarted: restarted(),
        unclean: bad !== undefined,
        listingsOnly: seen.every((s) => !s.plan.keyed),
        secondShown: seen.some((s) => showsRecord(s.obs, second)),
    });
    if (reading !== "lost") {
        const { status, detail } = KEEP_FIRST_RESULT[reading];
        ctx.log.add(PROBES.keepFirst, write.name, status, "high", basis, detail(bad));
        return;
    }
    ctx.log.fail(PROBES.keepFirst, "probe-data-lost", "high", basis, {
        tool: write.name,
        ...secondWriteLostWords(write.name, keyText(current), round_trip_names(used)),
        evidence: { request: { name: write.name, arguments: second.args }, excerpt: seen[0]?.obs.summary.slice(0, 200) ?? "" },
    });
}
const rank = (c) => (c === "high" ? 2 : c === "medium" ? 1 : 0);
/** Rounds of the concurrency step: a race shows only now and then, so a pass needs every round clean. */
const CONCURRENT_ROUNDS = 3;
async function concurrentWrites(ctx, write, options, readers, basis, restarted) {
    let last = { status: "inconclusive", detail: "not run" };
    for (let round = 1; round <= CONCURRENT_ROUNDS; round++) {
        last = await concurrentRound(ctx, write, options, readers, restarted);
        if (last.status !== "passed")
            break;
    }
    if (last.status !== "failed") {
        const detail = last.status === "passed" ? `${last.detail} (${CONCURRENT_ROUNDS} rounds)` : last.detail;
        ctx.log.add(PROBES.concurrent, write.name, last.status, "high", basis, detail);
        return;
    }
    const { gone, stored } = last;
    ctx.log.fail(PROBES.concurrent, "probe-data-lost", "high", basis, {
        tool: write.name,
        ...concurrentLostWords(write.name, gone.length, stored, keyText(gone[0])),
        evidence: { request: { name: write.name, arguments: gone[0].args } },
    });
}
/** One round of step 5: N writes with distinct keys at once, then every record read back. */
async function concurrentRound(ctx, write, options, readers, restarted) {
    const n = Math.max(2, ctx.concurrency);
    const records = Array.from({ length: n }, () => buildRecord(write, ctx.markers.nextTag(), { ...options, freshKey: true }));
    const keys = new Set(records.map((r) => JSON.stringify(r.key?.value ?? r.tag)));
    if (keys.size < n)
        return { status: "inconclusive", detail: `the key is fixed by --arg, so ${n} distinct records cannot be written` };
    const outs = await ctx.session.callAll(records.map((r) => ({ tool: write.name, args: r.args })));
    const stored = records.filter((r, i) => {
        const o = outs[i];
        if (o.outcome === "passed")
            r.known = knownFields(o.result?.structuredContent, o.text);
        return o.outcome === "passed";
    });
    if (stored.length === 0)
        return { status: "inconclusive", detail: `none of ${n} concurrent writes succeeded: ${outs[0] ? notPassed(outs[0]) : ""}` };
    // A listing (no argument from the record) is read once for all records; keyed readers once per record still missing.
    const missing = new Set(stored);
    let anyListingShowed = false;
    let listingOnly = true;
    let bad;
    for (const choice of readers) {
        const plan = planRead(ctx, choice, stored[0]);
        if (plan.keyed) {
            listingOnly = false;
            for (const r of [...missing]) {
                const { obs } = await readThrough(ctx, choice, r);
                if (!readAnswered(obs))
                    bad ??= obs;
                if (showsRecord(obs, r))
                    missing.delete(r);
            }
        }
        else {
            const obs = await ctx.session.call(choice.tool.name, plan.args);
            if (!readAnswered(obs))
                bad ??= obs;
            for (const r of [...missing]) {
                if (showsRecord(obs, r)) {
                    missing.delete(r);
                    anyListingShowed = true;
                }
            }
        }
        if (missing.size === 0)
            break;
    }
    if (restarted())
        return { status: "inconclusive", detail: "the server restarted, so stored records may be gone" };
    if (missing.size === 0)
        return { status: "passed", detail: `all ${stored.length} records written by concurrent calls show` };
    if (bad)
        return { status: "inconclusive", detail: `${bad.tool} did not answer cleanly while reading the concurrent records (${notPassed(bad)})` };
    if (listingOnly && !anyListingShowed) {
        return { status: "inconclusive", detail: `the listing shows none of the ${stored.length} concurrent records (it may show only part of the store)` };
    }
    return { status: "failed", gone: [...missing], stored: stored.length };
}
/** True when a delete tool's parameter names the record's key (`title`, `entityNames` for `name`, `ids` for `id`). */
function round_trip_namesKey(param, key) {
    return (0,names/* singular */.cL)((0,names/* lastWord */.bx)(param)) === (0,names/* lastWord */.bx)(key.name) || (0,names/* snake */.t9)(param) === (0,names/* snake */.t9)(key.name);
}
/**
 * Step 6: a delete tool listed under `writes` deletes a probe record (one a reader already showed), and then
 * the record must be gone. The record is chosen from the confirmed writes, one sharing a noun with the delete
 * tool first. Parameters are filled only from the record (same name, its key, a server-assigned field) or
 * `--arg`: a delete is never sent with made-up values. Throws only `BudgetSpent`.
 */
async function runDeleteRoundTrip(ctx, del, confirmed) {
    const { log } = ctx;
    const target = [...confirmed].sort((a, b) => (0,classify/* sharedNouns */.XT)(del.name, b.write.name).length - (0,classify/* sharedNouns */.XT)(del.name, a.write.name).length)[0];
    if (!target) {
        log.add(PROBES.deleteGone, del.name, "inconclusive", "low", "no confirmed write", `no write tool's record was shown by a reader, so there is no probe record to delete`);
        return;
    }
    const record = target.record;
    const schema = resolve(del.inputSchema, del.inputSchema);
    const o = ctx.overridesFor(del);
    const args = {};
    for (const [name, raw] of propertiesOf(schema)) {
        const prop = resolve(raw, del.inputSchema);
        const asList = prop.type === "array";
        const put = (v) => (args[name] = asList && !Array.isArray(v) ? [v] : v);
        if (name in o.perTool)
            put(o.perTool[name]);
        else if (name in record.args && typeof record.args[name] !== "object")
            put(record.args[name]);
        else if (name in record.known)
            put(record.known[name]);
        else if (record.key && round_trip_namesKey(name, record.key.field))
            put(record.key.value);
        else if (name in o.global)
            put(o.global[name]);
    }
    const unfilled = requiredOf(schema).filter((n) => !(n in args));
    const basis = `deletes a record of ${target.write.name}; ${round_trip_names(target.readers)} showed it`;
    if (unfilled.length > 0) {
        log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis, `cannot tell ${del.name} which probe record to delete; supply ${argHint(del, "", unfilled)}`);
        return;
    }
    const d = await ctx.session.call(del.name, args);
    if (d.outcome !== "passed") {
        log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis, `${del.name} did not delete a probe record: ${notPassed(d)}`);
        return;
    }
    const { shown, seen } = await firstShowing(ctx, target.readers, record);
    const badRead = shown ? undefined : unclean(seen);
    if (badRead) {
        log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis, `after the delete ${badRead.tool} did not answer cleanly (${notPassed(badRead)})`);
        return;
    }
    if (!shown) {
        log.add(PROBES.deleteGone, del.name, "passed", "high", basis, `the deleted record no longer shows`);
        return;
    }
    log.fail(PROBES.deleteGone, "probe-silent-noop", "high", basis, {
        tool: del.name,
        ...deleteNoopWords(del.name, shown.obs.tool, keyText(record)),
        evidence: evidenceOf(d),
    });
}

;// CONCATENATED MODULE: ./src/probes/session.ts

/**
 * Calls tools for the probes with a per-call timeout and a budget for the whole probe phase, so a probe never
 * hangs a run (issue "Effect probes" §What must be shown: "each call has the scenario timeout, and the whole
 * probe phase a budget").
 */
/** Thrown by {@link ProbeSession.call} once the phase budget is spent; `runProbes` turns it into skipped results. */
class BudgetSpent extends Error {
    name = "BudgetSpent";
}
/** Extra wait beyond a call's timeout before we stop waiting ourselves (the client should have answered). */
const GRACE_MS = 2000;
class ProbeSession {
    handle;
    timing;
    now;
    deadline;
    /** Restarts of the server seen so far (by the handle, or a call that found the server gone). */
    restarts = 0;
    calls = 0;
    constructor(handle, timing, now = Date.now) {
        this.handle = handle;
        this.timing = timing;
        this.now = now;
        this.deadline = now() + timing.budgetMs;
    }
    /** Milliseconds left in the budget (0 when spent). */
    remainingMs() {
        return Math.max(0, this.deadline - this.now());
    }
    /** The budget in seconds (one decimal at most), for messages. */
    budgetSeconds() {
        return Number((this.timing.budgetMs / 1000).toFixed(1));
    }
    /**
     * Calls one tool. The timeout is the call timeout or what is left of the budget, whichever is shorter.
     * Resolves to an observation for every server behaviour (error, timeout, death); throws {@link BudgetSpent}
     * when the budget is already spent.
     */
    async call(tool, args) {
        const left = this.remainingMs();
        if (left <= 0)
            throw new BudgetSpent(`the probe budget of ${this.budgetSeconds()} s is spent`);
        const timeoutMs = Math.max(1, Math.min(this.timing.timeoutMs, left));
        const before = this.handle.restarts;
        this.calls++;
        let outcome;
        try {
            const connection = await this.handle.connection();
            let timer;
            const guard = new Promise((resolveGuard) => {
                timer = setTimeout(() => resolveGuard({ kind: "timeout", durationMs: timeoutMs + GRACE_MS }), timeoutMs + GRACE_MS);
                timer.unref?.();
            });
            try {
                outcome = await Promise.race([connection.callTool(tool, args, { timeoutMs }), guard]);
            }
            finally {
                clearTimeout(timer);
            }
        }
        catch (error) {
            this.restarts++;
            const message = error instanceof Error ? error.message : String(error);
            return { tool, args, status: "unavailable", outcome: "failed", text: "", searchable: "", summary: `the server could not be started: ${message}`, restarted: true };
        }
        const obs = observe(tool, args, outcome, this.handle.restarts > before);
        if (obs.restarted)
            this.restarts++;
        return obs;
    }
    /** Calls several tools at once (MCP requests are independent; JSON-RPC 2.0 matches answers by id). */
    async callAll(calls) {
        if (this.remainingMs() <= 0)
            throw new BudgetSpent(`the probe budget of ${this.budgetSeconds()} s is spent`);
        return Promise.all(calls.map((c) => this.call(c.tool, c.args)));
    }
}

;// CONCATENATED MODULE: ./src/probes/update-round-trip.ts









/** Whether a parameter names the same key as `key`: `task_id`, `taskId` or a bare `id` for `task_id`, not `project_id`. */
function sameKey(param, key) {
    const a = (0,names/* snake */.t9)(param);
    const b = (0,names/* snake */.t9)(key.name);
    return a === b || a === (0,names/* lastWord */.bx)(key.name) || b === (0,names/* lastWord */.bx)(param);
}
/**
 * The {@link Updater} view of `write`, or undefined when it makes its own records: its key must be a required
 * top-level id (`id`, `task_id`: servers assign ids, users choose titles and paths) that some other write tool
 * sharing a noun with it does not take. Pure.
 */
function updaterOf(write, classes) {
    const key = detectKey(write.tool);
    if (!key || key.path.length !== 1 || (0,names/* lastWord */.bx)(key.name) !== "id")
        return undefined;
    if (!requiredOf(resolve(write.tool.inputSchema, write.tool.inputSchema)).includes(key.name))
        return undefined;
    const creators = classes.filter((c) => {
        if (c.role !== "write" || c.tool.name === write.tool.name || (0,classify/* sharedNouns */.XT)(write.tool.name, c.tool.name).length === 0)
            return false;
        const params = propertiesOf(resolve(c.tool.inputSchema, c.tool.inputSchema)).map(([n]) => n);
        return !params.some((p) => sameKey(p, key));
    });
    return creators.length > 0 ? { key, creators: creators.map((c) => c.tool.name) } : undefined;
}
/**
 * The value `record` gives `key`: a field of the write's answer named as the key (`task_id`, `taskId`) or as its
 * last word (`id`), never another field ending in that word (`project_id`); else the record's own key.
 */
function keyValueOf(record, key) {
    for (const wanted of [(0,names/* snake */.t9)(key.name), (0,names/* lastWord */.bx)(key.name)]) {
        const known = Object.entries(record.known).find(([name, v]) => (0,names/* snake */.t9)(name) === wanted && (typeof v === "string" || typeof v === "number"));
        if (known)
            return known[1];
    }
    return record.key && sameKey(record.key.field.name, key) ? record.key.value : undefined;
}
/**
 * The confirmed record an updater should change, and its key value: a record of one of its creators (the one
 * sharing most nouns with the updater first) whose answer named the key. Undefined when no creator's record was
 * confirmed, or none named the key. Pure.
 */
function updateTarget(write, updater, confirmed) {
    const ranked = confirmed
        .filter((c) => updater.creators.includes(c.write.name))
        .sort((a, b) => (0,classify/* sharedNouns */.XT)(write.name, b.write.name).length - (0,classify/* sharedNouns */.XT)(write.name, a.write.name).length);
    for (const target of ranked) {
        const keyValue = keyValueOf(target.record, updater.key);
        if (keyValue !== undefined)
            return { target, keyValue };
    }
    return undefined;
}
/**
 * Changes `target`'s record with `write` and re-reads it through the readers that showed it: the new values
 * must show (passed), the old ones still showing is `probe-silent-noop`. On success `target.record` becomes the
 * record as it now stands, so a later delete round trip looks for the current values. Throws only `BudgetSpent`.
 */
async function runUpdateRoundTrip(ctx, write, updater, found) {
    const { target, keyValue } = found;
    const { log } = ctx;
    const old = target.record;
    const basis = `updates a record of ${target.write.name}; ${target.readers.map((r) => r.tool.name).join(", ")} showed it`;
    const update = buildRecord(write, ctx.markers.nextTag(), {
        key: updater.key,
        keyValue,
        overrides: ctx.overridesFor(write).merged,
        optionalText: true,
    });
    if (valueMarkers(update).length === 0) {
        log.add(PROBES.update, write.name, "inconclusive", "high", basis, `only the ${updater.key.name} of ${write.name} carries text, so an update cannot change anything visible`);
        return;
    }
    const w = await ctx.session.call(write.name, update.args);
    const answer = readSameKeyAnswer(w, false);
    if (answer !== "stored") {
        const why = answer === "says-skipped" ? `it says: ${w.summary}` : notPassed(w);
        log.add(PROBES.update, write.name, "inconclusive", answer === "refused" ? "low" : "high", basis, `${write.name} did not update the record ${target.write.name} made (${why})${answer === "refused" ? `; supply real values: ${argHint(write, w.summary)}` : ""}`);
        return;
    }
    const restartsBefore = ctx.session.restarts;
    const both = { ...old, markers: [...old.markers, ...update.markers] };
    const { newShown, oldShown, rereads } = await rereadRewrite(ctx, target.readers, both, { fresh: update, stale: old });
    switch (readSameKeyReread(newShown, oldShown !== undefined, ctx.session.restarts > restartsBefore)) {
        // Old values beside the new (a reader that shows a history) still show the update.
        case "added":
        case "replaced": {
            const changed = new Set(update.markers.map((m) => String(m.path[0])));
            // The create's key (`title`) is the update's value when the update changed it.
            const oldKey = old.key?.field.path.length === 1 ? String(old.key.field.path[0]) : undefined;
            target.record = {
                ...old,
                ...(old.key && oldKey !== undefined && oldKey in update.args ? { key: { field: old.key.field, value: update.args[oldKey] } } : {}),
                args: { ...old.args, ...update.args },
                markers: [...old.markers.filter((m) => m.key || !changed.has(String(m.path[0]))), ...update.markers.filter((m) => !m.key)],
                known: { ...old.known, ...knownFields(w.result?.structuredContent, w.text) },
            };
            log.add(PROBES.update, write.name, "passed", "high", basis, `${write.name} changed the record ${target.write.name} made, and the readers show the new values`);
            return;
        }
        case "silent-noop":
            log.fail(PROBES.update, "probe-silent-noop", "high", basis, {
                tool: write.name,
                parameter: updater.key.name,
                ...updateNoopWords(write.name, `${updater.key.name} ${JSON.stringify(keyValue)}`, oldShown?.tool ?? ""),
                evidence: { ...evidenceOf(w), excerpt: oldShown?.summary.slice(0, 200) ?? "" },
            });
            return;
        case "unclear": {
            const bad = unclean(rereads.map((obs) => ({ obs })));
            log.add(PROBES.update, write.name, "inconclusive", "high", basis, bad ? `after the update ${bad.tool} did not answer cleanly (${notPassed(bad)})` : `after the update the readers show neither the old nor the new values`);
            return;
        }
    }
}

;// CONCATENATED MODULE: ./src/probes/index.ts












/**
 * Effect probes (issue "Effect probes"): deterministic invariant checks against the live server, with no model.
 * Write round trips run only with `allowWrites`; bounds and declared probes on read-only tools always run.
 */



/** Default budget of the whole probe phase, milliseconds. */
const DEFAULT_PROBE_BUDGET_MS = 60_000;
/** Default number of writes sent at once by the concurrency probe. */
const DEFAULT_CONCURRENCY = 8;
/** Whether a probe of `phase` runs in a run of `wanted`. */
function inPhase(wanted, phase) {
    return wanted === undefined || wanted === "all" || wanted === phase;
}
/**
 * Runs the effect probes against `handle`'s server for `tools` (the listing, already narrowed by
 * `--only`/`--skip`), those of `options.phase` only. Order: built-in bounds and declared probes on read-only
 * tools; then declared pairs and inferred write round trips (steps 1–5), update round trips on the records those
 * made (`update-round-trip.ts`), delete round trips, the read-only check
 * of each `readOnlyHint: true` tool (`readonly-writes.ts`), and declared relations, agreements and idempotent
 * calls that name other tools. Each call has `timeoutMs`; once
 * `budgetMs` is spent the remaining probes are listed as skipped. Write probes without `allowWrites` are listed
 * as skipped with the flag that would run them.
 *
 * Confidence: high when declared, or when the reader already showed this record; medium when inferred from
 * names (built-in bounds, a reader sharing a noun); low otherwise (another reader; counts from text lines).
 * Only high-confidence failures are errors. A misbehaving server yields results and findings; this never throws
 * for it (it throws only for our own bugs, which it reports as inconclusive results instead where it can).
 */
async function runProbes(handle, tools, options) {
    const config = options.config ?? (0,probe_config/* emptyProbeConfig */.Q)();
    const args = (0,arg_overrides/* mergeArgOverrides */.iP)(config.args, options.args);
    const session = new ProbeSession(handle, { timeoutMs: options.timeoutMs, budgetMs: options.budgetMs ?? DEFAULT_PROBE_BUDGET_MS });
    const log = new ProbeLog();
    const classes = (0,classify/* classifyTools */.ki)(tools, config);
    const byName = new Map(classes.map((c) => [c.tool.name, c]));
    const ctx = {
        session,
        log,
        markers: new probes_markers/* MarkerSource */.Qs(options.seed, options.markerSalt ?? ""),
        overridesFor: (tool) => {
            const given = (0,arg_overrides/* overridesFor */.Ze)(tool, args);
            return options.known && byName.get(tool.name)?.role === "read" ? withDiscovered(given, tool, options.known) : given;
        },
        concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    };
    const plan = {
        ctx,
        config,
        classes,
        byName,
        reads: classes.filter((c) => c.role === "read"),
        allowWrites: options.allowWrites,
        reading: inPhase(options.phase, "read"),
        writing: inPhase(options.phase, "write"),
        confirmed: [],
        readTasks: [],
        writeTasks: [],
    };
    planBounds(plan);
    planWriteRoundTrips(plan);
    planDeletes(plan);
    planReadOnlyChecks(plan);
    planDeclared(plan);
    await runTasks([...plan.readTasks, ...plan.writeTasks], session, log);
    return { results: log.results, findings: log.findings };
}
/**
 * Whether a probe declared in the probe config can call the tool it names: not when the server does not
 * advertise it (`missing`), the config excludes it (`excluded`), or it is not read-only while writes are off
 * (`writes-off`); undefined when it can. Pure.
 */
function declaredToolBlock(c, allowWrites) {
    if (!c)
        return "missing";
    if (c.role === "excluded")
        return "excluded";
    if (c.role !== "read" && !allowWrites)
        return "writes-off";
    return undefined;
}
/** Which task list a declared probe naming `roles` goes to: read-only probes run with the read phase. Pure. */
function declaredPhase(roles) {
    return roles.every((r) => r === "read") ? "read" : "write";
}
/** Logs a write probe not run because writes are off, with the flag that would run it. */
function skipWrites(plan, probe, tool, what) {
    plan.ctx.log.add(probe, tool, "skipped", "low", "writes are off", `${what}; run with ${ALLOW_WRITES_FLAG} to probe it`);
}
/** The class of a tool a declared probe names, or undefined after logging why it cannot run. */
function declaredTool(plan, probe, name) {
    const c = plan.byName.get(name);
    const log = plan.ctx.log;
    switch (declaredToolBlock(c, plan.allowWrites)) {
        case "missing":
            log.add(probe, name, "inconclusive", "high", "declared in probe config", `the server does not advertise a tool named ${name}`);
            return undefined;
        case "excluded":
            log.add(probe, name, "skipped", "high", "declared in probe config", `${name} is listed under exclude`);
            return undefined;
        case "writes-off":
            skipWrites(plan, probe, name, `${name} is not read-only`);
            return undefined;
        case undefined:
            return c;
    }
}
/** Built-in bounds on read-only tools (read phase). */
function planBounds(plan) {
    if (!plan.config.builtins || !plan.reading)
        return;
    for (const c of plan.reads) {
        if (boundParams(c.tool).length > 0)
            plan.readTasks.push({ probe: PROBES.bound, tool: c.tool.name, run: () => runBounds(plan.ctx, c.tool) });
    }
}
/** Write round trips (write phase): declared pairs first, then every other write tool. */
function planWriteRoundTrips(plan) {
    if (!plan.writing)
        return;
    const roundTrip = (tool, run) => ({
        probe: PROBES.writes,
        tool,
        run: async () => {
            const done = await run();
            if (done)
                plan.confirmed.push(done);
        },
    });
    for (const pair of plan.config.pairs) {
        if (!plan.allowWrites) {
            skipWrites(plan, PROBES.writes, pair.write, `${pair.write} writes data (declared pair with ${pair.read})`);
            continue;
        }
        const write = declaredTool(plan, PROBES.readBack, pair.write);
        const reader = declaredTool(plan, PROBES.readBack, pair.read);
        if (!write || !reader)
            continue;
        const choice = { tool: reader.tool, basis: `declared in probe config (pair ${pair.write} → ${pair.read})`, confidence: "high", pair };
        plan.writeTasks.push(roundTrip(pair.write, () => runWriteRoundTrip(plan.ctx, write.tool, [choice], pair)));
    }
    if (!plan.config.builtins)
        return;
    // Updates run after every other write, on a record a create of the probes made and a reader showed (never on
    // a record of the user's, even one `--arg` names), else as any other write.
    const updates = [];
    for (const c of plan.classes) {
        if (c.role !== "write" || plan.config.pairs.some((p) => p.write === c.tool.name))
            continue;
        if (!plan.allowWrites) {
            skipWrites(plan, PROBES.writes, c.tool.name, `${c.tool.name} writes data (${c.basis})`);
            continue;
        }
        const asWrite = () => runWriteRoundTrip(plan.ctx, c.tool, chooseReaders(c.tool, plan.reads));
        const updater = updaterOf(c, plan.classes);
        if (!updater) {
            plan.writeTasks.push(roundTrip(c.tool.name, asWrite));
            continue;
        }
        updates.push(roundTrip(c.tool.name, async () => {
            const found = updateTarget(c.tool, updater, plan.confirmed);
            if (!found)
                return asWrite();
            await runUpdateRoundTrip(plan.ctx, c.tool, updater, found);
            return undefined;
        }));
    }
    plan.writeTasks.push(...updates);
    // A tool that stores but is annotated destructive (it overwrites: write_file, edit_file) is never called by the
    // built-in probes; its row says so, and how to probe it, instead of leaving the reader to wonder.
    for (const c of plan.classes) {
        if (!plan.allowWrites || c.overwrites !== true || plan.config.pairs.some((p) => p.write === c.tool.name))
            continue;
        plan.ctx.log.add(PROBES.writes, c.tool.name, "skipped", "low", c.basis, `${c.tool.name} is annotated destructive, so the built-in probes do not call it; declare a write/read pair in a probe config to probe it`);
    }
}
/** Delete round trips (write phase), on the writes the round trips confirmed. */
function planDeletes(plan) {
    if (!plan.writing)
        return;
    for (const c of plan.classes.filter((x) => x.role === "delete")) {
        if (!plan.allowWrites)
            skipWrites(plan, PROBES.deleteGone, c.tool.name, `${c.tool.name} deletes data`);
        else
            plan.writeTasks.push({ probe: PROBES.deleteGone, tool: c.tool.name, run: () => runDeleteRoundTrip(plan.ctx, c.tool, plan.confirmed) });
    }
}
/**
 * Tools annotated readOnlyHint: true must not change what the read tools show (writes only to seed a record,
 * and builds on the confirmed writes: with the write probes).
 */
function planReadOnlyChecks(plan) {
    if (!plan.config.builtins || !plan.writing)
        return;
    for (const c of plan.reads.filter((r) => r.tool.annotations?.readOnlyHint === true)) {
        plan.writeTasks.push({ probe: PROBES.readOnly, tool: c.tool.name, run: () => runReadOnlyCheck(plan.ctx, c.tool, plan.reads, plan.confirmed, plan.allowWrites) });
    }
}
/** Declared relations, agreements and idempotent calls: with the read-only probes when they name read tools only. */
function planDeclared(plan) {
    const listFor = (...names) => {
        const phase = declaredPhase(names.map((n) => plan.byName.get(n)?.role));
        if (phase === "read")
            return plan.reading ? plan.readTasks : undefined;
        return plan.writing ? plan.writeTasks : undefined;
    };
    for (const spec of plan.config.relations) {
        const list = listFor(spec.tool);
        const c = list && declaredTool(plan, PROBES.relation, spec.tool);
        if (list && c)
            list.push({ probe: PROBES.relation, tool: spec.tool, run: () => runRelation(plan.ctx, c.tool, spec) });
    }
    for (const spec of plan.config.agreements) {
        const list = listFor(spec.left.tool, spec.right.tool);
        const left = list && declaredTool(plan, PROBES.agreement, spec.left.tool);
        const right = left && declaredTool(plan, PROBES.agreement, spec.right.tool);
        if (list && left && right)
            list.push({ probe: PROBES.agreement, tool: spec.left.tool, run: () => runAgreement(plan.ctx, { left: left.tool, right: right.tool }, spec) });
    }
    for (const spec of plan.config.idempotent) {
        const list = listFor(spec.tool);
        const c = list && declaredTool(plan, PROBES.idempotent, spec.tool);
        if (list && c)
            list.push({ probe: PROBES.idempotent, tool: spec.tool, run: () => runIdempotent(plan.ctx, c.tool, spec) });
    }
}
/**
 * Runs the tasks in order. Once the budget is spent the rest are logged skipped; a task that throws anything else
 * (our bug) is logged inconclusive and the next one runs.
 */
async function runTasks(tasks, session, log) {
    for (const [i, task] of tasks.entries()) {
        try {
            await task.run();
        }
        catch (error) {
            if (error instanceof BudgetSpent) {
                for (const rest of tasks.slice(i)) {
                    log.add(rest.probe, rest.tool, "skipped", "low", "probe budget", `not run: the probe budget of ${session.budgetSeconds()} s was spent`);
                }
                return;
            }
            const message = error instanceof Error ? error.message : String(error);
            log.add(task.probe, task.tool, "inconclusive", "low", "probe error", `the probe could not run: ${message}`);
        }
    }
}


/***/ }),

/***/ 4228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qk: () => (/* binding */ MARKER_PATTERN),
/* harmony export */   Qs: () => (/* binding */ MarkerSource),
/* harmony export */   _Z: () => (/* binding */ markerFor)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Unique markers for the records effect probes write (issue "Effect probes" §Safety): `tsp` + 8 hex digits + the
 * field name, e.g. `tsp3f9a12c0title`. One tag (`tsp3f9a12c0`) per record, so a record's fields are told apart
 * by their suffix and leftovers in a store are recognisable by the `tsp` + hex prefix.
 */
/** Matches a probe marker anywhere in text (tag plus the field-name suffix). */
const MARKER_PATTERN = /tsp[0-9a-f]{8}[A-Za-z0-9_]*/g;
/**
 * Hands out record tags derived from the run seed: the same seed (and salt) gives the same tags in the same
 * order, so runs are reproducible; every tag within a run is distinct. A `salt` (e.g. a time stamp) makes tags
 * distinct across runs against a store that keeps earlier probe records.
 */
class MarkerSource {
    seed;
    salt;
    count = 0;
    issued = new Set();
    constructor(seed, salt = "") {
        this.seed = seed;
        this.salt = salt;
    }
    /** The next record tag, `tsp` + 8 lower-case hex digits. */
    nextTag() {
        for (;;) {
            const n = this.count++;
            const hex = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${this.seed}/${this.salt}/${n}`).digest("hex").slice(0, 8);
            const tag = `tsp${hex}`;
            if (!this.issued.has(tag)) {
                this.issued.add(tag);
                return tag;
            }
        }
    }
}
/** A field's marker: the record tag plus the field name reduced to `[A-Za-z0-9_]` (`tsp3f9a12c0entity_type`). */
function markerFor(tag, field) {
    return `${tag}${field.replace(/[^A-Za-z0-9_]/g, "_")}`;
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

/***/ 1364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ emptyProbeConfig)
/* harmony export */ });
/** The config that changes nothing. */
function emptyProbeConfig() {
    return { args: { global: {}, perTool: {} }, builtins: true, writes: [], exclude: [], pairs: [], relations: [], agreements: [], idempotent: [] };
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
