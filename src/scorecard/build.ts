import { applyAccepted, type AcceptanceSummary, type AcceptedList } from "../findings/accepted.js";
import { compareFindings, type Finding } from "../findings/finding.js";
import { inconclusiveGroups } from "./inconclusive.js";
import { computeScore, coverageOf, isProvisional, SERVER_FAILURE_RULES } from "./score.js";
import type { ClientReport, ContextReport, DiscoveryReport, ProbeResult, ProtocolCheck, ScenarioResult, Scorecard, Timing, ToolSummary } from "./types.js";

/** One advertised tool, as the scorecard needs it (the full definition stays with the checks). */
export interface ToolEntry {
  name: string;
  /** Estimated tokens of the tool's definition (see `tokenMethod`). */
  definition_tokens: number;
  /** Why the run did not call this tool, in a few words (`--read-only`, `app-only (MCP Apps)`); absent when it did. */
  not_called?: string;
}

/** Everything {@link buildScorecard} assembles. Durations are milliseconds. */
export interface ScorecardParts {
  /** The server's self-description; absent fields become empty strings (e.g. the server never started). */
  server?: { name?: string; version?: string; title?: string; instructions?: string };
  /** The era and revision that were graded; `version` is empty when no session was established. */
  protocol: { era: "legacy" | "modern"; version: string };
  /** What was graded, for humans: the command line or URL, secrets already removed. */
  target: string;
  /** Advertised tools, in the order `tools/list` returned them. */
  tools: readonly ToolEntry[];
  scenarios: readonly ScenarioResult[];
  probes?: readonly ProbeResult[];
  protocolChecks?: readonly ProtocolCheck[];
  /** Findings of every check, in any order (sorted here with `compareFindings`). */
  findings: readonly Finding[];
  /** Estimated tokens of the server's instructions (0 when it has none). */
  instructionsTokens: number;
  /** How tokens were estimated, stated in reports, e.g. `characters / 4 of the compact JSON a client sends`. */
  tokenMethod: string;
  /** Where the context cost goes and the budget given (from `lintServer`); absent when not computed. */
  context?: ContextReport;
  /** The client profiles named with `--clients` and what each rejects; absent when none were named. */
  clientProfiles?: ClientReport;
  /** What discovery did; absent when it did not run. */
  discovery?: DiscoveryReport;
  seed: number;
  timing: Timing;
  /** Apply the grade cap on high-confidence probe failures (`--no-probe-grade-cap` sets false). */
  probeGradeCap: boolean;
  /** Reasons that cap the grade at C regardless of `probeGradeCap` (stdout pollution while serving requests). */
  capReasons?: readonly string[];
  /** The accepted-findings file (`--accepted`), applied here so every face gets it (`applyAccepted`). */
  accepted?: AcceptedList;
  /** The run stopped early (interrupted): its findings cannot tell that an accepted entry went stale. */
  partial?: boolean;
}

/**
 * The header label of what was graded (DESIGN.md "The MCP client", Eras): `MCP 2025-11-25 (initialize
 * handshake)` for the legacy era, `MCP 2026-07-28 (stateless)` for the modern one, `MCP (no session)` when
 * no revision was agreed.
 */
export function protocolLabel(era: "legacy" | "modern", version: string): string {
  if (version === "") return "MCP (no session)";
  return `MCP ${version} (${era === "modern" ? "stateless" : "initialize handshake"})`;
}

/**
 * The tool table: one row per advertised tool, in listing order. `passed`/`total` count the tool's scenarios
 * that ran (outcome `skipped` left out), `refused`/`blocked` those among them that count for nothing;
 * `avg_latency_ms` averages their durations, timeouts included, rounded to 0.1 ms (Toolscore's definition,
 * reference/toolscore-notes.md §8); a tool with no scenarios shows 0/0 and 0 ms, and `not_called` says why when the
 * run left it out on purpose. Scenarios naming a tool that
 * was not listed (the unknown-tool edge case) have no row.
 */
