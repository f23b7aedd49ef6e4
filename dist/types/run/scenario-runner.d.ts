import { type Finding } from "../findings/finding.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import { type ScenarioSource } from "../scenarios/scenario-source.js";
import type { ScenarioResult } from "../scorecard/types.js";
/** Options of a scenario run. */
export interface RunOptions {
    /** Per-call timeout, milliseconds. */
    timeoutMs: number;
    /** Consecutive timeouts of one tool after which its remaining scenarios are not run (default 2). */
    maxConsecutiveTimeouts?: number;
    /** Called after each scenario, for progress display; `total` counts the scenarios planned so far. */
    onResult?: (result: ScenarioResult, index: number, total: number) => void;
    /** Stops the run: no scenario starts after it fires, and the call in flight then is dropped (the server is being stopped under it). */
    signal?: AbortSignal;
    /** Called with each call's raw outcome (the checkup harvests values from creating tools' answers). */
    onOutcome?: (scenario: Scenario, outcome: RequestOutcome) => void;
    /**
     * Work to do between scenarios: awaited once before scenario number `index` of `source` (0-based; not again when
     * calls are made again alone from an earlier one), with no call out, and once more at the end (when
     * `source.at(index)` is undefined). Scenarios it returns replace every scenario from `index` on.
     * The checkup runs the read-only probes before the first write (issue 11 item 4) and re-plans the calls after a
     * tool that creates records with the values its answers showed.
     */
    between?: (index: number, source: ScenarioSource) => Promise<readonly Scenario[] | ScenarioSource | void>;
    /**
     * Work that can wait (the checkup's lint: issue 14), done while calls are out once the plan is made: called right
     * after a request is written with the `performance.now()` time (milliseconds) by which it should return —
     * {@link WHILE_OUT_SHARE} of the previous call's round trip, at most {@link WHILE_OUT_MAX_MS} — so that it fills
     * the wait for the answer rather than delays it. It may overrun by one small piece of work.
     */
    whileOut?: (until: number) => void;
    /**
     * Edge calls, and the happy calls of read-only tools among themselves, go out several at a time over stdio (up to
     * {@link CALLS_OUT}; see {@link runScenarios}); default true.
     */
    pipelineCalls?: boolean;
}
/**
 * The share of a call's round trip that work done while the next call is out (`RunOptions.whileOut`) may take.
 * Measured on the 5,000-tool bench server (bench/scale.mjs; a round trip of about 0.1 ms on 2 cores): 20 µs of work
 * per wait made the run no slower (faster, even: the process did not sleep before the answer came), 50 µs slower.
 */
export declare const WHILE_OUT_SHARE = 0.2;
/** At most this long (milliseconds) per call for the work done while it is out, however slow the server. */
export declare const WHILE_OUT_MAX_MS = 5;
/** Every scenario's result, in plan order, and the findings they raised (one per tool per rule). */
export interface RunOutcome {
    results: ScenarioResult[];
    findings: Finding[];
}
/** The `detail` of scenarios not run because their tool timed out repeatedly (outcome `skipped`). */
export declare const SKIPPED_AFTER_TIMEOUTS = "not run: the tool timed out twice in a row";
/** The result of a scenario that was not called (outcome `skipped`, the reason in `detail`). */
export declare function skippedResult(scenario: Scenario, detail: string): ScenarioResult;
/**
 * A call goes out beside others only when the call before it took less than this, milliseconds (from when the server
 * could start on it to its answer): the gain is our own work between two calls (~40 µs warm, up to a millisecond
 * cold), nothing beside a slow call (a call to the network), and a call written behind another is timed from when
 * the one before it was answered — exact for a server that takes calls one after another, short by up to this much
 * for one that works on several at once.
 */
export declare const PIPELINED_MAX_ROUND_TRIP_MS = 5;
/**
 * At most this many calls are out at once (`RunOptions.pipelineCalls`). Measured with the minimal client on the
 * 5,000-tool bench server (32,501 calls, 2 cores, a slow hour): one call out at a time 4.6–5.5 s, two 2.7–2.9 s, four
 * 1.0–1.3 s, eight 0.9–1.0 s — with several requests waiting on its stdin the server reads them in one go and
 * neither process sleeps between calls.
 */
