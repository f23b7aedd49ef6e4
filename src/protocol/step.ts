/**
 * One protocol check as its own step (issue: protocol checks): it gets the live connection from the handle (or a
 * fresh one, `fresh-checks.ts`), runs with a deadline, and when the server dies during it the check fails with a
 * finding under the check's own rule that names the check, and the server is restarted (through the handle) for
 * the checks that follow.
 */
import { capitalise, finding, refTo, type Evidence, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import { withDeadline } from "../mcp/deadline.js";
import { describeExit } from "../mcp/exit-status.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";

/**
 * How long a check may wait: the options object every check factory takes (issue 15: the timeout was passed
 * positionally through every factory). `timeoutMs` bounds each request of the check, milliseconds.
 */
export interface CheckTiming {
  timeoutMs: number;
}

/** What the steps of one run share; the checks and findings lists are appended to. Times are milliseconds. */
export interface ProtocolContext {
  handle: ServerHandleLike;
  /**
   * What the steps marked `fresh` recorded on sessions of their own (`fresh-checks.ts`), by check name. A fresh
   * step without a record here runs on the handle's connection.
   */
  fresh?: ReadonlyMap<string, StepRecord>;
  target: ServerTarget;
  /** How long one request of a check may take. */
  checkTimeoutMs: number;
  checks: ProtocolCheck[];
  findings: Finding[];
}

/** What one step recorded: its check entry, and its finding when it failed. */
export interface StepRecord {
  check: ProtocolCheck;
  finding?: Finding;
  /** True when the server died during the step (the check then failed with an error-severity finding). */
  died?: boolean;
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
   * Run on a fresh connection (see `fresh-checks.ts`) rather than the one the scenarios used: the modern checks,
   * so that what a dual-era server answers depends only on the checks' own requests.
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

/** Runs one step on the handle's connection (or takes its fresh record) and records its check and finding. Never throws. */
export async function runStep(ctx: ProtocolContext, spec: StepSpec): Promise<void> {
  const recorded = spec.fresh === true ? ctx.fresh?.get(spec.name) : undefined;
  if (recorded) return keep(ctx, recorded);
  let connection: McpConnection;
  try {
    connection = await ctx.handle.connection();
  } catch (error) {
    ctx.checks.push({ check: spec.name, status: "skipped", detail: `the server could not be (re)started: ${firstLine(error)}` });
    return;
  }
  const record = await runOn(spec, connection, stepBudgetMs(ctx.checkTimeoutMs));
  keep(ctx, record);
  if (record.died) {
    try {
      await ctx.handle.connection();
    } catch {
      // the next step reports that the server could not be restarted
    }
  }
}

function keep(ctx: ProtocolContext, record: StepRecord): void {
  ctx.checks.push(record.check);
  if (record.finding) ctx.findings.push(record.finding);
}

/**
 * Runs `spec` on `connection` within `budgetMs` milliseconds and returns what it recorded: a check that gets no
 * answer in time fails, one that throws (our bug) is skipped, and when the connection ended during it the check
 * fails with an error-severity finding naming it. Does not close the connection. Never throws.
 */
export async function runOn(spec: StepSpec, connection: McpConnection, budgetMs: number): Promise<StepRecord> {
  let result: StepResult;
  try {
    result =
      (await withDeadline(spec.run(connection), budgetMs)) ??
      failed("the check did not finish in time", `The protocol check "${spec.name}" got no answer in time.`);
  } catch (error) {
    result = skipped(`the check could not run: ${firstLine(error)}`);
  }
  if (!connection.alive) return deathRecord(spec, connection);
  const check: ProtocolCheck = { check: spec.name, status: result.status, detail: result.detail };
  if (result.status !== "failed" || !result.problem) return { check };
  const { message, severity, evidence } = result.problem;
  return raising({ check }, finding(spec.rule, { message, fix: spec.fix, ...(severity ? { severity } : {}), ...(evidence ? { evidence } : {}) }));
}

/** `record` with its finding, which its check then names (`rules`, `findings`). Pure. */
function raising(record: StepRecord, made: Finding): StepRecord {
  return { ...record, check: { ...record.check, rules: [made.rule], findings: [refTo(made)] }, finding: made };
}

/** How long one step may run in all: a few requests' worth (`checkTimeoutMs` is one request's), milliseconds. */
export function stepBudgetMs(checkTimeoutMs: number): number {
  return checkTimeoutMs * 2 + STEP_SLACK_MS;
}

/** The server died during a step: a failed check and an error-severity finding naming the check. */
function deathRecord(spec: StepSpec, connection: McpConnection): StepRecord {
  const exit = connection.exitStatus();
  const how = exit ? `the server process ${describeExit(exit)}` : "the connection to the server broke";
  const tail = connection.stderrTail(1000).trim();
  return raising(
    { check: { check: spec.name, status: "failed", detail: `${how} during this check; it was restarted` }, died: true },
    finding(spec.rule, {
      severity: "error",
      message: `${capitalise(how)} during the protocol check "${spec.name}" and had to be restarted.`,
      fix: `${spec.fix} Whatever a client sends, answer with an error instead of exiting.`,
      ...(tail ? { evidence: { excerpt: tail } } : {}),
    }),
  );
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}
