import { LintRun, type LintInput, type LintResult } from "../lint/index.js";
import type { Tool } from "../mcp/types.js";
import { PlanCursor, type PlanHelper, type PlannedHappyUnit, type PlanOptions } from "../scenarios/plan.js";
/**
 * Servers with at least this many tools to call get a plan thread. Below it the happy calls' planning is a few tens
 * of milliseconds, less than the thread costs to start (~40 ms of CPU for a second copy of the bundle).
 */
export declare const PLAN_THREAD_MIN_TOOLS = 500;
/** How long {@link PlanThread.lintRace} lints on the calling thread between looks at the thread's messages, milliseconds. */
export declare const LINT_SLICE_MS = 5;
/** The plan thread's work (see the module note): lints until the plan's inputs come, plans, finishes the lint. */
export declare function servePlans(): void;
/**
 * The main thread's side: started as soon as the tools are listed (the thread boots and lints while discovery runs),
 * given the plan's inputs by {@link PlanThread.plan}, and stopped when the run ends.
 */
export declare class PlanThread implements PlanHelper {
    private readonly worker;
    private readonly claims;
    private readonly planned;
    private linted;
    private readonly lintAsked;
    private running;
    /** The tools as listed, which the thread was given first: the plan's are sent by their index among them. */
    private readonly tools;
    /** How many units the cursor took from the thread. */
    taken: number;
    private constructor();
    /**
     * A plan thread for a server listing `tools`, `toolCount` of which are to be called, or undefined when there are
     * too few or no bundle to run. With `lint` (the lint's input, for these tools) the thread lints them too, unless
     * it names client profiles. `entry`: the bundle the thread runs (default: this bundle's own entry; the tests name a
     * built one).
     */
    static start(tools: readonly Tool[], toolCount: number, lint?: Omit<LintInput, "tools">, entry?: string): PlanThread | undefined;
    /**
     * Gives the thread the inputs of `cursor`'s plan — `callable`, each one of the tools the thread was started with,
     * and the same `options` — and lets the cursor take its units.
     */
    plan(cursor: PlanCursor, callable: readonly Tool[], options: PlanOptions): void;
    /** How many units the thread has sent that the cursor has not taken (yet). */
    get waiting(): number;
    take(index: number): PlannedHappyUnit | undefined;
    claim(index: number): void;
    /** Whether the thread lints (it was given the lint and has not stopped): the main thread then leaves it to it. */
    get lints(): boolean;
    /** The lint's result, once the thread has sent it. */
    lintResult(): LintResult | undefined;
    /**
     * The lint's result from whichever has it first: this thread, or `own` — the same lint (of the same input) on the
     * calling thread, which does {@link LINT_SLICE_MS} of its steps between looks at the thread's messages. What a
     * finished run takes, rather than linting all over again on its own: the thread lints last, after its share of the
     * plan, so a run with few calls after the happy ones ends first (on the 5,000-tool bench server with
     * `--no-edge-cases` the main thread linted again for ~260 ms and threw the thread's nearly finished lint away).
     * A race rather than a wait, because the thread runs at nice 19: on a busy machine it may get a hundredth of a core
     * (a review measured 15 s for a lint the main thread did in 0.5 s), and `own` bounds the wait by what it was
     * before. `hurry()` true (an interrupted run): `own` finishes at once, as does a thread that stopped or failed.
     */
    lintRace(own: LintRun, hurry?: () => boolean): Promise<LintResult>;
    /** Ends the thread (idempotent); what it sent and was not taken is dropped. */
    stop(): void;
}
