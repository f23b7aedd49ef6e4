export const id = 956;
export const ids = [956];
export const modules = {

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nz: () => (/* binding */ buildAggregateCommentBody),
  Yq: () => (/* binding */ buildAggregateSummary),
  SM: () => (/* binding */ buildCommentBody),
  fR: () => (/* binding */ buildSummary)
});

// UNUSED EXPORTS: AGGREGATE_TARGET_CHARS, measureBytes, measureChars, resultDigest, truncateMarkdown

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/badge.ts
var report_badge = __webpack_require__(793);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(7835);
// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/scorecard/score.ts
var score = __webpack_require__(110);
// EXTERNAL MODULE: ./src/scorecard/types.ts
var types = __webpack_require__(2513);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/figures.ts
var report_figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/stable-text.ts
var stable_text = __webpack_require__(4443);
;// CONCATENATED MODULE: ./src/report/pr-comment.ts








/** Most new, fixed and drift entries listed before the rest are counted. */
const CHANGE_ROWS = 5;
/** Most tool names listed on one group before the rest are counted. */
const GROUP_TOOLS = 3;
/**
 * The PR comment's Markdown, read in ten seconds (issue 13 item 7): verdict and change first — the grade (and how
 * it moved against the reference run: `Grade B → A (+6 %)`), new and fixed findings, error and warning counts —
 * then "What to fix" with one entry per cause group (rule, tools, cause, fix), the calls that counted for nothing
 * (refused and blocked, by cause), drift, the component rates and coverage on one line, and the tool and probe tables folded into `<details>` beyond `foldRows` rows.
 *
 * Deterministic: the same scorecard, groups and change give the same bytes — no run time, no latency, no probe
 * record names (`stableText`) — so an unchanged result never edits the comment. Server text is escaped
 * (`escape.ts`); the output has no `<!--` (the caller puts the marker above it). Ends with a newline. Pure.
 */
function renderPrComment(scorecard, options) {
    const text = (value, limit, values = [], table = false) => (0,report_escape/* markdownText */.p7)((0,stable_text/* stableText */.f)(value), { limit, serverValues: values, ...(table ? { table: true } : {}) });
    const figures = (0,report_figures/* reportFigures */.uU)(scorecard);
    const badge = options.badgeUrl !== undefined ? `![mcp: ${(0,report_badge/* badgeMessage */.XQ)(scorecard)}](${linkDestination(options.badgeUrl)}) ` : "";
    const out = [`### ${badge}MCP Checkup: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_figures/* serverDisplayName */.T2)(scorecard), { limit: 120 })}`, ""];
    const change = options.change ?? null;
    if (change !== null)
        out.push(...changeHead(scorecard, change.result, change.against));
    else {
        const note = (0,report_figures/* capNote */.$k)(scorecard);
        out.push(`**Grade ${(0,report_figures/* gradeText */.Fp)(scorecard)}** · score ${(0,format/* formatPercent */.l9)(scorecard.score)}${note === null ? "" : ` — ${text(note, 400)}`}`);
        if (options.noComparison)
            out.push("", `<sub>${options.noComparison}</sub>`);
    }
    out.push("", verdict(scorecard, options.groups), "");
    const toFix = options.groups.filter((g) => g.severity !== "info" && !(0,report_figures/* isDrift */._K)(g.rule));
    if (toFix.length > 0) {
        const max = options.maxGroups ?? 8;
        out.push("#### What to fix", "");
        toFix.slice(0, max).forEach((g, i) => {
            const icon = g.severity === "error" ? "❌" : "⚠️";
            const confidence = g.confidence !== undefined && g.confidence !== "high" ? ` _(${g.confidence} confidence)_` : "";
            out.push(`${i + 1}. ${icon} **${(0,report_escape/* escapeMarkdown */.FV)(g.rule)}**${where(g)}${confidence}  `, `   ${text(sentence(g.message), 360, [...g.tools, g.parameter])}${g.count > 1 ? ` _(${(0,format/* plural */.LS)(g.count, "finding")})_` : ""}  `, `   **Fix:** ${text(sentence(g.fix), 360, [...g.tools, g.parameter])}`);
        });
        if (toFix.length > max)
            out.push("", `_… and ${(0,format/* plural */.LS)(toFix.length - max, "more cause")}: see the job summary._`);
        out.push("");
    }
    out.push(...inconclusiveLines(scorecard, text));
    if (change !== null && (change.result.newFindings.length > 0 || change.result.fixedFindings.length > 0)) {
        out.push(`#### Changed against ${(0,report_escape/* codeSpan */.SS)(change.against.branch)}`, "", ...findingChangeLines(change.result), "");
    }
    const drift = scorecard.findings.filter((f) => (0,report_figures/* isDrift */._K)(f.rule));
    const toolMoves = change === null ? [] : toolChangeLines(change.result);
    if (drift.length > 0 || toolMoves.length > 0) {
        out.push("#### Changes to what the model sees", "", ...toolMoves);
        out.push(...drift.slice(0, CHANGE_ROWS).map((f) => `- ${findingWhere(f)} — ${text(sentence(f.message), 300, [f.tool, f.parameter])}`));
        if (drift.length > CHANGE_ROWS)
            out.push(`- … and ${(0,format/* plural */.LS)(drift.length - CHANGE_ROWS, "more change")} (job summary).`);
        out.push("");
    }
    const warnings = (0,report_figures/* probeWarnings */._c)(scorecard);
    const effect = scorecard.effect_rate === null ? (0,report_figures/* effectText */.tr)(scorecard) : `${(0,format/* formatPercent */.l9)(scorecard.effect_rate)} (${figures.effect.passed}/${figures.effect.total})${warnings ? ` · ${warnings}` : ""}`;
    const rates = [
        figures.happy.total === 0 ? "happy paths n/a (no conclusive call)" : `happy paths ${(0,format/* formatPercent */.l9)(scorecard.happy_pass_rate)} (${figures.happy.passed}/${figures.happy.total})`,
        `edge cases ${(0,format/* formatPercent */.l9)(scorecard.edge_resilience_rate)} (${figures.edge.passed}/${figures.edge.total})`,
        `lint ${(0,format/* formatPercent */.l9)(scorecard.lint_score)}`,
        `effect ${effect}`,
    ];
    if (scorecard.coverage !== null)
        rates.push(`coverage ${(0,format/* formatPercent */.l9)(scorecard.coverage)}`);
    if (figures.protocolChecks.total > 0)
        rates.push(`protocol checks ${figures.protocolChecks.passed}/${figures.protocolChecks.total}`);
    rates.push(`~${(0,format/* formatCount */.B4)(scorecard.context_tokens)} tokens of context`);
    out.push(`<sub>${rates.join(" · ")} · ${(0,report_escape/* escapeMarkdown */.FV)(scorecard.protocol.label)}</sub>`, "");
    if (options.tables !== false) {
        const fold = options.foldRows ?? 5;
        if (scorecard.tools.length > 0) {
            const failing = scorecard.tools.filter((t) => t.passed + t.refused + t.blocked < t.total).length;
            const { called, covered } = (0,score/* coveredTools */.mo)(scorecard.scenarios);
            const inconclusive = called.size - covered.size;
            const state = failing > 0 ? `${failing} with failures` : inconclusive > 0 ? `none failed, ${inconclusive} with nothing conclusive` : "all pass";
            const rows = scorecard.tools.map((t) => [(0,report_escape/* codeSpan */.SS)(t.name, { table: true, limit: 80 }), (0,report_figures/* scenarioCell */.vw)(t), (0,format/* formatCount */.B4)(t.definition_tokens)]);
            const table = (0,markdown_table/* markdownTable */.Q)([["Tool", "Scenarios passed", "Def. tokens"], ...rows], { align: ["l", "r", "r"], alignDelimiters: false });
            out.push(...folded(`Tools (${scorecard.tools.length}): ${state}`, table, rows.length > fold));
        }
        if (scorecard.probes.length > 0) {
            const failed = scorecard.probes.filter((p) => p.status === "failed").length;
            const rows = scorecard.probes.map((p) => [
                (0,report_escape/* escapeMarkdown */.FV)(p.probe, { limit: 40 }),
                (0,report_escape/* codeSpan */.SS)(p.tool, { table: true, limit: 80 }),
                p.status === "failed" ? "**failed**" : p.status,
                p.confidence,
                text(p.detail, 160, [p.tool], true),
            ]);
            const table = (0,markdown_table/* markdownTable */.Q)([["Probe", "Tool", "Result", "Confidence", "Detail"], ...rows], { alignDelimiters: false });
            out.push(...folded(`Effect probes (${scorecard.probes.length}): ${failed === 0 ? "none failed" : `${failed} failed`}`, table, rows.length > fold));
        }
    }
    return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}
/**
 * The change against the reference run in a few lines (the comment's head, and the job summary's "What this
 * changes"): `**Grade B → A** (+6 %) · score 86% → 92% against \`main\` at \`abc1234\``, then new and fixed
 * finding counts, tools added or removed, and the context cost when it moved. Pure.
 */
function changeHead(scorecard, r, against) {
    const note = (0,report_figures/* capNote */.$k)(scorecard);
    const cap = note === null ? "" : ` — ${(0,report_escape/* escapeMarkdown */.FV)((0,stable_text/* stableText */.f)(note), { limit: 400 })}`;
    const reference = `${(0,report_escape/* codeSpan */.SS)(against.branch)}${against.commit ? ` at ${(0,report_escape/* codeSpan */.SS)(against.commit.slice(0, 7))}` : ""}`;
    const grade = r.gradeBefore === r.gradeAfter ? `**Grade ${(0,report_figures/* gradeText */.Fp)(scorecard)}**` : `**Grade ${r.gradeBefore} → ${(0,report_figures/* gradeText */.Fp)(scorecard)}**`;
    const lines = [
        r.changed
            ? `${grade} (${signedPoints(r.scoreDelta)}) · score ${(0,format/* formatPercent */.l9)(r.scoreBefore)} → ${(0,format/* formatPercent */.l9)(r.scoreAfter)} against ${reference}${cap}`
            : `${grade} · score ${(0,format/* formatPercent */.l9)(r.scoreAfter)}, the same result as ${reference}${cap}`,
    ];
    const moves = [];
    if (r.newFindings.length > 0)
        moves.push(`🆕 **${(0,format/* plural */.LS)(r.newFindings.length, "new finding")}**`);
    if (r.fixedFindings.length > 0)
        moves.push(`✅ ${r.fixedFindings.length} fixed`);
    if (r.toolsAdded.length > 0)
        moves.push(`${(0,format/* plural */.LS)(r.toolsAdded.length, "tool")} added`);
    if (r.toolsRemoved.length > 0)
        moves.push(`${(0,format/* plural */.LS)(r.toolsRemoved.length, "tool")} removed`);
    if (r.contextTokensBefore !== r.contextTokensAfter)
        moves.push(`context ~${(0,format/* formatCount */.B4)(r.contextTokensBefore)} → ~${(0,format/* formatCount */.B4)(r.contextTokensAfter)} tokens`);
    if (moves.length > 0)
        lines.push("", moves.join(" · "));
    return lines;
}
/** The new and fixed findings, at most {@link CHANGE_ROWS} of each, the rest counted. Pure. */
function findingChangeLines(r) {
    const text = (value, limit) => (0,report_escape/* markdownText */.p7)((0,stable_text/* stableText */.f)(value), { limit });
    return [...changeLines("🆕", r.newFindings, text), ...changeLines("✅ fixed:", r.fixedFindings, text)];
}
/** A URL made safe as a Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkDestination(url) {
    return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
/** `+6 %` / `−4 %` / `±0 %`: a score change in percentage points. */
function signedPoints(delta) {
    const points = Math.round(delta * 100);
    return points > 0 ? `+${points} %` : points < 0 ? `−${-points} %` : "±0 %";
}
/**
 * The one-line verdict: error and warning counts and how many causes they come from (or that there are none), and
 * how many changes to what the model sees (drift, listed in its own section).
 */
function verdict(scorecard, groups) {
    const count = (severity) => scorecard.findings.filter((f) => f.severity === severity && !(0,report_figures/* isDrift */._K)(f.rule) && f.accepted === undefined).length;
    const errors = count("error");
    const warnings = count("warning");
    const infos = count("info");
    const causes = groups.filter((g) => g.severity !== "info" && !(0,report_figures/* isDrift */._K)(g.rule)).length;
    const drift = scorecard.findings.filter((f) => (0,report_figures/* isDrift */._K)(f.rule)).length;
    const notes = infos > 0 ? ` (and ${infos} info ${infos === 1 ? "note" : "notes"} in the job summary)` : "";
    const changes = drift > 0 ? ` · ${(0,format/* plural */.LS)(drift, "change")} to what the model sees` : "";
    const accepted = scorecard.findings.filter((f) => f.accepted !== undefined).length;
    const file = scorecard.acceptance !== undefined ? ` in ${(0,report_escape/* codeSpan */.SS)(scorecard.acceptance.file, { limit: 80 })}` : "";
    const acceptedNote = scorecard.acceptance !== undefined ? ` · ☑️ ${(0,format/* plural */.LS)(accepted, "accepted finding")}${file} (cost nothing; listed in the job summary)` : "";
    if (errors + warnings === 0)
        return `✅ No errors or warnings${notes}${changes}${acceptedNote}.`;
    const parts = [errors > 0 ? `❌ **${(0,format/* plural */.LS)(errors, "error")}**` : "", warnings > 0 ? `⚠️ **${(0,format/* plural */.LS)(warnings, "warning")}**` : ""].filter(Boolean);
    return `${parts.join(" and ")} from ${(0,format/* plural */.LS)(causes, "cause")}${notes}${changes}${acceptedNote}.`;
}
/** Most causes of inconclusive calls listed before the rest are counted. */
const INCONCLUSIVE_ROWS = 4;
/**
 * "Calls that counted for nothing": one line per cause of refused and blocked happy calls (the scorecard's
 * `inconclusive` groups), with its tools and the fix that makes them conclusive; headed by the coverage when the
 * grade is provisional. Nothing when every call was conclusive.
 */
