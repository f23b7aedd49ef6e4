export const id = 995;
export const ids = [995];
export const modules = {

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ budgetFindings),
/* harmony export */   I5: () => (/* binding */ costliestTools),
/* harmony export */   l3: () => (/* binding */ contextBreakdown)
/* harmony export */ });
/* unused harmony exports REPEAT_MIN_TOKENS, MAX_REPEATED */
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _context_cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4982);
/* harmony import */ var _schema_walk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6214);
/* harmony import */ var _text_sources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6445);
/**
 * Where a server's context cost goes, and a budget for it (issue 17 §4; reference/beyond-notes.md §6 "Tool
 * count and token budgets": a public median of 1,679 tokens across 29 servers, servers of 180 tools near
 * 200,000, and `$defs` hoisting saving about a quarter in G-Core/gcore-mcp-server#14). Token figures are
 * estimates by {@link TOKEN_METHOD}, like every other figure of the report.
 */




/** A sub-schema is worth hoisting only from this many estimated tokens (≈ 120 characters of compact JSON). */
const REPEAT_MIN_TOKENS = 30;
/** Estimated tokens of one `{"$ref":"#/$defs/Name"}` that replaces a copy. */
const REF_TOKENS = (0,_context_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateTokens */ .bP)('{"$ref":"#/$defs/SharedName"}');
/** Estimated tokens of the `"$defs":{"SharedName":…}` wrapper around the one copy kept. */
const DEFS_OVERHEAD_TOKENS = (0,_context_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateTokens */ .bP)('"$defs":{"SharedName":},');
/** At most this many repeated sub-schemas are reported (the largest savings first). */
const MAX_REPEATED = 10;
/**
 * Finds the sub-schemas (object schemas below the root, `$defs` entries excepted) of every tool's `inputSchema`
 * and `outputSchema` that cost at least {@link REPEAT_MIN_TOKENS} and appear twice or more, keeping only the
 * largest repeated unit (a property repeated because its whole parent object is repeated is not listed again).
 * Equality is of compact JSON with the keys as sent. Pure; never throws; linear in the definitions' size plus
 * a sort of the repeated candidates.
 */
