import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { coreIO } from "../../src/action/action-io.js";

const saved = { summary: process.env.GITHUB_STEP_SUMMARY, output: process.env.GITHUB_OUTPUT };
const dir = mkdtempSync(join(tmpdir(), "action-io-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  for (const [key, value] of [["GITHUB_STEP_SUMMARY", saved.summary], ["GITHUB_OUTPUT", saved.output]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("coreIO", () => {
  it("appends Markdown to the job summary file the runner names, ending each part with a newline", () => {
    const path = join(dir, "summary.md");
    process.env.GITHUB_STEP_SUMMARY = path;
    expect(coreIO.appendSummary("## Grade A")).toBe(true);
    expect(coreIO.appendSummary("done\n")).toBe(true);
    expect(readFileSync(path, "utf8")).toBe("## Grade A\ndone\n");
  });

  it("says false and writes nothing when the runner gave no summary file (a local run)", () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    expect(coreIO.appendSummary("x")).toBe(false);
  });

  it("writes an output to the runner's output file", () => {
    const path = join(dir, "output.txt");
    writeFileSync(path, ""); // the runner creates it
    process.env.GITHUB_OUTPUT = path;
    coreIO.setOutput("mcp-grade", "B");
    expect(readFileSync(path, "utf8")).toMatch(/^mcp-grade<<ghadelimiter_[\w-]+\nB\nghadelimiter_[\w-]+\n$/);
  });
});