function inconclusiveLines(scorecard, text) {
    const groups = scorecard.inconclusive;
    if (groups.length === 0)
        return [];
    const out = ["#### Calls that counted for nothing", ""];
    const coverage = (0,report_figures/* coverageFigure */.Vd)(scorecard);
    if (scorecard.provisional && coverage !== null) {
        out.push(`**Provisional grade:** ${text(coverage, 300)}; below ${(0,format/* formatPercent */.l9)(types/* PROVISIONAL_BELOW */.r)} the calls say too little about the server.`, "");
    }
    for (const g of groups.slice(0, INCONCLUSIVE_ROWS)) {
        const label = g.outcome === "blocked" ? "Blocked" : "Refused";
        out.push(`- **${label}** · ${(0,format/* plural */.LS)(g.calls, "call")}${where(g)} — ${text(sentence(g.reason), 300, g.tools)} **Fix:** ${text(sentence(g.fix), 300, g.tools)}`);
    }
    if (groups.length > INCONCLUSIVE_ROWS)
        out.push(`- … and ${(0,format/* plural */.LS)(groups.length - INCONCLUSIVE_ROWS, "more cause")} (job summary).`);
    out.push("");
    return out;
}
/** ` on \`a\`, \`b\`, \`c\` and 24 more tools`, or nothing for a server-wide group. */
function where(group) {
    if (group.tools.length === 0)
        return "";
    const shown = group.tools.slice(0, GROUP_TOOLS).map((t) => (0,report_escape/* codeSpan */.SS)(t, { limit: 80 }));
    const rest = group.tools.length - shown.length;
    if (rest > 0)
        return ` on ${(0,format/* plural */.LS)(group.tools.length, "tool")}: ${shown.join(", ")} and ${rest} more`;
    return ` on ${shown.join(shown.length === 2 ? " and " : ", ")}`;
}
function findingWhere(f) {
    const tool = f.tool === undefined ? "" : ` on ${(0,report_escape/* codeSpan */.SS)(f.tool, { limit: 80 })}`;
    const parameter = f.parameter === undefined ? "" : ` · ${(0,report_escape/* codeSpan */.SS)(f.parameter, { limit: 80 })}`;
    return `**${(0,report_escape/* escapeMarkdown */.FV)(f.rule)}**${tool}${parameter}`;
}
function changeLines(label, changes, text) {
    const lines = changes.slice(0, CHANGE_ROWS).map((c) => `- ${label} ${findingWhere(c)} — ${text(sentence(c.message), 200)}`);
    if (changes.length > CHANGE_ROWS)
        lines.push(`- ${label} … and ${changes.length - CHANGE_ROWS} more (job summary).`);
    return lines;
}
function toolChangeLines(change) {
    const names = (list) => list.slice(0, 10).map((n) => (0,report_escape/* codeSpan */.SS)(n, { limit: 80 })).join(", ") + (list.length > 10 ? ` and ${list.length - 10} more` : "");
    const lines = [];
    if (change.toolsAdded.length > 0)
        lines.push(`- Tools added: ${names(change.toolsAdded)}`);
    if (change.toolsRemoved.length > 0)
        lines.push(`- Tools removed: ${names(change.toolsRemoved)}`);
    return lines;
}
/** A table, folded into `<details>` with `summary` when `fold`, else under a bold line. */
function folded(summary, table, fold) {
    return fold ? ["<details>", `<summary>${summary}</summary>`, "", table, "", "</details>", ""] : [`**${summary}**`, "", table, ""];
}
/** Text as a sentence: trimmed, ending with `.`, `!` or `?`. */
function sentence(text) {
    const t = text.trim();
    return /[.!?…]$/.test(t) ? t : `${t}.`;
}

// EXTERNAL MODULE: ./src/report/aggregate.ts + 1 modules
var aggregate = __webpack_require__(6720);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
;// CONCATENATED MODULE: ./src/action/comment-body.ts






/** `text.length`: comment bodies are limited in characters (github-action-notes §2.4). */
const measureChars = (text) => text.length;
/** UTF-8 bytes: the job summary is limited to 1 MiB of UTF-8. */
const measureBytes = (text) => Buffer.byteLength(text, "utf8");
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
function advance(state, line) {
    const fence = FENCE.exec(line)?.[1];
    if (state.fence !== null) {
        // A fence closes with a run of the same character at least as long (CommonMark §4.5).
        const closes = fence !== undefined && fence[0] === state.fence[0] && fence.length >= state.fence.length && line.trim() === fence;
        return closes ? { ...state, fence: null } : state;
    }
    if (fence !== undefined)
        return { ...state, fence };
    const opened = (line.match(/<details\b/gi) ?? []).length;
    const closed = (line.match(/<\/details\s*>/gi) ?? []).length;
    return { ...state, details: Math.max(0, state.details + opened - closed) };
}
function closers(state) {
    const parts = [];
    if (state.fence !== null)
        parts.push(state.fence);
    for (let i = 0; i < state.details; i++)
        parts.push("", "</details>");
    return parts.length > 0 ? `${parts.join("\n")}\n` : "";
}
/**
 * Cuts Markdown to at most `limit` (as `measure` counts) at a line boundary, closes a code fence or
 * `<details>` blocks left open by the cut, and appends `note` (its own paragraph). Text already within the
 * limit is returned unchanged. When not even the first line fits, that line is cut by characters (never inside
 * a surrogate pair). The cut follows dorny/test-reporter's `get-report.ts` (line by line, close the fence).
 * Pure; never throws.
 */
function truncateMarkdown(text, limit, note, measure = measureChars) {
    if (measure(text) <= limit)
        return text;
    const tail = `\n${note}\n`;
    const lines = text.split("\n");
    let state = { fence: null, details: 0 };
    let kept = 0;
    let size = 0;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const next = advance(state, line);
        const nextSize = size + measure(line) + 1;
        if (nextSize + measure(closers(next)) + measure(tail) > limit)
            break;
        state = next;
        size = nextSize;
        kept = i + 1;
    }
    if (kept === 0) {
        const room = Math.max(0, limit - measure(tail) - 1);
        let cut = Array.from(lines[0] ?? "");
        while (cut.length > 0 && measure(cut.join("")) > room)
            cut = cut.slice(0, Math.max(0, Math.floor(cut.length * 0.9) - 1));
        return `${cut.join("")}\n${tail}`;
    }
    return `${lines.slice(0, kept).join("\n")}\n${closers(state)}${tail}`;
}
/** Layouts tried in turn until the body fits the target: fewer cause groups, then no tables. */
const SHRINK_STEPS = [{}, { maxGroups: 5 }, { maxGroups: 5, tables: false }, { maxGroups: 3, tables: false }];
/**
 * The sticky PR comment body: the marker on the first line (`commentMarker(key, digest)`), the comment
 * (`renderPrComment`: verdict and change first, causes, folded tables), then `footer`. The digest is a hash of the
 * comment part only, so two runs with the same result write the same marker line and the second leaves the comment
 * alone, although its footer (commit, run link) differs (issue 13 item 6). Kept under `target` by dropping detail
 * (`SHRINK_STEPS`), and always under `limit`: past it the comment is cut at a line with fences and `<details>`
 * closed (github-action-notes §2.4). The marker survives every cut. Pure; never throws.
 */
function buildCommentBody(scorecard, options) {
    const limit = options.limit ?? constants/* COMMENT_BODY_LIMIT */.tx;
    const target = options.target ?? constants/* COMMENT_TARGET_CHARS */.SE;
    const render = (step) => renderPrComment(scorecard, {
        groups: options.groups,
        change: options.change ?? null,
        noComparison: options.noComparison ?? null,
        badgeUrl: (0,report_badge/* shieldsBadgeUrl */.Fq)(scorecard),
        ...step,
    });
    const footer = `\n${options.footer}\n`;
    const markerLength = (0,constants/* commentMarker */.Ql)(options.key, "0".repeat(12)).length + 1;
    let comment = "";
    for (const step of SHRINK_STEPS) {
        comment = render(step);
        if (markerLength + comment.length + footer.length <= target)
            break;
    }
    if (markerLength + comment.length + footer.length > limit) {
        const where = options.runUrl ? `the [job summary](${options.runUrl})` : "the job summary";
        comment = truncateMarkdown(comment, limit - markerLength - footer.length, `_Cut to fit GitHub's comment size limit: the full scorecard is in ${where}._`);
    }
    return `${(0,constants/* commentMarker */.Ql)(options.key, resultDigest(comment))}\n${comment}${footer}`;
}
/** Layouts of the aggregate comment tried in turn until it fits its target: fewer details, then fewer rows. */
const AGGREGATE_STEPS = [
    { details: "all", maxRows: 50 },
    { details: "failing", maxRows: 50 },
    { details: "none", maxRows: 50 },
    { details: "none", maxRows: 25 },
];
/** The length the aggregate comment aims to stay under, characters: a table of many servers needs more than one scorecard. */
const AGGREGATE_TARGET_CHARS = 30_000;
/**
 * The one sticky comment of a set of servers (`aggregateReports`): the marker with the set's key and a digest of the
 * result on the first line, the table and each server's folded details (`renderAggregateMarkdown`), then `footer`.
 * Kept under {@link AGGREGATE_TARGET_CHARS} by folding fewer details, then listing fewer rows (worst first; the rest
 * are counted and are in the job summary), and always under `limit` (cut at a line, blocks closed). Pure.
 */
function buildAggregateCommentBody(report, options) {
    const limit = options.limit ?? constants/* COMMENT_BODY_LIMIT */.tx;
    const target = options.target ?? AGGREGATE_TARGET_CHARS;
    const footer = `\n${options.footer}\n`;
    const markerLength = (0,constants/* commentMarker */.Ql)(options.key, "0".repeat(12)).length + 1;
    let comment = "";
    for (const step of AGGREGATE_STEPS) {
        comment = (0,aggregate/* renderAggregateMarkdown */.d4)(report, { ...step, headingLevel: 3, moreIn: "the job summary" });
        if (markerLength + comment.length + footer.length <= target)
            break;
    }
    if (markerLength + comment.length + footer.length > limit) {
        const where = options.runUrl ? `the [job summary](${options.runUrl})` : "the job summary";
        comment = truncateMarkdown(comment, limit - markerLength - footer.length, `_Cut to fit GitHub's comment size limit: every server is in ${where}._`);
    }
    return `${(0,constants/* commentMarker */.Ql)(options.key, resultDigest(comment))}\n${comment}${footer}`;
}
/**
 * The job summary of a set of servers: the table with every server and each one's details; above the 1 MiB
 * step-summary limit without the details, then cut at a line. Pure.
 */
function buildAggregateSummary(report, limitBytes = constants/* SUMMARY_BYTE_LIMIT */.Kj) {
    const full = (0,aggregate/* renderAggregateMarkdown */.d4)(report, { details: "all" });
    if (measureBytes(full) <= limitBytes)
        return full;
    const compact = (0,aggregate/* renderAggregateMarkdown */.d4)(report, { details: "failing" });
    if (measureBytes(compact) <= limitBytes)
        return compact;
    return truncateMarkdown((0,aggregate/* renderAggregateMarkdown */.d4)(report, { details: "none" }), limitBytes, "_Cut to fit the job summary size limit: see the JSON reports._", measureBytes);
}
/** 12 hex digits of the SHA-256 of a comment's result part: equal results, equal digests. */
function resultDigest(comment) {
    return (0,external_node_crypto_.createHash)("sha256").update(comment).digest("hex").slice(0, 12);
}
/**
 * The job summary: "What this changes" against the reference run (when there is one), the full Markdown scorecard
 * with its badge, and `note`. Above the 1 MiB step-summary limit the details are dropped, then the text is cut like
 * a comment. Pure; never throws.
 */
function buildSummary(scorecard, options = {}, limitBytes = constants/* SUMMARY_BYTE_LIMIT */.Kj) {
    const badgeUrl = (0,report_badge/* shieldsBadgeUrl */.Fq)(scorecard);
    const change = options.change ?? null;
    const head = change === null ? "" : ["## What this changes", "", ...changeHead(scorecard, change.result, change.against), "", ...findingChangeLines(change.result), "", ""].join("\n");
    const tail = options.note ? `\n${options.note}\n` : "";
    const full = head + (0,markdown/* renderMarkdown */.G)(scorecard, { details: true, badgeUrl }) + tail;
    if (measureBytes(full) <= limitBytes)
        return full;
    const compact = head + (0,markdown/* renderMarkdown */.G)(scorecard, { details: false, badgeUrl }) + tail;
    if (measureBytes(compact) <= limitBytes)
        return compact;
    return truncateMarkdown(compact, limitBytes, "_Scorecard cut to fit the job summary size limit: see the JSON report._", measureBytes);
}


/***/ }),

/***/ 2411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ createCommentsApi)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9479);

/**
 * The REST implementation: `GET /repos/{owner}/{repo}/issues/{n}/comments` through `octokit.paginate`
 * (100 a page, following the `Link` header), `POST …/issues/{n}/comments`, `PATCH …/issues/comments/{id}`,
 * `DELETE …/issues/comments/{id}`, `GET …/pulls/{n}`.
 */
function createCommentsApi(client, repo) {
    return {
        async list(issueNumber) {
            const comments = await client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 });
            return comments.map(toComment);
        },
        async create(issueNumber, body) {
            const { data } = await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
            return toComment(data);
        },
        async update(commentId, body) {
            const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
            return toComment(data);
        },
        async remove(commentId) {
            try {
                await client.rest.issues.deleteComment({ ...repo, comment_id: commentId });
            }
            catch (error) {
                if ((0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 404)
                    throw error;
            }
        },
        async pullRequestHeadSha(prNumber) {
            const { data } = await client.rest.pulls.get({ ...repo, pull_number: prNumber });
            return data.head.sha;
        },
    };
}
function toComment(data) {
    return {
        id: data.id,
        body: data.body ?? null,
        ...(data.html_url !== undefined ? { html_url: data.html_url } : {}),
        user: (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .authorOf */ .rM)(data.user),
    };
}


/***/ }),

/***/ 9413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ syncStickyComment)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9479);
/* harmony import */ var _sticky_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2751);


/**
 * Brings the PR's sticky comment up to date and converges on one comment (issue 12 item 8: two concurrent runs
 * left two): lists every comment (all pages), decides with `decideStickyComment`, then
 * - updates the oldest comment of ours (or leaves it when it shows the same result) and deletes our duplicates;
 * - or creates one, lists again, and when an older comment of ours appeared meanwhile (a concurrent run), deletes
 *   the one it created and updates the older one instead.
 * An update answered 404 (the comment was deleted meanwhile) becomes a create (github-action-notes §2.5 step 7).
 * Throws the API's error otherwise (the caller names its cause with `describeGitHubError`).
 */
async function syncStickyComment(api, prNumber, match, body, options = { create: true }) {
    const decision = (0,_sticky_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .decideStickyComment */ .rK)(await api.list(prNumber), match, body);
    const deleted = [];
    const removeAll = async (ids) => {
        for (const id of ids) {
            await api.remove(id);
            deleted.push(id);
        }
    };
    if (decision.action === "unchanged") {
        await removeAll(decision.duplicates);
        return { action: "unchanged", id: decision.commentId, ...url(decision.url), deleted };
    }
    if (decision.action === "update") {
        try {
            const updated = await api.update(decision.commentId, body);
            await removeAll(decision.duplicates);
            return { action: "updated", id: updated.id, ...url(updated.html_url), deleted };
        }
        catch (error) {
            if ((0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 404)
                throw error;
        }
    }
    if (decision.action === "create" && !options.create)
        return { action: "not-needed", deleted };
    const created = await api.create(prNumber, body);
    return converge(api, prNumber, match, body, created, deleted);
}
/** After a create: the oldest comment of ours by the same author wins; ours is deleted when it is not that one. */
async function converge(api, prNumber, match, body, created, deleted) {
    const sameAuthor = (0,_sticky_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .ourComments */ .zu)(await api.list(prNumber), match).filter((c) => c.user?.login === created.user?.login);
    const oldest = sameAuthor[0];
    if (oldest === undefined || oldest.id >= created.id)
        return { action: "created", id: created.id, ...url(created.html_url), deleted };
    await api.remove(created.id);
    deleted.push(created.id);
    if ((0,_sticky_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(oldest.body ?? "") === (0,_sticky_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(body))
        return { action: "unchanged", id: oldest.id, ...url(oldest.html_url), deleted };
    const updated = await api.update(oldest.id, body);
    return { action: "updated", id: updated.id, ...url(updated.html_url), deleted };
}
function url(value) {
    return value !== undefined ? { url: value } : {};
}


/***/ }),

/***/ 2956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aH: () => (/* binding */ provenance),
  publish: () => (/* binding */ publish)
});

// UNUSED EXPORTS: setScoreOutputs, shouldCreateComment, writeReportFiles

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/report/badge.ts
var badge = __webpack_require__(793);
// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(8833);
// EXTERNAL MODULE: ./src/report/figures.ts
var figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/unsafe-chars.ts
var unsafe_chars = __webpack_require__(1370);
;// CONCATENATED MODULE: ./src/report/badge-svg.ts
/**
 * The SVG badge, made offline with badge-maker (its font-width tables are large, so this module is loaded only by
 * what writes the SVG: the Action's publishing and the library).
 */




function escapeXml(text) {
    return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}