function contextBreakdown(tools) {
    const groups = new Map();
    tools.forEach((tool, index) => {
        const owner = (0,_text_sources_js__WEBPACK_IMPORTED_MODULE_3__/* .toolOwner */ .Qc)(tool, index);
        for (const which of ["inputSchema", "outputSchema"]) {
            const root = tool[which];
            if (!(0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(root))
                continue;
            const doc = `${index}/${which}`;
            (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .walkSchema */ .ry)(root, (visit) => {
                if (visit.role === "root" || visit.role === "definition" || typeof visit.schema === "boolean" || visit.pointer.includes("/$defs/") || visit.pointer.includes("/definitions/"))
                    return;
                let json;
                try {
                    json = JSON.stringify(visit.schema);
                }
                catch {
                    return;
                }
                const tokens = (0,_context_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateTokens */ .bP)(json);
                if (tokens < REPEAT_MIN_TOKENS)
                    return;
                let group = groups.get(json);
                if (!group)
                    groups.set(json, (group = { json, tokens, occurrences: [] }));
                group.occurrences.push({ tool: owner, schema: which, pointer: visit.pointer, doc });
            });
        }
    });
    const candidates = [...groups.values()].filter((g) => g.occurrences.length >= 2).sort((a, b) => b.tokens - a.tokens);
    const chosen = [];
    const repeated = [];
    for (const group of candidates) {
        const free = group.occurrences.filter((o) => !chosen.some((c) => c.doc === o.doc && o.pointer.startsWith(`${c.pointer}/`)));
        if (free.length < 2)
            continue;
        chosen.push(...free);
        const perDoc = new Map();
        for (const o of free)
            perDoc.set(o.doc, (perDoc.get(o.doc) ?? 0) + 1);
        let saving = 0;
        for (const copies of perDoc.values()) {
            if (copies >= 2)
                saving += Math.max(0, (copies - 1) * group.tokens - copies * REF_TOKENS - DEFS_OVERHEAD_TOKENS);
        }
        repeated.push({
            tokens: group.tokens,
            occurrences: free.map(({ tool, schema, pointer }) => ({ tool, schema, pointer })),
            tools: [...new Set(free.map((o) => o.tool))],
            saving_tokens: saving,
            excerpt: group.json.length > 120 ? `${group.json.slice(0, 119)}…` : group.json,
        });
    }
    const savingTokens = repeated.reduce((sum, r) => sum + r.saving_tokens, 0);
    repeated.sort((a, b) => b.saving_tokens - a.saving_tokens || b.tokens * b.occurrences.length - a.tokens * a.occurrences.length);
    return { repeated: repeated.slice(0, MAX_REPEATED), savingTokens };
}
/** The `n` costliest tools of `definitionTokens` (as `lintServer` returns it), most expensive first, ties by name. */
function costliestTools(definitionTokens, n = 5) {
    return Object.entries(definitionTokens)
        .map(([name, tokens]) => ({ name, tokens }))
        .sort((a, b) => b.tokens - a.tokens || (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF)(a.name, b.name))
        .slice(0, n);
}
/**
 * `context-over-budget` when `contextTokens` (every definition plus the instructions) is above `budget`; none
 * otherwise. The message names the costliest tools and the `$defs` saving, so the fix starts where it pays.
 */
function budgetFindings(contextTokens, budget, definitionTokens, breakdown) {
    if (contextTokens <= budget)
        return [];
    const top = costliestTools(definitionTokens, 3)
        .map((t) => `"${t.name}" ${t.tokens}`)
        .join(", ");
    const hoist = breakdown.savingTokens > 0 ? ` Moving repeated sub-schemas into $defs saves about ${breakdown.savingTokens} tokens.` : "";
    return [
        (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("context-over-budget", {
            message: `The server costs about ${contextTokens} tokens of context on every request, over the budget of ${budget} (${contextTokens - budget} too many; ${_context_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .TOKEN_METHOD */ .mT}).${top ? ` Costliest tools: ${top}.` : ""}${hoist}`,
            fix: `Trim the costliest definitions first (long descriptions, embedded examples, large enums), hoist sub-schemas a tool repeats into its $defs, and drop or split out tools few agents need; or raise the budget if the cost is deliberate.`,
        }),
    ];
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLIENT_IDS: () => (/* reexport */ client_profiles/* CLIENT_IDS */.Zl),
  CLIENT_PROFILES: () => (/* reexport */ client_profiles/* CLIENT_PROFILES */.pS),
  DEFINITION_LARGE_TOKENS: () => (/* reexport */ context_cost/* DEFINITION_LARGE_TOKENS */.vW),
  DESCRIPTION_MIN_CHARS: () => (/* reexport */ DESCRIPTION_MIN_CHARS),
  LintRun: () => (/* binding */ LintRun),
  MAX_SCHEMA_DEPTH: () => (/* reexport */ schema_depth/* MAX_SCHEMA_DEPTH */.Xc),
  TOKEN_METHOD: () => (/* reexport */ context_cost/* TOKEN_METHOD */.mT),
  clientProfiles: () => (/* reexport */ client_profiles/* clientProfiles */.kX),
  contextBreakdown: () => (/* reexport */ context_budget/* contextBreakdown */.l3),
  costliestTools: () => (/* reexport */ context_budget/* costliestTools */.I5),
  definitionTokens: () => (/* reexport */ context_cost/* definitionTokens */.uB),
  instructionsTokens: () => (/* reexport */ context_cost/* instructionsTokens */.s),
  lintServer: () => (/* binding */ lintServer),
  parseToolsFile: () => (/* reexport */ tools_file/* parseToolsFile */.d),
  tooDeepSchema: () => (/* reexport */ schema_depth/* tooDeepSchema */.uK)
});

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/lint/client-profiles.ts
var client_profiles = __webpack_require__(4621);
// EXTERNAL MODULE: ./src/lint/context-budget.ts
var context_budget = __webpack_require__(110);
// EXTERNAL MODULE: ./src/probes/classify.ts
var classify = __webpack_require__(2057);
// EXTERNAL MODULE: ./src/lint/schema-walk.ts
var schema_walk = __webpack_require__(6214);
// EXTERNAL MODULE: ./src/lint/text-sources.ts
var text_sources = __webpack_require__(6445);
;// CONCATENATED MODULE: ./src/lint/annotations.ts
/**
 * Tool annotations against what the tools' names say (MCP 2025-11-25 server/tools §Tool annotations,
 * schema `ToolAnnotations`): hints are untrusted, and a client that finds none assumes the most dangerous
 * defaults. The rules generalise public bug reports (reference/beyond-notes.md §6 "Annotation consistency"):
 * host portals reject tools without explicit hints, clients label un-annotated read tools destructive,
 * servers stamp one annotation object on every tool (DeusData#2118), and `readOnlyHint` with `destructiveHint`
 * both true is read as destructive by clients that ignore the spec's "meaningful only when not read-only"
 * (apollographql/apollo-mcp-server#510, sentry-mcp#1144).
 */




/** The four behaviour hints of `ToolAnnotations` (`title` is display text, not a hint). */
const ANNOTATION_HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"];
/**
 * What a client assumes for a hint that is absent (MCP 2025-11-25 schema `ToolAnnotations`: readOnlyHint
 * default false, destructiveHint default true, idempotentHint default false, openWorldHint default true).
 */
const ANNOTATION_DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
/** The annotations object of a tool, or undefined when it has none (absent, null or not an object). */
function annotationsOf(tool) {
    return (0,schema_walk/* isJsonObject */.OW)(tool.annotations) ? tool.annotations : undefined;
}
/** True when `annotations` sets at least one of the four hints (any value). */
function hasAnyHint(annotations) {
    return annotations !== undefined && ANNOTATION_HINTS.some((hint) => hint in annotations);
}
const DEFAULTS_TEXT = ANNOTATION_HINTS.map((hint) => `${hint}: ${ANNOTATION_DEFAULTS[hint]}`).join(", ");
/** A suggested annotation object for a tool whose name says `role`, written as JSON for a fix. */
function suggestion(role) {
    switch (role) {
        case "read":
            return '{"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}';
        case "delete":
            return '{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true, "openWorldHint": false}';
        case "store":
            return '{"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": false}';
        default:
            return '{"readOnlyHint": …, "destructiveHint": …, "idempotentHint": …, "openWorldHint": …}';
    }
}
/**
 * The per-tool annotation rules for one tool:
 * - `annotation-destructive-missing` — the name's verb is a delete verb (`nameRole` = `delete`) and
 *   `destructiveHint` is not `true`: a warning when the annotations say the tool is safe (`readOnlyHint: true` or
 *   `destructiveHint: false`: a client may then run it without asking); info when the hint is only absent, since a
 *   client then assumes `destructiveHint: true` (MCP 2025-11-25, `ToolAnnotations` defaults) and only host portals
 *   that want the hint explicit are affected (held-out servers: 0 of 7 warnings about an absent hint were right);
 * - `annotations-missing` (info) — no hint at all, naming the defaults a client will assume (not repeated for a
 *   delete-named tool, whose warning already says it);
 * - `annotation-hints-conflict` — `readOnlyHint: true` together with `destructiveHint: true`.
 * Never throws, whatever `annotations` holds.
 */
function lintToolAnnotations(tool, index) {
    const owner = (0,text_sources/* toolOwner */.Qc)(tool, index);
    const role = (0,classify/* nameRole */.Qy)(typeof tool.name === "string" ? tool.name : "");
    const annotations = annotationsOf(tool);
    const findings = [];
    if (role === "delete" && annotations?.destructiveHint !== true) {
        const saysSafe = annotations?.readOnlyHint === true || annotations?.destructiveHint === false;
        const state = annotations?.readOnlyHint === true ? "is annotated readOnlyHint: true" : annotations?.destructiveHint === false ? "is annotated destructiveHint: false" : undefined;
        const absent = !hasAnyHint(annotations) ? "has no annotations" : "does not set destructiveHint";
        findings.push((0,finding/* finding */.gk)("annotation-destructive-missing", {
            tool: owner,
            ...(saysSafe ? {} : { severity: "info" }),
            message: saysSafe
                ? `Tool "${owner}" is named like a delete but ${state}, so a client may run it without asking for confirmation.`
                : `Tool "${owner}" is named like a delete but ${absent}: clients assume destructiveHint: true and ask before running it, but host portals and reviewers that want the hint explicit may reject it.`,
            fix: `If "${owner}" deletes or overwrites data, annotate it ${suggestion("delete")}; if it does not, rename it so its name does not say it deletes.`,
        }));
    }
    else if (!hasAnyHint(annotations)) {
        findings.push((0,finding/* finding */.gk)("annotations-missing", {
            tool: owner,
            message: `Tool "${owner}" has no annotations, so clients assume ${DEFAULTS_TEXT}${role === "read" ? ": this read tool is treated as one that destroys data" : ""}.`,
            fix: `Set all four hints on "${owner}" explicitly, e.g. ${suggestion(role)}.`,
        }));
    }
    if (annotations?.readOnlyHint === true && annotations.destructiveHint === true) {
        findings.push((0,finding/* finding */.gk)("annotation-hints-conflict", {
            tool: owner,
            message: `Tool "${owner}" is annotated both readOnlyHint: true and destructiveHint: true; some clients ignore the spec's rule that destructiveHint means nothing on a read-only tool and treat it as destructive.`,
            fix: `Decide what "${owner}" does: a read-only tool gets destructiveHint: false; a tool that deletes or overwrites data gets readOnlyHint: false.`,
        }));
    }
    return findings;
}
/** Canonical JSON of a tool's hints (title left out: it is per tool by nature), for comparing tools. */
function hintsKey(annotations) {
    return JSON.stringify(ANNOTATION_HINTS.map((hint) => (hint in annotations ? annotations[hint] : null)));
}
/**
 * `annotations-identical`: one server-wide finding when the server has two or more tools, every tool sets at
 * least one hint, all of them the same hints, and the tools' names say both reads and writes (at least one
 * `read` and one `store`/`delete`/`act` name) — a blanket annotation that is wrong for some of them.
 */
function lintAnnotationSpread(tools) {
    if (tools.length < 2)
        return [];
    const keys = new Set();
    for (const tool of tools) {
        const annotations = annotationsOf(tool);
        if (!hasAnyHint(annotations))
            return [];
        keys.add(hintsKey(annotations));
    }
    if (keys.size !== 1)
        return [];
    const roles = tools.map((t) => ({ name: typeof t.name === "string" ? t.name : "", role: (0,classify/* nameRole */.Qy)(typeof t.name === "string" ? t.name : "") }));
    const reader = roles.find((r) => r.role === "read");
    const writer = roles.find((r) => r.role === "store" || r.role === "delete" || r.role === "act");
    if (!reader || !writer)
        return [];
    const shared = annotationsOf(tools[0]);
    const text = ANNOTATION_HINTS.filter((hint) => hint in shared).map((hint) => `${hint}: ${String(shared[hint])}`).join(", ");
    return [
        (0,finding/* finding */.gk)("annotations-identical", {
            message: `All ${tools.length} tools carry the same annotations (${text}), although "${reader.name}" reads and "${writer.name}" writes: the hints are wrong for some of them.`,
            fix: `Annotate each tool for what it does: read tools readOnlyHint: true, destructiveHint: false; tools that delete or overwrite destructiveHint: true; e.g. "${reader.name}" ${suggestion("read")} and "${writer.name}" ${suggestion(writer.role)}.`,
        }),
    ];
}

// EXTERNAL MODULE: ./src/lint/context-cost.ts
var context_cost = __webpack_require__(4982);
// EXTERNAL MODULE: ./src/findings/text-patterns.ts
var text_patterns = __webpack_require__(9483);
// EXTERNAL MODULE: ./src/findings/excerpt.ts
var excerpt = __webpack_require__(3607);
;// CONCATENATED MODULE: ./src/lint/descriptions.ts
/**
 * Tool descriptions: the text a model reads to decide when to call a tool (MCP 2025-11-25 server/tools
 * §Tool: `description` is a "human-readable description of functionality", optional in the schema but the
 * only guidance a model gets beyond the name).
 */




/**
 * Below this many characters (after trimming and collapsing whitespace) a description is `description-short`.
 * 20 characters is about three or four words: less cannot say both what a tool does and to what
 * ("Get weather", "Search", "Delete item"), while the shortest descriptions of the official reference servers
 * ("Echoes back the input string", "Returns the sum of two numbers", 28–30 characters) pass. Toolscore used
 * 10, which lets "Gets data." through (reference/toolscore-notes.md §6, W2).
 */
const DESCRIPTION_MIN_CHARS = 20;
/**
 * Lints one tool's description: `description-missing` when it is absent, not a string or blank;
 * `description-short` when shorter than {@link DESCRIPTION_MIN_CHARS} characters (code points, whitespace
 * collapsed). `index` (0-based) names a tool whose `name` is not a string. Never throws.
 */
function lintDescription(tool, index) {
    const owner = (0,text_sources/* toolOwner */.Qc)(tool, index);
    const raw = tool.description;
    if (typeof raw !== "string" || raw.trim() === "") {
        const what = raw === undefined ? "has no description" : typeof raw !== "string" ? `has a description that is ${raw === null ? "null" : `a ${typeof raw}`}, not text` : "has a blank description";
        return [
            (0,finding/* finding */.gk)("description-missing", {
                tool: owner,
                message: `Tool "${owner}" ${what}, so a model can only guess from its name when to use it.`,
                fix: `Add a "description" to "${owner}" saying what it does, what it returns and when to use it.`,
                pointer: "/description",
            }),
        ];
    }
    const flat = raw.replace(/\s+/g, " ").trim();
    const length = (0,text_patterns/* codePoints */.BH)(flat);
    if (length >= DESCRIPTION_MIN_CHARS)
        return [];
    return [
        (0,finding/* finding */.gk)("description-short", {
            tool: owner,
            message: `Tool "${owner}" has a ${length}-character description ("${(0,excerpt/* excerpt */.K)(flat, 40)}"), too short to tell a model what it does and when to use it.`,
            fix: `Expand the description of "${owner}" to at least a sentence: what it does, on what, and what it returns (${DESCRIPTION_MIN_CHARS}+ characters).`,
            pointer: "/description",
            text_hash: (0,finding/* textHash */._t)(raw),
        }),
    ];
}

;// CONCATENATED MODULE: ./src/lint/hidden-text.ts
/**
 * Hidden text: characters a person reviewing a tool does not see but a model reads — the "ASCII smuggling"
 * and "Trojan Source" tricks. Unicode tag characters spell text in an invisible copy of ASCII
 * (U+E0020–U+E007E); bidirectional overrides and isolates reorder what is displayed (Unicode UAX #9,
 * CVE-2021-42574); zero-width and other format characters hide inside words.
 *
 * Legitimate emoji are not reported (Unicode UTS #51): a subdivision flag is U+1F3F4 + tag letters/digits +
 * U+E007F CANCEL TAG (ED-14a emoji tag sequence); U+200D ZERO WIDTH JOINER between emoji builds one emoji
 * (ED-16 ZWJ sequence); U+FE0F/U+FE0E after an emoji selects its presentation (ED-8a). ZWJ and ZWNJ
 * between letters of scripts that use them (Arabic, Persian, Indic…) and one variation selector after a
 * base character are ordinary text too. A run of variation selectors is not (it can carry smuggled bytes).
 */



const NAMES = {
    0x00ad: "SOFT HYPHEN",
    0x034f: "COMBINING GRAPHEME JOINER",
    0x061c: "ARABIC LETTER MARK",
    0x115f: "HANGUL CHOSEONG FILLER",
    0x1160: "HANGUL JUNGSEONG FILLER",
    0x180e: "MONGOLIAN VOWEL SEPARATOR",
    0x200b: "ZERO WIDTH SPACE",
    0x200c: "ZERO WIDTH NON-JOINER",
    0x200d: "ZERO WIDTH JOINER",
    0x200e: "LEFT-TO-RIGHT MARK",
    0x200f: "RIGHT-TO-LEFT MARK",
    0x202a: "LEFT-TO-RIGHT EMBEDDING",
    0x202b: "RIGHT-TO-LEFT EMBEDDING",
    0x202c: "POP DIRECTIONAL FORMATTING",
    0x202d: "LEFT-TO-RIGHT OVERRIDE",
    0x202e: "RIGHT-TO-LEFT OVERRIDE",
    0x2060: "WORD JOINER",
    0x2061: "FUNCTION APPLICATION",
    0x2062: "INVISIBLE TIMES",
    0x2063: "INVISIBLE SEPARATOR",
    0x2064: "INVISIBLE PLUS",
    0x2066: "LEFT-TO-RIGHT ISOLATE",
    0x2067: "RIGHT-TO-LEFT ISOLATE",
    0x2068: "FIRST STRONG ISOLATE",
    0x2069: "POP DIRECTIONAL ISOLATE",
    0x3164: "HANGUL FILLER",
    0xfe0e: "VARIATION SELECTOR-15",
    0xfe0f: "VARIATION SELECTOR-16",
    0xfeff: "ZERO WIDTH NO-BREAK SPACE (BOM)",
    0xffa0: "HALFWIDTH HANGUL FILLER",
    0xe0001: "LANGUAGE TAG",
    0xe007f: "CANCEL TAG",
};
/** `U+200B ZERO WIDTH SPACE`, or `U+E0069` for code points without a listed name. */
function codePointName(cp) {
    const hex = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = NAMES[cp];
    return name ? `${hex} ${name}` : hex;
}
const isTag = (cp) => cp >= 0xe0000 && cp <= 0xe007f;
const isBidi = (cp) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
const isVariationSelector = (cp) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x180b && cp <= 0x180d) || cp === 0x180f;
/** Format characters that print a visible mark (Arabic number signs, Syriac abbreviation mark, Kaithi number signs…). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);
/** Invisible characters outside the Cf category: combining grapheme joiner and the Hangul fillers. */
const INVISIBLE_OTHER = new Set([0x034f, 0x115f, 0x1160, 0x3164, 0xffa0]);
const test = (re) => (cp) => cp !== undefined && re.test(String.fromCodePoint(cp));
const isFormat = test(/\p{Cf}/u);
const isPictographic = test(/\p{Extended_Pictographic}/u);
const isEmoji = test(/\p{Emoji}/u);
const isEmojiModifier = test(/\p{Emoji_Modifier}/u);
const isHan = test(/\p{Script=Han}/u);
const isBase = test(/[\p{L}\p{N}\p{S}\p{P}\p{M}]/u);
/** A letter or mark of a script other than Latin/Common, where ZWJ/ZWNJ shape words (Arabic, Persian, Devanagari…). */
const isJoiningScriptLetter = (cp) => cp !== undefined && cp > 0x7f && /[\p{L}\p{M}]/u.test(String.fromCodePoint(cp)) && !/\p{Script=Latin}/u.test(String.fromCodePoint(cp));
/** True when code points `spec` (without the cancel tag) spell a tag_spec of a subdivision flag: 1–7 tag digits / lower-case letters. */
function isFlagTagSpec(spec) {
    return spec.length >= 1 && spec.length <= 7 && spec.every((cp) => (cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a));
}
/** Whether the character `cp`, between `prev` and `next` (undefined at the ends), is hidden outside emoji/script context. */
function isInvisibleIn(cp, prev, next) {
    if (cp === 0x200d) {
        const emojiBefore = isPictographic(prev) || isEmojiModifier(prev) || prev === 0xfe0f || prev === 0xe007f || prev === 0x20e3;
        if (emojiBefore && isPictographic(next))
            return false;
        return !(isJoiningScriptLetter(prev) && isJoiningScriptLetter(next));
    }
    if (cp === 0x200c)
        return !(isJoiningScriptLetter(prev) && isJoiningScriptLetter(next));
    if (isVariationSelector(cp)) {
        if (prev === undefined || isVariationSelector(prev))
            return true;
        if (cp === 0xfe0e || cp === 0xfe0f)
            return !isEmoji(prev);
        if (cp >= 0xe0100)
            return !isHan(prev);
        return !isBase(prev);
    }
    if (INVISIBLE_OTHER.has(cp))
        return true;
    return isFormat(cp) && !VISIBLE_FORMAT.has(cp);
}
/** Characters that may be hidden, depending on context: every Cf character, variation selectors, fillers, tags. */
const CANDIDATE = /[\p{Cf}\u034f\u115f\u1160\u3164\uffa0\ufe00-\ufe0f\u180b-\u180f\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
const NON_ASCII = /[^\x00-\x7f]/;
/** The code point ending just before UTF-16 offset `i`, or undefined at the start. */
function codePointBefore(text, i) {
    if (i <= 0)
        return undefined;
    const low = text.charCodeAt(i - 1);
    if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
        const high = text.charCodeAt(i - 2);
        if (high >= 0xd800 && high <= 0xdbff)
            return text.codePointAt(i - 2);
    }
    return low;
}
const width = (cp) => (cp > 0xffff ? 2 : 1);
/**
 * Finds the hidden characters in `text`: tag characters outside a valid emoji tag sequence (`tag`),
 * bidirectional overrides and isolates (`bidi`), and other invisible characters outside the emoji/script
 * contexts described in the module doc (`invisible`). Linear in the length of the text: only candidate
 * characters are examined.
 */
