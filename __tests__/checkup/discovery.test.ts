import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { renderJson } from "../../src/report/json.js";
import type { Scorecard } from "../../src/scorecard/types.js";

/**
 * Discovery end to end (issue 11): fixture servers whose happy paths need the server's own values — a setup
 * call first, ids from a list — reach every tool's real work without a single --arg.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/discovery/${name}`, import.meta.url));
const scratch = realpathSync(mkdtempSync(join(tmpdir(), "checkup-discovery-")));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const options = (target: ServerTarget): CheckupOptions => ({ ...DEFAULTS, target, args: { global: {}, perTool: {} }, only: [], skip: [], protocolChecks: false });
const happy = (scorecard: Scorecard) => scorecard.scenarios.filter((s) => s.kind === "happy").map((s) => `${s.tool}:${s.verdict}`);

function repository(): string {
  const dir = mkdtempSync(join(scratch, "repo-"));
  mkdirSync(join(dir, ".git"));
  writeFileSync(join(dir, "app.js"), "export const a = 1;\n");
  return dir;
}

describe.concurrent("discovery end to end", () => {
  it("calls a git-style server's setup tool first, so every happy path reaches its real work", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [fixture("git-server.mjs"), "--repository", repository()] }));
    expect(happy(scorecard).every((h) => h.endsWith(":ok")), happy(scorecard).join(", ")).toBe(true);
    expect(new Set(happy(scorecard).map((h) => h.split(":")[0]))).toEqual(new Set(["set_working_dir", "git_status", "git_log", "git_branches", "git_show", "git_checkout"]));
    expect(scorecard.scenarios.find((s) => s.tool === "git_show")?.value_sources).toEqual({ revision: "discovered" });
  });

  it("gives a task-style server's get and update tools ids its list tool returned", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [fixture("task-server.mjs")] }));
    expect(happy(scorecard).every((h) => h.endsWith(":ok")), happy(scorecard).join(", ")).toBe(true);
    expect(scorecard.scenarios.filter((s) => s.tool === "get_task" && s.kind === "happy").map((s) => s.arguments)).toEqual([{ task_id: "t-7f3a" }, { task_id: "t-9c21" }]);
  });

  it("plans the calls after a creating tool again, with the id its answer showed", async () => {
    const scorecard = await runCheckup(options({ kind: "stdio", command: process.execPath, args: [fixture("task-server.mjs")] }));
    const updates = scorecard.scenarios.filter((s) => s.tool === "update_task" && s.kind === "happy");
    expect(updates.map((s) => (s.arguments as { task_id: string }).task_id)).toContain("t-new1");
    expect(updates.every((s) => s.verdict === "ok")).toBe(true);
  });

  it("plans the same scenarios for the same seed: discovery is deterministic", async () => {
    const target: ServerTarget = { kind: "stdio", command: process.execPath, args: [fixture("git-server.mjs"), "--repository", repository()] };
    const withoutClock = (scorecard: Scorecard) => {
      const json = JSON.parse(renderJson(scorecard));
      return json.scenarios.map(({ duration_ms: _d, ...s }: { duration_ms: number }) => s);
    };
    expect(withoutClock(await runCheckup(options(target)))).toEqual(withoutClock(await runCheckup(options(target))));
  });

  it("plans from the schema, descriptions and names alone with discovery off", async () => {
    const scorecard = await runCheckup({ ...options({ kind: "stdio", command: process.execPath, args: [fixture("task-server.mjs")] }), discovery: false });
    expect(scorecard.scenarios.find((s) => s.tool === "get_task")?.value_sources).toEqual({ task_id: "name" });
  });
});