export declare const CALLS_OUT = 4;
/**
 * Runs scenarios one after another and judges each (see `judge.ts`). `scenarios` is a list or a source that plans
 * as the run goes (`PlanCursor`): while each call is out, the source plans a little further and the call before it
 * is judged, so planning and judging cost the time the server takes to answer rather than waits between calls
 * (issue 14); results and findings keep plan order.
 * - Each call has its own timeout (`timeoutMs`); on timeout the client sends `notifications/cancelled`.
 * - After a crash, the next scenario asks `handle` for a connection, which restarts the server, and the run goes
 *   on (the closest existing tool let one crash fail every later call: reference/toolscore-notes.md §9 item 9).
 *   If the server cannot be started again, every remaining scenario is `skipped` with the reason, and one
 *   `server-start-failed` finding says so. A server that died outside an edge case (during a call with valid
 *   arguments, or on its own after a call was answered) and was restarted raises one `server-crashed` finding.
 * - After `maxConsecutiveTimeouts` (2) timeouts in a row on one tool, its remaining scenarios are not run: they
 *   are `skipped` ({@link SKIPPED_AFTER_TIMEOUTS}), so a hanging tool costs two timeouts, not one per scenario,
 *   and its two failed calls are what the score counts.
 * - When other calls of the run were blocked by a missing network or service, timeouts are `blocked` too
 *   (`network-wait.ts`) and raise nothing.
 * - Edge calls, and the happy calls of read-only tools (stage `read`), go out several at a time over stdio
 *   (`RunOptions.pipelineCalls`; at most {@link CALLS_OUT}, each beside calls of its own stage): the
 *   next requests are written before the answers to those out are read, so the server never waits for us between
 *   them — while each call before took under {@link PIPELINED_MAX_ROUND_TRIP_MS}. Measured on the 5,000-tool bench
 *   server: its 27,501 edge calls took ~105 µs of wall each one at a time (the server's ~60 µs, then ours: reading
 *   the answer, writing the next request), ~77 µs two at a time and ~63 µs four at a time, where the server reads
 *   several requests at a go and our own work is what is left; on the filesystem server, whose calls are fast and
 *   ours cold, the calls after tools/list took 152 → 124 ms once its reads went several at a time too (medians of 7
 *   alternating runs, 110 calls). The server still gets them one after another on its stdin, in plan order; each
 *   call is timed from when the server could start on it (the call before answered). Writes, setup and creating
 *   calls go alone, and before a call that does not go beside those out (another stage), every call out is taken
 *   in first, so the work between scenarios (the read-only probes before the first write, a re-plan after a
 *   create) finds nothing out. A call that was out beside others and got no answer (a timeout, a lost connection)
 *   says nothing about itself: it and every call written after it are made again, alone, and the rest of the run
 *   goes one call at a time, so a crash or a timeout is only ever judged on a call the server had to itself. Nor does
 *   a happy call that did not pass beside others (a refusal, a failure: a server may trip over calls at once): it is
 *   made again alone once the calls after it are answered, and judged on that answer. A slow call closes the window
 *   whether the server takes calls in turn or works on several at once (the gate reads a call's share of the time
 *   since it was written too). What is not seen: a server that dies on its own right after answering a call, while
 *   the next ones are out, is restarted for them without a `server-crashed` finding (one at a time, it would have
 *   one), since a death with calls out cannot be told from one they caused together.
 * A scenario with `skip` set is not called: its result is `skipped` with that reason. Happy results carry
 * `value_sources` (where each argument came from) when the plan recorded them.
 * Never throws for server misbehaviour.
 */
export declare function runScenarios(handle: ServerHandleLike, tools: readonly Tool[], scenarios: readonly Scenario[] | ScenarioSource, options: RunOptions): Promise<RunOutcome>;
