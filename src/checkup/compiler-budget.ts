import { createRequire } from "node:module";

/**
 * The most bytecode V8's optimizing compiler inlines into one function, for a run's process: 200, where V8's
 * default is 920 (Node 20) to 1,000. A run is short and its code is cold: on the 5,000-tool bench server most of
 * the run's code is optimized while it runs, and the optimizing compiler's threads took ~1.2 s of CPU of a ~4 s
 * run on 2 cores, where the run, the plan thread and the server under test compete for them. With a smaller
 * inlining budget each function compiles faster (the compile jobs' summed time 2,351 → 1,392 ms at 150) for code
 * that is, for a run this short, as quick: its wall fell from 3,078 to 2,806 ms (medians of 9 alternating runs,
 * every pair faster; its CPU by 3–10 % at budgets of 100–300), small servers' runs unchanged — on Node 20. Node 24
 * (the Action's `node24`), whose Maglev tier optimizes earlier and cheaper, runs it in ~2.5 s either way (2,459 ms
 * with the budget, 2,501 without, medians of 7 alternating). The flag is V8's own
 * `--max-inlined-bytecode-size-cumulative` (flag-definitions.h), there since V8 7; Node 24.22.3 knows it too.
 */
export const INLINING_BUDGET_FLAG = "--max-inlined-bytecode-size-cumulative=200";

/**
 * Sets {@link INLINING_BUDGET_FLAG} for this process (every thread: V8's flags are the process's). The faces call it
 * before the run's code is hot — the CLI once it has spawned the server its command line names, the Action before it
 * reads its inputs; the library does not (its host's process is not ours to tune). `node:v8` is loaded here, not with
 * the module: loading it takes ~3 ms of a cold process, which the CLI spends after the spawn rather than before
 * (`__tests__/cli/startup-imports.test.ts`). A flag V8 did not know would be printed as an error on stdout, so the
 * test checks this Node knows it.
 */
export function limitInlining(): void {
  const v8 = createRequire(import.meta.url)("node:v8") as typeof import("node:v8");
  v8.setFlagsFromString(INLINING_BUDGET_FLAG);
}
