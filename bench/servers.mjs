// The official reference servers the benchmarks and integration tests grade, with how to start each.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const bin = (name) => resolve("node_modules", ".bin", name);

/** Returns `{ name, target, args }` for each official server; temp folders are made fresh per call. */
export function officialServers() {
  const sandbox = mkdtempSync(join(tmpdir(), "bench-fs-"));
  writeFileSync(join(sandbox, "notes.txt"), "line one\nline two\nline three\n");
  const memoryDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  return [
    { name: "everything", target: { kind: "stdio", command: bin("mcp-server-everything"), args: ["stdio"] }, args: { global: {}, perTool: {} } },
    {
      name: "memory",
      target: { kind: "stdio", command: bin("mcp-server-memory"), args: [], env: { MEMORY_FILE_PATH: join(memoryDir, "memory.jsonl") } },
      args: { global: {}, perTool: {} },
    },
    {
      name: "filesystem",
      target: { kind: "stdio", command: bin("mcp-server-filesystem"), args: [sandbox] },
      args: { global: { path: join(sandbox, "notes.txt") }, perTool: {} },
    },
    { name: "sequential-thinking", target: { kind: "stdio", command: bin("mcp-server-sequential-thinking"), args: [] }, args: { global: {}, perTool: {} } },
  ];
}
