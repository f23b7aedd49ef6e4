/** Default length limit of one piece of server text, characters. */
export declare const DEFAULT_TEXT_LIMIT = 300;
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
/**
 * Escapes server text for use inside a line of GitHub-flavoured Markdown, table cells included: see the
 * module comment for what it guarantees. Markdown punctuation that means something inside a line (`\`
 * `` ` `` `*` `_` `[` `]` `|` `~` `$` `#`; `!` and `(` only matter next to an escaped `[`) is backslash-escaped
 * (GFM: any ASCII punctuation may be), HTML specials become entities. Renders as the original text. Never
 * throws.
 */
export declare function escapeMarkdown(text: string, options?: EscapeOptions): string;
/**
 * Escapes server text for HTML content or a double-quoted attribute (for example inside `<summary>`):
 * `& < > " '` become entities; mentions, references and bare URLs are defused as in {@link escapeMarkdown}.
 * Never throws.
 */
export declare function escapeHtml(text: string, options?: EscapeOptions): string;
/**
 * Wraps server text in a Markdown code span (`` `name` ``) that shows it verbatim: the fence is one backtick
 * longer than the longest backtick run inside, with a space of padding when the text starts or ends with a
 * backtick or space (CommonMark §6.1 strips one such space each side). Code spans show their content
 * literally and GitHub makes no mentions or links inside them; still, as defence in depth (and so the raw
 * body never holds `<!--`, `</details>` or `@name`), a `<` before a letter, `/`, `!` or `?`, and `-->`, get
 * a zero-width space, and mentions, references and bare URLs are defused as in {@link escapeMarkdown}. Valid
 * MCP tool names (A-Z a-z 0-9 _ - .) are never changed. Empty text gives `_(empty)_`. Never throws.
 */
export declare function codeSpan(text: string, options?: CodeSpanOptions): string;
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
export declare function markdownText(text: string, options?: MarkdownTextOptions): string;
