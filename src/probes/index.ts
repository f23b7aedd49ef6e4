import type { Finding } from "../findings/finding.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { Tool } from "../mcp/types.js";
import type { ProbeResult } from "../scorecard/types.js";
import { boundParams, runBounds } from "./bounds.js";
import { mergeArgOverrides, overridesFor, type ArgOverrides } from "../scenarios/arg-overrides.js";
import type { DiscoveredValues } from "../scenarios/discovered-values.js";
import { withDiscovered } from "./call-args.js";
import { classifyTools, type ToolClass } from "./classify.js";
import { emptyProbeConfig, type ProbeConfig } from "./probe-config.js";
import { runAgreement, runIdempotent, runRelation } from "./declared.js";
import { MarkerSource } from "./markers.js";
import { ALLOW_WRITES_FLAG, PROBES, ProbeLog } from "./results.js";
import { runReadOnlyCheck } from "./readonly-writes.js";
import { chooseReaders, runDeleteRoundTrip, runWriteRoundTrip, type ConfirmedWrite, type RoundTripContext } from "./round-trip.js";
import { BudgetSpent, ProbeSession } from "./session.js";
import { runUpdateRoundTrip, updaterOf, updateTarget } from "./update-round-trip.js";

/**
 * Effect probes (issue "Effect probes"): deterministic invariant checks against the live server, with no model.
 * Write round trips run only with `allowWrites`; bounds and declared probes on read-only tools always run.
 */

export { emptyProbeConfig, type ProbeConfig } from "./probe-config.js";
export { classifyTool, classifyTools, type ToolClass, type ToolRole } from "./classify.js";
export { PROBES, ALLOW_WRITES_FLAG } from "./results.js";

/** Default budget of the whole probe phase, milliseconds. */
export const DEFAULT_PROBE_BUDGET_MS = 60_000;
/** Default number of writes sent at once by the concurrency probe. */
export const DEFAULT_CONCURRENCY = 8;

/** Options of {@link runProbes}. Times are milliseconds. */
export interface ProbeOptions {
  /** Let probes call tools that write (`--allow-writes`). A probe config can never set this. */
  allowWrites: boolean;
  /** A parsed probe config (`parseProbeConfig`), if one was given. */
  config?: ProbeConfig;
  /** `--arg` / `--args-file` values; they win over the probe config's `args`. */
  args: ArgOverrides;
  /** Timeout of each call (the scenario timeout). */
  timeoutMs: number;
  /** Budget of the whole probe phase (default {@link DEFAULT_PROBE_BUDGET_MS}); what is left then is skipped. */
  budgetMs?: number;
  /** The run seed: markers are derived from it, so the same seed writes the same markers. */
  seed: number;
  /** Writes sent at once by the concurrency probe (default {@link DEFAULT_CONCURRENCY}). */
  concurrency?: number;
  /** Mixed into markers so runs with the same seed against a store that keeps records do not collide. */
  markerSalt?: string;
  /** Values the server showed (discovery): required parameters of read tools that no `--arg` fills take them. */
  known?: DiscoveredValues;
  /**
   * Which probes to run: `read` — those that call read-only tools only (built-in bounds, declared probes on
   * read tools); `write` — the rest (write and delete round trips, declared probes naming other tools, and the
   * "writes are off" notes); `all` (default) both, read first. The checkup runs `read` before any write
   * scenario and `write` after them, so writes cannot change what the read-only probes see (issue 11 item 4).
   */
  phase?: "read" | "write" | "all";
}

/** What the probe phase found: one result per probe run (or skipped), and the findings of failed ones. */
export interface ProbeRun {
  results: ProbeResult[];
  findings: Finding[];
}

interface Task {
  probe: string;
  tool: string;
  run: () => Promise<void>;
}

/** Whether a probe of `phase` runs in a run of `wanted`. */
function inPhase(wanted: ProbeOptions["phase"], phase: "read" | "write"): boolean {
  return wanted === undefined || wanted === "all" || wanted === phase;
}

