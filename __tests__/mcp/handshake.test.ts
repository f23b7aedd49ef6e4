import { afterEach, describe, expect, it } from "vitest";
import { cliName } from "../../src/checkup/option-names.js";
import { OptionError, ServerStartError, UsageError } from "../../src/errors.js";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import type { ConnectOptions, ServerTarget } from "../../src/mcp/target.js";
import { VERSION } from "../../src/version.js";
import { fileURLToPath } from "node:url";
import { UNKNOWN_VERSION } from "../../src/mcp/versions.js";
import { AUTO, fixture } from "./fixture-targets.js";

const FIXTURE_DIR = fileURLToPath(new URL("../fixtures/mcp-client/", import.meta.url));

const open: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connected(target: ServerTarget, options: Partial<ConnectOptions> = {}): Promise<McpConnection> {
  const connection = await connect(target, { ...AUTO, ...options });
  open.push(connection);
  return connection;
}

function failure(target: ServerTarget, options: Partial<ConnectOptions> = {}): Promise<unknown> {
  return connect(target, { ...AUTO, ...options }).then(
    (c) => {
      open.push(c);
      throw new Error("connected, but a failure was expected");
    },
    (error: unknown) => error,
  );
}

describe("handshake, auto", () => {
  it("falls back to initialize when server/discover gets -32601, offering 2025-11-25", async () => {
    const connection = await connected(fixture("legacy"));
    expect(connection.era).toBe("legacy");
    expect(connection.protocolVersion).toBe("2025-11-25");
    expect(connection.serverInfo).toEqual({ name: "client-fixture", version: "1.2.3" });
    expect(connection.instructions).toBe("Fixture instructions.");
    expect(connection.capabilities).toEqual({ tools: {} });
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-error", restartedAfterProbe: false });
    expect(connection.exchanges().map((e) => e.method)).toEqual(["server/discover", "ping", "initialize"]);
  });

  it("restarts a server that exited on server/discover and completes initialize on the new process", async () => {
    const connection = await connected(fixture("legacy", "--exit-on-discover"));
    expect(connection.era).toBe("legacy");
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-exit", restartedAfterProbe: true });
    expect(connection.handshake.probe[0]).toMatchObject({ kind: "closed", exit: { code: 1 } });
    expect((await connection.listTools()).tools.length).toBeGreaterThan(0);
  });

  it("falls back to initialize without waiting out the probe timeout when the server answers ping but not server/discover", async () => {
    const connection = await connected(fixture("legacy", "--silent-discover"), { discoverTimeoutMs: 60_000 });
    expect(connection.era).toBe("legacy");
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-ignored", probe: [] });
    expect(connection.exchanges().map((e) => [e.method, e.outcome?.kind])).toEqual([
      ["server/discover", undefined],
      ["ping", "result"],
      ["initialize", "result"],
    ]);
  });

  it("falls back to initialize when nothing is answered within the probe timeout", async () => {
    const connection = await connected(fixture("legacy", "--silent-before-initialize"), { discoverTimeoutMs: 300 });
    expect(connection.era).toBe("legacy");
    expect(connection.handshake.eraDecision).toBe("discover-timeout");
    expect(connection.handshake.probe).toEqual([expect.objectContaining({ kind: "timeout" })]);
  });

  it("speaks 2026-07-28 to a server that answers server/discover, with _meta on every request", async () => {
    const connection = await connected(fixture("modern", "--log"));
    expect(connection.era).toBe("modern");
    expect(connection.protocolVersion).toBe("2026-07-28");
    expect(connection.serverInfo).toEqual({ name: "modern-fixture", version: "2.0.0" });
    expect(connection.instructions).toBe("Modern fixture.");
    expect(connection.handshake.eraDecision).toBe("discover-result");
    expect((await connection.listTools()).tools.map((t) => t.name)).toEqual(["echo"]);
    const echoed = await connection.callTool("echo", { message: "modern hi" });
    expect(echoed).toMatchObject({ kind: "result", result: { content: [{ text: "modern hi" }], resultType: "complete" } });
    const call = connection.exchanges().find((e) => e.method === "tools/call")!;
    expect(call.params!._meta).toEqual({
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "mcp-checkup", version: VERSION },
    });
  });

  it("uses the modern version a -32022 error names, without falling back to initialize", async () => {
    const connection = await connected(fixture("modern", "--versions", "2026-12-01"));
    expect(connection.era).toBe("modern");
    expect(connection.protocolVersion).toBe("2026-12-01");
    expect(connection.handshake.eraDecision).toBe("discover-version-error");
    expect(connection.exchanges().map((e) => e.method)).toEqual(["server/discover", "ping", "server/discover"]);
    expect((await connection.listTools()).tools).toHaveLength(1);
  });

  it("switches to modern when the probe times out and initialize is refused naming only modern versions", async () => {
    const connection = await connected(fixture("modern", "--lose-probe"), { discoverTimeoutMs: 100 });
    expect(connection.era).toBe("modern");
    expect(connection.handshake.eraDecision).toBe("initialize-version-error");
    expect((await connection.listTools()).tools).toHaveLength(1);
  });
});

