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
import { BoundedMemo } from "./bounded-memo.js";

/** A named kind of value recognised in a description (for tests and reports). */
export type DescriptionKind =
  | "time-zone"
  | "date-time"
  | "date"
  | "time"
  | "duration"
  | "unix-time"
  | "regex"
  | "glob"
  | "cron"
  | "sql"
  | "jwt"
  | "semver"
  | "uuid"
  | "email"
  | "hex-color"
  | "mime-type"
  | "base64"
  | "json"
  | "ip-address"
  | "hostname"
  | "phone"
  | "unit"
  | "language"
  | "country"
  | "currency"
  | "url"
  | "latitude"
  | "longitude"
  | "port"
  | "percent";

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

const EXAMPLE_MARKER = /\b(?:e\.g\.|eg\.|i\.e\.|for example|for instance|such as|examples?:|like)\s*[:,]?\s*/gi;
/** Markers that introduce an example only when a quoted value follows ("a name like 'main'", never "looks like it"). */
const QUOTED_ONLY_MARKER = /^(?:like|i\.e\.)/i;
/** What may follow a bare list item: a list separator, a closing bracket, the end of a sentence or of the text. */
const BARE_ITEM_END = /^(?:\s*(?:,|\bor\b|\band\b|\/|\|)|\s*[).;]|\s*$)/i;
const QUOTED_AT_START = /^["'`“‘]([^"'`”’\n]{1,200})["'`”’]/;
const BARE_AT_START = /^([^\s,;()"'`]+)/;

/** An example that is a query statement: an SQL keyword that opens a statement, then the rest of its sentence. */
const STATEMENT_AT_START = /^\s*((?:SELECT|WITH|INSERT INTO|UPDATE|DELETE FROM|CREATE (?:TABLE|INDEX|VIEW)|PRAGMA)\s[^\n]*?)(?=\.\s|\.?$|\n|\)\s*[,.;]?\s*$)/;

/**
 * Example values quoted in a description: `e.g. 'America/New_York'`, `such as v1.0.0`, `(e.g., 1, 2, 3)`,
 * `e.g. Asia/Shanghai or Europe/London`. A list after the marker (commas, "or", "and") gives every item; an
 * unquoted first item is its first word, a later unquoted item counts only when a separator or the end of the
 * sentence follows it (`e.g. UTC, default is local` gives `UTC` alone). Returns the raw texts in order;
 * callers convert and validate them.
 */

export function descriptionExamples(description: string | undefined): string[] {
  if (!description) return [];
  const out: string[] = [];
  for (const m of description.matchAll(EXAMPLE_MARKER)) {
    const quotedOnly = QUOTED_ONLY_MARKER.test(m[0]);
    let rest = description.slice((m.index ?? 0) + m[0].length);
    // A statement (`e.g. SELECT * FROM "mcp://x/data.json" JOIN users`) is one example to the end of its sentence,
    // not its first word and a quoted fragment (issue 10: a value of a known kind keeps its kind).
    const statement = STATEMENT_AT_START.exec(rest);
    if (statement) {
      const text = (statement[1] as string).trim();
      // "(e.g. SELECT name FROM users)": the bracket the example sits in is not part of it.
      const unbalanced = text.endsWith(")") && (text.match(/\(/g) ?? []).length < (text.match(/\)/g) ?? []).length;
      out.push(unbalanced ? text.slice(0, -1) : text);
      continue;
    }
    for (let i = 0; i < 6; i++) {
      const quoted = QUOTED_AT_START.exec(rest);
      const bare = quotedOnly || quoted ? undefined : BARE_AT_START.exec(rest);
      if (bare && i > 0 && !BARE_ITEM_END.test(rest.slice(bare[0].length))) break;
      const hit = quoted ?? bare;
      if (!hit) break;
      const item = (hit[1] as string).replace(quoted ? /$^/ : /[.:]+$/, "");
      if (item.length > 0) out.push(item);
      rest = rest.slice(hit[0].length);
      const separator = /^\s*(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*|\s*\|\s*)/i.exec(rest);
      // A bare item ends a list unless a separator follows ("e.g. 1, 2, 3"); a sentence stops it.
      if (!separator || separator[0].length === 0) break;
      rest = rest.slice(separator[0].length);
    }
  }
  return [...new Set(out)];
}

