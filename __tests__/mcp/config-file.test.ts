import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliName } from "../../src/checkup/option-names.js";
import { OptionError, UsageError } from "../../src/errors.js";
import { readServerConfig } from "../../src/mcp/config-file.js";
import { redactorFor } from "../../src/mcp/target.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** Writes `content` (an object as JSON, or raw text) to a new file and returns its path. */
function config(content: unknown): string {
  const path = join(dir, `config-${++count}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return path;
}

/** The message as the CLI says it: an `OptionError` (about an option) worded with the CLI's flags. */
function inCliWords(error: unknown): string {
  return error instanceof OptionError ? error.wordedFor(cliName) : (error as Error).message;
}

function usageError(path: string, name?: string): string {
  try {
    readServerConfig(path, name);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return inCliWords(error);
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

  it("names --server only through the face: the error is about the server option and the client names no flag", () => {
    const path = config({ mcpServers: { alpha: { command: "a" }, beta: { command: "b" } } });
    let caught: unknown;
    try {
      readServerConfig(path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OptionError);
    expect((caught as OptionError).option).toBe("server");
    expect((caught as OptionError).message).not.toContain("--");
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

describe("readServerConfig: the variables VS Code and Cursor fill", () => {
  /** Writes `servers` as `<root>/<folder>/mcp.json` and returns its path. */
  function workspaceConfig(folder: string, servers: Record<string, unknown>): { root: string; path: string } {
    const root = join(dir, `ws-${++count}`);
    mkdirSync(join(root, folder), { recursive: true });
    const path = join(root, folder, "mcp.json");
    writeFileSync(path, JSON.stringify({ servers }));
    return { root, path };
  }
  const error = (run: () => unknown): string => {
    try {
      run();
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return inCliWords(e);
    }
    throw new Error("no UsageError");
  };

  it("fills ${workspaceFolder} with the folder above .vscode, in command, args and cwd", () => {
    const { root, path } = workspaceConfig(".vscode", { s: { command: "${workspaceFolder}/bin/server", args: ["--root", "${workspaceFolder}"], cwd: "${workspaceFolder}/app" } });
    expect(readServerConfig(path)).toEqual({ kind: "stdio", command: `${root}/bin/server`, args: ["--root", root], cwd: join(root, "app"), name: "s" });
  });

  it("fills ${workspaceFolder} with the folder above .cursor too", () => {
    const { root, path } = workspaceConfig(".cursor", { s: { command: "node", args: ["${workspaceFolder}/s.js"] } });
    expect(readServerConfig(path)).toMatchObject({ args: [`${root}/s.js`] });
  });

  it("fills ${workspaceFolder} with the file's own folder elsewhere, and ${workspaceFolderBasename} with its name", () => {
    const { root, path } = workspaceConfig("config", { s: { command: "node", args: ["${workspaceFolder}", "${workspaceFolderBasename}"] } });
    expect(readServerConfig(path)).toMatchObject({ args: [join(root, "config"), "config"] });
  });

  it("fills ${userHome}, ${env:NAME}, ${pathSeparator} and ${/} in env, url and headers", () => {
    const { path } = workspaceConfig(".vscode", {
      s: { command: "node", args: ["a${/}b", "a${pathSeparator}b"], env: { DATA: "${userHome}/data", REGION: "${env:MCP_TEST_REGION}" } },
      r: { type: "http", url: "https://${env:MCP_TEST_HOST}/mcp", headers: { Authorization: "Bearer ${env:MCP_TEST_TOKEN}" } },
    });
    const env = { MCP_TEST_REGION: "eu", MCP_TEST_HOST: "mcp.example.com", MCP_TEST_TOKEN: "s3cr3t-token-value" };
    expect(readServerConfig(path, "s", { env, home: "/home/ada" })).toMatchObject({ args: ["a/b", "a/b"], env: { DATA: "/home/ada/data", REGION: "eu" } });
    expect(readServerConfig(path, "r", { env })).toMatchObject({ url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer s3cr3t-token-value" } });
  });

  it("lets an --env value fill ${env:NAME} and replace an env entry it names without expanding it", () => {
    const { path } = workspaceConfig(".vscode", { s: { command: "node", args: ["--key=${env:API_KEY}"], env: { TOKEN: "${input:token}" } } });
    const target = readServerConfig(path, "s", { env: {}, overrides: { API_KEY: "k-123456789", TOKEN: "given" } });
    expect(target).toMatchObject({ args: ["--key=k-123456789"], env: { TOKEN: "${input:token}" } });
  });

  it("keeps a secret that ${env:NAME} put into args as a secret of the target, so reports redact it", () => {
    const { path } = workspaceConfig(".vscode", { s: { command: "node", args: ["--token", "${env:SERVICE_TOKEN}"] } });
    const target = readServerConfig(path, "s", { env: { SERVICE_TOKEN: "tok_abcdefghijkl" } });
    expect(redactorFor(target).text("node --token tok_abcdefghijkl")).not.toContain("tok_abcdefghijkl");
  });

  it("refuses ${input:…} with one line naming the variable, the field and what is accepted", () => {
    const { path } = workspaceConfig(".vscode", { s: { command: "node", env: { API_TOKEN: "${input:token}" } } });
    const message = error(() => readServerConfig(path, "s", { env: {} }));
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain('"${input:token}" in env.API_TOKEN'.replaceAll('"', ""));
    expect(message).toContain("${workspaceFolder}, ${workspaceFolderBasename}, ${userHome}, ${env:NAME}");
    expect(message).toContain("--env API_TOKEN=VALUE");
  });

  it("refuses an unknown variable in args, saying to write the value into the file", () => {
    const { path } = workspaceConfig(".vscode", { s: { command: "node", args: ["${command:pickFile}"] } });
    expect(error(() => readServerConfig(path, "s", { env: {} }))).toMatch(/\$\{command:pickFile\} in args\[0\] cannot be filled .*write the value into the file$/);
  });

  it("refuses ${env:NAME} when NAME is not set", () => {
    const { path } = workspaceConfig(".vscode", { s: { command: "node", args: ["${env:MCP_TEST_UNSET}"] } });
    expect(error(() => readServerConfig(path, "s", { env: {} }))).toContain("${env:MCP_TEST_UNSET} in args[0]: MCP_TEST_UNSET is not set; set it or pass --env MCP_TEST_UNSET=VALUE");
  });
});
