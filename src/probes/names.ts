/**
 * Word-level helpers for tool and parameter names: splitting `snake_case`, `kebab-case`, `dotted.names` and
 * `camelCase` into lower-case words, and a rough English singular so `list_notes` and `create_note` share the
 * noun `note`. Used by tool classification, key-field detection and parameter matching.
 */

/**
 * Splits a name into lower-case words: `createNote` → `["create", "note"]`, `max_results` → `["max", "results"]`,
 * `HTTPServer.get-item` → `["http", "server", "get", "item"]`. Digits stay attached to their word.
 */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** The `snake_case` spelling of a name: `maxResults` → `max_results`, `page-size` → `page_size`. */
export function snake(name: string): string {
  return words(name).join("_");
}

/** The last word of a name, lower-case (`entityName` → `name`), or `""` for a name without words. */
export function lastWord(name: string): string {
  const w = words(name);
  return w[w.length - 1] ?? "";
}

/**
 * A rough English singular, good enough to match nouns across tool names: `notes` → `note`,
 * `entities` → `entity`, `boxes` → `box`, `addresses` → `address`, `ids` → `id`; other words of three letters
 * or fewer, and words ending in `ss`, `us` or `is`, are kept as they are.
 */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length === 3 && /[^aeious]s$/.test(w)) return w.slice(0, -1);
  if (w.length <= 3) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|zz)es$/.test(w)) return w.slice(0, -2);
  if (/(ss|us|is)$/.test(w)) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/**
 * Words that, as the last word of a parameter name, make it a key field (issue "Effect probes" §Write round
 * trips (3): name, id, key, title, path, slug, uri, url, filename, email, username), ordered by how surely they
 * identify a record: `save_bookmark(url, title)` is keyed by `url`, `create_note(title, body)` by `title`.
 */
export const KEY_WORDS: readonly string[] = [
  "id", "key", "slug", "uri", "url", "path", "filename", "username", "email", "name", "title",
];

/**
 * The rank of a parameter name's last word in {@link KEY_WORDS} (`note_id` → 0, `fileName` → 9), or -1 when the
 * name is not key-like. Lower ranks identify a record more surely.
 */
export function keyRank(paramName: string): number {
  return KEY_WORDS.indexOf(lastWord(paramName));
}

/**
 * Integer parameters that bound how many items come back (issue "Effect probes" §Bounds): with 1 and 2 a tool
 * returns at most that many. `max`, `count` and `max_length` are deliberately absent: they often mean
 * something else (a value range, a total, a string length). Compared against {@link snake} names.
 */
export const LIMIT_NAMES: readonly string[] = [
  "limit", "max_results", "top_k", "top_n", "max_items", "page_size", "per_page", "n_results", "num_results",
  "first", "last",
];

/** Integer parameters that slice text by lines: first / last N lines (issue "Effect probes" §Bounds). */
export const SLICE_NAMES: readonly string[] = ["head", "tail"];

/**
 * Parameter names that ask "how many" when filling a *reader's* arguments: the bound names plus looser ones.
 * A reader gets a large value for them so it shows every record (issue §Write round trips (2)).
 */
export const READER_LIMIT_NAMES: readonly string[] = [
  ...LIMIT_NAMES, "max", "count", "size", "n", "k", "top", "num", "max_count", "max_hits", "hits",
];

/** Parameter names that take search text; a reader gets the record's key (issue §Write round trips (2)). */
export const QUERY_NAMES: readonly string[] = [
  "query", "q", "search", "text", "keyword", "keywords", "term", "terms", "pattern", "filter", "match",
  "contains", "prefix", "substring", "needle", "phrase", "search_term", "search_query", "query_string",
  "search_text", "search_string", "query_text",
];
