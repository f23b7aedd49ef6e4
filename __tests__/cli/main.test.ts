import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { splitServerArgv } from "../../src/cli/main.js";
import { EXIT } from "../../src/cli/exit-codes.js";
import { freePort } from "../mcp/http-helpers.js";
import { parseSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { cli } from "../support/run-cli.js";

const cases = resolve("__tests__", "fixtures", "cli");
const cleanServer = ["node", join(cases, "tiny-server.mjs")];


const oneLine = (text: string) => text.trim().split("\n").length === 1;

describe("splitServerArgv", () => {
  it("keeps everything after the first -- as the server argv, exactly", () => {
    expect(splitServerArgv(["test", "--cases", "1", "--", "node", "s.js", "--", "x y"])).toEqual({
      head: ["test", "--cases", "1"],
      serverArgv: ["node", "s.js", "--", "x y"],
    });
    expect(splitServerArgv(["test", "node s.js"])).toEqual({ head: ["test", "node s.js"] });
  });
});

describe("the CLI's usage errors", () => {
  it("rejects an unknown flag with one line and exit 2", async () => {
    const { code, stderr } = await cli(["test", "--frobnicate", "--", ...cleanServer]);
    expect(code).toBe(EXIT.usage);
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toContain("--frobnicate");
  });

  it("suggests the flag or command meant, on the same line, and points at the help of the command given", async () => {
    const misspelled = await cli(["test", "--timout", "5", "--", ...cleanServer]);
    expect(misspelled.code).toBe(EXIT.usage);
    expect(misspelled.stderr).toBe("mcp-checkup: unknown option '--timout' (Did you mean --timeout?) (see mcp-checkup test --help)\n");
    const command = await cli(["tset", "node s.js"]);
    expect(command.code).toBe(EXIT.usage);
    expect(command.stderr).toBe("mcp-checkup: unknown command 'tset' (Did you mean test?) (see mcp-checkup --help)\n");
  });

  it("says in one line what to do when no command is given, instead of the whole help squashed into one", async () => {
    const { code, stdout, stderr } = await cli([]);
    expect(code).toBe(EXIT.usage);
    expect(stdout).toBe("");
    expect(stderr).toBe('mcp-checkup: no command given; try: mcp-checkup test "node server.js" (see mcp-checkup --help)\n');
  });

  it("rejects a malformed --arg, showing the accepted form", async () => {
    const { code, stderr } = await cli(["test", "--arg", "no-equals-sign", "--", ...cleanServer]);
    expect(code).toBe(EXIT.usage);
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toContain("--arg");
    expect(stderr).toContain("NAME=VALUE");
  });

  it("rejects a config file that does not exist, naming it", async () => {
    const { code, stderr } = await cli(["test", "--config", "/no/such/mcp.json"]);
    expect(code).toBe(EXIT.usage);
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toContain("/no/such/mcp.json");
  });

  it("rejects an unknown server name, listing the known ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-config-"));
    const config = join(dir, "claude_desktop_config.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: "node", args: ["notes.js"] }, files: { command: "node", args: ["files.js"] } } }));
    const { code, stderr } = await cli(["test", "--config", config, "--server", "nope"]);
    expect(code).toBe(EXIT.usage);
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toContain("nope");
    expect(stderr).toContain("notes");
    expect(stderr).toContain("files");
  });

  it("rejects a server command that does not exist with one line naming it", async () => {
    const { code, stderr } = await cli(["test", "--quiet", "mcp-checkup-no-such-command --stdio"]);
    expect(code).toBe(EXIT.usage);
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toContain('"mcp-checkup-no-such-command" was not found');
  });

  it("rejects both a command and --config, and neither", async () => {
    const both = await cli(["test", "node s.js", "--config", "x.json"]);
    expect(both.code).toBe(EXIT.usage);
    expect(both.stderr).toContain("exactly one server");
    const neither = await cli(["test"]);
    expect(neither.code).toBe(EXIT.usage);
    expect(neither.stderr).toContain("no server given");
  });

  it("rejects a URL that is not http(s) with one line naming --url, for test and list alike", async () => {
    for (const command of ["test", "list"]) {
      const { code, stderr } = await cli([command, "--url", "ftp://example.test/mcp"]);
      expect(code).toBe(EXIT.usage);
      expect(stderr).toBe("mcp-checkup: --url: 'ftp://example.test/mcp' is not valid; expected an http:// or https:// URL\n");
    }
  });

  it("names --only when it names a tool the server lacks (the engine's error, worded by the CLI)", async () => {
    const { code, stderr } = await cli(["test", "--quiet", "--only", "nope", "--", ...cleanServer]);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toBe("mcp-checkup: --only: no tool named 'nope'; the server's tools are: add_numbers\n");
  });

  it("rejects a grade that is not A-F and a non-numeric --cases before starting anything", async () => {
    const grade = await cli(["test", "--fail-under", "Z", "--", ...cleanServer]);
    expect(grade.code).toBe(EXIT.usage);
    expect(grade.stderr).toContain("--fail-under");
    const cases = await cli(["test", "--cases", "many", "--", ...cleanServer]);
    expect(cases.code).toBe(EXIT.usage);
    expect(cases.stderr).toContain("--cases");
  });
});

