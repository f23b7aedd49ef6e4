export const id = 365;
export const ids = [365];
export const modules = {

/***/ 365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LintRun: () => (/* reexport */ lint.LintRun),
  PlanCursor: () => (/* reexport */ scenarios_plan/* PlanCursor */.uc),
  PlanThread: () => (/* reexport */ plan_thread/* PlanThread */.GJ),
  SetupReplayHandle: () => (/* reexport */ SetupReplayHandle),
  checkArgNames: () => (/* reexport */ scenarios_plan/* checkArgNames */.rQ),
  clientProfiles: () => (/* reexport */ lint.clientProfiles),
  discover: () => (/* reexport */ discover),
  lintServer: () => (/* reexport */ lint.lintServer),
  runPlan: () => (/* reexport */ runPlan),
  selectTools: () => (/* reexport */ scenarios_plan/* selectTools */.gr),
  warmUpWhile: () => (/* reexport */ warmUpWhile)
});

// EXTERNAL MODULE: ./src/lint/index.ts + 8 modules
var lint = __webpack_require__(2995);
// EXTERNAL MODULE: ./src/scenarios/plan.ts + 1 modules
var scenarios_plan = __webpack_require__(5640);
// EXTERNAL MODULE: ./src/scenarios/discovered-values.ts
var discovered_values = __webpack_require__(1744);
// EXTERNAL MODULE: ./src/scenarios/scenario-source.ts
var scenario_source = __webpack_require__(7211);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/scenarios/arg-overrides.ts
var arg_overrides = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/scenarios/call-phase.ts
var call_phase = __webpack_require__(8789);
// EXTERNAL MODULE: ./src/scenarios/name-hints.ts
var name_hints = __webpack_require__(923);
// EXTERNAL MODULE: ./src/scenarios/setup-tools.ts
var setup_tools = __webpack_require__(2608);
// EXTERNAL MODULE: ./src/run/judge.ts + 5 modules
var judge = __webpack_require__(306);
;// CONCATENATED MODULE: ./src/run/discovery.ts










/**
 * Discovery (issue 11 item 3, DESIGN.md "Scenarios and how a call is judged"): before the happy paths, ask the
 * server for its own values and remember them, so a `task_id` gets a task the server listed and a `path` a
 * file it showed, instead of made-up ones that only earn a refusal.
 *
 * Steps, each deterministic (tools in a fixed order, values in the order they came) and bounded
 * ({@link DISCOVERY_LIMITS}):
 * 1. the server's configuration: paths on its command line, in the environment we give it, its working
 *    directory when set, and the first entries of those directories (`commandLineValues`);
 * 2. read-only tools that take no required arguments, listing-like ones first, then by name;
 * 3. setup tools a description says must come first (`setup-tools.ts`), with the best values known so far
 *    (up to three candidates, until one is accepted); those that succeed are replayed after every restart and
 *    pin their arguments for their own happy calls;
 * 4. listing read-only tools whose required arguments are now known (`list_directory` of a listed
 *    directory), and tools of step 2 that failed before a setup step succeeded — two more rounds at most.
 * Never called: tools that write, slow tools (a duration-like number), tools that reach the outside world
 * (`openWorldHint: true`), tools filtered out by `--only`/`--skip`/`--read-only`.
 */
/** Bounds of discovery. Times in milliseconds. */
const DISCOVERY_LIMITS = {
    /** Calls in all. */
    maxCalls: 20,
    /** Calls per tool (a first try and one after a setup step). */
    perTool: 2,
    /** Values tried for one setup step before giving up on it. */
    setupTries: 3,
    /** Timeout of one discovery call (or the run's timeout, when shorter). */
    callTimeoutMs: 10_000,
    /** Budget of the whole discovery phase. */
    budgetMs: 20_000,
};
/**
 * Whether a discovery call answered with something worth harvesting: the judge's outcome for it as a happy call
 * is `passed` (no `isError`, no JSON-RPC error, no error reported in the result's structure or text).
 */
