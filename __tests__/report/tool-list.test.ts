import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { renderToolList } from "../../src/report/tool-list.js";

const tools: Tool[] = [
  {
    name: "trigger-long-running-operation-with-a-name-longer-than-any-column",
    description: "Demonstrates a long running operation with progress updates, a description that runs well past a column.",
    inputSchema: { type: "object", properties: { duration: { type: "number" }, steps: { type: "number" }, label: { type: "string" } }, required: ["duration"] },
    annotations: { readOnlyHint: true },
  },
  { name: "echo", description: "Echoes back the input", inputSchema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } },
];
const widest = (out: string) => Math.max(...out.split("\n").map((line) => stringWidth(line)));

describe("renderToolList", () => {
  it("fits 80 columns by default, whatever the names and descriptions", () => {
    expect(widest(renderToolList(tools, { color: false }))).toBeLessThanOrEqual(80);
  });

  it("fits a narrower terminal", () => {
    expect(widest(renderToolList(tools, { color: true, width: 60 }))).toBeLessThanOrEqual(60);
  });

  it("marks required parameters and read-only tools, and counts the tools", () => {
    const out = renderToolList(tools, { color: false, width: 200 });
    expect(out).toMatch(/│ echo +│ no +│ message\* +│ Echoes back the input +│/);
    expect(out).toContain("duration*, steps, label");
    expect(out.endsWith("2 tool(s)\n")).toBe(true);
  });
});
