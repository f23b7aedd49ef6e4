import { describe, expect, it } from "vitest";
import { lintToolNames, nameStyle } from "../../src/lint/tool-names.js";
import type { Tool } from "../../src/mcp/types.js";

const tools = (...names: unknown[]): Tool[] => names.map((name) => ({ name, inputSchema: { type: "object" } }) as Tool);
const rules = (names: unknown[]) => lintToolNames(tools(...names)).map((f) => [f.rule, f.tool ?? ""]);

describe("tool-name-invalid", () => {
  it("accepts the names the MCP spec gives as examples", () => {
    const findings = lintToolNames(tools("getUser", "DATA_EXPORT_v2", "admin.tools.list"));
    expect(findings.filter((f) => f.rule === "tool-name-invalid")).toEqual([]);
  });

  it("reports a name with a space and suggests a valid one", () => {
    const [f] = lintToolNames(tools("get user"));
    expect(f!.rule).toBe("tool-name-invalid");
    expect(f!.severity).toBe("error");
    expect(f!.message).toContain('" " (space, U+0020)');
    expect(f!.fix).toContain('"get_user"');
  });

  it("reports characters outside A-Z a-z 0-9 _ - . with their code points", () => {
    const [f] = lintToolNames(tools("files/read,all"));
    expect(f!.message).toContain('"/" (U+002F)');
    expect(f!.message).toContain('"," (U+002C)');
  });

  it("reports an empty name and a name over 128 characters", () => {
    expect(rules(["", "a".repeat(129)])).toEqual([
      ["tool-name-invalid", ""],
      ["tool-name-invalid", "a".repeat(129)],
    ]);
    expect(lintToolNames(tools("a".repeat(128)))).toEqual([]);
  });

  it("reports a repeated name once, with the count", () => {
    const findings = lintToolNames(tools("search", "fetch", "search"));
    expect(findings.map((f) => [f.rule, f.tool])).toEqual([["tool-name-invalid", "search"]]);
    expect(findings[0]!.message).toContain("used by 2 tools");
  });

  it("reports a tool without a string name by its position", () => {
    const findings = lintToolNames(tools("ok_tool", undefined, 7));
    expect(findings.map((f) => f.tool)).toEqual(["<tool #2>", "<tool #3>"]);
    expect(findings[0]!.message).toContain("has no name");
  });
});

describe("tool-name-style", () => {
  it.each([
    ["kebab-case", ["get-user", "list-items", "echo"]],
    ["snake_case", ["get_user", "list_items", "search"]],
    ["camelCase", ["getUser", "listItems", "ping"]],
    ["dotted names", ["admin.users.list", "admin.users.get", "status"]],
    ["single words only", ["search", "fetch", "echo"]],
  ])("accepts consistent %s", (_style, names) => {
    expect(lintToolNames(tools(...names))).toEqual([]);
  });

  it("reports one server-wide info finding when snake_case and kebab-case are mixed", () => {
    const findings = lintToolNames(tools("get_user", "list_users", "delete-user", "search"));
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect([f!.rule, f!.severity, f!.tool]).toEqual(["tool-name-style", "info", undefined]);
    expect(f!.message).toContain("2 snake_case");
    expect(f!.message).toContain("1 kebab-case");
    expect(f!.fix).toContain('rename "delete-user"');
  });

  it("classifies names by separator, then humps", () => {
    expect(["a_b", "A_B", "a-b", "aB", "AB1c", "AbCd", "a.b_c", "a_b-c", "abc", "ABC"].map(nameStyle)).toEqual([
      "snake_case",
      "SCREAMING_SNAKE_CASE",
      "kebab-case",
      "camelCase",
      "single-word",
      "PascalCase",
      "dotted.names",
      "mixed_separators-style",
      "single-word",
      "single-word",
    ]);
  });
});
