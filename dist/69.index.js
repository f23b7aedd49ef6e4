export const id = 69;
export const ids = [69];
export const modules = {

/***/ 5450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publish: () => (/* binding */ publish)
});

// UNUSED EXPORTS: annotateFindings, readOnlyTokenWarning, setScoreOutputs, writeReportFiles

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(8833);
// EXTERNAL MODULE: ./src/findings/rules.ts
var rules = __webpack_require__(7745);
// EXTERNAL MODULE: ./src/lint/client-profiles.ts
var client_profiles = __webpack_require__(4621);
// EXTERNAL MODULE: ./src/lint/context-budget.ts
var context_budget = __webpack_require__(4872);
// EXTERNAL MODULE: ./src/scorecard/score.ts
var score = __webpack_require__(110);
;// CONCATENATED MODULE: ./src/report/figures.ts




/**
 * Counts what the scorecard's rates were computed from (scenarios that ran, high-confidence probe results
 * with a verdict, protocol checks that ran, lint-term findings as `computeScore` counts them). Renderers show
 * these; they never recompute a verdict. Pure.
 */
function reportFigures(scorecard) {
    const tally = (items) => ({
        passed: items.filter((i) => i.passed).length,
        total: items.length,
    });
    const ran = scorecard.scenarios.filter((s) => s.verdict !== "skipped");
    return {
        happy: tally(ran.filter((s) => s.kind === "happy")),
        edge: tally(ran.filter((s) => s.kind === "edge")),
        lint: (0,score/* lintCounts */.kL)(scorecard.findings),
        effect: tally(scorecard.probes
            .filter((p) => p.confidence === "high" && (p.status === "passed" || p.status === "failed"))
            .map((p) => ({ passed: p.status === "passed" }))),
        protocolChecks: tally(scorecard.protocol_checks.filter((c) => c.status !== "skipped").map((c) => ({ passed: c.status === "passed" }))),
        definitionTokens: scorecard.tools.reduce((sum, t) => sum + t.definition_tokens, 0),
    };
}
/** What reports say under "Top issues to fix" when there is nothing to fix. */
const NO_ISSUES_TEXT = "No issues found — a model should be able to use this server cleanly.";
/**
 * The sentence about the grade cap, or null when there is nothing to say. Raw text (tool names inside):
 * renderers escape it.
 * - cap applied: `capped at C: probe-silent-noop on create_note (high confidence)` (also when the grade was
 *   already C or worse: the failure is what the reader must see);
 * - cap off with failures: `grade cap off (would cap at C): …`.
 */
function capNote(scorecard) {
    const cap = scorecard.grade_cap;
    if (cap.reasons.length === 0)
        return null;
    const reasons = cap.reasons.join("; ");
    if (cap.capped)
        return `capped at ${cap.cap ?? score/* PROBE_GRADE_CAP */.UI}: ${reasons}`;
    return `grade cap off (would cap at ${score/* PROBE_GRADE_CAP */.UI}): ${reasons}`;
}
/** `C (capped from A)` when the cap lowered the grade, else just the grade. */
function gradeText(scorecard) {
    const cap = scorecard.grade_cap;
    return cap.capped && cap.uncapped_grade !== scorecard.grade
        ? `${scorecard.grade} (capped from ${cap.uncapped_grade})`
        : scorecard.grade;
}
/** Whether a finding is about drift against a baseline (shown in its own section, issue "Schema drift"). */
function isDrift(rule) {
    return rules/* RULES */.y0[rule]?.category === "drift";
}
/** The server's display name: `name version`, or `unknown server` when it never said. */
function serverDisplayName(scorecard) {
    const name = scorecard.server.name.trim() || "unknown server";
    return scorecard.server.version.trim() ? `${name} ${scorecard.server.version.trim()}` : name;
}
/** Tools listed under "Costliest tools". */
const COSTLIEST_ROWS = 5;
/** The tools by definition tokens, most expensive first (ties by name), at most `n` (`costliestTools` over the tool table). */
function costliest(scorecard, n = COSTLIEST_ROWS) {
    return (0,context_budget/* costliestTools */.I5)(Object.fromEntries(scorecard.tools.map((t) => [t.name, t.definition_tokens])), n);
}
/** How reports name a client profile id (`openai-strict` → `OpenAI strict mode`). */
function clientName(id) {
    return client_profiles/* CLIENT_PROFILES */.pS.find((p) => p.id === id)?.name ?? id;
}

;// CONCATENATED MODULE: ./src/report/format.ts
/** Number formats shared by every renderer, so the console, Markdown and badge always show the same figures. */
/**
 * A 0..1 rate as a whole percentage, rounded **down** (within 1e-6 for float noise): `0.93` → `93%`,
 * `0.8999999999` → `90%`, `0.8996` → `89%`. Rounding down keeps the shown number and the grade in step
 * (a score shown as 90% is always an A; Toolscore rounds half up and can print "B · 90%",
 * reference/toolscore-notes.md §7), and 100% means nothing failed.
 */
function formatPercent(rate) {
    return `${Math.floor(rate * 100 + 1e-6)}%`;
}
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
/** `1 tool` / `3 tools`: a count with a noun that takes a plain `s` plural. */
function plural(n, noun) {
    return `${formatCount(n)} ${noun}${n === 1 ? "" : "s"}`;
}

;// CONCATENATED MODULE: ./src/report/unsafe-chars.ts
/**
 * Characters no report should pass through from server-supplied text, whatever the output format:
 * C0 and C1 control characters (except tab and line breaks, which callers fold), DEL, bidirectional
 * embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069: they make text read differently than it is —
 * the `bidi-control` lint rule reports them, reports must not replay them), and Unicode tag characters
 * (U+E0000–U+E007F, `hidden-unicode`).
 */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/gu;
/** Line and paragraph breaks of every kind, with the spaces around them. */
const BREAKS = /[ \t]*(?:\r\n|[\r\n\u2028\u2029\u0085])[ \t]*/g;
/** Removes the characters described above. Tabs and line breaks are kept. */
function removeUnsafeChars(text) {
    return text.replace(UNSAFE, "");
}
/** Folds every line break (and the spaces around it) and every tab into one space. */
function toOneLine(text) {
    return text.replace(BREAKS, " ").replace(/\t/g, " ");
}
/**
 * Shortens `text` to at most `limit` characters (code points, so a surrogate pair is never split), ending with
 * `…` when something was cut. `limit` below 1 is treated as 1.
 */
