import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OptionValues } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram, REPORT_FORMATS } from "../../src/cli/program.js";
import { planReports } from "../../src/cli/report-outputs.js";
import { usageErrorOf } from "../support/usage-error.js";

const dir = mkdtempSync(join(tmpdir(), "report-outputs-"));
const at = (name: string) => join(dir, name);

/** The options commander gives `mcp-checkup test` for these words (a server after them). */
async function options(words: string[]): Promise<OptionValues> {
  let parsed: OptionValues = {};
  const program = buildProgram("0.0.0", (p) => void (parsed = p.options));
  program.exitOverride();
  await program.parseAsync(["test", ...words, "node s.js"], { from: "user" });
  return parsed;
}

const plan = async (words: string[]) => planReports(await options(words), REPORT_FORMATS);

const refusal = usageErrorOf;

describe("planReports", () => {
  it("prints the console report when no --report is given", async () => {
    expect(await plan([])).toEqual([{ format: "console" }]);
  });

  it("writes --report FORMAT=PATH to that file, and the console to stdout", async () => {
    expect(await plan(["--report", `json=${at("a.json")}`, "--report", `sarif=${at("a.sarif")}`])).toEqual([
      { format: "console" },
      { format: "json", path: at("a.json") },
      { format: "sarif", path: at("a.sarif") },
    ]);
  });

  it("keeps the old form for one --report and one --output, in either order", async () => {
    expect(await plan(["--report", "json", "--output", at("b.json")])).toEqual([{ format: "console" }, { format: "json", path: at("b.json") }]);
    expect(await plan(["--output", at("b.json"), "--report", "json"])).toEqual([{ format: "console" }, { format: "json", path: at("b.json") }]);
  });

  it("pairs each --output with the --report just before it", async () => {
    expect(await plan(["--report", "sarif", "--output", at("c.sarif"), "--report", "junit", "--output", at("c.xml")])).toEqual([
      { format: "console" },
      { format: "sarif", path: at("c.sarif") },
      { format: "junit", path: at("c.xml") },
    ]);
  });

  it("never puts the console report into a file meant for the JSON report after it", async () => {
    expect(await plan(["--report", "console", "--report", "json", "--output", at("x.json")])).toEqual([
      { format: "console" },
      { format: "json", path: at("x.json") },
    ]);
  });

  it("refuses an --output before any --report when there are several, with one line", async () => {
    const o = await options(["--output", at("d.json"), "--report", "json", "--report", "sarif"]);
    const message = refusal(() => planReports(o, REPORT_FORMATS));
    expect(message).toBe(`--output ${at("d.json")}: no --report before it; write --report FORMAT=PATH (e.g. --report json=${at("d.json")})`);
  });

  it("refuses two files for one --report", async () => {
    const o = await options(["--report", "json", "--output", at("e1.json"), "--output", at("e2.json"), "--report", "sarif"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toContain("--report json already goes to");
  });

  it("refuses an --output after a --report that names its file", async () => {
    const o = await options(["--report", `json=${at("f.json")}`, "--output", at("g.json"), "--report", "sarif"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toContain(`--report json=${at("f.json")} already names its file`);
  });

  it("refuses two reports into one file", async () => {
    const o = await options(["--report", `json=${at("h.out")}`, "--report", `sarif=${at("h.out")}`]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toContain("json and sarif both go to");
  });

  it("refuses two reports on stdout", async () => {
    const o = await options(["--report", "json", "--report", "sarif"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toContain("only one report can go to stdout");
  });

  it("refuses an unknown format, saying what is accepted", async () => {
    const o = await options(["--report", "html=x.html"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toBe(
      "--report: 'html' is not a report format; expected FORMAT or FORMAT=PATH with FORMAT one of console, markdown, json, sarif, junit",
    );
  });
});

describe("planReports checks each path before anything runs", () => {
  it("names --output when the old form's path cannot be written", async () => {
    const o = await options(["--report", "json", "--output", "/proc/nope/x.json"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toMatch(/^--output: cannot write '\/proc\/nope\/x\.json'/);
  });

  it("names --report when its own path cannot be written", async () => {
    const o = await options(["--report", "json=/proc/nope/x.json"]);
    expect(refusal(() => planReports(o, REPORT_FORMATS))).toMatch(/^--report: cannot write '\/proc\/nope\/x\.json'/);
  });
});
