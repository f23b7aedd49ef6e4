import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { run } from "../../src/action/main.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST, inputsFrom, recordingIO, runnerEnv, tempDir } from "./helpers.js";

const fixtures = resolve("__tests__", "fixtures", "cli");

/**
 * A matrix of three legs graded by the real engine (each writes its reports to its own folder, as a leg uploads its
 * artifact), then the Action in aggregate mode over the downloaded folders, against the fake GitHub API.
 */
describe("aggregate mode", () => {
  let github: FakeGitHub;
  let dir: string;
  const action = (values: Partial<Record<InputName, string>>, event: Parameters<typeof runnerEnv>[1] = { name: "pull_request", prNumber: 7 }) => {
    const io = recordingIO();
    const env = { ...runnerEnv(dir, event, github.url), GITHUB_TOKEN: "t", GITHUB_WORKSPACE: dir };
    return run({ io, getInput: inputsFrom(values), env, cwd: dir, githubLimits: FAST }).then((outcome) => ({ io, outcome }));
  };
  /** One matrix leg: grades `command` and writes its reports to `artifacts/mcp-checkup-<name>`, commenting nothing. */
  const leg = (name: string, command: string) =>
    action({
      [Inputs.McpCommand]: command,
      [Inputs.McpProtocolChecks]: "false",
      [Inputs.McpTimeout]: "5",
      [Inputs.Comment]: "false",
      [Inputs.CommentTag]: name,
      [Inputs.ReportDir]: `artifacts/mcp-checkup-${name}`,
    });
  const aggregate = (values: Partial<Record<InputName, string>> = {}, event?: Parameters<typeof runnerEnv>[1]) =>
    action({ [Inputs.ReportPaths]: "artifacts/**/mcp-checkup-report.json", [Inputs.McpCi]: "true", ...values }, event);

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
    await leg("tiny", `node ${join(fixtures, "tiny-server.mjs")}`);
    await leg("accept", `node ${join(fixtures, "accept-server.mjs")}`);
    await leg("dead", `node ${join(fixtures, "no-such-server.mjs")}`);
  }, 60_000);
  afterEach(async () => {
    await github.stop();
  });

  it("writes one comment with a row per server, the leg that failed to start among them, and fails the one gate", async () => {
    const { io, outcome } = await aggregate();
    const comments = github.botComments(7);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body.split("\n")[0]).toMatch(/^<!-- mcp-checkup:comment key=aggregate-[0-9a-f]{12} digest=[0-9a-f]{12} -->$/);
    expect(body).toContain("### MCP Checkup: 3 servers");
    expect(body).toMatch(/\| ❌ \| mcp-checkup-dead \| \*\*F\*\* \d+% \| — \| — \| `server-start-failed` \|/);
    expect(body).toMatch(/\| ❌ \| accept-fixture 1\.0\.0 \| .* \| `happy-call-failed` on `broken\\?_sum` /);
    expect(body).toMatch(/\| ✅ \| tiny-fixture 1\.0\.0 \| \*\*A\*\* 100% \|/);
    expect(io.outputs[Outputs.WorstGrade]).toBe("F");
    expect(io.outputs[Outputs.Grade]).toBe("F");
    expect(JSON.parse(io.outputs[Outputs.FailingServers]!)).toEqual(["mcp-checkup-dead", "accept-fixture 1.0.0"]);
    expect(JSON.parse(io.outputs[Outputs.Servers]!)).toHaveLength(3);
    expect(io.summaries).toHaveLength(1);
    expect(io.failures).toHaveLength(1);
    expect(outcome.failures).toEqual([
      expect.stringMatching(/^mcp-checkup-dead: 1 blocking finding with mcp-ci \(first: server-start-failed\)/),
      expect.stringMatching(/^accept-fixture 1\.0\.0: 1 blocking finding with mcp-ci \(first: happy-call-failed on broken_sum\)/),
    ]);
  });

  it("leaves the comment alone on a second run with the same reports", async () => {
    await aggregate();
    const [first] = github.botComments(7);
    const { outcome } = await aggregate();
    expect(outcome.aggregate?.comment).toMatchObject({ action: "unchanged", id: first!.id });
    expect(github.requestsTo("PATCH", /\/issues\/comments\//)).toEqual([]);
  });

  it("updates the one comment in place when a leg's result changes", async () => {
    await aggregate();
    const [first] = github.botComments(7);
    await leg("accept", `node ${join(fixtures, "accept-server.mjs")} --variant new`);
    const { outcome } = await aggregate();
    expect(outcome.aggregate?.comment).toMatchObject({ action: "updated", id: first!.id });
    expect(github.botComments(7)).toHaveLength(1);
    expect(github.botComments(7)[0]!.body).toContain("**poisoning-override** on `notes`");
  });

  it("reports tool names two servers share", async () => {
    await leg("tiny-copy", `node ${join(fixtures, "tiny-server.mjs")}`);
    const json = JSON.parse(readFileSync(join(dir, "artifacts/mcp-checkup-tiny-copy/mcp-checkup-report.json"), "utf8"));
    json.server.name = "adder-two";
    writeFileSync(join(dir, "artifacts/mcp-checkup-tiny-copy/mcp-checkup-report.json"), JSON.stringify(json));
    const { outcome } = await aggregate();
    expect(outcome.aggregate?.report?.findings.map((x) => [x.rule, x.tool])).toEqual([["tool-name-collision", "add_numbers"]]);
    expect(github.botComments(7)[0]!.body).toContain("#### Across the set");
  });

  it("refuses a report whose grade was raised, names it, and publishes the others", async () => {
    const path = join(dir, "artifacts/mcp-checkup-accept/mcp-checkup-report.json");
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, "utf8")), grade: "A" }));
    const { outcome } = await aggregate({ [Inputs.McpCi]: "false" });
    expect(outcome.aggregate?.report?.rows).toHaveLength(2);
    expect(outcome.failures).toEqual([expect.stringMatching(/^report-paths: refused .*mcp-checkup-accept\/mcp-checkup-report\.json: it says grade A, but its own results give/)]);
    expect(github.botComments(7)[0]!.body).toContain("Reports not published");
  });

  it("fails with one line when no report matches", async () => {
    const { outcome } = await aggregate({ [Inputs.ReportPaths]: "nothing/**/*.json" });
    expect(outcome.failures).toEqual([expect.stringMatching(/^report-paths: no file matches nothing\/\*\*\/\*\.json/)]);
  });

  it("publishes from a workflow_run with pr-number (the fork recipe), checking the PR's head", async () => {
    github.pullHeads.set(9, "forkhead1");
    await aggregate({ [Inputs.PrNumber]: "9", [Inputs.McpCi]: "false" }, { name: "workflow_run", headSha: "forkhead1", headRepo: "someone/r" });
    expect(github.botComments(9)).toHaveLength(1);
    expect(github.botComments(9)[0]!.body).toContain("Scored by [MCP Checkup]");
  });

  it("refuses to run a server and aggregate at once, naming both inputs", async () => {
    const { io } = await action({ [Inputs.ReportPaths]: "artifacts", [Inputs.McpCommand]: "node s.js" });
    expect(io.failures).toEqual(["report-paths: aggregate mode publishes saved reports and starts no server; remove mcp-command or report-paths"]);
  });
});
