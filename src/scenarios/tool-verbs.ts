/**
 * Verbs that say what a tool does, shared by the call order of scenarios (`call-phase.ts`), discovery and the
 * effect probes' classification (`probes/classify.ts`, issue "Effect probes" §Safety and §Write round trips).
 */

/**
 * Verbs that mark a tool as reading (issue §Safety: get/list/search/read/find/query/fetch/show/describe …), and
 * those that examine what they are given and report on it (`lint-files`, `check_syntax`, `validate_config`).
 */
export const READ_VERBS: ReadonlySet<string> = new Set([
  "get", "list", "search", "read", "find", "query", "fetch", "show", "describe", "lookup", "view", "retrieve",
  "browse", "recall", "count", "head", "tail", "stat", "inspect", "peek",
  "lint", "check", "validate", "verify", "analyze", "analyse", "audit", "diagnose", "explain", "summarize", "summarise", "parse", "compare",
]);

/** Verbs that mark a tool as storing data (issue §Write round trips, the exact list). */
export const WRITE_VERBS: ReadonlySet<string> = new Set([
  "create", "add", "update", "write", "set", "save", "put", "insert", "upsert", "append", "edit", "modify",
  "store", "remember", "record",
]);

/**
 * Verbs of tools that act on the world or destroy data: never inferred as writes, only run when a probe config
 * lists them under `writes` (issue §Write round trips: "Send/publish/deploy/delete tools only when listed").
 */
export const RISKY_VERBS: ReadonlySet<string> = new Set([
  "send", "publish", "deploy", "delete", "remove", "destroy", "drop", "purge", "erase", "wipe", "reset", "clear",
  "execute", "exec", "run", "kill", "terminate", "post", "email", "notify", "pay", "transfer", "push", "merge",
  "move", "rename", "unset", "forget", "revoke", "cancel",
]);

/** Verbs that make a tool listed under `writes` a delete tool (its round trip is "delete, then it is gone"). */
export const DELETE_VERBS: ReadonlySet<string> = new Set([
  "delete", "remove", "destroy", "drop", "purge", "erase", "unset", "forget",
]);