export function summarizeTools(tools: readonly ToolEntry[], scenarios: readonly ScenarioResult[]): ToolSummary[] {
  const byTool = new Map<string, ScenarioResult[]>();
  for (const s of scenarios) {
    if (s.outcome === "skipped") continue;
    const list = byTool.get(s.tool);
    if (list) list.push(s);
    else byTool.set(s.tool, [s]);
  }
  return tools.map((tool) => {
    const ran = byTool.get(tool.name) ?? [];
    const latency = ran.reduce((sum, s) => sum + s.duration_ms, 0);
    return {
      name: tool.name,
      passed: ran.filter((s) => s.outcome === "passed").length,
      total: ran.length,
      refused: ran.filter((s) => s.outcome === "refused").length,
      blocked: ran.filter((s) => s.outcome === "blocked").length,
      avg_latency_ms: ran.length === 0 ? 0 : Math.round((latency / ran.length) * 10) / 10,
      definition_tokens: tool.definition_tokens,
      ...(tool.not_called !== undefined ? { not_called: tool.not_called } : {}),
    };
  });
}

/**
 * Assembles the {@link Scorecard} — plain data, the JSON report — from the results of one run: score, grade and
 * cap from `computeScore`, coverage and provisional from `coverageOf`, refused/blocked calls grouped by
 * `inconclusiveGroups`, the tool table from {@link summarizeTools}, findings sorted with `compareFindings`,
 * `context_tokens` = every tool's definition tokens + the instructions' tokens. Keys are in the `Scorecard`
 * type's order. With `accepted`, the findings its entries match are marked accepted (and cost nothing in
 * `computeScore`), and the file's stale and expired entries become findings (`applyAccepted`; nothing is stale
 * when the server could not be graded or the run is `partial`); the day of the run is `timing.started_at`'s (UTC).
 * Inputs are not mutated. Pure; never throws.
 */
export function buildScorecard(parts: ScorecardParts): Scorecard {
  let findings = [...parts.findings];
  let acceptance: AcceptanceSummary | undefined;
  if (parts.accepted !== undefined) {
    const serverFailed = findings.some((f) => SERVER_FAILURE_RULES.includes(f.rule));
    const applied = applyAccepted(findings, parts.accepted, { today: parts.timing.started_at.slice(0, 10), complete: !serverFailed && parts.partial !== true });
    findings = applied.findings;
    acceptance = applied.summary;
  }
  findings.sort(compareFindings);
  const probes = [...(parts.probes ?? [])];
  // Stdout pollution caps through its reason; an accepted stdout-pollution finding caps nothing.
  const pollutionAccepted = findings.some((f) => f.rule === "stdout-pollution") && findings.every((f) => f.rule !== "stdout-pollution" || f.accepted !== undefined);
  const capReasons = (parts.capReasons ?? []).filter((r) => !(pollutionAccepted && r.startsWith("stdout-pollution")));
  const result = computeScore({
    scenarios: parts.scenarios,
    numTools: parts.tools.length,
    findings,
    probes,
    probeGradeCap: parts.probeGradeCap,
    ...(capReasons.length > 0 ? { capReasons } : {}),
  });
  const coverage = coverageOf(parts.scenarios);
  const server: Scorecard["server"] = { name: parts.server?.name ?? "", version: parts.server?.version ?? "" };
  if (parts.server?.title !== undefined) server.title = parts.server.title;
  if (parts.server?.instructions !== undefined) server.instructions = parts.server.instructions;
  const definitionTokens = parts.tools.reduce((sum, t) => sum + t.definition_tokens, 0);
  return {
    schemaVersion: 1,
    server,
    protocol: {
      era: parts.protocol.era,
      version: parts.protocol.version,
      label: protocolLabel(parts.protocol.era, parts.protocol.version),
    },
    target: parts.target,
    grade: result.grade,
    score: result.score,
    happy_pass_rate: result.happy_pass_rate,
    edge_resilience_rate: result.edge_resilience_rate,
    lint_score: result.lint_score,
    effect_rate: result.effect_rate,
    grade_cap: result.grade_cap,
    coverage,
    provisional: isProvisional(coverage),
    tools: summarizeTools(parts.tools, parts.scenarios),
    scenarios: [...parts.scenarios],
    inconclusive: inconclusiveGroups(parts.scenarios, parts.tools.map((t) => t.name)),
    probes,
    protocol_checks: [...(parts.protocolChecks ?? [])],
    findings,
    instructions_tokens: parts.instructionsTokens,
    context_tokens: definitionTokens + parts.instructionsTokens,
    token_method: parts.tokenMethod,
    ...(parts.context !== undefined ? { context: parts.context } : {}),
    ...(parts.clientProfiles !== undefined ? { client_profiles: parts.clientProfiles } : {}),
    ...(parts.discovery !== undefined ? { discovery: parts.discovery } : {}),
    ...(acceptance !== undefined ? { acceptance } : {}),
    seed: parts.seed,
    timing: parts.timing,
  };
}
