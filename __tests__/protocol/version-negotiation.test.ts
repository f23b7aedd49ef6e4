import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judgeOffers, offerVersions, UNKNOWN_VERSION, type VersionOffer } from "../../src/protocol/version-negotiation.js";
import { running } from "../mcp/fixture-targets.js";
import { closeHandles, fixture, handleFor, HAVE_SHARED_CASES, OPTIONS, sharedCase, TIMEOUT_MS } from "./targets.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import { FreshSessions } from "../../src/protocol/fresh-sessions.js";
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

  /** Offers against `target` with a PID_DIR in its environment: the offers, and how many processes were started in all. */
  async function negotiateCounting(target: ServerTarget & { kind: "stdio" }, checkTimeoutMs = TIMEOUT_MS) {
    const pidDir = mkdtempSync(join(tmpdir(), "mcp-checkup-pids-"));
    try {
      const withPids = { ...target, env: { PID_DIR: pidDir } };
      const connection = await handleFor(withPids).connection();
      const offers = await offerVersions(withPids, connection, { timeoutMs: TIMEOUT_MS, checkTimeoutMs });
      const pids = readdirSync(pidDir).map(Number);
      return { offers, ...judgeOffers(offers), processes: pids.length, running: pids.filter((pid) => running(pid)).length };
    } finally {
      rmSync(pidDir, { recursive: true, force: true });
    }
  }

  it("makes every offer on one fresh process when the server names each revision it is offered, and reuses the handshake's", async () => {
    const { offers, processes, running: alive } = await negotiateCounting(fixture("protocol/version-echo"));
    expect(offers.map((o) => [o.offered, o.fresh])).toEqual([
      ["2025-11-25", false],
      ["2025-06-18", true],
      ["2025-03-26", true],
      ["2024-11-05", true],
      [UNKNOWN_VERSION, true],
    ]);
    expect(processes).toBe(2); // the handle's server and one fresh one
    expect(alive).toBe(1); // the fresh one is closed
  });

  it("offers a revision again on a process of its own when the shared process answered it with another version", async () => {
    const { checks, processes } = await negotiateCounting(fixture("protocol/version-older"));
    expect(checks.map((c) => c.detail)).toEqual(["answered with 2024-11-05", "answered with 2024-11-05", "answered with 2024-11-05", "supported", "answered with 2024-11-05"]);
    expect(processes).toBe(4); // the handle's, the shared one, and one each for 2025-06-18 and 2025-03-26
  });

  for (const again of ["refuse", "cached"]) {
    it(`judges a server that answers a second initialize with ${again === "refuse" ? "an error" : "its first version"} as on processes of its own`, async () => {
      const { checks, findings, processes } = await negotiateCounting(fixture("protocol/initialize-once", "--again", again));
      expect(findings).toEqual([]);
      expect(checks.map((c) => [c.status, c.detail])).toEqual([
        ["passed", "supported"],
        ["passed", "supported"],
        ["passed", "supported"],
        ["passed", "supported"],
        ["passed", "answered with 2025-11-25"],
      ]);
      expect(processes).toBe(5);
    });
  }

  it("does not wait out the timeout of a second initialize the server ignores: a ping behind it tells", async () => {
    // A check timeout no test would outlast: the offers must be made again on processes of their own long before it.
    const { checks, processes } = await negotiateCounting(fixture("protocol/initialize-once", "--again", "ignore"), 600_000);
    expect(checks.every((c) => c.status === "passed")).toBe(true);
    expect(processes).toBe(5);
  });
});

