import { describe, expect, it } from "vitest";
import { asNetworkWait, isNetworkWait, ranOffline } from "../../src/run/network-wait.js";
import type { ScenarioResult } from "../../src/scorecard/types.js";

const row = (fields: Partial<ScenarioResult>): ScenarioResult => ({
  tool: "search",
  kind: "happy",
  description: "happy path #1",
  verdict: "ok",
  outcome: "passed",
  passed: true,
  duration_ms: 5,
  detail: "ok",
  rules: [],
  ...fields,
});
const timedOut = row({ verdict: "timeout", outcome: "failed", passed: false, detail: "timeout: no answer within 30 s", rules: ["call-timeout"] });

describe("network-wait", () => {
  it("sees a run as offline when a call was blocked by a missing network or a service not running", () => {
    expect(ranOffline([row({ outcome: "blocked", cause: { kind: "network", subject: "api.example.com" } })])).toBe(true);
    expect(ranOffline([row({ outcome: "blocked", cause: { kind: "service", subject: "localhost:8080" } })])).toBe(true);
  });

  it("does not see a run as offline for a missing key or a refused value", () => {
    expect(ranOffline([row({ outcome: "blocked", cause: { kind: "credentials", subject: "API_KEY" } }), row({ outcome: "refused", cause: { kind: "not-found" } })])).toBe(false);
  });

  it("takes only failed timeouts as waits on the network", () => {
    expect(isNetworkWait(timedOut)).toBe(true);
    expect(isNetworkWait(row({ verdict: "crash", outcome: "failed", passed: false }))).toBe(false);
  });

  it("turns a timeout into a blocked call with cause network-wait and no rules", () => {
    expect(asNetworkWait(timedOut)).toMatchObject({ outcome: "blocked", passed: false, cause: { kind: "network-wait" }, rules: [], detail: "timeout: no answer within 30 s (other calls could not reach the network)" });
  });
});
