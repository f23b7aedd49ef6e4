import type { Tool } from "../mcp/types.js";
import { DELETE_VERBS, READ_VERBS, RISKY_VERBS, WRITE_VERBS } from "../scenarios/tool-verbs.js";
import { singular, words } from "./names.js";

/**
 * Which tools effect probes may call, and how (issue "Effect probes" §Safety, §Write round trips).
 * Annotations come first and name verbs are the fallback (reference/toolscore-notes.md §12–13: every reference
 * server publishes `readOnlyHint` / `destructiveHint`). Annotations are untrusted hints
 * (MCP 2025-11-25 server/tools §Tool annotations), so a tool is only ever *narrowed* by them towards safety:
 * `readOnlyHint: false` or `destructiveHint: true` stops a read-verb name from counting as a read.
 */

export { READ_VERBS, WRITE_VERBS, RISKY_VERBS, DELETE_VERBS } from "../scenarios/tool-verbs.js";

/** Words that are neither verbs nor nouns worth matching across tools. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "of", "for", "by", "to", "from", "in", "on", "with", "and", "or", "all", "my", "new", "many",
  "multiple", "batch", "bulk", "one", "item", "items", "data", "info", "details", "tool", "api", "v1", "v2",
]);

/** The role of a tool in effect probes. `excluded`: listed under `exclude` in the probe config. */
export type ToolRole = "read" | "write" | "delete" | "other" | "excluded";

/** How one tool was classified, and why (`basis` is shown in probe results). */
export interface ToolClass {
  tool: Tool;
  role: ToolRole;
  /** e.g. `annotated readOnlyHint: true`, `storing verb 'create' in its name`. */
  basis: string;
  /** Singular nouns of the tool's name (verbs and stop words removed): `list_notes` → `["note"]`. */
  nouns: string[];
  /** A storing tool (`write_file`) annotated destructive: role `other`, so the built-in probes never call it. */
  overwrites?: true;
}

/** The parts of a probe config that change classification. */
export interface ClassifyConfig {
  /** Tools to treat as writes (may include send/publish/deploy/delete tools). */
  writes?: readonly string[];
  /** Tools never to probe. */
  exclude?: readonly string[];
}

/**
 * Words that are verbs in one name and nouns in another (`send_email` / `get_email`, `create_record` /
 * `record_audio`): outside the verb position they count as nouns.
 */
const NOUN_LIKE: ReadonlySet<string> = new Set([
  "post", "email", "record", "run", "push", "merge", "set", "list", "query", "view", "update", "drop", "move",
  "count", "head", "tail", "stat", "store", "write", "read", "search", "record", "cancel",
]);

const ALL_VERBS: ReadonlySet<string> = new Set([...READ_VERBS, ...WRITE_VERBS, ...RISKY_VERBS]);

/** The verb position of a name: its first word when that is a known verb, else its last (`notes_create`). */
interface ParsedName {
  words: string[];
  verb?: string;
  /** Verbs elsewhere in the name (`get_or_create_note` → `create`), noun-like words left out. */
  otherVerbs: string[];
  nouns: string[];
}

function parseName(name: string): ParsedName {
  const ws = words(name);
  const first = ws[0];
  const last = ws[ws.length - 1];
  const verb = first !== undefined && ALL_VERBS.has(first) ? first : last !== undefined && ALL_VERBS.has(last) ? last : undefined;
  const verbIndex = verb === undefined ? -1 : ws[0] === verb ? 0 : ws.length - 1;
  const otherVerbs: string[] = [];
  const found: string[] = [];
  ws.forEach((w, i) => {
    if (i === verbIndex || STOP_WORDS.has(w)) return;
    if (ALL_VERBS.has(w) && !NOUN_LIKE.has(w)) {
      otherVerbs.push(w);
      return;
    }
    const s = singular(w);
    if (!found.includes(s)) found.push(s);
  });
  return { words: ws, ...(verb !== undefined ? { verb } : {}), otherVerbs, nouns: found };
}

/** Singular nouns of a tool name: words outside the verb position that are not verbs or stop words. */
export function nouns(toolName: string): string[] {
  return parseName(toolName).nouns;
}

/**
 * Nouns two tool names share (`create_note`, `list_notes` → `["note"]`). A first word both names begin with is a
 * namespace, not a shared noun, when each name has a noun the other lacks: `obsidian_create_directory` and
 * `obsidian_read_note` share no noun (a new user's trial read a directory back through a reader of notes), while
 * `task_create` and `task_list` share `task`.
 */
