import { posix, win32 } from "node:path";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { CallToolResult, Tool } from "../mcp/types.js";
import { callPhase, CREATING_VERBS, destroysRecords, isListLike, toolVerb } from "./call-phase.js";
import { namesSql } from "./description-values.js";
import { nameWords } from "./name-hints.js";
import type { KnownValues } from "./schema-values.js";
import { READ_VERBS, RISKY_VERBS, WRITE_VERBS } from "./tool-verbs.js";
import { BoundedMemo } from "./bounded-memo.js";

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
export const MAX_VALUES = 200;
/** At most this many values per field and noun. */
export const MAX_PER_FIELD = 20;
/** At most this many items of one list are read. */
export const MAX_ITEMS = 50;

/** The `tool` of the values from the server's command line, environment and working directory (`commandLineValues`). */
export const COMMAND_LINE = "(command line)";

/** The name of a file our own creating calls make inside a listed directory (a directory: without `.txt`). */
export const CREATED_NAME = "mcp-checkup-example";

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

function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (/(ss|us|is)$/.test(w)) return w;
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
export function fieldKind(name: string): FieldKind | undefined {
  const words = nameWords(name).map(singular);
  const head = words[words.length - 1];
  if (head === undefined) return undefined;
  if (words.includes("table") && (head === "table" || NAME_HEADS.includes(head))) return "table";
  if (ID_HEADS.includes(head) && !(head === "number" && words.length === 1)) return "id";
  if (NAME_HEADS.includes(head)) return "name";
  if (PATH_HEADS.includes(head)) return "path";
  if (REF_HEADS.includes(head)) return "ref";
  if (URL_HEADS.includes(head)) return "url";
  return undefined;
}

/** Field names of a relation's two ends, harvested whatever their value looks like (see `walkJson`). */
const RELATION_ENDS = ["source", "target", "from", "to"];

/** A relation end under one name: `from` is a `source`, `to` a `target` (a graph that lists `from`/`to` takes `source`/`target`). */
function relationEnd(field: string): string {
  return field === "from" ? "source" : field === "to" ? "target" : field;
}

/** Heads that name no kind by themselves (`source` is a file to one tool, a branch to another). */
const AMBIGUOUS_HEADS = ["source", "src", "target", "from", "to", "object", "base", "head", "value", "item", "input"];

/**
 * The kind a description gives a parameter: "Source commit/branch", "ID of the task", "Name of the table". None for
 * an SQL statement ("CREATE TABLE SQL statement"): it names a table but holds SQL, and a published SQLite server's
 * `create_table` was sent the names of its listed tables.
 */
function describedKind(description: string): FieldKind | undefined {
  if (namesSql(description)) return undefined;
  const d = description.toLowerCase();
  if (/\b(?:commit|branch|tag|sha|revision|ref)\b/.test(d)) return "ref";
  if (/\btable\b/.test(d)) return "table";
  if (/\b(?:file|directory|folder) path\b|\bpath (?:to|of)\b|\babsolute path\b/.test(d)) return "path";
  if (/\burls?\b|\buris?\b/.test(d)) return "url";
  if (/\b(?:id|identifier|uuid)\b/.test(d)) return "id";
  return undefined;
}

/**
 * The kind a parameter wants: by its name's head noun (`task_id` → id), unless the head is ambiguous
 * (`source`, `target`, `object`…) and the description says more ("Source commit/branch" → ref). An ambiguous
 * head the description leaves open is a file only for a tool about files, when `tool` is given: `move_file`'s
 * `source`, not the `source` of `create_relations` ("Create relations between entities"), which got file paths.
 */
export function parameterKind(param: string, description = "", tool?: Tool): FieldKind | undefined {
  const head = nameWords(param).slice(-1)[0] ?? "";
  const byName = fieldKind(param);
  if (byName !== undefined && !AMBIGUOUS_HEADS.includes(head)) return byName;
  const described = describedKind(description);
  if (described !== undefined) return described;
  return byName === "path" && tool !== undefined && !aboutFiles(tool) ? undefined : byName;
}

