/** A named kind of value recognised in a description (for tests and reports). */
export type DescriptionKind = "time-zone" | "date-time" | "date" | "time" | "duration" | "unix-time" | "regex" | "glob" | "cron" | "sql" | "jwt" | "semver" | "uuid" | "email" | "hex-color" | "mime-type" | "base64" | "json" | "ip-address" | "hostname" | "phone" | "unit" | "language" | "country" | "currency" | "url" | "latitude" | "longitude" | "port" | "percent";
/** What a description says about a value: candidates for a string and for a number, most specific first. */
export interface DescribedValues {
    /** The named kind, when one was recognised. */
    kind?: DescriptionKind;
    strings: string[];
    numbers: number[];
}
/** What else the description's reader knows: the parameter name, and tables the server listed (for SQL). */
export interface DescriptionContext {
    name?: string;
    /** Table names discovered on the server, used in a `SELECT * FROM <table>` (DESIGN "discovery"). */
    tables?: readonly string[];
}
/**
 * Example values quoted in a description: `e.g. 'America/New_York'`, `such as v1.0.0`, `(e.g., 1, 2, 3)`,
 * `e.g. Asia/Shanghai or Europe/London`. A list after the marker (commas, "or", "and") gives every item; an
 * unquoted first item is its first word, a later unquoted item counts only when a separator or the end of the
 * sentence follows it (`e.g. UTC, default is local` gives `UTC` alone). Returns the raw texts in order;
 * callers convert and validate them.
 */
export declare function descriptionExamples(description: string | undefined): string[];
/**
 * Values a description enumerates for its own property: quoted literals (`'asc' or 'desc'`, `"all" lists
 * everything`) and `one of a, b, c` / `either a or b` / `(a|b|c)` / `(A, B, C)` (upper case, three or more) lists.
 * Literals in a condition about another property (`only used when action is 'diff'`) and quoted words longer than
 * 60 characters are left out.
 */
export declare function enumeratedLiterals(description: string | undefined): string[];
/** A range the description states: `(1-10)`, `between 1 and 100`, `from 0 to 5`, `up to 50`, `max 20`. */
export declare function describedRange(description: string | undefined): {
    min?: number;
    max?: number;
};
/**
 * Whether a text says it is about SQL: the word, or SQL's keywords written as SQL writes them (case matters:
 * "Execute SELECT queries", "CREATE TABLE SQL statement"; "select a file" is no SQL).
 */
export declare function namesSql(text: string): boolean;
/**
 * SQL for a statement-named property (`query`, `sql`, `statement`) whose own description names no kind, when its
 * tool says it runs SQL — in its description, or by a name about tables: a published SQLite server's `read_query`
 * ("Execute SELECT queries to read data from the database") and `create_table` ("Create new tables in the
 * database") have an undescribed `query` each, which got "example" and a refusal. Empty otherwise.
 */
export declare function toolSqlValues(name: string, tool: {
    name: string;
    description: string;
}, tables?: readonly string[]): string[];
/**
 * Which URL scheme a URL-taking property wants: `data` when the description (or name) allows data: URLs,
 * `file` when it asks for a local file URL, `https` otherwise (data: URLs went to tools that fetch https pages
 * and were refused; issue 11).
 */
export declare function urlScheme(description: string, name?: string): "data" | "file" | "https";
/** Candidate URLs for a scheme. `https` uses example.com (IANA's documentation domain, RFC 2606 §3). */
export declare function urlValues(scheme: "data" | "file" | "https"): string[];
/**
 * The values of a named kind read from a property's name alone (`sql`, `cron_expression`, `sourceTimezone`,
 * `jwt`, `port`), for a property whose description names no kind: a published SQLite server's `query` tool has
 * an undescribed `sql` property, which got "example" and a syntax error. The name's words are matched against
 * the same kind rules as a description; these values rank with the name's own hints, after the server's values.
 */
export declare function namedKindValues(name: string, context?: DescriptionContext): {
    strings: string[];
    numbers: number[];
};
/** Names of a property that says which language program text is in (`language`, `languageId`, `lang`, `runtime`). */
export declare const LANGUAGE_NAME: RegExp;
/**
 * Program text for a property that holds code to run (issue 10's rule: a value of a known kind keeps its kind;
 * held-out servers: a code runner got Python for `languageId: "javascript"` and its own ReferenceError was counted
 * against it). The language is the one a sibling property names (`language: "python"`), else the one the
 * property's description or the tool's name names; none when the name is not a code name or no language is
 * known. Pure.
 */
export declare function codeValues(name: string, language: string | undefined, text?: string): string[];
/**
 * What `description` says about its property's value: examples first, then a named kind (the first rule that
 * matches, URLs included), then enumerated literals. `context.name` helps with units and URLs only; the name's
 * own hints are not here (they come after discovered values, see `schema-values.ts`).
 */
export declare function describedValues(description: string | undefined, context?: DescriptionContext): DescribedValues;
