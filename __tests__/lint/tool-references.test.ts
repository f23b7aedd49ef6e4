import { describe, expect, it } from "vitest";
import { INSTRUCTIONS_OWNER } from "../../src/findings/finding.js";
import { buildNameIndex, findToolReferences, lintToolReferences } from "../../src/lint/tool-references.js";
import { instructionsTextSources, toolTextSources, type TextSource } from "../../src/lint/text-sources.js";
import type { Tool } from "../../src/mcp/types.js";

const tools: Tool[] = [
  {
    name: "update_issues",
    description: "Update issues.",
    inputSchema: {
      type: "object",
      properties: { endCursor: { type: "string" }, mode: { type: "string", enum: ["add", "remove", "rolling_restart"] }, filter_spec: { $ref: "#/$defs/filter_def" } },
      $defs: { filter_def: { type: "object" } },
    },
    outputSchema: { type: "object", properties: { next_page_token: { type: "string" } } },
  },
  { name: "list_items", inputSchema: { type: "object" } },
];
const index = buildNameIndex(tools);
const lint = (text: string) => lintToolReferences([{ owner: "t", kind: "description", field: "description", text }], index);
const names = (text: string) => lint(text).map((f) => f.message.match(/refers to tool "([^"]+)"/)![1]);

describe("dangling-tool-reference", () => {
  it("warns about a quoted tool that does not exist, suggesting the closest one", () => {
    const findings = lint("Use the 'update_issue' tool to change it.");
    expect(findings.map((f) => [f.rule, f.severity, f.tool])).toEqual([["dangling-tool-reference", "warning", "t"]]);
    expect(findings[0]!.message).toContain('did you mean "update_issues"?');
    expect(findings[0]!.fix).toContain('Change "update_issue" to "update_issues"');
    expect(findings[0]!.evidence?.excerpt).toBe("Use the 'update_issue' tool to change it.");
  });

  it.each([
    ["a quoted name followed by tool", "The `search` tool finds items.", ["search"]],
    ["a quoted list followed by tools", "Use the `a_b` or `c_d` tools.", ["a_b", "c_d"]],
    ["a quoted tool-shaped name after call", "Call `get_item` first.", ["get_item"]],
    ["quoted names after a verb, in a sequence", "First call `get_item`, then `put_item`.", ["get_item", "put_item"]],
    ["a quoted kebab name after try", "Try 'fetch-page' when it fails.", ["fetch-page"]],
    ["an unquoted snake_case name between use and tool", "use the get_item tool", ["get_item"]],
    ["a capitalised verb before an unquoted name", "Use the get_item or put_item tools.", ["get_item", "put_item"]],
    ["a Related: list", "Set one.\n\n→ Related: variable_list, list_items", ["variable_list"]],
    ["a See also: list", "- See also: `fetch-page`", ["fetch-page"]],
    ["a Related tools: list after a sentence", "Sets it. Related tools: get_item and put_item.", ["get_item", "put_item"]],
    ["a call in a sentence that also says old", "To clean old entries, call `purge_entries` first.", ["purge_entries"]],
    ["an unquoted snake_case name called first", "Add units. Call check_stock first to see how many units are left.", ["check_stock"]],
    ["an unquoted snake_case name with parentheses", "Use check_stock() before restocking.", ["check_stock"]],
    ["an unquoted snake_case name called to confirm (a typo of a tool)", "Then call list_item to confirm.", ["list_item"]],
    ["an unquoted snake_case name used afterwards", "Use tag_bookmark afterwards to attach tags.", ["tag_bookmark"]],
    ["an unquoted snake_case name called to attach", "Call tag_bookmark to attach tags.", ["tag_bookmark"]],
    ["an unquoted snake_case name after See also", "See also get_bookmarks.", ["get_bookmarks"]],
  ])("finds %s", (_what, text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    ["a parameter name in prose", "Pass the endCursor from the last page; use `endCursor` to continue."],
    ["an enum value in prose", "Set mode to add, or use 'add' to append."],
    ["a snake_case enum value after use", "Use `rolling_restart` to restart without downtime."],
    ["an output field", "Call `next_page_token` … then use `next_page_token` again."],
    ["a $defs name", "Use `filter_def` as the shape."],
    ["a name marked as not a tool", "Use `read-only` mode. Run the `db-migrate` command."],
    ["an unquoted name without the word tool", "Call list_items first. Use update_issues. Use snake_case names."],
    ["an unquoted name where no call goes on", "Use page_size to limit results. Run db_setup once per machine. Use get_item sparingly. Use snake_case to name things."],
    ["an unquoted existing name or field called first", "Call list_items first, then use next_page_token to get more."],
    ["an environment variable before first", "Set and use API_KEY first. Use MAX_RETRIES() before."],
    ["a removed tool", "Replaces the old `update_issue` tool. Use this instead of the `get_item` tool. `put_item` tool (deprecated)."],
    ["a prose list", "See also: the pagination guide at https://example.com/docs"],
    ["file names and env vars", "Use `config.json` for settings and `OPENAI_API_KEY` for auth."],
    ["an existing tool in another case", "Use the 'Update_Issues' tool."],
    ["plain prose about tools", "Prefer reading resources before calling mutating tools."],
  ])("reports nothing for %s", (_what, text) => {
    expect(lint(text)).toEqual([]);
  });

  it("reports one finding per missing name per owner, counting mentions", () => {
    const sources: TextSource[] = [
      { owner: "t", kind: "description", field: "description", text: "Use the `gone_tool` tool. Then call `gone_tool` again." },
      { owner: "t", parameter: "q", kind: "schema-description", field: 'description of parameter "q"', text: "As for the `gone_tool` tool." },
      { owner: "u", kind: "description", field: "description", text: "Use the `gone_tool` tool." },
    ];
    const findings = lintToolReferences(sources, index);
    expect(findings.map((f) => f.tool)).toEqual(["t", "u"]);
    expect(findings[0]!.message).toContain("(3 mentions)");
  });

  it("names the parameter whose description holds the reference", () => {
    const tool: Tool = { name: "t", inputSchema: { type: "object", properties: { q: { type: "string", description: "Get ids from the `find_ids` tool." } } } };
    const [f] = lintToolReferences(toolTextSources(tool, 0), buildNameIndex([tool]));
    expect([f!.tool, f!.parameter]).toEqual(["t", "q"]);
  });

  it("reports references in the instructions under <instructions>", () => {
    const [f] = lintToolReferences(instructionsTextSources("Use `get-roots-list` to see roots."), index);
    expect(f!.tool).toBe(INSTRUCTIONS_OWNER);
    expect(f!.message).toMatch(/^The server's instructions text refers to tool "get-roots-list"/);
  });

  it("returns reference positions", () => {
    expect(findToolReferences("Call `get_item`.")).toEqual([{ name: "get_item", at: 6, needsToolShape: true }]);
  });
});

describe("name index", () => {
  it("holds tool, parameter, output field and $defs names and enum values, lower-cased", () => {
    expect([...index.known].sort()).toEqual(
      ["add", "endcursor", "filter_def", "filter_spec", "list_items", "mode", "next_page_token", "remove", "rolling_restart", "update_issues"].sort(),
    );
    expect(index.tools).toEqual(["update_issues", "list_items"]);
  });
});
