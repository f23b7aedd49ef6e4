import type { Finding } from "../findings/finding.js";
import type {
  GradeCap,
  InconclusiveGroup,
  ProbeResult,
  ProtocolCheck,
  ScenarioResult,
  Scorecard,
  Timing,
  ToolSummary,
} from "../scorecard/types.js";

/** Top-level key order of the JSON report: the `Scorecard` type's order (DESIGN.md "Reports", JSON). */
const SCORECARD_KEYS = [
  "schemaVersion",
  "server",
  "protocol",
  "target",
  "grade",
  "score",
  "happy_pass_rate",
  "edge_resilience_rate",
  "lint_score",
  "effect_rate",
  "grade_cap",
  "coverage",
  "provisional",
  "tools",
  "scenarios",
  "inconclusive",
  "probes",
  "protocol_checks",
  "findings",
  "instructions_tokens",
  "context_tokens",
  "token_method",
  "context",
  "client_profiles",
  "discovery",
  "acceptance",
  "seed",
  "timing",
  "interrupted",
  "interruption",
] as const satisfies readonly (keyof Scorecard)[];

const SERVER_KEYS = ["name", "version", "title", "instructions"] as const satisfies readonly (keyof Scorecard["server"])[];
const PROTOCOL_KEYS = ["era", "version", "label"] as const satisfies readonly (keyof Scorecard["protocol"])[];
const CAP_KEYS = ["enabled", "capped", "cap", "uncapped_grade", "reasons"] as const satisfies readonly (keyof GradeCap)[];
const TOOL_KEYS = ["name", "passed", "total", "refused", "blocked", "avg_latency_ms", "definition_tokens", "not_called"] as const satisfies readonly (keyof ToolSummary)[];
const SCENARIO_KEYS = [
  "tool",
  "kind",
  "description",
  "arguments",
  "verdict",
  "outcome",
  "passed",
  "error_code",
  "duration_ms",
  "detail",
  "cause",
  "rules",
  "findings",
  "value_sources",
] as const satisfies readonly (keyof ScenarioResult)[];
const GROUP_KEYS = ["outcome", "cause", "reason", "fix", "tools", "calls"] as const satisfies readonly (keyof InconclusiveGroup)[];
const PROBE_KEYS = ["probe", "tool", "status", "confidence", "basis", "detail", "rules", "findings"] as const satisfies readonly (keyof ProbeResult)[];
const CHECK_KEYS = ["check", "status", "detail", "rules", "findings"] as const satisfies readonly (keyof ProtocolCheck)[];
/** DESIGN.md lists finding keys in this order: rule, severity, tool, parameter, confidence, message, fix. */
const FINDING_KEYS = [
  "rule",
  "severity",
  "tool",
  "parameter",
  "confidence",
  "message",
  "fix",
  "evidence",
  "pointer",
  "text_hash",
  "accepted",
] as const satisfies readonly (keyof Finding)[];
const TIMING_KEYS = ["started_at", "total_ms", "server_wait_ms", "extra_servers_ms", "own_ms", "cpu_ms"] as const satisfies readonly (keyof Timing)[];

/**
 * A copy of `value` with `keys` first, in that order, then any other keys it has (fields added later are kept,
 * after the known ones); keys whose value is undefined are left out.
 */
function ordered<T extends object>(value: T, keys: readonly (keyof T)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const key of keys) if (record[key as string] !== undefined) out[key as string] = record[key as string];
  for (const [key, v] of Object.entries(record)) if (!(key in out) && v !== undefined) out[key] = v;
  return out;
}

/** The scorecard as a plain object in report key order (what {@link renderJson} serialises). */
export function toJsonReport(scorecard: Scorecard): Record<string, unknown> {
  const top = ordered(scorecard, SCORECARD_KEYS);
  top.server = ordered(scorecard.server, SERVER_KEYS);
  top.protocol = ordered(scorecard.protocol, PROTOCOL_KEYS);
  top.grade_cap = ordered(scorecard.grade_cap, CAP_KEYS);
  top.tools = scorecard.tools.map((t) => ordered(t, TOOL_KEYS));
  top.scenarios = scorecard.scenarios.map((s) => ordered(s, SCENARIO_KEYS));
  top.inconclusive = scorecard.inconclusive.map((g) => ordered(g, GROUP_KEYS));
  top.probes = scorecard.probes.map((p) => ordered(p, PROBE_KEYS));
  top.protocol_checks = scorecard.protocol_checks.map((c) => ordered(c, CHECK_KEYS));
  top.findings = scorecard.findings.map((f) => ordered(f, FINDING_KEYS));
  top.timing = ordered(scorecard.timing, TIMING_KEYS);
  return top;
}

/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles).
 */
export function renderJson(scorecard: Scorecard): string {
  return `${JSON.stringify(toJsonReport(scorecard), null, 2)}\n`;
}