function discoveryCallSucceeded(outcome, call = { tool: "", arguments: {} }) {
    if (outcome.kind !== "result" || !(0,json_object/* isJsonObject */.O)(outcome.result))
        return false;
    const scenario = { tool: call.tool, kind: "happy", description: "discovery call", arguments: call.arguments, omitArguments: false, expectInvalid: false };
    return (0,judge/* judgeCall */.M)(scenario, outcome, { timeoutMs: 0 }).result.outcome === "passed";
}
/** At most this many entries of each seed directory are listed. */
const SEED_ENTRIES = 20;
/**
 * The server's own configuration as values: absolute paths on its command line (`server-filesystem
 * /srv/data`, `--repository=/srv/repo`), `./relative` ones resolved against its working directory, absolute
 * paths among the environment variables we were asked to give it (`GIT_BASE_DIR`, `MEMORY_FILE_PATH`; never
 * the rest of our environment, nor a variable named like a secret: `*_KEY`, `*_TOKEN`, `*CREDENTIALS*`…), and
 * its working directory when one was set (`--cwd`, a config's `cwd`). Only
 * paths that exist count; each directory's first entries and its subfolders' first files are added too
 * (`pathValues`), so a tool that lints or reads files gets a real one. A stdio server started without a working
 * directory of its own inherits ours (the project a user runs us in, as `npx @eslint/mcp` lints the project it is
 * started in): that folder's entries are offered too, but only to tools that read (`readsOnly`), never written.
 */
function commandLineValues(target) {
    if (target === undefined)
        return [];
    const launch = target.kind === "stdio" ? target : target.launch;
    if (launch === undefined)
        return [];
    const cwd = launch.cwd ?? process.cwd();
    const argv = launch.args;
    const relative = argv.filter((a) => a.startsWith("./") || a.startsWith("../")).map((a) => (0,external_node_path_.resolve)(cwd, a));
    // A path under a secret-looking name (a credentials file) is never offered to the tools.
    const env = Object.entries(launch.env ?? {})
        .filter(([name, value]) => (0,external_node_path_.isAbsolute)(value) && !/key|token|secret|pass|credential|auth|cert|private/i.test(name))
        .map(([, value]) => value);
    const candidates = (0,discovered_values/* commandLinePaths */.m0)([...argv.filter((a) => (0,external_node_path_.isAbsolute)(a) || a.includes("=")), ...relative, ...env, ...(launch.cwd !== undefined ? [(0,external_node_path_.resolve)(launch.cwd)] : [])]);
    const out = candidates.flatMap((path) => pathValues(path, false));
    // A stdio server without a working directory of its own works in ours: readers may look there.
    if (launch.cwd === undefined && target.kind === "stdio")
        out.push(...pathValues(process.cwd(), true).filter((v) => !candidates.includes(String(v.value))));
    return out;
}
/**
 * `path` as values (when it exists): itself, and for a directory its first {@link SEED_ENTRIES} entries, files
 * first, then the files of its first subfolders (a project's `src/app.js`, a folder's `papers/q3-report.pdf`), up
 * to {@link SEED_ENTRIES} more. Hidden entries and `node_modules` are left out.
 */
