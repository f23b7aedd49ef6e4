/**
 * Drift end to end: fixture servers graded with `runCheckup` against a baseline snapshot taken from a live
 * server with `makeSnapshot` (written and read back as a file, as `mcp-checkup snapshot` and `--baseline` do),
 * and the SARIF and JUnit reports of a real server (server-everything) checked against their schemas.
 */
import { liveSnapshot } from "../../src/checkup/live-snapshot.js";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import { parseSnapshot, renderSnapshot, type Snapshot } from "../../src/drift/snapshot.js";
import { INSTRUCTIONS_OWNER, type Finding } from "../../src/findings/finding.js";
import { RULES } from "../../src/findings/rules.js";
import { connect } from "../../src/mcp/connect.js";
import type { ServerTarget } from "../../src/mcp/target.js";
import { renderJunit } from "../../src/report/junit.js";
import { renderSarif } from "../../src/report/sarif.js";
import { sarifLocations } from "../../src/report/sarif-sources.js";
import { VERSION } from "../../src/version.js";
import { sarifValidator } from "../report/sarif-schema.js";
import { parseXml, type XmlElement } from "../report/xml-tree.js";

const fixtures = resolve("__tests__", "fixtures", "drift");
const server = (file: string, ...args: string[]): ServerTarget => ({ kind: "stdio", command: process.execPath, args: [resolve(fixtures, file), ...args] });
const notesV1 = server("notes-v1.mjs");
const notesV1Reordered = server("notes-v1.mjs", "--reordered");
const notesV2 = server("notes-v2.mjs");

/** Fast settings: one happy case per tool, no edge cases; drift needs only the tool list. */
function options(target: ServerTarget, baseline?: Snapshot): CheckupOptions {
  return { ...DEFAULTS, target, cases: 1, edgeCases: false, args: { global: {}, perTool: {} }, only: [], skip: [], ...(baseline ? { baseline } : {}) };
}

/** The snapshot `mcp-checkup snapshot` writes for a server, as `--baseline` reads it back. */
async function snapshotFile(target: ServerTarget): Promise<{ text: string; snapshot: Snapshot }> {
  const connection = await connect(target, { protocol: DEFAULTS.protocol, timeoutMs: 10_000 });
  try {
    const listing = await connection.listTools();
    const text = renderSnapshot(liveSnapshot(connection, listing.tools));
    return { text, snapshot: parseSnapshot(text, "mcp-tools.json") };
  } finally {
    await connection.close();
  }
}

const drift = (findings: readonly Finding[]) => findings.filter((f) => RULES[f.rule].category === "drift");
const shape = (f: Finding) => ({ rule: f.rule, severity: f.severity, tool: f.tool, ...(f.parameter !== undefined ? { parameter: f.parameter } : {}) });

describe("drift against a baseline snapshot of a live fixture server", () => {
  let baseline: { text: string; snapshot: Snapshot };
  beforeAll(async () => {
    baseline = await snapshotFile(notesV1);
  });

  it("reports no drift for the server the baseline was taken from, and hands the same snapshot to onSnapshot", async () => {
    let live: Snapshot | undefined;
    const scorecard = await runCheckup(options(notesV1, baseline.snapshot), { onSnapshot: (s) => void (live = s) });
    expect(scorecard.tools).toHaveLength(10);
    expect(drift(scorecard.findings)).toEqual([]);
    expect(renderSnapshot(live!)).toBe(baseline.text);
  });

  it("reports nothing when only the order of tools, keys, required names and enum values changed", async () => {
    const scorecard = await runCheckup(options(notesV1Reordered, baseline.snapshot));
    expect(drift(scorecard.findings)).toEqual([]);
  });

  it("reports exactly one finding per change of the new server, each naming the tool and parameter", async () => {
    const scorecard = await runCheckup(options(notesV2, baseline.snapshot));
    expect(drift(scorecard.findings).map(shape)).toEqual([
      { rule: "drift-tool-removed", severity: "error", tool: "archive_note" },
      { rule: "drift-output-schema-changed", severity: "error", tool: "count_notes", parameter: "closed" },
      { rule: "drift-required-added", severity: "error", tool: "create_note", parameter: "body" },
      { rule: "drift-enum-narrowed", severity: "error", tool: "list_notes", parameter: "status" },
      { rule: "drift-property-removed", severity: "error", tool: "search_notes", parameter: "cursor" },
      { rule: "drift-type-changed", severity: "error", tool: "search_notes", parameter: "limit" },
      { rule: "drift-annotations-changed", severity: "warning", tool: "mark_read" },
      { rule: "drift-output-schema-changed", severity: "warning", tool: "note_stats", parameter: "characters" },
      { rule: "drift-required-removed", severity: "warning", tool: "update_note", parameter: "title" },
      { rule: "drift-description-changed", severity: "info", tool: INSTRUCTIONS_OWNER },
      { rule: "drift-property-added", severity: "info", tool: "create_note", parameter: "pinned" },
      { rule: "drift-tool-added", severity: "info", tool: "export_notes" },
      { rule: "drift-description-changed", severity: "info", tool: "get_note" },
      { rule: "drift-enum-widened", severity: "info", tool: "tag_note", parameter: "color" },
    ]);
  });

  it("does not change the score", async () => {
    const [before, after] = await Promise.all([runCheckup(options(notesV2)), runCheckup(options(notesV2, baseline.snapshot))]);
    expect(after.score).toBe(before.score);
    expect(after.grade).toBe(before.grade);
  });
});

