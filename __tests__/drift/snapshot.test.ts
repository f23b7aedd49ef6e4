import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeSnapshot, parseSnapshot, renderSnapshot, SNAPSHOT_VERSION } from "../../src/drift/snapshot.js";
import { UsageError } from "../../src/errors.js";
import type { Tool } from "../../src/mcp/types.js";
import { connect } from "../../src/mcp/connect.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { AUTO, installed } from "../mcp/fixture-targets.js";
import { notes, officialTools, reordered } from "./helpers.js";

const OFFICIAL = ["everything", "filesystem", "memory", "sequential-thinking"];
const facts = { protocolVersion: "2025-11-25", serverInfo: { name: "srv", version: "1.0.0" } };

describe("makeSnapshot and renderSnapshot", () => {
  it.each(OFFICIAL)("gives byte-identical snapshots of the %s server however its tools and keys are ordered", (name) => {
    const tools = officialTools(name);
    const first = renderSnapshot(makeSnapshot({ ...facts, tools }));
    const second = renderSnapshot(makeSnapshot({ ...facts, tools: reordered(tools).reverse() }));
    expect(second).toBe(first);
  });

  it.each(OFFICIAL)("reads back the %s snapshot and renders it byte for byte", (name) => {
    const text = renderSnapshot(makeSnapshot({ ...facts, tools: officialTools(name) }));
    expect(renderSnapshot(parseSnapshot(text, "mcp-tools.json"))).toBe(text);
  });

  it("writes the header fields in a fixed order, with snapshotVersion and generator", () => {
    const snapshot = makeSnapshot({ ...notes("before") });
    expect(Object.keys(snapshot)).toEqual(["snapshotVersion", "generator", "server", "protocolVersion", "instructions", "tools"]);
    expect(snapshot.snapshotVersion).toBe(SNAPSHOT_VERSION);
    expect(snapshot.generator).toBe("mcp-checkup");
    expect(snapshot.server).toEqual({ name: "notes", version: "1.0.0" });
  });

  it("sorts tools by name and opens each tool with its name", () => {
    const snapshot = makeSnapshot({ ...notes("before") });
    expect(snapshot.tools.map((t) => t.name)).toEqual(["archive_note", "create_note", "echo", "get_note", "list_notes", "search_notes", "tag_note", "update_note"]);
    expect(Object.keys(snapshot.tools.find((t) => t.name === "echo")!)).toEqual(["name", "title", "description", "annotations", "inputSchema"]);
  });

  it("leaves out fields the server did not send, instructions included", () => {
    const snapshot = makeSnapshot({ ...facts, tools: [{ name: "bare", inputSchema: { type: "object" } }] });
    expect(Object.keys(snapshot)).not.toContain("instructions");
    expect(snapshot.tools[0]).toEqual({ name: "bare", inputSchema: { type: "object" } });
  });

  it("records a null inputSchema as sent, since lint and drift must see it", () => {
    const snapshot = makeSnapshot({ ...facts, tools: [{ name: "broken", inputSchema: null }] });
    expect(snapshot.tools[0]).toEqual({ name: "broken", inputSchema: null });
  });

  it("sorts required names and keeps the enum order the model reads", () => {
    const tools = [{ name: "t", inputSchema: { type: "object", properties: { level: { enum: ["low", "medium", "high"] } }, required: ["level", "b"] } }];
    const schema = makeSnapshot({ ...facts, tools }).tools[0]!.inputSchema as { required: string[]; properties: { level: { enum: string[] } } };
    expect(schema.required).toEqual(["b", "level"]);
    expect(schema.properties.level.enum).toEqual(["low", "medium", "high"]);
  });

  it("ends the file with one newline and indents by two spaces", () => {
    const text = renderSnapshot(makeSnapshot({ ...facts, tools: [] }));
    expect(text).toBe('{\n  "snapshotVersion": 1,\n  "generator": "mcp-checkup",\n  "server": {\n    "name": "srv",\n    "version": "1.0.0"\n  },\n  "protocolVersion": "2025-11-25",\n  "tools": []\n}\n');
  });
});

describe("parseSnapshot", () => {
  it("re-canonicalises a hand-edited file", () => {
    const canonical = renderSnapshot(makeSnapshot({ ...notes("before") }));
    const edited = `${JSON.stringify(reordered(JSON.parse(canonical)))}\n`;
    expect(renderSnapshot(parseSnapshot(edited, "edited.json"))).toBe(canonical);
  });

  it("names the file when it is not JSON", () => {
    expect(() => parseSnapshot("{oops", "baseline/mcp-tools.json")).toThrow(UsageError);
    expect(() => parseSnapshot("{oops", "baseline/mcp-tools.json")).toThrow(/^baseline\/mcp-tools\.json is not valid JSON/);
  });

  it("names the file and the missing field when the JSON is not a snapshot", () => {
    expect(() => parseSnapshot('{"tools": []}', "report.json")).toThrow('report.json is not an mcp-checkup snapshot: "snapshotVersion": 1 is missing');
  });

  it("refuses a snapshot of another version, saying which", () => {
    const text = renderSnapshot(makeSnapshot({ ...facts, tools: [] })).replace('"snapshotVersion": 1', '"snapshotVersion": 2');
    expect(() => parseSnapshot(text, "mcp-tools.json")).toThrow("its snapshotVersion is 2, this mcp-checkup reads version 1");
  });

  it("refuses a tool without a string name", () => {
    const text = renderSnapshot(makeSnapshot({ ...facts, tools: [] })).replace('"tools": []', '"tools": [{"title": "x"}]');
    expect(() => parseSnapshot(text, "mcp-tools.json")).toThrow('tools[0] is not an object with a string "name"');
  });
});

describe("snapshots of the official npm servers, taken live", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-snapshot-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const servers: Record<string, ServerTarget> = {
    everything: installed("mcp-server-everything", ["stdio"]),
    filesystem: installed("mcp-server-filesystem", [dir]),
    memory: installed("mcp-server-memory", [], { MEMORY_FILE_PATH: join(dir, "memory.jsonl") }),
    "sequential-thinking": installed("mcp-server-sequential-thinking"),
  };

  /** Starts the server, snapshots it and stops it (whole process group), even when a step fails. */
  async function take(target: ServerTarget): Promise<string> {
    const connection = await connect(target, AUTO);
    try {
      const listing = await connection.listTools();
      const { protocolVersion, serverInfo, instructions } = connection;
      return renderSnapshot(makeSnapshot({ tools: listing.tools, protocolVersion, serverInfo, ...(instructions !== undefined ? { instructions } : {}) }));
    } finally {
      await connection.close();
    }
  }

  it.concurrent.each(Object.keys(servers))("gives the same bytes for two snapshots of %s", async (name) => {
    const target = servers[name]!;
    const [first, second] = await Promise.all([take(target), take(target)]);
    expect(second).toBe(first);
    expect(parseSnapshot(first, `${name}.json`).tools.length).toBeGreaterThan(0);
  });
});

describe("makeSnapshot on a broken tool list", () => {
  it("records odd names as text and skips entries that are not tools, so the file reads back", () => {
    const tools = [null, { name: 42, inputSchema: {} }] as unknown as Tool[];
    const text = renderSnapshot(makeSnapshot({ protocolVersion: "2025-11-25", serverInfo: { name: "x", version: "1" }, tools }));
    expect(parseSnapshot(text, "mcp-tools.json").tools).toEqual([{ name: "42", inputSchema: {} }]);
  });
});
