import { finding, type Finding } from "../findings/finding.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
import { remainingFrom, replacedFrom, toSource, type ScenarioSource } from "../scenarios/scenario-source.js";
import type { ScenarioResult } from "../scorecard/types.js";
import { dedupeFindings, mergedRefs } from "./dedupe-findings.js";
import { judgeCall } from "./judge.js";
import { asNetworkWait, isNetworkWait, ranOffline } from "./network-wait.js";
import { deathBefore, serverCrashedFinding, type LastCall, type ServerDeath } from "./server-crashes.js";

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
   * Work to do between scenarios: awaited before scenario number `index` of `source` (0-based), and once more at
   * the end (when `source.at(index)` is undefined). Scenarios it returns replace every scenario from `index` on.
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
}

/**
 * The share of a call's round trip that work done while the next call is out (`RunOptions.whileOut`) may take.
 * Measured on the 5,000-tool bench server (bench/scale.mjs; a round trip of about 0.1 ms on 2 cores): 20 µs of work
 * per wait made the run no slower (faster, even: the process did not sleep before the answer came), 50 µs slower.
 */
export const WHILE_OUT_SHARE = 0.2;
/** At most this long (milliseconds) per call for the work done while it is out, however slow the server. */
export const WHILE_OUT_MAX_MS = 5;

/** Every scenario's result, in plan order, and the findings they raised (one per tool per rule). */
export interface RunOutcome {
  results: ScenarioResult[];
  findings: Finding[];
}

/** The `detail` of scenarios not run because their tool timed out repeatedly (outcome `skipped`). */
export const SKIPPED_AFTER_TIMEOUTS = "not run: the tool timed out twice in a row";

/** The result of a scenario that was not called (outcome `skipped`, the reason in `detail`). */
export function skippedResult(scenario: Scenario, detail: string): ScenarioResult {
  return {
    tool: scenario.tool,
    kind: scenario.kind,
    description: scenario.description,
    ...(scenario.omitArguments || scenario.skip !== undefined ? {} : { arguments: scenario.arguments }),
    verdict: "skipped",
    outcome: "skipped",
    passed: false,
    duration_ms: 0,
    detail,
    rules: [],
  };
}

/** The result row with where its values came from (`value_sources`), for happy scenarios that record it. */
function withSources(result: ScenarioResult, scenario: Scenario): ScenarioResult {
  return scenario.valueSources !== undefined && scenario.skip === undefined ? { ...result, value_sources: scenario.valueSources } : result;
}

async function call(connection: McpConnection, scenario: Scenario, timeoutMs: number): Promise<RequestOutcome> {
  const started = Date.now();
  try {
    return await connection.callTool(scenario.tool, scenario.omitArguments ? undefined : scenario.arguments, { timeoutMs });
  } catch (error) {
    // Only our own misuse throws (a closed connection); treat it like a broken connection.
    return { kind: "closed", durationMs: Date.now() - started, stderrTail: "", reason: `the connection failed: ${(error as Error).message}` };
  }
}

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
 * A scenario with `skip` set is not called: its result is `skipped` with that reason. Happy results carry
 * `value_sources` (where each argument came from) when the plan recorded them.
 * Never throws for server misbehaviour.
 */
