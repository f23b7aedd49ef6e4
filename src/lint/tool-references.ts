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
import { finding, textHash, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { NameMatcher } from "./closest-name.js";
import { stripHiddenCharacters } from "./hidden-text.js";
import { walkSchema } from "./schema-walk.js";
import { excerpt } from "../findings/excerpt.js";
import { isProse, sourceLabel, type TextSource } from "./text-sources.js";

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
export function buildNameIndex(tools: readonly Tool[]): NameIndex {
  const names: string[] = [];
  const known = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === "string" && value !== "") known.add(value.toLowerCase());
  };
  for (const tool of tools) {
    if (typeof tool.name === "string") {
      names.push(tool.name);
      add(tool.name);
    }
    for (const schema of [tool.inputSchema, tool.outputSchema]) {
      walkSchema(schema, ({ schema: node, key, role, path }) => {
        add(key);
        if (role === "definition") add(path.slice(path.indexOf(".") + 1));
        if (typeof node === "boolean") return;
        if (Array.isArray(node.enum)) node.enum.forEach(add);
        add(node.const);
      });
    }
  }
  return { tools: names, known, matcher: new NameMatcher(names) };
}

const QUOTE_OPEN = "[`'\"\u2018\u201c]";
const QUOTE_CLOSE = "[`'\"\u2019\u201d]";
const NAME = "[A-Za-z](?:[A-Za-z0-9_.\\-]{0,126}[A-Za-z0-9])?";
const QUOTED = `${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}`;
const SNAKE = "[a-z][a-z0-9]*(?:_[a-z0-9]+)+";
const VERB = "(?:use|uses|using|call|calls|calling|invoke|invokes|invoking|run|runs|running|try|tries|trying)";
const LIST_SEP = "\\s*(?:,\\s*(?:and|or|then)?|/|\\bor\\b|\\band\\b|\\bthen\\b)\\s*(?:the\\s+)?";
const TOOL_WORD = "(?:mcp\\s+)?tools?\\b";

/** snake_case or kebab-case, lower case, at least two words: how a tool name looks in prose. */
const TOOL_SHAPED = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/;
/** A character a quoted name opens with: every quoted phrasing needs one. */
const ANY_QUOTE_OPEN = new RegExp(QUOTE_OPEN);
const QUOTED_NAME = new RegExp(`${QUOTE_OPEN}(${NAME})${QUOTE_CLOSE}`, "g");
const WHOLE_NAME = new RegExp(`^${NAME}$`);
const SNAKE_GLOBAL = new RegExp(SNAKE, "g");

// `'x' tool`, `` `x` and `y` tools ``
const QUOTED_THEN_TOOL = new RegExp(`${QUOTED}(?:${LIST_SEP}${QUOTED})*\\s+${TOOL_WORD}`, "gi");
// ``use `x` ``, ``call the tool `x`, then `y` ``
const VERB_THEN_QUOTED = new RegExp(`\\b${VERB}\\s+(?:the\\s+|a\\s+)?(?:${TOOL_WORD}\\s*)?${QUOTED}(?:${LIST_SEP}${QUOTED})*`, "gi");
// `use the x_y tool`
const VERB_SNAKE_TOOL = new RegExp(`\\b${VERB}\\s+(?:the\\s+)?(${SNAKE}(?:${LIST_SEP}${SNAKE})*)\\s+${TOOL_WORD}`, "gi");
// `call x_y first`, `use x_y() before …`, `use x_y afterwards`, `call x_y to confirm`: an unquoted name in the place a
// tool is called from
const CALLED_AFTER =
  "(?:\\s*\\(|\\s+(?:(?:first|before|beforehand|after|afterwards?|then|again|later|next|instead)\\b|to\\s+(?:get|see|find|list|check|fetch|look|obtain|retrieve|confirm|verify|read|load|create|add|update|delete|remove|search|query|set|attach|tag|link|assign|export|import|save|store|edit|modify|change|download|upload|send|archive|move|rename|copy|view|show|inspect|resolve)\\b))";
