/**
 * Verbs that say what a tool does, shared by the call order of scenarios (`call-phase.ts`), discovery and the
 * effect probes' classification (`probes/classify.ts`, issue "Effect probes" §Safety and §Write round trips).
 */
/**
 * Verbs that mark a tool as reading (issue §Safety: get/list/search/read/find/query/fetch/show/describe …), and
 * those that examine what they are given and report on it (`lint-files`, `check_syntax`, `validate_config`).
 */
export declare const READ_VERBS: ReadonlySet<string>;
/** Verbs that mark a tool as storing data (issue §Write round trips, the exact list). */
export declare const WRITE_VERBS: ReadonlySet<string>;
/**
 * Verbs of tools that act on the world or destroy data: never inferred as writes, only run when a probe config
 * lists them under `writes` (issue §Write round trips: "Send/publish/deploy/delete tools only when listed").
 */
export declare const RISKY_VERBS: ReadonlySet<string>;
/** Verbs that make a tool listed under `writes` a delete tool (its round trip is "delete, then it is gone"). */
export declare const DELETE_VERBS: ReadonlySet<string>;
