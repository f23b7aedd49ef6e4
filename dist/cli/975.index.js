export const id = 975;
export const ids = [975];
export const modules = {

/***/ 7975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LINT_SLICE_MS: () => (/* binding */ LINT_SLICE_MS),
/* harmony export */   PLAN_THREAD_MIN_TOOLS: () => (/* binding */ PLAN_THREAD_MIN_TOOLS),
/* harmony export */   PlanThread: () => (/* binding */ PlanThread),
/* harmony export */   servePlans: () => (/* binding */ servePlans)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _lint_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2995);
/* harmony import */ var _scenarios_discovered_values_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1744);
/* harmony import */ var _scenarios_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3545);
/* harmony import */ var _plan_thread_mark_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5709);
/**
 * A second thread that plans the happy calls of a large server and lints it while the run calls it (issue 14: "big
 * servers plan while they are called"). Planning a tool's happy calls takes ~150 µs of CPU on this machine (value
 * generation, ajv, descriptions and discovered values), longer than the ~60 µs the 5,000-tool bench server takes to
 * answer a call, so on one thread the happy calls wait for planning; the lint of 5,000 tools is ~0.3 s more.
 *
 * The thread is given the tools as soon as they are listed and lints them (a step at a time) while discovery runs;
 * once the plan is made it is given the plan's inputs (the options, the discovered values as they are then) and plans
 * the happy units from the last one backwards, while the run's own cursor plans from the first one forwards: each
 * unit is planned by whichever gets to it first — the cursor claims the ones it plans, and the thread stops when it
 * reaches them. Then it finishes the lint. Units and lint are pure functions of those inputs, so the plan and the
 * findings are the same whoever made each part (and the same as without the thread).
 *
 * The thread runs this bundle's own entry file (`index.js` beside the module; the entries start {@link servePlans}
 * when `isPlanThread()` says so: `plan-thread-mark.ts`), so it exists only in the built bundles: run from the sources
 * (the tests), everything is done on the main thread. It never keeps the process alive, and anything wrong with it
 * (it fails to start, throws) only means the main thread does the rest.
 */









/**
 * Servers with at least this many tools to call get a plan thread. Below it the happy calls' planning is a few tens
 * of milliseconds, less than the thread costs to start (~40 ms of CPU for a second copy of the bundle).
 */
const PLAN_THREAD_MIN_TOOLS = 500;
/** Units the thread sends at a time (each message costs the main thread a wake-up and a copy). */
const BATCH = 32;
/** How long {@link PlanThread.lintRace} lints on the calling thread between looks at the thread's messages, milliseconds. */
const LINT_SLICE_MS = 5;
/** The plan thread's work (see the module note): lints until the plan's inputs come, plans, finishes the lint. */
function servePlans() {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.parentPort;
    if (port === null)
        return;
    yieldToTheRun();
    port.once("message", (start) => {
        const linting = start.lint !== undefined ? new _lint_index_js__WEBPACK_IMPORTED_MODULE_5__.LintRun({ tools: start.tools, ...start.lint }) : undefined;
        let input;
        const arrived = () => (input ??= (0,node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.receiveMessageOnPort)(port)?.message) !== undefined;
        while (linting !== undefined && !arrived() && linting.step())
            ;
        // Linted before the plan came: sent at once; otherwise finished once the units are planned.
        const sendLint = () => {
            if (linting !== undefined)
                port.postMessage({ lint: linting.result() });
        };
        const lintedFirst = input === undefined;
        if (lintedFirst)
            sendLint();
        const rest = (plan) => {
            planUnits(port, start.tools, plan);
            if (!lintedFirst)
                sendLint();
            port.close();
        };
        if (input !== undefined)
            rest(input);
        else
            port.once("message", rest);
    });
}
/**
 * Lowers this thread's scheduling priority to the lowest (nice 19) on Linux, where `setpriority` of the calling
 * thread's id 0 affects that thread only (on other systems it would lower the whole process, so nothing is done).
 * The run's own thread and the server under test then get the cores first and the thread takes what they leave:
 * on 2 cores, three busy threads made each request the run wrote to the server's stdin cost ~100 µs, the server
 * taking the run's core; the 5,000-tool bench run took ~5 % less wall at nice 19 (medians of 9 alternating runs:
 * 4,633 → 4,387 ms and 4,183 → 3,962 ms; equal in a third series).
 */
function yieldToTheRun() {
    if (process.platform !== "linux")
        return;
    try {
        (0,node_os__WEBPACK_IMPORTED_MODULE_1__.setPriority)(0, 19);
    }
    catch {
        // not allowed: the thread keeps the priority it has
    }
}
/** Plans the happy units from the last one back to the first the main thread has claimed, sending them in batches. */
function planUnits(port, tools, input) {
    const known = input.known === undefined ? undefined : new _scenarios_discovered_values_js__WEBPACK_IMPORTED_MODULE_6__/* .DiscoveredValues */ .TB();
    known?.add(input.known);
    const callable = input.callable.map((i) => tools[i]);
    const cursor = new _scenarios_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .PlanCursor */ .uc(callable, { ...input.options, ...(known ? { known } : {}) });
    const claims = new Int32Array(input.claims);
    let units = [];
    for (let index = cursor.happyUnitCount - 1; index > Atomics.load(claims, 0); index--) {
        units.push(cursor.planHappyUnit(index));
        if (units.length >= BATCH) {
            port.postMessage({ units });
            units = [];
        }
    }
    if (units.length > 0)
        port.postMessage({ units });
}
/** The bundle entry a plan thread runs, or undefined when this module was not bundled (run from the sources). */
function bundleEntry() {
    const entry = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url)), "index.js");
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(entry) ? entry : undefined;
}
/**
 * The main thread's side: started as soon as the tools are listed (the thread boots and lints while discovery runs),
 * given the plan's inputs by {@link PlanThread.plan}, and stopped when the run ends.
 */
class PlanThread {
    worker;
    claims = new Int32Array(new SharedArrayBuffer(4));
    planned = new Map();
    linted;
    lintAsked;
    running = true;
    /** The tools as listed, which the thread was given first: the plan's are sent by their index among them. */
    tools;
    /** How many units the cursor took from the thread. */
    taken = 0;
    constructor(entry, start) {
        this.tools = start.tools;
        Atomics.store(this.claims, 0, -1);
        this.lintAsked = start.lint !== undefined;
        this.worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.Worker(entry, { workerData: { [_plan_thread_mark_js__WEBPACK_IMPORTED_MODULE_8__/* .PLAN_THREAD */ .R]: true }, stdout: true, stderr: true });
        this.worker.unref();
        this.worker.on("message", (message) => {
            if ("lint" in message)
                this.linted = message.lint;
            else
                for (const unit of message.units)
                    this.planned.set(unit.index, unit);
        });
        this.worker.on("error", () => this.stop()); // the main thread does the rest
        this.worker.postMessage(start);
    }
    /**
     * A plan thread for a server listing `tools`, `toolCount` of which are to be called, or undefined when there are
     * too few or no bundle to run. With `lint` (the lint's input, for these tools) the thread lints them too, unless
     * it names client profiles. `entry`: the bundle the thread runs (default: this bundle's own entry; the tests name a
     * built one).
     */
    static start(tools, toolCount, lint, entry) {
        if (toolCount < PLAN_THREAD_MIN_TOOLS)
            return undefined; // before looking for the bundle: most runs stop here
        const bundle = entry ?? bundleEntry();
        if (bundle === undefined)
            return undefined;
        const lints = lint !== undefined && (lint.clients === undefined || lint.clients.length === 0);
        const options = lints ? { ...(lint.instructions !== undefined ? { instructions: lint.instructions } : {}), ...(lint.tokenBudget !== undefined ? { tokenBudget: lint.tokenBudget } : {}) } : undefined;
        try {
            return new PlanThread(bundle, { tools, ...(options ? { lint: options } : {}) });
        }
        catch {
            return undefined; // not started, or the tools could not be copied: the main thread does it all
        }
    }
    /**
     * Gives the thread the inputs of `cursor`'s plan — `callable`, each one of the tools the thread was started with,
     * and the same `options` — and lets the cursor take its units.
     */
    plan(cursor, callable, options) {
        const { known, ...rest } = options;
        const indexOf = new Map(this.tools.map((tool, i) => [tool, i]));
        const input = { callable: callable.map((t) => indexOf.get(t)), options: rest, ...(known ? { known: known.all() } : {}), claims: this.claims.buffer };
        try {
            this.worker.postMessage(input);
        }
        catch {
            return; // not copied: the cursor plans everything
        }
        cursor.helpWith(this);
    }
    /** How many units the thread has sent that the cursor has not taken (yet). */
    get waiting() {
        return this.planned.size;
    }
    take(index) {
        const unit = this.planned.get(index);
        if (unit === undefined)
            return undefined;
        this.planned.delete(index);
        this.taken++;
        return unit;
    }
    claim(index) {
        Atomics.store(this.claims, 0, index);
    }
    /** Whether the thread lints (it was given the lint and has not stopped): the main thread then leaves it to it. */
    get lints() {
        return this.lintAsked && this.running;
    }
    /** The lint's result, once the thread has sent it. */
    lintResult() {
        return this.linted;
    }
    /**
     * The lint's result from whichever has it first: this thread, or `own` — the same lint (of the same input) on the
     * calling thread, which does {@link LINT_SLICE_MS} of its steps between looks at the thread's messages. What a
     * finished run takes, rather than linting all over again on its own: the thread lints last, after its share of the
     * plan, so a run with few calls after the happy ones ends first (on the 5,000-tool bench server with
     * `--no-edge-cases` the main thread linted again for ~260 ms and threw the thread's nearly finished lint away).
     * A race rather than a wait, because the thread runs at nice 19: on a busy machine it may get a hundredth of a core
     * (a review measured 15 s for a lint the main thread did in 0.5 s), and `own` bounds the wait by what it was
     * before. `hurry()` true (an interrupted run): `own` finishes at once, as does a thread that stopped or failed.
     */
    async lintRace(own, hurry = () => false) {
        for (;;) {
            if (this.linted !== undefined)
                return this.linted;
            if (!this.lints || hurry())
                return own.result();
            const until = performance.now() + LINT_SLICE_MS;
            while (performance.now() < until)
                if (!own.step())
                    return own.result();
            await new Promise((resolve) => setImmediate(resolve)); // the thread's message comes in meanwhile
        }
    }
    /** Ends the thread (idempotent); what it sent and was not taken is dropped. */
    stop() {
        this.running = false;
        Atomics.store(this.claims, 0, 0x7fffffff);
        void this.worker.terminate().catch(() => undefined);
        this.planned.clear();
    }
}


/***/ }),

/***/ 1744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ offersMore),
/* harmony export */   TB: () => (/* binding */ DiscoveredValues),
/* harmony export */   WR: () => (/* binding */ namesRecord),
/* harmony export */   lb: () => (/* binding */ harvestResult),
/* harmony export */   m0: () => (/* binding */ commandLinePaths),
/* harmony export */   rD: () => (/* binding */ COMMAND_LINE)
/* harmony export */ });
/* unused harmony exports MAX_VALUES, MAX_PER_FIELD, MAX_ITEMS, CREATED_NAME, fieldKind, parameterKind, aboutFiles, wantsNewValue */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8714);
/* harmony import */ var _call_phase_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8789);
/* harmony import */ var _description_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(648);
/* harmony import */ var _name_hints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(923);
/* harmony import */ var _tool_verbs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1242);
/* harmony import */ var _bounded_memo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5353);







/**
 * Values the server itself showed, offered to the generator by parameter (issue 11 item 3, DESIGN.md
 * "Scenarios and how a call is judged": discovery). Ids, table names, task ids and file paths were invented
 * although the server's own list tools return real ones; now a `task_id` gets the `id` of a task the server
 * listed, a `path` a file from a listing, a `table` a table name.
 *
 * This module is pure: it harvests values from results it is given and matches them to parameters. Calling
 * tools is `run/discovery.ts`'s job.
 *
 * Harvest (bounded: {@link MAX_VALUES} in all, {@link MAX_PER_FIELD} per field and noun, the first
 * {@link MAX_ITEMS} items of a list): from `structuredContent` and JSON text, the fields of records whose names
 * are ids, names, paths, refs, URLs or tables (`id`, `task_id`, `name`, `title`, `path`, `branch`, `sha`, `url`,
 * `table_name` …), each with the noun of its list (`{"tasks": [{"id": 3}]}` → an `id` of a `task`), and the strings
 * of a bare array a tool named for a plural noun answers (`list_tables` → `["orders"]`: the name of a table); from text,
 * absolute paths on their own line, `[FILE] x` / `[DIR] x` lines under a listed directory, `Key: value` lines,
 * `commit <sha>` lines; and the paths given on the server's command line.
 *
 * Matching a parameter (its name's head noun says what it wants; its other words, else the tool's nouns, which
 * record): an exact field name first, then the same kind of field of the same noun, then of any noun when the
 * parameter names none. Safety: a parameter whose value a creating tool makes (`write_file`'s `path`,
 * `create_task`'s `title`, any `destination`) never gets an existing record's value — a path there is a new name
 * inside a listed directory; destructive tools never get existing ids or names: only the records our own
 * creating calls' answers showed (`Harvested.created`), and the paths our own creating calls made.
 */
/** At most this many harvested values are kept. */
const MAX_VALUES = 200;
/** At most this many values per field and noun. */
const MAX_PER_FIELD = 20;
/** At most this many items of one list are read. */
const MAX_ITEMS = 50;
/** The `tool` of the values from the server's command line, environment and working directory (`commandLineValues`). */
const COMMAND_LINE = "(command line)";
/** The name of a file our own creating calls make inside a listed directory (a directory: without `.txt`). */
const CREATED_NAME = "mcp-checkup-example";
function singular(word) {
    const w = word.toLowerCase();
    if (w.length <= 3)
        return w;
    if (w.endsWith("ies"))
        return `${w.slice(0, -3)}y`;
    if (/(ss|x|ch|sh)es$/.test(w))
        return w.slice(0, -2);
    if (/(ss|us|is)$/.test(w))
        return w;
    return w.endsWith("s") ? w.slice(0, -1) : w;
}
const ID_HEADS = ["id", "uuid", "guid", "key", "slug", "identifier", "number", "num", "no"];
const NAME_HEADS = ["name", "title", "label", "username", "login", "handle"];
const PATH_HEADS = ["path", "file", "filename", "filepath", "dir", "directory", "folder", "root", "cwd", "workdir", "source", "src"];
const REF_HEADS = ["ref", "branch", "tag", "sha", "hash", "commit", "revision", "rev"];
const URL_HEADS = ["url", "uri", "href", "link"];
/** Containers whose noun is their parent's (`{"data": {"items": [...]}}` keeps the tool's noun). */
const GENERIC_CONTAINERS = ["data", "result", "results", "items", "records", "rows", "list", "values", "entries", "content", "response", "page", "nodes", "edges", "hits", "objects"];
/** The kind of a field or parameter name, by its head (last) word; a `table` anywhere wins. */
function fieldKind(name) {
    const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(name).map(singular);
    const head = words[words.length - 1];
    if (head === undefined)
        return undefined;
    if (words.includes("table") && (head === "table" || NAME_HEADS.includes(head)))
        return "table";
    if (ID_HEADS.includes(head) && !(head === "number" && words.length === 1))
        return "id";
    if (NAME_HEADS.includes(head))
        return "name";
    if (PATH_HEADS.includes(head))
        return "path";
    if (REF_HEADS.includes(head))
        return "ref";
    if (URL_HEADS.includes(head))
        return "url";
    return undefined;
}
/** Field names of a relation's two ends, harvested whatever their value looks like (see `walkJson`). */
const RELATION_ENDS = ["source", "target", "from", "to"];
/** A relation end under one name: `from` is a `source`, `to` a `target` (a graph that lists `from`/`to` takes `source`/`target`). */
function relationEnd(field) {
    return field === "from" ? "source" : field === "to" ? "target" : field;
}
/** Heads that name no kind by themselves (`source` is a file to one tool, a branch to another). */
const AMBIGUOUS_HEADS = ["source", "src", "target", "from", "to", "object", "base", "head", "value", "item", "input"];
/**
 * The kind a description gives a parameter: "Source commit/branch", "ID of the task", "Name of the table". None for
 * an SQL statement ("CREATE TABLE SQL statement"): it names a table but holds SQL, and a published SQLite server's
 * `create_table` was sent the names of its listed tables.
 */
function describedKind(description) {
    if ((0,_description_values_js__WEBPACK_IMPORTED_MODULE_2__/* .namesSql */ .l4)(description))
        return undefined;
    const d = description.toLowerCase();
    if (/\b(?:commit|branch|tag|sha|revision|ref)\b/.test(d))
        return "ref";
    if (/\btable\b/.test(d))
        return "table";
    if (/\b(?:file|directory|folder) path\b|\bpath (?:to|of)\b|\babsolute path\b/.test(d))
        return "path";
    if (/\burls?\b|\buris?\b/.test(d))
        return "url";
    if (/\b(?:id|identifier|uuid)\b/.test(d))
        return "id";
    return undefined;
}
/**
 * The kind a parameter wants: by its name's head noun (`task_id` → id), unless the head is ambiguous
 * (`source`, `target`, `object`…) and the description says more ("Source commit/branch" → ref). An ambiguous
 * head the description leaves open is a file only for a tool about files, when `tool` is given: `move_file`'s
 * `source`, not the `source` of `create_relations` ("Create relations between entities"), which got file paths.
 */
