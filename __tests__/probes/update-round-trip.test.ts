import { describe, expect, it } from "vitest";
import { classifyTools } from "../../src/probes/classify.js";
import type { Tool } from "../../src/mcp/types.js";
import { updaterOf, updateTarget } from "../../src/probes/update-round-trip.js";
import type { ConfirmedWrite } from "../../src/probes/round-trip.js";

const tool = (name: string, properties: Record<string, unknown>, required: string[]): Tool => ({
  name,
  inputSchema: { type: "object", properties, required },
});
const str = { type: "string" };

describe("updaterOf: a write whose required key a noun-sharing write does not take", () => {
  const classes = classifyTools([
    tool("create_task", { title: str, notes: str }, ["title"]),
    tool("update_task", { task_id: str, title: str }, ["task_id"]),
    tool("add_task_note", { project_id: str, note: str }, ["project_id", "note"]),
    tool("set_value", { key: str, value: str }, ["key", "value"]),
    tool("append_value", { key: str, value: str }, ["key", "value"]),
    tool("add_observations", { observations: { type: "array", items: { type: "object", properties: { entityName: str, contents: str }, required: ["entityName"] } } }, ["observations"]),
    tool("create_entities", { entities: { type: "array", items: { type: "object", properties: { name: str } } } }, ["entities"]),
  ]);
  const of = (name: string) => updaterOf(classes.find((c) => c.tool.name === name)!, classes);

  it("names update_task an updater of create_task, keyed by task_id", () => {
    expect(of("update_task")).toEqual({ key: { path: ["task_id"], name: "task_id" }, creators: ["create_task", "add_task_note"] });
  });

  it("leaves creators, upserts whose siblings take the same key, and nested keys alone", () => {
    expect(of("create_task")).toBeUndefined();
    expect(of("append_value")).toBeUndefined();
    expect(of("add_observations")).toBeUndefined();
  });

  it("takes the key from the create's answer (`id` for `task_id`), else leaves the update to the usual round trip", () => {
    const updater = of("update_task")!;
    const confirmed = (known: Record<string, unknown>): ConfirmedWrite => ({
      write: classes[0]!.tool,
      record: { tool: "create_task", tag: "tsp00000001", args: { title: "tsp00000001title" }, markers: [], known },
      readers: [],
    });
    expect(updateTarget(classes[1]!.tool, updater, [confirmed({ id: "t-7", title: "x" })])?.keyValue).toBe("t-7");
    expect(updateTarget(classes[1]!.tool, updater, [confirmed({ project_id: "p-1", id: "t-8" })])?.keyValue).toBe("t-8");
    expect(updateTarget(classes[1]!.tool, updater, [confirmed({ project_id: "p-1", title: "x" })])).toBeUndefined();
    expect(updateTarget(classes[1]!.tool, updater, [])).toBeUndefined();
  });
});
