/**
 * The built Action (`dist/index.js`) against hostile servers, run as the runner runs it (`INPUT_*` variables, an event
 * file, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY`), publishing to a fake GitHub API on loopback (issue 12): a secret
 * given with `mcp-env` and echoed by the server, and the GitHub token, appear in none of the summary, the comment,
 * the annotations, the outputs, the report files or the badge; a run cancelled with SIGTERM still writes its summary
 * and outputs and fails the step with one error. Needs `npm run build`; skipped without it.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { built, killLeftovers, leftoverProcesses, outputsHolding, RSS_LIMIT_MB, runFolder, runHostile, STDIO_SERVER, type HostileRun } from "./hostile-run.js";

const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
const TOKEN = `ghs_${randomBytes(16).toString("hex")}`;

let github: FakeGitHub | undefined;
const runs: HostileRun[] = [];
afterEach(async () => {
  for (const run of runs.splice(0)) killLeftovers(run.runId);
  await github?.stop();
  github = undefined;
});

/** Runs the Action on a pull_request event for PR 7 in a fresh workspace with `inputs`. */
async function runAction(inputs: Partial<Record<InputName, string>>, options: { signal?: NodeJS.Signals; signalWhen?: (stderr: string) => boolean } = {}) {
  github = await startFakeGitHub();
  const dir = runFolder();
  const files = { event: join(dir, "event.json"), output: join(dir, "output.txt"), summary: join(dir, "summary.md") };
  writeFileSync(files.event, JSON.stringify({ pull_request: { number: 7, head: { sha: "headsha0" } }, repository: { default_branch: "main" } }));
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const env: NodeJS.ProcessEnv = {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: "o/r",
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "42",
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKSPACE: dir,
    [inputVariable(Inputs.GithubToken)]: TOKEN,
  };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  const run = await runHostile([], dir, { action: true, env, ...options, killAfterMs: 60_000 });
  runs.push(run);
  const comments = github.requests.filter((r) => r.method === "POST" || r.method === "PATCH").map((r) => JSON.stringify(r.body));
  return { run, dir, comments, summary: readFileSync(files.summary, "utf8"), outputText: readFileSync(files.output, "utf8") };
}

describe.skipIf(!built)("the built Action against hostile servers", { timeout: 60_000 }, () => {
  it("publishes nothing secret: an echoed mcp-env value and the token stay out of the summary, comment, annotations, outputs and files", async () => {
    const secret = `PLANTED-${randomBytes(6).toString("hex")}`;
    const { run, comments, summary, outputText } = await runAction({
      [Inputs.McpCommand]: `node ${STDIO_SERVER} --attack echo-secrets`,
      [Inputs.McpEnv]: `PLANTED_TOKEN=${secret}`,
      [Inputs.McpTimeout]: "2",
      [Inputs.McpCases]: "1",
    });
    expect(run.code, run.stdout).toBe(0);
    expect(summary).toContain("# MCP Scorecard:");
    expect(comments.length).toBeGreaterThan(0);
    for (const text of [summary, outputText, ...comments]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(TOKEN);
    }
    // stdout holds the annotations and the log (but for `::add-mask::` commands, which the runner consumes: they
    // are how a value gets masked); the workspace holds the reports and the badge.
    const log = run.stdout.split("\n").filter((line) => !line.startsWith("::add-mask::")).join("\n");
    expect(outputsHolding({ ...run, stdout: log }, [secret, TOKEN])).toEqual([]);
    expect(run.peakRssMb).toBeLessThan(RSS_LIMIT_MB);
    expect(await leftoverProcesses(run.runId)).toEqual([]);
  });

  it("on SIGTERM mid-run writes the summary and outputs of the partial run and fails the step with one error", async () => {
    const { run, summary, outputText, dir } = await runAction(
      {
        [Inputs.McpCommand]: `node ${STDIO_SERVER} --attack slow --ms 400`,
        [Inputs.McpTimeout]: "5",
        [Inputs.McpCases]: "5",
        [Inputs.McpProtocolChecks]: "false",
      },
      { signal: "SIGTERM", signalWhen: (text) => text.includes("mcp-checkup: scenarios") },
    );
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(run.stdout).toMatch(/::error::mcp-checkup was interrupted \(SIGTERM\)/);
    expect(summary).toContain("Interrupted (SIGTERM)");
    expect(outputText).toContain(Outputs.Grade);
    const report = JSON.parse(readFileSync(join(dir, "mcp-checkup-report", "mcp-checkup-report.json"), "utf8"));
    expect(report.interrupted).toBe(true);
    expect(existsSync(join(dir, "mcp-checkup-report", "mcp-badge.svg"))).toBe(true);
    expect(await leftoverProcesses(run.runId)).toEqual([]);
  });
});