/**
 * Runs the effect probes against `handle`'s server for `tools` (the listing, already narrowed by
 * `--only`/`--skip`), those of `options.phase` only. Order: built-in bounds and declared probes on read-only
 * tools; then declared pairs and inferred write round trips (steps 1–5), update round trips on the records those
 * made (`update-round-trip.ts`), delete round trips, the read-only check
 * of each `readOnlyHint: true` tool (`readonly-writes.ts`), and declared relations, agreements and idempotent
 * calls that name other tools. Each call has `timeoutMs`; once
 * `budgetMs` is spent the remaining probes are listed as skipped. Write probes without `allowWrites` are listed
 * as skipped with the flag that would run them.
 *
 * Confidence: high when declared, or when the reader already showed this record; medium when inferred from
 * names (built-in bounds, a reader sharing a noun); low otherwise (another reader; counts from text lines).
 * Only high-confidence failures are errors. A misbehaving server yields results and findings; this never throws
 * for it (it throws only for our own bugs, which it reports as inconclusive results instead where it can).
 */
export async function runProbes(handle: ServerHandleLike, tools: readonly Tool[], options: ProbeOptions): Promise<ProbeRun> {
  const config = options.config ?? emptyProbeConfig();
  const args = mergeArgOverrides(config.args, options.args);
  const session = new ProbeSession(handle, { timeoutMs: options.timeoutMs, budgetMs: options.budgetMs ?? DEFAULT_PROBE_BUDGET_MS });
  const log = new ProbeLog();
  const classes = classifyTools(tools, config);
  const byName = new Map(classes.map((c) => [c.tool.name, c]));
  const ctx: RoundTripContext = {
    session,
    log,
    markers: new MarkerSource(options.seed, options.markerSalt ?? ""),
    overridesFor: (tool) => {
      const given = overridesFor(tool, args);
      return options.known && byName.get(tool.name)?.role === "read" ? withDiscovered(given, tool, options.known) : given;
    },
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
  };
  const plan: ProbePlan = {
    ctx,
    config,
    classes,
    byName,
    reads: classes.filter((c) => c.role === "read"),
    allowWrites: options.allowWrites,
    reading: inPhase(options.phase, "read"),
    writing: inPhase(options.phase, "write"),
    confirmed: [],
    readTasks: [],
    writeTasks: [],
  };
  planBounds(plan);
  planWriteRoundTrips(plan);
  planDeletes(plan);
  planReadOnlyChecks(plan);
  planDeclared(plan);
  await runTasks([...plan.readTasks, ...plan.writeTasks], session, log);
  return { results: log.results, findings: log.findings };
}

/** What planning the probes of one run shares; the task lists and `confirmed` are filled as it goes. */
interface ProbePlan {
  ctx: RoundTripContext;
  config: ProbeConfig;
  classes: readonly ToolClass[];
  byName: ReadonlyMap<string, ToolClass>;
  /** The read tools. */
  reads: readonly ToolClass[];
  allowWrites: boolean;
  /** Whether this run plans the read-only probes, and the others. */
  reading: boolean;
  writing: boolean;
  /** Writes the round trips confirmed (delete round trips and the read-only check build on them). */
  confirmed: ConfirmedWrite[];
  readTasks: Task[];
  writeTasks: Task[];
}

/** Why a tool a declared probe names cannot be probed (see {@link declaredToolBlock}). */
export type DeclaredToolBlock = "missing" | "excluded" | "writes-off";

/**
 * Whether a probe declared in the probe config can call the tool it names: not when the server does not
 * advertise it (`missing`), the config excludes it (`excluded`), or it is not read-only while writes are off
 * (`writes-off`); undefined when it can. Pure.
 */
export function declaredToolBlock(c: ToolClass | undefined, allowWrites: boolean): DeclaredToolBlock | undefined {
  if (!c) return "missing";
  if (c.role === "excluded") return "excluded";
  if (c.role !== "read" && !allowWrites) return "writes-off";
  return undefined;
}

