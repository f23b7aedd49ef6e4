import { describe, expect, it } from "vitest";
import { finding } from "../../src/findings/finding.js";
import { dedupeFindings, mergedRefs } from "../../src/run/dedupe-findings.js";

const f = (tool: string, parameter?: string) =>
  finding("edge-crash", { tool, ...(parameter ? { parameter } : {}), message: `The server died (${tool}).`, fix: "Validate." });

describe("dedupeFindings", () => {
  it("keeps one finding per tool per rule and counts the repeats in the message", () => {
    const out = dedupeFindings([f("a", "x"), f("a", "y"), f("b", "x"), f("a", "x")]);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual(expect.objectContaining({ tool: "a", message: "The server died (a) (seen in 3 calls)." }));
    expect(out[0]?.parameter).toBeUndefined();
    expect(out[1]).toEqual(expect.objectContaining({ tool: "b", parameter: "x", message: "The server died (b)." }));
  });

  it("keeps the parameter when every repeat names the same one", () => {
    expect(dedupeFindings([f("a", "x"), f("a", "x")])[0]?.parameter).toBe("x");
  });

  it("keeps different rules for one tool apart", () => {
    const other = finding("edge-timeout", { tool: "a", message: "m", fix: "f" });
    expect(dedupeFindings([f("a"), other])).toHaveLength(2);
  });
});

describe("mergedRefs", () => {
  it("points a call's reference at the merged finding, dropping a parameter the merge dropped", () => {
    const merged = dedupeFindings([f("a", "x"), f("a", "y")]);
    expect(mergedRefs([{ rule: "edge-crash", tool: "a", parameter: "y" }], merged)).toEqual([{ rule: "edge-crash", tool: "a" }]);
  });

  it("keeps the parameter when the merged finding kept it", () => {
    expect(mergedRefs([{ rule: "edge-crash", tool: "a", parameter: "x" }], dedupeFindings([f("a", "x"), f("a", "x")]))).toEqual([{ rule: "edge-crash", tool: "a", parameter: "x" }]);
  });

  it("keeps a reference to nothing merged as it is", () => {
    expect(mergedRefs([{ rule: "edge-timeout", tool: "b" }], dedupeFindings([f("a")]))).toEqual([{ rule: "edge-timeout", tool: "b" }]);
  });
});