/** The badge title's note: the cap (when capped) and a provisional grade's coverage; null when there is neither. */
function badgeNote(scorecard) {
    const notes = [scorecard.grade_cap.capped ? (0,figures/* capNote */.$k)(scorecard) : null, scorecard.provisional ? (0,figures/* coverageNote */.BX)(scorecard) : null].filter((n) => n !== null);
    return notes.length > 0 ? notes.join("; ") : null;
}
/**
 * The SVG badge (`mcp | A 93%`, colour by grade), made offline with badge-maker's `makeBadge`. badge-maker
 * always writes `<title>label: message</title>` and has no option for another title (only `links`), so when
 * the grade was capped or is provisional that element's text is replaced with `mcp: C (capped) — capped at C:
 * <reasons>` / `mcp: B 85% — coverage 20% (…) — provisional grade …`, XML-escaped (tool names in the reasons are
 * server text) and cut at 300 characters. Never throws for any scorecard (badge-maker throws only for an empty
 * message, which cannot happen here).
 */
function renderBadgeSvg(scorecard, options = {}) {
    const message = (0,badge/* badgeMessage */.XQ)(scorecard);
    const svg = (0,lib/* makeBadge */.O)({ label: badge/* BADGE_LABEL */.Xj, message, color: badge/* GRADE_COLORS */.Rg[scorecard.grade], style: options.style ?? "flat" });
    const note = badgeNote(scorecard);
    if (note === null)
        return svg;
    const title = (0,unsafe_chars/* truncate */.xv)((0,unsafe_chars/* toOneLine */.GX)((0,unsafe_chars/* removeUnsafeChars */.yI)(`${badge/* BADGE_LABEL */.Xj}: ${message} — ${note}`)), 300);
    const generated = `<title>${escapeXml(`${badge/* BADGE_LABEL */.Xj}: ${message}`)}</title>`;
    const replacement = `<title>${escapeXml(title)}</title>`;
    // The generated title is where badge-maker puts it; if a future version moves it, add ours after <svg …>.
    return svg.includes(generated) ? svg.replace(generated, () => replacement) : svg.replace(/<svg[^>]*>/, (m) => m + replacement);
}

// EXTERNAL MODULE: ./src/report/group-findings.ts
var group_findings = __webpack_require__(1992);
;// CONCATENATED MODULE: ./src/report/json.ts
/** Top-level key order of the JSON report: the `Scorecard` type's order (DESIGN.md "Reports", JSON). */
const SCORECARD_KEYS = [
    "schemaVersion",
    "server",
    "protocol",
    "target",
    "grade",
    "score",
    "happy_pass_rate",
    "edge_resilience_rate",
    "lint_score",
    "effect_rate",
    "grade_cap",
    "coverage",
    "provisional",
    "tools",
    "scenarios",
    "inconclusive",
    "probes",
    "protocol_checks",
    "findings",
    "instructions_tokens",
    "context_tokens",
    "token_method",
    "context",
    "client_profiles",
    "discovery",
    "acceptance",
    "seed",
    "timing",
    "interrupted",
    "interruption",
];
const SERVER_KEYS = ["name", "version", "title", "instructions"];
const PROTOCOL_KEYS = ["era", "version", "label"];
const CAP_KEYS = ["enabled", "capped", "cap", "uncapped_grade", "reasons"];
const TOOL_KEYS = ["name", "passed", "total", "refused", "blocked", "avg_latency_ms", "definition_tokens", "not_called"];
const SCENARIO_KEYS = [
    "tool",
    "kind",
    "description",
    "arguments",
    "verdict",
    "outcome",
    "passed",
    "error_code",
    "duration_ms",
    "detail",
    "cause",
    "rules",
    "findings",
    "value_sources",
];
const GROUP_KEYS = ["outcome", "cause", "reason", "fix", "tools", "calls"];
const PROBE_KEYS = ["probe", "tool", "status", "confidence", "basis", "detail", "rules", "findings"];
const CHECK_KEYS = ["check", "status", "detail", "rules", "findings"];
/** DESIGN.md lists finding keys in this order: rule, severity, tool, parameter, confidence, message, fix. */
const FINDING_KEYS = [
    "rule",
    "severity",
    "tool",
    "parameter",
    "confidence",
    "message",
    "fix",
    "evidence",
    "pointer",
    "text_hash",
    "accepted",
];
const TIMING_KEYS = ["started_at", "total_ms", "server_wait_ms", "extra_servers_ms", "own_ms", "cpu_ms"];
/**
 * A copy of `value` with `keys` first, in that order, then any other keys it has (fields added later are kept,
 * after the known ones); keys whose value is undefined are left out.
 */
function ordered(value, keys) {
    const out = {};
    const record = value;
    for (const key of keys)
        if (record[key] !== undefined)
            out[key] = record[key];
    for (const [key, v] of Object.entries(record))
        if (!(key in out) && v !== undefined)
            out[key] = v;
    return out;
}
/** The object fields of the report put in their own key order. */
const OBJECT_FIELDS = [
    ["server", SERVER_KEYS],
    ["protocol", PROTOCOL_KEYS],
    ["grade_cap", CAP_KEYS],
    ["timing", TIMING_KEYS],
];
/** The list fields of the report, each element put in its own key order (the lists that grow with the server). */
const LIST_FIELDS = [
    ["tools", TOOL_KEYS],
    ["scenarios", SCENARIO_KEYS],
    ["inconclusive", GROUP_KEYS],
    ["probes", PROBE_KEYS],
    ["protocol_checks", CHECK_KEYS],
    ["findings", FINDING_KEYS],
];
/** The top level of the report: its keys in order, object fields ordered, list fields as the scorecard has them. */
function topLevel(scorecard) {
    const top = ordered(scorecard, SCORECARD_KEYS);
    for (const [field, keys] of OBJECT_FIELDS)
        top[field] = ordered(scorecard[field], keys);
    return top;
}
/** The key order of each list field's elements, by field name. */
const LIST_KEYS = new Map(LIST_FIELDS);
/** An element of a list field in report form: an object in the list's key order, anything else as it is. */
function listElement(keys, value) {
    return typeof value === "object" && value !== null ? ordered(value, keys) : value;
}
/**
 * The scorecard as a plain object in report key order: the JSON report is its `JSON.stringify(…, null, 2)` and a
 * newline, which {@link jsonReportChunks} writes in pieces without building this copy.
 */
function toJsonReport(scorecard) {
    const top = topLevel(scorecard);
    for (const [field, keys] of LIST_FIELDS)
        top[field] = scorecard[field].map((element) => listElement(keys, element));
    return top;
}
/** List elements serialised together in one piece of {@link jsonReportChunks}. */
const ELEMENTS_PER_PIECE = 256;
/**
 * The JSON report ({@link renderJson}) in pieces, which join to exactly its text: a list field a few hundred elements
 * at a time, so that a report of tens of thousands of calls is never one string nor a second copy of the scorecard
 * in report order (issue 14: the 5,000-tool run's report is 12.7 MB). Each piece is JSON.stringify's own output
 * for a one-key object holding the field (or a slice of its elements), cut out of its braces: the indentation is
 * JSON.stringify's, and so is the speed.
 */
function* jsonReportChunks(scorecard) {
    // JSON.stringify leaves out a member whose value it cannot serialise (a function, a symbol): so does the report.
    const entries = Object.entries(topLevel(scorecard)).filter(([, value]) => typeof value !== "function" && typeof value !== "symbol");
    yield "{\n";
    for (const [i, [field, value]] of entries.entries()) {
        const end = i === entries.length - 1 ? "\n" : ",\n";
        const keys = LIST_KEYS.get(field);
        if (keys === undefined || !Array.isArray(value) || value.length === 0) {
            // `{\n  "field": value\n}` → `  "field": value`
            yield `${JSON.stringify({ [field]: value }, null, 2).slice(2, -2)}${end}`;
            continue;
        }
        yield `  ${JSON.stringify(field)}: [\n`;
        for (let at = 0; at < value.length; at += ELEMENTS_PER_PIECE) {
            const slice = value.slice(at, at + ELEMENTS_PER_PIECE).map((element) => listElement(keys, element));
            // `{\n  "x": [\n    …,\n    …\n  ]\n}` → `    …,\n    …`: the elements already at the list's depth
            yield `${at === 0 ? "" : ",\n"}${JSON.stringify({ x: slice }, null, 2).slice(11, -6)}`;
        }
        yield `\n  ]${end}`;
    }
    yield "}\n";
}
/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles). {@link jsonReportChunks} gives the same text in pieces, for a file.
 */
