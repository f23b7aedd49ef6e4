export const id = 475;
export const ids = [475];
export const modules = {

/***/ 1475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LintRun: () => (/* reexport */ lint.LintRun),
  PlanCursor: () => (/* reexport */ scenarios_plan/* PlanCursor */.uc),
  PlanThread: () => (/* reexport */ plan_thread.PlanThread),
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
// EXTERNAL MODULE: ./src/scenarios/plan.ts + 5 modules
var scenarios_plan = __webpack_require__(3545);
// EXTERNAL MODULE: ./src/scenarios/discovered-values.ts
var discovered_values = __webpack_require__(1744);
;// CONCATENATED MODULE: ./src/scenarios/scenario-source.ts
/** A list as a source. */
function listSource(list) {
    return { at: (index) => list[index], ahead: () => false, planned: () => list.length };
}
/** A list or a source, as a source. */
function toSource(scenarios) {
    return isSource(scenarios) ? scenarios : listSource(scenarios);
}
function isSource(scenarios) {
    return !Array.isArray(scenarios);
}
/** `head`'s scenarios before `index`, then every scenario of `rest`: what replacing the scenarios from `index` on gives. */
function replacedFrom(head, index, rest) {
    return {
        at: (i) => (i < index ? head.at(i) : rest.at(i - index)),
        ahead: () => rest.ahead(),
        planned: () => Math.min(head.planned(), index) + rest.planned(),
    };
}
/**
 * The scenarios of `first`, then those of `then` from its index `from` on. `first` may be a source planning as the
 * run goes (a re-plan, `run/plan-run.ts`): where it ends is known once it is planned to its end, which happens only
 * when the run reaches that end (or `ahead` gets there while calls are out).
 */
function followedBy(first, then, from) {
    const head = toSource(first);
    let length; // head's, once it is planned to its end
    return {
        at: (i) => {
            if (length === undefined) {
                const scenario = head.at(i);
                if (scenario !== undefined)
                    return scenario;
                length = head.planned(); // head.at(i) plans as far as needed: past its end, it is planned to its end
            }
            return i < length ? head.at(i) : then.at(i - length + from);
        },
        ahead: () => head.ahead() || then.ahead(),
        planned: () => head.planned() + Math.max(0, then.planned() - from),
    };
}
/** How many scenarios `source` has from `index` on (plans the rest). */
function remainingFrom(source, index) {
    let end = index;
    while (source.at(end) !== undefined)
        end++;
    return end - index;
}

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
var run_judge = __webpack_require__(306);
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
    return (0,run_judge/* judgeCall */.M)(scenario, outcome, { timeoutMs: 0 }).result.outcome === "passed";
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

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
;// CONCATENATED MODULE: ./src/run/dedupe-findings.ts

/** The key under which {@link dedupeFindings} merges findings: rule and tool. */
function mergeKey(f) {
    return `${f.rule}\u0000${f.tool ?? ""}`;
}
/** The other calls a merged finding lists by what they sent, at most this many (then "and N more"). */
const OTHER_CALLS_SHOWN = 4;
/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). With `callOf` (what the call that raised a finding
 * sent, as its scenario's description says: `edge: wrong type for 'limit' (…)`), the calls that sent something
 * other than the first are listed too (`… (seen in 3 calls; also wrong type for 'limit' (…), empty and zero
 * values).`): a new user read "missing required 'x' (seen in 6 calls)" as six calls without 'x' when five of them
 * were wrongly typed values. A `parameter` is kept only when every occurrence names the same one. Order: first
 * occurrences, in input order.
 */
function dedupeFindings(findings, callOf) {
    const groups = new Map();
    for (const f of findings) {
        const key = mergeKey(f);
        const group = groups.get(key);
        if (group)
            group.push(f);
        else
            groups.set(key, [f]);
    }
    return [...groups.values()].map((group) => {
        const first = group[0];
        if (group.length === 1)
            return first;
        const merged = { ...first, message: `${first.message.replace(/\.$/, "")} (seen in ${group.length} calls${otherCalls(group, callOf)}).` };
        if (first.parameter !== undefined && group.some((f) => f.parameter !== first.parameter))
            delete merged.parameter;
        return merged;
    });
}
/** `; also <call>, <call>` for the calls of `group` that sent something else than its first (none: ""). */
function otherCalls(group, callOf) {
    if (callOf === undefined)
        return "";
    // Happy calls all sent valid arguments: their numbers tell them apart, not what they sent.
    const sent = (f) => callOf(f)?.replace(/^edge: /, "").replace(/^happy path #\d+$/, "valid arguments");
    const first = sent(group[0]);
    const others = [...new Set(group.slice(1).map(sent))].filter((c) => c !== undefined && c !== first);
    if (others.length === 0)
        return "";
    const shown = others.slice(0, OTHER_CALLS_SHOWN).join(", ");
    return `; also ${shown}${others.length > OTHER_CALLS_SHOWN ? ` and ${others.length - OTHER_CALLS_SHOWN} more` : ""}`;
}
/**
 * `refs` (findings as a call raised them) re-pointed at the findings `merged` holds for them ({@link dedupeFindings}'s
 * output): a parameter the merge dropped is dropped from the reference too. References to nothing in `merged` are
 * kept as they are. Pure.
 */
function mergedRefs(refs, merged) {
    const byKey = new Map(merged.map((f) => [mergeKey(f), f]));
    return (0,finding/* uniqueRefs */.CS)(refs.map((ref) => {
        const into = byKey.get(mergeKey(ref));
        return into ? (0,finding/* refTo */.zI)(into) : ref;
    }));
}

;// CONCATENATED MODULE: ./src/run/network-wait.ts
/**
 * Timeouts while the network is missing (DESIGN.md "Scenarios and how a call is judged": a missing network is the
 * environment, not the server's failure). A call that gets no answer in time says nothing of its cause; but when
 * other calls of the same run were blocked because the server could not reach the network or a service on this
 * machine, a tool that never answers is most likely waiting on that same network — a search client retrying an
 * unreachable API, seen on a published search aggregator graded offline: 18 tools answered `fetch failed` at once,
 * 3 others backed off past every timeout. Such timeouts are `blocked` (cause `network-wait`) instead of `failed`.
 * A run with no network-blocked call keeps its timeouts as failures.
 */
/** The causes that show the server cannot reach what it calls. */
const OFFLINE = new Set(["network", "service"]);
/** Whether any call of the run was blocked by a missing network or service. */
function ranOffline(results) {
    return results.some((r) => r.outcome === "blocked" && r.cause !== undefined && OFFLINE.has(r.cause.kind));
}
/** Whether `result` is a timeout that, in an offline run, is blocked rather than failed. */
function isNetworkWait(result) {
    return result.verdict === "timeout" && result.outcome === "failed";
}
/** `result` (a timeout) as a blocked call waiting on the network: outcome `blocked`, cause `network-wait`, no rules. */
function asNetworkWait(result) {
    const { findings: _dropped, ...rest } = result;
    return { ...rest, outcome: "blocked", passed: false, cause: { kind: "network-wait" }, rules: [], detail: `${result.detail} (other calls could not reach the network)` };
}

// EXTERNAL MODULE: ./src/mcp/exit-status.ts
var exit_status = __webpack_require__(7285);
;// CONCATENATED MODULE: ./src/run/server-crashes.ts
/**
 * Deaths of the server under test outside an edge case: the process exited (or the connection broke) during a
 * call with valid arguments, or on its own after a call was answered, and the run had to start it again. A death
 * on deliberately bad input is `edge-crash` (DESIGN.md "Scenarios"); this is the server-wide `server-crashed`.
 * MCP 2025-11-25 basic/transports §stdio lets a client restart a server that dies, but every client loses its
 * session when it does, so a server must not count on it.
 */


/** Deaths listed by name in the finding's message; more are counted. */
const LISTED_DEATHS = 3;
/**
 * The death, if any, that made the run replace `last.connection` with `next`: undefined when the connection is
 * the same or still alive, and when the server died during an edge case (that is `edge-crash`). Pure.
 */
function deathBefore(last, next) {
    if (next === last.connection || last.connection.alive)
        return undefined;
    const closed = last.outcome.kind === "closed" ? last.outcome : undefined;
    if (closed && last.scenario.kind === "edge")
        return undefined;
    const exit = closed ? closed.exit : last.connection.exitStatus();
    return {
        tool: last.scenario.tool,
        when: closed ? "during" : "after",
        ...(exit ? { exit } : {}),
        stderrTail: closed ? closed.stderrTail : last.connection.stderrTail(),
    };
}
function deathClause(death) {
    const how = death.exit ? `the server process ${(0,exit_status/* describeExit */.K)(death.exit)}` : "the connection to the server broke";
    return death.when === "during" ? `${how} during a call of '${death.tool}' with valid arguments` : `${how} after a call of '${death.tool}' was answered`;
}
/**
 * One `server-crashed` finding for every death of the run (undefined when there was none): how many, the first
 * {@link LISTED_DEATHS} named with their exit status and call, and the first death's stderr as evidence.
 */
function serverCrashedFinding(deaths) {
    const first = deaths[0];
    if (first === undefined)
        return undefined;
    // The same death repeated (every call of one tool killing the server) is said once, with its count.
    const counts = new Map();
    for (const clause of deaths.map(deathClause))
        counts.set(clause, (counts.get(clause) ?? 0) + 1);
    const clauses = [...counts].map(([clause, n]) => (n === 1 ? clause : `${clause} (${n} times)`));
    const listed = clauses.slice(0, LISTED_DEATHS);
    if (clauses.length > LISTED_DEATHS)
        listed.push(`${clauses.length - LISTED_DEATHS} more`);
    const times = deaths.length === 1 ? "once" : `${deaths.length} times`;
    return (0,finding/* finding */.gk)("server-crashed", {
        message: `The server went down ${times} outside an edge case and had to be restarted: ${listed.join("; ")}.`,
        fix: "Keep the server process alive for the whole session: catch errors in tool handlers and in background work (unhandled promise rejections, uncaught exceptions) and report them as isError results or on stderr; a client loses its session when the process exits.",
        ...(first.stderrTail.trim() !== "" ? { evidence: { excerpt: first.stderrTail.slice(-2000) } } : {}),
    });
}

;// CONCATENATED MODULE: ./src/run/scenario-runner.ts






/**
 * The share of a call's round trip that work done while the next call is out (`RunOptions.whileOut`) may take.
 * Measured on the 5,000-tool bench server (bench/scale.mjs; a round trip of about 0.1 ms on 2 cores): 20 µs of work
 * per wait made the run no slower (faster, even: the process did not sleep before the answer came), 50 µs slower.
 */
const WHILE_OUT_SHARE = 0.2;
/** At most this long (milliseconds) per call for the work done while it is out, however slow the server. */
const WHILE_OUT_MAX_MS = 5;
/** The `detail` of scenarios not run because their tool timed out repeatedly (outcome `skipped`). */
const SKIPPED_AFTER_TIMEOUTS = "not run: the tool timed out twice in a row";
/** The result of a scenario that was not called (outcome `skipped`, the reason in `detail`). */
function skippedResult(scenario, detail) {
    return {
        tool: scenario.tool,
        kind: scenario.kind,
        description: scenario.description,
        ...(scenario.omitArguments || scenario.skip !== undefined ? {} : { arguments: scenario.arguments }),
        verdict: "skipped",
        outcome: "skipped",
        passed: false,
        duration_ms: 0,
        detail,
        rules: [],
    };
}
/** The result row with where its values came from (`value_sources`), for happy scenarios that record it. */
function withSources(result, scenario) {
    return scenario.valueSources !== undefined && scenario.skip === undefined ? { ...result, value_sources: scenario.valueSources } : result;
}
async function call(connection, scenario, timeoutMs) {
    const started = Date.now();
    try {
        return await connection.callTool(scenario.tool, scenario.omitArguments ? undefined : scenario.arguments, { timeoutMs });
    }
    catch (error) {
        // Only our own misuse throws (a closed connection); treat it like a broken connection.
        return { kind: "closed", durationMs: Date.now() - started, stderrTail: "", reason: `the connection failed: ${error.message}` };
    }
}
/**
 * A call goes out beside others only when the call before it took less than this, milliseconds (from when the server
 * could start on it to its answer): the gain is our own work between two calls (~40 µs warm, up to a millisecond
 * cold), nothing beside a slow call (a call to the network), and a call written behind another is timed from when
 * the one before it was answered — exact for a server that takes calls one after another, short by up to this much
 * for one that works on several at once.
 */
const PIPELINED_MAX_ROUND_TRIP_MS = 5;
/**
 * At most this many calls are out at once (`RunOptions.pipelineCalls`). Measured with the minimal client on the
 * 5,000-tool bench server (32,501 calls, 2 cores, a slow hour): one call out at a time 4.6–5.5 s, two 2.7–2.9 s, four
 * 1.0–1.3 s, eight 0.9–1.0 s — with several requests waiting on its stdin the server reads them in one go and
 * neither process sleeps between calls.
 */
const CALLS_OUT = 4;
/** Whether a call ended without an answer: no reply in time, or the connection went. */
function unanswered(outcome) {
    return outcome.kind === "timeout" || outcome.kind === "closed";
}
/**
 * The outcome of a call that was written while `behind` was still out, timed from when the server could start on it
 * (its request written, and the call before it answered) rather than from its writing: the time the server spent on
 * it alone, as a call made on its own is timed. Milliseconds to one decimal place.
 */
function timedAlone(outcome, call) {
    const queued = Math.max(0, (call.behind?.settled ?? call.sent) - call.sent);
    if (queued === 0)
        return outcome;
    return { ...outcome, durationMs: Math.max(0, Math.round((outcome.durationMs - queued) * 10) / 10) };
}
/**
 * Runs scenarios one after another and judges each (see `judge.ts`). `scenarios` is a list or a source that plans
 * as the run goes (`PlanCursor`): while each call is out, the source plans a little further and the call before it
 * is judged, so planning and judging cost the time the server takes to answer rather than waits between calls
 * (issue 14); results and findings keep plan order.
 * - Each call has its own timeout (`timeoutMs`); on timeout the client sends `notifications/cancelled`.
 * - After a crash, the next scenario asks `handle` for a connection, which restarts the server, and the run goes
 *   on (the closest existing tool let one crash fail every later call: reference/toolscore-notes.md §9 item 9).
 *   If the server cannot be started again, every remaining scenario is `skipped` with the reason, and one
 *   `server-start-failed` finding says so. A server that died outside an edge case (during a call with valid
 *   arguments, or on its own after a call was answered) and was restarted raises one `server-crashed` finding.
 * - After `maxConsecutiveTimeouts` (2) timeouts in a row on one tool, its remaining scenarios are not run: they
 *   are `skipped` ({@link SKIPPED_AFTER_TIMEOUTS}), so a hanging tool costs two timeouts, not one per scenario,
 *   and its two failed calls are what the score counts.
 * - When other calls of the run were blocked by a missing network or service, timeouts are `blocked` too
 *   (`network-wait.ts`) and raise nothing.
 * - Edge calls, and the happy calls of read-only tools (stage `read`), go out several at a time over stdio
 *   (`RunOptions.pipelineCalls`; at most {@link CALLS_OUT}, each beside calls of its own stage): the
 *   next requests are written before the answers to those out are read, so the server never waits for us between
 *   them — while each call before took under {@link PIPELINED_MAX_ROUND_TRIP_MS}. Measured on the 5,000-tool bench
 *   server: its 27,501 edge calls took ~105 µs of wall each one at a time (the server's ~60 µs, then ours: reading
 *   the answer, writing the next request), ~77 µs two at a time and ~63 µs four at a time, where the server reads
 *   several requests at a go and our own work is what is left; on the filesystem server, whose calls are fast and
 *   ours cold, the calls after tools/list took 152 → 124 ms once its reads went several at a time too (medians of 7
 *   alternating runs, 110 calls). The server still gets them one after another on its stdin, in plan order; each
 *   call is timed from when the server could start on it (the call before answered). Writes, setup and creating
 *   calls go alone, and before a call that does not go beside those out (another stage), every call out is taken
 *   in first, so the work between scenarios (the read-only probes before the first write, a re-plan after a
 *   create) finds nothing out. A call that was out beside others and got no answer (a timeout, a lost connection)
 *   says nothing about itself: it and every call written after it are made again, alone, and the rest of the run
 *   goes one call at a time, so a crash or a timeout is only ever judged on a call the server had to itself. Nor does
 *   a happy call that did not pass beside others (a refusal, a failure: a server may trip over calls at once): it is
 *   made again alone once the calls after it are answered, and judged on that answer. A slow call closes the window
 *   whether the server takes calls in turn or works on several at once (the gate reads a call's share of the time
 *   since it was written too). What is not seen: a server that dies on its own right after answering a call, while
 *   the next ones are out, is restarted for them without a `server-crashed` finding (one at a time, it would have
 *   one), since a death with calls out cannot be told from one they caused together.
 * A scenario with `skip` set is not called: its result is `skipped` with that reason. Happy results carry
 * `value_sources` (where each argument came from) when the plan recorded them.
 * Never throws for server misbehaviour.
 */
async function runScenarios(handle, tools, scenarios, options) {
    const byName = new Map(tools.map((t) => [t.name, t]));
    const limit = options.maxConsecutiveTimeouts ?? 2;
    const streak = new Map();
    const gaveUp = new Map(); // tool → scenarios skipped after repeated timeouts
    const results = [];
    // Findings in the order raised, each with the result of the call that raised it (none: the run's own).
    const raised = [];
    let unavailable;
    let last;
    const deaths = [];
    let pipelining = options.pipelineCalls ?? true;
    let source = toSource(scenarios);
    let roundTripMs = Infinity; // the last call's, milliseconds: none yet, so the first call goes alone
    // The last call's judging waits until the next request is written, so the server works on that call meanwhile
    // (issue 14); anything else that adds a result judges it first, so results keep plan order.
    let unjudged;
    const judgePrevious = () => {
        const judge = unjudged;
        unjudged = undefined;
        judge?.();
    };
    const send = (connection, scenario, index, behind, depth = 1) => {
        const out = { index, scenario, connection, answer: call(connection, scenario, options.timeoutMs), sent: performance.now(), depth, ...(behind ? { behind } : {}) };
        void out.answer.then(() => {
            out.settled = performance.now();
        });
        // The request is written: judge the previous call and plan a little further while the server works on it,
        // or, once the plan is made, do a share of the work that can wait.
        judgePrevious();
        if (!source.ahead())
            options.whileOut?.(out.sent + Math.min(WHILE_OUT_MAX_MS, (Number.isFinite(roundTripMs) ? roundTripMs : 0) * WHILE_OUT_SHARE));
        return out;
    };
    /**
     * Takes in a call's answer. When it was out beside others (`beside`: calls written after it; or the one it was
     * written behind): `again` when it got none, so that it and the calls after it must be made again alone; `alone`
     * when it is a happy call that did not pass, so that it must be made again alone (a refusal or a failure beside
     * other calls says nothing about the call made on its own, which is what is judged). `stop` when the run was
     * stopped meanwhile.
     */
    const takeIn = async (out, beside) => {
        const answered = await out.answer;
        if (options.signal?.aborted)
            return "stop";
        // From when the server could start on it, or, for a server that works on several at once, its share of the time
        // since it was written: a slow call among others is slow either way.
        const settled = out.settled ?? performance.now();
        roundTripMs = Math.max(settled - Math.max(out.sent, out.behind?.settled ?? 0), (settled - out.sent) / out.depth);
        const pipelined = beside || out.behind !== undefined;
        if (pipelined && unanswered(answered))
            return "again";
        const outcome = timedAlone(answered, out);
        const { scenario, connection, index } = out;
        const judge = () => (0,run_judge/* judgeCall */.M)(scenario, outcome, { tool: byName.get(scenario.tool), timeoutMs: options.timeoutMs });
        const judgedNow = pipelined && scenario.kind === "happy" ? judge() : undefined;
        if (judgedNow !== undefined && !judgedNow.result.passed)
            return "alone";
        options.onOutcome?.(scenario, outcome);
        last = { scenario, outcome, connection };
        const count = outcome.kind === "timeout" ? (streak.get(scenario.tool) ?? 0) + 1 : 0;
        streak.set(scenario.tool, count);
        if (count >= limit)
            gaveUp.set(scenario.tool, 0);
        judgePrevious(); // still there when no request was written since it was taken in (the run's last two calls)
        unjudged = () => {
            const judged = judgedNow ?? judge();
            const judgedResult = withSources(judged.result, scenario);
            for (const f of judged.findings)
                raised.push({ result: judgedResult, finding: f });
            results.push(judgedResult);
            options.onResult?.(judgedResult, index, source.planned());
        };
        return "taken";
    };
    // A call goes out beside others of its stage (edge calls; happy calls of read-only tools) while the calls before it
    // were quick.
    const mayGoAlongside = (scenario, before) => pipelining &&
        roundTripMs < PIPELINED_MAX_ROUND_TRIP_MS &&
        scenario?.skip === undefined &&
        (scenario?.stage === "edge" || scenario?.stage === "read") &&
        (before === undefined || before.scenario.stage === scenario.stage);
    const outs = []; // calls written and not yet taken in, oldest first (at most CALLS_OUT)
    let betweenDone = -1; // the last scenario `options.between` was awaited before
    /**
     * Takes in the oldest calls out until `keep` are left. A happy call that did not pass beside others is made again
     * alone and taken in on that answer. When one that was out beside others got no answer, every call out is made
     * again, alone, from it on: the rest of the run goes one call at a time, and the call to go back to is returned.
     */
    const takeInOldest = async (keep) => {
        while (outs.length > keep) {
            const oldest = outs.shift();
            let taken = await takeIn(oldest, outs.length > 0);
            if (taken === "alone") {
                // Made again once the calls written after it are answered, with nothing else out; theirs are taken in after.
                await Promise.all(outs.map((o) => o.answer));
                taken = oldest.connection.alive ? await takeIn(send(oldest.connection, oldest.scenario, oldest.index), false) : "again";
            }
            if (taken === "stop")
                return "stop";
            if (taken === "again") {
                pipelining = false;
                await Promise.all(outs.map((o) => o.answer));
                outs.length = 0;
                last = undefined; // its death, if it died, is judged on the call made alone
                return oldest;
            }
        }
        return "taken";
    };
    for (let index = 0;; index++) {
        if (outs.length > 0 && !mayGoAlongside(source.at(index), outs[outs.length - 1])) {
            // The next call does not go beside them: every call out is taken in first, so that the work between
            // scenarios (the read-only probes before the first write, a re-plan) finds nothing out.
            const taken = await takeInOldest(0);
            if (taken === "stop")
                break;
            if (taken !== "taken") {
                index = taken.index - 1;
                continue;
            }
        }
        // Once per scenario: not again when calls are made again alone from an earlier one (a setup replay twice).
        if (index > betweenDone) {
            betweenDone = index;
            const replacement = await options.between?.(index, source);
            if (replacement)
                source = replacedFrom(source, index, toSource(replacement));
        }
        const scenario = source.at(index);
        if (options.signal?.aborted)
            break;
        if (outs.length > 0) {
            // The next call goes out on the same connection before the ones out are taken in; the oldest is taken in once
            // the window is full, all of them when this one does not go alongside.
            const before = outs[outs.length - 1];
            const alongside = mayGoAlongside(scenario, before) && !gaveUp.has(scenario.tool) && before.connection.alive ? send(before.connection, scenario, index, before, outs.length + 1) : undefined;
            if (alongside)
                outs.push(alongside);
            const taken = await takeInOldest(alongside ? CALLS_OUT - 1 : 0);
            if (taken === "stop")
                break;
            if (taken !== "taken") {
                index = taken.index - 1;
                continue;
            }
            if (alongside)
                continue;
        }
        if (scenario === undefined)
            break;
        let result;
        let connection;
        if (scenario.skip !== undefined) {
            // Not to be called (an MCP Apps tool for the app only): listed with the reason, never counted.
            judgePrevious();
            results.push(skippedResult(scenario, scenario.skip));
            options.onResult?.(results[results.length - 1], index, source.planned());
            continue;
        }
        if (unavailable === undefined && !gaveUp.has(scenario.tool)) {
            try {
                connection = await handle.connection();
                const death = last && deathBefore(last, connection);
                if (death)
                    deaths.push(death);
            }
            catch (error) {
                const reason = error.message;
                unavailable = `the server could not be started again (${reason})`;
                raised.push({
                    finding: (0,finding/* finding */.gk)("server-start-failed", {
                        message: `The server stopped and could not be started again (${reason}); the ${remainingFrom(source, index)} remaining scenarios were not run.`,
                        fix: "Make the server start reliably from a clean state; see the crash findings for the call that stopped it.",
                    }),
                });
            }
        }
        if (connection !== undefined) {
            const sent = send(connection, scenario, index);
            if (mayGoAlongside(scenario, undefined) && connection.transportKind === "stdio") {
                outs.push(sent); // taken in once the next calls are written
                continue;
            }
            const taken = await takeIn(sent, false);
            if (taken === "stop")
                break;
            continue;
        }
        else if (unavailable !== undefined) {
            result = withSources(skippedResult(scenario, `not run: ${unavailable}`), scenario);
        }
        else {
            result = withSources(skippedResult(scenario, SKIPPED_AFTER_TIMEOUTS), scenario);
            gaveUp.set(scenario.tool, (gaveUp.get(scenario.tool) ?? 0) + 1);
        }
        judgePrevious();
        results.push(result);
        options.onResult?.(result, index, source.planned());
    }
    judgePrevious();
    // Offline, a timeout is most likely the network's (network-wait.ts): blocked, and its findings dropped.
    const waited = new Set();
    if (ranOffline(results)) {
        for (const [i, result] of results.entries()) {
            if (!isNetworkWait(result))
                continue;
            waited.add(result);
            results[i] = asNetworkWait(result);
        }
    }
    const crashed = serverCrashedFinding(deaths);
    if (crashed)
        raised.push({ finding: crashed });
    const kept = raised.filter((e) => e.result === undefined || !waited.has(e.result));
    const callOf = new Map(kept.map((e) => [e.finding, e.result?.description]));
    const merged = dedupeFindings(kept.map((e) => e.finding), (f) => callOf.get(f));
    for (const [tool, count] of gaveUp) {
        if (count === 0)
            continue;
        const timeoutFinding = merged.find((f) => f.tool === tool && (f.rule === "call-timeout" || f.rule === "edge-timeout" || f.rule === "unknown-tool-no-reply"));
        if (timeoutFinding)
            timeoutFinding.message += ` Its remaining ${count} scenario${count === 1 ? " was" : "s were"} not run.`;
    }
    // Each call names the findings it raised as they are reported: merged per tool and rule.
    for (const [i, result] of results.entries()) {
        if (result.findings !== undefined)
            results[i] = { ...result, findings: mergedRefs(result.findings, merged) };
    }
    return { results, findings: merged };
}

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
        return followedBy(replan([...new Set(pending.filter((s) => !done(s)).map((s) => s.tool))]), source, end);
    };
    return runScenarios(handle, tools, scenarios, {
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
    const judged = (tools, scenarios, answer) => () => scenarios().forEach((scenario, i) => (0,run_judge/* judgeCall */.M)(scenario, answer(i), { tool: tools.find((t) => t.name === scenario.tool), timeoutMs: 30_000 }));
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

// EXTERNAL MODULE: ./src/checkup/plan-thread.ts
var plan_thread = __webpack_require__(7975);
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
