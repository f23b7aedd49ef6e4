import { describe, expect, it } from "vitest";
import { explicitSecrets, isTriviallyCommon, secretsOfEnv, secretsOfHeaders, secretsOfUrl } from "../../src/secrets/secret-values.js";

describe("which environment values are secrets", () => {
  it("takes a value of 4 characters or more that is not trivially common", () => {
    expect(secretsOfEnv({ ENDPOINT_ID: "a8f3k2" })).toEqual(["a8f3k2"]);
  });

  it("never takes a value shorter than 4 characters, whatever its name", () => {
    expect(secretsOfEnv({ API_TOKEN: "1", DEBUG: "on", PIN: "123" })).toEqual([]);
  });

  it("leaves booleans, log levels, small numbers, paths and plain URLs alone", () => {
    expect(secretsOfEnv({ VERBOSE: "true", LOG_LEVEL: "debug", PORT: "8080", DATA_DIR: "/srv/data", BASE_URL: "http://localhost:3000/api" })).toEqual([]);
  });

  it("takes a common-looking value when the name says it is a credential", () => {
    expect(secretsOfEnv({ GITHUB_TOKEN: "true", DB_PASSWORD: "/srv/x" })).toEqual(["true", "/srv/x"]);
  });

  it("takes a URL's password out of a value too", () => {
    expect(secretsOfEnv({ DATABASE_URL: "postgres://app:s3cr3tpw@db/x" })).toEqual(expect.arrayContaining(["postgres://app:s3cr3tpw@db/x", "s3cr3tpw"]));
  });
});

describe("which header values are secrets", () => {
  it("takes a bearer token with and without its scheme", () => {
    expect(secretsOfHeaders({ Authorization: "Bearer abc123def" })).toEqual(["Bearer abc123def", "abc123def"]);
  });

  it("decodes a Basic credential into user:password and the password", () => {
    const token = Buffer.from("alice:wonderland").toString("base64");
    expect(secretsOfHeaders({ Authorization: `Basic ${token}` })).toEqual([`Basic ${token}`, token, "alice:wonderland", "wonderland"]);
  });

  it("takes an API key header whatever it looks like, and leaves a plain Accept header alone", () => {
    expect(secretsOfHeaders({ "X-Api-Key": "8080", Accept: "json" })).toEqual(["8080"]);
  });
});

describe("which parts of a URL are secrets", () => {
  it("takes the password and the key-like query values, not the user or other query values", () => {
    expect(secretsOfUrl("http://bob:hunter22@host/mcp?api_key=K-123456&mode=fastest")).toEqual(["hunter22", "bob:hunter22", "K-123456"]);
  });

  it("takes nothing from a URL that does not parse", () => {
    expect(secretsOfUrl("not a url")).toEqual([]);
  });
});

describe("trivially common values", () => {
  it("include locales and Windows paths", () => {
    expect(isTriviallyCommon("en_US.UTF-8")).toBe(true);
    expect(isTriviallyCommon("C:\\tools\\bin")).toBe(true);
    expect(isTriviallyCommon("q8Zr-91xx")).toBe(false);
  });
});

describe("explicit secrets", () => {
  it("keeps values of at least 4 characters", () => {
    expect(explicitSecrets(["t", "ghs_abcdef"])).toEqual(["ghs_abcdef"]);
  });
});
