import { describe, expect, it } from "vitest";
import { redactScorecard } from "../../src/scorecard/redact-scorecard.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";

describe("redactScorecard", () => {
  it("redacts the secret from every string: server text, findings, evidence and the target", () => {
    const scorecard = { ...makeScorecard({ findings: [f("happy-call-failed", { message: "said tok-SECRET-1", evidence: { response: { text: "tok-SECRET-1" } } })] }), target: "node s.js tok-SECRET-1" };
    scorecard.server = { name: "srv tok-SECRET-1", version: "1" };
    const redacted = redactScorecard(scorecard, new Redactor(["tok-SECRET-1"]));
    expect(JSON.stringify(redacted)).not.toContain("tok-SECRET-1");
    expect(redacted.findings[0]!.message).toBe("said [redacted]");
    expect(redacted.server.name).toBe("srv [redacted]");
  });

  it("bounds evidence even with nothing to redact", () => {
    const scorecard = makeScorecard({ findings: [f("happy-call-failed", { evidence: { excerpt: "z".repeat(10_000) } })] });
    expect(redactScorecard(scorecard, Redactor.none).findings[0]!.evidence!.excerpt!.length).toBeLessThan(4100);
  });
});
