import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sarifOptionsFor } from "../../src/report/sarif-options.js";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { README_URL, VERSION } from "../../src/version.js";

const root = mkdtempSync(join(tmpdir(), "mcp-sarif-options-"));
const snapshot = renderSnapshot(
  makeSnapshot({ tools: [{ name: "add_numbers", inputSchema: { type: "object" } }], protocolVersion: "2025-11-25", serverInfo: { name: "tiny", version: "1" } }),
);
writeFileSync(join(root, "mcp-tools.json"), snapshot);
writeFileSync(join(root, "mcp.json"), '{\n  "mcpServers": {\n    "tiny": { "command": "node" }\n  }\n}\n');
const nameLine = snapshot.split("\n").indexOf('      "name": "add_numbers",') + 1;

describe("sarifOptionsFor", () => {
  it("names this version, with help links only when package.json names a repository", () => {
    expect(sarifOptionsFor({}, root)).toEqual({ toolVersion: VERSION, ...(README_URL !== undefined ? { helpBaseUrl: README_URL } : {}) });
  });

  it("locates tools at their lines in the baseline, relative to the root, whether the path is relative or absolute", () => {
    for (const baseline of ["mcp-tools.json", join(root, "mcp-tools.json")]) {
      const options = sarifOptionsFor({ baseline }, root);
      expect(options.locations?.get("add_numbers")).toEqual({ uri: "mcp-tools.json", line: nameLine });
      expect(options.defaultLocation).toBeUndefined();
    }
  });

  it("locates other results at the config file's line naming the server", () => {
    expect(sarifOptionsFor({ config: "mcp.json", server: "tiny" }, root).defaultLocation).toEqual({ uri: "mcp.json", line: 3 });
    expect(sarifOptionsFor({ config: "mcp.json" }, root).defaultLocation).toEqual({ uri: "mcp.json", line: 1 });
  });

  it("drops the locations of a baseline it cannot read", () => {
    expect(sarifOptionsFor({ baseline: "not-written-yet.json" }, root).locations).toBeUndefined();
  });
});
