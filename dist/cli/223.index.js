export const id = 223;
export const ids = [223];
export const modules = {

/***/ 7336:
/***/ ((module) => {

let p = process || {}, argv = p.argv || [], env = p.env || {}
let isColorSupported =
	!(!!env.NO_COLOR || argv.includes("--no-color")) &&
	(!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || ((p.stdout || {}).isTTY && env.TERM !== "dumb") || !!env.CI)

let formatter = (open, close, replace = open) =>
	input => {
		let string = "" + input, index = string.indexOf(close, open.length)
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close
	}

let replaceClose = (string, close, replace, index) => {
	let result = "", cursor = 0
	do {
		result += string.substring(cursor, index) + replace
		cursor = index + close.length
		index = string.indexOf(close, cursor)
	} while (~index)
	return result + string.substring(cursor)
}

let createColors = (enabled = isColorSupported) => {
	let f = enabled ? formatter : () => String
	return {
		isColorSupported: enabled,
		reset: f("\x1b[0m", "\x1b[0m"),
		bold: f("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
		dim: f("\x1b[2m", "\x1b[22m", "\x1b[22m\x1b[2m"),
		italic: f("\x1b[3m", "\x1b[23m"),
		underline: f("\x1b[4m", "\x1b[24m"),
		inverse: f("\x1b[7m", "\x1b[27m"),
		hidden: f("\x1b[8m", "\x1b[28m"),
		strikethrough: f("\x1b[9m", "\x1b[29m"),

		black: f("\x1b[30m", "\x1b[39m"),
		red: f("\x1b[31m", "\x1b[39m"),
		green: f("\x1b[32m", "\x1b[39m"),
		yellow: f("\x1b[33m", "\x1b[39m"),
		blue: f("\x1b[34m", "\x1b[39m"),
		magenta: f("\x1b[35m", "\x1b[39m"),
		cyan: f("\x1b[36m", "\x1b[39m"),
		white: f("\x1b[37m", "\x1b[39m"),
		gray: f("\x1b[90m", "\x1b[39m"),

		bgBlack: f("\x1b[40m", "\x1b[49m"),
		bgRed: f("\x1b[41m", "\x1b[49m"),
		bgGreen: f("\x1b[42m", "\x1b[49m"),
		bgYellow: f("\x1b[43m", "\x1b[49m"),
		bgBlue: f("\x1b[44m", "\x1b[49m"),
		bgMagenta: f("\x1b[45m", "\x1b[49m"),
		bgCyan: f("\x1b[46m", "\x1b[49m"),
		bgWhite: f("\x1b[47m", "\x1b[49m"),

		blackBright: f("\x1b[90m", "\x1b[39m"),
		redBright: f("\x1b[91m", "\x1b[39m"),
		greenBright: f("\x1b[92m", "\x1b[39m"),
		yellowBright: f("\x1b[93m", "\x1b[39m"),
		blueBright: f("\x1b[94m", "\x1b[39m"),
		magentaBright: f("\x1b[95m", "\x1b[39m"),
		cyanBright: f("\x1b[96m", "\x1b[39m"),
		whiteBright: f("\x1b[97m", "\x1b[39m"),

		bgBlackBright: f("\x1b[100m", "\x1b[49m"),
		bgRedBright: f("\x1b[101m", "\x1b[49m"),
		bgGreenBright: f("\x1b[102m", "\x1b[49m"),
		bgYellowBright: f("\x1b[103m", "\x1b[49m"),
		bgBlueBright: f("\x1b[104m", "\x1b[49m"),
		bgMagentaBright: f("\x1b[105m", "\x1b[49m"),
		bgCyanBright: f("\x1b[106m", "\x1b[49m"),
		bgWhiteBright: f("\x1b[107m", "\x1b[49m"),
	}
}

module.exports = createColors()
module.exports.createColors = createColors


/***/ }),

/***/ 223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderConsole: () => (/* reexport */ renderConsole),
  renderReport: () => (/* binding */ renderReport),
  renderToolList: () => (/* reexport */ renderToolList),
  reportPieces: () => (/* binding */ reportPieces),
  warmUpRenderers: () => (/* binding */ warmUpRenderers)
});

// EXTERNAL MODULE: ./src/checkup/server-commands.ts + 1 modules
var server_commands = __webpack_require__(9215);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/drift/snapshot-lines.ts
/**
 * Where each tool sits in a snapshot file, so reports (SARIF) can point at the line of a tool.
 *
 * Reads the layout `renderSnapshot` writes: each tool is an object opening with `    {` inside
 * `  "tools": [`, whose first key is `      "name": "<tool>"`. Returns, for each tool name, the 1-based line of
 * its `"name"` line (the first one, when a name repeats). A file in another layout (hand-formatted) gives
 * fewer or no entries; it never throws.
 */
