export const id = 546;
export const ids = [546];
export const modules = {

/***/ 8729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ publishableScorecard)
/* harmony export */ });
/* harmony import */ var _checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6573);

/**
 * The scorecard everything the Action shows is rendered from — job summary, PR comment, annotations, the Markdown,
 * SARIF and JUnit files, the reference report — as opposed to the JSON report, which keeps the engine's words.
 * This is the one place a scorecard is finalised before publishing:
 * - advice in the reader's terms (issue 13 item 5): every CLI flag in finding fixes and messages, probe details, the
 *   fixes of inconclusive calls and why a tool was not called (`not_called`) is said as the Action's input
 *   (`inActionTerms`: `--arg t:p=VALUE` → `mcp-args: t:p=VALUE`);
 * - secrets the user gave are to be removed here too (issue 12's redactor), so nothing rendered from it can leak them.
 * Returns a copy; the input is not changed. Pure.
 */
function publishableScorecard(scorecard) {
    return {
        ...scorecard,
        tools: scorecard.tools.map((t) => (t.not_called !== undefined ? { ...t, not_called: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(t.not_called) } : t)),
        findings: scorecard.findings.map((f) => ({ ...f, message: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(f.message), fix: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(f.fix) })),
        probes: scorecard.probes.map((p) => ({ ...p, detail: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(p.detail) })),
        inconclusive: scorecard.inconclusive.map((g) => ({ ...g, reason: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(g.reason), fix: (0,_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2)(g.fix) })),
        grade_cap: { ...scorecard.grade_cap, reasons: scorecard.grade_cap.reasons.map(_checkup_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .inActionTerms */ .r2) },
    };
}


/***/ }),

/***/ 9946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Up: () => (/* binding */ renderReferenceReport),
/* harmony export */   Xo: () => (/* binding */ referenceFileName),
/* harmony export */   cT: () => (/* binding */ resultSnapshot),
/* harmony export */   vK: () => (/* binding */ parseReferenceReport)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_stable_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4443);
/* harmony import */ var _scorecard_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2513);



/** The reference report's file on the badge branch: the badge's name with `.report.json` (`mcp-badge.report.json`). */
function referenceFileName(badgePath) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(badgePath).replace(/\.svg$/, "") + ".report.json";
}
/**
 * The part of a scorecard a later run compares with: grade, score, tools and findings, messages made stable
 * (`stableText`), no evidence, timings or latencies. Pure.
 */
function resultSnapshot(scorecard) {
    return {
        grade: scorecard.grade,
        score: scorecard.score,
        grade_capped: scorecard.grade_cap.capped,
        server: { name: scorecard.server.name, version: scorecard.server.version },
        tools: scorecard.tools.map((t) => ({ name: t.name, passed: t.passed, total: t.total, definition_tokens: t.definition_tokens })),
        context_tokens: scorecard.context_tokens,
        findings: scorecard.findings.map((f) => ({
            rule: f.rule,
            severity: f.severity,
            ...(f.tool !== undefined ? { tool: f.tool } : {}),
            ...(f.parameter !== undefined ? { parameter: f.parameter } : {}),
            message: (0,_report_stable_text_js__WEBPACK_IMPORTED_MODULE_1__/* .stableText */ .f)(f.message),
            ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
        })),
    };
}
/**
 * The text of the reference report to commit. When `previous` (the file now on the branch) holds the same result,
 * it is returned unchanged — same bytes, so no commit, and the commit it names stays the one that first gave this
 * result. Pure.
 */
function renderReferenceReport(report, previous) {
    if (previous !== null) {
        const old = parseReferenceReport(previous);
        if (old !== null && JSON.stringify(old.result) === JSON.stringify(report.result))
            return previous;
    }
    return `${JSON.stringify(report, null, 2)}\n`;
}
/**
 * Reads a reference report; null when the text is not one (not JSON, another format version, a missing or
 * mistyped key) — the pull request is then shown without a comparison. Never throws.
 */