function parameterKind(param, description = "", tool) {
    const head = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param).slice(-1)[0] ?? "";
    const byName = fieldKind(param);
    if (byName !== undefined && !AMBIGUOUS_HEADS.includes(head))
        return byName;
    const described = describedKind(description);
    if (described !== undefined)
        return described;
    return byName === "path" && tool !== undefined && !aboutFiles(tool) ? undefined : byName;
}
/** Whether a tool's name or description speaks of files, folders or paths. */
function aboutFiles(tool) {
    const name = typeof tool.name === "string" ? (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(tool.name).join(" ") : "";
    const description = typeof tool.description === "string" ? tool.description : "";
    return /\b(?:files?|file ?names?|folders?|director(?:y|ies)|dirs?|paths?|filesystem|fs)\b/i.test(`${name} ${description}`);
}
/** The kinds of parameter that name a record: what a destructive tool given one would delete, move or overwrite. */
const RECORD_KINDS = ["id", "name", "path", "ref", "table"];
/**
 * Whether parameter `param` (described by `description`) names a record — an id, a name, a path, a ref, a
 * table — rather than saying how to act on it (`reason`, `force`, `limit`): given to a destructive tool, such a
 * value is what gets destroyed, so it must be one our own calls created or a made-up one, never a description's
 * example or a name's hint, which may be a real record (the `t-1` a description gives as an example, customer `1`).
 */
function namesRecord(param, description = "") {
    const kind = parameterKind(param, description);
    return kind !== undefined && RECORD_KINDS.includes(kind);
}
/** The nouns of a tool name, singular, verbs and namespace-like first words left out (`list_tasks` → `task`). */
function toolNouns(name) {
    return (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(name).filter((w) => !NOT_NOUNS.has(w)).map(singular);
}
/** Words of a tool name that are not what it acts on: its verbs and small words. */
const NOT_NOUNS = new Set([..._tool_verbs_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_VERBS */ .KW, ..._tool_verbs_js__WEBPACK_IMPORTED_MODULE_4__/* .WRITE_VERBS */ .FG, ..._tool_verbs_js__WEBPACK_IMPORTED_MODULE_4__/* .RISKY_VERBS */ .e2, ..._call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .CREATING_VERBS */ .tf, "all", "by", "for", "of", "with", "from", "to", "my", "new"]);
function usable(value) {
    if (typeof value === "number")
        return Number.isInteger(value);
    return typeof value === "string" && value.length > 0 && value.length <= 300 && !value.includes("\n");
}
function isAbsolutePath(text) {
    return text.startsWith("/") || /^[A-Za-z]:[\\/]/.test(text);
}
/**
 * A folder that holds everything (a filesystem root `/`, `C:\\`, or the user's home folder, `HOME`/`USERPROFILE` of
 * our environment): never offered to a tool that writes, whatever the server listed (a new user's trial saw a sync
 * tool offered `source_dir: "/"`, to copy into a new folder).
 */
function isWholeTree(path) {
    const trimmed = withoutTrailingSeparators(path);
    if (trimmed === "" || /^[A-Za-z]:$/.test(trimmed))
        return true;
    const home = process.env.HOME ?? process.env.USERPROFILE;
    return home !== undefined && home !== "" && trimmed === withoutTrailingSeparators(home);
}
/** `path` without the separators it ends with (`/srv/data/` → `/srv/data`, `/` → ``). */
function withoutTrailingSeparators(path) {
    return path.replace(/[\\/]+$/, "");
}
function join(dir, name) {
    return /^[A-Za-z]:[\\/]/.test(dir) ? node_path__WEBPACK_IMPORTED_MODULE_0__.win32.join(dir, name) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(dir, name);
}
function pathKind(path, toolName) {
    if (/[\\/]$/.test(path))
        return "directory";
    if (/\.[A-Za-z0-9]{1,8}$/.test(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path)))
        return "file";
    if ((0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(toolName).some((w) => ["directory", "directories", "dir", "dirs", "folder", "folders", "root", "roots", "allowed", "workspace", "workspaces"].includes(w)))
        return "directory";
    return undefined;
}
/** Walks a JSON value for record fields. `noun` is the record kind the surrounding list holds. */
function walkJson(node, noun, tool, out, depth = 0, parentKey = "") {
    if (depth > 6 || out.length >= MAX_VALUES)
        return;
    if (Array.isArray(node)) {
        const field = parentKey ? singular(parentKey) : "";
        for (const item of node.slice(0, MAX_ITEMS)) {
            if (usable(item) && field && fieldKind(field) !== undefined)
                out.push({ value: item, field, ...(noun ? { noun } : {}), tool });
            else
                walkJson(item, noun, tool, out, depth + 1);
        }
        return;
    }
    if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(node))
        return;
    for (const [key, value] of Object.entries(node)) {
        if (usable(value)) {
            if (fieldKind(key) !== undefined && (typeof value === "number" || plausible(fieldKind(key), value))) {
                const kind = fieldKind(key) === "path" && typeof value === "string" && isAbsolutePath(value) ? pathKind(value, tool) : undefined;
                const type = typeof node.type === "string" ? node.type.toLowerCase() : "";
                const declared = type === "directory" || type === "dir" || type === "folder" ? "directory" : type === "file" ? "file" : undefined;
                out.push({ value, field: key, ...(noun ? { noun } : {}), ...((declared ?? kind) ? { kind: declared ?? kind } : {}), tool });
            }
            else if (RELATION_ENDS.includes(key.toLowerCase()) && typeof value === "string" && plausible("name", value)) {
                // A relation's ends name records (`{"source": "Ada Lovelace", "target": "Analytical Engine"}` of a knowledge
                // graph), not files: a new relation's `source` and `target` take them.
                out.push({ value, field: key, ...(noun ? { noun } : {}), tool });
            }
            continue;
        }
        const inner = GENERIC_CONTAINERS.includes(key.toLowerCase()) ? noun : singular((0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(key).slice(-1)[0] ?? key);
        walkJson(value, inner, tool, out, depth + 1, key);
    }
}
function parseJson(text) {
    const t = text.trim();
    if (!(t.startsWith("{") || t.startsWith("[")))
        return undefined;
    try {
        return JSON.parse(t);
    }
    catch {
        return undefined;
    }
}
/** The directory a listing call was about: the first absolute string argument named like a path. */
function listedDirectory(args) {
    if (!(0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(args))
        return undefined;
    for (const [name, value] of Object.entries(args))
        if (typeof value === "string" && isAbsolutePath(value) && fieldKind(name) === "path")
            return value;
    return undefined;
}
/** Words that are never a record's value (`isDirectory: false`). */
const NOT_VALUES = /^(?:true|false|null|undefined|none|n\/a|yes|no|-|—)$/i;
/** Whether a text `key: value` pair holds a value of that kind: paths look like paths, URLs like URLs. */
function plausible(kind, value) {
    if (kind === undefined || NOT_VALUES.test(value))
        return false;
    if (kind === "path")
        return /[\\/]/.test(value) || /\.[A-Za-z0-9]{1,8}$/.test(value);
    if (kind === "url")
        return /^[a-z][a-z0-9+.-]*:/i.test(value);
    return true;
}
function harvestText(text, tool, args, noun, out) {
    const dir = listedDirectory(args);
    const lines = text.split(/\r?\n/).slice(0, 400);
    for (const raw of lines) {
        if (out.length >= MAX_VALUES)
            return;
        const line = raw.trim();
        if (line === "")
            continue;
        const listed = /^\[(FILE|DIR)\]\s+(.+?)(?:\s+\d[\d.,]*\s*[KMGT]?i?B)?$/i.exec(line);
        if (listed) {
            const name = listed[2];
            const kind = listed[1].toUpperCase() === "DIR" ? "directory" : "file";
            const path = isAbsolutePath(name) ? name : dir !== undefined ? join(dir, name) : undefined;
            if (path !== undefined)
                out.push({ value: path, field: "path", kind, tool });
            continue;
        }
        const bare = /^(?:[-*•]\s*)?(\/[^\s:*?"<>|]*|[A-Za-z]:\\[^:*?"<>|]*)$/.exec(line);
        if (bare) {
            const path = bare[1];
            const kind = pathKind(path, tool);
            out.push({ value: path, field: "path", ...(kind ? { kind } : {}), tool });
            continue;
        }
        const commit = /^commit\s+([0-9a-f]{7,40})\b/i.exec(line);
        if (commit) {
            out.push({ value: commit[1], field: "commit", tool });
            continue;
        }
        const pair = /^(?:[-*•]\s*)?([A-Za-z][\w .-]{0,30}?)\s*[:=]\s*(\S.{0,200}?)$/.exec(line);
        if (pair) {
            const key = pair[1];
            let value = pair[2].replace(/^["'`](.*)["'`]$/, "$1");
            if (!plausible(fieldKind(key), value))
                continue;
            if (/^\d{1,15}$/.test(value))
                value = Number(value);
            out.push({ value, field: key.replace(/\s+/g, "_"), ...(noun ? { noun } : {}), tool });
        }
    }
}
/**
 * `noun` when `tool` is named for its plural (`list_tables`, `show_databases`, `collections`): a bare JSON array of
 * strings the tool answers is then the names of those records. A SQLite server's `list_tables` answered
 * `["customers","orders"]`, and `describe_table` got a made-up table it rightly refused. Undefined otherwise.
 */
function listedNoun(tool, noun) {
    return noun !== undefined && (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(tool).some((w) => w.toLowerCase() !== singular(w) && singular(w) === noun) ? noun : undefined;
}
/**
 * The strings of a bare JSON array (`listedNoun`) as names of `noun` records, or paths when absolute
 * (`list_allowed_directories` → `["/srv/data"]`); anything else in it is walked as usual.
 */
function harvestNames(list, noun, tool, out) {
    for (const item of list.slice(0, MAX_ITEMS)) {
        if (out.length >= MAX_VALUES)
            return;
        if (typeof item !== "string" || !usable(item) || NOT_VALUES.test(item))
            walkJson(item, noun, tool, out, 1);
        else if (isAbsolutePath(item)) {
            const kind = pathKind(item, tool);
            out.push({ value: item, field: "path", ...(kind ? { kind } : {}), tool });
        }
        else
            out.push({ value: item, field: "name", noun, tool });
    }
}
/**
 * The values one successful result shows (see the module note): `structuredContent`, every JSON text block,
 * and the plain text's paths, listings and `Key: value` lines. `args` are the call's arguments (a listed
 * directory joins the names under it). Never throws; at most {@link MAX_VALUES} values.
 */
function harvestResult(tool, args, result) {
    const out = [];
    const nouns = toolNouns(tool);
    const noun = nouns[nouns.length - 1];
    const listed = listedNoun(tool, noun);
    if (result.structuredContent !== undefined)
        walkJson(result.structuredContent, noun, tool, out);
    const blocks = Array.isArray(result.content) ? result.content : [];
    for (const block of blocks) {
        if (!block || block.type !== "text" || typeof block.text !== "string")
            continue;
        const json = parseJson(block.text);
        if (json === undefined)
            harvestText(block.text, tool, args, noun, out);
        else if (listed !== undefined && Array.isArray(json))
            harvestNames(json, listed, tool, out);
        else
            walkJson(json, noun, tool, out);
    }
    return out.slice(0, MAX_VALUES);
}
const SCRIPT = /\.(?:[cm]?js|ts|py|rb|jar|sh|exe|bat|cmd|ps1)$/i;
/**
 * Absolute paths on a server's command line (`server-filesystem /srv/data`, `--repository=/srv/repo`), in
 * order, without the server's own script. The caller checks which exist and whether each is a file.
 */
function commandLinePaths(args) {
    const out = [];
    for (const arg of args) {
        const value = arg.startsWith("-") && arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg;
        if (isAbsolutePath(value) && !SCRIPT.test(value) && !value.includes(`${node_path__WEBPACK_IMPORTED_MODULE_0__.posix.sep}node_modules${node_path__WEBPACK_IMPORTED_MODULE_0__.posix.sep}`) && !out.includes(value))
            out.push(value);
    }
    return out;
}
/** Words that make a parameter the name of something new (`destination`, `new_name`, `output_path`). */
const NEW_WORDS = ["destination", "dest", "target", "new", "output", "out"];
/** The words of {@link NEW_WORDS} that name where something goes: new only for a tool about files. */
const DESTINATION_WORDS = ["destination", "dest", "target"];
/** Nouns of containers that records are put in: named by a creating tool's parameter, they are existing ones. */
const CONTAINER_NOUNS = ["table", "collection", "database", "db", "schema", "index", "bucket", "channel", "board", "list", "queue", "topic", "namespace"];
/** Whether a parameter of `tool` names a record the call makes (see the module note). */
function wantsNewValue(param, tool) {
    const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param);
    // A destination is new for a tool about files (a move's, a copy's); a relation's `target` is an existing record.
    if (words.some((w) => NEW_WORDS.includes(w) && (!DESTINATION_WORDS.includes(w) || aboutFiles(tool))))
        return true;
    const verb = (0,_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .toolVerb */ .SH)(typeof tool.name === "string" ? tool.name : "");
    if (verb === undefined || !_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .CREATING_VERBS */ .tf.has(verb))
        return false;
    const kind = fieldKind(param);
    if (kind === undefined || kind === "ref" || kind === "url")
        return false;
    if (AMBIGUOUS_HEADS.includes((0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param).slice(-1)[0] ?? ""))
        return false;
    // A container the new record goes in (`create_record(table)`, `insert_row(collection)`), unless it is what the
    // tool makes (`create_table(table)`): an existing one, as the server listed it.
    const made0 = toolNouns(typeof tool.name === "string" ? tool.name : "")[0];
    const head = singular(words[words.length - 1] ?? "");
    if (CONTAINER_NOUNS.includes(head) && made0 !== head)
        return false;
    // `create_task(project_id)` and `add_tasks_to_request(requestId)` name an existing record; `create_task(title)`
    // and `add_note(note_name)` the new one: the noun right after the verb is what the tool makes.
    const qualifiers = words.slice(0, -1).map(singular).filter((w) => !["file", "dir", "directory", "folder"].includes(w));
    const made = toolNouns(typeof tool.name === "string" ? tool.name : "")[0];
    return qualifiers.length === 0 || (made !== undefined && qualifiers.includes(made));
}
function wantsDirectory(param, tool, description) {
    const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param);
    if (words.some((w) => ["dir", "directory", "folder", "root", "cwd", "workdir", "workspace", "repo", "repository"].includes(w)))
        return true;
    if (words.some((w) => ["file", "filename", "filepath"].includes(w)))
        return false;
    const toolWords = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(typeof tool.name === "string" ? tool.name : "");
    if (toolWords.some((w) => ["directory", "dir", "folder", "tree", "mkdir", "ls", "workdir", "cwd"].includes(w)))
        return true;
    // A listing or search looks inside a directory.
    if ((0,_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .isListLike */ .wq)(tool))
        return true;
    if (/\b(?:directory|folder)\b/i.test(description) && !/\bfile\b/i.test(description))
        return true;
    return false;
}
/**
 * The pool of harvested values of one run, in the order they were found (deterministic when the calls are).
 * Implements the generator's `KnownValues` through {@link DiscoveredValues.forTool}.
 */
class DiscoveredValues {
    entries = [];
    answers = new _bounded_memo_js__WEBPACK_IMPORTED_MODULE_6__/* .BoundedMemo */ ._(2000);
    /** {@link EntryFacts} of each entry, worked out once: every parameter of every tool is matched against every entry. */
    facts = new WeakMap();
    tablesAt;
    /** Adds values, skipping repeats and those over the caps; returns how many were new. */
    add(values) {
        let added = 0;
        for (const v of values) {
            if (this.entries.length >= MAX_VALUES)
                break;
            if (this.entries.some((e) => e.value === v.value && e.field === v.field && e.noun === v.noun))
                continue;
            if (this.entries.filter((e) => e.field === v.field && e.noun === v.noun).length >= MAX_PER_FIELD)
                continue;
            this.entries.push(v);
            added++;
        }
        return added;
    }
    /** A copy holding the values found so far, which later additions to this one do not change. */
    snapshot() {
        const copy = new DiscoveredValues();
        copy.entries.push(...this.entries);
        return copy;
    }
    /** Every harvested value, in order. */
    all() {
        return this.entries;
    }
    get size() {
        return this.entries.length;
    }
    /** Table names: `table`-kind fields, and names of records whose noun is `table`. */
    tables() {
        // Generation asks for every string value; the pool only grows, so its size keys the answer.
        if (this.tablesAt?.size !== this.entries.length) {
            const out = this.entries.filter((e) => typeof e.value === "string" && (fieldKind(e.field) === "table" || (e.noun === "table" && fieldKind(e.field) === "name")));
            this.tablesAt = { size: this.entries.length, tables: [...new Set(out.map((e) => e.value))] };
        }
        return [...this.tablesAt.tables];
    }
    /** Directories, most likely first (declared directories before paths of unknown kind). */
    directories() {
        const paths = this.entries.filter((e) => typeof e.value === "string" && fieldKind(e.field) === "path" && isAbsolutePath(e.value));
        return [...new Set([...paths.filter((e) => e.kind === "directory"), ...paths.filter((e) => e.kind === undefined)].map((e) => e.value))];
    }
    /**
     * Candidates for parameter `param` of `tool` (see the module note): the best-matching values only, in the
     * order they were found, at most ten. `type` is the JSON type wanted: numbers are offered only as numbers,
     * and to a string parameter as their text.
     */
    candidates(param, tool, context) {
        // Generation asks again for every attempt and variant; the pool only grows, so its size keys the answer.
        const key = [this.entries.length, typeof tool.name === "string" ? tool.name : "", (0,_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .callPhase */ .GM)(tool), param, context.type, context.description].join("\u0000");
        return this.answers.get(key) ?? this.answers.set(key, this.match(param, tool, context));
    }
    match(param, tool, context) {
        const kind = parameterKind(param, context.description, tool);
        const phase = (0,_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .callPhase */ .GM)(tool);
        const destroys = (0,_call_phase_js__WEBPACK_IMPORTED_MODULE_1__/* .destroysRecords */ .cd)(tool);
        const fresh = wantsNewValue(param, tool);
        const directory = kind === "path" && wantsDirectory(param, tool, context.description);
        if (fresh) {
            // A new record: only a new path inside a listed directory (a move's destination apart from its source).
            const moved = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param).some((w) => DESTINATION_WORDS.includes(w));
            if (kind !== "path" && !moved)
                return [];
            const name = `${CREATED_NAME}${moved ? "-moved" : ""}`;
            return this.directories().slice(0, 1).map((d) => join(d, directory ? name : `${name}.txt`));
        }
        // A destructive tool gets what our own creating calls made, never an existing record: the path we create in a
        // listed directory, or a record a creating call's answer showed.
        if (destroys && kind === "path")
            return this.directories().slice(0, 1).map((d) => join(d, directory ? CREATED_NAME : `${CREATED_NAME}.txt`));
        const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(param).map(singular);
        const qualifiers = words.slice(0, -1);
        const nouns = qualifiers.length > 0 ? qualifiers : toolNouns(typeof tool.name === "string" ? tool.name : "");
        const exact = relationEnd(param.toLowerCase().replace(/[^a-z0-9]/g, ""));
        const exactSingular = singular(exact);
        const roots = phase === "read" ? undefined : this.localRoots();
        const scored = [];
        this.entries.forEach((e, order) => {
            if (e.readsOnly === true && phase !== "read")
                return;
            const facts = this.factsOf(e);
            const wholeTree = facts.wholeTree;
            if (phase !== "read" && (wholeTree || foreignPath(e, facts, roots)))
                return;
            if (destroys && e.created !== true)
                return;
            const fieldExact = facts.field === exact || facts.fieldSingular === exactSingular;
            const eKind = facts.kind;
            let score = 0;
            if (kind === "path" && eKind === "path") {
                // A file where a directory is wanted (or the reverse) would be refused: left out.
                if (!facts.absolute)
                    score = 1;
                else if (e.kind === undefined)
                    score = 2;
                else
                    score = (e.kind === "directory") === directory ? 3 : 0;
            }
            else if (fieldExact && (facts.fieldNouns.length > 0 || e.noun === undefined || nouns.includes(e.noun))) {
                // `task_id` ← a `task_id` field; a bare `id` field only of the record the parameter names.
                score = 4;
            }
            else if (kind !== undefined && eKind === kind) {
                if (kind === "table")
                    score = 3;
                else {
                    // `task_id` wants a task's id: another record's id would be refused.
                    const sameNoun = e.noun !== undefined && nouns.includes(e.noun);
                    if (sameNoun || facts.fieldNouns.some((n) => nouns.includes(n)))
                        score = 3;
                    else if (qualifiers.length === 0)
                        score = 1;
                }
            }
            else if (kind === "table" && e.noun === "table" && facts.fieldKind === "name")
                score = 3;
            else if ((eKind === "name" || eKind === "id") && e.noun !== undefined && e.noun === singular(words[words.length - 1] ?? "")) {
                // `branch` ← the name of a branch, `project` ← the id of a project.
                score = 3;
            }
            if (score === 0)
                return;
            // The folder we run in is a fallback: a path the server showed or was given wins over it; a whole tree (`/`) is
            // the last choice even for a reader (an edge call built on it fails for the folder, not for the bad field).
            if (e.readsOnly === true)
                score -= 0.5;
            if (wholeTree)
                score -= 1;
            if (context.type === "number" && typeof e.value !== "number" && !/^\d{1,15}$/.test(String(e.value)))
                return;
            scored.push({ value: e.value, score, order });
        });
        scored.sort((a, b) => b.score - a.score || a.order - b.order);
        // Only the best matches: the cases rotate through them, and a weaker one (a commit where a branch is
        // wanted) would only earn a refusal.
        const best = scored.filter((s) => s.score === scored[0]?.score);
        const values = best.map((s) => (context.type === "number" ? Number(s.value) : String(s.value)));
        return [...new Set(values)].slice(0, 10);
    }
    /** {@link EntryFacts} of `e`, worked out on first use. */
    factsOf(e) {
        let facts = this.facts.get(e);
        if (facts === undefined) {
            const field = relationEnd(e.field.toLowerCase().replace(/[^a-z0-9]/g, ""));
            const absolute = typeof e.value === "string" && isAbsolutePath(e.value);
            const named = fieldKind(e.field);
            facts = {
                field,
                fieldSingular: singular(field),
                fieldKind: named,
                kind: named ?? (e.noun === "table" ? "table" : undefined),
                fieldNouns: (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_3__/* .nameWords */ .Lo)(e.field).slice(0, -1).map(singular),
                absolute,
                wholeTree: absolute && isWholeTree(e.value),
                path: absolute ? withoutTrailingSeparators(e.value) : "",
            };
            this.facts.set(e, facts);
        }
        return facts;
    }
    /**
     * What the user named for a local server (the values of its command line, `--env` and `--cwd` that a writer may
     * get), without trailing separators: the roots `foreignPath` measures against. Undefined for a remote server (no
     * command line of ours).
     */
    localRoots() {
        const local = this.entries.filter((n) => n.tool === COMMAND_LINE);
        if (local.length === 0)
            return undefined;
        return local.filter((n) => n.readsOnly !== true && typeof n.value === "string").map((n) => withoutTrailingSeparators(n.value));
    }
    /** The generator's view of this pool for one tool. */
    forTool(tool) {
        return {
            candidates: (name, context) => this.candidates(name, tool, context),
            tables: () => this.tables(),
        };
    }
}
/**
 * Whether `e` is a path a local server showed outside everything the user named for it (its command line, `--env`,
 * `--cwd`; `roots`, from `localRoots`): a tool that writes never gets one. A new user's trial saw a copy tool given
 * `/tmp` — an allowed folder of the server's own defaults — with `recursive`, copy it into a new folder inside it,
 * over and over; a file the server lists in such a folder belongs to someone else too. Our own created records, paths
 * inside a named folder, and the paths of a remote server (no command line of ours: nothing of this machine) are fine.
 */
function foreignPath(e, facts, roots) {
    if (e.created === true || e.tool === COMMAND_LINE || !facts.absolute || roots === undefined)
        return false;
    const path = facts.path;
    return !roots.some((root) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}\\`));
}
/**
 * Whether `values` now offer something for a parameter of `tool` (its own properties, and those of objects and
 * array items one level down) that `sources` says was not already taken from the server or the user: when not,
 * planning the tool again would give the same calls. `sources`: the top-level sources of a planned call.
 */
function offersMore(values, tool, sources = {}) {
    const props = (schema) => (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(schema) && (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(schema.properties) ? Object.entries(schema.properties).filter((e) => (0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(e[1])) : [];
    for (const [name, sub] of props(tool.inputSchema)) {
        if (sources[name] === "discovered" || sources[name] === "--arg")
            continue;
        const nested = [sub, ...((0,_mcp_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .isJsonObject */ .O)(sub.items) ? [sub.items] : [])].flatMap((s) => props(s));
        for (const [param, schema] of [[name, sub], ...nested]) {
            const description = typeof schema.description === "string" ? schema.description : "";
            if (values.candidates(param, tool, { description, type: "string" }).length > 0)
                return true;
        }
    }
    return false;
}


/***/ }),

/***/ 3545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ PlanCursor),
  rQ: () => (/* binding */ checkArgNames),
  Zx: () => (/* binding */ firstHappyArguments),
  RG: () => (/* binding */ planScenarios),
  gr: () => (/* binding */ selectTools)
});

// UNUSED EXPORTS: UNKNOWN_TOOL_NAME

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/scenarios/ajv-validate.ts
var ajv_validate = __webpack_require__(959);
// EXTERNAL MODULE: ./src/scenarios/arg-overrides.ts
var arg_overrides = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/scenarios/call-phase.ts
var call_phase = __webpack_require__(8789);
// EXTERNAL MODULE: ./src/scenarios/discovered-values.ts
var discovered_values = __webpack_require__(1744);
// EXTERNAL MODULE: ./src/scenarios/edge-values.ts
var edge_values = __webpack_require__(3209);
// EXTERNAL MODULE: ./src/scenarios/json-value.ts
var json_value = __webpack_require__(4449);
;// CONCATENATED MODULE: ./src/scenarios/prng.ts
/**
 * A small seeded pseudo-random number generator for value generation. The same seed always gives the same
 * sequence, on every platform, so the same server gets the same scenarios (and the same scorecard) on every run
 * (DESIGN.md "Scenarios and how a call is judged": generation is seeded).
 */
/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and good enough for test data; not cryptographic.
 * `seed` is taken modulo 2^32.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int(min, max) {
            if (!(max > min))
                return min;
            return min + Math.floor(next() * (max - min + 1));
        },
        pick(items) {
            return items[Math.floor(next() * items.length)];
        },
        chance(p) {
            return next() < p;
        },
    };
}
/** FNV-1a 32-bit hash of a string (UTF-16 code units), as an unsigned 32-bit number. */
function hashString(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
/**
 * A seed derived from the global seed and a path of names (e.g. tool name, case number), so each tool's values
 * depend only on its own name and the global seed: adding a tool does not change the values of the others.
 */
function deriveSeed(globalSeed, ...parts) {
    return hashString(`${globalSeed >>> 0}\u0000${parts.join("\u0000")}`);
}

// EXTERNAL MODULE: ./src/scenarios/description-values.ts
var description_values = __webpack_require__(648);
;// CONCATENATED MODULE: ./src/scenarios/prose-requirements.ts



const COMBINATORS = ["if", "oneOf", "anyOf", "allOf", "dependentRequired", "dependencies", "dependentSchemas"];
function prose_requirements_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function propertiesOf(schema) {
    return (0,json_object/* isJsonObject */.O)(schema) && (0,json_object/* isJsonObject */.O)(schema.properties) ? schema.properties : {};
}
function requiredOf(schema) {
    return (0,json_object/* isJsonObject */.O)(schema) && Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : [];
}
function descriptionOf(sub) {
    return (0,json_object/* isJsonObject */.O)(sub) && typeof sub.description === "string" ? sub.description : "";
}
/** The values a property may take that prose can name: its `enum`, else the literals its description lists. */
function choicesOf(sub) {
    if (!(0,json_object/* isJsonObject */.O)(sub))
        return [];
    if (Array.isArray(sub.enum))
        return sub.enum.filter((v) => (typeof v === "string" && v.length >= 3) || typeof v === "number");
    const listed = (0,description_values/* enumeratedLiterals */.$o)(descriptionOf(sub)).filter((v) => v.length >= 3);
    return listed.length >= 2 ? listed : [];
}
/** A property name as prose writes it: plain, quoted or in backticks. */
function nameIn(names) {
    return `[\`'"]?(${names.map(prose_requirements_escape).join("|")})[\`'"]?`;
}
function sentenceAround(text, at) {
    const start = Math.max(text.lastIndexOf(".", at - 1) + 1, 0);
    const endDot = text.indexOf(". ", at);
    return text.slice(start, endDot < 0 ? text.length : endDot + 1).trim();
}
/**
 * The requirements `tool` states in prose, in a stable order (properties in schema order). Empty when the schema
 * already uses combinators or conditionals at its root. Pure; never throws.
 */
function proseRequirements(tool) {
    // Planning asks for every case of every tool, and again when it re-plans: the answer depends on the tool alone.
    const hit = read.get(tool);
    if (hit)
        return hit;
    const found = readRequirements(tool);
    read.set(tool, found);
    return found;
}
const read = new WeakMap();
function readRequirements(tool) {
    const schema = tool.inputSchema;
    if (!(0,json_object/* isJsonObject */.O)(schema) || COMBINATORS.some((k) => k in schema))
        return [];
    const props = propertiesOf(schema);
    const names = Object.keys(props);
    if (names.length === 0)
        return [];
    const required = requiredOf(schema);
    const out = [];
    const texts = [
        ...(typeof tool.description === "string" ? [{ text: tool.description }] : []),
        ...names.map((n) => ({ owner: n, text: descriptionOf(props[n]) })),
    ];
    // by value: "<cue> [the] [<discriminator> is] V" in another property's description.
    for (const [q, sub] of Object.entries(props)) {
        const values = choicesOf(sub);
        if (values.length < 2)
            continue;
        const lowered = values.map((v) => String(v).toLowerCase());
        for (const p of names) {
            if (p === q)
                continue;
            const d = descriptionOf(props[p]);
            if (!lowered.some((v) => d.toLowerCase().includes(v)))
                continue;
            // The cue, then one value or a list of them ("for create/delete/verify operations").
            const value = `[\`'"]?(?:${values.map((v) => prose_requirements_escape(String(v))).join("|")})[\`'"]?`;
            const cue = new RegExp(`\\b(?:for|when|if|with|only for|used for|used with|required for|required when|required if|applies to)\\s+(?:the\\s+|an?\\s+)?(?:${prose_requirements_escape(q)}\\s*(?:is|=|==|:)?\\s*)?(${value}(?:\\s*(?:/|,|\\bor\\b|\\band\\b)\\s*${value})*)(?![\\w-])`, "i");
            const m = cue.exec(d);
            if (!m)
                continue;
            const named = m[1].toLowerCase();
            for (const v of values) {
                if (new RegExp(`(?:^|[^\\w-])${prose_requirements_escape(String(v).toLowerCase())}(?![\\w-])`).test(named)) {
                    out.push({ kind: "by-value", property: p, discriminator: q, value: v, text: sentenceAround(d, m.index) });
                }
            }
        }
    }
    // one of: "exactly one of a or b", "either a or b", "at least one of a, b and c". The patterns below name this
    // tool's properties, so each is built for this tool, and only when a text has its cue words (issue 14: building
    // them for every tool of a 5,000-tool server cost seconds, for texts that could not match).
    const cued = texts.filter(({ text }) => /\b(?:one of|either)\b/i.test(text));
    if (cued.length > 0) {
        const list = `${nameIn(names)}(?:\\s*(?:,|\\bor\\b|\\band\\b|/)\\s*(?:\\bor\\b\\s*)?${nameIn(names)})+`;
        const oneOf = new RegExp(`\\b(exactly one of|only one of|one of|either|at least one of)\\s+(?:the\\s+)?(?:parameters?\\s+|properties\\s+|fields?\\s+)?(${list.replace(/\((?!\?)/g, "(?:")})`, "gi");
        for (const { text } of cued) {
            for (const m of text.matchAll(oneOf)) {
                const group = [...new Set([...m[2].matchAll(new RegExp(nameIn(names), "g"))].map((x) => x[1]))];
                if (group.length < 2)
                    continue;
                const exactly = !/at least/i.test(m[1]);
                if (!out.some((r) => r.kind === "one-of" && r.properties.join() === group.join()))
                    out.push({ kind: "one-of", properties: group, exactly, text: sentenceAround(text, m.index ?? 0) });
            }
        }
    }
    // Built once for every property name, when a text first needs them; a match naming the property itself is skipped.
    let patterns;
    const build = () => ({
        unlessPattern: new RegExp(`\\brequired\\s+(?:unless\\s+${nameIn(names)}|(?:if|when)\\s+${nameIn(names)}\\s+(?:is\\s+)?(?:not|isn't)\\s+(?:provided|given|set|specified|present|passed))`, "i"),
        whenSetPattern: new RegExp(`\\brequired\\s+(?:if|when)\\s+${nameIn(names)}\\s+(?:is\\s+)?(?:provided|given|set|specified|present|passed|true)`, "i"),
        needsPattern: new RegExp(`\\b(?:requires|only (?:used|valid|applies|works|relevant) (?:with|when)|(?:must|should) be (?:used|combined|set) (?:together )?with|used (?:together|in combination) with)\\s+(?:the\\s+)?${nameIn(names)}(?![\\w-])`, "i"),
    });
    for (const { owner, text } of texts) {
        if (owner === undefined || text === "" || !/\b(?:required?|requires|only|used|must|should)\b/i.test(text))
            continue;
        const { unlessPattern, whenSetPattern, needsPattern } = (patterns ??= build());
        // "required if b is not provided", "required unless b": this one or b.
        const unless = unlessPattern.exec(text);
        const other = unless ? (unless[1] ?? unless[2]) : undefined;
        if (unless && other !== undefined && other !== owner) {
            const group = names.filter((n) => n === owner || n === other);
            if (!out.some((r) => r.kind === "one-of" && r.properties.join() === group.join()))
                out.push({ kind: "one-of", properties: group, exactly: false, text: sentenceAround(text, unless.index) });
        }
        // "required when b is set": b needs this one.
        const whenSet = unless ? null : whenSetPattern.exec(text);
        if (whenSet && whenSet[1] !== owner)
            out.push({ kind: "with", property: whenSet[1], needs: owner, text: sentenceAround(text, whenSet.index) });
        // "requires b", "only used with b", "must be used together with b": this one needs b.
        const needs = needsPattern.exec(text);
        if (needs && needs[1] !== owner)
            out.push({ kind: "with", property: owner, needs: needs[1], text: sentenceAround(text, needs.index) });
        // "Required. …", "… (required)": required without a condition, yet not listed.
        if (!required.includes(owner) && /^\s*\(?required\)?\s*[.:–—-]|\(required\)|\bthis (?:field|parameter|property) is required\b/i.test(text) && !/\brequired\s+(?:when|if|unless|for|only)\b/i.test(text)) {
            out.push({ kind: "always", property: owner, text: text.trim() });
        }
    }
    return out;
}
/** The discriminator values that have tied properties, per discriminator: `{ action: ["diff", "hmac"] }`. */
function discriminators(requirements) {
    const out = new Map();
    for (const r of requirements) {
        if (r.kind !== "by-value")
            continue;
        const list = out.get(r.discriminator) ?? [];
        if (!list.includes(r.value))
            list.push(r.value);
        out.set(r.discriminator, list);
    }
    return out;
}
/**
 * The tool's schema narrowed so that a value generated for it keeps the prose requirements, for one happy case:
 * `chosen` gives the discriminator values of this case (`{ action: "diff" }`); `pick` chooses the member of a
 * one-of group to send (the case index rotates it). Narrowing only ever adds constraints (`required`,
 * `dependentRequired`, a `const` beside a discriminator's schema, `false` for a tied property of another
 * value), so a value valid for the result is valid for the original schema.
 */
function narrowSchema(schema, requirements, chosen, pick) {
    if (!(0,json_object/* isJsonObject */.O)(schema) || requirements.length === 0)
        return schema;
    const props = { ...propertiesOf(schema) };
    const originalRequired = requiredOf(schema);
    const required = new Set(originalRequired);
    const forbid = new Set();
    const dependent = {};
    for (const r of requirements) {
        if (r.kind === "always")
            required.add(r.property);
        else if (r.kind === "with")
            (dependent[r.property] ??= []).push(r.needs);
        else if (r.kind === "one-of") {
            const present = r.properties.filter((p) => originalRequired.includes(p));
            const member = present[0] ?? r.properties[pick % r.properties.length];
            if (member === undefined)
                continue;
            required.add(member);
            if (r.exactly)
                for (const p of r.properties)
                    if (p !== member && !originalRequired.includes(p))
                        forbid.add(p);
        }
    }
    for (const [q, value] of Object.entries(chosen)) {
        if (!Object.hasOwn(props, q))
            continue;
        (0,json_value/* setOwn */.P)(props, q, { allOf: [props[q], { const: value }] });
        required.add(q);
        for (const r of requirements) {
            if (r.kind !== "by-value" || r.discriminator !== q)
                continue;
            if (r.value === value)
                required.add(r.property);
        }
    }
    // A property tied only to other values of a chosen discriminator is left out (it may be refused there).
    for (const r of requirements) {
        if (r.kind !== "by-value" || !(r.discriminator in chosen) || required.has(r.property))
            continue;
        forbid.add(r.property);
    }
    for (const p of forbid)
        if (!required.has(p))
            (0,json_value/* setOwn */.P)(props, p, false);
    const out = { ...schema, properties: props, required: [...required] };
    if (Object.keys(dependent).length > 0)
        out.dependentRequired = dependent;
    return out;
}

// EXTERNAL MODULE: ./src/scenarios/scenario.ts
var scenario = __webpack_require__(1553);
// EXTERNAL MODULE: ./src/scenarios/name-hints.ts
var name_hints = __webpack_require__(923);
// EXTERNAL MODULE: ./src/scenarios/schema-ref.ts
var schema_ref = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/findings/text-patterns.ts
var text_patterns = __webpack_require__(9483);
// EXTERNAL MODULE: ./src/scenarios/bounded-regexp.ts
var bounded_regexp = __webpack_require__(5126);
// EXTERNAL MODULE: ./src/scenarios/direct-check.ts
var direct_check = __webpack_require__(6963);
;// CONCATENATED MODULE: ./src/scenarios/format-values.ts
/**
 * Candidate strings for JSON Schema `format` values (JSON Schema 2020-12 Validation §7.3, plus the formats
 * ajv-formats adds). For URL formats (`uri`, `iri`, `url`) the generator puts the scheme the property's
 * description allows first (`description-values.ts` `urlScheme`: https unless it allows `data:` or asks for
 * `file:`); these lists follow as fallbacks. The generator validates each candidate against the schema.
 */
const FORMATS = {
    date: ["2026-01-15", "2025-06-01", "2026-03-31"],
    time: ["10:30:00Z", "08:00:00+01:00", "23:59:59Z"],
    "date-time": ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"],
    "iso-time": ["10:30:00Z", "08:00:00+01:00", "23:59:59Z"],
    "iso-date-time": ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"],
    duration: ["PT1S", "PT2S", "P1D"],
    uri: ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D", "urn:example:item-1"],
    iri: ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D", "urn:example:item-1"],
    "uri-reference": ["docs/readme.md", "#section", "/example/path"],
    "iri-reference": ["docs/readme.md", "#section", "/example/path"],
    url: ["https://example.invalid/", "https://example.invalid/page", "http://example.invalid/item"],
    "uri-template": ["https://example.invalid/items/{id}", "/items/{id}", "{+path}/readme"],
    email: ["user@example.com", "alice@example.org", "bob@example.net"],
    "idn-email": ["user@example.com", "alice@example.org", "bob@example.net"],
    hostname: ["localhost", "example.com", "example.org"],
    "idn-hostname": ["localhost", "example.com", "example.org"],
    ipv4: ["127.0.0.1", "127.0.0.2", "10.0.0.1"],
    ipv6: ["::1", "fe80::1", "2001:db8::1"],
    uuid: ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40", "00000000-0000-4000-8000-000000000001"],
    regex: ["^[a-z]+$", "\\d+", "hello"],
    "json-pointer": ["/items/0", "/name", ""],
    "relative-json-pointer": ["0", "1/name", "0#"],
    byte: ["SGVsbG8sIHdvcmxkIQ==", "ZXhhbXBsZQ==", "dGVzdA=="],
    binary: ["example", "test", "data"],
    password: ["Example-Passw0rd", "test-secret-1", "dummy-key-2"],
    int32: ["1", "2", "42"],
    int64: ["1", "2", "42"],
    float: ["1.5", "2", "0.5"],
    double: ["1.5", "2", "0.5"],
};
/** Candidate strings for `format`, or an empty list for a format we do not know (its value is then free). */
function formatCandidates(format) {
    return typeof format === "string" ? (FORMATS[format] ?? []) : [];
}

// EXTERNAL MODULE: ./src/scenarios/bounded-memo.ts
var bounded_memo = __webpack_require__(5353);
;// CONCATENATED MODULE: ./src/scenarios/regex-sample.ts

/**
 * Builds a string that matches a JSON Schema `pattern` (an ECMA-262 regular expression, JSON Schema 2020-12
 * Validation §6.3.3), for the subset schemas use in practice: literals and escapes, `.`, character classes
 * (ranges, negation, `\d \w \s` and their negations, a few `\p{…}` properties), groups (capturing, `(?:…)`,
 * named), alternation, quantifiers (`? * + {n} {n,} {n,m}`, lazy or not), anchors and back-references.
 * Lookarounds are skipped (the result is then validated by the caller like every other candidate).
 *
 * A JSON Schema pattern is not anchored, so the generated text is simply one match of the whole expression.
 * Returns undefined when the pattern cannot be parsed.
 */
function sampleRegex(pattern, rng, lengthHint) {
    const node = parsePattern(pattern);
    if (node === undefined)
        return undefined;
    const captures = [];
    // How far an open-ended repeat (`*`, `+`, `{n,}`) may go beyond its minimum.
    const extra = lengthHint?.max !== undefined && lengthHint.max < 8 ? 0 : Math.max(2, lengthHint?.min ?? 0);
    try {
        return emit(node, rng, captures, extra);
    }
    catch (error) {
        if (error instanceof TooLong)
            return undefined;
        throw error;
    }
}
/**
 * The longest text a pattern is sampled to, characters: a pattern that needs more (`a{100000000}`) gets no sample,
 * as one that cannot be parsed (a server's pattern asking for 100 million characters ran the run out of memory).
 */
const MAX_SAMPLE_CHARS = 100_000;
/** Thrown by {@link emit} once a sample outgrows {@link MAX_SAMPLE_CHARS}. */
class TooLong extends Error {
}
/** `text`, or {@link TooLong} thrown when it is longer than {@link MAX_SAMPLE_CHARS}. */
function bounded(text) {
    if (text.length > MAX_SAMPLE_CHARS)
        throw new TooLong();
    return text;
}
/** Parsed patterns by their text (null: not parseable), so that each is parsed once. */
const parsed = new bounded_memo/* BoundedMemo */._(1000);
/** The syntax tree of `pattern` (never changed by sampling, so shared), or undefined when it cannot be parsed. */
function parsePattern(pattern) {
    let node = parsed.get(pattern);
    if (node === undefined) {
        try {
            node = new Parser(pattern).parse();
        }
        catch {
            node = null;
        }
        parsed.set(pattern, node);
    }
    return node ?? undefined;
}
const DIGIT = [[48, 57]];
const WORD = [
    [48, 57],
    [65, 90],
    [95, 95],
    [97, 122],
];
const SPACE = [
    [9, 13],
    [32, 32],
];
const LETTER = [
    [65, 90],
    [97, 122],
];
class Parser {
    src;
    pos = 0;
    groupCount = 0;
    constructor(src) {
        this.src = src;
    }
    parse() {
        const node = this.alternation();
        if (this.pos < this.src.length)
            throw new Error(`unexpected '${this.src[this.pos]}'`);
        return node;
    }
    peek() {
        return this.src[this.pos];
    }
    alternation() {
        const options = [this.sequence()];
        while (this.peek() === "|") {
            this.pos++;
            options.push(this.sequence());
        }
        return options.length === 1 ? options[0] : { t: "alt", options };
    }
    sequence() {
        const items = [];
        while (this.pos < this.src.length && this.peek() !== "|" && this.peek() !== ")") {
            const atom = this.atom();
            if (atom === undefined)
                continue;
            items.push(this.quantified(atom));
        }
        return { t: "seq", items };
    }
    quantified(atom) {
        let node = atom;
        for (;;) {
            const c = this.peek();
            let min;
            let max;
            if (c === "*")
                [min, max] = [0, Infinity];
            else if (c === "+")
                [min, max] = [1, Infinity];
            else if (c === "?")
                [min, max] = [0, 1];
            else if (c === "{") {
                const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
                if (!m)
                    return node; // a literal "{"
                min = Number(m[1]);
                max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
                this.pos += m[0].length - 1;
            }
            else
                return node;
            this.pos++;
            if (this.peek() === "?")
                this.pos++; // lazy: same language
            node = { t: "repeat", body: node, min, max };
        }
    }
    /** One atom; undefined for zero-width items we drop (anchors, word boundaries, lookarounds). */
    atom() {
        const c = this.src[this.pos++];
        switch (c) {
            case "^":
            case "$":
                return undefined;
            case ".":
                return { t: "any" };
            case "[":
                return { t: "set", set: this.charClass() };
            case "(":
                return this.group();
            case "\\":
                return this.escape(false);
            default:
                return { t: "char", code: c.codePointAt(0) };
        }
    }
    group() {
        let capturing = true;
        if (this.src.startsWith("?:", this.pos)) {
            this.pos += 2;
            capturing = false;
        }
        else if (this.src.startsWith("?=", this.pos) || this.src.startsWith("?!", this.pos) || this.src.startsWith("?<=", this.pos) || this.src.startsWith("?<!", this.pos)) {
            // Lookaround: zero-width; skip its body.
            this.pos += this.src[this.pos + 1] === "<" ? 3 : 2;
            this.alternation();
            this.expect(")");
            return undefined;
        }
        else if (this.src.startsWith("?<", this.pos)) {
            const end = this.src.indexOf(">", this.pos);
            if (end < 0)
                throw new Error("bad group name");
            this.pos = end + 1;
        }
        const index = capturing ? ++this.groupCount : undefined;
        const body = this.alternation();
        this.expect(")");
        return index === undefined ? { t: "group", body } : { t: "group", body, index };
    }
    expect(ch) {
        if (this.src[this.pos] !== ch)
            throw new Error(`expected '${ch}'`);
        this.pos++;
    }
    /** After a backslash. In a class, `\b` is a backspace and classes come back as sets. */
    escape(inClass) {
        const c = this.src[this.pos++];
        if (c === undefined)
            throw new Error("trailing backslash");
        switch (c) {
            case "d":
                return { t: "set", set: { negated: false, ranges: DIGIT } };
            case "D":
                return { t: "set", set: { negated: true, ranges: DIGIT } };
            case "w":
                return { t: "set", set: { negated: false, ranges: WORD } };
            case "W":
                return { t: "set", set: { negated: true, ranges: WORD } };
            case "s":
                return { t: "set", set: { negated: false, ranges: SPACE } };
            case "S":
                return { t: "set", set: { negated: true, ranges: SPACE } };
            case "b":
                return inClass ? { t: "char", code: 8 } : undefined;
            case "B":
                return undefined;
            case "n":
                return { t: "char", code: 10 };
            case "r":
                return { t: "char", code: 13 };
            case "t":
                return { t: "char", code: 9 };
            case "f":
                return { t: "char", code: 12 };
            case "v":
                return { t: "char", code: 11 };
            case "0":
                return { t: "char", code: 0 };
            case "x": {
                const hex = this.src.slice(this.pos, this.pos + 2);
                if (!/^[0-9a-fA-F]{2}$/.test(hex))
                    return { t: "char", code: 120 };
                this.pos += 2;
                return { t: "char", code: parseInt(hex, 16) };
            }
            case "u": {
                const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.src.slice(this.pos));
                if (braced) {
                    this.pos += braced[0].length;
                    return { t: "char", code: parseInt(braced[1], 16) };
                }
                const hex = this.src.slice(this.pos, this.pos + 4);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    return { t: "char", code: 117 };
                this.pos += 4;
                return { t: "char", code: parseInt(hex, 16) };
            }
            case "c": {
                const letter = this.src[this.pos++] ?? "A";
                return { t: "char", code: letter.toUpperCase().charCodeAt(0) % 32 };
            }
            case "p":
            case "P": {
                const m = /^\{([^}]*)\}/.exec(this.src.slice(this.pos));
                if (!m)
                    throw new Error("bad property escape");
                this.pos += m[0].length;
                const name = m[1].replace(/^(General_Category|gc)=/, "");
                const ranges = /^(Lu|Uppercase_Letter)$/.test(name)
                    ? [[65, 90]]
                    : /^(Ll|Lowercase_Letter)$/.test(name)
                        ? [[97, 122]]
                        : /^(N|Nd|Number|Decimal_Number|digit)$/.test(name)
                            ? DIGIT
                            : /^(P|Punctuation)$/.test(name)
                                ? [
                                    [33, 35],
                                    [37, 42],
                                    [44, 47],
                                ]
                                : LETTER;
                return { t: "set", set: { negated: c === "P", ranges } };
            }
            case "k": {
                const m = /^<[^>]+>/.exec(this.src.slice(this.pos));
                if (m)
                    this.pos += m[0].length;
                return { t: "empty" };
            }
            default:
                if (/[1-9]/.test(c) && !inClass) {
                    let digits = c;
                    while (/[0-9]/.test(this.src[this.pos] ?? ""))
                        digits += this.src[this.pos++];
                    return { t: "backref", index: Number(digits) };
                }
                return { t: "char", code: c.codePointAt(0) };
        }
    }
    charClass() {
        const set = { negated: false, ranges: [] };
        if (this.peek() === "^") {
            set.negated = true;
            this.pos++;
        }
        while (this.pos < this.src.length && this.peek() !== "]") {
            const lo = this.classAtom();
            if (lo.kind === "set") {
                set.ranges.push(...lo.ranges);
                continue;
            }
            if (this.peek() === "-" && this.src[this.pos + 1] !== "]" && this.src[this.pos + 1] !== undefined) {
                this.pos++;
                const hi = this.classAtom();
                if (hi.kind === "char" && hi.code >= lo.code) {
                    set.ranges.push([lo.code, hi.code]);
                    continue;
                }
                set.ranges.push([lo.code, lo.code], [45, 45]);
                if (hi.kind === "set")
                    set.ranges.push(...hi.ranges);
                else
                    set.ranges.push([hi.code, hi.code]);
                continue;
            }
            set.ranges.push([lo.code, lo.code]);
        }
        this.expect("]");
        return set;
    }
    classAtom() {
        const c = this.src[this.pos++];
        if (c !== "\\")
            return { kind: "char", code: c.codePointAt(0) };
        const node = this.escape(true);
        if (node?.t === "char")
            return { kind: "char", code: node.code };
        if (node?.t === "set") {
            if (!node.set.negated)
                return { kind: "set", ranges: node.set.ranges };
            // A negated class escape inside a class (e.g. [\D]): approximate with printable characters outside it.
            return { kind: "set", ranges: printableOutside(node.set.ranges) };
        }
        return { kind: "char", code: 45 };
    }
}
const PRINTABLE = [32, 126];
function printableOutside(ranges) {
    const out = [];
    for (let code = PRINTABLE[0]; code <= PRINTABLE[1]; code++) {
        if (!ranges.some(([lo, hi]) => code >= lo && code <= hi))
            out.push([code, code]);
    }
    return out;
}
/** Per character set (a node of a parsed pattern): its letters and digits, and its printable ASCII characters. */
const setChoices = new WeakMap();
function regex_sample_choicesOf(set) {
    let choices = setChoices.get(set);
    if (choices === undefined) {
        const inSet = (code) => set.ranges.some(([lo, hi]) => code >= lo && code <= hi) !== set.negated;
        const nice = [];
        for (const [lo, hi] of [
            [97, 122],
            [48, 57],
            [65, 90],
        ]) {
            for (let code = lo; code <= hi; code++)
                if (inSet(code))
                    nice.push(code);
        }
        const printable = [];
        for (let code = PRINTABLE[0]; code <= PRINTABLE[1]; code++)
            if (inSet(code))
                printable.push(code);
        choices = { nice, printable };
        setChoices.set(set, choices);
    }
    return choices;
}
/** A character of the set, preferring letters and digits so results look like ordinary text. */
function pickFromSet(set, rng) {
    const { nice, printable } = regex_sample_choicesOf(set);
    if (nice.length > 0)
        return String.fromCodePoint(rng.pick(nice));
    if (printable.length > 0)
        return String.fromCodePoint(rng.pick(printable));
    if (!set.negated && set.ranges.length > 0) {
        const [lo, hi] = rng.pick(set.ranges);
        return String.fromCodePoint(rng.int(lo, Math.min(hi, 0x10ffff)));
    }
    return "\u00e9";
}
function emit(node, rng, captures, extra) {
    switch (node.t) {
        case "seq": {
            let text = "";
            for (const item of node.items)
                text = bounded(text + emit(item, rng, captures, extra));
            return text;
        }
        case "alt":
            return emit(rng.pick(node.options), rng, captures, extra);
        case "char":
            return String.fromCodePoint(node.code);
        case "set":
            return pickFromSet(node.set, rng);
        case "any":
            return rng.pick([..."abcdefghijklmnopqrstuvwxyz0123456789"]);
        case "group": {
            const text = emit(node.body, rng, captures, extra);
            if (node.index !== undefined)
                captures[node.index] = text;
            return text;
        }
        case "repeat": {
            const max = node.max === Infinity ? node.min + extra : node.max;
            const count = rng.int(node.min, Math.max(node.min, Math.min(max, node.min + Math.max(extra, 1))));
            if (count > MAX_SAMPLE_CHARS)
                throw new TooLong(); // even a body of nothing would take that many turns
            let text = "";
            for (let i = 0; i < count; i++)
                text = bounded(text + emit(node.body, rng, captures, extra));
            return text;
        }
        case "backref":
            return captures[node.index] ?? "";
        case "empty":
            return "";
    }
}

;// CONCATENATED MODULE: ./src/scenarios/schema-values.ts












const ATTEMPTS = 8;
const MAX_DEPTH = 32;
const FAIL = Symbol("no value");
const SOURCE_RANK = ["discovered", "description", "name", "schema", "made-up"];
/** Where the rotations among equally plausible candidates stand: the variant, and the seed's turns after the first. */
function turned(ctx) {
    return ctx.variant + (ctx.variant > 0 ? ctx.turn : 0);
}
/** Records where a leaf value of the current root property came from. */
function mark(ctx, source) {
    if (ctx.top === undefined)
        return;
    let set = ctx.sources.get(ctx.top);
    if (!set)
        ctx.sources.set(ctx.top, (set = new Set()));
    set.add(source);
}
function summarizeSources(sources, value) {
    const out = {};
    if (!(0,json_object/* isJsonObject */.O)(value))
        return out;
    for (const key of Object.keys(value)) {
        const seen = sources.get(key);
        (0,json_value/* setOwn */.P)(out, key, SOURCE_RANK.find((s) => seen?.has(s)) ?? "schema");
    }
    return out;
}
/**
 * Generates a value for `schema`, validated with ajv against the whole schema. Never throws for a bad schema:
 * an unsatisfiable or uncompilable schema gives `{ ok: false, reason }`.
 */
function generateValue(schema, options) {
    const validator = (0,ajv_validate/* compileSchema */.Fc)(schema);
    const declared = (0,json_object/* isJsonObject */.O)(schema) ? (0,ajv_validate/* dialectOf */.E3)(schema.$schema) : undefined;
    const dialect = validator.ok ? validator.dialect : (declared ?? "2020-12");
    const baseVariant = options.variant ?? 0;
    let firstProblem;
    let best = FAIL;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const lean = attempt >= ATTEMPTS / 2;
        const ctx = {
            root: schema,
            dialect,
            rng: mulberry32(deriveSeed(options.seed, "attempt", attempt)),
            variant: baseVariant + attempt,
            turn: options.turn ?? 0,
            name: options.name ?? "",
            description: "",
            depth: 0,
            refs: [],
            minimal: baseVariant === 0 || lean,
            fillTop: lean ? () => false : options.fillOptional,
            toolName: options.toolName ?? "",
            toolDescription: options.toolDescription ?? "",
            known: options.known,
            namesRecord: options.namesRecord,
            atRoot: true,
            top: undefined,
            sources: new Map(),
            reject: undefined,
        };
        const value = gen(schema, ctx);
        if (value === FAIL)
            continue;
        if (best === FAIL)
            best = value;
        if (!validator.ok)
            return { ok: false, reason: `its schema cannot be compiled (${validator.error})`, value };
        const problems = validator.validate(value);
        if (problems.length === 0)
            return { ok: true, value, sources: summarizeSources(ctx.sources, value) };
        firstProblem ??= problems[0];
    }
    const reason = firstProblem ? `no generated value satisfied it (${firstProblem})` : "no value could be built for it";
    return best === FAIL ? { ok: false, reason } : { ok: false, reason, value: best };
}
function omit(s, keys) {
    const out = {};
    for (const [k, v] of Object.entries(s))
        if (!keys.includes(k))
            (0,json_value/* setOwn */.P)(out, k, v);
    return out;
}
function rotate(items, by) {
    if (items.length === 0)
        return [];
    const k = ((by % items.length) + items.length) % items.length;
    return [...items.slice(k), ...items.slice(0, k)];
}
// ---------------------------------------------------------------------------------------------------------------
// Merging (allOf, $ref siblings, a combinator branch with its parent)
const MAX_KEYS = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"];
const MIN_KEYS = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"];
const JSON_TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"];
function typeList(t) {
    if (typeof t === "string")
        return [t];
    if (Array.isArray(t))
        return t.filter((x) => typeof x === "string");
    return undefined;
}
function intersectTypes(a, b) {
    const out = [];
    for (const t of a) {
        if (b.includes(t))
            out.push(t);
        else if (t === "number" && b.includes("integer"))
            out.push("integer");
        else if (t === "integer" && b.includes("number"))
            out.push("integer");
    }
    return [...new Set(out)];
}
/**
 * Merges two schemas that must both hold (the `allOf` of the two), keeping it simple: constraints are
 * tightened, `properties` combined, `required` united, `enum`s intersected; what cannot be merged is kept from
 * `a` or pushed into `allOf`. The final ajv validation catches anything this gets wrong.
 */
function mergeSchemas(a, b) {
    if (a === false || b === false)
        return false;
    if (!(0,json_object/* isJsonObject */.O)(a))
        return (0,json_object/* isJsonObject */.O)(b) ? b : true;
    if (!(0,json_object/* isJsonObject */.O)(b))
        return a;
    const out = { ...a };
    for (const [key, bv] of Object.entries(b)) {
        if (!Object.hasOwn(out, key)) {
            out[key] = bv;
            continue;
        }
        const av = out[key];
        if (key === "type") {
            const at = typeList(av);
            const bt = typeList(bv);
            if (at && bt) {
                const both = intersectTypes(at, bt);
                if (both.length === 0)
                    return false;
                out.type = both.length === 1 ? both[0] : both;
            }
        }
        else if (key === "properties" || key === "patternProperties" || key === "$defs" || key === "definitions" || key === "dependentSchemas") {
            if ((0,json_object/* isJsonObject */.O)(av) && (0,json_object/* isJsonObject */.O)(bv)) {
                const merged = { ...av };
                for (const [name, sub] of Object.entries(bv))
                    (0,json_value/* setOwn */.P)(merged, name, Object.hasOwn(merged, name) ? { allOf: [merged[name], sub] } : sub);
                out[key] = merged;
            }
        }
        else if (key === "required") {
            out.required = [...new Set([...(Array.isArray(av) ? av : []), ...(Array.isArray(bv) ? bv : [])])];
        }
        else if (MAX_KEYS.includes(key) && typeof av === "number" && typeof bv === "number") {
            out[key] = Math.max(av, bv);
        }
        else if (MIN_KEYS.includes(key) && typeof av === "number" && typeof bv === "number") {
            out[key] = Math.min(av, bv);
        }
        else if (key === "enum" && Array.isArray(av) && Array.isArray(bv)) {
            const keep = new Set(bv.map(json_value/* canonicalJson */.d));
            const both = av.filter((v) => keep.has((0,json_value/* canonicalJson */.d)(v)));
            if (both.length === 0)
                return false;
            out.enum = both;
        }
        else if (key === "const") {
            if ((0,json_value/* canonicalJson */.d)(av) !== (0,json_value/* canonicalJson */.d)(bv))
                return false;
        }
        else if (key === "allOf" && Array.isArray(av) && Array.isArray(bv)) {
            out.allOf = [...av, ...bv];
        }
        else if ((key === "anyOf" || key === "oneOf" || key === "$ref" || key === "not" || key === "if") && (0,json_value/* canonicalJson */.d)(av) !== (0,json_value/* canonicalJson */.d)(bv)) {
            const extra = { [key]: bv };
            if (key === "if") {
                if ("then" in b)
                    extra.then = b.then;
                if ("else" in b)
                    extra.else = b.else;
            }
            out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), extra];
        }
        else if ((key === "items" || key === "additionalProperties" || key === "contains" || key === "propertyNames") && (0,json_object/* isJsonObject */.O)(av) && (0,json_object/* isJsonObject */.O)(bv)) {
            out[key] = { allOf: [av, bv] };
        }
        else if (key === "additionalProperties" && (av === false || bv === false)) {
            out[key] = false;
        }
        else if (key === "uniqueItems") {
            out[key] = av === true || bv === true;
        }
        // Anything else (description, default, format, pattern…): keep a's; validation judges the result.
    }
    return out;
}
// ---------------------------------------------------------------------------------------------------------------
// Validation of parts
/** A validator for a sub-schema, with the root's `$defs`/`definitions` attached so local refs resolve. */
function matches(sub, value, ctx) {
    const compiled = (0,ajv_validate/* compileSchema */.Fc)((0,json_object/* isJsonObject */.O)(sub) && (0,json_object/* isJsonObject */.O)(ctx.root) ? withRootDefs(sub, ctx.root) : sub, ctx.dialect);
    return compiled.ok ? compiled.accepts(value) : undefined;
}
/**
 * `sub` with `root`'s `$defs`/`definitions` beside its own, one object per pair: the compiled validator is cached by
 * the schema object's identity, and a fresh copy per check sent every check through the schema's JSON text (issue 14).
 */
