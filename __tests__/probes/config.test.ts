import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { argOverridesFrom, emptyProbeConfig, parseProbeConfig } from "../../src/probes/config.js";

const YAML_CONFIG = `
args:
  path: /sandbox/notes.txt
  "search_notes:query": milk
builtins: false
writes: [delete_note]
exclude: [purge_all]
pairs:
  - write: create_note
    read: get_note
    key: title
    read_args: { title: "{key}" }
    write_args: { body: "probe {marker}" }
relations:
  - tool: list_notes
    param: limit
    values: [1, 2]
    expect: exact
    unit: items
    id: list-limit
agreements:
  - left: { tool: search_notes, args: { query: milk } }
    right: { tool: list_notes }
    field: title
    expect: subset
idempotent:
  - list_notes
  - { tool: get_note, args: { title: welcome } }
`;

const error = (text: string, name = "mcp-probes.yml") => {
  try {
    parseProbeConfig(text, name);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("expected a UsageError");
};

describe("parseProbeConfig", () => {
  it("reads every key of a YAML config", () => {
    const c = parseProbeConfig(YAML_CONFIG, "mcp-probes.yml");
    expect(c.args).toEqual({ global: { path: "/sandbox/notes.txt" }, perTool: { search_notes: { query: "milk" } } });
    expect(c.builtins).toBe(false);
    expect(c.writes).toEqual(["delete_note"]);
    expect(c.exclude).toEqual(["purge_all"]);
    expect(c.pairs).toEqual([{ write: "create_note", read: "get_note", key: "title", read_args: { title: "{key}" }, write_args: { body: "probe {marker}" } }]);
    expect(c.relations).toEqual([{ tool: "list_notes", param: "limit", values: [1, 2], expect: "exact", unit: "items", id: "list-limit" }]);
    expect(c.agreements).toEqual([{ left: { tool: "search_notes", args: { query: "milk" } }, right: { tool: "list_notes" }, field: "title", expect: "subset" }]);
    expect(c.idempotent).toEqual([{ tool: "list_notes" }, { tool: "get_note", args: { title: "welcome" } }]);
  });

  it("reads JSON, and defaults what is absent", () => {
    const c = parseProbeConfig('{"relations":[{"tool":"t","param":"limit","values":[3],"expect":"at_most"}]}', "p.json");
    expect(c.relations[0]?.unit).toBe("auto");
    expect({ ...c, relations: [] }).toEqual(emptyProbeConfig());
  });

  it("accepts an empty file as the empty config", () => {
    expect(parseProbeConfig("", "empty.yml")).toEqual(emptyProbeConfig());
  });

  it("names the key path of a value outside its set", () => {
    expect(error("relations:\n  - {tool: t, param: limit, values: [1], expect: most}\n")).toBe(
      "probe config mcp-probes.yml: relations[0].expect must be one of at_most, exact, prefix, suffix",
    );
  });

  it("names unknown keys, at the top and nested", () => {
    expect(error("pairz: []\n")).toMatch(/^probe config mcp-probes.yml: unknown key pairz \(expected args, builtins/);
    expect(error("pairs:\n  - {write: a, reed: b}\n")).toMatch(/^probe config mcp-probes.yml: unknown key pairs\[0\]\.reed/);
  });

  it("names wrong types", () => {
    expect(error("builtins: no-thanks\n")).toBe("probe config mcp-probes.yml: builtins must be true or false");
    expect(error("writes: create_note\n")).toBe("probe config mcp-probes.yml: writes must be a list of tool names");
    expect(error("relations:\n  - {tool: t, param: limit, values: [-1], expect: exact}\n")).toBe(
      "probe config mcp-probes.yml: relations[0].values must be a non-empty list of non-negative integers",
    );
    expect(error("agreements:\n  - {left: {tool: a}, expect: equal}\n")).toBe("probe config mcp-probes.yml: agreements[0].right must be a mapping");
  });

  it("refuses any attempt to turn writes on", () => {
    expect(error("allow_writes: true\n")).toBe(
      "probe config mcp-probes.yml: allow_writes is not accepted: writes are turned on only by --allow-writes (mcp-allow-writes in the Action)",
    );
    expect(error("allowWrites: true\n")).toMatch(/allowWrites is not accepted/);
  });

  it("reports text that is neither JSON nor YAML in one line", () => {
    const message = error("pairs: [\n", "bad.yml");
    expect(message).toMatch(/^probe config bad.yml: not valid JSON or YAML: /);
    expect(message).not.toContain("\n");
  });
});

describe("argOverridesFrom", () => {
  it("splits NAME and TOOL:NAME keys", () => {
    expect(argOverridesFrom({ path: "/x", "read_file:head": 2 }, "--args-file args.json")).toEqual({ global: { path: "/x" }, perTool: { read_file: { head: 2 } } });
  });

  it("rejects an empty tool or parameter name", () => {
    expect(() => argOverridesFrom({ ":x": 1 }, "--args-file args.json", "the file")).toThrow("--args-file args.json: the file.:x must be NAME or TOOL:NAME");
  });
});
