import type { AcceptanceSummary } from "../findings/accepted.js";
import type { Confidence, Finding, FindingRef } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
export type Grade = "A" | "B" | "C" | "D" | "F";
/** Below this coverage the grade is provisional (DESIGN.md "Score and grade"). */
export declare const PROVISIONAL_BELOW = 0.5;
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
/**
 * What one call tells about the server (DESIGN.md "Scenarios and how a call is judged"), decided in one place
 * (`src/run/outcome.ts`):
 * - `passed`: the call did what it should (happy: completed with no error anywhere in the result; edge: the bad
 *   input was handled — an `isError` result or a JSON-RPC refusal);
 * - `failed`: the server's fault (a crash, `-32603` or exception text on a valid value, no answer in time, a
 *   result breaking its own `outputSchema`, an error reported without `isError`; edge: bad input not handled);
 * - `refused` (happy only): the server refused our generated value cleanly — it behaved well, the value was
 *   unrealistic; counts for nothing;
 * - `blocked` (happy only): the environment stopped the call (no network, an upstream 401/403, a missing key,
 *   binary or browser); counts for nothing;
 * - `skipped`: not called, with the reason in `detail`.
 */
export type CallOutcome = "passed" | "failed" | "refused" | "blocked" | "skipped";
/**
 * Why a call was `refused` or `blocked`, for grouping in reports:
 * - refused: `not-found` (the value names nothing that exists on the server), `invalid` (the server's own
 *   validation refused it), `not-allowed` (outside what the server allows, e.g. its sandbox folders),
 *   `unexplained` (an `isError` result that does not say why);
 * - blocked: `network` (`subject` = the host), `service` (a service on this machine the server needs is not running:
 *   `subject` = its `host:port`), `network-wait` (no answer in time from a server whose other calls could not
 *   reach the network), `credentials` (a key, token or setting from the environment; `subject` = the variable, when
 *   named), `upstream-auth` (an upstream 401/403), `upstream-unavailable` (an upstream 5xx or rate limit), `binary`
 *   (`subject` = the missing program or browser).
 */
export interface CallCause {
    kind: "not-found" | "invalid" | "not-allowed" | "unexplained" | "network" | "service" | "network-wait" | "credentials" | "upstream-auth" | "upstream-unavailable" | "binary";
    subject?: string;
}
/** One executed scenario. Durations are milliseconds. */
export interface ScenarioResult {
    tool: string;
    kind: ScenarioKind;
    /** e.g. `happy path #1`, `edge: missing required 'path'`, `edge: unknown tool`. */
    description: string;
    /** The arguments sent; absent when `arguments` was omitted on purpose. */
    arguments?: unknown;
    /** How the call ended on the wire (see {@link CallVerdict}). */
    verdict: CallVerdict;
    /** What the call tells about the server (see {@link CallOutcome}). */
    outcome: CallOutcome;
    /** `outcome === "passed"`. */
    passed: boolean;
    /** JSON-RPC error code, when the call ended in one. */
    error_code?: number;
    duration_ms: number;
    /** A one-line excerpt of the error or result text (at most 200 characters), `ok`, or why it was skipped. */
    detail: string;
    /** Why a call was refused or blocked. */
    cause?: CallCause;
    /** The rules this call raised (before findings are merged per tool), e.g. `["error-not-flagged"]`. */
    rules: RuleId[];
    /**
     * The reported findings this call raised, in the order raised (the call's own first): each names one entry of
     * `Scorecard.findings` (see {@link FindingRef}). Absent when the call raised nothing (or its findings were
     * dropped, e.g. a timeout while the network was missing), and in reports written before it existed.
     */
    findings?: FindingRef[];
    /**
     * Happy scenarios: where each top-level argument came from — `schema` (enum, const, default, examples,
     * format, pattern or the type alone), `description` (its examples or named kind), `discovered` (the
     * server's own answers or command line), `name` (the parameter's name), `--arg` (the user's values).
     */
    value_sources?: Record<string, "schema" | "description" | "discovered" | "name" | "made-up" | "--arg">;
}
/**
 * One row of the tool table. `total` counts the scenarios that ran (not `skipped`); `refused` and `blocked` are
 * among them and count neither as passed nor failed. `avg_latency_ms` averages every scenario that ran,
 * timeouts included.
 */
