export const id = 678;
export const ids = [678];
export const modules = {

/***/ 6940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ liveSnapshot)
/* harmony export */ });
/* harmony import */ var _drift_snapshot_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9191);


/** The canonical snapshot (`makeSnapshot`) of a live server: its listed tools, instructions, revision and serverInfo. */
function liveSnapshot(connection, tools) {
    return (0,_drift_snapshot_js__WEBPACK_IMPORTED_MODULE_0__/* .makeSnapshot */ .HM)({
        tools: [...tools],
        ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
        protocolVersion: connection.protocolVersion,
        serverInfo: connection.serverInfo,
    });
}


/***/ }),

/***/ 9883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ey: () => (/* binding */ startFailureFinding),
/* harmony export */   n2: () => (/* binding */ pollutionFindings),
/* harmony export */   ru: () => (/* binding */ pollutionCapReason),
/* harmony export */   tA: () => (/* binding */ listingFindings)
/* harmony export */ });
/* unused harmony export runtimeRequirement */
/* harmony import */ var _findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3607);
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _mcp_handshake_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4293);
/* harmony import */ var _mcp_target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1983);




/**
 * The runtime a server said it needs when it refused to start on ours (a published notes server: "requires
 * Node.js 22 or newer. Detected: Node.js 20.20.2"): its name and least version, or undefined. Pure.
 */
function runtimeRequirement(text) {
    const m = /\b(?:requires?|needs?|supported on|only supports|must use|use)\s+(node(?:\.?js)?|python|bun|deno)\s*(?:version\s*)?(?:v|>=\s*)?(\d+(?:\.\d+){0,2})\s*(?:or (?:newer|higher|later|above)|\+|and (?:newer|above|later))/i.exec(text)
        ?? /\bunsupported engine\b[^\n]{0,80}?\b(node)\b[^\n]{0,20}?(\d+(?:\.\d+){0,2})/i.exec(text);
    if (!m)
        return undefined;
    const name = (m[1] ?? "").toLowerCase();
    const runtime = name.startsWith("node") ? "Node.js" : name === "python" ? "Python" : name === "bun" ? "Bun" : "Deno";
    return { runtime, version: m[2] ?? "" };
}
/**
 * `server-start-failed`: the server did not start or finish the handshake. The message carries the error
 * (exit code, timeout) and the last lines of stderr, where a server says why it died.
 */
function startFailureFinding(error, target, protocol = "auto") {
    const tail = error.stderrTail.trim().split("\n").slice(-5).join("\n");
    const runtime = runtimeRequirement(`${error.message}\n${error.stderrTail}`);
    // No answer in time may be a slow start (npx fetching the package, a cold container) or a --timeout set too short.
    const slowStart = error.handshake === "timeout" ? "; if it starts slowly, give it longer with --timeout" : "";
    const fix = runtime
        ? `The server needs ${runtime.runtime} ${runtime.version} or newer and this run has ${runtime.runtime === "Node.js" ? process.versions.node : "an older one"}: run the checkup with that runtime (in a workflow, actions/setup-node or actions/setup-python before this step). This is the machine, not the server.`
        : error.handshake === "error" && protocol !== "auto"
            ? // The server is up and said no to what --protocol pinned (a new user pinned 2026-07-28 on a 2025 server and was told to fix the command).
                `The server is running and refused the handshake --protocol ${protocol} asked for: leave --protocol out (auto finds the era and revision the server speaks), or pin one it supports.`
            : target.kind === "stdio"
                ? `Run '${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)((0,_mcp_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target), 120)}' by hand and check that it starts, speaks MCP on stdout and answers initialize; fix the command, its working directory or its environment (--env, --cwd)${slowStart}.`
                : target.launch
                    ? `Run '${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)([target.launch.command, ...target.launch.args].join(" "), 120)}' by hand and check that it listens at ${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)((0,_mcp_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)({ kind: "http", url: target.url }), 100)} and answers MCP requests there (POST, Streamable HTTP); fix the command, the port or the URL${slowStart}.`
                    : `Check that a server listens at ${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)((0,_mcp_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target), 100)} and answers MCP requests there (POST, Streamable HTTP), and that the URL and any --header values are right${slowStart}.`;
    return (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("server-start-failed", {
        message: `The server could not be started or did not complete the handshake: ${startErrorText(error.message)}`,
        fix,
        ...(tail ? { evidence: { excerpt: tail } } : {}),
    });
}
/**
 * A start error's message for a finding: our own sentences whole (a `--timeout 2` run cut "…was started again: 4.4 s
 * without an answer in all." to "…was started again: 4…" at 300 characters), the server's stderr lines after them
 * cut to 300 characters (the evidence keeps them).
 */
function startErrorText(message) {
    const marker = `\n${_mcp_handshake_js__WEBPACK_IMPORTED_MODULE_1__/* .LAST_STDERR_LINES */ .UU}\n`;
    const at = message.indexOf(marker);
    if (at < 0)
        return (0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(message, 600);
    return `${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(message.slice(0, at), 600)} ${_mcp_handshake_js__WEBPACK_IMPORTED_MODULE_1__/* .LAST_STDERR_LINES */ .UU} ${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(message.slice(at + marker.length), 300)}`;
}
/**
 * Findings about the `tools/list` walk: `pagination-loop` (a repeated cursor or the page cap; MCP
 * server/utilities/pagination: a missing nextCursor ends the list, an empty string does not) and
 * `tools-list-failed` (a page failed: the tools gathered so far are still graded).
 */
function listingFindings(listing) {
    const findings = [];
    if (listing.pagination) {
        const { problem, cursor, pages } = listing.pagination;
        findings.push((0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("pagination-loop", {
            message: problem === "loop"
                ? `tools/list returned nextCursor '${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(cursor, 60)}' again after ${pages} page(s): a client following cursors never reaches the end.`
                : `tools/list was still returning a nextCursor after ${pages} pages; the listing was stopped there.`,
            fix: "Return a new cursor for each next page and omit nextCursor on the last page.",
        }));
    }
    if (listing.failure) {
        const failure = listing.failure;
        const why = failure.kind === "error"
            ? `JSON-RPC error ${failure.error.code} (${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(failure.error.message, 120)})`
            : failure.kind === "timeout"
                ? "no answer in time"
                : failure.kind === "closed"
                    ? `the server exited (${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(failure.reason, 120)})`
                    : "a result that is not a tools/list result";
        findings.push((0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("tools-list-failed", {
            message: `tools/list failed after ${listing.pages} page(s): ${why}; only the ${listing.tools.length} tool(s) listed before it were graded.`,
            fix: "Make tools/list answer every page with { tools: [...] } and a valid nextCursor, and declare the tools capability.",
        }));
    }
    return findings;
}
/**
 * `stdout-pollution`: lines on stdout that are not JSON-RPC messages (MCP basic/transports §stdio: the server
 * MUST NOT write anything to stdout that is not a valid MCP message). One finding for the run, quoting the first
 * line and saying how many came while the server was serving requests.
 */
function pollutionFindings(lines) {
    if (lines.length === 0)
        return [];
    const first = lines[0];
    const during = lines.filter((l) => l.duringSession).length;
    const when = during === 0 ? " before its first JSON-RPC message (a start-up banner)" : during === lines.length ? " while serving requests" : `, ${during} of them while serving requests`;
    return [
        (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("stdout-pollution", {
            message: `The server wrote ${lines.length} line(s) to stdout that are not JSON-RPC messages${when}, first '${(0,_findings_excerpt_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .K)(first.line, 100)}' at ${Math.round(first.atMs)} ms; strict stdio clients fail on such lines.`,
            fix: "Write logs, banners and debug output to stderr (console.error, logging to stderr), never to stdout; stdout is reserved for MCP messages.",
            evidence: { excerpt: lines.slice(0, 5).map((l) => l.line).join("\n") },
        }),
    ];
}
/**
 * The grade-cap reason for stdout pollution, or undefined (DESIGN.md "Score and grade": stdout pollution caps the
 * grade at C). It caps when lines came while the server was serving requests — debug output that every call
 * of an agent runs into; a start-up banner before the first message costs its lint error only (the shared case
 * `pollution-banner` grades B or better).
 */
function pollutionCapReason(lines) {
    const during = lines.filter((l) => l.duringSession).length;
    if (during === 0)
        return undefined;
    return `stdout-pollution (${during} non-JSON-RPC line${during === 1 ? "" : "s"} on stdout while serving requests)`;
}


/***/ }),

/***/ 9215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UG: () => (/* binding */ lintServerTarget),
  dZ: () => (/* binding */ lintTools),
  Xx: () => (/* binding */ listServerTools),
  dO: () => (/* reexport */ tools_file/* parseToolsFile */.d),
  ko: () => (/* binding */ snapshotServer)
});

// EXTERNAL MODULE: ./src/drift/snapshot.ts
var snapshot = __webpack_require__(9191);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/lint/client-profiles.ts
var client_profiles = __webpack_require__(4621);
// EXTERNAL MODULE: ./src/mcp/connect.ts
var connect = __webpack_require__(558);
// EXTERNAL MODULE: ./src/mcp/target.ts
var target = __webpack_require__(1983);
// EXTERNAL MODULE: ./src/scorecard/redact-scorecard.ts + 1 modules
var redact_scorecard = __webpack_require__(4610);
// EXTERNAL MODULE: ./src/secrets/redactor.ts
var secrets_redactor = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/lint/context-cost.ts
var context_cost = __webpack_require__(4982);
// EXTERNAL MODULE: ./src/scorecard/build.ts + 1 modules
var build = __webpack_require__(1710);
;// CONCATENATED MODULE: ./src/checkup/lint-scorecard.ts


/**
 * A scorecard of lint findings alone (no scenarios, no probes), so `mcp-checkup lint` renders with the same
 * renderers as `test`. Rates with nothing to measure count as full credit (DESIGN.md "Score and grade").
 */
function buildLintScorecard(input) {
    const started = new Date().toISOString();
    return (0,build/* buildScorecard */.bF)({
        server: { ...input.server, ...(input.instructions !== undefined ? { instructions: input.instructions } : {}) },
        protocol: input.protocol,
        target: input.target,
        tools: input.tools.map((tool, i) => {
            const name = typeof tool.name === "string" ? tool.name : `<tool #${i + 1}>`;
            return { name, definition_tokens: input.lint.definitionTokens[name] ?? 0 };
        }),
        scenarios: [],
        findings: input.lint.findings,
        instructionsTokens: input.lint.instructionsTokens,
        tokenMethod: context_cost/* TOKEN_METHOD */.mT,
        context: input.lint.context,
        ...(input.lint.clientProfiles !== undefined ? { clientProfiles: input.lint.clientProfiles } : {}),
        seed: input.seed ?? 0,
        timing: { started_at: started, total_ms: 0, server_wait_ms: 0 },
        probeGradeCap: true,
    });
}

// EXTERNAL MODULE: ./src/checkup/live-snapshot.ts
var live_snapshot = __webpack_require__(6940);
// EXTERNAL MODULE: ./src/checkup/run-findings.ts
var run_findings = __webpack_require__(9883);
// EXTERNAL MODULE: ./src/lint/tools-file.ts
var tools_file = __webpack_require__(57);
;// CONCATENATED MODULE: ./src/checkup/server-commands.ts
/**
 * The engine's commands that read a server without grading it: its tool listing (`list`), the lint of what the
 * model reads (`lint`), and its canonical snapshot (`snapshot`). The faces call these; none runs them itself
 * (issue 15). Each connects, reads, and closes the server's whole process group before it returns; what it hands
 * back is redacted of the target's secrets (`redactorFor`).
 */











/**
 * Connects, runs `read` on the connection, and closes it (also when `read` throws); then, while the server stops
 * (time spent waiting on its exit anyway, issue 14), runs `after` on what `read` gave, and resolves once both are
 * done: no process of the server outlives the call. Other errors are thrown.
 */
async function withServer(options, read, after = (value) => value) {
    let connection;
    try {
        connection = await (0,connect/* connect */.N)(options.target, { protocol: options.protocol, timeoutMs: options.timeoutMs });
    }
    catch (error) {
        if (error instanceof errors/* ServerStartError */.K4)
            return { ok: false, failure: (0,run_findings/* startFailureFinding */.ey)(error, options.target, options.protocol) };
        throw error;
    }
    let value;
    try {
        value = await read(connection);
    }
    catch (error) {
        await connection.close();
        throw error;
    }
    const closed = connection.close();
    try {
        return { ok: true, value: await after(value) };
    }
    finally {
        await closed;
    }
}
/** The server's tools as `tools/list` gave them (every page), redacted. */
function listServerTools(options) {
    const redactor = (0,target/* redactorFor */.sD)(options.target);
    return withServer(options, async (connection) => redactor.json((await connection.listTools()).tools));
}
/** The lint scorecard of `inputs` (no scenarios, no probes), redacted with `redactor`. Loads the lint rules on first use. */
async function lintTools(inputs, redactor = secrets_redactor/* Redactor */.p.none) {
    const { lintServer } = await __webpack_require__.e(/* import() */ 995).then(__webpack_require__.bind(__webpack_require__, 2995));
    const lint = lintServer({
        tools: inputs.tools,
        ...(inputs.instructions !== undefined ? { instructions: inputs.instructions } : {}),
        ...(inputs.clients !== undefined ? { clients: (0,client_profiles/* clientProfiles */.kX)("clients", inputs.clients) } : {}),
        ...(inputs.tokenBudget !== undefined ? { tokenBudget: inputs.tokenBudget } : {}),
    });
    const scorecard = buildLintScorecard({
        tools: inputs.tools,
        instructions: inputs.instructions,
        server: inputs.server ?? { name: "", version: "" },
        protocol: inputs.protocol ?? { era: "legacy", version: "" },
        target: inputs.target,
        lint,
    });
    return (0,redact_scorecard/* redactScorecard */.a)(scorecard, redactor);
}
/**
 * Lints a live server: lists its tools and instructions, stops it, and lints them while it stops (the lint rules
 * load while it starts). `lint.target` names it in the report.
 */
async function lintServerTarget(options, lint) {
    void __webpack_require__.e(/* import() */ 995).then(__webpack_require__.bind(__webpack_require__, 2995)); // loads while the server starts
    return withServer(options, async (connection) => ({
        ...lint,
        tools: (await connection.listTools()).tools,
        ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
        server: { name: connection.serverInfo.name, version: connection.serverInfo.version },
        protocol: { era: connection.era, version: connection.protocolVersion },
    }), (inputs) => lintTools(inputs, (0,target/* redactorFor */.sD)(options.target)));
}
/**
 * The canonical snapshot of the server (`liveSnapshot`, `renderSnapshot`). Throws `UsageError` when the listing is
 * partial (a page failed, a cursor looped): such a baseline would report every missing tool as removed.
 */
function snapshotServer(options) {
    const redactor = (0,target/* redactorFor */.sD)(options.target);
    return withServer(options, async (connection) => {
        const listing = await connection.listTools();
        const problem = (0,run_findings/* listingFindings */.tA)(listing)[0];
        if (problem !== undefined)
            throw new errors/* UsageError */.eb(`snapshot not written: ${problem.message}`);
        const text = redactor.text((0,snapshot/* renderSnapshot */.D7)(redactor.json((0,live_snapshot/* liveSnapshot */.F)(connection, listing.tools))));
        return { text, tools: listing.tools.length, protocolVersion: connection.protocolVersion };
    });
}


/***/ }),

/***/ 9678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  processIo: () => (/* reexport */ processIo),
  runCli: () => (/* binding */ runCli),
  splitServerArgv: () => (/* binding */ splitServerArgv)
});

// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(8179);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/checkup/option-names.ts
/**
 * The two spellings of every checkup option a reader may be told to use: the CLI flag and the Action input
 * (issue 13 item 5: fix advice in the Action named `--arg` and `--allow-writes`, "--arg" 108 times in one summary).
 * Engine text (finding fixes, probe details) keeps writing the CLI spelling; a face that is not the CLI rewrites it
 * with {@link inActionTerms} when it renders. Defined once here, beside the engine's options (`options.ts`), so
 * both faces and their tests read one table; `__tests__/checkup/option-names.test.ts` checks every flag against
 * the CLI program and every input against `action.yml`.
 */
const anyValue = (value) => ({ kind: "value", value });
/** `NAME=VALUE` or `TOOL:NAME=VALUE` (`--arg`, `--env`). */
const PAIR = /^[^\s=]+=\S*$/;
/** A number (`--timeout 60`, `--cases 5`). */
const NUMBER = /^\d+(\.\d+)?$/;
/** A share, as a fraction or a percentage (`--min-coverage 0.5`, `--min-coverage 50%`). */
const FRACTION = /^\d+(\.\d+)?%?$/;
/** A letter grade. */
const GRADE = /^[A-F]$/;
/** A file path with an extension (`--probe-config probes.yaml`), a quoted header, a revision. */
const PATH = /^[\w./-]+\.(json|ya?ml|jsonc)$/;
const HEADER = /^"[^"]+"$/;
const REVISION = /^(auto|legacy|\d{4}-\d{2}-\d{2})$/;
const URL_VALUE = /^https?:\/\/\S+$/;
const NAMES = /^[A-Za-z0-9_.,-]+$/;
const NEVER = /^$/;
/** Every CLI flag of `mcp-checkup test` that has an Action input, longest first where one starts another. */
const OPTION_NAMES = [
    { flag: "--args-file", input: "mcp-args-file", form: anyValue(PATH) },
    { flag: "--arg", input: "mcp-args", form: anyValue(PAIR) },
    { flag: "--env", input: "mcp-env", form: anyValue(PAIR) },
    { flag: "--header", input: "mcp-headers", form: anyValue(HEADER) },
    { flag: "--config", input: "mcp-config", form: anyValue(PATH) },
    { flag: "--server", input: "mcp-server", form: anyValue(NEVER) },
    { flag: "--url", input: "mcp-url", form: anyValue(URL_VALUE) },
    { flag: "--cwd", input: "working-directory", form: anyValue(NEVER) },
    { flag: "--protocol", input: "mcp-protocol", form: anyValue(REVISION) },
    { flag: "--timeout", input: "mcp-timeout", form: anyValue(NUMBER) },
    { flag: "--cases", input: "mcp-cases", form: anyValue(NUMBER) },
    { flag: "--no-edge-cases", input: "mcp-edge-cases", form: { kind: "off" } },
    { flag: "--seed", input: "mcp-seed", form: anyValue(NUMBER) },
    { flag: "--read-only", input: "mcp-read-only", form: { kind: "on" } },
    { flag: "--only", input: "mcp-only", form: anyValue(NAMES) },
    { flag: "--skip", input: "mcp-skip", form: anyValue(NAMES) },
    { flag: "--probes", input: "mcp-probes", form: { kind: "on" } },
    { flag: "--allow-writes", input: "mcp-allow-writes", form: { kind: "on" } },
    { flag: "--probe-config", input: "mcp-probe-config", form: anyValue(PATH) },
    { flag: "--no-probe-grade-cap", input: "mcp-probe-grade-cap", form: { kind: "off" } },
    { flag: "--no-protocol-checks", input: "mcp-protocol-checks", form: { kind: "off" } },
    { flag: "--baseline", input: "mcp-baseline", form: anyValue(PATH) },
    { flag: "--allow-drift", input: "mcp-allow-drift", form: { kind: "on" } },
    { flag: "--server-json", input: "mcp-server-json", form: anyValue(PATH) },
    { flag: "--clients", input: "mcp-clients", form: anyValue(NAMES) },
    { flag: "--token-budget", input: "mcp-token-budget", form: anyValue(NUMBER) },
    { flag: "--accepted", input: "mcp-accepted", form: anyValue(PATH) },
    { flag: "--fail-under", input: "mcp-fail-under", form: anyValue(GRADE) },
    { flag: "--min-coverage", input: "mcp-min-coverage", form: anyValue(FRACTION) },
    { flag: "--ci", input: "mcp-ci", form: { kind: "on" } },
];
const BY_FLAG = new Map(OPTION_NAMES.map((o) => [o.flag, o]));
/** A flag of the table, not part of a longer word or flag; then, optionally, one space and the next word. */
const FLAG_PATTERN = new RegExp(`(?<![\\w-])(${OPTION_NAMES.map((o) => o.flag.replace(/-/g, "\\-")).join("|")})(?![\\w-])(?: (\\S+))?`, "g");
/**
 * `text` with every CLI flag of {@link OPTION_NAMES} said as the Action's input: a flag followed by a value of its
 * kind becomes `input: value` (`--arg t:path=VALUE` → `mcp-args: t:path=VALUE`; trailing `.,;:)` stay outside),
 * a switch becomes `input: true` / `input: false`, any other mention the input's name (`raise --timeout` → `raise
 * mcp-timeout`). Flags not in the table (`--report`, `--bug`) are left alone. Pure; never throws.
 */
function inActionTerms(text) {
    if (!text.includes("--"))
        return text;
    return text.replace(FLAG_PATTERN, (_match, flag, next) => {
        const option = BY_FLAG.get(flag);
        const after = next === undefined ? "" : ` ${next}`;
        if (option.form.kind === "on")
            return `${option.input}: true${after}`;
        if (option.form.kind === "off")
            return `${option.input}: false${after}`;
        if (next === undefined)
            return option.input;
        const [, word = "", tail = ""] = /^(.*?)([.,;:)]*)$/.exec(next) ?? [];
        return option.form.value.test(word) ? `${option.input}: ${word}${tail}` : `${option.input}${after}`;
    });
}
/** The entry of {@link OPTION_NAMES} for an {@link OptionKey} (the flag without `--` and `no-`). */
function optionOf(key) {
    return OPTION_NAMES.find((o) => o.flag.replace(/^--(no-)?/, "") === key);
}
/**
 * An option as the CLI says it: its flag, then `value` after a space (`--server NAME`, `--env KEY=VALUE`); the
 * server command is "a server command". Pure.
 */
const cliName = (key, value) => {
    const flag = key === "command" ? "a server command" : (optionOf(key)?.flag ?? `--${key}`);
    return value === undefined ? flag : `${flag} ${value}`;
};
/**
 * An option as the Action says it: its input, then `: value` (`mcp-server: NAME`, `mcp-env: KEY=VALUE`, as
 * {@link inActionTerms} writes them). Pure.
 */
const actionName = (key, value) => {
    const input = key === "command" ? "mcp-command" : (optionOf(key)?.input ?? key);
    return value === undefined ? input : `${input}: ${value}`;
};
/** The {@link OptionNamer} of a face. */
function namerOf(face) {
    return face === "cli" ? cliName : actionName;
}

;// CONCATENATED MODULE: ./src/cli/cli-options.ts

const cli_options_text = (value) => (value === undefined || value === null ? undefined : String(value));
const texts = (value) => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]);
/** `{ key: value }` when `value` is given, else nothing. */
const some = (key, value) => (value !== undefined ? { [key]: value } : {});
/**
 * The server command of the CLI: one string (split like a shell), several words (the shell already split them:
 * an argv), or the argv after `--` (exactly as given). Throws `UsageError` when both a string and `--` are given.
 */
function commandInput(positionals, serverArgv) {
    if (serverArgv !== undefined) {
        if (positionals.length > 0) {
            throw new src_errors/* UsageError */.eb(`give the server either as one string or as an argv after --, not both (got '${positionals.join(" ")}' before --)`);
        }
        return { argv: serverArgv };
    }
    if (positionals.length === 0)
        return undefined;
    return positionals.length === 1 ? { line: positionals[0] } : { argv: positionals };
}
/** Reads commander's options of `command` once into {@link CliOptions}. Throws `UsageError` for a command given twice. */
function readCliOptions(command) {
    const o = command.options;
    const takesServer = command.name !== "aggregate";
    const commandGiven = takesServer ? commandInput(command.positionals, command.serverArgv) : undefined;
    const output = o.output;
    return {
        name: command.name,
        options: {
            target: {
                ...some("command", commandGiven),
                ...some("config", cli_options_text(o.config)),
                ...some("server", cli_options_text(o.server)),
                ...some("url", cli_options_text(o.url)),
                ...some("serverJson", cli_options_text(o.serverJson)),
                headers: texts(o.header),
                env: texts(o.env),
                ...some("cwd", cli_options_text(o.cwd)),
            },
            checkup: {
                ...some("protocol", cli_options_text(o.protocol)),
                ...some("timeout", cli_options_text(o.timeout)),
                ...some("cases", cli_options_text(o.cases)),
                edgeCases: o.edgeCases !== false,
                ...some("seed", cli_options_text(o.seed)),
                args: texts(o.arg),
                ...some("argsFile", cli_options_text(o.argsFile)),
                readOnly: Boolean(o.readOnly),
                ...some("only", cli_options_text(o.only)),
                ...some("skip", cli_options_text(o.skip)),
                probes: Boolean(o.probes),
                allowWrites: Boolean(o.allowWrites),
                ...some("probeConfig", cli_options_text(o.probeConfig)),
                probeGradeCap: o.probeGradeCap !== false,
                protocolChecks: o.protocolChecks !== false,
                ...some("baseline", cli_options_text(o.baseline)),
                ...some("clients", cli_options_text(o.clients)),
                ...some("tokenBudget", cli_options_text(o.tokenBudget)),
            },
            gate: { ...some("failUnder", cli_options_text(o.failUnder)), ...some("minCoverage", cli_options_text(o.minCoverage)), ci: Boolean(o.ci), allowDrift: Boolean(o.allowDrift) },
            reports: { report: texts(o.report), output: Array.isArray(output) ? output : [] },
            ...some("outputPath", typeof output === "string" ? output : undefined),
            color: o.color !== false,
            quiet: Boolean(o.quiet),
            ...some("accepted", cli_options_text(o.accepted)),
            ...some("reason", cli_options_text(o.reason)),
            ...some("expires", cli_options_text(o.expires)),
            prune: Boolean(o.prune),
            ...some("toolsFile", cli_options_text(o.toolsFile)),
            ...some("instructionsFile", cli_options_text(o.instructionsFile)),
            ...some("bug", cli_options_text(o.bug)),
            paths: takesServer ? [] : command.positionals,
        },
    };
}

;// CONCATENATED MODULE: ./src/checkup/options.ts
/** Happy cases per tool the faces accept (`--cases`, `mcp-cases`), and so `runCheckup`. */
const CASES_RANGE = [1, 50];
/** Seeds the faces accept (`--seed`, `mcp-seed`): a 32-bit unsigned whole number. */
const SEED_RANGE = [0, 2 ** 32 - 1];
/** The longest per-request timeout: a day (`--timeout` 86400 seconds). */
const MAX_TIMEOUT_SECONDS = 86_400;
/** {@link MAX_TIMEOUT_SECONDS} in milliseconds, as `CheckupOptions.timeoutMs` carries it. */
const MAX_TIMEOUT_MS = MAX_TIMEOUT_SECONDS * 1000;
/** The default per-request timeout as the faces show it, seconds. */
const TIMEOUT_SECONDS = 30;
/** Defaults shared by the CLI and the Action (action.yml's defaults must match these; a test compares them). */
const DEFAULTS = {
    protocol: "auto",
    /** The faces' default of `--timeout` / `mcp-timeout`, in seconds as they are given. */
    timeoutSeconds: TIMEOUT_SECONDS,
    timeoutMs: TIMEOUT_SECONDS * 1000,
    cases: 3,
    edgeCases: true,
    seed: 1,
    readOnly: false,
    probes: false,
    allowWrites: false,
    probeGradeCap: true,
    protocolChecks: true,
};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/drift/snapshot.ts
var snapshot = __webpack_require__(9191);
// EXTERNAL MODULE: ./src/lint/client-profiles.ts
var client_profiles = __webpack_require__(4621);
// EXTERNAL MODULE: ./src/scenarios/arg-overrides.ts
var arg_overrides = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/mcp/versions.ts
var versions = __webpack_require__(899);
;// CONCATENATED MODULE: ./src/checkup/option-values.ts



/**
 * Parsers for option values shared by the CLI and the Action. `name` is how the user spelled the input
 * (`--timeout`, `mcp-timeout`), so every error names it and says what is accepted. All throw `UsageError`.
 */
/** A whole number within [min, max]. */
function parseInteger(name, text, min, max = Number.MAX_SAFE_INTEGER) {
    const trimmed = text.trim();
    const value = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
        throw new src_errors/* UsageError */.eb(`${name}: '${text}' is not valid; expected ${range}`);
    }
    return value;
}
/** A number of seconds > 0 (fractions allowed), at most a day. */
function parseSeconds(name, text) {
    const trimmed = text.trim();
    const value = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!(value > 0) || value > MAX_TIMEOUT_SECONDS) {
        throw new src_errors/* UsageError */.eb(`${name}: '${text}' is not valid; expected a number of seconds greater than 0 and at most ${MAX_TIMEOUT_SECONDS} (e.g. 30 or 2.5)`);
    }
    return value;
}
/** `auto`, `legacy`, or a protocol revision we speak ({@link KNOWN_VERSIONS}). */
function parseProtocol(name, text) {
    const value = text.trim();
    if (value === "auto" || value === "legacy" || versions/* KNOWN_VERSIONS */.AX.includes(value))
        return value;
    // A date we do not know would be offered as it is, and the server's counter-offer silently graded instead.
    throw new src_errors/* UsageError */.eb(`${name}: '${text}' is not valid; expected auto, legacy or a revision we speak: ${versions/* KNOWN_VERSIONS */.AX.join(", ")}`);
}
/** A comma- or newline-separated list of names; empty entries dropped. */
function parseNameList(text) {
    if (!text)
        return [];
    return text
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
/** `KEY=VALUE` pairs (environment variables); KEY must be a valid variable name. */
function parseEnvPairs(name, pairs) {
    const env = {};
    for (const pair of pairs) {
        const eq = pair.indexOf("=");
        const key = eq > 0 ? pair.slice(0, eq).trim() : "";
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
            throw new src_errors/* UsageError */.eb(`${name}: '${pair.split("=")[0]}' is not valid; expected KEY=VALUE with KEY made of letters, digits and _`);
        }
        env[key] = pair.slice(eq + 1);
    }
    return env;
}
/** `Name: value` HTTP headers. */
function parseHeaderPairs(name, lines) {
    const headers = {};
    lines.forEach((line, index) => {
        const colon = line.indexOf(":");
        const key = colon > 0 ? line.slice(0, colon).trim() : "";
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) {
            // The line is not echoed: it may hold a secret.
            throw new src_errors/* UsageError */.eb(`${name}: header ${index + 1} is not valid; expected 'Name: value' (an HTTP header name, a colon, the value)`);
        }
        headers[key] = line.slice(colon + 1).trim();
    });
    return headers;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/mcp/command-line.ts
var command_line = __webpack_require__(6172);
// EXTERNAL MODULE: ./src/mcp/target.ts
var target = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/checkup/target-inputs.ts








/** `path` against the face's folder. */
function resolvedPath(context, path) {
    return (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(context.cwd, path);
}
/**
 * The text of a file input, read once. Throws `UsageError` `NAME: cannot read 'PATH' (why); expected a readable
 * file` (the path as the user wrote it; `no such file` for a missing one, the error code otherwise).
 */
function readInputFile(context, key, path) {
    const name = nameOf(context, key);
    try {
        const full = resolvedPath(context, path);
        (0,external_node_fs_.accessSync)(full, external_node_fs_.constants.R_OK);
        if (!(0,external_node_fs_.statSync)(full).isFile())
            throw Object.assign(new Error("a folder, not a file"), { code: "a folder, not a file" });
        return (0,external_node_fs_.readFileSync)(full, "utf8");
    }
    catch (error) {
        const code = error.code;
        const reason = code === "ENOENT" ? "no such file" : (code ?? error.message);
        throw new src_errors/* UsageError */.eb(`${name}: cannot read '${path}' (${reason}); expected a readable file`);
    }
}
/** How the face says `key` (an {@link OptionKey} or, for options only one face has, its own name). */
function nameOf(context, key) {
    return namerOf(context.face)(key);
}
/**
 * Runs `parse` for the option `key`: an `OptionError` it throws is worded in the face's names, and in the Action
 * every message starts with the input's name (`mcp-config: Config file …`), as all its input errors do.
 */
function named(context, key, parse) {
    try {
        return parse();
    }
    catch (error) {
        if (!(error instanceof src_errors/* UsageError */.eb))
            throw error;
        const say = namerOf(context.face);
        const message = error instanceof src_errors/* OptionError */.eR ? error.wordedFor(say) : error.message;
        const prefix = context.face === "action" && !message.startsWith(`${say(key)}:`) ? `${say(key)}: ` : "";
        throw new src_errors/* UsageError */.eb(`${prefix}${message}`);
    }
}
/** The command and its arguments. */
function commandOf(context, command) {
    if ("line" in command)
        return named(context, "command", () => (0,command_line/* parseCommandLine */.D)(command.line));
    const [first, ...args] = command.argv;
    if (first === undefined)
        throw new src_errors/* UsageError */.eb("nothing after --: give the server's argv, e.g. -- node server.js");
    return { command: first, args };
}
/**
 * The one target resolver of both faces: exactly one of a command, a config file (with `server` naming one of its
 * servers), a URL, or a server.json — except a command with a URL, which starts an HTTP server and grades it at
 * the URL. `env` applies to servers we start (over a config entry's own env; `${env:NAME}` in the file sees it),
 * `headers` to URLs and server.json remotes, `cwd` (an existing folder) to started servers. Throws `UsageError`
 * worded in the face's names; reads the config file and server.json (loading their JSONC parser only then: what a
 * face loads before it spawns the server is on the run's critical path, issue 14).
 */
async function resolveTarget(inputs, context) {
    const say = namerOf(context.face);
    const given = [];
    if (inputs.command !== undefined)
        given.push("command");
    if (inputs.config !== undefined)
        given.push("config");
    if (inputs.url !== undefined)
        given.push("url");
    if (inputs.serverJson !== undefined)
        given.push("server-json");
    const launchesHttp = given.length === 2 && inputs.command !== undefined && inputs.url !== undefined;
    const targets = launchesHttp ? ["url"] : given;
    if (targets.length === 0) {
        throw new src_errors/* UsageError */.eb(`no server given: give exactly one server with ${say("command")}, ${say("config")}, ${say("url")} or ${say("server-json")} ` +
            `(${say("command")} with ${say("url")} starts an HTTP server and grades it at the URL${context.noServerHint ? `; ${context.noServerHint}` : ""})`);
    }
    if (targets.length > 1)
        throw new src_errors/* UsageError */.eb(`give exactly one server: got ${given.map((k) => say(k)).join(" and ")}`);
    if (inputs.server !== undefined && inputs.config === undefined)
        throw new src_errors/* UsageError */.eb(`${say("server")}: names a server of ${say("config")}, which is not given`);
    const headerLines = inputs.headers ?? [];
    if (headerLines.length > 0 && inputs.url === undefined && inputs.serverJson === undefined) {
        throw new src_errors/* UsageError */.eb(`${say("header")}: applies only to ${say("url")} and ${say("server-json")} targets`);
    }
    const env = parseEnvPairs(say("env"), inputs.env ?? []);
    const headers = parseHeaderPairs(say("header"), headerLines);
    const cwd = inputs.cwd !== undefined ? existingFolder(context, inputs.cwd) : undefined;
    const hasEnv = Object.keys(env).length > 0;
    const started = { ...(hasEnv ? { env } : {}), ...(context.baseEnv ? { baseEnv: context.baseEnv } : {}), ...(cwd !== undefined ? { cwd } : {}) };
    const notStarted = (what) => {
        if (hasEnv || cwd !== undefined)
            throw new src_errors/* UsageError */.eb(`${say(hasEnv ? "env" : "cwd")}: applies only to servers started by a command or config, not ${what}`);
    };
    if (inputs.serverJson !== undefined) {
        // readServerJson reads the file itself, naming the input when it cannot.
        const { readServerJson } = await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(572)]).then(__webpack_require__.bind(__webpack_require__, 572));
        const { target, declared } = readServerJson(resolvedPath(context, inputs.serverJson), {
            env,
            headers,
            processEnv: context.env,
            inputName: say("server-json"),
            envInput: say("env"),
            headerInput: say("header"),
            commandHint: (argv) => (context.face === "cli" ? `mcp-checkup test -- ${argv.join(" ")}` : `${say("command")}: ${argv.join(" ")}`),
        });
        const located = target.kind === "stdio" ? { ...target, ...(context.baseEnv ? { baseEnv: context.baseEnv } : {}), ...(cwd !== undefined ? { cwd } : {}) } : target;
        return { target: located, serverJson: declared };
    }
    if (inputs.url !== undefined) {
        const url = inputs.url;
        const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
        named(context, "url", () => (0,target/* checkHttpUrl */.Om)(url));
        if (inputs.command === undefined) {
            notStarted(`${say("url")} alone`);
            return { target: { kind: "http", url, ...withHeaders } };
        }
        return { target: { kind: "http", url, ...withHeaders, launch: { ...commandOf(context, inputs.command), ...started } } };
    }
    if (inputs.config !== undefined) {
        const path = inputs.config;
        readInputFile(context, "config", path); // one message for an unreadable file input, as for every other file
        const { readServerConfig } = await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(811)]).then(__webpack_require__.bind(__webpack_require__, 2811));
        const target = named(context, "config", () => readServerConfig(resolvedPath(context, path), inputs.server, { env: context.env, overrides: env }));
        if (target.kind !== "stdio") {
            notStarted(`the HTTP server ${path} names`);
            return { target };
        }
        const merged = { ...(target.env ?? {}), ...env };
        return { target: { ...target, ...started, ...(Object.keys(merged).length > 0 ? { env: merged } : {}) } };
    }
    return { target: { kind: "stdio", ...commandOf(context, inputs.command), ...started } };
}
/** `path` (a server's working folder) resolved, when it is an existing folder. Throws `UsageError` naming `cwd`. */
function existingFolder(context, path) {
    const full = resolvedPath(context, path);
    let ok = false;
    try {
        ok = (0,external_node_fs_.statSync)(full).isDirectory();
    }
    catch {
        ok = false;
    }
    if (!ok)
        throw new src_errors/* UsageError */.eb(`${nameOf(context, "cwd")}: '${path}' is not a folder; expected an existing directory`);
    return full;
}

;// CONCATENATED MODULE: ./src/checkup/read-options.ts










