import { describe, expect, it } from "vitest";
import { failureCause, inToolWords, sentQueryText, syntaxErrorInOurClause, withoutArguments } from "../../src/run/failure-cause.js";

describe("failureCause: the environment", () => {
  it("reads a DNS or connection failure to a remote host as the network, naming the host", () => {
    for (const [text, host] of [
      ["Tool 'firecrawl_agent' execution failed: getaddrinfo EAI_AGAIN api.firecrawl.dev", "api.firecrawl.dev"],
      ["request to https://antv-studio.alipay.com/api failed, reason: getaddrinfo ENOTFOUND antv-studio.alipay.com", "antv-studio.alipay.com"],
      ["connect ECONNREFUSED 10.1.2.3:443", "10.1.2.3"],
      ["HTTPSConnectionPool(host='api.github.com', port=443): Max retries exceeded", "api.github.com"],
    ] as const) {
      expect(failureCause(text), text).toEqual({ kind: "environment", cause: { kind: "network", subject: host } });
    }
  });

  it("reads `TypeError: fetch failed` as the network, not as an exception", () => {
    expect(failureCause("Error searching libraries: TypeError: fetch failed")).toEqual({ kind: "environment", cause: { kind: "network" } });
  });

  it("reads a connection that could not be made, or a host that cannot be reached, as the network", () => {
    expect(failureCause('Failed to download extension "httpfs" at URL "http://extensions.duckdb.org/v1.1.3/httpfs.duckdb_extension.gz" (ERROR Could not establish connection)')).toEqual({
      kind: "environment",
      cause: { kind: "network", subject: "extensions.duckdb.org" },
    });
    expect(failureCause("Cannot reach https://api.example.org: session not started")).toEqual({ kind: "environment", cause: { kind: "network", subject: "api.example.org" } });
  });

  it("reads a refused connection to this machine as a service that is not running, naming host and port", () => {
    expect(failureCause("connect ECONNREFUSED 127.0.0.1:5432")).toEqual({ kind: "environment", cause: { kind: "service", subject: "127.0.0.1:5432" } });
    const kubectl = 'Command failed: kubectl get pods\nE1201 couldn\'t get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused';
    expect(failureCause(kubectl)).toEqual({ kind: "environment", cause: { kind: "service", subject: "localhost:8080" } });
  });

  it("names a remote host without its port", () => {
    expect(failureCause("connect ECONNREFUSED 10.0.0.7:443")).toEqual({ kind: "environment", cause: { kind: "network", subject: "10.0.0.7" } });
  });

  it("reads a missing key, token or credentials, naming the variable when the text does", () => {
    expect(failureCause("FIRECRAWL_API_KEY environment variable is required")).toEqual({ kind: "environment", cause: { kind: "credentials", subject: "FIRECRAWL_API_KEY" } });
    expect(failureCause("No API key provided. Set it in the config.")).toEqual({ kind: "environment", cause: { kind: "credentials" } });
    expect(failureCause("Bad credentials").cause?.kind).toBe("credentials");
  });

  it("reads an upstream 401/403 and an upstream outage", () => {
    expect(failureCause("Request failed with status code 401")).toEqual({ kind: "environment", cause: { kind: "upstream-auth", subject: "401" } });
    expect(failureCause("GitHub API error: 403 Forbidden")).toEqual({ kind: "environment", cause: { kind: "upstream-auth", subject: "403" } });
    expect(failureCause("HTTP 503 Service Unavailable").cause?.kind).toBe("upstream-unavailable");
    expect(failureCause("Rate limit exceeded, retry later").cause?.kind).toBe("upstream-unavailable");
  });

  it("reads a missing program or browser, naming it", () => {
    expect(failureCause("Error: spawn git ENOENT")).toEqual({ kind: "environment", cause: { kind: "binary", subject: "git" } });
    expect(failureCause("browserType.launch: Executable doesn't exist at /root/.cache/ms-playwright/chromium-1140/chrome-linux/chrome").cause).toEqual({ kind: "binary", subject: "chrome" });
    expect(failureCause("/bin/sh: 1: pdftotext: not found").cause).toEqual({ kind: "binary", subject: "pdftotext" });
  });
});

