import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { DEFAULTS } from "../../src/checkup/options.js";
import { Inputs, ReportFiles, type InputName } from "../../src/action/constants.js";
import { INPUT_DEFAULTS, parseBooleanInput, readActionInputs, splitLines } from "../../src/action/inputs.js";
import { UsageError } from "../../src/errors.js";
import { inputsFrom, tempDir } from "./helpers.js";

const workspace = tempDir();
const env = { cwd: workspace, env: {} as NodeJS.ProcessEnv };
const read = (values: Partial<Record<InputName, string>>) => readActionInputs(inputsFrom(values), env);

/** The UsageError message `read` throws for `values`. */
async function errorFor(values: Partial<Record<InputName, string>>): Promise<string> {
  try {
    await read(values);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no error thrown");
}

describe("action.yml and the code agree", () => {
  const actionYml = parseYaml(readFileSync("action.yml", "utf8")) as {
    inputs: Record<string, { description?: string; default?: string }>;
    runs: { using: string; main: string };
  };

  it("declares exactly the inputs the code reads", async () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual(Object.values(Inputs).sort());
  });

  it("declares for every input the default the code applies when it is absent", async () => {
    for (const name of Object.values(Inputs)) {
      expect({ name, default: String(actionYml.inputs[name]?.default ?? "") }).toEqual({ name, default: INPUT_DEFAULTS[name] });
    }
  });

  it("gives every input a description", async () => {
    for (const [name, input] of Object.entries(actionYml.inputs)) expect({ name, ok: (input.description ?? "").length > 10 }).toEqual({ name, ok: true });
  });

  it("runs dist/index.js on node24", async () => {
    expect(actionYml.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });
});

describe("readActionInputs", () => {
  it("applies the engine's defaults when only mcp-command is given", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node server.js --verbose" });
    expect(inputs.mode).toEqual({
      kind: "checkup",
      options: {
        target: { kind: "stdio", command: "node", args: ["server.js", "--verbose"], baseEnv: {} },
        protocol: DEFAULTS.protocol,
        timeoutMs: DEFAULTS.timeoutMs,
        cases: DEFAULTS.cases,
        edgeCases: DEFAULTS.edgeCases,
        seed: DEFAULTS.seed,
        args: { global: {}, perTool: {} },
        readOnly: DEFAULTS.readOnly,
        only: [],
        skip: [],
        probes: DEFAULTS.probes,
        allowWrites: DEFAULTS.allowWrites,
        probeGradeCap: DEFAULTS.probeGradeCap,
        protocolChecks: DEFAULTS.protocolChecks,
      },
    });
    expect(inputs).toMatchObject({
      gate: { ci: false, allowDrift: false },
      jobSummary: true,
      comment: true,
      commentMode: "always",
      commentTag: "",
      commentKey: expect.stringMatching(/^command-[0-9a-f]{12}$/),
      referenceBranches: [],
      reportDir: join(workspace, "mcp-checkup-report"),
      badgePath: join(workspace, "mcp-checkup-report", ReportFiles.BadgeSvg),
      badgeBranch: "",
      prNumber: null,
      secrets: [],
      notYetBuilt: [],
    });
  });

  it("reads the scoring inputs into the checkup options", async () => {
    const inputs = await read({
      [Inputs.McpCommand]: "node s.js",
      [Inputs.McpCases]: "5",
      [Inputs.McpEdgeCases]: "False",
      [Inputs.McpTimeout]: "2.5",
      [Inputs.McpSeed]: "9",
      [Inputs.McpArgs]: "path=/tmp/x\n\n  read_file:head=5  \n",
      [Inputs.McpOnly]: "a, b",
      [Inputs.McpProbes]: "TRUE",
      [Inputs.McpAllowWrites]: "true",
      [Inputs.McpProbeGradeCap]: "false",
      [Inputs.McpFailUnder]: "b",
      [Inputs.McpMinCoverage]: "40%",
      [Inputs.McpCi]: "true",
    });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options).toMatchObject({
      cases: 5,
      edgeCases: false,
      timeoutMs: 2_500,
      seed: 9,
      args: { global: { path: "/tmp/x" }, perTool: { read_file: { head: 5 } } },
      only: ["a", "b"],
      probes: true,
      allowWrites: true,
      probeGradeCap: false,
    });
    expect(inputs.gate).toEqual({ failUnder: "B", minCoverage: 0.4, ci: true, allowDrift: false });
  });

  it("gives the server the mcp-env variables and working-directory, and masks the values", async () => {
    const dir = join(workspace, "server-dir");
    mkdirSync(dir, { recursive: true });
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpEnv]: "API_TOKEN=s3cret\nMODE=test", [Inputs.WorkingDirectory]: "server-dir" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toEqual({
      kind: "stdio",
      command: "node",
      args: ["s.js"],
      env: { API_TOKEN: "s3cret", MODE: "test" },
      baseEnv: {},
      cwd: dir,
    });
    expect(inputs.secrets).toEqual(["s3cret"]);
  });

  it("starts the server from the runner's environment without the Action's own variables", async () => {
    const runner = {
      PATH: "/usr/bin",
      HOME: "/home/runner",
      GITHUB_REPOSITORY: "o/r",
      "INPUT_GITHUB-TOKEN": "ghs_secret",
      "INPUT_MCP-COMMAND": "node s.js",
      ACTIONS_RUNTIME_TOKEN: "rt",
      ACTIONS_RUNTIME_URL: "https://pipelines.example/",
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
      ACTIONS_ID_TOKEN_REQUEST_URL: "https://token.example/",
      ACTIONS_CACHE_URL: "https://cache.example/",
      GITHUB_OUTPUT: "/tmp/out",
      GITHUB_ENV: "/tmp/env",
      GITHUB_PATH: "/tmp/path",
      GITHUB_STATE: "/tmp/state",
      GITHUB_STEP_SUMMARY: "/tmp/summary",
    };
    const inputs = await readActionInputs(inputsFrom({ [Inputs.McpCommand]: "node s.js" }), { cwd: workspace, env: runner });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toMatchObject({ baseEnv: { PATH: "/usr/bin", HOME: "/home/runner", GITHUB_REPOSITORY: "o/r" } });
    expect(Object.keys((inputs.mode.kind === "checkup" && inputs.mode.options.target.kind === "stdio" && inputs.mode.options.target.baseEnv) || {})).toEqual(["PATH", "HOME", "GITHUB_REPOSITORY"]);
  });

  it("masks only mcp-env values long enough to be secrets", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpEnv]: "DEBUG=1\nPORT=3000\nMODE=production\nKEY=abcd\nTOKEN=sk-live-0123456789" });
    expect(inputs.secrets).toEqual(["sk-live-0123456789"]);
  });

  it("keys the comment by the target inputs, so a renamed server keeps its comment", async () => {
    const a = (await read({ [Inputs.McpCommand]: "node s.js" })).commentKey;
    expect((await read({ [Inputs.McpCommand]: "node s.js" })).commentKey).toBe(a);
    expect((await read({ [Inputs.McpCommand]: "node other.js" })).commentKey).not.toBe(a);
    expect((await read({ [Inputs.McpCommand]: "node s.js", [Inputs.CommentTag]: "notes" })).commentKey).toBe("notes");
  });

  it("rejects an unknown comment-mode, naming the accepted ones", async () => {
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.CommentMode]: "sometimes" })).toBe(
      `${Inputs.CommentMode}: 'sometimes' is not valid; expected one of always, changes, failures, off`,
    );
  });

  it("reads comment: false as comment-mode off", async () => {
    expect((await read({ [Inputs.McpCommand]: "node s.js", [Inputs.Comment]: "false", [Inputs.CommentMode]: "always" })).commentMode).toBe("off");
  });

  it("reads reference-branches as a list of branch names", async () => {
    expect((await read({ [Inputs.McpCommand]: "node s.js", [Inputs.ReferenceBranches]: "main, release/v1" })).referenceBranches).toEqual(["main", "release/v1"]);
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.ReferenceBranches]: "main, -bad" })).toMatch(new RegExp(`^${Inputs.ReferenceBranches}: '-bad' is not valid`));
  });

  it("merges mcp-env over the env of a server read from mcp-config", async () => {
    const config = join(workspace, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: "node", args: ["n.js"], env: { A: "1", B: "2" } } } }));
    const inputs = await read({ [Inputs.McpConfig]: "mcp.json", [Inputs.McpServer]: "notes", [Inputs.McpEnv]: "B=3" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toMatchObject({ command: "node", args: ["n.js"], env: { A: "1", B: "3" } });
  });

  it("reads mcp-url with mcp-headers and masks the header values", async () => {
    const inputs = await read({ [Inputs.McpUrl]: "https://mcp.example/mcp", [Inputs.McpHeaders]: "Authorization: Bearer abc" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toEqual({
      kind: "http",
      url: "https://mcp.example/mcp",
      headers: { Authorization: "Bearer abc" },
    });
    expect(inputs.secrets).toEqual(["Bearer abc"]);
    expect((await read({ [Inputs.McpUrl]: "https://mcp.example/mcp", [Inputs.McpHeaders]: "Authorization: Bearer ghp_abcdef123456" })).secrets).toEqual([
      "Bearer ghp_abcdef123456",
      "ghp_abcdef123456",
    ]);
    expect(inputs.notYetBuilt).toEqual([]);
  });

  it("selects publish-only mode with report-path and pr-number", async () => {
    const report = join(workspace, "report.json");
    writeFileSync(report, "{}");
    const inputs = await read({ [Inputs.ReportPath]: "report.json", [Inputs.PrNumber]: "12" });
    expect(inputs.mode).toEqual({ kind: "publish-only", reportPath: report });
    expect(inputs.prNumber).toBe(12);
  });

  it("falls back to GITHUB_TOKEN when github-token is absent", async () => {
    const inputs = await readActionInputs(inputsFrom({ [Inputs.McpCommand]: "node s.js" }), { cwd: workspace, env: { GITHUB_TOKEN: "ghs_x" } });
    expect(inputs.githubToken).toBe("ghs_x");
  });

  it("reads mcp-command with mcp-url as an HTTP server to start and grade at the URL", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node http-server.js --port 3000", [Inputs.McpUrl]: "http://127.0.0.1:3000/mcp", [Inputs.McpEnv]: "PORT=3000" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toEqual({
      kind: "http",
      url: "http://127.0.0.1:3000/mcp",
      launch: { command: "node", args: ["http-server.js", "--port", "3000"], env: { PORT: "3000" }, baseEnv: {} },
    });
  });

  it("reads mcp-baseline as a tools snapshot for drift findings", async () => {
    const snapshot = makeSnapshot({ tools: [{ name: "get_note", inputSchema: { type: "object" } }], protocolVersion: "2025-11-25", serverInfo: { name: "notes", version: "1" } });
    writeFileSync(join(workspace, "snapshot.json"), renderSnapshot(snapshot));
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "snapshot.json" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.baseline).toEqual(snapshot);
    expect(inputs.notYetBuilt).toEqual([]);
  });

  it("keeps the mcp-baseline and mcp-config paths and the mcp-server name for SARIF locations", async () => {
    writeFileSync(join(workspace, "snapshot-paths.json"), renderSnapshot(makeSnapshot({ tools: [], protocolVersion: "2025-11-25", serverInfo: { name: "n", version: "1" } })));
    expect(await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "snapshot-paths.json" })).toMatchObject({
      baselinePath: join(workspace, "snapshot-paths.json"),
      updateBaseline: false,
      configPath: null,
      serverName: "",
    });
  });

  it("accepts an mcp-baseline not written yet with mcp-update-baseline, and reports no drift then", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "ci/new-tools.json", [Inputs.McpUpdateBaseline]: "true" });
    expect(inputs).toMatchObject({ updateBaseline: true, baselinePath: join(workspace, "ci", "new-tools.json") });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.baseline).toBeUndefined();
  });

  it("rejects mcp-update-baseline without mcp-baseline, naming both inputs", async () => {
    const message = await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.McpUpdateBaseline]: "true" });
    expect(message).toMatch(new RegExp(`^${Inputs.McpUpdateBaseline}: .*${Inputs.McpBaseline}`));
  });

  it("rejects mcp-update-baseline in publish-only mode, which starts no server", async () => {
    writeFileSync(join(workspace, "saved.json"), "{}");
    expect(await errorFor({ [Inputs.ReportPath]: "saved.json", [Inputs.McpUpdateBaseline]: "true" })).toMatch(new RegExp(`^${Inputs.McpUpdateBaseline}: .*${Inputs.ReportPath}`));
  });

  it("reads mcp-clients and mcp-token-budget into the checkup options", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpClients]: "gemini\nopenai-strict", [Inputs.McpTokenBudget]: "5000" });
    expect(inputs.mode.kind === "checkup" && [inputs.mode.options.clients, inputs.mode.options.tokenBudget]).toEqual([["gemini", "openai-strict"], 5000]);
  });

  it("leaves client profiles and the token budget off when not given", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node s.js" });
    expect(inputs.mode.kind === "checkup" && [inputs.mode.options.clients, inputs.mode.options.tokenBudget]).toEqual([undefined, undefined]);
  });

  it("reads mcp-server-json as a target, with mcp-env filling its required variable and mcp-headers allowed", async () => {
    writeFileSync(
      join(workspace, "server.json"),
      JSON.stringify({
        name: "io.github.example/weather",
        description: "Weather",
        version: "1.0.0",
        packages: [{ registryType: "npm", identifier: "weather-mcp", version: "1.0.0", transport: { type: "stdio" }, environmentVariables: [{ name: "API_KEY", isRequired: true, isSecret: true }] }],
      }),
    );
    const inputs = await read({ [Inputs.McpServerJson]: "server.json", [Inputs.McpEnv]: "API_KEY=s3cret" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.target).toEqual({
      kind: "stdio",
      command: "npx",
      args: ["-y", "weather-mcp@1.0.0"],
      env: { API_KEY: "s3cret" },
      baseEnv: {},
      name: "io.github.example/weather",
    });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.serverJson?.requiredEnv).toEqual(["API_KEY"]);
    expect(inputs.secrets).toEqual(["s3cret"]);
  });

  it("rejects mcp-server-json without its required variable, naming mcp-env", async () => {
    writeFileSync(
      join(workspace, "needs-key.json"),
      JSON.stringify({ name: "io.github.example/w", description: "W", version: "1.0.0", packages: [{ registryType: "npm", identifier: "w", version: "1.0.0", transport: { type: "stdio" }, environmentVariables: [{ name: "API_KEY", isRequired: true }] }] }),
    );
    expect(await errorFor({ [Inputs.McpServerJson]: "needs-key.json" })).toBe("mcp-server-json: server.json requires the environment variable API_KEY; give it with mcp-env API_KEY=…");
  });

  it("rejects mcp-server-json together with mcp-command", async () => {
    expect(await errorFor({ [Inputs.McpServerJson]: "server.json", [Inputs.McpCommand]: "node s.js" })).toContain(`got ${Inputs.McpCommand} and ${Inputs.McpServerJson}`);
  });

  it("rejects an mcp-baseline that is not a snapshot, naming the input", async () => {
    writeFileSync(join(workspace, "not-a-snapshot.json"), "{}");
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.McpBaseline]: "not-a-snapshot.json" })).toContain(Inputs.McpBaseline);
  });

  describe("rejects, naming the input", () => {
    it("no server at all, naming the three target inputs", async () => {
      const message = await errorFor({});
      for (const name of [Inputs.McpCommand, Inputs.McpConfig, Inputs.McpUrl]) expect(message).toContain(name);
      expect(message).toContain("no server given");
    });

    it("two servers at once", async () => {
      expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.McpConfig]: "mcp.json" })).toContain(`got ${Inputs.McpCommand} and ${Inputs.McpConfig}`);
    });

    it("report-path together with a server", async () => {
      expect(await errorFor({ [Inputs.ReportPath]: "r.json", [Inputs.McpCommand]: "node s.js" })).toMatch(new RegExp(`^${Inputs.ReportPath}: .*${Inputs.McpCommand}`));
    });

    const cases: [string, Partial<Record<InputName, string>>, InputName, string][] = [
      ["a grade Z", { [Inputs.McpFailUnder]: "Z" }, Inputs.McpFailUnder, "Z"],
      ["a numeric grade", { [Inputs.McpFailUnder]: "0.8" }, Inputs.McpFailUnder, "0.8"],
      ["a coverage above 1", { [Inputs.McpMinCoverage]: "1.5" }, Inputs.McpMinCoverage, "fraction from 0 to 1"],
      ["mcp-cases: many", { [Inputs.McpCases]: "many" }, Inputs.McpCases, "whole number"],
      ["mcp-cases: 0", { [Inputs.McpCases]: "0" }, Inputs.McpCases, "whole number"],
      ["a timeout of 0", { [Inputs.McpTimeout]: "0" }, Inputs.McpTimeout, "seconds"],
      ["a seed of -1", { [Inputs.McpSeed]: "-1" }, Inputs.McpSeed, "whole number"],
      ["a boolean 'yes'", { [Inputs.McpProbes]: "yes" }, Inputs.McpProbes, "true or false"],
      ["a boolean 'on' for mcp-ci", { [Inputs.McpCi]: "on" }, Inputs.McpCi, "true or false"],
      ["a boolean for comment", { [Inputs.Comment]: "1" }, Inputs.Comment, "true or false"],
      ["an unknown protocol", { [Inputs.McpProtocol]: "latest" }, Inputs.McpProtocol, "auto, legacy"],
      ["an env line without =", { [Inputs.McpEnv]: "JUST_A_NAME" }, Inputs.McpEnv, "KEY=VALUE"],
      ["a bad mcp-args line", { [Inputs.McpArgs]: "=5" }, Inputs.McpArgs, "NAME=VALUE"],
      ["a missing mcp-args-file", { [Inputs.McpArgsFile]: "nope.yml" }, Inputs.McpArgsFile, "readable file"],
      ["a missing mcp-probe-config", { [Inputs.McpProbeConfig]: "nope.yml" }, Inputs.McpProbeConfig, "readable file"],
      ["a missing mcp-baseline", { [Inputs.McpBaseline]: "nope.json" }, Inputs.McpBaseline, "readable file"],
      ["a pr-number of -1", { [Inputs.PrNumber]: "-1" }, Inputs.PrNumber, "whole number"],
      ["a badge-path that is not .svg", { [Inputs.BadgePath]: "badge.png" }, Inputs.BadgePath, ".svg"],
      ["a badge-branch with a space", { [Inputs.BadgeBranch]: "my badges" }, Inputs.BadgeBranch, "branch name"],
      ["mcp-server without mcp-config", { [Inputs.McpServer]: "notes" }, Inputs.McpServer, Inputs.McpConfig],
      ["mcp-env with mcp-url", { [Inputs.McpEnv]: "A=1" }, Inputs.McpEnv, Inputs.McpUrl],
      ["a working-directory that does not exist", { [Inputs.WorkingDirectory]: "missing" }, Inputs.WorkingDirectory, "directory"],
      ["an unknown client profile", { [Inputs.McpClients]: "openai-strict, claude" }, Inputs.McpClients, "openai, openai-strict, gemini"],
      ["a token budget of 0", { [Inputs.McpTokenBudget]: "0" }, Inputs.McpTokenBudget, "whole number"],
      ["a token budget in words", { [Inputs.McpTokenBudget]: "lots" }, Inputs.McpTokenBudget, "whole number"],
    ];
    for (const [what, values, name, accepts] of cases) {
      it(what, async () => {
        const target = name === Inputs.McpEnv ? { [Inputs.McpUrl]: "http://x" } : { [Inputs.McpCommand]: "node s.js" };
        const message = await errorFor({ ...target, ...values });
        expect(message.startsWith(`${name}:`)).toBe(true);
        expect(message).toContain(accepts);
      });
    }

    it("a header line without a colon, without echoing it (it may hold a secret)", async () => {
      const message = await errorFor({ [Inputs.McpUrl]: "http://x", [Inputs.McpHeaders]: "Bearer s3cret" });
      expect(message.startsWith(`${Inputs.McpHeaders}:`)).toBe(true);
      expect(message).not.toContain("s3cret");
    });

    it("mcp-headers without mcp-url", async () => {
      expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.McpHeaders]: "A: b" })).toMatch(new RegExp(`^${Inputs.McpHeaders}: .*${Inputs.McpUrl}`));
    });

    it("an mcp-url that is not http(s)", async () => {
      expect(await errorFor({ [Inputs.McpUrl]: "ftp://x" })).toMatch(new RegExp(`^${Inputs.McpUrl}: .*http`));
    });

    it("a shell pipeline in mcp-command", async () => {
      expect(await errorFor({ [Inputs.McpCommand]: "node s.js | tee log" })).toMatch(new RegExp(`^${Inputs.McpCommand}: `));
    });

    it("a config file that does not have the named server", async () => {
      const config = join(workspace, "one.json");
      writeFileSync(config, JSON.stringify({ mcpServers: { a: { command: "node" } } }));
      expect(await errorFor({ [Inputs.McpConfig]: "one.json", [Inputs.McpServer]: "b" })).toMatch(new RegExp(`^${Inputs.McpConfig}: .*"b"`));
    });

    it("an invalid probe config, naming mcp-probe-config", async () => {
      const config = join(workspace, "probes.yml");
      writeFileSync(config, "relations: 5\n");
      expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.McpProbeConfig]: "probes.yml" })).toMatch(new RegExp(`^${Inputs.McpProbeConfig}: `));
    });

    it.skipIf(process.getuid?.() === 0)("an mcp-config the runner cannot read", async () => {
      const config = join(workspace, "locked.json");
      writeFileSync(config, "{}");
      chmodSync(config, 0o000);
      expect(await errorFor({ [Inputs.McpConfig]: "locked.json" })).toMatch(new RegExp(`^${Inputs.McpConfig}: cannot read .*EACCES`));
    });
  });
});

