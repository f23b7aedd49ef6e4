/**
 * Every piece of text a model reads from a server, with where it came from: tool names, titles and
 * descriptions, parameter names, every `title`/`description` inside `inputSchema` and `outputSchema`, string
 * enum/const values, and the server's `instructions` (MCP 2025-11-25 server/tools §Tool, basic/lifecycle
 * §Initialization). The text rules (hidden characters, poisoning, tool references) read these.
 */
import { type Finding } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { Tool } from "../mcp/types.js";
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
/** True for kinds that hold sentences (titles, descriptions, instructions), false for names and values. */
export declare function isProse(source: TextSource): boolean;
/** The owner name findings use for a tool: its name, or `<tool #N>` (1-based) when the name is not a string. */
export declare function toolOwner(tool: Tool, index: number): string;
/**
 * Where a source is, as the singular subject of a message: `the description of parameter "city" of tool
 * "get_weather"`, `the server's instructions text`.
 */
export declare function sourceLabel(source: TextSource): string;
/**
 * The text sources of one tool, in a fixed order: name, title, `annotations.title`, description, then the
 * `inputSchema` and `outputSchema` texts in schema order. Non-string fields are skipped (other rules report them).
 */
export declare function toolTextSources(tool: Tool, index: number): TextSource[];
/** The server instructions as a text source (owner `<instructions>`), or none when absent or empty. */
export declare function instructionsTextSources(instructions: string | undefined): TextSource[];
/**
 * A finding about one text source: owned by its tool (or `<instructions>`), with its parameter when the text
 * sits in one, an excerpt as evidence, and the text's identity — where it is (`pointer`) and what it says
 * (`text_hash`), so an accepted finding comes back when the text changes.
 */
export declare function sourceFinding(rule: RuleId, source: TextSource, message: string, fix: string, excerpt: string): Finding;
/** The JSON Pointer of a property name in a schema pointer: `pointerOf("/inputSchema", "a/b")` → `/inputSchema/a~1b`. */
export declare function pointerOf(base: string, ...keys: (string | number)[]): string;