function withRootDefs(sub, root) {
    let perRoot = rootDefs.get(sub);
    if (!perRoot)
        rootDefs.set(sub, (perRoot = new WeakMap()));
    let withDefs = perRoot.get(root);
    if (!withDefs) {
        withDefs = { ...sub };
        for (const key of ["$defs", "definitions"])
            if (root[key] !== undefined && withDefs[key] === undefined)
                withDefs[key] = root[key];
        perRoot.set(root, withDefs);
    }
    return withDefs;
}
/** {@link withRootDefs} per sub-schema and root schema object. */
const rootDefs = new WeakMap();
const LEAF_KEYS = ["type", "enum", "const", "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"];
/**
 * A checker for the scalar keywords of `s` only (cheap, no refs), for choosing among candidates. A leaf whose
 * keywords {@link directLeafCheck} reads (most parameters: a `type`, lengths, bounds, a list of values) is checked
 * without compiling a validator: ajv's compilation of each distinct leaf cost a cold run about a millisecond apiece
 * (issue 14).
 */
function leafCheck(s, ctx) {
    let perDialect = leafChecks.get(s);
    if (!perDialect)
        leafChecks.set(s, (perDialect = new Map()));
    let check = perDialect.get(ctx.dialect);
    if (!check)
        perDialect.set(ctx.dialect, (check = makeLeafCheck(s, ctx.dialect)));
    return check;
}
/** {@link leafCheck} per schema object and dialect: a tool's property schemas are checked again in every attempt and case. */
const leafChecks = new WeakMap();
function makeLeafCheck(s, dialect) {
    const leaf = {};
    for (const key of LEAF_KEYS)
        if (key in s)
            leaf[key] = s[key];
    if (Object.keys(leaf).length === 0)
        return () => true;
    const direct = (0,direct_check/* directLeafCheck */.kV)(leaf);
    if (direct !== undefined)
        return direct;
    const compiled = (0,ajv_validate/* compileSchema */.Fc)(leaf, dialect);
    if (!compiled.ok)
        return () => true;
    return (value) => compiled.accepts(value);
}
// ---------------------------------------------------------------------------------------------------------------
// Generation
function schema_values_descriptionOf(s, fallback) {
    return (0,json_object/* isJsonObject */.O)(s) && typeof s.description === "string" ? s.description : fallback;
}
function gen(schema, ctx) {
    if (ctx.depth > MAX_DEPTH || schema === false)
        return FAIL;
    if (!(0,json_object/* isJsonObject */.O)(schema))
        return genAny(ctx);
    const s = schema;
    const here = { ...ctx, depth: ctx.depth + 1, description: schema_values_descriptionOf(s, ctx.description) };
    // Order matters: every keyword that mergeSchemas may push into `allOf` on a conflict ($ref, if, anyOf, oneOf,
    // not) is consumed before `allOf` is merged, so each round makes progress.
    const ref = [s.$ref, s.$dynamicRef, s.$recursiveRef].find((r) => typeof r === "string");
    if (ref !== undefined) {
        const seen = ctx.refs.filter((r) => r === ref).length;
        if (seen >= 3)
            return FAIL;
        const target = (0,schema_ref/* resolveRef */.qE)(ctx.root, ref);
        const rest = omit(s, ["$ref", "$dynamicRef", "$recursiveRef"]);
        const merged = target === undefined ? rest : mergeSchemas(target, rest);
        return gen(merged, { ...here, refs: [...ctx.refs, ref], minimal: ctx.minimal || seen >= 1 });
    }
    if (s.if !== undefined)
        return genConditional(s, here);
    for (const key of ["anyOf", "oneOf"]) {
        const branches = s[key];
        if (Array.isArray(branches) && branches.length > 0)
            return genChoice(s, key, branches, here);
    }
    if (s.not !== undefined) {
        const rest = omit(s, ["not"]);
        const outer = here.reject;
        const reject = (v) => matches(s.not, v, ctx) === true || outer?.(v) === true;
        for (let attempt = 0; attempt < 6; attempt++) {
            const value = gen(rest, { ...here, variant: ctx.variant + attempt, reject });
            if (value === FAIL)
                return FAIL;
            if (matches(s.not, value, ctx) !== true)
                return value;
        }
        return FAIL;
    }
    if (Array.isArray(s.allOf) && s.allOf.length > 0) {
        const merged = s.allOf.reduce((acc, part) => mergeSchemas(acc, part), omit(s, ["allOf"]));
        return gen(merged, here);
    }
    if ("const" in s) {
        mark(here, "schema");
        return s.const;
    }
    const leaf = leafCheck(s, ctx);
    const reject = here.reject;
    const allowed = reject ? (v) => leaf(v) && !reject(v) : leaf;
    // An optional property's default is the call without it: any other allowed value first (see `Ctx.optional`).
    const notDefault = here.optional === true && "default" in s ? (v) => (0,json_value/* canonicalJson */.d)(v) !== (0,json_value/* canonicalJson */.d)(s.default) : undefined;
    const check = notDefault ? (v) => allowed(v) && notDefault(v) : allowed;
    if (Array.isArray(s.enum)) {
        const fitting = s.enum.filter((v) => allowed(v));
        const others = notDefault ? fitting.filter(notDefault) : fitting;
        const values = others.length > 0 ? others : fitting;
        if (values.length === 0)
            return FAIL;
        mark(here, "schema");
        const ordered = [...values.filter((v) => v !== null), ...values.filter((v) => v === null)];
        if (ctx.variant === 0 && "default" in s && ordered.some((v) => (0,json_value/* canonicalJson */.d)(v) === (0,json_value/* canonicalJson */.d)(s.default)))
            return s.default;
        return rotate(ordered, turned(ctx) + (ctx.variant > 0 ? (ctx.enumShift ?? 0) : 0))[0];
    }
    // examples and default: realistic by construction, unless they are network URLs or slow numbers.
    const types = typesOf(s, here);
    const slow = (types.includes("number") || types.includes("integer")) && (0,name_hints/* isSlowNumber */.zR)(ctx.name, here.description);
    const presets = [...(Array.isArray(s.examples) ? s.examples : []), ...("default" in s && notDefault === undefined ? [s.default] : [])];
    const usable = slow ? [] : presets.filter((v) => !(0,name_hints/* isNetworkUrl */.q$)(v) && v !== null && matches(s, v, ctx) !== false && (notDefault?.(v) ?? true));
    if (ctx.variant < usable.length) {
        mark(here, "schema");
        return usable[ctx.variant];
    }
    for (const pass of notDefault ? [check, allowed] : [check]) {
        for (const type of types) {
            const value = genTyped(type, s, here, pass);
            if (value !== FAIL)
                return value;
        }
    }
    const networkDefault = presets.find((v) => (0,name_hints/* isNetworkUrl */.q$)(v) && matches(s, v, ctx) !== false);
    if (networkDefault === undefined)
        return FAIL;
    mark(here, "schema");
    return networkDefault;
}
function genConditional(s, ctx) {
    const rest = omit(s, ["if", "then", "else"]);
    const thenSchema = mergeSchemas(mergeSchemas(rest, s.if), s.then ?? true);
    const value = gen(thenSchema, ctx);
    if (value !== FAIL && matches(s.if, value, ctx) !== false)
        return value;
    const elseSchema = mergeSchemas(rest, s.else ?? true);
    const other = gen(elseSchema, ctx);
    if (other !== FAIL && matches(s.if, other, ctx) !== true)
        return other;
    return gen(rest, ctx);
}
function isNullOnly(branch) {
    return (0,json_object/* isJsonObject */.O)(branch) && (branch.type === "null" || (Array.isArray(branch.type) && branch.type.every((t) => t === "null")) || branch.const === null);
}
function genChoice(s, key, branches, ctx) {
    const rest = omit(s, [key]);
    const indices = branches.map((_, i) => i);
    const nonNull = indices.filter((i) => !isNullOnly(branches[i]));
    const order = [...rotate(nonNull, turned(ctx)), ...indices.filter((i) => isNullOnly(branches[i]))];
    for (const i of order) {
        const merged = mergeSchemas(rest, branches[i]);
        for (let attempt = 0; attempt < (key === "oneOf" ? 3 : 1); attempt++) {
            const value = gen(merged, { ...ctx, variant: ctx.variant + attempt });
            if (value === FAIL)
                break;
            if (key === "anyOf")
                return value;
            const hits = branches.map((b) => matches(b, value, ctx));
            const known = hits.filter((h) => h !== undefined);
            if (known.length === 0 || hits.filter((h) => h === true).length === 1 || (hits[i] === undefined && !hits.includes(true)))
                return value;
        }
    }
    return FAIL;
}
/** The JSON types to try for `s`, most wanted first; `null` last (a union with null prefers a real value). */
function typesOf(s, ctx) {
    const declared = typeList(s.type)?.filter((t) => JSON_TYPES.includes(t));
    if (declared && declared.length > 0)
        return [...declared.filter((t) => t !== "null"), ...declared.filter((t) => t === "null")];
    if (["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties", "dependentRequired"].some((k) => k in s))
        return ["object"];
    if (["items", "prefixItems", "minItems", "maxItems", "contains", "uniqueItems"].some((k) => k in s))
        return ["array"];
    if (["minLength", "maxLength", "pattern", "format"].some((k) => k in s))
        return ["string"];
    if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in s))
        return ["number"];
    return [(0,name_hints/* inferType */.nS)(ctx.name, ctx.description) ?? "string"];
}
function genAny(ctx) {
    const type = (0,name_hints/* inferType */.nS)(ctx.name, ctx.description) ?? "string";
    return genTyped(type, {}, ctx, () => true);
}
function genTyped(type, s, ctx, check) {
    switch (type) {
        case "string":
            return genString(s, ctx, check);
        case "integer":
            return genNumber(s, ctx, true, check);
        case "number":
            return genNumber(s, ctx, false, check);
        case "boolean":
            return genBoolean(ctx, check);
        case "null":
            mark(ctx, "schema");
            return null;
        case "object":
            return genObject(s, ctx);
        case "array":
            return genArray(s, ctx);
        default:
            return FAIL;
    }
}
/**
 * The most characters, items or properties a generated value is given to reach a schema's `minLength`, `minItems` or
 * `minProperties` (and the longest `pattern` sample, `MAX_SAMPLE_CHARS`): a schema that asks for more gets no value of
 * ours (a server's `minLength: 100000000` held generation for minutes, then ran the run out of memory).
 */
