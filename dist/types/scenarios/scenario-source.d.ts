import type { Scenario } from "./scenario.js";
/**
 * Scenarios in run order, produced as a run reaches them (issue 14: planning per tool, pipelined with calling, so
 * the first call goes out at once). A plan made as it runs (`PlanCursor`) is one; so is a plain list
 * ({@link listSource}).
 */
export interface ScenarioSource {
    /** Scenario `index` of the run order (0-based), planning as far as needed; undefined past the end. */
    at(index: number): Scenario | undefined;
    /** Plans a little further (about one tool's share), as a run does while a call is out; false once nothing is left to plan. */
    ahead(): boolean;
    /** How many scenarios are planned so far (every one, for a list). */
    planned(): number;
}
/** A list as a source. */
export declare function listSource(list: readonly Scenario[]): ScenarioSource;
/** A list or a source, as a source. */
export declare function toSource(scenarios: readonly Scenario[] | ScenarioSource): ScenarioSource;
/** `head`'s scenarios before `index`, then every scenario of `rest`: what replacing the scenarios from `index` on gives. */
export declare function replacedFrom(head: ScenarioSource, index: number, rest: ScenarioSource): ScenarioSource;
/**
 * The scenarios of `first`, then those of `then` from its index `from` on. `first` may be a source planning as the
 * run goes (a re-plan, `run/plan-run.ts`): where it ends is known once it is planned to its end, which happens only
 * when the run reaches that end (or `ahead` gets there while calls are out).
 */
export declare function followedBy(first: readonly Scenario[] | ScenarioSource, then: ScenarioSource, from: number): ScenarioSource;
/** How many scenarios `source` has from `index` on (plans the rest). */
export declare function remainingFrom(source: ScenarioSource, index: number): number;
