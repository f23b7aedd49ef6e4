import { describe, expect, it } from "vitest";
import { HANDSHAKE_FAILURE, readProbe, readRefusal } from "../../src/mcp/handshake.js";
import type { RequestOutcome } from "../../src/mcp/types.js";

const result = (value: unknown): RequestOutcome => ({ kind: "result", result: value, durationMs: 3 });
const error = (code: number, data?: unknown): RequestOutcome => ({ kind: "error", error: { code, message: "nope", ...(data !== undefined ? { data } : {}) }, durationMs: 3 });
const versionError = (supported: string[]) => ({ code: -32602, message: "Unsupported protocol version", data: { supported, requested: "2025-11-25" } });

describe("readProbe", () => {
  it("goes modern with the version a DiscoverResult offers", () => {
    const discovered = { supportedVersions: ["2026-07-28"] };
    expect(readProbe(result(discovered))).toEqual({ eraDecision: "discover-result", next: "modern", version: "2026-07-28", discovered });
  });

  it("falls back to legacy on a DiscoverResult offering no modern version", () => {
    expect(readProbe(result({ supportedVersions: ["2025-11-25"] }))).toEqual({ eraDecision: "discover-result", next: "legacy" });
  });

  it("falls back to legacy on a result that is not a DiscoverResult", () => {
    expect(readProbe(result({ tools: [] }))).toEqual({ eraDecision: "discover-invalid", next: "legacy" });
  });

  it("retries modern with the version a -32022 error names", () => {
    expect(readProbe(error(-32022, { supported: ["2026-07-28"] }))).toEqual({ eraDecision: "discover-version-error", next: "modern-retry", version: "2026-07-28" });
  });

  it("falls back to legacy on method not found, whatever the code", () => {
    expect(readProbe(error(-32601))).toEqual({ eraDecision: "discover-error", next: "legacy" });
  });

  it("falls back to legacy on silence", () => {
    expect(readProbe({ kind: "timeout", durationMs: 1500 })).toEqual({ eraDecision: "discover-timeout", next: "legacy" });
  });

  it("restarts a server the probe killed before trying legacy", () => {
    expect(readProbe({ kind: "closed", durationMs: 4, stderrTail: "", reason: "the server exited" })).toEqual({ eraDecision: "discover-exit", next: "restart-then-legacy" });
  });
});

describe("readRefusal", () => {
  it("retries once with a legacy revision the refusal names", () => {
    expect(readRefusal(versionError(["2025-03-26"]), "2025-11-25", true)).toEqual({ next: "retry", version: "2025-03-26" });
  });

  it("does not retry with the revision it already offered", () => {
    expect(readRefusal(versionError(["2025-11-25"]), "2025-11-25", true)).toEqual({ next: "fail" });
  });

  it("switches to modern in auto mode when the refusal names only modern revisions", () => {
    expect(readRefusal(versionError(["2026-07-28"]), "2025-11-25", true)).toEqual({ next: "modern", version: "2026-07-28" });
  });

  it("does not switch to modern when the protocol was pinned to legacy", () => {
    expect(readRefusal(versionError(["2026-07-28"]), "2025-11-25", false)).toEqual({ next: "fail" });
  });

  it("fails on a refusal that names no revision", () => {
    expect(readRefusal({ data: undefined }, "2025-11-25", true)).toEqual({ next: "fail" });
  });
});

describe("HANDSHAKE_FAILURE", () => {
  it("names the revisions a server that refuses a pinned modern revision supports", () => {
    expect(HANDSHAKE_FAILURE.unsupported("2026-07-28", ["2025-11-25"])).toBe("The server does not support MCP 2026-07-28; it supports 2025-11-25.");
  });

  it("says how initialize failed", () => {
    expect(HANDSHAKE_FAILURE.initialize("2025-11-25", { kind: "timeout", durationMs: 5000 })).toBe("The server did not complete the initialize handshake (offered MCP 2025-11-25): no answer within 5000 ms.");
  });
});
