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
function ordered(value: object, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const key of keys) if (record[key] !== undefined) out[key] = record[key];
  for (const [key, v] of Object.entries(record)) if (!(key in out) && v !== undefined) out[key] = v;
  return out;
}

/** The object fields of the report put in their own key order. */
const OBJECT_FIELDS = [
  ["server", SERVER_KEYS],
  ["protocol", PROTOCOL_KEYS],
  ["grade_cap", CAP_KEYS],
  ["timing", TIMING_KEYS],
] as const satisfies readonly (readonly [keyof Scorecard, readonly string[]])[];

/** The list fields of the report, each element put in its own key order (the lists that grow with the server). */
const LIST_FIELDS = [
  ["tools", TOOL_KEYS],
  ["scenarios", SCENARIO_KEYS],
  ["inconclusive", GROUP_KEYS],
  ["probes", PROBE_KEYS],
  ["protocol_checks", CHECK_KEYS],
  ["findings", FINDING_KEYS],
] as const satisfies readonly (readonly [keyof Scorecard, readonly string[]])[];

/** The top level of the report: its keys in order, object fields ordered, list fields as the scorecard has them. */
function topLevel(scorecard: Scorecard): Record<string, unknown> {
  const top = ordered(scorecard, SCORECARD_KEYS);
  for (const [field, keys] of OBJECT_FIELDS) top[field] = ordered(scorecard[field], keys);
  return top;
}

/** The key order of each list field's elements, by field name. */
const LIST_KEYS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(LIST_FIELDS);

/** An element of a list field in report form: an object in the list's key order, anything else as it is. */
function listElement(keys: readonly string[], value: unknown): unknown {
  return typeof value === "object" && value !== null ? ordered(value, keys) : value;
}

/**
 * The scorecard as a plain object in report key order: the JSON report is its `JSON.stringify(…, null, 2)` and a
 * newline, which {@link jsonReportChunks} writes in pieces without building this copy.
 */
export function toJsonReport(scorecard: Scorecard): Record<string, unknown> {
  const top = topLevel(scorecard);
  for (const [field, keys] of LIST_FIELDS) top[field] = (scorecard[field] as readonly unknown[]).map((element) => listElement(keys, element));
  return top;
}

/** List elements serialised together in one piece of {@link jsonReportChunks}. */
const ELEMENTS_PER_PIECE = 256;

/**
 * The JSON report ({@link renderJson}) in pieces, which join to exactly its text: a list field a few hundred elements
 * at a time, so that a report of tens of thousands of calls is never one string nor a second copy of the scorecard
 * in report order (issue 14: the 5,000-tool run's report is 12.7 MB). Each piece is JSON.stringify's own output
 * for a one-key object holding the field (or a slice of its elements), cut out of its braces: the indentation is
 * JSON.stringify's, and so is the speed.
 */
export function* jsonReportChunks(scorecard: Scorecard): Generator<string> {
  // JSON.stringify leaves out a member whose value it cannot serialise (a function, a symbol): so does the report.
  const entries = Object.entries(topLevel(scorecard)).filter(([, value]) => typeof value !== "function" && typeof value !== "symbol");
  yield "{\n";
  for (const [i, [field, value]] of entries.entries()) {
    const end = i === entries.length - 1 ? "\n" : ",\n";
    const keys = LIST_KEYS.get(field);
    if (keys === undefined || !Array.isArray(value) || value.length === 0) {
      // `{\n  "field": value\n}` → `  "field": value`
      yield `${JSON.stringify({ [field]: value }, null, 2).slice(2, -2)}${end}`;
      continue;
    }
    yield `  ${JSON.stringify(field)}: [\n`;
    for (let at = 0; at < value.length; at += ELEMENTS_PER_PIECE) {
      const slice = value.slice(at, at + ELEMENTS_PER_PIECE).map((element: unknown) => listElement(keys, element));
      // `{\n  "x": [\n    …,\n    …\n  ]\n}` → `    …,\n    …`: the elements already at the list's depth
      yield `${at === 0 ? "" : ",\n"}${JSON.stringify({ x: slice }, null, 2).slice(11, -6)}`;
    }
    yield `\n  ]${end}`;
  }
  yield "}\n";
}

/**
 * The JSON report (`--report json`): the scorecard with 2-space indentation and a trailing newline, keys in a
 * stable documented order (the `Scorecard` type's; findings as DESIGN.md lists them), no undefined values,
 * so the same run gives byte-identical output. `JSON.parse` of the result deep-equals the scorecard (minus
 * undefined fields). Server text is stored as sent (JSON escaping only). Never throws for a scorecard built by
 * `buildScorecard` (plain data, no cycles). {@link jsonReportChunks} gives the same text in pieces, for a file.
 */
export function renderJson(scorecard: Scorecard): string {
  return [...jsonReportChunks(scorecard)].join("");
}
