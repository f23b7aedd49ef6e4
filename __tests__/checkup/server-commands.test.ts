import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { lintServerTarget, lintTools, listServerTools, snapshotServer, type ServerReadOptions } from "../../src/checkup/server-commands.js";
import { UsageError } from "../../src/errors.js";

const tiny: ServerReadOptions = {
  target: { kind: "stdio", command: process.execPath, args: [resolve("__tests__", "fixtures", "cli", "tiny-server.mjs")] },
  protocol: "auto",
  timeoutMs: 10_000,
};
const dying: ServerReadOptions = { ...tiny, target: { kind: "stdio", command: process.execPath, args: ["-e", "process.stderr.write('no key\\n'); process.exit(1)"] } };

describe("the engine's server commands", () => {
  it("lists the server's tools", async () => {
    const listed = await listServerTools(tiny);
    expect(listed.ok && listed.value.map((t) => t.name)).toEqual(["add_numbers"]);
  });

  it("gives a server that will not start as the server-start-failed finding, not an error", async () => {
    const listed = await listServerTools(dying);
    expect(listed.ok).toBe(false);
    expect(!listed.ok && listed.failure.rule).toBe("server-start-failed");
    expect(!listed.ok && listed.failure.message).toContain("no key");
  });

  it("snapshots the server: its text, its tool count and the revision spoken", async () => {
    const snapshot = await snapshotServer(tiny);
    expect(snapshot.ok && snapshot.value.tools).toBe(1);
    expect(snapshot.ok && JSON.parse(snapshot.value.text).tools.map((t: { name: string }) => t.name)).toEqual(["add_numbers"]);
  });

  it("lints a live server into a scorecard named after the target", async () => {
    const linted = await lintServerTarget(tiny, { target: "node tiny-server.mjs" });
    expect(linted.ok && linted.value.target).toBe("node tiny-server.mjs");
    expect(linted.ok && linted.value.tools.map((t) => t.name)).toEqual(["add_numbers"]);
  });

  it("lints while the server stops, and resolves only once it is gone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lint-stop-"));
    try {
      const pidFile = join(dir, "pid");
      const server = resolve("__tests__", "fixtures", "cli", "tiny-server.mjs");
      const target = { kind: "stdio" as const, command: "/bin/sh", args: ["-c", `echo $$ > '${pidFile}'; exec '${process.execPath}' '${server}'`] };
      const linted = await lintServerTarget({ ...tiny, target }, { target: "sh tiny-server" });
      expect(linted.ok && linted.value.tools.map((t) => t.name)).toEqual(["add_numbers"]);
      const pid = Number(readFileSync(pidFile, "utf8"));
      expect(pid).toBeGreaterThan(0);
      expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lints saved tools with the budget given", async () => {
    const scorecard = await lintTools({ tools: [{ name: "a", description: "x".repeat(4000), inputSchema: { type: "object" } }], target: "tools.json", tokenBudget: 10 });
    expect(scorecard.findings.map((f) => f.rule)).toContain("context-over-budget");
  });

  it("refuses an unknown client profile id", async () => {
    await expect(lintTools({ tools: [], target: "t", clients: ["nope"] })).rejects.toBeInstanceOf(UsageError);
  });
});
