import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { nameWords } from "./name-hints.js";
import { DELETE_VERBS, READ_VERBS, RISKY_VERBS, WRITE_VERBS } from "./tool-verbs.js";

/**
 * When a tool is called in a run (issue 11 item 4, DESIGN.md "Scenarios and how a call is judged": read-only
 * tools first, then the read-only probes, then writes, then destructive tools last). Annotations come first
 * (MCP 2025-11-25 server/tools §Tool annotations: `readOnlyHint`, `destructiveHint`); the verbs of the name are
 * the fallback. Annotations are hints, so they only ever move a tool towards the later, safer end: a
 * `read_x` annotated `destructiveHint: true` runs last.
 */

/** `read`: changes nothing; `write`: changes data; `destructive`: deletes, moves or overwrites data. */
export type CallPhase = "read" | "write" | "destructive";

/** Verbs of tools that destroy or move data, called last. */
const DESTRUCTIVE_VERBS: ReadonlySet<string> = new Set([...DELETE_VERBS, "move", "rename", "reset", "clear", "wipe", "kill", "terminate", "revoke", "cancel", "overwrite", "truncate", "prune", "clean"]);

/** Last words of verb-less names that read (`git_status`, `git_log`, `db_schema`). */
const READ_NOUNS: ReadonlySet<string> = new Set([
  "status", "log", "logs", "diff", "show", "info", "details", "stats", "history", "tree", "ls", "cat", "version",
  "health", "ping", "whoami", "current", "overview", "summary", "schema", "blame", "grep",
]);

/** Verbs that make a new record, whose own key parameters want a new value, not an existing one. */
export const CREATING_VERBS: ReadonlySet<string> = new Set([
  "create", "add", "new", "make", "write", "save", "insert", "put", "upload", "mkdir", "store", "register", "init", "initialize", "generate", "copy", "clone",
]);

/** The verb of a tool name: its first word that is a known verb, scanning from the start. */
export function toolVerb(name: string): string | undefined {
  return nameWords(name).find((w) => READ_VERBS.has(w) || WRITE_VERBS.has(w) || RISKY_VERBS.has(w) || DESTRUCTIVE_VERBS.has(w) || CREATING_VERBS.has(w));
}

/**
 * The phase of a tool: a deleting or moving verb first in its name → destructive, whatever its annotations;
 * annotated `readOnlyHint: true` → read (unless also `destructiveHint: true`);
 * `destructiveHint: true` → destructive; then the name's verb (a read verb → read, a deleting or moving verb →
 * destructive, anything else → write); a name without a verb whose last word reads (`git_status`) → read;
 * otherwise write. Never throws.
 */
export function callPhase(tool: Tool): CallPhase {
  const ann = isObject(tool.annotations) ? tool.annotations : {};
  const name = typeof tool.name === "string" ? tool.name : "";
  const verb = toolVerb(name);
  // A name that deletes or moves stays destructive whatever it is annotated: `readOnlyHint: true` on a
  // `delete_bookmark` (lint's annotation-destructive-missing) would otherwise run it among the reads, on the
  // records discovery listed.
  if (verb !== undefined && DESTRUCTIVE_VERBS.has(verb)) return "destructive";
  if (ann.destructiveHint === true && ann.readOnlyHint !== true) return "destructive";
  if (ann.readOnlyHint === true) return "read";
  if (verb !== undefined) {
    if (READ_VERBS.has(verb) && ann.readOnlyHint !== false) return "read";
    return "write";
  }
  const last = nameWords(name).slice(-1)[0];
  if (last !== undefined && READ_NOUNS.has(last) && ann.readOnlyHint !== false) return "read";
  return "write";
}