function findHiddenCharacters(text) {
    const out = [];
    if (!NON_ASCII.test(text))
        return out; // every hidden character is outside ASCII
    CANDIDATE.lastIndex = 0;
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
        const i = m.index;
        const cp = text.codePointAt(i);
        if (isTag(cp)) {
            const run = [];
            let j = i;
            while (j < text.length && isTag(text.codePointAt(j))) {
                run.push(text.codePointAt(j));
                j += 2;
            }
            const legit = isEmoji(codePointBefore(text, i)) && run[run.length - 1] === 0xe007f && isFlagTagSpec(run.slice(0, -1));
            if (!legit)
                run.forEach((c, k) => out.push({ kind: "tag", codePoint: c, index: i + 2 * k }));
            CANDIDATE.lastIndex = j;
        }
        else if (isBidi(cp)) {
            out.push({ kind: "bidi", codePoint: cp, index: i });
        }
        else if (isInvisibleIn(cp, codePointBefore(text, i), text.codePointAt(i + width(cp)))) {
            out.push({ kind: "invisible", codePoint: cp, index: i });
        }
    }
    return out;
}
/**
 * `text` without any tag, bidirectional, format, variation-selector or filler characters, emoji context or
 * not: the form phrase matching (poisoning rules) reads, so `ig\u200Bnore` matches "ignore".
 */
