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
 * A call goes out beside others only when the call before it took less than this, milliseconds (from when the server
 * could start on it to its answer): the gain is our own work between two calls (~40 µs warm, up to a millisecond
 * cold), nothing beside a slow call (a call to the network), and a call written behind another is timed from when
 * the one before it was answered — exact for a server that takes calls one after another, short by up to this much
 * for one that works on several at once.
 */
export const PIPELINED_MAX_ROUND_TRIP_MS = 5;

/**
 * At most this many calls are out at once (`RunOptions.pipelineCalls`). Measured with the minimal client on the
 * 5,000-tool bench server (32,501 calls, 2 cores, a slow hour): one call out at a time 4.6–5.5 s, two 2.7–2.9 s, four
 * 1.0–1.3 s, eight 0.9–1.0 s — with several requests waiting on its stdin the server reads them in one go and
 * neither process sleeps between calls.
 */
export const CALLS_OUT = 4;

/** A call written and not yet taken in by the run. Times are `performance.now()` milliseconds. */
interface OutCall {
  index: number;
  scenario: Scenario;
  connection: McpConnection;
  answer: Promise<RequestOutcome>;
  /** When its request was written. */
  sent: number;
  /** When its answer settled (set as it does). */
  settled?: number;
  /** The call written just before this one, when that one was still out (several at a time), if any. */
  behind?: OutCall;
  /** How many calls were out once it was written, itself included. */
  depth: number;
}

/** Whether a call ended without an answer: no reply in time, or the connection went. */
function unanswered(outcome: RequestOutcome): boolean {
  return outcome.kind === "timeout" || outcome.kind === "closed";
}

/**
 * The outcome of a call that was written while `behind` was still out, timed from when the server could start on it
 * (its request written, and the call before it answered) rather than from its writing: the time the server spent on
 * it alone, as a call made on its own is timed. Milliseconds to one decimal place.
 */