function truncate(text, limit) {
    const chars = Array.from(text);
    if (chars.length <= limit)
        return text;
    return `${chars.slice(0, Math.max(1, limit) - 1).join("")}…`;
}

;// CONCATENATED MODULE: ./src/report/badge.ts




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
    return scorecard.grade_cap.capped ? `${scorecard.grade} (capped)` : `${scorecard.grade} ${formatPercent(scorecard.score)}`;
}
function escapeXml(text) {
    return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}
/**
 * The SVG badge (`mcp | A 93%`, colour by grade), made offline with badge-maker's `makeBadge`. badge-maker
 * always writes `<title>label: message</title>` and has no option for another title (only `links`), so when
 * the grade was capped that element's text is replaced with `mcp: C (capped) — capped at C: <reasons>`,
 * XML-escaped (tool names in the reasons are server text) and cut at 300 characters. Never throws for any
 * scorecard (badge-maker throws only for an empty message, which cannot happen here).
 */
function renderBadgeSvg(scorecard, options = {}) {
    const message = badgeMessage(scorecard);
    const svg = (0,lib/* makeBadge */.O)({ label: BADGE_LABEL, message, color: GRADE_COLORS[scorecard.grade], style: options.style ?? "flat" });
    const note = capNote(scorecard);
    if (!scorecard.grade_cap.capped || note === null)
        return svg;
    const title = truncate(toOneLine(removeUnsafeChars(`${BADGE_LABEL}: ${message} — ${note}`)), 300);
    const generated = `<title>${escapeXml(`${BADGE_LABEL}: ${message}`)}</title>`;
    const replacement = `<title>${escapeXml(title)}</title>`;
    // The generated title is where badge-maker puts it; if a future version moves it, add ours after <svg …>.
    return svg.includes(generated) ? svg.replace(generated, () => replacement) : svg.replace(/<svg[^>]*>/, (m) => m + replacement);
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
    "tools",
    "scenarios",
    "probes",
    "protocol_checks",
    "findings",
    "instructions_tokens",
    "context_tokens",
    "token_method",
    "context",
    "client_profiles",
    "seed",
    "timing",
];
const SERVER_KEYS = ["name", "version", "title", "instructions"];
const PROTOCOL_KEYS = ["era", "version", "label"];
const CAP_KEYS = ["enabled", "capped", "cap", "uncapped_grade", "reasons"];
const TOOL_KEYS = ["name", "passed", "total", "avg_latency_ms", "definition_tokens"];
const SCENARIO_KEYS = [
    "tool",
    "kind",
    "description",
    "arguments",
    "verdict",
    "passed",
    "error_code",
    "duration_ms",
    "detail",
    "synthetic_input",
];
const PROBE_KEYS = ["probe", "tool", "status", "confidence", "basis", "detail"];
const CHECK_KEYS = ["check", "status", "detail"];
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
];
const TIMING_KEYS = ["started_at", "total_ms", "server_wait_ms"];
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
/** The scorecard as a plain object in report key order (what {@link renderJson} serialises). */
function toJsonReport(scorecard) {
    const top = ordered(scorecard, SCORECARD_KEYS);
    top.server = ordered(scorecard.server, SERVER_KEYS);
    top.protocol = ordered(scorecard.protocol, PROTOCOL_KEYS);
    top.grade_cap = ordered(scorecard.grade_cap, CAP_KEYS);
    top.tools = scorecard.tools.map((t) => ordered(t, TOOL_KEYS));
    top.scenarios = scorecard.scenarios.map((s) => ordered(s, SCENARIO_KEYS));
    top.probes = scorecard.probes.map((p) => ordered(p, PROBE_KEYS));
    top.protocol_checks = scorecard.protocol_checks.map((c) => ordered(c, CHECK_KEYS));
    top.findings = scorecard.findings.map((f) => ordered(f, FINDING_KEYS));
    top.timing = ordered(scorecard.timing, TIMING_KEYS);
    return top;
}
/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles).
 */
