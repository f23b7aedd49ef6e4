import { describe, expect, it } from "vitest";
import { renderReport, warmUpRenderers } from "../../src/cli/render-report.js";
import { renderJson } from "../../src/report/json.js";
import { makeScorecard, f } from "../fixtures/scorecard.js";

const scorecard = makeScorecard({ findings: [f("description-missing", { tool: "a" })] });

describe("renderReport", () => {
  it("writes the JSON report exactly as the JSON renderer does", () => {
    expect(renderReport("json", scorecard, false, {}, false)).toBe(renderJson(scorecard));
  });

  it("writes SARIF 2.1.0 with a result for the finding", () => {
    const sarif = JSON.parse(renderReport("sarif", scorecard, false, {}, false));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toContain("description-missing");
  });

  it("writes JUnit XML and Markdown", () => {
    expect(renderReport("junit", scorecard, false, {}, false)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites/);
    expect(renderReport("markdown", scorecard, false, {}, false)).toContain("description-missing");
  });

  it("draws the console report in colour only when asked, within the width given", () => {
    const plain = renderReport("console", scorecard, false, {}, false, 80);
    expect(plain).not.toMatch(/\u001b\[/);
    for (const line of plain.split("\n")) expect([...line].length).toBeLessThanOrEqual(80);
    expect(renderReport("console", scorecard, true, {}, false, 80)).toMatch(/\u001b\[/);
  });

  it("heads a lint-only console report with the lint score instead of a grade", () => {
    expect(renderReport("console", scorecard, false, {}, false)).toMatch(/Grade [A-F]/);
    const lint = renderReport("console", scorecard, false, {}, true);
    expect(lint).toContain("MCP Lint: ");
    expect(lint).not.toMatch(/Grade [A-F]/);
  });
});

describe("warmUpRenderers", () => {
  it("renders its one-tool report without a trace: nothing written, no rejection, and a real report after it is unchanged", async () => {
    const before = renderReport("console", scorecard, false, {}, false);
    const writes: unknown[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: unknown) => writes.push(chunk) > 0) as typeof process.stdout.write;
    try {
      await expect(warmUpRenderers()).resolves.toBeUndefined();
    } finally {
      process.stdout.write = write;
    }
    expect(writes).toEqual([]);
    expect(renderReport("console", scorecard, false, {}, false)).toBe(before);
  });
});
