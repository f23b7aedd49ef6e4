import type { Tool } from "../mcp/types.js";
/**
 * When a tool is called in a run (issue 11 item 4, DESIGN.md "Scenarios and how a call is judged": read-only
 * tools first, then the read-only probes, then writes, then destructive tools last). Annotations come first
 * (MCP 2025-11-25 server/tools §Tool annotations: `readOnlyHint`, `destructiveHint`); the verbs of the name are
 * the fallback. Annotations are hints, so they only ever move a tool towards the later, safer end: a
 * `read_x` annotated `destructiveHint: true` runs last.
 */
/** `read`: changes nothing; `write`: changes data; `destructive`: deletes, moves or overwrites data. */
export type CallPhase = "read" | "write" | "destructive";
/** Verbs that make a new record, whose own key parameters want a new value, not an existing one. */
export declare const CREATING_VERBS: ReadonlySet<string>;
/** The verb of a tool name: its first word that is a known verb, scanning from the start. */
export declare function toolVerb(name: string): string | undefined;
/**
 * The phase of a tool: a deleting or moving verb first in its name → destructive, whatever its annotations;
 * annotated `readOnlyHint: true` → read (unless also `destructiveHint: true`);
 * `destructiveHint: true` → destructive; then the name's verb (a read verb → read, a deleting or moving verb →
 * destructive, anything else → write); a name without a verb whose last word reads (`git_status`) → read;
 * otherwise write. Never throws.
 */
export declare function callPhase(tool: Tool): CallPhase;
/**
 * Whether a tool may destroy the records its arguments name: it is `destructive` ({@link callPhase}), or one of its
 * inputSchema's `enum`s offers a destructive operation (`operation: "copy" | "move" | "delete"`, `action: "create" |
 * "delete"`). Such a tool only ever gets the records the run made, or made-up ones: a new user's trial saw a batch
 * tool (`fast_batch_file_operations`, a write by its name) sent `{"operation": "delete", "source": <a file the server
 * listed in the user's folder>}`, and the file was deleted.
 */
export declare function destroysRecords(tool: Tool): boolean;
/** Whether a read tool lists things (its verb is list/search/find/browse, or its name says tree/all). */
export declare function isListLike(tool: Tool): boolean;
/**
 * Why a tool is not for the model, or undefined when it is: MCP Apps (SEP-1865, extension
 * `io.modelcontextprotocol/ui`, §Visibility) tools whose `_meta.ui.visibility` lacks `"model"` are callable by
 * the app only, and a host "MUST NOT include" them in the agent's tool list. The default is `["model", "app"]`.
 */
export declare function appOnlyReason(tool: Tool): string | undefined;
/**
 * Whether a writing tool makes a new record (its answer then holds the record's id or name, which later calls
 * can use): a creating verb in its name (`create_task`, `add_note`), or a description that opens with one
 * ("Register a new user request…"). Destructive tools never count.
 */
export declare function isCreatingTool(tool: Tool): boolean;
/**
 * Whether `tool` undoes one of the setup tools: a teardown verb, and the same other words as a setup tool's
 * name. It is called after every other happy call, so the tools that need the setup step still find it done.
 */
export declare function undoesSetup(tool: Tool, setupNames: readonly string[]): boolean;