function renderJson(scorecard) {
    return `${JSON.stringify(toJsonReport(scorecard), null, 2)}\n`;
}

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
 *   the matching finding's message and " Fix: " and its fix (the scenario's detail when no finding matches),
 *   `type` the rule id, and a body with verdict, detail and arguments. Skipped ones, and inconclusive probes,
 *   get `<skipped>`. A failed protocol check whose finding is only info passes, with the note in `<system-out>`.
 * - Error- and warning-level findings not shown by any of those (lint, drift, server-wide…) each become a
 *   failed testcase named after the rule (and parameter) in their tool's suite; info findings are left out.
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
    const matcher = findingMatcher(scorecard.findings);
    for (const s of scorecard.scenarios)
        toolSuite(s.tool).cases.push(scenarioCase(s, matcher));
    for (const p of scorecard.probes)
        toolSuite(p.tool).cases.push(probeCase(p, matcher));
    for (const c of scorecard.protocol_checks)
        suite("protocol", JUNIT_PROTOCOL_SUITE).cases.push(protocolCase(c, matcher));
    for (const f of scorecard.findings) {
        if (matcher.used.has(f) || f.severity === "info")
            continue;
        const owner = f.tool === undefined || f.tool === finding/* INSTRUCTIONS_OWNER */.GS ? undefined : f.tool;
        const target = owner !== undefined ? toolSuite(owner) : rules/* RULES */.y0[f.rule].category === "protocol" ? suite("protocol", JUNIT_PROTOCOL_SUITE) : suite("server", JUNIT_SERVER_SUITE);
        target.cases.push({
            classname: owner ?? target.name,
            name: `${f.rule}${f.parameter !== undefined ? ` (${f.parameter})` : ""}${f.tool === finding/* INSTRUCTIONS_OWNER */.GS ? ` (${finding/* INSTRUCTIONS_OWNER */.GS})` : ""}`,
            seconds: 0,
            failure: failureOf(f, [`Severity: ${f.severity}`, ...(f.evidence?.excerpt ? [`Evidence: ${f.evidence.excerpt}`] : [])]),
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
function findingMatcher(findings) {
    const used = new Set();
    return {
        used,
        pick(tool, rank, hint) {
            // Sort key: not yet shown elsewhere first, then rule rank, then a parameter the hint names, then report order.
            const key = (f, order) => [used.has(f) ? 1 : 0, rank(f), hint !== undefined && f.parameter !== undefined && hint.includes(`'${f.parameter}'`) ? 0 : 1, order];
            const candidates = findings
                .map((f, order) => ({ f, key: key(f, order) }))
                .filter(({ f }) => f.tool === tool && rank(f) >= 0)
                .sort((a, b) => compareKeys(a.key, b.key));
            const best = candidates[0]?.f;
            if (best)
                used.add(best);
            return best;
        },
    };
}
function compareKeys(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    return 0;
}
/** Rules that explain a failed scenario, best first (DESIGN.md "Scenarios and how a call is judged"). */
function scenarioRules(s) {
    if (s.kind === "happy") {
        return s.verdict === "timeout"
            ? ["call-timeout", "happy-call-failed"]
            : ["happy-call-failed", "structured-content-missing", "output-schema-mismatch", "content-missing", "error-not-flagged", "server-crashed"];
    }
    switch (s.verdict) {
        case "crash":
            return ["edge-crash", "server-crashed"];
        case "timeout":
            return ["edge-timeout", "unknown-tool-no-reply"];
        case "internal-error":
            return ["edge-internal-error"];
        default:
            return ["edge-accepted-invalid", "unknown-tool-wrong-error", "edge-internal-error"];
    }
}
function scenarioCase(s, matcher) {
    const c = { classname: s.tool, name: s.description, seconds: s.duration_ms / 1000 };
    if (s.verdict === "skipped")
        return { ...c, skipped: s.detail };
    if (s.passed)
        return c;
    const rules = scenarioRules(s);
    const f = matcher.pick(s.tool, (x) => rules.indexOf(x.rule), s.description);
    const details = [
        `Verdict: ${s.verdict}${s.error_code !== undefined ? ` (JSON-RPC error ${s.error_code})` : ""}`,
        `Detail: ${s.detail}`,
        `Arguments: ${s.arguments === undefined ? "(omitted)" : cut(JSON.stringify(s.arguments) ?? String(s.arguments), 2000)}`,
        ...(s.synthetic_input ? ["Likely synthetic input: supply values with --arg."] : []),
    ];
    return { ...c, failure: f ? failureOf(f, details) : { message: `${s.description}: ${s.verdict}: ${s.detail}`, type: s.verdict, body: details.join("\n") } };
}
function probeCase(p, matcher) {
    const c = { classname: p.tool, name: p.probe, seconds: 0 };
    if (p.status === "skipped" || p.status === "inconclusive")
        return { ...c, skipped: `${p.status}: ${p.detail}` };
    if (p.status === "passed")
        return c;
    const f = matcher.pick(p.tool, (x) => (x.rule === p.probe ? 0 : rules/* RULES */.y0[x.rule].category === "probe" ? 1 : -1));
    const details = [`Confidence: ${p.confidence}`, `Basis: ${p.basis}`, `Detail: ${p.detail}`];
    return { ...c, failure: f ? failureOf(f, details) : { message: p.detail, type: p.probe, body: details.join("\n") } };
}
function protocolCase(check, matcher) {
    const c = { classname: JUNIT_PROTOCOL_SUITE, name: check.check, seconds: 0 };
    if (check.status === "skipped")
        return { ...c, skipped: check.detail };
    if (check.status === "passed")
        return c;
    const f = matcher.pick(undefined, (x) => (x.rule === check.check ? 0 : rules/* RULES */.y0[x.rule].category === "protocol" ? 1 : -1));
    const details = [`Detail: ${check.detail}`];
    // A check whose finding is only a note (info) costs nothing in the grade, so it must not turn a test report red.
    if (f?.severity === "info")
        return { ...c, output: [`Note: ${f.message}`, ...details].join("\n") };
    return { ...c, failure: f ? failureOf(f, details) : { message: check.detail, type: check.check, body: details.join("\n") } };
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
    return removeUnsafeChars(text)
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

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/scorecard/top-issues.ts


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
    if ((0,score/* isHighConfidenceProbeFailure */.tS)(f))
        return 2;
    if (f.severity === "info")
        return 6;
    const runtime = rules/* RULES */.y0[f.rule]?.category === "runtime";
    if ((runtime && f.severity === "error") || f.rule.startsWith("edge-") || f.rule.startsWith("unknown-tool-"))
        return 3;
    return f.severity === "error" ? 4 : 5;
}
/**
 * The ranked "Top issues to fix": findings ordered by {@link issuePriority}, keeping report order (severity,
 * tool, rule — `compareFindings`) inside one priority. De-duplicated: runtime findings (one per scenario) are
 * merged to one per rule and tool, keeping the first message and counting the rest; other findings are
 * merged when rule, tool, parameter and message are all equal. Pure.
 */
function topIssues(scorecard, options = {}) {
    const byKey = new Map();
    for (const f of scorecard.findings) {
        const priority = issuePriority(f);
        if (priority === 6 && !options.includeInfo)
            continue;
        const runtime = rules/* RULES */.y0[f.rule]?.category === "runtime";
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
            message: f.message,
            fix: f.fix,
            priority,
            count: 1,
        });
    }
    // Array.prototype.sort is stable, so report order survives inside one priority.
    return [...byKey.values()].sort((a, b) => a.priority - b.priority);
}

;// CONCATENATED MODULE: ./src/report/escape.ts
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
    return truncate(toOneLine(removeUnsafeChars(String(text))).trim(), limit ?? DEFAULT_TEXT_LIMIT);
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
    const escaped = defuse(clean(text, options.limit)).replace(/[&<>\\`*_[\]|~$#]/g, (c) => {
        if (c === "&")
            return "&amp;";
        if (c === "<")
            return "&lt;";
        if (c === ">")
            return "&gt;";
        return `\\${c}`;
    });
    // List and heading markers matter only at the start of a line. This text is meant for inside a line, but
    // stays inert if a caller puts it first.
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
            ? `**Over budget:** ~${formatCount(scorecard.context_tokens)} tokens against a budget of ${formatCount(context.budget)} (${formatCount(over)} too many).`
            : `Within budget: ~${formatCount(scorecard.context_tokens)} of ${formatCount(context.budget)} tokens.`, "");
    }
    const top = costliest(scorecard);
    if (top.length > 0) {
        const total = Math.max(1, scorecard.context_tokens);
        out.push("Costliest tools:", "", (0,markdown_table/* markdownTable */.Q)([["Tool", "Def. tokens", "Share"], ...top.map((t) => [codeSpan(t.name, { table: true, limit: 130 }), formatCount(t.tokens), `${Math.round((t.tokens / total) * 100)}%`])], { align: ["l", "r", "r"] }), "");
    }
    if (context.repeated_schemas.length > 0) {
        out.push(`Repeated sub-schemas (moving those a tool repeats into its \`$defs\` saves ~${formatCount(context.saving_tokens)} tokens; \`$defs\` cannot be shared between tools):`, "", (0,markdown_table/* markdownTable */.Q)([
            ["Sub-schema", "Tokens each", "Copies", "In tools", "$defs saving"],
            ...context.repeated_schemas.map((r) => [
                codeSpan(r.excerpt, { table: true, limit: 80 }),
                formatCount(r.tokens),
                String(r.occurrences.length),
                r.tools.slice(0, 5).map((t) => codeSpan(t, { table: true, limit: 60 })).join(", ") + (r.tools.length > 5 ? `, +${r.tools.length - 5}` : ""),
                r.saving_tokens > 0 ? formatCount(r.saving_tokens) : "—",
            ]),
        ], { align: ["l", "r", "r", "l", "r"] }), "");
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
        const name = `${escapeMarkdown(clientName(id))} (${codeSpan(id)})`;
        if (results.length === 0) {
            out.push(`- ${name}: accepts every tool.`);
            continue;
        }
        out.push(`- ${name}: rejects ${plural(results.length, "tool")} of ${scorecard.tools.length}; a request carrying any of them fails.`);
    }
    out.push("");
    const rows = report.results.flatMap((r) => r.rejections.map((x) => ({ client: r.client, tool: r.tool, ...x })));
    if (rows.length > 0) {
        out.push((0,markdown_table/* markdownTable */.Q)([
            ["Client", "Tool", "JSON Pointer", "Rejected", "Source"],
            ...rows.slice(0, CLIENT_ROWS).map((r) => [
                codeSpan(r.client),
                codeSpan(r.tool, { table: true, limit: 100 }),
                codeSpan(r.pointer || "(root)", { table: true, limit: 120 }),
                escapeMarkdown(r.keyword, { limit: 120 }),
                /^https:\/\/[^\s<>]+$/.test(r.source) ? `<${r.source}>` : escapeMarkdown(r.source, { limit: 200 }),
            ]),
        ]), ...(rows.length > CLIENT_ROWS ? ["", `… and ${plural(rows.length - CLIENT_ROWS, "more")}.`] : []), "");
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
 * component lines, drift ("Changes to what the model sees"), the tool table, the probe table when probes ran,
 * "Client compatibility" when `--clients` named any, "Context cost" when a budget was set or sub-schemas repeat,
 * "Top issues to fix" with each fix, then the optional details and a footer line.
 *
 * Every piece of server text goes through `escape.ts` (no raw HTML, mentions, links, fences or table breaks);
 * the output contains no `<!--`. Ends with a newline. Pure; never throws.
 */
function renderMarkdown(scorecard, options = {}) {
    const figures = reportFigures(scorecard);
    if (options.lintOnly)
        return renderLintMarkdown(scorecard, figures);
    const out = [`# MCP Scorecard: ${escapeMarkdown(serverDisplayName(scorecard), { limit: 120 })}`, ""];
    if (options.badgeUrl !== undefined) {
        out.push(`![mcp: ${badgeMessage(scorecard)}](${linkDestination(options.badgeUrl)})`, "");
    }
    const note = capNote(scorecard);
    out.push(`**Grade: ${gradeText(scorecard)}** · Score ${formatPercent(scorecard.score)}` +
        (note === null ? "" : ` — ${escapeMarkdown(note, { limit: 600 })}`), "");
    const lint = figures.lint;
    out.push(`- Protocol: ${escapeMarkdown(scorecard.protocol.label)}`, `- Target: ${codeSpan(scorecard.target, { limit: 200 })}`, `- Happy-path pass rate: ${rate(scorecard.happy_pass_rate, figures.happy)}`, `- Edge-case resilience: ${rate(scorecard.edge_resilience_rate, figures.edge)}`, `- Lint score: ${formatPercent(scorecard.lint_score)} (${plural(lint.errors, "error")}, ${plural(lint.warnings, "warning")})`, scorecard.effect_rate === null
        ? "- Effect rate: n/a (no high-confidence probe checks)"
        : `- Effect rate: ${formatPercent(scorecard.effect_rate)} (${figures.effect.passed}/${figures.effect.total} high-confidence probe checks passed)`);
    if (figures.protocolChecks.total > 0) {
        out.push(`- Protocol checks: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`);
    }
    out.push(`- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`, "");
    const drift = scorecard.findings.filter((f) => isDrift(f.rule));
    if (drift.length > 0) {
        const more = drift.length > DRIFT_ROWS ? [`- … and ${plural(drift.length - DRIFT_ROWS, "more change")}.`] : [];
        out.push("## Changes to what the model sees", "", ...drift.slice(0, DRIFT_ROWS).map((f) => `- ${findingLine(f)}`), ...more, "");
    }
    out.push("## Tools", "", toolTable(scorecard), "");
    if (scorecard.probes.length > 0)
        out.push("## Effect probes", "", probeTable(scorecard), "");
    out.push(...clientSection(scorecard), ...contextSection(scorecard));
    out.push("## Top issues to fix", "", ...issueLines(topIssues(scorecard), options.maxIssues ?? 30), "");
    if (options.details !== false)
        out.push(...detailSections(scorecard));
    const wait = scorecard.timing.server_wait_ms;
    out.push(`<sub>Seed ${scorecard.seed} · ran in ${formatSeconds(scorecard.timing.total_ms)}` +
        (wait > 0 ? `, ${formatSeconds(wait)} of it waiting on the server` : "") +
        "</sub>");
    return `${out.join("\n")}\n`;
}
/** `mcp-checkup lint`'s Markdown: lint score and counts, context cost, the findings with their fixes; no grade. */
function renderLintMarkdown(scorecard, figures) {
    const lint = figures.lint;
    const out = [
        `# MCP Lint: ${escapeMarkdown(serverDisplayName(scorecard), { limit: 120 })}`,
        "",
        `**Lint score: ${formatPercent(scorecard.lint_score)}** (${plural(lint.errors, "error")}, ${plural(lint.warnings, "warning")})`,
        "",
        `- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`,
        "",
        ...clientSection(scorecard),
        ...contextSection(scorecard),
        "## Top issues to fix",
        "",
        ...issueLines(topIssues(scorecard), 100),
        "",
    ];
    return `${out.join("\n")}\n`;
}
/** A URL made safe as a Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkDestination(url) {
    return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function rate(value, tally) {
    return tally.total === 0 ? `${formatPercent(value)} (nothing to run)` : `${formatPercent(value)} (${tally.passed}/${tally.total})`;
}
function contextLine(scorecard, definitionTokens) {
    const parts = [`${formatCount(definitionTokens)} in ${plural(scorecard.tools.length, "tool definition")}`];
    if (scorecard.instructions_tokens > 0)
        parts.push(`${formatCount(scorecard.instructions_tokens)} in instructions`);
    return (`~${formatCount(scorecard.context_tokens)} tokens on every request (${parts.join(" + ")}; ` +
        `${escapeMarkdown(scorecard.token_method)})`);
}
function toolTable(scorecard) {
    if (scorecard.tools.length === 0)
        return "_No tools advertised._";
    return (0,markdown_table/* markdownTable */.Q)([
        ["Tool", "Scenarios", "Avg latency", "Def. tokens"],
        ...scorecard.tools.map((t) => [
            codeSpan(t.name, { table: true, limit: 130 }),
            `${t.passed}/${t.total}`,
            t.total === 0 ? "—" : formatLatency(t.avg_latency_ms),
            formatCount(t.definition_tokens),
        ]),
    ], { align: ["l", "r", "r", "r"] });
}
function probeTable(scorecard) {
    return (0,markdown_table/* markdownTable */.Q)([
        ["Probe", "Tool", "Result", "Confidence", "Detail"],
        ...scorecard.probes.map((p) => [
            escapeMarkdown(p.probe, { limit: 60 }),
            codeSpan(p.tool, { table: true, limit: 130 }),
            p.status === "failed" ? "**failed**" : p.status,
            p.confidence,
            escapeMarkdown(p.basis ? `${p.detail} (${p.basis})` : p.detail, { limit: 240 }),
        ]),
    ]);
}
/** `**\`tool\`** · \`param\`` or `**Server**`: where a finding or issue is. */
function where(item) {
    const owner = item.tool === undefined ? "**Server**" : `**${codeSpan(item.tool, { limit: 130 })}**`;
    return item.parameter === undefined ? owner : `${owner} · ${codeSpan(item.parameter, { limit: 130 })}`;
}
/** Text as a sentence: trimmed, ending with `.`, `!` or `?`. */
function sentence(text) {
    const t = text.trim();
    return /[.!?…]$/.test(t) ? t : `${t}.`;
}
function issueLines(issues, max) {
    if (issues.length === 0)
        return [`- ${NO_ISSUES_TEXT}`];
    const lines = issues.slice(0, max).map((issue) => {
        const message = escapeMarkdown(sentence(issue.message), { limit: 400 });
        const repeats = issue.count > 1 ? ` _(${issue.count} times)_` : "";
        return `- ${where(issue)} — ${message}${repeats} _Fix:_ ${escapeMarkdown(sentence(issue.fix), { limit: 400 })}`;
    });
    if (issues.length > max)
        lines.push(`- … and ${plural(issues.length - max, "more issue")}.`);
    return lines;
}
function findingLine(f) {
    const confidence = f.confidence === undefined ? "" : ` _(${f.confidence} confidence)_`;
    return (`${where(f)} — ${escapeMarkdown(sentence(f.message), { limit: 400 })}${confidence} ` +
        `_Fix:_ ${escapeMarkdown(sentence(f.fix), { limit: 400 })}`);
}
function severityCounts(findings) {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of findings)
        counts[f.severity]++;
    const parts = [];
    if (counts.error)
        parts.push(plural(counts.error, "error"));
    if (counts.warning)
        parts.push(plural(counts.warning, "warning"));
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
    const failed = scorecard.scenarios.filter((s) => !s.passed && s.verdict !== "skipped");
    if (failed.length > 0) {
        const rows = failed.slice(0, DETAIL_ROWS).map((s) => [
            codeSpan(s.tool, { table: true, limit: 130 }),
            escapeMarkdown(s.description, { limit: 120 }),
            s.error_code === undefined ? s.verdict : `${s.verdict} (${s.error_code})`,
            escapeMarkdown(s.detail, { limit: 200 }),
        ]);
        const more = failed.length > DETAIL_ROWS ? [`… and ${plural(failed.length - DETAIL_ROWS, "more")}.`] : [];
        details(`Failed scenarios (${failed.length})`, [
            (0,markdown_table/* markdownTable */.Q)([["Tool", "Scenario", "Verdict", "Detail"], ...rows]),
            ...(more.length > 0 ? ["", ...more] : []),
        ]);
    }
    if (scorecard.protocol_checks.length > 0) {
        const rows = scorecard.protocol_checks.map((c) => [
            escapeMarkdown(c.check, { limit: 80 }),
            c.status === "failed" ? "**failed**" : c.status,
            escapeMarkdown(c.detail, { limit: 200 }),
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
            lines.push(`- … and ${plural(findings.length - DETAIL_ROWS, "more")}.`);
        details(`<code>${escapeHtml(rule)}</code> · ${severityCounts(findings)} — ${escapeHtml(summary)}`, lines);
    }
    return out;
}

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
 * survive message rewording. Output is 2-space JSON with a trailing newline, identical for equal input.
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
            message: { text: removeUnsafeChars(`${f.message} Fix: ${f.fix}`) },
            locations: [
                {
                    ...(physical ? { physicalLocation: physicalLocation(physical) } : {}),
                    logicalLocations: [logicalRef],
                },
            ],
            partialFingerprints: { [SARIF_FINGERPRINT_KEY]: `${hash}:${occurrence}` },
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
                ...(logical.length > 0 ? { logicalLocations: logical } : {}),
                results,
                properties: {
                    server: { name: scorecard.server.name, version: scorecard.server.version },
                    protocol: scorecard.protocol.label,
                    grade: scorecard.grade,
                    score: scorecard.score,
                    gradeCapped: scorecard.grade_cap.capped,
                },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
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
    const clean = removeUnsafeChars;
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

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/action/contents-api.ts
var contents_api = __webpack_require__(6831);
// EXTERNAL MODULE: ./src/action/github-client.ts
var github_client = __webpack_require__(9479);
;// CONCATENATED MODULE: ./src/action/badge-branch.ts


/**
 * Commits `files` to `branch` through the REST contents API, so a README can link a stable URL (the nightly
 * badge; github-action-notes §3.3 item 1). No git checkout is needed.
 * - A missing branch (`GET /git/ref/heads/{branch}` → 404) is created from the default branch's head
 *   (`defaultBranch`, else `GET /repos/{owner}/{repo}` → `default_branch`).
 * - A file whose current content is already `content` is not written (no empty commits); otherwise
 *   `PUT /contents/{path}` with the current blob `sha` when the file exists.
 * Needs `contents: write`. Throws the Octokit `RequestError` of the first failing request.
 */
async function commitBadgeFiles(client, repo, branch, files, options = {}) {
    const branchCreated = await ensureBranch(client, repo, branch, options.defaultBranch ?? null);
    const result = { branchCreated, written: [], unchanged: [] };
    for (const file of files) {
        const written = await (0,contents_api/* commitFileIfChanged */.z)(client, repo, branch, file, options.message ?? `Update ${file.path} (mcp-checkup badge)`);
        (written ? result.written : result.unchanged).push(file.path);
    }
    return result;
}
/** Creates `branch` from the default branch's head when it does not exist; true when it was created. */
async function ensureBranch(client, repo, branch, defaultBranch) {
    try {
        await client.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
        return false;
    }
    catch (error) {
        if ((0,github_client/* httpStatus */.nG)(error) !== 404)
            throw error;
    }
    const base = defaultBranch ?? (await client.rest.repos.get({ ...repo })).data.default_branch;
    const head = await client.rest.git.getRef({ ...repo, ref: `heads/${base}` });
    await client.rest.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha: head.data.object.sha });
    return true;
}

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
/**
 * The sticky PR comment body: the marker on the first line, then the Markdown scorecard with its badge (a
 * shields.io static badge: no hosting needed) at the top. Kept within `limit` characters: the details are
 * dropped first, then the body is cut at a line with fences and `<details>` closed (github-action-notes §2.4).
 * The marker survives every cut. Server text is escaped by `renderMarkdown`. Pure; never throws.
 */