function parseReferenceReport(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return null;
    }
    const r = data;
    const result = r?.result;
    if (r === null || typeof r !== "object" || r["mcp-checkup-reference"] !== 1 || typeof r.branch !== "string")
        return null;
    if (result === undefined || !_scorecard_types_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADES */ .F.includes(result.grade) || typeof result.score !== "number")
        return null;
    if (!Array.isArray(result.tools) || !Array.isArray(result.findings) || typeof result.context_tokens !== "number")
        return null;
    const okTools = result.tools.every((t) => typeof t?.name === "string" && typeof t.definition_tokens === "number");
    const okFindings = result.findings.every((f) => typeof f?.rule === "string" && typeof f.severity === "string" && typeof f.message === "string");
    return okTools && okFindings ? data : null;
}


/***/ }),

/***/ 2751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   rK: () => (/* binding */ decideStickyComment),
/* harmony export */   zu: () => (/* binding */ ourComments)
/* harmony export */ });
/* unused harmony exports parseCommentMarker, isStickyComment */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(915);
/**
 * The sticky-comment decision, as pure functions over the PR's comments (STYLE.md "A seam for every outside
 * thing"). One comment per server is found by the hidden marker on its FIRST line (`commentMarker`), updated in
 * place when the result changes, and left alone when it shows the same result (no "edited" noise).
 */

/** The first line of a comment body, without a trailing `\r`. */
function firstLine(body) {
    const end = body.indexOf("\n");
    return (end === -1 ? body : body.slice(0, end)).replace(/\r$/, "").trim();
}
/** The key and digest of a current marker line; null for anything else (a legacy marker included). */
function parseCommentMarker(line) {
    if (!line.startsWith(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMENT_MARKER_PREFIX */ .QO))
        return null;
    const m = /^key=(\S+) digest=([0-9a-f]+) -->$/.exec(line.slice(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMENT_MARKER_PREFIX */ .QO.length));
    if (!m)
        return null;
    try {
        return { key: decodeURIComponent(m[1]), digest: m[2] };
    }
    catch {
        return null;
    }
}
/** Whether a comment is this server's sticky comment: its first line is our marker for `match.key`, or a legacy one. */
function isStickyComment(comment, match) {
    if (typeof comment.body !== "string")
        return false;
    const line = firstLine(comment.body);
    const marker = parseCommentMarker(line);
    if (marker !== null)
        return marker.key === match.key.trim();
    return match.legacyTags.some((tag) => tag.trim() !== "" && line === (0,_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .legacyCommentMarker */ .Lv)(tag));
}
/**
 * This server's comments that the Action may edit, oldest first: those written by a bot (`user.type: "Bot"`, as
 * `github-actions[bot]` is) when there are any — a person who pastes our marker into their own comment must not
 * capture the sticky comment — else all of them (a personal token writes as a user).
 */
function ourComments(comments, match) {
    const ours = comments.filter((c) => isStickyComment(c, match));
    const byBot = ours.filter((c) => c.user?.type === "Bot");
    return (byBot.length > 0 ? byBot : ours).sort((a, b) => a.id - b.id);
}
/**
 * Decides between creating, updating or leaving the sticky comment, converging on one:
 * - the comment kept is the OLDEST of ours (concurrent runs that both created one agree on it, issue 12 item 8);
 *   the others by the same author are `duplicates`, to delete;
 * - none: create. The kept one's first line is already `body`'s (same key, same result digest): unchanged —
 *   its commit and run link are those of the run that first showed this result. Otherwise: update it (a legacy
 *   name-keyed comment is adopted this way).
 * `body` must start with its marker line (see `comment-body.ts`). Pure; never throws.
 */