function stripHiddenCharacters(text) {
    return text.replace(/[\p{Cf}\u034f\u115f\u1160\u3164\uffa0\ufe00-\ufe0f\u180b-\u180f\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu, "");
}
/** The tag characters U+E0020–U+E007E read as the ASCII they shadow. */
function decodeTags(hits) {
    return hits
        .filter((h) => h.codePoint >= 0xe0020 && h.codePoint <= 0xe007e)
        .map((h) => String.fromCharCode(h.codePoint - 0xe0000))
        .join("");
}
/** A short view of the text around UTF-16 offset `index`, hidden characters shown as ⟦U+XXXX⟧ (a tag run as one marker). */
function context(text, index) {
    const before = Array.from(text.slice(Math.max(0, index - 48), index)).slice(-24);
    const startsAt = index - before.join("").length;
    const cps = [...before, ...Array.from(text.slice(index, index + 600))];
    const parts = [];
    let i = 0;
    let used = startsAt;
    for (; i < cps.length && parts.length < 48; i++) {
        const cp = cps[i].codePointAt(0);
        if (isTag(cp)) {
            let j = i;
            while (j < cps.length && isTag(cps[j].codePointAt(0)))
                j++;
            parts.push(`⟦${j - i} tag characters⟧`);
            used += 2 * (j - i);
            i = j - 1;
            continue;
        }
        used += cps[i].length;
        parts.push(isBidi(cp) || isFormat(cp) || INVISIBLE_OTHER.has(cp) || isVariationSelector(cp) ? `⟦U+${cp.toString(16).toUpperCase().padStart(4, "0")}⟧` : cps[i]);
    }
    return `${startsAt > 0 ? "…" : ""}${parts.join("").replace(/\s+/g, " ")}${used < text.length ? "…" : ""}`;
}
function listCodePoints(hits, max = 4) {
    const counts = new Map();
    for (const h of hits)
        counts.set(h.codePoint, (counts.get(h.codePoint) ?? 0) + 1);
    const entries = [...counts.entries()];
    const shown = entries.slice(0, max).map(([cp, n]) => `${codePointName(cp)}${n > 1 ? ` ×${n}` : ""}`);
    return shown.join(", ") + (entries.length > max ? `, and ${entries.length - max} more` : "");
}
function hiddenTextFinding(source, rule, hits) {
    const where = (0,text_sources/* sourceLabel */.en)(source);
    const at = `at "${context(source.text, hits[0].index)}"`;
    const n = hits.length;
    let message;
    let fix;
    if (rule === "hidden-unicode") {
        const decoded = decodeTags(hits);
        message =
            `${(0,finding/* capitalise */.sK)(where)} contains ${n} invisible Unicode tag character${n === 1 ? "" : "s"} (${listCodePoints(hits, 3)}) ${at}` +
                (decoded.trim() ? `; decoded they read "${(0,excerpt/* excerpt */.K)(decoded, 80)}".` : ".");
        fix = `Remove the tag characters (U+E0000–U+E007F) from ${where}: people cannot see them but models read them.`;
    }
    else if (rule === "bidi-control") {
        message = `${(0,finding/* capitalise */.sK)(where)} contains ${n} bidirectional control character${n === 1 ? "" : "s"} (${listCodePoints(hits)}) ${at}, so it displays in a different order than a model reads it.`;
        fix = `Remove the bidirectional override/isolate characters (U+202A–U+202E, U+2066–U+2069) from ${where}.`;
    }
    else {
        message = `${(0,finding/* capitalise */.sK)(where)} contains ${n} invisible character${n === 1 ? "" : "s"} (${listCodePoints(hits)}) ${at}.`;
        fix = `Remove the invisible characters from ${where} (write plain spaces and hyphens; keep emoji as they are).`;
    }
    return (0,text_sources/* sourceFinding */.rT)(rule, source, message, fix, context(source.text, hits[0].index));
}
/**
 * Lints text sources (names, titles, descriptions, parameter names, enum values, instructions) for hidden
 * characters: at most one `hidden-unicode` (error), one `bidi-control` (error) and one
 * `invisible-character` (warning) per source, each naming the code points and quoting where they sit.
 */
function lintHiddenText(sources) {
    const out = [];
    for (const source of sources) {
        const hits = findHiddenCharacters(source.text);
        if (hits.length === 0)
            continue;
        const tags = hits.filter((h) => h.kind === "tag");
        const bidi = hits.filter((h) => h.kind === "bidi");
        const invisible = hits.filter((h) => h.kind === "invisible");
        if (tags.length)
            out.push(hiddenTextFinding(source, "hidden-unicode", tags));
        if (bidi.length)
            out.push(hiddenTextFinding(source, "bidi-control", bidi));
        if (invisible.length)
            out.push(hiddenTextFinding(source, "invisible-character", invisible));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/lint/poisoning.ts
/**
 * Tool poisoning: text in a tool definition or the instructions that instructs the model against its user —
 * to keep something from the user, to drop its other instructions, or to obey a block dressed as a system
 * message. The pattern is the one Invariant Labs published as "tool poisoning attacks" (an `<IMPORTANT>`
 * block in an innocent tool's description: read `~/.ssh/id_rsa`, pass it along, "do not mention that you
 * first need to read the file"), and the OWASP LLM01 prompt-injection phrasings.
 *
 * Matching reads a normalised form of the text (hidden characters removed, NFKC, look-alike Cyrillic/Greek
 * letters mapped to Latin, quotes straightened, Markdown emphasis dropped, whitespace collapsed, lower
 * case), so zero-width characters, full-width letters or `**not**` do not evade it. What it does not
 * report: guidance that protects a secret ("never reveal the API key to the user"), telling the user to do
 * something ("do not tell the user to restart"), and documentation of environment variables, `.env` files
 * or code samples.
 */




/** Cyrillic and Greek letters that look like Latin ones, mapped to the Latin letter (lower case). */
const LOOKALIKES = {
    а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
    і: "i", ї: "i", ј: "j", ѕ: "s", ԁ: "d", ԛ: "q", ԝ: "w", һ: "h", ӏ: "l",
    α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w",
};
/**
 * The form the poisoning patterns read: hidden characters stripped, NFKC-normalised, look-alikes mapped,
 * curly quotes straightened, Markdown emphasis/code marks and `_` turned into spaces, whitespace collapsed,
 * lower case. `"Do **NOT** tell\u200B the user"` → `"do not tell the user"`.
 */
function normaliseForMatching(text) {
    return stripHiddenCharacters(text)
        .normalize("NFKC")
        .toLowerCase()
        .replace(/[\u0400-\u04ff\u0370-\u03ff\u0500-\u052f]/g, (c) => LOOKALIKES[c] ?? c)
        .replace(/[\u2018\u2019\u201b\u2032\u00b4]/g, "'")
        .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
        .replace(/[*_~#>|`]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
}
// ---- building blocks (over normalised text) -------------------------------------------------------------
/** Within one sentence: any character except a sentence end (`.`/`!`/`?`/`;` followed by a space or the end). */
const IN_SENTENCE = String.raw `(?:(?![.!?;](?:\s|$))[\s\S])`;
const NEG = String.raw `(?:do not|don't|dont|never|must not|mustn't|must never|should not|shouldn't|should never|shall not|will not|won't|may not|cannot|can not|can't|avoid|refrain from|no need to|there is no need to|not necessary to|under no circumstances(?: should you)?|without)`;
const ADVERBS = String.raw `(?:(?:ever|even|actually|explicitly|directly|proactively|again|also|further|yet|specifically|really|in any way|under any circumstances|at all|,)\s*){0,3}`;
const RECIPIENT = String.raw `(?:(?:the|your|any|this|a|an|our)\s+)?(?:end[- ]?)?(?:users?|humans?|requesters?|customers?|operators?|person you are (?:helping|talking to|assisting))\b(?!'s|s'|')`;
const INFORM = String.raw `(?:tell|tells|telling|told|mention|mentions|mentioning|mentioned|inform|informs|informing|informed|acknowledge|acknowledges|acknowledging|bring up|brings up|bringing up)`;
const DISCLOSE = String.raw `(?:reveal|reveals|revealing|revealed|disclose|discloses|disclosing|disclosed|share|shares|sharing|shared|expose|exposes|exposing|exposed|leak|leaks|leaking|leaked|report|reports|reporting|reported)`;
const DISCLOSE_VERB = new RegExp(`^${DISCLOSE}$`);
/** Objects that make "do not reveal X to the user" secret protection rather than concealment. */
const SECRET = /\b(?:api ?keys?|keys?|passwords?|passphrases?|passcodes?|tokens?|secrets?|credentials?|client secrets?|pins?|ssns?|social security|credit cards?|card numbers?|cvv|session ids?|cookies?|\.env|env(?:ironment)? (?:vars?|variables?|files?)|connection strings?|auth(?:entication|orization)? (?:headers?|codes?|data))\b/;
/**
 * What the model does, rather than a value it holds: a clause ("that you read the file") or a data-moving
 * verb ("reading the private key file", "the copy you sent"). Concealment even when a secret is named.
 */
const ACTION_CLAUSE = /\b(?:(?:that|what|how|why|when|where) (?:you|we|i|this tool|the tool)|read|reads|reading|send|sends|sending|sent|access|accessing|accessed|copy|copies|copying|copied|upload|uploads|uploading|uploaded|forward|forwards|forwarding|forwarded|fetch|fetches|fetching|fetched|exfiltrat\w*|transmit\w*|collect|collects|collecting|collected|steps?|actions?)\b/;
/**
 * Objects that make "do not mention X to the user" about the model's own conduct ("this", "that step",
 * "anything about it") rather than about a thing in the domain ("internal IDs", "the panel"), which is
 * ordinary guidance on what to show. Tell/mention/hide verbs also take `it`/`them`/`about …`; reveal/share
 * verbs do not, since "never reveal it" or "never share details about X" usually protects a value.
 */
const CONDUCT = /\b(?:this|that|these|those|steps?|actions?|instructions?|anything|any of this|the fact)\b/;
const CONDUCT_OR_PRONOUN = /\b(?:this|that|these|those|steps?|actions?|instructions?|anything|anyone|anybody|any of this|the fact|about|what|how|it|them)\b/;
const SECRET_AFTER = new RegExp(String.raw `^\s*(?:(?:the|your|any|their|its|our|a|an|of|about|with)\s+){0,2}` + SECRET.source);
function* matches(re, text) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        yield m;
        if (m[0] === "")
            re.lastIndex++;
    }
}
// "do not mention this to the user", "never tell the user", "without telling the user", "don't reveal that you…"
const TELL_USER = new RegExp(String.raw `\b${NEG}[\s,]+${ADVERBS}(${INFORM}|${DISCLOSE})\b(${IN_SENTENCE}{0,80}?)\b${RECIPIENT}`, "g");
// "do not let the user know", "don't make the user aware"
const LET_KNOW = new RegExp(String.raw `\b${NEG}[\s,]+${ADVERBS}(?:let|lets|letting|make|makes|making)\s+${RECIPIENT}\s+(?:know|aware)\b`, "g");
// "do not mention that you first need to read the file"
const THAT_YOU = new RegExp(String.raw `\b${NEG}[\s,]+${ADVERBS}(?:mention|tell|reveal|disclose|admit|acknowledge)\w*\s+(?:(?:to\s+)?(?:anyone|anybody|them|the user|the human)\s+)?(?:that|how|what|why|where) (?:you|we)\b`, "g");
// "without the user knowing", "without the user's knowledge"
const WITHOUT_KNOWING = new RegExp(String.raw `\bwithout\s+(?:the\s+|your\s+|any\s+)?(?:users?|humans?)(?:'s?)?\s+(?:knowing|knowledge|noticing|being aware|awareness|realizing|realising|finding out|consent or knowledge)\b`, "g");
// "hide this from the user", "keep it secret from the user", "withhold this from the user"
const HIDE_FROM = new RegExp(String.raw `\b(hide|hides|hiding|conceal|conceals|concealing|withhold|withholds|withholding|keep|keeps|keeping)\b(${IN_SENTENCE}{0,60}?)\bfrom\s+${RECIPIENT}`, "g");
// "this step must be hidden from the user"
const HIDDEN_FROM = new RegExp(String.raw `\b(?:must|should|needs? to|has to|have to|is to|are to)\s+(?:be|remain|stay)\s+(?:hidden|concealed|invisible|unknown|secret|kept (?:secret|hidden|private|quiet))\s+(?:from|to)\s+${RECIPIENT}`, "g");
// "keep the user in the dark"
const IN_THE_DARK = new RegExp(String.raw `\bkeep(?:s|ing)?\s+${RECIPIENT}\s+(?:in the dark|unaware|uninformed|out of the loop)\b`, "g");
// "the user must not know", "the user should never find out", "the user doesn't need to know about this"
const USER_MUST_NOT_KNOW = new RegExp(String.raw `\b${RECIPIENT}\s+(?:(?:must|should|shall|is to|are to)\s*(?:not|n't|never)\s+(?:ever\s+)?(?:know|find out|learn|be (?:told|informed|made aware)|notice|suspect|discover|realize|realise|hear about)|(?:does|do|need|needs)\s*(?:not|n't)\s+(?:need\s+)?(?:to\s+)?know about (?:this|it|that|these|any of this))\b`, "g");
const NO_NEED_TO_KNOW = new RegExp(String.raw `\bno need (?:for ${RECIPIENT} to know|to let ${RECIPIENT} know)\b`, "g");
/**
 * Words without which none of the patterns after them can match (tested first: the patterns are large, and
 * compiling them costs a cold process tens of milliseconds, while most texts name no user; issue 14). Each is a
 * necessary condition of its patterns, so it changes no verdict.
 */
const RECIPIENT_WORD = /user|human|requester|customer|operator|person you are/;
const ADMIT_WORD = /mention|tell|reveal|disclose|admit|acknowledge/;
const OVERRIDE_WORD = /ignor|disregard|forget|overrid|bypass/;
const BLOCK_MARK = /[<[]/;
function concealMatches(text) {
    const out = [];
    const push = (m) => void out.push({ rule: "poisoning-conceal", phrase: m[0], at: m.index });
    const after = (m) => text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (ADMIT_WORD.test(text))
        for (const m of matches(THAT_YOU, text))
            push(m);
    if (!RECIPIENT_WORD.test(text))
        return out;
    for (const m of matches(TELL_USER, text)) {
        const verb = m[1];
        const middle = m[2].trim();
        const rest = after(m);
        const disclose = DISCLOSE_VERB.test(verb);
        if (middle === "") {
            if (SECRET_AFTER.test(rest))
                continue; // "do not tell the user the password"
            if (/^tell/.test(verb) && /^\s*to\s/.test(rest))
                continue; // "do not tell the user to restart"
        }
        else if (!ACTION_CLAUSE.test(middle)) {
            if (SECRET.test(middle))
                continue; // "never reveal the API key to the user"
            if (!(disclose ? CONDUCT : CONDUCT_OR_PRONOUN).test(middle))
                continue; // "avoid mentioning internal IDs to the user"
        }
        push(m);
    }
    for (const m of matches(LET_KNOW, text))
        push(m);
    for (const m of matches(WITHOUT_KNOWING, text))
        push(m);
    for (const m of matches(HIDE_FROM, text)) {
        const verb = m[1];
        let middle = m[2];
        if (verb.startsWith("keep")) {
            const adjective = /\b(?:a )?(?:secret|hidden|private|confidential|quiet|away)\s*$/;
            if (!adjective.test(middle))
                continue;
            middle = middle.replace(adjective, "");
        }
        if (ACTION_CLAUSE.test(middle))
            push(m);
        else if (!SECRET.test(middle) && CONDUCT_OR_PRONOUN.test(middle))
            push(m); // not "hides the panel from users"
    }
    for (const m of matches(HIDDEN_FROM, text)) {
        const before = text.slice(Math.max(0, m.index - 40), m.index);
        const subject = before.split(/[.!?;]\s/).pop() ?? before;
        if (!SECRET.test(subject) && CONDUCT_OR_PRONOUN.test(subject))
            push(m); // "this step must be hidden from the user"
    }
    for (const m of matches(IN_THE_DARK, text))
        push(m);
    for (const m of matches(USER_MUST_NOT_KNOW, text)) {
        if (SECRET_AFTER.test(after(m)))
            continue; // "the user must not know the admin password"
        push(m);
    }
    for (const m of matches(NO_NEED_TO_KNOW, text))
        push(m);
    return out;
}
const OVERRIDE_VERB = String.raw `(?:ignore|ignores|ignoring|disregard|disregards|disregarding|forget|forgets|forgetting|override|overrides|overriding|bypass|bypasses|bypassing)`;
const RULE_NOUN = String.raw `(?:instructions?|directions?|directives?|rules|guidelines|guidance|prompts?|system prompts?|programming|constraints|restrictions)`;
// "ignore all previous instructions", "disregard the prior guidelines", "forget your earlier rules"
const OVERRIDE_PRIOR = new RegExp(String.raw `\b${OVERRIDE_VERB}\s+(?:(?:all|any|each|every)\s+)?(?:of\s+)?(?:(?:the|your|my|these|those|its)\s+)?(?:previous|prior|preceding|earlier|above|foregoing|former|original|system|developer|safety)\s+(?:\w+\s+){0,2}?${RULE_NOUN}\b`, "g");
// "ignore all instructions" (but not "ignore any instructions found in the page")
const OVERRIDE_ALL = new RegExp(String.raw `\b(?:ignore|ignores|ignoring|disregard|disregards|disregarding|forget|forgets|forgetting)\s+(?:all|any|every)\s+(?:of\s+)?(?:(?:your|the)\s+)?(?:instructions|rules|guidelines|directions|directives|prompts)\b(?!\s+(?:in|inside|within|found|contained|embedded|from|that (?:appear|are in|come from)|returned|given by|on the page))`, "g");
// "forget everything above", "ignore everything you were told"
const OVERRIDE_EVERYTHING = new RegExp(String.raw `\b(?:ignore|disregard|forget)\w*\s+(?:everything|anything|all)\s+(?:you (?:were|have been|'ve been) told|(?:(?:said|written|stated)\s+)?(?:above|before this|previously|earlier|so far))\b`, "g");
function overrideMatches(text) {
    const out = [];
    if (!OVERRIDE_WORD.test(text))
        return out;
    for (const re of [OVERRIDE_PRIOR, OVERRIDE_ALL, OVERRIDE_EVERYTHING]) {
        for (const m of matches(re, text))
            out.push({ rule: "poisoning-override", phrase: m[0], at: m.index });
    }
    return out;
}
/** Tag names whose blocks impersonate a system/priority channel: `<IMPORTANT>`, `<system>`, `<instructions>`… */
const BLOCK_TAG = /<\s*\/?\s*(important|system|system[-_ ]?(?:prompt|message|instructions?)|instructions?|hidden[-_ ]?instructions?|secret|hidden|admin|critical|sudo|override|assistant|developer)(?=[\s>/])[^<>\n]{0,80}>|<\|(?:im_start|im_end|system|start_header_id|endoftext)\|>|<<\s*sys\s*>>|\[\/?(?:inst|system)\]/giu;
function blockMatches(raw) {
    const text = stripHiddenCharacters(raw).normalize("NFKC");
    if (!BLOCK_MARK.test(text))
        return [];
    return [...matches(BLOCK_TAG, text)].map((m) => ({ rule: "instruction-block", phrase: m[0], at: m.index }));
}
/** The sentence of `text` around offset `at`, cut to about 120 characters. */
function sentenceAround(text, at, phrase) {
    const start = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("! ", at), text.lastIndexOf("? ", at), text.lastIndexOf("; ", at));
    const from = start < 0 ? 0 : start + 2;
    const endMatch = /[.!?;](?:\s|$)/.exec(text.slice(at + phrase.length));
    const to = endMatch ? at + phrase.length + endMatch.index + 1 : text.length;
    const sentence = text.slice(from, to);
    return (sentence.length <= 120 ? sentence : (0,excerpt/* excerpt */.K)(text.slice(at, to), 120)).replace(/[.!?;]+$/, "");
}
function toFinding(source, rule, found, normalised, raw) {
    const first = found[0];
    const where = (0,text_sources/* sourceLabel */.en)(source);
    const more = found.length > 1 ? ` (and ${found.length - 1} more like it)` : "";
    let message;
    let fix;
    let quote;
    if (rule === "instruction-block") {
        const tags = [...new Set(found.map((f) => f.phrase.replace(/\s+/g, " ")))];
        const cleaned = stripHiddenCharacters(raw).normalize("NFKC");
        quote = (0,excerpt/* excerpt */.K)(cleaned.slice(first.at), 100);
        message = `${(0,finding/* capitalise */.sK)(where)} contains ${(0,excerpt/* excerpt */.K)(tags.slice(0, 4).join(" "), 60)} — a block styled as a system/priority instruction to the model: "${quote}".`;
        fix = `Remove the ${(0,excerpt/* excerpt */.K)(tags[0], 30)} markup from ${where} and write plain description for people; drop any instruction in it that the user would not approve.`;
    }
    else {
        quote = sentenceAround(normalised, first.at, first.phrase);
        if (rule === "poisoning-conceal") {
            message = `${(0,finding/* capitalise */.sK)(where)} tells the model to keep something from the user: "${quote}"${more}.`;
            fix = `Delete the instruction to keep things from the user from ${where}; a tool must not ask the model to hide what it does.`;
        }
        else {
            message = `${(0,finding/* capitalise */.sK)(where)} tells the model to ignore its other instructions: "${quote}"${more}.`;
            fix = `Delete the instruction to ignore other instructions from ${where}.`;
        }
    }
    return (0,text_sources/* sourceFinding */.rT)(rule, source, message, fix, quote);
}
/**
 * Lints prose sources (titles, descriptions, schema descriptions, instructions; names and values are
 * skipped) for `poisoning-conceal` and `poisoning-override` (errors) and `instruction-block` (warning):
 * at most one finding per rule per source, quoting the first phrase and counting the others. Never throws.
 */
function lintPoisoning(sources) {
    const out = [];
    for (const source of sources) {
        if (!(0,text_sources/* isProse */.y6)(source))
            continue;
        const normalised = normaliseForMatching(source.text);
        const conceal = concealMatches(normalised);
        const override = overrideMatches(normalised);
        const blocks = blockMatches(source.text);
        if (conceal.length)
            out.push(toFinding(source, "poisoning-conceal", dedupe(conceal), normalised, source.text));
        if (override.length)
            out.push(toFinding(source, "poisoning-override", dedupe(override), normalised, source.text));
        if (blocks.length)
            out.push(toFinding(source, "instruction-block", blocks, normalised, source.text));
    }
    return out;
}
/** Matches sorted by position, overlapping ones (two patterns on one phrase) kept once. */
function dedupe(found) {
    const sorted = [...found].sort((a, b) => a.at - b.at);
    const out = [];
    for (const m of sorted) {
        const last = out[out.length - 1];
        if (last && m.at < last.at + last.phrase.length)
            continue;
        out.push(m);
    }
    return out;
}

// EXTERNAL MODULE: ./src/lint/schema-depth.ts
var schema_depth = __webpack_require__(7414);
;// CONCATENATED MODULE: ./src/lint/closest-name.ts
/**
 * "Did you mean" support: edit distance between names, and a matcher that finds the closest of many names
 * without comparing against each of them (a deletion-neighbourhood index, as in SymSpell), so suggesting
 * names for hundreds of missing references on a server with hundreds of tools stays linear.
 */
/**
 * Edit distance between two strings, by UTF-16 unit: insertions, deletions, substitutions and transpositions
 * of adjacent characters each cost 1 (optimal string alignment), so the typo `stauts` is 1 from `status`.
 */
function editDistance(a, b) {
    return editDistanceWithin(a, b, Number.POSITIVE_INFINITY);
}
/** {@link editDistance} when it is at most `max`, else `max + 1` (stops as soon as the bound is exceeded). */
function editDistanceWithin(a, b, max) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    if (a === b)
        return 0;
    let before = new Array(b.length + 1).fill(0);
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    let cur = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
        cur[0] = i;
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
            let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
                d = Math.min(d, before[j - 2] + 1);
            }
            cur[j] = d;
            if (d < rowMin)
                rowMin = d;
        }
        // A transposition can lower the next row by one below this row's minimum, never more.
        if (rowMin > max + 1)
            return max + 1;
        [before, prev, cur] = [prev, cur, before];
    }
    return Math.min(prev[b.length], max + 1);
}
/** Lower case, with `-`, `.`, spaces and camelCase humps turned into `_`: `getUser` and `get-user` both give `get_user`. */
function normaliseName(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .toLowerCase()
        .replace(/[-.\s]+/g, "_");
}
/** A word without a plural ending: `entities` → `entity`, `issues` → `issue`, `boxes` → `box`; `status` → `statu` (consistently). */
function singular(word) {
    if (word.length > 4 && word.endsWith("ies"))
        return `${word.slice(0, -3)}y`;
    if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word))
        return word.slice(0, -2);
    if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss"))
        return word.slice(0, -1);
    return word;
}
/** The comparison key of a name: {@link normaliseName}, each word made singular. */
function nameKey(name) {
    return normaliseName(name)
        .split("_")
        .map(singular)
        .join("_");
}
const wordKey = (key) => key.split("_").filter(Boolean).sort().join("_");
/** Every string made from `s` by deleting one character, and `s` itself. */
function oneDeletion(s) {
    const out = new Set([s]);
    for (let i = 0; i < s.length; i++)
        out.add(s.slice(0, i) + s.slice(i + 1));
    return out;
}
/**
 * Finds the closest of a fixed set of names, comparing {@link nameKey}s (case, separators, camelCase humps
 * and plural endings ignored). In order of preference: the same key (`get-user` → `get_user`,
 * `update_issue` → `update_issues`, `delete_entity` → `delete_entities`), the same words in another order
 * (`list_variables` → `variables_list`), then one typo — an {@link editDistance} of 1 (`stauts` →
 * `status`, `get_usr` → `get_user`). Ties go to the earlier name; nothing farther counts as close.
 *
 * Lookups use a deletion-neighbourhood index (two strings at distance ≤ 1 share a string reachable from each
 * by at most one deletion), built on the first lookup: O(names × length) strings once, then O(length)
 * per lookup instead of a scan of every name.
 */