function buildCommentBody(scorecard, options) {
    const limit = options.limit ?? constants/* COMMENT_BODY_LIMIT */.tx;
    const head = `${options.marker}\n`;
    const badgeUrl = shieldsBadgeUrl(scorecard);
    const full = head + renderMarkdown(scorecard, { details: true, badgeUrl });
    if (full.length <= limit)
        return full;
    const compact = renderMarkdown(scorecard, { details: false, badgeUrl });
    if (head.length + compact.length <= limit)
        return head + compact;
    const where = options.runUrl ? `the [job summary](${options.runUrl})` : "the job summary";
    const note = `_Scorecard cut to fit GitHub's comment size limit: the full scorecard is in ${where}._`;
    return head + truncateMarkdown(compact, limit - head.length, note);
}
/**
 * The job summary: the full Markdown scorecard with its badge. Above the 1 MiB step-summary limit the details
 * are dropped, then the text is cut like a comment. Pure; never throws.
 */
function buildSummary(scorecard, limitBytes = constants/* SUMMARY_BYTE_LIMIT */.Kj) {
    const badgeUrl = shieldsBadgeUrl(scorecard);
    const full = renderMarkdown(scorecard, { details: true, badgeUrl });
    if (measureBytes(full) <= limitBytes)
        return full;
    const compact = renderMarkdown(scorecard, { details: false, badgeUrl });
    if (measureBytes(compact) <= limitBytes)
        return compact;
    return truncateMarkdown(compact, limitBytes, "_Scorecard cut to fit the job summary size limit: see the JSON report._", measureBytes);
}

