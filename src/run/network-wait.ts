import type { CallCause, ScenarioResult } from "../scorecard/types.js";

/**
 * Timeouts while the network is missing (DESIGN.md "Scenarios and how a call is judged": a missing network is the
 * environment, not the server's failure). A call that gets no answer in time says nothing of its cause; but when
 * other calls of the same run were blocked because the server could not reach the network or a service on this
 * machine, a tool that never answers is most likely waiting on that same network — a search client retrying an
 * unreachable API, seen on a published search aggregator graded offline: 18 tools answered `fetch failed` at once,
 * 3 others backed off past every timeout. Such timeouts are `blocked` (cause `network-wait`) instead of `failed`.
 * A run with no network-blocked call keeps its timeouts as failures.
 */

/** The causes that show the server cannot reach what it calls. */
const OFFLINE: ReadonlySet<CallCause["kind"]> = new Set(["network", "service"]);

/** Whether any call of the run was blocked by a missing network or service. */
export function ranOffline(results: readonly Pick<ScenarioResult, "outcome" | "cause">[]): boolean {
  return results.some((r) => r.outcome === "blocked" && r.cause !== undefined && OFFLINE.has(r.cause.kind));
}

/** Whether `result` is a timeout that, in an offline run, is blocked rather than failed. */
export function isNetworkWait(result: Pick<ScenarioResult, "verdict" | "outcome">): boolean {
  return result.verdict === "timeout" && result.outcome === "failed";
}

/** `result` (a timeout) as a blocked call waiting on the network: outcome `blocked`, cause `network-wait`, no rules. */
export function asNetworkWait(result: ScenarioResult): ScenarioResult {
  const { findings: _dropped, ...rest } = result;
  return { ...rest, outcome: "blocked", passed: false, cause: { kind: "network-wait" }, rules: [], detail: `${result.detail} (other calls could not reach the network)` };
}
