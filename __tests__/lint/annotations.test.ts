import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintAnnotationSpread, lintToolAnnotations } from "../../src/lint/annotations.js";
import { parseToolsFile } from "../../src/lint/tools-file.js";
import type { Tool, ToolAnnotations } from "../../src/mcp/types.js";

const tool = (name: string, annotations?: unknown): Tool =>
  ({ name, description: `The ${name} tool of the test server.`, inputSchema: { type: "object" }, ...(annotations !== undefined ? { annotations } : {}) }) as Tool;
const rules = (t: Tool) => lintToolAnnotations(t, 0).map((f) => [f.rule, f.severity]);
const readOnly: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

describe("annotation-destructive-missing", () => {
  it.each(["delete_note", "remove_item", "drop_table", "notes_delete", "purgeCache"])("warns when %s is not annotated destructiveHint: true", (name) => {
    expect(rules(tool(name, { readOnlyHint: false, destructiveHint: false }))).toEqual([["annotation-destructive-missing", "warning"]]);
  });

  it("notes at info a delete tool with no annotations: clients assume destructiveHint: true", () => {
    const [f, ...rest] = lintToolAnnotations(tool("delete_note"), 0);
    expect(rest).toEqual([]);
    expect([f!.rule, f!.severity]).toEqual(["annotation-destructive-missing", "info"]);
    expect(f!.message).toContain("has no annotations: clients assume destructiveHint: true");
  });

  it("notes at info a delete tool whose annotations leave destructiveHint out", () => {
    expect(rules(tool("delete_note", { readOnlyHint: false }))).toEqual([["annotation-destructive-missing", "info"]]);
  });

  it("says so when a delete-named tool claims readOnlyHint: true", () => {
    expect(lintToolAnnotations(tool("delete_note", readOnly), 0)[0]!.message).toContain("is annotated readOnlyHint: true");
  });

  it("accepts a delete tool annotated destructiveHint: true (server-memory's delete_entities)", () => {
    expect(rules(tool("delete_entities", { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false }))).toEqual([]);
  });

  it("leaves alone a read whose name holds a delete verb outside the verb position", () => {
    expect(rules(tool("list_deleted_items", readOnly))).toEqual([]);
  });
});

describe("annotations-missing", () => {
  it("is info and names every default a client assumes", () => {
    const findings = lintToolAnnotations(tool("get_weather"), 0);
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["annotations-missing", "info"]]);
    expect(findings[0]!.message).toContain("readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true");
    expect(findings[0]!.message).toContain("this read tool is treated as one that destroys data");
    expect(findings[0]!.fix).toContain('"readOnlyHint": true');
  });

  it("counts annotations with only a title as none", () => {
    expect(rules(tool("get_weather", { title: "Weather" }))).toEqual([["annotations-missing", "info"]]);
  });

  it.each([null, "readOnly", [true]])("counts annotations that are not an object (%j) as none, without throwing", (annotations) => {
    expect(rules(tool("get_weather", annotations))).toEqual([["annotations-missing", "info"]]);
  });

  it("accepts a tool with one explicit hint", () => {
    expect(rules(tool("get_weather", { readOnlyHint: true }))).toEqual([]);
  });
});

describe("annotation-hints-conflict", () => {
  it("warns when readOnlyHint and destructiveHint are both true", () => {
    expect(rules(tool("get_weather", { readOnlyHint: true, destructiveHint: true }))).toEqual([["annotation-hints-conflict", "warning"]]);
  });

  it("accepts destructiveHint: true on a tool that is not read-only", () => {
    expect(rules(tool("write_file", { readOnlyHint: false, destructiveHint: true }))).toEqual([]);
  });
});

describe("annotations-identical", () => {
  const blanket = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };

  it("reports one server-wide warning when reads and writes share one annotation object", () => {
    const findings = lintAnnotationSpread([tool("list_notes", blanket), tool("create_note", { ...blanket, title: "Create" }), tool("delete_note", blanket)]);
    expect(findings.map((f) => [f.rule, f.severity, f.tool])).toEqual([["annotations-identical", "warning", undefined]]);
    expect(findings[0]!.message).toContain('"list_notes" reads and "create_note" writes');
  });

  it("accepts identical annotations on a server whose tools only read", () => {
    expect(lintAnnotationSpread([tool("list_notes", readOnly), tool("get_note", readOnly)])).toEqual([]);
  });

  it("accepts a server whose tools carry different hints", () => {
    expect(lintAnnotationSpread([tool("list_notes", readOnly), tool("create_note", blanket)])).toEqual([]);
  });

  it("leaves servers without annotations to annotations-missing", () => {
    expect(lintAnnotationSpread([tool("list_notes"), tool("create_note")])).toEqual([]);
  });

  it("needs two tools", () => {
    expect(lintAnnotationSpread([tool("list_notes", blanket)])).toEqual([]);
  });
});

describe("the official reference servers", () => {
  it.each(["everything", "filesystem", "memory", "sequential-thinking"])("get no annotation finding for %s", (name) => {
    const tools = parseToolsFile(readFileSync(`__tests__/fixtures/tools/${name}.json`, "utf8"), `${name}.json`);
    expect([...tools.flatMap((t, i) => lintToolAnnotations(t, i)), ...lintAnnotationSpread(tools)]).toEqual([]);
  });
});