class NameMatcher {
    names;
    keys;
    byKey;
    byWords;
    byDeletion;
    constructor(names) {
        this.names = [...names];
        this.keys = this.names.map(nameKey);
    }
    build() {
        const byKey = new Map();
        const byWords = new Map();
        const byDeletion = new Map();
        this.keys.forEach((key, i) => {
            if (!byKey.has(key))
                byKey.set(key, i);
            const words = wordKey(key);
            if (!byWords.has(words))
                byWords.set(words, i);
            for (const variant of oneDeletion(key)) {
                const list = byDeletion.get(variant);
                if (list)
                    list.push(i);
                else
                    byDeletion.set(variant, [i]);
            }
        });
        [this.byKey, this.byWords, this.byDeletion] = [byKey, byWords, byDeletion];
    }
    /** The closest name to `name` (never `name` itself), or undefined when none is close. */
    closest(name) {
        if (this.byDeletion === undefined)
            this.build();
        const target = nameKey(name);
        const usable = (i) => i !== undefined && this.names[i] !== name;
        const exact = this.byKey.get(target);
        if (usable(exact))
            return this.names[exact];
        const sameWords = this.byWords.get(wordKey(target));
        if (usable(sameWords))
            return this.names[sameWords];
        let best = -1;
        for (const variant of oneDeletion(target)) {
            for (const i of this.byDeletion.get(variant) ?? []) {
                if ((best >= 0 && i >= best) || !usable(i))
                    continue;
                if (editDistanceWithin(target, this.keys[i], 1) <= 1)
                    best = i;
            }
        }
        return best < 0 ? undefined : this.names[best];
    }
}
/** The closest of `candidates` to `name` by the rules of {@link NameMatcher}; for one-off lookups in short lists. */
function closestName(name, candidates) {
    return new NameMatcher(candidates).closest(name);
}

// EXTERNAL MODULE: ./src/scenarios/schema-ref.ts
var schema_ref = __webpack_require__(5620);
;// CONCATENATED MODULE: ./src/lint/schema-hygiene.ts
/**
 * Schema hygiene: whether a tool's `inputSchema` tells a client (and the model) what to send.
 *
 * Sources: MCP 2025-11-25 server/tools §Tool (`inputSchema` is a JSON Schema object whose root has
 * `"type": "object"`; a tool without arguments uses `{"type": "object", "additionalProperties": false}`),
 * 2025-11-25 basic §JSON Schema Usage (2020-12 by default, boolean schemas included), and the mistakes
 * Toolscore made (reference/toolscore-notes.md §6): an object schema with no `properties` is valid and gets no
 * finding; a `$ref`, `enum`, `const` or combinator with typed branches counts as typed.
 */






/** The type names JSON Schema defines (2020-12 validation §6.1.1). */
const JSON_SCHEMA_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const COMBINATORS = ["anyOf", "oneOf", "allOf"];
/** Where a tool's inputSchema is in its definition: the start of every pointer these findings carry. */
const INPUT_SCHEMA = "/inputSchema";
const NO_ARGS_SCHEMA = '{"type": "object", "additionalProperties": false}';
/**
 * A description saying the parameter takes any value ("Any JSON value is accepted") makes an untyped schema
 * deliberate: JSON Schema's `{}` means exactly that, and the reader is told so.
 */
const ANY_VALUE = /\bany (?:json |valid json )?(?:value|type)s?\b(?! (?:between|from|in|of|within|up to|less|greater|above|below))/i;
function validType(type) {
    if (typeof type === "string")
        return JSON_SCHEMA_TYPES.has(type);
    return Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === "string" && JSON_SCHEMA_TYPES.has(t));
}
/**
 * Whether a schema says what kind of value it takes: a valid `type`, a `$ref` (or `$dynamicRef`), `enum`,
 * `const`, an `anyOf`/`oneOf` whose branches are all typed, an `allOf` with a typed branch, or a description
 * stating that any value is accepted. Boolean schemas are explicit (true: anything, false: nothing) and count
 * as typed.
 */
function untyped(schema, depth = 0) {
    if (typeof schema === "boolean")
        return undefined;
    if (!(0,schema_walk/* isJsonObject */.OW)(schema))
        return { reason: "none" };
    if ("type" in schema)
        return validType(schema.type) ? undefined : { reason: "invalid-type", type: schema.type };
    if (typeof schema.description === "string" && ANY_VALUE.test(schema.description))
        return undefined;
    if (typeof schema.$ref === "string" || typeof schema.$dynamicRef === "string" || typeof schema.$recursiveRef === "string")
        return undefined;
    if ((Array.isArray(schema.enum) && schema.enum.length > 0) || "const" in schema)
        return undefined;
    if (depth > 32)
        return { reason: "none" };
    for (const keyword of ["anyOf", "oneOf"]) {
        const list = schema[keyword];
        if (Array.isArray(list) && list.length > 0) {
            return list.every((b) => untyped(b, depth + 1) === undefined) ? undefined : { reason: "untyped-branches", keyword };
        }
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
        return schema.allOf.some((b) => untyped(b, depth + 1) === undefined) ? undefined : { reason: "untyped-branches", keyword: "allOf" };
    }
    return { reason: "none" };
}
/** The type a schema's other keywords imply, for the fix text; undefined when nothing hints at one. */
function impliedType(schema) {
    if ("properties" in schema || Array.isArray(schema.required) || "additionalProperties" in schema)
        return "object";
    if ("items" in schema || "prefixItems" in schema || "minItems" in schema || "maxItems" in schema || "uniqueItems" in schema)
        return "array";
    if ("minLength" in schema || "maxLength" in schema || "pattern" in schema || "format" in schema)
        return "string";
    if ("minimum" in schema || "maximum" in schema || "exclusiveMinimum" in schema || "exclusiveMaximum" in schema || "multipleOf" in schema) {
        return "number";
    }
    const d = schema.default ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
    if (typeof d === "number")
        return Number.isInteger(d) ? "integer" : "number";
    if (typeof d === "string" || typeof d === "boolean")
        return typeof d;
    if (Array.isArray(d))
        return "array";
    if ((0,schema_walk/* isJsonObject */.OW)(d))
        return "object";
    return undefined;
}
const typeList = '"string", "number", "integer", "boolean", "array" or "object"';
function whatIs(path) {
    if (path.endsWith("[]"))
        return `the items of parameter "${path.slice(0, -2)}"`;
    return `parameter "${path}"`;
}
function propertyNoType(owner, visit, why) {
    const schema = visit.schema;
    const pointer = `${INPUT_SCHEMA}${visit.pointer}`;
    const subject = whatIs(visit.path);
    const guess = impliedType(schema);
    const add = guess ? `"type": "${guess}"` : `a "type" (${typeList})`;
    if (why.reason === "invalid-type") {
        return (0,finding/* finding */.gk)("property-no-type", {
            tool: owner,
            parameter: visit.path,
            message: `Tool "${owner}": ${subject} has "type": ${(0,excerpt/* excerpt */.K)(JSON.stringify(why.type) ?? String(why.type), 40)}, which is not a JSON Schema type, so clients cannot tell what to send.`,
            fix: `Use one of the JSON Schema types for ${subject}: ${typeList} (or "null").`,
            pointer,
        });
    }
    if (why.reason === "untyped-branches") {
        return (0,finding/* finding */.gk)("property-no-type", {
            tool: owner,
            parameter: visit.path,
            message: `Tool "${owner}": ${subject} has no "type" and not every "${why.keyword}" branch is typed, so clients cannot tell what to send.`,
            fix: `Give every "${why.keyword}" branch of ${subject} a "type" (or "$ref", "enum", "const"), or add ${add} beside it.`,
            pointer,
        });
    }
    return (0,finding/* finding */.gk)("property-no-type", {
        tool: owner,
        parameter: visit.path,
        message: `Tool "${owner}": ${subject} has no type (no "type", "$ref", "enum", "const" or typed "anyOf"/"oneOf"), so clients cannot tell what to send.`,
        fix: `Add ${add} to ${subject}.`,
        pointer,
    });
}
/**
 * Property names an object schema defines directly, in its combinator / conditional branches, or in what
 * a local `$ref` there points to. Returns undefined when a `$ref` cannot be followed (the names are unknowable).
 */
