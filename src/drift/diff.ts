import { compareFindings, finding, INSTRUCTIONS_OWNER, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import { canonicalText, isObject } from "./canonical-json.js";
import { compareSchemas, type SchemaChange } from "./schema-diff.js";
import { DEFAULT_SNAPSHOT_FILE, type Snapshot, type ToolSnapshot } from "./snapshot.js";

/** Options of {@link diffSnapshots}. */
export interface DiffOptions {
  /**
   * The command the fixes quote for refreshing the baseline, e.g. `mcp-checkup snapshot "node server.js" -o
   * mcp-tools.json`. Defaults to `mcp-checkup snapshot <server> -o mcp-tools.json`.
   */
  refreshCommand?: string;
}

/**
 * MCP 2025-11-25 schema `ToolAnnotations`: the value a client must assume when a hint is absent. A hint that
 * goes from absent to its default (or back) is no change.
 */
const ANNOTATION_DEFAULTS: Record<string, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/**
 * Compares the live server's snapshot with a baseline and reports what changed in what the model sees
 * (issue 7 "Snapshots and drift"). Findings are sorted with `compareFindings`; each names the tool, the
 * parameter (dotted path, `[]` for array items) and, in its message, the path inside the tool definition
 * (e.g. `inputSchema.properties.filters.properties.status.enum`). Reordering tools, keys or enum values
 * gives no finding. Never throws.
 *
 * Rules (severity from the catalogue unless said):
 * - tools: `drift-tool-removed`, `drift-tool-added`;
 * - inputSchema: `drift-property-removed`, `drift-property-added` (optional parameters only; a new required
 *   one is `drift-required-added`), `drift-required-added`, `drift-required-removed`, `drift-type-changed`
 *   (info instead of error when every value accepted before still is, e.g. `string` → `string|null`),
 *   `drift-enum-narrowed` (also when a free value becomes an enum), `drift-enum-widened`;
 * - descriptions anywhere (tool, title, parameters, output properties, `annotations.title`) and the server's
 *   `instructions`: `drift-description-changed`;
 * - annotations: `drift-annotations-changed`, comparing effective values (absent = the spec default);
 * - outputSchema: `drift-output-schema-changed`, **error when it breaks a client that parses
 *   structuredContent**: outputSchema removed, an output property removed, no longer required (it may now be
 *   missing), retyped other than narrowed, or an enum gaining values (a parser meets a value it does not know);
 *   **warning otherwise**: outputSchema added, a property added or newly required (the server promises more),
 *   a type narrowed or an enum losing values (the parser sees a subset of what it handled).
 * Not reported: protocol version and server name/version changes, constraint keywords (see `compareSchemas`).
 */
export function diffSnapshots(baseline: Snapshot, current: Snapshot, options: DiffOptions = {}): Finding[] {
  const fix = fixer(options.refreshCommand ?? `mcp-checkup snapshot <server> -o ${DEFAULT_SNAPSHOT_FILE}`);
  const out: Finding[] = [];
  if ((baseline.instructions ?? "") !== (current.instructions ?? "")) {
    out.push(
      finding("drift-description-changed", {
        tool: INSTRUCTIONS_OWNER,
        message: "The server's instructions changed (instructions); the model reads them with every conversation and may behave differently.",
        fix: fix("restore the previous instructions"),
        evidence: { excerpt: beforeAfter(baseline.instructions, current.instructions) },
      }),
    );
  }
  const before = byName(baseline.tools);
  const after = byName(current.tools);
  for (const [name, tool] of before) {
    const now = after.get(name);
    if (now === undefined) {
      out.push(
        finding("drift-tool-removed", {
          tool: name,
          message: `Tool '${name}' is in the baseline but the server no longer lists it: agents and prompts that call it will fail.`,
          fix: fix(`restore tool '${name}' (or keep it as an alias of its replacement)`),
        }),
      );
    } else {
      out.push(...diffTool(tool, now, fix));
    }
  }
  for (const name of after.keys()) {
    if (!before.has(name)) {
      out.push(
        finding("drift-tool-added", {
          tool: name,
          message: `Tool '${name}' is new since the baseline.`,
          fix: fix(`remove tool '${name}'`),
        }),
      );
    }
  }
  return out.sort(compareFindings);
}

type Fixer = (otherwise: string) => string;

function fixer(command: string): Fixer {
  return (otherwise) => `If this change is intended, refresh the baseline with \`${command}\`; otherwise ${otherwise}.`;
}

/** Tools by name, first occurrence kept (a repeated name is a lint finding, not drift). */
function byName(tools: readonly ToolSnapshot[]): Map<string, ToolSnapshot> {
  const map = new Map<string, ToolSnapshot>();
  for (const tool of tools) if (!map.has(tool.name)) map.set(tool.name, tool);
  return map;
}

function diffTool(before: ToolSnapshot, after: ToolSnapshot, fix: Fixer): Finding[] {
  const name = after.name;
  const out: Finding[] = [];
  for (const field of ["title", "description"] as const) {
    if (canonicalText(before[field]) !== canonicalText(after[field])) {
      out.push(
        finding("drift-description-changed", {
          tool: name,
          message: `Tool '${name}': its ${field} changed (${field}); the model may choose or use the tool differently.`,
          fix: fix(`restore the previous ${field}`),
          evidence: { excerpt: beforeAfter(before[field], after[field]) },
        }),
      );
    }
  }
  out.push(...diffAnnotations(name, before.annotations, after.annotations, fix));
  for (const change of compareSchemas(before.inputSchema, after.inputSchema, "inputSchema")) {
    const f = inputFinding(name, change, fix);
    if (f) out.push(f);
  }
  out.push(...diffOutputSchema(name, before, after, fix));
  return out;
}

function diffAnnotations(tool: string, before: unknown, after: unknown, fix: Fixer): Finding[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const out: Finding[] = [];
  for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
    const path = `annotations.${key}`;
    if (key === "title") {
      if (canonicalText(b.title) !== canonicalText(a.title)) {
        out.push(
          finding("drift-description-changed", {
            tool,
            message: `Tool '${tool}': its ${path} changed (${path}); clients show it to the user.`,
            fix: fix(`restore the previous ${path}`),
            evidence: { excerpt: beforeAfter(b.title, a.title) },
          }),
        );
      }
      continue;
    }
    const was = Object.hasOwn(b, key) ? b[key] : ANNOTATION_DEFAULTS[key];
    const now = Object.hasOwn(a, key) ? a[key] : ANNOTATION_DEFAULTS[key];
    if (canonicalText(was) === canonicalText(now)) continue;
    const shown = `${path} ${showAnnotation(b, key)} → ${showAnnotation(a, key)}`;
    let message = `Tool '${tool}': ${path} changed (${shown}).`;
    if (key === "readOnlyHint" && was === true) message = `Tool '${tool}' no longer says it is read-only (${shown}): clients may now ask before calling it, and read-only runs skip it.`;
    if (key === "readOnlyHint" && now === true) message = `Tool '${tool}' now says it is read-only (${shown}): clients may call it without asking, so it must change nothing.`;
    if (key === "destructiveHint" && now === true) message = `Tool '${tool}' now says it may destroy data (${shown}): clients may ask before every call.`;
    if (key === "destructiveHint" && was === true && now === false) message = `Tool '${tool}' no longer says it may destroy data (${shown}): clients may ask less before calling it.`;
    out.push(finding("drift-annotations-changed", { tool, message, fix: fix(`restore ${path} to ${showAnnotation(b, key)}`) }));
  }
  return out;
}