function pathValues(path, readsOnly) {
    const tool = discovered_values/* COMMAND_LINE */.rD;
    const mark = readsOnly ? { readsOnly: true } : {};
    const entry = (value, kind) => ({ value, field: "path", kind, tool, ...mark });
    try {
        if (!(0,external_node_fs_.statSync)(path).isDirectory())
            return [entry(path, "file")];
        const top = listed(path);
        const nested = top.filter((e) => e.kind === "directory").flatMap((d) => listed(d.path).filter((e) => e.kind === "file")).slice(0, SEED_ENTRIES);
        return [entry(path, "directory"), ...top.map((e) => entry(e.path, e.kind)), ...nested.map((e) => entry(e.path, e.kind))];
    }
    catch {
        return []; // not a path on this machine, or not readable
    }
}
/** The first {@link SEED_ENTRIES} visible entries of a folder, files first, by name; none when it cannot be read. */
function listed(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })
            .filter((e) => !e.name.startsWith(".") && e.name !== "node_modules" && (e.isFile() || e.isDirectory()))
            .sort((a, b) => Number(b.isFile()) - Number(a.isFile()) || (a.name < b.name ? -1 : 1))
            .slice(0, SEED_ENTRIES)
            .map((e) => ({ path: (0,external_node_path_.join)(dir, e.name), kind: e.isDirectory() ? "directory" : "file" }));
    }
    catch {
        return [];
    }
}
function required(tool) {
    const schema = (0,json_object/* isJsonObject */.O)(tool.inputSchema) ? tool.inputSchema : {};
    return Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : [];
}
/** A tool a listing call would wait on or reach the outside world with. */
function unsafeToList(tool) {
    if (tool.annotations?.openWorldHint === true)
        return true;
    const schema = (0,json_object/* isJsonObject */.O)(tool.inputSchema) ? tool.inputSchema : {};
    const props = (0,json_object/* isJsonObject */.O)(schema.properties) ? schema.properties : {};
    const slowParam = Object.entries(props).some(([name, sub]) => {
        const description = (0,json_object/* isJsonObject */.O)(sub) && typeof sub.description === "string" ? sub.description : "";
        return (0,name_hints/* isSlowNumber */.zR)(name, description) && !(0,name_hints/* isTimeoutName */.J1)(name);
    });
    return slowParam || /(?:^|[_-])(?:wait|sleep|poll|watch|subscribe|stream|long)(?:$|[_-])/i.test(tool.name);
}
/**
 * Runs discovery against `handle`'s server (see the module note). Never throws for server misbehaviour: a call
 * that fails, times out or kills the server just gives no values (the handle restarts the server for the next).
 */