;// CONCATENATED MODULE: ./src/action/comments-api.ts
/**
 * The REST implementation: `GET /repos/{owner}/{repo}/issues/{n}/comments` through `octokit.paginate`
 * (100 a page, following the `Link` header), `POST …/issues/{n}/comments`, `PATCH …/issues/comments/{id}`,
 * `GET …/pulls/{n}`.
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
        user: data.user ? { ...(data.user.login !== undefined ? { login: data.user.login } : {}), ...(data.user.type !== undefined ? { type: data.user.type } : {}) } : null,
    };
}

// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
;// CONCATENATED MODULE: ./src/action/sticky-comment.ts
/**
 * The sticky-comment decision, as a pure function over the PR's comments (STYLE.md "A seam for every outside
 * thing"). One comment per server is found by the hidden marker on its FIRST line (see `commentMarker`), updated
 * in place on every push, and left alone when its body is already the new one (no "edited" noise).
 */
/** The first line of a comment body, without a trailing `\r`. */
function firstLine(body) {
    const end = body.indexOf("\n");
    return (end === -1 ? body : body.slice(0, end)).replace(/\r$/, "").trim();
}
/**
 * Decides between creating, updating or leaving the sticky comment.
 * - A comment is ours when its first line is exactly `marker`. When several are, comments written by a bot
 *   (`user.type: "Bot"`, as `github-actions[bot]` is) are preferred over others — a person who pastes our marker
 *   into their own comment must not capture the sticky comment (we could not edit it anyway) — and among
 *   those the newest (highest id) wins.
 * - No comment of ours: create. Ours with a byte-identical body: unchanged. Otherwise: update that comment.
 * `body` must already start with `marker` on its first line (see `comment-body.ts`). Pure; never throws.
 */
