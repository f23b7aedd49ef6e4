import { describe, expect, it } from "vitest";
import { classifyTool, nouns, sharedNouns } from "../../src/probes/classify.js";
import type { Tool } from "../../src/mcp/types.js";

const tool = (name: string, annotations?: Tool["annotations"]): Tool => ({ name, inputSchema: { type: "object" }, ...(annotations ? { annotations } : {}) });
const role = (name: string, annotations?: Tool["annotations"], config = {}) => classifyTool(tool(name, annotations), config).role;

describe("classifyTool", () => {
  it("takes readOnlyHint: true as a read whatever the name says", () => {
    expect(role("create_report", { readOnlyHint: true })).toBe("read");
  });

  it("takes a read verb as a read unless annotations say it writes or destroys", () => {
    expect(role("search_notes")).toBe("read");
    expect(role("getTicket")).toBe("read");
    expect(role("list_items", { readOnlyHint: false })).toBe("other");
    expect(role("fetch_and_purge", { destructiveHint: true })).toBe("other");
  });

  it("takes a storing verb as a write unless annotated read-only or destructive", () => {
    expect(role("create_note")).toBe("write");
    expect(role("save_bookmark")).toBe("write");
    expect(role("notes_add")).toBe("write");
    expect(role("write_file", { readOnlyHint: false, destructiveHint: true })).toBe("other");
  });

  it("takes readOnlyHint: false with destructiveHint: false as a write even without a storing verb", () => {
    expect(role("toggle_flag", { readOnlyHint: false, destructiveHint: false })).toBe("write");
  });

  it("never infers send, publish, deploy or delete tools as writes", () => {
    expect(role("send_email", { readOnlyHint: false, destructiveHint: false })).toBe("other");
    expect(role("publish_post")).toBe("other");
    expect(role("deploy_site")).toBe("other");
    expect(role("delete_note", { readOnlyHint: false, destructiveHint: false })).toBe("other");
  });

  it("treats tools listed under writes as writes, and those with a delete verb as delete tools", () => {
    expect(role("send_email", undefined, { writes: ["send_email"] })).toBe("write");
    expect(role("delete_note", { destructiveHint: true }, { writes: ["delete_note"] })).toBe("delete");
  });

  it("excludes tools listed under exclude before anything else", () => {
    expect(role("list_notes", { readOnlyHint: true }, { exclude: ["list_notes"] })).toBe("excluded");
  });

  it("reads a verb-like noun outside the verb position as a noun", () => {
    expect(role("get_post")).toBe("read");
    expect(nouns("get_post")).toEqual(["post"]);
  });

  it("does not read a name that also creates", () => {
    expect(role("get_or_create_user")).toBe("write");
  });

  it("says why it classified a tool", () => {
    expect(classifyTool(tool("create_note")).basis).toBe("storing verb 'create' in its name");
    expect(classifyTool(tool("x", { readOnlyHint: true })).basis).toBe("annotated readOnlyHint: true");
  });
});

describe("nouns", () => {
  it("finds the nouns two tool names share, singular and plural alike", () => {
    expect(sharedNouns("create_note", "list_notes")).toEqual(["note"]);
    expect(sharedNouns("set_value", "get_value")).toEqual(["value"]);
    expect(sharedNouns("createTicket", "listTickets")).toEqual(["ticket"]);
    expect(sharedNouns("create_entities", "read_graph")).toEqual([]);
    // A namespace both names begin with is no shared noun when their own nouns differ.
    expect(sharedNouns("obsidian_create_directory", "obsidian_read_note")).toEqual([]);
    expect(sharedNouns("obsidian_create_note", "obsidian_read_note")).toEqual(["obsidian", "note"]);
    expect(sharedNouns("task_create", "task_list")).toEqual(["task"]);
  });
});
