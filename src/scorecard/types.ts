import type { Confidence, Finding } from "../findings/finding.js";

export type Grade = "A" | "B" | "C" | "D" | "F";
export const GRADES: readonly Grade[] = ["A", "B", "C", "D", "F"];

/** The kind of a scenario: a valid call (`happy`) or a deliberately bad one (`edge`). */
export type ScenarioKind = "happy" | "edge";

/**
 * How a call ended, as judged (DESIGN.md "Scenarios and how a call is judged"):
 * - `ok`: a result without `isError`.
 * - `tool-error`: a result with `isError: true`.
 * - `invalid-params`: JSON-RPC error -32602.
 * - `internal-error`: JSON-RPC error -32603.
 * - `rpc-error`: another JSON-RPC error code.
 * - `crash`: the process died or the connection broke.
 * - `timeout`: no answer in time.
 * - `skipped`: not run (the reason is in `detail`).
 */
export type CallVerdict = "ok" | "tool-error" | "invalid-params" | "internal-error" | "rpc-error" | "crash" | "timeout" | "skipped";

/** One executed scenario. Durations are milliseconds. */
export interface ScenarioResult {
  tool: string;
  kind: ScenarioKind;
  /** e.g. `happy path #1`, `edge: missing required 'path'`, `edge: unknown tool`. */
  description: string;
  /** The arguments sent; absent when `arguments` was omitted on purpose. */
  arguments?: unknown;
  verdict: CallVerdict;
  /** Whether this scenario counts as passed (happy: `ok`; edge: handled without crash/timeout/internal error). */
  passed: boolean;
  /** JSON-RPC error code, when the call ended in one. */
  error_code?: number;
  duration_ms: number;
  /** A one-line excerpt of the error or result text (at most 200 characters), or `ok`. */
  detail: string;
  /** A happy-path failure whose text says the input was not found / not allowed: likely our synthetic values. */
  synthetic_input?: boolean;
  /**
   * Happy scenarios: where each top-level argument came from — `schema` (enum, const, default, examples,
   * format, pattern or the type alone), `description` (its examples or named kind), `discovered` (the
   * server's own answers or command line), `name` (the parameter's name), `--arg` (the user's values).
   */
  value_sources?: Record<string, "schema" | "description" | "discovered" | "name" | "--arg">;
}

/** One row of the tool table. `avg_latency_ms` averages every scenario of the tool, timeouts included. */
export interface ToolSummary {
  name: string;
  passed: number;
  total: number;
  avg_latency_ms: number;
  definition_tokens: number;
}

export type ProbeStatus = "passed" | "failed" | "inconclusive" | "skipped";

/** One effect-probe result (issue: effect probes). */
export interface ProbeResult {
  probe: string;
  tool: string;
  status: ProbeStatus;
  confidence: Confidence;
  /** How the reader / relation was chosen, e.g. `declared in probe config`, `shares noun 'note'`. */
  basis: string;
  detail: string;
}

/** One protocol conformance check (issue: protocol checks). */
export interface ProtocolCheck {
  check: string;
  status: "passed" | "failed" | "skipped";
  detail: string;
}

/** The grade cap applied by high-confidence probe failures (DESIGN.md "Score and grade"). */
export interface GradeCap {
  enabled: boolean;
  capped: boolean;
  cap: Grade | null;
  uncapped_grade: Grade;
  reasons: string[];
}

/** Wall-clock figures of a run, milliseconds. */
export interface Timing {
  started_at: string;
  total_ms: number;
  /** Time spent waiting on the server's answers. */
  server_wait_ms: number;
}

/**
 * The scorecard: plain data built by the engine and rendered by `report/`. This is also the JSON report
 * (`--report json`), whose keys are documented in the README; `schemaVersion` changes when a key changes meaning.
 */
export interface Scorecard {
  schemaVersion: 1;
  server: { name: string; version: string; title?: string; instructions?: string };
  /** e.g. `{ era: "legacy", version: "2025-11-25", label: "MCP 2025-11-25 (initialize handshake)" }`. */
  protocol: { era: "legacy" | "modern"; version: string; label: string };
  /** What was graded, for humans: the command line or URL (secrets never appear here). */
  target: string;
  /** The reported grade, after any cap. */
  grade: Grade;
  /** 0..1. */
  score: number;
  happy_pass_rate: number;
  edge_resilience_rate: number;
  lint_score: number;
  /** Share of high-confidence probe checks that passed; null when none ran. */
  effect_rate: number | null;
  grade_cap: GradeCap;
  tools: ToolSummary[];
  scenarios: ScenarioResult[];
  probes: ProbeResult[];
  protocol_checks: ProtocolCheck[];
  findings: Finding[];
  instructions_tokens: number;
  context_tokens: number;
  /** How tokens were estimated, stated in reports. */
  token_method: string;
  seed: number;
  timing: Timing;
}
