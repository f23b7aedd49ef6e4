/** Writing a session trace atomically: a temporary file beside the target, then a rename over it. */
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import type { SessionTrace } from "./trace.js";

/**
 * Writes `trace` as pretty JSON to `path` atomically: readers see the old file or the whole new one, never a part
 * (the temporary file sits in the same folder, so the rename stays on one file system). Throws the file system's
 * error (ENOENT for a missing folder, EACCES); the temporary file is removed then.
 */
export function writeTraceFile(path: string, trace: SessionTrace): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(trace, null, 2)}\n`);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
