import { describe, expect, it } from "vitest";
import { buildRecord, detectKey, knownFields, valueMarkers, variantKey } from "../../src/probes/records.js";
import type { Tool } from "../../src/mcp/types.js";

const tool = (name: string, properties: Record<string, unknown>, required: string[]): Tool => ({ name, inputSchema: { type: "object", properties, required } });
const notes = tool("create_note", { title: { type: "string" }, body: { type: "string" } }, ["title", "body"]);
const bookmarks = tool("save_bookmark", { url: { type: "string", format: "uri" }, title: { type: "string" } }, ["url", "title"]);
const entities = tool(
  "create_entities",
  { entities: { type: "array", items: { type: "object", properties: { name: { type: "string" }, entityType: { type: "string" }, observations: { type: "array", items: { type: "string" } } }, required: ["name", "entityType", "observations"] } } },
  ["entities"],
);

describe("detectKey", () => {
  it("finds the key field by its last word", () => {
    expect(detectKey(notes)).toEqual({ path: ["title"], name: "title" });
    expect(detectKey(tool("set_value", { key: { type: "string" }, value: { type: "string" } }, ["key", "value"]))?.name).toBe("key");
  });

  it("prefers the surer key word when a record has several (url before title)", () => {
    expect(detectKey(bookmarks)?.name).toBe("url");
  });

  it("prefers a key whose description says it is unique", () => {
    const t = tool("add_user", { name: { type: "string" }, email: { type: "string", description: "Unique email of the user" } }, ["name", "email"]);
    expect(detectKey(t)?.name).toBe("email");
  });

  it("finds a key inside a required array of objects", () => {
    expect(detectKey(entities)).toEqual({ path: ["entities", 0, "name"], name: "name" });
  });

  it("finds no key when no parameter ends in a key word", () => {
    expect(detectKey(tool("createTicket", { summary: { type: "string" }, details: { type: "string" } }, ["summary", "details"]))).toBeUndefined();
  });
});

describe("buildRecord", () => {
  it("puts a marker of tag and field name in every free-text field", () => {
    const r = buildRecord(notes, "tsp00000001", { key: detectKey(notes)! });
    expect(r.args).toEqual({ title: "tsp00000001title", body: "tsp00000001body" });
    expect(r.key).toEqual({ field: { path: ["title"], name: "title" }, value: "tsp00000001title" });
    expect(valueMarkers(r)).toEqual(["tsp00000001body"]);
  });

  it("marks nested fields and array items", () => {
    const r = buildRecord(entities, "tsp00000002", { key: detectKey(entities)! });
    expect(r.args).toEqual({ entities: [{ name: "tsp00000002name", entityType: "tsp00000002entityType", observations: ["tsp00000002observations"] }] });
    expect(valueMarkers(r)).toEqual(["tsp00000002entityType", "tsp00000002observations"]);
  });

  it("keeps the given key for a same-key rewrite, with new markers elsewhere", () => {
    const r = buildRecord(notes, "tsp00000003", { key: detectKey(notes)!, keyValue: "tsp00000001title" });
    expect(r.args).toEqual({ title: "tsp00000001title", body: "tsp00000003body" });
  });

  it("lets --arg values win and drops their markers", () => {
    const r = buildRecord(notes, "tsp00000004", { key: detectKey(notes)!, overrides: { body: "real text" } });
    expect(r.args.body).toBe("real text");
    expect(valueMarkers(r)).toEqual([]);
  });

  it("derives a sibling key when --arg fixes the key and a fresh one is needed", () => {
    const key = { path: ["path"], name: "path" };
    const t = tool("write_note", { path: { type: "string" }, content: { type: "string" } }, ["path", "content"]);
    const r = buildRecord(t, "tsp00000005", { key, overrides: { path: "/sandbox/a.txt" }, freshKey: true });
    expect(r.args.path).toBe("/sandbox/tsp00000005-a.txt");
  });

  it("substitutes {marker} in declared write_args", () => {
    const r = buildRecord(notes, "tsp00000006", { writeArgs: { body: "note {marker}" } });
    expect(r.args.body).toBe("note tsp00000006body");
    expect(valueMarkers(r)).toContain("tsp00000006body");
  });

  it("gives integer keys distinct values per record", () => {
    const t = tool("set_slot", { slot_id: { type: "integer", minimum: 1, maximum: 1000000 }, label: { type: "string" } }, ["slot_id", "label"]);
    const key = detectKey(t)!;
    expect(buildRecord(t, "tsp0000abcd", { key }).args.slot_id).not.toBe(buildRecord(t, "tsp0000abce", { key }).args.slot_id);
  });
});

describe("variantKey", () => {
  it("varies paths, emails, URLs, plain strings and numbers", () => {
    expect(variantKey("/data/a.txt", "tsp1")).toBe("/data/tsp1-a.txt");
    expect(variantKey("me@example.org", "tsp1")).toBe("tsp1-me@example.org");
    expect(variantKey("https://example.org/x/", "tsp1")).toBe("https://example.org/x/tsp1");
    expect(variantKey("alpha", "tsp1")).toBe("alpha-tsp1");
    expect(variantKey(5, "tsp00000001")).toBe(7);
  });
});

describe("knownFields", () => {
  it("keeps the scalar fields of a write's answer", () => {
    expect(knownFields(undefined, '{"id":"T-4","tags":["a"]}')).toEqual({ id: "T-4" });
    expect(knownFields({ id: 9, ok: true }, "")).toEqual({ id: 9, ok: true });
    expect(knownFields(undefined, "Saved")).toEqual({});
  });
});