function knownProperties(schema, root, into = new Set(), depth = 0) {
    if ((0,schema_walk/* isJsonObject */.OW)(schema.properties))
        for (const k of Object.keys(schema.properties))
            into.add(k);
    if (depth > 8)
        return into;
    if (typeof schema.$ref === "string") {
        const target = (0,schema_ref/* resolveRef */.qE)(root, schema.$ref);
        if (!(0,schema_walk/* isJsonObject */.OW)(target) || knownProperties(target, root, into, depth + 1) === undefined)
            return undefined;
    }
    const branches = [];
    for (const key of COMBINATORS)
        if (Array.isArray(schema[key]))
            branches.push(...schema[key]);
    for (const key of ["if", "then", "else"])
        branches.push(schema[key]);
    for (const b of branches)
        if ((0,schema_walk/* isJsonObject */.OW)(b) && knownProperties(b, root, into, depth + 1) === undefined)
            return undefined;
    return into;
}
/** Whether names outside `properties` are described anyway (patternProperties or a non-empty additionalProperties schema). */
function coversOtherNames(schema) {
    if ((0,schema_walk/* isJsonObject */.OW)(schema.patternProperties) && Object.keys(schema.patternProperties).length > 0)
        return true;
    return (0,schema_walk/* isJsonObject */.OW)(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0;
}
function branchesDeclareRequired(schema) {
    return COMBINATORS.some((key) => {
        const list = schema[key];
        return Array.isArray(list) && list.some((b) => (0,schema_walk/* isJsonObject */.OW)(b) && Array.isArray(b.required));
    });
}
function requiredFindings(owner, visit, root) {
    const schema = visit.schema;
    const out = [];
    const where = visit.path === "" ? "its inputSchema" : whatIs(visit.path);
    const pointer = `${INPUT_SCHEMA}${visit.pointer}/required`;
    const required = schema.required;
    const props = (0,schema_walk/* isJsonObject */.OW)(schema.properties) ? schema.properties : undefined;
    if (Array.isArray(required)) {
        const known = knownProperties(schema, root);
        if (known !== undefined && visit.role === "branch" && visit.parent !== undefined && knownProperties(visit.parent, root, known) === undefined)
            return out;
        if (known === undefined || coversOtherNames(schema))
            return out;
        for (const name of required) {
            if (typeof name === "string" && known.has(name))
                continue;
            const label = typeof name === "string" ? `"${name}"` : (0,excerpt/* excerpt */.K)(JSON.stringify(name) ?? String(name), 30);
            const listed = [...known];
            const suggestion = typeof name === "string" ? closestName(name, listed) : undefined;
            const f = {
                tool: owner,
                message: `Tool "${owner}": "required" in ${where} lists ${label}, which is not among its properties${listed.length ? ` (${(0,excerpt/* excerpt */.K)(listed.join(", "), 60)})` : " (it has none)"}.`,
                fix: suggestion
                    ? `Correct ${label} in "required" to "${suggestion}", or add a "${typeof name === "string" ? name : "…"}" property with a type and description.`
                    : `Add ${label} to "properties" with a type and description, or remove it from "required".`,
            };
            if (typeof name === "string")
                f.parameter = (0,schema_walk/* joinPath */.uJ)(visit.path, name);
            else if (visit.path !== "")
                f.parameter = visit.path;
            f.pointer = pointer;
            out.push((0,finding/* finding */.gk)("required-unknown-property", f));
        }
        if (visit.role === "root" && props !== undefined) {
            const unlisted = Object.entries(props)
                .filter(([k, p]) => !required.includes(k) && (0,schema_walk/* isJsonObject */.OW)(p) && !("default" in p) && typeof p.description === "string" && saysRequired(p.description))
                .map(([k]) => k);
            if (unlisted.length > 0) {
                const quoted = (0,excerpt/* excerpt */.K)(unlisted.map((k) => `"${k}"`).join(", "), 60);
                out.push((0,finding/* finding */.gk)("required-list-missing", {
                    tool: owner,
                    message: `Tool "${owner}": the description of ${quoted} says it is required, but "required" in ${where} does not list it, so clients treat it as optional.`,
                    fix: `Add ${quoted} to "required" in ${where}, or stop calling it required in its description.`,
                    ...(unlisted.length === 1 ? { parameter: unlisted[0] } : {}),
                    pointer,
                }));
            }
        }
        return out;
    }
    // A boolean `required` on a property is draft-03 syntax; its parent reports it below.
    if (required !== undefined && !(typeof required === "boolean" && visit.role === "property")) {
        const f = {
            tool: owner,
            message: `Tool "${owner}": "required" in ${where} is ${(0,excerpt/* excerpt */.K)(JSON.stringify(required) ?? String(required), 30)}, not an array of property names, so clients ignore it.`,
            fix: `Make "required" in ${where} an array of the mandatory property names (use [] when all are optional).`,
        };
        if (visit.path !== "")
            f.parameter = visit.path;
        f.pointer = pointer;
        out.push((0,finding/* finding */.gk)("required-list-missing", f));
        return out;
    }
    if (required !== undefined || props === undefined || visit.role === "branch" || visit.role === "additional")
        return out;
    const entries = Object.entries(props);
    if (entries.length === 0 || branchesDeclareRequired(schema))
        return out;
    const draft3 = entries.filter(([, s]) => (0,schema_walk/* isJsonObject */.OW)(s) && typeof s.required === "boolean").map(([k]) => k);
    // Below the root an absent list is the usual way to say "all optional" (zod, Go and Pydantic generators
    // omit it); only a draft-03 flag there shows an author who meant something to be required.
    if (visit.role !== "root" && draft3.length === 0)
        return out;
    const withoutDefault = entries.filter(([, s]) => !((0,schema_walk/* isJsonObject */.OW)(s) && "default" in s)).map(([k]) => k);
    // Every property declaring a default is optional by construction: there is nothing for "required" to add.
    if (withoutDefault.length === 0 && draft3.length === 0)
        return out;
    // JSON Schema reads an absent list as "none required", which is what zod and the SDKs mean when they omit it; it
    // is a defect only when a property's own description says it is required (issue 10: 0 of 21 warnings were right).
    const saidRequired = entries.filter(([, s]) => (0,schema_walk/* isJsonObject */.OW)(s) && typeof s.description === "string" && saysRequired(s.description)).map(([k]) => k);
    const names = (0,excerpt/* excerpt */.K)(entries.map(([k]) => k).join(", "), 60);
    const quoted = (list) => (0,excerpt/* excerpt */.K)(list.map((k) => `"${k}"`).join(", "), 60);
    const f = {
        tool: owner,
        message: draft3.length > 0
            ? `Tool "${owner}": ${where} marks ${quoted(draft3)} with a boolean "required" (draft-03 syntax, ignored by JSON Schema 2020-12) and has no "required" list.`
            : saidRequired.length > 0
                ? `Tool "${owner}": the description of ${quoted(saidRequired)} says it is required, but ${where} has no "required" list, so clients treat it as optional.`
                : `Tool "${owner}": ${where} has properties (${names}) but no "required" list, which JSON Schema reads as "all optional"; say so with "required": [] if that is meant.`,
        fix: draft3.length > 0
            ? `Replace the per-property "required": true with "required": [${draft3.map((k) => `"${k}"`).join(", ")}] on ${where}.`
            : saidRequired.length > 0
                ? `Add "required": [${saidRequired.map((k) => `"${k}"`).join(", ")}] to ${where}.`
                : `Add "required": [ …mandatory names… ] to ${where} (or "required": [] when every property is optional).`,
        ...(draft3.length === 0 && saidRequired.length === 0 ? { severity: "info" } : {}),
    };
    if (visit.path !== "")
        f.parameter = visit.path;
    f.pointer = pointer;
    out.push((0,finding/* finding */.gk)("required-list-missing", f));
    return out;
}
/** A sentence saying something is required (see {@link saysRequired}). */
const REQUIRED_SAYING = /^\s*\(?\s*required\b|\(\s*(?:required|mandatory)\s*\)|\[\s*required\s*\]|\b(?:is|are) (?:required|mandatory)\b|\bmust be (?:provided|given|specified|supplied|set|passed|included)\b|\brequired\s*[.)]?\s*$|\bmandatory\b|\brequired:/i;
/**
 * Words before the requirement in its sentence that make it about something else: the fields of each item ("Each
 * needs: id, type. For update only id+type are required"), or a condition (`for`, `when`, `if`, `only`).
 */
const ABOUT_SOMETHING_ELSE = /\b(?:each|every|for|when|if|unless|only|its|their)\b/i;
/**
 * Whether a property's description says the property itself is required: `(required)`, `Required.`, `[required]`,
 * `… is required`, `must be provided`, `mandatory` — but not `optional`, `required if/when …`, `not required`, nor a
 * sentence about the fields of its items or an action-dependent requirement (a published PDF server's
 * `annotations`: "Each needs: id, type, page. For update_annotations only id+type are required." — that is
 * `requirement-in-prose` territory, not a missing `required` entry).
 */
function saysRequired(description) {
    if (/\boptional(?:ly)?\b|\bnot (?:\w+ )?required\b|\brequired (?:if|when|unless|only|for)\b|\b(?:if|when|unless) (?:\w+ ){0,3}required\b/i.test(description))
        return false;
    return description.split(/(?<=[.;!?])\s+|\n+/).some((sentence) => {
        const m = REQUIRED_SAYING.exec(sentence);
        return m !== null && !ABOUT_SOMETHING_ELSE.test(sentence.slice(0, m.index));
    });
}
function isArraySchema(schema) {
    return schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array"));
}
/**
 * Keys of a validator library's schema object (Zod 3 `_def`, Zod 4 `def`/`_zod`, Standard Schema `~standard`, an
 * object's `shape`) found at the root of an inputSchema without `properties`: the object was sent as it is instead of
 * its JSON Schema (held-out server: eight tools listed `{"def": {"type": "object", "shape": …}, "type": "object"}`).
 */
const VALIDATOR_KEYS = ["_def", "def", "_zod", "~standard", "shape", "_cached"];
function rootFindings(owner, schema) {
    const fix = `Give the tool an inputSchema with "type": "object" and its parameters under "properties" (${NO_ARGS_SCHEMA} for a tool without arguments).`;
    if (schema === undefined || schema === null || (typeof schema !== "boolean" && !(0,schema_walk/* isJsonObject */.OW)(schema))) {
        const what = schema === undefined ? "has no inputSchema" : schema === null ? "has inputSchema null" : `has an inputSchema that is ${Array.isArray(schema) ? "an array" : `a ${typeof schema}`}, not a schema object`;
        return { findings: [(0,finding/* finding */.gk)("schema-missing", { tool: owner, message: `Tool "${owner}" ${what}, so clients cannot tell what arguments it takes.`, fix, pointer: INPUT_SCHEMA })], walk: false };
    }
    if (typeof schema === "boolean") {
        return {
            findings: [(0,finding/* finding */.gk)("schema-no-type", { tool: owner, message: `Tool "${owner}" has the boolean schema ${schema} as its inputSchema; MCP requires an object schema with "type": "object" at the root.`, fix, pointer: INPUT_SCHEMA })],
            walk: false,
        };
    }
    const serialized = schema.properties === undefined ? VALIDATOR_KEYS.filter((k) => Object.hasOwn(schema, k)) : [];
    if (serialized.length > 0) {
        return {
            findings: [
                (0,finding/* finding */.gk)("schema-missing", {
                    tool: owner,
                    message: `Tool "${owner}": its inputSchema is a validator library's object serialized as it is (keys ${serialized.map((k) => `"${k}"`).join(", ")}), not a JSON Schema, so clients see no parameters.`,
                    fix: "Convert the validator to JSON Schema before listing the tool (the MCP SDKs do it for a Zod shape passed as inputSchema; zod's toJSONSchema / zod-to-json-schema otherwise).",
                    pointer: INPUT_SCHEMA,
                }),
            ],
            walk: false,
        };
    }
    const out = [];
    const type = schema.type;
    const isObject = type === "object" || (Array.isArray(type) && type.length === 1 && type[0] === "object");
    if (!isObject) {
        const what = type === undefined ? 'has no root "type"' : `has root "type": ${(0,excerpt/* excerpt */.K)(JSON.stringify(type) ?? String(type), 40)}`;
        out.push((0,finding/* finding */.gk)("schema-no-type", {
            tool: owner,
            message: `Tool "${owner}": its inputSchema ${what}; MCP requires "type": "object" at the root (arguments are always a JSON object).`,
            fix: `Set "type": "object" at the root of the inputSchema${type === undefined ? "" : " and move other shapes into properties"}.`,
            pointer: INPUT_SCHEMA,
        }));
    }
    const combinators = COMBINATORS.filter((k) => Array.isArray(schema[k]) && schema[k].length > 0);
    if (combinators.length > 0) {
        out.push((0,finding/* finding */.gk)("schema-root-combinator", {
            tool: owner,
            message: `Tool "${owner}": its inputSchema has ${combinators.map((k) => `"${k}"`).join(" and ")} at the root, which many clients and model APIs reject or drop.`,
            fix: "Put every parameter in the root \"properties\" with one \"required\" list, and state which ones go together in their descriptions (or split the tool, one per alternative).",
            pointer: INPUT_SCHEMA,
        }));
    }
    return { findings: out, walk: true };
}
/**
 * Lints one tool's `inputSchema`: `schema-missing`, `schema-no-type`, `schema-root-combinator` at the root;
 * `property-no-type` (with a parameter path such as `filters.status` or `tags[]`), `required-unknown-property`,
 * `required-list-missing` and `array-items-missing` on every object and array inside it, `$defs` included.
 * `index` (0-based position in `tools/list`) names a tool whose `name` is not a string. Never throws.
 *
 * `required-list-missing` concerns the tool's parameters (the root object); below the root it is reported
 * only for a `required` that is not an array or for draft-03 per-property `"required": true`. It is not
 * reported when every parameter declares a `default` (each is optional by construction), when combinator
 * branches carry the `required` lists, or when there are no properties. Findings repeat at most once per
 * rule and path (two `oneOf` branches with the same untyped field give one finding).
 */
function lintSchemaHygiene(tool, index) {
    const owner = (0,text_sources/* toolOwner */.Qc)(tool, index);
    const root = rootFindings(owner, tool.inputSchema);
    const out = root.findings;
    if (!root.walk)
        return out;
    (0,schema_walk/* walkSchema */.ry)(tool.inputSchema, (visit) => {
        if (typeof visit.schema === "boolean")
            return;
        if (visit.role === "property" || visit.role === "items") {
            const why = untyped(visit.schema);
            if (why !== undefined)
                out.push(propertyNoType(owner, visit, why));
        }
        if (visit.role !== "root" && isArraySchema(visit.schema) && !("items" in visit.schema) && !("prefixItems" in visit.schema)) {
            out.push((0,finding/* finding */.gk)("array-items-missing", {
                tool: owner,
                parameter: visit.path,
                message: `Tool "${owner}": ${whatIs(visit.path)} is an array but does not say what its items are ("items" missing).`,
                fix: `Add "items" to ${whatIs(visit.path)}, e.g. "items": {"type": "string"}.`,
                pointer: `${INPUT_SCHEMA}${visit.pointer}`,
            }));
        }
        out.push(...requiredFindings(owner, visit, tool.inputSchema));
    });
    const seen = new Set();
    return out.filter((f) => {
        const key = `${f.rule}\u0000${f.parameter ?? ""}\u0000${f.message}`;
        return seen.has(key) ? false : (seen.add(key), true);
    });
}

;// CONCATENATED MODULE: ./src/lint/tool-names.ts
/**
 * Tool names: validity (MCP 2025-11-25 server/tools §Tool Names, SEP-986, unchanged in 2026-07-28:
 * 1–128 characters, case-sensitive, only A-Z a-z 0-9 `_` `-` `.`, unique within a server — the v1
 * TypeScript SDK checks the same with `^[A-Za-z0-9._-]{1,128}$`) and consistency of naming style.
 */



/** Longest tool name MCP allows (2025-11-25 §Tool Names). */
const MAX_TOOL_NAME_LENGTH = 128;
const VALID_CHAR = /[A-Za-z0-9_.-]/u;
/**
 * The naming style of a tool name: by separator first (`.` dotted, `_` snake, `-` kebab, both `_` and `-`
 * mixed), then by humps (`getUser` camelCase, `GetUser` PascalCase); one word without humps is `single-word`.
 */
function nameStyle(name) {
    if (name.includes("."))
        return "dotted.names";
    const underscore = name.includes("_");
    const dash = name.includes("-");
    if (underscore && dash)
        return "mixed_separators-style";
    if (underscore)
        return /[a-z]/.test(name) ? "snake_case" : "SCREAMING_SNAKE_CASE";
    if (dash)
        return "kebab-case";
    if (/[a-z0-9][A-Z]/.test(name))
        return /^[A-Z]/.test(name) ? "PascalCase" : "camelCase";
    return "single-word";
}
function showChar(ch) {
    const cp = ch.codePointAt(0);
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    if (ch === " ")
        return `" " (space, ${code})`;
    return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? `"${ch}" (${code})` : code;
}
/** `name` made valid: invalid characters become `_` (runs collapsed), cut to 128 characters; `tool` when nothing is left. */
function validName(name) {
    const cleaned = [...name]
        .map((c) => (VALID_CHAR.test(c) ? c : "_"))
        .join("")
        .replace(/_+/g, "_")
        .replace(/^_+|_+$/g, "");
    return (cleaned || "tool").slice(0, MAX_TOOL_NAME_LENGTH);
}
function invalidNames(tools) {
    const counts = new Map();
    for (const t of tools)
        if (typeof t.name === "string")
            counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
    const reported = new Set();
    const out = [];
    tools.forEach((tool, index) => {
        const owner = (0,text_sources/* toolOwner */.Qc)(tool, index);
        const name = tool.name;
        if (typeof name !== "string") {
            out.push((0,finding/* finding */.gk)("tool-name-invalid", {
                tool: owner,
                message: `Tool #${index + 1} in tools/list ${name === undefined ? "has no name" : `has a name that is ${name === null ? "null" : `a ${typeof name}`}, not a string`}, so it cannot be called.`,
                fix: "Give the tool a unique string name of 1-128 characters from A-Z a-z 0-9 _ - .",
            }));
            return;
        }
        if (reported.has(name))
            return;
        reported.add(name);
        const problems = [];
        const length = [...name].length;
        if (length === 0)
            problems.push("it is empty");
        if (length > MAX_TOOL_NAME_LENGTH)
            problems.push(`it is ${length} characters long (at most ${MAX_TOOL_NAME_LENGTH})`);
        const bad = [...new Set([...name].filter((c) => !VALID_CHAR.test(c)))];
        if (bad.length > 0) {
            const shown = bad.slice(0, 5).map(showChar).join(", ") + (bad.length > 5 ? ` and ${bad.length - 5} more` : "");
            problems.push(`it contains ${shown}, outside A-Z a-z 0-9 _ - .`);
        }
        const count = counts.get(name) ?? 1;
        if (count > 1)
            problems.push(`it is used by ${count} tools (names must be unique; clients call tools by name)`);
        if (problems.length === 0)
            return;
        const renames = length === 0 || length > MAX_TOOL_NAME_LENGTH || bad.length > 0;
        out.push((0,finding/* finding */.gk)("tool-name-invalid", {
            tool: name,
            message: `Tool name "${(0,excerpt/* excerpt */.K)(name, 60)}" breaks the MCP naming rules: ${problems.join("; ")}.`,
            fix: renames
                ? `Rename the tool to a unique name of 1-128 characters from A-Z a-z 0-9 _ - . (e.g. "${validName(name)}").`
                : `Give each of the ${count} tools named "${(0,excerpt/* excerpt */.K)(name, 60)}" its own name.`,
        }));
    });
    return out;
}
function mixedStyles(tools) {
    const byStyle = new Map();
    for (const t of tools) {
        if (typeof t.name !== "string" || t.name === "")
            continue;
        const style = nameStyle(t.name);
        if (style === "single-word")
            continue;
        const list = byStyle.get(style) ?? [];
        list.push(t.name);
        byStyle.set(style, list);
    }
    if (byStyle.size < 2)
        return [];
    // Majority style first; ties keep the order the styles first appeared in.
    const styles = [...byStyle.entries()].sort((a, b) => b[1].length - a[1].length);
    const [major, majorNames] = styles[0];
    const minority = styles.slice(1);
    const describe = ([style, names]) => `${names.length} ${style} (${(0,excerpt/* excerpt */.K)(names.slice(0, 3).map((n) => `"${n}"`).join(", ") + (names.length > 3 ? ", …" : ""), 80)})`;
    const renames = minority.flatMap(([, names]) => names);
    return [
        (0,finding/* finding */.gk)("tool-name-style", {
            message: `Tool names mix naming styles: ${[styles[0], ...minority].map(describe).join(", ")}; a model guessing one tool's name from another's may get it wrong.`,
            fix: `Name every tool in ${major} like the other ${majorNames.length}: rename ${(0,excerpt/* excerpt */.K)(renames.map((n) => `"${n}"`).join(", "), 100)}.`,
        }),
    ];
}
/**
 * Lints the names of a server's tools: `tool-name-invalid` (one finding per offending name: empty, longer
 * than 128 characters, characters outside `[A-Za-z0-9_.-]`, repeated, or not a string) and `tool-name-style`
 * (one server-wide finding, without `tool`, when multi-word names use more than one {@link NameStyle};
 * consistent kebab-case, snake_case, camelCase or dotted names are all fine). Never throws.
 */
function lintToolNames(tools) {
    return [...invalidNames(tools), ...mixedStyles(tools)];
}

;// CONCATENATED MODULE: ./src/lint/tool-references.ts
/**
 * Dangling tool references: text the model reads names a tool this server does not expose — a tool that was
 * renamed or removed, or one from another server. The model then calls a tool that does not exist, or gives
 * up on a workflow the text promised.
 *
 * A word counts as a tool reference only in phrasing that names a tool (issue 4):
 * - a quoted name followed by "tool": `the 'update_issue' tool`, `` `search` or `fetch` tools ``;
 * - a quoted name shaped like a tool name (snake_case or kebab-case) after use/call/invoke/run/try:
 *   ``call `list_items` first`` — so `endCursor` (a field) and `add` (a value) are not tools;
 * - an unquoted snake_case name between use/call/invoke/run/try and "tool": `use the update_issue tool`;
 * - an unquoted snake_case name after use/call/invoke/run/try where a call goes on: followed by `(`, "first",
 *   "before", "after(wards)", "then", "again", "later", "next", "instead" or "to get/see/confirm/attach/…" —
 *   `Call check_stock first`, `use check_stock() before restocking`, `then call list_product to confirm`, `Use
 *   tag_bookmark afterwards` (new users' servers said these, and none was found); `use snake_case names` is not one;
 * - an unquoted snake_case name after "See also": `See also get_bookmarks.`;
 * - a labelled list of tool-shaped names: `Related: variable_list, variable_delete`, `See also: …`.
 * Names that exist anywhere in the server — a tool, a parameter or field name, an enum/const value, a
 * `$defs` name — are never reported, nor are names the sentence marks as gone ("replaces the old `x` tool",
 * "instead of `x`", "`x` (deprecated)"). Names compare case-insensitively.
 */






/** Builds the {@link NameIndex} of a server in one pass over its tools (linear in the size of the definitions). */
function buildNameIndex(tools) {
    const names = [];
    const known = new Set();
    const add = (value) => {
        if (typeof value === "string" && value !== "")
            known.add(value.toLowerCase());
    };
    for (const tool of tools) {
        if (typeof tool.name === "string") {
            names.push(tool.name);
            add(tool.name);
        }
        for (const schema of [tool.inputSchema, tool.outputSchema]) {
            (0,schema_walk/* walkSchema */.ry)(schema, ({ schema: node, key, role, path }) => {
                add(key);
                if (role === "definition")
                    add(path.slice(path.indexOf(".") + 1));
                if (typeof node === "boolean")
                    return;
                if (Array.isArray(node.enum))
                    node.enum.forEach(add);
                add(node.const);
            });
        }
    }
    return { tools: names, known, matcher: new NameMatcher(names) };
}
const QUOTE_OPEN = "[`'\"\u2018\u201c]";
const QUOTE_CLOSE = "[`'\"\u2019\u201d]";
const NAME = "[A-Za-z](?:[A-Za-z0-9_.\\-]{0,126}[A-Za-z0-9])?";
const QUOTED = `${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}`;
const SNAKE = "[a-z][a-z0-9]*(?:_[a-z0-9]+)+";
const VERB = "(?:use|uses|using|call|calls|calling|invoke|invokes|invoking|run|runs|running|try|tries|trying)";
const LIST_SEP = "\\s*(?:,\\s*(?:and|or|then)?|/|\\bor\\b|\\band\\b|\\bthen\\b)\\s*(?:the\\s+)?";
const TOOL_WORD = "(?:mcp\\s+)?tools?\\b";
/** snake_case or kebab-case, lower case, at least two words: how a tool name looks in prose. */
const TOOL_SHAPED = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/;
/** A character a quoted name opens with: every quoted phrasing needs one. */
const ANY_QUOTE_OPEN = new RegExp(QUOTE_OPEN);
const QUOTED_NAME = new RegExp(`${QUOTE_OPEN}(${NAME})${QUOTE_CLOSE}`, "g");
const WHOLE_NAME = new RegExp(`^${NAME}$`);
const SNAKE_GLOBAL = new RegExp(SNAKE, "g");
// `'x' tool`, `` `x` and `y` tools ``
const QUOTED_THEN_TOOL = new RegExp(`${QUOTED}(?:${LIST_SEP}${QUOTED})*\\s+${TOOL_WORD}`, "gi");
// ``use `x` ``, ``call the tool `x`, then `y` ``
const VERB_THEN_QUOTED = new RegExp(`\\b${VERB}\\s+(?:the\\s+|a\\s+)?(?:${TOOL_WORD}\\s*)?${QUOTED}(?:${LIST_SEP}${QUOTED})*`, "gi");
// `use the x_y tool`
const VERB_SNAKE_TOOL = new RegExp(`\\b${VERB}\\s+(?:the\\s+)?(${SNAKE}(?:${LIST_SEP}${SNAKE})*)\\s+${TOOL_WORD}`, "gi");
// `call x_y first`, `use x_y() before …`, `use x_y afterwards`, `call x_y to confirm`: an unquoted name in the place a
// tool is called from
const CALLED_AFTER = "(?:\\s*\\(|\\s+(?:(?:first|before|beforehand|after|afterwards?|then|again|later|next|instead)\\b|to\\s+(?:get|see|find|list|check|fetch|look|obtain|retrieve|confirm|verify|read|load|create|add|update|delete|remove|search|query|set|attach|tag|link|assign|export|import|save|store|edit|modify|change|download|upload|send|archive|move|rename|copy|view|show|inspect|resolve)\\b))";
const VERB_SNAKE_CALLED = new RegExp(`\\b${VERB}\\s+(?:the\\s+)?(${SNAKE})(?=${CALLED_AFTER})`, "gi");
// `See also get_bookmarks.`: an unquoted name pointed to without the colon of a list
const SEE_ALSO_SNAKE = new RegExp(`\\bsee\\s+also\\s+(?:the\\s+)?(${SNAKE})\\b`, "gi");
// `Related: a_b, c_d` at the start of a line or sentence, after an optional bullet or arrow
const LABELLED_LIST = /(?:^|\n|[.!?]\s+)[^\S\n]*[^\w\s]{0,3}[^\S\n]*(?:related(?:\s+tools?)?|see\s+also|also\s+see|alternatives?|similar\s+tools?|companion\s+tools?|tools)\s*:[^\S\n]*([^\n]+)/gi;
/** Words after `use 'x'` showing `x` is not a tool: "use `read-only` mode", "run the `db-migrate` command". */
const NOT_A_TOOL_AFTER = /^\s+(?:mode|modes|format|formats|encoding|option|options|flag|flags|parameter|parameters|param|params|argument|arguments|field|fields|value|values|key|keys|style|case|syntax|notation|header|headers|variable|variables|setting|settings|column|columns|property|properties|attribute|attributes|type|types|id|ids|prefix|suffix|extension|file|files|directory|folder|path|package|library|module|command|commands|script|scripts|branch|label|tag|image|model|strategy|algorithm|method|endpoint|url|version|template|profile|locale|language|region|query|filter|operator|keyword|sort|order|convention)\b/i;
/** Context before a name marking it as gone or as a contrast, not as something to call. */
const GONE_BEFORE = /(?:\b(?:deprecated|removed|replaces|replaced|replacing|supersedes|superseded|formerly|previously|renamed|instead of|rather than|no longer|legacy|used to be|was called)\b(?:[^\S\n]+[^\s.!?]+){0,4}|\b(?:the|an?|its)\s+old(?:\s+[^\s.!?]+)?)\s*[`'"\u2018\u201c]?$/i;
const GONE_AFTER = /^[^.!?\n]{0,20}\b(?:deprecated|removed|no longer (?:exists|available))\b/i;
function quotedNames(span, offset, needsToolShape) {
    return [...span.matchAll(QUOTED_NAME)].map((m) => ({ name: m[1], at: offset + m.index + 1, needsToolShape }));
}
/** The tool references in one text (hidden characters already stripped), in order; a name may repeat. */
function findToolReferences(text) {
    const refs = [];
    // Each phrasing is looked for only in text with the character it cannot do without (a quote, the `_` of a snake_case
    // name, a list's colon): most descriptions have none of them, and a 5,000-tool lint ran every pattern on each (issue 14).
    if (ANY_QUOTE_OPEN.test(text)) {
        for (const m of text.matchAll(QUOTED_THEN_TOOL))
            refs.push(...quotedNames(m[0], m.index, false));
        for (const m of text.matchAll(VERB_THEN_QUOTED)) {
            if (NOT_A_TOOL_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30)))
                continue;
            refs.push(...quotedNames(m[0], m.index, true));
        }
    }
    const snake = text.includes("_");
    for (const pattern of snake ? [VERB_SNAKE_CALLED, SEE_ALSO_SNAKE] : []) {
        for (const m of text.matchAll(pattern))
            refs.push({ name: m[1], at: m.index + m[0].length - m[1].length, needsToolShape: true });
    }
    for (const m of snake ? text.matchAll(VERB_SNAKE_TOOL) : []) {
        const list = m[1];
        const start = m.index + m[0].indexOf(list);
        for (const n of list.matchAll(SNAKE_GLOBAL))
            refs.push({ name: n[0], at: start + n.index, needsToolShape: true });
    }
    for (const m of text.includes(":") ? text.matchAll(LABELLED_LIST) : []) {
        const list = m[1].replace(/[.\s]+$/, "");
        const start = m.index + m[0].length - m[1].length;
        const items = list.split(/\s*(?:[,;|/]|\band\b|\bor\b)\s*/).filter((s) => s !== "");
        const parsed = items.map((item) => /^[([]?\s*(?:([`'"\u2018\u201c])(.+)[`'"\u2019\u201d]|(.+?))\s*[)\]]?$/.exec(item));
        // Only a list made of names alone is a list of tools; "See also: the pagination guide" is prose.
        if (parsed.some((p) => p === null || !WHOLE_NAME.test(p[2] ?? p[3])))
            continue;
        let cursor = 0;
        for (const p of parsed) {
            const quoted = p[2] !== undefined;
            const name = (p[2] ?? p[3]);
            const at = list.indexOf(name, cursor);
            cursor = at + name.length;
            if (quoted || TOOL_SHAPED.test(name))
                refs.push({ name, at: start + at, needsToolShape: !quoted });
        }
    }
    // Two phrasings can find the same name ("use the `a` tool"): keep one reference per position.
    return refs.sort((a, b) => a.at - b.at || Number(a.needsToolShape) - Number(b.needsToolShape)).filter((r, i, all) => i === 0 || all[i - 1].at !== r.at);
}
function sentenceAt(text, at) {
    const before = text.slice(0, at);
    const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), before.lastIndexOf("! "), before.lastIndexOf("? "));
    const rest = text.slice(at);
    const end = rest.search(/[.!?](?:\s|$)|\n/);
    return (0,excerpt/* excerpt */.K)(text.slice(start < 0 ? 0 : start + 1, end < 0 ? text.length : at + end + 1), 120);
}
/**
 * Lints prose sources (tool titles and descriptions, schema descriptions, instructions) for
 * `dangling-tool-reference`: one warning per missing name per owner (tool or `<instructions>`), at the first
 * place it appears, with the closest existing tool as a did-you-mean when one is close (edit distance, see
 * {@link NameMatcher}). `index` comes from {@link buildNameIndex}, built once for the server. Linear in the
 * text length and in the number of missing names (each did-you-mean is an index lookup, not a scan).
 */
