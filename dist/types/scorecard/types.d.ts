import type { Confidence, Finding } from "../findings/finding.js";
export type Grade = "A" | "B" | "C" | "D" | "F";
export declare const GRADES: readonly Grade[];
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
/** One place a repeated sub-schema appears: the tool, the document (`inputSchema`/`outputSchema`), the JSON Pointer in it. */
export interface SchemaOccurrence {
    tool: string;
    schema: "inputSchema" | "outputSchema";
    pointer: string;
}
/** A sub-schema that appears more than once in the tool definitions, with what `$defs` would save. Tokens are estimates. */
export interface RepeatedSchema {
    /** Estimated tokens of one copy (its compact JSON). */
    tokens: number;
    /** Every place it appears (outside `$defs`), in listing order. */
    occurrences: SchemaOccurrence[];
    /** The distinct tools it appears in. */
    tools: string[];
    /**
     * Tokens saved by moving it into the `$defs` of each schema that holds two or more copies and referring to it
     * with `$ref`. A sub-schema repeated only across tools saves 0: every tool's `inputSchema` is its own document,
     * so `$defs` cannot be shared between tools.
     */
    saving_tokens: number;
    /** The start of its compact JSON, at most 120 characters. */
    excerpt: string;
}
/** Where the context cost goes (issue 17 §4): the budget given, if any, and the sub-schemas `$defs` would share. */
export interface ContextReport {
    /** `--token-budget` / `mcp-token-budget`; null when none was given. */
    budget: number | null;
    /** Estimated tokens `$defs` hoisting would save over the whole server. */
    saving_tokens: number;
    /** The largest repeated sub-schemas, largest saving first (at most 10). */
    repeated_schemas: RepeatedSchema[];
}
/** One keyword or shape a client rejects, where a tool's inputSchema uses it. */
export interface ClientRejection {
    /** JSON Pointer into the tool's `inputSchema` (RFC 6901), `""` for the root. */
    pointer: string;
    /** The keyword or shape, e.g. `propertyNames`, `format: uri`, `property not in required`. */
    keyword: string;
    /** The public source of the rule (an issue or documentation address). */
    source: string;
}
/** A client profile's verdict on one tool: what that client rejects in its inputSchema. */
export interface ClientToolResult {
    client: string;
    tool: string;
    rejections: ClientRejection[];
}
/** The client compatibility profiles run (`--clients`), and what each rejects (issue 17 §2). */
export interface ClientReport {
    /** The profile ids named, in the order given. */
    clients: string[];
    /** One entry per client and tool with at least one rejection; the findings say the same per tool and client. */
    results: ClientToolResult[];
}
/**
 * The scorecard: plain data built by the engine and rendered by `report/`. This is also the JSON report
 * (`--report json`), whose keys are documented in the README; `schemaVersion` changes when a key changes meaning.
 */
export interface Scorecard {
    schemaVersion: 1;
    server: {
        name: string;
        version: string;
        title?: string;
        instructions?: string;
    };
    /** e.g. `{ era: "legacy", version: "2025-11-25", label: "MCP 2025-11-25 (initialize handshake)" }`. */
    protocol: {
        era: "legacy" | "modern";
        version: string;
        label: string;
    };
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
    /** Where the context cost goes and the budget given (absent in reports written before it existed). */
    context?: ContextReport;
    /** The client compatibility profiles named with `--clients`; absent when none were named. */
    client_profiles?: ClientReport;
    seed: number;
    timing: Timing;
}
