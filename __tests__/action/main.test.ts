import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckupOptions } from "../../src/checkup/options.js";
import type { CheckupEvents } from "../../src/checkup/run-checkup.js";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { run } from "../../src/action/main.js";
import { UsageError } from "../../src/errors.js";
import { renderJson } from "../../src/report/json.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { f, makeScorecard, probe } from "../fixtures/scorecard.js";
import { inputsFrom, recordingIO, runnerEnv, tempDir } from "./helpers.js";

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
    return run({ io, getInput: inputsFrom(values), env, cwd: dir, runCheckup: engine(scorecard) }).then((outcome) => ({ io, outcome }));
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
      return run({ io, getInput: inputsFrom(values), env, cwd: dir, runCheckup: snapshotEngine }).then((outcome) => ({ io, outcome }));
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
      expect(github.requestsTo("PUT", /\/contents\//)).toEqual([]);
    });

    it("warns, and does not fail the step, when the commit is refused", async () => {
      github.readOnly = true;
      const { io, outcome } = await runUpdate({ name: "push" });
      expect(outcome.failures).toEqual([]);
      expect(io.warnings.some((w) => w.startsWith(`${Inputs.McpUpdateBaseline}: committing the snapshot failed: `) && w.includes("contents: write"))).toBe(true);
    });
  });

  it("publishes a saved report in publish-only mode without starting a server", async () => {
    const scorecard = capped();
    writeFileSync(join(dir, "saved.json"), renderJson(scorecard));
    const { io, outcome } = await runWith({ [Inputs.ReportPath]: "saved.json", [Inputs.PrNumber]: "9" }, { name: "workflow_run", headSha: "headsha0" });
    expect(calls).toEqual([]);
    expect(outcome.scorecard).toEqual(JSON.parse(renderJson(scorecard)));
    expect(io.outputs[Outputs.Grade]).toBe("C");
    expect(github.botComments(9)).toHaveLength(1);
    expect(github.botComments(9)[0]!.body).toContain("# MCP Scorecard: notes-fixture 1.0.0");
  });
});
