import { describe, expect, it } from "vitest";
import { boundEvidence, EVIDENCE_MAX_CHARS } from "../../src/findings/evidence-bounds.js";

describe("boundEvidence", () => {
  it("keeps evidence within the bound as it is", () => {
    const evidence = { request: { name: "x" }, response: { content: [] }, excerpt: "short" };
    expect(boundEvidence(evidence)).toEqual(evidence);
  });

  it("cuts a 10 MB response to the bound and says how long it was", () => {
    const big = { content: [{ type: "text", text: "x".repeat(10_000_000) }] };
    const bounded = boundEvidence({ response: big });
    expect(typeof bounded.response).toBe("string");
    expect((bounded.response as string).length).toBeLessThan(EVIDENCE_MAX_CHARS + 60);
    expect(bounded.response).toMatch(/… \(truncated from 10000\d+ characters\)$/);
  });

  it("cuts a long excerpt the same way", () => {
    expect(boundEvidence({ excerpt: "y".repeat(9000) }).excerpt).toMatch(/^y{4000}… \(truncated from 9000 characters\)$/);
  });
});