const MAX_GENERATED_CHARS = MAX_SAMPLE_CHARS;
const MAX_GENERATED_ITEMS = 1000;
function fitLength(text, min, max) {
    if (min > MAX_GENERATED_CHARS)
        return text; // too short: the candidate fails the check
    // `text`, then `-text` until long enough (from `x` when `text` is empty), counted as it grows (it was counted again
    // each turn: quadratic in `min`).
    let out = text === "" && min > 0 ? "x" : text;
    let length = (0,text_patterns/* codePoints */.BH)(out);
    const step = (0,text_patterns/* codePoints */.BH)(text) + 1;
    for (; length < min; length += step)
        out += `-${text}`;
    return length > max ? [...out].slice(0, max).join("") : out;
}
/** Formats whose values are URLs: their candidates come after the description's and the server's own. */
const URL_FORMATS = ["uri", "iri", "url", "uri-reference", "iri-reference", "uri-template"];
/**
 * Picks a candidate: variant 0 takes the first valid one of the first source that has any. Later variants
 * rotate through that source's valid candidates and then the later sources' (not the last, plain fallback
 * one), so a description with a single example still gives three different calls (`e.g. Berlin`, then the
 * name's cities); values the server showed are never mixed with made-up ones (a second case would only earn a
 * refusal). FAIL when no source offers a valid candidate. A list given as a function is worked out only when
 * the pick reaches it: variant 0 stops at the first source with a valid candidate (issue 14: most parameters
 * are settled by their format or their name, and the description's and the server's values cost the most).
 * The functions must not draw from `ctx.rng`, so that the values do not depend on how far a pick went.
 */
