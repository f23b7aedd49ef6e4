import { describe, expect, it } from "vitest";
import { followedBy, listSource, remainingFrom, replacedFrom, toSource } from "../../src/scenarios/scenario-source.js";
import type { Scenario } from "../../src/scenarios/scenario.js";

const s = (tool: string): Scenario => ({ tool, kind: "happy", description: "happy path #1", arguments: {}, omitArguments: false, expectInvalid: false });
const tools = (source: { at(i: number): Scenario | undefined }, n: number) => Array.from({ length: n }, (_, i) => source.at(i)?.tool);

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

  it("counts what is left from an index", () => {
    expect(remainingFrom(listSource([s("a"), s("b"), s("c")]), 1)).toBe(2);
    expect(remainingFrom(listSource([]), 0)).toBe(0);
  });
});
