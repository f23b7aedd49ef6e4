import type { CallToolResult, Tool } from "../mcp/types.js";
import type { KnownValues } from "./schema-values.js";
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
export declare const MAX_VALUES = 200;
/** At most this many values per field and noun. */
export declare const MAX_PER_FIELD = 20;
/** At most this many items of one list are read. */
export declare const MAX_ITEMS = 50;
/** The `tool` of the values from the server's command line, environment and working directory (`commandLineValues`). */
export declare const COMMAND_LINE = "(command line)";
/** The name of a file our own creating calls make inside a listed directory (a directory: without `.txt`). */
export declare const CREATED_NAME = "mcp-checkup-example";
/** What a harvested value is, by its field name. */
export type FieldKind = "id" | "name" | "path" | "ref" | "url" | "table";
/** One harvested value. */
export interface Harvested {
    value: string | number;
    /** The field it was found under (`id`, `task_id`, `path`…), or what the line said (`path` for a listed file). */
    field: string;
    /** The singular noun of the record it belongs to (`task` for `{"tasks": [...]}` or `list_tasks`), if known. */
    noun?: string;
    /** For paths: a file or a directory, when known. */
    kind?: "file" | "directory";
    /** The tool whose answer held it (`(command line)` for the server's argv). */
    tool: string;
    /**
     * Offered only to tools that read (call phase `read`), never to one that writes: an entry of the folder
     * we were run in, which the server inherits as its working directory but the user never named for it.
     */
    readsOnly?: boolean;
    /**
     * Shown by the answer of one of the run's own creating calls (`create_task` → the new task's id), first seen
     * there: the only records other than our own created paths a destructive tool is offered.
     */
    created?: boolean;
}
/** The kind of a field or parameter name, by its head (last) word; a `table` anywhere wins. */
export declare function fieldKind(name: string): FieldKind | undefined;
/**
 * The kind a parameter wants: by its name's head noun (`task_id` → id), unless the head is ambiguous
 * (`source`, `target`, `object`…) and the description says more ("Source commit/branch" → ref). An ambiguous
 * head the description leaves open is a file only for a tool about files, when `tool` is given: `move_file`'s
 * `source`, not the `source` of `create_relations` ("Create relations between entities"), which got file paths.
 */
export declare function parameterKind(param: string, description?: string, tool?: Tool): FieldKind | undefined;
/** Whether a tool's name or description speaks of files, folders or paths. */
export declare function aboutFiles(tool: Tool): boolean;
/**
 * Whether parameter `param` (described by `description`) names a record — an id, a name, a path, a ref, a
 * table — rather than saying how to act on it (`reason`, `force`, `limit`): given to a destructive tool, such a
 * value is what gets destroyed, so it must be one our own calls created or a made-up one, never a description's
 * example or a name's hint, which may be a real record (the `t-1` a description gives as an example, customer `1`).
 */
export declare function namesRecord(param: string, description?: string): boolean;
/**
 * The values one successful result shows (see the module note): `structuredContent`, every JSON text block,
 * and the plain text's paths, listings and `Key: value` lines. `args` are the call's arguments (a listed
 * directory joins the names under it). Never throws; at most {@link MAX_VALUES} values.
 */
export declare function harvestResult(tool: string, args: unknown, result: CallToolResult): Harvested[];
/**
 * Absolute paths on a server's command line (`server-filesystem /srv/data`, `--repository=/srv/repo`), in
 * order, without the server's own script. The caller checks which exist and whether each is a file.
 */
export declare function commandLinePaths(args: readonly string[]): string[];
/** Whether a parameter of `tool` names a record the call makes (see the module note). */
export declare function wantsNewValue(param: string, tool: Tool): boolean;
/**
 * The pool of harvested values of one run, in the order they were found (deterministic when the calls are).
 * Implements the generator's `KnownValues` through {@link DiscoveredValues.forTool}.
 */
export declare class DiscoveredValues {
    private readonly entries;
    private readonly answers;
    /** {@link EntryFacts} of each entry, worked out once: every parameter of every tool is matched against every entry. */
    private readonly facts;
    private tablesAt;
    /** Adds values, skipping repeats and those over the caps; returns how many were new. */
    add(values: readonly Harvested[]): number;
    /** A copy holding the values found so far, which later additions to this one do not change. */
    snapshot(): DiscoveredValues;
    /** Every harvested value, in order. */
    all(): readonly Harvested[];
    get size(): number;
    /** Table names: `table`-kind fields, and names of records whose noun is `table`. */
    tables(): string[];
    /** Directories, most likely first (declared directories before paths of unknown kind). */
    directories(): string[];
    /**
     * Candidates for parameter `param` of `tool` (see the module note): the best-matching values only, in the
     * order they were found, at most ten. `type` is the JSON type wanted: numbers are offered only as numbers,
     * and to a string parameter as their text.
     */
    candidates(param: string, tool: Tool, context: {
        description: string;
        type: "string" | "number";
    }): (string | number)[];
    private match;
    /** {@link EntryFacts} of `e`, worked out on first use. */
    private factsOf;
    /**
     * What the user named for a local server (the values of its command line, `--env` and `--cwd` that a writer may
     * get), without trailing separators: the roots `foreignPath` measures against. Undefined for a remote server (no
     * command line of ours).
     */
    private localRoots;
    /** The generator's view of this pool for one tool. */
    forTool(tool: Tool): KnownValues;
}
/**
 * Whether `values` now offer something for a parameter of `tool` (its own properties, and those of objects and
 * array items one level down) that `sources` says was not already taken from the server or the user: when not,
 * planning the tool again would give the same calls. `sources`: the top-level sources of a planned call.
 */
export declare function offersMore(values: DiscoveredValues, tool: Tool, sources?: Readonly<Record<string, string>>): boolean;
