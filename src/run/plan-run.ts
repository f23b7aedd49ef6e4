import type { ServerHandleLike } from "../mcp/connection.js";
import type { CallToolResult, RequestOutcome, Tool } from "../mcp/types.js";
import { harvestResult, offersMore, type DiscoveredValues } from "../scenarios/discovered-values.js";
import type { Scenario } from "../scenarios/scenario.js";
import { followedBy, type ScenarioSource } from "../scenarios/scenario-source.js";
import { discoveryCallSucceeded } from "./discovery.js";
import { runScenarios, type RunOptions, type RunOutcome } from "./scenario-runner.js";

/**
 * Runs a plan in its safe order (issue 11 item 4, DESIGN.md "Scenarios and how a call is judged"): the
 * read-only probes go in before the first call that is not a setup or read-only tool's happy call, and after
 * each tool that creates records, the happy calls still to come are planned again with the ids and names its
 * answers showed (a `get_task` after `create_task` gets the new task's id), a tool at a time as the run reaches it.
 */

/** What a plan run needs besides the scenarios. */
export interface PlanRunOptions {
  /** Per-call timeout, milliseconds. */
  timeoutMs: number;
  /** Awaited once, before the first call that is not a read-only tool's happy call (a setup step, a write, an edge call). */
  mayWrite?: () => Promise<void>;
  /** Awaited once, before the first write (the read-only probes). */
  beforeWrites?: () => Promise<void>;
  /** The values discovery found: creating tools' answers are added to them. */
  values?: DiscoveredValues;
  /**
   * Plans the happy calls of `pending` tools again, in run order, with the values as they are now: a list, or a
   * source that plans each tool's calls as the run reaches them (a `PlanCursor` with `happyOnlyFor`), so that the
   * re-plan is made while calls are out rather than all at once between two calls.
   */
  replan?: (pending: string[]) => readonly Scenario[] | ScenarioSource;
  /** Awaited after the last happy call of a setup tool, before the next tool's (the checkup replays the accepted setup). */
  afterSetupTool?: () => Promise<void>;
  /** Stops the run (`RunOptions.signal`). */
  signal?: AbortSignal;
  /** Called after each scenario, for progress display (`RunOptions.onResult`). */
  onResult?: RunOptions["onResult"];
  /** Work that can wait, done while calls are out (`RunOptions.whileOut`). */
  whileOut?: RunOptions["whileOut"];
}

/** Runs `scenarios` (a plan's, in plan order: a list, or a `PlanCursor` that plans as the run goes) through `runScenarios`, as the module note says. */
export async function runPlan(handle: ServerHandleLike, tools: readonly Tool[], scenarios: readonly Scenario[] | ScenarioSource, options: PlanRunOptions): Promise<RunOutcome> {
  const { values, replan } = options;
  const order = tools.map((t) => t.name);
  let writesBegun = false;
  let mayWriteBegun = false;
  let plannedWith = values?.size ?? 0;

  const onOutcome = (scenario: Scenario, outcome: RequestOutcome) => {
    if (!values || scenario.stage !== "create" || outcome.kind !== "result" || !discoveryCallSucceeded(outcome, { tool: scenario.tool, arguments: scenario.arguments })) return;
    // What a creating call's answer shows first is a record the run made: the one thing a destructive tool gets.
    values.add(harvestResult(scenario.tool, scenario.arguments, outcome.result as CallToolResult).map((h) => ({ ...h, created: true })));
  };

  const between = async (index: number, source: ScenarioSource): Promise<ScenarioSource | undefined> => {
    const next = source.at(index);
    const previous = index > 0 ? source.at(index - 1) : undefined;
    if (!mayWriteBegun && next !== undefined && next.stage !== "read") {
      mayWriteBegun = true;
      await options.mayWrite?.();
    }
    if (previous?.stage === "setup" && next?.tool !== previous.tool) await options.afterSetupTool?.();
    if (!writesBegun && next?.stage !== "setup" && next?.stage !== "read") {
      writesBegun = true;
      await options.beforeWrites?.();
    }
    if (!values || !replan || previous?.stage !== "create" || next?.tool === previous.tool || values.size === plannedWith) return undefined;
    plannedWith = values.size;
    // Only the happy calls still to come, and only when the new values offer them something; the edge calls
    // keep their planned arguments. The happy calls come before every skipped and edge one, so they are the run
    // of scenarios from `index` up to the first of those (planned now, if the plan was not that far yet).
    const pending: Scenario[] = [];
    let end = index;
    for (let s = source.at(end); s !== undefined && s.stage !== "edge" && s.skip === undefined; s = source.at(++end)) pending.push(s);
    const gains = pending.some((s) => {
      const tool = tools.find((t) => t.name === s.tool);
      return tool !== undefined && offersMore(values, tool, s.valueSources);
    });
    if (!gains) return undefined;
    // A creating tool already called is not called again (a tool's happy calls all have its stage, planned again too).
    const done = (s: Scenario) => s.stage === "create" && order.indexOf(s.tool) <= order.indexOf(previous.tool);
    return followedBy(replan([...new Set(pending.filter((s) => !done(s)).map((s) => s.tool))]), source, end);
  };

  return runScenarios(handle, tools, scenarios, {
    timeoutMs: options.timeoutMs,
    onOutcome,
    between,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onResult ? { onResult: options.onResult } : {}),
    ...(options.whileOut ? { whileOut: options.whileOut } : {}),
  });
}