/** Whether a tool's name or description speaks of files, folders or paths. */
export function aboutFiles(tool: Tool): boolean {
  const name = typeof tool.name === "string" ? nameWords(tool.name).join(" ") : "";
  const description = typeof tool.description === "string" ? tool.description : "";
  return /\b(?:files?|file ?names?|folders?|director(?:y|ies)|dirs?|paths?|filesystem|fs)\b/i.test(`${name} ${description}`);
}

/** The kinds of parameter that name a record: what a destructive tool given one would delete, move or overwrite. */
const RECORD_KINDS: readonly FieldKind[] = ["id", "name", "path", "ref", "table"];

/**
 * Whether parameter `param` (described by `description`) names a record — an id, a name, a path, a ref, a
 * table — rather than saying how to act on it (`reason`, `force`, `limit`): given to a destructive tool, such a
 * value is what gets destroyed, so it must be one our own calls created or a made-up one, never a description's
 * example or a name's hint, which may be a real record (the `t-1` a description gives as an example, customer `1`).
 */
export function namesRecord(param: string, description = ""): boolean {
  const kind = parameterKind(param, description);
  return kind !== undefined && RECORD_KINDS.includes(kind);
}

/** The nouns of a tool name, singular, verbs and namespace-like first words left out (`list_tasks` → `task`). */
function toolNouns(name: string): string[] {
  return nameWords(name).filter((w) => !NOT_NOUNS.has(w)).map(singular);
}

/** Words of a tool name that are not what it acts on: its verbs and small words. */
const NOT_NOUNS: ReadonlySet<string> = new Set([...READ_VERBS, ...WRITE_VERBS, ...RISKY_VERBS, ...CREATING_VERBS, "all", "by", "for", "of", "with", "from", "to", "my", "new"]);

function usable(value: unknown): value is string | number {
  if (typeof value === "number") return Number.isInteger(value);
  return typeof value === "string" && value.length > 0 && value.length <= 300 && !value.includes("\n");
}

function isAbsolutePath(text: string): boolean {
  return text.startsWith("/") || /^[A-Za-z]:[\\/]/.test(text);
}

/**
 * A folder that holds everything (a filesystem root `/`, `C:\\`, or the user's home folder, `HOME`/`USERPROFILE` of
 * our environment): never offered to a tool that writes, whatever the server listed (a new user's trial saw a sync
 * tool offered `source_dir: "/"`, to copy into a new folder).
 */
function isWholeTree(path: string): boolean {
  const trimmed = withoutTrailingSeparators(path);
  if (trimmed === "" || /^[A-Za-z]:$/.test(trimmed)) return true;
  const home = process.env.HOME ?? process.env.USERPROFILE;
  return home !== undefined && home !== "" && trimmed === withoutTrailingSeparators(home);
}

/** `path` without the separators it ends with (`/srv/data/` → `/srv/data`, `/` → ``). */
function withoutTrailingSeparators(path: string): string {
  return path.replace(/[\\/]+$/, "");
}

function join(dir: string, name: string): string {
  return /^[A-Za-z]:[\\/]/.test(dir) ? win32.join(dir, name) : posix.join(dir, name);
}

function pathKind(path: string, toolName: string): "file" | "directory" | undefined {
  if (/[\\/]$/.test(path)) return "directory";
  if (/\.[A-Za-z0-9]{1,8}$/.test(posix.basename(path))) return "file";
  if (nameWords(toolName).some((w) => ["directory", "directories", "dir", "dirs", "folder", "folders", "root", "roots", "allowed", "workspace", "workspaces"].includes(w))) return "directory";
  return undefined;
}