describe("version negotiation on the process under test (ConnectOptions.firstOffer)", () => {
  const handles: ServerHandle[] = [];
  afterEach(async () => void (await Promise.all(handles.splice(0).map((h) => h.close()))));

  /**
   * The unknown revision as the first initialize of `target`'s process, the other revisions offered again on it
   * afterwards (what the checkup does): the connection, the offers and their verdicts, and how many processes and
   * fresh sessions were started in all.
   */
  async function negotiateOnProcess(target: ServerTarget & { kind: "stdio" }) {
    const pidDir = mkdtempSync(join(tmpdir(), "mcp-checkup-pids-"));
    try {
      const withPids = { ...target, env: { ...target.env, PID_DIR: pidDir } };
      const handle = new ServerHandle(withPids, { ...OPTIONS, firstOffer: UNKNOWN_VERSION });
      handles.push(handle);
      const connection = await handle.connection();
      let opened = 0;
      const sessions = new FreshSessions({ begin: () => (opened++, () => undefined) });
      const made = [...connection.handshake.initialize];
      const offers = await offerVersions(withPids, connection, { timeoutMs: TIMEOUT_MS, made, reofferOn: connection, sessions });
      const pids = readdirSync(pidDir).map(Number);
      return { connection, offers, ...judgeOffers(offers), processes: pids.length, running: pids.filter((pid) => running(pid)).length, opened };
    } finally {
      rmSync(pidDir, { recursive: true, force: true });
    }
  }

  it("keeps the official memory server's counter-offer as the session, and makes every other offer on that process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-memory-"));
    try {
      const memory = { kind: "stdio" as const, command: resolve("node_modules/.bin/mcp-server-memory"), args: [], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") } };
      const { connection, checks, findings, opened } = await negotiateOnProcess(memory);
      expect(connection.protocolVersion).toBe("2025-11-25");
      expect(connection.handshake.initialize.map((a) => a.offered)).toEqual([UNKNOWN_VERSION]);
      expect(connection.handshake.restartedAfterOffer).toBe(false);
      expect(opened).toBe(0);
      expect(findings).toEqual([]);
      expect(checks.map((c) => [c.status, c.detail])).toEqual([...Array(4).fill(["passed", "supported"]), ["passed", "answered with 2025-11-25"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("starts a server that echoes the unknown revision again for the usual offer, and reports the echo", async () => {
    const { connection, findings, processes, running: alive } = await negotiateOnProcess(fixture("protocol/version-echo"));
    expect(connection.protocolVersion).toBe("2025-11-25");
    expect(connection.handshake.initialize.map((a) => a.offered)).toEqual([UNKNOWN_VERSION, "2025-11-25"]);
    expect(connection.handshake.restartedAfterOffer).toBe(true);
    expect(findings.map((f) => f.rule)).toEqual(["version-negotiation-echo"]);
    expect([processes, alive]).toEqual([2, 1]); // the replaced first process is stopped
  });

  it("gives each offer its process refused again a fresh process of its own, with the verdicts of fresh processes", async () => {
    const { checks, findings, processes, opened } = await negotiateOnProcess(fixture("protocol/initialize-once", "--again", "refuse"));
    expect(findings).toEqual([]);
    expect(checks.map((c) => [c.status, c.detail])).toEqual([...Array(4).fill(["passed", "supported"]), ["passed", "answered with 2025-11-25"]]);
    expect([processes, opened]).toEqual([5, 4]);
  });

  it("does not wait out the start timeout when the first offer is ignored: two pings behind it tell, and the offer is not judged", async () => {
    const target = fixture("protocol/initialize-once", "--again", "cached", "--ignore-unknown");
    const handle = new ServerHandle(target, { ...OPTIONS, timeoutMs: 600_000, startTimeoutMs: 600_000, firstOffer: UNKNOWN_VERSION });
    handles.push(handle);
    const connection = await handle.connection();
    expect(connection.handshake.initialize.map((a) => [a.offered, a.outcome.kind])).toEqual([
      [UNKNOWN_VERSION, "timeout"],
      ["2025-11-25", "result"],
    ]);
    const { checks } = judgeOffers(await offerVersions(target, connection, { timeoutMs: TIMEOUT_MS, made: connection.handshake.initialize, reofferOn: connection }));
    expect(checks.find((c) => c.check.includes(UNKNOWN_VERSION))?.status).toBe("skipped");
  });

  it("makes no first offer to a restarted process", async () => {
    const handle = new ServerHandle(fixture("protocol/version-echo"), { ...OPTIONS, firstOffer: UNKNOWN_VERSION });
    handles.push(handle);
    const first = await handle.connection();
    await first.close();
    const again = await handle.connection();
    expect(again.handshake.initialize.map((a) => a.offered)).toEqual(["2025-11-25"]);
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

  it("names the one refusal finding on every refused offer's check", () => {
    const refusal = { kind: "error" as const, error: { code: -32602, message: "unsupported" }, durationMs: 1 };
    const { checks } = judgeOffers([offer("2025-06-18", refusal), offer(UNKNOWN_VERSION, refusal)]);
    expect(checks.map((c) => c.findings)).toEqual([[{ rule: "version-negotiation-refused" }], [{ rule: "version-negotiation-refused" }]]);
  });

  it("names the echo finding on the check of the made-up version that was echoed", () => {
    const { checks } = judgeOffers([offer(UNKNOWN_VERSION, { kind: "result", result: { protocolVersion: UNKNOWN_VERSION }, durationMs: 1 })]);
    expect(checks[0]).toMatchObject({ status: "failed", rules: ["version-negotiation-echo"], findings: [{ rule: "version-negotiation-echo" }] });
  });

  it("does not blame the versions when every fresh process died (a server that runs one instance at a time)", () => {
    const { checks, findings } = judgeOffers([offer("2025-06-18", died), offer(UNKNOWN_VERSION, died)]);
    expect(findings).toEqual([]);
    expect(checks.map((c) => c.status)).toEqual(["skipped", "skipped"]);
  });
});
