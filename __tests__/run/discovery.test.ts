import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { commandLineValues, discover, discoveryCallSucceeded, type DiscoveryOptions } from "../../src/run/discovery.js";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/discovery/${name}`, import.meta.url));
const scratch = realpathSync(mkdtempSync(join(tmpdir(), "discovery-test-")));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OPTIONS: Omit<DiscoveryOptions, "target"> = { timeoutMs: 5000, seed: 1, cases: 3, args: { global: {}, perTool: {} }, only: [], skip: [], readOnly: false };

async function discoverOn(context: TestContext, target: ServerTarget) {
  const handle = new ServerHandle(target, { protocol: "legacy", timeoutMs: 5000 });
  context.onTestFinished(() => handle.close());
  const tools = (await (await handle.connection()).listTools()).tools;
  return discover(handle, tools, { ...OPTIONS, target });
}

function repository(): string {
  const dir = mkdtempSync(join(scratch, "repo-"));
  mkdirSync(join(dir, ".git"));
  writeFileSync(join(dir, "app.js"), "export const a = 1;\n");
  return dir;
}

describe.concurrent("discover", () => {
  it("harvests the ids a task list returns", async (context) => {
    const found = await discoverOn(context, { kind: "stdio", command: process.execPath, args: [fixture("task-server.mjs")] });
    expect(found.calls.map((c) => `${c.tool}:${c.succeeded}`)).toEqual(["list_tasks:true"]);
    expect(found.values.all().filter((v) => v.field === "id").map((v) => [v.value, v.noun])).toEqual([
      ["t-7f3a", "task"],
      ["t-9c21", "task"],
    ]);
  });

  it("makes the setup call a description asks for first, with the repository on the command line, then lists again", async (context) => {
    const repo = repository();
    const found = await discoverOn(context, { kind: "stdio", command: process.execPath, args: [fixture("git-server.mjs"), "--repository", repo] });
    expect(found.setup).toEqual([{ tool: "set_working_dir", arguments: { path: repo } }]);
    expect(found.calls.map((c) => `${c.purpose}:${c.tool}:${c.succeeded}`)).toEqual([
      "list:git_branches:false",
      "list:git_log:false",
      "list:git_status:false",
      "setup:set_working_dir:true",
      "list:git_branches:true",
      "list:git_log:true",
      "list:git_status:true",
    ]);
    expect(found.values.all().filter((v) => v.field === "hash").map((v) => v.value)).toHaveLength(2);
  });

  it("is deterministic: the same calls and values on every run", async (context) => {
    const target: ServerTarget = { kind: "stdio", command: process.execPath, args: [fixture("task-server.mjs")] };
    const [a, b] = [await discoverOn(context, target), await discoverOn(context, target)];
    expect(b.calls.map(({ duration_ms: _d, ...c }) => c)).toEqual(a.calls.map(({ duration_ms: _d, ...c }) => c));
    expect(b.values.all()).toEqual(a.values.all());
  });
});

describe("commandLineValues", () => {
  it("takes existing paths of the command line and the environment we give, with a directory's first entries, never a secret's", () => {
    const repo = repository();
    const credentials = join(scratch, "credentials.json");
    writeFileSync(credentials, "{}");
    const values = commandLineValues({
      kind: "stdio",
      command: "node",
      args: ["/nowhere/server.js", repo, "/does/not/exist"],
      env: { DATA_DIR: repo, TOKEN: "secret", GOOGLE_APPLICATION_CREDENTIALS: credentials },
    });
    expect(values.filter((v) => v.readsOnly !== true).map((v) => [v.value, v.kind])).toEqual([
      [repo, "directory"],
      [join(repo, "app.js"), "file"],
    ]);
  });

  it("offers the folder a stdio server inherits as its working directory to readers only, with its subfolders' files", () => {
    const values = commandLineValues({ kind: "stdio", command: "node", args: ["/nowhere/server.js"] });
    const ours = values.filter((v) => v.readsOnly === true).map((v) => v.value);
    expect(ours[0]).toBe(process.cwd());
    expect(ours).toContain(join(process.cwd(), "package.json"));
    expect(ours.some((v) => dirname(dirname(String(v))) === process.cwd())).toBe(true); // a file of a subfolder
    expect(ours.some((v) => String(v).includes("node_modules"))).toBe(false);
  });

  it("offers no working-directory values when the server has a working directory of its own", () => {
    const values = commandLineValues({ kind: "stdio", command: "node", args: [], cwd: scratch });
    expect(values.some((v) => v.readsOnly === true)).toBe(false);
  });
});

describe("discoveryCallSucceeded", () => {
  it("takes a plain result, not an isError one, a JSON-RPC error or error text", () => {
    const result = (text: string, isError = false) => ({ kind: "result" as const, durationMs: 1, result: { content: [{ type: "text", text }], ...(isError ? { isError } : {}) } });
    expect(discoveryCallSucceeded(result("[FILE] a.txt"))).toBe(true);
    expect(discoveryCallSucceeded(result("[FILE] a.txt", true))).toBe(false);
    expect(discoveryCallSucceeded(result("Error: no working directory"))).toBe(false);
    expect(discoveryCallSucceeded({ kind: "error", durationMs: 1, error: { code: -32603, message: "boom" } })).toBe(false);
  });
});