/** A stdio target that starts `node <script> ...args` only after `seconds`: a server still starting when the probe times out. */
function slowToStart(seconds: number, script: string, ...args: string[]): ServerTarget {
  const quoted = [process.execPath, script, ...args].map((word) => `'${word}'`).join(" ");
  return { kind: "stdio", command: "sh", args: ["-c", `sleep ${seconds}; exec ${quoted}`] };
}

const SDK_V2 = fileURLToPath(new URL("../fixtures/sdk-v2/server.mjs", import.meta.url));

describe("handshake, a server still starting when the probe times out", () => {
  // Before: the probe's answer, arriving after its 200 ms, was dropped; the dual-era SDK v2 server, which the probe
  // had pinned to the modern era, then refused the unknown-version initialize with -32022 and was graded legacy on
  // a restarted process (with a false version-negotiation-refused warning). A loaded CI runner did the same.
  it("grades a dual-era server (SDK v2 serveStdio) modern from the probe's late answer", async () => {
    const connection = await connected(slowToStart(0.8, SDK_V2, "dual"), { discoverTimeoutMs: 200, firstOffer: UNKNOWN_VERSION });
    expect(connection.era).toBe("modern");
    expect(connection.protocolVersion).toBe("2026-07-28");
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-late", restartedAfterOffer: false, restartedAfterProbe: false });
    expect(connection.handshake.probe).toEqual([expect.objectContaining({ kind: "timeout" }), expect.objectContaining({ kind: "result" })]);
    expect(connection.handshake.probe[1]!.durationMs).toBeGreaterThan(200); // measured to its late arrival
    expect((await connection.listTools()).tools.map((t) => t.name).sort()).toEqual(["lookup_note", "sum"]);
  });

  it("grades a modern-only server modern without starting it again", async () => {
    const connection = await connected(slowToStart(0.8, FIXTURE_DIR + "modern.mjs"), { discoverTimeoutMs: 200, firstOffer: UNKNOWN_VERSION });
    expect(connection.era).toBe("modern");
    expect(connection.handshake).toMatchObject({ eraDecision: "discover-late", restartedAfterOffer: false });
    expect((await connection.listTools()).tools.map((t) => t.name)).toEqual(["echo"]);
  });

  it("keeps a legacy server legacy when its late answer to the probe is an error", async () => {
    const connection = await connected(slowToStart(0.8, FIXTURE_DIR + "legacy.mjs"), { discoverTimeoutMs: 200 });
    expect(connection.era).toBe("legacy");
    expect(connection.handshake.eraDecision).toBe("discover-timeout");
    expect((await connection.listTools()).tools.length).toBeGreaterThan(0);
  });
});

