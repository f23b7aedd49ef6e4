import { describe, expect, it } from "vitest";
import { followedBy, listSource, remainingFrom, replacedFrom, toSource, type ScenarioSource } from "../../src/scenarios/scenario-source.js";
import type { Scenario } from "../../src/scenarios/scenario.js";

const s = (tool: string): Scenario => ({ tool, kind: "happy", description: "happy path #1", arguments: {}, omitArguments: false, expectInvalid: false });
const tools = (source: { at(i: number): Scenario | undefined }, n: number) => Array.from({ length: n }, (_, i) => source.at(i)?.tool);

/** A source that plans a unit (a list of tool names) at a time, as a `PlanCursor` does, counting the units planned. */
function unitSource(units: string[][]): ScenarioSource & { units: number } {
  const planned: Scenario[] = [];
  const source = {
    units: 0,
    ahead: () => {
      const unit = units[source.units];
      if (unit === undefined) return false;
      source.units++;
      planned.push(...unit.map(s));
      return true;
    },
    at: (i: number) => {
      while (planned.length <= i && source.ahead());
      return planned[i];
    },
    planned: () => planned.length,
  };
  return source;
}

describe("scenario sources", () => {
  it("serves a list as a source with everything planned", () => {
    const source = toSource([s("a"), s("b")]);
    expect(tools(source, 3)).toEqual(["a", "b", undefined]);
    expect(source.planned()).toBe(2);
    expect(source.ahead()).toBe(false);
    expect(toSource(source)).toBe(source);
  });

  it("replaces the scenarios from an index on", () => {
    const source = replacedFrom(listSource([s("a"), s("b"), s("c")]), 1, listSource([s("x")]));
    expect(tools(source, 3)).toEqual(["a", "x", undefined]);
    expect(source.planned()).toBe(2);
  });

  it("puts a list before the rest of another source", () => {
    const source = followedBy([s("setup")], listSource([s("a"), s("b"), s("c")]), 1);
    expect(tools(source, 4)).toEqual(["setup", "b", "c", undefined]);
    expect(source.planned()).toBe(3);
  });

  it("puts a source planning as it goes before the rest of another, planning it only as far as it is read", () => {
    const head = unitSource([["a", "a"], ["b"], ["c"]]);
    const then = unitSource([["x"], ["y"], ["z"]]);
    const source = followedBy(head, then, 1);
    expect(source.at(0)?.tool).toBe("a");
    expect([head.units, then.units]).toEqual([1, 0]);
    expect(source.planned()).toBe(2);
    // While a call is out: the head first, then what follows it.
    expect(source.ahead()).toBe(true);
    expect([head.units, then.units]).toEqual([2, 0]);
    expect(tools(source, 7)).toEqual(["a", "a", "b", "c", "y", "z", undefined]);
    expect([head.units, then.units]).toEqual([3, 3]);
    expect(source.planned()).toBe(6);
    expect(source.ahead()).toBe(false);
  });

  it("goes on with what follows at once after a source that plans nothing", () => {
    expect(tools(followedBy(unitSource([[]]), listSource([s("x"), s("y")]), 1), 2)).toEqual(["y", undefined]);
  });

  it("counts what is left from an index", () => {
    expect(remainingFrom(listSource([s("a"), s("b"), s("c")]), 1)).toBe(2);
    expect(remainingFrom(listSource([]), 0)).toBe(0);
  });
});
