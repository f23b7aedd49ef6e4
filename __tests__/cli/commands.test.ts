/**
 * Each CLI command's own behaviour (`src/cli/commands.ts`), through the CLI's entry point as a user runs it:
 * list, snapshot, lint, aggregate and test's report and gate flags. Failures to start and usage errors are in
 * main.test.ts; accept in accept.test.ts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT } from "../../src/cli/exit-codes.js";
import { parseSnapshot } from "../../src/drift/snapshot.js";
import { renderJson } from "../../src/report/json.js";
import { makeScorecard } from "../fixtures/scorecard.js";
import { cli } from "../support/run-cli.js";

const tiny = ["--", "node", resolve("__tests__", "fixtures", "cli", "tiny-server.mjs")];
const scratch = () => mkdtempSync(join(tmpdir(), "cli-commands-"));


describe("mcp-checkup list", () => {
  it("prints the server's tools as JSON with --report json", async () => {
    const { code, stdout } = await cli(["list", "--quiet", "--report", "json", ...tiny]);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ name: "add_numbers", description: "Add two numbers and return their sum as text." })]);
  });

  it("prints a table of the tools within 80 columns on the console", async () => {
    const { code, stdout } = await cli(["list", "--quiet", ...tiny]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/│ add_numbers │ yes {7}│ a\*, b\* {5}│/);
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("1 tool(s)");
    for (const line of stdout.trimEnd().split("\n")) expect([...line].length).toBeLessThanOrEqual(80);
  });
});

describe("mcp-checkup snapshot", () => {
  it("writes the canonical snapshot of the live server to the file named", async () => {
    const out = join(scratch(), "tools.snapshot.json");
    const { code } = await cli(["snapshot", "--quiet", "-o", out, ...tiny]);
    expect(code).toBe(EXIT.ok);
    expect(parseSnapshot(readFileSync(out, "utf8"), out).tools.map((t) => t.name)).toEqual(["add_numbers"]);
  });

  it("writes it to stdout with -o -", async () => {
    const { code, stdout } = await cli(["snapshot", "--quiet", "-o", "-", ...tiny]);
    expect(code).toBe(EXIT.ok);
    expect(parseSnapshot(stdout, "stdout").tools.map((t) => t.name)).toEqual(["add_numbers"]);
  });
});

describe("mcp-checkup lint", () => {
  it("lints the live server without calling its tools and writes the JSON report", async () => {
    const { code, stdout } = await cli(["lint", "--quiet", "--report", "json", ...tiny]);
    const report = JSON.parse(stdout);
    expect(code).toBe(EXIT.ok);
    expect(report.scenarios).toEqual([]);
    expect(report.tools.map((t: { name: string }) => t.name)).toEqual(["add_numbers"]);
  });
});

describe("mcp-checkup aggregate", () => {
  it("reports several saved reports as one", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "a.json"), renderJson(makeScorecard()));
    writeFileSync(join(dir, "b.json"), renderJson(makeScorecard({ server: { name: "other-server", version: "2.0.0" } })));
    const ok = await cli(["aggregate", "--report", "json", dir]);
    expect(ok.code).toBe(EXIT.ok);
    const text = JSON.stringify(JSON.parse(ok.stdout));
    expect(text).toContain("other-server");
    expect(text).toContain("notes-fixture");
  });

  it("refuses a path that does not exist with one line and exit 2", async () => {
    const { code, stderr } = await cli(["aggregate", join(scratch(), "missing")]);
    expect(code).toBe(EXIT.usage);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("mcp-checkup test", () => {
  it("writes each report to the file its --report names and the console to stdout", async () => {
    const dir = scratch();
    const { code, stdout } = await cli(["test", "--quiet", "--no-protocol-checks", "--cases", "1", "--report", "console", "--report", `json=${join(dir, "r.json")}`, "--report", `junit=${join(dir, "r.xml")}`, ...tiny]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain("MCP Scorecard: ");
    expect(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")).grade).toMatch(/^[A-F]$/);
    expect(readFileSync(join(dir, "r.xml"), "utf8")).toMatch(/^<\?xml/);
  });
});