/** Words before a quoted literal that make it another property's value ("when action is 'diff'"). */
const CONDITION_BEFORE = /\b(?:when|if|unless|only|requires?|required|with|for|after|before|while)\b[^.;:]*$/i;

/**
 * Values a description enumerates for its own property: quoted literals (`'asc' or 'desc'`, `"all" lists
 * everything`) and `one of a, b, c` / `either a or b` / `(a|b|c)` / `(A, B, C)` (upper case, three or more) lists.
 * Literals in a condition about another property (`only used when action is 'diff'`) and quoted words longer than
 * 60 characters are left out.
 */
export function enumeratedLiterals(description: string | undefined): string[] {
  if (!description) return [];
  const out: string[] = [];
  for (const m of description.matchAll(/(?<![\p{L}\p{N}])["'`“‘]([^"'`”’\n]{1,60})["'`”’](?![\p{L}\p{N}])/gu)) {
    const before = description.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    if (CONDITION_BEFORE.test(before)) continue;
    out.push(m[1] as string);
  }
  const list = /\b(?:one of|either|options?(?: are)?|values?(?: are)?|choices?(?: are)?|allowed(?: values)?|possible values(?: are)?|accepts?)\s*:?\s*\(?([\w.-]+(?:\s*(?:,|\bor\b|\||\/)\s*[\w.-]+)+)/i.exec(description);
  if (list) {
    for (const item of (list[1] as string).split(/\s*(?:,|\bor\b|\||\/)\s*/i)) if (item && item !== "and") out.push(item.replace(/\.$/, ""));
  }
  const piped = /\(([\w.-]+(?:\s*\|\s*[\w.-]+)+)\)/.exec(description);
  if (piped) out.push(...(piped[1] as string).split(/\s*\|\s*/));
  // Three or more upper-case words in parentheses are the values themselves: "Column type (TEXT, INTEGER, REAL,
  // BLOB)", "Level (DEBUG, INFO, WARN, ERROR)" (a trial's SQLite server got `default` for the first).
  const capitals = /\(\s*([A-Z][A-Z0-9_]+(?:\s*,\s*[A-Z][A-Z0-9_]+){2,})\s*\)/.exec(description);
  if (capitals) out.push(...(capitals[1] as string).split(/\s*,\s*/));
  return [...new Set(out)];
}

/** A range the description states: `(1-10)`, `between 1 and 100`, `from 0 to 5`, `up to 50`, `max 20`. */
export function describedRange(description: string | undefined): { min?: number; max?: number } {
  if (!description) return {};
  const num = "(-?\\d+(?:\\.\\d+)?)";
  const between = new RegExp(`\\b(?:between|from|range(?: of)?)\\s+${num}\\s*(?:and|to|-|–)\\s*${num}`, "i").exec(description);
  const paren = new RegExp(`\\(\\s*${num}\\s*(?:-|–|to)\\s*${num}\\s*\\)`).exec(description);
  const pair = between ?? paren;
  if (pair) return { min: Number(pair[1]), max: Number(pair[2]) };
  const upper = new RegExp(`\\b(?:up to|at most|max(?:imum)?(?: of)?|no more than)\\s*:?\\s*${num}\\b`, "i").exec(description);
  const lower = new RegExp(`\\b(?:at least|min(?:imum)?(?: of)?)\\s*:?\\s*${num}\\b`, "i").exec(description);
  return { ...(lower ? { min: Number(lower[1]) } : {}), ...(upper ? { max: Number(upper[1]) } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// Named kinds

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
/** A 1×1 PNG, for a description asking for base64 image data. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Units by what they measure; a description naming a unit word gets that word back as written. */
const UNITS: Record<string, readonly string[]> = {
  temperature: ["celsius", "fahrenheit", "kelvin"],
  length: ["meters", "kilometers", "miles", "feet", "inches", "centimeters", "meter", "kilometer", "mile", "foot", "inch", "centimeter", "metres", "metre"],
  mass: ["kilograms", "grams", "pounds", "ounces", "kilogram", "gram", "pound", "ounce"],
  volume: ["liters", "litres", "gallons", "milliliters", "liter", "litre", "gallon", "milliliter"],
  data: ["bytes", "kilobytes", "megabytes", "gigabytes", "byte"],
  time: ["milliseconds", "seconds", "minutes", "hours", "days", "weeks"],
};
const UNIT_CATEGORY: readonly [RegExp, string][] = [
  [/\btemperature\b/i, "celsius"],
  [/\b(length|distance|height|width)\b/i, "meters"],
  [/\b(weight|mass)\b/i, "kilograms"],
  [/\bvolume\b/i, "liters"],
  [/\b(data size|storage|file size)\b/i, "bytes"],
];

/** Every unit word, longest first so `kilometers` wins over `meters` at the same place. */
const UNIT_WORDS = new RegExp(`\\b(?:${Object.values(UNITS).flat().sort((a, b) => b.length - a.length).join("|")})\\b`, "gi");

function unitValues(text: string, name: string): string[] | undefined {
  const unitish = /\bunits?\b/i.test(text) || /(?:^|[^a-z])units?(?:[^a-z]|$)|Units?\b/.test(name);
  if (!unitish) return undefined;
  const named = [...new Set([...text.matchAll(UNIT_WORDS)].map((m) => m[0]))];
  if (named.length > 0) return named;
  for (const [pattern, unit] of UNIT_CATEGORY) if (pattern.test(text)) return [unit];
  return ["meters", "celsius", "kilograms"];
}

function sqlValues(text: string, tables: readonly string[]): string[] {
  const quote = (t: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(t) ? t : `"${t.replace(/"/g, '""')}"`);
  // A tool for writes only (its description names INSERT/UPDATE/CREATE but not SELECT) refuses a SELECT. One that
  // runs DELETE statements gets one that deletes nothing (`WHERE 1 = 0`) from a table the server listed.
  const writesOnly = /\b(insert|update|delete|create|drop|alter|ddl|dml|write)\b/i.test(text) && !/\bselect\b/i.test(text);
  if (writesOnly) {
    const deletes = /\bdelete\b/i.test(text) && !/\bcreate\b/i.test(text) ? tables.slice(0, 1).map((t) => `DELETE FROM ${quote(t)} WHERE 1 = 0`) : [];
    return [...deletes, "CREATE TABLE IF NOT EXISTS mcp_checkup_example (id INTEGER PRIMARY KEY, name TEXT)"];
  }
  return [...tables.slice(0, 3).map((t) => `SELECT * FROM ${quote(t)} LIMIT 5`), "SELECT 1"];
}

/** Names of a property that holds a statement for the tool to run (`query`, `sql`, `sqlQuery`, `statement`). */
const STATEMENT_NAME = /^(?:sql[ _]?)?(?:query|statement|stmt)$|^sql$/i;
/**
 * Whether a text says it is about SQL: the word, or SQL's keywords written as SQL writes them (case matters:
 * "Execute SELECT queries", "CREATE TABLE SQL statement"; "select a file" is no SQL).
 */
export function namesSql(text: string): boolean {
  return /\bsql(?:ite)?\b/i.test(text) || /\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE TABLE|ALTER TABLE)\b/.test(text);
}

