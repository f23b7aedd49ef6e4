import { afterEach, describe, expect, it } from "vitest";
import { parseErrorCheck, pingCheck, responseIdCheck, unknownMethodCheck } from "../../src/protocol/json-rpc-checks.js";
import { closeHandles, fixture, runOne } from "./targets.js";

afterEach(closeHandles);

const WELL_BEHAVED = fixture("mcp-client/legacy");
const SLOPPY = fixture("protocol/sloppy-basics");
const T = { timeoutMs: 5000 };

describe("unknown method", () => {
  it("passes on -32601", async () => {
    const { check, findings } = await runOne(WELL_BEHAVED, unknownMethodCheck(T));
    expect(check).toMatchObject({ status: "passed", detail: "-32601" });
    expect(findings).toEqual([]);
  });

  it("reports protocol-unknown-method when another error code comes back", async () => {
    const { check, findings } = await runOne(SLOPPY, unknownMethodCheck(T));
    expect(check.status).toBe("failed");
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["protocol-unknown-method", "warning"]]);
    expect(findings[0]!.message).toContain("error -32603");
  });
});

describe("malformed JSON", () => {
  it("passes on -32700 with id null", async () => {
    const { check } = await runOne(WELL_BEHAVED, parseErrorCheck(T));
    expect(check).toMatchObject({ status: "passed", detail: "-32700" });
  });

  it("reports silence at info severity when the server keeps working", async () => {
    const { check, findings } = await runOne(SLOPPY, parseErrorCheck(T));
    expect(check.detail).toBe("no reply (the server kept working)");
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["protocol-parse-error", "info"]]);
  });

  it("reports a server that dies on it as an error naming the check, and restarts it", async () => {
    const { check, findings, handle } = await runOne(fixture("protocol/crash-on-malformed"), parseErrorCheck(T));
    expect(check).toMatchObject({ status: "failed", detail: "the server process exited with code 1 during this check; it was restarted" });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "protocol-parse-error", severity: "error" });
    expect(findings[0]!.message).toBe('The server process exited with code 1 during the protocol check "malformed JSON answered with -32700" and had to be restarted.');
    expect(findings[0]!.evidence?.excerpt).toContain("SyntaxError");
    expect(handle.restarts).toBe(1);
    expect((await handle.connection()).alive).toBe(true);
  });
});

describe("ping", () => {
  it("passes on {}", async () => {
    expect((await runOne(WELL_BEHAVED, pingCheck(T))).check.status).toBe("passed");
  });

  it("reports protocol-ping for a non-empty result", async () => {
    const { findings } = await runOne(SLOPPY, pingCheck(T));
    expect(findings.map((f) => f.rule)).toEqual(["protocol-ping"]);
    expect(findings[0]!.message).toBe('ping was answered with the result {"ok":true} instead of an empty result {}.');
  });
});

describe("response id", () => {
  it("passes when a string id comes back as sent", async () => {
    expect((await runOne(WELL_BEHAVED, responseIdCheck(T))).check).toMatchObject({ status: "passed" });
  });

  it("reports protocol-response-id when a string id comes back as another id", async () => {
    const { check, findings } = await runOne(SLOPPY, responseIdCheck(T));
    expect(check.detail).toBe("answered with id 0");
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["protocol-response-id", "error"]]);
  });
});