describe("failureCause: exceptions and refusals", () => {
  it("reads an exception escaping the server's code", () => {
    for (const text of [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      "Traceback (most recent call last):\n  File \"server.py\", line 3",
      "AttributeError: 'NoneType' object has no attribute 'get'",
      "Error: boom\n    at handler (/srv/tools.js:12:5)",
      "Internal failure: the adder is out of order.",
      "An unexpected error occurred",
    ]) {
      expect(failureCause(text).kind, text).toBe("exception");
    }
  });

  it("reads a generic wrapper as what it wraps when that is a not-found or not-allowed refusal, else as an exception", () => {
    // A published memory-bank server answered a made-up project so (isError), and was graded D for it.
    expect(failureCause(`{"name":"UnexpectedError","error":"An unexpected error occurred: Error: ENOENT: no such file or directory, stat '/data/…'"}`)).toEqual({ kind: "refusal", cause: { kind: "not-found" } });
    expect(failureCause("Internal server error: access denied")).toEqual({ kind: "refusal", cause: { kind: "not-allowed" } });
    expect(failureCause("An unexpected error occurred: invalid date").kind).toBe("exception");
    expect(failureCause("Internal error: TypeError: Cannot read properties of undefined (reading 'id'), no such file").kind).toBe("exception");
  });

  it("reads refusals of a made-up value, by what they say about it", () => {
    for (const [text, kind] of [
      ["No files matching 'notes.txt' were found.", "not-found"],
      ["Error: Request not found", "not-found"],
      ["ENOENT: no such file or directory, open '/tmp/x/notes.txt'", "not-found"],
      ["Task with ID abc could not be found", "not-found"],
      ["fatal: not a git repository (or any of the parent directories): .git", "not-found"],
      ["Query failed: no such table: users", "not-found"],
      ["No value stored under key tsp3f9a12c0key", "not-found"],
      ["No note titled 'x'.", "not-found"],
      ["Access denied - path outside allowed directories: /home/user/file.txt not in /tmp/sandbox", "not-allowed"],
      ["EACCES: permission denied, open '/etc/shadow'", "not-allowed"],
      ["Invalid URL: sample_data", "invalid"],
      ['Error: SQLITE_ERROR: near "example": syntax error', "invalid"],
      ["Cannot specify both head and tail parameters simultaneously", "invalid"],
      ["Input validation error: 'count' must be a positive integer", "invalid"],
      ["EEXIST: file already exists, mkdir '/tmp/x/notes'", "invalid"],
      // What the tool takes, said instead of what is wrong (a SQLite server's query tools).
      ["SQL Error: Only CREATE TABLE statements are allowed", "invalid"],
      ["Export Error: Only SELECT queries are allowed with export_query", "invalid"],
    ] as const) {
      expect(failureCause(text), text).toEqual({ kind: "refusal", cause: { kind } });
    }
  });

  it("answers the same text alike each time, and a changed answer does not change the next", () => {
    const first = failureCause("getaddrinfo ENOTFOUND api.example.com");
    expect(first).toEqual({ kind: "environment", cause: { kind: "network", subject: "api.example.com" } });
    first.cause!.subject = "changed";
    first.kind = "unknown";
    expect(failureCause("getaddrinfo ENOTFOUND api.example.com")).toEqual({ kind: "environment", cause: { kind: "network", subject: "api.example.com" } });
    // Whether we sent query text is part of the question: the same words, another answer.
    expect(failureCause('near "WHERE": syntax error', false)).toEqual({ kind: "exception" });
    expect(failureCause('near "WHERE": syntax error', true)).toEqual({ kind: "refusal", cause: { kind: "invalid" } });
    const long = `${"x".repeat(2000)} permission denied`;
    expect(failureCause(long)).toEqual({ kind: "refusal", cause: { kind: "not-allowed" } });
  });

  it("says unknown when a text names no cause", () => {
    expect(failureCause("Das hat nicht geklappt.")).toEqual({ kind: "unknown" });
    expect(failureCause("")).toEqual({ kind: "unknown" });
  });
});