/** A tool named for a table (`create_table`, `alter_table`): a statement it runs is SQL. */
const TABLE_TOOL = /(?:^|[\s_\-.])tables?(?:$|[\s_\-.])/i;

/**
 * SQL for a statement-named property (`query`, `sql`, `statement`) whose own description names no kind, when its
 * tool says it runs SQL — in its description, or by a name about tables: a published SQLite server's `read_query`
 * ("Execute SELECT queries to read data from the database") and `create_table` ("Create new tables in the
 * database") have an undescribed `query` each, which got "example" and a refusal. Empty otherwise.
 */
export function toolSqlValues(name: string, tool: { name: string; description: string }, tables: readonly string[] = []): string[] {
  if (!STATEMENT_NAME.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2"))) return [];
  const { description } = tool;
  if (!(namesSql(description) || TABLE_TOOL.test(tool.name))) return [];
  return sqlValues(`${description} ${tool.name.replace(/[_\-.]+/g, " ")}`, tables);
}

/**
 * Which URL scheme a URL-taking property wants: `data` when the description (or name) allows data: URLs,
 * `file` when it asks for a local file URL, `https` otherwise (data: URLs went to tools that fetch https pages
 * and were refused; issue 11).
 */
export function urlScheme(description: string, name = ""): "data" | "file" | "https" {
  const text = `${name} ${description}`;
  if (/\bdata:|\bdata ur[il]s?\b|\bbase-?64\b/i.test(text)) return "data";
  if (/\bfile:\/\/|\bfile ur[il]s?\b|\blocal file\b/i.test(text) && !/\bhttps?\b/i.test(text)) return "file";
  return "https";
}

/** Candidate URLs for a scheme. `https` uses example.com (IANA's documentation domain, RFC 2606 §3). */
export function urlValues(scheme: "data" | "file" | "https"): string[] {
  if (scheme === "data") return ["data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==", "data:text/plain,example", "data:application/json,%7B%22ok%22%3Atrue%7D"];
  if (scheme === "file") return ["file:///tmp/example.txt", "file:///etc/hostname"];
  return ["https://example.com/", "https://example.com/index.html", "https://www.example.org/"];
}

type KindRule = readonly [DescriptionKind, RegExp, (text: string, context: DescriptionContext) => { strings?: string[]; numbers?: number[] }];

/**
 * The named kinds, most specific first: the first rule whose pattern matches the description wins. Patterns
 * need the kind's own words ("time zone", "cron", "SQL", "regular expression"), never a bare "date" or "query".
 */
const KINDS: readonly KindRule[] = [
  ["jwt", /\bjwt\b|\bjson web token\b/i, () => ({ strings: [JWT] })],
  ["cron", /\bcron(?:tab)?\b/i, (t) => ({ strings: /\b(six|6)[- ]fields?\b|\bseconds? field\b/i.test(t) ? ["0 0 9 * * 1-5", "0 */15 * * * *"] : ["0 9 * * 1-5", "*/15 * * * *", "0 0 * * *"] })],
  ["sql", /\bsql\b|\bselect (?:statements?|quer(?:y|ies))\b|\bsqlite (?:query|statement)\b/i, (t, c) => ({ strings: sqlValues(t, c.tables ?? []) })],
  ["regex", /\b(?:regular expression|regexp?|regex pattern)\b/i, () => ({ strings: ["\\w+", "^[a-z]+$", "hello"] })],
  ["glob", /\bglob\b|\bwildcard pattern\b/i, () => ({ strings: ["*.txt", "**/*.md", "*"] })],
  ["duration", /\biso[ -]?8601 duration\b|\bduration in iso\b/i, () => ({ strings: ["PT1H", "P1D", "PT30M"] })],
  ["unix-time", /\b(?:unix|epoch)\b.{0,30}\b(?:time|timestamp|seconds|milliseconds|ms)\b/i, (t) => (/\bmilli|\bms\b/i.test(t) ? { numbers: [1767225600000], strings: ["1767225600000"] } : { numbers: [1767225600], strings: ["1767225600"] })],
  ["date-time", /\b(?:iso[ -]?8601|rfc[ -]?3339)\b.{0,40}\b(?:date[- ]?time|timestamp)\b|\bdate[- ]?time\b.{0,40}\b(?:iso[ -]?8601|rfc[ -]?3339)\b|\byyyy-mm-dd[t ]hh:mm/i,
    (t) => ({ strings: /\byyyy-mm-dd hh:mm(?::ss)?\b/i.test(t) ? ["2026-01-15 10:30:00", "2026-01-15 10:30"] : ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00+01:00", "2026-03-31T23:59:59Z"] })],
  ["date", /\byyyy-mm-dd\b|\biso[ -]?8601\b|\biso date\b|\brfc[ -]?3339\b/i, () => ({ strings: ["2026-01-15", "2025-06-01", "2026-03-31"] })],
  ["time", /\bhh:mm(?::ss)?\b/i, (t) => ({ strings: /hh:mm:ss/i.test(t) ? ["10:30:00", "08:00:00"] : ["10:30", "08:00"] })],
  ["time-zone", /\biana\b|\btime ?zones?\b|\btz database\b|\bolson\b/i, () => ({ strings: ["America/New_York", "Europe/London", "Asia/Tokyo", "UTC"] })],
  ["semver", /\bsemver\b|\bsemantic version/i, (t) => ({ strings: /\brange\b/i.test(t) ? ["^1.2.3", "~1.2.0", "1.2.3"] : ["1.2.3", "2.0.0", "0.1.0"] })],
  ["uuid", /\buuid\b|\bguid\b/i, () => ({ strings: ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40"] })],
  ["email", /\be-?mail address/i, () => ({ strings: ["user@example.com", "alice@example.org"] })],
  ["hex-color", /\bhex(?:adecimal)? colou?r\b|#rrggbb\b|#rgb\b/i, () => ({ strings: ["#3366cc", "#ff0000"] })],
  ["mime-type", /\bmime[- ]?type\b|\bmedia type\b|\bcontent[- ]type\b/i, () => ({ strings: ["text/plain", "application/json"] })],
  ["base64", /\bbase-?64\b/i, (t) => ({ strings: /\b(image|png|picture|photo)\b/i.test(t) ? [PNG_BASE64] : ["SGVsbG8sIHdvcmxkIQ==", "ZXhhbXBsZQ=="] })],
  ["json", /\bjson[- ](?:string|object|text|encoded)\b|\bas (?:a )?json\b|\bstringified json\b/i, () => ({ strings: ['{"key":"value"}', "{}"] })],
  ["ip-address", /\bip(?:v4)? address\b/i, () => ({ strings: ["127.0.0.1", "10.0.0.1"] })],
  ["hostname", /\bhost ?name\b/i, () => ({ strings: ["localhost", "example.com"] })],
  ["phone", /\bphone number\b|\be\.164\b/i, () => ({ strings: ["+15555550123", "+442079460000"] })],
  ["language", /\biso[ -]?639\b|\bbcp[ -]?47\b|\blanguage (?:code|tag)\b|\blocale\b/i, (t) => ({ strings: /\bbcp[ -]?47\b|\blocale\b|\btag\b/i.test(t) ? ["en-US", "en", "fr-FR"] : ["en", "fr", "de"] })],
  ["country", /\biso[ -]?3166\b|\bcountry code\b|\balpha-?[23]\b/i, (t) => ({ strings: /\balpha-?3\b/i.test(t) ? ["USA", "GBR"] : ["US", "GB", "DE"] })],
  ["currency", /\biso[ -]?4217\b|\bcurrency\b/i, () => ({ strings: ["USD", "EUR", "GBP"] })],
  ["latitude", /\blatitude\b/i, () => ({ numbers: [51.5, 40.7] })],
  ["longitude", /\blongitude\b/i, () => ({ numbers: [-0.1, -74] })],
  ["port", /\bport(?: number)?\b/i, () => ({ numbers: [8080, 3000] })],
  ["percent", /\bpercent(?:age)?\b|\b0\s*-\s*100\b/i, () => ({ numbers: [50, 10] })],
];

/**
 * The values of a named kind read from a property's name alone (`sql`, `cron_expression`, `sourceTimezone`,
 * `jwt`, `port`), for a property whose description names no kind: a published SQLite server's `query` tool has
 * an undescribed `sql` property, which got "example" and a syntax error. The name's words are matched against
 * the same kind rules as a description; these values rank with the name's own hints, after the server's values.
 */
export function namedKindValues(name: string, context: DescriptionContext = {}): { strings: string[]; numbers: number[] } {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_\-.]+/g, " ").trim().toLowerCase();
  if (words === "") return { strings: [], numbers: [] };
  for (const [, pattern, values] of KINDS) {
    if (!pattern.test(words)) continue;
    const v = values(words, context);
    return { strings: v.strings ?? [], numbers: v.numbers ?? [] };
  }
  return { strings: [], numbers: [] };
}

/** Names of a property that holds program text to run (`code`, `script`, `snippet`, `sourceCode`). */
const CODE_NAME = /^(?:code|script|snippet|program|source_?code|code_?snippet|src)$/i;
/** Names of a property that says which language program text is in (`language`, `languageId`, `lang`, `runtime`). */
export const LANGUAGE_NAME = /^(?:lang|language|language_?id|programming_?language|runtime|interpreter|kernel)$/i;

/** A harmless program that prints `hello` in each language a code runner names, by the names they use. */
const PROGRAMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:javascript|js|node(?:js)?|typescript|ts|deno|bun)$/i, 'console.log("hello")'],
  [/^(?:python[23]?|py)$/i, 'print("hello")'],
  [/^(?:bash|sh|shell|zsh)$/i, "echo hello"],
  [/^(?:ruby|rb)$/i, 'puts "hello"'],
  [/^php$/i, '<?php echo "hello";'],
  [/^(?:perl|pl)$/i, 'print "hello\\n";'],
  [/^lua$/i, 'print("hello")'],
  [/^r$/i, 'print("hello")'],
  [/^go(?:lang)?$/i, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }'],
  [/^(?:rust|rs)$/i, 'fn main() { println!("hello"); }'],
  [/^sql(?:ite)?$/i, "SELECT 1"],
];
/** Languages named in a text (a tool's name or description: `run_python`, "Executes JavaScript code"). */
const LANGUAGE_IN_TEXT = /\b(javascript|typescript|node(?:js)?|python[23]?|bash|shell|ruby|php|perl|lua|golang|rust|sql)\b/i;

/**
 * Program text for a property that holds code to run (issue 10's rule: a value of a known kind keeps its kind;
 * held-out servers: a code runner got Python for `languageId: "javascript"` and its own ReferenceError was counted
 * against it). The language is the one a sibling property names (`language: "python"`), else the one the
 * property's description or the tool's name names; none when the name is not a code name or no language is
 * known. Pure.
 */
export function codeValues(name: string, language: string | undefined, text = ""): string[] {
  if (!CODE_NAME.test(name)) return [];
  const lang = language ?? LANGUAGE_IN_TEXT.exec(text)?.[1];
  if (lang === undefined) return [];
  const program = PROGRAMS.find(([pattern]) => pattern.test(lang.trim()))?.[1];
  return program !== undefined ? [program] : [];
}

/** Words of a name or description that make a property a URL. */
const URL_WORDS = /\b(?:urls?|uris?|links?|hrefs?|website|web ?page|endpoint|webhook)\b/i;

/**
 * What `description` says about its property's value: examples first, then a named kind (the first rule that
 * matches, URLs included), then enumerated literals. `context.name` helps with units and URLs only; the name's
 * own hints are not here (they come after discovered values, see `schema-values.ts`).
 */
export function describedValues(description: string | undefined, context: DescriptionContext = {}): DescribedValues {
  // Generation asks again for every attempt and variant of a value: the answer depends on the text alone.
  const key = `${context.name ?? ""}\u0000${description ?? ""}\u0000${(context.tables ?? []).join("\u0000")}`;
  return described.get(key) ?? described.set(key, describe(description, context));
}

const described = new BoundedMemo<string, DescribedValues>(2000);

function describe(description: string | undefined, context: DescriptionContext): DescribedValues {
  const text = description ?? "";
  const name = context.name ?? "";
  const examples = descriptionExamples(text);
  const strings: string[] = [...examples];
  const numbers: number[] = examples.filter((e) => e.trim() !== "").map(Number).filter(Number.isFinite);
  let kind: DescriptionKind | undefined;
  for (const [k, pattern, values] of KINDS) {
    if (!pattern.test(text)) continue;
    kind = k;
    const v = values(text, context);
    strings.push(...(v.strings ?? []));
    numbers.push(...(v.numbers ?? []));
    break;
  }
  if (kind === undefined) {
    const units = text ? unitValues(text, name) : undefined;
    if (units) {
      kind = "unit";
      strings.push(...units);
    } else if (URL_WORDS.test(text) && (URL_WORDS.test(name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ")) || /^\s*(?:the )?(?:full |absolute |web ?page |target )?(?:url|uri|link)\b/i.test(text))) {
      kind = "url";
      strings.push(...urlValues(urlScheme(text, name)));
    }
  }
  strings.push(...enumeratedLiterals(text));
  return { ...(kind !== undefined ? { kind } : {}), strings: [...new Set(strings)], numbers: [...new Set(numbers)] };
}
