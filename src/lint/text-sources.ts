/**
 * Every piece of text a model reads from a server, with where it came from: tool names, titles and
 * descriptions, parameter names, every `title`/`description` inside `inputSchema` and `outputSchema`, string
 * enum/const values, and the server's `instructions` (MCP 2025-11-25 server/tools §Tool, basic/lifecycle
 * §Initialization). The text rules (hidden characters, poisoning, tool references) read these.
 */
import { finding, INSTRUCTIONS_OWNER, pointerToken, textHash, type Finding } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { Tool } from "../mcp/types.js";
import { isJsonObject, walkSchema } from "./schema-walk.js";

/**
 * What a piece of text is. `prose` kinds are sentences a model reads as guidance; `identifier` kinds are
 * names and values (checked for hidden characters only).
 */
export type TextKind = "name" | "title" | "description" | "parameter-name" | "schema-title" | "schema-description" | "enum-value" | "instructions";

/** One piece of model-visible text. */
export interface TextSource {
  /** The tool name (as sent), or `<instructions>` for the server instructions. */
  owner: string;
  /** Parameter path (`filters.status`, `tags[]`; `outputSchema.…` for output fields); absent for tool-level text. */
  parameter?: string;
  kind: TextKind;
  /** Human wording of the field, e.g. `description`, `annotations.title`, `description of parameter "city"`. */
  field: string;
  text: string;
  /** Where the text is in the tool's definition, a JSON Pointer (`/description`, `/inputSchema/properties/city/title`); absent for the instructions. */
  pointer?: string;
}

const PROSE_KINDS: ReadonlySet<TextKind> = new Set(["title", "description", "schema-title", "schema-description", "instructions"]);

/** True for kinds that hold sentences (titles, descriptions, instructions), false for names and values. */
export function isProse(source: TextSource): boolean {
  return PROSE_KINDS.has(source.kind);
}

/** The owner name findings use for a tool: its name, or `<tool #N>` (1-based) when the name is not a string. */
export function toolOwner(tool: Tool, index: number): string {
  return typeof tool.name === "string" ? tool.name : `<tool #${index + 1}>`;
}

/**
 * Where a source is, as the singular subject of a message: `the description of parameter "city" of tool
 * "get_weather"`, `the server's instructions text`.
 */
export function sourceLabel(source: TextSource): string {
  if (source.owner === INSTRUCTIONS_OWNER && source.kind === "instructions") return "the server's instructions text";
  return `the ${source.field} of tool "${source.owner}"`;
}

function schemaSources(owner: string, schema: unknown, prefix: string | undefined, out: TextSource[]): void {
  const where = (path: string): string | undefined => (prefix === undefined ? path || undefined : path ? `${prefix}.${path}` : prefix);
  const schemaName = prefix ?? "inputSchema";
  walkSchema(schema, ({ schema: node, path, role, key, pointer }) => {
    const parameter = where(path);
    const push = (kind: TextKind, field: string, text: unknown, at: string): void => {
      if (typeof text !== "string" || text === "") return;
      const source: TextSource = { owner, kind, field, text, pointer: `/${schemaName}${at}` };
      if (parameter !== undefined) source.parameter = parameter;
      out.push(source);
    };
    const of = path === "" ? schemaName : prefix === undefined ? `parameter "${path}"` : `output field "${path}"`;
    if (role === "property" && key !== undefined) push("parameter-name", `name of ${of}`, key, pointer);
    if (typeof node === "boolean") return;
    push("schema-title", `title of ${of}`, node.title, `${pointer}/title`);
    push("schema-description", `description of ${of}`, node.description, `${pointer}/description`);
    const values = Array.isArray(node.enum) ? node.enum : [];
    values.forEach((value, i) => push("enum-value", `allowed value of ${of}`, value, `${pointer}/enum/${i}`));
    push("enum-value", `allowed value of ${of}`, node.const, `${pointer}/const`);
  });
}

/**
 * The text sources of one tool, in a fixed order: name, title, `annotations.title`, description, then the
 * `inputSchema` and `outputSchema` texts in schema order. Non-string fields are skipped (other rules report them).
 */
export function toolTextSources(tool: Tool, index: number): TextSource[] {
  const owner = toolOwner(tool, index);
  const out: TextSource[] = [];
  if (typeof tool.name === "string") out.push({ owner, kind: "name", field: "name", text: tool.name, pointer: "/name" });
  if (typeof tool.title === "string") out.push({ owner, kind: "title", field: "title", text: tool.title, pointer: "/title" });
  if (isJsonObject(tool.annotations) && typeof tool.annotations.title === "string") {
    out.push({ owner, kind: "title", field: "annotations.title", text: tool.annotations.title, pointer: "/annotations/title" });
  }
  if (typeof tool.description === "string") out.push({ owner, kind: "description", field: "description", text: tool.description, pointer: "/description" });
  schemaSources(owner, tool.inputSchema, undefined, out);
  schemaSources(owner, tool.outputSchema, "outputSchema", out);
  return out;
}

/** The server instructions as a text source (owner `<instructions>`), or none when absent or empty. */
export function instructionsTextSources(instructions: string | undefined): TextSource[] {
  return typeof instructions === "string" && instructions !== ""
    ? [{ owner: INSTRUCTIONS_OWNER, kind: "instructions", field: "instructions", text: instructions }]
    : [];
}

/**
 * A finding about one text source: owned by its tool (or `<instructions>`), with its parameter when the text
 * sits in one, an excerpt as evidence, and the text's identity — where it is (`pointer`) and what it says
 * (`text_hash`), so an accepted finding comes back when the text changes.
 */
export function sourceFinding(rule: RuleId, source: TextSource, message: string, fix: string, excerpt: string): Finding {
  return finding(rule, {
    tool: source.owner,
    ...(source.parameter !== undefined ? { parameter: source.parameter } : {}),
    message,
    fix,
    evidence: { excerpt },
    ...(source.pointer !== undefined ? { pointer: source.pointer } : {}),
    text_hash: textHash(source.text),
  });
}

/** The JSON Pointer of a property name in a schema pointer: `pointerOf("/inputSchema", "a/b")` → `/inputSchema/a~1b`. */
export function pointerOf(base: string, ...keys: (string | number)[]): string {
  return `${base}${keys.map((k) => `/${pointerToken(k)}`).join("")}`;
}
