export const id = 712;
export const ids = [712];
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

/***/ 4031:
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
/* harmony export */   Y3: () => (/* binding */ effectFigure),
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
/* unused harmony exports ONLY_ACCEPTED_TEXT, coverageFigure, COSTLIEST_ROWS */
/* harmony import */ var _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7745);
/* harmony import */ var _lint_client_profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4621);
/* harmony import */ var _lint_context_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(110);
/* harmony import */ var _scorecard_score_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7729);
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

/***/ 1992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ groupFindings)
/* harmony export */ });
/* harmony import */ var _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9483);
/* harmony import */ var _scorecard_top_issues_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7752);


/** `text` with `name` (as a whole name, not inside a longer one) written `…`, and call counts dropped. */
function generic(text, name) {
    let out = text;
    if (name !== undefined && name !== "")
        out = out.replace(new RegExp(`(?<![\\w-])${(0,_findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegExp */ .Nt)(name)}(?![\\w-])`, "g"), "…");
    return out
        .replace(/\s*\(seen in \d+ calls\)/g, "")
        .replace(/#\d+/g, "#N")
        .replace(/\s+/g, " ")
        .trim();
}
/**
 * Groups findings by cause: ranked and de-duplicated like `topIssues` (info left out unless `includeInfo`),
 * then issues of one rule, severity, confidence and parameter whose message and fix read the same once their
 * tool is written `…` are merged into one group, at the place of the first. Server-wide findings (no tool) stay
 * one group each. Pure.
 */
function groupFindings(findings, options = {}) {
    const groups = new Map();
    const order = [];
    for (const issue of (0,_scorecard_top_issues_js__WEBPACK_IMPORTED_MODULE_0__/* .topIssues */ .X)({ findings: [...findings] }, options)) {
        const cause = generic(issue.message, issue.tool);
        const entry = {
            rule: issue.rule,
            severity: issue.severity,
            ...(issue.confidence !== undefined ? { confidence: issue.confidence } : {}),
            ...(issue.parameter !== undefined ? { parameter: issue.parameter } : {}),
            message: issue.message,
            fix: issue.fix,
            cause,
            tools: issue.tool === undefined ? [] : [issue.tool],
            count: issue.count,
            priority: issue.priority,
        };
        if (issue.tool === undefined) {
            order.push(entry);
            continue;
        }
        const key = JSON.stringify([issue.rule, issue.severity, issue.confidence ?? "", issue.parameter ?? "", cause, generic(issue.fix, issue.tool)]);
        const group = groups.get(key);
        if (group) {
            if (!group.tools.includes(issue.tool))
                group.tools.push(issue.tool);
            group.count += issue.count;
            continue;
        }
        groups.set(key, entry);
        order.push(entry);
    }
    return order;
}


/***/ }),

/***/ 129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ hangingWrap),
/* harmony export */   Hi: () => (/* binding */ breakName),
/* harmony export */   Pk: () => (/* binding */ fitColumns),
/* harmony export */   b8: () => (/* binding */ naturalWidths),
/* harmony export */   oO: () => (/* binding */ packLine),
/* harmony export */   oX: () => (/* binding */ DEFAULT_TERMINAL_WIDTH),
/* harmony export */   sc: () => (/* binding */ textWidth),
/* harmony export */   xb: () => (/* binding */ CELL_PADDING)
/* harmony export */ });
/* harmony import */ var fast_string_width__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3223);
/* harmony import */ var fast_wrap_ansi__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8483);


/**
 * Fitting terminal output to a width (issue 15: the header box grew to 102 columns, the probe table to 96 and
 * `list` to 126, and all of them broke at 80): tables get column widths that add up to the width, prose lines wrap
 * with a hanging indent, and names too long for their column break after `-`, `_`, `.` or `/`. Widths are display
 * columns (`fast-string-width`: colour codes count nothing, wide characters and emoji two). Not `string-width` and
 * `wrap-ansi`: the first non-ASCII text they measure costs a cold process about 45 ms (an `Intl.Segmenter` and the
 * `\p{RGI_Emoji}` pattern), on every run's critical path (issue 14).
 */
