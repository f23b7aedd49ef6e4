import { describe, expect, it } from "vitest";
import { connectTransport } from "../../src/mcp/connect-transport.js";
import { MemoryTransport } from "../../src/mcp/memory-transport.js";
import { failed, firstLine, passed, runOn, skipped, stepBudgetMs, type StepSpec } from "../../src/protocol/step.js";
import { memoryServer } from "../mcp/memory-servers.js";

/** A legacy in-memory server whose `ping` ends the process (exit 7, a line of stderr). */
const connection = () =>
  connectTransport(
    () =>
      new MemoryTransport((frame, peer) => {
        if (frame.includes('"ping"')) {
          peer.writeStderr("panic: ping\n");
          return peer.exit(7);
        }
        memoryServer()(frame, peer);
      }),
    { protocol: "legacy", timeoutMs: 1000 },
  );

const spec = (run: StepSpec["run"]): StepSpec => ({ name: "ping answered with {}", rule: "protocol-ping", fix: "Answer ping with {}.", run });

describe("runOn", () => {
  it("records a passed check without a finding", async () => {
    const record = await runOn(spec(async () => passed("{}")), await connection(), 1000);
    expect(record.check).toMatchObject({ check: "ping answered with {}", status: "passed", detail: "{}" });
    expect(record.finding).toBeUndefined();
  });

  it("turns a failed check into a finding under its rule, with its fix and severity", async () => {
    const record = await runOn(spec(async () => failed("a result", "ping was answered with a result.", { severity: "warning" })), await connection(), 1000);
    expect(record.check).toMatchObject({ status: "failed", detail: "a result" });
    expect(record.finding).toMatchObject({ rule: "protocol-ping", severity: "warning", message: "ping was answered with a result.", fix: "Answer ping with {}." });
  });

  it("reports a check that throws (our own bug) as skipped, with the first line of the error", async () => {
    const record = await runOn(spec(async () => Promise.reject(new Error("no such field\n    at x"))), await connection(), 1000);
    expect(record.check).toMatchObject({ status: "skipped", detail: "the check could not run: no such field" });
  });

  it("fails a check that does not finish within its budget", async () => {
    const record = await runOn(spec(() => new Promise(() => undefined)), await connection(), 50);
    expect(record.check).toMatchObject({ status: "failed", detail: "the check did not finish in time" });
    expect(record.finding?.message).toBe('The protocol check "ping answered with {}" got no answer in time.');
  });

  it("fails the check at error severity, naming it and the exit, when the server dies during it", async () => {
    const record = await runOn(spec(async (c) => (await c.request("ping"), passed("{}"))), await connection(), 1000);
    expect(record.died).toBe(true);
    expect(record.check).toMatchObject({ status: "failed", detail: "the server process exited with code 7 during this check; it was restarted" });
    expect(record.finding).toMatchObject({
      rule: "protocol-ping",
      severity: "error",
      message: 'The server process exited with code 7 during the protocol check "ping answered with {}" and had to be restarted.',
      evidence: { excerpt: "panic: ping" },
    });
  });
});

describe("step helpers", () => {
  it("give a step two requests' time and a second of slack", () => {
    expect(stepBudgetMs(5000)).toBe(11_000);
  });

  it("shorten an error to its first line", () => {
    expect(firstLine(new Error("one\ntwo"))).toBe("one");
    expect(firstLine("plain")).toBe("plain");
  });

  it("build results", () => {
    expect(skipped("n/a")).toEqual({ status: "skipped", detail: "n/a" });
  });
});