function showAnnotation(annotations: Record<string, unknown>, key: string): string {
  if (Object.hasOwn(annotations, key)) return show(annotations[key]);
  return key in ANNOTATION_DEFAULTS ? `absent (default ${String(ANNOTATION_DEFAULTS[key])})` : "absent";
}

function diffOutputSchema(tool: string, before: ToolSnapshot, after: ToolSnapshot, fix: Fixer): Finding[] {
  if (before.outputSchema === undefined && after.outputSchema === undefined) return [];
  if (before.outputSchema === undefined) {
    return [
      finding("drift-output-schema-changed", {
        tool,
        severity: "warning",
        message: `Tool '${tool}' now declares an outputSchema (outputSchema): clients may start validating its structuredContent against it.`,
        fix: fix("remove the outputSchema"),
      }),
    ];
  }
  if (after.outputSchema === undefined) {
    return [
      finding("drift-output-schema-changed", {
        tool,
        severity: "error",
        message: `Tool '${tool}' no longer declares an outputSchema (outputSchema): clients that parse its structuredContent lose their contract.`,
        fix: fix("restore the outputSchema"),
      }),
    ];
  }
  return compareSchemas(before.outputSchema, after.outputSchema, "outputSchema")
    .map((change) => outputFinding(tool, change, fix))
    .filter((f): f is Finding => f !== undefined);
}

