import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { boundParams, sliceProblem } from "../../src/probes/bounds.js";
import type { Tool } from "../../src/mcp/types.js";
import { closeAll, fixture, probe, start, summary, otherThanReadOnly } from "./probe-harness.js";

// Built-in bounds on read-only tools: limit-like parameters with 1 and 2, head/tail with 0, 1, 2.
afterAll(closeAll);

const SHARED_NOTES = new URL("../../../shared/cases/notes-server.mjs", import.meta.url).pathname;
const tool = (properties: Record<string, unknown>, required: string[] = []): Tool => ({ name: "list_x", inputSchema: { type: "object", properties, required } });

describe("boundParams", () => {
  it("finds limit-like integer parameters in any spelling", () => {
    const t = tool({ limit: { type: "integer" }, maxResults: { type: "integer" }, top_k: { type: "number" }, pageSize: { type: "integer", maximum: 50 } }, ["top_k"]);
    expect(boundParams(t)).toEqual([
      { name: "limit", kind: "limit", required: false, range: { min: -Infinity, max: Infinity } },
      { name: "maxResults", kind: "limit", required: false, range: { min: -Infinity, max: Infinity } },
      { name: "top_k", kind: "limit", required: true, range: { min: -Infinity, max: Infinity } },
      { name: "pageSize", kind: "limit", required: false, range: { min: -Infinity, max: 50 } },
    ]);
  });

  it("finds head and tail", () => {
    expect(boundParams(tool({ head: { type: "number" }, tail: { type: "integer", minimum: 0 } })).map((b) => b.kind)).toEqual(["head", "tail"]);
  });

  it("leaves out max, count, max_length and limits that are not numbers", () => {
    expect(boundParams(tool({ max: { type: "integer" }, count: { type: "integer" }, max_length: { type: "integer" }, limit: { type: "string" } }))).toEqual([]);
  });
});

describe.concurrent("limit-like parameters", () => {
  it.skipIf(!existsSync(SHARED_NOTES))("reports probe-bound-exceeded when list_notes ignores limit, without writing anything", async () => {
    const run = await probe(start(SHARED_NOTES, ["--bug", "limit-ignored"]));
    expect(summary(run)).toEqual(["probe-bound-exceeded@list_notes(medium)"]);
    expect(run.findings[0]).toMatchObject({ parameter: "limit", severity: "warning" });
    expect(run.results.find((r) => r.tool === "create_note")).toMatchObject({ status: "skipped", detail: expect.stringContaining("--allow-writes") });
  });

  it("reports an ignored page_size counted from structuredContent at medium confidence", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]));
    expect(summary(run)).toEqual(["probe-bound-exceeded@list_keys(medium)"]);
    expect(run.findings[0]?.message).toBe("list_keys returns more items than 'page_size' allows: page_size: 1 gave 3 items; page_size: 2 gave 3 items (3 without it).");
  });

  it("reports an ignored first in a JSON text answer", async () => {
    const run = await probe(start(fixture("tickets-server.mjs"), ["--bug", "limit-ignored"]));
    expect(summary(run)).toEqual(["probe-bound-exceeded@listTickets(medium)"]);
  });

  it("reports an ignored max_results counted in text lines at low confidence, finding data through a required query", async () => {
    const run = await probe(start(fixture("bookmarks-server.mjs"), ["--bug", "limit-ignored"]));
    expect(summary(run)).toEqual(["probe-bound-exceeded@find_bookmarks(low)"]);
  });

  it("reports probe-bound-short when an optional limit returns fewer items than exist", async () => {
    const run = await probe(start(fixture("catalog-server.mjs"), ["--bug", "short-limit"]));
    expect(summary(run)).toEqual(["probe-bound-short@list_products(medium)"]);
  });

  it("passes limits that hold, and never probes a tool that is not read-only", async () => {
    const run = await probe(start(fixture("catalog-server.mjs")));
    expect(run.findings).toEqual([]);
    expect(otherThanReadOnly(run).map((r) => `${r.probe}:${r.tool}:${r.status}`)).toEqual(["bound:list_products:passed"]);
  });
});

describe.concurrent("head and tail", () => {
  it("passes exact slices", async () => {
    const run = await probe(start(fixture("log-server.mjs")), { args: { global: { name: "app" }, perTool: {} } });
    expect(run.findings).toEqual([]);
    expect(otherThanReadOnly(run).map((r) => `${r.probe}:${r.status}`)).toEqual(["slice:passed", "slice:passed"]);
  });

  it("reports probe-bound-exceeded when 0 returns the whole text", async () => {
    const run = await probe(start(fixture("log-server.mjs"), ["--bug", "zero-means-all"]));
    expect(summary(run)).toEqual(["probe-bound-exceeded@read_log(medium)", "probe-bound-exceeded@read_log(medium)"]);
    expect(run.findings.map((f) => f.parameter)).toEqual(["head", "tail"]);
  });

  it("reports probe-bound-short when tail drops a line of newline-terminated text", async () => {
    const run = await probe(start(fixture("log-server.mjs"), ["--bug", "tail-off-by-one"]));
    expect(summary(run)).toEqual(["probe-bound-short@read_log(medium)"]);
    expect(run.findings.map((f) => f.message)).toEqual([
      "read_log returns fewer lines than 'tail' asks for on a 5-line text: tail: 1 gave 0 lines instead of the last 1; tail: 2 gave 1 line instead of the last 2.",
    ]);
  });

  it("reports probe-slice-mismatch when the count is right but the lines are not", async () => {
    const run = await probe(start(fixture("log-server.mjs"), ["--bug", "head-from-end"]));
    expect(summary(run)).toEqual(["probe-slice-mismatch@read_log(medium)"]);
    expect(run.findings.map((f) => f.message)).toEqual([
      "read_log does not return the first N lines for head on a 5-line text: head: 1 gave 1 line that differ instead of the first 1; head: 2 gave 2 lines that differ instead of the first 2.",
    ]);
  });
});

describe("sliceProblem", () => {
  const all = ["a", "b", "c"];
  it("calls more lines than N exceeded, even for 0", () => {
    expect(sliceProblem(0, 3, [], all)).toBe("exceeded");
    expect(sliceProblem(1, 3, ["a"], ["a", "b"])).toBe("exceeded");
  });
  it("calls fewer lines than min(N, all) short", () => {
    expect(sliceProblem(1, 3, ["c"], [])).toBe("short");
    expect(sliceProblem(5, 3, all, ["a", "b"])).toBe("short");
  });
  it("calls the right count with other lines a mismatch", () => {
    expect(sliceProblem(1, 3, ["a"], ["c"])).toBe("mismatch");
  });
  it("accepts the exact slice, and all lines for an N beyond the text", () => {
    expect(sliceProblem(2, 3, ["b", "c"], ["b", "c"])).toBeUndefined();
    expect(sliceProblem(5, 3, all, all)).toBeUndefined();
  });
});