const VERB_SNAKE_CALLED = new RegExp(`\\b${VERB}\\s+(?:the\\s+)?(${SNAKE})(?=${CALLED_AFTER})`, "gi");
// `See also get_bookmarks.`: an unquoted name pointed to without the colon of a list
const SEE_ALSO_SNAKE = new RegExp(`\\bsee\\s+also\\s+(?:the\\s+)?(${SNAKE})\\b`, "gi");
// `Related: a_b, c_d` at the start of a line or sentence, after an optional bullet or arrow
const LABELLED_LIST = /(?:^|\n|[.!?]\s+)[^\S\n]*[^\w\s]{0,3}[^\S\n]*(?:related(?:\s+tools?)?|see\s+also|also\s+see|alternatives?|similar\s+tools?|companion\s+tools?|tools)\s*:[^\S\n]*([^\n]+)/gi;

/** Words after `use 'x'` showing `x` is not a tool: "use `read-only` mode", "run the `db-migrate` command". */
const NOT_A_TOOL_AFTER =
  /^\s+(?:mode|modes|format|formats|encoding|option|options|flag|flags|parameter|parameters|param|params|argument|arguments|field|fields|value|values|key|keys|style|case|syntax|notation|header|headers|variable|variables|setting|settings|column|columns|property|properties|attribute|attributes|type|types|id|ids|prefix|suffix|extension|file|files|directory|folder|path|package|library|module|command|commands|script|scripts|branch|label|tag|image|model|strategy|algorithm|method|endpoint|url|version|template|profile|locale|language|region|query|filter|operator|keyword|sort|order|convention)\b/i;
/** Context before a name marking it as gone or as a contrast, not as something to call. */
const GONE_BEFORE = /(?:\b(?:deprecated|removed|replaces|replaced|replacing|supersedes|superseded|formerly|previously|renamed|instead of|rather than|no longer|legacy|used to be|was called)\b(?:[^\S\n]+[^\s.!?]+){0,4}|\b(?:the|an?|its)\s+old(?:\s+[^\s.!?]+)?)\s*[`'"\u2018\u201c]?$/i;
const GONE_AFTER = /^[^.!?\n]{0,20}\b(?:deprecated|removed|no longer (?:exists|available))\b/i;

/** A tool reference found in a text. */
export interface Reference {
  name: string;
  /** Offset of the name in the text. */
  at: number;
  /** Whether the phrasing requires the name to be tool-shaped (no "tool" word next to it). */
  needsToolShape: boolean;
}

function quotedNames(span: string, offset: number, needsToolShape: boolean): Reference[] {
  return [...span.matchAll(QUOTED_NAME)].map((m) => ({ name: m[1]!, at: offset + m.index! + 1, needsToolShape }));
}

/** The tool references in one text (hidden characters already stripped), in order; a name may repeat. */
export function findToolReferences(text: string): Reference[] {
  const refs: Reference[] = [];
  // Each phrasing is looked for only in text with the character it cannot do without (a quote, the `_` of a snake_case
  // name, a list's colon): most descriptions have none of them, and a 5,000-tool lint ran every pattern on each (issue 14).
  if (ANY_QUOTE_OPEN.test(text)) {
    for (const m of text.matchAll(QUOTED_THEN_TOOL)) refs.push(...quotedNames(m[0], m.index!, false));
    for (const m of text.matchAll(VERB_THEN_QUOTED)) {
      if (NOT_A_TOOL_AFTER.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 30))) continue;
      refs.push(...quotedNames(m[0], m.index!, true));
    }
  }
  const snake = text.includes("_");
  for (const pattern of snake ? [VERB_SNAKE_CALLED, SEE_ALSO_SNAKE] : []) {
    for (const m of text.matchAll(pattern)) refs.push({ name: m[1]!, at: m.index! + m[0].length - m[1]!.length, needsToolShape: true });
  }
  for (const m of snake ? text.matchAll(VERB_SNAKE_TOOL) : []) {
    const list = m[1]!;
    const start = m.index! + m[0].indexOf(list);
    for (const n of list.matchAll(SNAKE_GLOBAL)) refs.push({ name: n[0], at: start + n.index!, needsToolShape: true });
  }
  for (const m of text.includes(":") ? text.matchAll(LABELLED_LIST) : []) {
    const list = m[1]!.replace(/[.\s]+$/, "");
    const start = m.index! + m[0].length - m[1]!.length;
    const items = list.split(/\s*(?:[,;|/]|\band\b|\bor\b)\s*/).filter((s) => s !== "");
    const parsed = items.map((item) => /^[([]?\s*(?:([`'"\u2018\u201c])(.+)[`'"\u2019\u201d]|(.+?))\s*[)\]]?$/.exec(item));
    // Only a list made of names alone is a list of tools; "See also: the pagination guide" is prose.
    if (parsed.some((p) => p === null || !WHOLE_NAME.test(p[2] ?? p[3]!))) continue;
    let cursor = 0;
    for (const p of parsed) {
      const quoted = p![2] !== undefined;
      const name = (p![2] ?? p![3])!;
      const at = list.indexOf(name, cursor);
      cursor = at + name.length;
      if (quoted || TOOL_SHAPED.test(name)) refs.push({ name, at: start + at, needsToolShape: !quoted });
    }
  }
  // Two phrasings can find the same name ("use the `a` tool"): keep one reference per position.
  return refs.sort((a, b) => a.at - b.at || Number(a.needsToolShape) - Number(b.needsToolShape)).filter((r, i, all) => i === 0 || all[i - 1]!.at !== r.at);
}

function sentenceAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), before.lastIndexOf("! "), before.lastIndexOf("? "));
  const rest = text.slice(at);
  const end = rest.search(/[.!?](?:\s|$)|\n/);
  return excerpt(text.slice(start < 0 ? 0 : start + 1, end < 0 ? text.length : at + end + 1), 120);
}

/**
 * Lints prose sources (tool titles and descriptions, schema descriptions, instructions) for
 * `dangling-tool-reference`: one warning per missing name per owner (tool or `<instructions>`), at the first
 * place it appears, with the closest existing tool as a did-you-mean when one is close (edit distance, see
 * {@link NameMatcher}). `index` comes from {@link buildNameIndex}, built once for the server. Linear in the
 * text length and in the number of missing names (each did-you-mean is an index lookup, not a scan).
 */
export function lintToolReferences(sources: readonly TextSource[], index: NameIndex): Finding[] {
  const scan = new ReferenceScan(index);
  for (const source of sources) scan.add(source);
  return scan.findings();
}

/**
 * {@link lintToolReferences} a source at a time (a lint made while calls are out: `LintRun`): `add` each source in
 * order, then `findings()` gives what `lintToolReferences` gives for those sources.
 */
export class ReferenceScan {
  private readonly first = new Map<string, { source: TextSource; name: string; sentence: string; count: number }>();

  constructor(private readonly index: NameIndex) {}

  /** Reads one source's references to tools the server lacks. */
  add(source: TextSource): void {
    if (!isProse(source)) return;
    const text = stripHiddenCharacters(source.text);
    for (const ref of findToolReferences(text)) {
      if (ref.needsToolShape && !TOOL_SHAPED.test(ref.name)) continue;
      if (this.index.known.has(ref.name.toLowerCase())) continue;
      if (GONE_BEFORE.test(text.slice(Math.max(0, ref.at - 60), ref.at)) || GONE_AFTER.test(text.slice(ref.at + ref.name.length))) continue;
      const key = `${source.owner}\u0000${ref.name}`;
      const seen = this.first.get(key);
      if (seen) seen.count++;
      else this.first.set(key, { source, name: ref.name, sentence: sentenceAt(text, ref.at), count: 1 });
    }
  }

  /** One `dangling-tool-reference` per missing name per owner, in the order first met. */
  findings(): Finding[] {
    const { index } = this;
    const out: Finding[] = [];
    const suggestions = new Map<string, string | undefined>();
    const tools = excerpt(index.tools.slice(0, 12).map((t) => `"${t}"`).join(", "), 80);
    for (const { source, name, sentence, count } of this.first.values()) {
      if (!suggestions.has(name)) suggestions.set(name, index.matcher.closest(name));
      const suggestion = suggestions.get(name);
      const where = sourceLabel(source);
      const others = count > 1 ? ` (${count} mentions)` : "";
      const f: Parameters<typeof finding>[1] = {
        tool: source.owner,
        message: `${where.charAt(0).toUpperCase()}${where.slice(1)} refers to tool "${name}"${others}, which this server does not expose${suggestion ? ` — did you mean "${suggestion}"?` : "."}`,
        fix: suggestion
          ? `Change "${name}" to "${suggestion}" in ${where}, or remove the reference.`
          : `Remove or correct the reference to "${name}" in ${where} (this server's tools: ${tools || "none"}).`,
        evidence: { excerpt: sentence },
      };
      if (source.parameter !== undefined) f.parameter = source.parameter;
      if (source.pointer !== undefined) f.pointer = source.pointer;
      // The offending text is the name referred to: rewording the sentence around it is not a new finding.
      f.text_hash = textHash(name);
      out.push(finding("dangling-tool-reference", f));
    }
    return out;
  }
}
