import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeTraceFile } from "../../src/record/trace-file.js";
import { TRACE_VERSION, type SessionTrace } from "../../src/record/trace.js";

const dir = mkdtempSync(join(tmpdir(), "trace-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const trace: SessionTrace = {
  traceVersion: TRACE_VERSION,
  recorder: { name: "mcp-checkup", version: "0.1.0" },
  server: { command: "node server.js", name: "notes", version: "1.0.0", protocolVersion: "2025-11-25" },
  startedAt: "2026-01-01T00:00:00.000Z",
  endedAt: "2026-01-01T00:00:01.000Z",
  exit: { code: 0, signal: null },
  messages: { fromClient: 3, fromServer: 3, nonJsonFromClient: 0, nonJsonFromServer: 0 },
  calls: [],
};

describe("writeTraceFile", () => {
  it("writes the trace as pretty JSON with a final newline, replacing an older file", () => {
    const path = join(dir, "trace.json");
    writeFileSync(path, "old");
    writeTraceFile(path, trace);
    const text = readFileSync(path, "utf8");
    expect(text).toBe(`${JSON.stringify(trace, null, 2)}\n`);
    expect(JSON.parse(text)).toEqual(trace);
  });

  it("throws the file system's error for a missing folder", () => {
    expect(() => writeTraceFile(join(dir, "missing", "trace.json"), trace)).toThrow(/ENOENT/);
  });

  it("does not write through a link", () => {
    const target = join(dir, "elsewhere.txt");
    writeFileSync(target, "keep");
    const link = join(dir, "link.json");
    symlinkSync(target, link);
    try {
      writeTraceFile(link, trace);
    } catch {
      // refusing is fine too
    }
    expect(readFileSync(target, "utf8")).toBe("keep");
  });
});
