import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { setupTools } from "../../src/scenarios/setup-tools.js";

const tool = (name: string, description: string): Tool => ({ name, description, inputSchema: { type: "object" } });

describe("setupTools", () => {
  it("finds a tool whose own description says it must be called first", () => {
    expect(setupTools([tool("set_working_dir", "Set the directory. Must be called before any other tool."), tool("git_log", "Show history.")])).toEqual([
      { tool: "set_working_dir", basis: 'its description: "Must be called before"' },
    ]);
  });

  it("finds a tool that sets context for subsequent calls", () => {
    expect(setupTools([tool("git_set_working_dir", "Set the session working directory for all git operations so subsequent calls can omit the path.")]).map((s) => s.tool)).toEqual([
      "git_set_working_dir",
    ]);
  });

  it("finds a tool another description names as a precondition", () => {
    const found = setupTools([tool("open_database", "Open a database file."), tool("query", "Run SQL. Requires open_database to be called first.")]);
    expect(found).toEqual([{ tool: "open_database", basis: `query's description: "Requires open_database to be called first."` }]);
  });

  it("never takes a name alone, or a tool without a setup verb", () => {
    expect(setupTools([tool("set_mode", "Switch the output mode."), tool("get_first", "Call this first to get the first item.")])).toEqual([]);
  });
});
