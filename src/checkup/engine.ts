/**
 * The checks the orchestrator runs once a server is up, gathered in one module so that `run-checkup.ts` can
 * load them with a dynamic import while the server under test starts: the bundles (Action, CLI) then spawn the
 * server before they spend time evaluating ajv, the lint rules and the probes (see bench/action-startup.mjs).
 */
export { lintServer, clientProfiles, type LintResult } from "../lint/index.js";
export { planScenarios, PlanCursor, selectTools } from "../scenarios/plan.js";
export { runPlan } from "../run/plan-run.js";
export { discover } from "../run/discovery.js";
export { SetupReplayHandle } from "../run/setup-replay.js";
export { runProbes, DEFAULT_PROBE_BUDGET_MS, type ProbeConfig } from "../probes/index.js";
export { runProtocolChecks, startFreshChecks } from "../protocol/index.js";
export { diffSnapshots } from "../drift/diff.js";
export { warmUp } from "./warm-up.js";
export { serverJsonProblems } from "../mcp/server-json-schema.js";
