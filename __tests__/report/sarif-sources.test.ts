import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { repositoryUri, sarifLocations } from "../../src/report/sarif-sources.js";

const snapshotText = renderSnapshot(
  makeSnapshot({
    tools: [
      { name: "search", inputSchema: { type: "object" } },
      { name: "create", inputSchema: { type: "object" } },
    ],
    protocolVersion: "2025-11-25",
    serverInfo: { name: "notes", version: "1.0.0" },
  }),
);
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("sarifLocations", () => {
  it("points each tool of the baseline snapshot at the line of its name", () => {
    const { locations, defaultLocation } = sarifLocations({ baseline: { uri: "ci/mcp-tools.json", text: snapshotText } });
    expect(locations).toEqual(
      new Map([
        ["create", { uri: "ci/mcp-tools.json", line: lineOf(snapshotText, '"name": "create"') }],
        ["search", { uri: "ci/mcp-tools.json", line: lineOf(snapshotText, '"name": "search"') }],
      ]),
    );
    expect(defaultLocation).toBeUndefined();
  });

  it("uses the config file as the default location, at the line naming the server", () => {
    const text = '{\n  "mcpServers": {\n    "other": { "command": "x" },\n    "notes": {\n      "command": "node"\n    }\n  }\n}\n';
    expect(sarifLocations({ config: { uri: ".vscode/mcp.json", text, server: "notes" } })).toEqual({ defaultLocation: { uri: ".vscode/mcp.json", line: 4 } });
    expect(sarifLocations({ config: { uri: ".vscode/mcp.json", text, server: "missing" } })).toEqual({ defaultLocation: { uri: ".vscode/mcp.json", line: 1 } });
    expect(sarifLocations({ config: { uri: "mcp.json" } })).toEqual({ defaultLocation: { uri: "mcp.json", line: 1 } });
  });

  it("gives tool lines and the config default together, and nothing without files", () => {
    const both = sarifLocations({ baseline: { uri: "mcp-tools.json", text: snapshotText }, config: { uri: "mcp.json" } });
    expect(both.locations?.size).toBe(2);
    expect(both.defaultLocation).toEqual({ uri: "mcp.json", line: 1 });
    expect(sarifLocations({})).toEqual({});
  });

  it("leaves out tool locations for a snapshot in another layout", () => {
    expect(sarifLocations({ baseline: { uri: "x.json", text: '{"tools":[{"name":"a"}]}' } })).toEqual({});
  });
});

describe("repositoryUri", () => {
  it("makes paths relative to the repository root with / separators", () => {
    const root = join("/", "work", "repo");
    expect(repositoryUri(root, join(root, "ci", "mcp-tools.json"))).toBe("ci/mcp-tools.json");
    expect(repositoryUri(root, "mcp-tools.json")).toBe("mcp-tools.json");
    expect(repositoryUri(root, join("/", "work", "other.json"))).toBe("../other.json");
  });
});
