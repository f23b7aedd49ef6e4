import { describe, expect, it } from "vitest";
import type { AcceptedList } from "../../src/findings/accepted.js";
import { blockingFindings } from "../../src/scorecard/blocking.js";
import { buildScorecard } from "../../src/scorecard/build.js";
import { reportInconsistency } from "../../src/scorecard/report-consistency.js";
import { f, parts, probe, scenarios, tools } from "../fixtures/scorecard.js";

const accept = (...entries: AcceptedList["entries"]): AcceptedList => ({ file: "mcp-accepted.yml", entries });

/** A three-tool server whose `search` fails every valid call. */
const failingSearch = (accepted?: AcceptedList) =>
  buildScorecard(
    parts({
      tools: tools(["create", "search", "list"]),
      scenarios: [...scenarios("create", "happy", 3, 3), ...scenarios("search", "happy", 0, 3), ...scenarios("list", "happy", 3, 3)],
      findings: [f("happy-call-failed", { tool: "search" })],
      ...(accepted ? { accepted } : {}),
    }),
  );

describe("accepted findings cost nothing", () => {
  it("takes the failed calls of an accepted happy-call-failed out of the happy rate", () => {
    expect(failingSearch().happy_pass_rate).toBeCloseTo(6 / 9, 4);
    const scorecard = failingSearch(accept({ rule: "happy-call-failed", tool: "search", reason: "known" }));
    expect(scorecard.happy_pass_rate).toBe(1);
    expect(scorecard.grade).toBe("A");
  });

  it("keeps the accepted finding in the scorecard, marked with its reason", () => {
    const scorecard = failingSearch(accept({ rule: "happy-call-failed", tool: "search", reason: "known" }));
    expect(scorecard.findings).toEqual([expect.objectContaining({ rule: "happy-call-failed", tool: "search", accepted: { reason: "known" } })]);
    expect(scorecard.acceptance).toEqual({ file: "mcp-accepted.yml", entries: 1, accepted: 1, stale: 0, expired: 0 });
  });

  it("does not block --ci with an accepted finding", () => {
    expect(blockingFindings(failingSearch(accept({ rule: "happy-call-failed", tool: "search", reason: "known" })))).toEqual([]);
  });

  it("blocks --ci with a stale entry", () => {
    const scorecard = failingSearch(accept({ rule: "happy-call-failed", tool: "search", reason: "known" }, { rule: "edge-crash", tool: "create", reason: "old" }));
    expect(blockingFindings(scorecard).map((x) => x.rule)).toEqual(["accepted-stale"]);
  });

  it("does not cap the grade for an accepted high-confidence probe failure", () => {
    const build = (accepted?: AcceptedList) =>
      buildScorecard(
        parts({
          probes: [probe("create_note", "failed", "high")],
          findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })],
          ...(accepted ? { accepted } : {}),
        }),
      );
    expect(build().grade_cap.capped).toBe(true);
    const accepted = build(accept({ rule: "probe-silent-noop", tool: "create_note", reason: "the store is eventually consistent" }));
    expect(accepted.grade_cap.capped).toBe(false);
    expect(accepted.grade).toBe("A");
  });

  it("does not cap the grade for accepted stdout pollution", () => {
    const build = (accepted?: AcceptedList) =>
      buildScorecard(parts({ findings: [f("stdout-pollution")], capReasons: ["stdout-pollution (3 non-JSON-RPC lines on stdout while serving requests)"], ...(accepted ? { accepted } : {}) }));
    expect(build().grade).toBe("C");
    expect(build(accept({ rule: "stdout-pollution", reason: "a debug banner we cannot remove yet" })).grade).toBe("A");
  });

  it("leaves accepted lint findings out of the lint score", () => {
    const build = (accepted?: AcceptedList) =>
      buildScorecard(parts({ findings: [f("property-no-type", { tool: "create_note", parameter: "x", pointer: "/inputSchema/properties/x" })], ...(accepted ? { accepted } : {}) }));
    expect(build().lint_score).toBeLessThan(1);
    expect(build(accept({ rule: "property-no-type", tool: "create_note", parameter: "x", pointer: "/inputSchema/properties/x", reason: "r" })).lint_score).toBe(1);
  });

  it("gives a report with accepted findings a grade publish-only mode agrees with", () => {
    expect(reportInconsistency(failingSearch(accept({ rule: "happy-call-failed", tool: "search", reason: "known" })))).toBeNull();
  });
});