/** The lint opt-ins (`clients`, `tokenBudget`) of `test`, `accept` and `lint`. Throws `UsageError` in the face's words. */
function readLintOptions(inputs, context) {
    const say = namerOf(context.face);
    const clients = inputs.clients !== undefined ? (0,client_profiles/* clientProfiles */.kX)(say("clients"), parseNameList(inputs.clients)).map((p) => p.id) : [];
    if (inputs.clients !== undefined && clients.length === 0) {
        throw new src_errors/* UsageError */.eb(`${say("clients")}: expected one or more of ${client_profiles/* CLIENT_IDS */.Zl.join(", ")}, comma-separated`);
    }
    return {
        ...(clients.length > 0 ? { clients } : {}),
        ...(inputs.tokenBudget ? { tokenBudget: parseInteger(say("token-budget"), inputs.tokenBudget, 1) } : {}),
    };
}
/**
 * The timeout of each request: `text` seconds (default {@link DEFAULTS}`.timeoutSeconds`) as milliseconds, the one
 * conversion from the faces' seconds; everything inward carries `timeoutMs`. Throws `UsageError` naming the input.
 */
function readTimeoutMs(text, context) {
    return Math.round(parseSeconds(namerOf(context.face)("timeout"), text ?? String(DEFAULTS.timeoutSeconds)) * 1000);
}
/** The protocol to speak (default `auto`). Throws `UsageError` naming the input. */
function readProtocol(text, context) {
    return parseProtocol(namerOf(context.face)("protocol"), text ?? DEFAULTS.protocol);
}
/**
 * The one options layer of both faces: raw values and the face's context in, one typed, validated
 * `CheckupOptions` out, before anything starts (STYLE.md: one typed options value, validated before any side
 * effect). Reads the files named (args file, probe config, baseline, accepted findings, config, server.json).
 * Throws `UsageError` whose message names the input as the face says it (`--url` in the CLI, `mcp-url` in the
 * Action) and what is accepted. The parsers of those files (YAML, JSONC) are loaded only when such a file is given
 * (issue 14: what a face loads before it spawns the server is on the run's critical path).
 */
