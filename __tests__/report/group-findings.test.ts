import { describe, expect, it } from "vitest";
import { groupFindings } from "../../src/report/group-findings.js";
import { f } from "../fixtures/scorecard.js";

const enotfound = (tool: string, n: number) =>
  f("happy-call-failed", {
    tool,
    message: `Happy path #${n} of '${tool}' failed with an isError result ("Tool '${tool}' execution failed: getaddrinfo ENOTFOUND antv-studio.alipay.com") (seen in 3 calls).`,
    fix: `Catch the exception in '${tool}'.`,
  });

describe("groupFindings", () => {
  it("makes one entry of tools failing for one cause, listing the tools", () => {
    const tools = Array.from({ length: 27 }, (_, i) => `generate_chart_${i}`);
    const groups = groupFindings(tools.map((t, i) => enotfound(t, (i % 3) + 1)));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ rule: "happy-call-failed", severity: "error", tools, count: 27 });
    expect(groups[0]!.cause).toBe(`Happy path #N of '…' failed with an isError result ("Tool '…' execution failed: getaddrinfo ENOTFOUND antv-studio.alipay.com").`);
  });

  it("keeps findings apart when their causes differ", () => {
    const groups = groupFindings([
      f("happy-call-failed", { tool: "a", message: "'a' failed with TypeError: x." }),
      f("happy-call-failed", { tool: "b", message: "'b' failed with a timeout." }),
    ]);
    expect(groups.map((g) => g.tools)).toEqual([["a"], ["b"]]);
  });

  it("keeps findings of different rules, severities or parameters apart", () => {
    const groups = groupFindings([
      f("description-short", { tool: "a", message: "Too short." }),
      f("description-short", { tool: "b", message: "Too short.", severity: "info" }),
      f("property-no-type", { tool: "a", parameter: "x", message: "No type." }),
      f("property-no-type", { tool: "b", parameter: "y", message: "No type." }),
    ]);
    expect(groups).toHaveLength(3);
    expect(groups.map((g) => [g.rule, g.tools.length])).toEqual([
      ["property-no-type", 1],
      ["property-no-type", 1],
      ["description-short", 1],
    ]);
  });

  it("does not take a tool name inside another name for that tool", () => {
    const groups = groupFindings([
      f("description-short", { tool: "get", message: "'get' is described as get_all does." }),
      f("description-short", { tool: "list", message: "'list' is described as get_all does." }),
    ]);
    expect(groups[0]!.cause).toBe("'…' is described as get_all does.");
    expect(groups[0]!.tools).toEqual(["get", "list"]);
  });

  it("keeps server-wide findings one entry each, ranked with the rest", () => {
    const groups = groupFindings([f("description-short", { tool: "a" }), f("protocol-ping"), f("protocol-ping", { message: "Other." }), f("stdout-pollution")]);
    expect(groups.map((g) => [g.rule, g.tools])).toEqual([
      ["stdout-pollution", []],
      ["description-short", ["a"]],
      ["protocol-ping", []],
      ["protocol-ping", []],
    ]);
  });

  it("leaves info findings out unless asked", () => {
    expect(groupFindings([f("tool-name-style")])).toEqual([]);
    expect(groupFindings([f("tool-name-style")], { includeInfo: true })).toHaveLength(1);
  });
});