async function discover(handle, tools, options) {
    const values = new discovered_values/* DiscoveredValues */.TB();
    values.add(commandLineValues(options.target));
    const calls = [];
    const setup = [];
    const deadline = Date.now() + (options.budgetMs ?? DISCOVERY_LIMITS.budgetMs);
    const callTimeout = Math.min(options.timeoutMs, DISCOVERY_LIMITS.callTimeoutMs);
    const { selected } = (0,scenarios_plan/* selectTools */.gr)(tools, options);
    // Listings first, then by name; whether a tool lists is worked out once per tool, not once per comparison (the
    // sort of a 5,000-tool server's readers took ~40 ms).
    const readers = selected
        .filter((t) => (0,call_phase/* callPhase */.GM)(t) === "read" && !unsafeToList(t))
        .map((tool) => ({ tool, lists: (0,call_phase/* isListLike */.wq)(tool) }))
        .sort((a, b) => Number(b.lists) - Number(a.lists) || (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0))
        .map(({ tool }) => tool);
    const tried = new Map(); // tool → canonical arguments already sent
    const succeeded = new Set();
    const plan = () => ({ seed: options.seed, cases: options.cases, args: options.args, known: values });
    const call = async (tool, args, purpose) => {
        const started = Date.now();
        let outcome;
        try {
            const connection = await handle.connection();
            outcome = await connection.callTool(tool.name, args, { timeoutMs: Math.max(1, Math.min(callTimeout, deadline - started)) });
        }
        catch (error) {
            outcome = { kind: "closed", durationMs: Date.now() - started, stderrTail: "", reason: error.message };
        }
        const ok = discoveryCallSucceeded(outcome, { tool: tool.name, arguments: args });
        const found = ok && outcome.kind === "result" ? values.add((0,discovered_values/* harvestResult */.lb)(tool.name, args, outcome.result)) : 0;
        calls.push({ tool: tool.name, arguments: args, purpose, succeeded: ok, values: found, duration_ms: Math.round(outcome.durationMs) });
        tried.set(tool.name, [...(tried.get(tool.name) ?? []), JSON.stringify(args)]);
        if (ok)
            succeeded.add(tool.name);
        return ok;
    };
    const room = () => calls.length < DISCOVERY_LIMITS.maxCalls && Date.now() < deadline;
    // Round 1: read-only tools without required arguments.
    for (const tool of readers) {
        if (!room())
            break;
        if (required(tool).length > 0)
            continue;
        const args = (0,scenarios_plan/* firstHappyArguments */.Zx)(tool, plan());
        if (args)
            await call(tool, args.args, "list");
    }
    // Setup steps, with the best values known so far: up to three different candidates until one is accepted.
    let setupBegun = false;
    for (const { tool: name } of (0,setup_tools/* setupTools */.x)(tools)) {
        const tool = selected.find((t) => t.name === name);
        if (tool && !setupBegun && room()) {
            setupBegun = true;
            await options.beforeSetup?.();
        }
        const sent = [];
        for (let retry = 0; tool && retry < DISCOVERY_LIMITS.setupTries && room(); retry++) {
            const args = (0,scenarios_plan/* firstHappyArguments */.Zx)(tool, plan(), retry);
            if (!args || sent.includes(JSON.stringify(args.args)))
                continue;
            sent.push(JSON.stringify(args.args));
            if (await call(tool, args.args, "setup")) {
                setup.push({ tool: name, arguments: args.args });
                break;
            }
        }
    }
    // Rounds 2 and 3: tools whose required arguments are now known, and tools that failed before a setup step.
    const retry = new Set(setup.length > 0 ? tried.keys() : []);
    for (let round = 0; round < 2; round++) {
        let made = 0;
        for (const tool of readers) {
            if (!room())
                break;
            const before = tried.get(tool.name) ?? [];
            if (succeeded.has(tool.name) || before.length >= DISCOVERY_LIMITS.perTool)
                continue;
            // Only a listing is called, and only with a value found here for what it requires (below): the others, and a
            // listing whose required values the user gave (--arg), are not worth generating arguments for.
            const needs = required(tool);
            if (needs.length > 0 && !(0,call_phase/* isListLike */.wq)(tool))
                continue;
            const given = needs.length > 0 ? (0,arg_overrides/* overridesFor */.Ze)(tool, options.args).merged : {};
            if (needs.length > 0 && needs.every((n) => Object.hasOwn(given, n)))
                continue;
            const args = (0,scenarios_plan/* firstHappyArguments */.Zx)(tool, plan());
            if (!args)
                continue;
            if (before.includes(JSON.stringify(args.args)) && !retry.delete(tool.name))
                continue;
            const sources = needs.map((n) => args.sources[n]);
            if (sources.length > 0 && (!(0,call_phase/* isListLike */.wq)(tool) || !sources.includes("discovered") || sources.includes("name")))
                continue;
            await call(tool, args.args, "list");
            made++;
        }
        if (made === 0)
            break;
    }
    return { values, calls, setup };
}

// EXTERNAL MODULE: ./src/run/scenario-runner.ts + 3 modules
var scenario_runner = __webpack_require__(6530);
;// CONCATENATED MODULE: ./src/run/plan-run.ts




