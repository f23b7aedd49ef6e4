import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { parseToolsFile } from "../../src/lint/tools-file.js";

const tool = { name: "echo", description: "Echoes back the input", inputSchema: { type: "object" } };

describe("parseToolsFile", () => {
  it.each([
    ["a whole JSON-RPC response", { jsonrpc: "2.0", id: 2, result: { tools: [tool], nextCursor: undefined } }],
    ["the result", { tools: [tool] }],
    ["a bare array", [tool]],
    ["a saved capture with instructions", { instructions: "Hi", tools: [tool] }],
  ])("accepts %s", (_what, data) => {
    expect(parseToolsFile(JSON.stringify(data), "tools.json")).toEqual([tool]);
  });

  it("accepts a file that starts with a byte-order mark", () => {
    expect(parseToolsFile("\uFEFF" + JSON.stringify([tool]), "tools.json")).toEqual([tool]);
  });

  it("keeps malformed tools for lint to report", () => {
    expect(parseToolsFile(JSON.stringify([{ description: "no name" }]), "t.json")).toEqual([{ description: "no name" }]);
  });

  it("reads the saved official server lists", () => {
    const text = readFileSync(new URL("../fixtures/tools/filesystem.json", import.meta.url), "utf8");
    expect(parseToolsFile(text, "filesystem.json")).toHaveLength(14);
  });

  it.each([
    ["text that is not JSON", "{tools:", /^tools\.json is not valid JSON \(.+\); expected a tools\/list JSON-RPC response/],
    ["a JSON-RPC error", JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found" } }), /^tools\.json holds a JSON-RPC error \(-32601: Method not found\)/],
    ["another object", JSON.stringify({ items: [] }), /^tools\.json holds an object with keys items; expected/],
    ["a string", JSON.stringify("tools"), /^tools\.json holds a string; expected/],
    ["an entry that is not an object", JSON.stringify([tool, "search"]), /^tools\.json: tool #2 is a string, not an object/],
  ])("throws a UsageError naming the file for %s", (_what, text, message) => {
    expect(() => parseToolsFile(text, "tools.json")).toThrow(UsageError);
    expect(() => parseToolsFile(text, "tools.json")).toThrow(message);
  });
});