function pickTier(tiers, ctx, check) {
    const validOf = ([source, list]) => [source, [...new Set(typeof list === "function" ? list() : list)].filter((c) => check(c))];
    if (ctx.variant === 0) {
        for (const tier of tiers) {
            const [source, valid] = validOf(tier);
            if (valid.length === 0)
                continue;
            mark(ctx, source);
            return (source === "discovered" ? siblingsLast(valid, ctx.siblingValues) : valid)[0];
        }
        return FAIL;
    }
    const valid = tiers.map(validOf);
    const first = valid.findIndex(([, list]) => list.length > 0);
    if (first < 0)
        return FAIL;
    const [source, top] = valid[first];
    const rest = source === "discovered" || first === valid.length - 1 ? [] : valid.slice(first + 1, -1).filter(([s]) => s !== "discovered");
    const pool = [...top.map((v) => [source, v]), ...rest.flatMap(([s, list]) => list.map((v) => [s, v]))];
    const unique = pool.filter(([, v], i) => pool.findIndex(([, w]) => w === v) === i);
    const turnedPool = rotate(unique, turned(ctx));
    const [picked, value] = (source === "discovered" ? siblingsLast(turnedPool, ctx.siblingValues, ([, v]) => v) : turnedPool)[0];
    mark(ctx, picked);
    return value;
}
/** `values` with those a sibling property already has moved to the end (see `Ctx.siblingValues`). */
function siblingsLast(values, siblings, valueOf = (v) => v) {
    if (siblings === undefined || siblings.length === 0 || values.length < 2)
        return values;
    const taken = (v) => siblings.includes(valueOf(v));
    return [...values.filter((v) => !taken(v)), ...values.filter(taken)];
}
/** `make()`, worked out on the first call only. */
function once(make) {
    let value;
    return () => (value ??= { v: make() }).v;
}
function knownFor(ctx, type) {
    if (!ctx.known || ctx.name === "")
        return [];
    return ctx.known.candidates(ctx.name, { toolName: ctx.toolName, description: ctx.description, type });
}
function genString(s, ctx, check) {
    const min = typeof s.minLength === "number" ? s.minLength : 0;
    const max = typeof s.maxLength === "number" ? s.maxLength : Infinity;
    const format = typeof s.format === "string" ? s.format : undefined;
    const urlFormat = format !== undefined && URL_FORMATS.includes(format);
    const formatValues = once(() => urlFormat && format !== "uri-reference" && format !== "iri-reference" && format !== "uri-template"
        ? [...(0,description_values/* urlValues */.I3)((0,description_values/* urlScheme */.f$)(ctx.description, ctx.name)), ...formatCandidates(format)]
        : formatCandidates(format));
    const tables = once(() => ctx.known?.tables() ?? []);
    const described = once(() => (0,description_values/* describedValues */.Qg)(ctx.description, { name: ctx.name, tables: tables() }));
    const known = () => knownFor(ctx, "string").filter((v) => typeof v === "string");
    const kindValues = once(() => {
        if (described().kind !== undefined)
            return [];
        const code = (0,description_values/* codeValues */.o4)(ctx.name, ctx.language, `${ctx.description} ${ctx.toolName.replace(/[_\-.]+/g, " ")}`);
        if (code.length > 0)
            return code;
        const named = (0,description_values/* namedKindValues */.OJ)(ctx.name, { tables: tables() }).strings;
        return named.length > 0 ? named : (0,description_values/* toolSqlValues */.pz)(ctx.name, { name: ctx.toolName, description: ctx.toolDescription }, tables());
    });
    // A value of a known kind (SQL, code, a cron expression) keeps its kind in every case: a property named `sql`
    // got "SELECT 1" in its first call and "example" in the next two, which a database rightly refuses.
    const ofKind = once(() => (described().kind !== undefined && described().strings.length > 0) || kindValues().length > 0);
    const named = once(() => [...kindValues(), ...(ofKind() ? [] : (0,name_hints/* stringHints */.IO)(ctx.name, ctx.description, ctx.toolName))]);
    // Sampled whether or not the pick gets this far: the draws from ctx.rng keep every later value the same.
    const patterned = [];
    if (typeof s.pattern === "string") {
        for (let i = 0; i < 8; i++) {
            const sample = sampleRegex(s.pattern, ctx.rng, { min, max });
            if (sample !== undefined)
                patterned.push(sample);
        }
    }
    // A destructive tool's record takes made-up values only: no name's hint, even fitted to the length; and none a
    // user's record may have (a trial's drop_table was sent `example`: SQLite matches `Example` too), as for numbers.
    const destroys = destroysRecord(ctx);
    const plain = () => (ofKind() ? [] : destroys ? MADE_UP_NAMES : ["example", "sample text", "test value"]);
    const fitted = () => (typeof s.pattern !== "string" && format === undefined ? [...(destroys ? [] : named()), ...plain()].map((p) => fitLength(p, min, max)) : []);
    const tiers = [
        ["schema", () => (urlFormat ? [] : formatValues())],
        // A record the server listed beats an illustrative example ("e.g. v1.2.0", "e.g. /home/me/file.txt").
        ["discovered", known],
        ["description", () => described().strings],
        ["schema", () => (urlFormat ? formatValues() : [])],
        ["name", named],
        ["made-up", patterned],
        ["made-up", () => [...plain(), ...fitted(), fitLength("a", Math.max(min, 1), max)]],
    ];
    return pickTier(destroys ? tiers.filter(([source]) => source === "discovered" || source === "schema" || source === "made-up") : tiers, ctx, check);
}
/**
 * Whether the current value names the record a destructive tool destroys (`ValueOptions.namesRecord`): it then
 * takes only the run's own records (`known`) or a made-up value.
 */