function lintToolReferences(sources, index) {
    const scan = new ReferenceScan(index);
    for (const source of sources)
        scan.add(source);
    return scan.findings();
}
/**
 * {@link lintToolReferences} a source at a time (a lint made while calls are out: `LintRun`): `add` each source in
 * order, then `findings()` gives what `lintToolReferences` gives for those sources.
 */
class ReferenceScan {
    index;
    first = new Map();
    constructor(index) {
        this.index = index;
    }
    /** Reads one source's references to tools the server lacks. */
    add(source) {
        if (!(0,text_sources/* isProse */.y6)(source))
            return;
        const text = stripHiddenCharacters(source.text);
        for (const ref of findToolReferences(text)) {
            if (ref.needsToolShape && !TOOL_SHAPED.test(ref.name))
                continue;
            if (this.index.known.has(ref.name.toLowerCase()))
                continue;
            if (GONE_BEFORE.test(text.slice(Math.max(0, ref.at - 60), ref.at)) || GONE_AFTER.test(text.slice(ref.at + ref.name.length)))
                continue;
            const key = `${source.owner}\u0000${ref.name}`;
            const seen = this.first.get(key);
            if (seen)
                seen.count++;
            else
                this.first.set(key, { source, name: ref.name, sentence: sentenceAt(text, ref.at), count: 1 });
        }
    }
    /** One `dangling-tool-reference` per missing name per owner, in the order first met. */
    findings() {
        const { index } = this;
        const out = [];
        const suggestions = new Map();
        const tools = (0,excerpt/* excerpt */.K)(index.tools.slice(0, 12).map((t) => `"${t}"`).join(", "), 80);
        for (const { source, name, sentence, count } of this.first.values()) {
            if (!suggestions.has(name))
                suggestions.set(name, index.matcher.closest(name));
            const suggestion = suggestions.get(name);
            const where = (0,text_sources/* sourceLabel */.en)(source);
            const others = count > 1 ? ` (${count} mentions)` : "";
            const f = {
                tool: source.owner,
                message: `${where.charAt(0).toUpperCase()}${where.slice(1)} refers to tool "${name}"${others}, which this server does not expose${suggestion ? ` — did you mean "${suggestion}"?` : "."}`,
                fix: suggestion
                    ? `Change "${name}" to "${suggestion}" in ${where}, or remove the reference.`
                    : `Remove or correct the reference to "${name}" in ${where} (this server's tools: ${tools || "none"}).`,
                evidence: { excerpt: sentence },
            };
            if (source.parameter !== undefined)
                f.parameter = source.parameter;
            if (source.pointer !== undefined)
                f.pointer = source.pointer;
            // The offending text is the name referred to: rewording the sentence around it is not a new finding.
            f.text_hash = (0,finding/* textHash */._t)(name);
            out.push((0,finding/* finding */.gk)("dangling-tool-reference", f));
        }
        return out;
    }
}