export function sharedNouns(a: string, b: string): string[] {
  const [ours, theirs] = [nouns(a), nouns(b)];
  const shared = ours.filter((n) => theirs.includes(n));
  const [firstA, firstB] = [words(a)[0], words(b)[0]];
  const prefix = firstA !== undefined && firstA === firstB ? singular(firstA) : undefined;
  const apart = ours.some((n) => !theirs.includes(n)) && theirs.some((n) => !ours.includes(n));
  return prefix !== undefined && apart ? shared.filter((n) => n !== prefix) : shared;
}

/**
 * What a tool's name alone says it does, annotations ignored: `delete` for a delete verb (`delete`, `remove`,
 * `drop`, `destroy`, `purge`, `erase`, `unset`, `forget`) in the verb position, `act` for another risky verb
 * (send, deploy, execute …), `store` for a storing verb, `read` for a read verb with no storing or risky verb
 * elsewhere in the name, `unknown` otherwise. Lint compares this with the annotations a tool declares.
 */
export type NameRole = "read" | "store" | "delete" | "act" | "unknown";

/** The {@link NameRole} of a tool name (`delete_note` → `delete`, `list_notes` → `read`, `get_or_create` → `store`). */
export function nameRole(toolName: string): NameRole {
  const parsed = parseName(toolName);
  const verbs = parsed.verb === undefined ? parsed.otherVerbs : [parsed.verb, ...parsed.otherVerbs];
  if (parsed.verb !== undefined && DELETE_VERBS.has(parsed.verb)) return "delete";
  if (verbs.some((w) => RISKY_VERBS.has(w))) return "act";
  if (verbs.some((w) => WRITE_VERBS.has(w))) return "store";
  if (parsed.verb !== undefined && READ_VERBS.has(parsed.verb)) return "read";
  return "unknown";
}

/**
 * Classifies one tool. Order: `exclude` → `writes` (a delete verb makes it `delete`) → `readOnlyHint: true` →
 * a read verb in the verb position (first word, else last) with no writing or risky verb and no annotation
 * saying otherwise → `other` for a risky verb (send, publish, deploy, delete …) → annotated
 * `readOnlyHint: false, destructiveHint: false` → a storing verb, not annotated destructive → `other`.
 * Never throws, whatever the annotations hold.
 */
export function classifyTool(tool: Tool, config: ClassifyConfig = {}): ToolClass {
  const name = typeof tool.name === "string" ? tool.name : "";
  const parsed = parseName(name);
  const ann = tool.annotations && typeof tool.annotations === "object" ? tool.annotations : {};
  const make = (role: ToolRole, basis: string): ToolClass => ({ tool, role, basis, nouns: parsed.nouns });
  if (config.exclude?.includes(name)) return make("excluded", "listed under exclude in the probe config");
  if (config.writes?.includes(name)) {
    return parsed.words.some((w) => DELETE_VERBS.has(w))
      ? make("delete", "listed under writes in the probe config, with a delete verb in its name")
      : make("write", "listed under writes in the probe config");
  }
  const verbs = parsed.verb === undefined ? parsed.otherVerbs : [parsed.verb, ...parsed.otherVerbs];
  const risky = verbs.find((w) => RISKY_VERBS.has(w));
  const storing = verbs.find((w) => WRITE_VERBS.has(w));
  const reading = parsed.verb !== undefined && READ_VERBS.has(parsed.verb) ? parsed.verb : undefined;
  if (ann.readOnlyHint === true) return make("read", "annotated readOnlyHint: true");
  if (reading && !storing && !risky && ann.readOnlyHint !== false && ann.destructiveHint !== true) {
    return make("read", `read verb '${reading}' in its name`);
  }
  if (risky) return make("other", `'${risky}' tools run only when listed under writes in a probe config`);
  if (ann.readOnlyHint === false && ann.destructiveHint === false) {
    return make("write", "annotated readOnlyHint: false, destructiveHint: false");
  }
  if (storing && ann.destructiveHint !== true) return make("write", `storing verb '${storing}' in its name`);
  if (storing && ann.destructiveHint === true) return { ...make("other", `storing verb '${storing}' in its name, annotated destructiveHint: true`), overwrites: true };
  return make("other", ann.destructiveHint === true ? "annotated destructiveHint: true" : "neither a read nor a write");
}

/** Classifies every tool (see {@link classifyTool}), in listing order. */
export function classifyTools(tools: readonly Tool[], config: ClassifyConfig = {}): ToolClass[] {
  return tools.map((t) => classifyTool(t, config));
}