function destroysRecord(ctx) {
    return ctx.namesRecord !== undefined && ctx.name !== "" && ctx.namesRecord(ctx.name, ctx.description);
}
/** A number no record is likely to have (an id of a destructive call without a record of our own), fitted in bounds. */
const MADE_UP_NUMBER = 987654321;
/** Names no record is likely to have, for the same calls: what a destructive tool may be sent when the run made nothing. */
const MADE_UP_NAMES = ["mcp-checkup-missing", "mcp_checkup_missing", "mcpcheckupmissing"];
function numberBounds(s, integer) {
    let lo = -Infinity;
    let hi = Infinity;
    let loExclusive = false;
    let hiExclusive = false;
    if (typeof s.minimum === "number")
        lo = s.minimum;
    if (typeof s.maximum === "number")
        hi = s.maximum;
    if (s.exclusiveMinimum === true)
        loExclusive = true;
    if (s.exclusiveMaximum === true)
        hiExclusive = true;
    if (typeof s.exclusiveMinimum === "number" && s.exclusiveMinimum >= lo)
        [lo, loExclusive] = [s.exclusiveMinimum, true];
    if (typeof s.exclusiveMaximum === "number" && s.exclusiveMaximum <= hi)
        [hi, hiExclusive] = [s.exclusiveMaximum, true];
    let step = typeof s.multipleOf === "number" && s.multipleOf > 0 ? s.multipleOf : undefined;
    if (integer) {
        if (step === undefined)
            step = 1;
        else if (!Number.isInteger(step)) {
            // The smallest multiple of a fractional step that is a whole number, e.g. 2.5 → 5.
            let k = 1;
            while (k < 1000 && !Number.isInteger(Number((step * k).toFixed(10))))
                k++;
            step = Number((step * k).toFixed(10));
        }
    }
    return { lo, loExclusive, hi, hiExclusive, step };
}
function decimals(x) {
    const text = String(x);
    if (text.includes("e-"))
        return Number(text.split("e-")[1]);
    return text.includes(".") ? text.split(".")[1].length : 0;
}
/** The allowed number closest to `wanted`, or undefined when the bounds leave none. */
function fitNumber(wanted, b) {
    if (b.step !== undefined) {
        const step = b.step;
        let kMin = Number.isFinite(b.lo) ? Math.ceil(b.lo / step - 1e-9) : -Infinity;
        let kMax = Number.isFinite(b.hi) ? Math.floor(b.hi / step + 1e-9) : Infinity;
        if (b.loExclusive && Number.isFinite(b.lo) && Math.abs(kMin * step - b.lo) < 1e-9)
            kMin++;
        if (b.hiExclusive && Number.isFinite(b.hi) && Math.abs(kMax * step - b.hi) < 1e-9)
            kMax--;
        if (kMin > kMax)
            return undefined;
        const k = Math.min(Math.max(Math.round(wanted / step), kMin), kMax);
        return Number((k * step).toFixed(Math.min(decimals(step), 20)));
    }
    const above = (x) => (b.loExclusive ? x > b.lo : x >= b.lo);
    const below = (x) => (b.hiExclusive ? x < b.hi : x <= b.hi);
    if (above(wanted) && below(wanted))
        return wanted;
    // Prefer a whole number inside the bounds, then the middle of a narrow range.
    const nearest = wanted < b.lo ? Math.ceil(b.lo) : Math.floor(b.hi);
    for (const x of [nearest, nearest + 1, nearest - 1])
        if (above(x) && below(x))
            return x;
    if (Number.isFinite(b.lo) && Number.isFinite(b.hi)) {
        const mid = (b.lo + b.hi) / 2;
        return above(mid) && below(mid) ? mid : undefined;
    }
    if (Number.isFinite(b.lo))
        return b.lo + (b.loExclusive ? 0.5 : 0);
    if (Number.isFinite(b.hi))
        return b.hi - (b.hiExclusive ? 0.5 : 0);
    return undefined;
}
/** Bounds from the schema, narrowed by a range the description states where the schema gives none. */
function describedBounds(s, integer, description) {
    const b = numberBounds(s, integer);
    const range = (0,description_values/* describedRange */.ZC)(description);
    if (!Number.isFinite(b.lo) && range.min !== undefined)
        b.lo = range.min;
    if (!Number.isFinite(b.hi) && range.max !== undefined && range.max >= b.lo)
        b.hi = range.max;
    return b;
}
function genNumber(s, ctx, integer, check) {
    const b = describedBounds(s, integer, ctx.description);
    const fit = (wanted) => [...new Set(wanted.map((w) => fitNumber(w, b)).filter((n) => n !== undefined))].filter((n) => !integer || Number.isInteger(n));
    if ((0,name_hints/* isSlowNumber */.zR)(ctx.name, ctx.description)) {
        // Durations, delays, steps…: the smallest allowed positive value (a default of 10 s, called three times,
        // blows the time budget). Timeouts keep their hint order: a timeout bounds a wait, it does not cause one.
        const hints = (0,name_hints/* numberHints */.uX)(ctx.name, ctx.description);
        const timeout = (0,name_hints/* isTimeoutName */.J1)(ctx.name);
        const valid = fit([...(!timeout && Number.isFinite(b.lo) && b.lo > 0 ? [b.lo] : []), ...hints, 1]).filter((n) => check(n));
        const chosen = valid.find((n) => n > 0) ?? valid[0];
        if (chosen === undefined)
            return FAIL;
        mark(ctx, "name");
        return chosen;
    }
    // The server's own numbers (ids) are sent as they are, never moved into bounds.
    const known = () => knownFor(ctx, "number").filter((v) => typeof v === "number" && (!integer || Number.isInteger(v)));
    const generic = [1, 5, 42, 10, 100, 0, 2, ...(Number.isFinite(b.lo) ? [b.lo] : []), ...(Number.isFinite(b.hi) ? [b.hi] : [])];
    if (destroysRecord(ctx))
        return pickTier([["discovered", known], ["made-up", () => fit([MADE_UP_NUMBER])]], ctx, check);
    return pickTier([
        ["discovered", known],
        ["description", () => fit((0,description_values/* describedValues */.Qg)(ctx.description, { name: ctx.name }).numbers)],
        ["name", () => fit([...(0,description_values/* namedKindValues */.OJ)(ctx.name).numbers, ...(0,name_hints/* numberHints */.uX)(ctx.name, ctx.description)])],
        ["made-up", () => fit(generic)],
    ], ctx, check);
}
function genBoolean(ctx, check) {
    const hinted = (0,name_hints/* booleanHints */.PY)(ctx.name);
    const order = hinted.length > 0 ? hinted : rotate([true, false], turned(ctx));
    const value = order.find((v) => check(v));
    if (value === undefined)
        return FAIL;
    mark(ctx, hinted.length > 0 ? "name" : "made-up");
    return value;
}
function patternSchemaFor(s, key) {
    if (!(0,json_object/* isJsonObject */.O)(s.patternProperties))
        return undefined;
    for (const [pattern, sub] of Object.entries(s.patternProperties)) {
        try {
            if ((0,bounded_regexp/* boundedRegExp */.d)(pattern, "u").test(key))
                return sub;
        }
        catch {
            // an invalid pattern matches nothing here
        }
    }
    return undefined;
}
function genObject(s, ctx) {
    const props = (0,json_object/* isJsonObject */.O)(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required.filter((r) => typeof r === "string") : [];
    const optional = Object.keys(props).filter((k) => !required.includes(k));
    const choose = (key) => (ctx.fillTop ? ctx.fillTop(key) : ctx.minimal ? false : ctx.rng.chance(0.5));
    const keys = [...required, ...optional.filter(choose)];
    // dependentRequired (2019-09+) and the array form of draft-07 `dependencies`: a present key brings others.
    const dependents = { ...((0,json_object/* isJsonObject */.O)(s.dependencies) ? s.dependencies : {}), ...((0,json_object/* isJsonObject */.O)(s.dependentRequired) ? s.dependentRequired : {}) };
    for (let i = 0; i < keys.length; i++) {
        const deps = dependents[keys[i]];
        if (Array.isArray(deps))
            for (const d of deps)
                if (typeof d === "string" && !keys.includes(d))
                    keys.push(d);
    }
    const minProps = typeof s.minProperties === "number" ? s.minProperties : 0;
    for (const key of optional)
        if (keys.length < minProps && !keys.includes(key))
            keys.push(key);
    const maxProps = typeof s.maxProperties === "number" ? s.maxProperties : Infinity;
    while (keys.length > maxProps) {
        const drop = [...keys].reverse().find((k) => !required.includes(k));
        if (drop === undefined)
            break;
        keys.splice(keys.indexOf(drop), 1);
    }
    const out = {};
    const enumKeys = ctx.atRoot ? keys.filter((k) => Object.hasOwn(props, k) && (0,json_object/* isJsonObject */.O)(props[k]) && Array.isArray(props[k].enum)) : [];
    const child = (key, sub) => ({
        ...ctx,
        name: key,
        description: schema_values_descriptionOf(sub, ""),
        optional: !required.includes(key),
        fillTop: undefined,
        atRoot: false,
        top: ctx.atRoot ? key : ctx.top,
        reject: undefined,
        enumShift: enumKeys.includes(key) ? enumKeys.indexOf(key) : undefined,
    });
    // A language property first, so that the code beside it is written in that language (`codeValues`).
    const languageKey = keys.find((k) => description_values/* LANGUAGE_NAME */.L4.test(k));
    const order = languageKey !== undefined ? [languageKey, ...keys.filter((k) => k !== languageKey)] : keys;
    const made = new Map();
    for (const key of order) {
        const sub = Object.hasOwn(props, key) ? props[key] : (patternSchemaFor(s, key) ?? (s.additionalProperties === false ? true : (s.additionalProperties ?? true)));
        const language = languageKey !== undefined ? made.get(languageKey) : undefined;
        const value = gen(sub, { ...child(key, sub), siblingValues: [...made.values()], ...(typeof language === "string" ? { language } : {}) });
        if (value === FAIL) {
            if (required.includes(key))
                return FAIL;
            continue;
        }
        made.set(key, value);
    }
    for (const key of keys)
        if (made.has(key))
            (0,json_value/* setOwn */.P)(out, key, made.get(key));
    // Still short of minProperties: invent keys (from a patternProperties pattern when there is one).
    if (minProps > MAX_GENERATED_ITEMS)
        return FAIL;
    let n = 1;
    while (Object.keys(out).length < minProps && n < minProps + 20) {
        let key = `key${n}`;
        let sub = s.additionalProperties ?? true;
        if ((0,json_object/* isJsonObject */.O)(s.patternProperties)) {
            const [pattern, patternSub] = Object.entries(s.patternProperties)[0] ?? [];
            const sample = typeof pattern === "string" ? sampleRegex(pattern, ctx.rng) : undefined;
            if (sample !== undefined && !Object.hasOwn(out, sample))
                [key, sub] = [sample, patternSub];
        }
        n++;
        if (sub === false || Object.hasOwn(out, key))
            continue;
        const value = gen(sub, child(key, sub));
        if (value !== FAIL)
            (0,json_value/* setOwn */.P)(out, key, value);
    }
    return out;
}
function genArray(s, ctx) {
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
    const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
    const min = typeof s.minItems === "number" ? s.minItems : 0;
    const max = typeof s.maxItems === "number" ? s.maxItems : Infinity;
    if (min > MAX_GENERATED_ITEMS)
        return FAIL;
    const want = Math.max(tuple.length, ctx.minimal ? 1 : 1 + (ctx.variant % 2));
    let length = Math.min(Math.max(want, min), max);
    if (rest === false)
        length = Math.min(length, tuple.length);
    if (length < min)
        return FAIL;
    const items = [];
    const seen = new Set();
    const itemDescription = (sub) => schema_values_descriptionOf(sub, ctx.description);
    for (let i = 0; i < length; i++) {
        const sub = i < tuple.length ? tuple[i] : (rest ?? true);
        let placed = false;
        for (let attempt = 0; attempt < 8 && !placed; attempt++) {
            const value = gen(sub, { ...ctx, description: itemDescription(sub), variant: ctx.variant + i + attempt * (length + 1), fillTop: undefined, reject: undefined, optional: false });
            if (value === FAIL)
                break;
            if (s.uniqueItems === true && seen.has((0,json_value/* canonicalJson */.d)(value)))
                continue;
            seen.add((0,json_value/* canonicalJson */.d)(value));
            items.push(value);
            placed = true;
        }
        if (!placed) {
            if (i < min)
                return FAIL;
            break;
        }
    }
    if (s.contains !== undefined && !items.some((item) => matches(s.contains, item, ctx) === true)) {
        const value = gen(mergeSchemas(rest ?? true, s.contains), { ...ctx, description: itemDescription(s.contains), fillTop: undefined, reject: undefined, optional: false });
        if (value === FAIL)
            return FAIL;
        if (items.length < max && items.length >= tuple.length)
            items.push(value);
        else
            items[items.length - 1] = value;
    }
    return items;
}

// EXTERNAL MODULE: ./src/scenarios/setup-tools.ts
var setup_tools = __webpack_require__(2608);
;// CONCATENATED MODULE: ./src/scenarios/plan.ts
















/** The made-up tool name of the unknown-tool scenario (a suffix is added if a server really has it). */
const UNKNOWN_TOOL_NAME = "mcp_checkup_no_such_tool";
/** The tool's inputSchema, or `{ type: "object" }` when it has none usable (lint reports that: `schema-missing`). */
function inputSchemaOf(tool) {
    return (0,json_object/* isJsonObject */.O)(tool.inputSchema) ? tool.inputSchema : { type: "object" };
}
/** A property's schema with `$ref`s followed (a few levels), so its declared type can be read. */
function propertySchema(root, schema) {
    return (0,schema_ref/* followRefs */.uV)(root, schema, 5).node;
}
/** Throws an `OptionError` about `option` (worded by each face: `--only`, `mcp-only`) when it names a tool the server lacks. */
function checkToolNames(option, names, tools) {
    const known = new Set(tools.map((t) => t.name));
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length > 0) {
        const list = tools.map((t) => t.name).join(", ") || "(none)";
        throw new errors/* OptionError */.eR(option, (say) => `${say(option)}: no tool named ${unknown.map((n) => `'${n}'`).join(", ")}; the server's tools are: ${list}`);
    }
}
/**
 * Throws `OptionError` when a per-tool `--arg TOOL:NAME=…` names a parameter TOOL does not declare (a new user's
 * `--arg get_record:idd=1` was sent with every call, and made them invalid where `additionalProperties` is
 * false). A tool whose schema declares no parameter takes any name. Tools the server lacks are `checkToolNames`'s.
 */
