/**
 * The checks the orchestrator runs once a server is up, gathered in one module so that `run-checkup.ts` can
 * load them with a dynamic import while the server under test starts: the bundles (Action, CLI) then spawn the
 * server before they spend time evaluating ajv and the lint rules (see bench/action-startup.mjs). The parts only
 * some options need (the effect probes, the protocol checks, drift, the server.json schema) are not here:
 * `run-checkup.ts` loads each on its own, and only for a run that needs it.
 */
export { lintServer, LintRun, clientProfiles, type LintResult } from "../lint/index.js";
export { checkArgNames, PlanCursor, selectTools } from "../scenarios/plan.js";
export { runPlan } from "../run/plan-run.js";
export { discover } from "../run/discovery.js";
export { SetupReplayHandle } from "../run/setup-replay.js";
export { warmUpWhile } from "./warm-up.js";
export { PlanThread } from "./plan-thread.js";