describe("withoutArguments", () => {
  it("takes our own argument values out of a text, whatever their case", () => {
    expect(withoutArguments("No note titled 'Missing Invoice' exists", { title: "missing invoice" })).toBe("No note titled '…' exists");
    expect(withoutArguments("Error: hi", { message: "Error: hi" })).toBe("…");
  });

  it("leaves short values alone", () => {
    expect(withoutArguments("id 42 not found", { id: "42" })).toBe("id 42 not found");
  });

  it("takes out what case-insensitive matching finds, values the text does not hold left aside", () => {
    // Greek final sigma: the pattern's `i` matches σ with ς, which lower-casing alone would not find.
    expect(withoutArguments("Το ΌΝΟΜΑ ΑΡΧΕΊΟΥ δεν βρέθηκε: αρχείος", { name: "αρχείοσ" })).toBe("Το ΌΝΟΜΑ ΑΡΧΕΊΟΥ δεν βρέθηκε: …");
    expect(withoutArguments("Unknown project 'Alpha'; query too long", { project: "alpha", query: "beta gamma", other: "Unknown project" })).toBe("… '…'; query too long");
    // Half of a surrogate pair that upper-casing changes whole (𐐨 → 𐐀) is still matched as the pattern matches it.
    expect(withoutArguments("No entry \uD801\uDC28abc found", { q: "\uDC28abc" })).toBe("No entry \uD801… found");
  });
});

describe("failureCause: settings", () => {
  it("reads a setting the server needs from its environment as missing configuration, naming it", () => {
    expect(failureCause("firecrawl_parse requires FIRECRAWL_API_URL to be set to a self-hosted Firecrawl API instance.")).toEqual({
      kind: "environment",
      cause: { kind: "credentials", subject: "FIRECRAWL_API_URL" },
    });
  });

  it("reads 'requires either …' as a refusal of the arguments", () => {
    expect(failureCause("firecrawl_monitor_create requires either `body`, `page`/`pages`, or `queries`.")).toEqual({ kind: "refusal", cause: { kind: "invalid" } });
  });
});

describe("failureCause on a missing program", () => {
  it("reads spawn and spawnSync ENOENT as a missing binary, naming it", () => {
    expect(failureCause("spawn git ENOENT")).toEqual({ kind: "environment", cause: { kind: "binary", subject: "git" } });
    expect(failureCause("Failed to install Helm chart: helm command failed: spawnSync helm ENOENT")).toEqual({ kind: "environment", cause: { kind: "binary", subject: "helm" } });
  });
});

describe("failureCause on a tool that cannot be used", () => {
  it("reads a tool that says it is deprecated as unusable, once its name is written 'this tool'", () => {
    const text = inToolWords("firecrawl_extract is deprecated and unavailable through MCP. Use firecrawl_scrape instead.", "firecrawl_extract");
    expect(failureCause(text)).toEqual({ kind: "unusable" });
  });

  it("does not read a deprecated parameter as an unusable tool", () => {
    expect(failureCause(inToolWords("Parameter 'limit' is deprecated; use 'max' instead.", "search_notes")).kind).not.toBe("unusable");
  });

  it("replaces the tool's name only as a whole name", () => {
    expect(inToolWords("No research results for search", "search")).toBe("No research results for this tool");
  });
});

describe("failureCause on a missing configuration", () => {
  it("reads a current setting that is not set, or a configuration that is missing, as the environment", () => {
    for (const text of ["No current context is set", "The default profile is not configured.", "kubeconfig not found at ~/.kube/config"]) {
      expect(failureCause(text), text).toEqual({ kind: "environment", cause: { kind: "credentials" } });
    }
  });

  it("still reads 'no project found' as a refusal of the value we sent", () => {
    expect(failureCause("No project found with id …")).toEqual({ kind: "refusal", cause: { kind: "not-found" } });
  });
});

