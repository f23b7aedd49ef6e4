import { describe, expect, it } from "vitest";
import { buildRecord, detectKey } from "../../src/probes/records.js";
import { readerArgs } from "../../src/probes/reader-args.js";
import type { Tool } from "../../src/mcp/types.js";

const tool = (name: string, properties: Record<string, unknown>, required: string[] = []): Tool => ({ name, inputSchema: { type: "object", properties, required } });
const none = { perTool: {}, global: {} };
const notes = tool("create_note", { title: { type: "string" }, body: { type: "string" } }, ["title", "body"]);
const record = buildRecord(notes, "tsp00000001", { key: detectKey(notes)! });

describe("readerArgs", () => {
  it("fills same-name parameters from the write", () => {
    expect(readerArgs(tool("get_note", { title: { type: "string" } }, ["title"]), record, none)).toEqual({ args: { title: "tsp00000001title" }, fromRecord: ["title"], generated: [] });
  });

  it("puts the key in query-like parameters and a large value in limit-like ones", () => {
    const r = readerArgs(tool("search_notes", { query: { type: "string" }, limit: { type: "integer", maximum: 100 } }, ["query"]), record, none);
    expect(r.args).toEqual({ query: "tsp00000001title", limit: 100 });
  });

  it("fills a parameter that names the key, wrapped in a list for an array", () => {
    const ents = tool("create_entities", { entities: { type: "array", items: { type: "object", properties: { name: { type: "string" }, note: { type: "string" } }, required: ["name"] } } }, ["entities"]);
    const r = buildRecord(ents, "tsp00000002", { key: detectKey(ents)! });
    expect(readerArgs(tool("open_nodes", { names: { type: "array", items: { type: "string" } } }, ["names"]), r, none).args).toEqual({ names: ["tsp00000002name"] });
  });

  it("uses a server-assigned field from the write's answer", () => {
    const t = tool("createTicket", { summary: { type: "string" } }, ["summary"]);
    const r = { ...buildRecord(t, "tsp00000003"), known: { id: "T-4" } };
    expect(readerArgs(tool("getTicket", { id: { type: "string" } }, ["id"]), r, none).args).toEqual({ id: "T-4" });
  });

  it("searches by the first value marker when the record has no key", () => {
    const t = tool("add_memory", { content: { type: "string" } }, ["content"]);
    const r = buildRecord(t, "tsp00000004");
    expect(readerArgs(tool("search_memories", { q: { type: "string" } }, ["q"]), r, none).args).toEqual({ q: "tsp00000004content" });
  });

  it("lets a per-tool --arg win and makes up values only for required parameters left", () => {
    const r = readerArgs(tool("list_notes", { folder: { type: "string" }, sort: { type: "string" }, title: { type: "string" } }, ["folder"]), record, { perTool: { title: "fixed" }, global: {} });
    expect(r).toEqual({ args: { folder: "folder", title: "fixed" }, fromRecord: [], generated: ["folder"] });
  });
});
