import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Inputs } from "../../src/action/constants.js";
import { readSavedReport } from "../../src/scorecard/saved-report.js";
import { renderJson } from "../../src/report/json.js";
import { f, makeScorecard } from "../fixtures/scorecard.js";
import { tempDir } from "../action/helpers.js";

const dir = tempDir();
const save = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("readSavedReport", () => {
  it("reads back a JSON report as the scorecard it was made from", () => {
    const scorecard = makeScorecard({ findings: [f("description-short", { tool: "create_note" })] });
    expect(readSavedReport(save("ok.json", renderJson(scorecard)), Inputs.ReportPath)).toEqual(JSON.parse(renderJson(scorecard)));
  });

  it("rejects a file that is not JSON, naming report-path", () => {
    expect(() => readSavedReport(save("bad.json", "not json"), Inputs.ReportPath)).toThrow(new RegExp(`^${Inputs.ReportPath}: .* is not valid JSON`));
  });

  it("rejects a report with a wrong key, naming the key", () => {
    const report = JSON.parse(renderJson(makeScorecard())) as Record<string, unknown>;
    report.grade = "Z";
    expect(() => readSavedReport(save("grade.json", JSON.stringify(report)), Inputs.ReportPath)).toThrow("report.grade is not a grade");
  });

  it("rejects a finding whose message is not a string", () => {
    const report = JSON.parse(renderJson(makeScorecard({ findings: [f("description-short")] }))) as { findings: { message: unknown }[] };
    report.findings[0]!.message = { html: "<b>" };
    expect(() => readSavedReport(save("finding.json", JSON.stringify(report)), Inputs.ReportPath)).toThrow("report.findings[0].message is not a string");
  });
});
