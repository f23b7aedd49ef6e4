import { describe, expect, it } from "vitest";
import { buildRecord, detectKey } from "../../src/probes/records.js";
import { canonicalResult, itemsOf, observe, saysNothingFound, saysSkipped, showsRecord, textLines } from "../../src/probes/observe.js";
import type { Tool } from "../../src/mcp/types.js";

const ok = (result: unknown, args: unknown = {}) => observe("t", args, { kind: "result", result, durationMs: 1 }, false);
const textResult = (text: string, args: unknown = {}) => ok({ content: [{ type: "text", text }] }, args);

describe("observe", () => {
  it("judges results, tool errors, JSON-RPC errors, timeouts and deaths", () => {
    expect(textResult("x").status).toBe("ok");
    expect(ok({ content: [], isError: true }).status).toBe("tool-error");
    expect(observe("t", {}, { kind: "error", error: { code: -32602, message: "bad" }, durationMs: 1 }, false).summary).toBe("JSON-RPC error -32602: bad");
    expect(observe("t", {}, { kind: "timeout", durationMs: 300 }, false).status).toBe("timeout");
    expect(observe("t", {}, { kind: "closed", durationMs: 1, stderrTail: "", reason: "exit 1" }, false).restarted).toBe(true);
  });
});

describe("itemsOf", () => {
  it("counts a structuredContent list, or the one list field of an object", () => {
    expect(itemsOf(ok({ content: [], structuredContent: { notes: [1, 2, 3], total: 3 } }))).toEqual({ items: [1, 2, 3], source: "structuredContent" });
  });

  it("counts a JSON text of that shape", () => {
    expect(itemsOf(textResult('[{"a":1},{"a":2}]'))?.items.length).toBe(2);
    expect(itemsOf(textResult('{"keys":["x"]}'))?.source).toBe("json-text");
  });

  it("falls back to non-empty text lines, unless items are required", () => {
    expect(itemsOf(textResult("a\n\nb\n"))).toEqual({ items: ["a", "b"], source: "text-lines" });
    expect(itemsOf(textResult("a\nb"), "items")).toBeUndefined();
  });

  it("counts nothing in a JSON object with several lists or none: neither its items nor its pretty-printed lines are known", () => {
    // A published memory server's search_nodes answered {"entities": [], "relations": []} pretty-printed, and its
    // eight lines were counted as items beyond limit: 1.
    const graph = JSON.stringify({ entities: [], relations: [] }, null, 2);
    expect(itemsOf(textResult(graph))).toBeUndefined();
    expect(itemsOf(textResult(JSON.stringify({ name: "a", size: 3 }, null, 2)))).toBeUndefined();
    expect(itemsOf(ok({ content: [{ type: "text", text: "a\nb\nc" }], structuredContent: { entities: [1], relations: [2] } }))).toBeUndefined();
    expect(itemsOf(textResult(JSON.stringify({ entities: [{ name: "x" }] }, null, 2)))).toEqual({ items: [{ name: "x" }], source: "json-text" });
  });

  it("counts a text listing's outermost list items, not the lines of each item", () => {
    const session = "Recent sessions:\n• Default Session (d96c5eb7)\n  Created: 2026-12-06\n  Items: 0\n  Branch: unknown";
    expect(itemsOf(textResult(session))?.items).toEqual(["• Default Session (d96c5eb7)"]);
    expect(itemsOf(textResult("Found 2 notes:\n1. groceries\n   - milk\n   - eggs\n2. chores"))?.items).toEqual(["1. groceries", "2. chores"]);
  });

  it("counts no items in a text that opens by saying nothing matched, whatever advice follows", () => {
    const text = '# Task Query Results\n\n## No Matching Results\n\nNo tasks matching "hello" were found.\n\n### Possible Reasons:\n- a\n- b\n- c';
    expect(itemsOf(textResult(text))).toEqual({ items: [], source: "text-lines" });
  });

  it("counts nothing for a failed call", () => {
    expect(itemsOf(ok({ content: [], isError: true }))).toBeUndefined();
  });

  it("counts nothing for a refusal written as text without isError", () => {
    const refusal = 'Error occurred: Invalid arguments for tool query_task: [\n  {\n    "code": "too_small",\n    "path": ["query"]\n  }\n]';
    expect(textResult(refusal).outcome).not.toBe("passed");
    expect(itemsOf(textResult(refusal))).toBeUndefined();
  });
});

describe("textLines", () => {
  it("ignores one trailing newline and gives the empty text no lines", () => {
    expect(textLines("a\nb\n")).toEqual(["a", "b"]);
    expect(textLines("a\r\nb")).toEqual(["a", "b"]);
    expect(textLines("")).toEqual([]);
    expect(textLines("\n")).toEqual([""]);
  });
});

describe("showsRecord", () => {
  const notes: Tool = { name: "create_note", inputSchema: { type: "object", properties: { title: { type: "string" }, body: { type: "string" } }, required: ["title", "body"] } };
  const record = buildRecord(notes, "tsp00000001", { key: detectKey(notes)! });

  it("is true when a value marker shows", () => {
    expect(showsRecord(textResult('{"title":"tsp00000001title","body":"tsp00000001body"}', { title: "tsp00000001title" }), record)).toBe(true);
  });

  it("does not count the key echoed back from the reader's arguments", () => {
    expect(showsRecord(textResult("No note titled tsp00000001title", { title: "tsp00000001title" }), record)).toBe(false);
  });

  it("is false for an error result", () => {
    expect(showsRecord(ok({ content: [{ type: "text", text: "tsp00000001body" }], isError: true }), record)).toBe(false);
  });
});

describe("phrases", () => {
  it("recognises answers that say a write was skipped", () => {
    expect(saysSkipped("Note already exists; skipped")).toBe(true);
    expect(saysSkipped("unchanged")).toBe(true);
    expect(saysSkipped('{"saved":"x"}')).toBe(false);
  });

  it("recognises reads that found nothing", () => {
    expect(saysNothingFound("No results for x")).toBe(true);
    expect(saysNothingFound("Ticket T-1 not found")).toBe(true);
    expect(saysNothingFound("found 3 notes")).toBe(false);
  });
});

describe("canonicalResult", () => {
  it("ignores key order", () => {
    expect(canonicalResult(ok({ content: [], structuredContent: { a: 1, b: 2 } }))).toBe(canonicalResult(ok({ structuredContent: { b: 2, a: 1 }, content: [] })));
  });
});