function checkParameterNames(perTool, tools) {
    for (const [toolName, values] of Object.entries(perTool)) {
        const tool = tools.find((t) => t.name === toolName);
        const declared = tool === undefined ? undefined : (0,arg_overrides/* declaredParameters */.vc)(tool);
        const unknown = declared && Object.keys(values ?? {}).find((name) => !declared.includes(name));
        if (declared === undefined || unknown === undefined)
            continue;
        throw new errors/* OptionError */.eR("arg", (say) => `${say("arg", `${toolName}:${unknown}`)}: ${toolName} has no parameter '${unknown}'; its parameters are: ${declared.join(", ")}`);
    }
}
/**
 * Throws `UsageError` when a per-tool `--arg` names a tool the server does not have, or a parameter its tool does
 * not declare: called as soon as the tools are listed, before any call (and by the planner).
 */
function checkArgNames(tools, args) {
    checkToolNames("arg", Object.keys(args.perTool), tools);
    checkParameterNames(args.perTool, tools);
}
/**
 * Optional properties that every call we make must fill, because leaving them out lets the server fall back to
 * a default that costs us: durations, delays, steps and the like (everything's `trigger-long-running-operation`
 * sleeps its default 10 s when `duration` is omitted), and properties whose `default` is an http(s) URL
 * (everything's `gzip-file-as-resource` then fetches its default URL from the network).
 */
