import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import type { ArgOverrides } from "../../src/scenarios/arg-overrides.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { renderJson } from "../../src/report/json.js";
import type { Scorecard } from "../../src/scorecard/types.js";
// @ts-expect-error: a plain .mjs module without type declarations
import { filesystemSandboxArgs } from "../../bench/servers.mjs";

/**
 * The official reference servers from npm (pinned devDependencies), graded end to end at default settings.
 * Each is graded twice: the reports must be identical once the wall-clock figures (timing, durations,
 * latencies) are set aside — same scenarios, same verdicts, same findings, same grade. (server-filesystem
 * quotes its own random temp-file names in some error texts; those hex runs are masked.)
 */
const bin = (name: string) => resolve("node_modules", ".bin", name);
const noArgs: ArgOverrides = { global: {}, perTool: {} };

function options(target: ServerTarget, args: ArgOverrides = noArgs): CheckupOptions {
  return { ...DEFAULTS, target, args, only: [], skip: [] };
}

/** The report without wall-clock figures, which differ from run to run by nature. */
function withoutClock(scorecard: Scorecard): unknown {
  const json = JSON.parse(renderJson(scorecard));
  delete json.timing;
  for (const s of json.scenarios) {
    delete s.duration_ms;
    s.detail = s.detail.replace(/[0-9a-f]{16,}/g, "<random>");
  }
  for (const t of json.tools) delete t.avg_latency_ms;
  return json;
}

/** Happy calls the server failed (refused and blocked calls are not failures: they count for nothing). */
function happyFailures(scorecard: Scorecard): string[] {
  return scorecard.scenarios.filter((s) => s.kind === "happy" && s.outcome === "failed").map((s) => `${s.tool}: ${s.detail}`);
}

async function gradeTwice(make: () => CheckupOptions): Promise<Scorecard> {
  const first = await runCheckup(make());
  const second = await runCheckup(make());
  expect(withoutClock(second)).toEqual(withoutClock(first));
  return first;
}

function expectEveryToolGraded(scorecard: Scorecard, names: string[]) {
  expect(scorecard.protocol).toMatchObject({ era: "legacy", version: "2025-11-25" });
  expect(scorecard.tools.map((t) => t.name).sort()).toEqual([...names].sort());
}

describe("official servers from npm", () => {
  it("grades server-everything: every tool called, no happy-path failure, grade A", async () => {
    const scorecard = await gradeTwice(() => options({ kind: "stdio", command: bin("mcp-server-everything"), args: ["stdio"] }));
    expectEveryToolGraded(scorecard, [
      "echo", "get-annotated-message", "get-env", "get-resource-links", "get-resource-reference", "get-roots-list",
      "get-structured-content", "get-sum", "get-tiny-image", "gzip-file-as-resource", "simulate-research-query",
      "toggle-simulated-logging", "toggle-subscriber-updates", "trigger-long-running-operation",
    ]);
    expect(happyFailures(scorecard)).toEqual([]);
    // The one tool that needs task-augmented calls is reported as such, not as a failure.
    expect(scorecard.findings.filter((f) => f.rule === "task-required-unsupported").map((f) => f.tool)).toEqual(["simulate-research-query"]);
    expect(scorecard.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(scorecard.grade).toBe("A");
  });

  it("grades server-memory on a temporary memory file: grade A, nothing to fix", async () => {
    const dir = mkdtempSync(join(tmpdir(), "official-memory-"));
    let run = 0;
    const scorecard = await gradeTwice(() =>
      options({ kind: "stdio", command: bin("mcp-server-memory"), args: [], env: { MEMORY_FILE_PATH: join(dir, `memory-${run++}.jsonl`) } }),
    );
    expectEveryToolGraded(scorecard, [
      "add_observations", "create_entities", "create_relations", "delete_entities", "delete_observations",
      "delete_relations", "open_nodes", "read_graph", "search_nodes",
    ]);
    expect(happyFailures(scorecard)).toEqual([]);
    expect(scorecard.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(scorecard.grade).toBe("A");
  });

  it("grades server-sequential-thinking (a union-typed parameter): grade A", async () => {
    const scorecard = await gradeTwice(() => options({ kind: "stdio", command: bin("mcp-server-sequential-thinking"), args: [] }));
    expectEveryToolGraded(scorecard, ["sequentialthinking"]);
    expect(happyFailures(scorecard)).toEqual([]);
    expect(scorecard.grade).toBe("A");
  });

  it("grades server-filesystem in a sandbox with --arg values: every happy path passes", async () => {
    const sandbox = mkdtempSync(join(tmpdir(), "official-fs-"));
    const prepare = () => {
      rmSync(sandbox, { recursive: true, force: true });
      mkdirSync(join(sandbox, "docs"), { recursive: true });
      writeFileSync(join(sandbox, "notes.txt"), "one\ntwo\nthree\n");
      writeFileSync(join(sandbox, "docs", "readme.md"), "# Readme\n");
      writeFileSync(join(sandbox, "move-me.txt"), "moving\n");
    };
    const args = filesystemSandboxArgs(sandbox) as ArgOverrides;
    const scorecard = await gradeTwice(() => {
      prepare();
      return options({ kind: "stdio", command: bin("mcp-server-filesystem"), args: [sandbox] }, args);
    });
    expectEveryToolGraded(scorecard, [
      "create_directory", "directory_tree", "edit_file", "get_file_info", "list_allowed_directories", "list_directory",
      "list_directory_with_sizes", "move_file", "read_file", "read_media_file", "read_multiple_files", "read_text_file",
      "search_files", "write_file",
    ]);
    expect(happyFailures(scorecard)).toEqual([]);
    expect(["A", "B"]).toContain(scorecard.grade);
  });

  it("probes server-filesystem with only --arg path=FILE: head: 0 exceeds the bound, tail: 1 falls short, and FILE is untouched until the writes", async () => {
    const sandbox = realpathSync(mkdtempSync(join(tmpdir(), "official-fs-probes-")));
    const file = join(sandbox, "file.txt");
    const original = "one\ntwo\nthree\nfour\nfive\n";
    writeFileSync(file, original);
    const atReadProbes: string[] = [];
    const scorecard = await runCheckup(
      { ...options({ kind: "stdio", command: bin("mcp-server-filesystem"), args: [sandbox] }, { global: { path: file }, perTool: {} }), probes: true },
      { onPhase: (phase, detail) => void (phase === "probes" && detail === "read-only" && atReadProbes.push(readFileSync(file, "utf8"))) },
    );
    const onReadText = scorecard.findings.filter((f) => f.tool === "read_text_file" && f.rule.startsWith("probe-"));
    expect(onReadText.find((f) => f.rule === "probe-bound-exceeded" && f.parameter === "head")?.message).toContain("head: 0 gave 5 lines");
    expect(onReadText.find((f) => f.rule === "probe-bound-short" && f.parameter === "tail")?.message).toContain("tail: 1 gave 0 lines");
    expect(atReadProbes).toEqual([original]);
    // The write scenarios ran after the probes: write_file's happy path wrote FILE.
    expect(readFileSync(file, "utf8")).not.toBe(original);
  });
});
