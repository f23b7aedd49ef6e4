import { afterEach, describe, expect, it } from "vitest";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { AUTO, fixture } from "./fixture-targets.js";

const open: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function listing(mode: string) {
  const connection = await connect(fixture("pages", "--mode", mode), AUTO);
  open.push(connection);
  return { listing: await connection.listTools(), connection };
}

describe("listAllTools through tools/list", () => {
  it("follows an empty-string nextCursor as a real cursor", async () => {
    const { listing: result, connection } = await listing("empty-cursor");
    expect(result.tools.map((t) => t.name)).toEqual(["first", "second"]);
    expect(result.pages).toBe(2);
    expect(result.pagination).toBeUndefined();
    expect(connection.exchanges().filter((e) => e.method === "tools/list").map((e) => e.params)).toEqual([{}, { cursor: "" }]);
  });

  it("stops at a repeated cursor and reports a loop", async () => {
    const { listing: result } = await listing("loop");
    expect(result.pagination).toEqual({ problem: "loop", cursor: "again", pages: 2 });
    expect(result.tools.map((t) => t.name)).toEqual(["tstart", "tagain"]);
  });

  it("stops after 100 pages of ever-new cursors and reports the page cap", async () => {
    const { listing: result } = await listing("endless");
    expect(result.pagination).toEqual({ problem: "page-cap", cursor: "100", pages: 100 });
    expect(result.tools).toHaveLength(100);
  });

  it("keeps the tools of earlier pages when a page fails", async () => {
    const { listing: result } = await listing("fail");
    expect(result.tools.map((t) => t.name)).toEqual(["first"]);
    expect(result.failure).toMatchObject({ kind: "error", error: { code: -32603, message: "Database unavailable" } });
  });

  it("skips tools that are not objects with a string name and counts them", async () => {
    const { listing: result } = await listing("malformed");
    expect(result.tools.map((t) => t.name)).toEqual(["good_one", "good_two"]);
    expect(result.malformed).toBe(2);
  });

  it("ends the list at a null nextCursor", async () => {
    const { listing: result } = await listing("null-cursor");
    expect(result).toEqual({ tools: [expect.objectContaining({ name: "only" })], pages: 1 });
  });
});
