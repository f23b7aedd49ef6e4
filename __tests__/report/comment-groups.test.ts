import { describe, expect, it } from "vitest";
import { groupFindingsForComment } from "../../src/report/comment-groups.js";
import { f } from "../fixtures/scorecard.js";

describe("groupFindingsForComment", () => {
  it("makes one group of the same rule and fix on many tools, naming each tool once", () => {
    const findings = ["a", "b", "a", "c"].map((tool) => f("happy-call-failed", { tool, message: `'${tool}' failed.`, fix: `Make '${tool}' succeed.` }));
    expect(groupFindingsForComment(findings)).toEqual([
      { rule: "happy-call-failed", severity: "error", cause: "'a' failed.", fix: "Make 'a' succeed.", tools: ["a", "b", "c"], count: 4 },
    ]);
  });

  it("takes the parameter's name out of the fix too", () => {
    const findings = [
      f("property-no-type", { tool: "read_file", parameter: "path", fix: "Give 'path' of 'read_file' a type." }),
      f("property-no-type", { tool: "get_note", parameter: "id", fix: "Give 'id' of 'get_note' a type." }),
    ];
    expect(groupFindingsForComment(findings)).toHaveLength(1);
  });

  it("keeps apart findings of one rule whose fixes differ", () => {
    const findings = [f("happy-call-failed", { tool: "a", fix: "Supply an API key." }), f("happy-call-failed", { tool: "b", fix: "Make it succeed." })];
    expect(groupFindingsForComment(findings).map((g) => g.fix)).toEqual(["Supply an API key.", "Make it succeed."]);
  });

  it("puts server failures and failing tools before lint warnings, then the larger group first", () => {
    const findings = [
      f("description-short", { tool: "a" }),
      f("schema-no-type", { tool: "b" }),
      f("schema-no-type", { tool: "c" }),
      f("property-no-type", { tool: "d" }),
      f("happy-call-failed", { tool: "e" }),
      f("server-crashed"),
    ];
    expect(groupFindingsForComment(findings).map((g) => g.rule)).toEqual(["server-crashed", "happy-call-failed", "schema-no-type", "property-no-type", "description-short"]);
  });

  it("keeps a server-wide group without tools", () => {
    expect(groupFindingsForComment([f("stdout-pollution"), f("stdout-pollution")])).toMatchObject([{ rule: "stdout-pollution", tools: [], count: 2 }]);
  });
});
