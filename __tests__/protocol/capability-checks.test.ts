import { afterEach, describe, expect, it } from "vitest";
import { declaredCapabilitiesCheck, toolsCapabilityCheck } from "../../src/protocol/capability-checks.js";
import { closeHandles, fixture, runOne } from "./targets.js";

afterEach(closeHandles);

const T = { timeoutMs: 5000 };

describe("tools capability", () => {
  it("passes when the tools capability is declared", async () => {
    expect((await runOne(fixture("mcp-client/legacy"), toolsCapabilityCheck(T))).check).toMatchObject({ status: "passed", detail: "declared" });
  });

  it("reports protocol-capability-missing when tools are served without the capability", async () => {
    const { check, findings } = await runOne(fixture("protocol/sloppy-basics"), toolsCapabilityCheck(T));
    expect(check.detail).toBe("not declared, but tools/list returns 1 tool(s)");
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["protocol-capability-missing", "warning"]]);
  });
});

describe("declared capabilities", () => {
  it("skips a server that declares neither prompts nor resources", async () => {
    expect((await runOne(fixture("mcp-client/legacy"), declaredCapabilitiesCheck(T))).check.status).toBe("skipped");
  });

  it("reports protocol-capability-broken when a declared capability's list method fails", async () => {
    const { findings } = await runOne(fixture("protocol/sloppy-basics"), declaredCapabilitiesCheck(T));
    expect(findings.map((f) => f.rule)).toEqual(["protocol-capability-broken"]);
    expect(findings[0]!.message).toBe('The server declares prompts but prompts/list gave error -32603 "Internal error: no handler for prompts/list".');
  });
});
