import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Inputs, Outputs, type InputName } from "../../src/action/constants.js";
import { run } from "../../src/action/main.js";
import { renderAcceptedFile } from "../../src/findings/accepted-file.js";
import { startFakeGitHub, type FakeGitHub } from "../fixtures/fake-github.js";
import { FAST, inputsFrom, recordingIO, runnerEnv, tempDir } from "./helpers.js";

const server = (variant: string) => `node ${resolve("__tests__", "fixtures", "cli", "accept-server.mjs")} --variant ${variant}`;

/** The Action with `mcp-accepted`, the real engine against a fixture server, publishing to the fake GitHub API. */
describe("mcp-accepted", () => {
  let github: FakeGitHub;
  let dir: string;
  const pr = (variant: string, values: Partial<Record<InputName, string>> = {}) => {
    const io = recordingIO();
    const env = { ...runnerEnv(dir, { name: "pull_request", prNumber: 7 }, github.url), GITHUB_TOKEN: "t", GITHUB_WORKSPACE: dir };
    const inputs = { [Inputs.McpCommand]: server(variant), [Inputs.McpProtocolChecks]: "false", [Inputs.McpCi]: "true", [Inputs.McpAccepted]: "mcp-accepted.yml", ...values };
    return run({ io, getInput: inputsFrom(inputs), env, cwd: dir, githubLimits: FAST }).then((outcome) => ({ io, outcome }));
  };

  beforeEach(async () => {
    github = await startFakeGitHub();
    dir = tempDir();
    writeFileSync(
      join(dir, "mcp-accepted.yml"),
      renderAcceptedFile([{ rule: "happy-call-failed", tool: "broken_sum", reason: "the adder is being rewritten (#12)", expires: "2999-01-01" }], "yaml"),
    );
  });
  afterEach(async () => {
    await github.stop();
  });

  it("passes mcp-ci with the finding accepted, and says so in the comment", async () => {
    const { io, outcome } = await pr("base", { [Inputs.McpCi]: "false", [Inputs.McpFailUnder]: "B" });
    expect(outcome.failures).toEqual([]);
    const body = github.botComments(7)[0]!.body;
    expect(body).toContain("☑️ 1 accepted finding in `mcp-accepted.yml` (cost nothing; listed in the job summary)");
    expect(body).not.toContain("**happy-call-failed**");
    expect(io.summaries[0]).toContain("## Accepted findings");
    expect(io.summaries[0]).toContain("_Accepted:_ the adder is being rewritten (\\#​12), until 2999-01-01");
    expect(io.annotations.map((a) => a.title).join(" ")).not.toContain("happy-call-failed");
  });

  it("writes the accepted finding to SARIF as a suppression", async () => {
    const { io } = await pr("base");
    const sarif = JSON.parse(readFileSync(io.outputs[Outputs.ReportSarif]!, "utf8"));
    const result = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === "happy-call-failed");
    expect(result.suppressions).toEqual([{ kind: "external", status: "accepted", justification: "the adder is being rewritten (#12) (accepted until 2999-01-01)" }]);
    expect(sarif.runs[0].automationDetails.id).toMatch(/^mcp-checkup\/command-[0-9a-f]{12}\/$/);
  });

  it("fails mcp-ci on a finding the file does not name", async () => {
    const { outcome } = await pr("new");
    expect(outcome.failures).toEqual(["1 blocking finding with mcp-ci (first: poisoning-override on notes); see the job summary"]);
    expect(outcome.scorecard?.findings.find((x) => x.rule === "happy-call-failed")?.accepted).toBeDefined();
  });

  it("fails before starting the server on a bad file, naming the input and the entry", async () => {
    writeFileSync(join(dir, "mcp-accepted.yml"), "accepted:\n  - rule: happy-call-failed\n    reason: ''\n");
    const { io } = await pr("base");
    expect(io.failures).toEqual(["mcp-accepted: mcp-accepted.yml: entry 1 (happy-call-failed): 'reason' is missing; every entry says why the finding is accepted"]);
  });
});