function decideStickyComment(comments, marker, body) {
    const ours = comments.filter((c) => typeof c.body === "string" && firstLine(c.body) === marker);
    const byBot = ours.filter((c) => c.user?.type === "Bot");
    const candidates = byBot.length > 0 ? byBot : ours;
    const existing = candidates.reduce((newest, c) => (newest === undefined || c.id > newest.id ? c : newest), undefined);
    if (existing === undefined)
        return { action: "create", body };
    const url = existing.html_url !== undefined ? { url: existing.html_url } : {};
    if (existing.body === body)
        return { action: "unchanged", commentId: existing.id, ...url };
    return { action: "update", commentId: existing.id, ...url, body };
}

;// CONCATENATED MODULE: ./src/action/pr-comment.ts


/**
 * Brings the PR's sticky comment up to date: lists every comment (all pages), decides with
 * `decideStickyComment`, then creates, updates, or leaves it. An update answered 404 (the comment was deleted
 * meanwhile) becomes a create (github-action-notes §2.5 step 7). Throws the API's error otherwise (a 403 from
 * a read-only token included: the caller turns it into a warning).
 */
async function syncStickyComment(api, prNumber, marker, body) {
    const decision = decideStickyComment(await api.list(prNumber), marker, body);
    if (decision.action === "unchanged") {
        return { action: "unchanged", id: decision.commentId, ...(decision.url !== undefined ? { url: decision.url } : {}) };
    }
    if (decision.action === "update") {
        try {
            const updated = await api.update(decision.commentId, body);
            return { action: "updated", id: updated.id, ...(updated.html_url !== undefined ? { url: updated.html_url } : {}) };
        }
        catch (error) {
            if ((0,github_client/* httpStatus */.nG)(error) !== 404)
                throw error;
        }
    }
    const created = await api.create(prNumber, body);
    return { action: "created", id: created.id, ...(created.html_url !== undefined ? { url: created.html_url } : {}) };
}