/**
 * Whether a tool may destroy the records its arguments name: it is `destructive` ({@link callPhase}), or one of its
 * inputSchema's `enum`s offers a destructive operation (`operation: "copy" | "move" | "delete"`, `action: "create" |
 * "delete"`). Such a tool only ever gets the records the run made, or made-up ones: a new user's trial saw a batch
 * tool (`fast_batch_file_operations`, a write by its name) sent `{"operation": "delete", "source": <a file the server
 * listed in the user's folder>}`, and the file was deleted.
 */
export function destroysRecords(tool: Tool): boolean {
  if (callPhase(tool) === "destructive") return true;
  let found = false;
  const visit = (node: unknown, depth: number): void => {
    if (found || depth > 8) return;
    if (Array.isArray(node)) for (const item of node) visit(item, depth + 1);
    else if (isObject(node)) {
      if (Array.isArray(node.enum) && node.enum.some((v) => typeof v === "string" && nameWords(v).some((w) => DESTRUCTIVE_VERBS.has(w)))) found = true;
      for (const value of Object.values(node)) visit(value, depth + 1);
    }
  };
  visit(tool.inputSchema, 0);
  return found;
}

/** Whether a read tool lists things (its verb is list/search/find/browse, or its name says tree/all). */
export function isListLike(tool: Tool): boolean {
  const words = nameWords(typeof tool.name === "string" ? tool.name : "");
  return words.some((w) => ["list", "search", "find", "browse", "tree", "all", "ls", "enumerate"].includes(w));
}

/**
 * Why a tool is not for the model, or undefined when it is: MCP Apps (SEP-1865, extension
 * `io.modelcontextprotocol/ui`, §Visibility) tools whose `_meta.ui.visibility` lacks `"model"` are callable by
 * the app only, and a host "MUST NOT include" them in the agent's tool list. The default is `["model", "app"]`.
 */
export function appOnlyReason(tool: Tool): string | undefined {
  const meta = isObject(tool._meta) ? tool._meta : undefined;
  const ui = meta && isObject(meta.ui) ? meta.ui : undefined;
  const visibility = ui?.visibility;
  if (!Array.isArray(visibility) || visibility.includes("model")) return undefined;
  return `not called: an MCP Apps tool for the app, not the model (_meta.ui.visibility: ${JSON.stringify(visibility)})`;
}

/**
 * Whether a writing tool makes a new record (its answer then holds the record's id or name, which later calls
 * can use): a creating verb in its name (`create_task`, `add_note`), or a description that opens with one
 * ("Register a new user request…"). Destructive tools never count.
 */
export function isCreatingTool(tool: Tool): boolean {
  if (callPhase(tool) !== "write") return false;
  const verb = toolVerb(typeof tool.name === "string" ? tool.name : "");
  if (verb !== undefined) return CREATING_VERBS.has(verb);
  const description = typeof tool.description === "string" ? tool.description : "";
  return /^\s*(?:create|add|register|make|insert|save|store|write|record|generate|plan|open)s?\b/i.test(description) || /\b(?:creates?|registers?|adds?) a new\b/i.test(description);
}

/** Verbs that undo a setup step (`git_clear_working_dir` undoes `git_set_working_dir`). */
const TEARDOWN_VERBS = ["clear", "unset", "close", "disconnect", "logout", "reset", "exit", "quit", "end", "stop", "detach", "leave"];

/**
 * Whether `tool` undoes one of the setup tools: a teardown verb, and the same other words as a setup tool's
 * name. It is called after every other happy call, so the tools that need the setup step still find it done.
 */
export function undoesSetup(tool: Tool, setupNames: readonly string[]): boolean {
  const words = nameWords(typeof tool.name === "string" ? tool.name : "");
  const verb = words.find((w) => TEARDOWN_VERBS.includes(w));
  if (verb === undefined) return false;
  const rest = words.filter((w) => w !== verb).join(" ");
  return setupNames.some((name) => {
    const setupWords = nameWords(name);
    return setupWords.filter((w) => !["set", "open", "connect", "select", "use", "init", "initialize", "login", "attach", "switch", "load", "choose", "start"].includes(w)).join(" ") === rest;
  });
}
