import type { ScenarioResult } from "../scorecard/types.js";
/** Whether any call of the run was blocked by a missing network or service. */
export declare function ranOffline(results: readonly Pick<ScenarioResult, "outcome" | "cause">[]): boolean;
/** Whether `result` is a timeout that, in an offline run, is blocked rather than failed. */
export declare function isNetworkWait(result: Pick<ScenarioResult, "verdict" | "outcome">): boolean;
/** `result` (a timeout) as a blocked call waiting on the network: outcome `blocked`, cause `network-wait`, no rules. */
export declare function asNetworkWait(result: ScenarioResult): ScenarioResult;