/**
 * Problems of a JUnit document against the structure of the Jenkins xunit `junit-10.xsd` (which `renderJunit`
 * writes): `testsuites` of `testsuite`s of `testcase`s, each with its required attributes, counts that match
 * the testcases, times as decimals, and `failure` / `skipped` children only.
 */
function junitProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  const integer = /^\d+$/;
  const decimal = /^\d+(\.\d+)?$/;
  const totals = { tests: 0, failures: 0, skipped: 0 };
  if (root.name !== "testsuites") problems.push(`root is <${root.name}>`);
  for (const suite of root.children) {
    const where = `testsuite ${suite.attributes.name}`;
    if (suite.name !== "testsuite") problems.push(`<${suite.name}> in testsuites`);
    for (const a of ["name", "tests", "failures", "errors", "skipped", "time", "timestamp", "id"]) {
      if (!(a in suite.attributes)) problems.push(`${where}: no ${a}`);
    }
    for (const a of ["tests", "failures", "errors", "skipped", "id"]) if (!integer.test(suite.attributes[a] ?? "")) problems.push(`${where}: ${a} is not a count`);
    if (!decimal.test(suite.attributes.time ?? "")) problems.push(`${where}: time is not a decimal`);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(suite.attributes.timestamp ?? "")) problems.push(`${where}: timestamp is not an ISO date-time without zone`);
    const count = { tests: 0, failures: 0, skipped: 0 };
    for (const test of suite.children) {
      if (test.name !== "testcase") problems.push(`${where}: <${test.name}>`);
      for (const a of ["classname", "name", "time"]) if (!(a in test.attributes)) problems.push(`${where}: a testcase has no ${a}`);
      if (!decimal.test(test.attributes.time ?? "")) problems.push(`${where}: a testcase time is not a decimal`);
      count.tests++;
      for (const child of test.children) {
        if (child.name === "failure") {
          count.failures++;
          if (!child.attributes.message || !child.attributes.type) problems.push(`${where}: a failure lacks message or type`);
        } else if (child.name === "skipped") {
          count.skipped++;
        } else if (child.name === "system-out") {
          // allowed by the Ant / Jenkins JUnit schemas (testcase: skipped | error | failure, then system-out, system-err)
        } else {
          problems.push(`${where}: <${child.name}> in a testcase`);
        }
      }
    }
    for (const k of ["tests", "failures", "skipped"] as const) {
      if (suite.attributes[k] !== String(count[k])) problems.push(`${where}: ${k}=${suite.attributes[k]} but ${count[k]} counted`);
      totals[k] += count[k];
    }
  }
  for (const k of ["tests", "failures", "skipped"] as const) {
    if (root.attributes[k] !== String(totals[k])) problems.push(`testsuites: ${k}=${root.attributes[k]} but ${totals[k]} counted`);
  }
  return problems;
}

describe("SARIF and JUnit reports of server-everything", () => {
  const everything: ServerTarget = { kind: "stdio", command: resolve("node_modules", ".bin", "mcp-server-everything"), args: ["stdio"] };

  it("validate against the SARIF 2.1.0 schema and the JUnit structure, drift included", async () => {
    // A baseline that lists one tool the server does not have (and lacks one it has): drift, with snapshot lines.
    const { snapshot } = await snapshotFile(everything);
    const edited: Snapshot = { ...snapshot, tools: [...snapshot.tools.filter((t) => t.name !== "echo"), { name: "retired-tool", inputSchema: { type: "object" } }] };
    const text = renderSnapshot(edited);
    const scorecard = await runCheckup({ ...DEFAULTS, target: everything, args: { global: {}, perTool: {} }, only: [], skip: [], baseline: parseSnapshot(text, "mcp-tools.json") });
    expect(drift(scorecard.findings).map((f) => [f.rule, f.tool])).toEqual([
      ["drift-tool-removed", "retired-tool"],
      ["drift-tool-added", "echo"],
    ]);

    const sarif = JSON.parse(
      renderSarif(scorecard, {
        toolVersion: VERSION,
        helpBaseUrl: "https://github.com/example/mcp-checkup#readme",
        ...sarifLocations({ baseline: { uri: "ci/mcp-tools.json", text }, config: { uri: ".vscode/mcp.json" } }),
      }),
    );
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    expect(sarif.runs[0].results).toHaveLength(scorecard.findings.length);
    const removed = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === "drift-tool-removed");
    const line = text.split("\n").indexOf('      "name": "retired-tool",') + 1;
    expect(removed.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: "ci/mcp-tools.json" }, region: { startLine: line } });

    const junit = parseXml(renderJunit(scorecard));
    expect(junitProblems(junit)).toEqual([]);
    const suites = junit.children.map((s) => s.attributes.name);
    expect(suites.slice(0, scorecard.tools.length)).toEqual(scorecard.tools.map((t) => t.name));
    expect(Number(junit.attributes.tests)).toBe(junit.children.reduce((n, s) => n + s.children.length, 0));
    const retired = junit.children.find((s) => s.attributes.name === "retired-tool");
    expect(retired?.children[0]?.children[0]?.attributes.type).toBe("drift-tool-removed");
  });
});