describe("mcp-checkup test", () => {
  it("grades a server given as an argv after -- and writes the JSON report", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "cli-report-")), "report.json");
    const { code, stdout } = await cli(["test", "--report", "json", "--output", out, "--", ...cleanServer]);
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(readFileSync(out, "utf8"));
    expect(report.server.name).toBe("tiny-fixture");
    expect(report.grade).toBe("A");
    expect(report.protocol).toMatchObject({ era: "legacy", version: "2025-11-25" });
    expect(stdout).toContain("MCP Scorecard: tiny-fixture 1.0.0"); // the console report comes too
  });

  it("exits 1 when the grade is below --fail-under", async () => {
    const { code, stderr } = await cli(["test", "--fail-under", "A", "--", "node", join(cases, "tiny-server.mjs"), "--broken"]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("below --fail-under A");
  });

  it("exits 1 when the coverage is below --min-coverage", async () => {
    const { code, stderr } = await cli(["test", "--min-coverage", "100%", "--no-protocol-checks", "--", "node", join(cases, "tiny-server.mjs"), "--refuses"]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("coverage 0% is below --min-coverage 100%");
  });

  it("exits 2 with one line for a --min-coverage that is not a fraction", async () => {
    const { code, stderr } = await cli(["test", "--min-coverage", "lots", "--", "node", join(cases, "tiny-server.mjs")]);
    expect(code).toBe(EXIT.usage);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain('--min-coverage: "lots" is not a coverage');
  });

  it("exits 1 over --token-budget without --ci, saying by how much, and lists the costliest tools in the report", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "cli-budget-")), "report.md");
    const { code, stderr } = await cli(["test", "--token-budget", "10", "--no-protocol-checks", "--report", "markdown", "--output", out, "--", ...cleanServer]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toMatch(/over --token-budget: The server costs about \d+ tokens of context on every request, over the budget of 10/);
    expect(readFileSync(out, "utf8")).toContain("## Context cost");
  });

  it("passes a server within --token-budget", async () => {
    expect((await cli(["test", "--token-budget", "100000", "--no-protocol-checks", "--", ...cleanServer])).code).toBe(EXIT.ok);
  });

  it("rejects an unknown --clients profile and a --token-budget that is not a whole number, before starting anything", async () => {
    const clients = await cli(["test", "--clients", "gemini,claude", "--", ...cleanServer]);
    expect([clients.code, clients.stderr.trim()]).toEqual([EXIT.usage, "mcp-checkup: --clients: 'claude' is not a known client profile; expected one of openai, openai-strict, gemini"]);
    const budget = await cli(["test", "--token-budget", "2k", "--", ...cleanServer]);
    expect([budget.code, oneLine(budget.stderr), budget.stderr]).toEqual([EXIT.usage, true, expect.stringContaining("--token-budget: '2k' is not valid")]);
  });

  it("rejects --server-json for a pypi package with the command to test instead", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "cli-server-json-")), "server.json");
    writeFileSync(file, JSON.stringify({ name: "io.github.x/w", description: "W", version: "1", packages: [{ registryType: "pypi", identifier: "w-mcp", version: "1.0", transport: { type: "stdio" } }] }));
    const { code, stderr } = await cli(["test", "--server-json", file]);
    expect([code, oneLine(stderr)]).toEqual([EXIT.usage, true]);
    expect(stderr).toContain("launching pypi packages is not supported yet (only npm packages and remotes); test it with: mcp-checkup test -- uvx w-mcp==1.0");
  });

  it("exits 1 with --ci when a tool fails valid input, naming the blocking finding", async () => {
    const { code, stderr } = await cli(["test", "--ci", "--", "node", join(cases, "tiny-server.mjs"), "--broken"]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("happy-call-failed");
  });

  it("reports a server that exits at start-up as server-start-failed with its stderr, grade F", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "cli-report-")), "report.json");
    const { code } = await cli(["test", "--report", "json", "--output", out, "--", "node", "-e", "console.error('missing API_KEY'); process.exit(3)"]);
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(readFileSync(out, "utf8"));
    expect(report.grade).toBe("F");
    const start = report.findings.find((f: { rule: string }) => f.rule === "server-start-failed");
    expect(start.message).toContain("missing API_KEY");
  });
});

