import type { CallCause, InconclusiveGroup, ScenarioResult } from "./types.js";
/** The sentence saying what happened, and the fix, for one cause. */
export declare function inconclusiveWords(cause: CallCause, scenarios: readonly ScenarioResult[]): {
    reason: string;
    fix: string;
};
/**
 * Groups the refused and blocked calls — happy calls, and edge calls the environment stopped — by outcome and cause
 * (kind and subject): blocked first, then refused, each by number of calls (most first); tools in `toolOrder` order
 * (then first seen). Pure.
 */
export declare function inconclusiveGroups(scenarios: readonly ScenarioResult[], toolOrder?: readonly string[]): InconclusiveGroup[];
