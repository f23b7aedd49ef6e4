import { describe, expect, it } from "vitest";
import { INSTRUCTIONS_OWNER } from "../../src/findings/finding.js";
import { RULE_IDS, RULES } from "../../src/findings/rules.js";
import { renderSarif, SARIF_FINGERPRINT_KEY, type SarifOptions } from "../../src/report/sarif.js";
import { sarifValidator } from "./sarif-schema.js";
import { issue, scorecard } from "./scorecard-builder.js";

const validate = sarifValidator();

const findings = [
  issue({ rule: "happy-call-failed", tool: "search", parameter: "query", message: 'search failed: "<b>&]]>\u0000\u202E', fix: "Return results for a valid query." }),
  issue({ rule: "description-short", severity: "warning", tool: "create" }),
  issue({ rule: "drift-tool-added", severity: "info", tool: "export" }),
  issue({ rule: "poisoning-override", tool: INSTRUCTIONS_OWNER }),
  issue({ rule: "stdout-pollution", confidence: "high" }),
];
const options: SarifOptions = { toolVersion: "0.1.0", helpBaseUrl: "https://github.com/acme/mcp-checkup#readme" };

interface Log {
  $schema: string;
  version: string;
  runs: Array<{
    tool: { driver: { name: string; version: string; rules: Array<{ id: string; helpUri?: string; shortDescription: { text: string }; defaultConfiguration: { level: string } }> } };
    logicalLocations?: Array<{ name: string; fullyQualifiedName: string; kind: string; parentIndex?: number }>;
    results: Array<{
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: Array<{ physicalLocation?: { artifactLocation: { uri: string }; region?: { startLine: number } }; logicalLocations: Array<{ index: number; fullyQualifiedName: string; kind: string }> }>;
      partialFingerprints: Record<string, string>;
    }>;
  }>;
}
const parse = (text: string) => JSON.parse(text) as Log;

describe("renderSarif", () => {
  it("validates against the SARIF 2.1.0 schema, with and without physical locations", () => {
    const withLocations = renderSarif(scorecard({ findings }), {
      ...options,
      locations: new Map([["search", { uri: "mcp tools.json", line: 12 }]]),
      defaultLocation: { uri: ".vscode/mcp.json", line: 1 },
    });
    for (const text of [renderSarif(scorecard({ findings }), options), withLocations, renderSarif(scorecard(), { toolVersion: "0.1.0" })]) {
      expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it("has a schema check that rejects what SARIF forbids (a result level of info)", () => {
    const log = JSON.parse(renderSarif(scorecard({ findings }), options)) as Log;
    log.runs[0]!.results[0]!.level = "info";
    expect(validate(log)).toBe(false);
  });

  it("describes every catalogue rule once, in catalogue order, with its summary, help and level", () => {
    const rules = parse(renderSarif(scorecard(), options)).runs[0]!.tool.driver.rules;
    expect(rules.map((r) => r.id)).toEqual(RULE_IDS);
    const levels = { error: "error", warning: "warning", info: "note" };
    for (const r of rules) {
      const info = RULES[r.id as keyof typeof RULES];
      expect(r.shortDescription.text).toBe(info.summary);
      expect(r.defaultConfiguration.level).toBe(levels[info.severity]);
    }
    expect(rules.find((r) => r.id === "probe-silent-noop")?.helpUri).toBe("https://github.com/acme/mcp-checkup#rule-probe-silent-noop");
  });

  it("writes one result per finding with message and fix (without control or bidi characters), level and rule index", () => {
    const log = parse(renderSarif(scorecard({ findings }), options));
    const results = log.runs[0]!.results;
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ["happy-call-failed", "error"],
      ["description-short", "warning"],
      ["drift-tool-added", "note"],
      ["poisoning-override", "error"],
      ["stdout-pollution", "error"],
    ]);
    expect(results[0]!.message.text).toBe('search failed: "<b>&]]> Fix: Return results for a valid query.');
    for (const r of results) expect(log.runs[0]!.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
  });

  it("names the tool as a function and the parameter beneath it when no file location is known", () => {
    const log = parse(renderSarif(scorecard({ findings }), options));
    const [first] = log.runs[0]!.results;
    expect(first!.locations[0]!.physicalLocation).toBeUndefined();
    expect(first!.locations[0]!.logicalLocations[0]).toMatchObject({ fullyQualifiedName: "search.query", kind: "parameter" });
    const parameter = log.runs[0]!.logicalLocations![first!.locations[0]!.logicalLocations[0]!.index]!;
    expect(log.runs[0]!.logicalLocations![parameter.parentIndex!]).toEqual({ name: "search", fullyQualifiedName: "search", kind: "function" });
  });

  it("names server-wide findings by the server and instructions as a resource", () => {
    const results = parse(renderSarif(scorecard({ findings }), options)).runs[0]!.results;
    expect(results[3]!.locations[0]!.logicalLocations[0]).toMatchObject({ fullyQualifiedName: INSTRUCTIONS_OWNER, kind: "resource" });
    expect(results[4]!.locations[0]!.logicalLocations[0]).toMatchObject({ fullyQualifiedName: "notes", kind: "module" });
  });

  it("points at the file line of a tool when one is given, else at the default location", () => {
    const log = parse(
      renderSarif(scorecard({ findings }), { ...options, locations: new Map([["search", { uri: "ci/mcp tools.json", line: 12 }]]), defaultLocation: { uri: ".vscode\\mcp.json" } }),
    );
    const [search, create] = log.runs[0]!.results;
    expect(search!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: "ci/mcp%20tools.json" }, region: { startLine: 12 } });
    expect(create!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: ".vscode/mcp.json" } });
  });

  it("keeps a result's fingerprint when its message changes, and tells apart parameters", () => {
    const fp = (f: Parameters<typeof issue>[0]) => parse(renderSarif(scorecard({ findings: [issue(f)] }), options)).runs[0]!.results[0]!.partialFingerprints[SARIF_FINGERPRINT_KEY];
    const base = fp({ rule: "happy-call-failed", tool: "search", parameter: "query" });
    expect(base).toMatch(/^[0-9a-f]{64}:1$/);
    expect(fp({ rule: "happy-call-failed", tool: "search", parameter: "query", message: "Reworded." })).toBe(base);
    expect(fp({ rule: "happy-call-failed", tool: "search", parameter: "limit" })).not.toBe(base);
  });

  it("numbers equal fingerprints by occurrence so each result stays distinct", () => {
    const twice = [issue({ rule: "drift-description-changed", tool: "t" }), issue({ rule: "drift-description-changed", tool: "t", message: "Other." })];
    const [a, b] = parse(renderSarif(scorecard({ findings: twice }), options)).runs[0]!.results.map((r) => r.partialFingerprints[SARIF_FINGERPRINT_KEY]!);
    expect(a!.replace(/:1$/, ":2")).toBe(b);
  });

  it("renders the same bytes for the same scorecard", () => {
    expect(renderSarif(scorecard({ findings }), options)).toBe(renderSarif(scorecard({ findings }), options));
  });
});