describe("mcp-checkup test --baseline with SARIF and JUnit reports", () => {
  it("reports drift, locates SARIF results at the snapshot line of the tool and writes JUnit in the same run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-drift-"));
    const baseline = join(dir, "snap.json"); // not the default name: the fixes must name this file
    const snapshot = await cli(["snapshot", "--output", baseline, "--", ...cleanServer]);
    expect(snapshot.code).toBe(EXIT.ok);
    // The baseline also had a tool the server no longer lists.
    const text = readFileSync(baseline, "utf8");
    const base = JSON.parse(text) as { tools: { name: string; inputSchema?: unknown }[] };
    base.tools.push({ name: "subtract_numbers", inputSchema: { type: "object" } });
    writeFileSync(baseline, renderSnapshot(parseSnapshot(JSON.stringify(base), baseline)));
    const sarifPath = join(dir, "out.sarif");
    const junitPath = join(dir, "out.xml");
    const jsonPath = join(dir, "report.json");
    const { code } = await cli(["test", "--cases", "1", "--baseline", baseline, "--report", "sarif", "--output", sarifPath, "--report", "junit", "--output", junitPath, "--report", `json=${jsonPath}`, "--", ...cleanServer]);
    expect(code).toBe(EXIT.ok);
    const drift = (JSON.parse(readFileSync(jsonPath, "utf8")).findings as { rule: string; fix: string }[]).find((f) => f.rule === "drift-tool-removed")!;
    expect(drift.fix).toContain(`refresh the baseline with \`mcp-checkup snapshot <server> -o ${baseline}\``);
    const results = JSON.parse(readFileSync(sarifPath, "utf8")).runs[0].results as { ruleId: string; locations: { physicalLocation?: unknown }[] }[];
    const removed = results.find((r) => r.ruleId === "drift-tool-removed")!;
    const line = readFileSync(baseline, "utf8").split("\n").indexOf('      "name": "subtract_numbers",') + 1;
    expect(removed.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: relative(process.cwd(), baseline).split(sep).join("/") }, region: { startLine: line } });
    expect(readFileSync(junitPath, "utf8")).toContain('type="drift-tool-removed"');
  });
});

describe("mcp-checkup lint --tools-file", () => {
  it("lints a saved tools/list without a server and exits 1 on an error finding", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-lint-"));
    const file = join(dir, "tools.json");
    writeFileSync(file, JSON.stringify({ tools: [{ name: "bad tool name", description: "Does a thing that is described well enough.", inputSchema: { type: "object" } }] }));
    const { code, stdout, stderr } = await cli(["lint", "--tools-file", file, "--report", "json"]);
    expect(code).toBe(EXIT.gateFailed);
    const report = JSON.parse(stdout);
    expect(report.findings.map((f: { rule: string }) => f.rule)).toContain("tool-name-invalid");
    expect(stderr).toMatch(/^mcp-checkup: \d+ error findings? \(first: [\w-]+( on .+)?\); lint exits 1 on any error$/m);
  });
});