/** Runs `scenarios` (a plan's, in plan order: a list, or a `PlanCursor` that plans as the run goes) through `runScenarios`, as the module note says. */
async function runPlan(handle, tools, scenarios, options) {
    const { values, replan } = options;
    const order = tools.map((t) => t.name);
    let writesBegun = false;
    let mayWriteBegun = false;
    let plannedWith = values?.size ?? 0;
    const onOutcome = (scenario, outcome) => {
        if (!values || scenario.stage !== "create" || outcome.kind !== "result" || !discoveryCallSucceeded(outcome, { tool: scenario.tool, arguments: scenario.arguments }))
            return;
        // What a creating call's answer shows first is a record the run made: the one thing a destructive tool gets.
        values.add((0,discovered_values/* harvestResult */.lb)(scenario.tool, scenario.arguments, outcome.result).map((h) => ({ ...h, created: true })));
    };
    const between = async (index, source) => {
        const next = source.at(index);
        const previous = index > 0 ? source.at(index - 1) : undefined;
        if (!mayWriteBegun && next !== undefined && next.stage !== "read") {
            mayWriteBegun = true;
            await options.mayWrite?.();
        }
        if (previous?.stage === "setup" && next?.tool !== previous.tool)
            await options.afterSetupTool?.();
        if (!writesBegun && next?.stage !== "setup" && next?.stage !== "read") {
            writesBegun = true;
            await options.beforeWrites?.();
        }
        if (!values || !replan || previous?.stage !== "create" || next?.tool === previous.tool || values.size === plannedWith)
            return undefined;
        plannedWith = values.size;
        // Only the happy calls still to come, and only when the new values offer them something; the edge calls
        // keep their planned arguments. The happy calls come before every skipped and edge one, so they are the run
        // of scenarios from `index` up to the first of those (planned now, if the plan was not that far yet).
        const pending = [];
        let end = index;
        for (let s = source.at(end); s !== undefined && s.stage !== "edge" && s.skip === undefined; s = source.at(++end))
            pending.push(s);
        const gains = pending.some((s) => {
            const tool = tools.find((t) => t.name === s.tool);
            return tool !== undefined && (0,discovered_values/* offersMore */.$w)(values, tool, s.valueSources);
        });
        if (!gains)
            return undefined;
        // A creating tool already called is not called again (a tool's happy calls all have its stage, planned again too).
        const done = (s) => s.stage === "create" && order.indexOf(s.tool) <= order.indexOf(previous.tool);
        return (0,scenario_source/* followedBy */.gx)(replan([...new Set(pending.filter((s) => !done(s)).map((s) => s.tool))]), source, end);
    };
    return (0,scenario_runner/* runScenarios */.zN)(handle, tools, scenarios, {
        timeoutMs: options.timeoutMs,
        onOutcome,
        between,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onResult ? { onResult: options.onResult } : {}),
        ...(options.whileOut ? { whileOut: options.whileOut } : {}),
    });
}

;// CONCATENATED MODULE: ./src/run/setup-replay.ts
/**
 * A server handle that repeats the setup calls discovery made (a git server's `set_working_dir`) on every
 * server process after the first: a crash on bad input restarts the server, and the tools that need the setup
 * step must find it done again (issue 11 item 3). The answers of replayed calls are not judged.
 */
class SetupReplayHandle {
    inner;
    calls;
    timeoutMs;
    seen;
    /** `timeoutMs`: the timeout of each replayed call, milliseconds. */
    constructor(inner, calls, timeoutMs) {
        this.inner = inner;
        this.calls = calls;
        this.timeoutMs = timeoutMs;
        this.seen = inner.restarts;
    }
    get restarts() {
        return this.inner.restarts;
    }
    /** The live connection; after a restart, the setup calls are sent first, in order. Throws like the inner handle. */
    async connection() {
        const connection = await this.inner.connection();
        if (this.inner.restarts !== this.seen) {
            this.seen = this.inner.restarts;
            await this.send(connection);
        }
        return connection;
    }
    /**
     * Sends the setup calls again on the live server: after the setup tool's own happy calls, which may have set the
     * state elsewhere (a git server's `set_working_dir` happy call #3 moved the session out of its allowed folder, and
     * every later call was refused). Throws like the inner handle.
     */
    async replay() {
        await this.send(await this.connection());
    }
    async send(connection) {
        for (const call of this.calls)
            await connection.callTool(call.tool, call.arguments, { timeoutMs: this.timeoutMs });
    }
    close() {
        return this.inner.close();
    }
}

