import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { readServerJson, type ServerJsonInputs } from "../../src/mcp/server-json.js";
import { serverJsonProblems } from "../../src/mcp/server-json-schema.js";

const dir = mkdtempSync(join(tmpdir(), "server-json-"));
let n = 0;
/** Writes `doc` to a fresh file and returns its path. */
const file = (doc: unknown): string => {
  const path = join(dir, `server-${n++}.json`);
  writeFileSync(path, typeof doc === "string" ? doc : JSON.stringify(doc));
  return path;
};
const inputs = (more: Partial<ServerJsonInputs> = {}): ServerJsonInputs => ({
  env: {},
  headers: {},
  processEnv: {},
  inputName: "--server-json",
  envInput: "--env",
  headerInput: "--header",
  commandHint: (argv) => `mcp-checkup test -- ${argv.join(" ")}`,
  ...more,
});
const base = { $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", name: "io.github.example/weather", description: "Weather forecasts", version: "1.2.0" };
const npm = (more: Record<string, unknown> = {}) => ({ registryType: "npm", identifier: "@example/weather-mcp", version: "1.2.0", transport: { type: "stdio" }, ...more });

describe("the vendored registry schema", () => {
  it("is byte for byte the published 2025-12-11 server.schema.json (draft-07)", () => {
    const bytes = readFileSync("src/mcp/registry/server.schema.2025-12-11.json");
    expect(createHash("sha256").update(bytes).digest("hex")).toBe("3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0");
    const schema = JSON.parse(bytes.toString("utf8"));
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(schema.$id).toBe("https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json");
  });
});

describe("serverJsonProblems", () => {
  it("finds nothing wrong with a valid file", () => {
    expect(serverJsonProblems({ ...base, packages: [npm()] })).toEqual([]);
  });

  it("names what is missing or wrong, with its JSON path", () => {
    expect(serverJsonProblems({ description: "x", version: "1.0.0", packages: [npm({ version: "latest" })] })).toEqual([
      "/ must have required property 'name'",
      "/packages/0/version must NOT be valid",
    ]);
  });

  it("leaves the description's length to server-json-description-long", () => {
    expect(serverJsonProblems({ ...base, description: "x".repeat(101) })).toEqual([]);
  });
});

describe("readServerJson: npm packages", () => {
  it("starts npx -y <identifier>@<version> as an argv, runtime arguments before the package, package arguments after", () => {
    const path = file({
      ...base,
      packages: [
        npm({
          runtimeArguments: [{ type: "named", name: "--prefer-offline", format: "boolean", isRequired: true }],
          packageArguments: [
            { type: "positional", value: "serve" },
            { type: "named", name: "--port", default: "8080" },
            { type: "named", name: "--units", value: "{units}", variables: { units: { default: "metric" } } },
            { type: "named", name: "--verbose" },
            { type: "positional", valueHint: "dir", value: "a b; rm -rf ~" },
          ],
        }),
      ],
    });
    const { target, declared } = readServerJson(path, inputs());
    expect(target).toEqual({
      kind: "stdio",
      command: "npx",
      args: ["-y", "--prefer-offline", "@example/weather-mcp@1.2.0", "serve", "--port", "8080", "--units", "metric", "a b; rm -rf ~"],
      name: "io.github.example/weather",
    });
    expect(declared).toMatchObject({ name: "io.github.example/weather", version: "1.2.0", entry: { kind: "npm", identifier: "@example/weather-mcp", version: "1.2.0" } });
  });

  it("passes environment variables: the user's value, else server.json's value, else its default", () => {
    const path = file({
      ...base,
      packages: [
        npm({
          environmentVariables: [
            { name: "API_KEY", isRequired: true, isSecret: true },
            { name: "LOG_LEVEL", default: "info" },
            { name: "MODE", value: "fast" },
          ],
        }),
      ],
    });
    const { target, declared } = readServerJson(path, inputs({ env: { API_KEY: "s3cret", MODE: "slow" } }));
    expect(target.kind === "stdio" && target.env).toEqual({ API_KEY: "s3cret", LOG_LEVEL: "info", MODE: "slow" });
    expect(declared.requiredEnv).toEqual(["API_KEY"]);
  });

  it("accepts a required variable this process already has, without copying it", () => {
    const path = file({ ...base, packages: [npm({ environmentVariables: [{ name: "API_KEY", isRequired: true }] })] });
    const { target } = readServerJson(path, inputs({ processEnv: { API_KEY: "from-the-job" } }));
    expect(target.kind === "stdio" && target.env).toBeUndefined();
  });

  it("refuses a required variable nobody gave, in one line naming it and the flag", () => {
    const path = file({ ...base, packages: [npm({ environmentVariables: [{ name: "API_KEY", isRequired: true, isSecret: true }] })] });
    expect(() => readServerJson(path, inputs())).toThrow(new UsageError("--server-json: server.json requires the environment variable API_KEY (a secret); give it with --env API_KEY=…"));
  });

  it("refuses a required argument without a value or default, with the command to give instead", () => {
    const path = file({ ...base, packages: [npm({ packageArguments: [{ type: "positional", valueHint: "target_dir", isRequired: true }] })] });
    expect(() => readServerJson(path, inputs())).toThrow("--server-json: the package's packageArguments needs a value for target_dir, which has no default; test it with: mcp-checkup test -- npx -y @example/weather-mcp@1.2.0 …");
  });

  it("starts an npm package with an HTTP transport and reaches it at its URL, {port} taken from its arguments", () => {
    const path = file({
      ...base,
      packages: [npm({ transport: { type: "streamable-http", url: "http://127.0.0.1:{port}/mcp" }, packageArguments: [{ type: "named", name: "--port", valueHint: "port", default: "3999" }] })],
    });
    expect(readServerJson(path, inputs()).target).toEqual({
      kind: "http",
      url: "http://127.0.0.1:3999/mcp",
      launch: { command: "npx", args: ["-y", "@example/weather-mcp@1.2.0", "--port", "3999"] },
      name: "io.github.example/weather",
    });
  });
});

describe("readServerJson: remotes", () => {
  it("reaches the first remote with its headers, the user's value winning", () => {
    const path = file({
      ...base,
      remotes: [{ type: "streamable-http", url: "https://{region}.example.com/mcp", variables: { region: { default: "eu" } }, headers: [{ name: "X-API-Key", isRequired: true, isSecret: true }, { name: "X-Tier", default: "free" }] }],
    });
    const { target, declared } = readServerJson(path, inputs({ headers: { "x-api-key": "k" } }));
    expect(target).toEqual({ kind: "http", url: "https://eu.example.com/mcp", headers: { "X-API-Key": "k", "X-Tier": "free" }, name: "io.github.example/weather" });
    expect(declared.entry).toEqual({ kind: "remote", url: "https://eu.example.com/mcp", transport: "streamable-http" });
  });

  it("refuses a required header nobody gave", () => {
    const path = file({ ...base, remotes: [{ type: "sse", url: "https://example.com/sse", headers: [{ name: "Authorization", isRequired: true, isSecret: true }] }] });
    expect(() => readServerJson(path, inputs({ headerInput: "mcp-headers", inputName: "mcp-server-json" }))).toThrow('mcp-server-json: the remote requires the header Authorization (a secret); give it with mcp-headers "Authorization: …"');
  });

  it("prefers an npm package to a remote", () => {
    const path = file({ ...base, packages: [npm()], remotes: [{ type: "streamable-http", url: "https://example.com/mcp" }] });
    expect(readServerJson(path, inputs()).declared.entry.kind).toBe("npm");
  });
});

describe("readServerJson: what it does not launch", () => {
  it.each([
    ["pypi", { registryType: "pypi", identifier: "weather-mcp", version: "0.5.0", transport: { type: "stdio" } }, "mcp-checkup test -- uvx weather-mcp==0.5.0"],
    ["oci", { registryType: "oci", identifier: "ghcr.io/example/weather:1.0.0", transport: { type: "stdio" } }, "mcp-checkup test -- docker run -i --rm ghcr.io/example/weather:1.0.0"],
    ["nuget", { registryType: "nuget", identifier: "Example.Weather", version: "0.5.0", transport: { type: "stdio" } }, "mcp-checkup test -- dnx Example.Weather@0.5.0 --yes"],
  ])("says %s packages are not supported yet, with the command to give instead", (type, pkg, command) => {
    const path = file({ ...base, packages: [pkg] });
    expect(() => readServerJson(path, inputs())).toThrow(`--server-json: launching ${type} packages is not supported yet (only npm packages and remotes); test it with: ${command} (with --env for its variables)`);
  });

  it("names the Action input and mcp-command in the Action", () => {
    const path = file({ ...base, packages: [{ registryType: "pypi", identifier: "weather-mcp", version: "0.5.0", transport: { type: "stdio" } }] });
    expect(() => readServerJson(path, inputs({ inputName: "mcp-server-json", envInput: "mcp-env", commandHint: (argv) => `mcp-command: ${argv.join(" ")}` }))).toThrow(
      "mcp-server-json: launching pypi packages is not supported yet (only npm packages and remotes); test it with: mcp-command: uvx weather-mcp==0.5.0 (with mcp-env for its variables)",
    );
  });

  it.each([
    ["a missing file", join(dir, "nope.json"), "--server-json: cannot read"],
    ["a file that is not JSON", "{ name: ", "is not a JSON object"],
    ["a file with nothing to launch", { ...base }, "has neither packages nor remotes"],
  ])("refuses %s in one line", (_what, doc, text) => {
    const path = typeof doc === "string" && doc.startsWith("/") ? doc : file(doc);
    expect(() => readServerJson(path, inputs())).toThrow(text);
  });
});