function renderJson(scorecard) {
    return [...jsonReportChunks(scorecard)].join("");
}

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/findings/rules.ts
var rules = __webpack_require__(7745);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** The suite holding findings that belong to no tool (server-wide, and the server's instructions). */
const JUNIT_SERVER_SUITE = "server";
/** The suite holding protocol conformance checks and protocol findings. */
const JUNIT_PROTOCOL_SUITE = "protocol";
/**
 * Renders a scorecard as JUnit XML for test-report tools (the Jenkins xunit `junit-10.xsd` dialect, which
 * also carries the Ant attributes readers expect: `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`).
 *
 * - One `<testsuite>` per advertised tool, in `scorecard.tools` order (then any other tool named by a result),
 *   even when empty; then `protocol` (protocol checks and protocol findings) and `server` (other findings
 *   without a tool, and the `<instructions>`), each only when it has a testcase.
 * - One `<testcase>` per scenario (`classname` = tool, `name` = its description, `time` = its duration) and per
 *   effect probe (`name` = the probe); one per protocol check. Failed ones get `<failure>` whose `message` is
 *   the message of the first finding the result names (its `findings` references, looked up in
 *   `scorecard.findings`) and " Fix: " and its fix (the result's own detail when it names none), `type` the rule
 *   id, and a body with outcome, verdict, detail and arguments. Nothing is matched by guess. Skipped,
 *   refused and blocked calls (which count for nothing) and inconclusive probes get `<skipped>`. A failed
 *   protocol check whose finding is only info passes, with the note in `<system-out>`.
 * - Error- and warning-level findings not shown by any of those (lint, drift, server-wide…) each become a
 *   failed testcase named after the rule (and parameter) in their tool's suite; info findings are left out.
 * - A case whose finding is accepted (`--accepted`) is `<skipped>` with the entry's reason: it costs nothing.
 * Times are seconds with 3 decimals; `errors` is always 0 (every problem is a `failure`). No `hostname` is
 * written (the report does not depend on the machine). All text is escaped; characters XML 1.0 forbids
 * (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are removed, and so are those no report replays
 * (`removeUnsafeChars`), since server text may contain anything.
 */
function renderJunit(scorecard) {
    const suites = new Map();
    const suite = (key, name) => {
        let s = suites.get(key);
        if (!s)
            suites.set(key, (s = { name, cases: [] }));
        return s;
    };
    const toolSuite = (tool) => suite(`tool:${tool}`, tool);
    for (const tool of scorecard.tools)
        toolSuite(tool.name);
    const named = namedFindings(scorecard.findings);
    for (const s of scorecard.scenarios)
        toolSuite(s.tool).cases.push(scenarioCase(s, named));
    for (const p of scorecard.probes)
        toolSuite(p.tool).cases.push(probeCase(p, named));
    for (const c of scorecard.protocol_checks)
        suite("protocol", JUNIT_PROTOCOL_SUITE).cases.push(protocolCase(c, named));
    for (const f of scorecard.findings) {
        if (named.shown.has(f) || f.severity === "info")
            continue;
        const owner = f.tool === undefined || f.tool === finding/* INSTRUCTIONS_OWNER */.GS ? undefined : f.tool;
        const target = owner !== undefined ? toolSuite(owner) : rules/* RULES */.y0[f.rule]?.category === "protocol" ? suite("protocol", JUNIT_PROTOCOL_SUITE) : suite("server", JUNIT_SERVER_SUITE);
        target.cases.push({
            classname: owner ?? target.name,
            name: `${f.rule}${f.parameter !== undefined ? ` (${f.parameter})` : ""}${f.tool === finding/* INSTRUCTIONS_OWNER */.GS ? ` (${finding/* INSTRUCTIONS_OWNER */.GS})` : ""}`,
            seconds: 0,
            ...(f.accepted !== undefined
                ? { skipped: acceptedNote(f) }
                : { failure: failureOf(f, [`Severity: ${f.severity}`, ...(f.evidence?.excerpt ? [`Evidence: ${f.evidence.excerpt}`] : [])]) }),
        });
    }
    const all = [...suites.values()];
    const count = (cases) => ({
        tests: cases.length,
        failures: cases.filter((c) => c.failure).length,
        skipped: cases.filter((c) => c.skipped !== undefined).length,
    });
    const total = count(all.flatMap((s) => s.cases));
    const timestamp = junitTimestamp(scorecard.timing.started_at);
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${attrs({
            name: `mcp-checkup: ${scorecard.server.name} ${scorecard.server.version}`,
            tests: total.tests,
            failures: total.failures,
            errors: 0,
            skipped: total.skipped,
            time: seconds(scorecard.timing.total_ms / 1000),
        })}>`,
    ];
    all.forEach((s, id) => {
        const n = count(s.cases);
        const head = attrs({
            name: s.name,
            tests: n.tests,
            failures: n.failures,
            errors: 0,
            skipped: n.skipped,
            time: seconds(s.cases.reduce((sum, c) => sum + c.seconds, 0)),
            ...(timestamp ? { timestamp } : {}),
            id,
        });
        if (s.cases.length === 0) {
            lines.push(`  <testsuite${head}/>`);
            return;
        }
        lines.push(`  <testsuite${head}>`);
        for (const c of s.cases)
            lines.push(...caseLines(c));
        lines.push("  </testsuite>");
    });
    lines.push("</testsuites>");
    return `${lines.join("\n")}\n`;
}
function caseLines(c) {
    const head = `    <testcase${attrs({ classname: c.classname, name: c.name, time: seconds(c.seconds) })}`;
    if (c.failure) {
        return [
            `${head}>`,
            `      <failure${attrs({ message: c.failure.message, type: c.failure.type })}>${escapeText(c.failure.body)}</failure>`,
            "    </testcase>",
        ];
    }
    if (c.skipped !== undefined)
        return [`${head}>`, `      <skipped${attrs({ message: c.skipped })}/>`, "    </testcase>"];
    if (c.output !== undefined)
        return [`${head}>`, `      <system-out>${escapeText(c.output)}</system-out>`, "    </testcase>"];
    return [`${head}/>`];
}
function namedFindings(findings) {
    const shown = new Set();
    return {
        shown,
        first(refs) {
            for (const ref of refs ?? []) {
                const f = findings.find((x) => (0,finding/* refersTo */.zA)(ref, x));
                if (f) {
                    shown.add(f);
                    return f;
                }
            }
            return undefined;
        },
    };
}
function scenarioCase(s, named) {
    const c = { classname: s.tool, name: s.description, seconds: s.duration_ms / 1000 };
    if (s.outcome === "skipped")
        return { ...c, skipped: s.detail };
    if (s.outcome === "refused" || s.outcome === "blocked")
        return { ...c, skipped: `${s.outcome}: ${s.detail}` };
    if (s.outcome === "passed")
        return c;
    const f = named.first(s.findings);
    const details = [
        `Outcome: ${s.outcome}; verdict: ${s.verdict}${s.error_code !== undefined ? ` (JSON-RPC error ${s.error_code})` : ""}`,
        `Detail: ${s.detail}`,
        `Arguments: ${s.arguments === undefined ? "(omitted)" : cut(JSON.stringify(s.arguments) ?? String(s.arguments), 2000)}`,
    ];
    if (f?.accepted !== undefined)
        return { ...c, skipped: acceptedNote(f) };
    return { ...c, failure: f ? failureOf(f, details) : { message: `${s.description}: ${s.outcome}: ${s.detail}`, type: s.rules[0] ?? s.verdict, body: details.join("\n") } };
}
function probeCase(p, named) {
    const c = { classname: p.tool, name: p.probe, seconds: 0 };
    if (p.status === "skipped" || p.status === "inconclusive")
        return { ...c, skipped: `${p.status}: ${p.detail}` };
    if (p.status === "passed")
        return c;
    const f = named.first(p.findings);
    const details = [`Confidence: ${p.confidence}`, `Basis: ${p.basis}`, `Detail: ${p.detail}`];
    if (f?.accepted !== undefined)
        return { ...c, skipped: acceptedNote(f) };
    return { ...c, failure: f ? failureOf(f, details) : { message: p.detail, type: p.rules?.[0] ?? p.probe, body: details.join("\n") } };
}
function protocolCase(check, named) {
    const c = { classname: JUNIT_PROTOCOL_SUITE, name: check.check, seconds: 0 };
    if (check.status === "skipped")
        return { ...c, skipped: check.detail };
    if (check.status === "passed")
        return c;
    const f = named.first(check.findings);
    const details = [`Detail: ${check.detail}`];
    // A check whose finding is only a note (info) costs nothing in the grade, so it must not turn a test report red.
    if (f?.severity === "info")
        return { ...c, output: [`Note: ${f.message}`, ...details].join("\n") };
    if (f?.accepted !== undefined)
        return { ...c, skipped: acceptedNote(f) };
    return { ...c, failure: f ? failureOf(f, details) : { message: check.detail, type: check.rules?.[0] ?? check.check, body: details.join("\n") } };
}
/** `accepted (--accepted): <reason>`: the `<skipped>` message of a case whose finding is accepted (it costs nothing). */
function acceptedNote(f) {
    return `accepted: ${f.accepted?.reason ?? ""}${f.accepted?.expires !== undefined ? ` (until ${f.accepted.expires})` : ""}`;
}
function failureOf(f, details) {
    return { message: `${f.message} Fix: ${f.fix}`, type: f.rule, body: [f.message, `Fix: ${f.fix}`, ...details].join("\n") };
}
/** `2026-03-01T12:00:00` (UTC, no zone: the Ant form, which every reader accepts); undefined if unparsable. */
function junitTimestamp(iso) {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 19);
}
function cut(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function seconds(value) {
    return Number.isFinite(value) && value > 0 ? value.toFixed(3) : "0.000";
}
/** Characters XML 1.0 §2.2 allows; everything else (and, with the `u` flag, lone surrogates) is removed. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/**
 * Escapes character data: drops what no report passes through (`removeUnsafeChars`: controls, bidi
 * overrides, tag characters) and what XML 1.0 forbids; `>` is escaped too, so `]]>` cannot appear; `\r` is
 * kept as a reference.
 */
function escapeText(text) {
    return (0,unsafe_chars/* removeUnsafeChars */.yI)(text)
        .replace(NOT_XML_CHAR, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}
/** Escapes an attribute value (double-quoted); tabs and line breaks become references so parsers keep them. */
function escapeAttribute(text) {
    return escapeText(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");
}
function attrs(values) {
    return Object.entries(values)
        .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
        .join("");
}

// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(7835);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/report/sarif.ts




/** The SARIF version written. */
const SARIF_VERSION = "2.1.0";
/** The `$schema` written: the OASIS SARIF 2.1.0 Errata 01 schema, the current standard. */
const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** The `partialFingerprints` key of our results (versioned: change the suffix if the hashed fields change). */
const SARIF_FINGERPRINT_KEY = "mcpCheckupFinding/v1";
const LEVEL = { error: "error", warning: "warning", info: "note" };
/**
 * Renders a scorecard's findings as a SARIF 2.1.0 log (OASIS SARIF 2.1.0; the subset GitHub code scanning
 * reads, for `github/codeql-action/upload-sarif`). One run; `tool.driver.rules` holds one reportingDescriptor
 * per catalogue rule, in catalogue order (id, short/full description = the rule's summary, `helpUri`,
 * `defaultConfiguration.level` from its severity: error→error, warning→warning, info→note). One result per
 * finding: `message` = message + " Fix: " + fix, `level` from the finding's severity, a physical location when
 * `options` give one, always a logical location (tool as `function`, parameter as `parameter` beneath it,
 * `<instructions>` as `resource`, server-wide findings as the server `module`), and a `partialFingerprints`
 * entry that depends only on rule + tool + parameter (plus an occurrence number among equal ones), so alerts
 * survive message rewording. An accepted finding (`--accepted`) carries `suppressions: [{ kind: "external", status:
 * "accepted", justification: <reason> }]`, so code scanning shows it as dismissed rather than gone. With
 * `automationId`, the run has `automationDetails` (`{ id }`). Output is 2-space JSON with a trailing newline, identical for equal input.
 * Throws `TypeError` when `helpBaseUrl` is not an absolute URL (a programming error: it is a constant).
 * Server text needs no escaping beyond JSON's; characters no report replays (`removeUnsafeChars`: controls,
 * bidi overrides, tag characters) are removed from messages. Fingerprints hash the raw names.
 */
function renderSarif(scorecard, options) {
    const logical = [];
    const logicalIndex = new Map();
    const addLogical = (location) => {
        const key = `${location.kind}\u0000${location.fullyQualifiedName}`;
        let index = logicalIndex.get(key);
        if (index === undefined) {
            index = logical.push(location) - 1;
            logicalIndex.set(key, index);
        }
        return index;
    };
    const occurrences = new Map();
    const results = scorecard.findings.map((f) => {
        const hash = fingerprint(f);
        const occurrence = (occurrences.get(hash) ?? 0) + 1;
        occurrences.set(hash, occurrence);
        const logicalRef = logicalLocationOf(f, scorecard.server.name, addLogical, logical);
        const physical = (f.tool !== undefined ? options.locations?.get(f.tool) : undefined) ?? options.defaultLocation;
        return {
            ruleId: f.rule,
            ruleIndex: rules/* RULE_IDS */.Iu.indexOf(f.rule),
            level: LEVEL[f.severity],
            message: { text: (0,unsafe_chars/* removeUnsafeChars */.yI)(`${f.message} Fix: ${f.fix}`) },
            locations: [
                {
                    ...(physical ? { physicalLocation: physicalLocation(physical) } : {}),
                    logicalLocations: [logicalRef],
                },
            ],
            partialFingerprints: { [SARIF_FINGERPRINT_KEY]: `${hash}:${occurrence}` },
            ...(f.accepted !== undefined
                ? { suppressions: [{ kind: "external", status: "accepted", justification: (0,unsafe_chars/* removeUnsafeChars */.yI)(acceptedJustification(f.accepted)) }] }
                : {}),
            ...(f.confidence ? { properties: { confidence: f.confidence } } : {}),
        };
    });
    const log = {
        $schema: SARIF_SCHEMA_URI,
        version: SARIF_VERSION,
        runs: [
            {
                tool: {
                    driver: {
                        name: "mcp-checkup",
                        version: options.toolVersion,
                        ...(options.helpBaseUrl ? { informationUri: new URL(options.helpBaseUrl).href } : {}),
                        rules: rules/* RULE_IDS */.Iu.map((id) => reportingDescriptor(id, options.helpBaseUrl)),
                    },
                },
                ...(options.automationId ? { automationDetails: { id: options.automationId } } : {}),
                ...(logical.length > 0 ? { logicalLocations: logical } : {}),
                results,
                properties: {
                    server: { name: scorecard.server.name, version: scorecard.server.version },
                    protocol: scorecard.protocol.label,
                    grade: scorecard.grade,
                    score: scorecard.score,
                    gradeCapped: scorecard.grade_cap.capped,
                    coverage: scorecard.coverage,
                    provisional: scorecard.provisional,
                },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
/** The SARIF justification of an accepted finding: its reason, and its expiry when it has one. */
function acceptedJustification(mark) {
    return mark.expires !== undefined ? `${mark.reason} (accepted until ${mark.expires})` : mark.reason;
}
function reportingDescriptor(id, helpBaseUrl) {
    const info = rules/* RULES */.y0[id];
    const helpUri = helpBaseUrl ? new URL((0,rules/* ruleAnchor */.Ei)(id), helpBaseUrl).href : undefined;
    return {
        id,
        shortDescription: { text: info.summary },
        fullDescription: { text: info.summary },
        ...(helpUri ? { helpUri, help: { text: `${info.summary} See ${helpUri}` } } : {}),
        defaultConfiguration: { level: LEVEL[info.severity] },
        properties: { category: info.category, tags: ["mcp", info.category] },
    };
}
/** The finding's logical location, registered in the run's `logicalLocations`; returned as a reference. */
function logicalLocationOf(f, serverName, add, all) {
    const clean = unsafe_chars/* removeUnsafeChars */.yI;
    let index;
    if (f.tool === undefined) {
        index = add({ name: clean(serverName), fullyQualifiedName: clean(serverName), kind: "module" });
    }
    else {
        const kind = f.tool === finding/* INSTRUCTIONS_OWNER */.GS ? "resource" : "function";
        const parent = add({ name: clean(f.tool), fullyQualifiedName: clean(f.tool), kind });
        index =
            f.parameter === undefined
                ? parent
                : add({ name: clean(f.parameter), fullyQualifiedName: clean(`${f.tool}.${f.parameter}`), kind: "parameter", parentIndex: parent });
    }
    return { index, ...all[index] };
}
function physicalLocation(location) {
    const uri = location.uri.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/");
    const line = location.line !== undefined && Number.isInteger(location.line) && location.line >= 1 ? location.line : undefined;
    return { artifactLocation: { uri }, ...(line !== undefined ? { region: { startLine: line } } : {}) };
}
/** SHA-256 (hex) of rule, tool and parameter: stable across runs and message rewording. */
function fingerprint(f) {
    return (0,external_node_crypto_.createHash)("sha256").update(`${f.rule}\u0000${f.tool ?? ""}\u0000${f.parameter ?? ""}`).digest("hex");
}

// EXTERNAL MODULE: ./src/scorecard/compare.ts
var compare = __webpack_require__(1235);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/report/stable-text.ts
var stable_text = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
;// CONCATENATED MODULE: ./src/action/annotations.ts



/** Longest annotation message, characters. */
const MESSAGE_CHARS = 500;
/**
 * Plans the step's annotations (issue 13 item 7): one per cause group — not 27 copies of one failure — at most
 * `limit` errors and `limit` warnings (GitHub shows 10 of each per step; more are dropped silently), taken in the
 * groups' fix order so the most important come first. Each names the rule, the tools, the cause and the fix on one
 * line without control or bidi characters (annotations are plain text; server text is quoted in them) and is
 * anchored to the file a reviewer would open: the first tool's line in the baseline snapshot, else the config file
 * (`SarifOptions.locations` / `defaultLocation`, the same places SARIF results point at). Pure.
 */
function planAnnotations(groups, places = {}, limit = constants/* ANNOTATION_LIMIT */.OE) {
    const plan = { annotations: [], omittedGroups: 0, omittedFindings: 0 };
    const used = { error: 0, warning: 0 };
    for (const group of groups) {
        if (group.severity === "info")
            continue;
        if (used[group.severity] >= limit) {
            plan.omittedGroups++;
            plan.omittedFindings += group.count;
            continue;
        }
        used[group.severity]++;
        const tools = group.tools.length === 0 ? "" : `${group.tools.slice(0, 3).join(", ")}${group.tools.length > 3 ? ` and ${group.tools.length - 3} more tools` : ""}: `;
        const count = group.count > 1 ? ` (${group.count} findings)` : "";
        const message = (0,unsafe_chars/* truncate */.xv)((0,unsafe_chars/* toOneLine */.GX)((0,unsafe_chars/* removeUnsafeChars */.yI)((0,stable_text/* stableText */.f)(`${tools}${group.message}${count} Fix: ${group.fix}`))), MESSAGE_CHARS);
        const place = group.tools.map((t) => places.locations?.get(t)).find((p) => p !== undefined) ?? places.defaultLocation;
        plan.annotations.push({
            level: group.severity,
            message,
            title: `mcp-checkup: ${group.rule}`,
            ...(place !== undefined ? { file: place.uri, line: place.line } : {}),
        });
    }
    return plan;
}
/**
 * The job summary's last line about annotations, so a reader knows where the rest are: how many were annotated, and
 * when some were left out, that every finding is in the summary above and the JSON report. Pure.
 */
function annotationNote(plan) {
    const errors = plan.annotations.filter((a) => a.level === "error").length;
    const warnings = plan.annotations.length - errors;
    if (plan.annotations.length === 0)
        return "";
    const shown = `Annotations mark the most important causes: ${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
    if (plan.omittedGroups === 0)
        return `<sub>${shown}.</sub>`;
    return (`<sub>${shown}; GitHub shows at most ${constants/* ANNOTATION_LIMIT */.OE} of each per step, so ${plan.omittedGroups} more ` +
        `${plan.omittedGroups === 1 ? "cause" : "causes"} (${plan.omittedFindings} ${plan.omittedFindings === 1 ? "finding" : "findings"}) ` +
        `are only in this summary and in the JSON report (output \`report-json\`).</sub>`);
}

// EXTERNAL MODULE: ./src/action/branch-commit.ts
var branch_commit = __webpack_require__(1908);
// EXTERNAL MODULE: ./src/action/comment-body.ts + 1 modules
var comment_body = __webpack_require__(1210);
// EXTERNAL MODULE: ./src/action/comments-api.ts
var comments_api = __webpack_require__(2411);
// EXTERNAL MODULE: ./src/action/contents-api.ts
var contents_api = __webpack_require__(6831);
// EXTERNAL MODULE: ./src/action/github-errors.ts
var github_errors = __webpack_require__(6767);
// EXTERNAL MODULE: ./src/action/pr-comment.ts
var pr_comment = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/action/publishable.ts
var publishable = __webpack_require__(8729);
// EXTERNAL MODULE: ./src/action/reference-report.ts
var reference_report = __webpack_require__(9946);
;// CONCATENATED MODULE: ./src/action/publish.ts





















/**
 * Publishes a scorecard, in this order, so a failure to publish never hides it (DESIGN.md "The Action"):
 * 1. the score outputs (grade after any cap, score and rates as 0..1 fractions) — before any API call;
 * 2. on a pull request with `badge-branch`: the reference report there, compared with this result
 *    (`compareResults`: grade and score moves, new and fixed findings, tools added or removed);
 * 3. the job summary ("What this changes", the full scorecard, where the annotations left off);
 * 4. report files in `report-dir` and the badge (`badge-path`), and the outputs naming them;
 * 5. annotations: one per cause group, at most 10 errors and 10 warnings, anchored to files (`planAnnotations`);
 * 6. on a reference run only (`deps.reference`): the badge SVG, its endpoint JSON and the reference report committed
 *    to `badge-branch` in one commit (`commitFilesToBranch`);
 * 7. the sticky PR comment, on `pr-number` or the event's PR, as `comment-mode` says; on a `workflow_run` event only
 *    when that PR's head is the commit the triggering run built (the PR number comes from an untrusted artifact).
 * Everything shown is rendered from `publishableScorecard` (advice in Action terms); the JSON report keeps the engine's
 * words. Each failing step becomes one warning naming its cause (`describeGitHubError`). Never throws.
 */
