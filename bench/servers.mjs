// The official reference servers the benchmarks and integration tests grade, with how to start each.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const bin = (name) => resolve("node_modules", ".bin", name);

/**
 * `--arg` values for server-filesystem inside `sandbox` (holding notes.txt and move-me.txt), as a user passes
 * them: `{ global, perTool }` (ArgOverrides). Shared by the bench and the integration test.
 */
export function filesystemSandboxArgs(sandbox) {
  const file = join(sandbox, "notes.txt");
  return {
    global: { path: sandbox },
    perTool: {
      read_file: { path: file },
      read_text_file: { path: file },
      read_media_file: { path: file },
      get_file_info: { path: file },
      read_multiple_files: { paths: [file] },
      write_file: { path: join(sandbox, "written.txt") },
      edit_file: { path: file, edits: [{ oldText: "two", newText: "two" }] },
      create_directory: { path: join(sandbox, "made") },
      move_file: { source: join(sandbox, "move-me.txt"), destination: join(sandbox, "moved.txt") },
      search_files: { pattern: "notes" },
    },
  };
}

/** Returns `{ name, target, args }` for each official server; temp folders are made fresh per call. */
export function officialServers() {
  const sandbox = mkdtempSync(join(tmpdir(), "bench-fs-"));
  writeFileSync(join(sandbox, "notes.txt"), "line one\nline two\nline three\n");
  writeFileSync(join(sandbox, "move-me.txt"), "moving\n");
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
      args: filesystemSandboxArgs(sandbox), // values inside the sandbox, as a user passes them with --arg
    },
    { name: "sequential-thinking", target: { kind: "stdio", command: bin("mcp-server-sequential-thinking"), args: [] }, args: { global: {}, perTool: {} } },
  ];
}
