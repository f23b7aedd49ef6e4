/**
 * Tool annotations against what the tools' names say (MCP 2025-11-25 server/tools §Tool annotations,
 * schema `ToolAnnotations`): hints are untrusted, and a client that finds none assumes the most dangerous
 * defaults. The rules generalise public bug reports (reference/beyond-notes.md §6 "Annotation consistency"):
 * host portals reject tools without explicit hints, clients label un-annotated read tools destructive,
 * servers stamp one annotation object on every tool (DeusData#2118), and `readOnlyHint` with `destructiveHint`
 * both true is read as destructive by clients that ignore the spec's "meaningful only when not read-only"
 * (apollographql/apollo-mcp-server#510, sentry-mcp#1144).
 */
import { finding, type Finding } from "../findings/finding.js";
import type { Tool, ToolAnnotations } from "../mcp/types.js";
import { nameRole, type NameRole } from "../probes/classify.js";
import { isJsonObject } from "./schema-walk.js";
import { toolOwner } from "./text-sources.js";

/** The four behaviour hints of `ToolAnnotations` (`title` is display text, not a hint). */
export const ANNOTATION_HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

/**
 * What a client assumes for a hint that is absent (MCP 2025-11-25 schema `ToolAnnotations`: readOnlyHint
 * default false, destructiveHint default true, idempotentHint default false, openWorldHint default true).
 */
export const ANNOTATION_DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } as const;

/** The annotations object of a tool, or undefined when it has none (absent, null or not an object). */
function annotationsOf(tool: Tool): ToolAnnotations | undefined {
  return isJsonObject(tool.annotations) ? (tool.annotations as ToolAnnotations) : undefined;
}

/** True when `annotations` sets at least one of the four hints (any value). */
function hasAnyHint(annotations: ToolAnnotations | undefined): boolean {
  return annotations !== undefined && ANNOTATION_HINTS.some((hint) => hint in annotations);
}

const DEFAULTS_TEXT = ANNOTATION_HINTS.map((hint) => `${hint}: ${ANNOTATION_DEFAULTS[hint]}`).join(", ");

/** A suggested annotation object for a tool whose name says `role`, written as JSON for a fix. */
function suggestion(role: NameRole): string {
  switch (role) {
    case "read":
      return '{"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}';
    case "delete":
      return '{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true, "openWorldHint": false}';
    case "store":
      return '{"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": false}';
    default:
      return '{"readOnlyHint": …, "destructiveHint": …, "idempotentHint": …, "openWorldHint": …}';
  }
}

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
export function lintToolAnnotations(tool: Tool, index: number): Finding[] {
  const owner = toolOwner(tool, index);
  const role = nameRole(typeof tool.name === "string" ? tool.name : "");
  const annotations = annotationsOf(tool);
  const findings: Finding[] = [];
  if (role === "delete" && annotations?.destructiveHint !== true) {
    const saysSafe = annotations?.readOnlyHint === true || annotations?.destructiveHint === false;
    const state = annotations?.readOnlyHint === true ? "is annotated readOnlyHint: true" : annotations?.destructiveHint === false ? "is annotated destructiveHint: false" : undefined;
    const absent = !hasAnyHint(annotations) ? "has no annotations" : "does not set destructiveHint";
    findings.push(
      finding("annotation-destructive-missing", {
        tool: owner,
        ...(saysSafe ? {} : { severity: "info" as const }),
        message: saysSafe
          ? `Tool "${owner}" is named like a delete but ${state}, so a client may run it without asking for confirmation.`
          : `Tool "${owner}" is named like a delete but ${absent}: clients assume destructiveHint: true and ask before running it, but host portals and reviewers that want the hint explicit may reject it.`,
        fix: `If "${owner}" deletes or overwrites data, annotate it ${suggestion("delete")}; if it does not, rename it so its name does not say it deletes.`,
      }),
    );
  } else if (!hasAnyHint(annotations)) {
    findings.push(
      finding("annotations-missing", {
        tool: owner,
        message: `Tool "${owner}" has no annotations, so clients assume ${DEFAULTS_TEXT}${role === "read" ? ": this read tool is treated as one that destroys data" : ""}.`,
        fix: `Set all four hints on "${owner}" explicitly, e.g. ${suggestion(role)}.`,
      }),
    );
  }
  if (annotations?.readOnlyHint === true && annotations.destructiveHint === true) {
    findings.push(
      finding("annotation-hints-conflict", {
        tool: owner,
        message: `Tool "${owner}" is annotated both readOnlyHint: true and destructiveHint: true; some clients ignore the spec's rule that destructiveHint means nothing on a read-only tool and treat it as destructive.`,
        fix: `Decide what "${owner}" does: a read-only tool gets destructiveHint: false; a tool that deletes or overwrites data gets readOnlyHint: false.`,
      }),
    );
  }
  return findings;
}

/** Canonical JSON of a tool's hints (title left out: it is per tool by nature), for comparing tools. */
function hintsKey(annotations: ToolAnnotations): string {
  return JSON.stringify(ANNOTATION_HINTS.map((hint) => (hint in annotations ? annotations[hint] : null)));
}

/**
 * `annotations-identical`: one server-wide finding when the server has two or more tools, every tool sets at
 * least one hint, all of them the same hints, and the tools' names say both reads and writes (at least one
 * `read` and one `store`/`delete`/`act` name) — a blanket annotation that is wrong for some of them.
 */
export function lintAnnotationSpread(tools: readonly Tool[]): Finding[] {
  if (tools.length < 2) return [];
  const keys = new Set<string>();
  for (const tool of tools) {
    const annotations = annotationsOf(tool);
    if (!hasAnyHint(annotations)) return [];
    keys.add(hintsKey(annotations!));
  }
  if (keys.size !== 1) return [];
  const roles = tools.map((t) => ({ name: typeof t.name === "string" ? t.name : "", role: nameRole(typeof t.name === "string" ? t.name : "") }));
  const reader = roles.find((r) => r.role === "read");
  const writer = roles.find((r) => r.role === "store" || r.role === "delete" || r.role === "act");
  if (!reader || !writer) return [];
  const shared = annotationsOf(tools[0]!)!;
  const text = ANNOTATION_HINTS.filter((hint) => hint in shared).map((hint) => `${hint}: ${String(shared[hint])}`).join(", ");
  return [
    finding("annotations-identical", {
      message: `All ${tools.length} tools carry the same annotations (${text}), although "${reader.name}" reads and "${writer.name}" writes: the hints are wrong for some of them.`,
      fix: `Annotate each tool for what it does: read tools readOnlyHint: true, destructiveHint: false; tools that delete or overwrite destructiveHint: true; e.g. "${reader.name}" ${suggestion("read")} and "${writer.name}" ${suggestion(writer.role)}.`,
    }),
  ];
}