async function readCheckupOptions(inputs, context) {
    const say = namerOf(context.face);
    const protocol = readProtocol(inputs.protocol, context);
    const timeoutMs = readTimeoutMs(inputs.timeout, context);
    const cases = parseInteger(say("cases"), inputs.cases ?? String(DEFAULTS.cases), ...CASES_RANGE);
    const seed = parseInteger(say("seed"), inputs.seed ?? String(DEFAULTS.seed), ...SEED_RANGE);
    const argsFile = inputs.argsFile;
    const args = await (0,arg_overrides/* readArgOverrides */.m8)({
        pairs: inputs.args ?? [],
        flag: say("arg"),
        fileFlag: say("args-file"),
        ...(argsFile !== undefined ? { file: readInputFile(context, "args-file", argsFile), fileName: argsFile } : {}),
    });
    const probeConfigFile = inputs.probeConfig;
    let probeConfig;
    if (probeConfigFile !== undefined) {
        const text = readInputFile(context, "probe-config", probeConfigFile);
        const { parseProbeConfig } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(681)]).then(__webpack_require__.bind(__webpack_require__, 1681));
        probeConfig = prefixed(say("probe-config"), () => parseProbeConfig(text, probeConfigFile));
    }
    const baselineFile = inputs.baseline;
    const baselineMissing = baselineFile !== undefined && inputs.baselineMayBeMissing === true && !(0,external_node_fs_.existsSync)(resolvedPath(context, baselineFile));
    const baseline = baselineFile !== undefined && !baselineMissing ? prefixed(say("baseline"), () => (0,snapshot/* parseSnapshot */.E$)(readInputFile(context, "baseline", baselineFile), baselineFile)) : undefined;
    const acceptedFile = inputs.accepted;
    let accepted;
    if (acceptedFile !== undefined) {
        const text = readInputFile(context, "accepted", acceptedFile);
        accepted = (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(864)]).then(__webpack_require__.bind(__webpack_require__, 2864))).parseAcceptedFile(text, acceptedFile, say("accepted"));
    }
    const lint = readLintOptions(inputs, context);
    const { target, serverJson } = await resolveTarget(inputs.target, context);
    return {
        target,
        protocol,
        timeoutMs,
        cases,
        edgeCases: inputs.edgeCases ?? DEFAULTS.edgeCases,
        seed,
        args,
        readOnly: inputs.readOnly ?? DEFAULTS.readOnly,
        only: parseNameList(inputs.only),
        skip: parseNameList(inputs.skip),
        probes: inputs.probes ?? DEFAULTS.probes,
        allowWrites: inputs.allowWrites ?? DEFAULTS.allowWrites,
        ...(probeConfig !== undefined ? { probeConfig } : {}),
        probeGradeCap: inputs.probeGradeCap ?? DEFAULTS.probeGradeCap,
        protocolChecks: inputs.protocolChecks ?? DEFAULTS.protocolChecks,
        ...(baseline !== undefined ? { baseline, baselineFile } : {}),
        ...lint,
        ...(serverJson !== undefined ? { serverJson } : {}),
        ...(accepted !== undefined ? { accepted } : {}),
    };
}
/** Runs `parse`, starting the message of a `UsageError` it throws with `name` (unless it already does). */
function prefixed(name, parse) {
    try {
        return parse();
    }
    catch (error) {
        if (error instanceof src_errors/* UsageError */.eb && !error.message.startsWith(name))
            throw new src_errors/* UsageError */.eb(`${name}: ${error.message}`);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/program.ts



/** Report formats the CLI can write. */
const REPORT_FORMATS = ["console", "markdown", "json", "sarif", "junit"];
/** Report formats of `mcp-checkup aggregate`. */
const AGGREGATE_FORMATS = ["console", "markdown", "json"];
const collect = (value, previous = []) => [...previous, value];
/** Options that say which server to start or reach (and `--quiet`); shared by every subcommand that talks to a server. */
function addTargetOptions(command) {
    return addQuietOption(command)
        .option("--config <path>", "read the server from a Claude Desktop / Cursor (mcpServers) or VS Code (servers) JSON file")
        .option("--server <name>", "which server of --config to use (needed when it has several)")
        .option("--url <url>", "a Streamable HTTP endpoint to test instead of a command")
        .option("--server-json <path>", "an MCP Registry server.json: start its npm package with npx (or reach its remote) as a client installs it")
        .option("--header <Name: value>", "an HTTP header for --url (repeatable)", collect)
        .option("--env <KEY=VALUE>", "an environment variable for the server, over this process's environment (repeatable)", collect)
        .option("--cwd <dir>", "working directory of the server")
        .option("--protocol <auto|legacy|revision>", "protocol era or revision to speak", DEFAULTS.protocol)
        .option("--timeout <seconds>", "timeout of each request, in seconds", String(DEFAULTS.timeoutSeconds));
}
/**
 * `--report FORMAT[=PATH]` (repeatable) and the old `--output PATH`. Each `--output` value is recorded with the
 * number of `--report` values parsed before it, so `planReports` can pair it with the `--report` it follows.
 */
function addReportOptions(command, formats) {
    let reports = 0;
    return command
        .addOption(new esm/* Option */.c$("--report <format[=path]>", `a report, to stdout or to PATH (repeatable): ${formats.join(", ")}; e.g. --report json=report.json`).argParser((value, previous = []) => {
        reports += 1;
        return [...previous, value];
    }))
        .addOption(new esm/* Option */.c$("--output <path>", "old form: the file of the --report just before it (prefer --report FORMAT=PATH)").argParser((path, previous = []) => [...previous, { path, afterReports: reports }]))
        .option("--no-color", "never colour console output");
}
/** `--quiet`: no progress on stderr (the reports and errors are still written). */
function addQuietOption(command) {
    return command.option("-q, --quiet", "no progress on stderr while the run goes");
}
/** The options of one checkup run (values, tools, probes, protocol, drift, clients, budget): `test` and `accept` share them. */
function addCheckupOptions(command) {
    return command
        .option("--cases <n>", "happy-path cases per tool (at most: fewer when no more distinct arguments are found)", String(DEFAULTS.cases))
        .option("--no-edge-cases", "skip the invalid-input cases")
        .option("--seed <n>", "seed of value generation (same seed, same scenarios; another seed, other values in the later happy calls)", String(DEFAULTS.seed))
        .option("--arg <NAME=VALUE>", "a value for a parameter, or TOOL:NAME=VALUE for one tool (repeatable; VALUE may be JSON)", collect)
        .option("--args-file <path>", "parameter values from a JSON or YAML file")
        .option("--read-only", "call only tools annotated readOnlyHint: true")
        .option("--only <tools>", "call only these tools (comma-separated)")
        .option("--skip <tools>", "never call these tools (comma-separated)")
        .option("--probes", "run effect probes (read-only ones unless --allow-writes)")
        .option("--allow-writes", "let probes call tools that write")
        .option("--probe-config <path>", "probe configuration (JSON or YAML)")
        .option("--no-probe-grade-cap", "do not cap the grade at C on high-confidence probe failures")
        .option("--no-protocol-checks", "skip the protocol conformance checks")
        .option("--baseline <path>", "a snapshot (mcp-checkup snapshot) to report drift against")
        .option("--allow-drift", "with --ci, do not fail on error-level drift")
        .option("--clients <ids>", `check tool schemas against these clients (comma-separated: ${client_profiles/* CLIENT_IDS */.Zl.join(", ")}); counted in the grade`)
        .option("--token-budget <tokens>", "exit 1 when the server's estimated context tokens are above this");
}
/** The file `mcp-checkup accept` writes when `--accepted` is not given. */
const DEFAULT_ACCEPTED_FILE = "mcp-accepted.yml";
/**
 * Builds the commander program. Parsing never exits the process: errors surface as `CommanderError`s that
 * the caller turns into one-line usage errors (exit 2).
 */
function buildProgram(version, onParsed) {
    const program = new esm/* Command */.uB("mcp-checkup")
        .description("Grade a Model Context Protocol server: can an AI agent really use it?")
        .version(version, "-V, --version")
        .showSuggestionAfterError(true)
        .enablePositionalOptions();
    const test = addCheckupOptions(addTargetOptions(program
        .command("test")
        .description('call every tool with valid and invalid inputs, lint, probe and grade (e.g. mcp-checkup test "node server.js")')
        .argument("[command...]", 'the server command as one string (split like a shell), or an argv after "--"')))
        .option("--accepted <path>", "a file of accepted findings (mcp-checkup accept writes it): they cost nothing; a stale entry fails --ci")
        .option("--fail-under <grade>", "exit 1 when the grade is below this letter (A-F)")
        .option("--min-coverage <fraction>", "exit 1 when fewer called tools than this (0-1 or a %) gave a conclusive happy call")
        .option("--ci", "exit 1 on blocking findings too (valid input failing, crashes, schema errors, high-confidence probe failures, stale accepted entries)");
    addReportOptions(test, REPORT_FORMATS).action((positionals, options) => onParsed({ name: "test", options, positionals }));
    addCheckupOptions(addTargetOptions(program
        .command("accept")
        .description("run the checkup and write its findings to the accepted-findings file, keeping the entries already there")
        .argument("[command...]", "the server command (as for test)")))
        .option("--accepted <path>", "the accepted-findings file to write or update (.json for JSON, else YAML)", DEFAULT_ACCEPTED_FILE)
        .option("--reason <text>", "why the new findings are accepted (every entry needs a reason)")
        .option("--expires <date>", "the last day (YYYY-MM-DD) the new entries accept their findings")
        .option("--prune", "drop the entries that match no finding any more (stale)")
        .action((positionals, options) => onParsed({ name: "accept", options, positionals }));
    addReportOptions(program
        .command("aggregate")
        .description("one report for the JSON reports of several servers (files, or folders searched for them: a matrix's artifacts)")
        .argument("<paths...>", "JSON reports, or folders to search for them"), AGGREGATE_FORMATS)
        .option("--fail-under <grade>", "exit 1 when a server's grade is below this letter (A-F)")
        .option("--min-coverage <fraction>", "exit 1 when a server's coverage is below this (0-1 or a %)")
        .option("--ci", "exit 1 when a server has blocking findings")
        .action((paths, options) => onParsed({ name: "aggregate", options, positionals: paths }));
    const list = addTargetOptions(program.command("list").description("list the server's tools").argument("[command...]", "the server command")).option("--report <format>", "console or json", "console");
    list.action((positionals, options) => onParsed({ name: "list", options, positionals }));
    const lint = addTargetOptions(program
        .command("lint")
        .description("lint what the model reads (exit 1 on any error); works offline with --tools-file")
        .argument("[command...]", "the server command"))
        .option("--tools-file <path>", "lint a saved tools/list result instead of starting a server")
        .option("--instructions-file <path>", "with --tools-file: the server's instructions text")
        .option("--clients <ids>", `check tool schemas against these clients (comma-separated: ${client_profiles/* CLIENT_IDS */.Zl.join(", ")})`)
        .option("--token-budget <tokens>", "report context-over-budget (an error) above this many estimated context tokens");
    addReportOptions(lint, ["console", "markdown", "json", "sarif"]).action((positionals, options) => onParsed({ name: "lint", options, positionals }));
    addTargetOptions(program
        .command("snapshot")
        .description("write the server's tools, canonicalised, for review in git and --baseline")
        .argument("[command...]", "the server command"))
        .requiredOption("-o, --output <path>", "where to write the snapshot (- for stdout)")
        .action((positionals, options) => onParsed({ name: "snapshot", options, positionals }));
    program
        .command("record")
        .description("sit between an MCP client and a server, relay every byte, and save each tools/call")
        .argument("[command...]", "the server argv after --")
        .option("--config <path>", "read the server from a config file")
        .option("--server <name>", "which server of --config")
        .requiredOption("-o, --output <path>", "where to write the session trace (JSON)")
        .action((positionals, options) => onParsed({ name: "record", options, positionals }));
    addQuietOption(program.command("demo").description("grade the bundled sample server and print its scorecard"))
        .option("--bug <mode>", "give the sample server a defect: silent-skip, lose-on-write or limit-ignored")
        .option("--no-color", "never colour console output")
        .action((options) => onParsed({ name: "demo", options, positionals: [] }));
    program
        .command("sample-server")
        .description("run the bundled sample MCP server on stdio")
        .option("--bug <mode>", "silent-skip, lose-on-write or limit-ignored")
        .action((options) => onParsed({ name: "sample-server", options, positionals: [] }));
    return program;
}

// EXTERNAL MODULE: ./src/findings/rules.ts
var rules = __webpack_require__(7745);
// EXTERNAL MODULE: ./src/scorecard/score.ts
var score = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/scorecard/blocking.ts


/**
 * Runtime rules that block `--ci` / `mcp-ci` whatever else is true: the server could not be graded, died, or a
 * tool failed valid input or bad input killed it (DESIGN.md "The Action", Gate: "a tool failing valid input, an
 * edge crash, …"). `edge-internal-error` and `stdout-pollution` are findings but do not block.
 */
const BLOCKING_RUNTIME_RULES = [
    "server-start-failed",
    "tools-list-failed",
    "server-crashed",
    "happy-call-failed",
    "call-timeout",
    "edge-crash",
    "edge-timeout",
];
/**
 * Whether one finding blocks a `--ci` run: a rule in {@link BLOCKING_RUNTIME_RULES}; a schema/lint error
 * (category `lint`, severity `error`, client profiles the user named included); an error about the server's
 * `server.json` (category `registry`); a high-confidence probe failure; an error-level drift finding unless
 * `allowDrift`; a stale entry of the accepted-findings file (`accepted-stale`, like the MCP conformance suite's
 * stale expected failures). Warnings and info never block, and neither do protocol findings (they only cost
 * score), nor accepted findings (`--accepted`).
 */
function isBlocking(f, options = {}) {
    if (f.accepted !== undefined)
        return false;
    if (BLOCKING_RUNTIME_RULES.includes(f.rule))
        return true;
    if ((0,score/* isHighConfidenceProbeFailure */.tS)(f))
        return true;
    const category = rules/* RULES */.y0[f.rule]?.category;
    if (f.severity !== "error")
        return false;
    return category === "lint" || category === "registry" || category === "accepted" || (category === "drift" && !options.allowDrift);
}
/**
 * The findings of a budget the user set (`--token-budget`, `mcp-token-budget`: rule category `budget`). They fail
 * the run whether or not `--ci` is given — the budget is itself the gate — and never change the score. Pure.
 */
function budgetFailures(scorecard) {
    return scorecard.findings.filter((f) => rules/* RULES */.y0[f.rule]?.category === "budget" && f.severity === "error" && f.accepted === undefined);
}
/** The scorecard's findings that block `--ci`, in report order (see {@link isBlocking}). Pure. */
function blockingFindings(scorecard, options = {}) {
    return scorecard.findings.filter((f) => isBlocking(f, options));
}

// EXTERNAL MODULE: ./src/scorecard/grade.ts
var grade = __webpack_require__(2591);
;// CONCATENATED MODULE: ./src/checkup/gate.ts




/** {@link GateOptions} from a face's values. Throws `UsageError` naming the input as `face` says it. */
function readGateOptions(inputs, face) {
    const say = namerOf(face);
    return {
        ...(inputs.failUnder ? { failUnder: (0,grade/* parseGrade */.zq)(inputs.failUnder, say("fail-under")) } : {}),
        ...(inputs.minCoverage ? { minCoverage: (0,grade/* parseCoverage */.go)(inputs.minCoverage, say("min-coverage")) } : {}),
        ci: inputs.ci ?? false,
        allowDrift: inputs.allowDrift ?? false,
    };
}
/** Where each face's reader finds the calls and findings behind a failed gate. */
/** Where a reader finds more: the job summary, or the report's sections that exist in this run. */
function seeFor(scorecard, face, findings = false) {
    if (face === "action")
        return "the job summary";
    const inconclusive = scorecard.inconclusive.length > 0 ? `"Calls that counted for nothing"` : "";
    return [inconclusive, findings || inconclusive === "" ? "the findings" : ""].filter(Boolean).join(" and ") + " in the report";
}
/** The findings that fail `ci` (none without it): `blockingFindings`, drift left out with `allowDrift`. */
function gateBlocking(scorecard, gates) {
    return gates.ci ? blockingFindings(scorecard, { allowDrift: gates.allowDrift }) : [];
}
/**
 * The one gate of both faces (DESIGN.md "The Action", Gate): why `scorecard` fails `gates`, one sentence each in
 * `face`'s words; empty when it passes.
 * - any of fail-under, min-coverage, ci: an interrupted run (`interrupted`) fails it, whatever its partial grade;
 * - fail-under: the reported grade (after any probe cap) is below the letter;
 * - min-coverage: the coverage (share of called tools with a conclusive happy call) is below it;
 * - token-budget: the server's context tokens are above the budget (`budgetFailures`; a gate without `ci` too);
 * - ci: any blocking finding (`blockingFindings`: a tool failing valid input, an edge crash or timeout, a schema
 *   error, a high-confidence probe failure, a stale accepted entry, error-level drift unless `allowDrift`).
 * All apply when several are set (Toolscore skips `--fail-under` under `--ci`; reference/toolscore-notes.md §9
 * item 4). Pure; never throws.
 */
function gateFailures(scorecard, gates, face) {
    const say = namerOf(face);
    const failures = [];
    // A partial run passes no gate: its grade is of what ran, and a run stopped before its first call grades A on
    // nothing (a new user's aggregate passed `--fail-under B` with such a report).
    if (scorecard.interrupted && (gates.failUnder !== undefined || gates.minCoverage !== undefined || gates.ci)) {
        failures.push(`the run was interrupted (${scorecard.interruption ?? "stopped early"}): a partial run passes no gate; run it again to the end`);
    }
    if (gates.failUnder !== undefined && !(0,grade/* gradeAtLeast */.qH)(scorecard.grade, gates.failUnder)) {
        failures.push(`grade ${scorecard.grade}${scorecard.grade_cap.capped ? " (capped)" : ""} is below ${say("fail-under", gates.failUnder)}`);
    }
    // A server that never started (or whose tools could not be listed) called nothing: no coverage at all, not "no
    // tool to cover" (a new user's CI gated on coverage alone passed with the server down).
    const notRun = scorecard.findings.find((f) => score/* SERVER_FAILURE_RULES */.fi.includes(f.rule));
    if (gates.minCoverage !== undefined && (notRun !== undefined || !(0,grade/* coverageMeets */.x)(scorecard.coverage, gates.minCoverage))) {
        failures.push(notRun !== undefined
            ? `no coverage: the server was not graded (${notRun.rule}), below ${say("min-coverage", (0,grade/* formatPercent */.l9)(gates.minCoverage))}`
            : `coverage ${(0,grade/* formatPercent */.l9)(scorecard.coverage ?? 0)} is below ${say("min-coverage", (0,grade/* formatPercent */.l9)(gates.minCoverage))} ` +
                `(supply real values with ${say("arg")}, or the network or keys the server needs with ${say("env")}; see ${seeFor(scorecard, face)})`);
    }
    const over = budgetFailures(scorecard)[0];
    if (over !== undefined)
        failures.push(`over ${say("token-budget")}: ${over.message}`);
    const blocking = gateBlocking(scorecard, gates);
    const first = blocking[0];
    if (first !== undefined) {
        const where = first.tool === undefined ? "" : ` on ${first.tool}`;
        failures.push(`${blocking.length} blocking finding${blocking.length === 1 ? "" : "s"} with ${say("ci")} (first: ${first.rule}${where}); see ${seeFor(scorecard, face, true)}`);
    }
    return failures;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/lint/context-cost.ts
var context_cost = __webpack_require__(4982);
// EXTERNAL MODULE: ./src/lint/schema-depth.ts
var schema_depth = __webpack_require__(7414);
// EXTERNAL MODULE: ./src/mcp/connect.ts
var connect = __webpack_require__(558);
;// CONCATENATED MODULE: ./src/mcp/server-handle.ts
/**
 * Owns the server under test across restarts (DESIGN.md "Scenarios": after an edge case kills the server, it is
 * restarted and the run goes on; MCP 2026-07-28 basic/transports/stdio: a client SHOULD restart a server that
 * dies unexpectedly).
 */

/**
 * Starts the server lazily, restarts it after a death, and stops it on `close()`. The era is a property of the
 * server (MCP 2026-07-28 basic/versioning: cache it for the process), so a restart after an `auto` start skips the
 * probe: it goes straight to `initialize` (legacy) or pins the modern version found the first time. A
 * `firstOffer` goes to the first process only.
 */
class ServerHandle {
    target;
    options;
    current;
    starting;
    closed = false;
    restartCount = 0;
    /** Connect options for restarts: the era found by the first start, pinned, and no first offer. */
    restartOptions;
    constructor(target, options) {
        this.target = target;
        this.options = options;
    }
    /** How many times the server was started again after it died (the first start is not counted). */
    get restarts() {
        return this.restartCount;
    }
    /**
     * The live connection: the current one while it is alive, else a new one (counted in `restarts` when it
     * replaces one that died). Concurrent callers share one start. Throws `ServerStartError` when the server cannot
     * be (re)started, and `Error` after `close()`.
     */
    connection() {
        if (this.closed)
            return Promise.reject(new Error("ServerHandle used after close()"));
        if (this.current?.alive)
            return Promise.resolve(this.current);
        this.starting ??= this.start().finally(() => (this.starting = undefined));
        return this.starting;
    }
    async start() {
        const previous = this.current;
        if (previous) {
            this.restartCount += 1;
            await previous.close(); // the process is gone; this makes sure its process group is too
        }
        const connection = await (0,connect/* connect */.N)(this.target, this.restartOptions ?? this.options);
        if (this.closed) {
            await connection.close();
            throw new Error("ServerHandle closed while the server was starting");
        }
        this.current = connection;
        if (this.restartOptions === undefined) {
            // A first offer is made once, to the first process (the check it serves needs one answer).
            const { firstOffer: _once, ...options } = this.options;
            this.restartOptions = this.options.protocol === "auto" ? { ...options, protocol: connection.era === "modern" ? connection.protocolVersion : "legacy" } : options;
        }
        return connection;
    }
    /** Stops the current server (whole process group) and any start in progress. Idempotent. */
    async close() {
        this.closed = true;
        await this.starting?.catch(() => undefined);
        await this.current?.close();
    }
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/mcp/wait-clock.ts
/**
 * Where the wall time of a run goes (issue 14: timing that tells the truth). A run waits on two kinds of thing:
 * the server under test (a request outstanding, its start, its shutdown) and extra server processes it starts
 * for checks of their own (fresh sessions of the protocol checks, the server.json start without its required
 * variables). Both may overlap each other and our own work, so the clock splits wall time into disjoint parts,
 * every instant counted once: while this process's event loop runs code, the instant is our own work, whatever is
 * outstanding (we plan and judge while calls are out, and an answer that arrived meanwhile waits for us); while the
 * loop sits idle, the instant is server time when the server under test is being waited on, else extra time when
 * an extra server is, else our own (a wait we chose, such as a probe's pause). The loop's idle and busy time come
 * from libuv (`performance.eventLoopUtilization()`). Summing durations of concurrent requests instead would count
 * the same instant several times, and timing a request from send to answer would count our own work as the
 * server's.
 */

/** This process's clock and event loop. */
const PROCESS_LOOP = { now: () => external_node_perf_hooks_.performance.now(), idle: () => external_node_perf_hooks_.performance.eventLoopUtilization().idle };
/**
 * Counts the waits in progress of each kind and, at every change, adds the event loop's idle time since the last
 * change to the part the state before it belongs to. Cheap: two counters and one libuv reading per change.
 */
class WaitClock {
    time;
    startedAt;
    lastIdle;
    active = { server: 0, extra: 0 };
    spent = { server: 0, extra: 0 };
    /** `time`: where time is read (tests pass a clock of their own). */
    constructor(time = PROCESS_LOOP) {
        this.time = time;
        this.startedAt = time.now();
        this.lastIdle = time.idle();
    }
    /** A lane for waits of `kind`: what a session or a fresh check is handed to report its waits. */
    lane(kind) {
        return { begin: () => this.begin(kind) };
    }
    /** Marks the start of a wait of `kind`; returns the function that marks its end (calling it twice ends it once). */
    begin(kind) {
        this.change(kind, +1);
        let ended = false;
        return () => {
            if (ended)
                return;
            ended = true;
            this.change(kind, -1);
        };
    }
    /** Runs `work` as a wait of `kind`, from its start until it settles. */
    async during(kind, work) {
        const end = this.begin(kind);
        try {
            return await work();
        }
        finally {
            end();
        }
    }
    /** The parts of the wall time so far (waits in progress counted up to now), rounded to whole milliseconds. */
    totals() {
        const now = this.time.now();
        const idle = this.time.idle() - this.lastIdle;
        const serverMs = this.spent.server + (this.active.server > 0 ? idle : 0);
        const extraMs = this.spent.extra + (this.active.server === 0 && this.active.extra > 0 ? idle : 0);
        const totalMs = Math.round(now - this.startedAt);
        const server = Math.round(serverMs);
        const extra = Math.round(extraMs);
        return { serverMs: server, extraMs: extra, ownMs: Math.max(0, totalMs - server - extra), totalMs };
    }
    change(kind, delta) {
        const idleNow = this.time.idle();
        const idle = idleNow - this.lastIdle;
        if (this.active.server > 0)
            this.spent.server += idle;
        else if (this.active.extra > 0)
            this.spent.extra += idle;
        this.lastIdle = idleNow;
        this.active[kind] = Math.max(0, this.active[kind] + delta);
    }
}

// EXTERNAL MODULE: ./src/checkup/live-snapshot.ts
var live_snapshot = __webpack_require__(6940);
// EXTERNAL MODULE: ./src/scorecard/build.ts + 1 modules
var build = __webpack_require__(1710);
// EXTERNAL MODULE: ./src/scorecard/redact-scorecard.ts + 1 modules
var redact_scorecard = __webpack_require__(4610);
;// CONCATENATED MODULE: ./src/checkup/observed-handle.ts
/**
 * Wraps a server handle and remembers every connection it handed out, so that observations spread over
 * restarts (stdout pollution) are gathered over the whole run. Time spent waiting on the server is the run's
 * `WaitClock`'s to count (every session reports to it).
 */
class ObservedHandle {
    inner;
    seen = [];
    constructor(inner) {
        this.inner = inner;
    }
    get restarts() {
        return this.inner.restarts;
    }
    async connection() {
        const connection = await this.inner.connection();
        if (!this.seen.includes(connection))
            this.seen.push(connection);
        return connection;
    }
    close() {
        return this.inner.close();
    }
    /** Every non-JSON-RPC stdout line of every server process of the run, in order. */
    stdoutPollution() {
        return this.seen.flatMap((c) => [...c.stdoutPollution()]);
    }
}

// EXTERNAL MODULE: ./src/findings/excerpt.ts
var excerpt = __webpack_require__(3607);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
;// CONCATENATED MODULE: ./src/checkup/check-options.ts
/**
 * The library face's check of a `CheckupOptions` object (issue 14's new-user trial of the library): the CLI and the
 * Action refuse a bad input before anything starts (`readCheckupOptions`), but an object handed to `runCheckup`
 * was taken as it came — `cases: 0` graded A with no happy call, `timeoutMs: -5` failed the server, a missing `args`
 * ended as an "internal error" in a scorecard graded A, `target.kind: "ftp"` started a bare `node` and waited 30 s.
 * Each value is held to what the faces accept, with the same bounds.
 */





const isStringArray = (value) => Array.isArray(value) && value.every((v) => typeof v === "string");
const isStringRecord = (value) => (0,json_object/* isJsonObject */.O)(value) && Object.values(value).every((v) => typeof v === "string");
const wholeNumber = ([min, max]) => (value) => Number.isSafeInteger(value) && value >= min && value <= max ? undefined : `a whole number from ${min} to ${max}`;
const check_options_boolean = (value) => (typeof value === "boolean" ? undefined : "true or false");
const names = (value) => (isStringArray(value) ? undefined : "an array of tool names (strings)");
/** `ArgOverrides`: `{ global: {NAME: value}, perTool: {TOOL: {NAME: value}} }`. */
const argOverrides = (value) => (0,json_object/* isJsonObject */.O)(value) && (0,json_object/* isJsonObject */.O)(value.global) && (0,json_object/* isJsonObject */.O)(value.perTool) && Object.values(value.perTool).every(json_object/* isJsonObject */.O)
    ? undefined
    : "{ global: { NAME: value }, perTool: { TOOL: { NAME: value } } } (what readArgOverrides gives; {} for none: { global: {}, perTool: {} })";
/** A `ServerTarget`: a stdio command, or an http URL. */
const check_options_target = (value) => {
    if ((0,json_object/* isJsonObject */.O)(value) && value.kind === "stdio") {
        if (typeof value.command !== "string" || value.command === "")
            return "a stdio target with a command (a non-empty string)";
        if (!isStringArray(value.args))
            return "a stdio target with args (an array of strings; [] for none)";
        if (value.env !== undefined && !isStringRecord(value.env))
            return "a stdio target whose env maps names to strings";
        if (value.cwd !== undefined && typeof value.cwd !== "string")
            return "a stdio target whose cwd is a string";
        return undefined;
    }
    if ((0,json_object/* isJsonObject */.O)(value) && value.kind === "http") {
        if (typeof value.url !== "string" || !(0,target/* isHttpUrl */.q$)(value.url))
            return "an http target with a url (an http:// or https:// URL)";
        if (value.headers !== undefined && !isStringRecord(value.headers))
            return "an http target whose headers map names to strings";
        return undefined;
    }
    return `{ kind: "stdio", command, args } or { kind: "http", url }`;
};
/** A parsed probe config (`parseProbeConfig`), not the file's text or its keys. */
const probeConfig = (value) => (0,json_object/* isJsonObject */.O)(value) &&
    argOverrides(value.args) === undefined &&
    typeof value.builtins === "boolean" &&
    ["writes", "exclude"].every((key) => isStringArray(value[key])) &&
    ["pairs", "relations", "agreements", "idempotent"].every((key) => Array.isArray(value[key]))
    ? undefined
    : "a parsed probe config: parseProbeConfig(text, fileName) of the probe config file's text";
/** A parsed snapshot (`parseSnapshot`). */
const baseline = (value) => (0,json_object/* isJsonObject */.O)(value) && Array.isArray(value.tools) && (0,json_object/* isJsonObject */.O)(value.server) && typeof value.protocolVersion === "string"
    ? undefined
    : "a parsed snapshot: parseSnapshot(text, fileName) of a file `mcp-checkup snapshot` wrote";
/** A parsed accepted-findings file (`parseAcceptedFile`). */
const accepted = (value) => (0,json_object/* isJsonObject */.O)(value) && typeof value.file === "string" && Array.isArray(value.entries) ? undefined : "a parsed accepted-findings file: parseAcceptedFile(text, fileName)";
const REQUIRED = {
    target: check_options_target,
    protocol: (value) => (typeof value === "string" ? undefined : "auto, legacy or a revision such as 2025-11-25"),
    timeoutMs: (value) => typeof value === "number" && value > 0 && value <= MAX_TIMEOUT_MS ? undefined : `a number of milliseconds greater than 0 and at most ${MAX_TIMEOUT_MS}`,
    cases: wholeNumber(CASES_RANGE),
    edgeCases: check_options_boolean,
    seed: wholeNumber(SEED_RANGE),
    args: argOverrides,
    readOnly: check_options_boolean,
    only: names,
    skip: names,
    probes: check_options_boolean,
    allowWrites: check_options_boolean,
    probeGradeCap: check_options_boolean,
    protocolChecks: check_options_boolean,
};
const OPTIONAL = {
    probeConfig,
    baseline,
    discovery: check_options_boolean,
    clients: (value) => (isStringArray(value) ? undefined : "an array of client profile ids"),
    tokenBudget: wholeNumber([1, Number.MAX_SAFE_INTEGER]),
    accepted,
    secrets: (value) => (isStringArray(value) ? undefined : "an array of strings"),
    signal: (value) => (value instanceof AbortSignal ? undefined : "an AbortSignal"),
};
/** How a given value reads in an error: its JSON (cut short), or its type. Secrets never reach here (only shapes are named for them). */
function shown(value) {
    if (value === undefined)
        return "missing";
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint")
        return `a ${typeof value}`;
    return (0,excerpt/* excerpt */.K)(JSON.stringify(value) ?? String(value), 60);
}
/**
 * Checks every option `runCheckup` reads, as the faces check their inputs (the same bounds: `cases` 1–50, `seed`
 * 0–2³²−1, `timeoutMs` up to a day). `serverJson` is not checked (only `readCheckupOptions` makes one).
 * @throws UsageError naming the first bad option and what it accepts, e.g.
 *   `runCheckup: options.cases is 0; expected a whole number from 1 to 50`. The target's and the secrets' values are
 *   never shown, only what was wrong with them.
 */
function checkCheckupOptions(options) {
    const given = options;
    if (!(0,json_object/* isJsonObject */.O)(given))
        throw new src_errors/* UsageError */.eb(`runCheckup: options is ${shown(given)}; expected an object ({ ...DEFAULTS, target, args, only, skip })`);
    const fail = (name, expected, hide) => {
        throw new src_errors/* UsageError */.eb(`runCheckup: options.${name} ${hide ? "is not valid" : `is ${shown(given[name])}`}; expected ${expected}`);
    };
    // `DEFAULTS` carries the faces' `timeoutSeconds` beside `timeoutMs`; a changed copy of it would be silently ignored.
    const seconds = given.timeoutSeconds;
    if (seconds !== undefined && seconds !== DEFAULTS.timeoutSeconds) {
        throw new src_errors/* UsageError */.eb(`runCheckup: options.timeoutSeconds is ${shown(seconds)}, which runCheckup does not read; give timeoutMs in milliseconds instead`);
    }
    for (const [name, check] of Object.entries(REQUIRED)) {
        const problem = check(given[name]);
        if (problem !== undefined)
            fail(name, problem, name === "target" && given[name] !== undefined);
    }
    for (const [name, check] of Object.entries(OPTIONAL)) {
        if (given[name] === undefined)
            continue;
        const problem = check(given[name]);
        if (problem !== undefined)
            fail(name, problem, ["secrets", "probeConfig", "baseline", "accepted"].includes(name));
    }
}

// EXTERNAL MODULE: ./src/checkup/run-findings.ts
var run_findings = __webpack_require__(9883);
// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/mcp/server-json-limits.ts
var server_json_limits = __webpack_require__(1817);
;// CONCATENATED MODULE: ./src/checkup/server-json-checks.ts
/**
 * Findings about a server.json against the server it launched (issue 17 §3; reference/registry-server-json.md
 * §4.3, from real failures: a listed npx package that 404s, a version that differs from the published one, a
 * description the registry refuses, required variables a server does not need to start).
 */




const quoted = (text, max = 80) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;
/**
 * What the file alone shows: `server-json-invalid` (`problems`, from `serverJsonProblems`) and
 * `server-json-description-long` (over {@link SERVER_JSON_DESCRIPTION_MAX} characters). Pure.
 */
function serverJsonFileFindings(declared, problems) {
    const findings = [];
    if (problems.length > 0) {
        findings.push((0,finding/* finding */.gk)("server-json-invalid", {
            message: `${declared.path} does not validate against the MCP Registry's server.json schema ${server_json_limits/* SERVER_JSON_SCHEMA_VERSION */.Q}: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? `; and ${problems.length - 3} more` : ""}.`,
            fix: `Correct ${declared.path} until it validates against https://static.modelcontextprotocol.io/schemas/${server_json_limits/* SERVER_JSON_SCHEMA_VERSION */.Q}/server.schema.json (mcp-publisher validate checks the same); the registry refuses files that do not.`,
            evidence: { excerpt: problems.join("\n") },
        }));
    }
    const description = declared.description;
    if (description !== undefined && [...description].length > server_json_limits/* SERVER_JSON_DESCRIPTION_MAX */.P) {
        findings.push((0,finding/* finding */.gk)("server-json-description-long", {
            message: `server.json's description is ${[...description].length} characters long; the registry accepts at most ${server_json_limits/* SERVER_JSON_DESCRIPTION_MAX */.P}: ${quoted(description)}.`,
            fix: `Shorten the description in ${declared.path} to ${server_json_limits/* SERVER_JSON_DESCRIPTION_MAX */.P} characters or fewer: what the server does, not how.`,
        }));
    }
    return findings;
}
/** `server-json-version-mismatch` when server.json's `version` differs from what the server reports in `serverInfo.version`. Pure. */
function serverJsonVersionFindings(declared, reported) {
    if (declared.version === undefined || declared.version === reported)
        return [];
    const pkg = declared.entry.kind === "npm" && declared.entry.version !== "" && declared.entry.version !== declared.version ? ` (its npm package is ${declared.entry.version})` : "";
    return [
        (0,finding/* finding */.gk)("server-json-version-mismatch", {
            message: `server.json says version ${quoted(declared.version, 40)}${pkg}, but the server reports ${reported === "" ? "no version" : quoted(reported, 40)} in serverInfo.version.`,
            fix: "Publish server.json from the same release as the server and take both versions from one place (e.g. package.json), so the registry lists the version clients really run.",
        }),
    ];
}
/**
 * `server-json-package-missing` when the start failed because npm could not find the package or its version
 * (npm's `E404` / `ETARGET` in what npx wrote); none otherwise. The start failure itself stays `server-start-failed`.
 */
function serverJsonStartFindings(declared, error) {
    if (declared.entry.kind !== "npm")
        return [];
    const text = `${error.message}\n${error.stderrTail}`;
    const notFound = /\bE404\b|404 Not Found|is not in this registry/i.test(text);
    const noVersion = /\bETARGET\b|No matching version found/i.test(text);
    if (!notFound && !noVersion)
        return [];
    const { identifier, version } = declared.entry;
    return [
        (0,finding/* finding */.gk)("server-json-package-missing", {
            message: notFound
                ? `npm has no package ${quoted(identifier, 100)}: npx -y ${identifier}@${version} fails with 404, so no client can install the server from this server.json.`
                : `npm has ${quoted(identifier, 100)} but no version ${quoted(version, 40)}: npx -y ${identifier}@${version} finds no matching version.`,
            fix: notFound
                ? `Publish ${identifier} to npm before the server.json that names it, or correct the identifier in ${declared.path}.`
                : `Publish version ${version} of ${identifier}, or set packages[].version in ${declared.path} to a published one.`,
            ...(error.stderrTail.trim() ? { evidence: { excerpt: error.stderrTail.trim().split("\n").slice(-5).join("\n") } } : {}),
        }),
    ];
}
/** `target` with `names` removed from the server's environment (an undefined value is not passed to the process). */
function withoutEnv(target, names) {
    const strip = (env) => {
        const out = { ...(env ?? {}) };
        for (const name of names)
            out[name] = undefined;
        return out;
    };
    if (target.kind === "stdio")
        return { ...target, env: strip(target.env) };
    return target.launch ? { ...target, launch: { ...target.launch, env: strip(target.launch.env) } } : target;
}
/**
 * `server-json-required-env-unused`: starts the server once more without the variables server.json declares
 * `isRequired` (removed even when this process has them) and reports them when it still completes the handshake
 * and lists its tools. Only for an npm entry with required variables; every process it starts is stopped before
 * it returns. Never throws for what the server does.
 */
async function requiredEnvFindings(declared, target, options) {
    if (declared.entry.kind !== "npm" || declared.requiredEnv.length === 0)
        return [];
    let connection;
    try {
        connection = await (0,connect/* connect */.N)(withoutEnv(target, declared.requiredEnv), options);
    }
    catch (error) {
        if (error instanceof src_errors/* ServerStartError */.K4)
            return [];
        throw error;
    }
    try {
        const listing = await connection.listTools();
        if (listing.failure !== undefined)
            return [];
        const names = declared.requiredEnv.join(", ");
        return [
            (0,finding/* finding */.gk)("server-json-required-env-unused", {
                message: `The server starts and lists its ${listing.tools.length} tool(s) without ${names}, which server.json declares required; clients ask users for ${declared.requiredEnv.length === 1 ? "it" : "them"} before they can install the server.`,
                fix: `If the server cannot work without ${names}, check ${declared.requiredEnv.length === 1 ? "it" : "them"} at start and exit with a clear message; if it can (a tool needs ${declared.requiredEnv.length === 1 ? "it" : "them"} only when called, or there is a default), set isRequired: false in ${declared.path}.`,
            }),
        ];
    }
    finally {
        await connection.close();
    }
}

// EXTERNAL MODULE: ./src/mcp/limits.ts
var limits = __webpack_require__(1598);
;// CONCATENATED MODULE: ./src/checkup/wire-findings.ts
/**
 * Findings from the wire problems a run saw (`WireProblem`, issue 12): one finding per rule and cause, with how
 * often it happened. Sources: MCP 2025-11-25 basic/transports §Streamable HTTP (a POSTed request is answered with
 * `application/json` or `text/event-stream`), basic/authorization (401 with `WWW-Authenticate`), client/sampling,
 * client/elicitation and client/roots (a server MUST NOT send requests for a capability the client did not declare);
 * RFC 9110 §15.4 (redirects); the official SDK's 10 MiB message limit; JSON-RPC 2.0 §5 (a response carries exactly
 * one of `result` and `error`, an error an integer `code` and a string `message`; the official TypeScript SDK client
 * 1.x drops any other response as invalid).
 */


/** `1 time`, `3 times`. */
function times(count) {
    return count === 1 ? "once" : `${count} times`;
}
const on = (method) => (method ? ` to ${method}` : "");
/** The key grouping problems into one finding: the rule and what makes one cause differ from another. */
function causeKey(p) {
    switch (p.kind) {
        case "http-redirect":
            return `${p.kind} ${p.reason} ${p.to}`;
        case "unsolicited-client-request":
            return `${p.kind} ${p.method}`;
        case "http-bad-content-type":
            return `${p.kind} ${p.contentType}`;
        case "http-invalid-json":
            return `${p.kind} ${p.reason}`;
        default:
            return p.kind;
    }
}
/** One finding for the first problem of a cause, seen `count` times (`largest`: the largest size seen, for `response-too-large`). */
function findingOf(p, count, largest) {
    switch (p.kind) {
        case "response-too-large":
            return (0,finding/* finding */.gk)("response-too-large", {
                message: `The server sent a message of ${p.where === "stdout" ? `${(0,limits/* describeSize */.jt)(largest)} (characters) on one stdout line` : `more than ${(0,limits/* describeSize */.jt)(p.limit)}`}${on(p.method)}` +
                    ` (${times(count)}), over the ${(0,limits/* describeSize */.jt)(p.limit)} limit of one message: no client reads it, and the request it answered failed at once.`,
                fix: `Keep every message under ${(0,limits/* describeSize */.jt)(limits/* MAX_MESSAGE_BYTES */.fv)}: page large results (a cursor), return a resource link, or truncate with a note, instead of one huge answer.`,
            });
        case "http-invalid-json":
            return (0,finding/* finding */.gk)("http-invalid-json", {
                message: `An HTTP ${p.status} answer${on(p.method)} is not a JSON-RPC message (${times(count)}): ${p.reason}; the request failed at once.`,
                fix: "Answer every POSTed request with one complete JSON-RPC response, as application/json (or a text/event-stream of JSON-RPC messages) (MCP basic/transports §Streamable HTTP).",
                ...(p.excerpt ? { evidence: { excerpt: p.excerpt } } : {}),
            });
        case "http-bad-content-type":
            return (0,finding/* finding */.gk)("http-bad-content-type", {
                message: `An HTTP ${p.status} answer${on(p.method)} came ${p.contentType ? `with Content-Type '${p.contentType}'` : "without a Content-Type"} (${times(count)}),` +
                    " not application/json or text/event-stream; it was read anyway, but strict clients reject it.",
                fix: "Send Content-Type: application/json with a JSON body and text/event-stream with a stream (MCP basic/transports §Sending Messages to the Server).",
            });
        case "http-redirect": {
            const why = p.reason === "cross-origin"
                ? `to another origin, ${p.to}, which was not followed: the request's headers (credentials) never go to another origin`
                : p.reason === "loop"
                    ? `back to ${p.to}, a redirect loop`
                    : p.reason === "too-many"
                        ? `to ${p.to} after too many redirects in a row`
                        : `to ${p.to} with HTTP ${p.status}, which would turn the POST into a GET`;
            return (0,finding/* finding */.gk)("http-redirect", {
                message: `The endpoint ${p.from} answered${p.method ? ` ${p.method}` : " a request"} with an HTTP ${p.status} redirect ${why} (${times(count)}); the request failed.`,
                fix: p.reason === "cross-origin"
                    ? "Serve MCP at the URL you publish, or give the final URL to --url; an MCP endpoint must not send clients to another host."
                    : "Serve MCP at the URL itself, or at most redirect once with 307/308 to the final endpoint on the same origin.",
            });
        }
        case "http-auth-required":
            return (0,finding/* finding */.gk)("http-auth-required", {
                message: `The endpoint answered HTTP 401${on(p.method)} (${times(count)})` +
                    (p.scheme ? ` asking for ${p.scheme} credentials (WWW-Authenticate: ${p.challenge})` : " without a WWW-Authenticate header") +
                    ": it needs credentials the checkup was not given, so those calls say nothing about the server.",
                fix: p.scheme
                    ? `Give the credentials with --header "Authorization: ${p.scheme} …" (or the header the server expects); for OAuth, point the server's resource metadata at a token you can obtain.`
                    : "Give the credentials with --header; a server requiring authentication should also send WWW-Authenticate with resource_metadata (MCP basic/authorization).",
            });
        case "unsolicited-client-request":
            return (0,finding/* finding */.gk)("unsolicited-client-request", {
                message: `The server sent ${p.method} (${times(count)}), a request for the client capability '${p.capability}' that the client never declared; it was refused with -32601.`,
                fix: `Check the capabilities the client declared (initialize params.capabilities) before sending ${p.method}; without '${p.capability}', carry on without it or return a tool error (MCP client/${p.capability}).`,
            });
        case "response-shape": {
            const first = {
                "error-null": '"error": null beside the result',
                both: 'a "result" member beside the error',
                "error-not-object": 'an "error" that is not an object',
                "error-fields": 'an error without an integer "code" and a string "message"',
            }[p.shape];
            return (0,finding/* finding */.gk)("protocol-response-shape", {
                message: `The server's responses break JSON-RPC 2.0's shape (first in the answer${on(p.method)}: ${first}${count > 1 ? `; in each of ${count} server sessions` : ""}):` +
                    " a response carries exactly one of result and error, and an error an integer code and a string message (JSON-RPC 2.0 §5). The official TypeScript SDK client rejects such a message as invalid, so its request never gets an answer and times out." +
                    ' The checkup read each as an error when its "error" is an object, else as a result.',
                fix: 'Answer with exactly one of "result" and "error", and give every error an integer "code" and a string "message": drop the null members your JSON-RPC library writes (a JSON-RPC 1.0 habit).',
            });
        }
        case "server-orphaned-process":
            return (0,finding/* finding */.gk)("server-orphaned-process", {
                message: `${largest} process${largest === 1 ? "" : "es"} the server started (${p.commands.slice(0, 5).join(", ")}) ${largest === 1 ? "was" : "were"} still running after it was stopped` +
                    `${count > 1 ? ` (over ${count} stops)` : ""}: ${largest === 1 ? "it" : "they"} had left its process group (setsid, a detached spawn), where a client's shutdown cannot reach; mcp-checkup killed ${largest === 1 ? "it" : "them"}.`,
                fix: "Keep helper processes in the server's process group (no setsid, no detached spawn, no daemonising) and stop them when stdin closes or on SIGTERM.",
            });
    }
}
/** One finding per rule and cause among `problems`, in the order causes were first seen. */
function wireProblemFindings(problems) {
    const groups = new Map();
    for (const p of problems) {
        const key = causeKey(p);
        const amount = p.kind === "response-too-large" ? p.bytes : p.kind === "server-orphaned-process" ? p.count : 0;
        const group = groups.get(key);
        if (group) {
            group.count += 1;
            group.largest = p.kind === "server-orphaned-process" ? group.largest + amount : Math.max(group.largest, amount);
        }
        else
            groups.set(key, { first: p, count: 1, largest: amount });
    }
    return [...groups.values()].map((g) => findingOf(g.first, g.count, g.largest));
}

;// CONCATENATED MODULE: ./src/checkup/run-checkup.ts


















let warmedUp = false;
/** Probe config `args` are used like `--args-file`; the user's own `--arg` values win (issue: effect probes). */
function mergedArgs(options) {
    const config = options.probeConfig;
    return config ? (0,arg_overrides/* mergeArgOverrides */.iP)(config.args, options.args) : options.args;
}
/** Wire problems kept for findings over a whole run (each becomes at most one finding per cause). */
const PROBLEM_LIMIT = 1000;
/** The text of an abort reason: a signal name given as the reason, or the reason's message. */
function abortText(signal) {
    const reason = signal.reason;
    if (typeof reason === "string")
        return reason;
    if (reason instanceof Error && reason.name !== "AbortError")
        return reason.message;
    return "interrupted";
}
/**
 * Runs one checkup: connect, list tools, lint, scenarios, probes, protocol checks, drift → a Scorecard.
 * A server that fails to start still yields a Scorecard (grade F, `server-start-failed` with its stderr tail).
 * Whatever happens once the run started, a scorecard of what ran comes back: when `options.signal` fires (the
 * face's SIGINT/SIGTERM) or an internal error of ours breaks a phase, the later phases are skipped and the scorecard
 * says `interrupted: true` and why. Wire problems (too-large responses, HTTP failures, redirects, unsolicited
 * requests, orphaned processes) become findings; every string of the scorecard has the target's secrets (and
 * `options.secrets`) redacted, and evidence is bounded (`redactScorecard`). Throws only `UsageError` for options that
 * do not fit the server (e.g. `--only` naming a tool it does not have). With `options.accepted` the findings its
 * entries name are marked accepted and cost nothing, and its stale and expired entries are findings
 * (`buildScorecard`). The server's whole process group, and what left it, is stopped before this returns.
 * Options are checked first, as the faces check their inputs (`checkCheckupOptions`): a bad one throws `UsageError`
 * naming it before anything starts. A scorecard with `interrupted: true` is partial: its grade counts only what ran
 * (the reports show `A (interrupted)`, and such a scorecard passes no gate).
 */
async function runCheckup(options, events = {}) {
    checkCheckupOptions(options);
    const startedAt = new Date();
    const clock = new WaitClock();
    const cpuAtStart = process.cpuUsage();
    const timeoutMs = options.timeoutMs;
    const problems = [];
    const onProblem = (problem) => {
        if (problems.length < PROBLEM_LIMIT)
            problems.push(problem);
    };
    // With the protocol checks, the process under test answers the version-negotiation check's unknown revision as its
    // first initialize, so that check needs no process of its own (issue 14; protocol/fresh-checks.ts).
    const firstOffer = options.protocolChecks && options.target.kind === "stdio" ? { firstOffer: versions/* UNKNOWN_VERSION */.uX } : {};
    const handle = new ObservedHandle(new ServerHandle(options.target, { protocol: options.protocol, timeoutMs, onProblem, waitLane: clock.lane("server"), ...firstOffer }));
    const redactor = (0,target/* redactorFor */.sD)(options.target).with(options.secrets ?? []);
    const base = {
        target: (0,target/* describeTarget */.ff)(options.target),
        seed: options.seed,
        tokenMethod: context_cost/* TOKEN_METHOD */.mT,
        probeGradeCap: options.probeGradeCap,
    };
    const timing = () => {
        const { totalMs, serverMs, extraMs, ownMs } = clock.totals();
        const cpu = process.cpuUsage(cpuAtStart);
        return {
            started_at: startedAt.toISOString(),
            total_ms: totalMs,
            server_wait_ms: serverMs,
            extra_servers_ms: extraMs,
            own_ms: ownMs,
            cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
        };
    };
    // The protocol checks that need sessions of their own, started once the server is up (protocol/fresh-checks.ts).
    let fresh = Promise.resolve(undefined);
    /** Resolves once no fresh session is open: awaited before the first call that may write. */
    const freshClosed = async () => void (await (await fresh)?.done);
    // What the run has so far; every phase adds to it, so an interrupted run still has a scorecard.
    const findings = [];
    const parts = {
        ...base,
        protocol: { era: "legacy", version: "" },
        tools: [],
        scenarios: [],
        probes: [],
        protocolChecks: [],
        findings,
        instructionsTokens: 0,
        timing: timing(),
    };
    const signal = options.signal;
    let interruption;
    const stop = () => {
        interruption ??= abortText(signal);
        void handle.close(); // the call in flight ends now; nothing starts after this
        void fresh.then((checks) => checks?.stop());
    };
    if (signal?.aborted)
        stop();
    signal?.addEventListener("abort", stop, { once: true });
    /** `phase`, or undefined as soon as the run is interrupted (the phase is left to end on its own, quickly: the server is gone). */
    const unlessInterrupted = (phase) => {
        phase.catch(() => undefined); // an abandoned phase must not end as an unhandled rejection
        if (signal === undefined)
            return phase;
        if (interruption !== undefined)
            return Promise.resolve(undefined);
        return Promise.race([phase, new Promise((resolve) => signal.addEventListener("abort", () => resolve(undefined), { once: true }))]);
    };
    try {
        await runPhases();
    }
    catch (error) {
        if (error instanceof src_errors/* UsageError */.eb) {
            signal?.removeEventListener("abort", stop);
            void fresh.then((checks) => checks?.stop());
            await Promise.all([handle.close(), freshClosed()]);
            throw error;
        }
        // A bug of ours (or a server input we did not foresee) must not cost the report of what ran.
        interruption ??= `internal error: ${error instanceof Error ? error.message : String(error)}`;
    }
    signal?.removeEventListener("abort", stop);
    const pollution = handle.stdoutPollution();
    findings.push(...(0,run_findings/* pollutionFindings */.n2)(pollution));
    const pollutionCap = (0,run_findings/* pollutionCapReason */.ru)(pollution);
    if (pollutionCap !== undefined)
        parts.capReasons = [pollutionCap];
    if (options.accepted !== undefined)
        parts.accepted = options.accepted;
    // Before the findings: stopping the server is where orphaned processes show. Fresh sessions are closed by
    // now unless a phase was cut short; those are waited for too, so nothing outlives the run.
    const closing = Promise.all([clock.during("server", () => handle.close()), freshClosed()]);
    const problemsBefore = problems.length;
    let draft;
    let closed = false;
    if (events.onDraft !== undefined && interruption === undefined) {
        const onDraft = events.onDraft;
        // Once the loop has turned, so that the end of the server's stdin is written before the face's work.
        setImmediate(() => {
            if (closed)
                return;
            draft = scorecardNow();
            try {
                onDraft(draft);
            }
            catch {
                // A face's failure to use the draft costs the run nothing (it renders from the result instead).
            }
        });
    }
    await closing;
    closed = true;
    if (draft !== undefined && problems.length === problemsBefore && interruption === undefined) {
        draft.timing = timing();
        return draft;
    }
    return scorecardNow();
    /** The scorecard of what ran so far, secrets redacted (the wire problems are not added to `parts`: it may be made twice). */
    function scorecardNow() {
        parts.timing = timing();
        const scorecard = (0,build/* buildScorecard */.bF)({ ...parts, findings: [...findings, ...wireProblemFindings(problems)], partial: interruption !== undefined });
        if (interruption !== undefined) {
            scorecard.interrupted = true;
            scorecard.interruption = interruption;
        }
        return (0,redact_scorecard/* redactScorecard */.a)(scorecard, redactor);
    }
    async function runPhases() {
        events.onPhase?.("connect", base.target);
        // The server process is spawned synchronously inside connection(); while it starts (I/O wait) the checks
        // are loaded and, once per process, warmed up until it is connected (see engine.ts and warm-up.ts).
        const connecting = handle.connection();
        const loading = Promise.all(/* import() */[__webpack_require__.e(196), __webpack_require__.e(871), __webpack_require__.e(995), __webpack_require__.e(679), __webpack_require__.e(975), __webpack_require__.e(306), __webpack_require__.e(475)]).then(__webpack_require__.bind(__webpack_require__, 1475)).then((engine) => {
            if (!warmedUp) {
                warmedUp = true;
                void engine.warmUpWhile(connecting);
            }
            return engine;
        });
        loading.catch(() => undefined); // awaited below; this keeps an early failure from being unhandled meanwhile
        const declared = options.serverJson;
        // The parts only some options need load on their own, and only then (issue 14: what loads while the server starts
        // competes with it for the CPU): the effect probes, the protocol checks, drift, the server.json schema.
        const later = (needed, load) => {
            if (!needed)
                return undefined;
            const loaded = load();
            loaded.catch(() => undefined); // awaited where used
            return loaded;
        };
        const probesModule = later(options.probes, () => Promise.all(/* import() */[__webpack_require__.e(196), __webpack_require__.e(871), __webpack_require__.e(679), __webpack_require__.e(306), __webpack_require__.e(260)]).then(__webpack_require__.bind(__webpack_require__, 5260)));
        const protocolModule = later(options.protocolChecks, () => Promise.all(/* import() */[__webpack_require__.e(783), __webpack_require__.e(41)]).then(__webpack_require__.bind(__webpack_require__, 7041)));
        const driftModule = later(options.baseline !== undefined, () => __webpack_require__.e(/* import() */ 525).then(__webpack_require__.bind(__webpack_require__, 9525)));
        const serverJsonModule = later(declared !== undefined, () => Promise.all(/* import() */[__webpack_require__.e(196), __webpack_require__.e(266)]).then(__webpack_require__.bind(__webpack_require__, 2266)));
        let connection;
        try {
            connection = await unlessInterrupted(connecting);
        }
        catch (error) {
            if (!(error instanceof src_errors/* ServerStartError */.K4))
                throw error;
            findings.push((0,run_findings/* startFailureFinding */.ey)(error, options.target, options.protocol));
            if (declared) {
                const problems = (await serverJsonModule).serverJsonProblems(declared.document);
                findings.push(...serverJsonFileFindings(declared, problems), ...serverJsonStartFindings(declared, error));
            }
            return;
        }
        if (connection === undefined)
            return;
        parts.server = {
            name: connection.serverInfo.name,
            version: connection.serverInfo.version,
            ...(connection.serverInfo.title !== undefined ? { title: connection.serverInfo.title } : {}),
            ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
        };
        parts.protocol = { era: connection.era, version: connection.protocolVersion };
        if (options.protocolChecks) {
            const up = connection;
            // Never rejects: a failed load of the engine shows where it is awaited for the other phases.
            fresh = protocolModule.then((protocol) => protocol.startFreshChecks(up, options.target, { timeoutMs, waitLane: clock.lane("extra") })).catch(() => undefined);
            if (interruption !== undefined)
                stop();
        }
        events.onPhase?.("list");
        const listing = await unlessInterrupted(connection.listTools());
        if (listing === undefined)
            return;
        const tools = listing.tools;
        // A tool whose schema is too deep to walk is reported by lint and never called (see lint/schema-depth.ts).
        const callable = tools.filter((tool) => (0,schema_depth/* tooDeepSchema */.uK)(tool) === undefined);
        events.onPhase?.("lint", toolCount(tools.length));
        const { LintRun, clientProfiles, PlanCursor, PlanThread, selectTools, checkArgNames, runPlan, discover, SetupReplayHandle } = await loading;
        // Linted a step at a time while the scenarios' calls are out (issue 14: the first call goes out at once, and the
        // lint fills the waits for the server), and finished when the run ends however it ends; its findings keep their
        // place before everything found after the listing.
        const lintInput = {
            ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
            ...(options.clients !== undefined ? { clients: clientProfiles("clients", options.clients) } : {}),
            ...(options.tokenBudget !== undefined ? { tokenBudget: options.tokenBudget } : {}),
        };
        const linting = new LintRun({ tools, ...lintInput });
        const lintAt = findings.length;
        const notCalled = new Map(); // why a tool is not called, for the tool table
        let planThread; // a large server's happy calls planned, and its tools linted, on a second thread too
        let completed = false; // the run went to its end (not interrupted, nothing thrown)
        try {
            findings.push(...(0,run_findings/* listingFindings */.tA)(listing));
            if (declared) {
                const { serverJsonProblems } = await serverJsonModule;
                findings.push(...serverJsonFileFindings(declared, serverJsonProblems(declared.document)), ...serverJsonVersionFindings(declared, connection.serverInfo.version));
            }
            const args = mergedArgs(options);
            const filters = { only: options.only, skip: options.skip, readOnly: options.readOnly };
            // Throws the UsageError for an --only/--skip name the server lacks.
            const selection = selectTools(callable, filters);
            for (const n of selection.notCalled)
                notCalled.set(n.tool, n.reason);
            planThread = PlanThread.start(tools, selection.selected.length, lintInput); // it boots and lints while discovery runs
            checkArgNames(tools, args); // a per-tool --arg naming a tool or parameter the server lacks: before any call
            for (const tool of tools)
                if (!callable.includes(tool))
                    notCalled.set(tool.name, "schema too deep");
            let discovery;
            if (options.discovery !== false) {
                events.onPhase?.("discovery");
                discovery = await unlessInterrupted(discover(handle, callable, { timeoutMs, seed: options.seed, cases: options.cases, args, ...filters, target: options.target, beforeSetup: freshClosed }));
                if (discovery === undefined)
                    return;
                parts.discovery = {
                    calls: discovery.calls.map((c) => ({ tool: c.tool, purpose: c.purpose, passed: c.succeeded, values: c.values })),
                    setup: discovery.setup,
                    values: discovery.values.size,
                };
            }
            const planOptions = {
                seed: options.seed,
                cases: options.cases,
                edgeCases: options.edgeCases,
                args,
                ...filters,
                ...(discovery ? { known: discovery.values, pinned: Object.fromEntries(discovery.setup.map((c) => [c.tool, c.arguments])) } : {}),
            };
            // Planned as the run goes: each tool's calls are worked out while earlier calls are out (issue 14).
            const plan = new PlanCursor(callable, planOptions);
            planThread?.plan(plan, callable, planOptions);
            // Setup steps discovery made are repeated on every restarted server process, and after the setup tool's own calls.
            const replaying = discovery && discovery.setup.length > 0 ? new SetupReplayHandle(handle, discovery.setup, timeoutMs) : undefined;
            const calling = replaying ?? handle;
            let probes = [];
            const probeOptions = {
                allowWrites: options.allowWrites,
                ...(options.probeConfig !== undefined ? { config: options.probeConfig } : {}),
                args: options.args,
                timeoutMs,
                seed: options.seed,
                // Fresh markers every run: a store that keeps earlier probe records (a nightly run against the same
                // database) must not make old records look like this run's.
                markerSalt: (0,external_node_crypto_.randomBytes)(4).toString("hex"),
                ...(discovery ? { known: discovery.values } : {}),
            };
            let probeBudgetMs; // DEFAULT_PROBE_BUDGET_MS once the probes are loaded
            // Read-only probes run after the read-only tools' happy calls and before any write (issue 11 item 4), so
            // a write scenario cannot change the file or the records they read.
            const readProbes = async () => {
                if (!options.probes)
                    return;
                events.onPhase?.("probes", "read-only");
                const { runProbes, DEFAULT_PROBE_BUDGET_MS } = await probesModule;
                const started = performance.now();
                const budgetMs = probeBudgetMs ?? DEFAULT_PROBE_BUDGET_MS;
                const probeRun = await runProbes(calling, plan.tools, { ...probeOptions, phase: "read", budgetMs });
                probeBudgetMs = Math.max(0, budgetMs - (performance.now() - started));
                probes = [...probes, ...probeRun.results];
                findings.push(...probeRun.findings);
            };
            events.onPhase?.("scenarios", toolCount(plan.tools.length));
            const planned = new Set(plan.tools.map((t) => t.name));
            const reached = new Set();
            // `total` counts the calls planned so far: the cursor plans each tool's calls as the run reaches it.
            const onResult = (result, index, total) => {
                if (planned.has(result.tool))
                    reached.add(result.tool);
                events.onProgress?.({ calls: { done: index + 1, total }, tools: { done: reached.size, total: planned.size } });
            };
            let run;
            try {
                run = await runPlan(calling, callable, plan, {
                    timeoutMs,
                    mayWrite: freshClosed,
                    beforeWrites: readProbes,
                    whileOut: (until) => {
                        while (!planThread?.lints && linting.step() && performance.now() < until)
                            ;
                    },
                    ...(replaying ? { afterSetupTool: () => replaying.replay() } : {}),
                    ...(events.onProgress ? { onResult } : {}),
                    ...(signal ? { signal } : {}),
                    ...(discovery ? { values: discovery.values, replan: (pending) => new PlanCursor(callable, { ...planOptions, happyOnlyFor: pending }) } : {}),
                });
            }
            finally {
                // The plan's findings cover every tool, also when the run was cut short: the rest is planned now (no call).
                try {
                    plan.all();
                }
                catch {
                    // the error that stopped the run is reported as the interruption
                }
                findings.push(...plan.findings());
            }
            parts.scenarios = run.results;
            parts.probes = probes;
            findings.push(...run.findings);
            if (interruption !== undefined)
                return;
            if (options.probes) {
                events.onPhase?.("probes", options.allowWrites ? "writes" : "without writes");
                await unlessInterrupted(freshClosed());
                const { runProbes, DEFAULT_PROBE_BUDGET_MS } = await probesModule;
                const probeRun = await unlessInterrupted(runProbes(calling, plan.tools, { ...probeOptions, phase: "write", budgetMs: probeBudgetMs ?? DEFAULT_PROBE_BUDGET_MS }));
                if (probeRun === undefined)
                    return;
                parts.probes = [...probes, ...probeRun.results];
                findings.push(...probeRun.findings);
            }
            if (options.protocolChecks) {
                events.onPhase?.("protocol");
                const started = await fresh;
                const { runProtocolChecks } = await protocolModule;
                const protocolRun = await unlessInterrupted(runProtocolChecks(handle, options.target, { timeoutMs, waitLane: clock.lane("extra"), ...(started ? { fresh: started } : {}) }));
                if (protocolRun === undefined)
                    return;
                parts.protocolChecks = protocolRun.checks;
                findings.push(...protocolRun.findings);
            }
            if (declared && declared.requiredEnv.length > 0) {
                // One more start, without the variables server.json calls required: an extra server process.
                const required = await unlessInterrupted(clock.during("extra", () => requiredEnvFindings(declared, options.target, { protocol: options.protocol, timeoutMs })));
                if (required === undefined)
                    return;
                findings.push(...required);
            }
            if (options.baseline !== undefined || events.onSnapshot) {
                const current = (0,live_snapshot/* liveSnapshot */.F)(connection, tools.map(withoutDeepSchema));
                events.onSnapshot?.(current);
                if (options.baseline !== undefined) {
                    const { diffSnapshots } = await driftModule;
                    const file = options.baselineFile ?? snapshot/* DEFAULT_SNAPSHOT_FILE */.yf;
                    findings.push(...diffSnapshots(options.baseline, current, { refreshCommand: `mcp-checkup snapshot <server> -o ${/^[\w./-]+$/.test(file) ? file : JSON.stringify(file)}` }));
                }
            }
            events.onPhase?.("done");
            completed = true;
        }
        finally {
            // The plan thread's lint or this thread's, whichever is done first, for a run that went to its end; one cut
            // short or failing takes the thread's if it came and lints itself otherwise, at once.
            const lint = completed && planThread ? await planThread.lintRace(linting, () => interruption !== undefined) : (planThread?.lintResult() ?? linting.result());
            planThread?.stop();
            findings.splice(lintAt, 0, ...lint.findings);
            parts.instructionsTokens = lint.instructionsTokens;
            parts.context = lint.context;
            if (lint.clientProfiles !== undefined)
                parts.clientProfiles = lint.clientProfiles;
            parts.tools = tools.map((tool, i) => {
                const name = typeof tool.name === "string" ? tool.name : `<tool #${i + 1}>`;
                const why = notCalled.get(name);
                return { name, definition_tokens: lint.definitionTokens[name] ?? 0, ...(why !== undefined ? { not_called: why } : {}) };
            });
        }
    }
}
/** `1 tool`, `13 tools`: a phase's detail. */
function toolCount(n) {
    return `${n} tool${n === 1 ? "" : "s"}`;
}
/** A tool with a schema too deep to walk (`tooDeepSchema`) replaced by an empty schema, for the snapshot. */
function withoutDeepSchema(tool) {
    const deep = (0,schema_depth/* tooDeepSchema */.uK)(tool);
    return deep === undefined ? tool : { ...tool, [deep]: {} };
}

// EXTERNAL MODULE: ./src/checkup/server-commands.ts + 1 modules
var server_commands = __webpack_require__(9215);
// EXTERNAL MODULE: ./src/sample/notes-store.ts
var notes_store = __webpack_require__(3063);
// EXTERNAL MODULE: ./src/mcp/exit-status.ts
var exit_status = __webpack_require__(7285);
;// CONCATENATED MODULE: ./src/checkup/side-commands.ts


/** Runs the bundled notes server on `stdin`/`stdout` (`argv`: its own flags, e.g. `--bug silent-skip`) until stdin ends. */
async function runSampleServer(argv, stdin, stdout) {
    const { runNotesServer } = await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 4871));
    await runNotesServer(argv, stdin, stdout);
}
/** Relays a client's session with the server and saves each tools/call (`record/run-record.ts`); the server's exit code. */
async function recordSession(options) {
    const { recordSession: record } = await __webpack_require__.e(/* import() */ 731).then(__webpack_require__.bind(__webpack_require__, 5731));
    return record(options);
}

// EXTERNAL MODULE: ./src/findings/accepted.ts
var findings_accepted = __webpack_require__(465);
;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/** Exit codes of the CLI: 0 ok, 1 a gate failed (grade, --ci, lint errors), 2 usage error, 3 internal error; 128 + n for signal n (`signalExitCode`). */
const EXIT = { ok: 0, gateFailed: 1, usage: 2, internal: 3 };


;// CONCATENATED MODULE: ./src/scorecard/report-consistency.ts



/** Largest difference tolerated between a reported rate and the recomputed one (both are rounded to 4 decimals). */
const TOLERANCE = 1e-4;
/** Rule ids a report names that this version's catalogue does not know (a newer scorer wrote it), each once. */
function unknownRules(scorecard) {
    return [...new Set(scorecard.findings.map((f) => f.rule).filter((rule) => !(rule in rules/* RULES */.y0)))];
}
/**
 * Why a saved report cannot be published as it is, or null when its grade follows from its own results (issue 13
 * item 2: a report forged in a fork's artifact with `grade: "A"` was posted next to an error finding). The score,
 * its components, the grade and the cap are recomputed with `computeScore` from the report's scenarios, findings,
 * probes and tool count, exactly as the run that wrote it computed them (its cap reasons other than probe failures,
 * such as stdout pollution, are taken from the report: they only lower the grade); accepted findings cost nothing,
 * as they did in that run:
 * - every rule known: each must match (rates within 0.0001, grade and cap equal);
 * - rules this version does not know (a newer scorer; they are published, shown by id): what they cost cannot be
 *   recomputed, so only what they cannot raise is checked — the happy and edge rates equal, the lint term, the score
 *   and the grade no better than without them, and the grade the one its own score and cap give.
 * Pure; never throws.
 */
function reportInconsistency(report) {
    const unknown = new Set(unknownRules(report));
    const known = report.findings.filter((f) => !unknown.has(f.rule));
    // Cap reasons other than probe failures (stdout pollution while serving requests) come from observations the
    // report does not keep; they can only lower the grade, so the report's own are taken as they are — and a
    // stdout-pollution finding that says it came while serving requests caps even when a forger removed its reason.
    const capReasons = report.grade_cap.reasons.filter((r) => !(0,score/* isProbeCapReason */.Jf)(r));
    const servingPollution = known.some((f) => f.rule === "stdout-pollution" && f.accepted === undefined && /while serving requests/.test(f.message));
    if (servingPollution && !capReasons.some((r) => r.startsWith("stdout-pollution")))
        capReasons.push("stdout-pollution (while serving requests)");
    const recomputed = (0,score/* computeScore */.gp)({
        scenarios: report.scenarios,
        numTools: report.tools.length,
        findings: known,
        probes: report.probes,
        probeGradeCap: report.grade_cap.enabled,
        ...(capReasons.length > 0 ? { capReasons } : {}),
    });
    const said = (label, reported, own) => `it says ${label} ${reported}, but its own results give ${own}`;
    const rate = (value) => value.toFixed(4);
    if (Math.abs(report.happy_pass_rate - recomputed.happy_pass_rate) > TOLERANCE) {
        return said("a happy-path pass rate of", rate(report.happy_pass_rate), rate(recomputed.happy_pass_rate));
    }
    if (Math.abs(report.edge_resilience_rate - recomputed.edge_resilience_rate) > TOLERANCE) {
        return said("an edge-case rate of", rate(report.edge_resilience_rate), rate(recomputed.edge_resilience_rate));
    }
    if (unknown.size === 0)
        return exactMismatch(report, recomputed, said, rate);
    if (report.lint_score > recomputed.lint_score + TOLERANCE)
        return said("a lint score of", rate(report.lint_score), `at most ${rate(recomputed.lint_score)}`);
    if (report.score > recomputed.score + TOLERANCE)
        return said("a score of", rate(report.score), `at most ${rate(recomputed.score)}`);
    if (gradeRank(report.grade) < gradeRank(recomputed.grade))
        return said("grade", report.grade, `at most ${recomputed.grade}`);
    const fromScore = (0,grade/* gradeForScore */.rM)(report.score);
    const cap = report.grade_cap.capped ? report.grade_cap.cap : null;
    const expected = cap !== null && gradeRank(fromScore) < gradeRank(cap) ? cap : fromScore;
    if (report.grade !== expected)
        return said("grade", report.grade, `${expected} for its score ${rate(report.score)}`);
    return null;
}
function exactMismatch(report, recomputed, said, rate) {
    if (Math.abs(report.lint_score - recomputed.lint_score) > TOLERANCE)
        return said("a lint score of", rate(report.lint_score), rate(recomputed.lint_score));
    if (Math.abs(report.score - recomputed.score) > TOLERANCE)
        return said("a score of", rate(report.score), rate(recomputed.score));
    if (report.grade_cap.capped !== recomputed.grade_cap.capped) {
        return said("the grade cap is", report.grade_cap.capped ? "on" : "off", recomputed.grade_cap.capped ? "on" : "off");
    }
    if (report.grade !== recomputed.grade)
        return said("grade", report.grade, recomputed.grade);
    return null;
}
function gradeRank(grade) {
    return "ABCDF".indexOf(grade);
}

// EXTERNAL MODULE: ./src/scorecard/types.ts
var types = __webpack_require__(2513);
;// CONCATENATED MODULE: ./src/scorecard/saved-report.ts



const fail = (path, expected) => {
    throw new Error(`${path} is not ${expected}`);
};
const str = (v, p) => void (typeof v === "string" || fail(p, "a string"));
const num = (v, p) => void ((typeof v === "number" && Number.isFinite(v)) || fail(p, "a number"));
const bool = (v, p) => void (typeof v === "boolean" || fail(p, "true or false"));
const saved_report_grade = (v, p) => void (types/* GRADES */.F.includes(v) || fail(p, "a grade A, B, C, D or F"));
const optional = (check) => (v, p) => {
    if (v !== undefined)
        check(v, p);
};
const nullable = (check) => (v, p) => {
    if (v !== null)
        check(v, p);
};
const object = (shape) => (v, p) => {
    if (v === null || typeof v !== "object" || Array.isArray(v))
        fail(p, "an object");
    for (const [key, check] of Object.entries(shape))
        check(v[key], `${p}.${key}`);
};
const list = (check) => (v, p) => {
    if (!Array.isArray(v))
        fail(p, "a list");
    v.forEach((item, i) => check(item, `${p}[${i}]`));
};
/** The JSON report keys the publishing path reads (renderers, outputs, gates), with their types. */
const REPORT = object({
    schemaVersion: (v, p) => void (v === 1 || fail(p, "1")),
    server: object({ name: str, version: str, title: optional(str), instructions: optional(str) }),
    protocol: object({ era: str, version: str, label: str }),
    target: str,
    grade: saved_report_grade,
    score: num,
    happy_pass_rate: num,
    edge_resilience_rate: num,
    lint_score: num,
    effect_rate: nullable(num),
    grade_cap: object({ enabled: bool, capped: bool, cap: nullable(saved_report_grade), uncapped_grade: saved_report_grade, reasons: list(str) }),
    tools: list(object({ name: str, passed: num, total: num, avg_latency_ms: num, definition_tokens: num })),
    scenarios: list(object({ tool: str, kind: str, description: str, verdict: str, passed: bool, error_code: optional(num), duration_ms: num, detail: str })),
    probes: list(object({ probe: str, tool: str, status: str, confidence: str, basis: str, detail: str })),
    protocol_checks: list(object({ check: str, status: str, detail: str })),
    findings: list(object({
        rule: str,
        severity: (v, p) => void (["error", "warning", "info"].includes(v) || fail(p, "error, warning or info")),
        tool: optional(str),
        parameter: optional(str),
        message: str,
        fix: str,
        confidence: optional(str),
        pointer: optional(str),
        text_hash: optional(str),
        accepted: optional(object({ reason: str, expires: optional(str) })),
    })),
    instructions_tokens: num,
    context_tokens: num,
    token_method: str,
    seed: num,
    timing: object({ started_at: str, total_ms: num, server_wait_ms: num, extra_servers_ms: optional(num), own_ms: optional(num), cpu_ms: optional(num) }),
    acceptance: optional(object({ file: str, entries: num, accepted: num, stale: num, expired: num })),
});
/**
 * Checks that `data` (a parsed JSON value) has every key of a JSON report that publishing reads, with its type, and
 * returns it as a scorecard; keys it does not know are kept. Throws an `Error` naming the first bad key
 * (`report.findings[3].severity is not error, warning or info`).
 */
function asScorecard(data) {
    REPORT(data, "report");
    return data;
}
/** Whether a parsed JSON value looks like an mcp-checkup JSON report at all (its `schemaVersion`, `grade` and `findings`), before it is checked. */
function looksLikeReport(data) {
    const r = data;
    return r !== null && typeof r === "object" && "schemaVersion" in r && "grade" in r && Array.isArray(r.findings);
}
/**
 * Reads a JSON report saved by an earlier run (`--report json`, or the Action's `report-json` output) for
 * publish-only mode — the `workflow_run` half of the fork-PR recipe — and for `aggregate`. The file may come from an
 * artifact of an untrusted run, so its shape is checked key by key before anything renders it (the renderers escape
 * every string again). `inputName` is how the user named the file (`report-path`, `aggregate`).
 * Throws `UsageError` naming the input, the file and the first bad key.
 */
function readSavedReport(path, inputName) {
    let data;
    try {
        data = JSON.parse(readFileSync(path, "utf8"));
    }
    catch (error) {
        throw new UsageError(`${inputName}: '${path}' is not valid JSON (${error.message}); expected an mcp-checkup JSON report`);
    }
    try {
        return asScorecard(data);
    }
    catch (error) {
        throw new UsageError(`${inputName}: '${path}' is not an mcp-checkup JSON report: ${error.message}`);
    }
}

;// CONCATENATED MODULE: ./src/checkup/saved-reports.ts






/** The JSON report's file name in the Action's `report-dir` (`ReportFiles.Json`): its folder names the server. */
const REPORT_FILE_NAME = "mcp-checkup-report.json";
/** A report file larger than this is refused unread (64 MiB: a 200-tool report is a few MB). */
const REPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Folders are searched this deep, links not followed. */
const MAX_DEPTH = 12;
/**
 * The files `mcp-checkup aggregate` (or the Action's `report-paths`, after globbing) reads: each path that is a file
 * as it is; each folder searched (links not followed, at most 12 levels) for `*.json` files. `inputName` names the
 * input in errors. Order: as given, folders in name order, so the same artifacts give the same report.
 * @throws UsageError for a path that does not exist.
 */
function findReportFiles(paths, inputName) {
    const files = [];
    const explicit = new Set();
    const walk = (dir, depth) => {
        if (depth > MAX_DEPTH)
            return;
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => (0,finding/* compareCodeUnits */.UF)(a.name, b.name))) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory())
                walk(path, depth + 1);
            else if (entry.isFile() && entry.name.endsWith(".json"))
                files.push(path);
        }
    };
    for (const path of paths) {
        let isDir;
        try {
            isDir = (0,external_node_fs_.statSync)(path).isDirectory();
        }
        catch (error) {
            throw new src_errors/* UsageError */.eb(`${inputName}: cannot read '${path}' (${error.code ?? error.message}); expected a JSON report or a folder of them`);
        }
        if (isDir)
            walk(path, 0);
        else {
            files.push(path);
            explicit.add(path);
        }
    }
    return { files: [...new Set(files)], explicit };
}
/**
 * Reads and checks each report as publish-only mode does, because a matrix leg's artifact may come from an untrusted
 * run: the shape key by key (`asScorecard`), then whether its grade follows from its own results
 * (`reportInconsistency`; rules a newer version wrote are kept). A file that fails is refused with the reason (it is
 * not published). A JSON file found in a folder that is not a report at all (a badge's endpoint JSON, a reference
 * report) is skipped. A server's fallback label is the folder of a `mcp-checkup-report.json` (the artifact's name),
 * else the file's name without `.json`. Once checked, a report's `scenarios` and its findings' `evidence` are dropped
 * (an aggregate shows neither), so memory holds the set's summaries, not every call of 200 servers. Never throws.
 */