export async function runScenarios(handle: ServerHandleLike, tools: readonly Tool[], scenarios: readonly Scenario[] | ScenarioSource, options: RunOptions): Promise<RunOutcome> {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const limit = options.maxConsecutiveTimeouts ?? 2;
  const streak = new Map<string, number>();
  const gaveUp = new Map<string, number>(); // tool → scenarios skipped after repeated timeouts
  const results: ScenarioResult[] = [];
  // Findings in the order raised, each with the result of the call that raised it (none: the run's own).
  const raised: { result?: ScenarioResult; finding: Finding }[] = [];
  let unavailable: string | undefined;
  let last: LastCall | undefined;
  const deaths: ServerDeath[] = [];

  let source = toSource(scenarios);
  let roundTripMs = 0; // the last call's, milliseconds
  // The last call's judging waits until the next request is written, so the server works on that call meanwhile
  // (issue 14); anything else that adds a result judges it first, so results keep plan order.
  let unjudged: (() => void) | undefined;
  const judgePrevious = (): void => {
    const judge = unjudged;
    unjudged = undefined;
    judge?.();
  };
  for (let index = 0; ; index++) {
    const replacement = await options.between?.(index, source);
    if (replacement) source = replacedFrom(source, index, toSource(replacement));
    const scenario = source.at(index);
    if (scenario === undefined || options.signal?.aborted) break;
    let result: ScenarioResult;
    let connection: McpConnection | undefined;
    if (scenario.skip !== undefined) {
      // Not to be called (an MCP Apps tool for the app only): listed with the reason, never counted.
      judgePrevious();
      results.push(skippedResult(scenario, scenario.skip));
      options.onResult?.(results[results.length - 1] as ScenarioResult, index, source.planned());
      continue;
    }
    if (unavailable === undefined && !gaveUp.has(scenario.tool)) {
      try {
        connection = await handle.connection();
        const death = last && deathBefore(last, connection);
        if (death) deaths.push(death);
      } catch (error) {
        const reason = (error as Error).message;
        unavailable = `the server could not be started again (${reason})`;
        raised.push({
          finding: finding("server-start-failed", {
            message: `The server stopped and could not be started again (${reason}); the ${remainingFrom(source, index)} remaining scenarios were not run.`,
            fix: "Make the server start reliably from a clean state; see the crash findings for the call that stopped it.",
          }),
        });
      }
    }
    if (connection !== undefined) {
      const answer = call(connection, scenario, options.timeoutMs);
      const sent = performance.now();
      // The request is written: judge the previous call and plan a little further while the server works on it,
      // or, once the plan is made, do a share of the work that can wait.
      judgePrevious();
      if (!source.ahead()) options.whileOut?.(sent + Math.min(WHILE_OUT_MAX_MS, roundTripMs * WHILE_OUT_SHARE));
      const outcome = await answer;
      roundTripMs = performance.now() - sent;
      if (options.signal?.aborted) break;
      options.onOutcome?.(scenario, outcome);
      last = { scenario, outcome, connection };
      const count = outcome.kind === "timeout" ? (streak.get(scenario.tool) ?? 0) + 1 : 0;
      streak.set(scenario.tool, count);
      if (count >= limit) gaveUp.set(scenario.tool, 0);
      unjudged = () => {
        const judged = judgeCall(scenario, outcome, { tool: byName.get(scenario.tool), timeoutMs: options.timeoutMs });
        const judgedResult = withSources(judged.result, scenario);
        for (const f of judged.findings) raised.push({ result: judgedResult, finding: f });
        results.push(judgedResult);
        options.onResult?.(judgedResult, index, source.planned());
      };
      continue;
    } else if (unavailable !== undefined) {
      result = withSources(skippedResult(scenario, `not run: ${unavailable}`), scenario);
    } else {
      result = withSources(skippedResult(scenario, SKIPPED_AFTER_TIMEOUTS), scenario);
      gaveUp.set(scenario.tool, (gaveUp.get(scenario.tool) ?? 0) + 1);
    }
    judgePrevious();
    results.push(result);
    options.onResult?.(result, index, source.planned());
  }
  judgePrevious();

  // Offline, a timeout is most likely the network's (network-wait.ts): blocked, and its findings dropped.
  const waited = new Set<ScenarioResult>();
  if (ranOffline(results)) {
    for (const [i, result] of results.entries()) {
      if (!isNetworkWait(result)) continue;
      waited.add(result);
      results[i] = asNetworkWait(result);
    }
  }
  const crashed = serverCrashedFinding(deaths);
  if (crashed) raised.push({ finding: crashed });
  const kept = raised.filter((e) => e.result === undefined || !waited.has(e.result));
  const callOf = new Map(kept.map((e) => [e.finding, e.result?.description]));
  const merged = dedupeFindings(
    kept.map((e) => e.finding),
    (f) => callOf.get(f),
  );
  for (const [tool, count] of gaveUp) {
    if (count === 0) continue;
    const timeoutFinding = merged.find((f) => f.tool === tool && (f.rule === "call-timeout" || f.rule === "edge-timeout" || f.rule === "unknown-tool-no-reply"));
    if (timeoutFinding) timeoutFinding.message += ` Its remaining ${count} scenario${count === 1 ? " was" : "s were"} not run.`;
  }
  // Each call names the findings it raised as they are reported: merged per tool and rule.
  for (const [i, result] of results.entries()) {
    if (result.findings !== undefined) results[i] = { ...result, findings: mergedRefs(result.findings, merged) };
  }
  return { results, findings: merged };
}
