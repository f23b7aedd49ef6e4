import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vitest's global setup (vitest.config.ts, vitest.unit.config.ts): one temporary folder for the whole run, given to
 * every test process, and to every server the tests start, as TMPDIR (which `os.tmpdir()` reads); removed with all
 * it holds when the run ends. The tests make about a hundred temporary folders a run (fixture workspaces, reports,
 * servers' files: ~14 MB), and left in the system's folder a day of runs had left over 10,000 there (1 GB).
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "mcp-checkup-tests-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