describe("report and badge paths stay in the workspace", () => {
  it("refuses a report-dir outside the workspace, naming the input that allows it", async () => {
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.ReportDir]: "/tmp/elsewhere" })).toMatch(
      new RegExp(`^${Inputs.ReportDir}: '/tmp/elsewhere' is outside the workspace .*${Inputs.AllowOutsideWorkspace}: true`),
    );
  });

  it("refuses a report folder that is a link out of the workspace", async () => {
    const root = tempDir();
    symlinkSync(tempDir(), join(root, "linked"));
    await expect(readActionInputs(inputsFrom({ [Inputs.McpCommand]: "node s.js", [Inputs.ReportDir]: "linked" }), { cwd: root, env: {} })).rejects.toThrow(
      new RegExp(`^${Inputs.ReportDir}: .* is outside the workspace`),
    );
  });

  it("refuses a badge-path outside the workspace", async () => {
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.BadgePath]: "../badge.svg" })).toMatch(new RegExp(`^${Inputs.BadgePath}: .* is outside the workspace`));
  });

  it("accepts paths outside the workspace with allow-outside-workspace", async () => {
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.ReportDir]: "/tmp/elsewhere", [Inputs.AllowOutsideWorkspace]: "true" });
    expect(inputs.reportDir).toBe("/tmp/elsewhere");
    expect(inputs.workspace).toBeNull();
  });

  it("takes the workspace from GITHUB_WORKSPACE when it is set", async () => {
    const root = tempDir();
    const inputs = await readActionInputs(inputsFrom({ [Inputs.McpCommand]: "node s.js", [Inputs.ReportDir]: join(root, "r") }), { cwd: workspace, env: { GITHUB_WORKSPACE: root } });
    expect(inputs.workspace).toBe(root);
  });
});

