/**
 * Dangling tool references: text the model reads names a tool this server does not expose — a tool that was
 * renamed or removed, or one from another server. The model then calls a tool that does not exist, or gives
 * up on a workflow the text promised.
 *
 * A word counts as a tool reference only in phrasing that names a tool (issue 4):
 * - a quoted name followed by "tool": `the 'update_issue' tool`, `` `search` or `fetch` tools ``;
 * - a quoted name shaped like a tool name (snake_case or kebab-case) after use/call/invoke/run/try:
 *   ``call `list_items` first`` — so `endCursor` (a field) and `add` (a value) are not tools;
 * - an unquoted snake_case name between use/call/invoke/run/try and "tool": `use the update_issue tool`;
 * - an unquoted snake_case name after use/call/invoke/run/try where a call goes on: followed by `(`, "first",
 *   "before", "after(wards)", "then", "again", "later", "next", "instead" or "to get/see/confirm/attach/…" —
 *   `Call check_stock first`, `use check_stock() before restocking`, `then call list_product to confirm`, `Use
 *   tag_bookmark afterwards` (new users' servers said these, and none was found); `use snake_case names` is not one;
 * - an unquoted snake_case name after "See also": `See also get_bookmarks.`;
 * - a labelled list of tool-shaped names: `Related: variable_list, variable_delete`, `See also: …`.
 * Names that exist anywhere in the server — a tool, a parameter or field name, an enum/const value, a
 * `$defs` name — are never reported, nor are names the sentence marks as gone ("replaces the old `x` tool",
 * "instead of `x`", "`x` (deprecated)"). Names compare case-insensitively.
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { NameMatcher } from "./closest-name.js";
import { type TextSource } from "./text-sources.js";
/** Every name that exists in a server, built once per lint run. */
export interface NameIndex {
    /** Tool names as sent, in `tools/list` order (for did-you-mean). */
    tools: string[];
    /** Lower-cased tool, parameter/field, `$defs` names and string enum/const values. */
    known: Set<string>;
    /** Did-you-mean over the tool names (its index is built on first use). */
    matcher: NameMatcher;
}
/** Builds the {@link NameIndex} of a server in one pass over its tools (linear in the size of the definitions). */
export declare function buildNameIndex(tools: readonly Tool[]): NameIndex;
/** A tool reference found in a text. */
export interface Reference {
    name: string;
    /** Offset of the name in the text. */
    at: number;
    /** Whether the phrasing requires the name to be tool-shaped (no "tool" word next to it). */
    needsToolShape: boolean;
}
/** The tool references in one text (hidden characters already stripped), in order; a name may repeat. */
export declare function findToolReferences(text: string): Reference[];
/**
 * Lints prose sources (tool titles and descriptions, schema descriptions, instructions) for
 * `dangling-tool-reference`: one warning per missing name per owner (tool or `<instructions>`), at the first
 * place it appears, with the closest existing tool as a did-you-mean when one is close (edit distance, see
 * {@link NameMatcher}). `index` comes from {@link buildNameIndex}, built once for the server. Linear in the
 * text length and in the number of missing names (each did-you-mean is an index lookup, not a scan).
 */
export declare function lintToolReferences(sources: readonly TextSource[], index: NameIndex): Finding[];
/**
 * {@link lintToolReferences} a source at a time (a lint made while calls are out: `LintRun`): `add` each source in
 * order, then `findings()` gives what `lintToolReferences` gives for those sources.
 */
export declare class ReferenceScan {
    private readonly index;
    private readonly first;
    constructor(index: NameIndex);
    /** Reads one source's references to tools the server lacks. */
    add(source: TextSource): void;
    /** One `dangling-tool-reference` per missing name per owner, in the order first met. */
    findings(): Finding[];
}
