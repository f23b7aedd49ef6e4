import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckupOptions } from "../../src/checkup/options.js";
import type { CheckupEvents } from "../../src/checkup/run-checkup.js";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { Inputs, legacyCommentMarker, Outputs, type InputName } from "../../src/action/constants.js";
import { run } from "../../src/action/main.js";
import { OptionError, UsageError } from "../../src/errors.js";
import { renderJson } from "../../src/report/json.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { f, makeScorecard, probe } from "../fixtures/scorecard.js";
import { FAST, inputsFrom, recordingIO, runnerEnv, tempDir } from "./helpers.js";

/** A baseline snapshot with one tool, `archive_note`. */
const baseline = makeSnapshot({ tools: [{ name: "archive_note", inputSchema: { type: "object" } }], protocolVersion: "2025-11-25", serverInfo: { name: "notes", version: "1" } });

/** Three clean tools, one failing a high-confidence probe: capped at C. */
const capped = (): Scorecard =>
  makeScorecard({ probes: [probe("create_note", "failed", "high")], findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] });

/**
 * `run()` with the real inputs, context and publishing code against a fake GitHub API. The engine is replaced by
 * a function returning a fixed scorecard (the engine has its own tests; `dist.test.ts` runs the whole bundle).
 */
describe("run", () => {
  let github: FakeGitHub;
  let dir: string;
  let calls: CheckupOptions[];
  const engine = (scorecard: Scorecard | Error) => async (options: CheckupOptions) => {
    calls.push(options);
    if (scorecard instanceof Error) throw scorecard;
    return scorecard;
  };
  const runWith = (values: Partial<Record<InputName, string>>, event: Parameters<typeof runnerEnv>[1], scorecard: Scorecard | Error = capped()) => {
    const io = recordingIO();
    const env = { ...runnerEnv(dir, event, github.url), GITHUB_TOKEN: "t" };
    return run({ io, getInput: inputsFrom(values), env, cwd: dir, runCheckup: engine(scorecard), githubLimits: FAST }).then((outcome) => ({ io, outcome }));
  };

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
    calls = [];
  });
  afterEach(async () => {
    await github.stop();
  });

  it("redacts the run's secrets and the token from everything it publishes", async () => {
    const token = "ghs_token_value_0123456789";
    const leaky = makeScorecard({ findings: [f("happy-call-failed", { tool: "t", message: `echoed hunter2-secret-value and ${token}` })] });
    const { io } = await runWith(
      { [Inputs.McpCommand]: "node s.js", [Inputs.McpEnv]: "API_KEY=hunter2-secret-value", [Inputs.GithubToken]: token },
      { name: "pull_request", prNumber: 7 },
      leaky,
    );
    const published = JSON.stringify([io.summaries, io.annotations, io.outputs, github.botComments(7).map((c) => c.body)]);
    expect(published).toContain("echoed [redacted] and [redacted]");
    expect(published).not.toContain("hunter2-secret-value");
    expect(published).not.toContain(token);
    expect(readFileSync(io.outputs[Outputs.ReportJson]!, "utf8")).not.toContain("hunter2-secret-value");
  });

  it("gives the engine an abort signal and the secrets to redact", async () => {
    await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpEnv]: "API_KEY=hunter2-secret-value" }, { name: "push" });
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]!.secrets).toContain("hunter2-secret-value");
  });

  it("publishes an interrupted run's partial scorecard and fails the step with one error", async () => {
    const partial: Scorecard = { ...capped(), interrupted: true, interruption: "SIGTERM" };
    const { io, outcome } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpFailUnder]: "A" }, { name: "pull_request", prNumber: 7 }, partial);
    expect(io.summaries).toHaveLength(1);
    expect(io.outputs[Outputs.Grade]).toBe("C");
    expect(io.failures).toHaveLength(1);
    expect(io.failures[0]).toMatch(/^mcp-checkup was interrupted \(SIGTERM\)/);
    expect(outcome.baseline).toBeNull();
  });

  it("grades, publishes and passes without gates", async () => {
    const { io, outcome } = await runWith({ [Inputs.McpCommand]: "node server.js --bug silent-skip", [Inputs.McpProbes]: "true" }, { name: "pull_request", prNumber: 7 });
    expect(calls[0]).toMatchObject({ target: { kind: "stdio", command: "node", args: ["server.js", "--bug", "silent-skip"] }, probes: true });
    expect(io.outputs[Outputs.Grade]).toBe("C");
    expect(io.outputs[Outputs.GradeCapped]).toBe("true");
    expect(github.botComments(7)).toHaveLength(1);
    expect(outcome.failures).toEqual([]);
    expect(io.failures).toEqual([]);
  });

  it("fails the step on mcp-fail-under after publishing everything", async () => {
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpFailUnder]: "B" }, { name: "pull_request", prNumber: 7 });
    expect(io.failures).toEqual([`grade C (capped) is below ${Inputs.McpFailUnder}: B`]);
    expect(io.summaries).toHaveLength(1);
    expect(github.botComments(7)).toHaveLength(1);
  });

  it("fails with both gates in one message", async () => {
    const { io, outcome } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpFailUnder]: "A", [Inputs.McpCi]: "true" }, { name: "push" });
    expect(outcome.failures).toHaveLength(2);
    expect(io.failures).toEqual([outcome.failures.join("; ")]);
  });

  it("fails on a bad input before the server starts and publishes nothing", async () => {
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpFailUnder]: "Z" }, { name: "pull_request", prNumber: 7 });
    expect(io.failures).toHaveLength(1);
    expect(io.failures[0]).toMatch(new RegExp(`^${Inputs.McpFailUnder}: `));
    expect(calls).toEqual([]);
    expect(io.outputs).toEqual({});
    expect(github.requests).toEqual([]);
  });

  it("turns a UsageError from the engine into the step's one failure message", async () => {
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpOnly]: "nope" }, { name: "push" }, new UsageError("mcp-only: no tool named 'nope'"));
    expect(io.failures).toEqual(["mcp-only: no tool named 'nope'"]);
  });

  it("words an engine error about an option with the Action's input, not the CLI flag", async () => {
    const error = new OptionError("only", (say) => `${say("only")}: no tool named 'nope'; the server's tools are: a`);
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpOnly]: "nope" }, { name: "push" }, error);
    expect(io.failures).toEqual(["mcp-only: no tool named 'nope'; the server's tools are: a"]);
  });

  it("fails the step when the engine crashes", async () => {
    const { io, outcome } = await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "push" }, new Error("boom"));
    expect(io.failures).toEqual(["mcp-checkup failed: boom"]);
    expect(outcome.scorecard).toBeNull();
  });

  it("masks mcp-env values before the engine runs", async () => {
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpEnv]: "TOKEN=abc123" }, { name: "push" });
    expect(io.secrets).toEqual(["abc123"]);
  });

  it("fails before starting a server when mcp-baseline is not a snapshot, naming the input", async () => {
    writeFileSync(join(dir, "snap.json"), "{}");
    const { io, outcome } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "snap.json" }, { name: "push" });
    expect(outcome.scorecard).toBeNull();
    expect(io.failures.join("\n")).toContain(Inputs.McpBaseline);
  });

  it("feeds mcp-baseline to the engine and locates SARIF results at the tool's line in it", async () => {
    writeFileSync(join(dir, "mcp-tools.json"), renderSnapshot(baseline));
    const scorecard = makeScorecard({ findings: [f("drift-tool-removed", { tool: "archive_note" })] });
    const { io } = await runWith({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "mcp-tools.json" }, { name: "push" }, scorecard);
    expect(calls[0]!.baseline).toEqual(baseline);
    expect(io.warnings).toEqual([]);
    const sarif = JSON.parse(readFileSync(io.outputs[Outputs.ReportSarif]!, "utf8"));
    const line = renderSnapshot(baseline).split("\n").indexOf('      "name": "archive_note",') + 1;
    expect(sarif.runs[0].results[0].locations[0].physicalLocation).toEqual({ artifactLocation: { uri: "mcp-tools.json" }, region: { startLine: line } });
  });

  describe("with mcp-update-baseline", () => {
    const live = makeSnapshot({ tools: [{ name: "create_note", inputSchema: { type: "object" } }], protocolVersion: "2025-11-25", serverInfo: { name: "notes", version: "2" } });
    /** An engine that reports `live` as the server's snapshot, as `runCheckup` does. */
    const snapshotEngine = async (options: CheckupOptions, events: CheckupEvents = {}) => {
      calls.push(options);
      events.onSnapshot?.(live);
      return capped();
    };
    const runUpdate = (event: Parameters<typeof runnerEnv>[1]) => {
      const io = recordingIO();
      const env = { ...runnerEnv(dir, event, github.url), GITHUB_TOKEN: "t" };
      const values = { [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "mcp-tools.json", [Inputs.McpUpdateBaseline]: "true" };
      return run({ io, getInput: inputsFrom(values), env, cwd: dir, runCheckup: snapshotEngine, githubLimits: FAST }).then((outcome) => ({ io, outcome }));
    };

    it("creates and commits the baseline on a push to the default branch", async () => {
      const { io, outcome } = await runUpdate({ name: "push" });
      expect(outcome.baseline).toBe("committed");
      expect(github.files.get("main:mcp-tools.json")).toBe(renderSnapshot(live));
      expect(readFileSync(join(dir, "mcp-tools.json"), "utf8")).toBe(renderSnapshot(live));
      expect(io.infos).toContain(`${Inputs.McpBaseline}: ${join(dir, "mcp-tools.json")} does not exist yet, so no drift is reported; ${Inputs.McpUpdateBaseline} writes it on a push to the default branch.`);
      expect(outcome.failures).toEqual([]);
    });

    it("changes nothing on a pull request", async () => {
      writeFileSync(join(dir, "mcp-tools.json"), renderSnapshot(baseline));
      const { outcome } = await runUpdate({ name: "pull_request", prNumber: 7 });
      expect(outcome.baseline).toBe("skipped");
      expect(readFileSync(join(dir, "mcp-tools.json"), "utf8")).toBe(renderSnapshot(baseline));
      expect(github.requests.filter((r) => r.method !== "GET" && /\/git\//.test(r.path))).toEqual([]);
    });

    it("warns, and does not fail the step, when the commit is refused", async () => {
      github.readOnly = true;
      const { io, outcome } = await runUpdate({ name: "push" });
      expect(outcome.failures).toEqual([]);
      expect(io.warnings.some((w) => w.startsWith(`${Inputs.McpUpdateBaseline}: Committing the snapshot failed: `) && w.includes("permissions: contents: write"))).toBe(true);
    });
  });

  describe("publish-only mode", () => {
    const publishOnly = (report: unknown, values: Partial<Record<InputName, string>> = {}) => {
      writeFileSync(join(dir, "saved.json"), typeof report === "string" ? report : `${JSON.stringify(report, null, 2)}\n`);
      return runWith({ [Inputs.ReportPath]: "saved.json", [Inputs.PrNumber]: "9", ...values }, { name: "workflow_run", headSha: "headsha0", headRepo: "someone/r" });
    };

    it("publishes a saved report without starting a server", async () => {
      const scorecard = capped();
      const { io, outcome } = await publishOnly(renderJson(scorecard));
      expect(calls).toEqual([]);
      expect(outcome.scorecard).toEqual(JSON.parse(renderJson(scorecard)));
      expect(io.outputs[Outputs.Grade]).toBe("C");
      expect(github.botComments(9)).toHaveLength(1);
      expect(github.botComments(9)[0]!.body).toContain("MCP Checkup: notes-fixture 1.0.0");
    });

    it("says in the comment which workflow run produced the report", async () => {
      await publishOnly(renderJson(capped()));
      expect(github.botComments(9)[0]!.body.trimEnd().split("\n").at(-1)).toBe(
        "<sub>Scored by [MCP Checkup](https://github.example/o/r/actions/runs/41) (pull_request run from `someone/r`) on commit `headsha`, " +
          "published by [workflow run](https://github.example/o/r/actions/runs/42) from its saved report · the comment is edited only when the result changes</sub>",
      );
    });

    it("refuses a forged report whose grade does not follow from its own results, and publishes nothing", async () => {
      const forged = { ...JSON.parse(renderJson(capped())), grade: "A", grade_cap: { enabled: true, capped: false, cap: null, uncapped_grade: "A", reasons: [] } };
      const { io, outcome } = await publishOnly(forged);
      expect(outcome.failures).toHaveLength(1);
      expect(io.failures[0]).toMatch(new RegExp(`^${Inputs.ReportPath}: refused to publish .*saved\\.json: it says the grade cap is off, but its own results give on`));
      expect(github.requests.filter((r) => r.method !== "GET")).toEqual([]);
      expect(io.outputs).toEqual({});
    });

    it("refuses a report whose grade was raised next to an error finding", async () => {
      const forged = { ...JSON.parse(renderJson(capped())), grade: "A" };
      const { io } = await publishOnly(forged);
      expect(io.failures[0]).toContain("it says grade A, but its own results give C");
      expect(github.botComments(9)).toEqual([]);
    });

    it("publishes a report with a rule this version does not know, showing it by id", async () => {
      const report = JSON.parse(renderJson(makeScorecard({ findings: [f("description-short", { tool: "list_notes", message: "Quantum flux detected." })] })));
      report.findings[0].rule = "tool-quantum-flux";
      const { io, outcome } = await publishOnly(report);
      expect(outcome.failures).toEqual([]);
      expect(io.infos).toContain(`${Inputs.ReportPath}: rules this version does not know are published by id: tool-quantum-flux (a newer mcp-checkup wrote the report).`);
      expect(github.botComments(9)[0]!.body).toContain("**tool-quantum-flux** on `list_notes`");
      expect(io.summaries[0]).toContain("tool-quantum-flux");
    });

    it("commits no badge, whatever badge-branch says", async () => {
      const { io } = await publishOnly(renderJson(capped()), { [Inputs.BadgeBranch]: "badges" });
      expect(github.requests.filter((r) => /\/git\//.test(r.path) && r.method !== "GET")).toEqual([]);
      expect(io.infos.some((m) => m.startsWith(`${Inputs.BadgeBranch}: nothing committed: publish-only mode publishes another run's report`))).toBe(true);
    });
  });

  describe("the sticky comment's key", () => {
    const renamed = makeScorecard({ server: { name: "notes-renamed", version: "2.0.0" } });
    const failedStart = makeScorecard({
      server: {},
      tools: [],
      scenarios: [],
      findings: [f("server-start-failed", { message: "The server exited with code 1 before answering initialize." })],
    });

    it("keeps one comment when the server renames itself", async () => {
      await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "pull_request", prNumber: 7 });
      await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "pull_request", prNumber: 7 }, renamed);
      expect(github.botComments(7)).toHaveLength(1);
      expect(github.botComments(7)[0]!.body).toContain("notes-renamed 2.0.0");
    });

    it("keeps one comment, and replaces the stale grade, when the server fails to start", async () => {
      await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "pull_request", prNumber: 7 });
      await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "pull_request", prNumber: 7 }, failedStart);
      expect(github.botComments(7)).toHaveLength(1);
      expect(github.botComments(7)[0]!.body).toContain("**Grade F**");
    });

    it("adopts the comment an older version keyed by the server's name", async () => {
      github.addComment(7, `${legacyCommentMarker("notes-fixture")}\n# MCP Scorecard: notes-fixture 1.0.0\n**Grade: A**\n`);
      await runWith({ [Inputs.McpCommand]: "node s.js" }, { name: "pull_request", prNumber: 7 });
      expect(github.botComments(7)).toHaveLength(1);
      expect(github.botComments(7)[0]!.body).toMatch(/^<!-- mcp-checkup:comment key=command-[0-9a-f]{12} digest=/);
    });
  });

  describe("writes only where they are safe", () => {
    const badge = { [Inputs.McpCommand]: "node s.js", [Inputs.BadgeBranch]: "badges" };
    const writes = () => github.requests.filter((r) => r.method !== "GET" && /\/git\//.test(r.path));

    it("commits the badge on a push to the default branch", async () => {
      await runWith(badge, { name: "push" });
      expect(github.files.has("badges:mcp-badge.svg")).toBe(true);
    });

    it("commits no badge on a push to another branch", async () => {
      const { io } = await runWith(badge, { name: "push", branch: "feature" });
      expect(writes()).toEqual([]);
      expect(io.infos).toContain(`${Inputs.BadgeBranch}: nothing committed: this run is on feature; only runs on the default branch, main write it (${Inputs.ReferenceBranches} names others).`);
    });

    it("commits the badge on a branch reference-branches names", async () => {
      await runWith({ ...badge, [Inputs.ReferenceBranches]: "release/v1" }, { name: "workflow_dispatch", branch: "release/v1" });
      expect(github.files.has("badges:mcp-badge.svg")).toBe(true);
    });

    it("commits no badge on a pull request", async () => {
      await runWith(badge, { name: "pull_request", prNumber: 7 });
      expect(writes()).toEqual([]);
    });
  });

  it("gives the server no variable of the Action's own", async () => {
    const io = recordingIO();
    const env = { ...runnerEnv(dir, { name: "push" }, github.url), "INPUT_GITHUB-TOKEN": "ghs_secret", ACTIONS_RUNTIME_TOKEN: "rt", GITHUB_OUTPUT: "/tmp/o", PATH: "/usr/bin" };
    await run({ io, getInput: inputsFrom({ [Inputs.McpCommand]: "node s.js" }), env, cwd: dir, runCheckup: engine(capped()), githubLimits: FAST });
    const target = calls[0]!.target;
    const names = Object.keys((target.kind === "stdio" && target.baseEnv) || {});
    expect(names).toContain("PATH");
    expect(names.filter((n) => /^INPUT_|^ACTIONS_RUNTIME_|^GITHUB_OUTPUT$/.test(n))).toEqual([]);
  });

  it("ends within its bound with a warning and the grade outputs when GitHub's API hangs", async () => {
    github.fail({ method: "GET", path: /.*/, hang: true, times: 100 });
    github.fail({ method: "POST", path: /.*/, hang: true, times: 100 });
    const io = recordingIO();
    const env = { ...runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url), GITHUB_TOKEN: "t" };
    const started = Date.now();
    const limits = { ...FAST, requestTimeoutMs: 200, totalMs: 1200 };
    const outcome = await run({ io, getInput: inputsFrom({ [Inputs.McpCommand]: "node s.js", [Inputs.BadgeBranch]: "badges" }), env, cwd: dir, runCheckup: engine(capped()), githubLimits: limits });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(io.outputs[Outputs.Grade]).toBe("C");
    expect(io.warnings.length).toBeGreaterThan(0);
    expect(outcome.failures).toEqual([]);
  });
});