function loadReports(found) {
    const out = { inputs: [], refused: [], skipped: [] };
    for (const source of found.files) {
        const refuse = (reason) => void out.refused.push({ source, reason });
        let data;
        try {
            const info = (0,external_node_fs_.lstatSync)(source);
            if (info.size > REPORT_MAX_BYTES) {
                refuse(`it is ${Math.round(info.size / 1024 / 1024)} MiB, over the ${REPORT_MAX_BYTES / 1024 / 1024} MiB a report may have`);
                continue;
            }
            data = JSON.parse((0,external_node_fs_.readFileSync)(source, "utf8"));
        }
        catch (error) {
            if (found.explicit.has(source))
                refuse(`it is not valid JSON (${error.message})`);
            else
                out.skipped.push(source);
            continue;
        }
        if (!found.explicit.has(source) && !looksLikeReport(data)) {
            out.skipped.push(source);
            continue;
        }
        try {
            const scorecard = asScorecard(data);
            const inconsistency = reportInconsistency(scorecard);
            if (inconsistency !== null) {
                refuse(`${inconsistency}; it was changed after it was scored, or another mcp-checkup version wrote it`);
                continue;
            }
            // Checked: the calls and the findings' evidence are not shown in an aggregate, so they are not kept (200 reports).
            const kept = { ...scorecard, scenarios: [], findings: scorecard.findings.map(({ evidence: _evidence, ...f }) => f) };
            out.inputs.push({ source, fallbackLabel: fallbackLabel(source), scorecard: kept });
        }
        catch (error) {
            refuse(`it is not an mcp-checkup JSON report: ${error.message}`);
        }
    }
    return out;
}
function fallbackLabel(source) {
    return (0,external_node_path_.basename)(source) === REPORT_FILE_NAME ? (0,external_node_path_.basename)((0,external_node_path_.resolve)((0,external_node_path_.dirname)(source))) : (0,external_node_path_.basename)(source).replace(/\.json$/i, "");
}

// EXTERNAL MODULE: ./src/scorecard/top-issues.ts
var top_issues = __webpack_require__(7752);
;// CONCATENATED MODULE: ./src/scorecard/aggregate.ts



/**
 * Aggregates reports (already read and checked: `loadReports`) into one {@link AggregateReport}: each server's
 * grade, change, coverage, first issue and context tokens, its gate failures by `gate`, the worst grade, and the
 * tool-name collisions between servers (`toolNameCollisions`). Reports of one server (same name, e.g. two legs with
 * other options) are rows of their own but do not collide with each other. Pure.
 */
function aggregateReports(inputs, gate, refused = []) {
    const labels = uniqueLabels(inputs);
    const rows = inputs.map((input, i) => {
        const s = input.scorecard;
        const counted = s.findings.filter((f) => f.accepted === undefined);
        return {
            label: labels[i],
            source: input.source,
            scorecard: s,
            change: input.change ?? null,
            topIssue: (0,top_issues/* topIssues */.X)(s)[0] ?? null,
            errors: counted.filter((f) => f.severity === "error").length,
            warnings: counted.filter((f) => f.severity === "warning").length,
            gateFailures: gate(s),
        };
    });
    const failing = (r) => (r.gateFailures.length > 0 ? 0 : 1);
    rows.sort((a, b) => failing(a) - failing(b) || types/* GRADES */.F.indexOf(b.scorecard.grade) - types/* GRADES */.F.indexOf(a.scorecard.grade) || (0,finding/* compareCodeUnits */.UF)(a.label, b.label));
    const worst = rows.reduce((w, r) => (w === null || types/* GRADES */.F.indexOf(r.scorecard.grade) > types/* GRADES */.F.indexOf(w) ? r.scorecard.grade : w), null);
    return {
        rows,
        findings: toolNameCollisions(rows.map((r) => ({ label: r.label, server: r.scorecard.server.name, tools: r.scorecard.tools.map((t) => t.name) }))),
        refused: [...refused],
        worstGrade: worst,
        failing: rows.filter((r) => r.gateFailures.length > 0).map((r) => r.label),
    };
}
/** Labels for the rows: the server's name and version, else the fallback; a repeated label gets `(source folder)`. */
function uniqueLabels(inputs) {
    const base = inputs.map((i) => {
        const name = i.scorecard.server.name.trim();
        const version = i.scorecard.server.version.trim();
        return name === "" ? i.fallbackLabel : version === "" ? name : `${name} ${version}`;
    });
    const count = new Map();
    for (const label of base)
        count.set(label, (count.get(label) ?? 0) + 1);
    return base.map((label, i) => ((count.get(label) ?? 0) > 1 && label !== inputs[i].fallbackLabel ? `${label} (${inputs[i].fallbackLabel})` : label));
}
/**
 * `tool-name-collision`: one finding per tool name that two or more servers of the set offer. MCP makes names unique
 * per server only (server/tools § Tool Names: aggregators SHOULD disambiguate), and clients that load several servers
 * silently drop, overwrite or refuse duplicates (CopilotKit/CopilotKit#2409, MoonshotAI/kimi-code#575; Cursor runs the
 * first, Amp refuses: Govcraft/rust-docs-mcp-server#9). Names are compared as clients do, exactly. Reports with the
 * same server name are one server (two legs grading it with other options). The finding's `tool` is the name; its
 * message lists the servers. Pure.
 */
function toolNameCollisions(servers) {
    const byTool = new Map();
    for (const s of servers) {
        const identity = s.server.trim() === "" ? `label:${s.label}` : `name:${s.server.trim()}`;
        for (const tool of new Set(s.tools)) {
            let entry = byTool.get(tool);
            if (!entry)
                byTool.set(tool, (entry = { servers: new Set(), labels: [] }));
            if (entry.servers.has(identity))
                continue;
            entry.servers.add(identity);
            entry.labels.push(s.label);
        }
    }
    const out = [];
    for (const [tool, { labels }] of [...byTool].sort(([a], [b]) => (0,finding/* compareCodeUnits */.UF)(a, b))) {
        if (labels.length < 2)
            continue;
        const names = labels.map((l) => `"${l}"`);
        const list = names.length === 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
        out.push((0,finding/* finding */.gk)("tool-name-collision", {
            tool,
            message: `${labels.length} servers offer a tool named "${tool}": ${list}; a client that loads them together drops, overwrites or refuses all but one.`,
            fix: `Give each server's "${tool}" a name that says whose it is (e.g. a prefix such as github_${tool}), or have the client or gateway namespace the servers' tools.`,
        }));
    }
    return out;
}

// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/cli/report-outputs.ts



/** `json=report.json` → `{ format: "json", path: "report.json" }`; `json` → `{ format: "json" }`. */
function splitReport(value) {
    const eq = value.indexOf("=");
    if (eq < 0)
        return { format: value.trim() };
    return { format: value.slice(0, eq).trim(), path: value.slice(eq + 1) };
}
/**
 * The reports a command writes, from `--report FORMAT[=PATH]` (repeatable) and the old `--output PATH`:
 * - `--report json=report.json` writes that report to that file; `--report json` writes it to stdout;
 * - an `--output PATH` belongs to the `--report FORMAT` (without `=PATH`) just before it on the command line
 *   (`--report sarif --output a.sarif --report junit --output b.xml`); with exactly one `--report` and one
 *   `--output`, they pair wherever they stand. An `--output` that no such `--report` precedes, two for one
 *   `--report`, or one after a `--report` that already names its file is refused: the console report can never
 *   land in a file meant for another format by position alone (issue 15: `--report console --report json
 *   --output x.json` wrote the box-drawn console into `x.json`).
 * With no `--report`, the console report goes to stdout. When every report goes to a file, the console report is
 * printed as well, so a person watching sees the grade. At most one report may go to stdout, and no two to one
 * file. Every path is checked before anything runs (`checkOutputPath`: not a folder, its folder exists or can be
 * created and can be written). Throws `UsageError` (one line naming the flag and the accepted form) otherwise.
 */
function planReports(options, allowed) {
    const given = options.report ?? [];
    const reports = (typeof given === "string" ? [given] : given).map(splitReport);
    const outputs = options.output ?? [];
    for (const { format, path } of reports) {
        if (!allowed.includes(format)) {
            throw new src_errors/* UsageError */.eb(`--report: '${format}' is not a report format; expected FORMAT or FORMAT=PATH with FORMAT one of ${allowed.join(", ")}`);
        }
        if (path !== undefined && path.trim() === "")
            throw new src_errors/* UsageError */.eb(`--report ${format}=: the path is empty; expected e.g. --report ${format}=report.${format === "markdown" ? "md" : format}`);
    }
    const paths = reports.map((r) => r.path);
    const flags = reports.map(() => "--report"); // the flag that named each path, for its error
    const bare = reports.flatMap((r, i) => (r.path === undefined ? [i] : []));
    if (outputs.length === 1 && reports.length === 1 && bare.length === 1) {
        paths[0] = outputs[0].path;
        flags[0] = "--output";
    }
    else {
        for (const output of outputs) {
            const before = Math.min(output.afterReports, reports.length) - 1;
            if (before < 0) {
                throw new src_errors/* UsageError */.eb(`--output ${output.path}: no --report before it; write --report FORMAT=PATH (e.g. --report json=${output.path})`);
            }
            const report = reports[before];
            if (report.path !== undefined) {
                throw new src_errors/* UsageError */.eb(`--output ${output.path}: --report ${report.format}=${report.path} already names its file; write one --report FORMAT=PATH per file`);
            }
            if (paths[before] !== undefined) {
                throw new src_errors/* UsageError */.eb(`--output ${output.path}: --report ${report.format} already goes to ${paths[before]}; write one --report FORMAT=PATH per file`);
            }
            paths[before] = output.path;
            flags[before] = "--output";
        }
    }
    const targets = reports.map((r, i) => ({ format: r.format, ...(paths[i] !== undefined ? { path: paths[i] } : {}) }));
    if (targets.filter((t) => t.path === undefined).length > 1) {
        throw new src_errors/* UsageError */.eb("--report: only one report can go to stdout; give the others a file (--report FORMAT=PATH)");
    }
    const seen = new Map();
    for (const [i, target] of targets.entries()) {
        if (target.path === undefined)
            continue;
        const resolved = (0,external_node_path_.resolve)(checkedOutput(flags[i], target.path));
        const other = seen.get(resolved);
        if (other !== undefined)
            throw new src_errors/* UsageError */.eb(`--report: ${other} and ${target.format} both go to ${target.path}; give each report its own file`);
        seen.set(resolved, target.format);
    }
    if (targets.every((t) => t.path !== undefined))
        targets.unshift({ format: "console" });
    return targets;
}
/** `path` after {@link checkOutputPath}; throws `UsageError` naming `flag` with its one-line reason. */
function checkedOutput(flag, path) {
    try {
        return (0,safe_write/* checkOutputPath */.$b)(path);
    }
    catch (error) {
        throw new src_errors/* UsageError */.eb(`${flag}: ${error.message}`);
    }
}
/**
 * Writes a report file atomically and without following links (`writeFileAtomic`: an exclusive temporary file
 * beside it, then a rename); `text` may come in pieces (`reportPieces`). Its folder must exist (`planReports` made
 * sure). Throws the file system's error.
 */
function writeReportFile(path, text) {
    (0,safe_write/* writeFileAtomic */.Zf)(path, text);
}

// EXTERNAL MODULE: ./src/secrets/redactor.ts
var secrets_redactor = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/secrets/secret-values.ts
var secret_values = __webpack_require__(6892);
;// CONCATENATED MODULE: ./src/cli/redacting-io.ts


/**
 * The secret values of the CLI's own flags (`--env KEY=VALUE`, `--header "Name: value"`, `--url`), read leniently
 * (a malformed pair is left to the flag's own validation): everything the CLI prints is redacted with them, usage
 * errors included. A `--config` file's `env` is covered where the target is resolved (`redactorFor`).
 */
function secretsOfFlags(options) {
    const env = {};
    for (const pair of options.env ?? []) {
        const eq = pair.indexOf("=");
        if (eq > 0)
            env[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
    }
    const headers = {};
    for (const line of options.headers ?? []) {
        const colon = line.indexOf(":");
        if (colon > 0)
            headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
    return [...(0,secret_values/* secretsOfEnv */.UO)(env), ...(0,secret_values/* secretsOfHeaders */.hT)(headers), ...(options.url !== undefined ? (0,secret_values/* secretsOfUrl */.mE)(options.url) : [])];
}
/**
 * `io` with every text written through `stdout` and `stderr` (and progress, through `redact`) redacted (the raw streams, which `record` and
 * `sample-server` relay MCP on, are left as they are: a relay must not change a byte). The same `io` when there is
 * nothing to redact.
 */
function redactingIo(io, redactor) {
    if (!redactor.active)
        return io;
    const redact = (text) => redactor.text(io.redact ? io.redact(text) : text);
    return { ...io, stdout: (text) => io.stdout(redactor.text(text)), stderr: (text) => io.stderr(redactor.text(text)), redact };
}

// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
;// CONCATENATED MODULE: ./src/cli/progress.ts

/** Which {@link ProgressMode} a command runs in. Pure. */
function progressMode(io, quiet) {
    if (quiet)
        return "off";
    const env = io.env;
    if (io.stderrTerminal !== undefined && env.CI === undefined && env.TERM !== "dumb")
        return "spinner";
    return "lines";
}
/**
 * What a phase is called in progress text, with the engine's detail where it helps: `starting the server (node
 * s.js)`, `calling tools (13 tools)`, `effect probes (read-only)`. The detail (a target: user text, maybe a server's
 * path) is made terminal-safe and cut at 60 characters. Undefined for `done`. Pure.
 */
function phaseText(phase, detail) {
    const aside = detail ? ` (${(0,terminal_text/* terminalSafe */.k)(detail, { limit: 60 })})` : "";
    switch (phase) {
        case "connect":
            return `starting the server${aside}`;
        case "list":
            return "listing tools";
        case "lint":
            return `linting what the model reads${aside}`;
        case "discovery":
            return "finding ids and names the tools need";
        case "scenarios":
            return `calling tools${aside}`;
        case "probes":
            return `effect probes${aside}`;
        case "protocol":
            return "protocol checks";
        case "done":
            return undefined;
    }
}
/**
 * `5/13 tools · 37 calls`: the counts of the scenarios phase. The tools' total is known when calling starts; the
 * calls' is not (each tool's calls are planned when the run reaches it), so only the calls made are counted. Pure.
 */
function progressCounts(progress) {
    return `${progress.tools.done}/${progress.tools.total} tools · ${progress.calls.done} calls`;
}
/** How long the run has taken, for the spinner: `8 s`, `1 min 05 s`. Pure. */
function elapsedText(ms) {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}
/** Longest spinner line kept when the terminal's width is unknown, columns. */
const DEFAULT_COLUMNS = 80;
/**
 * The progress of one command's run (see {@link ProgressMode}). Feed it the engine's events ({@link events}) or
 * phases of its own ({@link phase}); {@link stop} erases the spinner (call it before printing anything else; it is
 * idempotent). Nothing here throws.
 */
class RunProgress {
    io;
    options;
    mode;
    spinner;
    /** ora, loaded only for a spinner, while the server starts (it costs start-up time a run in CI need not pay). */
    ora;
    stopped = false;
    /** Resolves once the spinner can draw (at once without one); what was set before then is drawn then. */
    ready;
    current = "";
    counts = "";
    timer;
    started;
    now;
    constructor(io, options) {
        this.io = io;
        this.options = options;
        this.mode = progressMode(io, options.quiet);
        this.now = options.now ?? (() => performance.now());
        this.started = this.now();
        this.ready =
            this.mode !== "spinner"
                ? Promise.resolve()
                : __webpack_require__.e(/* import() */ 331).then(__webpack_require__.bind(__webpack_require__, 8712)).then((module) => {
                    this.ora = module.default;
                    if (this.current !== "")
                        this.draw();
                }, () => undefined);
    }
    /** The engine events that drive this progress. */
    events() {
        if (this.mode === "off")
            return {};
        return {
            onPhase: (phase, detail) => {
                const text = phaseText(phase, detail);
                if (text === undefined)
                    this.stop();
                else
                    this.phase(text);
            },
            ...(this.mode === "spinner" ? { onProgress: (progress) => this.update(progressCounts(progress)) } : {}),
        };
    }
    /** A new phase: a line of its own (`lines`), or the spinner's text (`spinner`). */
    phase(text) {
        if (this.mode === "lines") {
            // One line of a CI log within 80 columns: "mcp-checkup: " and at most 67 characters of the phase.
            this.io.stderr(`mcp-checkup: ${(0,terminal_text/* terminalSafe */.k)(text, { limit: 67 })}\n`);
            return;
        }
        if (this.mode === "off")
            return;
        this.current = text;
        this.counts = "";
        this.draw();
    }
    /** Erases the spinner (nothing to do in `lines` mode). */
    stop() {
        this.stopped = true;
        if (this.timer !== undefined)
            clearInterval(this.timer);
        this.timer = undefined;
        this.spinner?.stop();
        this.spinner = undefined;
    }
    update(counts) {
        this.counts = counts;
        this.draw();
    }
    draw() {
        const stream = this.io.stderrTerminal;
        if (stream === undefined || this.ora === undefined || this.stopped)
            return;
        const columns = stream.columns || DEFAULT_COLUMNS;
        // Once counted, the phase's own aside (`calling tools (13 tools)`) says less than the counts do.
        const phase = this.counts !== "" ? this.current.replace(/ \([^()]*\)$/, "") : this.current;
        const parts = [capitalise(phase), this.counts, elapsedText(this.now() - this.started)].filter(Boolean);
        // One line: the frame and a space take two columns, and a line that fills the last column wraps on some terminals.
        const text = (0,terminal_text/* terminalSafe */.k)((this.io.redact ?? ((t) => t))(parts.join(" · ")), { limit: Math.max(10, columns - 3) });
        if (this.spinner === undefined) {
            this.spinner = this.ora({ stream, isEnabled: true, discardStdin: false, color: this.options.color ? "cyan" : false, text }).start();
            this.timer = setInterval(() => this.draw(), 1000);
            this.timer.unref?.();
        }
        else {
            this.spinner.text = text;
            this.spinner.render(); // now, not at the next frame
        }
    }
}
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/cli/commands.ts



















/** The CLI's face context: flags named as flags, paths relative to the working directory. */
function cliContext(io) {
    return { face: "cli", cwd: process.cwd(), env: io.env };
}
/** The server and how to reach it, for `list`, `lint` and `snapshot`. Throws `UsageError` naming the flag. */
async function serverReadOptions(options, io) {
    const context = cliContext(io);
    return {
        protocol: readProtocol(options.checkup.protocol, context),
        timeoutMs: readTimeoutMs(options.checkup.timeout, context),
        target: (await resolveTarget(options.target, context)).target,
    };
}
/**
 * The renderers (`render-report.ts`), loaded on first use: a command starts loading them once its server is being
 * started, so the server is spawned before they are evaluated (issue 14: every millisecond before the spawn is on
 * the run's critical path).
 */
let renderers;
/** The renderers once loaded, for work that cannot wait for them (a draft's report, see {@link runWithProgress}). */
let loadedRenderers;
const loadRenderers = () => (renderers ??= Promise.all(/* import() */[__webpack_require__.e(270), __webpack_require__.e(712), __webpack_require__.e(223)]).then(__webpack_require__.bind(__webpack_require__, 223)).then((module) => {
    loadedRenderers = module;
    return module;
}));
/** Loads the renderers and, once per process, warms them up (`warmUpRenderers`) after the I/O already waiting. */
let warming;
function loadWarmRenderers() {
    warming ??= loadRenderers().then((module) => void setImmediate(() => void module.warmUpRenderers()), () => undefined);
}
/** Whether the console report on stdout is coloured: a terminal, without `--no-color` or `NO_COLOR`. */
function consoleColor(command, io) {
    return io.isTTY && command.options.color && !io.env.NO_COLOR;
}
/** The progress of a command's run on stderr (`--quiet` turns it off; `--no-color` and `NO_COLOR` its colour). */
function progressFor(command, io) {
    return new RunProgress(io, { quiet: command.options.quiet, color: command.options.color && !io.env.NO_COLOR });
}
/**
 * Runs one checkup for `test`, `accept` and `demo`, with progress on stderr (erased before anything else is printed)
 * and SIGINT/SIGTERM stopping the run: the scorecard, and the signal that stopped it, if one did. With
 * `prepareConsole`, the console report of the run's draft scorecard is rendered while the server is being stopped,
 * and comes back as `prepared`: it is the report of the scorecard itself when `prepared.scorecard` is `scorecard`
 * (issue 14: the console report took 5–10 ms after the server had exited).
 */
async function runWithProgress(command, options, io, prepareConsole = false) {
    const controller = new AbortController();
    let signalled;
    const unsubscribe = io.onSignal?.((signal) => {
        signalled ??= signal;
        controller.abort(signal);
    });
    const progress = progressFor(command, io);
    let prepared;
    const onDraft = (draft) => {
        const module = loadedRenderers;
        if (module !== undefined)
            prepared = { scorecard: draft, text: stdoutReport(module, command, "console", draft, io) };
    };
    try {
        const running = runCheckup({ ...options, signal: controller.signal }, { ...progress.events(), ...(prepareConsole ? { onDraft } : {}) });
        loadWarmRenderers(); // the server is being spawned: the renderers load and warm up meanwhile
        const scorecard = await running;
        return { scorecard, ...(signalled !== undefined ? { signalled } : {}), ...(prepared !== undefined ? { prepared } : {}) };
    }
    finally {
        progress.stop();
        unsubscribe?.();
    }
}
/**
 * Runs one of the engine's server commands (`list`, `lint`, `snapshot`) with the "starting the server" progress. A
 * server that will not start is a result, not our bug: the `server-start-failed` finding's message (with the end of
 * the server's stderr) and its fix go to stderr, and undefined comes back (the command exits 1).
 */
async function readServer(command, options, io, read) {
    const progress = progressFor(command, io);
    progress.phase(phaseText("connect", (0,target/* describeTarget */.ff)(options.target)));
    let reading;
    try {
        reading = await read();
    }
    finally {
        progress.stop();
    }
    if (reading.ok)
        return reading.value;
    io.stderr(`mcp-checkup: ${reading.failure.message}\n  Fix: ${reading.failure.fix}\n`);
    return undefined;
}
/**
 * Writes each planned report: to its file, or to stdout. With `filesOnly` (an interrupted run), the report meant
 * for stdout is left out when it is the console report (the one line about the interruption says enough). Returns
 * the paths written.
 */
async function emitReports(command, scorecard, io, plan, filesOnly = false, prepared) {
    const module = await loadRenderers();
    const written = [];
    for (const report of plan) {
        if (filesOnly && report.path === undefined && report.format === "console")
            continue;
        if (report.path) {
            writeReportFile(report.path, module.reportPieces(report.format, scorecard, reportFiles(command), command.name === "lint"));
            written.push(report.path);
            continue;
        }
        const text = report.format === "console" && prepared?.scorecard === scorecard ? prepared.text : stdoutReport(module, command, report.format, scorecard, io);
        io.stdout(text.endsWith("\n") ? text : `${text}\n`);
    }
    return written;
}
/** The files SARIF results point at: `--baseline`, `--config`, `--server`. */
function reportFiles(command) {
    const target = command.options.target;
    const baseline = command.options.checkup.baseline;
    return { ...(baseline !== undefined ? { baseline } : {}), ...(target.config !== undefined ? { config: target.config } : {}), ...(target.server !== undefined ? { server: target.server } : {}) };
}
/** `scorecard`'s report in `format`, as written to stdout (coloured as the terminal allows, to its width). */
function stdoutReport(module, command, format, scorecard, io) {
    return module.renderReport(format, scorecard, consoleColor(command, io), reportFiles(command), command.name === "lint", io.columns);
}
const TEST_FORMATS = ["console", "markdown", "json", "sarif", "junit"];
/**
 * `mcp-checkup test`: the main job. Exit 1 when `--fail-under` or `--ci` fails. On SIGINT or SIGTERM the run stops
 * calling, the server is stopped, the partial reports (`interrupted: true`) are written to their files, one line
 * says so, and the exit code is 130 or 143. An internal error part way writes the partial reports too (exit 3).
 */
async function runTest(command, io) {
    const o = command.options;
    const gates = readGateOptions(o.gate, "cli");
    const options = await readCheckupOptions({ ...o.checkup, target: o.target, ...(o.accepted !== undefined ? { accepted: o.accepted } : {}) }, cliContext(io));
    const out = redactingIo(io, (0,target/* redactorFor */.sD)(options.target));
    const plan = planReports(o.reports, TEST_FORMATS); // validated (output paths too) before anything starts
    // The console report, when it goes to stdout, is rendered while the server is stopped.
    const consoleOut = plan.some((report) => report.path === undefined && report.format === "console");
    const { scorecard, signalled, prepared } = await runWithProgress(command, options, out, consoleOut);
    if (scorecard.interrupted) {
        const written = await emitReports(command, scorecard, out, plan, true);
        const where = written.length > 0 ? `partial report (interrupted: true) written to ${written.join(", ")}` : "no report file was asked for (--report FORMAT=PATH)";
        out.stderr(`mcp-checkup: ${signalled ? `interrupted by ${signalled}` : scorecard.interruption}; the server was stopped; ${where}\n`);
        return signalled ? (0,exit_status/* signalExitCode */.c)(signalled) : EXIT.internal;
    }
    await emitReports(command, scorecard, out, plan, false, prepared);
    return gateExitCode(scorecard, gates, out);
}
/** Says each failed gate on stderr (and, with `--ci`, the blocking findings by name); exit 1 when one failed. */
function gateExitCode(scorecard, gates, io) {
    const failures = gateFailures(scorecard, gates, "cli");
    for (const failure of failures)
        io.stderr(`mcp-checkup: ${failure}\n`);
    // The blocking findings by name, so the new one among accepted ones is plain to see.
    for (const f of gateBlocking(scorecard, gates).slice(0, 20))
        io.stderr(`  - ${f.rule}${f.tool ? ` (${f.tool})` : ""}: ${f.message}\n`);
    return failures.length > 0 ? EXIT.gateFailed : EXIT.ok;
}
/**
 * `mcp-checkup aggregate PATH...`: one report for the JSON reports of several servers — files, or folders searched
 * for them (a matrix's downloaded artifacts). Each report is checked as publish-only mode checks it (`loadReports`):
 * one that is not a report, or whose grade does not follow from its own results, is refused and named. Writes the
 * `--report` formats (console by default; markdown, json), and exits 1 when a server fails `--fail-under`,
 * `--min-coverage` or `--ci` (or its token budget) or a report was refused; 2 when no report was found.
 */
async function runAggregate(command, io) {
    const gates = readGateOptions(command.options.gate, "cli");
    const plan = planReports(command.options.reports, AGGREGATE_FORMATS);
    const paths = command.options.paths;
    const found = findReportFiles(paths, "aggregate");
    const loaded = loadReports(found);
    if (loaded.inputs.length === 0 && loaded.refused.length === 0) {
        throw new src_errors/* UsageError */.eb(`aggregate: no mcp-checkup JSON report in ${paths.join(", ")} (looked for *.json files that are reports)`);
    }
    const report = aggregateReports(loaded.inputs, (s) => gateFailures(s, gates, "cli"), loaded.refused);
    // Loaded here, not at start-up: its tables (cli-table3) would cost every other command's start.
    const { renderAggregateConsole, renderAggregateJson, renderAggregateMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(270), __webpack_require__.e(712), __webpack_require__.e(904)]).then(__webpack_require__.bind(__webpack_require__, 9904));
    for (const target of plan) {
        const text = target.format === "json"
            ? renderAggregateJson(report)
            : target.format === "markdown"
                ? renderAggregateMarkdown(report)
                : renderAggregateConsole(report, target.path === undefined && io.columns !== undefined ? { width: io.columns } : {});
        if (target.path)
            writeReportFile(target.path, text);
        else
            io.stdout(text);
    }
    for (const skipped of loaded.skipped)
        io.stderr(`mcp-checkup: aggregate: skipped ${skipped} (not an mcp-checkup report)\n`);
    for (const r of loaded.refused)
        io.stderr(`mcp-checkup: aggregate: refused ${r.source}: ${r.reason}\n`);
    return report.failing.length > 0 || report.refused.length > 0 ? EXIT.gateFailed : EXIT.ok;
}
/**
 * `mcp-checkup accept`: runs the checkup like `test` (the same options, so the same findings) with the file named by
 * `--accepted` applied when it exists, then writes that file: its entries as they were (reasons and dates kept), one
 * new entry per finding not named yet (errors and warnings, with `--reason` and `--expires`), and without the stale
 * entries when `--prune` (`updateAcceptedEntries`). Without `--reason` it only prunes, and says which findings it did
 * not add. Nothing is written when the server could not be graded (it did not start) or the run was interrupted.
 * Exit 0 once written; 1 when nothing could be written for that reason; 2 for a bad option or file.
 */
async function runAccept(command, io) {
    const o = command.options;
    const file = o.accepted ?? "";
    const today = new Date().toISOString().slice(0, 10);
    const reason = o.reason !== undefined ? o.reason.trim() : undefined;
    if (reason === "")
        throw new src_errors/* UsageError */.eb("--reason: it is empty; say why the findings are accepted (e.g. --reason \"known upstream bug, #42\")");
    if (reason === undefined && !o.prune) {
        throw new src_errors/* UsageError */.eb("accept: give --reason TEXT (why these findings are accepted: every entry needs a reason), or --prune to only drop stale entries");
    }
    const { acceptedFormat, parseAcceptedFile, parseExpires, renderAcceptedFile } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(864)]).then(__webpack_require__.bind(__webpack_require__, 2864));
    const expires = o.expires !== undefined ? parseExpires("--expires", o.expires, today) : undefined;
    const context = cliContext(io);
    const before = (0,external_node_fs_.existsSync)(file) ? readInputFile(context, "accepted", file) : null;
    const previous = before !== null ? parseAcceptedFile(before, file, "--accepted") : undefined;
    checkedOutput("--accepted", file);
    const options = { ...(await readCheckupOptions({ ...o.checkup, target: o.target }, context)), ...(previous !== undefined ? { accepted: previous } : {}) };
    const out = redactingIo(io, (0,target/* redactorFor */.sD)(options.target));
    const { scorecard, signalled } = await runWithProgress(command, options, out);
    if (scorecard.interrupted) {
        out.stderr(`mcp-checkup: accept ${signalled ? `interrupted by ${signalled}` : `stopped: ${scorecard.interruption}`}; ${file} was not written\n`);
        return signalled ? (0,exit_status/* signalExitCode */.c)(signalled) : EXIT.internal;
    }
    const failure = scorecard.findings.find((f) => score/* SERVER_FAILURE_RULES */.fi.includes(f.rule));
    if (failure !== undefined) {
        out.stderr(`mcp-checkup: accept: the server could not be graded (${failure.rule}: ${failure.message}); ${file} was not written\n`);
        return EXIT.gateFailed;
    }
    const update = (0,findings_accepted/* updateAcceptedEntries */.XG)(previous?.entries ?? [], scorecard.findings, {
        ...(reason !== undefined ? { reason } : {}),
        ...(expires !== undefined ? { expires } : {}),
        prune: o.prune,
        complete: true,
    });
    const text = renderAcceptedFile(update.entries, acceptedFormat(file));
    if (text !== before)
        writeReportFile(file, text);
    const entries = (list) => list.map((e) => `  - ${describeEntry(e)}\n`).join("");
    const kept = update.entries.length - update.added.length;
    out.stderr(`mcp-checkup: ${file}: ${text === before ? "unchanged" : "written"}; ${update.added.length} added, ${kept} kept` +
        (update.pruned.length > 0 ? `, ${update.pruned.length} stale dropped (--prune)` : "") +
        (update.stale.length > 0 && update.pruned.length === 0 ? `, ${update.stale.length} stale kept (--prune drops them; they fail --ci)` : "") +
        "\n" +
        entries(update.added));
    const expired = scorecard.findings.filter((f) => f.rule === "accepted-expired");
    for (const f of expired)
        out.stderr(`  ! ${f.message}\n`);
    if (update.notAdded.length > 0) {
        out.stderr(`mcp-checkup: ${update.notAdded.length} finding(s) not added without --reason:\n`);
        for (const f of update.notAdded.slice(0, 20))
            out.stderr(`  - ${f.rule}${f.tool !== undefined ? ` on ${f.tool}` : ""}: ${f.message}\n`);
    }
    return EXIT.ok;
}
/** `description-short on get_note · title (/description): reason, until 2027-03-01`: one entry on one line. */
function describeEntry(e) {
    return `${(0,findings_accepted/* entrySubject */.t)(e)}${e.pointer !== undefined ? ` (${e.pointer})` : ""}: ${e.reason}${e.expires !== undefined ? `, until ${e.expires}` : ""}`;
}
/** `mcp-checkup list`: the server's tools as a table or JSON. */
async function runList(command, io) {
    const format = command.options.reports.report[0] ?? "console";
    const options = await serverReadOptions(command.options, io);
    if (format !== "console" && format !== "json")
        throw new src_errors/* UsageError */.eb(`--report: '${format}' is not valid for list; expected console or json`);
    const redactor = (0,target/* redactorFor */.sD)(options.target);
    void loadRenderers();
    const tools = await readServer(command, options, redactingIo(io, redactor), () => (0,server_commands/* listServerTools */.Xx)(options));
    if (tools === undefined)
        return EXIT.gateFailed;
    const { renderToolList } = await loadRenderers();
    if (format === "json")
        io.stdout(redactor.text(`${JSON.stringify(tools, null, 2)}\n`));
    else
        io.stdout(redactor.text(renderToolList(tools, { color: consoleColor(command, io), ...(io.columns !== undefined ? { width: io.columns } : {}) })));
    return EXIT.ok;
}
/** `mcp-checkup lint`: static checks only, of a live server or a saved tools/list (`--tools-file`); exit 1 on any error-severity finding. */
async function runLint(command, io) {
    const o = command.options;
    const plan = planReports(o.reports, ["console", "markdown", "json", "sarif"]);
    const context = cliContext(io);
    const optIn = readLintOptions(o.checkup, context);
    let scorecard;
    let redactor = secrets_redactor/* Redactor */.p.none;
    if (o.toolsFile !== undefined) {
        if (o.target.command !== undefined || o.target.config !== undefined || o.target.url !== undefined) {
            throw new src_errors/* UsageError */.eb("--tools-file lints a saved tools/list without a server; do not also give a server");
        }
        const tools = (0,server_commands/* parseToolsFile */.dO)(readInputFile(context, "tools-file", o.toolsFile), o.toolsFile);
        const instructions = o.instructionsFile !== undefined ? readInputFile(context, "instructions-file", o.instructionsFile) : undefined;
        scorecard = await (0,server_commands/* lintTools */.dZ)({ tools, ...(instructions !== undefined ? { instructions } : {}), target: o.toolsFile, ...optIn });
    }
    else {
        if (o.instructionsFile !== undefined)
            throw new src_errors/* UsageError */.eb("--instructions-file goes with --tools-file");
        const options = await serverReadOptions(o, io);
        redactor = (0,target/* redactorFor */.sD)(options.target);
        loadWarmRenderers();
        const t = o.target;
        const command_ = t.command === undefined ? undefined : "line" in t.command ? t.command.line : t.command.argv.join(" ");
        const name = command_ || t.config || t.url || t.serverJson || "";
        const linted = await readServer(command, options, redactingIo(io, redactor), () => (0,server_commands/* lintServerTarget */.UG)(options, { target: name, ...optIn }));
        if (linted === undefined)
            return EXIT.gateFailed;
        scorecard = linted;
    }
    await emitReports(command, scorecard, redactingIo(io, redactor), plan);
    const errors = scorecard.findings.filter((f) => f.severity === "error" && f.accepted === undefined);
    const first = errors[0];
    if (first === undefined)
        return EXIT.ok;
    // Say why the exit code is 1, as the gates of `test` do.
    const where = first.tool === undefined ? "" : ` on ${first.tool}`;
    redactingIo(io, redactor).stderr(`mcp-checkup: ${errors.length} error finding${errors.length === 1 ? "" : "s"} (first: ${first.rule}${where}); lint exits 1 on any error\n`);
    return EXIT.gateFailed;
}
/** `mcp-checkup snapshot`: canonical tools snapshot for git review and `--baseline`. */
async function runSnapshot(command, io) {
    const options = await serverReadOptions(command.options, io);
    const out = command.options.outputPath ?? "-";
    if (out !== "-")
        checkedOutput("-o, --output", out);
    const snapshot = await readServer(command, options, redactingIo(io, (0,target/* redactorFor */.sD)(options.target)), () => (0,server_commands/* snapshotServer */.ko)(options));
    if (snapshot === undefined)
        return EXIT.gateFailed;
    if (out === "-")
        io.stdout(snapshot.text);
    else {
        writeReportFile(out, snapshot.text);
        io.stderr(`mcp-checkup: wrote ${out} (${snapshot.tools} tools, MCP ${snapshot.protocolVersion})\n`);
    }
    return EXIT.ok;
}
/** `mcp-checkup record -o FILE -- <server argv>`: relays a client's session with the server and saves each tools/call; exits with the server's exit code. */
async function runRecord(command, io) {
    const { target } = await resolveTarget(command.options.target, cliContext(io));
    const output = command.options.outputPath ?? "";
    checkedOutput("-o, --output", output);
    return recordSession({
        target,
        output,
        stdin: io.stdinStream,
        stdout: io.stdoutStream,
        stderr: (text) => io.stderr(text),
        ...(io.onSignal ? { onSignal: io.onSignal } : {}),
    });
}
function sampleBugArgs(bug) {
    if (bug === undefined)
        return [];
    if (!notes_store/* SAMPLE_BUGS */.v_.includes(bug)) {
        throw new src_errors/* UsageError */.eb(`--bug: '${bug}' is not a sample defect; expected one of ${notes_store/* SAMPLE_BUGS */.v_.join(", ")}`);
    }
    return ["--bug", bug];
}
/** `mcp-checkup demo`: grades the bundled sample server (started as this CLI's `sample-server`). */
async function runDemo(command, io) {
    const argv = [io.scriptPath, "sample-server", ...sampleBugArgs(command.options.bug)];
    // The sample server is ours and keeps its notes in memory, so its probes may write.
    const { scorecard, signalled } = await runWithProgress(command, {
        ...DEFAULTS,
        target: { kind: "stdio", command: process.execPath, args: argv, name: "sample notes server" },
        args: { global: {}, perTool: {} },
        only: [],
        skip: [],
        probes: true,
        allowWrites: true,
    }, io);
    if (signalled !== undefined)
        return (0,exit_status/* signalExitCode */.c)(signalled);
    const { renderConsole } = await loadRenderers();
    io.stdout(renderConsole(scorecard, { color: consoleColor(command, io), ...(io.columns !== undefined ? { width: io.columns } : {}) }));
    return EXIT.ok;
}
/** `mcp-checkup sample-server`: the bundled notes server on this process's stdio. */
async function commands_runSampleServer(command, io) {
    await runSampleServer(sampleBugArgs(command.options.bug), io.stdinStream, io.stdoutStream);
    return EXIT.ok;
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cli/io.ts

/** The real process's IO. */
function processIo() {
    return {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        isTTY: Boolean(process.stdout.isTTY),
        ...(process.stdout.isTTY && process.stdout.columns > 0 ? { columns: process.stdout.columns } : {}),
        ...(process.stderr.isTTY ? { stderrTerminal: process.stderr } : {}),
        env: process.env,
        scriptPath: process.argv[1] ?? "",
        stdinStream: process.stdin,
        stdoutStream: process.stdout,
        onSignal(listener) {
            let seen = 0;
            const handler = (signal) => {
                seen += 1;
                // A second signal while the first is handled: the user wants out now (the exit hooks still end the servers).
                if (seen > 1)
                    process.exit((0,exit_status/* signalExitCode */.c)(signal));
                listener(signal);
            };
            process.on("SIGINT", handler);
            process.on("SIGTERM", handler);
            return () => {
                process.off("SIGINT", handler);
                process.off("SIGTERM", handler);
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts










/** The process's own I/O, re-exported for the entry (`index.ts`), which loads this module only after its early spawn. */

/**
 * Splits the words at the first `--`: what comes after is the server's argv, used exactly as given.
 * Returns the words before it and the argv (undefined when there was no `--`).
 */
function splitServerArgv(argv) {
    const at = argv.indexOf("--");
    if (at < 0)
        return { head: [...argv] };
    return { head: argv.slice(0, at), serverArgv: argv.slice(at + 1) };
}
/**
 * Runs the CLI on `argv` (without `node` and the script) and resolves to the exit code. Never throws and
 * never calls `process.exit`: usage errors become one line on stderr and exit code 2.
 */
async function runCli(argv, io) {
    const { head, serverArgv } = splitServerArgv(argv);
    let parsed;
    const program = buildProgram(version/* VERSION */.x, (p) => {
        parsed = p;
    });
    let errorText = "";
    program.exitOverride();
    program.configureOutput({
        writeOut: (text) => io.stdout(text),
        writeErr: (text) => {
            errorText += text;
        },
        outputError: (text) => {
            errorText += text;
        },
    });
    for (const sub of program.commands) {
        sub.exitOverride();
        sub.configureOutput(program.configureOutput());
    }
    try {
        await program.parseAsync(head, { from: "user" });
    }
    catch (error) {
        if (error instanceof esm/* CommanderError */.b7) {
            if (error.exitCode === 0)
                return EXIT.ok; // --help, --version
            // No command at all: commander prints the whole help as an error; say what to do in one line instead.
            if (error.code === "commander.help")
                return noCommand(io);
            // One line: commander's message and its suggestion ("(Did you mean --timeout?)", on a line of its own), then
            // the help of the command given, where the options it names are listed.
            const line = (errorText || error.message).replace(/^error:\s*/, "").split("\n").map((part) => part.trim()).filter(Boolean).join(" ");
            const command = program.commands.find((sub) => sub.name() === head[0]);
            io.stderr(`mcp-checkup: ${line} (see mcp-checkup ${command ? `${command.name()} ` : ""}--help)\n`);
            return EXIT.usage;
        }
        return reportError(error, io);
    }
    if (!parsed)
        return noCommand(io);
    const parsedCommand = serverArgv === undefined ? parsed : { ...parsed, serverArgv };
    try {
        const command = readCliOptions(parsedCommand);
        // Nothing printed repeats a secret given on the command line, usage errors included.
        io = redactingIo(io, new secrets_redactor/* Redactor */.p(secretsOfFlags(command.options.target)));
        switch (command.name) {
            case "test":
                return await runTest(command, io);
            case "accept":
                return await runAccept(command, io);
            case "aggregate":
                return await runAggregate(command, io);
            case "list":
                return await runList(command, io);
            case "lint":
                return await runLint(command, io);
            case "snapshot":
                return await runSnapshot(command, io);
            case "record":
                return await runRecord(command, io);
            case "demo":
                return await runDemo(command, io);
            case "sample-server":
                return await commands_runSampleServer(command, io);
        }
    }
    catch (error) {
        return reportError(error, io);
    }
}
function reportError(error, io) {
    if (error instanceof src_errors/* UsageError */.eb) {
        io.stderr(`mcp-checkup: ${error instanceof src_errors/* OptionError */.eR ? error.wordedFor(cliName) : error.message}\n`);
        return EXIT.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`mcp-checkup: internal error: ${message}\n`);
    if (io.env.MCP_CHECKUP_DEBUG && error instanceof Error && error.stack)
        io.stderr(`${error.stack}\n`);
    return EXIT.internal;
}
/** The usage error of a command line without a command: one line, exit 2. */
function noCommand(io) {
    io.stderr('mcp-checkup: no command given; try: mcp-checkup test "node server.js" (see mcp-checkup --help)\n');
    return EXIT.usage;
}


/***/ }),

/***/ 4272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ canonicalText),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Uw: () => (/* binding */ canonicalSchema),
/* harmony export */   bv: () => (/* binding */ canonicalData)
/* harmony export */ });
/* unused harmony export setOwn */
/**
 * Canonical forms of JSON values and JSON Schemas, so that two snapshots of the same tools are byte-identical
 * whatever order the server sent keys in, and so that values can be compared by their canonical text.
 *
 * Order used everywhere: object keys by UTF-16 code unit (`Array.prototype.sort` default), which does not
 * depend on the machine's locale. Arrays keep their order, except the schema keywords whose arrays are sets.
 */
