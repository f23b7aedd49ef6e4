import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { readServerConfig } from "../../src/mcp/config-file.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** Writes `content` (an object as JSON, or raw text) to a new file and returns its path. */
function config(content: unknown): string {
  const path = join(dir, `config-${++count}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return path;
}

function usageError(path: string, name?: string): string {
  try {
    readServerConfig(path, name);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no UsageError");
}

describe("readServerConfig", () => {
  it("reads a Claude Desktop style entry with command, args and env", () => {
    const path = config({ mcpServers: { notes: { command: "node", args: ["server.js", "--db", "x"], env: { TOKEN: "t", PORT: 8080 } } } });
    expect(readServerConfig(path)).toEqual({
      kind: "stdio",
      command: "node",
      args: ["server.js", "--db", "x"],
      env: { TOKEN: "t", PORT: "8080" },
      name: "notes",
    });
  });

  it("reads a VS Code style entry and resolves a relative cwd against the file's folder", () => {
    mkdirSync(join(dir, "vscode"), { recursive: true });
    const path = join(dir, "vscode", "mcp.json");
    writeFileSync(path, JSON.stringify({ servers: { a: { type: "stdio", command: "uvx", cwd: "../app" }, b: { command: "b" } } }));
    expect(readServerConfig(path, "a")).toEqual({ kind: "stdio", command: "uvx", args: [], cwd: join(dir, "app"), name: "a" });
  });

  it("reads an HTTP entry given by url and headers", () => {
    const path = config({ servers: { remote: { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer x" } } } });
    expect(readServerConfig(path)).toEqual({
      kind: "http",
      url: "https://mcp.example.com/mcp",
      headers: { Authorization: "Bearer x" },
      name: "remote",
    });
  });

  it("reads a Cursor style entry that has only a url", () => {
    const path = config({ mcpServers: { cursorRemote: { url: "http://127.0.0.1:3000/mcp" } } });
    expect(readServerConfig(path)).toEqual({ kind: "http", url: "http://127.0.0.1:3000/mcp", name: "cursorRemote" });
  });

  it("names a file that does not exist", () => {
    const path = join(dir, "missing.json");
    expect(usageError(path)).toBe(`Config file "${path}" does not exist.`);
  });

  it("names the file and the position of invalid JSON", () => {
    const path = config('{\n  "mcpServers": {\n    "a": { "command": "x" "args": [] }\n  }\n}');
    expect(usageError(path)).toBe(`Config file "${path}" is not valid JSON at line 3, column 27: comma expected.`);
  });

  it("reads VS Code style files with comments and trailing commas (JSONC)", () => {
    const path = config('{\n  // my servers\n  "servers": {\n    /* the notes server */\n    "notes": { "command": "node", "args": ["notes.js",], },\n  },\n}');
    expect(readServerConfig(path)).toMatchObject({ kind: "stdio", command: "node", args: ["notes.js"] });
  });

  it("says when there is no servers section", () => {
    const path = config({ mcp: {} });
    expect(usageError(path)).toBe(`Config file "${path}" has no "mcpServers" or "servers" section.`);
  });

  it("lists the known names when the named server is not there", () => {
    const path = config({ mcpServers: { alpha: { command: "a" }, beta: { command: "b" } } });
    expect(usageError(path, "gamma")).toBe(`Config file "${path}" has no server named "gamma"; it has "alpha", "beta".`);
  });

  it("asks for --server when several servers are defined and none is named", () => {
    const path = config({ mcpServers: { alpha: { command: "a" }, beta: { command: "b" } } });
    expect(usageError(path)).toBe(`Config file "${path}" defines several servers ("alpha", "beta"); pass --server NAME to choose one.`);
  });

  it("says when an entry has neither command nor url", () => {
    const path = config({ mcpServers: { broken: { args: ["x"] } } });
    expect(usageError(path)).toBe(`Server "broken" in config file "${path}" has neither "command" nor "url".`);
  });

  it("says when args is not a list of strings", () => {
    const path = config({ mcpServers: { bad: { command: "x", args: "--flag" } } });
    expect(usageError(path)).toBe(`Server "bad" in config file "${path}": "args" must be a list of strings.`);
  });
});
