/**
 * Entry of the standalone sample server (bundled to `dist/sample-server/index.js`):
 * `node dist/sample-server/index.js [--bug silent-skip|lose-on-write|limit-ignored]`.
 */
import { runNotesServer } from "./notes-server.js";

runNotesServer(process.argv.slice(2), process.stdin, process.stdout).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