describe("failureCause on a database's own syntax error", () => {
  const text = 'Error updating records: SQLITE_ERROR: near "WHERE": syntax error';

  it("reads it as an exception when we sent no query text: the server wrote that SQL itself", () => {
    expect(sentQueryText({ table: "customers", data: {}, conditions: {} })).toBe(false);
    expect(failureCause(text, false)).toEqual({ kind: "exception" });
  });

  it("knows SQLite's message without its code, as better-sqlite3 answers it, at the start of the text or after a prefix", () => {
    // A search with an offset and no limit: the server wrote `… OFFSET ?` without a LIMIT.
    expect(sentQueryText({ query: "PostgreSQL", offset: 1 })).toBe(false);
    expect(failureCause('near "OFFSET": syntax error', false)).toEqual({ kind: "exception" });
    // A table name pasted into CREATE TABLE unquoted (a trial's SQLite server).
    const args = { name: "Project Alpha", columns: [{ name: "Project Alpha", type: "REAL", unique: true }] };
    expect(sentQueryText(args)).toBe(false);
    expect(failureCause(withoutArguments('Database error: near "Alpha": syntax error', args), false)).toEqual({ kind: "exception" });
    expect(failureCause('The note near "Main Street": syntax error in your address', false)).not.toEqual({ kind: "exception" });
  });

  it("tells a syntax error in a clause we made up from one in the server's own SQL", () => {
    const error = (near: string) => `Database error: near "${near}": syntax error`;
    expect(syntaxErrorInOurClause(error("text"), { table: "mcp_checkup_missing", where: "sample text" })).toBe(true);
    expect(syntaxErrorInOurClause('syntax error at or near "value"', { filter: { conditions: "test value" } })).toBe(true);
    expect(syntaxErrorInOurClause(error("-"), { table: "mcp-checkup-missing", where: "example" })).toBe(false);
    expect(syntaxErrorInOurClause(error("WHERE"), { table: "Example", data: {}, where: "example" })).toBe(false);
    expect(syntaxErrorInOurClause(error("Alpha"), { name: "Project Alpha" })).toBe(false);
    expect(syntaxErrorInOurClause("Table 'text' does not exist", { where: "sample text" })).toBe(false);
  });

  it("reads it as a refusal of our value when we sent the query", () => {
    expect(sentQueryText({ sql: "SELECT * FROM t WHERE" })).toBe(true);
    expect(failureCause(text, true)).toEqual({ kind: "refusal", cause: { kind: "invalid" } });
  });
});

describe("failureCause on a value of ours that the server does not know", () => {
  it("reads git's refusals of made-up values as refusals: no such pathspec, a file outside the repository, a ref that cannot be locked beside an existing one", () => {
    const branch = { repo_path: "/tmp/repo", branch_name: "feature/example" };
    expect(failureCause(withoutArguments("Git command failed: error: pathspec 'feature/example' did not match any file(s) known to git", branch), false)).toEqual({
      kind: "refusal",
      cause: { kind: "not-found" },
    });
    const file = { repo_path: "/tmp/repo", files: ["/tmp/mcp-checkup-example.txt"] };
    expect(failureCause(withoutArguments("Git command failed: fatal: /tmp/mcp-checkup-example.txt: '/tmp/mcp-checkup-example.txt' is outside repository at '/tmp/repo'", file), false)).toEqual({
      kind: "refusal",
      cause: { kind: "not-allowed" },
    });
    expect(failureCause(withoutArguments("fatal: cannot lock ref 'refs/heads/feature/example': 'refs/heads/feature' exists; cannot create 'refs/heads/feature/example'", branch), false)).toEqual({
      kind: "refusal",
      cause: { kind: "invalid" },
    });
  });

  it("reads `Vault '<ours>' is not configured` under an error code as a not-found refusal, not a missing setting", () => {
    const text = withoutArguments("VAULT_NOT_FOUND: Vault 'work' is not configured.", { vault: "work", path: "Projects/Plan.md" });
    expect(failureCause(text)).toEqual({ kind: "refusal", cause: { kind: "not-found" } });
    // A setting the server itself lacks is still the environment.
    expect(failureCause("OBSIDIAN_VAULT_PATH is not configured")).toEqual({ kind: "environment", cause: { kind: "credentials", subject: "OBSIDIAN_VAULT_PATH" } });
    expect(failureCause("FIRECRAWL_API_URL must be set")).toMatchObject({ kind: "environment", cause: { subject: "FIRECRAWL_API_URL" } });
  });
});

describe("failureCause on advice to change a setting's value", () => {
  it("reads `set X=1 to use …` after a refusal of our value as that refusal, not a missing setting", () => {
    const text = "Invalid embedding dimension: expected 384, got 1. Re-embed with a 384-dimensional model, or set PROCESS_EMBEDDING_DIM=1 to use 1-dim embeddings.";
    expect(failureCause(text)).toEqual({ kind: "refusal", cause: { kind: "invalid" } });
    expect(failureCause("This tool requires FIRECRAWL_API_URL to be configured")).toMatchObject({ kind: "environment", cause: { subject: "FIRECRAWL_API_URL" } });
  });
});

describe("failureCause on kubectl's refused connection", () => {
  it("reads `The connection to the server localhost:8080 was refused` as a service that is not running here", () => {
    const text = "Failed to install Helm chart using template mode: kubectl command failed: Command failed: kubectl create namespace default\nThe connection to the server localhost:8080 was refused - did you specify the right host or port?";
    expect(failureCause(text)).toEqual({ kind: "environment", cause: { kind: "service", subject: "localhost:8080" } });
  });
});
