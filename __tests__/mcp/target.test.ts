import { describe, expect, it } from "vitest";
import { describeTarget, secretsOfTarget, urlForMessage, urlForReport } from "../../src/mcp/target.js";

describe("a target in reports and messages", () => {
  it("shows a URL without credentials or query string", () => {
    expect(urlForReport("http://bob:pw123@host:81/mcp?api_key=K")).toBe("http://host:81/mcp");
    expect(describeTarget({ kind: "http", url: "http://bob:pw123@host/mcp?token=T" })).toBe("http://host/mcp");
  });

  it("hides credentials and the query string of a URL quoted in an error, parsable or not", () => {
    expect(urlForMessage("ftp://bob:pw123@host/x?api_key=K")).toBe("ftp://…@host/x?…");
    expect(urlForMessage("http://host:8080/mcp")).toBe("http://host:8080/mcp");
  });
});

describe("secretsOfTarget", () => {
  it("gathers env values for stdio, and headers, URL credentials and launch env for HTTP", () => {
    expect(secretsOfTarget({ kind: "stdio", command: "node", args: [], env: { API_KEY: "k-12345", PORT: "80" } })).toEqual(["k-12345"]);
    const http = secretsOfTarget({
      kind: "http",
      url: "http://u:pass-9999@h/mcp?token=tok-1111",
      headers: { "X-Api-Key": "hdr-2222" },
      launch: { command: "node", args: [], env: { SECRET: "env-3333" } },
    });
    expect(http).toEqual(expect.arrayContaining(["hdr-2222", "pass-9999", "tok-1111", "env-3333"]));
  });
});
