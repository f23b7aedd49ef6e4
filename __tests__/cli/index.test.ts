/**
 * The CLI's entry (the built `dist/cli/index.js`, as `npx mcp-checkup` runs it): it spawns the server the command
 * line names before the rest of the CLI is loaded (launch-ahead.ts), and that process is the one the run uses —
 * one process, not two — or, when the options turn out to be wrong, it is stopped before the CLI exits.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { running } from "../mcp/fixture-targets.js";

const CLI = resolve("dist/cli/index.js");
const SERVER = resolve("__tests__/fixtures/mcp-client/start-log.mjs");

/** Runs the built CLI with START_LOG set; returns its exit code, stderr and the pids of the servers it started. */
function runCli(args: string[]): { code: number | null; stderr: string; pids: number[] } {
  const log = join(mkdtempSync(join(tmpdir(), "cli-entry-")), "starts.log");
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8", env: { ...process.env, START_LOG: log, NO_COLOR: "1" }, timeout: 60_000 });
  const pids = existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean).map(Number) : [];
  return { code: result.status, stderr: result.stderr, pids };
}

describe("the CLI entry", () => {
  it("starts the server once: the process spawned ahead is the one graded", () => {
    for (const args of [
      ["lint", "--quiet", "--", process.execPath, SERVER],
      ["test", "--quiet", "--no-protocol-checks", "--cases", "1", `"${process.execPath}" "${SERVER}"`],
    ]) {
      const { code, stderr, pids } = runCli(args);
      expect(stderr, args[0]).toBe("");
      expect(code, args[0]).toBe(0);
      expect(pids, args[0]).toHaveLength(1);
      expect(running(pids[0]!)).toBe(false);
    }
  });

  it("spawns nothing ahead when a flag changes the launch", () => {
    const { code, pids } = runCli(["lint", "--quiet", "--env", "EXTRA=1", "--", process.execPath, SERVER]);
    expect(code).toBe(0);
    expect(pids).toHaveLength(1);
  });

  it("stops the server spawned ahead when the options are wrong: a usage error, exit 2, nothing left running", () => {
    const { code, stderr, pids } = runCli(["lint", "--protocol", "1999", "--", process.execPath, SERVER]);
    expect(code).toBe(2);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^mcp-checkup: --protocol/);
    expect(pids.length).toBeLessThanOrEqual(1);
    for (const pid of pids) expect(running(pid)).toBe(false);
  });
});
