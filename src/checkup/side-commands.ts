/**
 * What the engine offers the CLI besides checkups, so the faces import only the engine and `report` (DESIGN.md:
 * `action`/`cli` → `checkup` + `report`): the bundled sample server of `demo` and `sample-server`, the session
 * recorder of `record`, and the exit code of a signal. The sample server and the recorder load on first use.
 */
import type { Readable, Writable } from "node:stream";
import type { RecordSessionOptions } from "../record/run-record.js";

export { SAMPLE_BUGS } from "../sample/notes-store.js";
export { signalExitCode } from "../mcp/exit-status.js";

/** Runs the bundled notes server on `stdin`/`stdout` (`argv`: its own flags, e.g. `--bug silent-skip`) until stdin ends. */
export async function runSampleServer(argv: readonly string[], stdin: Readable, stdout: Writable): Promise<void> {
  const { runNotesServer } = await import("../sample/notes-server.js");
  await runNotesServer(argv, stdin, stdout);
}

/** Relays a client's session with the server and saves each tools/call (`record/run-record.ts`); the server's exit code. */
export async function recordSession(options: RecordSessionOptions): Promise<number> {
  const { recordSession: record } = await import("../record/run-record.js");
  return record(options);
}
