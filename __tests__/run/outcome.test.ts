import { describe, expect, it } from "vitest";
import { decideCall, verdictOf, type CallFacts } from "../../src/run/outcome.js";
import type { Scenario } from "../../src/scenarios/scenario.js";

const happy: Scenario = { tool: "t", kind: "happy", description: "happy path #1", arguments: { id: "x" }, omitArguments: false, expectInvalid: false };
const edge: Scenario = { ...happy, kind: "edge", edge: "wrong-type", description: "edge: wrong type for 'id'", expectInvalid: true };
const unknownTool: Scenario = { ...edge, edge: "unknown-tool", tool: "no_such_tool" };

const facts = (over: Partial<CallFacts>): CallFacts => ({ wire: "result", resultIsObject: true, isError: false, cause: { kind: "unknown" }, shape: [], ...over });
const decided = (scenario: Scenario, over: Partial<CallFacts>) => {
  const d = decideCall(scenario, facts(over));
  return [d.verdict, d.outcome, d.raise.map((r) => r.rule + (r.severity ? `:${r.severity}` : "")).join(",")];
};

describe("verdictOf", () => {
  it("names what came back on the wire", () => {
    expect(verdictOf(facts({ wire: "timeout" }))).toBe("timeout");
    expect(verdictOf(facts({ wire: "closed" }))).toBe("crash");
    expect(verdictOf(facts({ wire: "error", code: -32602 }))).toBe("invalid-params");
    expect(verdictOf(facts({ wire: "error", code: -32603 }))).toBe("internal-error");
    expect(verdictOf(facts({ isError: true }))).toBe("tool-error");
    expect(verdictOf(facts({ resultIsObject: false }))).toBe("rpc-error");
    expect(verdictOf(facts({}))).toBe("ok");
  });
});

describe("decideCall on a happy call (valid values)", () => {
  it.each([
    ["no answer", { wire: "timeout" }, ["timeout", "failed", "call-timeout"]],
    ["a death", { wire: "closed" }, ["crash", "failed", "happy-call-failed"]],
    ["-32602", { wire: "error", code: -32602 }, ["invalid-params", "refused", ""]],
    ["-32603", { wire: "error", code: -32603 }, ["internal-error", "failed", "happy-call-failed"]],
    ["an isError refusal", { isError: true }, ["tool-error", "refused", ""]],
    ["an isError exception", { isError: true, cause: { kind: "exception" } }, ["tool-error", "failed", "happy-call-failed"]],
    ["an isError naming the network", { isError: true, cause: { kind: "environment", cause: { kind: "network" } } }, ["tool-error", "blocked", ""]],
    ["a success hiding an error", { report: { strength: "strong", source: "structure", message: "failed" } }, ["ok", "failed", "error-not-flagged"]],
    ["a success breaking its outputSchema", { shape: ["output-schema-mismatch"] }, ["ok", "failed", "output-schema-mismatch"]],
    ["a plain success", {}, ["ok", "passed", ""]],
  ] as const)("%s", (_what, over, expected) => {
    expect(decided(happy, over as Partial<CallFacts>)).toEqual(expected);
  });
});

describe("decideCall on an edge call (bad values)", () => {
  it.each([
    ["a death", { wire: "closed" }, ["crash", "failed", "edge-crash"]],
    ["no answer", { wire: "timeout" }, ["timeout", "failed", "edge-timeout"]],
    ["-32602", { wire: "error", code: -32602 }, ["invalid-params", "passed", ""]],
    ["-32603", { wire: "error", code: -32603 }, ["internal-error", "failed", "edge-internal-error"]],
    ["an isError refusal", { isError: true }, ["tool-error", "passed", ""]],
    ["a success on input the schema forbids", {}, ["ok", "passed", "edge-accepted-invalid"]],
  ] as const)("%s", (_what, over, expected) => {
    expect(decided(edge, over as Partial<CallFacts>)).toEqual(expected);
  });

  it("lets -32603 on arguments that are not an object pass with an info note (SDK request checks)", () => {
    expect(decided({ ...edge, edge: "arguments-not-object" }, { wire: "error", code: -32603 })).toEqual(["internal-error", "passed", "edge-internal-error:info"]);
  });
});

describe("decideCall on the unknown tool", () => {
  it.each([
    ["-32602", { wire: "error", code: -32602 }, ["invalid-params", "passed", ""]],
    ["-32601", { wire: "error", code: -32601 }, ["rpc-error", "passed", "unknown-tool-wrong-error"]],
    ["an isError result", { isError: true }, ["tool-error", "passed", "unknown-tool-wrong-error:info"]],
    ["a success", {}, ["ok", "failed", "unknown-tool-wrong-error"]],
    ["silence", { wire: "timeout" }, ["timeout", "failed", "unknown-tool-no-reply"]],
  ] as const)("%s", (_what, over, expected) => {
    expect(decided(unknownTool, over as Partial<CallFacts>)).toEqual(expected);
  });
});

describe("decideCall when the wire spoiled the answer", () => {
  it("blocks a happy call that needs credentials and fails the rest without a finding of its own", () => {
    expect(decideCall(happy, facts({ wire: "error", code: -32600, clientSide: { httpStatus: 401 } }))).toMatchObject({ outcome: "blocked", cause: { kind: "credentials" }, raise: [] });
    expect(decideCall(happy, facts({ wire: "error", code: -32603, clientSide: { problem: "response-too-large" } }))).toMatchObject({ outcome: "failed", raise: [] });
    expect(decideCall(happy, facts({ wire: "error", code: -32603, clientSide: { httpStatus: 500 } })).raise.map((r) => r.rule)).toEqual(["happy-call-failed"]);
  });
});