;// CONCATENATED MODULE: ./src/action/publish.ts

















/**
 * Publishes a scorecard, in this order, so a failure to publish never hides it (DESIGN.md "The Action"):
 * 1. the job summary (skipped quietly without `GITHUB_STEP_SUMMARY`, or with `job-summary: false`);
 * 2. the score outputs (grade after any cap, score and rates as 0..1 fractions);
 * 3. report files in `report-dir` (JSON, Markdown, SARIF, JUnit) and the badge (`badge-path`: SVG + shields endpoint JSON),
 *    and the outputs naming them;
 * 4. annotations: error findings as `core.error`, warnings as `core.warning`, at most {@link ANNOTATION_LIMIT};
 * 5. the badge files committed to `badge-branch` (not on pull-request events: the badge shows the branch a
 *    README links, not a PR);
 * 6. the sticky PR comment, on `pr-number` or the event's PR, with `comment: true`; on a `workflow_run` event
 *    only when that PR's head is the commit the triggering run built (the PR number comes from an untrusted
 *    artifact; github-action-notes §2.3).
 * Each failing step becomes a warning; a 403 ("Resource not accessible by integration", a read-only token on
 * fork and Dependabot PRs) becomes a warning naming the two-workflow recipe. Never throws.
 */
async function publish(scorecard, inputs, context, deps) {
    const { io } = deps;
    const result = { summaryWritten: false, files: null, annotations: 0, comment: null, badgeBranchCommitted: false, warnings: [] };
    const warn = (message) => {
        result.warnings.push(message);
        io.warning(message);
    };
    const attempt = async (what, step) => {
        try {
            await step();
        }
        catch (error) {
            warn(`${what} failed: ${errorText(error)}`);
        }
    };
    if (inputs.jobSummary) {
        await attempt("Writing the job summary", () => {
            result.summaryWritten = io.appendSummary(buildSummary(scorecard));
            if (!result.summaryWritten)
                io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
        });
    }
    await attempt("Setting the outputs", () => setScoreOutputs(io, scorecard));
    await attempt(`Writing the reports to ${inputs.reportDir}`, () => {
        const files = writeReportFiles(scorecard, inputs.reportDir, inputs.badgePath, inputs.sarif);
        result.files = files;
        io.setOutput(constants/* Outputs */.tY.ReportJson, files.json);
        io.setOutput(constants/* Outputs */.tY.ReportMarkdown, files.markdown);
        io.setOutput(constants/* Outputs */.tY.ReportSarif, files.sarif);
        io.setOutput(constants/* Outputs */.tY.ReportJunit, files.junit);
        io.setOutput(constants/* Outputs */.tY.BadgeSvg, files.badgeSvg);
    });
    await attempt("Annotating the findings", () => {
        result.annotations = annotateFindings(io, scorecard.findings);
    });
    const github = deps.github ?? github_client/* createGitHubClient */.LX;
    const repo = context.repo;
    if (inputs.badgeBranch !== "") {
        if (action_context/* PULL_REQUEST_EVENTS */.m.includes(context.eventName)) {
            io.info(`${constants/* Inputs */.G0.BadgeBranch}: not committed on ${context.eventName} events; the badge follows the branch runs (push, schedule).`);
        }
        else if (result.files === null) {
            warn(`${constants/* Inputs */.G0.BadgeBranch}: nothing committed because the badge files could not be written.`);
        }
        else if (repo === null || inputs.githubToken === "") {
            warn(`${constants/* Inputs */.G0.BadgeBranch}: nothing committed because ${repo === null ? "GITHUB_REPOSITORY is not set" : `${constants/* Inputs */.G0.GithubToken} is empty`}.`);
        }
        else {
            const files = result.files;
            await attempt(`Committing the badge to branch ${inputs.badgeBranch}`, async () => {
                try {
                    const svg = renderBadgeSvg(scorecard);
                    const endpoint = `${JSON.stringify(renderShieldsEndpoint(scorecard))}\n`;
                    const done = await commitBadgeFiles(await github(inputs.githubToken, context.apiUrl), repo, inputs.badgeBranch, [
                        { path: (0,external_node_path_.basename)(files.badgeSvg), content: svg },
                        { path: (0,external_node_path_.basename)(files.badgeEndpoint), content: endpoint },
                    ], { defaultBranch: context.defaultBranch });
                    result.badgeBranchCommitted = true;
                    io.info(`${constants/* Inputs */.G0.BadgeBranch}: ${done.written.length > 0 ? `committed ${done.written.join(", ")}` : "badge unchanged"} on ${inputs.badgeBranch}` +
                        (done.branchCreated ? " (branch created)" : "") +
                        ".");
                }
                catch (error) {
                    if ((0,github_client/* isPermissionError */.gj)(error)) {
                        throw new Error(`the token cannot write to the repository; give the job \`permissions: contents: write\` (${errorText(error)})`);
                    }
                    throw error;
                }
            });
        }
    }
    const prNumber = inputs.prNumber ?? context.prNumber;
    if (inputs.comment && prNumber !== null) {
        if (repo === null || inputs.githubToken === "") {
            warn(`No PR comment: ${repo === null ? "GITHUB_REPOSITORY is not set" : `${constants/* Inputs */.G0.GithubToken} is empty`}. The scorecard is in the job summary.`);
        }
        else {
            try {
                const tag = inputs.commentTag || scorecard.server.name.trim() || scorecard.target;
                const body = buildCommentBody(scorecard, { marker: (0,constants/* commentMarker */.Ql)(tag), runUrl: context.runUrl });
                const api = createCommentsApi(await github(inputs.githubToken, context.apiUrl), repo);
                const stale = context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha;
                if (stale) {
                    // The report's PR number comes from an artifact of an untrusted run: it must name the PR that run built.
                    warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
                }
                else {
                    const outcome = await syncStickyComment(api, prNumber, (0,constants/* commentMarker */.Ql)(tag), body);
                    result.comment = outcome;
                    io.setOutput(constants/* Outputs */.tY.CommentId, String(outcome.id));
                    if (outcome.url !== undefined)
                        io.setOutput(constants/* Outputs */.tY.CommentUrl, outcome.url);
                    io.info(`PR #${prNumber}: scorecard comment ${outcome.action}${outcome.url ? ` (${outcome.url})` : ""}.`);
                }
            }
            catch (error) {
                if ((0,github_client/* isPermissionError */.gj)(error))
                    warn(readOnlyTokenWarning(prNumber, error));
                else
                    warn(`Commenting on PR #${prNumber} failed: ${errorText(error)}. The scorecard is in the job summary.`);
            }
        }
    }
    return result;
}
/**
 * The warning for a token that may not comment (fork and Dependabot PRs get a read-only `GITHUB_TOKEN`): names
 * the two-workflow recipe and warns off `pull_request_target` (github-action-notes §2.3).
 */