;// CONCATENATED MODULE: ./src/checkup/warm-up.ts




/** A small tool set touching the code paths a real run takes first: schema compilation (both dialects), value generation, edge planning, lint. */
const WARM_UP_TOOLS = [
    {
        name: "warm_up_search",
        description: "Search the records by query and return at most limit matches; use the 'warm_up_get' tool for one record.",
        inputSchema: {
            type: "object",
            properties: {
                query: { type: "string", minLength: 1, description: "Text to look for" },
                limit: { type: "integer", minimum: 1, maximum: 50 },
                tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, uniqueItems: true },
                since: { type: "string", format: "date-time" },
            },
            required: ["query"],
        },
        annotations: { readOnlyHint: true },
    },
    {
        name: "warm_up_get",
        description: "Get one record by its id, with its fields and history.",
        inputSchema: {
            $schema: "http://json-schema.org/draft-07/schema#",
            type: "object",
            properties: { id: { type: "string", pattern: "^[a-z]{3}-\\d{2}$" }, verbose: { type: ["boolean", "null"] } },
            required: ["id"],
            additionalProperties: false,
        },
    },
];
/**
 * Tools of other common shapes: a batch write of objects with an `outputSchema`, a listing of a folder. The batch's
 * item is a `$ref` into `$defs`, as Pydantic writes nested models: such a schema is ajv's to check (the others are
 * checked directly, `direct-check.ts`), so ajv's first compilation (10–20 ms on a cold process) is made here too.
 */
