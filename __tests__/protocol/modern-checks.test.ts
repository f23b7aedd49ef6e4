import { afterEach, describe, expect, it } from "vitest";
import { discoverFieldsCheck, modernMetaMissingCheck, modernVersionErrorCheck, resultTypeCheck } from "../../src/protocol/modern-checks.js";
import type { CheckTiming, StepSpec } from "../../src/protocol/step.js";
import { closeHandles, fixture, HAVE_SHARED_CASES, runOne, sharedCase } from "./targets.js";

afterEach(closeHandles);

const T = { timeoutMs: 5000 };
const checks: [string, (timing: CheckTiming) => StepSpec, string][] = [
  ["unknown version", modernVersionErrorCheck, "protocol-modern-version-error"],
  ["missing _meta", modernMetaMissingCheck, "protocol-modern-meta-missing"],
  ["server/discover fields", discoverFieldsCheck, "protocol-discover-fields"],
  ["resultType", resultTypeCheck, "protocol-result-type"],
];

describe("modern-era checks", () => {
  for (const [what, make, rule] of checks) {
    it.skipIf(!HAVE_SHARED_CASES)(`passes the shared modern-stateless case on ${what}`, async () => {
      const { check, findings } = await runOne(sharedCase("modern-stateless"), make(T));
      expect(check.status).toBe("passed");
      expect(findings).toEqual([]);
    });

    it(`reports ${rule} for a sloppy modern server`, async () => {
      const { check, findings } = await runOne(fixture("protocol/modern-sloppy"), make(T));
      expect(check.status).toBe("failed");
      expect(findings.map((f) => f.rule)).toEqual([rule]);
    });
  }

  it("names what the server/discover result lacks", async () => {
    const { findings } = await runOne(fixture("protocol/modern-sloppy"), discoverFieldsCheck(T));
    expect(findings[0]!.message).toBe("The server/discover result has no capabilities object.");
  });
});
