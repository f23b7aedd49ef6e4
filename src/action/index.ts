/** The Action's entry point (`action.yml` → `dist/index.js`): only runs `run()` (STYLE.md "Thin entry files"). */
import { limitInlining } from "../checkup/compiler-budget.js";
import { isPlanThread } from "../checkup/plan-thread-mark.js";
import { run } from "./main.js";

if (isPlanThread()) {
  // A thread the run started to plan a large server's calls (checkup/plan-thread.ts): it only plans.
  void import("../checkup/plan-thread.js").then(({ servePlans }) => servePlans());
} else {
  limitInlining(); // a run is short: its code compiles quicker (checkup/compiler-budget.ts; the process's, threads too)
  // run() never throws: it reports every failure through core.setFailed (process.exitCode = 1).
  void run();
}