function timedAlone(outcome: RequestOutcome, call: OutCall): RequestOutcome {
  const queued = Math.max(0, (call.behind?.settled ?? call.sent) - call.sent);
  if (queued === 0) return outcome;
  return { ...outcome, durationMs: Math.max(0, Math.round((outcome.durationMs - queued) * 10) / 10) };
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
  let pipelining = options.pipelineCalls ?? true;

  let source = toSource(scenarios);
  let roundTripMs = Infinity; // the last call's, milliseconds: none yet, so the first call goes alone
  // The last call's judging waits until the next request is written, so the server works on that call meanwhile
  // (issue 14); anything else that adds a result judges it first, so results keep plan order.
  let unjudged: (() => void) | undefined;
  const judgePrevious = (): void => {
    const judge = unjudged;
    unjudged = undefined;
    judge?.();
  };
  const send = (connection: McpConnection, scenario: Scenario, index: number, behind?: OutCall, depth = 1): OutCall => {
    const out: OutCall = { index, scenario, connection, answer: call(connection, scenario, options.timeoutMs), sent: performance.now(), depth, ...(behind ? { behind } : {}) };
    void out.answer.then(() => {
      out.settled = performance.now();
    });
    // The request is written: judge the previous call and plan a little further while the server works on it,
    // or, once the plan is made, do a share of the work that can wait.
    judgePrevious();
    if (!source.ahead()) options.whileOut?.(out.sent + Math.min(WHILE_OUT_MAX_MS, (Number.isFinite(roundTripMs) ? roundTripMs : 0) * WHILE_OUT_SHARE));
    return out;
  };
  /**
   * Takes in a call's answer. When it was out beside others (`beside`: calls written after it; or the one it was
   * written behind): `again` when it got none, so that it and the calls after it must be made again alone; `alone`
   * when it is a happy call that did not pass, so that it must be made again alone (a refusal or a failure beside
   * other calls says nothing about the call made on its own, which is what is judged). `stop` when the run was
   * stopped meanwhile.
   */
  const takeIn = async (out: OutCall, beside: boolean): Promise<"taken" | "again" | "alone" | "stop"> => {
    const answered = await out.answer;
    if (options.signal?.aborted) return "stop";
    // From when the server could start on it, or, for a server that works on several at once, its share of the time
    // since it was written: a slow call among others is slow either way.
    const settled = out.settled ?? performance.now();
    roundTripMs = Math.max(settled - Math.max(out.sent, out.behind?.settled ?? 0), (settled - out.sent) / out.depth);
    const pipelined = beside || out.behind !== undefined;
    if (pipelined && unanswered(answered)) return "again";
    const outcome = timedAlone(answered, out);
    const { scenario, connection, index } = out;
    const judge = () => judgeCall(scenario, outcome, { tool: byName.get(scenario.tool), timeoutMs: options.timeoutMs });
    const judgedNow = pipelined && scenario.kind === "happy" ? judge() : undefined;
    if (judgedNow !== undefined && !judgedNow.result.passed) return "alone";
    options.onOutcome?.(scenario, outcome);
    last = { scenario, outcome, connection };
    const count = outcome.kind === "timeout" ? (streak.get(scenario.tool) ?? 0) + 1 : 0;
    streak.set(scenario.tool, count);
    if (count >= limit) gaveUp.set(scenario.tool, 0);
    judgePrevious(); // still there when no request was written since it was taken in (the run's last two calls)
    unjudged = () => {
      const judged = judgedNow ?? judge();
      const judgedResult = withSources(judged.result, scenario);
      for (const f of judged.findings) raised.push({ result: judgedResult, finding: f });
      results.push(judgedResult);
      options.onResult?.(judgedResult, index, source.planned());
    };
    return "taken";
  };
  // A call goes out beside others of its stage (edge calls; happy calls of read-only tools) while the calls before it
  // were quick.
  const mayGoAlongside = (scenario: Scenario | undefined, before: OutCall | undefined): scenario is Scenario =>
    pipelining &&
    roundTripMs < PIPELINED_MAX_ROUND_TRIP_MS &&
    scenario?.skip === undefined &&
    (scenario?.stage === "edge" || scenario?.stage === "read") &&
    (before === undefined || before.scenario.stage === scenario.stage);

  const outs: OutCall[] = []; // calls written and not yet taken in, oldest first (at most CALLS_OUT)
  let betweenDone = -1; // the last scenario `options.between` was awaited before
  /**
   * Takes in the oldest calls out until `keep` are left. A happy call that did not pass beside others is made again
   * alone and taken in on that answer. When one that was out beside others got no answer, every call out is made
   * again, alone, from it on: the rest of the run goes one call at a time, and the call to go back to is returned.
   */
  const takeInOldest = async (keep: number): Promise<"taken" | "stop" | OutCall> => {
    while (outs.length > keep) {
      const oldest = outs.shift()!;
      let taken = await takeIn(oldest, outs.length > 0);
      if (taken === "alone") {
        // Made again once the calls written after it are answered, with nothing else out; theirs are taken in after.
        await Promise.all(outs.map((o) => o.answer));
        taken = oldest.connection.alive ? await takeIn(send(oldest.connection, oldest.scenario, oldest.index), false) : "again";
      }
      if (taken === "stop") return "stop";
      if (taken === "again") {
        pipelining = false;
        await Promise.all(outs.map((o) => o.answer));
        outs.length = 0;
        last = undefined; // its death, if it died, is judged on the call made alone
        return oldest;
      }
    }
    return "taken";
  };

  for (let index = 0; ; index++) {
    if (outs.length > 0 && !mayGoAlongside(source.at(index), outs[outs.length - 1])) {
      // The next call does not go beside them: every call out is taken in first, so that the work between
      // scenarios (the read-only probes before the first write, a re-plan) finds nothing out.
      const taken = await takeInOldest(0);
      if (taken === "stop") break;
      if (taken !== "taken") {
        index = taken.index - 1;
        continue;
      }
    }
    // Once per scenario: not again when calls are made again alone from an earlier one (a setup replay twice).
    if (index > betweenDone) {
      betweenDone = index;
      const replacement = await options.between?.(index, source);
      if (replacement) source = replacedFrom(source, index, toSource(replacement));
    }
    const scenario = source.at(index);
    if (options.signal?.aborted) break;
    if (outs.length > 0) {
      // The next call goes out on the same connection before the ones out are taken in; the oldest is taken in once
      // the window is full, all of them when this one does not go alongside.
      const before = outs[outs.length - 1]!;
      const alongside = mayGoAlongside(scenario, before) && !gaveUp.has(scenario.tool) && before.connection.alive ? send(before.connection, scenario, index, before, outs.length + 1) : undefined;
      if (alongside) outs.push(alongside);
      const taken = await takeInOldest(alongside ? CALLS_OUT - 1 : 0);
      if (taken === "stop") break;
      if (taken !== "taken") {
        index = taken.index - 1;
        continue;
      }
      if (alongside) continue;
    }
    if (scenario === undefined) break;
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
      const sent = send(connection, scenario, index);
      if (mayGoAlongside(scenario, undefined) && connection.transportKind === "stdio") {
        outs.push(sent); // taken in once the next calls are written
        continue;
      }
      const taken = await takeIn(sent, false);
      if (taken === "stop") break;
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