/** Which task list a declared probe naming `roles` goes to: read-only probes run with the read phase. Pure. */
export function declaredPhase(roles: readonly (ToolClass["role"] | undefined)[]): "read" | "write" {
  return roles.every((r) => r === "read") ? "read" : "write";
}

/** Logs a write probe not run because writes are off, with the flag that would run it. */
function skipWrites(plan: ProbePlan, probe: string, tool: string, what: string): void {
  plan.ctx.log.add(probe, tool, "skipped", "low", "writes are off", `${what}; run with ${ALLOW_WRITES_FLAG} to probe it`);
}

/** The class of a tool a declared probe names, or undefined after logging why it cannot run. */
function declaredTool(plan: ProbePlan, probe: string, name: string): ToolClass | undefined {
  const c = plan.byName.get(name);
  const log = plan.ctx.log;
  switch (declaredToolBlock(c, plan.allowWrites)) {
    case "missing":
      log.add(probe, name, "inconclusive", "high", "declared in probe config", `the server does not advertise a tool named ${name}`);
      return undefined;
    case "excluded":
      log.add(probe, name, "skipped", "high", "declared in probe config", `${name} is listed under exclude`);
      return undefined;
    case "writes-off":
      skipWrites(plan, probe, name, `${name} is not read-only`);
      return undefined;
    case undefined:
      return c;
  }
}

/** Built-in bounds on read-only tools (read phase). */
function planBounds(plan: ProbePlan): void {
  if (!plan.config.builtins || !plan.reading) return;
  for (const c of plan.reads) {
    if (boundParams(c.tool).length > 0) plan.readTasks.push({ probe: PROBES.bound, tool: c.tool.name, run: () => runBounds(plan.ctx, c.tool) });
  }
}

/** Write round trips (write phase): declared pairs first, then every other write tool. */
function planWriteRoundTrips(plan: ProbePlan): void {
  if (!plan.writing) return;
  const roundTrip = (tool: string, run: () => Promise<ConfirmedWrite | undefined>): Task => ({
    probe: PROBES.writes,
    tool,
    run: async () => {
      const done = await run();
      if (done) plan.confirmed.push(done);
    },
  });
  for (const pair of plan.config.pairs) {
    if (!plan.allowWrites) {
      skipWrites(plan, PROBES.writes, pair.write, `${pair.write} writes data (declared pair with ${pair.read})`);
      continue;
    }
    const write = declaredTool(plan, PROBES.readBack, pair.write);
    const reader = declaredTool(plan, PROBES.readBack, pair.read);
    if (!write || !reader) continue;
    const choice = { tool: reader.tool, basis: `declared in probe config (pair ${pair.write} → ${pair.read})`, confidence: "high" as const, pair };
    plan.writeTasks.push(roundTrip(pair.write, () => runWriteRoundTrip(plan.ctx, write.tool, [choice], pair)));
  }
  if (!plan.config.builtins) return;
  // Updates run after every other write, on a record a create of the probes made and a reader showed (never on
  // a record of the user's, even one `--arg` names), else as any other write.
  const updates: Task[] = [];
  for (const c of plan.classes) {
    if (c.role !== "write" || plan.config.pairs.some((p) => p.write === c.tool.name)) continue;
    if (!plan.allowWrites) {
      skipWrites(plan, PROBES.writes, c.tool.name, `${c.tool.name} writes data (${c.basis})`);
      continue;
    }
    const asWrite = () => runWriteRoundTrip(plan.ctx, c.tool, chooseReaders(c.tool, plan.reads));
    const updater = updaterOf(c, plan.classes);
    if (!updater) {
      plan.writeTasks.push(roundTrip(c.tool.name, asWrite));
      continue;
    }
    updates.push(roundTrip(c.tool.name, async () => {
      const found = updateTarget(c.tool, updater, plan.confirmed);
      if (!found) return asWrite();
      await runUpdateRoundTrip(plan.ctx, c.tool, updater, found);
      return undefined;
    }));
  }
  plan.writeTasks.push(...updates);
  // A tool that stores but is annotated destructive (it overwrites: write_file, edit_file) is never called by the
  // built-in probes; its row says so, and how to probe it, instead of leaving the reader to wonder.
  for (const c of plan.classes) {
    if (!plan.allowWrites || c.overwrites !== true || plan.config.pairs.some((p) => p.write === c.tool.name)) continue;
    plan.ctx.log.add(PROBES.writes, c.tool.name, "skipped", "low", c.basis, `${c.tool.name} is annotated destructive, so the built-in probes do not call it; declare a write/read pair in a probe config to probe it`);
  }
}

