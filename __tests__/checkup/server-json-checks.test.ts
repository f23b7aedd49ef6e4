import { describe, expect, it } from "vitest";
import { serverJsonFileFindings, serverJsonStartFindings, serverJsonVersionFindings, requiredEnvFindings } from "../../src/checkup/server-json-checks.js";
import { ServerStartError } from "../../src/errors.js";
import { SERVER_JSON_DESCRIPTION_MAX, type ServerJsonDeclared } from "../../src/mcp/server-json.js";

const npm = (over: Partial<ServerJsonDeclared> = {}): ServerJsonDeclared => ({
  path: "server.json",
  version: "1.2.0",
  entry: { kind: "npm", identifier: "@example/weather-mcp", version: "1.2.0", transport: "stdio" },
  requiredEnv: [],
  document: {},
  ...over,
});

describe("serverJsonFileFindings", () => {
  it("finds nothing in a valid file with a short description", () => {
    expect(serverJsonFileFindings(npm({ description: "Weather forecasts." }), [])).toEqual([]);
  });

  it("reports the first three schema problems and counts the rest", () => {
    const [f] = serverJsonFileFindings(npm(), ["/a bad", "/b bad", "/c bad", "/d bad", "/e bad"]);
    expect(f?.rule).toBe("server-json-invalid");
    expect(f?.message).toMatch(/: \/a bad; \/b bad; \/c bad; and 2 more\.$/);
    expect(f?.evidence?.excerpt).toBe("/a bad\n/b bad\n/c bad\n/d bad\n/e bad");
  });

  it("counts the description's length in characters, not UTF-16 units", () => {
    expect(serverJsonFileFindings(npm({ description: "🌤".repeat(SERVER_JSON_DESCRIPTION_MAX) }), [])).toEqual([]);
    expect(serverJsonFileFindings(npm({ description: "x".repeat(SERVER_JSON_DESCRIPTION_MAX + 1) }), []).map((f) => f.rule)).toEqual(["server-json-description-long"]);
  });
});

describe("serverJsonVersionFindings", () => {
  it("is quiet when the versions agree or server.json names none", () => {
    expect(serverJsonVersionFindings(npm(), "1.2.0")).toEqual([]);
    expect(serverJsonVersionFindings(npm({ version: undefined }), "9")).toEqual([]);
  });

  it("names both versions, and the npm package's when it differs", () => {
    const [f] = serverJsonVersionFindings(npm({ entry: { kind: "npm", identifier: "w", version: "1.1.0", transport: "stdio" } }), "");
    expect(f?.message).toBe('server.json says version "1.2.0" (its npm package is 1.1.0), but the server reports no version in serverInfo.version.');
  });
});

describe("serverJsonStartFindings", () => {
  it("reads npm's 404 as a package that is not published", () => {
    const [f] = serverJsonStartFindings(npm(), new ServerStartError("exited with code 1", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@example%2fweather-mcp\n"));
    expect(f?.rule).toBe("server-json-package-missing");
    expect(f?.message).toBe('npm has no package "@example/weather-mcp": npx -y @example/weather-mcp@1.2.0 fails with 404, so no client can install the server from this server.json.');
  });

  it("reads ETARGET as a version that is not published", () => {
    expect(serverJsonStartFindings(npm(), new ServerStartError("x", "npm error code ETARGET\nnpm error notarget No matching version found"))[0]?.message).toBe(
      'npm has "@example/weather-mcp" but no version "1.2.0": npx -y @example/weather-mcp@1.2.0 finds no matching version.',
    );
  });

  it("says nothing for other start failures and for remotes", () => {
    expect(serverJsonStartFindings(npm(), new ServerStartError("exited with code 1", "Error: missing API key"))).toEqual([]);
    expect(serverJsonStartFindings(npm({ entry: { kind: "remote", url: "https://x/mcp", transport: "streamable-http" } }), new ServerStartError("E404"))).toEqual([]);
  });
});

describe("requiredEnvFindings", () => {
  it("starts nothing when server.json declares no required variable", async () => {
    expect(await requiredEnvFindings(npm(), { kind: "stdio", command: "does-not-exist", args: [] }, { protocol: "legacy", timeoutMs: 1000 })).toEqual([]);
  });
});
