import { afterEach, describe, expect, it } from "vitest";
import { runProtocolChecks } from "../../src/protocol/index.js";
import { CHECK } from "../../src/protocol/check-names.js";
import { closeHandles, fixture, handleFor, HAVE_SHARED_CASES, sharedCase, TIMEOUT_MS } from "./targets.js";
import type { ServerTarget } from "../../src/mcp/target.js";

afterEach(closeHandles);

async function protocolRun(target: ServerTarget) {
  const handle = handleFor(target);
  await handle.connection();
  const run = await runProtocolChecks(handle, target, { timeoutMs: TIMEOUT_MS });
  return { ...run, handle };
}

describe("runProtocolChecks", () => {
  it("passes a well-behaved legacy server with no findings", async () => {
    const { checks, findings } = await protocolRun(fixture("protocol/version-older"));
    expect(findings).toEqual([]);
    expect(checks.map((c) => c.check)).toContain(CHECK.ping);
    expect(checks.filter((c) => c.status === "failed")).toEqual([]);
  });

  it.skipIf(!HAVE_SHARED_CASES)("grades the shared modern-stateless case clean, with the modern checks and without ping", async () => {
    const { checks, findings } = await protocolRun(sharedCase("modern-stateless"));
    expect(findings).toEqual([]);
    expect(checks.map((c) => c.check)).toEqual(
      expect.arrayContaining([CHECK.modernVersionError, CHECK.modernMetaMissing, CHECK.discoverFields, CHECK.resultType]),
    );
    expect(checks.map((c) => c.check)).not.toContain(CHECK.ping);
    expect(checks.find((c) => c.check === CHECK.versionNegotiation)?.status).toBe("skipped");
  });

  it.skipIf(!HAVE_SHARED_CASES)("gives the shared version-refused case exactly version-negotiation-refused", async () => {
    const { findings } = await protocolRun(sharedCase("version-refused"));
    expect(findings.map((f) => f.rule)).toEqual(["version-negotiation-refused"]);
  });

  it("leaves the handle's server running after a check killed it", async () => {
    const { findings, handle } = await protocolRun(fixture("protocol/crash-on-malformed"));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["protocol-parse-error", "error"]]);
    expect(handle.restarts).toBe(1);
    expect((await handle.connection()).alive).toBe(true);
  });

  it("has the check a server died on name the finding it raised", async () => {
    const { checks } = await protocolRun(fixture("protocol/crash-on-malformed"));
    expect(checks.filter((c) => c.status === "failed").map((c) => [c.rules, c.findings])).toEqual([[["protocol-parse-error"], [{ rule: "protocol-parse-error" }]]]);
  });

  it("leaves rules and findings off the checks that passed", async () => {
    const { checks } = await protocolRun(fixture("protocol/version-older"));
    expect(checks.filter((c) => c.rules !== undefined || c.findings !== undefined)).toEqual([]);
  });
});
