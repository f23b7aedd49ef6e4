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
  return atLineStart(escapeInline(defuse(clean(text, options.limit))));
}

/** Markdown punctuation and HTML specials of cleaned, defused text escaped (see {@link escapeMarkdown}). */
function escapeInline(text: string, backtick = "\\`"): string {
  return text.replace(/[&<>\\`*_[\]|~$#]/g, (c) => {
    if (c === "&") return "&amp;";
    if (c === "<") return "&lt;";
    if (c === ">") return "&gt;";
    if (c === "`") return backtick;
    return `\\${c}`;
  });
}

/** List and heading markers matter only at the start of a line: text meant for inside a line stays inert first too. */
function atLineStart(escaped: string): string {
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

/** Options of {@link markdownText}. */
export interface MarkdownTextOptions extends EscapeOptions {
  /**
   * Server-supplied values the text may contain (the finding's tool and parameter names): each whole occurrence,
   * with the quote marks around it if any, becomes a code span.
   */
  serverValues?: readonly (string | undefined)[];
  /** The text goes into a GFM table cell (`|` is escaped inside code spans too). */
  table?: boolean;
}

/** A quoted stretch our wording puts around server text: `'name'` or `"text"`, opening after a space or `(` and closing before one. */
const QUOTED = /(?<=^|[\s([{:,=])(['"])((?:(?!\1).)+?)\1(?=$|[\s)\]},.;:!?])/g;

/**
 * Our own text, with server text inside it, as GitHub-flavoured Markdown (issue 15: fix texts escaped wholesale
 * showed our backticks as literal \` and `<` as `&lt;`). The text is plain — the same string the console, SARIF and
 * JSON show — and is split here:
 * - server values the caller names (`serverValues`: a finding's tool and parameter) and every stretch inside our
 *   quote marks (`'get_note'`, `"Invalid id"`, where our messages quote what a server said) become code spans
 *   ({@link codeSpan}): single quotes are dropped (`'get_note'` → `` `get_note` ``), double quotes stay inside, as
 *   in the JSON they often quote (`"type": "object"` → `` `"type"`: `"object"` ``);
 * - code our wording puts in backticks (`` `mcp-checkup snapshot` ``) stays a code span (through {@link codeSpan},
 *   so its content is defused like server text);
 * - everything else goes through the escaping of {@link escapeMarkdown}, with backticks written `&#96;` so no
 *   escaped character can join a code span's fence.
 * Adjacent code spans are kept apart with a zero-width space so their fences never pair across. So server text
 * stays inert wherever it sits — quoted, named, or (when a message embeds it unquoted) escaped — and can at worst
 * turn part of one line into code: no HTML, comment marker, mention, link, heading or table break (the guarantees
 * of the module comment). `limit` (default {@link DEFAULT_TEXT_LIMIT}) cuts the plain text before any of this.
 * Never throws.
 */
export function markdownText(text: string, options: MarkdownTextOptions = {}): string {
  const plain = clean(text, options.limit);
  const spans = codeRanges(plain, options.serverValues ?? []);
  const out: string[] = [];
  let at = 0;
  const code = (content: string): void => {
    if (out.length > 0 && out[out.length - 1]!.endsWith("`")) out.push(ZWSP);
    out.push(codeSpan(content, { limit: Number.MAX_SAFE_INTEGER, ...(options.table ? { table: true } : {}) }));
  };
  for (const span of spans) {
    if (span.start > at) out.push(escapeInline(defuse(plain.slice(at, span.start)), "&#96;"));
    code(span.content);
    at = span.end;
  }
  if (at < plain.length) out.push(escapeInline(defuse(plain.slice(at)), "&#96;"));
  const joined = out.join("");
  return spans[0]?.start === 0 ? joined : atLineStart(joined);
}

/** An example flag of our wording, `--arg get_task:id=…`, holding a server's tool and parameter names. */
const ARG_EXAMPLE = /--arg [^\s()'"`]+:[^\s()'"`=]+=…/g;

/** A stretch of text to render as a code span: `[start, end)` of the text, and what the span shows. */
interface CodeRange {
  start: number;
  end: number;
  content: string;
}

/**
 * Where {@link markdownText} puts code spans, in order and without overlap: our `--arg TOOL:NAME=…` examples
 * whole, then named server values (longest first, whole occurrences only, with quote marks around them taken in),
 * then quoted stretches, then our backtick spans (CommonMark: a run of n backticks closes at the next run of exactly n).
 */
function codeRanges(text: string, values: readonly (string | undefined)[]): CodeRange[] {
  const ranges: CodeRange[] = [];
  const free = (start: number, end: number): boolean => ranges.every((r) => end <= r.start || start >= r.end);
  // Our `--arg TOOL:NAME=…` examples are one span: the tool's name alone in code split it (--arg `get_x`:id=…).
  for (const m of text.matchAll(ARG_EXAMPLE)) ranges.push({ start: m.index, end: m.index + m[0].length, content: m[0] });
  const names = [...new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== ""))].sort((a, b) => b.length - a.length);
  for (const name of names) {
    for (let from = text.indexOf(name); from >= 0; from = text.indexOf(name, from + 1)) {
      const to = from + name.length;
      if (/[\w-]/.test(text[from - 1] ?? "") && /[\w-]/.test(name[0]!)) continue;
      if (/[\w-]/.test(text[to] ?? "") && /[\w-]/.test(name[name.length - 1]!)) continue;
      const quote = text[from - 1];
      const quoted = (quote === "'" || quote === '"') && text[to] === quote;
      const start = quoted ? from - 1 : from;
      const end = quoted ? to + 1 : to;
      if (free(start, end)) ranges.push({ start, end, content: quote === '"' && quoted ? `"${name}"` : name });
    }
  }
  for (const m of text.matchAll(QUOTED)) {
    const start = m.index;
    const end = start + m[0].length;
    if (free(start, end)) ranges.push({ start, end, content: m[1] === '"' ? m[0] : m[2]! });
  }
  const runs = [...text.matchAll(/`+/g)].filter((m) => free(m.index, m.index + m[0].length));
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    const close = runs.findIndex((r, j) => j > i && r[0].length === open[0].length);
    if (close < 0) continue;
    const start = open.index;
    const end = runs[close]!.index + runs[close]![0].length;
    if (!free(start, end)) continue;
    const inner = text.slice(start + open[0].length, runs[close]!.index);
    ranges.push({ start, end, content: inner.length > 2 && inner.startsWith(" ") && inner.endsWith(" ") ? inner.slice(1, -1) : inner });
    i = close;
  }
  return ranges.sort((a, b) => a.start - b.start);
}