/** True for a plain object: not null, not an array. */
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/**
 * Sets `key` as an own enumerable property, even when it is `__proto__` (a server may send that key: a plain
 * assignment would change the object's prototype instead of recording the key).
 */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** A copy of a JSON value with object keys sorted recursively; arrays keep their order; `undefined` members dropped. */
function canonicalData(value) {
    if (Array.isArray(value))
        return value.map(canonicalData);
    if (!isObject(value))
        return value;
    const out = {};
    for (const key of Object.keys(value).sort()) {
        if (value[key] !== undefined)
            setOwn(out, key, canonicalData(value[key]));
    }
    return out;
}
/** The canonical JSON text of a value (sorted keys, no spaces): equal texts mean equal JSON values. */
function canonicalText(value) {
    return JSON.stringify(canonicalData(value)) ?? "undefined";
}
/** Keywords whose value is one subschema (JSON Schema 2020-12 and draft-07 "Applicator" keywords). */
const SUBSCHEMA_KEYS = new Set([
    "additionalItems",
    "additionalProperties",
    "contains",
    "contentSchema",
    "else",
    "if",
    "items",
    "not",
    "propertyNames",
    "then",
    "unevaluatedItems",
    "unevaluatedProperties",
]);
/** Keywords whose value is an array of subschemas (order kept: `prefixItems` is positional). */
const SUBSCHEMA_ARRAY_KEYS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas. */
const SUBSCHEMA_MAP_KEYS = new Set(["$defs", "definitions", "dependentSchemas", "patternProperties", "properties"]);
/**
 * Keywords whose array value is a set: the order of `required` names and of `type` names means nothing to
 * validation or to a reader (JSON Schema 2020-12 Validation §6.5.3, §6.1.1), so they are sorted.
 * `enum` is deliberately NOT here: its order is what the model reads (often meaningful, e.g. low/medium/high),
 * so the snapshot keeps it, and the drift diff compares enums as sets instead.
 */
const SET_KEYS = new Set(["required", "type"]);
/**
 * A canonical copy of a JSON Schema: keys sorted at every level, `required` and `type` arrays sorted, every
 * other array (enum, examples, allOf, prefixItems, default values…) kept in order. Subschemas are found by
 * keyword, so data that merely looks like a schema (a `default` object with a `required` key) is not reordered.
 * Non-object schemas (`true`, `false`, or junk a server sent) are returned as their canonical data.
 */
function canonicalSchema(schema) {
    if (!isObject(schema))
        return canonicalData(schema);
    const out = {};
    for (const key of Object.keys(schema).sort()) {
        const value = schema[key];
        if (value === undefined)
            continue;
        let canonical;
        if (SUBSCHEMA_KEYS.has(key)) {
            canonical = Array.isArray(value) ? value.map(canonicalSchema) : canonicalSchema(value);
        }
        else if (SUBSCHEMA_ARRAY_KEYS.has(key) && Array.isArray(value)) {
            canonical = value.map(canonicalSchema);
        }
        else if (SUBSCHEMA_MAP_KEYS.has(key) && isObject(value)) {
            const map = {};
            for (const name of Object.keys(value).sort())
                setOwn(map, name, canonicalSchema(value[name]));
            canonical = map;
        }
        else if (SET_KEYS.has(key) && Array.isArray(value) && value.every((v) => typeof v === "string")) {
            canonical = [...value].sort();
        }
        else {
            canonical = canonicalData(value);
        }
        setOwn(out, key, canonical);
    }
    return out;
}


/***/ }),

/***/ 9191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ renderSnapshot),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   HM: () => (/* binding */ makeSnapshot),
/* harmony export */   yf: () => (/* binding */ DEFAULT_SNAPSHOT_FILE)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_VERSION, DEFAULT_GENERATOR */
/* harmony import */ var _findings_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _canonical_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4272);



/** The snapshot format version written in every snapshot; bumped when a key changes meaning. */
const SNAPSHOT_VERSION = 1;
/** The file name the docs and the fixes suggest for a baseline snapshot. */
const DEFAULT_SNAPSHOT_FILE = "mcp-tools.json";
/**
 * The `generator` written by default. It carries no version on purpose: a snapshot must stay byte-identical
 * when only mcp-checkup is upgraded, or every upgrade would show up as a change to review.
 */
const DEFAULT_GENERATOR = "mcp-checkup";
/**
 * Builds the canonical snapshot of a server's tools. Never throws: malformed tool fields are recorded as sent,
 * entries of the tool list that are not objects are left out, and a server name, version, tool name or
 * instructions that is not a string is recorded as text (so `parseSnapshot` can read every file this writes).
 */
function makeSnapshot(input) {
    const text = (value) => (typeof value === "string" ? value : String(value));
    return canonicalSnapshot({
        snapshotVersion: SNAPSHOT_VERSION,
        generator: input.generator ?? DEFAULT_GENERATOR,
        server: { name: text(input.serverInfo.name), version: text(input.serverInfo.version) },
        protocolVersion: text(input.protocolVersion),
        ...(input.instructions !== undefined ? { instructions: text(input.instructions) } : {}),
        tools: input.tools.filter((tool) => (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(tool)).map((tool) => ({
            name: text(tool.name),
            title: tool.title,
            description: tool.description,
            annotations: tool.annotations,
            inputSchema: tool.inputSchema,
            outputSchema: tool.outputSchema,
        })),
    });
}
/** The snapshot as file text: 2-space JSON with a trailing newline. The same snapshot always gives the same bytes. */
function renderSnapshot(snapshot) {
    return `${JSON.stringify(canonicalSnapshot(snapshot), null, 2)}\n`;
}
/**
 * Reads a snapshot file's text and returns it in canonical form (a hand-edited file is re-canonicalised, so
 * `renderSnapshot(parseSnapshot(text))` equals `text` for any file `renderSnapshot` wrote).
 * Throws `UsageError` naming `sourceName` when the text is not JSON, not a snapshot, or of another
 * `snapshotVersion`.
 */
function parseSnapshot(text, sourceName) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${sourceName} is not valid JSON (${error.message}); expected a snapshot written by \`mcp-checkup snapshot\`.`);
    }
    const problem = snapshotProblem(raw);
    if (problem) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${sourceName} is not an mcp-checkup snapshot: ${problem}. Write one with \`mcp-checkup snapshot <server> -o ${DEFAULT_SNAPSHOT_FILE}\`.`);
    }
    return canonicalSnapshot(raw);
}
/** Why a parsed value is not a snapshot this version reads, or undefined when it is one. */
function snapshotProblem(raw) {
    if (!(0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw))
        return "the top level is not a JSON object";
    if (raw.snapshotVersion !== SNAPSHOT_VERSION) {
        return typeof raw.snapshotVersion === "number"
            ? `its snapshotVersion is ${raw.snapshotVersion}, this mcp-checkup reads version ${SNAPSHOT_VERSION}`
            : `"snapshotVersion": ${SNAPSHOT_VERSION} is missing`;
    }
    if (typeof raw.generator !== "string")
        return '"generator" is missing or not a string';
    if (!(0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw.server) || typeof raw.server.name !== "string" || typeof raw.server.version !== "string") {
        return '"server" must be an object with string "name" and "version"';
    }
    if (typeof raw.protocolVersion !== "string")
        return '"protocolVersion" is missing or not a string';
    if (raw.instructions !== undefined && typeof raw.instructions !== "string")
        return '"instructions" is not a string';
    if (!Array.isArray(raw.tools))
        return '"tools" is missing or not an array';
    const bad = raw.tools.findIndex((tool) => !(0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(tool) || typeof tool.name !== "string");
    if (bad >= 0)
        return `tools[${bad}] is not an object with a string "name"`;
    return undefined;
}
/** The canonical form of a snapshot (see {@link Snapshot}); absent fields stay absent. */
function canonicalSnapshot(snapshot) {
    // Built key by key so that the key order is the interface's.
    const out = {
        snapshotVersion: SNAPSHOT_VERSION,
        generator: snapshot.generator,
        server: { name: snapshot.server.name, version: snapshot.server.version },
        protocolVersion: snapshot.protocolVersion,
    };
    if (snapshot.instructions !== undefined)
        out.instructions = snapshot.instructions;
    const tools = snapshot.tools.map(canonicalTool).map((tool) => ({ tool, text: JSON.stringify(tool) }));
    tools.sort((a, b) => (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF)(a.tool.name, b.tool.name) || (0,_findings_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF)(a.text, b.text));
    out.tools = tools.map(({ tool }) => tool);
    return out;
}
function canonicalTool(tool) {
    const out = { name: tool.name };
    if (tool.title !== undefined)
        out.title = (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalData */ .bv)(tool.title);
    if (tool.description !== undefined)
        out.description = (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalData */ .bv)(tool.description);
    if (tool.annotations !== undefined)
        out.annotations = (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalData */ .bv)(tool.annotations);
    if (tool.inputSchema !== undefined)
        out.inputSchema = (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalSchema */ .Uw)(tool.inputSchema);
    if (tool.outputSchema !== undefined)
        out.outputSchema = (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalSchema */ .Uw)(tool.outputSchema);
    return out;
}



/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ checkOutputPath),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony exports realLocation, isInside */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Writing report files safely (issue 12 "Files"): a temporary file created exclusively (`O_CREAT | O_EXCL`, a random
 * name in the target's folder) and renamed over the target, so a link planted at the temporary name or at the target
 * is never written through; and output paths checked before a run starts, so a path that cannot be written fails at
 * once with one line instead of after the whole run (or, for `/proc/nope/x.json`, never: Node's recursive `mkdir`
 * spins there).
 */



/** Flags of an exclusive create: fails on any existing file, and on a link (`O_EXCL` with `O_CREAT` never follows one). */
const EXCLUSIVE = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
/** Folders created at most, going up from a path's folder to the nearest one that exists. */
const MAX_NEW_FOLDERS = 32;
/** A fresh temporary name beside `path`: `.<name>.<random>.tmp` in the same folder (the rename stays on one file system). */
function temporaryBeside(path) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);
    const name = path.slice(folder.length + 1);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(folder, `.${name}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString("hex")}.tmp`);
}
/** Text gathered before each write of a file given in pieces (UTF-16 code units: at most ~3 MiB of UTF-8). */
const WRITE_BATCH_CHARS = 1 << 20;
/**
 * Writes `text` (UTF-8) to `path` atomically: readers see the old file or the whole new one. The temporary file is
 * created exclusively with mode 0644 beside `path`, written, closed and renamed over `path`; a rename replaces a
 * link at `path` instead of writing through it. `text` may come in pieces (a report of tens of thousands of
 * calls): they are written as they come, about a million characters at a time, so the whole text is never held
 * at once. Throws the file system's error (the temporary file is removed then), or what the pieces' iterator throws.
 */
function writeFileAtomic(path, text) {
    const temporary = temporaryBeside((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path));
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, EXCLUSIVE, 0o644);
        const write = (piece) => {
            const data = Buffer.from(piece, "utf8");
            for (let at = 0; at < data.length;)
                at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, data, at);
        };
        if (typeof text === "string")
            write(text);
        else {
            let batch = [];
            let size = 0;
            for (const piece of text) {
                batch.push(piece);
                size += piece.length;
                if (size < WRITE_BATCH_CHARS)
                    continue;
                write(batch.join(""));
                batch = [];
                size = 0;
            }
            write(batch.join(""));
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        fd = undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temporary, path);
    }
    catch (error) {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temporary, { force: true });
        throw error;
    }
}
/** One clause for a file-system error: `permission denied (EACCES)`, `read-only file system (EROFS)`. */
function reasonOf(error) {
    const code = error.code;
    const words = {
        ENOENT: "no such folder",
        ENOTDIR: "a part of it is not a folder",
        EACCES: "permission denied",
        EPERM: "not permitted",
        EROFS: "read-only file system",
        ENOSPC: "no space left",
        EISDIR: "it is a folder",
        ELOOP: "too many links",
        ENAMETOOLONG: "name too long",
    };
    return code && words[code] ? `${words[code]} (${code})` : error.message;
}
/**
 * Checks before a run that a report can be written to `path`, and returns it: `path` is not a folder, its folder is
 * (or, with `createFolders`, becomes) a folder we can create files in — tried for real, by creating and removing an
 * exclusive temporary file there, so a read-only mount or a folder like `/proc` fails now. Missing folders are
 * created one level at a time (at most 32). Returns `path` unchanged.
 * @throws Error with one line: `cannot write '<path>': <reason>` (the face prefixes the flag or input).
 */
function checkOutputPath(path, options = {}) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    const fail = (reason) => {
        throw new Error(`cannot write '${path}': ${reason}`);
    };
    let existing;
    try {
        existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(absolute);
    }
    catch (error) {
        if (error.code !== "ENOENT")
            fail(reasonOf(error));
    }
    if (existing?.isDirectory())
        fail("it is a folder; give a file name");
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(absolute);
    const missing = [];
    for (let at = folder;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at)) {
        let kind;
        try {
            kind = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(at).isDirectory() || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(at).isDirectory() ? "folder" : "other";
        }
        catch (error) {
            if (error.code !== "ENOENT")
                fail(reasonOf(error));
            kind = "none";
        }
        if (kind === "folder")
            break;
        if (kind === "other")
            fail(`'${at}' is not a folder`);
        if (options.createFolders === false)
            fail(`folder '${folder}' does not exist`);
        if (missing.length >= MAX_NEW_FOLDERS || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) === at)
            fail(`folder '${folder}' does not exist`);
        missing.unshift(at);
    }
    for (const dir of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir);
        }
        catch (error) {
            if (error.code !== "EEXIST")
                fail(`cannot create folder '${dir}': ${reasonOf(error)}`);
        }
    }
    const probe = temporaryBeside(absolute);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(probe, EXCLUSIVE, 0o644));
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(probe, { force: true });
    }
    catch (error) {
        fail(`the folder cannot be written: ${reasonOf(error)}`);
    }
    return path;
}
/**
 * Where `path` really is: the real path (links resolved) of its nearest existing ancestor, joined with the rest.
 * A folder that is a link out of somewhere shows where it leads.
 */
function realLocation(path) {
    const absolute = resolve(path);
    const rest = [];
    for (let at = absolute;; at = dirname(at)) {
        try {
            return resolve(realpathSync(at), ...rest);
        }
        catch {
            if (dirname(at) === at)
                return absolute;
            rest.unshift(basename(at));
        }
    }
}
/** True when `path`, links resolved ({@link realLocation}), is `root` or inside it (links in `root` resolved too). */
function isInside(root, path) {
    const rel = relative(realLocation(root), realLocation(path));
    return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}


/***/ }),

/***/ 465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XG: () => (/* binding */ updateAcceptedEntries),
/* harmony export */   b4: () => (/* binding */ entryLabel),
/* harmony export */   k2: () => (/* binding */ entryKey),
/* harmony export */   qN: () => (/* binding */ applyAccepted),
/* harmony export */   t: () => (/* binding */ entrySubject)
/* harmony export */ });
/* unused harmony exports identityKey, findingKey, entryFor, isAcceptable */
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4879);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7745);
/**
 * Accepted findings: a committed file of findings a team has decided to live with for now (`mcp-checkup accept`
 * writes it; `--accepted FILE` / `mcp-accepted` applies it). An accepted finding stays in every report, marked
 * accepted with its reason, and costs nothing; a finding not in the file is new and gates as before; an entry that
 * matches nothing is stale.
 *
 * Identity is per finding, never a count and never a line number (reference/fleet-notes.md §3: ESLint's per-file
 * counts let a new violation hide behind a fixed one, eslint/eslint#21226; line numbers reopen dismissed CodeQL
 * alerts on every edit): the rule, the tool, the parameter, a JSON Pointer into the tool's definition where the rule
 * knows one, and for text rules a hash of the offending text (`text_hash`), so a changed poisoned description is a
 * new finding. Like the MCP conformance suite's expected failures, a stale entry fails `--ci`; like Snyk and Trivy,
 * every entry says why (`reason`) and may expire (`expires`).
 *
 * File format (YAML or JSON; `version` is optional):
 * ```yaml
 * version: 1
 * accepted:
 *   - rule: description-short
 *     tool: get_note
 *     pointer: /description
 *     text: 3f9a1c0e5b2d7a41
 *     reason: The name says it all; a longer description is tracked in #123
 *     expires: 2027-03-01
 * ```
 */


/** The identity of a finding or an entry, as one string: rule, tool, parameter, pointer and text hash. */
function identityKey(item, text) {
    return JSON.stringify([item.rule, item.tool ?? null, item.parameter ?? null, item.pointer ?? null, text ?? null]);
}
/** The identity of a finding (see the module doc). */
function findingKey(f) {
    return identityKey(f, f.text_hash);
}
/** The identity of an entry (see the module doc). */
function entryKey(e) {
    return identityKey(e, e.text);
}
/** `description-short on get_note · title`: what an entry is about. */
function entrySubject(entry) {
    const where = entry.tool === undefined ? "" : ` on ${entry.tool}${entry.parameter !== undefined ? ` · ${entry.parameter}` : ""}`;
    return `${entry.rule}${where}`;
}
/** `entry 3 (description-short on get_note)`: how messages name an entry (1-based, as a person counts them). */
function entryLabel(entry, index) {
    return `entry ${index + 1} (${entrySubject(entry)})`;
}
/**
 * Applies an accepted-findings file to a run's findings. Returns a copy of `findings` where each one an entry
 * matches (same identity, `findingKey`) and that has not expired carries `accepted` (the entry's reason and
 * expiry), followed by the findings about the file itself: `accepted-expired` (warning) for each expired entry that
 * still matched — its finding counts again — and, when `options.complete`, `accepted-stale` (error; blocks `--ci`)
 * for each entry that matched nothing. One entry accepts every finding of its identity. Pure.
 */
function applyAccepted(findings, list, options) {
    const byKey = new Map();
    list.entries.forEach((e, i) => byKey.set(entryKey(e), i));
    const matched = new Set();
    const expired = new Set();
    let accepted = 0;
    const out = findings.map((f) => {
        const index = byKey.get(findingKey(f));
        if (index === undefined)
            return f;
        matched.add(index);
        const entry = list.entries[index];
        if (entry.expires !== undefined && entry.expires < options.today) {
            expired.add(index);
            return f;
        }
        accepted++;
        return { ...f, accepted: { reason: entry.reason, ...(entry.expires !== undefined ? { expires: entry.expires } : {}) } };
    });
    const about = (entry) => ({
        ...(entry.tool !== undefined ? { tool: entry.tool } : {}),
        ...(entry.parameter !== undefined ? { parameter: entry.parameter } : {}),
    });
    for (const index of expired) {
        const entry = list.entries[index];
        out.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("accepted-expired", {
            ...about(entry),
            message: `${capital(entryLabel(entry, index))} of ${list.file} expired on ${entry.expires}, so its ${entry.rule} finding counts again.`,
            fix: `Fix the ${entry.rule} finding, or give ${entryLabel(entry, index)} a later expires date with a reason that still holds.`,
        }));
    }
    let stale = 0;
    if (options.complete) {
        list.entries.forEach((entry, index) => {
            if (matched.has(index))
                return;
            stale++;
            out.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .finding */ .gk)("accepted-stale", {
                ...about(entry),
                message: `${capital(entryLabel(entry, index))} of ${list.file} matches no finding of this run: it was fixed, or the text or schema it names changed${_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[entry.rule]?.category === "probe" ? ", or this run did not run the probes that raise it (run with the same options as accept)" : ""}.`,
                fix: `Remove ${entryLabel(entry, index)} from ${list.file} (mcp-checkup accept --prune drops every stale entry); if the finding only changed, review it and accept it again.`,
            }));
        });
    }
    return { findings: out, summary: { file: list.file, entries: list.entries.length, accepted, stale, expired: expired.size } };
}
function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The entry that accepts finding `f`, with `reason` and (when given) `expires`. */
function entryFor(f, reason, expires) {
    const entry = { rule: f.rule, reason };
    if (f.tool !== undefined)
        entry.tool = f.tool;
    if (f.parameter !== undefined)
        entry.parameter = f.parameter;
    if (f.pointer !== undefined)
        entry.pointer = f.pointer;
    if (f.text_hash !== undefined)
        entry.text = f.text_hash;
    if (expires !== undefined)
        entry.expires = expires;
    return entry;
}
/** Whether `accept` may write an entry for a finding: an error or warning (info costs nothing), not about the file itself. */
function isAcceptable(f) {
    return f.severity !== "info" && _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[f.rule]?.category !== "accepted" && _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[f.rule]?.category !== "aggregate";
}
/**
 * The entries of an updated file: the existing entries, in their order and with their reasons (an entry that still
 * matches is kept as it is, expired or not: renewing one is a person's decision), minus the stale ones when `prune`,
 * plus one entry per identity of `findings` (the run's findings, `isAcceptable` ones) that no entry names yet. Pure.
 */
function updateAcceptedEntries(previous, findings, options) {
    const current = new Set(findings.map(findingKey));
    const named = new Set(previous.map(entryKey));
    const stale = options.complete ? previous.filter((e) => !current.has(entryKey(e))) : [];
    const kept = options.prune ? previous.filter((e) => !stale.includes(e)) : [...previous];
    const added = [];
    const notAdded = [];
    for (const f of findings) {
        if (!isAcceptable(f))
            continue;
        const key = findingKey(f);
        if (named.has(key))
            continue;
        named.add(key);
        if (options.reason === undefined)
            notAdded.push(f);
        else
            added.push(entryFor(f, options.reason, options.expires));
    }
    return { entries: [...kept, ...added], added, pruned: options.prune ? stale : [], stale, notAdded };
}


/***/ }),

/***/ 6814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ BoundedLog)
/* harmony export */ });
/**
 * A record with a fixed number of entries, so a server that floods us (stdout garbage, notifications) cannot
 * exhaust memory. `first` keeps the earliest `limit` entries (the first pollution lines say most about it);
 * `last` keeps the latest (a ring: the recent exchanges are the ones a report or a protocol check looks at).
 * `total` counts every entry ever pushed.
 */
class BoundedLog {
    limit;
    keep;
    entries = [];
    /** Ring position of the oldest entry once a `last` log is full. */
    start = 0;
    count = 0;
    constructor(limit, keep) {
        this.limit = limit;
        this.keep = keep;
    }
    /** Adds an entry (dropped when a `first` log is full; evicts the oldest when a `last` log is full). */
    push(entry) {
        this.count += 1;
        if (this.entries.length < this.limit) {
            this.entries.push(entry);
        }
        else if (this.keep === "last" && this.limit > 0) {
            this.entries[this.start] = entry;
            this.start = (this.start + 1) % this.limit;
        }
    }
    /** The kept entries, oldest first (a copy). */
    items() {
        return [...this.entries.slice(this.start), ...this.entries.slice(0, this.start)];
    }
    /** How many entries were ever pushed, kept or not. */
    get total() {
        return this.count;
    }
}


/***/ }),

/***/ 5569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XV: () => (/* binding */ isClientSideError),
/* harmony export */   yj: () => (/* binding */ errorResponse),
/* harmony export */   zR: () => (/* binding */ clientSideError)
/* harmony export */ });
/* unused harmony export CLIENT_SIDE_ERROR_CODE */
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8714);
/**
 * JSON-RPC errors the client makes up itself, to resolve a request at once when the wire failed in a way the
 * server is to blame for (a response too large to read, an HTTP body that is not JSON, a redirect we refuse, an
 * HTTP error status without a JSON-RPC error). They are marked in `data`, so a judge never reads their words as the
 * server's (a 401 is never "likely synthetic input"): `data.fromHttpStatus` (the HTTP status) and/or
 * `data.clientSide` (the wire problem's rule id).
 */

/** The code of a client-side error that is not an HTTP status: JSON-RPC 2.0 §5.1's implementation-defined range. */
const CLIENT_SIDE_ERROR_CODE = -32000;
/** A client-side error for `problem`, with one sentence saying what happened. */
function clientSideError(problem, message, extra = {}) {
    return { code: CLIENT_SIDE_ERROR_CODE, message, data: { clientSide: problem, ...extra } };
}
/** The error response resolving request `id` with `error`. */
function errorResponse(id, error) {
    return { jsonrpc: "2.0", id, error };
}
/** True for an error the client made up (an HTTP status without a JSON-RPC error, or a wire problem), not one the server sent. */
function isClientSideError(error) {
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(error) || !(0,_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(error.data))
        return false;
    return typeof error.data.fromHttpStatus === "number" || typeof error.data.clientSide === "string";
}


/***/ }),

/***/ 140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ connectTransport)
});

// EXTERNAL MODULE: ./src/mcp/handshake.ts
var handshake = __webpack_require__(4293);
// EXTERNAL MODULE: ./src/mcp/session.ts
var mcp_session = __webpack_require__(8903);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
;// CONCATENATED MODULE: ./src/mcp/tools-list.ts

/** Most pages fetched before the walk stops with `pagination.problem: "page-cap"`. */
const TOOLS_PAGE_CAP = 100;
/**
 * Fetches every page through `requestPage` and returns the listing. Tools that are not objects or have no string
 * `name` are skipped and counted in `malformed`; a tool repeated word for word from an earlier page (what a looping
 * cursor serves) is not added twice. A page whose result has no `tools` array counts as a failing
 * page (`failure` holds its `result` outcome). Never throws.
 */
async function listAllTools(requestPage, pageCap = TOOLS_PAGE_CAP) {
    const listing = { tools: [], pages: 0 };
    const seen = new Set();
    let cursor;
    for (;;) {
        if (listing.pages >= pageCap) {
            listing.pagination = { problem: "page-cap", cursor: cursor ?? "", pages: listing.pages };
            break;
        }
        const outcome = await requestPage(cursor === undefined ? {} : { cursor });
        listing.pages += 1;
        const page = outcome.kind === "result" ? outcome.result : undefined;
        const tools = (0,json_object/* isJsonObject */.O)(page) && Array.isArray(page.tools) ? page.tools : undefined;
        if (!tools) {
            listing.failure = outcome;
            break;
        }
        const earlier = new Map(listing.tools.map((t) => [t.name, JSON.stringify(t)]));
        for (const tool of tools) {
            if (!(0,json_object/* isJsonObject */.O)(tool) || typeof tool.name !== "string") {
                listing.malformed = (listing.malformed ?? 0) + 1;
                continue;
            }
            // A page that repeats an earlier page's tool word for word (a looping cursor) adds nothing; a duplicate
            // name within one page, or with another definition, is kept for lint to report.
            if (earlier.get(tool.name) === JSON.stringify(tool))
                continue;
            listing.tools.push(tool);
        }
        const next = page.nextCursor;
        if (typeof next !== "string")
            break; // missing or null ends the list; a non-string cursor cannot be sent back
        if (seen.has(next)) {
            listing.pagination = { problem: "loop", cursor: next, pages: listing.pages };
            break;
        }
        seen.add(next);
        cursor = next;
    }
    return listing;
}

