import { describe, expect, it } from "vitest";
import { describedRange, describedValues, enumeratedLiterals, namedKindValues, urlScheme } from "../../src/scenarios/description-values.js";
import { generateValue, type KnownValues, type ValueOptions } from "../../src/scenarios/schema-values.js";

/** The value generated for one property `name` with `description` (and its source), at variant 0. */
function property(name: string, description: string, extra: Record<string, unknown> = {}, options: Partial<ValueOptions> = {}) {
  const schema = { type: "object", properties: { [name]: { type: "string", description, ...extra } }, required: [name] };
  const result = generateValue(schema, { seed: 1, ...options });
  if (!result.ok) throw new Error(result.reason);
  return { value: (result.value as Record<string, unknown>)[name], source: result.sources[name] };
}

const value = (name: string, description: string, extra: Record<string, unknown> = {}) => property(name, description, extra).value;

describe("values a description asks for, before the name's hints", () => {
  it("gives a time zone described as IANA to a name holding the word 'source'", () => {
    expect(property("sourceTimezone", "IANA timezone name, e.g. Asia/Shanghai")).toEqual({ value: "Asia/Shanghai", source: "description" });
    expect(value("zone", "The IANA time zone of the meeting")).toBe("America/New_York");
  });

  it("gives a unit the description names, not a file", () => {
    expect(value("from", "Unit to convert from (celsius, fahrenheit or kelvin)")).toBe("celsius");
    expect(value("source", "Source unit of length")).toBe("meters");
  });

  it("gives a regular expression to a pattern described as one, a glob to a glob", () => {
    expect(value("pattern", "Regular expression pattern")).toBe("\\w+");
    expect(value("pattern", "Glob pattern of the files to match")).toBe("*.txt");
  });

  it("gives a cron expression, five fields unless the description says six", () => {
    expect(value("expression", "Cron expression to parse")).toBe("0 9 * * 1-5");
    expect(value("schedule", "Cron schedule with a seconds field")).toBe("0 0 9 * * 1-5");
  });

  it("gives a JWT to a token described as one", () => {
    expect(String(value("token", "The JWT token to decode")).split(".")).toHaveLength(3);
  });

  it("gives a harmless SELECT to a SQL query, on a table the server listed when there is one", () => {
    expect(value("query", "SELECT SQL query to run")).toBe("SELECT 1");
    const known: KnownValues = { candidates: () => [], tables: () => ["users"] };
    expect(property("sql", "The SQL statement to execute", {}, { known }).value).toBe("SELECT * FROM users LIMIT 5");
    expect(value("query", "SQL INSERT, UPDATE or DELETE statement")).toMatch(/^CREATE TABLE IF NOT EXISTS/);
  });

  it("gives ISO dates and date-times", () => {
    expect(value("start", "Start date in YYYY-MM-DD format")).toBe("2026-01-15");
    expect(value("at", "Timestamp in ISO 8601 format")).toBe("2026-01-15");
    expect(value("at", "ISO 8601 date-time of the event")).toBe("2026-01-15T10:30:00Z");
    expect(value("at", "Time of day, HH:MM")).toBe("10:30");
  });

  it("gives semver, language, country and currency codes", () => {
    expect(value("v", "A semver version")).toBe("1.2.3");
    expect(value("range", "A semver range")).toBe("^1.2.3");
    expect(value("lang", "ISO 639-1 language code")).toBe("en");
    expect(value("locale", "BCP 47 locale")).toBe("en-US");
    expect(value("where", "ISO 3166 alpha-2 country code")).toBe("US");
    expect(value("code", "ISO 4217 currency code")).toBe("USD");
  });

  it("gives https URLs unless the description allows data: or asks for file: URLs", () => {
    expect(value("url", "The URL of the page to scrape")).toBe("https://example.com/");
    expect(value("url", "URL or data: URL of the image")).toMatch(/^data:/);
    expect(value("url", "A file:// URL of a local file")).toMatch(/^file:\/\//);
    expect(urlScheme("Fetch this web page", "pageUrl")).toBe("https");
  });

  it("keeps a value the schema forbids out, falling back to the name", () => {
    expect(value("zone", "IANA time zone", { maxLength: 3 })).toBe("UTC");
  });

  it("uses quoted literals the description enumerates for its own property", () => {
    expect(value("order", "Sort order: 'asc' or 'desc'")).toBe("asc");
    expect(enumeratedLiterals("Only used when action is 'diff'; the second date")).toEqual([]);
    expect(enumeratedLiterals("One of: json, text, markdown")).toEqual(["json", "text", "markdown"]);
    expect(enumeratedLiterals("Output format (json|yaml)")).toEqual(["json", "yaml"]);
    expect(enumeratedLiterals("The user's name and the repo's id")).toEqual([]);
  });

  it("reads three or more upper-case words in parentheses as the values (SQL column types, log levels)", () => {
    expect(enumeratedLiterals("Column type (TEXT, INTEGER, REAL, BLOB)")).toEqual(["TEXT", "INTEGER", "REAL", "BLOB"]);
    expect(value("type", "SQLite type of the column (TEXT, INTEGER, REAL, BLOB)")).toBe("TEXT");
    expect(enumeratedLiterals("The id (UUID, ULID)")).toEqual([]); // two are not a list of values
    expect(enumeratedLiterals("Fields (name, email, phone)")).toEqual([]); // lower case: names of something else
  });
});

describe("numbers a description asks for", () => {
  const number = (name: string, description: string, extra: Record<string, unknown> = {}) => {
    const schema = { type: "object", properties: { [name]: { type: "number", description, ...extra } }, required: [name] };
    const result = generateValue(schema, { seed: 1 });
    return result.ok ? (result.value as Record<string, unknown>)[name] : undefined;
  };

  it("gives Unix timestamps in seconds or milliseconds", () => {
    expect(number("at", "Unix timestamp in seconds")).toBe(1767225600);
    expect(number("at", "Unix epoch time in milliseconds")).toBe(1767225600000);
  });

  it("stays inside a range the description states", () => {
    expect(describedRange("Number of links to return (1-10)")).toEqual({ min: 1, max: 10 });
    expect(describedRange("between 5 and 50 results")).toEqual({ min: 5, max: 50 });
    expect(number("size", "Page size, at least 20 and up to 50")).toBe(20);
  });

  it("gives coordinates and ports", () => {
    expect(number("y", "Latitude of the point")).toBe(51.5);
    expect(number("p", "Port number to listen on")).toBe(8080);
  });
});

describe("describedValues", () => {
  it("names the kind it recognised", () => {
    expect(describedValues("Cron expression").kind).toBe("cron");
    expect(describedValues("The search query").kind).toBeUndefined();
    expect(describedValues("A regex to filter names").kind).toBe("regex");
  });

  it("puts the description's own examples before the kind's values", () => {
    expect(describedValues("Time zone, e.g. Europe/Paris").strings.slice(0, 2)).toEqual(["Europe/Paris", "America/New_York"]);
  });
});

describe("namedKindValues", () => {
  it("reads a kind from a property's name when its description names none", () => {
    expect(namedKindValues("sql").strings[0]).toMatch(/^SELECT\b/i);
    expect(namedKindValues("sourceTimezone").strings).toContain("America/New_York");
  });

  it("gives nothing for a name that names no kind", () => {
    expect(namedKindValues("title")).toEqual({ strings: [], numbers: [] });
    expect(namedKindValues("")).toEqual({ strings: [], numbers: [] });
  });
});

describe("values of a known kind in every case", () => {
  const variants = (schema: unknown, name: string) =>
    [0, 1, 2].map((variant) => {
      const result = generateValue(schema, { seed: 1, variant });
      if (!result.ok) throw new Error(result.reason);
      return (result.value as Record<string, unknown>)[name];
    });

  it("keeps an undescribed `sql` a SELECT in every case, never 'example'", () => {
    const schema = { type: "object", properties: { sql: { type: "string" } }, required: ["sql"] };
    for (const sql of variants(schema, "sql")) expect(String(sql)).toMatch(/^SELECT\b/);
  });

  it("gives an undescribed `query` SQL when its tool's description says the tool runs SQL, in every case", () => {
    const schema = { type: "object", properties: { query: { type: "string" } }, required: ["query"] };
    const known: KnownValues = { candidates: () => [], tables: () => ["customers", "orders"] };
    const cases = (toolDescription: string, withTables = true, toolName = "run_query") =>
      [0, 1, 2].map((variant) => {
        const result = generateValue(schema, { seed: 1, variant, toolName, toolDescription, ...(withTables ? { known } : {}) });
        if (!result.ok) throw new Error(result.reason);
        return (result.value as { query: string }).query;
      });
    // A published SQLite server's read_query and write_query (an undescribed `query` each) got "example".
    expect(cases("Execute SELECT queries to read data from the database")).toEqual(["SELECT * FROM customers LIMIT 5", "SELECT * FROM orders LIMIT 5", "SELECT 1"]);
    expect(cases("Execute INSERT, UPDATE, or DELETE queries")[0]).toBe("DELETE FROM customers WHERE 1 = 0");
    expect(cases("Execute INSERT, UPDATE, or DELETE queries", false)[0]).toMatch(/^CREATE TABLE IF NOT EXISTS mcp_checkup_example/);
    expect(cases("Run a read-only SQL query")[0]).toBe("SELECT * FROM customers LIMIT 5");
    // A tool named for tables runs SQL too: creating one gets a table of our own.
    expect(cases("Create new tables in the database", true, "create_table")[0]).toMatch(/^CREATE TABLE IF NOT EXISTS mcp_checkup_example/);
    expect(cases("Show the first rows", true, "preview_table")[0]).toBe("SELECT * FROM customers LIMIT 5");
    // A search's query stays text: "select" in lower case is no SQL, nor is a description without SQL.
    expect(cases("Search the notes; select the best matches by query")[0]).not.toMatch(/SELECT|CREATE/);
    expect(cases("Search the database by a free-text query")[0]).not.toMatch(/SELECT|CREATE/);
    expect(cases("Search the timetable", true, "search_timetable")[0]).not.toMatch(/SELECT|CREATE/);
  });

  it("writes code in the language its sibling names, in every case", () => {
    const schema = {
      type: "object",
      properties: { code: { type: "string", description: "The code to run" }, languageId: { type: "string", enum: ["javascript", "python"] } },
      required: ["code", "languageId"],
    };
    for (let variant = 0; variant < 3; variant++) {
      const result = generateValue(schema, { seed: 1, variant });
      if (!result.ok) throw new Error(result.reason);
      const args = result.value as { code: string; languageId: string };
      expect(args.code).toBe(args.languageId === "python" ? 'print("hello")' : 'console.log("hello")');
      expect(Object.keys(args)).toEqual(["code", "languageId"]);
    }
  });

  it("writes code in the language the tool's name names when no sibling does", () => {
    const result = generateValue({ type: "object", properties: { script: { type: "string" } }, required: ["script"] }, { seed: 1, toolName: "run_python" });
    expect(result.ok && (result.value as { script: string }).script).toBe('print("hello")');
  });
});