function costlyWhenOmitted(schema) {
    const s = (0,json_object/* isJsonObject */.O)(schema) ? schema : {};
    const props = (0,json_object/* isJsonObject */.O)(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required : [];
    return new Set(Object.keys(props).filter((name) => {
        if (required.includes(name))
            return false;
        const sub = propertySchema(schema, props[name]);
        if (!(0,json_object/* isJsonObject */.O)(sub))
            return false;
        const types = (0,edge_values/* declaredTypes */.Iz)(sub) ?? [];
        const numeric = types.includes("number") || types.includes("integer");
        return (numeric && (0,name_hints/* isSlowNumber */.zR)(name, typeof sub.description === "string" ? sub.description : "")) || (0,name_hints/* isNetworkUrl */.q$)(sub.default);
    }));
}
/**
 * Which optional properties happy case `index` fills. Case 0 fills none (the minimal call a model makes most
 * often). Optional properties are dealt round-robin over cases 1…N-1, so every optional property is tried at
 * least once (when N ≥ 2) and mutually exclusive ones (`head` and `tail` of filesystem's `read_file`) do not
 * all land in one call, the mistake reference/toolscore-notes.md §9 item 12 describes. Properties that are
 * costly when omitted (`costlyWhenOmitted`) are filled in every case. With `only`, that optional property alone
 * is filled (beside the costly ones): a case's extra tries after it repeated an earlier call (`planHappy`).
 */
function optionalFiller(schema, index, cases, only) {
    const optional = optionalProperties(schema);
    const always = costlyWhenOmitted(schema);
    const slots = Math.max(1, cases - 1);
    return (property) => {
        if (always.has(property))
            return true;
        if (only !== undefined)
            return property === only;
        if (index === 0)
            return false;
        const j = optional.indexOf(property);
        return j >= 0 && j % slots === (index - 1) % slots;
    };
}
/** The root properties of `schema` that are not required, in their order. */
function optionalProperties(schema) {
    const s = (0,json_object/* isJsonObject */.O)(schema) ? schema : {};
    const required = Array.isArray(s.required) ? s.required : [];
    return Object.keys((0,json_object/* isJsonObject */.O)(s.properties) ? s.properties : {}).filter((k) => !required.includes(k));
}
/** Tries with other values for a happy case that repeated an earlier call, before optional properties are filled. */
const RETRIES = 3;
/** The order of the happy calls by slot, and of the edge calls (setup tools' last: they may reset what others use). */
const HAPPY_ORDER = ["setup", "read", "create", "write", "destructive", "teardown"];
const EDGE_ORDER = ["read", "create", "write", "destructive", "teardown", "setup"];
/**
 * A plan made as it is run (issue 14: planning per tool, pipelined with calling, so the first call goes out at once):
 * the same scenarios, in the same order, with the same findings as {@link planScenarios} gives — which is this
 * cursor, drained — but each tool's happy and edge calls are worked out when the run reaches them, or when it asks
 * to plan ahead while a call is out (`ahead()`). The server's values (`known`) are taken as they are when the
 * cursor is made: values a run harvests later reach the plan only through a re-plan (`run/plan-run.ts`), exactly
 * as they would reach a plan made up front. The tool selection, the `--arg` names and the slots are settled at
 * once, so a `UsageError` is thrown by the constructor.
 */
class PlanCursor {
    /** Tools that get scenarios, in listing order (see {@link ScenarioPlan}). */
    tools;
    /** Setup tools a description says must be called first, in listing order. */
    setup;
    options;
    selectionFindings;
    units = [];
    /** The tools whose happy calls are the first units, in run order, with their slots. */
    happyUnits = [];
    helper;
    unitsDone = 0;
    scenarios = [];
    /** Per selected tool (listing order): its happy plan's base arguments and findings, once planned. */
    byTool = new Map();
    constructor(tools, options) {
        const { selected, appOnly, findings } = selectTools(tools, options);
        checkArgNames(tools, options.args);
        this.tools = selected;
        this.selectionFindings = findings;
        this.options = options.known !== undefined ? { ...options, known: options.known.snapshot() } : options;
        this.setup = (0,setup_tools/* setupTools */.x)(tools).filter((t) => selected.some((x) => x.name === t.tool));
        const setupNames = this.setup.map((t) => t.tool);
        const slotOf = (tool) => {
            if (setupNames.includes(tool.name))
                return "setup";
            if ((0,call_phase/* undoesSetup */.kD)(tool, setupNames))
                return "teardown";
            return (0,call_phase/* isCreatingTool */.Gq)(tool) ? "create" : (0,call_phase/* callPhase */.GM)(tool);
        };
        const planning = options.happyOnlyFor === undefined ? selected : selected.filter((t) => options.happyOnlyFor.includes(t.name));
        const slots = new Map(planning.map((tool) => [tool, slotOf(tool)]));
        const inSlot = (slot) => planning.filter((tool) => slots.get(tool) === slot);
        for (const slot of HAPPY_ORDER)
            for (const tool of inSlot(slot))
                this.happyUnits.push({ tool, slot });
        for (const { tool, slot } of this.happyUnits)
            this.units.push(() => this.happy(tool, slot));
        if (options.happyOnlyFor !== undefined)
            return;
        this.units.push(() => appOnly.map(({ tool, reason }) => ({
            tool: tool.name,
            kind: "happy",
            description: "happy path #1",
            arguments: {},
            omitArguments: false,
            expectInvalid: false,
            skip: reason,
            stage: (0,call_phase/* callPhase */.GM)(tool),
        })));
        if (!options.edgeCases)
            return;
        for (const slot of EDGE_ORDER)
            for (const tool of inSlot(slot))
                this.units.push(() => staged(planEdges(tool, this.byTool.get(tool).base), "edge"));
        this.units.push(() => [{ ...unknownToolScenario(tools), stage: "edge" }]);
    }
    at(index) {
        while (this.scenarios.length <= index && this.ahead())
            ;
        return this.scenarios[index];
    }
    /**
     * Plans the next tool's happy or edge calls (or the skipped and unknown-tool ones); false once the plan is complete.
     * A happy unit the helper has planned already is taken as it is (the same scenarios and findings, made from the
     * same inputs); otherwise the helper is told this one is ours.
     */
    ahead() {
        const index = this.unitsDone;
        const unit = this.units[index];
        if (unit === undefined)
            return false;
        this.unitsDone++;
        const happy = this.helper && index < this.happyUnits.length ? this.happyUnits[index] : undefined;
        const planned = happy && this.helper.take(index);
        if (happy && planned) {
            this.byTool.set(happy.tool, { base: planned.base, findings: planned.findings });
            this.scenarios.push(...planned.scenarios);
        }
        else {
            if (happy)
                this.helper.claim(index);
            this.scenarios.push(...unit());
        }
        return true;
    }
    /** How many units, from the first, are tools' happy calls ({@link planHappyUnit}). */
    get happyUnitCount() {
        return this.happyUnits.length;
    }
    /** Plans happy unit `index` (0-based, below {@link happyUnitCount}) on its own: what a helper thread does, from the last. */
    planHappyUnit(index) {
        const { tool, slot } = this.happyUnits[index];
        const scenarios = this.happy(tool, slot);
        const { base, findings } = this.byTool.get(tool);
        return { index, scenarios, base, findings };
    }
    /** From now on, happy units are taken from `helper` when it has them (see `checkup/plan-thread.ts`). */
    helpWith(helper) {
        this.helper = helper;
    }
    planned() {
        return this.scenarios.length;
    }
    /** Every scenario in run order (the rest of the plan is made now). */
    all() {
        while (this.ahead())
            ;
        return [...this.scenarios];
    }
    /**
     * The plan's findings (`schema-unsatisfiable`, `task-required-unsupported`, `requirement-in-prose`): those of
     * the selection, then each tool's in listing order — all of them once the plan is complete (`all()`); none when
     * re-planning (`happyOnlyFor`).
     */
    findings() {
        if (this.options.happyOnlyFor !== undefined)
            return [];
        return [...this.selectionFindings, ...this.tools.flatMap((tool) => this.byTool.get(tool)?.findings ?? [])];
    }
    happy(tool, slot) {
        const requirements = proseRequirements(tool);
        const { scenarios, base, problem } = planHappy(tool, this.options, requirements);
        const findings = [];
        if (problem !== undefined) {
            findings.push((0,finding/* finding */.gk)("schema-unsatisfiable", {
                tool: tool.name,
                message: `No arguments satisfying the inputSchema of '${tool.name}' could be built: ${problem}; the tool was not called with valid input.`,
                fix: `Check the inputSchema of '${tool.name}' for contradictory constraints (types, enum, bounds, patterns, required properties that additionalProperties forbids) and unresolvable $refs, or supply working values with --arg ${tool.name}:NAME=VALUE.`,
            }));
        }
        const prose = requirementFinding(tool, requirements);
        if (prose)
            findings.push(prose);
        this.byTool.set(tool, { base, findings });
        return staged(scenarios, slot);
    }
}
/** `scenarios` (made for this unit alone) marked with their stage: set in place, not copied (issue 14: 5,000 tools make 32,500). */
function staged(scenarios, stage) {
    for (const scenario of scenarios)
        scenario.stage = stage;
    return scenarios;
}
/**
 * Plans the scenarios of a server: for each selected tool, `cases` happy calls with generated arguments
 * validated by ajv, then, unless disabled, edge calls (missing each
 * required property, a wrong JSON type for each typed property, empty values, `arguments` omitted,
 * `arguments` not an object), and one call to a tool that does not exist. A tool with a duration-like or
 * network-default optional property gets no `arguments omitted` call (the server would sleep or fetch).
 *
 * Happy values follow the prose requirements of the tool's descriptions (`prose-requirements.ts`; reported
 * once per tool as `requirement-in-prose`) and use the server's own values where given (`known`, `pinned`).
 * User values (`--arg`, `--args-file`) replace generated ones in happy calls and in the base of edge calls; they
 * are sent as given, not validated (they are the user's call). They also complete a schema generation cannot
 * satisfy, when the result is valid. Each happy scenario records where its values came from (`valueSources`).
 *
 * Run order (issue 11 item 4; see {@link ScenarioPlan}): setup tools, read-only tools, then writing and
 * destructive tools, so the read-only probes between them see the server's data before any write; every edge
 * call after every happy call, so a crash on bad input (and the restart it causes) cannot disturb a happy call.
 * MCP Apps tools for the app only get one skipped scenario with the reason. Identical happy argument sets are
 * planned once. The whole plan at once: a run plans as it goes with {@link PlanCursor}, which gives the same.
 *
 * Throws `UsageError` when `only`, `skip` or a per-tool `--arg` names a tool the server does not have, or a per-tool
 * `--arg` a parameter its tool does not declare.
 */
function planScenarios(tools, options) {
    const cursor = new PlanCursor(tools, options);
    const scenarios = cursor.all();
    const beforeProbes = scenarios.filter((s) => s.kind === "happy" && s.skip === undefined && (s.stage === "setup" || s.stage === "read")).length;
    return { tools: cursor.tools, scenarios, beforeProbes, setup: cursor.setup, findings: cursor.findings() };
}
/**
 * The tools a run calls: `--only`/`--skip`/`--read-only` applied, tools that need task-augmented calls left out
 * (with `task-required-unsupported`), and MCP Apps tools for the app only set apart (`appOnlyReason`). Throws
 * `UsageError` when `only` or `skip` names a tool the server does not have.
 */
function selectTools(tools, options) {
    checkToolNames("only", options.only, tools);
    checkToolNames("skip", options.skip, tools);
    const findings = [];
    const selected = [];
    const appOnly = [];
    const notCalled = [];
    const leaveOut = (tool, reason) => void notCalled.push({ tool: tool.name, reason });
    for (const tool of tools) {
        if (options.only.length > 0 && !options.only.includes(tool.name)) {
            leaveOut(tool, "--only");
            continue;
        }
        if (options.skip.includes(tool.name)) {
            leaveOut(tool, "--skip");
            continue;
        }
        if (options.readOnly && tool.annotations?.readOnlyHint !== true) {
            leaveOut(tool, "--read-only");
            continue;
        }
        const forApp = (0,call_phase/* appOnlyReason */.QY)(tool);
        if (forApp !== undefined) {
            appOnly.push({ tool, reason: forApp });
            leaveOut(tool, "app-only (MCP Apps)");
            continue;
        }
        if (tool.execution?.taskSupport === "required") {
            leaveOut(tool, "task-only");
            findings.push((0,finding/* finding */.gk)("task-required-unsupported", {
                tool: tool.name,
                message: `Tool '${tool.name}' requires task-augmented calls (execution.taskSupport "required"), which this checkup does not drive, so it was not called.`,
                fix: `Nothing to fix if the tool must run as a task; set execution.taskSupport to "optional" if it can also answer a plain tools/call, so it can be graded.`,
            }));
            continue;
        }
        selected.push(tool);
    }
    return { selected, appOnly, findings, notCalled };
}
/** The info finding for requirements stated only in prose (`requirement-in-prose`), if there are any. */
function requirementFinding(tool, requirements) {
    const stated = requirements.filter((r) => r.kind !== "always");
    if (stated.length === 0)
        return undefined;
    const or = (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`);
    const valuesOf = (r) => stated.filter((x) => x.kind === "by-value" && x.property === r.property && x.discriminator === r.discriminator).map((x) => JSON.stringify(x.value));
    const phrase = (r, i) => {
        switch (r.kind) {
            case "by-value":
                // One phrase per property and deciding property, with every value it is needed for.
                if (stated.findIndex((x) => x.kind === "by-value" && x.property === r.property && x.discriminator === r.discriminator) !== i)
                    return "";
                return `'${r.property}' is needed when ${r.discriminator} is ${or(valuesOf(r))} ("${r.text}")`;
            case "one-of":
                return `${r.exactly ? "exactly" : "at least"} one of ${r.properties.map((p) => `'${p}'`).join(", ")} ("${r.text}")`;
            case "with":
                return `'${r.property}' needs '${r.needs}' ("${r.text}")`;
            default:
                return "";
        }
    };
    const byValue = stated.find((r) => r.kind === "by-value");
    const example = byValue
        ? ` e.g. {"if": {"properties": {"${byValue.discriminator}": {"const": ${JSON.stringify(byValue.value)}}}, "required": ["${byValue.discriminator}"]}, "then": {"required": ["${byValue.property}"]}}`
        : "";
    return (0,finding/* finding */.gk)("requirement-in-prose", {
        tool: tool.name,
        message: `'${tool.name}' states requirements only in its descriptions, which a client validating arguments against the inputSchema cannot see: ${stated.map(phrase).filter((p) => p !== "").join("; ")}. The happy calls were built to satisfy them.`,
        fix: `Put them in the inputSchema: if/then on the deciding property for a value-dependent requirement,${example}; oneOf of required lists for "exactly one of"; anyOf for "at least one of"; dependentRequired for a property that needs another.`,
    });
}
/**
 * The generated value of happy case `index` (retry `retry`) of `tool`, before the user's values: the schema
 * narrowed by the prose requirements for this case (`narrowSchema`; the discriminator's value rotates with the
 * case, values that have tied properties first), falling back to the schema itself when the narrowed one
 * cannot be satisfied. Optional properties are filled as {@link optionalFiller} deals them, or only `fillOnly`.
 */
function generateCase(tool, options, requirements, index, retry, fillOnly) {
    const schema = inputSchemaOf(tool);
    const cases = Math.max(1, Math.floor(options.cases));
    const variant = index + retry * cases;
    const valueOptions = {
        seed: deriveSeed(options.seed, tool.name, "happy", variant),
        variant,
        // Seed 1 (the default) turns nothing; another seed turns the later cases' choices that much further.
        turn: Math.max(0, options.seed - 1),
        fillOptional: optionalFiller(schema, index, cases, fillOnly),
        toolName: tool.name,
        ...(typeof tool.description === "string" ? { toolDescription: tool.description } : {}),
        ...(options.known !== undefined ? { known: options.known.forTool(tool) } : {}),
        // What a tool that may destroy records destroys is only ever a record the run made, or a made-up one.
        ...((0,call_phase/* destroysRecords */.cd)(tool) ? { namesRecord: discovered_values/* namesRecord */.WR } : {}),
    };
    if (requirements.length > 0) {
        const chosen = {};
        const props = (0,json_object/* isJsonObject */.O)(schema.properties) ? schema.properties : {};
        const required = Array.isArray(schema.required) ? schema.required : [];
        for (const [q, tied] of discriminators(requirements)) {
            const sub = propertySchema(schema, props[q]);
            const all = (0,json_object/* isJsonObject */.O)(sub) && Array.isArray(sub.enum) ? sub.enum : tied;
            const order = [...tied, ...all.filter((v) => !tied.includes(v))];
            // An optional discriminator stays out of the minimal case 0.
            const k = required.includes(q) ? index : index - 1;
            if (k >= 0 && order.length > 0)
                (0,json_value/* setOwn */.P)(chosen, q, order[(k + retry) % order.length]);
        }
        const narrowed = generateValue(narrowSchema(schema, requirements, chosen, index + retry), valueOptions);
        if (narrowed.ok)
            return narrowed;
    }
    return generateValue(schema, valueOptions);
}
/** The user's and the pinned values of `tool`, and the source each is reported with. */
function givenValues(tool, options) {
    const overrides = (0,arg_overrides/* overridesFor */.Ze)(tool, options.args).merged;
    const pinned = options.pinned?.[tool.name] ?? {};
    const values = { ...pinned, ...overrides };
    const sources = {};
    for (const key of Object.keys(values))
        (0,json_value/* setOwn */.P)(sources, key, Object.hasOwn(overrides, key) ? "--arg" : "discovered");
    return { values, sources };
}
/**
 * The arguments of `tool`'s first happy call (what discovery sends to a listing tool and a setup tool), with
 * their sources; undefined when no valid arguments could be built. `retry` 1, 2… give the other values the
 * first case would take on a repeat (the next directory for a setup step that refused the first).
 */
function firstHappyArguments(tool, options, retry = 0) {
    const given = givenValues(tool, options);
    // One case: each retry is the next variant (the next candidate value), where with `cases` variants a retry would
    // come back to the first case's values (a setup step offered the same refused directory three times).
    const result = generateCase(tool, { ...options, cases: 1 }, proseRequirements(tool), 0, retry);
    if (!result.ok && Object.keys(given.values).length === 0)
        return undefined;
    const args = { ...((0,json_object/* isJsonObject */.O)(result.value) ? result.value : {}), ...given.values };
    if (!result.ok && forbids(inputSchemaOf(tool), args))
        return undefined;
    return { args, sources: { ...(result.ok ? result.sources : {}), ...given.sources } };
}
function planHappy(tool, options, requirements) {
    const schema = inputSchemaOf(tool);
    const given = givenValues(tool, options);
    const cases = Math.max(0, Math.floor(options.cases));
    const scenarios = [];
    const seen = new Set();
    let base;
    let problem;
    const add = (args, sources) => {
        base ??= args;
        const key = (0,json_value/* canonicalJson */.d)(args);
        if (seen.has(key))
            return false;
        seen.add(key);
        scenarios.push({
            tool: tool.name,
            kind: "happy",
            description: `happy path #${scenarios.length + 1}`,
            arguments: args,
            omitArguments: false,
            expectInvalid: false,
            valueSources: sources,
        });
        return true;
    };
    const always = costlyWhenOmitted(schema);
    const optional = optionalProperties(schema).filter((k) => !always.has(k));
    for (let i = 0; i < cases; i++) {
        // A repeat of an earlier case's arguments gets a few more tries with other values; then, when the schema has
        // optional properties, a few with one of them filled (the next in turn, with the values later variants give):
        // a tool whose required values are few (two ids) would otherwise get two calls whatever --cases asks, and an
        // optional enum's other members would never be sent (a `currency` of USD, EUR, GBP only ever sent as EUR hid a
        // GBP answered with an error in a success result). Only then is the case dropped.
        const tries = RETRIES + (optional.length > 0 ? RETRIES : 0);
        for (let retry = 0; retry < tries; retry++) {
            const extra = retry - RETRIES;
            const filling = extra < 0 ? undefined : optional[(i + extra) % optional.length];
            const result = generateCase(tool, options, requirements, i, retry, filling);
            const args = { ...((0,json_object/* isJsonObject */.O)(result.value) ? result.value : {}), ...given.values };
            if (result.ok) {
                if (add(args, { ...result.sources, ...given.sources }))
                    break;
                continue;
            }
            if (extra >= 0)
                continue; // a filled optional property the schema cannot take: the case was already valid without it
            problem ??= result.reason;
            // The user's values can complete what generation could not; they are sent when the schema allows them.
            if (Object.keys(given.values).length > 0 && !forbids(schema, args))
                add(args, { ...given.sources });
            else
                base ??= args;
            break;
        }
    }
    if (scenarios.length > 0 || cases === 0)
        problem = undefined;
    return { scenarios, base: base ?? { ...given.values }, ...(problem !== undefined ? { problem } : {}) };
}
/**
 * Whether the tool's inputSchema forbids `args` (false when the schema cannot be compiled: nothing to judge by).
 * `format` counts as an annotation, its JSON Schema 2020-12 default: a server need not reject `""` for a `uri`.
 */
function forbids(schema, args) {
    const compiled = (0,ajv_validate/* compileSchema */.Fc)(schema, "2020-12", false);
    return compiled.ok && !compiled.accepts(args);
}
function planEdges(tool, base) {
    const schema = inputSchemaOf(tool);
    const s = schema;
    const props = (0,json_object/* isJsonObject */.O)(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required.filter((r) => typeof r === "string") : [];
    const out = [];
    const edge = (fields) => {
        const omitArguments = fields.omitArguments ?? false;
        const expectInvalid = fields.edge === "arguments-not-object" ? true : forbids(schema, omitArguments ? {} : fields.arguments);
        out.push({ tool: tool.name, kind: "edge", ...fields, omitArguments, expectInvalid });
    };
    for (const name of required) {
        const { [name]: _dropped, ...rest } = base;
        edge({ edge: "missing-required", description: `edge: missing required '${name}'`, arguments: rest, parameter: name });
    }
    for (const [name, sub] of Object.entries(props)) {
        const types = (0,edge_values/* declaredTypes */.Iz)(propertySchema(schema, sub));
        if (!types || types.length === 0)
            continue;
        const bad = (0,edge_values/* wrongTypeValue */.FX)(types);
        if (bad === undefined)
            continue;
        const wrongType = { sent: (0,json_object/* jsonType */.B)(bad), declared: types };
        edge({
            edge: "wrong-type",
            description: `edge: wrong type for '${name}' (${(0,scenario/* wrongTypePhrase */.R)(wrongType)})`,
            arguments: { ...base, [name]: bad },
            parameter: name,
            wrongType,
        });
    }
    if (Object.keys(props).length > 0) {
        const empty = {};
        for (const [name, sub] of Object.entries(props))
            (0,json_value/* setOwn */.P)(empty, name, (0,edge_values/* emptyValue */.Nj)(propertySchema(schema, sub)));
        edge({ edge: "empty-values", description: "edge: empty and zero values", arguments: empty });
    }
    // Without arguments the server would use its costly defaults (a 10 s sleep, a network fetch): not planned.
    if (costlyWhenOmitted(schema).size === 0)
        edge({ edge: "arguments-omitted", description: "edge: arguments omitted", omitArguments: true });
    edge({ edge: "arguments-not-object", description: "edge: arguments not an object", arguments: "not-an-object" });
    return out;
}
function unknownToolScenario(tools) {
    const names = new Set(tools.map((t) => t.name));
    let name = UNKNOWN_TOOL_NAME;
    for (let n = 2; names.has(name); n++)
        name = `${UNKNOWN_TOOL_NAME}_${n}`;
    return { tool: name, kind: "edge", edge: "unknown-tool", description: `edge: unknown tool '${name}'`, arguments: {}, omitArguments: false, expectInvalid: true };
}


/***/ }),

/***/ 2608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ setupTools)
/* harmony export */ });
/* harmony import */ var _name_hints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(923);

const OWN_CUES = [
    /\b(?:must|should|needs? to|has to|have to)\s+(?:be\s+)?(?:called|run|used|invoked|executed|set)\s+(?:first|before)\b/i,
    /\b(?:call|run|use|invoke)\s+(?:this|it)(?:\s+tool)?\s+(?:first|before)\b/i,
    /\bbefore (?:using|calling|running|invoking)\s+(?:any\s+)?(?:other|the other|the|these)?\s*(?:\w+\s+)?(?:tools?|commands?|operations?)\b/i,
    /\bfor (?:all\s+)?(?:subsequent|future|following|later|other)\s+(?:\w+\s+)?(?:tool calls?|calls|operations|commands|requests|tools)\b/i,
    /\bso (?:that )?(?:all\s+)?(?:subsequent|future|later|other)\s+(?:\w+\s+)?(?:tool calls?|calls|operations|commands|requests|tools)\b/i,
    /\bfor all (?:\w+\s+)?(?:tool calls|calls|operations|commands|requests|tools)\b/i,
    /\b(?:required|needed) (?:before|by) (?:all |any )?(?:other )?(?:tools?|operations|commands)\b/i,
];
/** A sentence of another tool naming `name` as a precondition. */
function namedAsPrecondition(description, name) {
    if (!description.includes(name))
        return undefined;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const sentence of description.split(/(?<=[.!?])\s+|\n+/)) {
        if (!new RegExp(`(?<![\\w-])\`?${escaped}\`?(?![\\w-])`).test(sentence))
            continue;
        if (/\b(?:first|before|requires?|required|must|prerequisite|after (?:calling|running|using))\b/i.test(sentence))
            return sentence.trim();
    }
    return undefined;
}
/** Verbs a setup step starts with. */
const SETUP_VERBS = ["set", "open", "connect", "select", "use", "init", "initialize", "login", "attach", "switch", "load", "choose", "start"];
/**
 * The setup tools of a listing, in listing order (see the module note). A tool counts only when its name starts
 * with a setup verb (set, open, connect, select, use, init, login, attach, switch, load, choose, start) and a
 * description gives the evidence. Pure; never throws.
 */
function setupTools(tools) {
    // Planning asks again each time it re-plans a run, with the same listing.
    const hit = found.get(tools);
    if (hit)
        return hit;
    const out = findSetupTools(tools);
    found.set(tools, out);
    return out;
}
const found = new WeakMap();
function findSetupTools(tools) {
    const out = [];
    for (const tool of tools) {
        if (typeof tool.name !== "string")
            continue;
        const words = (0,_name_hints_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .Lo)(tool.name);
        if (!words.slice(0, 2).some((w) => SETUP_VERBS.includes(w)))
            continue;
        const own = typeof tool.description === "string" ? tool.description : "";
        const cue = OWN_CUES.map((r) => r.exec(own)).find((m) => m !== null);
        if (cue) {
            out.push({ tool: tool.name, basis: `its description: "${cue[0]}"` });
            continue;
        }
        for (const other of tools) {
            if (other === tool || typeof other.description !== "string")
                continue;
            const sentence = namedAsPrecondition(other.description, tool.name);
            if (sentence) {
                out.push({ tool: tool.name, basis: `${other.name}'s description: "${sentence.slice(0, 160)}"` });
                break;
            }
        }
    }
    return out;
}


/***/ })

};