async function publish(scorecard, inputs, context, deps) {
    const result = {
        summaryWritten: false,
        files: null,
        annotations: { emitted: 0, omittedGroups: 0 },
        change: null,
        comment: null,
        badgeCommit: null,
        warnings: [],
    };
    const warn = (message) => {
        result.warnings.push(message);
        deps.io.warning(message);
    };
    const attempt = async (task, step) => {
        try {
            await step();
        }
        catch (error) {
            warn((0,github_errors/* describeGitHubError */.d)(error, task));
        }
    };
    await attempt({ what: "Setting the outputs", permission: "" }, () => setScoreOutputs(deps.io, scorecard));
    const shown = (0,publishable/* publishableScorecard */.G)(scorecard);
    const run = {
        scorecard,
        shown,
        groups: (0,group_findings/* groupFindings */.k)(shown.findings),
        inputs,
        context,
        deps,
        prNumber: inputs.prNumber ?? context.prNumber,
        result,
        warn,
        attempt,
    };
    const noComparison = await compareWithReference(run);
    const plan = planAnnotations(run.groups, inputs.sarif ?? {});
    await writeSummary(run, plan);
    await writeReports(run);
    await annotate(run, plan);
    await commitBadge(run);
    await commentOnPullRequest(run, noComparison);
    return result;
}
/**
 * Step 2: on a pull request with `badge-branch`, reads the reference report there and sets `result.change`.
 * Returns why there is no comparison, for the comment (null when there is one, or nothing to say).
 */
async function compareWithReference(run) {
    const { inputs, context, prNumber } = run;
    const github = run.deps.github;
    const repo = context.repo;
    if (prNumber === null)
        return null;
    if (inputs.badgeBranch === "")
        return `Set \`${constants/* Inputs */.G0.BadgeBranch}\` on the default branch's runs to compare pull requests with it.`;
    if (github === null || repo === null)
        return null;
    let noComparison = null;
    const file = (0,reference_report/* referenceFileName */.Xo)(inputs.badgePath);
    await run.attempt({ what: `Reading the reference report ${file} from branch ${inputs.badgeBranch}`, permission: "contents: read" }, async () => {
        const stored = await (0,contents_api/* readRepoFile */.v)(await github(), repo, inputs.badgeBranch, file);
        const reference = stored === null ? null : (0,reference_report/* parseReferenceReport */.vK)(stored.content);
        if (reference === null) {
            noComparison = `No reference result on \`${inputs.badgeBranch}\` yet: the default branch's next push or scheduled run writes it.`;
            return;
        }
        run.result.change = {
            result: (0,compare/* compareResults */.e)(reference.result, (0,reference_report/* resultSnapshot */.cT)(run.shown)),
            against: { branch: reference.branch, commit: reference.commit, runUrl: reference.run_url },
        };
    });
    return noComparison;
}
/** Step 3: the job summary, when `job-summary` is on. */
async function writeSummary(run, plan) {
    if (!run.inputs.jobSummary)
        return;
    const { io } = run.deps;
    await run.attempt({ what: "Writing the job summary", permission: "" }, () => {
        run.result.summaryWritten = io.appendSummary((0,comment_body/* buildSummary */.fR)(run.shown, { change: run.result.change, note: annotationNote(plan) }));
        if (!run.result.summaryWritten)
            io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
    });
}
/** Step 4: the report files and the badge, and the outputs naming them. */
async function writeReports(run) {
    const { inputs } = run;
    const { io } = run.deps;
    await run.attempt({ what: `Writing the reports to ${inputs.reportDir}`, permission: "" }, () => {
        const files = writeReportFiles(run.scorecard, run.shown, inputs.reportDir, inputs.badgePath, inputs.sarif, inputs.workspace ?? null);
        run.result.files = files;
        io.setOutput(constants/* Outputs */.tY.ReportJson, files.json);
        io.setOutput(constants/* Outputs */.tY.ReportMarkdown, files.markdown);
        io.setOutput(constants/* Outputs */.tY.ReportSarif, files.sarif);
        io.setOutput(constants/* Outputs */.tY.ReportJunit, files.junit);
        io.setOutput(constants/* Outputs */.tY.BadgeSvg, files.badgeSvg);
    });
}
/** Step 5: the annotations `plan` holds. */
async function annotate(run, plan) {
    await run.attempt({ what: "Annotating the findings", permission: "" }, () => {
        for (const a of plan.annotations)
            run.deps.io.annotate(a.level, a.message, a);
        run.result.annotations = { emitted: plan.annotations.length, omittedGroups: plan.omittedGroups };
    });
}
/** Why there is no GitHub access for a step: no repository, or no token. */
function noAccessReason(repo) {
    return repo === null ? "GITHUB_REPOSITORY is not set" : `${constants/* Inputs */.G0.GithubToken} is empty`;
}
/** Step 6: on a reference run with `badge-branch`, the badge, its endpoint JSON and the reference report in one commit. */
async function commitBadge(run) {
    const { inputs, context, shown } = run;
    const { io, github } = run.deps;
    const repo = context.repo;
    if (inputs.badgeBranch === "")
        return;
    const reference = run.deps.reference ?? { ok: false, reason: "this is not a reference run" };
    if (!reference.ok) {
        io.info(`${constants/* Inputs */.G0.BadgeBranch}: nothing committed: ${reference.reason}.`);
        return;
    }
    if (github === null || repo === null) {
        run.warn(`${constants/* Inputs */.G0.BadgeBranch}: nothing committed because ${noAccessReason(repo)}.`);
        return;
    }
    await run.attempt({ what: `Committing the badge to branch ${inputs.badgeBranch}`, permission: "contents: write" }, async () => {
        const client = await github();
        const referencePath = (0,reference_report/* referenceFileName */.Xo)(inputs.badgePath);
        const previous = await (0,contents_api/* readRepoFile */.v)(client, repo, inputs.badgeBranch, referencePath);
        const report = {
            "mcp-checkup-reference": 1,
            commit: context.sha,
            branch: reference.branch,
            run_url: context.runUrl,
            result: (0,reference_report/* resultSnapshot */.cT)(shown),
        };
        const done = await (0,branch_commit/* commitFilesToBranch */.A)(client, repo, inputs.badgeBranch, [
            { path: (0,external_node_path_.basename)(inputs.badgePath), content: renderBadgeSvg(shown) },
            { path: (0,external_node_path_.basename)(inputs.badgePath).replace(/\.svg$/, ".json"), content: `${JSON.stringify((0,badge/* renderShieldsEndpoint */.Ib)(shown))}\n` },
            { path: referencePath, content: (0,reference_report/* renderReferenceReport */.Up)(report, previous?.content ?? null) },
        ], { message: `mcp-checkup: grade ${shown.grade} on ${reference.branch}${context.sha ? ` at ${context.sha.slice(0, 7)}` : ""}`, createFrom: context.defaultBranch });
        run.result.badgeCommit = { commit: done.commit, written: done.written };
        io.info(`${constants/* Inputs */.G0.BadgeBranch}: ${done.commit !== null ? `committed ${done.written.join(", ")}` : "badge and reference unchanged"} on ${inputs.badgeBranch}` +
            (done.branchCreated ? " (branch created)" : "") +
            ".");
    });
}
/**
 * Step 7: the sticky PR comment, as `comment-mode` says; on a `workflow_run` event only when the PR's head is the
 * commit the triggering run built.
 */
async function commentOnPullRequest(run, noComparison) {
    const { inputs, context, prNumber, shown } = run;
    const { io, github } = run.deps;
    const repo = context.repo;
    if (prNumber === null || inputs.commentMode === "off")
        return;
    if (github === null || repo === null) {
        run.warn(`No PR comment: ${noAccessReason(repo)}. The scorecard is in the job summary.`);
        return;
    }
    const task = { what: `Commenting on PR #${prNumber}`, permission: "pull-requests: write", readOnlyPullRequest: context.readOnlyPullRequest, prNumber };
    await run.attempt(task, async () => {
        const api = (0,comments_api/* createCommentsApi */.H)(await github(), repo);
        if (context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha) {
            // The report's PR number comes from an artifact of an untrusted run: it must name the PR that run built.
            run.warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
            return;
        }
        const body = (0,comment_body/* buildCommentBody */.SM)(shown, {
            key: inputs.commentKey,
            groups: run.groups,
            change: run.result.change,
            noComparison,
            footer: provenance(context),
            runUrl: context.runUrl,
        });
        const legacyTags = inputs.commentTag !== "" ? [inputs.commentTag] : [run.scorecard.server.name, run.scorecard.target];
        const outcome = await (0,pr_comment/* syncStickyComment */.I)(api, prNumber, { key: inputs.commentKey, legacyTags }, body, {
            create: shouldCreateComment(inputs.commentMode, run.result.change, shown, inputs.failing ?? false),
        });
        run.result.comment = outcome;
        if (outcome.action === "not-needed") {
            io.info(`PR #${prNumber}: no comment (${constants/* Inputs */.G0.CommentMode}: ${inputs.commentMode}, and this result does not call for one).`);
            return;
        }
        io.setOutput(constants/* Outputs */.tY.CommentId, String(outcome.id));
        if (outcome.url !== undefined)
            io.setOutput(constants/* Outputs */.tY.CommentUrl, outcome.url);
        const removed = outcome.deleted.length > 0 ? `; removed ${outcome.deleted.length} duplicate${outcome.deleted.length === 1 ? "" : "s"}` : "";
        io.info(`PR #${prNumber}: scorecard comment ${outcome.action}${outcome.url ? ` (${outcome.url})` : ""}${removed}.`);
    });
}
/**
 * Whether `comment-mode` asks for a new comment on this result (an existing one is always kept current):
 * `always`; `changes` when the result differs from the reference run's (or there is no reference to tell); `failures`
 * when the run fails a gate or has error findings; `off` never.
 */
function shouldCreateComment(mode, change, scorecard, failing) {
    if (mode === "always")
        return true;
    if (mode === "changes")
        return change === null || change.result.changed;
    if (mode === "failures")
        return failing || scorecard.findings.some((f) => f.severity === "error");
    return false;
}
/**
 * The comment's last line: the commit and the run that produced the result, and that the comment changes only with
 * the result. In publish-only mode (`workflow_run`), the scoring run — and the repository it ran from, when that is
 * not this one (a fork) — and this publishing run. Our own Markdown.
 */
function provenance(context) {
    const commit = context.sha ? `commit \`${context.sha.slice(0, 7)}\`` : "this commit";
    const run = context.runUrl ? `[workflow run](${context.runUrl})` : "this workflow run";
    const wr = context.workflowRun;
    const same = " · the comment is edited only when the result changes";
    if (wr === null)
        return `<sub>Result of ${commit} · ${run}${same}</sub>`;
    const home = context.repo ? `${context.repo.owner}/${context.repo.repo}` : null;
    const fork = wr.headRepository !== null && wr.headRepository !== home ? ` from \`${wr.headRepository}\`` : "";
    const scorer = wr.url ? `[${wr.name.replace(/[[\]()<>`]/g, "")}](${wr.url})` : `\`${wr.name.replace(/`/g, "")}\``;
    return `<sub>Scored by ${scorer} (${wr.event || "a"} run${fork}) on ${commit}, published by ${run} from its saved report${same}</sub>`;
}
/**
 * Writes the JSON report (`scorecard`, the engine's words), the Markdown, SARIF and JUnit reports (`shown`, in the
 * Action's words) to `reportDir`, the SVG badge to `badgePath` and its endpoint JSON beside it, each atomically and
 * never through a link (`writeFileAtomic`). With `workspace`, both paths must still lie inside it, links resolved
 * (checked again here: the code under test ran since the inputs were read). Throws the file system's error, or an
 * `Error` naming the input for a path outside the workspace.
 */
function writeReportFiles(scorecard, shown, reportDir, badgePath, sarif = { toolVersion: version/* VERSION */.x }, workspace = null) {
    const paths = {
        json: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Json),
        markdown: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Markdown),
        sarif: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Sarif),
        junit: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Junit),
        badgeSvg: badgePath,
        badgeEndpoint: badgePath.replace(/\.svg$/, ".json"),
    };
    const inside = (name, path) => {
        if (workspace !== null && !(0,safe_write/* isInside */.FK)(workspace, path))
            throw new Error(`${name} '${path}' leads outside the workspace ${workspace} (links resolved); nothing written there`);
    };
    inside(constants/* Inputs */.G0.ReportDir, reportDir);
    inside(constants/* Inputs */.G0.BadgePath, badgePath);
    // Folders are created one level at a time and tried for writing (never Node's recursive mkdir, which spins on /proc).
    (0,safe_write/* checkOutputPath */.$b)(paths.json);
    (0,safe_write/* checkOutputPath */.$b)(paths.badgeSvg);
    inside(constants/* Inputs */.G0.ReportDir, reportDir);
    inside(constants/* Inputs */.G0.BadgePath, badgePath);
    (0,safe_write/* writeFileAtomic */.Zf)(paths.json, jsonReportChunks(scorecard));
    (0,safe_write/* writeFileAtomic */.Zf)(paths.markdown, (0,markdown/* renderMarkdown */.G)(shown));
    (0,safe_write/* writeFileAtomic */.Zf)(paths.sarif, renderSarif(shown, sarif));
    (0,safe_write/* writeFileAtomic */.Zf)(paths.junit, renderJunit(shown));
    (0,safe_write/* writeFileAtomic */.Zf)(paths.badgeSvg, renderBadgeSvg(shown));
    (0,safe_write/* writeFileAtomic */.Zf)(paths.badgeEndpoint, `${JSON.stringify((0,badge/* renderShieldsEndpoint */.Ib)(shown))}\n`);
    return paths;
}
/**
 * Sets the score outputs: `mcp-grade` (after any cap), `mcp-score` and the rates as 0..1 fractions (as in the
 * JSON report; `mcp-effect-rate` is empty when no high-confidence probe ran) and `mcp-grade-capped`
 * (`true`/`false`). The report paths are set once the files are written.
 */
function setScoreOutputs(io, scorecard) {
    io.setOutput(constants/* Outputs */.tY.Grade, scorecard.grade);
    io.setOutput(constants/* Outputs */.tY.Score, String(scorecard.score));
    io.setOutput(constants/* Outputs */.tY.HappyRate, String(scorecard.happy_pass_rate));
    io.setOutput(constants/* Outputs */.tY.EdgeRate, String(scorecard.edge_resilience_rate));
    io.setOutput(constants/* Outputs */.tY.LintScore, String(scorecard.lint_score));
    io.setOutput(constants/* Outputs */.tY.EffectRate, scorecard.effect_rate === null ? "" : String(scorecard.effect_rate));
    io.setOutput(constants/* Outputs */.tY.GradeCapped, String(scorecard.grade_cap.capped));
    io.setOutput(constants/* Outputs */.tY.Coverage, scorecard.coverage === null ? "" : String(scorecard.coverage));
    io.setOutput(constants/* Outputs */.tY.Provisional, String(scorecard.provisional));
}


/***/ }),

/***/ 6720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iD: () => (/* binding */ aggregateServersJson),
  d4: () => (/* binding */ renderAggregateMarkdown)
});

// UNUSED EXPORTS: renderAggregateConsole, renderAggregateJson

// EXTERNAL MODULE: ./node_modules/cli-table3/index.js
var cli_table3 = __webpack_require__(5832);
// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/figures.ts
var figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/group-findings.ts
var group_findings = __webpack_require__(1992);
// EXTERNAL MODULE: ./node_modules/fast-string-width/dist/index.js + 2 modules
var dist = __webpack_require__(3223);
// EXTERNAL MODULE: ./node_modules/fast-wrap-ansi/lib/main.js
var main = __webpack_require__(8483);
;// CONCATENATED MODULE: ./src/report/table-layout.ts


/**
 * Fitting terminal output to a width (issue 15: the header box grew to 102 columns, the probe table to 96 and
 * `list` to 126, and all of them broke at 80): tables get column widths that add up to the width, prose lines wrap
 * with a hanging indent, and names too long for their column break after `-`, `_`, `.` or `/`. Widths are display
 * columns (`fast-string-width`: colour codes count nothing, wide characters and emoji two). Not `string-width` and
 * `wrap-ansi`: the first non-ASCII text they measure costs a cold process about 45 ms (an `Intl.Segmenter` and the
 * `\p{RGI_Emoji}` pattern), on every run's critical path (issue 14).
 */
