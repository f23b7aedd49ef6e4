import { describe, expect, it } from "vitest";
import { booleanHints, inferType, isNetworkUrl, isSlowNumber, nameWords, numberHints, stringHints } from "../../src/scenarios/name-hints.js";
import { descriptionExamples } from "../../src/scenarios/description-values.js";

describe("nameWords", () => {
  it("splits camelCase, snake_case, kebab-case and acronyms", () => {
    expect(nameWords("entityNames")).toEqual(["entity", "names"]);
    expect(nameWords("max_results")).toEqual(["max", "results"]);
    expect(nameWords("get-resource-reference")).toEqual(["get", "resource", "reference"]);
    expect(nameWords("HTTPTimeoutMs")).toEqual(["http", "timeout", "ms"]);
  });
});

describe("isSlowNumber", () => {
  it("catches durations, delays, timeouts, steps and retries by whole word", () => {
    for (const name of ["duration", "delayMs", "timeout", "sleep_seconds", "waitTime", "steps", "maxRetries", "pollInterval"]) expect(isSlowNumber(name), name).toBe(true);
  });

  it("leaves ordinary numbers alone", () => {
    for (const name of ["count", "limit", "timestamp", "resourceId", "a"]) expect(isSlowNumber(name), name).toBe(false);
  });

  it("reads a description in seconds", () => {
    expect(isSlowNumber("length", "Length of the pause in seconds")).toBe(true);
  });
});

describe("numberHints", () => {
  it("keeps timeouts usable: 1,000 for milliseconds, a few seconds otherwise", () => {
    expect(numberHints("timeoutMs")[0]).toBe(1000);
    expect(numberHints("timeout")[0]).toBe(5);
    expect(numberHints("duration")[0]).toBe(1);
  });

  it("gives small counts and ids", () => {
    expect(numberHints("limit")).toEqual([3, 1, 5]);
    expect(numberHints("resourceId")).toEqual([1, 2, 42]);
  });
});

describe("stringHints", () => {
  it("suggests https URLs, and data: URLs only where the description allows them", () => {
    expect(stringHints("url")[0]).toBe("https://example.com/");
    for (const value of stringHints("url", "A web page or a data: URL")) expect(isNetworkUrl(value)).toBe(false);
  });

  it("lets the head noun of a name speak first", () => {
    expect(stringHints("sourceTimezone")[0]).toBe("UTC");
    expect(stringHints("destination_path")[0]).toBe("notes-moved.txt");
    expect(stringHints("repo_path")[0]).toBe(".");
  });

  it("uses the description when the name says nothing", () => {
    expect(stringHints("from", "The name of the entity where the relation starts")[0]).toBe("Example");
  });

  it("gives directories for the path of a directory tool", () => {
    expect(stringHints("path", "", "list_directory")[0]).toBe(".");
    expect(stringHints("path", "", "read_file")[0]).toBe("notes.txt");
  });
});

describe("booleanHints", () => {
  it("prefers the safe side of dry-run and force flags", () => {
    expect(booleanHints("dryRun")[0]).toBe(true);
    expect(booleanHints("force")[0]).toBe(false);
    expect(booleanHints("includeImage")).toEqual([]);
  });
});

describe("descriptionExamples", () => {
  it("finds quoted and bare examples", () => {
    expect(descriptionExamples("Time zone, e.g. 'America/New_York'")).toEqual(["America/New_York"]);
    expect(descriptionExamples('SQL query with mcp:// URIs, e.g. SELECT * FROM "mcp://github/data.json" JOIN local.users')).toEqual(['SELECT * FROM "mcp://github/data.json" JOIN local.users']);
    expect(descriptionExamples("The query (e.g. SELECT name FROM users). Read-only.")).toEqual(["SELECT name FROM users"]);
    expect(descriptionExamples("Tag name of the release, such as v1.0.0")).toEqual(["v1.0.0"]);
    expect(descriptionExamples("Current thought number (numeric value, e.g., 1, 2, 3)")).toEqual(["1", "2", "3"]);
    expect(descriptionExamples("IANA timezone name, e.g. Asia/Shanghai or Europe/London")).toEqual(["Asia/Shanghai", "Europe/London"]);
    expect(descriptionExamples("Zone, e.g. UTC, default is local time")).toEqual(["UTC"]);
    expect(descriptionExamples("A branch name like 'main'; looks like a ref")).toEqual(["main"]);
    expect(descriptionExamples("Text to look for")).toEqual([]);
  });
});

describe("inferType", () => {
  it("reads numbers and booleans from descriptions", () => {
    expect(inferType("minEntities", "Smallest number of entities that counts as healthy")).toBe("number");
    expect(inferType("sample", "How many entities to sample for the report")).toBe("number");
    expect(inferType("verbose", "Whether to print details")).toBe("boolean");
    expect(inferType("title", "Title of the note")).toBe("string");
  });
});