/** The width reports fit when the terminal's is not known (stdout is a file or a pipe), columns. */
const DEFAULT_TERMINAL_WIDTH = 80;
/** The display width of `text`: its widest line, colour codes left out. */
function textWidth(text) {
    return Math.max(0, ...text.split("\n").map((line) => (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(line)));
}
/** cli-table3's padding of a cell, left and right together, in columns. */
const CELL_PADDING = 2;
/**
 * Column widths for cli-table3's `colWidths` (padding included) so that a table of `natural` widths (each
 * column's widest cell plus {@link CELL_PADDING}) fits in `width` columns with its borders (one more than the
 * columns): while it is too wide, the column with the largest width per `weight` (default 1 each) that is above its
 * `minimum` gives up one column — so flexible columns end in proportion to their weights (a description at 1.6
 * keeps more room than a name at 1). A table whose columns are all at their minimum stays wider than `width`; a
 * table that fits keeps its natural widths. Pure.
 */
function fitColumns(natural, width, minimum = [], weight = []) {
    const widths = [...natural];
    const floor = widths.map((w, i) => Math.min(w, Math.max(minimum[i] ?? 0, CELL_PADDING + 1)));
    const share = (i) => widths[i] / (weight[i] ?? 1);
    let excess = widths.reduce((sum, w) => sum + w, 0) + widths.length + 1 - width;
    while (excess > 0) {
        let pick = -1;
        for (let i = 0; i < widths.length; i++)
            if (widths[i] > floor[i] && (pick < 0 || share(i) > share(pick)))
                pick = i;
        if (pick < 0)
            break;
        widths[pick] -= 1;
        excess -= 1;
    }
    return widths;
}
/**
 * The natural widths of a table's columns: each column's widest cell (head included) plus {@link CELL_PADDING}.
 * Pure.
 */
function naturalWidths(head, rows) {
    return head.map((h, i) => Math.max(textWidth(h), ...rows.map((row) => textWidth(row[i] ?? ""))) + CELL_PADDING);
}
/**
 * A name (a tool, a parameter) in lines of at most `width` columns: broken after `-`, `_`, `.`, `/` or a space
 * where it can be, and hard where a piece is longer than a line. Lines are joined with `\n` (cli-table3 keeps
 * them). Pure.
 */
function breakName(name, width) {
    const max = Math.max(1, width);
    if ((0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(name) <= max)
        return name;
    const pieces = name.match(/[^-_./ ]*[-_./ ]+|[^-_./ ]+$/g) ?? [name];
    const lines = [];
    let line = "";
    for (const piece of pieces) {
        if ((0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(line + piece) <= max) {
            line += piece;
            continue;
        }
        if (line !== "")
            lines.push(line.trimEnd());
        line = "";
        let rest = piece;
        while ((0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(rest) > max) {
            const chars = Array.from(rest);
            let cut = 0;
            let used = 0;
            while (cut < chars.length && used + (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(chars[cut]) <= max)
                used += (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(chars[cut++]);
            const head = chars.slice(0, Math.max(1, cut)).join("");
            lines.push(head);
            rest = rest.slice(head.length);
        }
        line = rest;
    }
    if (line.trim() !== "")
        lines.push(line.trimEnd());
    return lines.join("\n");
}
/**
 * `prefix` then `body` word-wrapped to `width` columns, colour codes kept (fast-wrap-ansi; a word longer than a line is
 * cut), the lines after the first indented by the prefix's width so a list item's text lines up under itself:
 * `  1. ✖ a long message…` / `         …that goes on`. Pure.
 */
function hangingWrap(prefix, body, width) {
    const indent = textWidth(prefix);
    const lines = (0,fast_wrap_ansi__WEBPACK_IMPORTED_MODULE_1__/* .wrapAnsi */ .a)(body, Math.max(10, width - indent), { hard: true, trim: true }).split("\n");
    return lines.map((line, i) => (i === 0 ? prefix : " ".repeat(indent)) + line).join("\n");
}
/**
 * `parts` joined with `separator` on as few lines as fit in `width` columns: a part that would pass the width starts
 * a new line (`happy 100%  |  edge 100%  |  lint 100%` / `effect n/a (no high-confidence probe ran)`). Pure.
 */
function packLine(parts, separator, width) {
    const lines = [];
    for (const part of parts) {
        const last = lines.length - 1;
        if (last >= 0 && textWidth(lines[last] + separator + part) <= width)
            lines[last] += separator + part;
        else
            lines.push(part);
    }
    return lines.join("\n");
}


/***/ })

};
