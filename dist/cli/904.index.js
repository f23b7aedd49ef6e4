export const id = 904;
export const ids = [904];
export const modules = {

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

/***/ 9904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderAggregateConsole: () => (/* binding */ renderAggregateConsole),
  renderAggregateJson: () => (/* binding */ renderAggregateJson),
  renderAggregateMarkdown: () => (/* binding */ renderAggregateMarkdown)
});

// UNUSED EXPORTS: aggregateServersJson

// EXTERNAL MODULE: ./node_modules/cli-table3/index.js
var cli_table3 = __webpack_require__(5832);
var cli_table3_default = /*#__PURE__*/__webpack_require__.n(cli_table3);
// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/figures.ts
var figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/group-findings.ts
var group_findings = __webpack_require__(1992);
// EXTERNAL MODULE: ./src/report/table-layout.ts
var table_layout = __webpack_require__(129);
// EXTERNAL MODULE: ./src/probes/markers.ts
var markers = __webpack_require__(4228);
;// CONCATENATED MODULE: ./src/report/stable-text.ts

/**
 * `text` with what differs between two runs of the same result taken out, for texts that must be byte-identical
 * when nothing changed (the PR comment, the reference report; issue 13 item 6): the 8 hex digits of each probe
 * record marker (`tsp3f9a12c0title` → `tsp…title`; markers are salted per run so a store keeping old records does
 * not fool the probes). Pure.
 */
function stableText(text) {
    return text.replace(markers/* MARKER_PATTERN */.Qk, (marker) => `tsp…${marker.slice(11)}`);
}

// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
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
    return (0,report_escape/* markdownText */.p7)(stableText(value), { limit, serverValues: values });
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
    const width = Math.max(40, options.width ?? table_layout/* DEFAULT_TERMINAL_WIDTH */.oX);
    const line = (prefix, body) => (0,table_layout/* hangingWrap */.$e)(prefix, body, width);
    const out = [line("", `MCP Checkup: ${(0,format/* plural */.LS)(report.rows.length, "server")}, worst grade ${report.worstGrade ?? "—"}, ${report.failing.length} failing the gate`)];
    if (report.rows.length > 0) {
        const head = ["Server", "Grade", "Change", "Coverage", "Top finding", "Context"];
        const rows = report.rows.map((row) => {
            const s = row.scorecard;
            const issue = row.topIssue;
            return [
                `${row.gateFailures.length > 0 ? "✖ " : ""}${(0,terminal_text/* terminalSafe */.k)(row.label, { limit: 60 })}`,
                (0,figures/* gradeText */.Fp)(s),
                changeCell(row).replace(/[🆕]/gu, "new"),
                s.coverage === null ? "—" : (0,format/* formatPercent */.l9)(s.coverage),
                issue === null ? "—" : (0,terminal_text/* terminalSafe */.k)(`${issue.rule}${issue.tool !== undefined ? ` on ${issue.tool}` : ""}`, { limit: 60 }),
                `~${(0,format/* formatCount */.B4)(s.context_tokens)}`,
            ];
        });
        // The grade column may wrap between its words (`C (capped from B, interrupted)`) but never cut one.
        const gradeWord = Math.max(...rows.map((row) => Math.max(...row[1].split(" ").map((word) => word.length))));
        const colWidths = (0,table_layout/* fitColumns */.Pk)((0,table_layout/* naturalWidths */.b8)(head, rows), width, [12, Math.max(7, gradeWord + 2), 8, 10, 14, 9], [1.2, 1, 1, 1, 1.5, 1]);
        const table = new (cli_table3_default())({ head, style: { head: [], border: [] }, wordWrap: true, colWidths });
        table.push(...rows.map(([label, ...rest]) => [(0,table_layout/* breakName */.Hi)(label, colWidths[0] - 2), ...rest]));
        out.push(table.toString());
    }
    for (const f of report.findings)
        out.push(line("▲ ", `${f.rule}: ${(0,terminal_text/* terminalSafe */.k)(f.message, { limit: 300 })}`));
    for (const r of report.refused)
        out.push(line("✖ ", `refused ${(0,terminal_text/* terminalSafe */.k)(r.source, { limit: 200 })}: ${(0,terminal_text/* terminalSafe */.k)(r.reason, { limit: 300 })}`));
    for (const row of report.rows)
        for (const g of row.gateFailures)
            out.push(line("✖ ", `${(0,terminal_text/* terminalSafe */.k)(row.label, { limit: 60 })}: ${(0,terminal_text/* terminalSafe */.k)(g, { limit: 300 })}`));
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


/***/ })

};
