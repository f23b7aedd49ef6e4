export const id = 659;
export const ids = [659];
export const modules = {

/***/ 8659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlanCursor: () => (/* reexport */ scenarios_plan/* PlanCursor */.uc),
  SetupReplayHandle: () => (/* reexport */ SetupReplayHandle),
  clientProfiles: () => (/* reexport */ lint.clientProfiles),
  discover: () => (/* reexport */ discover),
  lintServer: () => (/* reexport */ lint.lintServer),
  planScenarios: () => (/* reexport */ scenarios_plan/* planScenarios */.RG),
  runPlan: () => (/* reexport */ runPlan),
  selectTools: () => (/* reexport */ scenarios_plan/* selectTools */.gr),
  warmUp: () => (/* reexport */ warmUp)
});

// EXTERNAL MODULE: ./src/lint/index.ts + 8 modules
var lint = __webpack_require__(2995);
// EXTERNAL MODULE: ./src/scenarios/plan.ts + 1 modules
var scenarios_plan = __webpack_require__(5640);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/scenarios/call-phase.ts
var call_phase = __webpack_require__(8789);
// EXTERNAL MODULE: ./src/scenarios/name-hints.ts
var name_hints = __webpack_require__(923);
// EXTERNAL MODULE: ./src/scenarios/tool-verbs.ts
var tool_verbs = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/scenarios/bounded-memo.ts
var bounded_memo = __webpack_require__(5353);
;// CONCATENATED MODULE: ./src/scenarios/discovered-values.ts






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
 * `table_name` …), each with the noun of its list (`{"tasks": [{"id": 3}]}` → an `id` of a `task`); from text,
 * absolute paths on their own line, `[FILE] x` / `[DIR] x` lines under a listed directory, `Key: value` lines,
 * `commit <sha>` lines; and the paths given on the server's command line.
 *
 * Matching a parameter (its name's head noun says what it wants; its other words, else the tool's nouns, which
 * record): an exact field name first, then the same kind of field of the same noun, then of any noun when the
 * parameter names none. Safety: a parameter whose value a creating tool makes (`write_file`'s `path`,
 * `create_task`'s `title`, any `destination`) never gets an existing record's value — a path there is a new name
 * inside a listed directory; destructive tools never get existing ids or names, and their paths are those our
 * own creating calls made.
 */
/** At most this many harvested values are kept. */
const MAX_VALUES = 200;
/** At most this many values per field and noun. */
const MAX_PER_FIELD = 20;
/** At most this many items of one list are read. */
const MAX_ITEMS = 50;
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
    const words = (0,name_hints/* nameWords */.Lo)(name).map(singular);
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
/** Heads that name no kind by themselves (`source` is a file to one tool, a branch to another). */
const AMBIGUOUS_HEADS = ["source", "src", "target", "from", "to", "object", "base", "head", "value", "item", "input"];
/** The kind a description gives a parameter: "Source commit/branch", "ID of the task", "Name of the table". */
function describedKind(description) {
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
 * (`source`, `target`, `object`…) and the description says more ("Source commit/branch" → ref).
 */
function parameterKind(param, description = "") {
    const head = (0,name_hints/* nameWords */.Lo)(param).slice(-1)[0] ?? "";
    const byName = fieldKind(param);
    if (byName !== undefined && !AMBIGUOUS_HEADS.includes(head))
        return byName;
    return describedKind(description) ?? byName;
}
/** The nouns of a tool name, singular, verbs and namespace-like first words left out (`list_tasks` → `task`). */
function toolNouns(name) {
    return (0,name_hints/* nameWords */.Lo)(name).filter((w) => !NOT_NOUNS.has(w)).map(singular);
}
/** Words of a tool name that are not what it acts on: its verbs and small words. */
const NOT_NOUNS = new Set([...tool_verbs/* READ_VERBS */.KW, ...tool_verbs/* WRITE_VERBS */.FG, ...tool_verbs/* RISKY_VERBS */.e2, ...call_phase/* CREATING_VERBS */.tf, "all", "by", "for", "of", "with", "from", "to", "my", "new"]);
function usable(value) {
    if (typeof value === "number")
        return Number.isInteger(value);
    return typeof value === "string" && value.length > 0 && value.length <= 300 && !value.includes("\n");
}
function isAbsolutePath(text) {
    return text.startsWith("/") || /^[A-Za-z]:[\\/]/.test(text);
}
function join(dir, name) {
    return /^[A-Za-z]:[\\/]/.test(dir) ? external_node_path_.win32.join(dir, name) : external_node_path_.posix.join(dir, name);
}
function pathKind(path, toolName) {
    if (/[\\/]$/.test(path))
        return "directory";
    if (/\.[A-Za-z0-9]{1,8}$/.test(external_node_path_.posix.basename(path)))
        return "file";
    if ((0,name_hints/* nameWords */.Lo)(toolName).some((w) => ["directory", "directories", "dir", "dirs", "folder", "folders", "root", "roots", "allowed", "workspace", "workspaces"].includes(w)))
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
    if (!(0,json_object/* isJsonObject */.O)(node))
        return;
    for (const [key, value] of Object.entries(node)) {
        if (usable(value)) {
            if (fieldKind(key) !== undefined && (typeof value === "number" || plausible(fieldKind(key), value))) {
                const kind = fieldKind(key) === "path" && typeof value === "string" && isAbsolutePath(value) ? pathKind(value, tool) : undefined;
                const type = typeof node.type === "string" ? node.type.toLowerCase() : "";
                const declared = type === "directory" || type === "dir" || type === "folder" ? "directory" : type === "file" ? "file" : undefined;
                out.push({ value, field: key, ...(noun ? { noun } : {}), ...((declared ?? kind) ? { kind: declared ?? kind } : {}), tool });
            }
            continue;
        }
        const inner = GENERIC_CONTAINERS.includes(key.toLowerCase()) ? noun : singular((0,name_hints/* nameWords */.Lo)(key).slice(-1)[0] ?? key);
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
    if (!(0,json_object/* isJsonObject */.O)(args))
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
 * The values one successful result shows (see the module note): `structuredContent`, every JSON text block,
 * and the plain text's paths, listings and `Key: value` lines. `args` are the call's arguments (a listed
 * directory joins the names under it). Never throws; at most {@link MAX_VALUES} values.
 */
function harvestResult(tool, args, result) {
    const out = [];
    const nouns = toolNouns(tool);
    const noun = nouns[nouns.length - 1];
    if (result.structuredContent !== undefined)
        walkJson(result.structuredContent, noun, tool, out);
    const blocks = Array.isArray(result.content) ? result.content : [];
    for (const block of blocks) {
        if (!block || block.type !== "text" || typeof block.text !== "string")
            continue;
        const json = parseJson(block.text);
        if (json !== undefined)
            walkJson(json, noun, tool, out);
        else
            harvestText(block.text, tool, args, noun, out);
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
        if (isAbsolutePath(value) && !SCRIPT.test(value) && !value.includes(`${external_node_path_.posix.sep}node_modules${external_node_path_.posix.sep}`) && !out.includes(value))
            out.push(value);
    }
    return out;
}
/** Words that make a parameter the name of something new (`destination`, `new_name`, `output_path`). */
const NEW_WORDS = ["destination", "dest", "target", "new", "output", "out"];
/** Nouns of containers that records are put in: named by a creating tool's parameter, they are existing ones. */
const CONTAINER_NOUNS = ["table", "collection", "database", "db", "schema", "index", "bucket", "channel", "board", "list", "queue", "topic", "namespace"];
/** Whether a parameter of `tool` names a record the call makes (see the module note). */
function wantsNewValue(param, tool) {
    const words = (0,name_hints/* nameWords */.Lo)(param);
    if (words.some((w) => NEW_WORDS.includes(w)))
        return true;
    const verb = (0,call_phase/* toolVerb */.SH)(typeof tool.name === "string" ? tool.name : "");
    if (verb === undefined || !call_phase/* CREATING_VERBS */.tf.has(verb))
        return false;
    const kind = fieldKind(param);
    if (kind === undefined || kind === "ref" || kind === "url")
        return false;
    if (AMBIGUOUS_HEADS.includes((0,name_hints/* nameWords */.Lo)(param).slice(-1)[0] ?? ""))
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
    const words = (0,name_hints/* nameWords */.Lo)(param);
    if (words.some((w) => ["dir", "directory", "folder", "root", "cwd", "workdir", "workspace", "repo", "repository"].includes(w)))
        return true;
    if (words.some((w) => ["file", "filename", "filepath"].includes(w)))
        return false;
    const toolWords = (0,name_hints/* nameWords */.Lo)(typeof tool.name === "string" ? tool.name : "");
    if (toolWords.some((w) => ["directory", "dir", "folder", "tree", "mkdir", "ls", "workdir", "cwd"].includes(w)))
        return true;
    // A listing or search looks inside a directory.
    if ((0,call_phase/* isListLike */.wq)(tool))
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
    answers = new bounded_memo/* BoundedMemo */._(2000);
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
        const key = [this.entries.length, typeof tool.name === "string" ? tool.name : "", (0,call_phase/* callPhase */.GM)(tool), param, context.type, context.description].join("\u0000");
        return this.answers.get(key) ?? this.answers.set(key, this.match(param, tool, context));
    }
    match(param, tool, context) {
        const kind = parameterKind(param, context.description);
        const phase = (0,call_phase/* callPhase */.GM)(tool);
        const fresh = wantsNewValue(param, tool);
        const directory = kind === "path" && wantsDirectory(param, tool, context.description);
        if (fresh) {
            // A new record: only a new path inside a listed directory (a move's destination apart from its source).
            const moved = (0,name_hints/* nameWords */.Lo)(param).some((w) => ["destination", "dest", "target"].includes(w));
            if (kind !== "path" && !moved)
                return [];
            const name = `${CREATED_NAME}${moved ? "-moved" : ""}`;
            return this.directories().slice(0, 1).map((d) => join(d, directory ? name : `${name}.txt`));
        }
        if (phase === "destructive") {
            // What our own creating calls made, never an existing record.
            if (kind !== "path")
                return [];
            return this.directories().slice(0, 1).map((d) => join(d, directory ? CREATED_NAME : `${CREATED_NAME}.txt`));
        }
        const words = (0,name_hints/* nameWords */.Lo)(param).map(singular);
        const qualifiers = words.slice(0, -1);
        const nouns = qualifiers.length > 0 ? qualifiers : toolNouns(typeof tool.name === "string" ? tool.name : "");
        const exact = param.toLowerCase().replace(/[^a-z0-9]/g, "");
        const scored = [];
        this.entries.forEach((e, order) => {
            if (e.readsOnly === true && phase !== "read")
                return;
            const fieldExact = e.field.toLowerCase().replace(/[^a-z0-9]/g, "") === exact || singular(e.field.toLowerCase().replace(/[^a-z0-9]/g, "")) === singular(exact);
            const eKind = fieldKind(e.field) ?? (e.noun === "table" ? "table" : undefined);
            let score = 0;
            if (kind === "path" && eKind === "path") {
                // A file where a directory is wanted (or the reverse) would be refused: left out.
                if (typeof e.value !== "string" || !isAbsolutePath(e.value))
                    score = 1;
                else if (e.kind === undefined)
                    score = 2;
                else
                    score = (e.kind === "directory") === directory ? 3 : 0;
            }
            else if (fieldExact && ((0,name_hints/* nameWords */.Lo)(e.field).length > 1 || e.noun === undefined || nouns.includes(e.noun))) {
                // `task_id` ← a `task_id` field; a bare `id` field only of the record the parameter names.
                score = 4;
            }
            else if (kind !== undefined && eKind === kind) {
                if (kind === "table")
                    score = 3;
                else {
                    // `task_id` wants a task's id: another record's id would be refused.
                    const sameNoun = e.noun !== undefined && nouns.includes(e.noun);
                    const fieldNoun = (0,name_hints/* nameWords */.Lo)(e.field).slice(0, -1).map(singular);
                    if (sameNoun || fieldNoun.some((n) => nouns.includes(n)))
                        score = 3;
                    else if (qualifiers.length === 0)
                        score = 1;
                }
            }
            else if (kind === "table" && e.noun === "table" && fieldKind(e.field) === "name")
                score = 3;
            else if ((eKind === "name" || eKind === "id") && e.noun !== undefined && e.noun === singular(words[words.length - 1] ?? "")) {
                // `branch` ← the name of a branch, `project` ← the id of a project.
                score = 3;
            }
            if (score === 0)
                return;
            // The folder we run in is a fallback: a path the server showed or was given wins over it.
            if (e.readsOnly === true)
                score -= 0.5;
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
    /** The generator's view of this pool for one tool. */
    forTool(tool) {
        return {
            candidates: (name, context) => this.candidates(name, tool, context),
            tables: () => this.tables(),
        };
    }
}
/**
 * Whether `values` now offer something for a parameter of `tool` (its own properties, and those of objects and
 * array items one level down) that `sources` says was not already taken from the server or the user: when not,
 * planning the tool again would give the same calls. `sources`: the top-level sources of a planned call.
 */
function offersMore(values, tool, sources = {}) {
    const props = (schema) => (0,json_object/* isJsonObject */.O)(schema) && (0,json_object/* isJsonObject */.O)(schema.properties) ? Object.entries(schema.properties).filter((e) => (0,json_object/* isJsonObject */.O)(e[1])) : [];
    for (const [name, sub] of props(tool.inputSchema)) {
        if (sources[name] === "discovered" || sources[name] === "--arg")
            continue;
        const nested = [sub, ...((0,json_object/* isJsonObject */.O)(sub.items) ? [sub.items] : [])].flatMap((s) => props(s));
        for (const [param, schema] of [[name, sub], ...nested]) {
            const description = typeof schema.description === "string" ? schema.description : "";
            if (values.candidates(param, tool, { description, type: "string" }).length > 0)
                return true;
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/scenarios/scenario-source.ts
var scenario_source = __webpack_require__(7211);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
    const candidates = commandLinePaths([...argv.filter((a) => (0,external_node_path_.isAbsolute)(a) || a.includes("=")), ...relative, ...env, ...(launch.cwd !== undefined ? [(0,external_node_path_.resolve)(launch.cwd)] : [])]);
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
    const tool = "(command line)";
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
    const values = new DiscoveredValues();
    values.add(commandLineValues(options.target));
    const calls = [];
    const setup = [];
    const deadline = Date.now() + (options.budgetMs ?? DISCOVERY_LIMITS.budgetMs);
    const callTimeout = Math.min(options.timeoutMs, DISCOVERY_LIMITS.callTimeoutMs);
    const { selected } = (0,scenarios_plan/* selectTools */.gr)(tools, options);
    const readers = selected
        .filter((t) => (0,call_phase/* callPhase */.GM)(t) === "read" && !unsafeToList(t))
        .sort((a, b) => Number((0,call_phase/* isListLike */.wq)(b)) - Number((0,call_phase/* isListLike */.wq)(a)) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
        const found = ok && outcome.kind === "result" ? values.add(harvestResult(tool.name, args, outcome.result)) : 0;
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
            const args = (0,scenarios_plan/* firstHappyArguments */.Zx)(tool, plan());
            if (!args)
                continue;
            if (before.includes(JSON.stringify(args.args)) && !retry.delete(tool.name))
                continue;
            const sources = required(tool).map((n) => args.sources[n]);
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
        values.add(harvestResult(scenario.tool, scenario.arguments, outcome.result));
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
            return tool !== undefined && offersMore(values, tool, s.valueSources);
        });
        if (!gains)
            return undefined;
        const done = (s) => s.stage === "create" && order.indexOf(s.tool) <= order.indexOf(previous.tool);
        const again = replan([...new Set(pending.map((s) => s.tool))]).filter((s) => !done(s));
        return (0,scenario_source/* followedBy */.gx)(again, source, end);
    };
    return (0,scenario_runner/* runScenarios */.zN)(handle, tools, scenarios, {
        timeoutMs: options.timeoutMs,
        onOutcome,
        between,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onResult ? { onResult: options.onResult } : {}),
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
/** Answers as servers give them, one per kind of reading the judge does: a refusal, an error in a success, JSON-RPC errors, data. */
const WARM_UP_ANSWERS = [
    { kind: "result", result: { content: [{ type: "text", text: "Error: ENOENT: no such file or directory, open '/tmp/records/abc-12'" }], isError: true }, durationMs: 1 },
    { kind: "result", result: { content: [{ type: "text", text: '{"status":"error","message":"connect ECONNREFUSED 127.0.0.1:5432"}' }] }, durationMs: 1 },
    { kind: "error", error: { code: -32602, message: "MCP error -32602: Invalid arguments for tool warm_up_get: Expected string, received number" }, durationMs: 1 },
    { kind: "error", error: { code: -32603, message: "TypeError: Cannot read properties of undefined (reading 'id')" }, durationMs: 1 },
    { kind: "result", result: { content: [{ type: "text", text: '[{"id":"abc-12","title":"First record"}]' }], structuredContent: { items: [{ id: "abc-12" }] } }, durationMs: 1 },
];
/**
 * Runs the engine's first-use work (ajv compilation, value generation, lint, judging) once on a tiny synthetic
 * server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers arrive.
 * Meant to run while the server under test starts (time we spend waiting anyway): on a cold process the first
 * planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens of milliseconds more, most of the
 * harness overhead on small servers (see bench/). Never throws.
 */
function warmUp() {
    try {
        (0,lint.lintServer)({ tools: WARM_UP_TOOLS, instructions: "Call 'warm_up_search' first." });
        const { scenarios } = (0,scenarios_plan/* planScenarios */.RG)(WARM_UP_TOOLS, { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] });
        // The judge's patterns (causes, hidden errors, result shapes) compile on first use: each scenario judged once.
        scenarios.forEach((scenario, i) => {
            const tool = WARM_UP_TOOLS.find((t) => t.name === scenario.tool);
            (0,judge/* judgeCall */.M)(scenario, WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length], { tool, timeoutMs: 30_000 });
        });
    }
    catch {
        // A warm-up failure changes nothing about the run.
    }
}

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