const MORE_WARM_UP_TOOLS = [
    {
        name: "warm_up_create_items",
        description: "Create several items at once, each with a name, a kind and notes.",
        inputSchema: {
            type: "object",
            properties: { items: { type: "array", items: { $ref: "#/$defs/Item" } } },
            required: ["items"],
            $defs: {
                Item: {
                    type: "object",
                    properties: { name: { type: "string", description: "The item's name" }, kind: { type: "string" }, notes: { type: "array", items: { type: "string" } } },
                    required: ["name", "kind"],
                    additionalProperties: false,
                },
            },
        },
        outputSchema: {
            type: "object",
            properties: { items: { type: "array", items: { type: "object", properties: { name: { type: "string" }, kind: { type: "string" } }, required: ["name"] } } },
            required: ["items"],
        },
    },
    {
        name: "warm_up_list_directory",
        description: "List the files and folders in a directory, e.g. /srv/data.",
        inputSchema: { type: "object", properties: { path: { type: "string", description: "The directory to list" }, depth: { type: "integer", minimum: 1, default: 1 } }, required: ["path"] },
        annotations: { readOnlyHint: true },
    },
];
/** Answers as servers give them, one per kind of reading the judge does: a refusal, an error in a success, JSON-RPC errors, data. */
const WARM_UP_ANSWERS = [
    { kind: "result", result: { content: [{ type: "text", text: "Error: ENOENT: no such file or directory, open '/tmp/records/abc-12'" }], isError: true }, durationMs: 1 },
    { kind: "result", result: { content: [{ type: "text", text: '{"status":"error","message":"connect ECONNREFUSED 127.0.0.1:5432"}' }] }, durationMs: 1 },
    { kind: "error", error: { code: -32602, message: "MCP error -32602: Invalid arguments for tool warm_up_get: Expected string, received number" }, durationMs: 1 },
    { kind: "error", error: { code: -32603, message: "TypeError: Cannot read properties of undefined (reading 'id')" }, durationMs: 1 },
    { kind: "result", result: { content: [{ type: "text", text: '[{"id":"abc-12","title":"First record"}]' }], structuredContent: { items: [{ id: "abc-12" }] } }, durationMs: 1 },
];
/** The warm-up's steps: lint, each tool planned, the scenarios judged; on a cold process each takes 2–35 ms. */
function warmUpSteps() {
    const options = { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] };
    const judged = (tools, scenarios, answer) => () => scenarios().forEach((scenario, i) => (0,judge/* judgeCall */.M)(scenario, answer(i), { tool: tools.find((t) => t.name === scenario.tool), timeoutMs: 30_000 }));
    let base = [];
    let more = [];
    const structured = { items: [{ name: "example", kind: "example" }] };
    return [
        () => (0,lint.lintServer)({ tools: WARM_UP_TOOLS, instructions: "Call 'warm_up_search' first." }),
        // One tool a step: planning the first is the longest step of all (about 30 ms on a cold process).
        ...WARM_UP_TOOLS.map((tool) => () => (base = [...base, ...(0,scenarios_plan/* planScenarios */.RG)([tool], options).scenarios])),
        // The judge's patterns (causes, hidden errors, result shapes) compile on first use: each scenario judged once.
        judged(WARM_UP_TOOLS, () => base, (i) => WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length]),
        () => {
            // Values a listing showed (discovery), offered to the next tools' parameters.
            const values = new discovered_values/* DiscoveredValues */.TB();
            values.add((0,discovered_values/* harvestResult */.lb)("warm_up_list_directory", { path: "/srv/data" }, { content: [{ type: "text", text: "[FILE] notes.txt\n[DIR] archive" }] }));
            values.add((0,discovered_values/* harvestResult */.lb)("warm_up_search", { query: "a" }, { content: [{ type: "text", text: '{"records":[{"id":"abc-12","name":"First"}]}' }] }));
            more = (0,scenarios_plan/* planScenarios */.RG)(MORE_WARM_UP_TOOLS, { ...options, known: values }).scenarios;
        },
        // Results with `structuredContent` checked against the tool's `outputSchema`, and the other kinds of answer.
        judged(MORE_WARM_UP_TOOLS, () => more, (i) => i % 2 === 0
            ? { kind: "result", result: { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured }, durationMs: 1 }
            : WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length]),
    ];
}
/**
 * Runs the engine's first-use work (ajv compilation, value generation, discovered values, lint, judging) on a tiny
 * synthetic server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers
 * arrive: on a cold process the first planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens
 * of milliseconds more, most of the harness overhead on small servers (see bench/). It runs a step at a time (2–35 ms
 * each on a cold process, one per turn of the event loop) while `waiting` is pending — the server under test starting,
 * time we spend waiting anyway — and no further once it settles: a server that is up at once (a compiled binary) waits
 * at most for the step under way, not for the whole warm-up, and the answers that come in between are read between
 * steps. Resolves with the number of steps run once it stops; never rejects (a step that throws changes nothing), and
 * `waiting` rejecting stops it too.
 */
function warmUpWhile(waiting) {
    let settled = false;
    const stop = () => {
        settled = true;
    };
    waiting.then(stop, stop);
    const steps = warmUpSteps();
    let ran = 0;
    return new Promise((resolve) => {
        const next = () => {
            const step = steps[ran];
            if (settled || step === undefined)
                return resolve(ran);
            try {
                step();
            }
            catch {
                // A warm-up failure changes nothing about the run.
            }
            ran++;
            setImmediate(next);
        };
        setImmediate(next);
    });
}

// EXTERNAL MODULE: ./src/checkup/plan-thread.ts + 1 modules
var plan_thread = __webpack_require__(9881);
;// CONCATENATED MODULE: ./src/checkup/engine.ts
/**
 * The checks the orchestrator runs once a server is up, gathered in one module so that `run-checkup.ts` can
 * load them with a dynamic import while the server under test starts: the bundles (Action, CLI) then spawn the
 * server before they spend time evaluating ajv and the lint rules (see bench/action-startup.mjs). The parts only
 * some options need (the effect probes, the protocol checks, drift, the server.json schema) are not here:
 * `run-checkup.ts` loads each on its own, and only for a run that needs it.
 */









/***/ })

};
