/** Writing a session trace atomically: an exclusive temporary file beside the target, then a rename over it. */
import { writeFileAtomic } from "../files/safe-write.js";
import type { SessionTrace } from "./trace.js";

/**
 * Writes `trace` as pretty JSON to `path` atomically and without following links (`writeFileAtomic`): readers see
 * the old file or the whole new one, never a part. Throws the file system's error (ENOENT for a missing folder,
 * EACCES); the temporary file is removed then.
 */
export function writeTraceFile(path: string, trace: SessionTrace): void {
  writeFileAtomic(path, `${JSON.stringify(trace, null, 2)}\n`);
}