;// CONCATENATED MODULE: ./src/mcp/session-connection.ts


/** A live connection made by `connect()`. Throws only when used after its own `close()`. */
class SessionConnection {
    era;
    protocolVersion;
    serverInfo;
    instructions;
    capabilities;
    handshake;
    session;
    meta;
    closed = false;
    constructor(result) {
        this.session = result.session;
        this.era = result.era;
        this.protocolVersion = result.protocolVersion;
        this.serverInfo = result.serverInfo;
        if (result.instructions !== undefined)
            this.instructions = result.instructions;
        this.capabilities = result.capabilities;
        this.handshake = result.record;
        this.meta = result.meta;
    }
    get alive() {
        return !this.closed && this.session.alive;
    }
    listTools(options) {
        return listAllTools((params) => this.request("tools/list", params, options));
    }
    callTool(name, args, options) {
        return this.request("tools/call", args === undefined ? { name } : { name, arguments: args }, options);
    }
    /**
     * Sends any request. In the modern era the `_meta` envelope (protocol version, client capabilities,
     * clientInfo) is merged under any `_meta` the caller gave, unless `raw` is set.
     */
    request(method, params, options = {}) {
        this.assertOpen();
        const sent = this.meta && !options.raw ? { ...params, _meta: { ...this.meta, ...((0,json_object/* isJsonObject */.O)(params?._meta) ? params._meta : {}) } } : params;
        return this.session.request(method, sent, options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {});
    }
    notify(method, params) {
        this.assertOpen();
        return this.session.notify(method, params);
    }
    sendRaw(line) {
        this.assertOpen();
        return this.session.sendRaw(line);
    }
    stdoutPollution() {
        return this.session.stdoutPollution();
    }
    stdoutPollutionCount() {
        return this.session.stdoutPollutionCount();
    }
    stderrTail(maxChars = 2000) {
        return this.session.stderrTail(maxChars);
    }
    exitStatus() {
        return this.session.exitStatus();
    }
    serverWaitMs() {
        return this.session.serverWaitMs();
    }
    exchanges() {
        return this.session.exchanges();
    }
    observations() {
        return this.session.observations();
    }
    onObservation(listener) {
        return this.session.onObservation(listener);
    }
    get transportKind() {
        return this.session.transport.kind;
    }
    httpObservations() {
        return this.session.transport.httpObservations?.() ?? [];
    }
    wireProblems() {
        return this.session.problems();
    }
    async close() {
        this.closed = true;
        await this.session.close();
    }
    assertOpen() {
        if (this.closed)
            throw new Error("McpConnection used after close()");
    }
}

;// CONCATENATED MODULE: ./src/mcp/connect-transport.ts



/**
 * Completes the handshake over transports made by `createTransport` (called again when the server must be
 * restarted after the era probe) and resolves with the connection. This is where another transport (Streamable
 * HTTP, the in-memory one of tests) plugs in. Throws `ServerStartError` when the server cannot be started, dies,
 * stays silent or refuses the handshake, and `UsageError` for an invalid `options.protocol`.
 */
async function connectTransport(createTransport, options) {
    const startSession = async () => {
        const session = new mcp_session/* JsonRpcSession */.Gz(createTransport(), {
            timeoutMs: options.timeoutMs,
            ...(options.onProblem ? { onProblem: options.onProblem } : {}),
            ...(options.waitLane ? { waitLane: options.waitLane } : {}),
        });
        await session.start();
        return session;
    };
    return new SessionConnection(await (0,handshake/* handshake */.gk)(startSession, options));
}


/***/ }),

/***/ 558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ connect)
/* harmony export */ });
/* harmony import */ var _connect_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(140);
/* harmony import */ var _stdio_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3110);


/**
 * Starts `target` and completes the handshake for `options.protocol` (see `handshake.ts` for the era rules):
 * resolves with a live connection. Throws `ServerStartError` when the server cannot be started, dies, stays
 * silent or refuses the handshake (its message names the exit status and the last stderr lines; nothing is
 * left running), and `UsageError` for an invalid `options.protocol`. An `http` target speaks Streamable HTTP, or
 * the deprecated HTTP+SSE transport when that is all the server offers (see `connect-http.ts`); any other
 * transport plugs in through `connectTransport` (`connect-transport.ts`).
 */
async function connect(target, options) {
    // The HTTP transports load only for an HTTP target: a stdio run spawns its server without them (issue 14).
    if (target.kind === "http")
        return (await Promise.all(/* import() */[__webpack_require__.e(783), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 2351))).connectHttp(target, options);
    return (0,_connect_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .connectTransport */ .g)((0,_stdio_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .stdioTransportFactory */ .n)(target), options);
}


/***/ }),

/***/ 3166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline),
/* harmony export */   o: () => (/* binding */ settlesWithin)
/* harmony export */ });
/**
 * Waiting with a deadline that leaves nothing behind (issue 14: a run ends when its work ends). A bare
 * `Promise.race([work, sleep(ms)])` keeps the losing timer armed, and an armed timer keeps the process alive
 * until it fires: races like that cost every run about a second of idle waiting before the process could exit.
 */
/**
 * `work`'s value, or `undefined` when it has not settled within `ms` milliseconds. The timer is cleared as soon
 * as either side wins, so no timer outlives the call. Rejects when `work` rejects first.
 *
 * When the deadline passes, the I/O already waiting is read before it counts: a process that was busy past the
 * deadline (its warm-up, a loaded CI runner) runs expired timers before it reads its pipes, and would otherwise give
 * up on an answer that arrived in time — the era probe's 150 ms wait graded a modern server as legacy that way.
 */
function withDeadline(work, ms) {
    let timer;
    let immediate;
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => (immediate = setImmediate(resolve, undefined)), Math.max(0, ms));
    });
    return Promise.race([work, deadline]).finally(() => {
        clearTimeout(timer);
        if (immediate !== undefined)
            clearImmediate(immediate);
    });
}
/** True when `work` settles (either way) within `ms` milliseconds; the timer is cleared either way. Never rejects. */
async function settlesWithin(work, ms) {
    const settled = work.then(() => true, () => true);
    return (await withDeadline(settled, ms)) === true;
}


/***/ }),

/***/ 7285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ describeExit),
/* harmony export */   c: () => (/* binding */ signalExitCode)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

/** How a process ended, as a clause for messages: "exited with code 3", "was killed by SIGKILL". */
function describeExit(exit) {
    if (exit.signal)
        return `was killed by ${exit.signal}`;
    return `exited with code ${exit.code ?? "unknown"}`;
}
/** The exit code a shell reports for a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
function signalExitCode(signal) {
    return 128 + (node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal] ?? 0);
}


/***/ }),

/***/ 4293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UU: () => (/* binding */ LAST_STDERR_LINES),
/* harmony export */   gk: () => (/* binding */ handshake)
/* harmony export */ });
/* unused harmony exports DEFAULT_DISCOVER_TIMEOUT_MS, readProbe, readRefusal, HANDSHAKE_FAILURE, modernResult, legacyResult */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8903);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3166);
/* harmony import */ var _exit_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7285);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(899);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8714);
/**
 * Era detection and the handshake (DESIGN.md "Eras"; MCP 2026-07-28 basic/versioning §Backward Compatibility
 * and basic/transports/stdio §Backward Compatibility; MCP 2025-11-25 basic/lifecycle §Initialization).
 *
 * - `auto`: probe `server/discover` (modern `_meta`, short timeout). A DiscoverResult means modern; `-32022`
 *   naming a modern version means modern with that version; anything else, or silence, means legacy, and
 *   the fallback is not keyed to one error code. A server that exited on the probe is restarted first. A
 *   `ping` sent behind the probe tells a silent legacy server early: it answers the ping but not the probe.
 *   That ping carries the modern `_meta` envelope too: a dual-era server picks its era from the first request
 *   that claims one (the TypeScript SDK v2's `serveStdio` pins the connection to the legacy era on a claim-less
 *   request, after which it answers modern requests the legacy way), so nothing we send before the era is
 *   settled may lack `_meta`. A legacy server answers the ping all the same (`_meta` is allowed in any
 *   request's params).
 * - `legacy`: `initialize` offering 2025-11-25 at once.
 * - Either of those, with `firstOffer` (the checkup's version-negotiation check): that revision is the process's
 *   first `initialize`; the session is kept when the server counters with a revision we know, else the server is
 *   started again for the usual offer.
 * - A probe that went unanswered in time is not forgotten: when its answer comes after all, behind the legacy
 *   `initialize` on the same process, and says modern, the server is graded modern (`discover-late`). A server
 *   still starting when the probe timed out (a slow start, a loaded CI runner) answers its requests in order once
 *   up; a dual-era server (SDK v2 `serveStdio`) then stays in the era the probe picked.
 * - a pinned revision: ≥ 2026-07-28 speaks modern only; an older one is offered in `initialize`.
 */






/** Default wait for the `server/discover` probe, milliseconds. */
const DEFAULT_DISCOVER_TIMEOUT_MS = 1500;
/** After the server answered the ping sent behind the probe, how long the probe still gets, milliseconds. */
const PROBE_AFTER_PING_MS = 150;
/**
 * Starts a session and completes the handshake for `options.protocol`. Throws `UsageError` for a `protocol`
 * that is neither `auto`, `legacy` nor a `YYYY-MM-DD` revision, and `ServerStartError` (with the exit status and
 * the last stderr lines in its message) when the server cannot be started, dies, stays silent or refuses the
 * handshake; the server is stopped before the error is thrown.
 */
async function handshake(startSession, options) {
    const protocol = options.protocol;
    if (protocol !== "auto" && protocol !== "legacy" && !(0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .isRevision */ .oN)(protocol)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR("protocol", (say) => `${say("protocol")} must be "auto", "legacy" or a revision such as ${_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP}; got "${protocol}".`);
    }
    const run = new HandshakeRun(startSession, await startSession(), options);
    try {
        if (protocol === "legacy")
            return await run.legacy(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, false);
        if (protocol !== "auto")
            return await ((0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .isModernVersion */ .mX)(protocol) ? run.pinnedModern(protocol) : run.legacy(protocol, true));
        return await run.auto();
    }
    catch (error) {
        await run.session.close();
        throw error;
    }
}
/**
 * What the probe's answer means (DESIGN.md "Eras"): a DiscoverResult offering a modern version we speak →
 * modern; `-32022` naming a modern version → modern after a retry with it; a dead process → restart, then
 * legacy; anything else (an invalid result, another error, silence) → legacy, not keyed to one error code. Pure.
 */
function readProbe(probe) {
    switch (probe.kind) {
        case "result": {
            if (!isDiscoverResult(probe.result))
                return { eraDecision: "discover-invalid", next: "legacy" };
            const version = (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .pickVersion */ .SO)(probe.result.supportedVersions, _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MODERN_VERSION */ .j$, _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .isModernVersion */ .mX);
            return version ? { eraDecision: "discover-result", next: "modern", version, discovered: probe.result } : { eraDecision: "discover-result", next: "legacy" };
        }
        case "error": {
            const version = modernVersionIn(probe.error);
            return version ? { eraDecision: "discover-version-error", next: "modern-retry", version } : { eraDecision: "discover-error", next: "legacy" };
        }
        case "timeout":
            return { eraDecision: "discover-timeout", next: "legacy" };
        case "closed":
            return { eraDecision: "discover-exit", next: "restart-then-legacy" };
    }
}
/**
 * What an `initialize` refusal means (not pinned): `data.supported` naming a legacy revision other than the one
 * offered (a known one first) → retry once with it; naming only modern revisions, in auto mode → modern with
 * it; otherwise the handshake fails. Pure.
 */
function readRefusal(error, offered, auto) {
    const supported = supportedIn(error);
    const retryWith = (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .pickVersion */ .SO)(supported, _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, isKnownLegacy) ?? (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .pickVersion */ .SO)(supported, _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, (v) => !(0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .isModernVersion */ .mX)(v));
    if (retryWith && retryWith !== offered)
        return { next: "retry", version: retryWith };
    const modernVersion = auto ? modernVersionIn(error) : undefined;
    return modernVersion ? { next: "modern", version: modernVersion } : { next: "fail" };
}
/** The line between a handshake failure's sentences and the server's last stderr lines (`startError`). */
const LAST_STDERR_LINES = "Last stderr lines:";
/** The first sentence of each handshake failure (the server's last stderr lines follow it: `startError`). */
const HANDSHAKE_FAILURE = {
    unsupported: (version, supported) => `The server does not support MCP ${version}${supported ? `; it supports ${supported.join(", ")}` : ""}.`,
    discover: (version, outcome) => `The server did not complete server/discover for MCP ${version}: ${describeOutcome(outcome)}.`,
    initialize: (offered, outcome) => `The server did not complete the initialize handshake (offered MCP ${offered}): ${describeOutcome(outcome)}.`,
};
/** The handshake's result in the modern era, from the DiscoverResult (anything else reads as an empty one). Pure. */
function modernResult(session, version, discovered, record) {
    const result = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(discovered) ? discovered : {};
    const meta = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(result._meta) ? result._meta : {};
    return {
        session,
        era: "modern",
        protocolVersion: version,
        serverInfo: toServerInfo(meta[_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .META */ .Ge.serverInfo]),
        ...(typeof result.instructions === "string" ? { instructions: result.instructions } : {}),
        capabilities: (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(result.capabilities) ? result.capabilities : {},
        meta: (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .modernMeta */ .HE)(version),
        record,
    };
}
/** The handshake's result in the legacy era, from the InitializeResult; a version it does not name is the one offered. Pure. */
function legacyResult(session, offered, initialized, record) {
    const result = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(initialized) ? initialized : {};
    return {
        session,
        era: "legacy",
        protocolVersion: typeof result.protocolVersion === "string" ? result.protocolVersion : offered,
        serverInfo: toServerInfo(result.serverInfo),
        ...(typeof result.instructions === "string" ? { instructions: result.instructions } : {}),
        capabilities: (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(result.capabilities) ? result.capabilities : {},
        record,
    };
}
/**
 * One handshake in progress: the session (replaced when the probe killed the server), the record of what was
 * sent and answered, and the requests. What each answer means is decided by {@link readProbe} and
 * {@link readRefusal}; the results are built by {@link modernResult} and {@link legacyResult}.
 */
class HandshakeRun {
    startSession;
    session;
    options;
    record = { eraDecision: "pinned", probe: [], initialize: [], restartedAfterProbe: false, restartedAfterOffer: false };
    startTimeoutMs;
    /** The probe that went unanswered in time, on the process it was sent to (see {@link lateModern}). */
    unanswered;
    constructor(startSession, session, options) {
        this.startSession = startSession;
        this.session = session;
        this.options = options;
        this.startTimeoutMs = options.startTimeoutMs ?? options.timeoutMs;
    }
    /** `auto`: probe `server/discover`, then follow {@link readProbe}. */
    async auto() {
        const probeTimeoutMs = this.options.discoverTimeoutMs ?? DEFAULT_DISCOVER_TIMEOUT_MS;
        const probing = this.discover(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MODERN_VERSION */ .j$, probeTimeoutMs);
        const probeId = this.session.exchanges().at(-1).id;
        if (await this.ignoresProbe(probing, probeTimeoutMs)) {
            this.record.eraDecision = "discover-ignored";
            this.unanswered = { session: this.session, id: probeId, waitMs: 0 };
            return this.legacy(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, false);
        }
        const probe = await probing;
        this.record.probe.push(probe);
        const step = readProbe(probe);
        this.record.eraDecision = step.eraDecision;
        if (probe.kind === "timeout")
            this.unanswered = { session: this.session, id: probeId, waitMs: PROBE_AFTER_PING_MS };
        switch (step.next) {
            case "modern":
                return modernResult(this.session, step.version, step.discovered, this.record);
            case "modern-retry":
                return this.modernAfterVersionError(step.version);
            case "restart-then-legacy":
                await this.restartAfterProbe();
                return this.legacy(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, false);
            case "legacy":
                return this.legacy(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_VERSION */ .HP, false);
        }
    }
    /**
     * Sends `ping` right behind the probe (allowed before initialization: MCP 2025-11-25 basic/utilities/ping).
     * A server that answers the ping with a result but still not the probe shortly after is a legacy server that
     * ignores unknown requests: true, so the fallback need not wait out the probe timeout. A modern server
     * answers ping with an error (removed in 2026-07-28), which changes nothing. The ping carries the modern
     * `_meta` (see the module comment).
     */
    async ignoresProbe(probing, timeoutMs) {
        const ping = this.session.request("ping", { _meta: (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .modernMeta */ .HE)(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MODERN_VERSION */ .j$) }, { timeoutMs, cancelOnTimeout: false });
        const first = await Promise.race([probing.then(() => "probe"), ping.then((outcome) => outcome)]);
        if (first === "probe" || first.kind !== "result")
            return false;
        return !(await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_5__/* .settlesWithin */ .o)(probing, PROBE_AFTER_PING_MS));
    }
    /**
     * The probe's answer when it came after all, on the process still in use, and {@link readProbe} reads it as modern;
     * undefined otherwise. Asked once the legacy `initialize` is answered, which shows the server is up: a probe that
     * timed out with nothing answered (the server was still starting) gets {@link PROBE_AFTER_PING_MS} more, as the
     * probe does after an answered ping (the SDK v2 answers `server/discover` a few milliseconds after the requests
     * behind it); one the server ignored while answering the ping gets no more. A late answer is an
     * `unmatched-response` observation, or the exchange's response when it came within the timeout's grace.
     */
    async lateModern() {
        const probe = this.unanswered;
        // A process that died meanwhile is restarted for the legacy handshake as before: there is no modern session to keep.
        if (probe === undefined || probe.session !== this.session || !this.session.alive)
            return undefined;
        this.unanswered = undefined;
        const isAnswer = (o) => o.kind === "unmatched-response" && o.message.id === probe.id;
        const exchange = this.session.exchanges().find((e) => e.id === probe.id);
        let late = this.session.observations().find(isAnswer);
        if (exchange?.response === undefined && late === undefined && probe.waitMs > 0) {
            let stop = () => { };
            late = await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_5__/* .withDeadline */ .N)(new Promise((resolve) => (stop = this.session.onObservation((o) => isAnswer(o) && resolve(o)))), probe.waitMs);
            stop();
        }
        const response = exchange?.response ?? late?.message;
        if (response === undefined)
            return undefined;
        // Within the grace the exchange's (timeout) outcome measured the answer; after it, the observation's time does.
        const durationMs = late !== undefined && exchange !== undefined ? late.atMs - exchange.sentAtMs : (exchange?.outcome?.durationMs ?? NaN);
        const outcome = (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .answerOutcome */ .Js)(response, durationMs);
        const step = readProbe(outcome);
        return step.next === "modern" || step.next === "modern-retry" ? { step, outcome } : undefined;
    }
    /** The handshake in the modern era after all, from the probe's late answer ({@link lateModern}). */
    async modernAfterLateProbe(late) {
        this.record.eraDecision = "discover-late";
        this.record.probe.push(late.outcome);
        if (late.step.next === "modern-retry")
            return this.modernAfterVersionError(late.step.version);
        return modernResult(this.session, late.step.version, late.step.discovered, this.record);
    }
    /** The probe (or its aftermath) killed the server: replace the process (MCP 2026-07-28 basic/versioning notes some legacy servers exit on unknown requests). */
    async restartAfterProbe() {
        this.record.eraDecision = "discover-exit";
        this.record.restartedAfterProbe = true;
        await this.session.close();
        this.session = await this.startSession();
    }
    /** Sends `server/discover`; the caller records the outcome in `record.probe` once it uses it. */
    discover(version, timeoutMs) {
        // No notifications/cancelled for the probe: to a legacy server it would be one more pre-initialize message.
        return this.session.request("server/discover", { _meta: (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .modernMeta */ .HE)(version) }, { timeoutMs, cancelOnTimeout: false });
    }
    /** Sends `server/discover` with the start timeout and records the outcome. */
    async discovered(version) {
        const outcome = await this.discover(version, this.startTimeoutMs);
        this.record.probe.push(outcome);
        return outcome;
    }
    /** MCP 2026-07-28 §UnsupportedProtocolVersionError: retry with a version from `data.supported`, new request id. */
    async modernAfterVersionError(version) {
        const retry = await this.discovered(version);
        return modernResult(this.session, version, retry.kind === "result" ? retry.result : undefined, this.record);
    }
    /** A pinned modern revision: `server/discover` must answer with a DiscoverResult. */
    async pinnedModern(version) {
        const outcome = await this.discovered(version);
        if (outcome.kind === "result" && isDiscoverResult(outcome.result))
            return modernResult(this.session, version, outcome.result, this.record);
        if (outcome.kind === "error" && outcome.error.code === _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv) {
            throw startError(this.session, HANDSHAKE_FAILURE.unsupported(version, supportedIn(outcome.error)), outcome);
        }
        throw startError(this.session, HANDSHAKE_FAILURE.discover(version, outcome), outcome);
    }
    /**
     * `initialize` then `notifications/initialized` (MCP 2025-11-25 basic/lifecycle). A reply naming a version we
     * do not know is accepted as said. Unless `pinned`: a refusal is read by {@link readRefusal} (retry once with a
     * legacy revision it names, or switch to modern), and in auto mode a process that died right after the probe
     * is restarted once.
     */
    async legacy(offered, pinned) {
        const first = this.options.firstOffer;
        if (!pinned && first !== undefined && this.record.initialize.length === 0) {
            const kept = await this.firstOffered(first);
            if (kept)
                return kept;
        }
        let outcome = await this.initialize(offered);
        const late = await this.lateModern();
        if (late)
            return this.modernAfterLateProbe(late);
        if (outcome.kind === "closed" && this.options.protocol === "auto" && !this.record.restartedAfterProbe) {
            await this.restartAfterProbe();
            outcome = await this.initialize(offered);
        }
        if (outcome.kind === "error" && !pinned) {
            const step = readRefusal(outcome.error, offered, this.options.protocol === "auto");
            if (step.next === "retry") {
                offered = step.version;
                outcome = await this.initialize(offered);
            }
            else if (step.next === "modern") {
                this.record.eraDecision = "initialize-version-error";
                const found = await this.discovered(step.version);
                return modernResult(this.session, step.version, found.kind === "result" ? found.result : undefined, this.record);
            }
        }
        if (outcome.kind !== "result")
            throw startError(this.session, `${HANDSHAKE_FAILURE.initialize(offered, outcome)}${this.unansweredBefore(outcome)}`, outcome);
        await this.session.notify("notifications/initialized");
        return legacyResult(this.session, offered, outcome.result, this.record);
    }
    /**
     * When the last `initialize` went unanswered after the process before it left the first offer unanswered too (it
     * was replaced for the usual offer): a sentence saying so, with the whole wait — a silent server costs two start
     * timeouts, and a message naming only the last one misled (`--timeout 5` "no answer within 5255 ms" after 12 s).
     */
    unansweredBefore(last) {
        const first = this.record.initialize[0];
        if (last.kind !== "timeout" || !this.record.restartedAfterOffer || first?.outcome.kind !== "timeout")
            return "";
        const seconds = (first.outcome.durationMs + last.durationMs) / 1000;
        const why = first.offered === _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_VERSION */ .uX ? ", a revision that does not exist, for the version-negotiation check" : "";
        return ` The process before it gave no answer either (to an initialize offering MCP ${first.offered}${why}, within ${Math.round(first.outcome.durationMs)} ms) and was started again: ${seconds.toFixed(1)} s without an answer in all.`;
    }
    /**
     * Offers `first` as this process's first `initialize` (`ConnectOptions.firstOffer`) and resolves with the
     * handshake when the answer names a legacy revision we know. Otherwise the outcome stays in the record, the
     * process is replaced (`restartedAfterOffer`) and undefined comes back, for the usual offer. Two pings go behind
     * the offer: a server that answers them but not the offer ignores it, recorded as a timeout without waiting out
     * the start timeout.
     */
    async firstOffered(first) {
        const started = performance.now();
        const answer = this.session.request("initialize", initializeParams(first), { timeoutMs: this.startTimeoutMs }).then((outcome) => ({ outcome }));
        let answered;
        for (let round = 0; round < 2 && answered === undefined && this.session.alive; round++) {
            const ping = this.session.request("ping", undefined, { timeoutMs: this.startTimeoutMs, cancelOnTimeout: false }).then(() => undefined);
            answered = await Promise.race([answer, ping]);
        }
        if (answered === undefined && !this.session.alive)
            answered = await answer;
        const outcome = answered?.outcome ?? { kind: "timeout", durationMs: performance.now() - started };
        this.record.initialize.push({ offered: first, outcome });
        const late = await this.lateModern();
        if (late)
            return this.modernAfterLateProbe(late);
        if (outcome.kind === "result" && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(outcome.result)) {
            const named = outcome.result.protocolVersion;
            if (typeof named === "string" && isKnownLegacy(named)) {
                await this.session.notify("notifications/initialized");
                return legacyResult(this.session, named, outcome.result, this.record);
            }
        }
        this.record.restartedAfterOffer = true;
        await this.session.close();
        this.session = await this.startSession();
        return undefined;
    }
    async initialize(offered) {
        const outcome = await this.session.request("initialize", initializeParams(offered), { timeoutMs: this.startTimeoutMs });
        this.record.initialize.push({ offered, outcome });
        return outcome;
    }
}
/** The params of our `initialize` offering `offered`. */
function initializeParams(offered) {
    return { protocolVersion: offered, capabilities: { ..._versions_js__WEBPACK_IMPORTED_MODULE_3__/* .LEGACY_CLIENT_CAPABILITIES */ .db }, clientInfo: { ..._versions_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_INFO */ .JR } };
}
/** A `DiscoverResult` (MCP 2026-07-28 server/discover): an object with a `supportedVersions` array. */
function isDiscoverResult(value) {
    return (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(value) && Array.isArray(value.supportedVersions);
}
function isKnownLegacy(version) {
    return _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .KNOWN_LEGACY_VERSIONS */ .E_.includes(version);
}
/** `error.data.supported` when it is an array (the `{supported, requested}` shape of MCP version errors). */
function supportedIn(error) {
    const supported = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(error.data) ? error.data.supported : undefined;
    return Array.isArray(supported) ? supported : undefined;
}
/** The modern version to use from an error whose `data.supported` lists one (the `-32022` shape; also what a modern-only server SHOULD send to `initialize`). */
function modernVersionIn(error) {
    return (0,_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .pickVersion */ .SO)(supportedIn(error), _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MODERN_VERSION */ .j$, _versions_js__WEBPACK_IMPORTED_MODULE_3__/* .isModernVersion */ .mX);
}
function toServerInfo(value) {
    const info = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(value) ? value : {};
    return {
        name: typeof info.name === "string" ? info.name : "unknown",
        version: typeof info.version === "string" ? info.version : "",
        ...(typeof info.title === "string" ? { title: info.title } : {}),
    };
}
/** One clause for a failed handshake request. */
function describeOutcome(outcome) {
    switch (outcome.kind) {
        case "timeout":
            return `no answer within ${Math.round(outcome.durationMs)} ms`;
        case "closed":
            return outcome.exit ? `the server process ${(0,_exit_status_js__WEBPACK_IMPORTED_MODULE_2__/* .describeExit */ .K)(outcome.exit)}` : outcome.reason;
        case "error":
            return `error ${outcome.error.code} "${outcome.error.message}"`;
        case "result":
            return "the result was not a valid answer";
    }
}
/** The last `lines` non-empty lines of stderr text. */
function lastLines(text, lines) {
    return text.split(/\r?\n/).filter((line) => line.trim() !== "").slice(-lines).join("\n");
}
/**
 * A `ServerStartError` whose message ends with the server's last stderr lines (or says there were none), carrying
 * how the failing request's `outcome` ended (`ServerStartError.handshake`).
 */
function startError(session, sentence, outcome) {
    const tail = session.stderrTail(4000);
    const last = lastLines(tail, 10);
    // Only a process we started has a stderr to speak of (a URL we were given has none).
    const silent = session.transport.kind === "stdio" ? " The server wrote nothing to stderr." : "";
    const message = last ? `${sentence}\n${LAST_STDERR_LINES}\n${last}` : `${sentence}${silent}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4(message, tail, outcome?.kind);
}


/***/ }),

/***/ 1454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
/* unused harmony export TAIL_CHARS */
/** Characters of the end of an over-long line kept for {@link LineSplitterOptions.overflow}. */
const TAIL_CHARS = 256;
/** Splits pushed text into lines. See {@link LineSplitterOptions}. */
class LineSplitter {
    options;
    parts = [];
    pendingChars = 0;
    /** Set while discarding the rest of an over-long line: its head and how long it is so far. */
    overlong;
    maxLineChars;
    headChars;
    constructor(options) {
        this.options = options;
        this.maxLineChars = options.maxLineChars ?? 10 * 1024 * 1024;
        this.headChars = options.headChars ?? 4096;
    }
    /** Feeds a chunk of decoded text. */
    push(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf("\n"); nl !== -1; nl = chunk.indexOf("\n", start)) {
            this.append(chunk.slice(start, nl));
            this.finishLine();
            start = nl + 1;
        }
        if (start < chunk.length)
            this.append(chunk.slice(start));
    }
    /** Ends the stream: a last line without a newline is still delivered (it is a partial line; the caller sees it as a frame). */
    end() {
        if (this.pendingChars > 0 || this.overlong)
            this.finishLine();
    }
    /** Ends an over-long line in progress (the stream was cut short): reports it through `overflow`. A partial ordinary line is left as it is. */
    endOverlong() {
        if (this.overlong)
            this.finishLine();
    }
    append(text) {
        if (text.length === 0)
            return;
        if (this.overlong) {
            this.overlong.chars += text.length;
            this.overlong.tail = (this.overlong.tail + text.slice(-TAIL_CHARS)).slice(-TAIL_CHARS);
            return;
        }
        this.parts.push(text);
        this.pendingChars += text.length;
        if (this.pendingChars > this.maxLineChars) {
            const whole = this.parts.join("");
            this.overlong = { head: whole.slice(0, this.headChars), chars: whole.length, tail: whole.slice(-TAIL_CHARS) };
            this.parts = [];
            this.pendingChars = 0;
            this.options.overflowStart?.(this.overlong.head);
        }
    }
    finishLine() {
        if (this.overlong) {
            const { head, chars, tail } = this.overlong;
            this.overlong = undefined;
            this.options.overflow(head, chars, tail);
            return;
        }
        let text = this.parts.length === 1 ? this.parts[0] : this.parts.join("");
        this.parts = [];
        this.pendingChars = 0;
        if (text.endsWith("\r"))
            text = text.slice(0, -1);
        this.options.line(text);
    }
}


/***/ }),

/***/ 1817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ SERVER_JSON_DESCRIPTION_MAX),
/* harmony export */   Q: () => (/* binding */ SERVER_JSON_SCHEMA_VERSION)
/* harmony export */ });
/**
 * The version of the registry schema `server.json` files are checked against, and the limit the checks read. Apart
 * from the reader (`server-json.ts`, which loads a JSONC parser) so that the checks of a run load no parser.
 */
/** The version of the vendored registry schema (`$id` …/schemas/2025-12-11/server.schema.json, JSON Schema draft-07). */
const SERVER_JSON_SCHEMA_VERSION = "2025-12-11";
/** The registry's limit on `description`, in characters (schema `ServerDetail.description.maxLength`). */
const SERVER_JSON_DESCRIPTION_MAX = 100;


/***/ }),

/***/ 8903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ JsonRpcSession),
/* harmony export */   Js: () => (/* binding */ answerOutcome)
/* harmony export */ });
/* unused harmony export timeoutGraceMs */
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _bounded_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6814);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8714);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(899);
/**
 * The JSON-RPC layer over one transport: integer request ids from 1, per-request timeouts with
 * `notifications/cancelled`, response matching, answers to server-to-client requests, and a bounded record of
 * every exchange and observation. Nothing here throws for server misbehaviour; every request resolves to a
 * {@link RequestOutcome}. Wire problems (the transport's, and server requests for capabilities the client did not
 * declare) are kept and passed to `onProblem`.
 */




/**
 * How long past its timeout a request is still waited for, milliseconds: 10 % of the timeout, between 25 ms and
 * 250 ms. A response that is already in the pipe when the timeout expires is read, so whether a call answered in
 * time is decided by its measured duration, not by which of two event-loop callbacks ran first.
 */
function timeoutGraceMs(timeoutMs) {
    return Math.min(250, Math.max(25, timeoutMs / 10));
}
/** Characters of stderr attached to a `closed` outcome. */
const CLOSED_STDERR_CHARS = 2000;
/** How many wire problems a session keeps (the first ones; the engine reports one finding per kind and cause). */
const PROBLEM_LIMIT = 100;
/**
 * The client capability a server-to-client request needs (MCP 2025-11-25 client/sampling, client/elicitation,
 * client/roots: a server MUST NOT send these requests unless the client declared the capability).
 */
const CAPABILITY_OF = {
    "sampling/createMessage": "sampling",
    "elicitation/create": "elicitation",
    "roots/list": "roots",
};
/** One JSON-RPC conversation over one transport. Create, `start()`, use, `close()`. */
class JsonRpcSession {
    transport;
    options;
    nextId = 1;
    pending = new Map();
    exchangeLog;
    observationLog;
    pollutionLog;
    problemLog = new _bounded_log_js__WEBPACK_IMPORTED_MODULE_2__/* .BoundedLog */ .o(PROBLEM_LIMIT, "first");
    /** The client capabilities declared so far: by `initialize`, or by a modern request's `_meta`. */
    declared = {};
    observers = new Set();
    createdAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
    closedInfo;
    waitMs = 0;
    /** When the current stretch with at least one request outstanding began (performance.now() ms). */
    busySince = 0;
    /** Ends the current stretch on the wait lane, if one is open. */
    endWait;
    /** Whether any JSON-RPC message came from the server yet (later stdout pollution is `duringSession`). */
    spoke = false;
    /** Whether a response of a broken shape was reported yet (once per session: a server that writes one writes them all). */
    sawBadShape = false;
    constructor(transport, options) {
        this.transport = transport;
        this.options = options;
        this.exchangeLog = new _bounded_log_js__WEBPACK_IMPORTED_MODULE_2__/* .BoundedLog */ .o(options.exchangeLimit ?? 2000, "last");
        this.observationLog = new _bounded_log_js__WEBPACK_IMPORTED_MODULE_2__/* .BoundedLog */ .o(options.observationLimit ?? 500, "last");
        this.pollutionLog = new _bounded_log_js__WEBPACK_IMPORTED_MODULE_2__/* .BoundedLog */ .o(options.pollutionLimit ?? 50, "first");
    }
    /** Starts the transport. Throws what the transport throws (`ServerStartError`). */
    async start() {
        await this.transport.start({
            message: (message) => this.receive(message),
            pollution: (pollution) => this.pollutionLog.push(this.spoke ? { ...pollution, duringSession: true } : pollution),
            stderr: () => { },
            close: (closed) => this.closeAll(closed),
            problem: (problem) => this.reportProblem(problem),
        });
    }
    /** The wire problems seen so far (the first 100), oldest first. */
    problems() {
        return this.problemLog.items();
    }
    /** False once the transport closed (process exit, broken connection, or `close()`). */
    get alive() {
        return this.closedInfo === undefined && this.transport.alive;
    }
    /**
     * Sends a request and resolves with its outcome: `result`, `error`, `timeout` or `closed` (the transport ended
     * first, with the exit status and the stderr tail). Never rejects.
     *
     * Timeouts are judged by the measured duration (issue 10 item 7): a response whose duration is at most
     * `timeoutMs` is an answer; one that came later is a `timeout` (the response stays in the exchange record).
     * The wait itself lasts {@link timeoutGraceMs} longer, so a call answering within a few milliseconds of its
     * timeout is judged the same on every run; when the wait ends, `notifications/cancelled` is sent and a still
     * later response is recorded as an observation.
     */
    request(method, params, options = {}) {
        const id = this.nextId++;
        this.noteDeclaredCapabilities(method, params);
        const exchange = { id, method, ...(params !== undefined ? { params } : {}), sentAtMs: this.sinceStart() };
        this.exchangeLog.push(exchange);
        if (this.closedInfo) {
            exchange.outcome = this.closedOutcome(0);
            return Promise.resolve(exchange.outcome);
        }
        return new Promise((resolve) => {
            const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
            const entry = { exchange, started: node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now(), timeoutMs, timer: undefined, resolve };
            if (Number.isFinite(timeoutMs)) {
                entry.timer = setTimeout(() => {
                    this.settle(id, { kind: "timeout", durationMs: this.elapsed(entry) });
                    this.transport.abandon?.(id);
                    const cancel = options.cancelOnTimeout ?? true;
                    if (cancel && method !== "initialize") {
                        void this.notify("notifications/cancelled", { requestId: id, reason: `No response within ${timeoutMs} ms` });
                    }
                }, timeoutMs + timeoutGraceMs(timeoutMs));
            }
            if (this.pending.size === 0) {
                this.busySince = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
                this.endWait = this.options.waitLane?.begin();
            }
            this.pending.set(id, entry);
            const message = { jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) };
            void this.transport.send(message);
        });
    }
    /** Sends a notification (never answered). A notification on a closed session is dropped. */
    async notify(method, params) {
        if (this.closedInfo)
            return;
        const message = { jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) };
        await this.transport.send(message);
    }
    /** Sends raw text as one frame (protocol checks: malformed JSON). Whatever comes back is an observation. */
    async sendRaw(line) {
        if (this.closedInfo)
            return;
        await this.transport.sendRaw(line);
    }
    /** Closes the transport; pending requests resolve `closed`. Idempotent. */
    async close() {
        await this.transport.close();
    }
    /** The most recent exchanges (default limit 2,000), oldest first. */
    exchanges() {
        return this.exchangeLog.items();
    }
    /** The most recent observations (default limit 500), oldest first. */
    observations() {
        return this.observationLog.items();
    }
    /** Calls `listener` with each new observation; returns the function that unsubscribes it. */
    onObservation(listener) {
        this.observers.add(listener);
        return () => this.observers.delete(listener);
    }
    /** The first non-JSON-RPC stdout lines (default 50). */
    stdoutPollution() {
        return this.pollutionLog.items();
    }
    /** How many non-JSON-RPC stdout lines were seen in all, kept or not. */
    stdoutPollutionCount() {
        return this.pollutionLog.total;
    }
    /**
     * Milliseconds during which at least one request was outstanding: the time spent waiting on the server.
     * Overlapping requests (concurrent probes) count once, so this never exceeds the wall time.
     */
    serverWaitMs() {
        return this.waitMs + (this.pending.size > 0 ? node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - this.busySince : 0);
    }
    stderrTail(maxChars) {
        return this.transport.stderrTail(maxChars);
    }
    exitStatus() {
        return this.transport.exitStatus();
    }
    receive(message) {
        this.spoke = true;
        const atMs = this.sinceStart();
        if ("method" in message && typeof message.method === "string") {
            if ("id" in message && message.id !== undefined)
                this.answerServerRequest(message, atMs);
            else
                this.observe({ kind: "notification", atMs, message: message });
            return;
        }
        const response = message;
        if (response.id === null) {
            this.observe({ kind: "null-id-response", atMs, message: response });
            return;
        }
        const entry = typeof response.id === "number" ? this.pending.get(response.id) : undefined;
        if (!entry) {
            const ours = typeof response.id === "number" && Number.isInteger(response.id) && response.id > 0 && response.id < this.nextId;
            this.observe({ kind: "unmatched-response", atMs, message: response, ours });
            return;
        }
        entry.exchange.response = response;
        const durationMs = this.elapsed(entry);
        const shape = shapeProblem(response);
        if (shape !== undefined && !this.sawBadShape) {
            this.sawBadShape = true;
            this.reportProblem({ kind: "response-shape", method: entry.exchange.method, shape });
        }
        // JSON-RPC 2.0 §5: exactly one of result / error. An `error` member wins, except `"error": null` beside a result
        // (the JSON-RPC 1.0 habit of writing both, reported above): read as absent. A response with neither is a result
        // of `undefined`, and the raw response stays in the exchange for protocol checks. One that came after the
        // timeout (within the grace) is a timeout all the same.
        const outcome = durationMs > entry.timeoutMs ? { kind: "timeout", durationMs } : answerOutcome(response, durationMs);
        this.settle(response.id, outcome);
    }
    /**
     * Answers what a client can: `ping` with `{}` (MCP basic/utilities/ping), `roots/list` with no roots
     * (MCP client/roots); anything else with `-32601` (JSON-RPC 2.0 §5.1). A request whose id is not a string or
     * number cannot be answered and is only recorded.
     */
    answerServerRequest(message, atMs) {
        const capability = CAPABILITY_OF[message.method];
        if (capability !== undefined && this.declared[capability] === undefined) {
            this.reportProblem({ kind: "unsolicited-client-request", method: message.method, capability });
        }
        const answer = message.method === "ping"
            ? { result: {} }
            : message.method === "roots/list"
                ? { result: { roots: [] } }
                : { error: { code: -32601, message: `Method not found: ${message.method} (mcp-checkup does not provide it)` } };
        const usableId = typeof message.id === "string" || typeof message.id === "number";
        this.observe({ kind: "server-request", atMs, message, ...(usableId ? { answer } : {}) });
        if (usableId && !this.closedInfo)
            void this.transport.send({ jsonrpc: "2.0", id: message.id, ...answer });
    }
    /** Remembers the client capabilities a request declares: `initialize`'s `capabilities`, or a modern request's `_meta` client capabilities. */
    noteDeclaredCapabilities(method, params) {
        if (method === "initialize" && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(params?.capabilities))
            this.declared = params.capabilities;
        const meta = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(params?._meta) ? params._meta : undefined;
        const modern = meta ? meta[_versions_js__WEBPACK_IMPORTED_MODULE_1__/* .META */ .Ge.clientCapabilities] : undefined;
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(modern))
            this.declared = modern;
    }
    reportProblem(problem) {
        this.problemLog.push(problem);
        this.options.onProblem?.(problem);
    }
    observe(observation) {
        this.observationLog.push(observation);
        for (const listener of this.observers)
            listener(observation);
    }
    settle(id, outcome) {
        const entry = this.pending.get(id);
        if (!entry)
            return;
        this.pending.delete(id);
        if (entry.timer)
            clearTimeout(entry.timer);
        entry.exchange.outcome = outcome;
        if (this.pending.size === 0) {
            this.waitMs += node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - this.busySince;
            this.endWait?.();
            this.endWait = undefined;
        }
        entry.resolve(outcome);
    }
    closeAll(closed) {
        this.closedInfo = closed;
        for (const [id, entry] of [...this.pending])
            this.settle(id, this.closedOutcome(this.elapsed(entry)));
    }
    closedOutcome(durationMs) {
        const closed = this.closedInfo;
        return {
            kind: "closed",
            durationMs,
            ...(closed.exit ? { exit: closed.exit } : {}),
            stderrTail: this.transport.stderrTail(CLOSED_STDERR_CHARS),
            reason: closed.reason,
        };
    }
    elapsed(entry) {
        return roundMs(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - entry.started);
    }
    sinceStart() {
        return roundMs(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - this.createdAt);
    }
}
/** Milliseconds to one decimal place. */
function roundMs(ms) {
    return Math.round(ms * 10) / 10;
}
/**
 * What a response answers, read as {@link JsonRpcSession} reads every response (JSON-RPC 2.0 §5): an error when its
 * `error` member is anything but absent or null (as {@link asJsonRpcError} makes it), else a result. `durationMs`
 * is how long the answer took. Also for an answer read later (the era probe's late answer, `handshake.ts`).
 */
function answerOutcome(response, durationMs) {
    return response.error !== undefined && response.error !== null
        ? { kind: "error", error: asJsonRpcError(response.error), durationMs }
        : { kind: "result", result: response.result, durationMs };
}
/** How `response` breaks JSON-RPC 2.0 §5's shape (see {@link ResponseShapeProblem}), or undefined. */
function shapeProblem(response) {
    const error = response.error;
    if (error === null)
        return "result" in response ? "error-null" : "error-not-object";
    if (error === undefined)
        return undefined;
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(error))
        return "error-not-object";
    if (!Number.isInteger(error.code) || typeof error.message !== "string")
        return "error-fields";
    return "result" in response ? "both" : undefined;
}
/**
 * A response's `error` member as a JSON-RPC error object every reader can use: `code` a number (`NaN` when the
 * server gave none), `message` a string (the value itself when the error is not an object); `data` kept.
 */
function asJsonRpcError(error) {
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .O)(error))
        return { code: Number.NaN, message: typeof error === "string" ? error : JSON.stringify(error) };
    const code = typeof error.code === "number" ? error.code : Number.NaN;
    const message = typeof error.message === "string" ? error.message : error.message === undefined ? "" : JSON.stringify(error.message);
    return { ...error, code, message };
}


/***/ }),

/***/ 3110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ StdioTransport),
  n: () => (/* binding */ stdioTransportFactory)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/secrets/redactor.ts
var redactor = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/secrets/secret-values.ts
var secret_values = __webpack_require__(6892);
// EXTERNAL MODULE: ./src/mcp/client-errors.ts
var client_errors = __webpack_require__(5569);
// EXTERNAL MODULE: ./src/mcp/deadline.ts
var deadline = __webpack_require__(3166);
// EXTERNAL MODULE: ./src/mcp/escaped-processes.ts
var escaped_processes = __webpack_require__(4657);
;// CONCATENATED MODULE: ./src/mcp/frame-peek.ts
/**
 * Reads the top-level members of a JSON object from its beginning (`head`), as far as `head` goes, and the
 * top-level `id` from its end (`tail`) when the head did not have it (serialisers that write `result` first put
 * the `id` last). Nested `id`s are not taken for the top-level one. Never throws.
 */
function peekFrame(head, tail = "") {
    const found = scanHead(head);
    if (found.id === undefined) {
        const last = /"id"\s*:\s*(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")\s*\}\s*$/.exec(tail);
        if (last)
            found.id = readId(last[1]);
    }
    return found;
}
function readId(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === "string" || typeof value === "number" ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Scans `head` for top-level keys `id` and `method` of the object it starts. */
function scanHead(head) {
    const out = { hasMethod: false };
    let i = head.search(/\S/);
    if (i < 0 || head[i] !== "{")
        return out;
    let depth = 0;
    let expectKey = false;
    for (; i < head.length; i++) {
        const c = head[i];
        if (c === '"') {
            const end = stringEnd(head, i);
            if (end < 0)
                return out;
            if (depth === 1 && expectKey) {
                const key = head.slice(i + 1, end);
                const colon = head.slice(end + 1).match(/^\s*:\s*/);
                if (colon) {
                    const valueStart = end + 1 + colon[0].length;
                    if (key === "method")
                        out.hasMethod = true;
                    if (key === "id") {
                        const value = /^(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")/.exec(head.slice(valueStart, valueStart + 300));
                        if (value)
                            out.id = readId(value[1]);
                    }
                    expectKey = false;
                    i = valueStart - 1;
                    continue;
                }
            }
            i = end;
            continue;
        }
        if (c === "{" || c === "[") {
            depth += 1;
            expectKey = c === "{" && depth === 1;
        }
        else if (c === "}" || c === "]") {
            depth -= 1;
        }
        else if (c === "," && depth === 1) {
            expectKey = true;
        }
    }
    return out;
}
/** The index of the quote closing the string that opens at `start`, or -1 when `text` ends first. */
function stringEnd(text, start) {
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] === "\\")
            i += 1;
        else if (text[i] === '"')
            return i;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/mcp/limits.ts
var limits = __webpack_require__(1598);
// EXTERNAL MODULE: ./src/mcp/line-splitter.ts
var line_splitter = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/mcp/process-group.ts
var process_group = __webpack_require__(5887);
// EXTERNAL MODULE: ./src/mcp/server-process.ts
var server_process = __webpack_require__(7461);
// EXTERNAL MODULE: ./src/mcp/spawn-ahead.ts
var spawn_ahead = __webpack_require__(4059);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/mcp/exit-status.ts
var exit_status = __webpack_require__(7285);
;// CONCATENATED MODULE: ./src/mcp/stdio-transport.ts
/**
 * The stdio transport (MCP 2025-11-25 basic/transports §stdio; 2026-07-28 basic/transports/stdio): spawns the
 * server, writes newline-delimited JSON-RPC to its stdin, reads its stdout line by line and its stderr as text.
 * Every stdout line is delivered: a JSON-RPC message as a message, anything else as pollution (never fatal).
 *
 * Bounded (see `limits.ts`): a line over `MAX_MESSAGE_BYTES` characters is not kept; when it is a response, the
 * request it answers fails at once with a client-side error and a `response-too-large` problem. Writes queue up to
 * `MAX_STDIN_BACKLOG_BYTES` for a server that does not read its stdin; later ones are dropped (a server flooding
 * us with requests while not reading cannot grow our memory). Everything the server sends is redacted with the
 * launch's secrets before a handler sees it. On close, processes the server started that left its process group
 * are found by their environment tag, killed and reported as `server-orphaned-process`.
 */
















/**
 * After the process exits, how long we wait for the rest of its stdout and stderr before reporting the close: the
 * last stderr lines are often what says why it died, and may be read after the exit and after stdout's end.
 */
const OUTPUT_DRAIN_MS = 200;
/** A function starting a new process of the stdio `target` on each call (its transport). */
function stdioTransportFactory(target) {
    const { command, args, env, baseEnv, cwd } = target;
    return () => new StdioTransport({ command, args, ...(env ? { env } : {}), ...(baseEnv ? { baseEnv } : {}), ...(cwd ? { cwd } : {}) });
}
/** Spawns and talks to one stdio server process. One instance = one process; start it once. */
class StdioTransport {
    launch;
    options;
    kind = "stdio";
    child;
    handlers;
    startedAt = 0;
    stderrText = "";
    exit;
    closing = false;
    closedPromise;
    closeReported = false;
    resolveExited;
    exited = new Promise((resolve) => (this.resolveExited = resolve));
    redactor;
    /** The environment tag of this server's processes (see `escaped-processes.ts`), once started. */
    tag = "";
    splitter;
    constructor(launch, options = {}) {
        this.launch = launch;
        this.options = options;
        this.redactor = options.redactor ?? new redactor/* Redactor */.p((0,secret_values/* secretsOfEnv */.UO)(launch.env));
    }
    /** The server's process id once started (the leader of its process group on POSIX). */
    get pid() {
        return this.child?.pid;
    }
    get alive() {
        return this.child !== undefined && this.exit === undefined && !this.closeReported;
    }
    /**
     * Spawns the server, or takes over the process the CLI spawned ahead for this very launch (`spawn-ahead.ts`).
     * Throws `UsageError` when `cwd` is not a folder or the command cannot be spawned (ENOENT: not found on PATH;
     * EACCES: not executable), `ServerStartError` when spawning fails otherwise.
     */
    async start(handlers) {
        if (this.child)
            throw new Error("StdioTransport.start() called twice");
        this.handlers = handlers;
        const { command, cwd } = this.launch;
        if (cwd !== undefined && !isDirectory(cwd)) {
            // The user's input is wrong, not the server: a usage error (exit 2), not a finding.
            throw new errors/* UsageError */.eb(`server working directory "${cwd}" does not exist or is not a folder`);
        }
        const server = (0,spawn_ahead/* takeSpawnedAhead */.h4)(this.launch) ?? (0,server_process/* spawnServerProcess */.q)(this.launch);
        this.startedAt = server.spawnedAt;
        this.tag = server.tag;
        this.child = server.child;
        const spawned = await server.spawned;
        if (spawned) {
            this.exit = { code: null, signal: null };
            const code = spawned.code;
            // A command that does not exist or cannot run is bad input, not a misbehaving server: a usage error.
            if (code === "ENOENT" || code === "EACCES")
                throw new errors/* UsageError */.eb(describeSpawnError(command, spawned));
            throw new errors/* ServerStartError */.K4(describeSpawnError(command, spawned));
        }
        this.wire(server);
    }
    wire(server) {
        const child = server.child;
        const handlers = this.handlers;
        const redact = this.redactor;
        const limit = this.options.maxLineChars ?? limits/* MAX_MESSAGE_BYTES */.fv;
        /** True once the request answered by the over-long line in progress was failed (its line still goes on). */
        let failedEarly = false;
        const failRequest = (head, tail, lengthChars, final) => {
            const peek = peekFrame(head, tail);
            if (peek.id === undefined || peek.hasMethod)
                return false;
            const error = (0,client_errors/* clientSideError */.zR)("response-too-large", `Response too large: ${final ? (0,limits/* describeSize */.jt)(lengthChars) : `more than ${(0,limits/* describeSize */.jt)(limit)}`} (characters) on one stdout line, over the limit of one message; mcp-checkup stopped reading it`, { limit });
            const synthetic = (0,client_errors/* errorResponse */.yj)(peek.id, error);
            handlers.message(synthetic, JSON.stringify(synthetic));
            return true;
        };
        const splitter = new line_splitter/* LineSplitter */.g({
            maxLineChars: limit,
            headChars: transport/* POLLUTION_LINE_CHARS */.gW,
            line: (text) => {
                if (text.trim() === "")
                    return; // a blank line carries nothing; not worth a pollution finding
                const messages = (0,transport/* parseFrame */.fH)(text);
                if (messages) {
                    const raw = redact.text(text);
                    for (const message of messages)
                        handlers.message(redact.json(message), raw);
                }
                else
                    handlers.pollution((0,transport/* pollutionRecord */.wl)(redact.text(text), this.sinceStart()));
            },
            overflowStart: (head) => {
                failedEarly = failRequest(head, "", limit + 1, false);
            },
            overflow: (head, lengthChars, tail) => {
                const peek = peekFrame(head, tail);
                const answered = failedEarly || failRequest(head, tail, lengthChars, true);
                failedEarly = false;
                if (answered || peek.id !== undefined || peek.hasMethod) {
                    handlers.problem?.({ kind: "response-too-large", bytes: lengthChars, limit, where: "stdout" });
                }
                else {
                    handlers.pollution({ line: redact.tail(head), atMs: this.sinceStart(), truncated: true, lengthChars });
                }
            },
        });
        this.splitter = splitter;
        const keep = this.options.stderrKeepChars ?? 65536;
        server.readOutput({
            stdout: (chunk) => splitter.push(chunk),
            stdoutEnd: () => splitter.end(),
            stderr: (chunk) => {
                this.stderrText = (this.stderrText + chunk).slice(-keep);
                handlers.stderr(redact.text(chunk));
            },
        });
        // The exit, the output and stream errors are recorded from the spawn on (`server-process.ts`): a process spawned
        // ahead may have written, and even exited, before this runs.
        void server.exited.then(({ code, signal }) => {
            this.exit = { code, signal };
            this.resolveExited();
            // A grandchild holding stdout or stderr open must not delay the close report; the rest of both gets a short while.
            void (0,deadline/* settlesWithin */.o)(server.outputEnded, OUTPUT_DRAIN_MS).then(() => {
                this.reportClose(this.closing ? "closed by the client" : `the server process ${(0,exit_status/* describeExit */.K)(this.exit)}`);
                // The leader is gone; whatever it started must go too.
                if (child.pid !== undefined)
                    void (0,process_group/* killGroup */.i0)(child.pid, this.options.termGraceMs);
            });
        });
    }
    async send(message) {
        await this.write(JSON.stringify(message) + "\n");
    }
    async sendRaw(line) {
        await this.write(line.endsWith("\n") ? line : line + "\n");
    }
    write(data) {
        const stdin = this.child?.stdin;
        if (!this.alive || !stdin || stdin.destroyed || stdin.writableEnded)
            return Promise.resolve();
        if (stdin.writableLength > (this.options.maxStdinBacklogBytes ?? limits/* MAX_STDIN_BACKLOG_BYTES */.yY)) {
            // The server does not read what we already wrote: queueing more would only grow our memory.
            return Promise.resolve();
        }
        return new Promise((resolve) => stdin.write(data, () => resolve()));
    }
    /**
     * Closes stdin, gives the server `stdinGraceMs` to exit, then SIGTERMs the whole process group and SIGKILLs
     * it after `termGraceMs` (MCP 2025-11-25 basic/lifecycle §Shutdown, stdio). Processes the server started
     * are killed even when the server itself exits at once, and so are those that left its group (found by their
     * environment tag): those are reported as a `server-orphaned-process` problem before the close event.
     * Idempotent; never throws.
     */
    close() {
        this.closedPromise ??= this.shutdown();
        return this.closedPromise;
    }
    async shutdown() {
        const child = this.child;
        if (!child || child.pid === undefined)
            return;
        this.closing = true;
        child.stdin?.end();
        // Every wait below ends as soon as what it waits for happens: a server that exits at once costs no idle time.
        if (this.exit === undefined)
            await (0,deadline/* settlesWithin */.o)(this.exited, this.options.stdinGraceMs ?? 500);
        await (0,process_group/* killGroup */.i0)(child.pid, this.options.termGraceMs);
        if (this.exit === undefined)
            await (0,deadline/* settlesWithin */.o)(this.exited, 1000); // after SIGKILL; only a process stuck in the kernel outlasts this
        const escaped = await (0,escaped_processes/* endTaggedProcesses */.$M)(this.tag);
        if (escaped.length > 0) {
            const commands = [...new Set(escaped.map((p) => this.redactor.text(p.command)))];
            this.handlers?.problem?.({ kind: "server-orphaned-process", count: escaped.length, commands });
        }
        this.splitter?.endOverlong();
        this.reportClose("closed by the client");
        child.stdout?.destroy();
        child.stderr?.destroy();
    }
    reportClose(reason) {
        if (this.closeReported)
            return;
        this.closeReported = true;
        this.handlers?.close({ exit: this.exit, reason });
    }
    /** The last `maxChars` characters of stderr, secrets redacted. */
    stderrTail(maxChars = 2000) {
        return this.redactor.tail(this.stderrText, maxChars);
    }
    exitStatus() {
        return this.exit;
    }
    sinceStart() {
        return Math.round(external_node_perf_hooks_.performance.now() - this.startedAt);
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** One sentence for a spawn failure, naming the command. */
function describeSpawnError(command, error) {
    const code = error.code;
    if (code === "ENOENT")
        return `server command "${command}" was not found: check its spelling and that it is on PATH (or give its path)`;
    if (code === "EACCES")
        return `server command "${command}" is not executable: check its permissions, or run it through its interpreter (e.g. node ${command})`;
    return `Could not start the server "${command}": ${error.message}`;
}


/***/ }),

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Og: () => (/* binding */ urlForMessage),
/* harmony export */   Om: () => (/* binding */ checkHttpUrl),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   jm: () => (/* binding */ urlForReport),
/* harmony export */   q$: () => (/* binding */ isHttpUrl),
/* harmony export */   sD: () => (/* binding */ redactorFor)
/* harmony export */ });
/* unused harmony export secretsOfTarget */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5753);
/* harmony import */ var _secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6892);



/**
 * A short human description of a target for reports. Header values, env values, URL credentials and URL
 * query strings (where API keys often ride) never appear.
 */
function describeTarget(target) {
    const quote = (word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);
    if (target.kind === "http") {
        const where = urlForReport(target.url);
        return target.launch ? `${where} (started with ${[target.launch.command, ...target.launch.args].map(quote).join(" ")})` : where;
    }
    return [target.command, ...target.args].map(quote).join(" ");
}
/**
 * A URL as the user typed it, for an error message about it, with anything that may be a credential hidden: the
 * `user:password@` part and the query string become `…` (works on text that does not parse as a URL too).
 */
function urlForMessage(text) {
    return text.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, "$1…@").replace(/\?.*$/s, "?…");
}
/**
 * Whether `text` is a URL we can reach a Streamable HTTP server at: `http://` or `https://` (any case), no
 * whitespace, and one that WHATWG `URL` parses. The one URL check of the target inputs (`--url`, `mcp-url`, a config
 * entry's `url`) and of server.json (which also refuses unfilled `{variables}`). Pure.
 */
function isHttpUrl(text) {
    return /^https?:\/\/\S+$/i.test(text) && URL.canParse(text);
}
/** Throws an `OptionError` about `url` (each face names its own input) unless {@link isHttpUrl}; the URL is shown without credentials or query. */
function checkHttpUrl(url) {
    if (!isHttpUrl(url))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR("url", (say) => `${say("url")}: '${urlForMessage(url)}' is not valid; expected an http:// or https:// URL`);
}
/** `scheme://host/path` of a URL for reports: no credentials, no query string (API keys and session ids ride there). */
function urlForReport(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
    }
    catch {
        return "(invalid URL)";
    }
}
/**
 * The secret values of a target (see `secrets/secret-values.ts` for the rule): its environment overrides (stdio
 * `env`, an HTTP target's `launch.env`), its header values, the credentials and key-like query values of its URL,
 * and its `secrets`.
 */
function secretsOfTarget(target) {
    if (target.kind === "stdio")
        return [...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfEnv */ .UO)(target.env), ...(target.secrets ?? [])];
    return [...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfHeaders */ .hT)(target.headers), ...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfUrl */ .mE)(target.url), ...(0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_2__/* .secretsOfEnv */ .UO)(target.launch?.env), ...(target.secrets ?? [])];
}
/** The redactor for everything a target's server sends (its {@link secretsOfTarget}). */
function redactorFor(target) {
    return new _secrets_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .p(secretsOfTarget(target));
}


