import { afterEach, describe, expect, it } from "vitest";
import type { WaitLane } from "../../src/mcp/wait-clock.js";
import { CHECK } from "../../src/protocol/check-names.js";
import { startFreshChecks } from "../../src/protocol/fresh-checks.js";
import { discoverFieldsCheck, modernMetaMissingCheck, modernVersionErrorCheck, resultTypeCheck } from "../../src/protocol/modern-checks.js";
import type { CheckTiming, StepSpec } from "../../src/protocol/step.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { closeHandles, fixture, handleFor, HAVE_SHARED_CASES, runOne, sharedCase, TIMEOUT_MS } from "./targets.js";

afterEach(closeHandles);

/** A lane that counts the fresh sessions opened on it. */
function countingLane(): WaitLane & { opened: number } {
  const lane = { opened: 0, begin: () => (lane.opened++, () => undefined) };
  return lane;
}

async function freshRun(target: ServerTarget) {
  const connection = await handleFor(target).connection();
  const lane = countingLane();
  const results = await startFreshChecks(connection, target, { timeoutMs: TIMEOUT_MS, waitLane: lane }).done;
  return { ...results, sessions: lane.opened };
}

const MODERN: [string, (timing: CheckTiming) => StepSpec][] = [
  [CHECK.discoverFields, discoverFieldsCheck],
  [CHECK.resultType, resultTypeCheck],
  [CHECK.modernVersionError, modernVersionErrorCheck],
  [CHECK.modernMetaMissing, modernMetaMissingCheck],
];

describe("fresh checks", () => {
  it.skipIf(!HAVE_SHARED_CASES)("runs every 2026-07-28 check on one fresh connection when each passes", async () => {
    const { steps, sessions, versions } = await freshRun(sharedCase("modern-stateless"));
    expect(sessions).toBe(1);
    expect([...steps.values()].map((r) => r.check.status)).toEqual(["passed", "passed", "passed", "passed"]);
    expect(versions!.checks.map((c) => c.status)).toEqual(["skipped"]);
  });

  it("runs every 2026-07-28 check on one fresh process of the SDK v2's serveStdio, resultType last (a served tools/list settles its connection)", async () => {
    const { steps, sessions } = await freshRun(fixture("sdk-v2/server", "dual"));
    expect(sessions).toBe(1);
    expect([...steps.entries()].map(([name, r]) => [name, r.check.status])).toEqual([
      [CHECK.discoverFields, "passed"],
      [CHECK.modernVersionError, "passed"],
      [CHECK.modernMetaMissing, "passed"],
      [CHECK.resultType, "passed"],
    ]);
  });

  it("gives each 2026-07-28 check after the first that fails a connection of its own", async () => {
    const { sessions } = await freshRun(fixture("protocol/modern-sloppy"));
    expect(sessions).toBe(4);
  });

  it("records each 2026-07-28 check as a run on a connection of its own would", async () => {
    const target = fixture("protocol/modern-sloppy");
    const { steps } = await freshRun(target);
    for (const [name, make] of MODERN) {
      const alone = await runOne(target, make({ timeoutMs: 5000 }));
      expect(steps.get(name)?.check).toEqual(alone.check);
      const words = (f: { rule: string; severity: string; message: string } | undefined) => f && [f.rule, f.severity, f.message];
      expect(words(steps.get(name)?.finding)).toEqual(words(alone.findings[0]));
    }
  });

  it("makes the version offers of a legacy server and records no modern step", async () => {
    const { steps, versions, sessions } = await freshRun(fixture("protocol/version-echo"));
    expect(steps.size).toBe(0);
    expect(versions!.findings.map((f) => f.rule)).toEqual(["version-negotiation-echo"]);
    expect(sessions).toBe(1);
  });

  it("closes its sessions at once when stopped, and still settles", async () => {
    const target = fixture("protocol/version-echo");
    const connection = await handleFor(target).connection();
    const fresh = startFreshChecks(connection, target, { timeoutMs: TIMEOUT_MS });
    fresh.stop();
    const { versions } = await fresh.done;
    expect(versions!.checks.every((c) => c.status !== "passed" || c.detail === "supported")).toBe(true);
  });
});
