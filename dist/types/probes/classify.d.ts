import type { Tool } from "../mcp/types.js";
/**
 * Which tools effect probes may call, and how (issue "Effect probes" §Safety, §Write round trips).
 * Annotations come first and name verbs are the fallback (reference/toolscore-notes.md §12–13: every reference
 * server publishes `readOnlyHint` / `destructiveHint`). Annotations are untrusted hints
 * (MCP 2025-11-25 server/tools §Tool annotations), so a tool is only ever *narrowed* by them towards safety:
 * `readOnlyHint: false` or `destructiveHint: true` stops a read-verb name from counting as a read.
 */
export { READ_VERBS, WRITE_VERBS, RISKY_VERBS, DELETE_VERBS } from "../scenarios/tool-verbs.js";
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
/** Singular nouns of a tool name: words outside the verb position that are not verbs or stop words. */
export declare function nouns(toolName: string): string[];
/**
 * Nouns two tool names share (`create_note`, `list_notes` → `["note"]`). A first word both names begin with is a
 * namespace, not a shared noun, when each name has a noun the other lacks: `obsidian_create_directory` and
 * `obsidian_read_note` share no noun (a new user's trial read a directory back through a reader of notes), while
 * `task_create` and `task_list` share `task`.
 */
export declare function sharedNouns(a: string, b: string): string[];
/**
 * What a tool's name alone says it does, annotations ignored: `delete` for a delete verb (`delete`, `remove`,
 * `drop`, `destroy`, `purge`, `erase`, `unset`, `forget`) in the verb position, `act` for another risky verb
 * (send, deploy, execute …), `store` for a storing verb, `read` for a read verb with no storing or risky verb
 * elsewhere in the name, `unknown` otherwise. Lint compares this with the annotations a tool declares.
 */
export type NameRole = "read" | "store" | "delete" | "act" | "unknown";
/** The {@link NameRole} of a tool name (`delete_note` → `delete`, `list_notes` → `read`, `get_or_create` → `store`). */
export declare function nameRole(toolName: string): NameRole;
/**
 * Classifies one tool. Order: `exclude` → `writes` (a delete verb makes it `delete`) → `readOnlyHint: true` →
 * a read verb in the verb position (first word, else last) with no writing or risky verb and no annotation
 * saying otherwise → `other` for a risky verb (send, publish, deploy, delete …) → annotated
 * `readOnlyHint: false, destructiveHint: false` → a storing verb, not annotated destructive → `other`.
 * Never throws, whatever the annotations hold.
 */
export declare function classifyTool(tool: Tool, config?: ClassifyConfig): ToolClass;
/** Classifies every tool (see {@link classifyTool}), in listing order. */
export declare function classifyTools(tools: readonly Tool[], config?: ClassifyConfig): ToolClass[];