/***/ }),

/***/ 745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fH: () => (/* binding */ parseFrame),
/* harmony export */   gW: () => (/* binding */ POLLUTION_LINE_CHARS),
/* harmony export */   wl: () => (/* binding */ pollutionRecord)
/* harmony export */ });
/* unused harmony export isJsonRpcMessage */
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8714);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1598);


/**
 * Classifies one parsed JSON value: a JSON-RPC message is an object with a string `method` (request or
 * notification) or with an `id` member and a `result` or `error` member (response). JSON-RPC 2.0 §4–§5.
 * `jsonrpc: "2.0"` is not required here, so a sloppy response still reaches its request; protocol checks
 * validate the raw frame.
 */
function isJsonRpcMessage(value) {
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(value))
        return false;
    if (typeof value.method === "string")
        return true;
    return "id" in value && ("result" in value || "error" in value);
}
/**
 * Parses one frame (a stdout line, an SSE `data` payload, an HTTP body) into the JSON-RPC messages it holds:
 * one message, or the members of a batch array whose members are all messages (MCP 2025-03-26 allowed
 * batches). Returns null when the frame is not JSON, or is JSON but not JSON-RPC: that frame is pollution.
 * Values nested deeper than `MAX_FRAME_DEPTH` are cut there (`pruneDeep`), so nothing downstream recurses
 * without bound. Never throws.
 */
function parseFrame(raw) {
    const first = raw.trimStart()[0];
    if (first !== "{" && first !== "[")
        return null; // skip JSON.parse on text that cannot be a message
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        return null;
    }
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .mayNestDeeperThan */ .oM)(raw, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FRAME_DEPTH */ .rF))
        (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .pruneDeep */ .Pt)(value);
    if (isJsonRpcMessage(value))
        return [value];
    if (Array.isArray(value) && value.length > 0 && value.every(isJsonRpcMessage))
        return value;
    return null;
}
/** Characters of a pollution line kept in its record; a longer line keeps its head and its length. */
const POLLUTION_LINE_CHARS = 4096;
/** The record of one pollution line: the line itself, or its first {@link POLLUTION_LINE_CHARS} characters and its length. */
function pollutionRecord(line, atMs) {
    if (line.length <= POLLUTION_LINE_CHARS)
        return { line, atMs };
    return { line: line.slice(0, POLLUTION_LINE_CHARS), atMs, truncated: true, lengthChars: line.length };
}


/***/ }),

/***/ 899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ KNOWN_VERSIONS),
/* harmony export */   E_: () => (/* binding */ KNOWN_LEGACY_VERSIONS),
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   HE: () => (/* binding */ modernMeta),
/* harmony export */   HP: () => (/* binding */ LEGACY_VERSION),
/* harmony export */   JR: () => (/* binding */ CLIENT_INFO),
/* harmony export */   SO: () => (/* binding */ pickVersion),
/* harmony export */   db: () => (/* binding */ LEGACY_CLIENT_CAPABILITIES),
/* harmony export */   j$: () => (/* binding */ MODERN_VERSION),
/* harmony export */   mX: () => (/* binding */ isModernVersion),
/* harmony export */   oN: () => (/* binding */ isRevision),
/* harmony export */   qv: () => (/* binding */ UNSUPPORTED_PROTOCOL_VERSION),
/* harmony export */   uX: () => (/* binding */ UNKNOWN_VERSION)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);
/**
 * MCP protocol revisions and the client identity we present. Revisions are ISO dates, so they order as
 * strings. Era boundary: MCP 2026-07-28 basic/versioning ("modern" = 2026-07-28 and later, "legacy" =
 * 2025-11-25 and earlier).
 */

/** The stateless revision we speak and probe with (`server/discover`). */
const MODERN_VERSION = "2026-07-28";
/** The newest initialize-handshake revision; what `initialize` offers unless a revision is pinned. */
const LEGACY_VERSION = "2025-11-25";
/** Legacy revisions we know, newest first (MCP revisions 2024-11-05 … 2025-11-25). */
const KNOWN_LEGACY_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/** Every revision we speak, newest first: the modern one, then {@link KNOWN_LEGACY_VERSIONS} (what `--protocol` may pin). */
const KNOWN_VERSIONS = [MODERN_VERSION, ...KNOWN_LEGACY_VERSIONS];
/** A revision that does not exist (revisions are dates; MCP began in 2024): the version-negotiation checks offer it. */
const UNKNOWN_VERSION = "1999-01-01";
/** How mcp-checkup names itself in `clientInfo` (MCP `Implementation`). */
const CLIENT_INFO = { name: "mcp-checkup", version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x };
/** `_meta` keys of the 2026-07-28 per-request envelope (MCP 2026-07-28 basic/index §`_meta`). */
const META = {
    protocolVersion: "io.modelcontextprotocol/protocolVersion",
    clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
    clientInfo: "io.modelcontextprotocol/clientInfo",
    serverInfo: "io.modelcontextprotocol/serverInfo",
};
/** Error code of `UnsupportedProtocolVersionError` (MCP 2026-07-28 schema, `data: {supported, requested}`). */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** True for a revision string that looks like a date (`YYYY-MM-DD`). */
function isRevision(value) {
    return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
/**
 * The client capabilities offered in a legacy `initialize`: roots, answered with an empty list (MCP 2025-11-25
 * client/roots). Declared because the clients servers are written for (desktop and IDE hosts) declare it, and
 * some servers only register tools for such clients (server-everything's `get-roots-list`); an empty list
 * leaves a server's own configured directories in place. Sampling and elicitation are not declared: we
 * cannot answer them.
 */
const LEGACY_CLIENT_CAPABILITIES = { roots: { listChanged: false } };
/** True for a modern (stateless, 2026-07-28 or later) revision. */
function isModernVersion(version) {
    return isRevision(version) && version >= MODERN_VERSION;
}
/**
 * The `_meta` every modern request carries: protocol version and client capabilities (required) and
 * clientInfo (SHOULD). MCP 2026-07-28 basic/index §`_meta`, `RequestMetaObject`. We declare no client
 * capabilities.
 */
function modernMeta(version) {
    return {
        [META.protocolVersion]: version,
        [META.clientCapabilities]: {},
        [META.clientInfo]: { ...CLIENT_INFO },
    };
}
/**
 * Picks the version to use from a list the server sent: `preferred` when listed, else the newest listed
 * revision accepted by `accept`. Undefined when none fits or `offered` is not an array.
 */
function pickVersion(offered, preferred, accept) {
    if (!Array.isArray(offered))
        return undefined;
    const candidates = offered.filter((v) => isRevision(v) && accept(v));
    if (candidates.includes(preferred))
        return preferred;
    return candidates.sort().at(-1);
}


/***/ }),

/***/ 4890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ terminalSafe)
/* harmony export */ });
/* harmony import */ var _unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1370);

/**
 * Terminal escape sequences: CSI (`ESC [` … final byte, or the 8-bit CSI U+009B), OSC (`ESC ]` … BEL or
 * `ESC \`, used for hyperlinks and window titles), DCS/SOS/PM/APC strings, and two-character `ESC x` forms.
 */
const ESCAPE_SEQUENCES = /(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[\]PX^_][\s\S]*?(?:\u0007|\u001B\\|$)|\u001B[\s\S]?/g;
/**
 * Makes server-supplied text safe to print on a terminal: removes whole escape sequences (a server could
 * otherwise recolour, clear or retitle the user's terminal, or hide text, through a tool name or an error
 * message), then every other control, bidi-override and Unicode tag character; folds line breaks and tabs
 * into spaces unless `multiline`. Never throws.
 */
function terminalSafe(text, options = {}) {
    let out = (0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .removeUnsafeChars */ .yI)(String(text).replace(ESCAPE_SEQUENCES, ""));
    out = options.multiline ? out.replace(/\r\n?/g, "\n").replace(/\t/g, " ") : (0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .toOneLine */ .GX)(out);
    return options.limit === undefined ? out : (0,_unsafe_chars_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(out, options.limit);
}


/***/ }),

/***/ 1370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ toOneLine),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   yI: () => (/* binding */ removeUnsafeChars)
/* harmony export */ });
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


/***/ }),

/***/ 3063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ NotesStore),
/* harmony export */   v_: () => (/* binding */ SAMPLE_BUGS)
/* harmony export */ });
/* unused harmony export STARTER_NOTES */
/**
 * The sample server's notes: an in-memory store, oldest first. `bug` switches on one deliberate defect, the
 * same ones as the shared notes cases (`/work/shared/cases/notes-server.mjs`), so the effect probes have
 * something to find:
 * - `silent-skip`: saving a note whose title exists answers success and changes nothing (`probe-silent-noop`);
 * - `lose-on-write`: every new note replaces all stored notes (`probe-data-lost`);
 * - `limit-ignored`: `limit` is ignored by list and search (`probe-bound-exceeded`).
 */
/** The defects the sample server can be started with (`--bug MODE`). */
const SAMPLE_BUGS = ["silent-skip", "lose-on-write", "limit-ignored"];
/** The notes a fresh server starts with, so listing and searching have something to show. */
const STARTER_NOTES = [
    { title: "welcome", body: "Notes saved here live in memory until the server stops.", tags: ["help"] },
    { title: "shopping", body: "Bread, cheese, apples and coffee beans.", tags: ["home"] },
    { title: "release checklist", body: "Update the changelog, tag the release, publish the package.", tags: ["work"] },
];
class NotesStore {
    bug;
    notes = STARTER_NOTES.map((n) => ({ ...n, tags: [...n.tags] }));
    constructor(bug) {
        this.bug = bug;
    }
    /** Creates a note, or replaces the body and tags of the note with the same title. */
    save(title, body, tags) {
        const existing = this.notes.find((n) => n.title === title);
        if (existing) {
            if (this.bug !== "silent-skip") {
                existing.body = body;
                existing.tags = [...tags];
            }
            return { note: this.bug === "silent-skip" ? { title, body, tags } : { ...existing }, created: false };
        }
        if (this.bug === "lose-on-write")
            this.notes = [];
        const note = { title, body, tags: [...tags] };
        this.notes.push(note);
        return { note: { ...note }, created: true };
    }
    /** The note with this exact title, or undefined. */
    get(title) {
        const n = this.notes.find((x) => x.title === title);
        return n && { ...n };
    }
    /** Up to `limit` notes, oldest first (all of them when `limit` is undefined). */
    list(limit) {
        return this.cap(this.notes, limit);
    }
    /** Up to `limit` notes whose title, body or tags contain `query` (case-insensitive), oldest first. */
    search(query, limit) {
        const q = query.toLowerCase();
        const hits = this.notes.filter((n) => [n.title, n.body, ...n.tags].some((s) => s.toLowerCase().includes(q)));
        return this.cap(hits, limit);
    }
    /** Deletes the note with this title; false when there was none. */
    delete(title) {
        const before = this.notes.length;
        this.notes = this.notes.filter((n) => n.title !== title);
        return this.notes.length < before;
    }
    cap(notes, limit) {
        const n = limit === undefined || this.bug === "limit-ignored" ? notes.length : limit;
        return notes.slice(0, n).map((x) => ({ ...x, tags: [...x.tags] }));
    }
}


/***/ }),

/***/ 1710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bF: () => (/* binding */ buildScorecard)
});

// UNUSED EXPORTS: protocolLabel, summarizeTools

// EXTERNAL MODULE: ./src/findings/accepted.ts
var accepted = __webpack_require__(465);
// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
;// CONCATENATED MODULE: ./src/scorecard/inconclusive.ts
/**
 * Refused and blocked calls, grouped by cause (DESIGN.md "Score and grade": they count for nothing, and the
 * report says how many and why, once, with the fix that makes them conclusive). Twenty-seven tools that fail for
 * one `ENOTFOUND api.example.com` are one group listing the tools, not twenty-seven findings.
 */
/** Flags in the fix texts, in the engine's CLI spelling; the Action says them as its inputs (`inActionTerms`). */
const ARG = "--arg TOOL:NAME=VALUE or --args-file";
const ENV = "--env KEY=VALUE";
/**
 * An `--arg` example for the fix: a parameter whose value was made up (from the schema, a description or its name)
 * rather than one the server or the user gave, which is already right — filesystem's `edit_file`, refused for an
 * `oldText` it lacked, was told to supply its discovered `path`. The first argument when every one was given.
 */
function argExample(scenarios) {
    let fallback = "";
    for (const s of scenarios) {
        if (s.arguments === null || typeof s.arguments !== "object" || Array.isArray(s.arguments))
            continue;
        const names = Object.keys(s.arguments);
        const made = names.find((name) => !GIVEN_SOURCES.has(s.value_sources?.[name] ?? "schema"));
        if (made !== undefined)
            return ` (e.g. --arg ${s.tool}:${made}=…)`;
        if (names[0] !== undefined)
            fallback ||= ` (e.g. --arg ${s.tool}:${names[0]}=…)`;
    }
    return fallback;
}
/** Value sources that are not made up: the server's own values and the user's. */
const GIVEN_SOURCES = new Set(["discovered", "--arg"]);
/** The sentence saying what happened, and the fix, for one cause. */
function inconclusiveWords(cause, scenarios) {
    const subject = cause.subject;
    const example = argExample(scenarios);
    // Values the user gave are not "generated": a refusal of them says so, and the fix is to check them.
    const given = scenarios.some((s) => Object.values(s.value_sources ?? {}).includes("--arg"));
    const values = given ? "the values sent (some given with --arg)" : "the generated values";
    const check = given ? "Check the values given with --arg, and supply the others" : "Supply values";
    // A refusal sent as JSON-RPC -32603 (an internal error) is not a clean one, though it says what was not found.
    const internal = scenarios.filter((s) => s.verdict === "internal-error").length;
    const how = internal === 0 ? "it refused them cleanly" : `it said so${internal === scenarios.length ? "" : ` (${internal} of ${scenarios.length} calls)`} with JSON-RPC error -32603 (an internal error) where an isError result is expected`;
    switch (cause.kind) {
        case "not-found":
            return {
                reason: `The server did not find ${values}${given ? "" : " (made-up ids, names, paths or records)"}; ${how}.`,
                fix: `${check} that exist on the server with ${ARG}${example}.`,
            };
        case "invalid":
            return {
                reason: `The server's own validation refused ${values}, which satisfy the advertised inputSchema.`,
                fix: `${check} the tool accepts with ${ARG}${example}; if the tool should accept these, make its inputSchema say what it really accepts.`,
            };
        case "not-allowed":
            return {
                reason: `${values.charAt(0).toUpperCase()}${values.slice(1)} are outside what the server allows (e.g. paths outside its allowed folders).`,
                fix: `${check} inside what the server allows with ${ARG}${example}.`,
            };
        case "unexplained":
            return {
                reason: "The server answered with an isError result that does not say whether the value or the tool is at fault.",
                fix: `Supply real values with ${ARG}${example}; if the call still fails with them, the tool is at fault.`,
            };
        case "network":
            return {
                reason: subject ? `The server could not reach ${subject} (no network here).` : "The server could not reach the network.",
                fix: `Run the checkup where the server can reach ${subject ?? "its services"}, or point the server at a reachable endpoint with ${ENV}.`,
            };
        case "service":
            return {
                reason: `The server could not reach a service on this machine${subject ? ` at ${subject}` : ""} (it is not running here).`,
                fix: `Start the service the server needs before the checkup (in a workflow, as a job service or an earlier step), or point the server at a running one with ${ENV}.`,
            };
        case "network-wait":
            return {
                reason: "The server gave no answer in time, and its other calls could not reach the network: it was most likely waiting on the network.",
                fix: `Run the checkup where the server can reach its services; a tool that fails fast when its service is unreachable (a short request timeout) lets agents recover sooner.`,
            };
        case "credentials":
            return {
                reason: subject ? `The server lacks a key, token or setting it needs (${subject} is not set).` : "The server has no API key, token or credentials.",
                fix: `Give the server its credentials with ${subject ? `--env ${subject}=…` : ENV}.`,
            };
        case "upstream-auth":
            return {
                reason: `The service the server calls refused its credentials (HTTP ${subject ?? "401/403"}).`,
                fix: `Give the server valid credentials with ${ENV}.`,
            };
        case "upstream-unavailable":
            return {
                reason: `The service the server calls was unavailable or rate-limited${subject ? ` (HTTP ${subject})` : ""}.`,
                fix: `Run again when the service is available, or point the server at a working endpoint with ${ENV}.`,
            };
        case "binary":
            return {
                reason: `The server needs ${subject ?? "a program"}, which is not installed where it ran.`,
                fix: `Install ${subject ?? "the program"} where the server runs (or give it a PATH that has it with ${ENV}).`,
            };
    }
}
/**
 * Groups the refused and blocked calls — happy calls, and edge calls the environment stopped — by outcome and cause
 * (kind and subject): blocked first, then refused, each by number of calls (most first); tools in `toolOrder` order
 * (then first seen). Pure.
 */
