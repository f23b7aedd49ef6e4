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
export function listSource(list: readonly Scenario[]): ScenarioSource {
  return { at: (index) => list[index], ahead: () => false, planned: () => list.length };
}

/** A list or a source, as a source. */
export function toSource(scenarios: readonly Scenario[] | ScenarioSource): ScenarioSource {
  return isSource(scenarios) ? scenarios : listSource(scenarios);
}

function isSource(scenarios: readonly Scenario[] | ScenarioSource): scenarios is ScenarioSource {
  return !Array.isArray(scenarios);
}

/** `head`'s scenarios before `index`, then every scenario of `rest`: what replacing the scenarios from `index` on gives. */
export function replacedFrom(head: ScenarioSource, index: number, rest: ScenarioSource): ScenarioSource {
  return {
    at: (i) => (i < index ? head.at(i) : rest.at(i - index)),
    ahead: () => rest.ahead(),
    planned: () => Math.min(head.planned(), index) + rest.planned(),
  };
}

/**
 * The scenarios of `first`, then those of `then` from its index `from` on. `first` may be a source planning as the
 * run goes (a re-plan, `run/plan-run.ts`): where it ends is known once it is planned to its end, which happens only
 * when the run reaches that end (or `ahead` gets there while calls are out).
 */
export function followedBy(first: readonly Scenario[] | ScenarioSource, then: ScenarioSource, from: number): ScenarioSource {
  const head = toSource(first);
  let length: number | undefined; // head's, once it is planned to its end
  return {
    at: (i) => {
      if (length === undefined) {
        const scenario = head.at(i);
        if (scenario !== undefined) return scenario;
        length = head.planned(); // head.at(i) plans as far as needed: past its end, it is planned to its end
      }
      return i < length ? head.at(i) : then.at(i - length + from);
    },
    ahead: () => head.ahead() || then.ahead(),
    planned: () => head.planned() + Math.max(0, then.planned() - from),
  };
}

/** How many scenarios `source` has from `index` on (plans the rest). */
export function remainingFrom(source: ScenarioSource, index: number): number {
  let end = index;
  while (source.at(end) !== undefined) end++;
  return end - index;
}