export interface ToolSummary {
    name: string;
    passed: number;
    total: number;
    refused: number;
    blocked: number;
    avg_latency_ms: number;
    definition_tokens: number;
    /**
     * Why the run did not call this tool, in a few words, when it left it out on purpose: `--only`, `--skip`,
     * `--read-only`, `app-only (MCP Apps)`, `task-only` (`execution.taskSupport: "required"`), `schema too deep`.
     * Absent otherwise.
     */
    not_called?: string;
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
    /** The rules of the findings this result raised (a failed probe), e.g. `["probe-silent-noop"]`; absent in older reports. */
    rules?: RuleId[];
    /** The reported findings this result raised, each naming one entry of `Scorecard.findings`; absent in older reports. */
    findings?: FindingRef[];
}
/** One protocol conformance check (issue: protocol checks). */
export interface ProtocolCheck {
    check: string;
    status: "passed" | "failed" | "skipped";
    detail: string;
    /** The rules of the findings this check raised (a failed check), e.g. `["protocol-ping"]`; absent in older reports. */
    rules?: RuleId[];
    /** The reported findings this check raised, each naming one entry of `Scorecard.findings`; absent in older reports. */
    findings?: FindingRef[];
}
/**
 * The grade cap (DESIGN.md "Score and grade"): high-confidence probe failures and stdout pollution on stdio
 * cap the grade at C. `enabled` is the probe cap's switch (`--no-probe-grade-cap` turns it off; pollution
 * always caps). `reasons` names what capped the grade, and with the probe cap off also the probe failures that
 * would have (see `capNote` in the reports).
 */
export interface GradeCap {
    enabled: boolean;
    capped: boolean;
    cap: Grade | null;
    uncapped_grade: Grade;
    reasons: string[];
}
/**
 * Refused or blocked happy calls of one cause, reported once with the fix that makes them conclusive
 * (DESIGN.md "Score and grade": they count for nothing). Raw text: renderers escape it.
 */
export interface InconclusiveGroup {
    outcome: "refused" | "blocked";
    cause: CallCause;
    /** What happened, one sentence, e.g. `The server could not reach api.example.com (no network).` */
    reason: string;
    /** What makes these calls conclusive, in CLI terms with the Action input after it. */
    fix: string;
    /** The tools concerned, in listing order. */
    tools: string[];
    /** How many calls. */
    calls: number;
}
/**
 * Discovery (DESIGN.md "Scenarios and how a call is judged": the server's own answers as inputs): each call it made
 * (`purpose` `list` or `setup`, whether it passed, how many new values its answer gave) and the setup calls that
 * were accepted — replayed after every restart and after the setup tool's own happy calls. `values`: how many
 * values were harvested in all (the server's command line included).
 */
export interface DiscoveryReport {
    calls: {
        tool: string;
        purpose: "list" | "setup";
        passed: boolean;
        values: number;
    }[];
    setup: {
        tool: string;
        arguments: Record<string, unknown>;
    }[];
    values: number;
}
/**
 * Where the time of a run went, milliseconds (issue 14; README "JSON report"). `total_ms` is the wall time from the
 * start of the run until the server under test was stopped, and splits into three disjoint parts, each instant
 * counted once: `server_wait_ms` (waiting on the server under test: its start, a request outstanding, its
 * shutdown), `extra_servers_ms` (waiting on server sessions started only for checks — the fresh processes of the
 * protocol checks, the server.json start without its required variables — while not waiting on the server under
 * test) and `own_ms` (the rest: our own work). `cpu_ms` is the CPU time (user + system) this process spent in the
 * run; it overlaps the waits (we plan while a call is out) and may exceed `own_ms`.
 */
export interface Timing {
    started_at: string;
    total_ms: number;
    server_wait_ms: number;
    /** Absent in reports written before these figures existed, as are `own_ms` and `cpu_ms`. */
    extra_servers_ms?: number;
    own_ms?: number;
    cpu_ms?: number;
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
    /**
     * Share (0..1) of the called tools with at least one conclusive (`passed` or `failed`) happy call; null when
     * no tool was called.
     */
    coverage: number | null;
    /** True when `coverage` is below {@link PROVISIONAL_BELOW}: the grade rests on too little evidence. */
    provisional: boolean;
    tools: ToolSummary[];
    scenarios: ScenarioResult[];
    /** Refused and blocked happy calls, grouped by cause. */
    inconclusive: InconclusiveGroup[];
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
    /** What discovery did before the happy paths (issue 11): its calls and the setup steps it took; absent when it did not run. */
    discovery?: DiscoveryReport;
    /** What the accepted-findings file (`--accepted`, `mcp-accepted`) did; absent when none was given. */
    acceptance?: AcceptanceSummary;
    seed: number;
    timing: Timing;
    /**
     * Set when the run stopped early (SIGINT/SIGTERM, or an internal error of ours): the scorecard holds only what ran
     * before. Absent on a complete run.
     */
    interrupted?: true;
    /** Why the run stopped early, e.g. `SIGINT` or `internal error: …`; set with `interrupted`. */
    interruption?: string;
}