// EXTERNAL MODULE: ./src/lint/tools-file.ts
var tools_file = __webpack_require__(57);
;// CONCATENATED MODULE: ./src/lint/index.ts
/**
 * `lint`: static checks of what the model reads — schema hygiene, descriptions, tool names, context cost,
 * tool annotations, dangling tool references, hidden text and tool poisoning. Reads tool definitions and instructions as
 * the server sent them (from a live `tools/list` or a saved file), never a connection (DESIGN.md "Layout").
 */



















/**
 * Runs every lint rule over one server's tools and instructions — plus the client profiles and the token
 * budget when `input` names them. Pure and synchronous; never throws on malformed definitions (they become
 * findings). Linear in the total size of the definitions: name sets for
 * the reference rule are built once.
 */
function lintServer(input) {
    return new LintRun(input).result();
}
/**
 * {@link lintServer} made a step at a time, so that a checkup lints while its calls are out instead of before the
 * first one (issue 14: 5,000 tools took 0.3 s of lint before any call). Each `step()` is a small piece of work —
 * one part of one tool's rules, or one rule over the whole server — and `result()` does what is left and gives
 * exactly what `lintServer` gives for the same input (the same findings in the same order). Never throws.
 */
class LintRun {
    input;
    steps = [];
    next = 0;
    tools;
    instructions;
    // Findings by where lintServer raised them, joined in that order by result() before the sort.
    perToolFindings = [];
    serverFindings = [];
    hiddenFindings = [];
    poisoningFindings = [];
    clientFindings = [];
    // A Map, then Object.fromEntries: a tool named "__proto__" stays an ordinary key.
    perTool = new Map();
    total = 0;
    breakdown;
    clientReport;
    done;
    constructor(input) {
        this.input = input;
        this.tools = input.tools;
        this.instructions = typeof input.instructions === "string" ? input.instructions : undefined;
        const sources = [];
        this.tools.forEach((original, i) => {
            this.steps.push(() => {
                const deep = (0,schema_depth/* tooDeepSchema */.uK)(original);
                // A schema too deep to walk is reported once and read no further (see schema-depth.ts).
                const tool = deep === undefined ? original : { ...original, [deep]: {} };
                const tokens = (0,context_cost/* definitionTokens */.uB)(tool);
                const owner = (0,text_sources/* toolOwner */.Qc)(tool, i);
                this.perTool.set(owner, (this.perTool.get(owner) ?? 0) + tokens);
                this.total += tokens;
                this.add(this.perToolFindings, deep !== undefined ? [(0,schema_depth/* schemaTooDeepFinding */.jm)(owner, deep)] : lintSchemaHygiene(tool, i));
                this.add(this.perToolFindings, lintDescription(tool, i));
                this.add(this.perToolFindings, (0,context_cost/* lintDefinitionSize */.Mb)(tool, i, tokens));
                this.add(this.perToolFindings, lintToolAnnotations(tool, i));
                sources[i] = (0,text_sources/* toolTextSources */.W5)(tool, i);
            });
            this.steps.push(() => {
                this.add(this.hiddenFindings, lintHiddenText(sources[i]));
                this.add(this.poisoningFindings, lintPoisoning(sources[i]));
            });
        });
        const last = (0,text_sources/* instructionsTextSources */.$u)(this.instructions);
        this.steps.push(() => {
            this.add(this.hiddenFindings, lintHiddenText(last));
            this.add(this.poisoningFindings, lintPoisoning(last));
        });
        this.steps.push(() => this.add(this.serverFindings, lintToolNames(this.tools)));
        this.steps.push(() => this.add(this.serverFindings, lintAnnotationSpread(this.tools)));
        let references;
        this.steps.push(() => void (references = new ReferenceScan(buildNameIndex(this.tools))));
        this.tools.forEach((_, i) => this.steps.push(() => sources[i].forEach((source) => references.add(source))));
        this.steps.push(() => {
            last.forEach((source) => references.add(source));
            this.add(this.serverFindings, references.findings());
        });
        this.steps.push(() => void (this.breakdown = (0,context_budget/* contextBreakdown */.l3)(this.tools)));
        if (input.clients !== undefined && input.clients.length > 0) {
            const clients = input.clients;
            this.steps.push(() => {
                const checked = (0,client_profiles/* checkClientProfiles */.Cd)(this.tools, clients);
                this.clientReport = { clients: clients.map((p) => p.id), results: checked.results };
                this.add(this.clientFindings, checked.findings);
            });
        }
    }
    /** Does the next piece of the lint; false once nothing is left (then {@link result} only assembles). */
    step() {
        const step = this.steps[this.next];
        if (step === undefined)
            return false;
        this.next++;
        step();
        return true;
    }
    /** Does what is left and gives the lint's result (the same object on every call). */
    result() {
        if (this.done !== undefined)
            return this.done;
        while (this.step())
            ;
        const { input } = this;
        const instructionsCost = (0,context_cost/* instructionsTokens */.s)(this.instructions);
        const definitions = Object.fromEntries(this.perTool);
        const breakdown = this.breakdown;
        const budget = input.tokenBudget !== undefined ? (0,context_budget/* budgetFindings */.As)(this.total + instructionsCost, input.tokenBudget, definitions, breakdown) : [];
        const findings = [...this.perToolFindings, ...this.serverFindings, ...this.hiddenFindings, ...this.poisoningFindings, ...budget, ...this.clientFindings];
        this.done = {
            findings: findings.sort(finding/* compareFindings */.Eg),
            definitionTokens: definitions,
            instructionsTokens: instructionsCost,
            contextTokens: this.total + instructionsCost,
            context: { budget: input.tokenBudget ?? null, saving_tokens: breakdown.savingTokens, repeated_schemas: breakdown.repeated },
            ...(this.clientReport !== undefined ? { clientProfiles: this.clientReport } : {}),
        };
        return this.done;
    }
    add(into, more) {
        for (const f of more)
            into.push(f);
    }
}


/***/ }),

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
