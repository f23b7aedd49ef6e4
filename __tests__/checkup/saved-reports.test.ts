import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findReportFiles, loadReports, REPORT_FILE_NAME } from "../../src/checkup/saved-reports.js";
import { UsageError } from "../../src/errors.js";
import { renderJson } from "../../src/report/json.js";
import { makeScorecard, f } from "../fixtures/scorecard.js";

const root = mkdtempSync(join(tmpdir(), "saved-reports-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const report = makeScorecard({ findings: [f("description-missing", { tool: "a", evidence: { excerpt: "x" } })] });
function write(path: string, text: string): string {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe("findReportFiles", () => {
  it("takes files as given and searches folders for .json files in name order", () => {
    const dir = join(root, "find");
    write(join(dir, "b", REPORT_FILE_NAME), "{}");
    write(join(dir, "a", REPORT_FILE_NAME), "{}");
    write(join(dir, "a", "notes.txt"), "");
    const single = write(join(root, "single.json"), "{}");
    const found = findReportFiles([single, dir], "--reports");
    expect(found.files).toEqual([single, join(dir, "a", REPORT_FILE_NAME), join(dir, "b", REPORT_FILE_NAME)]);
    expect([...found.explicit]).toEqual([single]);
  });

  it("refuses a path that does not exist, naming the input", () => {
    expect(() => findReportFiles([join(root, "missing")], "report-paths")).toThrow(UsageError);
    expect(() => findReportFiles([join(root, "missing")], "report-paths")).toThrow(/^report-paths: cannot read '.*missing' \(ENOENT\); expected a JSON report or a folder of them$/);
  });
});

describe("loadReports", () => {
  it("reads a report, labels it by its artifact folder, and drops its calls and evidence", () => {
    const path = write(join(root, "load", "weather-server", REPORT_FILE_NAME), renderJson(report));
    const loaded = loadReports(findReportFiles([join(root, "load")], "--reports"));
    expect(loaded.refused).toEqual([]);
    expect(loaded.inputs).toHaveLength(1);
    expect(loaded.inputs[0]).toMatchObject({ source: path, fallbackLabel: "weather-server" });
    expect(loaded.inputs[0]?.scorecard.scenarios).toEqual([]);
    expect(loaded.inputs[0]?.scorecard.findings[0]?.evidence).toBeUndefined();
  });

  it("refuses a report whose grade does not follow from its results", () => {
    const path = write(join(root, "tampered.json"), renderJson({ ...report, grade: report.grade === "A" ? "F" : "A" }));
    const loaded = loadReports(findReportFiles([path], "--reports"));
    expect(loaded.inputs).toEqual([]);
    expect(loaded.refused[0]?.reason).toMatch(/it was changed after it was scored, or another mcp-checkup version wrote it$/);
  });

  it("refuses a file named explicitly that is not JSON, and skips JSON in a folder that is not a report", () => {
    const bad = write(join(root, "bad.json"), "{not json");
    write(join(root, "mixed", "badge.json"), JSON.stringify({ schemaVersion: 1, label: "mcp", message: "A" }));
    const loaded = loadReports(findReportFiles([bad, join(root, "mixed")], "--reports"));
    expect(loaded.refused.map((r) => r.source)).toEqual([bad]);
    expect(loaded.refused[0]?.reason).toMatch(/^it is not valid JSON/);
    expect(loaded.skipped).toEqual([join(root, "mixed", "badge.json")]);
  });
});