function readOnlyTokenWarning(prNumber, error) {
    return (`Could not comment on PR #${prNumber}: the token may not write (${errorText(error)}), as on pull requests from forks ` +
        `and Dependabot. The scorecard is in the job summary and the outputs. To get the comment, use the two-workflow ` +
        `recipe: upload ${constants/* ReportFiles */.yD.Json} as an artifact here, and publish it from a workflow_run workflow with ` +
        `${constants/* Inputs */.G0.ReportPath} and ${constants/* Inputs */.G0.PrNumber} (${constants/* FORK_RECIPE_ANCHOR */.a6}). Do not use pull_request_target with a ` +
        `checkout of the PR's code: the checkup runs that code.`);
}
/**
 * Writes the JSON, Markdown, SARIF (with `sarif`; default: this version, no file locations) and JUnit reports to
 * `reportDir`, the SVG badge to `badgePath` and its endpoint JSON beside it. Throws the file system's error.
 */
function writeReportFiles(scorecard, reportDir, badgePath, sarif = { toolVersion: version/* VERSION */.x }) {
    const paths = {
        json: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Json),
        markdown: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Markdown),
        sarif: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Sarif),
        junit: (0,external_node_path_.join)(reportDir, constants/* ReportFiles */.yD.Junit),
        badgeSvg: badgePath,
        badgeEndpoint: badgePath.replace(/\.svg$/, ".json"),
    };
    (0,external_node_fs_.mkdirSync)(reportDir, { recursive: true });
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(badgePath), { recursive: true });
    (0,external_node_fs_.writeFileSync)(paths.json, renderJson(scorecard), "utf8");
    (0,external_node_fs_.writeFileSync)(paths.markdown, renderMarkdown(scorecard), "utf8");
    (0,external_node_fs_.writeFileSync)(paths.sarif, renderSarif(scorecard, sarif), "utf8");
    (0,external_node_fs_.writeFileSync)(paths.junit, renderJunit(scorecard), "utf8");
    (0,external_node_fs_.writeFileSync)(paths.badgeSvg, renderBadgeSvg(scorecard), "utf8");
    (0,external_node_fs_.writeFileSync)(paths.badgeEndpoint, `${JSON.stringify(renderShieldsEndpoint(scorecard))}\n`, "utf8");
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
}
/**
 * Emits error findings as error annotations and warnings as warning annotations, errors first, in report order,
 * at most `limit`; the rest are counted in one log line. Text is one line, at most 500 characters, without
 * control or bidi characters (annotations are plain text; server text is quoted in it). Returns how many were emitted.
 */
function annotateFindings(io, findings, limit = constants/* ANNOTATION_LIMIT */.OE) {
    const annotated = findings.filter((f) => f.severity === "error" || f.severity === "warning").sort(finding/* compareFindings */.Eg);
    const shown = annotated.slice(0, limit);
    for (const f of shown) {
        const where = [f.tool, f.parameter].filter((x) => x !== undefined).join(" · ");
        const text = `${where === "" ? "" : `${where}: `}${f.message} Fix: ${f.fix}`;
        io.annotate(f.severity, truncate(toOneLine(removeUnsafeChars(text)), 500), `mcp-checkup: ${f.rule}`);
    }
    if (annotated.length > shown.length) {
        io.info(`${annotated.length - shown.length} more findings are not annotated (at most ${limit}); every finding is in the job summary and the JSON report.`);
    }
    return shown.length;
}
function errorText(error) {
    const status = (0,github_client/* httpStatus */.nG)(error);
    const message = error instanceof Error ? error.message : String(error);
    const line = toOneLine(message).slice(0, 300);
    return status !== undefined && !line.includes(String(status)) ? `HTTP ${status}: ${line}` : line;
}


/***/ }),

/***/ 4872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ budgetFindings),
/* harmony export */   I5: () => (/* binding */ costliestTools),
/* harmony export */   l3: () => (/* binding */ contextBreakdown)
/* harmony export */ });
/* unused harmony exports REPEAT_MIN_TOKENS, MAX_REPEATED */
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _context_cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4982);
/* harmony import */ var _schema_walk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6214);
/* harmony import */ var _text_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6445);
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
        const owner = (0,_text_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .toolOwner */ .Qc)(tool, index);
        for (const which of ["inputSchema", "outputSchema"]) {
            const root = tool[which];
            if (!(0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .OW)(root))
                continue;
            const doc = `${index}/${which}`;
            (0,_schema_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .walkSchema */ .ry)(root, (visit) => {
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
        .sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name))
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


/***/ })

};
