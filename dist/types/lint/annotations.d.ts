/**
 * Tool annotations against what the tools' names say (MCP 2025-11-25 server/tools §Tool annotations,
 * schema `ToolAnnotations`): hints are untrusted, and a client that finds none assumes the most dangerous
 * defaults. The rules generalise public bug reports (reference/beyond-notes.md §6 "Annotation consistency"):
 * host portals reject tools without explicit hints, clients label un-annotated read tools destructive,
 * servers stamp one annotation object on every tool (DeusData#2118), and `readOnlyHint` with `destructiveHint`
 * both true is read as destructive by clients that ignore the spec's "meaningful only when not read-only"
 * (apollographql/apollo-mcp-server#510, sentry-mcp#1144).
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/** The four behaviour hints of `ToolAnnotations` (`title` is display text, not a hint). */
export declare const ANNOTATION_HINTS: readonly ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"];
/**
 * What a client assumes for a hint that is absent (MCP 2025-11-25 schema `ToolAnnotations`: readOnlyHint
 * default false, destructiveHint default true, idempotentHint default false, openWorldHint default true).
 */
export declare const ANNOTATION_DEFAULTS: {
    readonly readOnlyHint: false;
    readonly destructiveHint: true;
    readonly idempotentHint: false;
    readonly openWorldHint: true;
};
/**
 * The per-tool annotation rules for one tool:
 * - `annotation-destructive-missing` — the name's verb is a delete verb (`nameRole` = `delete`) and
 *   `destructiveHint` is not `true`: a warning when the annotations say the tool is safe (`readOnlyHint: true` or
 *   `destructiveHint: false`: a client may then run it without asking); info when the hint is only absent, since a
 *   client then assumes `destructiveHint: true` (MCP 2025-11-25, `ToolAnnotations` defaults) and only host portals
 *   that want the hint explicit are affected (held-out servers: 0 of 7 warnings about an absent hint were right);
 * - `annotations-missing` (info) — no hint at all, naming the defaults a client will assume (not repeated for a
 *   delete-named tool, whose warning already says it);
 * - `annotation-hints-conflict` — `readOnlyHint: true` together with `destructiveHint: true`.
 * Never throws, whatever `annotations` holds.
 */
export declare function lintToolAnnotations(tool: Tool, index: number): Finding[];
/**
 * `annotations-identical`: one server-wide finding when the server has two or more tools, every tool sets at
 * least one hint, all of them the same hints, and the tools' names say both reads and writes (at least one
 * `read` and one `store`/`delete`/`act` name) — a blanket annotation that is wrong for some of them.
 */
export declare function lintAnnotationSpread(tools: readonly Tool[]): Finding[];
