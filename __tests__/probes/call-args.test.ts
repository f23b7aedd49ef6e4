import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { fillArgs, withDiscovered } from "../../src/probes/call-args.js";
import { DiscoveredValues, harvestResult } from "../../src/scenarios/discovered-values.js";

const search: Tool = {
  name: "search_notes",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1 }, folder: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
    required: ["query", "limit"],
  },
};
const none = { perTool: {}, global: {}, merged: {} };

describe("fillArgs", () => {
  it("makes up values for the required parameters only, and names the query parameter", () => {
    const filled = fillArgs(search, none, []);
    expect(Object.keys(filled.args).sort()).toEqual(["limit", "query"]);
    expect(filled.generated.sort()).toEqual(["limit", "query"]);
    expect(filled.query).toBe("query");
    expect(typeof filled.args.query).toBe("string");
    expect(Number.isInteger(filled.args.limit)).toBe(true);
  });

  it("takes --arg values first, optional ones too, and made-up values for the rest", () => {
    const filled = fillArgs(search, { perTool: { folder: "inbox" }, global: {}, merged: { folder: "inbox", limit: 5 } }, []);
    expect(filled.args).toMatchObject({ folder: "inbox", limit: 5 });
    expect(filled.generated).toEqual(["query"]);
  });

  it("lets a declared call's own values win and leaves out skipped parameters", () => {
    const filled = fillArgs(search, { perTool: {}, global: {}, merged: { query: "from --arg" } }, ["limit"], { query: "declared" });
    expect(filled.args).toEqual({ query: "declared" });
    expect(filled.generated).toEqual([]);
  });
});

describe("withDiscovered", () => {
  const get: Tool = { name: "get_note", inputSchema: { type: "object", properties: { note_id: { type: "string", description: "The id of the note." } }, required: ["note_id"] } };

  it("offers a value the server showed for a required parameter no --arg fills", () => {
    const known = new DiscoveredValues();
    known.add(harvestResult("list_notes", {}, { content: [{ type: "text", text: JSON.stringify({ notes: [{ note_id: "n-41f2", title: "Groceries" }] }) }] }));
    const o = withDiscovered(none, get, known);
    expect(o.merged).toEqual({ note_id: "n-41f2" });
  });

  it("never replaces an --arg value", () => {
    const known = new DiscoveredValues();
    known.add(harvestResult("list_notes", {}, { content: [{ type: "text", text: JSON.stringify({ notes: [{ note_id: "n-41f2" }] }) }] }));
    expect(withDiscovered({ perTool: { note_id: "mine" }, global: {}, merged: { note_id: "mine" } }, get, known).merged).toEqual({ note_id: "mine" });
  });

  it("offers nothing when nothing was discovered", () => {
    expect(withDiscovered(none, get, new DiscoveredValues()).merged).toEqual({});
  });
});
