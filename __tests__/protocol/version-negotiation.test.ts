import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judgeOffers, offerVersions, UNKNOWN_VERSION, type VersionOffer } from "../../src/protocol/version-negotiation.js";
import { running } from "../mcp/fixture-targets.js";
import { closeHandles, fixture, handleFor, HAVE_SHARED_CASES, sharedCase, TIMEOUT_MS } from "./targets.js";
import type { ServerTarget } from "../../src/mcp/target.js";

afterEach(closeHandles);

async function negotiate(target: ServerTarget) {
  const connection = await handleFor(target).connection();
  const offers = await offerVersions(target, connection, { timeoutMs: TIMEOUT_MS });
  return { offers, ...judgeOffers(offers) };
}

describe("version negotiation", () => {
  it.skipIf(!HAVE_SHARED_CASES)("reports version-negotiation-refused for the shared version-refused case", async () => {
    const { findings, checks } = await negotiate(sharedCase("version-refused"));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["version-negotiation-refused", "warning"]]);
    expect(findings[0]!.message).toContain(`${UNKNOWN_VERSION} (error -32602`);
    expect(findings[0]!.message).toContain("it names 2025-03-26 as supported");
    expect(checks.filter((c) => c.status === "passed").map((c) => c.check)).toEqual(["version negotiation: offering 2025-03-26"]);
  });

  it("reports version-negotiation-echo for a server that echoes a made-up version", async () => {
    const { findings, checks } = await negotiate(fixture("protocol/version-echo"));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["version-negotiation-echo", "error"]]);
    expect(checks.find((c) => c.check.includes(UNKNOWN_VERSION))).toMatchObject({ status: "failed", detail: `echoed ${UNKNOWN_VERSION} back` });
    expect(checks.filter((c) => c.status === "passed")).toHaveLength(4);
  });

  it("accepts a server that answers every offer with the older version it supports", async () => {
    const { findings, checks } = await negotiate(fixture("protocol/version-older"));
    expect(findings).toEqual([]);
    expect(checks.map((c) => c.detail)).toEqual(["answered with 2024-11-05", "answered with 2024-11-05", "answered with 2024-11-05", "supported", "answered with 2024-11-05"]);
  });

  it("reuses the handshake's own initialize and closes every fresh server process it started", async () => {
    const pidDir = mkdtempSync(join(tmpdir(), "mcp-checkup-pids-"));
    try {
      const target = fixture("protocol/version-echo");
      const withPids = { ...target, env: { PID_DIR: pidDir } };
      const connection = await handleFor(withPids).connection();
      const offers = await offerVersions(withPids, connection, { timeoutMs: TIMEOUT_MS });
      expect(offers.map((o) => o.fresh)).toEqual([false, true, true, true, true]);
      const pids = readdirSync(pidDir).map(Number);
      expect(pids).toHaveLength(5); // the handle's server plus four fresh ones
      expect(pids.filter((pid) => running(pid))).toHaveLength(1);
    } finally {
      rmSync(pidDir, { recursive: true, force: true });
    }
  });
});

describe("judgeOffers", () => {
  const offer = (offered: string, outcome: VersionOffer["outcome"], fresh = true): VersionOffer => ({ offered, unknown: offered === UNKNOWN_VERSION, fresh, outcome });
  const died = { kind: "closed" as const, durationMs: 5, exit: { code: 1, signal: null }, stderrTail: "", reason: "exited" };

  it("does not judge an offer that got no answer in time", () => {
    const { checks, findings } = judgeOffers([offer(UNKNOWN_VERSION, { kind: "timeout", durationMs: 5000 })]);
    expect(findings).toEqual([]);
    expect(checks[0]).toMatchObject({ status: "skipped", detail: "no answer within 5000 ms; not judged" });
  });

  it("counts a fresh process that died on one offer as a refusal", () => {
    const { findings } = judgeOffers([offer("2025-11-25", { kind: "result", result: { protocolVersion: "2025-11-25" }, durationMs: 1 }, false), offer("2025-06-18", { kind: "result", result: { protocolVersion: "2025-06-18" }, durationMs: 1 }), offer(UNKNOWN_VERSION, died)]);
    expect(findings.map((f) => f.rule)).toEqual(["version-negotiation-refused"]);
    expect(findings[0]!.message).toContain(`${UNKNOWN_VERSION} (the server process exited with code 1)`);
  });

  it("does not blame the versions when every fresh process died (a server that runs one instance at a time)", () => {
    const { checks, findings } = judgeOffers([offer("2025-06-18", died), offer(UNKNOWN_VERSION, died)]);
    expect(findings).toEqual([]);
    expect(checks.map((c) => c.status)).toEqual(["skipped", "skipped"]);
  });
});