/** Walks a JSON value for record fields. `noun` is the record kind the surrounding list holds. */
function walkJson(node: unknown, noun: string | undefined, tool: string, out: Harvested[], depth = 0, parentKey = ""): void {
  if (depth > 6 || out.length >= MAX_VALUES) return;
  if (Array.isArray(node)) {
    const field = parentKey ? singular(parentKey) : "";
    for (const item of node.slice(0, MAX_ITEMS)) {
      if (usable(item) && field && fieldKind(field) !== undefined) out.push({ value: item, field, ...(noun ? { noun } : {}), tool });
      else walkJson(item, noun, tool, out, depth + 1);
    }
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (usable(value)) {
      if (fieldKind(key) !== undefined && (typeof value === "number" || plausible(fieldKind(key), value))) {
        const kind = fieldKind(key) === "path" && typeof value === "string" && isAbsolutePath(value) ? pathKind(value, tool) : undefined;
        const type = typeof node.type === "string" ? node.type.toLowerCase() : "";
        const declared = type === "directory" || type === "dir" || type === "folder" ? "directory" : type === "file" ? "file" : undefined;
        out.push({ value, field: key, ...(noun ? { noun } : {}), ...((declared ?? kind) ? { kind: declared ?? kind } : {}), tool });
      } else if (RELATION_ENDS.includes(key.toLowerCase()) && typeof value === "string" && plausible("name", value)) {
        // A relation's ends name records (`{"source": "Ada Lovelace", "target": "Analytical Engine"}` of a knowledge
        // graph), not files: a new relation's `source` and `target` take them.
        out.push({ value, field: key, ...(noun ? { noun } : {}), tool });
      }
      continue;
    }
    const inner = GENERIC_CONTAINERS.includes(key.toLowerCase()) ? noun : singular(nameWords(key).slice(-1)[0] ?? key);
    walkJson(value, inner, tool, out, depth + 1, key);
  }
}