describe("parseBooleanInput", () => {
  it("accepts the YAML 1.2 core booleans core.getBooleanInput accepts", async () => {
    expect(["true", "True", "TRUE"].map((t) => parseBooleanInput("x", t))).toEqual([true, true, true]);
    expect(["false", "False", "FALSE"].map((t) => parseBooleanInput("x", t))).toEqual([false, false, false]);
  });

  it("rejects tRuE, as core.getBooleanInput does", async () => {
    expect(() => parseBooleanInput("mcp-ci", "tRuE")).toThrow("mcp-ci: 'tRuE' is not valid; expected true or false");
  });
});

describe("splitLines", () => {
  it("drops blank lines and trims each line, as core.getMultilineInput does", async () => {
    expect(splitLines("  A=1\r\n\n B=2 \n")).toEqual(["A=1", "B=2"]);
  });
});

describe("the inputs of issue 16", () => {
  it("reads report-paths as aggregate mode, one pattern a line, keyed by the patterns", async () => {
    const inputs = await read({ [Inputs.ReportPaths]: "reports/**/mcp-checkup-report.json\nmore/" });
    expect(inputs.mode).toEqual({ kind: "aggregate", patterns: ["reports/**/mcp-checkup-report.json", "more/"] });
    expect(inputs.commentKey).toMatch(/^aggregate-[0-9a-f]{12}$/);
  });

  it("keys the aggregate comment by comment-tag when given", async () => {
    expect((await read({ [Inputs.ReportPaths]: "reports", [Inputs.CommentTag]: "servers" })).commentKey).toBe("servers");
  });

  it("refuses mcp-accepted with a saved report", async () => {
    expect(await errorFor({ [Inputs.ReportPath]: "r.json", [Inputs.McpAccepted]: "a.yml" })).toBe(
      "mcp-accepted: applies when a server is graded; a saved report already carries what its own run accepted",
    );
  });

  it("reads mcp-accepted into the checkup's options", async () => {
    writeFileSync(join(workspace, "accepted.yml"), "accepted:\n  - rule: happy-call-failed\n    tool: t\n    reason: known\n");
    const inputs = await read({ [Inputs.McpCommand]: "node s.js", [Inputs.McpAccepted]: "accepted.yml" });
    expect(inputs.mode.kind === "checkup" && inputs.mode.options.accepted).toEqual({ file: "accepted.yml", entries: [{ rule: "happy-call-failed", tool: "t", reason: "known" }] });
  });

  it("takes auto, true or false for issue-on-regression", async () => {
    expect((await read({ [Inputs.McpCommand]: "node s.js" })).issueMode).toBe("auto");
    expect(await errorFor({ [Inputs.McpCommand]: "node s.js", [Inputs.IssueOnRegression]: "nightly" })).toBe("issue-on-regression: 'nightly' is not valid; expected one of auto, true, false");
  });

  it("refuses issue-on-regression: true where no server is graded", async () => {
    expect(await errorFor({ [Inputs.ReportPaths]: "reports", [Inputs.IssueOnRegression]: "true" })).toMatch(/^issue-on-regression: needs a server to grade/);
  });
});