/** The finding for one inputSchema change (undefined for a new required property: `required-added` covers it). */
function inputFinding(tool: string, change: SchemaChange, fix: Fixer): Finding | undefined {
  const p = change.parameter;
  const who = p === undefined ? "its inputSchema" : `parameter '${p}'`;
  const at = `(${change.path})`;
  const make = (rule: RuleId, message: string, otherwise: string, severity?: Severity, excerpt?: string) =>
    finding(rule, {
      tool,
      parameter: p,
      message: `Tool '${tool}': ${message}`,
      fix: fix(otherwise),
      ...(severity ? { severity } : {}),
      ...(excerpt !== undefined ? { evidence: { excerpt } } : {}),
    });
  switch (change.kind) {
    case "property-removed":
      return make("drift-property-removed", `${who} was removed ${at}: callers that still send it will be refused or silently ignored.`, `restore ${who} (accept and ignore it if it is obsolete)`);
    case "property-added":
      return change.required ? undefined : make("drift-property-added", `new optional ${who} ${at}.`, `remove ${who}`);
    case "required-added":
      return make(
        "drift-required-added",
        change.newProperty ? `new ${who} is required ${at}: existing callers do not send it and will fail.` : `${who} is now required ${at}: existing callers that omit it will fail.`,
        `make '${p}' optional (take it out of "required" and default it in the handler)`,
      );
    case "required-removed":
      return make("drift-required-removed", `${who} is no longer required ${at}: calls that omit it are now accepted, with whatever default the server applies.`, `add '${p}' back to "required"`);
    case "type-changed":
      if (change.relation === "wider") {
        return make("drift-type-changed", `${who} now accepts ${change.after} instead of ${change.before} ${at}; every value accepted before still is.`, `restore type ${change.before}`, "info");
      }
      return make(
        "drift-type-changed",
        change.relation === "narrower"
          ? `${who} now accepts only ${change.after} instead of ${change.before} ${at}: callers sending other values will be refused.`
          : `${who} changed type from ${change.before} to ${change.after} ${at}: callers sending ${change.before} values will be refused.`,
        `restore type ${change.before} (or accept both with a union type)`,
      );
    case "enum-narrowed":
      return change.removed === null
        ? make("drift-enum-narrowed", `${who} is now limited to ${list(change.after)} ${at}: other values that agents send will be refused.`, "drop the new enum restriction")
        : make("drift-enum-narrowed", `${who} no longer accepts ${list(change.removed)} ${at}: an agent that learned a value keeps sending it.`, `keep accepting ${list(change.removed)} (map old values to their replacement)`);
    case "enum-widened":
      return change.added === null
        ? make("drift-enum-widened", `${who} is no longer limited to a list of values ${at}.`, "restore the enum")
        : make("drift-enum-widened", `${who} now also accepts ${list(change.added)} ${at}.`, `remove ${list(change.added)} from the enum`);
    case "description-changed":
      return make("drift-description-changed", `the description of ${who} changed ${at}; the model may fill it differently.`, "restore the previous description", undefined, beforeAfter(change.before, change.after));
  }
}

/** The finding for one outputSchema change; see `diffSnapshots` for which changes are errors. */
function outputFinding(tool: string, change: SchemaChange, fix: Fixer): Finding | undefined {
  const p = change.parameter;
  const who = p === undefined ? "its outputSchema" : `output property '${p}'`;
  const at = `(${change.path})`;
  const make = (severity: Severity, message: string, otherwise: string) =>
    finding("drift-output-schema-changed", { tool, parameter: p, severity, message: `Tool '${tool}': ${message}`, fix: fix(otherwise) });
  switch (change.kind) {
    case "property-removed":
      return make("error", `${who} was removed ${at}: clients that read it from structuredContent break.`, `restore ${who}`);
    case "property-added":
      return make("warning", `new ${who}${change.required ? ", always present," : ""} ${at}.`, `remove ${who}`);
    case "required-added":
      return change.newProperty ? undefined : make("warning", `${who} is now always present ${at}.`, `make ${who} optional again`);
    case "required-removed":
      return make("error", `${who} is no longer always present ${at}: parsers that expect it break when it is missing.`, `add '${p}' back to "required" in the outputSchema`);
    case "type-changed":
      return change.relation === "narrower"
        ? make("warning", `${who} now returns only ${change.after} instead of ${change.before} ${at}.`, `restore type ${change.before}`)
        : make("error", `${who} changed type from ${change.before} to ${change.after} ${at}: parsers expecting ${change.before} break.`, `restore type ${change.before}`);
    case "enum-narrowed":
      return change.removed === null
        ? make("warning", `${who} is now limited to ${list(change.after)} ${at}.`, "drop the new enum restriction")
        : make("warning", `${who} no longer returns ${list(change.removed)} ${at}.`, `restore ${list(change.removed)} in the enum`);
    case "enum-widened":
      return change.added === null
        ? make("error", `${who} is no longer limited to a list of values ${at}: parsers that handle only the known values break.`, "restore the enum")
        : make("error", `${who} may now return ${list(change.added)} ${at}: parsers that handle only the known values break.`, `remove ${list(change.added)} from the enum`);
    case "description-changed":
      return finding("drift-description-changed", {
        tool,
        parameter: p,
        message: `Tool '${tool}': the description of ${who} changed ${at}; the model may read the result differently.`,
        fix: fix("restore the previous description"),
        evidence: { excerpt: beforeAfter(change.before, change.after) },
      });
  }
}

/** A value for a message: JSON, cut to 60 characters. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? "absent";
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function list(values: readonly unknown[]): string {
  return values.map(show).join(", ");
}

/** The evidence excerpt of a text change: both versions, each cut to 300 characters. */
function beforeAfter(before: unknown, after: unknown): string {
  const cut = (v: unknown) => {
    const text = typeof v === "string" ? v : (JSON.stringify(v) ?? "(absent)");
    return text.length > 300 ? `${text.slice(0, 299)}…` : text;
  };
  return `before: ${cut(before)}\nafter: ${cut(after)}`;
}
