import { describe, expect, it } from "vitest";
import { pollutionCapReason, pollutionFindings } from "../../src/checkup/run-findings.js";

const banner = { line: "Demo MCP Server version : 1.0.0", atMs: 3 };
const debug = (n: number) => Array.from({ length: n }, (_, i) => ({ line: `debug: call ${i}`, atMs: 100 + i, duringSession: true }));

describe("stdout pollution", () => {
  it("caps the grade for lines written while serving requests, saying how many", () => {
    expect(pollutionCapReason([banner, ...debug(50)])).toBe("stdout-pollution (50 non-JSON-RPC lines on stdout while serving requests)");
  });

  it("does not cap for a start-up banner alone, which costs its lint error", () => {
    expect(pollutionCapReason([banner])).toBeUndefined();
    expect(pollutionFindings([banner])).toEqual([expect.objectContaining({ rule: "stdout-pollution", severity: "error" })]);
    expect(pollutionFindings([banner])[0]!.message).toContain("before its first JSON-RPC message (a start-up banner)");
  });

  it("says in one finding how many of the lines came while serving requests", () => {
    const [finding] = pollutionFindings([banner, ...debug(2)]);
    expect(finding!.message).toContain("3 line(s) to stdout that are not JSON-RPC messages, 2 of them while serving requests");
  });
});