function decideStickyComment(comments, match, body) {
    const ours = ourComments(comments, match);
    const keep = ours[0];
    if (keep === undefined)
        return { action: "create", body };
    const duplicates = ours.slice(1).filter((c) => c.user?.login === keep.user?.login).map((c) => c.id);
    const url = keep.html_url !== undefined ? { url: keep.html_url } : {};
    if (firstLine(keep.body ?? "") === firstLine(body))
        return { action: "unchanged", commentId: keep.id, ...url, duplicates };
    return { action: "update", commentId: keep.id, ...url, body, duplicates };
}


/***/ }),

/***/ 7729:
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

/***/ 6412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   p7: () => (/* binding */ markdownText)
/* harmony export */ });
/* unused harmony export DEFAULT_TEXT_LIMIT */
/* harmony import */ var _unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1370);
/**
 * Making server-supplied text inert in GitHub-flavoured Markdown and HTML (PR comments, job summaries).
 *
 * Server text (names, descriptions, error messages) is attacker-controlled on fork PRs, and neither
 * `markdown-table` nor `core.summary` escapes anything (reference/github-action-notes.md §0.6, §2.5 step 3).
 * Every function here returns text that:
 * - contains no raw HTML: `<`, `>`, `&` become entities, so there is no `<script>`, no `</details>` that could
 *   close our section, no `<!--` that could fake or hide our comment marker;
 * - is one line (line breaks folded to spaces), so it can never start a heading, a list, a code fence or an
 *   HTML block, and never breaks a table row; `|` is escaped so it never adds a table column;
 * - pings nobody: `@name` gets a zero-width space (U+200B) after the `@` and `#123` after the `#`. The text
 *   still reads `@octocat`, but GitHub's mention and issue-reference patterns need the name right after the
 *   sign, so no notification or cross-reference is made. (An HTML entity such as `&#64;` would not do: GitHub
 *   finds mentions in the rendered text, where the entity is an `@` again.);
 * - makes no links: `[`, `]` are escaped, and bare `https://` / `www.` get a zero-width space so GFM's
 *   autolinking does not fire;
 * - is at most `limit` characters before escaping (default {@link DEFAULT_TEXT_LIMIT}), cut with `…`;
 * - has no control, bidi-override or Unicode tag characters (see `unsafe-chars.ts`).
 */