function inconclusiveGroups(scenarios, toolOrder = []) {
    const groups = new Map();
    for (const s of scenarios) {
        if (s.outcome !== "refused" && s.outcome !== "blocked")
            continue;
        const cause = s.cause ?? { kind: s.outcome === "blocked" ? "network" : "unexplained" };
        const key = JSON.stringify([s.outcome, cause.kind, cause.subject ?? ""]);
        const group = groups.get(key);
        if (group)
            group.scenarios.push(s);
        else
            groups.set(key, { outcome: s.outcome, cause, scenarios: [s] });
    }
    const rank = (t) => {
        const i = toolOrder.indexOf(t);
        return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    return [...groups.values()]
        .map(({ outcome, cause, scenarios: calls }) => {
        const tools = [...new Set(calls.map((s) => s.tool))].sort((a, b) => rank(a) - rank(b));
        return { outcome, cause, ...inconclusiveWords(cause, calls), tools, calls: calls.length };
    })
        .sort((a, b) => (a.outcome === b.outcome ? b.calls - a.calls : a.outcome === "blocked" ? -1 : 1));
}

// EXTERNAL MODULE: ./src/scorecard/score.ts
var score = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/scorecard/build.ts




/**
 * The header label of what was graded (DESIGN.md "The MCP client", Eras): `MCP 2025-11-25 (initialize
 * handshake)` for the legacy era, `MCP 2026-07-28 (stateless)` for the modern one, `MCP (no session)` when
 * no revision was agreed.
 */
function protocolLabel(era, version) {
    if (version === "")
        return "MCP (no session)";
    return `MCP ${version} (${era === "modern" ? "stateless" : "initialize handshake"})`;
}
/**
 * The tool table: one row per advertised tool, in listing order. `passed`/`total` count the tool's scenarios
 * that ran (outcome `skipped` left out), `refused`/`blocked` those among them that count for nothing;
 * `avg_latency_ms` averages their durations, timeouts included, rounded to 0.1 ms (Toolscore's definition,
 * reference/toolscore-notes.md §8); a tool with no scenarios shows 0/0 and 0 ms, and `not_called` says why when the
 * run left it out on purpose. Scenarios naming a tool that
 * was not listed (the unknown-tool edge case) have no row.
 */
function summarizeTools(tools, scenarios) {
    const byTool = new Map();
    for (const s of scenarios) {
        if (s.outcome === "skipped")
            continue;
        const list = byTool.get(s.tool);
        if (list)
            list.push(s);
        else
            byTool.set(s.tool, [s]);
    }
    return tools.map((tool) => {
        const ran = byTool.get(tool.name) ?? [];
        const latency = ran.reduce((sum, s) => sum + s.duration_ms, 0);
        return {
            name: tool.name,
            passed: ran.filter((s) => s.outcome === "passed").length,
            total: ran.length,
            refused: ran.filter((s) => s.outcome === "refused").length,
            blocked: ran.filter((s) => s.outcome === "blocked").length,
            avg_latency_ms: ran.length === 0 ? 0 : Math.round((latency / ran.length) * 10) / 10,
            definition_tokens: tool.definition_tokens,
            ...(tool.not_called !== undefined ? { not_called: tool.not_called } : {}),
        };
    });
}
/**
 * Assembles the {@link Scorecard} — plain data, the JSON report — from the results of one run: score, grade and
 * cap from `computeScore`, coverage and provisional from `coverageOf`, refused/blocked calls grouped by
 * `inconclusiveGroups`, the tool table from {@link summarizeTools}, findings sorted with `compareFindings`,
 * `context_tokens` = every tool's definition tokens + the instructions' tokens. Keys are in the `Scorecard`
 * type's order. With `accepted`, the findings its entries match are marked accepted (and cost nothing in
 * `computeScore`), and the file's stale and expired entries become findings (`applyAccepted`; nothing is stale
 * when the server could not be graded or the run is `partial`); the day of the run is `timing.started_at`'s (UTC).
 * Inputs are not mutated. Pure; never throws.
 */
function buildScorecard(parts) {
    let findings = [...parts.findings];
    let acceptance;
    if (parts.accepted !== undefined) {
        const serverFailed = findings.some((f) => score/* SERVER_FAILURE_RULES */.fi.includes(f.rule));
        const applied = (0,accepted/* applyAccepted */.qN)(findings, parts.accepted, { today: parts.timing.started_at.slice(0, 10), complete: !serverFailed && parts.partial !== true });
        findings = applied.findings;
        acceptance = applied.summary;
    }
    findings.sort(finding/* compareFindings */.Eg);
    const probes = [...(parts.probes ?? [])];
    // Stdout pollution caps through its reason; an accepted stdout-pollution finding caps nothing.
    const pollutionAccepted = findings.some((f) => f.rule === "stdout-pollution") && findings.every((f) => f.rule !== "stdout-pollution" || f.accepted !== undefined);
    const capReasons = (parts.capReasons ?? []).filter((r) => !(pollutionAccepted && r.startsWith("stdout-pollution")));
    const result = (0,score/* computeScore */.gp)({
        scenarios: parts.scenarios,
        numTools: parts.tools.length,
        findings,
        probes,
        probeGradeCap: parts.probeGradeCap,
        ...(capReasons.length > 0 ? { capReasons } : {}),
    });
    const coverage = (0,score/* coverageOf */._5)(parts.scenarios);
    const server = { name: parts.server?.name ?? "", version: parts.server?.version ?? "" };
    if (parts.server?.title !== undefined)
        server.title = parts.server.title;
    if (parts.server?.instructions !== undefined)
        server.instructions = parts.server.instructions;
    const definitionTokens = parts.tools.reduce((sum, t) => sum + t.definition_tokens, 0);
    return {
        schemaVersion: 1,
        server,
        protocol: {
            era: parts.protocol.era,
            version: parts.protocol.version,
            label: protocolLabel(parts.protocol.era, parts.protocol.version),
        },
        target: parts.target,
        grade: result.grade,
        score: result.score,
        happy_pass_rate: result.happy_pass_rate,
        edge_resilience_rate: result.edge_resilience_rate,
        lint_score: result.lint_score,
        effect_rate: result.effect_rate,
        grade_cap: result.grade_cap,
        coverage,
        provisional: (0,score/* isProvisional */.Pv)(coverage),
        tools: summarizeTools(parts.tools, parts.scenarios),
        scenarios: [...parts.scenarios],
        inconclusive: inconclusiveGroups(parts.scenarios, parts.tools.map((t) => t.name)),
        probes,
        protocol_checks: [...(parts.protocolChecks ?? [])],
        findings,
        instructions_tokens: parts.instructionsTokens,
        context_tokens: definitionTokens + parts.instructionsTokens,
        token_method: parts.tokenMethod,
        ...(parts.context !== undefined ? { context: parts.context } : {}),
        ...(parts.clientProfiles !== undefined ? { client_profiles: parts.clientProfiles } : {}),
        ...(parts.discovery !== undefined ? { discovery: parts.discovery } : {}),
        ...(acceptance !== undefined ? { acceptance } : {}),
        seed: parts.seed,
        timing: parts.timing,
    };
}


/***/ }),

/***/ 2591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   go: () => (/* binding */ parseCoverage),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   qH: () => (/* binding */ gradeAtLeast),
/* harmony export */   rM: () => (/* binding */ gradeForScore),
/* harmony export */   x: () => (/* binding */ coverageMeets),
/* harmony export */   zq: () => (/* binding */ parseGrade)
/* harmony export */ });
/* unused harmony exports GRADE_BANDS, GRADE_EPSILON */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2513);


/**
 * Lower score bounds of the grade bands, best first (DESIGN.md "Score and grade": A ≥ 0.90, B ≥ 0.80,
 * C ≥ 0.70, D ≥ 0.60, F below).
 */
const GRADE_BANDS = [
    { grade: "A", min: 0.9 },
    { grade: "B", min: 0.8 },
    { grade: "C", min: 0.7 },
    { grade: "D", min: 0.6 },
];
/**
 * Tolerance when comparing a score with a band edge. Toolscore compares the raw float, so float noise such as
 * 0.8999999999 shows as "90%" yet grades B (reference/toolscore-notes.md §7); we do not repeat that.
 */
const GRADE_EPSILON = 1e-9;
/** The grade of a score in 0..1 (band edges inclusive, within {@link GRADE_EPSILON}). Never throws. */
function gradeForScore(score) {
    for (const band of GRADE_BANDS)
        if (score + GRADE_EPSILON >= band.min)
            return band.grade;
    return "F";
}
/** Whether `grade` is `threshold` or better (A best, F worst), e.g. `gradeAtLeast("B", "C")` is true. */
function gradeAtLeast(grade, threshold) {
    return _types_js__WEBPACK_IMPORTED_MODULE_1__/* .GRADES */ .F.indexOf(grade) <= _types_js__WEBPACK_IMPORTED_MODULE_1__/* .GRADES */ .F.indexOf(threshold);
}
/**
 * Reads a grade letter given by a user (`--fail-under b`, `mcp-fail-under: B`): one of A, B, C, D, F,
 * case-insensitive, surrounding spaces ignored.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else (including `E`, numbers and the empty string).
 */
function parseGrade(text, inputName = "grade") {
    const letter = text.trim().toUpperCase();
    if (_types_js__WEBPACK_IMPORTED_MODULE_1__/* .GRADES */ .F.includes(letter))
        return letter;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${inputName}: "${text}" is not a grade; use one of ${_types_js__WEBPACK_IMPORTED_MODULE_1__/* .GRADES */ .F.join(", ")}.`);
}
/**
 * Reads a minimum coverage given by a user (`--min-coverage 0.5`, `--min-coverage 50%`, `mcp-min-coverage: 0.5`):
 * a fraction from 0 to 1, or a percentage from 0% to 100%; surrounding spaces ignored. Returns the fraction.
 * @param inputName the flag or input the text came from, named in the error message.
 * @throws UsageError for anything else.
 */
function parseCoverage(text, inputName = "coverage") {
    const t = text.trim();
    const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(t);
    const value = percent ? Number(percent[1]) / 100 : /^\d*\.?\d+$/.test(t) ? Number(t) : Number.NaN;
    if (Number.isFinite(value) && value >= 0 && value <= 1)
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${inputName}: "${text}" is not a coverage; use a fraction from 0 to 1 (e.g. 0.5) or a percentage (e.g. 50%).`);
}
/**
 * A 0..1 rate as a whole percentage, rounded **down** (within 1e-6 for float noise): `0.93` → `93%`,
 * `0.8999999999` → `90%`, `0.8996` → `89%`. Rounding down keeps the shown number and the grade in step
 * (a score shown as 90% is always an A; Toolscore rounds half up and can print "B · 90%",
 * reference/toolscore-notes.md §7), and 100% means nothing failed. Used by every renderer and the gate.
 */
function formatPercent(rate) {
    return `${Math.floor(rate * 100 + 1e-6)}%`;
}
/** Whether a coverage meets a minimum; no tool called (null) always does. */
function coverageMeets(coverage, minimum) {
    return coverage === null || coverage + 1e-9 >= minimum;
}


/***/ }),

/***/ 4610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ redactScorecard)
});

;// CONCATENATED MODULE: ./src/findings/evidence-bounds.ts
/**
 * Characters of one evidence field a report keeps (README "Limits"): `request` and `response` as compact JSON,
 * `excerpt` as text. A server's answer can be 10 MiB; evidence is there to show what was wrong, not to copy it.
 */
const EVIDENCE_MAX_CHARS = 4000;
/** Compact JSON of `value`, or undefined when it has none (undefined) or cannot be serialised (a cycle, too deep). */
function compactJson(value) {
    try {
        return JSON.stringify(value);
    }
    catch {
        return "[not serialisable]";
    }
}
/**
 * `evidence` with each field at most {@link EVIDENCE_MAX_CHARS} characters: a longer `request`/`response` becomes
 * the start of its compact JSON followed by `… (truncated from N characters)`, a longer `excerpt` is cut the same
 * way. Fields within the bound are kept as they are (same values).
 */
function boundEvidence(evidence) {
    const out = {};
    const cut = (text) => `${text.slice(0, EVIDENCE_MAX_CHARS)}… (truncated from ${text.length} characters)`;
    for (const key of ["request", "response"]) {
        if (!(key in evidence))
            continue;
        const value = evidence[key];
        const json = compactJson(value);
        out[key] = json !== undefined && json.length > EVIDENCE_MAX_CHARS ? cut(json) : value;
    }
    if (evidence.excerpt !== undefined)
        out.excerpt = evidence.excerpt.length > EVIDENCE_MAX_CHARS ? cut(evidence.excerpt) : evidence.excerpt;
    return out;
}

;// CONCATENATED MODULE: ./src/scorecard/redact-scorecard.ts

/**
 * The scorecard as every report may show it (issue 12, "Redaction at the source"): each string in it — server text,
 * findings, evidence, scenario arguments and details, the target — with the run's secrets redacted, and each
 * finding's evidence bounded (`boundEvidence`). The engine applies it before returning a scorecard; the Action
 * applies it again with the GitHub token before anything is published. Pure; returns a copy.
 */
function redactScorecard(scorecard, redactor) {
    const redacted = redactor.json(scorecard);
    return {
        ...redacted,
        findings: redacted.findings.map((f) => (f.evidence === undefined ? f : { ...f, evidence: boundEvidence(f.evidence) })),
    };
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jf: () => (/* binding */ isProbeCapReason),
/* harmony export */   Pv: () => (/* binding */ isProvisional),
/* harmony export */   UI: () => (/* binding */ PROBE_GRADE_CAP),
/* harmony export */   _5: () => (/* binding */ coverageOf),
/* harmony export */   c8: () => (/* binding */ isConclusive),
/* harmony export */   fi: () => (/* binding */ SERVER_FAILURE_RULES),
/* harmony export */   gp: () => (/* binding */ computeScore),
/* harmony export */   kL: () => (/* binding */ lintCounts),
/* harmony export */   mo: () => (/* binding */ coveredTools),
/* harmony export */   n1: () => (/* binding */ acceptedCalls),
/* harmony export */   tS: () => (/* binding */ isHighConfidenceProbeFailure)
/* harmony export */ });
/* unused harmony exports WEIGHTS, LINT_COST, PROBE_PENALTY, SERVER_LEVEL_LINT_RULES, round4, countsInLintTerm */
/* harmony import */ var _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7745);
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2591);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2513);



/** The grade helpers, re-exported so callers of the score find them here too. */

/** Weights of the score terms (DESIGN.md "Score and grade"; the same as Toolscore, reference/toolscore-notes.md §7). */
const WEIGHTS = { happy: 0.6, edge: 0.2, lint: 0.2 };
/** Lint-term cost of one error / one warning, per tool. */
const LINT_COST = { error: 0.25, warning: 0.1 };
/** Score taken off per tool (as a share of all tools) that fails a high-confidence probe. */
const PROBE_PENALTY = 0.6;
/** The grade a high-confidence probe failure caps at (unless `probeGradeCap` is off), and stdout pollution too. */
const PROBE_GRADE_CAP = "C";
/**
 * Runtime rules that count in the lint term. Other runtime findings do not: they are what the happy and edge
 * rates already measure (`happy-call-failed`, `edge-crash`, …), so counting them again would punish twice.
 * These two are defects of the server as a whole that no scenario can see: a stdio client breaks on stdout
 * text that is not JSON-RPC (MCP 2025-11-25 basic/transports §stdio), and a client hangs on endless
 * `tools/list` pages (MCP 2025-11-25 server/utilities/pagination).
 */
const SERVER_LEVEL_LINT_RULES = ["stdout-pollution", "pagination-loop"];
/**
 * Rules meaning nothing could be measured because the server failed: then the happy and edge terms with no
 * scenarios count as zero instead of full credit (a server that does not start must not grade A).
 */
const SERVER_FAILURE_RULES = ["server-start-failed", "tools-list-failed"];
/** Rounds to 4 decimals, so the JSON report is stable across platforms and float noise is gone. */
function round4(value) {
    return Math.round(value * 10_000) / 10_000;
}
/**
 * Whether a finding counts in the lint term: rule category `lint` or `protocol` (issue "Protocol checks":
 * protocol findings count as errors/warnings per their severity), or one of {@link SERVER_LEVEL_LINT_RULES};
 * severity `error` or `warning` (info never costs); not accepted (`--accepted`: accepted findings cost nothing).
 * Probe findings have their own penalty; drift findings never change the score (issue "Schema drift").
 */
function countsInLintTerm(f) {
    if (f.severity === "info" || f.accepted !== undefined)
        return false;
    const category = _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule]?.category;
    return category === "lint" || category === "protocol" || SERVER_LEVEL_LINT_RULES.includes(f.rule);
}
/**
 * Counts the errors and warnings that make up the lint term. A server-level rule counts once however many
 * findings it has (fifty banner lines on stdout are one defect).
 */
function lintCounts(findings) {
    let errors = 0;
    let warnings = 0;
    const serverLevelSeen = new Set();
    for (const f of findings) {
        if (!countsInLintTerm(f))
            continue;
        if (SERVER_LEVEL_LINT_RULES.includes(f.rule)) {
            if (serverLevelSeen.has(f.rule))
                continue;
            serverLevelSeen.add(f.rule);
        }
        if (f.severity === "error")
            errors++;
        else
            warnings++;
    }
    return { errors, warnings };
}
/** Whether a finding is a high-confidence probe failure (the ones that are penalised and cap the grade, unless accepted). */
function isHighConfidenceProbeFailure(f) {
    return _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule]?.category === "probe" && f.confidence === "high" && f.severity !== "info";
}
/**
 * The calls that count for nothing because every finding they raised is accepted (`--accepted`): a failed call
 * whose `rules` all have an accepted finding on its tool. Accepting `happy-call-failed` on a tool thus takes its
 * failed happy calls out of the happy rate, as the finding promised to cost nothing. Returns a predicate. Pure.
 */
function acceptedCalls(findings) {
    const accepted = new Set(findings.filter((f) => f.accepted !== undefined).map((f) => `${f.rule}\u0000${f.tool ?? ""}`));
    if (accepted.size === 0)
        return () => false;
    return (s) => s.outcome === "failed" && (s.rules?.length ?? 0) > 0 && s.rules.every((rule) => accepted.has(`${rule}\u0000${s.tool ?? ""}`));
}
/**
 * Computes score, rates, grade and grade cap exactly as DESIGN.md "Score and grade":
 * ```
 * score = 0.6 * happy_pass_rate + 0.2 * edge_resilience_rate + 0.2 * lint_score
 * lint_score = max(0, 1 - (errors * 0.25 + warnings * 0.1) / max(num_tools, 1))
 * score = max(0, score - 0.6 * tools_failing_high_confidence_probes / max(num_tools, 1))
 * ```
 * - Rates count conclusive calls only: `passed / (passed + failed)`; `refused`, `blocked` and `skipped` calls
 *   count for nothing (DESIGN.md "Score and grade"), and so do failed calls whose findings are all accepted
 *   (`acceptedCalls`). Accepted findings are left out of the lint term, the probe penalty and the cap. A term with nothing to measure is full credit (no
 *   conclusive happy call → 1, no tools and no lint findings → 1), except after a server failure
 *   ({@link SERVER_FAILURE_RULES}), when an empty happy or edge term is zero.
 * - `effect_rate`: passed / (passed + failed) over high-confidence probe results; null when there are none.
 * - The grade comes from the score rounded to 4 decimals, with a 1e-9 tolerance at band edges, so the grade
 *   and the percentage shown always agree.
 * - Cap: any high-confidence probe failure (a probe finding with confidence high, or a failed high-confidence
 *   probe result) caps the grade at C, and so does every entry of `capReasons` (stdout pollution): the
 *   reported grade is the worse of the uncapped grade and C; the score is unchanged. `capped` (and `cap: "C"`)
 *   whenever a cap applies — also when the grade was already C or worse, so gates and badges can rely on it;
 *   `uncapped_grade` tells whether it lowered the grade. `reasons` name each cause (`capReasons` first, then
 *   `probe-silent-noop on create_note (high confidence)`), probe failures also when the probe cap is off, so
 *   reports can say what it would have done. Medium and low confidence never cap (issue "Effect probes"
 *   §Confidence).
 * Pure; never throws.
 */
function computeScore(input) {
    const serverFailed = input.findings.some((f) => SERVER_FAILURE_RULES.includes(f.rule));
    const empty = serverFailed ? 0 : 1;
    const accepted = acceptedCalls(input.findings);
    const counted = input.scenarios.filter((s) => !accepted(s));
    const happy = passRate(counted, "happy", empty);
    const edge = passRate(counted, "edge", empty);
    const perTool = Math.max(input.numTools, 1);
    const { errors, warnings } = lintCounts(input.findings);
    const lint = Math.max(0, 1 - (errors * LINT_COST.error + warnings * LINT_COST.warning) / perTool);
    const failures = highConfidenceProbeFailures(input);
    let raw = WEIGHTS.happy * happy + WEIGHTS.edge * edge + WEIGHTS.lint * lint;
    raw = Math.max(0, raw - (PROBE_PENALTY * failures.tools.size) / perTool);
    const score = round4(raw);
    const uncapped = (0,_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeForScore */ .rM)(score);
    const always = [...(input.capReasons ?? [])];
    const cap = always.length > 0 || (input.probeGradeCap && failures.reasons.length > 0) ? PROBE_GRADE_CAP : null;
    const lowered = cap !== null && (0,_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeAtLeast */ .qH)(uncapped, cap);
    return {
        score,
        happy_pass_rate: round4(happy),
        edge_resilience_rate: round4(edge),
        lint_score: round4(lint),
        effect_rate: effectRate(input.probes ?? []),
        grade: lowered ? cap : uncapped,
        grade_cap: {
            enabled: input.probeGradeCap,
            // Capped only when the cap is the grade: an F is not "capped at C" (a new user read exactly that).
            capped: lowered,
            cap,
            uncapped_grade: uncapped,
            reasons: [...always, ...failures.reasons],
        },
    };
}
/** Whether a call counts in a rate: it passed or failed (refused, blocked and skipped calls count for nothing). */
function isConclusive(outcome) {
    return outcome === "passed" || outcome === "failed";
}
function passRate(scenarios, kind, whenEmpty) {
    let total = 0;
    let passed = 0;
    for (const s of scenarios) {
        if (s.kind !== kind || !isConclusive(s.outcome))
            continue;
        total++;
        if (s.outcome === "passed")
            passed++;
    }
    return total === 0 ? whenEmpty : passed / total;
}
/**
 * Coverage (DESIGN.md "Score and grade"): the share of called tools (a happy call that was not skipped) with at
 * least one conclusive happy call, rounded to 4 decimals; null when no tool was called. Below
 * {@link PROVISIONAL_BELOW} the grade is provisional.
 */
function coverageOf(scenarios) {
    const { called, covered } = coveredTools(scenarios);
    return called.size === 0 ? null : round4(covered.size / called.size);
}
/** The called tools (a happy call that was not skipped) and, among them, those with a conclusive happy call. */
function coveredTools(scenarios) {
    const called = new Set();
    const covered = new Set();
    for (const s of scenarios) {
        if (s.kind !== "happy" || s.outcome === "skipped")
            continue;
        called.add(s.tool);
        if (isConclusive(s.outcome))
            covered.add(s.tool);
    }
    return { called, covered };
}
/** Whether a grade at this coverage is provisional: coverage below {@link PROVISIONAL_BELOW} (null never is). */
function isProvisional(coverage) {
    return coverage !== null && coverage < _types_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVISIONAL_BELOW */ .r;
}
function effectRate(probes) {
    let total = 0;
    let passed = 0;
    for (const p of probes) {
        if (p.confidence !== "high" || (p.status !== "passed" && p.status !== "failed"))
            continue;
        total++;
        if (p.status === "passed")
            passed++;
    }
    return total === 0 ? null : round4(passed / total);
}
/** The suffix of every probe cap reason (`probe-silent-noop on create_note (high confidence)`). */
const PROBE_REASON_SUFFIX = "(high confidence)";
/** Whether a `grade_cap.reasons` entry is a probe failure (which `--no-probe-grade-cap` turns off). */
function isProbeCapReason(reason) {
    return reason.endsWith(PROBE_REASON_SUFFIX);
}
/** Tools failing high-confidence probes, from findings and probe results, with one reason per rule and tool. */
function highConfidenceProbeFailures(input) {
    const tools = new Set();
    const reasons = [];
    const add = (what, tool) => {
        tools.add(tool ?? "");
        const reason = tool === undefined ? `${what} ${PROBE_REASON_SUFFIX}` : `${what} on ${tool} ${PROBE_REASON_SUFFIX}`;
        if (!reasons.includes(reason))
            reasons.push(reason);
    };
    // A failed result on a tool that already has a high-confidence probe finding is that same failure (accepted or not).
    const withFinding = new Set(input.findings.filter(isHighConfidenceProbeFailure).map((f) => f.tool ?? ""));
    for (const f of input.findings)
        if (isHighConfidenceProbeFailure(f) && f.accepted === undefined)
            add(f.rule, f.tool);
    for (const p of input.probes ?? []) {
        if (p.status === "failed" && p.confidence === "high" && !withFinding.has(p.tool))
            add(p.probe, p.tool);
    }
    return { tools, reasons };
}


/***/ }),

/***/ 7752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ topIssues)
/* harmony export */ });
/* unused harmony export issuePriority */
/* harmony import */ var _findings_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7745);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7729);


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


/***/ }),

/***/ 2513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ GRADES),
/* harmony export */   r: () => (/* binding */ PROVISIONAL_BELOW)
/* harmony export */ });
/** Below this coverage the grade is provisional (DESIGN.md "Score and grade"). */
const PROVISIONAL_BELOW = 0.5;
const GRADES = ["A", "B", "C", "D", "F"];


/***/ }),

/***/ 5753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * The one redactor (issue 12 "Redaction at the source"): given the secret values of a run (see
 * `secret-values.ts`), it replaces each with {@link REDACTED} in text and inside JSON values, so a server that
 * echoes a token, an environment value or a header cannot leak it into a report, the console, the job summary, the
 * PR comment, an annotation, a badge or a recorder trace. The client applies it to what a server sends as it
 * arrives (so excerpts cut later never hold half a secret); the engine applies it once more to the whole scorecard,
 * and the Action once more with the GitHub token, before anything is rendered.
 *
 * Each secret is also matched in the forms it takes when echoed inside JSON text (escaped), in a URL
 * (percent-encoded), and base64-encoded (standard and URL-safe alphabets, at each of the three byte offsets it can
 * start at inside a longer encoded text: a server that logs `Authorization: Basic …` or echoes a token as base64).
 * Longer secrets are replaced first, so a secret containing another is removed whole.
 */
/** What a secret is replaced with. */
const REDACTED = "[redacted]";
/** Nesting below which {@link Redactor.json} stops copying and puts a marker instead (a guard for values built in code; parsed frames are pruned long before). */
const MAX_JSON_DEPTH = 512;
/** Base64 forms shorter than this are not matched: so short a run of base64 characters can occur in any text. */
const MIN_BASE64_FORM_CHARS = 8;
/**
 * The base64 characters that encode `secret` whatever surrounds it (RFC 4648 §4 and §5): for each offset 0–2 of its
 * first byte within a 3-byte group, the characters whose 6 bits all come from the secret's bytes. The characters at
 * either end mix in the neighbouring bytes and are left out, so the form is found inside any longer encoded text.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, "utf8");
    const forms = [];
    for (let offset = 0; offset < 3; offset++) {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
        const stable = encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        if (stable.length < MIN_BASE64_FORM_CHARS)
            continue;
        const urlSafe = stable.replace(/\+/g, "-").replace(/\//g, "_");
        forms.push(stable, urlSafe, encodeURIComponent(stable));
    }
    return forms;
}
/** The forms a secret takes when a server echoes it: as given, JSON-escaped, percent-encoded, base64-encoded. */
function formsOf(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret), ...base64Forms(secret)]);
    return [...forms].filter((form) => form.length > 0);
}
/** Replaces secrets in text and JSON values. Immutable; {@link Redactor.with} makes a larger one. */
class Redactor {
    /** Every form of every secret, longest first. */
    forms;
    secrets;
    /** `secrets`: the values to hide (empty strings are ignored; no length rule is applied here). */
    constructor(secrets = []) {
        this.secrets = [...new Set([...secrets].filter((s) => s.length > 0))];
        this.forms = [...new Set(this.secrets.flatMap(formsOf))].sort((a, b) => b.length - a.length);
    }
    /** A redactor with nothing to hide: every method returns its input. */
    static none = new Redactor();
    /** True when there is anything to redact. */
    get active() {
        return this.forms.length > 0;
    }
    /** The secret values, as given (for `with` and for faces that must mask them in a log). */
    values() {
        return this.secrets;
    }
    /** A redactor hiding these secrets and `more`. */
    with(more) {
        return new Redactor([...this.secrets, ...more]);
    }
    /** `text` with every form of every secret replaced by {@link REDACTED}. */
    text(text) {
        let out = text;
        for (const form of this.forms)
            if (out.includes(form))
                out = out.split(form).join(REDACTED);
        return out;
    }
    /**
     * The last `maxChars` characters of `text` (a log kept as a window), redacted; a window that starts inside a
     * secret (its last characters, at least 3) has that part redacted too.
     */
    tail(text, maxChars = text.length) {
        if (!this.active)
            return text.slice(-maxChars);
        let out = this.text(text).slice(-maxChars);
        for (const form of this.forms) {
            for (let k = Math.min(form.length - 1, out.length); k >= 3; k--) {
                if (out.startsWith(form.slice(-k))) {
                    out = REDACTED + out.slice(k);
                    break;
                }
            }
        }
        return out;
    }
    /**
     * A copy of a JSON value with every string (keys included) redacted; the same value when there is nothing to
     * redact. Objects are copied as plain objects; values nested deeper than 512 levels become a marker string.
     */
    json(value) {
        if (!this.active)
            return value;
        const walk = (v, depth) => {
            if (typeof v === "string")
                return this.text(v);
            if (v === null || typeof v !== "object")
                return v;
            if (depth >= MAX_JSON_DEPTH)
                return "[nested too deep]";
            if (Array.isArray(v))
                return v.map((x) => walk(x, depth + 1));
            const out = {};
            for (const [k, x] of Object.entries(v))
                out[this.text(k)] = walk(x, depth + 1);
            return out;
        };
        return walk(value, 0);
    }
}


/***/ }),

/***/ 6892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UO: () => (/* binding */ secretsOfEnv),
/* harmony export */   hT: () => (/* binding */ secretsOfHeaders),
/* harmony export */   mE: () => (/* binding */ secretsOfUrl),
/* harmony export */   xc: () => (/* binding */ secretsOfNamedValue)
/* harmony export */ });
/* unused harmony exports SECRET_MIN_CHARS, isCredentialName, isTriviallyCommon, explicitSecrets */
/**
 * Which values the user gave us are secrets, so that nothing we print, write or publish repeats them (issue 12:
 * an `--env`/`mcp-env` value echoed by the server reached the PR comment 23 times). The rule, documented in the
 * README ("Secrets and redaction"):
 *
 * - a value shorter than {@link SECRET_MIN_CHARS} (4) characters is never a secret: redacting `1` or `on` would
 *   garble every report (and `core.setSecret` of such a value garbles the whole job log);
 * - a value whose NAME says it is a credential (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*KEY*`, `*AUTH*`,
 *   `*CREDENTIAL*`, `*COOKIE*`, `*SESSION*`, `*SIGNATURE*`, `*PIN*`, …) is a secret;
 * - any other value is a secret unless it is trivially common: a boolean or null word (`true`, `off`, `none`), a
 *   log level or environment name (`debug`, `production`), a number of at most 6 digits (ports, sizes, timeouts),
 *   a locale (`en_US.UTF-8`), a file path (`/data`, `./x`, `~/x`, `C:\x`) or a URL without credentials;
 * - HTTP header values follow the same rule (the name decides first: `Authorization`, `Cookie`, `X-Api-Key` are
 *   credentials); for `Bearer`/`Basic`/`Token` values the credential after the scheme is a secret too, and a
 *   `Basic` credential's decoded `user:password` and password;
 * - in a URL: the password and `user:password` of its credentials, and every query value whose name reads like
 *   a key or token (`api_key`, `token`, `sig`, `code`, …);
 * - values given explicitly as secrets (the GitHub token in the Action) are secrets when they have at least
 *   {@link SECRET_MIN_CHARS} characters (any real token has far more).
 */
/** Shortest value treated as a secret, in characters. */
const SECRET_MIN_CHARS = 4;
/** Names of variables, headers and query parameters that carry credentials. */
const CREDENTIAL_NAME = /(token|secret|passw(or)?d|passwd|passphrase|pwd|api[-_]?key|apikey|access[-_]?key|private[-_]?key|(^|[-_])key($|[-_])|(^|[-_])keys?$|auth|credential|cookie|session|signature|(^|[-_])sig($|[-_])|(^|[-_])pin($|[-_])|(^|[-_])code$|bearer|jwt|dsn)/i;
const COMMON_WORDS = new Set([
    "true", "false", "yes", "no", "on", "off", "null", "none", "nil", "undefined", "enabled", "disabled", "enable", "disable",
    "debug", "info", "warn", "warning", "error", "trace", "fatal", "verbose", "silent", "quiet", "notice",
    "production", "development", "staging", "test", "testing", "prod", "dev", "local", "localhost", "default", "auto",
    "json", "text", "stdio", "http", "https", "utf8", "utf-8",
]);
/** True for a name that says its value is a credential (`GITHUB_TOKEN`, `X-Api-Key`, `api_key`, `DB_PASSWORD`). */
function isCredentialName(name) {
    return CREDENTIAL_NAME.test(name);
}
/** True for a URL (with a scheme) that carries no credentials: `http://localhost:8080/x`. */
function isPlainUrl(value) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
        return false;
    try {
        const url = new URL(value);
        return url.username === "" && url.password === "" && url.search === "";
    }
    catch {
        return false;
    }
}
/**
 * True for a value nobody would call a secret and that may well appear in a report for other reasons:
 * booleans, log levels, small numbers, locales, file paths, URLs without credentials (see the module doc).
 */
function isTriviallyCommon(value) {
    const v = value.trim();
    if (COMMON_WORDS.has(v.toLowerCase()))
        return true;
    if (/^-?\d{1,6}(\.\d+)?$/.test(v))
        return true;
    if (/^[a-z]{2,3}([_-][A-Z]{2})?(\.[\w-]+)?$/.test(v) && v.length <= 16 && /[_.]/.test(v))
        return true;
    if (/^(\/|\.{1,2}\/|~\/|[A-Za-z]:\\)[^\s]*$/.test(v))
        return true;
    return isPlainUrl(v);
}
/** The secret values of one named value (an environment variable): the value itself, or nothing. */
function secretsOfNamedValue(name, value) {
    if (value.length < SECRET_MIN_CHARS)
        return [];
    if (isCredentialName(name) || !isTriviallyCommon(value))
        return [value, ...secretsOfUrl(value)];
    return [];
}
/** The secret values of environment overrides (`--env`, `mcp-env`); an entry set to undefined (a variable removed) has none. */
function secretsOfEnv(env) {
    return Object.entries(env ?? {}).flatMap(([name, value]) => (typeof value === "string" ? secretsOfNamedValue(name, value) : []));
}
/** The secret values of HTTP headers (`--header`, `mcp-headers`): each value, and the credential inside an `Authorization` value. */
function secretsOfHeaders(headers) {
    const out = [];
    for (const [name, value] of Object.entries(headers ?? {})) {
        const credential = /^(bearer|basic|token|digest|apikey)\s+(.+)$/i.exec(value.trim());
        if (credential) {
            out.push(value.trim());
            const token = credential[2].trim();
            if (token.length >= SECRET_MIN_CHARS)
                out.push(token);
            if (credential[1].toLowerCase() === "basic")
                out.push(...secretsOfBasicCredential(token));
            continue;
        }
        out.push(...secretsOfNamedValue(name, value));
    }
    return out;
}
/** `user:password` and the password of a base64 `Basic` credential (RFC 7617), when they are long enough. */
function secretsOfBasicCredential(token) {
    if (!/^[A-Za-z0-9+/=]+$/.test(token))
        return [];
    const decoded = Buffer.from(token, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0)
        return [];
    const password = decoded.slice(colon + 1);
    return [decoded, password].filter((s) => s.length >= SECRET_MIN_CHARS);
}
/** The secret values inside a URL: its password and `user:password`, and query values named like keys or tokens. */
function secretsOfUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return [];
    }
    const out = [];
    const password = decodeURIComponent(url.password);
    if (password.length >= SECRET_MIN_CHARS)
        out.push(password, `${decodeURIComponent(url.username)}:${password}`, url.password);
    for (const [name, value] of url.searchParams) {
        if (value.length >= SECRET_MIN_CHARS && isCredentialName(name))
            out.push(value, encodeURIComponent(value));
    }
    return [...new Set(out)];
}
/** Values given explicitly as secrets (a token): those of at least {@link SECRET_MIN_CHARS} characters. */
function explicitSecrets(values) {
    return [...values].filter((value) => value.length >= SECRET_MIN_CHARS);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ README_URL),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** This package's version, reported in clientInfo, reports and `--version`. Kept equal to package.json's by a test. */
const VERSION = "0.1.0";
/**
 * The README's address (`<repository URL>#readme`), the base of each rule's help link in SARIF (`helpUri` =
 * this resolved with the rule's anchor). Derived from package.json's `repository`; undefined while package.json
 * names none (SARIF rules then carry no help link). Kept equal to package.json by a test.
 */
const README_URL = undefined;


/***/ })

};
