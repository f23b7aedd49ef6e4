import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import { readServerJson } from "../../src/mcp/server-json.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { startRegistry, type LoopbackRegistry } from "../fixtures/registry/npm-registry.js";
import { freePort } from "../mcp/http-helpers.js";
import { portAnswers } from "../../src/mcp/launched-server.js";

/**
 * `--server-json` end to end, with no network: the fixture package is packed and served by an npm registry on
 * loopback, and launched the way a client installs it (`npx -y mcp-checkup-fixture-server@1.0.0`, a temporary npm
 * cache); a remote is a fixture HTTP server on loopback.
 */
const PACKAGE = fileURLToPath(new URL("../fixtures/registry/fixture-server", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "server-json-e2e-"));
let registry: LoopbackRegistry;
let n = 0;

beforeAll(async () => {
  registry = await startRegistry([PACKAGE]);
}, 60_000);
afterAll(async () => registry?.close());

const serverJson = (more: Record<string, unknown>, pkg: Record<string, unknown> = {}): Record<string, unknown> => ({
  $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  name: "io.github.example/fixture-server",
  description: "A fixture server served by a loopback npm registry",
  version: "1.0.0",
  packages: [{ registryType: "npm", identifier: "mcp-checkup-fixture-server", version: "1.0.0", transport: { type: "stdio" }, ...pkg }],
  ...more,
});

/** Grades the server.json `doc` as `--server-json` would, with `env` as `--env` (the registry's npm settings added). */
async function grade(doc: Record<string, unknown>, env: Record<string, string> = {}): Promise<Scorecard> {
  const path = join(dir, `server-${n++}.json`);
  writeFileSync(path, JSON.stringify(doc));
  const { target, declared } = readServerJson(path, {
    env: { ...registry.env, ...env },
    headers: {},
    processEnv: process.env,
    inputName: "--server-json",
    envInput: "--env",
    headerInput: "--header",
    commandHint: (argv) => argv.join(" "),
  });
  const options: CheckupOptions = { ...DEFAULTS, target, serverJson: declared, args: { global: {}, perTool: {} }, only: [], skip: [], cases: 1, protocolChecks: false, timeoutMs: 60_000 };
  return runCheckup(options);
}
const registryFindings = (s: Scorecard) => s.findings.filter((f) => f.rule.startsWith("server-json") || f.rule === "server-start-failed").map((f) => `${f.rule}:${f.severity}`);

describe("server.json with an npm package, launched with npx from a loopback registry", () => {
  it("launches a valid file and grades the server, with no finding about the file", async () => {
    const s = await grade(serverJson({}, { packageArguments: [{ type: "positional", value: "--mode" }, { type: "named", name: "--level", default: "3" }] }));
    expect(registryFindings(s)).toEqual([]);
    expect(s.tools.map((t) => t.name)).toEqual(["get_greeting", "get_args"]);
    expect(s.server).toMatchObject({ name: "mcp-checkup-fixture-server", version: "1.0.0" });
    expect(s.target).toBe("npx -y mcp-checkup-fixture-server@1.0.0 --mode --level 3");
    expect(registry.requests).toContain("/mcp-checkup-fixture-server");
  }, 120_000);

  it("reports a version that differs from serverInfo.version", async () => {
    const s = await grade(serverJson({ version: "1.1.0" }));
    expect(registryFindings(s)).toEqual(["server-json-version-mismatch:warning"]);
    expect(s.findings.find((f) => f.rule === "server-json-version-mismatch")!.message).toBe(
      'server.json says version "1.1.0" (its npm package is 1.0.0), but the server reports "1.0.0" in serverInfo.version.',
    );
  }, 120_000);

  it("reports a required variable the server starts without", async () => {
    const s = await grade(serverJson({}, { environmentVariables: [{ name: "FIXTURE_TOKEN", isRequired: true, isSecret: true }] }), { FIXTURE_TOKEN: "t0ken" });
    expect(registryFindings(s)).toEqual(["server-json-required-env-unused:warning"]);
    const f = s.findings.find((x) => x.rule === "server-json-required-env-unused")!;
    expect(f.message).toContain("without FIXTURE_TOKEN");
    expect(JSON.stringify(s)).not.toContain("t0ken");
  }, 120_000);

  it("reports nothing about a required variable the server needs to start", async () => {
    const doc = serverJson({}, { environmentVariables: [{ name: "FIXTURE_TOKEN", isRequired: true, isSecret: true }, { name: "FIXTURE_REQUIRE", value: "FIXTURE_TOKEN" }] });
    expect(registryFindings(await grade(doc, { FIXTURE_TOKEN: "t0ken" }))).toEqual([]);
  }, 120_000);

  it("reports a package npm does not have, with the start failure", async () => {
    const s = await grade(serverJson({}, { identifier: "mcp-checkup-no-such-package" }));
    expect(registryFindings(s)).toEqual(["server-json-package-missing:error", "server-start-failed:error"]);
    expect(s.findings.find((f) => f.rule === "server-json-package-missing")!.message).toContain("fails with 404");
    expect(s.grade).toBe("F");
  }, 120_000);

  it("reports a version npm does not have", async () => {
    const s = await grade(serverJson({ version: "9.9.9" }, { version: "9.9.9" }));
    expect(registryFindings(s)).toEqual(["server-json-package-missing:error", "server-start-failed:error"]);
    expect(s.findings.find((f) => f.rule === "server-json-package-missing")!.message).toContain('no version "9.9.9"');
  }, 120_000);

  it("reports a file the registry's schema refuses and a description over 100 characters, and still grades the server", async () => {
    const s = await grade(serverJson({ name: "fixture-server", description: "d".repeat(120) }));
    expect(registryFindings(s)).toEqual(["server-json-invalid:error", "server-json-description-long:warning"]);
    expect(s.findings.find((f) => f.rule === "server-json-invalid")!.message).toContain('/name must match pattern "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$"');
    expect(s.tools).toHaveLength(2);
  }, 120_000);
});

describe("server.json with a remote on loopback", () => {
  it("reaches the remote over Streamable HTTP and grades it", async () => {
    const port = await freePort();
    // The remote runs on its own, as a deployed server does; the checkup only reaches it.
    const remote = spawn(process.execPath, [fileURLToPath(new URL("../fixtures/http/modern-http.mjs", import.meta.url)), "--port", String(port)], { stdio: "ignore" });
    try {
      for (let i = 0; i < 100 && !(await portAnswers("127.0.0.1", port, 200)); i++) await sleep(50);
      const path = join(dir, "remote.json");
      writeFileSync(path, JSON.stringify({ name: "io.github.example/remote-fixture", description: "A remote fixture server on loopback", version: "2.0.0", remotes: [{ type: "streamable-http", url: `http://127.0.0.1:${port}/mcp` }] }));
      const { target, declared } = readServerJson(path, { env: {}, headers: {}, processEnv: process.env, inputName: "--server-json", envInput: "--env", headerInput: "--header", commandHint: (a) => a.join(" ") });
      expect(target).toEqual({ kind: "http", url: `http://127.0.0.1:${port}/mcp`, name: "io.github.example/remote-fixture" });
      const s = await runCheckup({ ...DEFAULTS, target, serverJson: declared, args: { global: {}, perTool: {} }, only: [], skip: [], cases: 1, protocolChecks: false });
      expect(s.protocol.era).toBe("modern");
      expect(s.tools.map((t) => t.name)).toEqual(["echo", "add"]);
      expect(registryFindings(s)).toEqual([]);
    } finally {
      remote.kill();
    }
  }, 120_000);
});
