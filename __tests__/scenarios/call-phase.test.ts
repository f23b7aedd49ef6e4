import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { appOnlyReason, callPhase, destroysRecords, isCreatingTool, undoesSetup } from "../../src/scenarios/call-phase.js";

const tool = (name: string, annotations?: Tool["annotations"], extra: Partial<Tool> = {}): Tool => ({ name, ...(annotations ? { annotations } : {}), ...extra });

describe("callPhase", () => {
  it("follows annotations first", () => {
    expect(callPhase(tool("do_it", { readOnlyHint: true }))).toBe("read");
    expect(callPhase(tool("read_file", { readOnlyHint: false, destructiveHint: true }))).toBe("destructive");
    expect(callPhase(tool("create_directory", { readOnlyHint: false, destructiveHint: false }))).toBe("write");
  });

  it("keeps a tool whose name deletes or moves destructive, whatever its annotations say", () => {
    // A new user's bookmarks server: delete_bookmark annotated readOnlyHint: true ran among the reads.
    expect(callPhase(tool("delete_bookmark", { readOnlyHint: true }))).toBe("destructive");
    expect(callPhase(tool("move_file", { readOnlyHint: true, destructiveHint: false }))).toBe("destructive");
    expect(callPhase(tool("get_deleted_items", { readOnlyHint: true }))).toBe("read");
  });

  it("falls back to the verbs of the name", () => {
    expect(callPhase(tool("list_notes"))).toBe("read");
    expect(callPhase(tool("add_note"))).toBe("write");
    expect(callPhase(tool("delete_note"))).toBe("destructive");
    expect(callPhase(tool("git_status"))).toBe("read");
    expect(callPhase(tool("sequentialthinking"))).toBe("write");
  });
});

describe("destroysRecords", () => {
  it("is true for a destructive tool and for one whose enum offers a destructive operation, however deep", () => {
    expect(destroysRecords(tool("delete_note"))).toBe(true);
    const batch = (ops: string[]) =>
      tool("fast_batch_file_operations", undefined, {
        inputSchema: { type: "object", properties: { operations: { type: "array", items: { type: "object", properties: { operation: { type: "string", enum: ops }, source: { type: "string" } } } } } },
      });
    expect(callPhase(batch(["copy", "move", "delete"]))).toBe("write");
    expect(destroysRecords(batch(["copy", "move", "delete"]))).toBe(true);
    expect(destroysRecords(tool("manage_task", undefined, { inputSchema: { type: "object", properties: { action: { enum: ["create", "delete_task"] } } } }))).toBe(true);
    expect(destroysRecords(batch(["copy", "append"]))).toBe(false);
    expect(destroysRecords(tool("set_status", undefined, { inputSchema: { type: "object", properties: { status: { enum: ["open", "cancelled", "done"] } } } }))).toBe(false);
  });
});

describe("isCreatingTool", () => {
  it("is true for a creating verb or a description that opens with one", () => {
    expect(isCreatingTool(tool("create_task"))).toBe(true);
    expect(isCreatingTool(tool("request_planning", undefined, { description: "Register a new user request and plan its tasks." }))).toBe(true);
    expect(isCreatingTool(tool("update_task"))).toBe(false);
    expect(isCreatingTool(tool("write_file", { destructiveHint: true }))).toBe(false);
  });
});

describe("undoesSetup", () => {
  it("finds the tool that clears what a setup tool set", () => {
    expect(undoesSetup(tool("git_clear_working_dir"), ["git_set_working_dir"])).toBe(true);
    expect(undoesSetup(tool("git_clear_cache"), ["git_set_working_dir"])).toBe(false);
  });
});

describe("appOnlyReason", () => {
  const apps = (visibility: unknown) => tool("refresh_dashboard", undefined, { _meta: { ui: { resourceUri: "ui://x", visibility } } });

  it("skips an MCP Apps tool whose visibility lacks model, with the reason", () => {
    expect(appOnlyReason(apps(["app"]))).toBe('not called: an MCP Apps tool for the app, not the model (_meta.ui.visibility: ["app"])');
  });

  it("keeps tools visible to the model, and those without visibility (the default is model and app)", () => {
    expect(appOnlyReason(apps(["model", "app"]))).toBeUndefined();
    expect(appOnlyReason(tool("get_weather", undefined, { _meta: { ui: { resourceUri: "ui://x" } } }))).toBeUndefined();
    expect(appOnlyReason(tool("echo"))).toBeUndefined();
  });
});
