import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerTarget } from "../../src/mcp/target.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { localNonLoopbackAddresses } from "../../src/protocol/binding.js";
import { CHECK } from "../../src/protocol/check-names.js";
import { httpChecks } from "../../src/protocol/http-checks.js";
import { runStep, type ProtocolContext } from "../../src/protocol/step.js";
import { everythingOverHttp, freePort, httpFixture } from "../mcp/http-helpers.js";
import { OPTIONS } from "./targets.js";

/** Starts `target` once for a describe block and runs every HTTP check against it. */
function checked(make: () => Promise<ServerTarget>) {
  const state = {} as { ctx: ProtocolContext; handle: ServerHandle };
  beforeAll(async () => {
    const target = await make();
    state.handle = new ServerHandle(target, OPTIONS);
    await state.handle.connection();
    state.ctx = { handle: state.handle, target, checkTimeoutMs: 5000, checks: [], findings: [] };
    for (const step of httpChecks(target, { timeoutMs: 5000 })) await runStep(state.ctx, step);
  });
  afterAll(() => state.handle.close());
  return {
    status: (name: string) => state.ctx.checks.find((c) => c.check === name)?.status,
    rules: () => state.ctx.findings.map((f) => f.rule),
    finding: (rule: string) => state.ctx.findings.find((f) => f.rule === rule),
  };
}

const hasOtherAddress = localNonLoopbackAddresses().length > 0;

describe("HTTP checks on a well-behaved 2026-07-28 server", () => {
  const run = checked(async () => httpFixture("modern-http", await freePort()));

  it("passes the Origin, MCP-Protocol-Version and GET/DELETE checks", () => {
    expect([run.status(CHECK.httpOrigin), run.status(CHECK.httpProtocolVersion), run.status(CHECK.httpMethods)]).toEqual(["passed", "passed", "passed"]);
    expect(run.status(CHECK.httpStaleSession)).toBe("skipped");
  });

  it.skipIf(!hasOtherAddress)("finds its loopback-only port unreachable on this machine's other addresses", () => {
    expect(run.status(CHECK.httpBinding)).toBe("passed");
    expect(run.rules()).toEqual([]);
  });
});

describe("HTTP checks on a well-behaved legacy server with sessions", () => {
  const run = checked(async () => httpFixture("legacy-http", await freePort()));

  it("passes the Origin, MCP-Protocol-Version and unknown-session checks", () => {
    expect([run.status(CHECK.httpOrigin), run.status(CHECK.httpProtocolVersion), run.status(CHECK.httpStaleSession)]).toEqual(["passed", "passed", "passed"]);
    expect(run.status(CHECK.httpMethods)).toBe("skipped");
  });
});

describe("HTTP checks on server-everything in streamableHttp mode", () => {
  const run = checked(async () => everythingOverHttp("streamableHttp", await freePort()));

  it("reports http-origin-not-rejected: a foreign Origin is served (200), not refused with 403", () => {
    expect(run.status(CHECK.httpOrigin)).toBe("failed");
    expect(run.finding("http-origin-not-rejected")?.message).toBe(
      "A request with the foreign Origin http://evil.example was answered with HTTP 200 instead of 403 Forbidden, so a web page the user visits could drive this server (DNS rebinding).",
    );
  });

  it("passes the MCP-Protocol-Version check (400)", () => {
    expect(run.status(CHECK.httpProtocolVersion)).toBe("passed");
  });

  it("reports http-stale-session-accepted: an unknown session id gets 400, not 404", () => {
    expect(run.finding("http-stale-session-accepted")?.message).toContain("answered with HTTP 400 instead of 404 Not Found");
  });

  it.skipIf(!hasOtherAddress)("reports http-bound-publicly: it listens on every interface", () => {
    expect(run.finding("http-bound-publicly")?.severity).toBe("warning");
  });
});

describe("HTTP checks on server-everything in sse mode", () => {
  const run = checked(async () => everythingOverHttp("sse", await freePort()));

  it("reports http-origin-not-rejected for the SSE stream, and skips the Streamable-only checks", () => {
    expect(run.finding("http-origin-not-rejected")?.message).toContain("Opening the SSE stream with the foreign Origin http://evil.example was answered with HTTP 200");
    expect([run.status(CHECK.httpProtocolVersion), run.status(CHECK.httpStaleSession), run.status(CHECK.httpMethods)]).toEqual(["skipped", "skipped", "skipped"]);
  });
});