function snapshotToolLines(text) {
    const lines = text.split(/\r?\n/);
    const out = new Map();
    const start = lines.indexOf('  "tools": [');
    if (start < 0)
        return out;
    const prefix = '      "name": ';
    for (let i = start + 1; i + 1 < lines.length; i++) {
        if (lines[i] === "  ]" || lines[i] === "  ],")
            break;
        const next = lines[i + 1];
        if (lines[i] !== "    {" || !next.startsWith(prefix))
            continue;
        try {
            const name = JSON.parse(next.slice(prefix.length).replace(/,$/, ""));
            if (typeof name === "string" && !out.has(name))
                out.set(name, i + 2);
        }
        catch {
            // Not our layout on this line: skip it.
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/sarif-sources.ts


/**
 * Where SARIF results are located (issue 7 "SARIF and JUnit": at the snapshot line of the tool when known, else
 * at the config file): `locations` maps each tool of the baseline snapshot to the 1-based line of its `"name"`
 * (`snapshotToolLines`); `defaultLocation`, used for every other finding, is the config file — at the first line
 * naming the server as a JSON key when its text and name are given and that line is found, else line 1.
 * Empty when neither file is given (results then carry only logical locations). Pure; never throws.
 */
function sarifLocations(sources) {
    const out = {};
    if (sources.baseline !== undefined) {
        const { uri, text } = sources.baseline;
        const locations = new Map();
        for (const [tool, line] of snapshotToolLines(text))
            locations.set(tool, { uri, line });
        if (locations.size > 0)
            out.locations = locations;
    }
    if (sources.config !== undefined) {
        const { uri, text, server } = sources.config;
        out.defaultLocation = { uri, line: text !== undefined && server !== undefined ? (serverLine(text, server) ?? 1) : 1 };
    }
    return out;
}
/** The 1-based line whose first token is `"<server>":` (the server's key in `mcpServers` / `servers`), if any. */
function serverLine(text, server) {
    const key = JSON.stringify(server);
    const index = text.split(/\r?\n/).findIndex((line) => {
        const trimmed = line.trimStart();
        return trimmed.startsWith(key) && /^\s*:/.test(trimmed.slice(key.length));
    });
    return index < 0 ? undefined : index + 1;
}
/**
 * A file path as a SARIF artifact URI relative to the repository root `root` (GitHub code scanning resolves
 * result locations against the checkout): `path` resolved against `root`, made relative to it, with `/`
 * separators. A path outside `root` keeps its `../` steps (valid SARIF, but code scanning cannot place it).
 */
function repositoryUri(root, path) {
    const rel = (0,external_node_path_.relative)(root, (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(root, path));
    return rel.split(external_node_path_.sep).join("/");
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/report/sarif-options.ts





/**
 * The SARIF options of a run, shared by the CLI and the Action: this version, rule help links under
 * {@link README_URL} (only when package.json names a repository), and result locations (`sarifLocations`) from
 * `files` — each tool at its line in the baseline snapshot, every other result at the config file's line naming
 * the server — as URIs relative to `root`, the repository root (the CLI's working directory, the Action's
 * workspace). A file that cannot be read (it was validated before the run, or is a baseline not written yet)
 * only loses its locations. Never throws.
 */
function sarifOptionsFor(files, root) {
    const read = (path) => {
        try {
            return (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(root, path), "utf8");
        }
        catch {
            return undefined;
        }
    };
    const baselineText = files.baseline ? read(files.baseline) : undefined;
    const configText = files.config ? read(files.config) : undefined;
    return {
        toolVersion: version/* VERSION */.x,
        ...(version/* README_URL */.X !== undefined ? { helpBaseUrl: version/* README_URL */.X } : {}),
        ...sarifLocations({
            ...(files.baseline && baselineText !== undefined ? { baseline: { uri: repositoryUri(root, files.baseline), text: baselineText } } : {}),
            ...(files.config
                ? {
                    config: {
                        uri: repositoryUri(root, files.config),
                        ...(configText !== undefined ? { text: configText } : {}),
                        ...(files.server ? { server: files.server } : {}),
                    },
                }
                : {}),
        }),
    };
}
/**
 * The SARIF run's `automationDetails.id` (a runAutomationDetails object) of one server: `mcp-checkup/<key>/`. Code scanning reads the part before the
 * last `/` as the category, and refuses two runs of one tool with one category in a commit (github/codeql-action#3051),
 * so each server of a matrix gets its own from a stable key (`comment-tag` or the key derived from the target
 * inputs in the Action; {@link targetKey} in the CLI) — never from the name the server reports. Pure.
 */
function sarifAutomationId(key) {
    return `mcp-checkup/${key.trim().replace(/\s+/g, "-")}/`;
}
/** `target-` and 12 hex digits of the SHA-256 of what was graded (the report's `target`): a key no secret reaches. Pure. */
function targetKey(target) {
    return `target-${(0,external_node_crypto_.createHash)("sha256").update(target).digest("hex").slice(0, 12)}`;
}

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
var picocolors_default = /*#__PURE__*/__webpack_require__.n(picocolors);
// EXTERNAL MODULE: ./src/report/figures.ts
var report_figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/report/group-findings.ts
var group_findings = __webpack_require__(1992);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./node_modules/cli-table3/index.js
var cli_table3 = __webpack_require__(5832);
var cli_table3_default = /*#__PURE__*/__webpack_require__.n(cli_table3);
// EXTERNAL MODULE: ./node_modules/cli-table3/src/utils.js
var utils = __webpack_require__(8268);
;// CONCATENATED MODULE: ./src/report/long-table.ts
/// <reference path="./cli-table3-utils.d.ts" />


/** cli-table3's `chars` for a table whose rows follow each other without a separator line (its documented compact style). */
const NO_ROW_SEPARATORS = { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" };
/** Rows rendered by one cli-table3 table at most. */
const BLOCK_ROWS = 200;
/** cli-table3's default padding of a cell, left and right, in columns. */
const PADDING = 2;
/** The display width of a cell as cli-table3 measures it; printable ASCII (most cells) is its length, found without the emoji scan. */
function cellWidth(text) {
    return /^[\x20-\x7e]*$/.test(text) ? text.length : (0,utils.strlen)(text);
}
/** A table's text as cli-table3 renders it. */
function render(options, rows) {
    const table = new (cli_table3_default())(options);
    table.push(...rows);
    return table.toString();
}
/**
 * The text cli-table3's `toString()` gives for a table of `rows` with `options`, in time linear in the rows (issue
 * 14: the console report of a server with 5,000 tools spent seconds here). cli-table3 checks every cell against each
 * cell above it for row spans, which takes time quadratic in the rows; so a long table is rendered in blocks of
 * {@link BLOCK_ROWS} rows, each with the column widths the whole table needs (a width the options leave to
 * cli-table3 is what it would take: its widest cell, head included, measured as cli-table3 measures, plus the
 * padding), and the blocks are joined where a row separator goes. Meant for tables without row or column spans,
 * with the default padding and uncoloured borders (`style.border: []`), as all of ours are; a long one keeps the
 * default `chars` (throws otherwise: its blocks could not be joined).
 */
function renderTable(options, rows) {
    if (rows.length <= BLOCK_ROWS)
        return render(options, rows);
    if (options.chars !== undefined)
        throw new Error(`renderTable: a table of more than ${BLOCK_ROWS} rows keeps cli-table3's default chars`);
    const blocks = [];
    for (let i = 0; i < rows.length; i += BLOCK_ROWS)
        blocks.push(rows.slice(i, i + BLOCK_ROWS));
    const given = options.colWidths ?? [];
    const columns = Math.max(options.head?.length ?? 0, ...rows.map((row) => row.length));
    const widths = Array.from({ length: columns }, (_, i) => {
        const fixed = given[i];
        if (typeof fixed === "number")
            return fixed;
        let widest = cellWidth(options.head?.[i] ?? "");
        for (const row of rows)
            widest = Math.max(widest, cellWidth(row[i] ?? ""));
        return Math.max(1, widest + PADDING);
    });
    const out = [];
    blocks.forEach((block, i) => {
        const lines = render({ ...options, colWidths: widths, ...(i > 0 ? { head: [] } : {}) }, block).split("\n");
        const first = i === 0 ? lines : [lines[0].replace("┌", "├").replace(/┬/g, "┼").replace("┐", "┤"), ...lines.slice(1)];
        out.push(...(i < blocks.length - 1 ? first.slice(0, -1) : first));
    });
    return out.join("\n");
}

// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/report/table-layout.ts
var table_layout = __webpack_require__(129);
;// CONCATENATED MODULE: ./src/report/console.ts







/** Top issues shown on the console; the rest are counted (Toolscore shows 8, reference/toolscore-notes.md §7). */
const CONSOLE_ISSUES = 8;
/** A cli-table3 table of `rows`, as text (the one place the console report draws a table). */
function gradeColor(c, grade) {
    switch (grade) {
        case "A":
            return (t) => c.bold(c.greenBright(t));
        case "B":
            return c.green;
        case "C":
            return c.yellow;
        case "D":
            return c.red;
        case "F":
            return (t) => c.bold(c.red(t));
    }
}
/** Row colour by pass share of the conclusive calls: green all passed, yellow some, red none (Toolscore's rule, §8). */
function passColor(c, passed, total) {
    if (total === 0)
        return c.dim;
    if (passed === total)
        return c.green;
    return passed > 0 ? c.yellow : c.red;
}
/**
 * Renders the scorecard for a terminal, as a string (the CLI prints it; nothing here writes to stdout):
 * a boxed header (title, grade — coloured by grade when `color` —, score, component rates with the effect figure
 * explained (`effectFigure`, `probeWarnings`), protocol label, the cap note), the tool table (Tool | Scenarios | Avg
 * latency | Def. tokens, rows green/yellow/red by pass share, `skipped: <why>` for a tool the run left out), the probe
 * table when probes ran (probe above tool, result above confidence, detail), protocol checks (passed count, failed
 * ones listed with a neutral mark: their findings carry the severity), the top 8 issues grouped by cause with their
 * fixes and "… and N more" (errors ✖, warnings ▲; a ✓ and the info-note count, dimmed, when there is nothing to
 * fix), the calls that counted for nothing (refused or blocked, by cause, with the fix), and a line on context
 * cost. Everything fits `width` columns (`table-layout.ts`). The header names the coverage, and says when the grade
 * is provisional. All server text passes `terminalSafe` (no escape sequences or control characters). With
 * `color: false` (the default without options) the output has no ANSI codes at all. Ends with a newline. Never throws.
 */
function renderConsole(scorecard, options = { color: false }) {
    const c = picocolors_default().createColors(options.color);
    const width = Math.max(40, options.width ?? table_layout/* DEFAULT_TERMINAL_WIDTH */.oX);
    const pen = {
        c,
        width,
        item: (prefix, body) => (0,table_layout/* hangingWrap */.$e)(prefix, body, width),
        safe: (text, limit) => (0,terminal_text/* terminalSafe */.k)(text, limit === undefined ? {} : { limit }),
        tableStyle: { head: [], border: [] },
    };
    const lintOnly = options.lintOnly === true;
    const figures = (0,report_figures/* reportFigures */.uU)(scorecard);
    const out = [
        ...headerBox(pen, scorecard, figures, lintOnly),
        ...(scorecard.tools.length === 0 ? ["No tools advertised.", ""] : lintOnly ? lintToolTable(pen, scorecard) : toolTable(pen, scorecard)),
        ...probeTable(pen, scorecard),
        ...protocolSection(pen, scorecard, figures),
        ...clientSection(pen, scorecard),
        ...issuesSection(pen, scorecard),
        ...acceptedSection(pen, scorecard),
        ...(lintOnly ? [] : inconclusiveSection(pen, scorecard)),
        ...contextSection(pen, scorecard, figures),
    ];
    return `${out.join("\n")}\n`;
}
/** The boxed header: title, grade and score with the rates (or the lint score), protocol, cap, coverage and interruption notes. */
function headerBox(pen, scorecard, figures, lintOnly) {
    const { c, safe, width } = pen;
    const header = lintOnly
        ? [
            c.bold(`MCP Lint: ${safe((0,report_figures/* serverDisplayName */.T2)(scorecard), 120)}`),
            `Lint score ${(0,format/* formatPercent */.l9)(scorecard.lint_score)}   ${figures.lint.errors} error(s), ${figures.lint.warnings} warning(s)`,
            c.dim(safe(scorecard.protocol.label)),
        ]
        : [
            c.bold(`MCP Scorecard: ${safe((0,report_figures/* serverDisplayName */.T2)(scorecard), 120)}`),
            `${gradeColor(c, scorecard.grade)(`Grade ${(0,report_figures/* gradeText */.Fp)(scorecard)}`)}   Score ${(0,format/* formatPercent */.l9)(scorecard.score)}`,
            (0,table_layout/* packLine */.oO)([
                figures.happy.total === 0 ? "happy n/a" : `happy ${(0,format/* formatPercent */.l9)(scorecard.happy_pass_rate)}`,
                `edge ${(0,format/* formatPercent */.l9)(scorecard.edge_resilience_rate)}`,
                `lint ${(0,format/* formatPercent */.l9)(scorecard.lint_score)}`,
                `effect ${(0,report_figures/* effectFigure */.Y3)(scorecard)}`,
                ...((0,report_figures/* probeWarnings */._c)(scorecard) === "" ? [] : [(0,report_figures/* probeWarnings */._c)(scorecard)]),
            ], "  |  ", width - 4),
            c.dim(safe(scorecard.protocol.label)),
        ];
    const note = (0,report_figures/* capNote */.$k)(scorecard);
    if (note !== null)
        header.push(c.yellow(safe(note, 400)));
    const coverage = lintOnly ? null : (0,report_figures/* coverageNote */.BX)(scorecard);
    if (coverage !== null)
        header.push(scorecard.provisional ? c.yellow(safe(coverage, 400)) : c.dim(safe(coverage, 400)));
    const interrupted = (0,report_figures/* interruptedNote */.No)(scorecard);
    if (interrupted !== null)
        header.push(c.yellow(safe(interrupted, 400)));
    // The box: one column whose text is wrapped to fit inside it; with its borders it is at most `width` wide. One row
    // per line, without separators between rows: cli-table3 draws a cell of several lines in time quadratic in its
    // length (each line drawn truncates the whole text, a character at a time, for a debug message), 6 ms for this box
    // on every run's critical path (issue 14).
    const inner = Math.min(width - 2, (0,table_layout/* textWidth */.sc)(header.join("\n")) + table_layout/* CELL_PADDING */.xb) - table_layout/* CELL_PADDING */.xb;
    const lines = header.flatMap((line) => (0,table_layout/* hangingWrap */.$e)("", line, inner).split("\n"));
    return [renderTable({ style: pen.tableStyle, colWidths: [inner + table_layout/* CELL_PADDING */.xb], chars: NO_ROW_SEPARATORS }, lines.map((line) => [line])), ""];
}
/**
 * Tool rows the console shows at most: a server of thousands of tools would otherwise print a table of thousands of
 * rows no one reads, and rendering it cost seconds (issue 14). The tools that need attention come first; the JSON and
 * Markdown reports list every tool.
 */
const CONSOLE_TOOL_ROWS = 50;
/**
 * The tools of the console's table: every tool when they are at most {@link CONSOLE_TOOL_ROWS}, else that many —
 * those `needsAttention` picks first, then the others — in the scorecard's order; and the line saying how many were
 * left out (none: empty).
 */
function shownTools(scorecard, needsAttention, restText) {
    const all = scorecard.tools;
    if (all.length <= CONSOLE_TOOL_ROWS)
        return { tools: all, note: [] };
    const first = new Set(all.filter(needsAttention).slice(0, CONSOLE_TOOL_ROWS));
    for (const t of all) {
        if (first.size >= CONSOLE_TOOL_ROWS)
            break;
        first.add(t);
    }
    const left = all.length - first.size;
    return { tools: all.filter((t) => first.has(t)), note: [`… and ${(0,format/* plural */.LS)(left, "more tool", "more tools")}${restText}; the JSON report (--report json=PATH) lists every tool.`] };
}
/** The lint report's tool table: Tool | Def. tokens (the costliest first when not every tool is shown). */
function lintToolTable(pen, scorecard) {
    const { c, safe } = pen;
    const head = ["Tool", "Def. tokens"];
    const costly = new Set((0,report_figures/* costliest */.rN)(scorecard, CONSOLE_TOOL_ROWS).map((t) => t.name));
    const { tools, note } = shownTools(scorecard, (t) => costly.has(t.name), "");
    const rows = tools.map((t) => [safe(t.name, 130), (0,format/* formatCount */.B4)(t.definition_tokens)]);
    const widths = (0,table_layout/* fitColumns */.Pk)((0,table_layout/* naturalWidths */.b8)(head, rows), pen.width, [12, 8]);
    const broken = rows.map(([name, tokens]) => [(0,table_layout/* breakName */.Hi)(name, widths[0] - 2), tokens]);
    return [c.bold("Tools"), renderTable({ head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths, colAligns: ["left", "right"] }, broken), ...note.map((n) => c.dim(pen.item("", n))), ""];
}
/** The tool table: Tool | Scenarios | Avg latency | Def. tokens, rows coloured by pass share (tools with a failed call first when not every tool is shown). */
function toolTable(pen, scorecard) {
    const { c, safe } = pen;
    const head = ["Tool", "Scenarios", "Avg latency", "Def. tokens"];
    const failedSome = (t) => t.passed < t.total - t.refused - t.blocked;
    const { tools, note } = shownTools(scorecard, failedSome, ", none of them with a failed call");
    const cells = tools.map((t) => [safe(t.name, 130), (0,report_figures/* scenarioCell */.vw)(t), t.total === 0 ? "—" : (0,format/* formatLatency */.YL)(t.avg_latency_ms), (0,format/* formatCount */.B4)(t.definition_tokens)]);
    const widths = (0,table_layout/* fitColumns */.Pk)((0,table_layout/* naturalWidths */.b8)(head, cells), pen.width, [12, 11, 9, 8], [1.5, 1, 1, 1]);
    const rows = tools.map((t, i) => {
        const [name, scenarios, latency, tokens] = cells[i];
        const paint = t.not_called !== undefined && t.total === 0 ? c.dim : passColor(c, t.passed, t.total - t.refused - t.blocked);
        return [paint((0,table_layout/* breakName */.Hi)(name, widths[0] - 2)), paint(scenarios), latency, tokens];
    });
    const table = renderTable({ head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths, colAligns: ["left", "right", "right", "right"] }, rows);
    return [c.bold("Tools"), table, ...note.map((n) => c.dim(pen.item("", n))), ""];
}
/** The probe table, when probes ran: the probe above its tool, the result above its confidence, the detail. */
function probeTable(pen, scorecard) {
    if (scorecard.probes.length === 0)
        return [];
    const { c, safe } = pen;
    // Three columns so the detail keeps room at 80 columns: the probe above its tool, the result above its confidence.
    const head = ["Probe\ntool", "Result\nconfidence", "Detail"];
    const cells = scorecard.probes.map((p) => [`${safe(p.probe, 40)}\n${safe(p.tool, 130)}`, `${p.status}\n${p.confidence}`, safe(p.detail, 300)]);
    const widths = (0,table_layout/* fitColumns */.Pk)((0,table_layout/* naturalWidths */.b8)(head, cells), pen.width, [12, 14, 24], [1, 1, 1.5]);
    const rows = scorecard.probes.map((p, i) => {
        const paint = p.status === "failed" ? c.red : p.status === "passed" ? c.green : c.dim;
        const names = `${safe(p.probe, 40)}\n${(0,table_layout/* breakName */.Hi)(safe(p.tool, 130), widths[0] - 2)}`;
        return [names, `${paint(p.status)}\n${c.dim(p.confidence)}`, cells[i][2]];
    });
    return [c.bold("Effect probes"), renderTable({ head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths }, rows), ""];
}
/** Protocol checks: the passed count, and the failed ones with a neutral mark. */
function protocolSection(pen, scorecard, figures) {
    if (figures.protocolChecks.total === 0)
        return [];
    const { c, safe } = pen;
    const out = [`${c.bold("Protocol checks")}: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`];
    // A failed check's severity is its finding's (an error or warning is under "Top issues to fix" with its mark);
    // here the mark stays neutral, so an info note never stands under a red cross.
    for (const check of scorecard.protocol_checks.filter((x) => x.status === "failed")) {
        out.push(pen.item(`  ${c.dim("•")} `, `${safe(check.check, 80)} — ${safe(check.detail, 300)}`));
    }
    return [...out, ""];
}
/** Client compatibility (`--clients`): what each client profile rejects. */
function clientSection(pen, scorecard) {
    const clients = scorecard.client_profiles;
    if (!clients || clients.clients.length === 0)
        return [];
    const { c, safe } = pen;
    const out = [c.bold("Client compatibility")];
    for (const id of clients.clients) {
        const rejected = clients.results.filter((r) => r.client === id).map((r) => safe(r.tool, 60));
        const verdict = rejected.length === 0 ? c.green("accepts every tool") : c.red(`rejects ${(0,format/* plural */.LS)(rejected.length, "tool")}: ${rejected.slice(0, 6).join(", ")}${rejected.length > 6 ? ", …" : ""}`);
        out.push(pen.item("  ", `${(0,report_figures/* clientName */.V8)(id)} (${id}): ${verdict}`));
    }
    return [...out, ""];
}
/** The top issues, grouped by cause, with their fixes (or a ✓ and the count of info notes). */
function issuesSection(pen, scorecard) {
    const { c, safe, item } = pen;
    const out = [c.bold("Top issues to fix")];
    const groups = (0,group_findings/* groupFindings */.k)(scorecard.findings);
    if (groups.length === 0) {
        out.push(item(`  ${c.green("✓")} `, (0,report_figures/* noIssuesText */.z1)(scorecard)));
        const notes = scorecard.findings.filter((f) => f.severity === "info").length;
        if (notes > 0)
            out.push(c.dim(item("  · ", `${(0,format/* plural */.LS)(notes, "note")} at info level, which cost nothing: see the JSON or Markdown report`)));
    }
    groups.slice(0, CONSOLE_ISSUES).forEach((group, i) => {
        const names = group.tools.map((t) => safe(t, 130));
        const where = names.length > 1
            ? [`${names.slice(0, 4).join(", ")}${names.length > 4 ? ` and ${names.length - 4} more` : ""} (${names.length} tools)`]
            : [...names, ...(group.parameter !== undefined ? [safe(group.parameter, 130)] : [])];
        const mark = group.severity === "error" ? c.red("✖") : group.severity === "warning" ? c.yellow("▲") : c.dim("•");
        const same = names.length > 1 ? c.dim(` (the same for the other ${names.length - 1})`) : group.count > 1 ? c.dim(` (${group.count} times)`) : "";
        out.push(item(`  ${i + 1}. ${mark} `, `${where.length > 0 ? `${c.bold(where.join(" · "))} — ` : ""}${safe(group.message, 400)}${same}`), item(`       ${c.dim("Fix:")} `, safe(group.fix, 400)));
    });
    if (groups.length > CONSOLE_ISSUES)
        out.push(`  … and ${(0,format/* plural */.LS)(groups.length - CONSOLE_ISSUES, "more issue")}.`);
    return [...out, ""];
}
/** The accepted findings (`--accepted`), each with its reason. */
function acceptedSection(pen, scorecard) {
    if (scorecard.acceptance === undefined)
        return [];
    const { c, safe, item } = pen;
    const accepted = scorecard.findings.filter((f) => f.accepted !== undefined);
    const out = [item("", c.bold("Accepted findings") + c.dim(` (${safe(scorecard.acceptance.file, 120)}: they cost nothing)`))];
    if (accepted.length === 0)
        out.push(c.dim("  none of this run's findings is accepted"));
    for (const f of accepted.slice(0, CONSOLE_ISSUES)) {
        const where = f.tool === undefined ? "" : ` ${safe(f.tool, 80)}${f.parameter !== undefined ? ` · ${safe(f.parameter, 80)}` : ""}`;
        const until = f.accepted.expires !== undefined ? ` (until ${f.accepted.expires})` : "";
        out.push(item(`  ${c.green("✓")} `, `${f.rule}${where} — accepted: ${safe(f.accepted.reason, 200)}${until}`));
    }
    if (accepted.length > CONSOLE_ISSUES)
        out.push(`  … and ${(0,format/* plural */.LS)(accepted.length - CONSOLE_ISSUES, "more")}.`);
    return [...out, ""];
}
/** The calls that counted for nothing (refused or blocked), by cause, with the fix. */
function inconclusiveSection(pen, scorecard) {
    if (scorecard.inconclusive.length === 0)
        return [];
    const { c, safe, item } = pen;
    const out = [item("", c.bold("Calls that counted for nothing") + c.dim(" (refused by the server, or blocked by the environment)"))];
    for (const g of scorecard.inconclusive) {
        const names = g.tools.map((t) => safe(t, 80));
        const tools = `${names.slice(0, 6).join(", ")}${names.length > 6 ? ` and ${names.length - 6} more` : ""}`;
        out.push(item(`  ${c.dim("○")} `, `${c.bold(g.outcome)} · ${(0,format/* plural */.LS)(g.calls, "call")} on ${(0,format/* plural */.LS)(g.tools.length, "tool")} (${tools}) — ${safe(g.reason, 300)}`), item(`       ${c.dim("Fix:")} `, safe(g.fix, 400)));
    }
    return [...out, ""];
}
/** The context cost line, the budget, the costliest tools and what `$defs` would save. */
function contextSection(pen, scorecard, figures) {
    if (!(0,report_figures/* hasContextCost */.pZ)(scorecard))
        return [];
    const { c, safe, item } = pen;
    const instructions = scorecard.instructions_tokens > 0 ? ` + ${(0,format/* formatCount */.B4)(scorecard.instructions_tokens)} in instructions` : "";
    const out = [
        item("", `Context cost: ~${(0,format/* formatCount */.B4)(scorecard.context_tokens)} estimated tokens ` +
            `(${(0,format/* formatCount */.B4)(figures.definitionTokens)} across ${(0,format/* plural */.LS)(scorecard.tools.length, "tool")}${instructions}; ` +
            `${safe(scorecard.token_method)}).`),
    ];
    const context = scorecard.context;
    if (!context || (context.budget === null && context.repeated_schemas.length === 0))
        return out;
    if (context.budget !== null) {
        const over = scorecard.context_tokens - context.budget;
        out.push(over > 0 ? c.red(`  Over the budget of ${(0,format/* formatCount */.B4)(context.budget)} by ${(0,format/* formatCount */.B4)(over)} tokens.`) : `  Within the budget of ${(0,format/* formatCount */.B4)(context.budget)} tokens.`);
    }
    out.push(item("  ", `Costliest: ${(0,report_figures/* costliest */.rN)(scorecard).map((t) => `${safe(t.name, 60)} ${(0,format/* formatCount */.B4)(t.tokens)}`).join(", ")}.`));
    if (context.saving_tokens > 0)
        out.push(item("  ", `Moving sub-schemas a tool repeats into its $defs saves ~${(0,format/* formatCount */.B4)(context.saving_tokens)} tokens (see the Markdown or JSON report).`));
    return out;
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
// EXTERNAL MODULE: ./src/report/unsafe-chars.ts
var unsafe_chars = __webpack_require__(1370);
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

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
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
    return scorecard.grade_cap.capped ? `${scorecard.grade} (capped)` : `${scorecard.grade} ${(0,format/* formatPercent */.l9)(scorecard.score)}`;
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

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
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
function markdown_sections_contextSection(scorecard) {
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
function markdown_sections_clientSection(scorecard) {
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
        out.push(`![mcp: ${badgeMessage(scorecard)}](${linkDestination(options.badgeUrl)})`, "");
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
    out.push("## Tools", "", markdown_toolTable(scorecard), "");
    if (scorecard.probes.length > 0)
        out.push("## Effect probes", "", markdown_probeTable(scorecard), "");
    out.push(...markdown_sections_clientSection(scorecard), ...markdown_sections_contextSection(scorecard));
    out.push("## Top issues to fix", "", ...issueLines((0,group_findings/* groupFindings */.k)(scorecard.findings), options.maxIssues ?? 30, (0,report_figures/* noIssuesText */.z1)(scorecard)), "");
    out.push(...markdown_acceptedSection(scorecard));
    if (scorecard.inconclusive.length > 0)
        out.push(...markdown_inconclusiveSection(scorecard.inconclusive));
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
        ...markdown_sections_clientSection(scorecard),
        ...markdown_sections_contextSection(scorecard),
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
function markdown_inconclusiveSection(groups) {
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
function markdown_toolTable(scorecard) {
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
function markdown_probeTable(scorecard) {
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
function markdown_acceptedSection(scorecard) {
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

;// CONCATENATED MODULE: ./src/report/tool-list.ts




/**
 * Renders `mcp-checkup list`: one row per tool with its name, whether it is read-only
 * (`annotations.readOnlyHint`), its parameters (required ones marked `*`) and the first line of its
 * description, within `width` columns. Server text is made terminal-safe (no escape sequences).
 */
function renderToolList(tools, options) {
    const width = Math.max(40, options.width ?? table_layout/* DEFAULT_TERMINAL_WIDTH */.oX);
    const head = ["Tool", "Read-only", "Parameters", "Description"];
    const cells = tools.map((tool) => {
        const schema = (tool.inputSchema ?? {});
        const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
        const params = Object.keys(schema.properties ?? {}).map((p) => (required.includes(p) ? `${p}*` : p));
        const description = (tool.description ?? "").split("\n")[0] ?? "";
        return [(0,terminal_text/* terminalSafe */.k)(tool.name, { limit: 130 }), tool.annotations?.readOnlyHint === true ? "yes" : "no", (0,terminal_text/* terminalSafe */.k)(params.join(", "), { limit: 300 }), (0,terminal_text/* terminalSafe */.k)(description, { limit: 300 })];
    });
    const widths = (0,table_layout/* fitColumns */.Pk)((0,table_layout/* naturalWidths */.b8)(head, cells), width, [12, 11, 12, 20], [1, 1, 1, 1.6]);
    const rows = cells.map(([name, readOnly, params, description]) => [(0,table_layout/* breakName */.Hi)(name, widths[0] - 2), readOnly, params, description]);
    const table = renderTable({ head: options.color ? head.map((h) => picocolors_default().bold(h)) : head, style: { head: [], border: [] }, wordWrap: true, colWidths: widths }, rows);
    return `${table}\n${tools.length} tool(s)\n`;
}

;// CONCATENATED MODULE: ./src/cli/render-report.ts
/**
 * The CLI's report renderers in one module, which `commands.ts` loads with a dynamic import once a run has started:
 * the renderers and what they pull in (the badge font tables the Markdown report's badge line needs, cli-table3,
 * SARIF) then load while the server under test starts instead of before it is spawned (issue 14).
 */









/**
 * One report of `scorecard` in `format`, as text. `files`: what SARIF results point at (`--baseline`, `--config`,
 * `--server`); `lintOnly`: the `lint` command's reports (no grade); `width`: the console report's terminal width in
 * columns (default 80).
 */
function renderReport(format, scorecard, color, files, lintOnly, width) {
    switch (format) {
        case "console":
            return renderConsole(scorecard, { color, lintOnly, ...(width !== undefined ? { width } : {}) });
        case "markdown":
            return renderMarkdown(scorecard, { details: true, lintOnly });
        case "json":
            return renderJson(scorecard);
        case "sarif":
            return renderSarif(scorecard, {
                ...sarifOptionsFor(files, process.cwd()),
                automationId: sarifAutomationId(targetKey(scorecard.target)),
            });
        case "junit":
            return renderJunit(scorecard);
    }
}
/**
 * {@link renderReport}'s text in pieces, for a file (never coloured): the JSON report one list element at a time
 * (`jsonReportChunks`: a large run's report is never held whole), any other format in one piece.
 */
function reportPieces(format, scorecard, files, lintOnly) {
    return format === "json" ? jsonReportChunks(scorecard) : [renderReport(format, scorecard, false, files, lintOnly)];
}
/** The one tool of {@link warmUpRenderers}' report. */
const WARM_UP_TOOL = {
    name: "warm_up_lookup",
    description: "Look up one record by its id and return its title; call 'warm_up_search' first to find ids.",
    inputSchema: { type: "object", properties: { id: { type: "string", description: "The record's id" } }, required: ["id"] },
};
/**
 * Renders the console and JSON reports of a one-tool lint once and drops them, so that the renderers' first use
 * (lazy compilation, cli-table3 and the width measurements warming up: about 35 ms of CPU in a cold process) is paid
 * while the server under test starts rather than after it has answered (issue 14). Never rejects.
 */
async function warmUpRenderers() {
    try {
        const scorecard = await (0,server_commands/* lintTools */.dZ)({ tools: [WARM_UP_TOOL], target: "warm-up" });
        renderReport("console", scorecard, true, {}, true);
        renderReport("json", scorecard, false, {}, true);
    }
    catch {
        // A warm-up failure changes nothing about the run.
    }
}


/***/ })

};