describe("mcp-checkup test with a command and --url", () => {
  it("starts the command, grades the server over Streamable HTTP, and stops it", async () => {
    const port = await freePort();
    const out = join(mkdtempSync(join(tmpdir(), "cli-http-")), "report.json");
    const { code, stderr } = await cli([
      "test", "--quiet", "--url", `http://127.0.0.1:${port}/mcp`, "--env", `PORT=${port}`, "--no-protocol-checks", "--cases", "1",
      "--report", "json", "--output", out, "--", resolve("node_modules", ".bin", "mcp-server-everything"), "streamableHttp",
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(readFileSync(out, "utf8"));
    expect(report.target).toContain(`http://127.0.0.1:${port}/mcp (started with `);
    expect(report.tools.length).toBeGreaterThanOrEqual(13);
    expect(report.scenarios.filter((s: { kind: string; passed: boolean }) => s.kind === "happy" && !s.passed)).toEqual([]);
  });
});

describe("mcp-checkup lint's console report", () => {
  it("shows the lint score and counts, not a grade for calls it never made", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-lint-console-"));
    const file = join(dir, "tools.json");
    writeFileSync(file, JSON.stringify([{ name: "get_note", description: "Get one note by its title, with its body.", inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] } }]));
    const { code, stdout } = await cli(["lint", "--tools-file", file]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain("MCP Lint:");
    expect(stdout).toContain("Lint score 100%   0 error(s), 0 warning(s)");
    expect(stdout).not.toContain("Grade");
    expect(stdout).not.toContain("happy");
  });
});

describe("a server that will not start, in list, lint and snapshot", () => {
  const failing = ["--", "node", "-e", "console.error('missing API_KEY'); process.exit(3)"];

  it.each(["list", "lint"])("%s exits 1 with the finding's message, the server's last words and the fix", async (command) => {
    const { code, stderr } = await cli([command, "--quiet", ...failing]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("mcp-checkup: The server could not be started or did not complete the handshake");
    expect(stderr).toContain("missing API_KEY");
    expect(stderr).toContain("  Fix: Run ");
    expect(stderr).not.toContain("internal error");
  });

  it("snapshot exits 1 the same way and writes nothing", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "cli-snap-")), "snap.json");
    const { code, stderr } = await cli(["snapshot", "--quiet", "-o", out, ...failing]);
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("missing API_KEY");
    expect(() => readFileSync(out)).toThrow();
  });
});

describe("progress of a run on stderr", () => {
  it("writes one line per phase when stderr is not a terminal, and the report to stdout", async () => {
    const { code, stdout, stderr } = await cli(["test", "--cases", "1", "--no-protocol-checks", "--", ...cleanServer]);
    expect(code).toBe(EXIT.ok);
    const lines = stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^mcp-checkup: starting the server \(node \S/); // the command, cut at 60 characters
    expect(lines).toContain("mcp-checkup: listing tools");
    expect(lines.some((line) => /^mcp-checkup: calling tools \(\d+ tools?\)$/.test(line))).toBe(true);
    expect(lines.every((line) => line.startsWith("mcp-checkup: "))).toBe(true);
    expect(stdout).toContain("MCP Scorecard: tiny-fixture");
  });

  it("writes nothing to stderr with --quiet", async () => {
    const { code, stderr } = await cli(["test", "--quiet", "--cases", "1", "--no-protocol-checks", "--", ...cleanServer]);
    expect([code, stderr]).toEqual([EXIT.ok, ""]);
  });
});

describe("--report FORMAT=PATH", () => {
  it("writes the JSON report to its file and the console report to stdout", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "cli-pair-")), "report.json");
    const { code, stdout } = await cli(["test", "--quiet", "--cases", "1", "--no-protocol-checks", "--report", "console", "--report", "json", "--output", out, "--", ...cleanServer]);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(readFileSync(out, "utf8")).server.name).toBe("tiny-fixture");
    expect(stdout).toContain("MCP Scorecard: tiny-fixture");
  });

  it("exits 2 with one line for an --output no --report can own, before starting anything", async () => {
    const { code, stderr } = await cli(["test", "--output", "x.json", "--report", "json", "--report", "sarif", "--", ...cleanServer]);
    expect([code, oneLine(stderr)]).toEqual([EXIT.usage, true]);
    expect(stderr).toContain("--output x.json: no --report before it");
  });
});