/** The width reports fit when the terminal's is not known (stdout is a file or a pipe), columns. */
const table_layout_DEFAULT_TERMINAL_WIDTH = 80;
/** The display width of `text`: its widest line, colour codes left out. */
function textWidth(text) {
    return Math.max(0, ...text.split("\n").map((line) => stringWidth(line)));
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
function table_layout_fitColumns(natural, width, minimum = [], weight = []) {
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
function table_layout_naturalWidths(head, rows) {
    return head.map((h, i) => Math.max(textWidth(h), ...rows.map((row) => textWidth(row[i] ?? ""))) + CELL_PADDING);
}
/**
 * A name (a tool, a parameter) in lines of at most `width` columns: broken after `-`, `_`, `.`, `/` or a space
 * where it can be, and hard where a piece is longer than a line. Lines are joined with `\n` (cli-table3 keeps
 * them). Pure.
 */
function table_layout_breakName(name, width) {
    const max = Math.max(1, width);
    if (stringWidth(name) <= max)
        return name;
    const pieces = name.match(/[^-_./ ]*[-_./ ]+|[^-_./ ]+$/g) ?? [name];
    const lines = [];
    let line = "";
    for (const piece of pieces) {
        if (stringWidth(line + piece) <= max) {
            line += piece;
            continue;
        }
        if (line !== "")
            lines.push(line.trimEnd());
        line = "";
        let rest = piece;
        while (stringWidth(rest) > max) {
            const chars = Array.from(rest);
            let cut = 0;
            let used = 0;
            while (cut < chars.length && used + stringWidth(chars[cut]) <= max)
                used += stringWidth(chars[cut++]);
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
function table_layout_hangingWrap(prefix, body, width) {
    const indent = textWidth(prefix);
    const lines = wrapAnsi(body, Math.max(10, width - indent), { hard: true, trim: true }).split("\n");
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

// EXTERNAL MODULE: ./src/report/stable-text.ts
var stable_text = __webpack_require__(4443);
;// CONCATENATED MODULE: ./src/report/aggregate.ts









/**
 * The set as Markdown: a title with the server count, a verdict line (worst grade, servers failing the gate), the
 * table (one row per server, worst grade first: ✅/⚠️/❌, server, grade, change against its reference, coverage, the
 * first issue to fix, context tokens), tool-name collisions across the set, refused reports, then each server's
 * details folded in `<details>` (its issues grouped by cause, each with its fix). Deterministic for equal input (no
 * times, no latencies, messages made stable), so an unchanged set leaves a comment alone. No `<!--`. Pure.
 */
function renderAggregateMarkdown(report, options = {}) {
    const h = "#".repeat(options.headingLevel ?? 1);
    const rows = report.rows;
    const shown = rows.slice(0, options.maxRows ?? rows.length);
    const out = [`${h} MCP Checkup: ${(0,format/* plural */.LS)(rows.length, "server")}`, ""];
    out.push(verdictLine(report), "");
    if (rows.length > 0) {
        out.push((0,markdown_table/* markdownTable */.Q)([["", "Server", "Grade", "Change", "Coverage", "Top finding", "Context tokens"], ...shown.map(tableRow)], { align: ["c", "l", "l", "l", "r", "l", "r"], alignDelimiters: false }), "");
        if (shown.length < rows.length)
            out.push(`_… and ${(0,format/* plural */.LS)(rows.length - shown.length, "more server")}: see ${options.moreIn ?? "the job summary"}._`, "");
    }
    if (report.findings.length > 0) {
        out.push(`${h}# Across the set`, "");
        for (const f of report.findings.slice(0, 20)) {
            out.push(`- ⚠️ **${(0,report_escape/* escapeMarkdown */.FV)(f.rule)}** · ${(0,report_escape/* codeSpan */.SS)(f.tool ?? "", { limit: 80 })} — ${aggregate_text(f.message, 400, [f.tool, f.parameter])} **Fix:** ${aggregate_text(f.fix, 300, [f.tool, f.parameter])}`);
        }
        if (report.findings.length > 20)
            out.push(`- … and ${(0,format/* plural */.LS)(report.findings.length - 20, "more collision")}.`);
        out.push("");
    }
    if (report.refused.length > 0) {
        out.push(`${h}# Reports not published`, "");
        for (const r of report.refused.slice(0, 20))
            out.push(`- ${(0,report_escape/* codeSpan */.SS)(r.source, { limit: 160 })}: ${aggregate_text(r.reason, 300)}`);
        if (report.refused.length > 20)
            out.push(`- … and ${(0,format/* plural */.LS)(report.refused.length - 20, "more")}.`);
        out.push("");
    }
    const details = options.details ?? "all";
    if (details !== "none") {
        for (const row of shown) {
            if (details === "failing" && row.gateFailures.length === 0 && row.errors === 0)
                continue;
            out.push(...serverDetails(row, options.maxGroups ?? 5));
        }
    }
    return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}
/** Our wording (a message, a fix) as Markdown, the server values in it in code spans (`markdownText`). */
function aggregate_text(value, limit, values = []) {
    return (0,report_escape/* markdownText */.p7)((0,stable_text/* stableText */.f)(value), { limit, serverValues: values });
}
/** `Worst grade **C** · ❌ 2 of 5 servers fail the gate · 1 tool-name collision`. */
function verdictLine(report) {
    const parts = [report.worstGrade === null ? "No reports" : `Worst grade **${report.worstGrade}**`];
    if (report.rows.length > 0) {
        parts.push(report.failing.length === 0 ? "✅ every server passes the gate" : `❌ **${report.failing.length} of ${(0,format/* plural */.LS)(report.rows.length, "server")} fail the gate**`);
    }
    if (report.findings.length > 0)
        parts.push(`⚠️ ${(0,format/* plural */.LS)(report.findings.length, "tool-name collision")}`);
    if (report.refused.length > 0)
        parts.push(`❌ ${(0,format/* plural */.LS)(report.refused.length, "report")} refused`);
    return parts.join(" · ");
}
function statusIcon(row) {
    if (row.gateFailures.length > 0)
        return "❌";
    return row.errors > 0 || row.warnings > 0 ? "⚠️" : "✅";
}
function tableRow(row) {
    const s = row.scorecard;
    const issue = row.topIssue;
    const top = issue === null
        ? "—"
        : `${(0,report_escape/* codeSpan */.SS)(issue.rule, { table: true })}${issue.tool !== undefined ? ` on ${(0,report_escape/* codeSpan */.SS)(issue.tool, { table: true, limit: 60 })}` : ""}` +
            (row.errors + row.warnings > 1 ? ` (+${row.errors + row.warnings - 1})` : "");
    return [
        statusIcon(row),
        (0,report_escape/* escapeMarkdown */.FV)(row.label, { limit: 80 }),
        `**${(0,report_escape/* escapeMarkdown */.FV)((0,figures/* gradeText */.Fp)(s))}** ${(0,format/* formatPercent */.l9)(s.score)}`,
        changeCell(row),
        s.coverage === null ? "—" : (0,format/* formatPercent */.l9)(s.coverage),
        top,
        `~${(0,format/* formatCount */.B4)(s.context_tokens)}`,
    ];
}
/** `B → A (+6 %)`, `= A`, `🆕 2 new`, or `—` without a reference. */
function changeCell(row) {
    const c = row.change;
    if (c === null)
        return "—";
    const points = Math.round(c.scoreDelta * 100);
    const delta = points > 0 ? `+${points} %` : points < 0 ? `−${-points} %` : "±0 %";
    const grade = c.gradeBefore === c.gradeAfter ? (c.changed ? `${c.gradeAfter} (${delta})` : "no change") : `${c.gradeBefore} → ${c.gradeAfter} (${delta})`;
    const news = c.newFindings.length > 0 ? ` · 🆕 ${c.newFindings.length}` : "";
    return `${grade}${news}`;
}
/** One server's folded details: why it fails the gate, its causes with their fixes, where its report is. */
function serverDetails(row, maxGroups) {
    const s = row.scorecard;
    const groups = (0,group_findings/* groupFindings */.k)(s.findings).filter((g) => g.severity !== "info");
    const counts = [row.errors > 0 ? (0,format/* plural */.LS)(row.errors, "error") : "", row.warnings > 0 ? (0,format/* plural */.LS)(row.warnings, "warning") : ""].filter(Boolean).join(", ") || "no errors or warnings";
    const out = ["<details>", `<summary>${statusIcon(row)} ${(0,report_escape/* escapeMarkdown */.FV)(row.label, { limit: 80 })} — grade ${(0,report_escape/* escapeMarkdown */.FV)((0,figures/* gradeText */.Fp)(s))}, ${counts}</summary>`, ""];
    for (const failure of row.gateFailures)
        out.push(`- **Gate:** ${(0,report_escape/* escapeMarkdown */.FV)(failure, { limit: 300 })}`);
    groups.slice(0, maxGroups).forEach((g, i) => {
        const tools = g.tools.length === 0 ? "" : ` on ${g.tools.slice(0, 3).map((t) => (0,report_escape/* codeSpan */.SS)(t, { limit: 60 })).join(", ")}${g.tools.length > 3 ? ` and ${g.tools.length - 3} more` : ""}`;
        out.push(`${i + 1}. ${g.severity === "error" ? "❌" : "⚠️"} **${(0,report_escape/* escapeMarkdown */.FV)(g.rule)}**${tools} — ${aggregate_text(g.message, 300, [...g.tools, g.parameter])} **Fix:** ${aggregate_text(g.fix, 300, [...g.tools, g.parameter])}`);
    });
    if (groups.length > maxGroups)
        out.push(`- … and ${(0,format/* plural */.LS)(groups.length - maxGroups, "more cause")}.`);
    const accepted = s.findings.filter((f) => f.accepted !== undefined).length;
    if (accepted > 0)
        out.push(`- ☑️ ${(0,format/* plural */.LS)(accepted, "accepted finding")} (cost nothing).`);
    out.push("", `<sub>${(0,report_escape/* escapeMarkdown */.FV)(s.protocol.label)} · report ${(0,report_escape/* codeSpan */.SS)(row.source, { limit: 160 })}</sub>`, "", "</details>", "");
    return out;
}
/**
 * The set for a terminal: one line of verdict, a table (server, grade, change, coverage, top finding, context tokens),
 * collisions and refused reports, within `width` columns (default 80; `table-layout.ts`). Server text passes
 * `terminalSafe`. Ends with a newline. Pure.
 */
function renderAggregateConsole(report, options = {}) {
    const width = Math.max(40, options.width ?? DEFAULT_TERMINAL_WIDTH);
    const line = (prefix, body) => hangingWrap(prefix, body, width);
    const out = [line("", `MCP Checkup: ${plural(report.rows.length, "server")}, worst grade ${report.worstGrade ?? "—"}, ${report.failing.length} failing the gate`)];
    if (report.rows.length > 0) {
        const head = ["Server", "Grade", "Change", "Coverage", "Top finding", "Context"];
        const rows = report.rows.map((row) => {
            const s = row.scorecard;
            const issue = row.topIssue;
            return [
                `${row.gateFailures.length > 0 ? "✖ " : ""}${terminalSafe(row.label, { limit: 60 })}`,
                gradeText(s),
                changeCell(row).replace(/[🆕]/gu, "new"),
                s.coverage === null ? "—" : formatPercent(s.coverage),
                issue === null ? "—" : terminalSafe(`${issue.rule}${issue.tool !== undefined ? ` on ${issue.tool}` : ""}`, { limit: 60 }),
                `~${formatCount(s.context_tokens)}`,
            ];
        });
        // The grade column may wrap between its words (`C (capped from B, interrupted)`) but never cut one.
        const gradeWord = Math.max(...rows.map((row) => Math.max(...row[1].split(" ").map((word) => word.length))));
        const colWidths = fitColumns(naturalWidths(head, rows), width, [12, Math.max(7, gradeWord + 2), 8, 10, 14, 9], [1.2, 1, 1, 1, 1.5, 1]);
        const table = new Table({ head, style: { head: [], border: [] }, wordWrap: true, colWidths });
        table.push(...rows.map(([label, ...rest]) => [breakName(label, colWidths[0] - 2), ...rest]));
        out.push(table.toString());
    }
    for (const f of report.findings)
        out.push(line("▲ ", `${f.rule}: ${terminalSafe(f.message, { limit: 300 })}`));
    for (const r of report.refused)
        out.push(line("✖ ", `refused ${terminalSafe(r.source, { limit: 200 })}: ${terminalSafe(r.reason, { limit: 300 })}`));
    for (const row of report.rows)
        for (const g of row.gateFailures)
            out.push(line("✖ ", `${terminalSafe(row.label, { limit: 60 })}: ${terminalSafe(g, { limit: 300 })}`));
    return `${out.join("\n")}\n`;
}
/** The servers of the set as plain JSON values, worst first. Pure. */
function aggregateServersJson(report) {
    return report.rows.map((row) => {
        const s = row.scorecard;
        const c = row.change;
        return {
            server: row.label,
            report: row.source,
            grade: s.grade,
            score: s.score,
            grade_capped: s.grade_cap.capped,
            coverage: s.coverage,
            provisional: s.provisional,
            interrupted: s.interrupted === true,
            context_tokens: s.context_tokens,
            errors: row.errors,
            warnings: row.warnings,
            top_finding: row.topIssue === null
                ? null
                : { rule: row.topIssue.rule, ...(row.topIssue.tool !== undefined ? { tool: row.topIssue.tool } : {}), message: row.topIssue.message, fix: row.topIssue.fix },
            change: c === null
                ? null
                : { grade_before: c.gradeBefore, grade_after: c.gradeAfter, score_delta: c.scoreDelta, new_findings: c.newFindings.length, fixed_findings: c.fixedFindings.length },
            gate_failures: row.gateFailures,
        };
    });
}
/**
 * The set as a JSON document (`aggregate --report json`): `worst_grade`, `failing` (server labels), `servers`
 * (`aggregateServersJson`), `findings` (the set's own, e.g. `tool-name-collision`) and `refused` (`source`, `reason`).
 * 2-space, trailing newline. Pure.
 */
function renderAggregateJson(report) {
    const data = {
        schemaVersion: 1,
        worst_grade: report.worstGrade,
        failing: report.failing,
        servers: aggregateServersJson(report),
        findings: report.findings,
        refused: report.refused,
    };
    return `${JSON.stringify(data, null, 2)}\n`;
}


/***/ }),

/***/ 793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ shieldsBadgeUrl),
/* harmony export */   Ib: () => (/* binding */ renderShieldsEndpoint),
/* harmony export */   Rg: () => (/* binding */ GRADE_COLORS),
/* harmony export */   XQ: () => (/* binding */ badgeMessage),
/* harmony export */   Xj: () => (/* binding */ BADGE_LABEL)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);

/** The badge's left-hand text. */
const BADGE_LABEL = "mcp";
/**
 * Badge colour per grade (named badge-maker / shields.io colours): A brightgreen, B green, C yellow,
 * D orange, F red (reference/github-action-notes.md §3.4; C and D one step warmer than shields' `letterScore`
 * so that a capped C never looks green).
 */
const GRADE_COLORS = {
    A: "brightgreen",
    B: "green",
    C: "yellow",
    D: "orange",
    F: "red",
};
/** The badge's right-hand text: `A 93%`, or `C (capped)` when the probe grade cap applies (`grade_cap.capped`). */
function badgeMessage(scorecard) {
    return scorecard.grade_cap.capped ? `${scorecard.grade} (capped)` : `${scorecard.grade} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(scorecard.score)}`;
}
/**
 * The shields.io endpoint JSON for the badge (`https://img.shields.io/endpoint?url=…`): exactly
 * `{ schemaVersion: 1, label, message, color }` — shields rejects unknown keys (reference/github-action-notes.md
 * §3.1).
 */
function renderShieldsEndpoint(scorecard) {
    return { schemaVersion: 1, label: BADGE_LABEL, message: badgeMessage(scorecard), color: GRADE_COLORS[scorecard.grade] };
}
/**
 * A shields.io static-badge image URL for the same badge (`https://img.shields.io/badge/mcp-A%2093%25-brightgreen`),
 * for PR comments where no hosting is needed (reference/github-action-notes.md §3.3 item 4: `-` is written
 * `--` and `_` `__` in the path).
 */
function shieldsBadgeUrl(scorecard) {
    const part = (text) => encodeURIComponent(text.replace(/-/g, "--").replace(/_/g, "__"));
    return `https://img.shields.io/badge/${part(BADGE_LABEL)}-${part(badgeMessage(scorecard))}-${GRADE_COLORS[scorecard.grade]}`;
}


/***/ }),