/** Delete round trips (write phase), on the writes the round trips confirmed. */
function planDeletes(plan: ProbePlan): void {
  if (!plan.writing) return;
  for (const c of plan.classes.filter((x) => x.role === "delete")) {
    if (!plan.allowWrites) skipWrites(plan, PROBES.deleteGone, c.tool.name, `${c.tool.name} deletes data`);
    else plan.writeTasks.push({ probe: PROBES.deleteGone, tool: c.tool.name, run: () => runDeleteRoundTrip(plan.ctx, c.tool, plan.confirmed) });
  }
}

/**
 * Tools annotated readOnlyHint: true must not change what the read tools show (writes only to seed a record,
 * and builds on the confirmed writes: with the write probes).
 */
function planReadOnlyChecks(plan: ProbePlan): void {
  if (!plan.config.builtins || !plan.writing) return;
  for (const c of plan.reads.filter((r) => r.tool.annotations?.readOnlyHint === true)) {
    plan.writeTasks.push({ probe: PROBES.readOnly, tool: c.tool.name, run: () => runReadOnlyCheck(plan.ctx, c.tool, plan.reads, plan.confirmed, plan.allowWrites) });
  }
}

/** Declared relations, agreements and idempotent calls: with the read-only probes when they name read tools only. */
function planDeclared(plan: ProbePlan): void {
  const listFor = (...names: string[]): Task[] | undefined => {
    const phase = declaredPhase(names.map((n) => plan.byName.get(n)?.role));
    if (phase === "read") return plan.reading ? plan.readTasks : undefined;
    return plan.writing ? plan.writeTasks : undefined;
  };
  for (const spec of plan.config.relations) {
    const list = listFor(spec.tool);
    const c = list && declaredTool(plan, PROBES.relation, spec.tool);
    if (list && c) list.push({ probe: PROBES.relation, tool: spec.tool, run: () => runRelation(plan.ctx, c.tool, spec) });
  }
  for (const spec of plan.config.agreements) {
    const list = listFor(spec.left.tool, spec.right.tool);
    const left = list && declaredTool(plan, PROBES.agreement, spec.left.tool);
    const right = left && declaredTool(plan, PROBES.agreement, spec.right.tool);
    if (list && left && right) list.push({ probe: PROBES.agreement, tool: spec.left.tool, run: () => runAgreement(plan.ctx, { left: left.tool, right: right.tool }, spec) });
  }
  for (const spec of plan.config.idempotent) {
    const list = listFor(spec.tool);
    const c = list && declaredTool(plan, PROBES.idempotent, spec.tool);
    if (list && c) list.push({ probe: PROBES.idempotent, tool: spec.tool, run: () => runIdempotent(plan.ctx, c.tool, spec) });
  }
}

/**
 * Runs the tasks in order. Once the budget is spent the rest are logged skipped; a task that throws anything else
 * (our bug) is logged inconclusive and the next one runs.
 */
async function runTasks(tasks: readonly Task[], session: ProbeSession, log: ProbeLog): Promise<void> {
  for (const [i, task] of tasks.entries()) {
    try {
      await task.run();
    } catch (error) {
      if (error instanceof BudgetSpent) {
        for (const rest of tasks.slice(i)) {
          log.add(rest.probe, rest.tool, "skipped", "low", "probe budget", `not run: the probe budget of ${session.budgetSeconds()} s was spent`);
        }
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.add(task.probe, task.tool, "inconclusive", "low", "probe error", `the probe could not run: ${message}`);
    }
  }
}