describe("handshake, legacy and pinned", () => {
  it("goes straight to initialize with protocol legacy", async () => {
    const connection = await connected(fixture("legacy"), { protocol: "legacy" });
    expect(connection.handshake.eraDecision).toBe("pinned");
    expect(connection.exchanges().map((e) => e.method)).toEqual(["initialize"]);
  });

  it("offers a pinned legacy revision in initialize", async () => {
    const connection = await connected(fixture("legacy"), { protocol: "2025-06-18" });
    expect(connection.protocolVersion).toBe("2025-06-18");
    expect(connection.handshake.initialize.map((a) => a.offered)).toEqual(["2025-06-18"]);
  });

  it("speaks only modern when 2026-07-28 is pinned", async () => {
    const connection = await connected(fixture("modern"), { protocol: "2026-07-28" });
    expect(connection.era).toBe("modern");
    expect(connection.handshake.eraDecision).toBe("pinned");
  });

  it("fails with ServerStartError when 2026-07-28 is pinned and the server is legacy", async () => {
    const error = await failure(fixture("legacy"), { protocol: "2026-07-28" });
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toMatch(/^The server did not complete server\/discover for MCP 2026-07-28: error -32601 "Method not found: server\/discover"\./);
    // It was up and said no: the finding's fix then points at --protocol, not at the command.
    expect((error as ServerStartError).handshake).toBe("error");
  });

  it("keeps going with a version it does not know when the server answers one", async () => {
    const connection = await connected(fixture("legacy", "--answer-version", "2099-01-01"), { protocol: "legacy" });
    expect(connection.era).toBe("legacy");
    expect(connection.protocolVersion).toBe("2099-01-01");
  });

  it("retries initialize once with the revision a refusal names", async () => {
    const connection = await connected(fixture("legacy", "--refuse-version", "2025-03-26"));
    expect(connection.protocolVersion).toBe("2025-03-26");
    expect(connection.handshake.initialize.map((a) => [a.offered, a.outcome.kind])).toEqual([
      ["2025-11-25", "error"],
      ["2025-03-26", "result"],
    ]);
  });

  it("fails with ServerStartError when a modern-only server is pinned to legacy", async () => {
    const error = await failure(fixture("modern"), { protocol: "legacy" });
    expect((error as Error).message).toMatch(/initialize handshake \(offered MCP 2025-11-25\): error -32601/);
  });

  it("fails with ServerStartError naming the exit code and the last stderr lines when the server exits at start", async () => {
    const error = await failure(fixture("legacy", "--exit-at-start"));
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as ServerStartError).message).toBe(
      "The server did not complete the initialize handshake (offered MCP 2025-11-25): the server process exited with code 2.\n" +
        "Last stderr lines:\nfatal: missing API_TOKEN\ngiving up",
    );
    expect((error as ServerStartError).stderrTail).toBe("fatal: missing API_TOKEN\ngiving up\n");
  });

  it("fails with ServerStartError when the server never answers initialize", async () => {
    const target = { kind: "stdio" as const, command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"] };
    const error = await failure(target, { protocol: "legacy", startTimeoutMs: 300 });
    expect((error as Error).message).toMatch(/offered MCP 2025-11-25\): no answer within \d+ ms\. The server wrote nothing to stderr\.$/);
  });

  it("says a silent server was asked twice, with the whole wait, when the first offer went unanswered too", async () => {
    const target = { kind: "stdio" as const, command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"] };
    const error = await failure(target, { protocol: "legacy", startTimeoutMs: 300, firstOffer: UNKNOWN_VERSION });
    expect((error as ServerStartError).handshake).toBe("timeout");
    expect((error as Error).message).toMatch(
      new RegExp(
        `offered MCP 2025-11-25\\): no answer within \\d+ ms\\. The process before it gave no answer either \\(to an initialize offering MCP ${UNKNOWN_VERSION}, a revision that does not exist, for the version-negotiation check, within \\d+ ms\\) and was started again: 0\\.\\d s without an answer in all\\. The server wrote nothing to stderr\\.$`,
      ),
    );
  });

  it("rejects a protocol that is neither auto, legacy nor a revision", async () => {
    const error = await failure(fixture("legacy"), { protocol: "latest" });
    expect(error).toBeInstanceOf(UsageError);
    expect((error as OptionError).option).toBe("protocol");
    expect((error as OptionError).wordedFor(cliName)).toBe('--protocol must be "auto", "legacy" or a revision such as 2025-11-25; got "latest".');
  });
});
