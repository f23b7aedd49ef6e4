/**
 * Making server-supplied text inert in GitHub-flavoured Markdown and HTML (PR comments, job summaries).
 *
 * Server text (names, descriptions, error messages) is attacker-controlled on fork PRs, and neither
 * `markdown-table` nor `core.summary` escapes anything (reference/github-action-notes.md §0.6, §2.5 step 3).
 * Every function here returns text that:
 * - contains no raw HTML: `<`, `>`, `&` become entities, so there is no `<script>`, no `</details>` that could
 *   close our section, no `<!--` that could fake or hide our comment marker;
 * - is one line (line breaks folded to spaces), so it can never start a heading, a list, a code fence or an
 *   HTML block, and never breaks a table row; `|` is escaped so it never adds a table column;
 * - pings nobody: `@name` gets a zero-width space (U+200B) after the `@` and `#123` after the `#`. The text
 *   still reads `@octocat`, but GitHub's mention and issue-reference patterns need the name right after the
 *   sign, so no notification or cross-reference is made. (An HTML entity such as `&#64;` would not do: GitHub
 *   finds mentions in the rendered text, where the entity is an `@` again.);
 * - makes no links: `[`, `]` are escaped, and bare `https://` / `www.` get a zero-width space so GFM's
 *   autolinking does not fire;
 * - is at most `limit` characters before escaping (default {@link DEFAULT_TEXT_LIMIT}), cut with `…`;
 * - has no control, bidi-override or Unicode tag characters (see `unsafe-chars.ts`).
 */
import { removeUnsafeChars, toOneLine, truncate } from "./unsafe-chars.js";

/** Default length limit of one piece of server text, characters. */
export const DEFAULT_TEXT_LIMIT = 300;

const ZWSP = "\u200B";

/** Options of the escaping functions. */
export interface EscapeOptions {
  /** Longest text kept, in characters, before escaping; longer text is cut and ends with `…`. */
  limit?: number;
}

/** Options of {@link codeSpan}. */
export interface CodeSpanOptions extends EscapeOptions {
  /** The span goes into a GFM table cell: `|` is written `\|` (GFM tables read that even inside code). */
  table?: boolean;
}

function clean(text: string, limit: number | undefined): string {
  return truncate(toOneLine(removeUnsafeChars(String(text))).trim(), limit ?? DEFAULT_TEXT_LIMIT);
}

/** Breaks mentions (`@name`), issue references (`#12`) and bare-URL autolinks with a zero-width space. */
function defuse(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9_])/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
}

/**
 * Escapes server text for use inside a line of GitHub-flavoured Markdown, table cells included: see the
 * module comment for what it guarantees. Markdown punctuation that means something inside a line (`\`
 * `` ` `` `*` `_` `[` `]` `|` `~` `$` `#`; `!` and `(` only matter next to an escaped `[`) is backslash-escaped
 * (GFM: any ASCII punctuation may be), HTML specials become entities. Renders as the original text. Never
 * throws.
 */
export function escapeMarkdown(text: string, options: EscapeOptions = {}): string {
  const escaped = defuse(clean(text, options.limit)).replace(/[&<>\\`*_[\]|~$#]/g, (c) => {
    if (c === "&") return "&amp;";
    if (c === "<") return "&lt;";
    if (c === ">") return "&gt;";
    return `\\${c}`;
  });
  // List and heading markers matter only at the start of a line. This text is meant for inside a line, but
  // stays inert if a caller puts it first.
  return escaped.replace(/^[-+=]/, "\\$&").replace(/^(\d+)\./, "$1\\.");
}

/**
 * Escapes server text for HTML content or a double-quoted attribute (for example inside `<summary>`):
 * `& < > " '` become entities; mentions, references and bare URLs are defused as in {@link escapeMarkdown}.
 * Never throws.
 */
export function escapeHtml(text: string, options: EscapeOptions = {}): string {
  return defuse(clean(text, options.limit)).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Wraps server text in a Markdown code span (`` `name` ``) that shows it verbatim: the fence is one backtick
 * longer than the longest backtick run inside, with a space of padding when the text starts or ends with a
 * backtick or space (CommonMark §6.1 strips one such space each side). Code spans show their content
 * literally and GitHub makes no mentions or links inside them; still, as defence in depth (and so the raw
 * body never holds `<!--`, `</details>` or `@name`), a `<` before a letter, `/`, `!` or `?`, and `-->`, get
 * a zero-width space, and mentions, references and bare URLs are defused as in {@link escapeMarkdown}. Valid
 * MCP tool names (A-Z a-z 0-9 _ - .) are never changed. Empty text gives `_(empty)_`. Never throws.
 */
export function codeSpan(text: string, options: CodeSpanOptions = {}): string {
  let content = defuse(clean(text, options.limit))
    .replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`)
    .replace(/-->/g, `--${ZWSP}>`);
  if (content === "") return "_(empty)_";
  if (options.table) content = content.replace(/\|/g, "\\|");
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = /^[` ]|[` ]$/.test(content) ? " " : "";
  return `${fence}${pad}${content}${pad}${fence}`;
}
