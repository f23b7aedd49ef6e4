/**
 * Values a property's own description asks for (issue 11 item 1: descriptions before names). A description is
 * what the model reads, so when it says "IANA timezone name, e.g. Asia/Shanghai", "Regular expression pattern",
 * "Cron expression" or "SELECT SQL query", that beats whatever the parameter's name suggests (`sourceTimezone`
 * once got `"notes.txt"` because its name holds the word "source").
 *
 * Three kinds of evidence, in this order:
 * 1. examples: `e.g. X`, `for example X`, `such as X or Y`, `Examples: "X", "Y"`;
 * 2. a named kind: IANA time zone, ISO 8601 date / date-time / duration, Unix timestamp, regular expression,
 *    glob, cron expression, SQL statement (a harmless `SELECT`), JWT, semver, UUID, e-mail, hex colour, MIME
 *    type, base64, JSON text, IP address, host name, phone number, unit of measure, language / country /
 *    currency code, URL (with its scheme: https unless the description allows `data:` or `file:`);
 * 3. enumerated literals: quoted values (`'asc' or 'desc'`) and `one of a, b, c` lists, leaving out literals
 *    that name another property's value (`only used when action is 'diff'`).
 *
 * Every value here is a candidate only: the generator keeps those the schema accepts (ajv) and falls back to
 * the name's hints when none is left.
 */
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
 * everything`) and `one of a, b, c` / `either a or b` / `(a|b|c)` lists. Literals in a condition about another
 * property (`only used when action is 'diff'`) and quoted words longer than 60 characters are left out.
 */
export declare function enumeratedLiterals(description: string | undefined): string[];
/** A range the description states: `(1-10)`, `between 1 and 100`, `from 0 to 5`, `up to 50`, `max 20`. */
export declare function describedRange(description: string | undefined): {
    min?: number;
    max?: number;
};
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
