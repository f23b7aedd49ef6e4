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

  it("lists what the other calls sent when it differs from the first's, happy calls as valid arguments", () => {
    const raised = [f("a", "x"), f("a", "y"), f("a", "x"), f("a"), f("a"), f("a")];
    const sent = ["edge: missing required 'x'", "edge: wrong type for 'y' (a string instead of an integer)", "edge: missing required 'x'", "happy path #1", "happy path #2", "edge: empty and zero values"];
    const callOf = new Map(raised.map((r, i) => [r, sent[i]]));
    expect(dedupeFindings(raised, (r) => callOf.get(r))[0]?.message).toBe(
      "The server died (a) (seen in 6 calls; also wrong type for 'y' (a string instead of an integer), valid arguments, empty and zero values).",
    );
    // Calls that all sent the same kind of input: only the count.
    const happy = [f("b"), f("b")];
    const happyOf = new Map([[happy[0]!, "happy path #1"], [happy[1]!, "happy path #3"]]);
    expect(dedupeFindings(happy, (r) => happyOf.get(r))[0]?.message).toBe("The server died (b) (seen in 2 calls).");
    // More than four others: the first four and how many more.
    const many = Array.from({ length: 7 }, () => f("c"));
    const manyOf = new Map(many.map((r, i) => [r, `edge: missing required 'p${i}'`]));
    expect(dedupeFindings(many, (r) => manyOf.get(r))[0]?.message).toBe(
      "The server died (c) (seen in 7 calls; also missing required 'p1', missing required 'p2', missing required 'p3', missing required 'p4' and 2 more).",
    );
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
