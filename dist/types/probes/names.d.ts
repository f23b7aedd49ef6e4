/**
 * Word-level helpers for tool and parameter names: splitting `snake_case`, `kebab-case`, `dotted.names` and
 * `camelCase` into lower-case words, and a rough English singular so `list_notes` and `create_note` share the
 * noun `note`. Used by tool classification, key-field detection and parameter matching.
 */
/**
 * Splits a name into lower-case words: `createNote` → `["create", "note"]`, `max_results` → `["max", "results"]`,
 * `HTTPServer.get-item` → `["http", "server", "get", "item"]`. Digits stay attached to their word.
 */
export declare function words(name: string): string[];
/** The `snake_case` spelling of a name: `maxResults` → `max_results`, `page-size` → `page_size`. */
export declare function snake(name: string): string;
/** The last word of a name, lower-case (`entityName` → `name`), or `""` for a name without words. */
export declare function lastWord(name: string): string;
/**
 * A rough English singular, good enough to match nouns across tool names: `notes` → `note`,
 * `entities` → `entity`, `boxes` → `box`, `addresses` → `address`, `ids` → `id`; other words of three letters
 * or fewer, and words ending in `ss`, `us` or `is`, are kept as they are.
 */
export declare function singular(word: string): string;
/**
 * Words that, as the last word of a parameter name, make it a key field (issue "Effect probes" §Write round
 * trips (3): name, id, key, title, path, slug, uri, url, filename, email, username), ordered by how surely they
 * identify a record: `save_bookmark(url, title)` is keyed by `url`, `create_note(title, body)` by `title`.
 */
export declare const KEY_WORDS: readonly string[];
/**
 * The rank of a parameter name's last word in {@link KEY_WORDS} (`note_id` → 0, `fileName` → 9), or -1 when the
 * name is not key-like. Lower ranks identify a record more surely.
 */
export declare function keyRank(paramName: string): number;
/**
 * Integer parameters that bound how many items come back (issue "Effect probes" §Bounds): with 1 and 2 a tool
 * returns at most that many. `max`, `count` and `max_length` are deliberately absent: they often mean
 * something else (a value range, a total, a string length). Compared against {@link snake} names.
 */
export declare const LIMIT_NAMES: readonly string[];
/** Integer parameters that slice text by lines: first / last N lines (issue "Effect probes" §Bounds). */
export declare const SLICE_NAMES: readonly string[];
/**
 * Parameter names that ask "how many" when filling a *reader's* arguments: the bound names plus looser ones.
 * A reader gets a large value for them so it shows every record (issue §Write round trips (2)).
 */
export declare const READER_LIMIT_NAMES: readonly string[];
/** Parameter names that take search text; a reader gets the record's key (issue §Write round trips (2)). */
export declare const QUERY_NAMES: readonly string[];
