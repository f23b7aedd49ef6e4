/**
 * One protocol check as its own step (issue: protocol checks): it gets the live connection from the handle, runs
 * with a deadline, and when the server dies during it the check fails with a finding under the check's own rule
 * that names the check, and the server is restarted (through the handle) for the checks that follow.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { capitalise, finding, type Evidence, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import { describeExit } from "../mcp/exit-status.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";

/** What the steps of one run share; the checks and findings lists are appended to. Times are milliseconds. */
export interface ProtocolContext {
  handle: ServerHandleLike;
  /**
   * A new connection of its own for a step marked `fresh` (a new process for stdio), whose era was set by
   * `server/discover` and nothing else; the step closes it. Absent: fresh steps use the handle's connection.
   */
  freshConnection?: () => Promise<McpConnection>;
  target: ServerTarget;
  /** How long one request of a check may take. */
  checkTimeoutMs: number;
  checks: ProtocolCheck[];
  findings: Finding[];
}

/** What a check body found: its status and one-line detail, and the problem when it failed. */
export interface StepResult {
  status: ProtocolCheck["status"];
  detail: string;
  /** The finding's message (one sentence), and its severity when not the rule's default. */
  problem?: { message: string; severity?: Severity; evidence?: Evidence };
}

/** A check: its report name, its rule, the concrete fix of its finding, and its body. */
export interface StepSpec {
  name: string;
  rule: RuleId;
  fix: string;
  /**
   * Run on a fresh connection (`ProtocolContext.freshConnection`) rather than the one the scenarios used: the
   * modern checks, so that what a dual-era server answers depends only on the check's own requests.
   */
  fresh?: boolean;
  /** Runs the check on a live connection. May throw only for our own bugs (the check is then reported skipped). */
  run(connection: McpConnection): Promise<StepResult>;
}

/** Extra time a step gets beyond its requests' own timeouts before it is abandoned, milliseconds. */
const STEP_SLACK_MS = 1000;

/** Shorthands for step results. */
export const passed = (detail: string): StepResult => ({ status: "passed", detail });
export const skipped = (detail: string): StepResult => ({ status: "skipped", detail });
export const failed = (detail: string, message: string, extra: { severity?: Severity; evidence?: Evidence } = {}): StepResult => ({
  status: "failed",
  detail,
  problem: { message, ...extra },
});

/** Runs one step and records its check (and finding). Never throws. */
export async function runStep(ctx: ProtocolContext, spec: StepSpec): Promise<void> {
  const fresh = spec.fresh === true && ctx.freshConnection !== undefined;
  let connection: McpConnection;
  try {
    connection = fresh ? await ctx.freshConnection!() : await ctx.handle.connection();
  } catch (error) {
    const what = fresh ? "a fresh server session could not be started" : "the server could not be (re)started";
    ctx.checks.push({ check: spec.name, status: "skipped", detail: `${what}: ${firstLine(error)}` });
    return;
  }
  let result: StepResult;
  try {
    result =
      (await withDeadline(spec.run(connection), stepBudgetMs(ctx))) ??
      failed("the check did not finish in time", `The protocol check "${spec.name}" got no answer in time.`);
  } catch (error) {
    result = skipped(`the check could not run: ${firstLine(error)}`);
  }
  const died = !connection.alive;
  if (fresh) await connection.close().catch(() => undefined);
  if (died) {
    await recordDeath(ctx, spec, connection);
    return;
  }
  ctx.checks.push({ check: spec.name, status: result.status, detail: result.detail });
  if (result.status === "failed" && result.problem) {
    const { message, severity, evidence } = result.problem;
    ctx.findings.push(finding(spec.rule, { message, fix: spec.fix, ...(severity ? { severity } : {}), ...(evidence ? { evidence } : {}) }));
  }
}

/** `work`'s value, or undefined when it takes longer than `ms` milliseconds (no timer is left behind). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  const controller = new AbortController();
  const deadline = sleep(ms, undefined, { signal: controller.signal }).catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    controller.abort();
  }
}

/** How long one step may run in all: a few requests' worth, milliseconds. */
export function stepBudgetMs(ctx: ProtocolContext): number {
  return ctx.checkTimeoutMs * 2 + STEP_SLACK_MS;
}

/** The server died during a step: a failed check, an error-severity finding naming the check, and a restart. */
async function recordDeath(ctx: ProtocolContext, spec: StepSpec, connection: McpConnection): Promise<void> {
  const exit = connection.exitStatus();
  const how = exit ? `the server process ${describeExit(exit)}` : "the connection to the server broke";
  const tail = connection.stderrTail(1000).trim();
  ctx.checks.push({ check: spec.name, status: "failed", detail: `${how} during this check; it was restarted` });
  ctx.findings.push(
    finding(spec.rule, {
      severity: "error",
      message: `${capitalise(how)} during the protocol check "${spec.name}" and had to be restarted.`,
      fix: `${spec.fix} Whatever a client sends, answer with an error instead of exiting.`,
      ...(tail ? { evidence: { excerpt: tail } } : {}),
    }),
  );
  try {
    await ctx.handle.connection();
  } catch {
    // the next step reports that the server could not be restarted
  }
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}