/***/ 1992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ groupFindings)
/* harmony export */ });
/* harmony import */ var _findings_text_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9483);
/* harmony import */ var _scorecard_top_issues_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5371);


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

/***/ 7835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ renderMarkdown)
});

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/findings/rules.ts
var rules = __webpack_require__(7745);
// EXTERNAL MODULE: ./src/report/badge.ts
var badge = __webpack_require__(793);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/figures.ts
var report_figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/group-findings.ts
var group_findings = __webpack_require__(1992);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/markdown-sections.ts
/**
 * The Markdown sections of issue 17: "Context cost" (the budget, the costliest tools, the sub-schemas `$defs`
 * would share) and "Client compatibility" (what each client named with `--clients` rejects, with the JSON
 * Pointer and the public source of each rule). Data comes from the scorecard; nothing is recomputed here.
 */




/** Rejections listed under one client before the rest are counted. */
const CLIENT_ROWS = 40;
/**
 * "## Context cost": shown when a budget was given or a sub-schema repeats; empty otherwise (the context line
 * of the header already gives the total).
 */
function contextSection(scorecard) {
    const context = scorecard.context;
    if (!context || (context.budget === null && context.repeated_schemas.length === 0))
        return [];
    const out = ["## Context cost", ""];
    if (context.budget !== null) {
        const over = scorecard.context_tokens - context.budget;
        out.push(over > 0
            ? `**Over budget:** ~${(0,format/* formatCount */.B4)(scorecard.context_tokens)} tokens against a budget of ${(0,format/* formatCount */.B4)(context.budget)} (${(0,format/* formatCount */.B4)(over)} too many).`
            : `Within budget: ~${(0,format/* formatCount */.B4)(scorecard.context_tokens)} of ${(0,format/* formatCount */.B4)(context.budget)} tokens.`, "");
    }
    const top = (0,report_figures/* costliest */.rN)(scorecard);
    if (top.length > 0) {
        const total = Math.max(1, scorecard.context_tokens);
        out.push("Costliest tools:", "", (0,markdown_table/* markdownTable */.Q)([["Tool", "Def. tokens", "Share"], ...top.map((t) => [(0,report_escape/* codeSpan */.SS)(t.name, { table: true, limit: 130 }), (0,format/* formatCount */.B4)(t.tokens), `${Math.round((t.tokens / total) * 100)}%`])], { align: ["l", "r", "r"] }), "");
    }
    if (context.repeated_schemas.length > 0) {
        // A saving column only when some tool repeats a sub-schema itself: shapes repeated across tools alone save nothing
        // through `$defs` (a column of dashes under "saves ~0 tokens" read as noise).
        const saves = context.saving_tokens > 0;
        out.push(saves
            ? `Repeated sub-schemas (moving those a tool repeats into its \`$defs\` saves ~${(0,format/* formatCount */.B4)(context.saving_tokens)} tokens; \`$defs\` cannot be shared between tools):`
            : "Repeated sub-schemas (the same shape in several tools: each tool sends its own copy, since `$defs` cannot be shared between tools; only a shorter shape costs less):", "", (0,markdown_table/* markdownTable */.Q)([
            ["Sub-schema", "Tokens each", "Copies", "In tools", ...(saves ? ["$defs saving"] : [])],
            ...context.repeated_schemas.map((r) => [
                (0,report_escape/* codeSpan */.SS)(r.excerpt, { table: true, limit: 80 }),
                (0,format/* formatCount */.B4)(r.tokens),
                String(r.occurrences.length),
                r.tools.slice(0, 5).map((t) => (0,report_escape/* codeSpan */.SS)(t, { table: true, limit: 60 })).join(", ") + (r.tools.length > 5 ? `, +${r.tools.length - 5}` : ""),
                ...(saves ? [r.saving_tokens > 0 ? (0,format/* formatCount */.B4)(r.saving_tokens) : "—"] : []),
            ]),
        ], { align: ["l", "r", "r", "l", ...(saves ? ["r"] : [])] }), "");
    }
    return out;
}
/** "## Client compatibility": one part per client named with `--clients`; empty when none was named. */
function clientSection(scorecard) {
    const report = scorecard.client_profiles;
    if (!report || report.clients.length === 0)
        return [];
    const out = ["## Client compatibility", ""];
    for (const id of report.clients) {
        const results = report.results.filter((r) => r.client === id);
        const name = `${(0,report_escape/* escapeMarkdown */.FV)((0,report_figures/* clientName */.V8)(id))} (${(0,report_escape/* codeSpan */.SS)(id)})`;
        if (results.length === 0) {
            out.push(`- ${name}: accepts every tool.`);
            continue;
        }
        out.push(`- ${name}: rejects ${(0,format/* plural */.LS)(results.length, "tool")} of ${scorecard.tools.length}; a request carrying any of them fails.`);
    }
    out.push("");
    const rows = report.results.flatMap((r) => r.rejections.map((x) => ({ client: r.client, tool: r.tool, ...x })));
    if (rows.length > 0) {
        out.push((0,markdown_table/* markdownTable */.Q)([
            ["Client", "Tool", "JSON Pointer", "Rejected", "Source"],
            ...rows.slice(0, CLIENT_ROWS).map((r) => [
                (0,report_escape/* codeSpan */.SS)(r.client),
                (0,report_escape/* codeSpan */.SS)(r.tool, { table: true, limit: 100 }),
                (0,report_escape/* codeSpan */.SS)(r.pointer || "(root)", { table: true, limit: 120 }),
                (0,report_escape/* escapeMarkdown */.FV)(r.keyword, { limit: 120 }),
                /^https:\/\/[^\s<>]+$/.test(r.source) ? `<${r.source}>` : (0,report_escape/* escapeMarkdown */.FV)(r.source, { limit: 200 }),
            ]),
        ]), ...(rows.length > CLIENT_ROWS ? ["", `… and ${(0,format/* plural */.LS)(rows.length - CLIENT_ROWS, "more")}.`] : []), "");
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts








/** Most findings listed under one rule, and most failed scenarios listed, in the details part. */
const DETAIL_ROWS = 100;
/** Most drift findings listed in "Changes to what the model sees" (it is part of the compact comment too). */
const DRIFT_ROWS = 50;
/**
 * Renders the scorecard as GitHub-flavoured Markdown: the job summary and the PR comment body (the Action adds
 * its hidden marker line above it). Layout (DESIGN.md "Reports"; the layout Toolscore users know,
 * reference/toolscore-notes.md §8): title `# MCP Scorecard: <name> <version>`, optional badge, the grade line
 * (`**Grade: B** · Score 84%`, or `**Grade: C (capped from A)** · Score 93% — capped at C: <reasons>`),
 * component lines (coverage among them; a provisional grade says so in the grade line), drift ("Changes to what
 * the model sees"), the tool table, the probe table when probes ran, "Client compatibility" when `--clients` named
 * any, "Context cost" when a budget was set or sub-schemas repeat, "Top issues to fix" grouped by cause
 * (`groupFindings`) with each fix, "Calls that counted for nothing" (refused and blocked calls by cause, with the
 * fix that makes them conclusive), then the optional details and a footer line.
 *
 * Every piece of server text goes through `escape.ts` (no raw HTML, mentions, links, fences or table breaks);
 * our own wording around it (messages, fixes, reasons) renders as Markdown through `markdownText`, which keeps the
 * server parts it holds (tool and parameter names, quoted text) in code spans. The output contains no `<!--`. Ends with a newline. Pure; never throws.
 */
function renderMarkdown(scorecard, options = {}) {
    const figures = (0,report_figures/* reportFigures */.uU)(scorecard);
    if (options.lintOnly)
        return renderLintMarkdown(scorecard, figures);
    const out = [`# MCP Scorecard: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_figures/* serverDisplayName */.T2)(scorecard), { limit: 120 })}`, ""];
    if (options.badgeUrl !== undefined) {
        out.push(`![mcp: ${(0,badge/* badgeMessage */.XQ)(scorecard)}](${linkDestination(options.badgeUrl)})`, "");
    }
    const note = (0,report_figures/* capNote */.$k)(scorecard);
    out.push(`**Grade: ${(0,report_figures/* gradeText */.Fp)(scorecard)}** · Score ${(0,format/* formatPercent */.l9)(scorecard.score)}` +
        (note === null ? "" : ` — ${(0,report_escape/* escapeMarkdown */.FV)(note, { limit: 600 })}`), "");
    const interrupted = (0,report_figures/* interruptedNote */.No)(scorecard);
    if (interrupted !== null)
        out.push(`> **${(0,report_escape/* escapeMarkdown */.FV)(interrupted, { limit: 400 })}**`, "");
    const lint = figures.lint;
    const coverage = (0,report_figures/* coverageNote */.BX)(scorecard);
    out.push(`- Protocol: ${(0,report_escape/* escapeMarkdown */.FV)(scorecard.protocol.label)}`, `- Target: ${(0,report_escape/* codeSpan */.SS)(scorecard.target, { limit: 200 })}`, `- Happy-path pass rate: ${happyRate(scorecard.happy_pass_rate, figures.happy)}`, ...(coverage === null ? [] : [`- ${scorecard.provisional ? "**Coverage**" : "Coverage"}: ${(0,report_escape/* escapeMarkdown */.FV)(coverage.replace(/^coverage /, ""), { limit: 300 })}`]), `- Edge-case resilience: ${rate(scorecard.edge_resilience_rate, figures.edge)}`, `- Lint score: ${(0,format/* formatPercent */.l9)(scorecard.lint_score)} (${(0,format/* plural */.LS)(lint.errors, "error")}, ${(0,format/* plural */.LS)(lint.warnings, "warning")})`, scorecard.effect_rate === null
        ? `- Effect rate: ${(0,report_figures/* effectText */.tr)(scorecard)}`
        : `- Effect rate: ${(0,format/* formatPercent */.l9)(scorecard.effect_rate)} (${figures.effect.passed}/${figures.effect.total} high-confidence probe checks passed)` +
            ((0,report_figures/* probeWarnings */._c)(scorecard) === "" ? "" : ` · ${(0,report_figures/* probeWarnings */._c)(scorecard)}`));
    if (figures.protocolChecks.total > 0) {
        out.push(`- Protocol checks: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`);
    }
    if ((0,report_figures/* hasContextCost */.pZ)(scorecard))
        out.push(`- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`);
    out.push("");
    const drift = scorecard.findings.filter((f) => (0,report_figures/* isDrift */._K)(f.rule));
    if (drift.length > 0) {
        const more = drift.length > DRIFT_ROWS ? [`- … and ${(0,format/* plural */.LS)(drift.length - DRIFT_ROWS, "more change")}.`] : [];
        out.push("## Changes to what the model sees", "", ...drift.slice(0, DRIFT_ROWS).map((f) => `- ${findingLine(f)}`), ...more, "");
    }
    out.push("## Tools", "", toolTable(scorecard), "");
    if (scorecard.probes.length > 0)
        out.push("## Effect probes", "", probeTable(scorecard), "");
    out.push(...clientSection(scorecard), ...contextSection(scorecard));
    out.push("## Top issues to fix", "", ...issueLines((0,group_findings/* groupFindings */.k)(scorecard.findings), options.maxIssues ?? 30, (0,report_figures/* noIssuesText */.z1)(scorecard)), "");
    out.push(...acceptedSection(scorecard));
    if (scorecard.inconclusive.length > 0)
        out.push(...inconclusiveSection(scorecard.inconclusive));
    if (options.details !== false)
        out.push(...detailSections(scorecard));
    const wait = scorecard.timing.server_wait_ms;
    out.push(`<sub>Seed ${scorecard.seed} · ran in ${(0,format/* formatSeconds */.Xo)(scorecard.timing.total_ms)}` +
        (wait > 0 ? `, ${(0,format/* formatSeconds */.Xo)(wait)} of it waiting on the server` : "") +
        "</sub>");
    return `${out.join("\n")}\n`;
}
/** `mcp-checkup lint`'s Markdown: lint score and counts, context cost, the findings with their fixes; no grade. */
function renderLintMarkdown(scorecard, figures) {
    const lint = figures.lint;
    const out = [
        `# MCP Lint: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_figures/* serverDisplayName */.T2)(scorecard), { limit: 120 })}`,
        "",
        `**Lint score: ${(0,format/* formatPercent */.l9)(scorecard.lint_score)}** (${(0,format/* plural */.LS)(lint.errors, "error")}, ${(0,format/* plural */.LS)(lint.warnings, "warning")})`,
        "",
        `- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`,
        "",
        ...clientSection(scorecard),
        ...contextSection(scorecard),
        "## Top issues to fix",
        "",
        ...issueLines((0,group_findings/* groupFindings */.k)(scorecard.findings), 100),
        "",
    ];
    return `${out.join("\n")}\n`;
}
/** A URL made safe as a Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkDestination(url) {
    return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function rate(value, tally) {
    return tally.total === 0 ? `${(0,format/* formatPercent */.l9)(value)} (nothing to run)` : `${(0,format/* formatPercent */.l9)(value)} (${tally.passed}/${tally.total})`;
}
/** `80% (4/5; 3 refused and 2 blocked calls count for nothing)`. */
function happyRate(value, tally) {
    const aside = [tally.refused > 0 ? `${tally.refused} refused` : "", tally.blocked > 0 ? `${tally.blocked} blocked` : ""].filter(Boolean);
    const nothing = aside.length > 0 ? `${aside.join(" and ")} call${tally.refused + tally.blocked === 1 ? "" : "s"} count for nothing` : "";
    if (tally.total === 0)
        return `${(0,format/* formatPercent */.l9)(value)} (no conclusive call${nothing ? `; ${nothing}` : ""})`;
    return `${(0,format/* formatPercent */.l9)(value)} (${tally.passed}/${tally.total}${nothing ? `; ${nothing}` : ""})`;
}
/** "Calls that counted for nothing": one bullet per cause, with its tools and the fix that makes them conclusive. */
function inconclusiveSection(groups) {
    const lines = groups.map((g) => {
        const tools = g.tools.slice(0, 12).map((t) => (0,report_escape/* codeSpan */.SS)(t, { limit: 80 })).join(", ") + (g.tools.length > 12 ? ` and ${g.tools.length - 12} more` : "");
        return (`- **${g.outcome === "blocked" ? "Blocked" : "Refused"}** · ${(0,format/* plural */.LS)(g.calls, "call")} on ${(0,format/* plural */.LS)(g.tools.length, "tool")} (${tools}) — ` +
            `${(0,report_escape/* markdownText */.p7)(sentence(g.reason), { limit: 300, serverValues: g.tools })} _Fix:_ ${(0,report_escape/* markdownText */.p7)(sentence(g.fix), { limit: 400, serverValues: g.tools })}`);
    });
    return [
        "## Calls that counted for nothing",
        "",
        "Refused calls (the server cleanly refused a generated value) and blocked calls (the environment stopped them) say nothing about the server either way; they are left out of the score.",
        "",
        ...lines,
        "",
    ];
}
function contextLine(scorecard, definitionTokens) {
    const parts = [`${(0,format/* formatCount */.B4)(definitionTokens)} in ${(0,format/* plural */.LS)(scorecard.tools.length, "tool definition")}`];
    if (scorecard.instructions_tokens > 0)
        parts.push(`${(0,format/* formatCount */.B4)(scorecard.instructions_tokens)} in instructions`);
    return (`~${(0,format/* formatCount */.B4)(scorecard.context_tokens)} tokens on every request (${parts.join(" + ")}; ` +
        `${(0,report_escape/* escapeMarkdown */.FV)(scorecard.token_method)})`);
}
function toolTable(scorecard) {
    if (scorecard.tools.length === 0)
        return "_No tools advertised._";
    return (0,markdown_table/* markdownTable */.Q)([
        ["Tool", "Scenarios", "Avg latency", "Def. tokens"],
        ...scorecard.tools.map((t) => [
            (0,report_escape/* codeSpan */.SS)(t.name, { table: true, limit: 130 }),
            (0,report_figures/* scenarioCell */.vw)(t),
            t.total === 0 ? "—" : (0,format/* formatLatency */.YL)(t.avg_latency_ms),
            (0,format/* formatCount */.B4)(t.definition_tokens),
        ]),
    ], { align: ["l", "r", "r", "r"] });
}
function probeTable(scorecard) {
    return (0,markdown_table/* markdownTable */.Q)([
        ["Probe", "Tool", "Result", "Confidence", "Detail"],
        ...scorecard.probes.map((p) => [
            (0,report_escape/* escapeMarkdown */.FV)(p.probe, { limit: 60 }),
            (0,report_escape/* codeSpan */.SS)(p.tool, { table: true, limit: 130 }),
            p.status === "failed" ? "**failed**" : p.status,
            p.confidence,
            (0,report_escape/* markdownText */.p7)(p.basis ? `${p.detail} (${p.basis})` : p.detail, { limit: 240, serverValues: [p.tool], table: true }),
        ]),
    ]);
}
/** `**\`tool\`** · \`param\`` or `**Server**`: where a finding or issue is. */
function where(item) {
    const owner = item.tool === undefined ? "**Server**" : `**${(0,report_escape/* codeSpan */.SS)(item.tool, { limit: 130 })}**`;
    return item.parameter === undefined ? owner : `${owner} · ${(0,report_escape/* codeSpan */.SS)(item.parameter, { limit: 130 })}`;
}
/** Text as a sentence: trimmed, ending with `.`, `!` or `?`. */
function sentence(text) {
    const t = text.trim();
    return /[.!?…]$/.test(t) ? t : `${t}.`;
}
/** Where a group is: `**\`a\`**` for one tool, `**\`a\`**, **\`b\`** and 3 more` for several, `**Server**` for none. */
function groupWhere(group) {
    if (group.tools.length <= 1)
        return where({ ...(group.tools[0] !== undefined ? { tool: group.tools[0] } : {}), ...(group.parameter !== undefined ? { parameter: group.parameter } : {}) });
    const shown = group.tools.slice(0, 5).map((t) => `**${(0,report_escape/* codeSpan */.SS)(t, { limit: 80 })}**`).join(", ");
    const more = group.tools.length > 5 ? ` and ${group.tools.length - 5} more` : "";
    return `${shown}${more} (${group.tools.length} tools)`;
}
function issueLines(groups, max, none = report_figures/* NO_ISSUES_TEXT */.xH) {
    if (groups.length === 0)
        return [`- ${none}`];
    const lines = groups.slice(0, max).map((group) => {
        const others = group.tools.slice(1);
        const values = [...group.tools, group.parameter];
        const message = (0,report_escape/* markdownText */.p7)(sentence(group.message), { limit: 400, serverValues: values });
        const same = others.length > 0 ? ` _(The same for ${others.length === 1 ? (0,report_escape/* codeSpan */.SS)(others[0], { limit: 80 }) : `the other ${others.length} tools`}.)_` : "";
        const repeats = others.length === 0 && group.count > 1 ? ` _(${group.count} times)_` : "";
        return `- ${groupWhere(group)} — ${message}${same}${repeats} _Fix:_ ${(0,report_escape/* markdownText */.p7)(sentence(group.fix), { limit: 400, serverValues: values })}`;
    });
    if (groups.length > max)
        lines.push(`- … and ${(0,format/* plural */.LS)(groups.length - max, "more issue")}.`);
    return lines;
}
function findingLine(f) {
    const confidence = f.confidence === undefined ? "" : ` _(${f.confidence} confidence)_`;
    const accepted = f.accepted === undefined ? "" : ` _(accepted: ${acceptedText(f.accepted)})_`;
    return (`${where(f)} — ${(0,report_escape/* markdownText */.p7)(sentence(f.message), { limit: 400, serverValues: [f.tool, f.parameter] })}${confidence}${accepted} ` +
        `_Fix:_ ${(0,report_escape/* markdownText */.p7)(sentence(f.fix), { limit: 400, serverValues: [f.tool, f.parameter] })}`);
}
/** Most accepted findings listed in "Accepted findings"; the rest are counted. */
const ACCEPTED_ROWS = 50;
/** The reason and expiry of an accepted finding, escaped: `known upstream bug, until 2027-03-01`. */
function acceptedText(mark) {
    return `${(0,report_escape/* escapeMarkdown */.FV)(mark.reason, { limit: 200 })}${mark.expires !== undefined ? `, until ${mark.expires}` : ""}`;
}
/**
 * "Accepted findings": the findings the accepted-findings file names, each with its reason (they cost nothing and
 * are not in the fix list), and the file's stale and expired entries counted. Nothing without a file.
 */
