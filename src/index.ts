/**
 * The library face of MCP Checkup: the same engine as the CLI and the Action, each piece usable alone.
 *
 *   import { runCheckup, DEFAULTS, renderMarkdown } from "mcp-checkup";
 *   const scorecard = await runCheckup({ ...DEFAULTS, target: { kind: "stdio", command: "node", args: ["server.js"] },
 *                                        args: { global: {}, perTool: {} }, only: [], skip: [] });
 *   console.log(renderMarkdown(scorecard));
 */
import { isPlanThread } from "./checkup/plan-thread-mark.js";
import { servePlans } from "./checkup/plan-thread.js";
export { runCheckup, type CheckupEvents, type CheckupProgress } from "./checkup/run-checkup.js";
export { DEFAULTS, type CheckupOptions } from "./checkup/options.js";
export { readCheckupOptions, type CheckupInputs } from "./checkup/read-options.js";
export { resolveTarget, type FaceContext, type TargetInputs } from "./checkup/target-inputs.js";
export { gateFailures, readGateOptions, type GateOptions } from "./checkup/gate.js";
export { listServerTools, lintServerTarget, lintTools, snapshotServer } from "./checkup/server-commands.js";
export { UsageError, OptionError, ServerStartError } from "./errors.js";
export { connect, ServerHandle, parseCommandLine, readServerConfig } from "./mcp/index.js";
export type { McpConnection, ServerTarget, ConnectOptions, Tool, CallToolResult, RequestOutcome } from "./mcp/index.js";
export { planScenarios, PlanCursor } from "./scenarios/plan.js";
export type { ScenarioSource } from "./scenarios/scenario-source.js";
export { generateValue } from "./scenarios/schema-values.js";
export { readArgOverrides, type ArgOverrides } from "./scenarios/arg-overrides.js";
export { parseArgsFile } from "./scenarios/args-file.js";
export { runScenarios } from "./run/scenario-runner.js";
export { judgeCall } from "./run/judge.js";
export { lintServer, parseToolsFile, TOKEN_METHOD, CLIENT_PROFILES, clientProfiles, contextBreakdown } from "./lint/index.js";
export { readServerJson, SERVER_JSON_SCHEMA_VERSION, type ServerJsonLaunch, type ServerJsonDeclared } from "./mcp/server-json.js";
export { serverJsonProblems } from "./mcp/server-json-schema.js";
export { runProbes } from "./probes/index.js";
export { parseProbeConfig } from "./probes/config.js";
export { makeSnapshot, renderSnapshot, parseSnapshot } from "./drift/snapshot.js";
export { diffSnapshots } from "./drift/diff.js";
export { buildScorecard, computeScore, coverageOf, blockingFindings, gradeAtLeast, parseGrade, parseCoverage } from "./scorecard/index.js";
export type { Scorecard, Grade, ScenarioResult, ProbeResult, ToolSummary, ContextReport, ClientReport, CallOutcome, CallCause, InconclusiveGroup, Timing } from "./scorecard/types.js";
export { renderMarkdown, renderJson, jsonReportChunks, renderConsole, renderBadgeSvg, renderShieldsEndpoint, groupFindings } from "./report/index.js";
export { renderSarif, type SarifOptions } from "./report/sarif.js";
export { renderJunit } from "./report/junit.js";
export type { FindingGroup } from "./report/index.js";
export { finding, refersTo, refTo, type Finding, type FindingRef, type Severity, type Confidence, INSTRUCTIONS_OWNER } from "./findings/finding.js";
export { RULES, RULE_IDS, type RuleId } from "./findings/rules.js";
// Accepted findings, several servers as one report, regressions against a reference.
export { parseAcceptedFile, renderAcceptedFile } from "./findings/accepted-file.js";
export {
  applyAccepted,
  updateAcceptedEntries,
  type AcceptedEntry,
  type AcceptedList,
  type AcceptanceSummary,
} from "./findings/accepted.js";
export { aggregateReports, toolNameCollisions, type AggregateInput, type AggregateReport, type AggregateRow } from "./scorecard/aggregate.js";
export { findReportFiles, loadReports } from "./checkup/saved-reports.js";
export { renderAggregateMarkdown, renderAggregateJson, renderAggregateConsole } from "./report/aggregate.js";
export { regressionChecks, baselineOf, type RegressionBaseline, type RegressionCheck } from "./scorecard/regression.js";
export { SessionRecorder, type RecorderStreams } from "./record/recorder.js";
// Redaction: runCheckup already returns a redacted scorecard; these serve a caller that renders other data itself.
export { Redactor, REDACTED } from "./secrets/redactor.js";
export { secretsOfEnv, secretsOfHeaders, secretsOfUrl, SECRET_MIN_CHARS } from "./secrets/secret-values.js";
export { secretsOfTarget, redactorFor } from "./mcp/target.js";
export { redactScorecard } from "./scorecard/redact-scorecard.js";
export { MAX_MESSAGE_BYTES, MAX_SCHEMA_DEPTH } from "./mcp/limits.js";
export { VERSION } from "./version.js";

// A thread a checkup started to plan a large server's calls runs this bundle's entry, and only plans
// (checkup/plan-thread.ts); importing the library does nothing else.
if (isPlanThread()) servePlans();
