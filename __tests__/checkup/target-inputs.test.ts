import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveTarget, type FaceContext, type TargetInputs } from "../../src/checkup/target-inputs.js";
import { usageRejectionOf } from "../support/usage-error.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-target-inputs-"));
const cli: FaceContext = { face: "cli", cwd: dir, env: {} };
const action: FaceContext = { face: "action", cwd: dir, env: {}, noServerHint: "or report-path to publish a saved report" };
writeFileSync(join(dir, "two.json"), JSON.stringify({ mcpServers: { alpha: { command: "a" }, beta: { command: "b" } } }));
writeFileSync(join(dir, "remote.json"), JSON.stringify({ mcpServers: { r: { url: "http://127.0.0.1:1/mcp" } } }));
writeFileSync(join(dir, "vars.json"), JSON.stringify({ mcpServers: { s: { command: "node", args: ["${env:MCP_TEST_UNSET_KEY}"] } } }));
mkdirSync(join(dir, "work"));

const refusal = (inputs: TargetInputs, context: FaceContext): Promise<string> => usageRejectionOf(() => resolveTarget(inputs, context));

describe("resolveTarget", () => {
  it("names an invalid URL as --url in the CLI and as mcp-url in the Action", async () => {
    expect(await refusal({ url: "ftp://x" }, cli)).toBe("--url: 'ftp://x' is not valid; expected an http:// or https:// URL");
    expect(await refusal({ url: "ftp://x" }, action)).toBe("mcp-url: 'ftp://x' is not valid; expected an http:// or https:// URL");
  });

  it("refuses a URL that does not parse, and shows none of its credentials", async () => {
    const message = await refusal({ url: "http://user:s3cret@[::1" }, cli);
    expect(message).toMatch(/^--url: /);
    expect(message).not.toContain("s3cret");
  });

  it("splits a command line like a shell and takes an argv as given", async () => {
    expect((await resolveTarget({ command: { line: "node 'my server.js' --x" } }, cli)).target).toEqual({ kind: "stdio", command: "node", args: ["my server.js", "--x"] });
    expect((await resolveTarget({ command: { argv: ["node", "a b.js"] } }, cli)).target).toEqual({ kind: "stdio", command: "node", args: ["a b.js"] });
  });

  it("starts a command with a URL and grades the URL", async () => {
    expect((await resolveTarget({ command: { line: "node http.js" }, url: "http://127.0.0.1:3000/mcp", env: ["PORT=3000"] }, action)).target).toEqual({
      kind: "http",
      url: "http://127.0.0.1:3000/mcp",
      launch: { command: "node", args: ["http.js"], env: { PORT: "3000" } },
    });
  });

  it("says no server was given in the face's words", async () => {
    expect(await refusal({}, cli)).toMatch(/^no server given: give exactly one server with a server command, --config, --url or --server-json/);
    expect(await refusal({}, action)).toMatch(/^no server given: give exactly one server with mcp-command, mcp-config, mcp-url or mcp-server-json .*; or report-path to publish a saved report\)$/);
  });

  it("refuses two servers, naming both", async () => {
    expect(await refusal({ command: { line: "node s.js" }, config: "two.json" }, cli)).toBe("give exactly one server: got a server command and --config");
    expect(await refusal({ command: { line: "node s.js" }, config: "two.json" }, action)).toBe("give exactly one server: got mcp-command and mcp-config");
  });

  it("words the config file's own errors with the face's names (no regex over CLI flags)", async () => {
    expect(await refusal({ config: "two.json" }, cli)).toContain("pass --server NAME to choose one.");
    expect(await refusal({ config: "two.json" }, action)).toMatch(/^mcp-config: Config file ".*two\.json" defines several servers .*; pass mcp-server: NAME to choose one\.$/);
    expect(await refusal({ config: "vars.json" }, action)).toMatch(/pass mcp-env: MCP_TEST_UNSET_KEY=VALUE$/);
  });

  it("refuses --server without --config and --env with a URL alone", async () => {
    expect(await refusal({ command: { line: "node s.js" }, server: "a" }, cli)).toBe("--server: names a server of --config, which is not given");
    expect(await refusal({ url: "http://x", env: ["A=1"] }, action)).toMatch(/^mcp-env: applies only to servers started by a command or config, not mcp-url alone$/);
  });

  it("refuses --env for an HTTP server of a config file", async () => {
    expect(await refusal({ config: "remote.json", env: ["A=1"] }, cli)).toMatch(/^--env: applies only to servers started by a command or config/);
  });

  it("refuses headers without a URL or server.json", async () => {
    expect(await refusal({ command: { line: "node s.js" }, headers: ["A: b"] }, action)).toBe("mcp-headers: applies only to mcp-url and mcp-server-json targets");
  });

  it("resolves the server's working folder, and refuses one that is not a folder", async () => {
    expect((await resolveTarget({ command: { line: "node s.js" }, cwd: "work" }, cli)).target).toMatchObject({ cwd: join(dir, "work") });
    expect(await refusal({ command: { line: "node s.js" }, cwd: "missing" }, action)).toBe("working-directory: 'missing' is not a folder; expected an existing directory");
  });

  it("gives a started server the face's base environment", async () => {
    expect((await resolveTarget({ command: { line: "node s.js" } }, { ...cli, baseEnv: { PATH: "/usr/bin" } })).target).toMatchObject({ baseEnv: { PATH: "/usr/bin" } });
  });
});
