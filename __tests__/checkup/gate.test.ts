import { describe, expect, it } from "vitest";
import { Inputs } from "../../src/action/constants.js";
import { gateFailures as gateFailuresIn, readGateOptions, type GateOptions } from "../../src/checkup/gate.js";
import { UsageError } from "../../src/errors.js";
import { f, inconclusive, makeScorecard, probe, scenarios } from "../fixtures/scorecard.js";

/** Three clean tools, one failing a high-confidence probe: score 0.8 (B), capped at C. */
const capped = () =>
  makeScorecard({
    probes: [probe("create_note", "failed", "high")],
    findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })],
    probeGradeCap: true,
  });

/** The gate as the Action words it, from options written as the Action's tests always did. */
const gateFailures = (scorecard: Parameters<typeof gateFailuresIn>[0], o: { failUnder: GateOptions["failUnder"] | null; minCoverage?: number; ci: boolean }) =>
  gateFailuresIn(scorecard, { ...(o.failUnder !== null ? { failUnder: o.failUnder } : {}), ...(o.minCoverage !== undefined ? { minCoverage: o.minCoverage } : {}), ci: o.ci, allowDrift: false }, "action");

describe("gateFailures", () => {
  it("passes with no gate set", () => {
    expect(gateFailures(capped(), { failUnder: null, ci: false })).toEqual([]);
  });

  it("fails every gate set on an interrupted run, whatever its partial grade, and no gate when none is set", () => {
    // A run stopped by SIGINT before its first call: nothing ran, so its partial grade is an A on nothing.
    const stopped = { ...makeScorecard({ scenarios: [] }), interrupted: true as const, interruption: "SIGINT" };
    expect(stopped.grade).toBe("A");
    const partial = "the run was interrupted (SIGINT): a partial run passes no gate; run it again to the end";
    expect(gateFailures(stopped, { failUnder: "B", ci: false })).toEqual([partial]);
    expect(gateFailures(stopped, { failUnder: null, minCoverage: 0.5, ci: false })).toEqual([partial]);
    expect(gateFailures(stopped, { failUnder: null, ci: true })).toEqual([partial]);
    expect(gateFailures(stopped, { failUnder: null, ci: false })).toEqual([]);
  });

  it("passes a grade at the mcp-fail-under letter", () => {
    expect(makeScorecard().grade).toBe("A");
    expect(gateFailures(makeScorecard(), { failUnder: "A", ci: false })).toEqual([]);
  });

  it("fails a capped grade below mcp-fail-under, saying it was capped", () => {
    const scorecard = capped();
    expect(scorecard.grade).toBe("C");
    expect(gateFailures(scorecard, { failUnder: "B", ci: false })).toEqual([`grade C (capped) is below ${Inputs.McpFailUnder}: B`]);
  });

  it("fails mcp-min-coverage when too few called tools gave a conclusive happy call", () => {
    const scorecard = makeScorecard({ scenarios: [...scenarios("a", "happy", 1, 1), ...inconclusive("b", "refused", 3), ...inconclusive("c", "blocked", 1)] });
    expect(gateFailures(scorecard, { failUnder: null, minCoverage: 0.5, ci: false })).toEqual([
      `coverage 33% is below ${Inputs.McpMinCoverage}: 50% (supply real values with mcp-args, or the network or keys the server needs with mcp-env; see the job summary)`,
    ]);
    expect(gateFailures(scorecard, { failUnder: null, minCoverage: 0.3, ci: false })).toEqual([]);
  });

  it("fails mcp-ci on a blocking finding, naming the first", () => {
    expect(gateFailures(capped(), { failUnder: null, ci: true })).toEqual([
      `1 blocking finding with ${Inputs.McpCi} (first: probe-silent-noop on create_note); see the job summary`,
    ]);
  });

  it("does not fail mcp-ci on warnings", () => {
    const scorecard = makeScorecard({ findings: [f("description-short", { tool: "create_note" })] });
    expect(gateFailures(scorecard, { failUnder: null, ci: true })).toEqual([]);
  });

  it("fails over mcp-token-budget without mcp-ci, and the budget leaves the score alone", () => {
    const over = makeScorecard({ findings: [f("context-over-budget", { message: "The server costs about 900 tokens of context on every request, over the budget of 500." })] });
    expect(over.grade).toBe("A");
    expect(gateFailures(over, { failUnder: null, ci: false })).toEqual([`over ${Inputs.McpTokenBudget}: The server costs about 900 tokens of context on every request, over the budget of 500.`]);
  });

  it("fails mcp-ci on a client profile the user named, and on a server.json error, but not on a server.json warning", () => {
    const client = makeScorecard({ findings: [f("client-schema-rejected", { tool: "a" })] });
    expect(gateFailures(client, { failUnder: null, ci: true })).toHaveLength(1);
    const invalid = makeScorecard({ findings: [f("server-json-invalid")] });
    expect(gateFailures(invalid, { failUnder: null, ci: true })).toHaveLength(1);
    const mismatch = makeScorecard({ findings: [f("server-json-version-mismatch")] });
    expect(gateFailures(mismatch, { failUnder: null, ci: true })).toEqual([]);
  });

  it("applies both gates when both are set", () => {
    expect(gateFailures(capped(), { failUnder: "A", ci: true })).toHaveLength(2);
  });
});

describe("gateFailures in the CLI's words", () => {
  it("names the CLI flags with their values", () => {
    expect(gateFailuresIn(capped(), { failUnder: "B", ci: true, allowDrift: false }, "cli")).toEqual([
      "grade C (capped) is below --fail-under B",
      "1 blocking finding with --ci (first: probe-silent-noop on create_note); see the findings in the report",
    ]);
  });

  it("fails --min-coverage for a server that never started, which covered nothing", () => {
    const down = makeScorecard({ findings: [f("server-start-failed")] });
    expect(gateFailuresIn(down, { minCoverage: 0.5, ci: false, allowDrift: false }, "cli")).toEqual(["no coverage: the server was not graded (server-start-failed), below --min-coverage 50%"]);
  });

  it("says the coverage gate with --arg and --env as the way to raise it", () => {
    const scorecard = makeScorecard({ scenarios: [...scenarios("a", "happy", 1, 1), ...inconclusive("b", "refused", 3)] });
    expect(gateFailuresIn(scorecard, { minCoverage: 1, ci: false, allowDrift: false }, "cli")[0]).toMatch(/^coverage 50% is below --min-coverage 100% \(supply real values with --arg, .* with --env;/);
  });
});

describe("readGateOptions", () => {
  it("reads a letter, a percentage and the switches", () => {
    expect(readGateOptions({ failUnder: "b", minCoverage: "40%", ci: true }, "cli")).toEqual({ failUnder: "B", minCoverage: 0.4, ci: true, allowDrift: false });
  });

  it("takes an empty text as no gate", () => {
    expect(readGateOptions({ failUnder: "", minCoverage: "" }, "action")).toEqual({ ci: false, allowDrift: false });
  });

  it("names a bad grade as the face says it", () => {
    expect(() => readGateOptions({ failUnder: "Z" }, "cli")).toThrow(new UsageError('--fail-under: "Z" is not a grade; use one of A, B, C, D, F.'));
    expect(() => readGateOptions({ failUnder: "Z" }, "action")).toThrow(/^mcp-fail-under: /);
  });
});