function acceptedSection(scorecard) {
    const summary = scorecard.acceptance;
    if (summary === undefined)
        return [];
    const accepted = scorecard.findings.filter((f) => f.accepted !== undefined);
    const problems = [
        summary.stale > 0 ? `${(0,format/* plural */.LS)(summary.stale, "stale entry", "stale entries")} (each fails the CI gate; see the issues above)` : "",
        summary.expired > 0 ? `${(0,format/* plural */.LS)(summary.expired, "expired entry", "expired entries")} (their findings count again)` : "",
    ].filter(Boolean);
    const lines = [
        "## Accepted findings",
        "",
        `${(0,format/* plural */.LS)(accepted.length, "finding")} accepted in ${(0,report_escape/* codeSpan */.SS)(summary.file, { limit: 120 })} (${(0,format/* plural */.LS)(summary.entries, "entry", "entries")}): they cost nothing.` +
            (problems.length > 0 ? ` ${problems.join("; ")}.` : ""),
        "",
    ];
    for (const f of accepted.slice(0, ACCEPTED_ROWS)) {
        lines.push(`- ${where(f)} · ${(0,report_escape/* codeSpan */.SS)(f.rule)} — ${(0,report_escape/* markdownText */.p7)(sentence(f.message), { limit: 300, serverValues: [f.tool, f.parameter] })} _Accepted:_ ${acceptedText(f.accepted)}`);
    }
    if (accepted.length > ACCEPTED_ROWS)
        lines.push(`- … and ${(0,format/* plural */.LS)(accepted.length - ACCEPTED_ROWS, "more")} (see the JSON report).`);
    if (accepted.length > 0)
        lines.push("");
    return lines;
}
function severityCounts(findings) {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of findings)
        counts[f.severity]++;
    const parts = [];
    if (counts.error)
        parts.push((0,format/* plural */.LS)(counts.error, "error"));
    if (counts.warning)
        parts.push((0,format/* plural */.LS)(counts.warning, "warning"));
    if (counts.info)
        parts.push(`${counts.info} info`);
    return parts.join(", ");
}
/** `<details>` blocks: failed scenarios, protocol checks, then every finding grouped by rule. */
function detailSections(scorecard) {
    const out = [];
    const details = (summary, body) => {
        out.push("<details>", `<summary>${summary}</summary>`, "", ...body, "", "</details>", "");
    };
    const failed = scorecard.scenarios.filter((s) => s.outcome === "failed");
    if (failed.length > 0) {
        const rows = failed.slice(0, DETAIL_ROWS).map((s) => [
            (0,report_escape/* codeSpan */.SS)(s.tool, { table: true, limit: 130 }),
            (0,report_escape/* escapeMarkdown */.FV)(s.description, { limit: 120 }),
            s.error_code === undefined ? s.verdict : `${s.verdict} (${s.error_code})`,
            s.rules.map((r) => (0,report_escape/* codeSpan */.SS)(r, { table: true })).join(" "),
            (0,report_escape/* escapeMarkdown */.FV)(s.detail, { limit: 200 }),
        ]);
        const more = failed.length > DETAIL_ROWS ? [`… and ${(0,format/* plural */.LS)(failed.length - DETAIL_ROWS, "more")}.`] : [];
        details(`Failed scenarios (${failed.length})`, [
            (0,markdown_table/* markdownTable */.Q)([["Tool", "Scenario", "Verdict", "Rules", "Detail"], ...rows]),
            ...(more.length > 0 ? ["", ...more] : []),
        ]);
    }
    if (scorecard.protocol_checks.length > 0) {
        const rows = scorecard.protocol_checks.map((c) => [
            (0,report_escape/* escapeMarkdown */.FV)(c.check, { limit: 80 }),
            c.status === "failed" ? "**failed**" : c.status,
            (0,report_escape/* escapeMarkdown */.FV)(c.detail, { limit: 200 }),
        ]);
        details(`Protocol checks (${scorecard.protocol_checks.length})`, [
            (0,markdown_table/* markdownTable */.Q)([["Check", "Result", "Detail"], ...rows]),
        ]);
    }
    const byRule = new Map();
    for (const f of scorecard.findings) {
        const list = byRule.get(f.rule);
        if (list)
            list.push(f);
        else
            byRule.set(f.rule, [f]);
    }
    for (const [rule, findings] of byRule) {
        const summary = rules/* RULES */.y0[rule]?.summary ?? "";
        const lines = findings.slice(0, DETAIL_ROWS).map((f) => `- ${findingLine(f)}`);
        if (findings.length > DETAIL_ROWS)
            lines.push(`- … and ${(0,format/* plural */.LS)(findings.length - DETAIL_ROWS, "more")}.`);
        details(`<code>${(0,report_escape/* escapeHtml */.ZD)(rule)}</code> · ${severityCounts(findings)} — ${(0,report_escape/* escapeHtml */.ZD)(summary)}`, lines);
    }
    return out;
}


/***/ }),

/***/ 1235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ compareResults)
/* harmony export */ });
/**
 * Compares a result with the reference. A finding's identity is its rule, tool and parameter: its wording and how
 * many scenarios raised it may change without the finding being new (the same failing tool on a third happy path is
 * not a new problem; a message quoting a server's error text would otherwise flap). Pure.
 */
function compareResults(before, after) {
    const newFindings = missingFrom(after.findings, before.findings);
    const fixedFindings = missingFrom(before.findings, after.findings);
    const beforeTools = new Set(before.tools.map((t) => t.name));
    const afterTools = new Set(after.tools.map((t) => t.name));
    const toolsAdded = after.tools.map((t) => t.name).filter((n) => !beforeTools.has(n));
    const toolsRemoved = before.tools.map((t) => t.name).filter((n) => !afterTools.has(n));
    const scoreDelta = Math.round((after.score - before.score) * 10_000) / 10_000;
    return {
        gradeBefore: before.grade,
        gradeAfter: after.grade,
        scoreBefore: before.score,
        scoreAfter: after.score,
        scoreDelta,
        newFindings,
        fixedFindings,
        toolsAdded,
        toolsRemoved,
        contextTokensBefore: before.context_tokens,
        contextTokensAfter: after.context_tokens,
        changed: before.grade !== after.grade ||
            scoreDelta !== 0 ||
            newFindings.length > 0 ||
            fixedFindings.length > 0 ||
            toolsAdded.length > 0 ||
            toolsRemoved.length > 0,
    };
}
function identity(f) {
    return JSON.stringify([f.rule, f.tool ?? null, f.parameter ?? null]);
}
/** The identities of `from` that `other` lacks, each once with its count, in `from`'s order. */
function missingFrom(from, other) {
    const known = new Set(other.map(identity));
    const out = new Map();
    for (const f of from) {
        const id = identity(f);
        if (known.has(id))
            continue;
        const seen = out.get(id);
        if (seen)
            seen.count++;
        else {
            out.set(id, {
                rule: f.rule,
                severity: f.severity,
                ...(f.tool !== undefined ? { tool: f.tool } : {}),
                ...(f.parameter !== undefined ? { parameter: f.parameter } : {}),
                message: f.message,
                count: 1,
            });
        }
    }
    return [...out.values()];
}


/***/ }),

/***/ 5371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ topIssues)
/* harmony export */ });
/* unused harmony export issuePriority */
/* harmony import */ var _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7745);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(110);


/** Server-level failures: fixing these first usually fixes many other findings too. */
const SERVER_LEVEL = [
    "server-start-failed",
    "tools-list-failed",
    "server-crashed",
    "stdout-pollution",
    "pagination-loop",
    "edge-crash",
];
const HAPPY_FAILURES = ["happy-call-failed", "call-timeout"];
/**
 * The rank of a finding in the fix list, lower first:
 * 0 server-level failures (start failed, tools/list failed, crashes, stdout pollution, endless pagination);
 * 1 a tool failing valid input; 2 high-confidence probe failures; 3 other runtime errors and edge failures
 * (`edge-*`, `unknown-tool-*`); 4 other errors (lint, protocol, drift, lower-confidence probes);
 * 5 warnings; 6 info. Adapted from Toolscore's fix list (reference/toolscore-notes.md §7), which has only
 * happy, edge, lint error, lint warning.
 */
function issuePriority(f) {
    if (SERVER_LEVEL.includes(f.rule))
        return 0;
    if (HAPPY_FAILURES.includes(f.rule))
        return 1;
    if ((0,_score_js__WEBPACK_IMPORTED_MODULE_1__/* .isHighConfidenceProbeFailure */ .tS)(f))
        return 2;
    if (f.severity === "info")
        return 6;
    const runtime = _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule]?.category === "runtime";
    if ((runtime && f.severity === "error") || f.rule.startsWith("edge-") || f.rule.startsWith("unknown-tool-"))
        return 3;
    return f.severity === "error" ? 4 : 5;
}
/**
 * The ranked "Top issues to fix": findings ordered by {@link issuePriority}, keeping report order (severity,
 * tool, rule — `compareFindings`) inside one priority. De-duplicated: runtime findings (one per scenario) are
 * merged to one per rule and tool, keeping the first message and counting the rest; other findings are
 * merged when rule, tool, parameter and message are all equal. Accepted findings (`--accepted`) are not issues to
 * fix: they are left out (reports list them on their own). Pure.
 */
function topIssues(scorecard, options = {}) {
    const byKey = new Map();
    for (const f of scorecard.findings) {
        if (f.accepted !== undefined)
            continue;
        const priority = issuePriority(f);
        if (priority === 6 && !options.includeInfo)
            continue;
        const runtime = _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule]?.category === "runtime";
        const key = JSON.stringify(runtime ? [f.rule, f.tool] : [f.rule, f.tool, f.parameter, f.message]);
        const seen = byKey.get(key);
        if (seen) {
            seen.count++;
            continue;
        }
        byKey.set(key, {
            ...(f.tool !== undefined && { tool: f.tool }),
            ...(f.parameter !== undefined && { parameter: f.parameter }),
            rule: f.rule,
            severity: f.severity,
            ...(f.confidence !== undefined && { confidence: f.confidence }),
            message: f.message,
            fix: f.fix,
            priority,
            count: 1,
        });
    }
    // Array.prototype.sort is stable, so report order survives inside one priority.
    return [...byKey.values()].sort((a, b) => a.priority - b.priority);
}


/***/ })

};
