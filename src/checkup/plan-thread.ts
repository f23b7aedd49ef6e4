/**
 * A second thread that plans the happy calls of a large server and lints it while the run calls it (issue 14: "big
 * servers plan while they are called"). Planning a tool's happy calls takes ~150 µs of CPU on this machine (value
 * generation, ajv, descriptions and discovered values), longer than the ~60 µs the 5,000-tool bench server takes to
 * answer a call, so on one thread the happy calls wait for planning; the lint of 5,000 tools is ~0.3 s more.
 *
 * The thread is given the tools as soon as they are listed and lints them (a step at a time) while discovery runs;
 * once the plan is made it is given the plan's inputs (the options, the discovered values as they are then) and plans
 * the happy units from the last one backwards, while the run's own cursor plans from the first one forwards: each
 * unit is planned by whichever gets to it first — the cursor claims the ones it plans, and the thread stops when it
 * reaches them. Then it finishes the lint. Units and lint are pure functions of those inputs, so the plan and the
 * findings are the same whoever made each part (and the same as without the thread).
 *
 * The thread runs this bundle's own entry file (`index.js` beside the module; the entries start {@link servePlans}
 * when `isPlanThread()` says so: `plan-thread-mark.ts`), so it exists only in the built bundles: run from the sources
 * (the tests), everything is done on the main thread. It never keeps the process alive, and anything wrong with it
 * (it fails to start, throws) only means the main thread does the rest.
 */
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { LintRun, type LintInput, type LintResult } from "../lint/index.js";
import type { Tool } from "../mcp/types.js";
import { DiscoveredValues, type Harvested } from "../scenarios/discovered-values.js";
import { PlanCursor, type PlanHelper, type PlannedHappyUnit, type PlanOptions } from "../scenarios/plan.js";
import { PLAN_THREAD } from "./plan-thread-mark.js";

/**
 * Servers with at least this many tools to call get a plan thread. Below it the happy calls' planning is a few tens
 * of milliseconds, less than the thread costs to start (~40 ms of CPU for a second copy of the bundle).
 */
export const PLAN_THREAD_MIN_TOOLS = 500;

/** Units the thread sends at a time (each message costs the main thread a wake-up and a copy). */
const BATCH = 32;

/** How long {@link PlanThread.lintRace} lints on the calling thread between looks at the thread's messages, milliseconds. */
export const LINT_SLICE_MS = 5;

/** The lint's input without the tools; client profiles are not sent (they hold functions): the main thread lints then. */
type LintOptions = Omit<LintInput, "tools" | "clients">;

/** The first message: the tools as listed, and the lint's options when the thread is to lint. */
interface StartMessage {
  tools: readonly Tool[];
  lint?: LintOptions;
}

/** The second message: the plan's inputs, and where the cursor's claims are written. */
interface PlanMessage {
  /** The tools the plan calls (a subset of the listed ones), by their index in the listing. */
  callable: readonly number[];
  options: Omit<PlanOptions, "known">;
  known?: readonly Harvested[];
  /** One Int32: the highest unit the main thread has claimed (planned itself), -1 for none. */
  claims: SharedArrayBuffer;
}

/** What the thread sends back: happy units, or the lint's result. */
type ThreadMessage = { units: PlannedHappyUnit[] } | { lint: LintResult };

/** The plan thread's work (see the module note): lints until the plan's inputs come, plans, finishes the lint. */
export function servePlans(): void {
  const port = parentPort;
  if (port === null) return;
  yieldToTheRun();
  port.once("message", (start: StartMessage) => {
    const linting = start.lint !== undefined ? new LintRun({ tools: start.tools, ...start.lint }) : undefined;
    let input: PlanMessage | undefined;
    const arrived = (): boolean => (input ??= receiveMessageOnPort(port as MessagePort)?.message as PlanMessage | undefined) !== undefined;
    while (linting !== undefined && !arrived() && linting.step());
    // Linted before the plan came: sent at once; otherwise finished once the units are planned.
    const sendLint = (): void => {
      if (linting !== undefined) port.postMessage({ lint: linting.result() } satisfies ThreadMessage);
    };
    const lintedFirst = input === undefined;
    if (lintedFirst) sendLint();
    const rest = (plan: PlanMessage): void => {
      planUnits(port, start.tools, plan);
      if (!lintedFirst) sendLint();
      port.close();
    };
    if (input !== undefined) rest(input);
    else port.once("message", rest);
  });
}

/**
 * Lowers this thread's scheduling priority to the lowest (nice 19) on Linux, where `setpriority` of the calling
 * thread's id 0 affects that thread only (on other systems it would lower the whole process, so nothing is done).
 * The run's own thread and the server under test then get the cores first and the thread takes what they leave:
 * on 2 cores, three busy threads made each request the run wrote to the server's stdin cost ~100 µs, the server
 * taking the run's core; the 5,000-tool bench run took ~5 % less wall at nice 19 (medians of 9 alternating runs:
 * 4,633 → 4,387 ms and 4,183 → 3,962 ms; equal in a third series).
 */
function yieldToTheRun(): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(0, 19);
  } catch {
    // not allowed: the thread keeps the priority it has
  }
}

