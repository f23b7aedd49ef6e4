import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { freePort } from "../mcp/http-helpers.js";

/**
 * A server on the official TypeScript SDK v2 (`@modelcontextprotocol/server` 2.4.0 and its node adapter
 * `@modelcontextprotocol/node` 2.1.2, pinned devDependencies; `__tests__/fixtures/sdk-v2/server.mjs`), graded end
 * to end in each serving mode. Its tools are correct, so every protocol finding must be one a raw JSON-RPC session
 * confirms. What was verified by hand (newline-delimited JSON-RPC on stdin, and curl for HTTP):
 *
 * - `serveStdio` (dual era) picks the era from the first request that claims one; `server/discover` itself does
 *   not pin it. `server/discover` (modern `_meta`) then a bare `ping` pins the legacy era: the ping gets `{}`, and
 *   after it `server/discover` gets -32601 and `tools/list` results lack `resultType` — the four protocol errors
 *   our run used to cause by sending that ping behind the era probe. With `_meta` on the ping, it gets -32601
 *   (no ping in 2026-07-28) and the connection stays modern.
 * - On a fresh process opened by `server/discover`: `server/discover` naming 1999-01-01 gets -32022 with
 *   `data.supported` ["2026-07-28"] and `data.requested`; `tools/list` whose `_meta` lacks `clientCapabilities`
 *   gets -32602; results carry `resultType`, `ttlMs` and `cacheScope`. (Once a modern request has pinned the
 *   connection, the same server answers requests naming 1999-01-01 with results: per-request version checks happen
 *   only before the pin. The checks run on fresh connections, as the spec's per-request model has it.)
 * - A malformed JSON line gets no reply on stdio in either mode (the SDK drops it): the `protocol-parse-error`
 *   info finding is real and costs nothing.
 * - Over HTTP, `createMcpHandler` does no Origin validation (its documentation says to put it in front): a POST
 *   with `Origin: http://evil.example` gets 200, so `http-origin-not-rejected` is real. A malformed body gets
 *   -32700, GET and DELETE get 405, `MCP-Protocol-Version: 1999-01-01` gets 400 (-32020), `tools/list` whose `_meta`
 *   lacks `clientCapabilities` gets 400 with -32602, and a claim-less POST is served
 *   the stateless legacy way, as a dual-era endpoint may.
 */
const SERVER = fileURLToPath(new URL("../fixtures/sdk-v2/server.mjs", import.meta.url));

function options(target: ServerTarget): CheckupOptions {
  return { ...DEFAULTS, target, args: { global: {}, perTool: {} }, only: [], skip: [], timeoutMs: 10_000 };
}

/** Findings that cost score or fail a gate (info never does). */
const costly = (scorecard: Scorecard) => scorecard.findings.filter((f) => f.severity !== "info").map((f) => f.rule);

describe.concurrent("a server on the TypeScript SDK v2", () => {
  it("server.connect(new StdioServerTransport()): graded in the legacy era with no protocol finding", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [SERVER, "legacy"] }));
    expect(scorecard.protocol).toMatchObject({ era: "legacy", version: "2025-11-25" });
    expect(costly(scorecard)).toEqual([]);
    expect(scorecard.protocol_checks.filter((c) => c.status === "failed").map((c) => c.check)).toEqual(["malformed JSON answered with -32700"]);
    expect(scorecard.grade).toBe("A");
  });

  it("serveStdio(factory): graded in the modern era, and every modern check passes", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [SERVER, "dual"] }));
    expect(scorecard.protocol).toMatchObject({ era: "modern", version: "2026-07-28" });
    expect(costly(scorecard)).toEqual([]);
    const modern = scorecard.protocol_checks.filter((c) => /-32022|_meta|server\/discover|resultType/.test(c.check));
    expect(modern.map((c) => [c.check, c.status])).toEqual([
      ["server/discover lists supportedVersions and capabilities", "passed"],
      ["results carry resultType", "passed"],
      ["unknown version answered with -32022", "passed"],
      ["request missing required _meta fields refused with -32602", "passed"],
    ]);
    expect(scorecard.grade).toBe("A");
  });

  it("serveStdio(factory) still starting when the era probe times out: graded modern all the same", async () => {
    // Before: its answer to server/discover came after the probe's 1,500 ms and was dropped; the process, pinned
    // modern by that probe, refused the unknown-version initialize with -32022, and the server was graded legacy
    // with a false version-negotiation-refused warning. A loaded CI runner (or npx, uv, docker) starts that slowly.
    const quoted = [process.execPath, SERVER, "dual"].map((word) => `'${word}'`).join(" ");
    const scorecard = await runCheckup(options({ kind: "stdio", command: "sh", args: ["-c", `sleep 1.8; exec ${quoted}`] }));
    expect(scorecard.protocol).toMatchObject({ era: "modern", version: "2026-07-28" });
    expect(costly(scorecard)).toEqual([]);
    expect(scorecard.protocol_checks.filter((c) => c.status === "failed").map((c) => c.check)).toEqual(["malformed JSON answered with -32700"]);
  }, 30_000); // the start alone takes 1.8 s

  it("createMcpHandler over Streamable HTTP (node adapter): modern, with only the Origin check failing, which is real", async () => {
    const port = await freePort();
    const target: ServerTarget = {
      kind: "http",
      url: `http://127.0.0.1:${port}/mcp`,
      launch: { command: process.execPath, args: [SERVER, "http"], env: { PORT: String(port) } },
    };
    const scorecard = await runCheckup(options(target));
    expect(scorecard.protocol).toMatchObject({ era: "modern", version: "2026-07-28" });
    expect(costly(scorecard)).toEqual(["http-origin-not-rejected"]);
    expect(scorecard.protocol_checks.filter((c) => c.status === "failed").map((c) => c.check)).toEqual(["foreign Origin rejected with 403"]);
  });

  it("refuses a made-up note title cleanly: refused, not failed", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [SERVER, "dual"] }));
    const lookups = scorecard.scenarios.filter((s) => s.tool === "lookup_note" && s.kind === "happy");
    expect(lookups.map((s) => s.outcome)).toEqual(["refused", "refused", "refused"]);
    expect(scorecard.coverage).toBe(0.5);
    expect(scorecard.inconclusive).toEqual([expect.objectContaining({ outcome: "refused", cause: { kind: "not-found" }, tools: ["lookup_note"], calls: 3 })]);
  });
});
