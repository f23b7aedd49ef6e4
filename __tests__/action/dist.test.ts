/**
 * The built Action, run the way the runner runs it: `node dist/index.js` with `INPUT_*` variables (the runner's
 * name mangling: spaces to `_`, upper-cased, hyphens kept), a pull_request (or push) event payload, and
 * `GITHUB_OUTPUT` / `GITHUB_STEP_SUMMARY` files, against the bundled sample server with `--bug silent-skip`
 * and probes on, publishing to a fake GitHub API on loopback. A bundle can build cleanly and still fail at
 * start-up (github-action-notes §0.2), so only this test proves `dist/index.js` works.
 * Needs `npm run build` (dist/index.js and dist/sample-server/index.js); skipped without them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORK_RECIPE_ANCHOR, Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { parseCommentMarker } from "../../src/action/sticky-comment.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { tempDir } from "./helpers.js";

const ACTION = resolve("dist/index.js");
const SAMPLE_SERVER = resolve("dist/sample-server/index.js");
const built = existsSync(ACTION) && existsSync(SAMPLE_SERVER);

/** The environment variable the runner sets for an input (`@actions/core` `getInput` reads it). */
const inputVariable = (name: string): string => `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;

/** Parses `GITHUB_OUTPUT`: `name<<DELIMITER`, the value lines, `DELIMITER`. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const end = lines.indexOf(m[2]!, i + 1);
    outputs[m[1]!] = lines.slice(i + 1, end).join("\n");
    i = end;
  }
  return outputs;
}

interface ActionRun {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

describe.skipIf(!built)("dist/index.js as the runner runs it", () => {
  let github: FakeGitHub;
  let dir: string;
  const children = new Set<ChildProcess>();
  const sampleCommand = `node ${JSON.stringify(SAMPLE_SERVER)} --bug silent-skip`;
  const scoring: Partial<Record<InputName, string>> = {
    [Inputs.McpCommand]: sampleCommand,
    [Inputs.McpProbes]: "true",
    [Inputs.McpAllowWrites]: "true",
  };

  /** Runs the Action once in `dir` with `inputs` on `event`; a fresh output and summary file each time. */
  async function runAction(
    inputs: Partial<Record<InputName, string>>,
    event: { name: string; prNumber?: number; headRepo?: string },
    id: string,
    extraEnv: NodeJS.ProcessEnv = {},
  ): Promise<ActionRun> {
    const payload =
      event.name === "pull_request"
        ? {
            pull_request: { number: event.prNumber, head: { sha: "headsha0", repo: { full_name: event.headRepo ?? "o/r" } }, base: { repo: { full_name: "o/r" } } },
            repository: { default_branch: "main" },
          }
        : event.name === "push"
          ? { ref: "refs/heads/main", repository: { default_branch: "main" } }
          : { repository: { default_branch: "main" } };
    const eventPath = join(dir, `event-${id}.json`);
    const outputPath = join(dir, `output-${id}.txt`);
    const summaryPath = join(dir, `summary-${id}.md`);
    writeFileSync(eventPath, JSON.stringify(payload));
    writeFileSync(outputPath, "");
    writeFileSync(summaryPath, "");
    // A clean runner environment: none of this process's own GITHUB_* / INPUT_* / RUNNER_* variables leak in.
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(key)),
    );
    Object.assign(env, {
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: "o/r",
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: "https://github.example",
      GITHUB_RUN_ID: "42",
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_WORKSPACE: dir,
      [inputVariable(Inputs.GithubToken)]: "ghs_fake",
      [inputVariable(Inputs.ReportDir)]: join(dir, `report-${id}`),
      ...extraEnv,
    });
    for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
    const child = spawn(process.execPath, [ACTION], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    const code = await new Promise<number | null>((done) => child.on("close", (c) => done(c)));
    children.delete(child);
    return { code, stdout, outputs: parseOutputFile(readFileSync(outputPath, "utf8")), summary: readFileSync(summaryPath, "utf8") };
  }

  beforeAll(() => {
    dir = tempDir("mcp-action-dist-");
  });
  afterEach(async () => {
    for (const child of children) child.kill("SIGKILL");
    children.clear();
    await github?.stop();
  });
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  it("grades the sample server, writes outputs and summary, and keeps one comment over two runs", async () => {
    github = await startFakeGitHub();
    github.seedComments(7, 150);
    const first = await runAction(scoring, { name: "pull_request", prNumber: 7 }, "pr1");
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs[Outputs.Grade]).toBe("C");
    expect(first.outputs[Outputs.GradeCapped]).toBe("true");
    expect(Number(first.outputs[Outputs.Score])).toBeGreaterThan(0);
    expect(existsSync(first.outputs[Outputs.ReportJson]!)).toBe(true);
    expect(existsSync(first.outputs[Outputs.BadgeSvg]!)).toBe(true);
    expect(first.summary).toContain("# MCP Scorecard:");
    expect(first.summary).toContain("capped");
    // core escapes ":" in annotation properties as %3A.
    expect(first.stdout).toMatch(/::error title=mcp-checkup%3A probe-silent-noop::create_note: /);

    const second = await runAction({ ...scoring, [Inputs.McpFailUnder]: "B" }, { name: "pull_request", prNumber: 7 }, "pr2");
    expect(second.code, second.stdout).toBe(1);
    expect(second.stdout).toContain(`grade C (capped) is below ${Inputs.McpFailUnder}: B`);
    const ours = github.botComments(7);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body.split("\n")[0]).toMatch(/^<!-- mcp-checkup:comment key=command-[0-9a-f]{12} digest=[0-9a-f]{12} -->$/);
    expect(github.comments.get(7)).toHaveLength(151);
    expect(second.outputs[Outputs.CommentId]).toBe(String(ours[0]!.id));
    expect(github.requestsTo("POST", /\/issues\/7\/comments$/)).toHaveLength(1);
  });

  it("warns with the two-workflow recipe and exits 0 when the token cannot comment", async () => {
    github = await startFakeGitHub({ readOnly: true });
    const run = await runAction(scoring, { name: "pull_request", prNumber: 7, headRepo: "someone/r" }, "fork");
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::Commenting on PR #7 failed: pull requests from forks and Dependabot get a read-only token/);
    expect(run.stdout).toContain(FORK_RECIPE_ANCHOR);
    expect(run.outputs[Outputs.Grade]).toBe("C");
  });

  it("makes no PR request on a push, and commits the badge to badge-branch", async () => {
    github = await startFakeGitHub();
    const run = await runAction({ ...scoring, [Inputs.BadgeBranch]: "badges" }, { name: "push" }, "push");
    expect(run.code, run.stdout).toBe(0);
    expect(github.requests.filter((r) => /\/issues\/|\/pulls\//.test(r.path))).toEqual([]);
    expect(github.refs.has("badges")).toBe(true);
    expect(github.files.get("badges:mcp-badge.svg")).toBe(readFileSync(run.outputs[Outputs.BadgeSvg]!, "utf8"));
    expect(JSON.parse(github.files.get("badges:mcp-badge.json")!)).toMatchObject({ schemaVersion: 1, label: "mcp", message: "C (capped)" });
  });

  it("posts a saved report in publish-only mode without a server", async () => {
    github = await startFakeGitHub();
    const scored = await runAction(scoring, { name: "push" }, "score");
    const report = scored.outputs[Outputs.ReportJson]!;
    const run = await runAction(
      { [Inputs.ReportPath]: report, [Inputs.PrNumber]: "12", [Inputs.CommentTag]: "sample", [Inputs.BadgeBranch]: "badges" },
      { name: "workflow_run" },
      "publish",
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain("Publish-only mode");
    expect(run.outputs[Outputs.Grade]).toBe("C");
    const ours = github.botComments(12);
    expect(ours).toHaveLength(1);
    expect(parseCommentMarker(ours[0]!.body.split("\n")[0]!)?.key).toBe("sample");
    expect(github.refs.has("badges")).toBe(false);
  });

  it("publishes two saved reports as one comment in aggregate mode", async () => {
    github = await startFakeGitHub();
    await runAction({ ...scoring, [Inputs.Comment]: "false", [Inputs.ReportDir]: join(dir, "legs", "mcp-checkup-buggy") }, { name: "push" }, "leg-buggy");
    await runAction(
      { [Inputs.McpCommand]: `node ${JSON.stringify(SAMPLE_SERVER)}`, [Inputs.Comment]: "false", [Inputs.ReportDir]: join(dir, "legs", "mcp-checkup-clean") },
      { name: "push" },
      "leg-clean",
    );
    const run = await runAction({ [Inputs.ReportPaths]: "legs/**/mcp-checkup-report.json", [Inputs.McpFailUnder]: "B" }, { name: "pull_request", prNumber: 14 }, "aggregate");
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs[Outputs.WorstGrade]).toBe("C");
    expect(JSON.parse(run.outputs[Outputs.Servers]!)).toHaveLength(2);
    expect(github.botComments(14)).toHaveLength(1);
    expect(github.botComments(14)[0]!.body).toContain("### MCP Checkup: 2 servers");
  });

  it("gives the server neither the token nor the runner's files, but mcp-env", async () => {
    github = await startFakeGitHub();
    const dump = join(dir, "server-env.jsonl");
    const server = `node ${JSON.stringify(resolve("__tests__/fixtures/action/env-dump-server.mjs"))}`;
    const run = await runAction(
      { [Inputs.McpCommand]: server, [Inputs.McpEnv]: `ENV_DUMP_FILE=${dump}\nSERVER_API_KEY=sk-test-0123456789` },
      { name: "pull_request", prNumber: 7 },
      "env",
      { ACTIONS_RUNTIME_TOKEN: "runtime-secret", ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc-secret", GITHUB_ENV: join(dir, "github-env"), JOB_LEVEL_SETTING: "kept" },
    );
    expect(run.code, run.stdout).toBe(0);
    const seen = readFileSync(dump, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, string>);
    expect(seen.length).toBeGreaterThan(0);
    for (const env of seen) {
      expect(Object.keys(env).filter((name) => /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_ID_TOKEN_REQUEST_)/.test(name))).toEqual([]);
      expect(Object.keys(env).filter((name) => ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"].includes(name))).toEqual([]);
      expect(JSON.stringify(env)).not.toContain("ghs_fake");
      expect(env).toMatchObject({ SERVER_API_KEY: "sk-test-0123456789", JOB_LEVEL_SETTING: "kept", GITHUB_REPOSITORY: "o/r" });
    }
    expect(run.stdout).toContain("::add-mask::sk-test-0123456789");
  });

  it("comments on a 27-tool server with one cause behind all calls in one entry, under 10,000 characters", async () => {
    github = await startFakeGitHub();
    const server = `node ${JSON.stringify(resolve("__tests__/fixtures/action/keyless-server.mjs"))}`;
    const run = await runAction({ [Inputs.McpCommand]: server }, { name: "pull_request", prNumber: 7 }, "keyless");
    // A missing API key is the environment, not the server: the calls are blocked, the grade provisional.
    expect(run.outputs[Outputs.Coverage]).toBe("0");
    expect(run.outputs[Outputs.Provisional]).toBe("true");
    const body = github.botComments(7)[0]!.body;
    expect(body.length).toBeLessThan(10_000);
    const causes = body.slice(body.indexOf("#### Calls that counted for nothing")).split("\n#### ")[0]!;
    expect(causes.match(/^- \*\*Blocked\*\*/gm)).toHaveLength(1);
    expect(causes).toContain("81 calls on 27 tools:");
    expect(causes).toContain("mcp-env: WEATHER\\_API\\_KEY=");
    expect(body).toContain("Tools (27): none failed, 27 with nothing conclusive");
    expect(body).toContain("**Provisional grade:**");
  });

  it("posts one comment, and no edit, over two runs with the same result", async () => {
    github = await startFakeGitHub();
    const tiny = { [Inputs.McpCommand]: `node ${JSON.stringify(resolve("__tests__/fixtures/cli/tiny-server.mjs"))}` };
    await runAction(tiny, { name: "pull_request", prNumber: 7 }, "same1");
    const second = await runAction(tiny, { name: "pull_request", prNumber: 7 }, "same2", { GITHUB_RUN_ID: "43" });
    expect(second.code, second.stdout).toBe(0);
    expect(github.botComments(7)).toHaveLength(1);
    expect(github.requestsTo("PATCH", /\/issues\/comments\//)).toEqual([]);
    expect(second.stdout).toContain("scorecard comment unchanged");
  });

  it("fails before starting a server on an invalid input", async () => {
    github = await startFakeGitHub();
    const run = await runAction({ ...scoring, [Inputs.McpCases]: "many" }, { name: "pull_request", prNumber: 7 }, "bad");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::${Inputs.McpCases}: 'many' is not valid`);
    expect(run.outputs).toEqual({});
    expect(github.requests).toEqual([]);
  });
});
