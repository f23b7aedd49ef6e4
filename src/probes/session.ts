import type { ServerHandleLike } from "../mcp/connection.js";
import type { RequestOutcome } from "../mcp/types.js";
import { observe, type Observation } from "./observe.js";

/**
 * Calls tools for the probes with a per-call timeout and a budget for the whole probe phase, so a probe never
 * hangs a run (issue "Effect probes" §What must be shown: "each call has the scenario timeout, and the whole
 * probe phase a budget").
 */

/** Thrown by {@link ProbeSession.call} once the phase budget is spent; `runProbes` turns it into skipped results. */
export class BudgetSpent extends Error {
  override readonly name = "BudgetSpent";
}

/** Timing of a probe session. All milliseconds. */
export interface SessionTiming {
  /** Timeout of each call (the scenario timeout). */
  timeoutMs: number;
  /** Budget of the whole probe phase. */
  budgetMs: number;
}

/** Extra wait beyond a call's timeout before we stop waiting ourselves (the client should have answered). */
const GRACE_MS = 2000;

export class ProbeSession {
  private readonly deadline: number;
  /** Restarts of the server seen so far (by the handle, or a call that found the server gone). */
  restarts = 0;
  calls = 0;

  constructor(
    private readonly handle: ServerHandleLike,
    private readonly timing: SessionTiming,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + timing.budgetMs;
  }

  /** Milliseconds left in the budget (0 when spent). */
  remainingMs(): number {
    return Math.max(0, this.deadline - this.now());
  }

  /** The budget in seconds (one decimal at most), for messages. */
  budgetSeconds(): number {
    return Number((this.timing.budgetMs / 1000).toFixed(1));
  }

  /**
   * Calls one tool. The timeout is the call timeout or what is left of the budget, whichever is shorter.
   * Resolves to an observation for every server behaviour (error, timeout, death); throws {@link BudgetSpent}
   * when the budget is already spent.
   */
  async call(tool: string, args: unknown): Promise<Observation> {
    const left = this.remainingMs();
    if (left <= 0) throw new BudgetSpent(`the probe budget of ${this.budgetSeconds()} s is spent`);
    const timeoutMs = Math.max(1, Math.min(this.timing.timeoutMs, left));
    const before = this.handle.restarts;
    this.calls++;
    let outcome: RequestOutcome;
    try {
      const connection = await this.handle.connection();
      let timer: NodeJS.Timeout | undefined;
      const guard = new Promise<RequestOutcome>((resolveGuard) => {
        timer = setTimeout(() => resolveGuard({ kind: "timeout", durationMs: timeoutMs + GRACE_MS }), timeoutMs + GRACE_MS);
        timer.unref?.();
      });
      try {
        outcome = await Promise.race([connection.callTool(tool, args, { timeoutMs }), guard]);
      } finally {
        clearTimeout(timer);
      }
    } catch (error) {
      this.restarts++;
      const message = error instanceof Error ? error.message : String(error);
      return { tool, args, status: "unavailable", outcome: "failed", text: "", searchable: "", summary: `the server could not be started: ${message}`, restarted: true };
    }
    const obs = observe(tool, args, outcome, this.handle.restarts > before);
    if (obs.restarted) this.restarts++;
    return obs;
  }

  /** Calls several tools at once (MCP requests are independent; JSON-RPC 2.0 matches answers by id). */
  async callAll(calls: ReadonlyArray<{ tool: string; args: unknown }>): Promise<Observation[]> {
    if (this.remainingMs() <= 0) throw new BudgetSpent(`the probe budget of ${this.budgetSeconds()} s is spent`);
    return Promise.all(calls.map((c) => this.call(c.tool, c.args)));
  }
}