/** Default length limit of one piece of server text, characters. */
const DEFAULT_TEXT_LIMIT = 300;
const ZWSP = "\u200B";
function clean(text, limit) {
    return (0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .toOneLine */ .GX)((0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .removeUnsafeChars */ .yI)(String(text))).trim(), limit ?? DEFAULT_TEXT_LIMIT);
}
/** Breaks mentions (`@name`), issue references (`#12`) and bare-URL autolinks with a zero-width space. */
function defuse(text) {
    return text
        .replace(/@(?=[A-Za-z0-9_])/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
}
/**
 * Escapes server text for use inside a line of GitHub-flavoured Markdown, table cells included: see the
 * module comment for what it guarantees. Markdown punctuation that means something inside a line (`\`
 * `` ` `` `*` `_` `[` `]` `|` `~` `$` `#`; `!` and `(` only matter next to an escaped `[`) is backslash-escaped
 * (GFM: any ASCII punctuation may be), HTML specials become entities. Renders as the original text. Never
 * throws.
 */
function escapeMarkdown(text, options = {}) {
    return atLineStart(escapeInline(defuse(clean(text, options.limit))));
}
/** Markdown punctuation and HTML specials of cleaned, defused text escaped (see {@link escapeMarkdown}). */
function escapeInline(text, backtick = "\\`") {
    return text.replace(/[&<>\\`*_[\]|~$#]/g, (c) => {
        if (c === "&")
            return "&amp;";
        if (c === "<")
            return "&lt;";
        if (c === ">")
            return "&gt;";
        if (c === "`")
            return backtick;
        return `\\${c}`;
    });
}
/** List and heading markers matter only at the start of a line: text meant for inside a line stays inert first too. */
function atLineStart(escaped) {
    return escaped.replace(/^[-+=]/, "\\$&").replace(/^(\d+)\./, "$1\\.");
}
/**
 * Escapes server text for HTML content or a double-quoted attribute (for example inside `<summary>`):
 * `& < > " '` become entities; mentions, references and bare URLs are defused as in {@link escapeMarkdown}.
 * Never throws.
 */
function escapeHtml(text, options = {}) {
    return defuse(clean(text, options.limit)).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
/**
 * Wraps server text in a Markdown code span (`` `name` ``) that shows it verbatim: the fence is one backtick
 * longer than the longest backtick run inside, with a space of padding when the text starts or ends with a
 * backtick or space (CommonMark §6.1 strips one such space each side). Code spans show their content
 * literally and GitHub makes no mentions or links inside them; still, as defence in depth (and so the raw
 * body never holds `<!--`, `</details>` or `@name`), a `<` before a letter, `/`, `!` or `?`, and `-->`, get
 * a zero-width space, and mentions, references and bare URLs are defused as in {@link escapeMarkdown}. Valid
 * MCP tool names (A-Z a-z 0-9 _ - .) are never changed. Empty text gives `_(empty)_`. Never throws.
 */
function codeSpan(text, options = {}) {
    let content = defuse(clean(text, options.limit))
        .replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`)
        .replace(/-->/g, `--${ZWSP}>`);
    if (content === "")
        return "_(empty)_";
    if (options.table)
        content = content.replace(/\|/g, "\\|");
    const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const pad = /^[` ]|[` ]$/.test(content) ? " " : "";
    return `${fence}${pad}${content}${pad}${fence}`;
}
/** A quoted stretch our wording puts around server text: `'name'` or `"text"`, opening after a space or `(` and closing before one. */
const QUOTED = /(?<=^|[\s([{:,=])(['"])((?:(?!\1).)+?)\1(?=$|[\s)\]},.;:!?])/g;
/**
 * Our own text, with server text inside it, as GitHub-flavoured Markdown (issue 15: fix texts escaped wholesale
 * showed our backticks as literal \` and `<` as `&lt;`). The text is plain — the same string the console, SARIF and
 * JSON show — and is split here:
 * - server values the caller names (`serverValues`: a finding's tool and parameter) and every stretch inside our
 *   quote marks (`'get_note'`, `"Invalid id"`, where our messages quote what a server said) become code spans
 *   ({@link codeSpan}): single quotes are dropped (`'get_note'` → `` `get_note` ``), double quotes stay inside, as
 *   in the JSON they often quote (`"type": "object"` → `` `"type"`: `"object"` ``);
 * - code our wording puts in backticks (`` `mcp-checkup snapshot` ``) stays a code span (through {@link codeSpan},
 *   so its content is defused like server text);
 * - everything else goes through the escaping of {@link escapeMarkdown}, with backticks written `&#96;` so no
 *   escaped character can join a code span's fence.
 * Adjacent code spans are kept apart with a zero-width space so their fences never pair across. So server text
 * stays inert wherever it sits — quoted, named, or (when a message embeds it unquoted) escaped — and can at worst
 * turn part of one line into code: no HTML, comment marker, mention, link, heading or table break (the guarantees
 * of the module comment). `limit` (default {@link DEFAULT_TEXT_LIMIT}) cuts the plain text before any of this.
 * Never throws.
 */
function markdownText(text, options = {}) {
    const plain = clean(text, options.limit);
    const spans = codeRanges(plain, options.serverValues ?? []);
    const out = [];
    let at = 0;
    const code = (content) => {
        if (out.length > 0 && out[out.length - 1].endsWith("`"))
            out.push(ZWSP);
        out.push(codeSpan(content, { limit: Number.MAX_SAFE_INTEGER, ...(options.table ? { table: true } : {}) }));
    };
    for (const span of spans) {
        if (span.start > at)
            out.push(escapeInline(defuse(plain.slice(at, span.start)), "&#96;"));
        code(span.content);
        at = span.end;
    }
    if (at < plain.length)
        out.push(escapeInline(defuse(plain.slice(at)), "&#96;"));
    const joined = out.join("");
    return spans[0]?.start === 0 ? joined : atLineStart(joined);
}
/** An example flag of our wording, `--arg get_task:id=…`, holding a server's tool and parameter names. */
const ARG_EXAMPLE = /--arg [^\s()'"`]+:[^\s()'"`=]+=…/g;
/**
 * Where {@link markdownText} puts code spans, in order and without overlap: our `--arg TOOL:NAME=…` examples
 * whole, then named server values (longest first, whole occurrences only, with quote marks around them taken in),
 * then quoted stretches, then our backtick spans (CommonMark: a run of n backticks closes at the next run of exactly n).
 */
function codeRanges(text, values) {
    const ranges = [];
    const free = (start, end) => ranges.every((r) => end <= r.start || start >= r.end);
    // Our `--arg TOOL:NAME=…` examples are one span: the tool's name alone in code split it (--arg `get_x`:id=…).
    for (const m of text.matchAll(ARG_EXAMPLE))
        ranges.push({ start: m.index, end: m.index + m[0].length, content: m[0] });
    const names = [...new Set(values.filter((v) => typeof v === "string" && v.trim() !== ""))].sort((a, b) => b.length - a.length);
    for (const name of names) {
        for (let from = text.indexOf(name); from >= 0; from = text.indexOf(name, from + 1)) {
            const to = from + name.length;
            if (/[\w-]/.test(text[from - 1] ?? "") && /[\w-]/.test(name[0]))
                continue;
            if (/[\w-]/.test(text[to] ?? "") && /[\w-]/.test(name[name.length - 1]))
                continue;
            const quote = text[from - 1];
            const quoted = (quote === "'" || quote === '"') && text[to] === quote;
            const start = quoted ? from - 1 : from;
            const end = quoted ? to + 1 : to;
            if (free(start, end))
                ranges.push({ start, end, content: quote === '"' && quoted ? `"${name}"` : name });
        }
    }
    for (const m of text.matchAll(QUOTED)) {
        const start = m.index;
        const end = start + m[0].length;
        if (free(start, end))
            ranges.push({ start, end, content: m[1] === '"' ? m[0] : m[2] });
    }
    const runs = [...text.matchAll(/`+/g)].filter((m) => free(m.index, m.index + m[0].length));
    for (let i = 0; i < runs.length; i++) {
        const open = runs[i];
        const close = runs.findIndex((r, j) => j > i && r[0].length === open[0].length);
        if (close < 0)
            continue;
        const start = open.index;
        const end = runs[close].index + runs[close][0].length;
        if (!free(start, end))
            continue;
        const inner = text.slice(start + open[0].length, runs[close].index);
        ranges.push({ start, end, content: inner.length > 2 && inner.startsWith(" ") && inner.endsWith(" ") ? inner.slice(1, -1) : inner });
        i = close;
    }
    return ranges.sort((a, b) => a.start - b.start);
}


/***/ }),

/***/ 3831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ capNote),
/* harmony export */   BX: () => (/* binding */ coverageNote),
/* harmony export */   Fp: () => (/* binding */ gradeText),
/* harmony export */   No: () => (/* binding */ interruptedNote),
/* harmony export */   T2: () => (/* binding */ serverDisplayName),
/* harmony export */   V8: () => (/* binding */ clientName),
/* harmony export */   Vd: () => (/* binding */ coverageFigure),
/* harmony export */   _K: () => (/* binding */ isDrift),
/* harmony export */   _c: () => (/* binding */ probeWarnings),
/* harmony export */   pZ: () => (/* binding */ hasContextCost),
/* harmony export */   rN: () => (/* binding */ costliest),
/* harmony export */   tr: () => (/* binding */ effectText),
/* harmony export */   uU: () => (/* binding */ reportFigures),
/* harmony export */   vw: () => (/* binding */ scenarioCell),
/* harmony export */   xH: () => (/* binding */ NO_ISSUES_TEXT),
/* harmony export */   z1: () => (/* binding */ noIssuesText)
/* harmony export */ });
/* unused harmony exports ONLY_ACCEPTED_TEXT, COSTLIEST_ROWS, effectFigure */
/* harmony import */ var _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7745);
/* harmony import */ var _lint_client_profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4621);
/* harmony import */ var _lint_context_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(110);
/* harmony import */ var _scorecard_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2513);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2011);






/**
 * Counts what the scorecard's rates were computed from (conclusive calls, high-confidence probe results with a
 * verdict, protocol checks that ran, lint-term findings as `computeScore` counts them). Renderers show these;
 * they never recompute a verdict. Pure.
 */
function reportFigures(scorecard) {
    const tally = (items) => ({
        passed: items.filter((i) => i.passed).length,
        total: items.length,
    });
    const accepted = (0,_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .acceptedCalls */ .n1)(scorecard.findings);
    const conclusive = scorecard.scenarios.filter((s) => (0,_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .isConclusive */ .c8)(s.outcome) && !accepted(s));
    const happy = scorecard.scenarios.filter((s) => s.kind === "happy");
    return {
        happy: {
            ...tally(conclusive.filter((s) => s.kind === "happy")),
            refused: happy.filter((s) => s.outcome === "refused").length,
            blocked: happy.filter((s) => s.outcome === "blocked").length,
        },
        edge: tally(conclusive.filter((s) => s.kind === "edge")),
        lint: (0,_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .lintCounts */ .kL)(scorecard.findings),
        effect: tally(scorecard.probes
            .filter((p) => p.confidence === "high" && (p.status === "passed" || p.status === "failed"))
            .map((p) => ({ passed: p.status === "passed" }))),
        protocolChecks: tally(scorecard.protocol_checks.filter((c) => c.status !== "skipped").map((c) => ({ passed: c.status === "passed" }))),
        definitionTokens: scorecard.tools.reduce((sum, t) => sum + t.definition_tokens, 0),
    };
}
/** What reports say under "Top issues to fix" when there is nothing to fix. */
const NO_ISSUES_TEXT = "No issues found — a model should be able to use this server cleanly.";
/** What the fix list says when nothing is left to fix but accepted findings (`--accepted`). */
const ONLY_ACCEPTED_TEXT = "No issues to fix besides the accepted findings (listed below).";
/** The fix list's line when it is empty: {@link ONLY_ACCEPTED_TEXT} when findings are accepted, else {@link NO_ISSUES_TEXT}. */
function noIssuesText(scorecard) {
    return scorecard.findings.some((f) => f.accepted !== undefined) ? ONLY_ACCEPTED_TEXT : NO_ISSUES_TEXT;
}
/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - probe cap off with probe failures: `grade cap off (would cap at C): …`, after what capped anyway (stdout
 *   pollution) when something did.
 */
function capNote(scorecard) {
    const cap = scorecard.grade_cap;
    if (cap.reasons.length === 0)
        return null;
    const applied = cap.enabled ? cap.reasons : cap.reasons.filter((r) => !(0,_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .isProbeCapReason */ .Jf)(r));
    const off = cap.enabled ? [] : cap.reasons.filter(_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .isProbeCapReason */ .Jf);
    const parts = [];
    if (cap.capped && applied.length > 0)
        parts.push(`capped at ${cap.cap ?? _scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .PROBE_GRADE_CAP */ .UI}: ${applied.join("; ")}`);
    else if (cap.cap !== null && applied.length > 0)
        parts.push(`cap at ${cap.cap} (the grade is already lower): ${applied.join("; ")}`);
    if (off.length > 0)
        parts.push(`grade cap off (would cap at ${_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .PROBE_GRADE_CAP */ .UI}): ${off.join("; ")}`);
    return parts.length > 0 ? parts.join("; ") : null;
}
/** The sentence saying a run stopped early and its scorecard is partial, or null for a complete run. Raw text. */
function interruptedNote(scorecard) {
    if (!scorecard.interrupted)
        return null;
    return `Interrupted (${scorecard.interruption ?? "stopped early"}): partial results, graded on what ran before the run stopped.`;
}
/**
 * `C (capped from A)` when the cap lowered the grade, `B (provisional)` when coverage is too low to trust it,
 * `A (interrupted)` when the run stopped early (a grade of what ran: a run stopped before its first call grades A on
 * nothing), the notes together when several apply, else just the grade.
 */
function gradeText(scorecard) {
    const cap = scorecard.grade_cap;
    const notes = [
        ...(cap.capped && cap.uncapped_grade !== scorecard.grade ? [`capped from ${cap.uncapped_grade}`] : []),
        ...(scorecard.provisional ? ["provisional"] : []),
        ...(scorecard.interrupted ? ["interrupted"] : []),
    ];
    return notes.length > 0 ? `${scorecard.grade} (${notes.join(", ")})` : scorecard.grade;
}
/**
 * The sentence about coverage, or null when no tool was called. Raw text. E.g. `coverage 25% (1 of 4 called
 * tools had a conclusive happy call) — provisional: supply real values or the network (see below)`.
 */
function coverageNote(scorecard) {
    const base = coverageFigure(scorecard);
    if (base === null)
        return null;
    return scorecard.provisional
        ? `${base} — provisional grade: below ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l9)(_scorecard_types_js__WEBPACK_IMPORTED_MODULE_5__/* .PROVISIONAL_BELOW */ .r)} the calls say too little about the server`
        : base;
}
/** The coverage alone, or null when no tool was called: `coverage 25% (1 of 4 called tools gave a conclusive happy call)`. Raw text. */
function coverageFigure(scorecard) {
    if (scorecard.coverage === null)
        return null;
    const { called, covered } = (0,_scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__/* .coveredTools */ .mo)(scorecard.scenarios);
    return `coverage ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l9)(scorecard.coverage)} (${covered.size} of ${called.size} called tool${called.size === 1 ? "" : "s"} gave a conclusive happy call)`;
}
/**
 * Whether the report has a context cost to state: not when the server never listed anything (it did not start,
 * so no lint ran and `context` is absent): "~0 estimated tokens (0 across 0 tools)" there read as a measurement.
 */
function hasContextCost(scorecard) {
    return scorecard.context !== undefined || scorecard.tools.length > 0 || scorecard.instructions_tokens > 0;
}
/** Whether a finding is about drift against a baseline (shown in its own section, issue "Schema drift"). */
function isDrift(rule) {
    return _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[rule]?.category === "drift";
}
/** The server's display name: `name version`, or `unknown server` when it never said. */
function serverDisplayName(scorecard) {
    const name = scorecard.server.name.trim() || "unknown server";
    return scorecard.server.version.trim() ? `${name} ${scorecard.server.version.trim()}` : name;
}
/**
 * `2/3`, or `0/3 · 3 refused` when calls counted for nothing, or `skipped: --read-only` when the run left the tool
 * out on purpose (`not_called`): a tool-table cell.
 */
function scenarioCell(t) {
    if (t.not_called !== undefined && t.total === 0)
        return `skipped: ${t.not_called}`;
    const aside = [t.refused > 0 ? `${t.refused} refused` : "", t.blocked > 0 ? `${t.blocked} blocked` : ""].filter(Boolean);
    return aside.length > 0 ? `${t.passed}/${t.total} · ${aside.join(", ")}` : `${t.passed}/${t.total}`;
}
/** Tools listed under "Costliest tools". */
const COSTLIEST_ROWS = 5;
/** The tools by definition tokens, most expensive first (ties by name), at most `n` (`costliestTools` over the tool table). */
function costliest(scorecard, n = COSTLIEST_ROWS) {
    return (0,_lint_context_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .costliestTools */ .I5)(Object.fromEntries(scorecard.tools.map((t) => [t.name, t.definition_tokens])), n);
}
/** How reports name a client profile id (`openai-strict` → `OpenAI strict mode`). */
function clientName(id) {
    return _lint_client_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .CLIENT_PROFILES */ .pS.find((p) => p.id === id)?.name ?? id;
}
/**
 * `2 medium-confidence probe warnings`: the failed probes below high confidence (they never count in the effect
 * rate, and never cap the grade), or "" when there are none. Pure.
 */
function probeWarnings(scorecard) {
    const weak = scorecard.probes.filter((p) => p.status === "failed" && p.confidence !== "high");
    if (weak.length === 0)
        return "";
    const levels = [...new Set(weak.map((p) => p.confidence))].sort().reverse().join("/");
    return `${weak.length} ${levels}-confidence probe warning${weak.length === 1 ? "" : "s"}`;
}
/**
 * The effect figure, saying why when there is no rate: `100%`; `n/a (no high-confidence probe ran)` when probes ran
 * but none at high confidence with a verdict; `n/a (no probe ran)` when none ran at all. Pure.
 */
function effectFigure(scorecard) {
    if (scorecard.effect_rate !== null)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l9)(scorecard.effect_rate);
    return scorecard.probes.length === 0 ? "n/a (no probe ran)" : "n/a (no high-confidence probe ran)";
}
/**
 * The effect figure explained when it alone would mislead (issue 15: the header said `effect n/a` while four probes
 * failed): {@link effectFigure}, then ` · ` and {@link probeWarnings} when probes below high confidence failed
 * (`100% · 2 medium-confidence probe warnings`). Pure.
 */
function effectText(scorecard) {
    const warnings = probeWarnings(scorecard);
    return warnings === "" ? effectFigure(scorecard) : `${effectFigure(scorecard)} · ${warnings}`;
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   YL: () => (/* binding */ formatLatency),
/* harmony export */   l9: () => (/* reexport safe */ _scorecard_grade_js__WEBPACK_IMPORTED_MODULE_0__.l9)
/* harmony export */ });
/* harmony import */ var _scorecard_grade_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2591);
/** Number formats shared by every renderer, so the console, Markdown and badge always show the same figures. */
/** A 0..1 rate as a whole percentage, rounded down: defined beside the grade it must agree with (`scorecard/grade.ts`). */

/** Milliseconds with one decimal: `12.345` → `12.3 ms`. */
function formatLatency(ms) {
    return `${ms.toFixed(1)} ms`;
}
/** A whole number with thousands separators (`1,234`), independent of the machine's locale. */
function formatCount(n) {
    return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
/** Seconds with one decimal from milliseconds: `3210` → `3.2 s`. */
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
/** `1 tool` / `3 tools`: a count with its noun, plural with `s` unless `nouns` says otherwise (`entry` / `entries`). */
function plural(n, noun, nouns = `${noun}s`) {
    return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}


/***/ }),

/***/ 4443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ stableText)
/* harmony export */ });
/* harmony import */ var _probes_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4228);

/**
 * `text` with what differs between two runs of the same result taken out, for texts that must be byte-identical
 * when nothing changed (the PR comment, the reference report; issue 13 item 6): the 8 hex digits of each probe
 * record marker (`tsp3f9a12c0title` → `tsp…title`; markers are salted per run so a store keeping old records does
 * not fool the probes). Pure.
 */
function stableText(text) {
    return text.replace(_probes_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .MARKER_PATTERN */ .Qk, (marker) => `tsp…${marker.slice(11)}`);
}


/***/ })

};