/** Plans the happy units from the last one back to the first the main thread has claimed, sending them in batches. */
function planUnits(port: NonNullable<typeof parentPort>, tools: readonly Tool[], input: PlanMessage): void {
  const known = input.known === undefined ? undefined : new DiscoveredValues();
  known?.add(input.known!);
  const callable = input.callable.map((i) => tools[i]!);
  const cursor = new PlanCursor(callable, { ...input.options, ...(known ? { known } : {}) });
  const claims = new Int32Array(input.claims);
  let units: PlannedHappyUnit[] = [];
  for (let index = cursor.happyUnitCount - 1; index > Atomics.load(claims, 0); index--) {
    units.push(cursor.planHappyUnit(index));
    if (units.length >= BATCH) {
      port.postMessage({ units } satisfies ThreadMessage);
      units = [];
    }
  }
  if (units.length > 0) port.postMessage({ units } satisfies ThreadMessage);
}

/** The bundle entry a plan thread runs, or undefined when this module was not bundled (run from the sources). */
function bundleEntry(): string | undefined {
  const entry = join(dirname(fileURLToPath(import.meta.url)), "index.js");
  return existsSync(entry) ? entry : undefined;
}

/**
 * The main thread's side: started as soon as the tools are listed (the thread boots and lints while discovery runs),
 * given the plan's inputs by {@link PlanThread.plan}, and stopped when the run ends.
 */
export class PlanThread implements PlanHelper {
  private readonly worker: Worker;
  private readonly claims = new Int32Array(new SharedArrayBuffer(4));
  private readonly planned = new Map<number, PlannedHappyUnit>();
  private linted: LintResult | undefined;
  private readonly lintAsked: boolean;
  private running = true;
  /** The tools as listed, which the thread was given first: the plan's are sent by their index among them. */
  private readonly tools: readonly Tool[];
  /** How many units the cursor took from the thread. */
  taken = 0;

  private constructor(entry: string, start: StartMessage) {
    this.tools = start.tools;
    Atomics.store(this.claims, 0, -1);
    this.lintAsked = start.lint !== undefined;
    this.worker = new Worker(entry, { workerData: { [PLAN_THREAD]: true }, stdout: true, stderr: true });
    this.worker.unref();
    this.worker.on("message", (message: ThreadMessage) => {
      if ("lint" in message) this.linted = message.lint;
      else for (const unit of message.units) this.planned.set(unit.index, unit);
    });
    this.worker.on("error", () => this.stop()); // the main thread does the rest
    this.worker.postMessage(start);
  }

  /**
   * A plan thread for a server listing `tools`, `toolCount` of which are to be called, or undefined when there are
   * too few or no bundle to run. With `lint` (the lint's input, for these tools) the thread lints them too, unless
   * it names client profiles. `entry`: the bundle the thread runs (default: this bundle's own entry; the tests name a
   * built one).
   */
  static start(tools: readonly Tool[], toolCount: number, lint?: Omit<LintInput, "tools">, entry?: string): PlanThread | undefined {
    if (toolCount < PLAN_THREAD_MIN_TOOLS) return undefined; // before looking for the bundle: most runs stop here
    const bundle = entry ?? bundleEntry();
    if (bundle === undefined) return undefined;
    const lints = lint !== undefined && (lint.clients === undefined || lint.clients.length === 0);
    const options: LintOptions | undefined = lints ? { ...(lint.instructions !== undefined ? { instructions: lint.instructions } : {}), ...(lint.tokenBudget !== undefined ? { tokenBudget: lint.tokenBudget } : {}) } : undefined;
    try {
      return new PlanThread(bundle, { tools, ...(options ? { lint: options } : {}) });
    } catch {
      return undefined; // not started, or the tools could not be copied: the main thread does it all
    }
  }

  /**
   * Gives the thread the inputs of `cursor`'s plan — `callable`, each one of the tools the thread was started with,
   * and the same `options` — and lets the cursor take its units.
   */
  plan(cursor: PlanCursor, callable: readonly Tool[], options: PlanOptions): void {
    const { known, ...rest } = options;
    const indexOf = new Map(this.tools.map((tool, i) => [tool, i]));
    const input: PlanMessage = { callable: callable.map((t) => indexOf.get(t)!), options: rest, ...(known ? { known: known.all() } : {}), claims: this.claims.buffer as SharedArrayBuffer };
    try {
      this.worker.postMessage(input);
    } catch {
      return; // not copied: the cursor plans everything
    }
    cursor.helpWith(this);
  }

  /** How many units the thread has sent that the cursor has not taken (yet). */
  get waiting(): number {
    return this.planned.size;
  }

  take(index: number): PlannedHappyUnit | undefined {
    const unit = this.planned.get(index);
    if (unit === undefined) return undefined;
    this.planned.delete(index);
    this.taken++;
    return unit;
  }

  claim(index: number): void {
    Atomics.store(this.claims, 0, index);
  }

  /** Whether the thread lints (it was given the lint and has not stopped): the main thread then leaves it to it. */
  get lints(): boolean {
    return this.lintAsked && this.running;
  }

  /** The lint's result, once the thread has sent it. */
  lintResult(): LintResult | undefined {
    return this.linted;
  }

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
  async lintRace(own: LintRun, hurry: () => boolean = () => false): Promise<LintResult> {
    for (;;) {
      if (this.linted !== undefined) return this.linted;
      if (!this.lints || hurry()) return own.result();
      const until = performance.now() + LINT_SLICE_MS;
      while (performance.now() < until) if (!own.step()) return own.result();
      await new Promise<void>((resolve) => setImmediate(resolve)); // the thread's message comes in meanwhile
    }
  }

  /** Ends the thread (idempotent); what it sent and was not taken is dropped. */
  stop(): void {
    this.running = false;
    Atomics.store(this.claims, 0, 0x7fffffff);
    void this.worker.terminate().catch(() => undefined);
    this.planned.clear();
  }
}