function parseJson(text: string): unknown {
  const t = text.trim();
  if (!(t.startsWith("{") || t.startsWith("["))) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

/** The directory a listing call was about: the first absolute string argument named like a path. */
function listedDirectory(args: unknown): string | undefined {
  if (!isObject(args)) return undefined;
  for (const [name, value] of Object.entries(args)) if (typeof value === "string" && isAbsolutePath(value) && fieldKind(name) === "path") return value;
  return undefined;
}

/** Words that are never a record's value (`isDirectory: false`). */
const NOT_VALUES = /^(?:true|false|null|undefined|none|n\/a|yes|no|-|—)$/i;

/** Whether a text `key: value` pair holds a value of that kind: paths look like paths, URLs like URLs. */
function plausible(kind: FieldKind | undefined, value: string): boolean {
  if (kind === undefined || NOT_VALUES.test(value)) return false;
  if (kind === "path") return /[\\/]/.test(value) || /\.[A-Za-z0-9]{1,8}$/.test(value);
  if (kind === "url") return /^[a-z][a-z0-9+.-]*:/i.test(value);
  return true;
}

function harvestText(text: string, tool: string, args: unknown, noun: string | undefined, out: Harvested[]): void {
  const dir = listedDirectory(args);
  const lines = text.split(/\r?\n/).slice(0, 400);
  for (const raw of lines) {
    if (out.length >= MAX_VALUES) return;
    const line = raw.trim();
    if (line === "") continue;
    const listed = /^\[(FILE|DIR)\]\s+(.+?)(?:\s+\d[\d.,]*\s*[KMGT]?i?B)?$/i.exec(line);
    if (listed) {
      const name = listed[2] as string;
      const kind = (listed[1] as string).toUpperCase() === "DIR" ? "directory" : "file";
      const path = isAbsolutePath(name) ? name : dir !== undefined ? join(dir, name) : undefined;
      if (path !== undefined) out.push({ value: path, field: "path", kind, tool });
      continue;
    }
    const bare = /^(?:[-*•]\s*)?(\/[^\s:*?"<>|]*|[A-Za-z]:\\[^:*?"<>|]*)$/.exec(line);
    if (bare) {
      const path = bare[1] as string;
      const kind = pathKind(path, tool);
      out.push({ value: path, field: "path", ...(kind ? { kind } : {}), tool });
      continue;
    }
    const commit = /^commit\s+([0-9a-f]{7,40})\b/i.exec(line);
    if (commit) {
      out.push({ value: commit[1] as string, field: "commit", tool });
      continue;
    }
    const pair = /^(?:[-*•]\s*)?([A-Za-z][\w .-]{0,30}?)\s*[:=]\s*(\S.{0,200}?)$/.exec(line);
    if (pair) {
      const key = pair[1] as string;
      let value: string | number = (pair[2] as string).replace(/^["'`](.*)["'`]$/, "$1");
      if (!plausible(fieldKind(key), value)) continue;
      if (/^\d{1,15}$/.test(value)) value = Number(value);
      out.push({ value, field: key.replace(/\s+/g, "_"), ...(noun ? { noun } : {}), tool });
    }
  }
}

/**
 * `noun` when `tool` is named for its plural (`list_tables`, `show_databases`, `collections`): a bare JSON array of
 * strings the tool answers is then the names of those records. A SQLite server's `list_tables` answered
 * `["customers","orders"]`, and `describe_table` got a made-up table it rightly refused. Undefined otherwise.
 */
function listedNoun(tool: string, noun: string | undefined): string | undefined {
  return noun !== undefined && nameWords(tool).some((w) => w.toLowerCase() !== singular(w) && singular(w) === noun) ? noun : undefined;
}

/**
 * The strings of a bare JSON array (`listedNoun`) as names of `noun` records, or paths when absolute
 * (`list_allowed_directories` → `["/srv/data"]`); anything else in it is walked as usual.
 */
function harvestNames(list: unknown[], noun: string, tool: string, out: Harvested[]): void {
  for (const item of list.slice(0, MAX_ITEMS)) {
    if (out.length >= MAX_VALUES) return;
    if (typeof item !== "string" || !usable(item) || NOT_VALUES.test(item)) walkJson(item, noun, tool, out, 1);
    else if (isAbsolutePath(item)) {
      const kind = pathKind(item, tool);
      out.push({ value: item, field: "path", ...(kind ? { kind } : {}), tool });
    } else out.push({ value: item, field: "name", noun, tool });
  }
}

/**
 * The values one successful result shows (see the module note): `structuredContent`, every JSON text block,
 * and the plain text's paths, listings and `Key: value` lines. `args` are the call's arguments (a listed
 * directory joins the names under it). Never throws; at most {@link MAX_VALUES} values.
 */
export function harvestResult(tool: string, args: unknown, result: CallToolResult): Harvested[] {
  const out: Harvested[] = [];
  const nouns = toolNouns(tool);
  const noun = nouns[nouns.length - 1];
  const listed = listedNoun(tool, noun);
  if (result.structuredContent !== undefined) walkJson(result.structuredContent, noun, tool, out);
  const blocks = Array.isArray(result.content) ? result.content : [];
  for (const block of blocks) {
    if (!block || block.type !== "text" || typeof block.text !== "string") continue;
    const json = parseJson(block.text);
    if (json === undefined) harvestText(block.text, tool, args, noun, out);
    else if (listed !== undefined && Array.isArray(json)) harvestNames(json, listed, tool, out);
    else walkJson(json, noun, tool, out);
  }
  return out.slice(0, MAX_VALUES);
}

const SCRIPT = /\.(?:[cm]?js|ts|py|rb|jar|sh|exe|bat|cmd|ps1)$/i;

/**
 * Absolute paths on a server's command line (`server-filesystem /srv/data`, `--repository=/srv/repo`), in
 * order, without the server's own script. The caller checks which exist and whether each is a file.
 */
export function commandLinePaths(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const value = arg.startsWith("-") && arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg;
    if (isAbsolutePath(value) && !SCRIPT.test(value) && !value.includes(`${posix.sep}node_modules${posix.sep}`) && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Words that make a parameter the name of something new (`destination`, `new_name`, `output_path`). */
const NEW_WORDS = ["destination", "dest", "target", "new", "output", "out"];
/** The words of {@link NEW_WORDS} that name where something goes: new only for a tool about files. */
const DESTINATION_WORDS = ["destination", "dest", "target"];

/** Nouns of containers that records are put in: named by a creating tool's parameter, they are existing ones. */
const CONTAINER_NOUNS: readonly string[] = ["table", "collection", "database", "db", "schema", "index", "bucket", "channel", "board", "list", "queue", "topic", "namespace"];

/** Whether a parameter of `tool` names a record the call makes (see the module note). */

export function wantsNewValue(param: string, tool: Tool): boolean {
  const words = nameWords(param);
  // A destination is new for a tool about files (a move's, a copy's); a relation's `target` is an existing record.
  if (words.some((w) => NEW_WORDS.includes(w) && (!DESTINATION_WORDS.includes(w) || aboutFiles(tool)))) return true;
  const verb = toolVerb(typeof tool.name === "string" ? tool.name : "");
  if (verb === undefined || !CREATING_VERBS.has(verb)) return false;
  const kind = fieldKind(param);
  if (kind === undefined || kind === "ref" || kind === "url") return false;
  if (AMBIGUOUS_HEADS.includes(nameWords(param).slice(-1)[0] ?? "")) return false;
  // A container the new record goes in (`create_record(table)`, `insert_row(collection)`), unless it is what the
  // tool makes (`create_table(table)`): an existing one, as the server listed it.
  const made0 = toolNouns(typeof tool.name === "string" ? tool.name : "")[0];
  const head = singular(words[words.length - 1] ?? "");
  if (CONTAINER_NOUNS.includes(head) && made0 !== head) return false;
  // `create_task(project_id)` and `add_tasks_to_request(requestId)` name an existing record; `create_task(title)`
  // and `add_note(note_name)` the new one: the noun right after the verb is what the tool makes.
  const qualifiers = words.slice(0, -1).map(singular).filter((w) => !["file", "dir", "directory", "folder"].includes(w));
  const made = toolNouns(typeof tool.name === "string" ? tool.name : "")[0];
  return qualifiers.length === 0 || (made !== undefined && qualifiers.includes(made));
}

function wantsDirectory(param: string, tool: Tool, description: string): boolean {
  const words = nameWords(param);
  if (words.some((w) => ["dir", "directory", "folder", "root", "cwd", "workdir", "workspace", "repo", "repository"].includes(w))) return true;
  if (words.some((w) => ["file", "filename", "filepath"].includes(w))) return false;
  const toolWords = nameWords(typeof tool.name === "string" ? tool.name : "");
  if (toolWords.some((w) => ["directory", "dir", "folder", "tree", "mkdir", "ls", "workdir", "cwd"].includes(w))) return true;
  // A listing or search looks inside a directory.
  if (isListLike(tool)) return true;
  if (/\b(?:directory|folder)\b/i.test(description) && !/\bfile\b/i.test(description)) return true;
  return false;
}

/**
 * The pool of harvested values of one run, in the order they were found (deterministic when the calls are).
 * Implements the generator's `KnownValues` through {@link DiscoveredValues.forTool}.
 */
export class DiscoveredValues {
  private readonly entries: Harvested[] = [];
  private readonly answers = new BoundedMemo<string, (string | number)[]>(2000);
  /** {@link EntryFacts} of each entry, worked out once: every parameter of every tool is matched against every entry. */
  private readonly facts = new WeakMap<Harvested, EntryFacts>();
  private tablesAt: { size: number; tables: readonly string[] } | undefined;

  /** Adds values, skipping repeats and those over the caps; returns how many were new. */
  add(values: readonly Harvested[]): number {
    let added = 0;
    for (const v of values) {
      if (this.entries.length >= MAX_VALUES) break;
      if (this.entries.some((e) => e.value === v.value && e.field === v.field && e.noun === v.noun)) continue;
      if (this.entries.filter((e) => e.field === v.field && e.noun === v.noun).length >= MAX_PER_FIELD) continue;
      this.entries.push(v);
      added++;
    }
    return added;
  }

  /** A copy holding the values found so far, which later additions to this one do not change. */
  snapshot(): DiscoveredValues {
    const copy = new DiscoveredValues();
    copy.entries.push(...this.entries);
    return copy;
  }

  /** Every harvested value, in order. */
  all(): readonly Harvested[] {
    return this.entries;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Table names: `table`-kind fields, and names of records whose noun is `table`. */
  tables(): string[] {
    // Generation asks for every string value; the pool only grows, so its size keys the answer.
    if (this.tablesAt?.size !== this.entries.length) {
      const out = this.entries.filter((e) => typeof e.value === "string" && (fieldKind(e.field) === "table" || (e.noun === "table" && fieldKind(e.field) === "name")));
      this.tablesAt = { size: this.entries.length, tables: [...new Set(out.map((e) => e.value as string))] };
    }
    return [...this.tablesAt.tables];
  }

  /** Directories, most likely first (declared directories before paths of unknown kind). */
  directories(): string[] {
    const paths = this.entries.filter((e) => typeof e.value === "string" && fieldKind(e.field) === "path" && isAbsolutePath(e.value as string));
    return [...new Set([...paths.filter((e) => e.kind === "directory"), ...paths.filter((e) => e.kind === undefined)].map((e) => e.value as string))];
  }

  /**
   * Candidates for parameter `param` of `tool` (see the module note): the best-matching values only, in the
   * order they were found, at most ten. `type` is the JSON type wanted: numbers are offered only as numbers,
   * and to a string parameter as their text.
   */
  candidates(param: string, tool: Tool, context: { description: string; type: "string" | "number" }): (string | number)[] {
    // Generation asks again for every attempt and variant; the pool only grows, so its size keys the answer.
    const key = [this.entries.length, typeof tool.name === "string" ? tool.name : "", callPhase(tool), param, context.type, context.description].join("\u0000");
    return this.answers.get(key) ?? this.answers.set(key, this.match(param, tool, context));
  }

  private match(param: string, tool: Tool, context: { description: string; type: "string" | "number" }): (string | number)[] {
    const kind = parameterKind(param, context.description, tool);
    const phase = callPhase(tool);
    const destroys = destroysRecords(tool);
    const fresh = wantsNewValue(param, tool);
    const directory = kind === "path" && wantsDirectory(param, tool, context.description);
    if (fresh) {
      // A new record: only a new path inside a listed directory (a move's destination apart from its source).
      const moved = nameWords(param).some((w) => DESTINATION_WORDS.includes(w));
      if (kind !== "path" && !moved) return [];
      const name = `${CREATED_NAME}${moved ? "-moved" : ""}`;
      return this.directories().slice(0, 1).map((d) => join(d, directory ? name : `${name}.txt`));
    }
    // A destructive tool gets what our own creating calls made, never an existing record: the path we create in a
    // listed directory, or a record a creating call's answer showed.
    if (destroys && kind === "path") return this.directories().slice(0, 1).map((d) => join(d, directory ? CREATED_NAME : `${CREATED_NAME}.txt`));
    const words = nameWords(param).map(singular);
    const qualifiers = words.slice(0, -1);
    const nouns = qualifiers.length > 0 ? qualifiers : toolNouns(typeof tool.name === "string" ? tool.name : "");
    const exact = relationEnd(param.toLowerCase().replace(/[^a-z0-9]/g, ""));
    const exactSingular = singular(exact);
    const roots = phase === "read" ? undefined : this.localRoots();
    const scored: { value: string | number; score: number; order: number }[] = [];
    this.entries.forEach((e, order) => {
      if (e.readsOnly === true && phase !== "read") return;
      const facts = this.factsOf(e);
      const wholeTree = facts.wholeTree;
      if (phase !== "read" && (wholeTree || foreignPath(e, facts, roots))) return;
      if (destroys && e.created !== true) return;
      const fieldExact = facts.field === exact || facts.fieldSingular === exactSingular;
      const eKind = facts.kind;
      let score = 0;
      if (kind === "path" && eKind === "path") {
        // A file where a directory is wanted (or the reverse) would be refused: left out.
        if (!facts.absolute) score = 1;
        else if (e.kind === undefined) score = 2;
        else score = (e.kind === "directory") === directory ? 3 : 0;
      } else if (fieldExact && (facts.fieldNouns.length > 0 || e.noun === undefined || nouns.includes(e.noun))) {
        // `task_id` ← a `task_id` field; a bare `id` field only of the record the parameter names.
        score = 4;
      } else if (kind !== undefined && eKind === kind) {
        if (kind === "table") score = 3;
        else {
          // `task_id` wants a task's id: another record's id would be refused.
          const sameNoun = e.noun !== undefined && nouns.includes(e.noun);
          if (sameNoun || facts.fieldNouns.some((n) => nouns.includes(n))) score = 3;
          else if (qualifiers.length === 0) score = 1;
        }
      } else if (kind === "table" && e.noun === "table" && facts.fieldKind === "name") score = 3;
      else if ((eKind === "name" || eKind === "id") && e.noun !== undefined && e.noun === singular(words[words.length - 1] ?? "")) {
        // `branch` ← the name of a branch, `project` ← the id of a project.
        score = 3;
      }
      if (score === 0) return;
      // The folder we run in is a fallback: a path the server showed or was given wins over it; a whole tree (`/`) is
      // the last choice even for a reader (an edge call built on it fails for the folder, not for the bad field).
      if (e.readsOnly === true) score -= 0.5;
      if (wholeTree) score -= 1;
      if (context.type === "number" && typeof e.value !== "number" && !/^\d{1,15}$/.test(String(e.value))) return;
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
  private factsOf(e: Harvested): EntryFacts {
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
        fieldNouns: nameWords(e.field).slice(0, -1).map(singular),
        absolute,
        wholeTree: absolute && isWholeTree(e.value as string),
        path: absolute ? withoutTrailingSeparators(e.value as string) : "",
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
  private localRoots(): string[] | undefined {
    const local = this.entries.filter((n) => n.tool === COMMAND_LINE);
    if (local.length === 0) return undefined;
    return local.filter((n) => n.readsOnly !== true && typeof n.value === "string").map((n) => withoutTrailingSeparators(n.value as string));
  }

  /** The generator's view of this pool for one tool. */
  forTool(tool: Tool): KnownValues {
    return {
      candidates: (name, context) => this.candidates(name, tool, context),
      tables: () => this.tables(),
    };
  }
}

/** What matching reads of a harvested entry, worked out once per entry ({@link DiscoveredValues}). */
interface EntryFacts {
  /** The field's name in lower case, letters and digits only (`Task_ID` → `taskid`), and its singular. */
  field: string;
  fieldSingular: string;
  /** `fieldKind` of the field's name. */
  fieldKind: FieldKind | undefined;
  /** That, or `table` for the name of a record whose noun is `table`. */
  kind: FieldKind | undefined;
  /** The field name's words before its last, singular (`task_id` → `task`). */
  fieldNouns: string[];
  /** An absolute path, and one that holds everything (`isWholeTree`). */
  absolute: boolean;
  wholeTree: boolean;
  /** The path without trailing separators, when absolute. */
  path: string;
}

/**
 * Whether `e` is a path a local server showed outside everything the user named for it (its command line, `--env`,
 * `--cwd`; `roots`, from `localRoots`): a tool that writes never gets one. A new user's trial saw a copy tool given
 * `/tmp` — an allowed folder of the server's own defaults — with `recursive`, copy it into a new folder inside it,
 * over and over; a file the server lists in such a folder belongs to someone else too. Our own created records, paths
 * inside a named folder, and the paths of a remote server (no command line of ours: nothing of this machine) are fine.
 */
function foreignPath(e: Harvested, facts: EntryFacts, roots: readonly string[] | undefined): boolean {
  if (e.created === true || e.tool === COMMAND_LINE || !facts.absolute || roots === undefined) return false;
  const path = facts.path;
  return !roots.some((root) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}\\`));
}

/**
 * Whether `values` now offer something for a parameter of `tool` (its own properties, and those of objects and
 * array items one level down) that `sources` says was not already taken from the server or the user: when not,
 * planning the tool again would give the same calls. `sources`: the top-level sources of a planned call.
 */
export function offersMore(values: DiscoveredValues, tool: Tool, sources: Readonly<Record<string, string>> = {}): boolean {
  const props = (schema: unknown): [string, Record<string, unknown>][] =>
    isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties).filter((e): e is [string, Record<string, unknown>] => isObject(e[1])) : [];
  for (const [name, sub] of props(tool.inputSchema)) {
    if (sources[name] === "discovered" || sources[name] === "--arg") continue;
    const nested = [sub, ...(isObject(sub.items) ? [sub.items] : [])].flatMap((s) => props(s));
    for (const [param, schema] of [[name, sub] as [string, Record<string, unknown>], ...nested]) {
      const description = typeof schema.description === "string" ? schema.description : "";
      if (values.candidates(param, tool, { description, type: "string" }).length > 0) return true;
    }
  }
  return false;
}

