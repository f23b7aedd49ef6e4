import * as core from "@actions/core";
import { runCheckup } from "../checkup/run-checkup.js";
import { UsageError } from "../errors.js";
import type { Scorecard } from "../scorecard/types.js";
import { coreIO, type ActionIO } from "./action-io.js";
import { NOT_YET_BUILT_INPUTS } from "./constants.js";
import { readActionContext } from "./context.js";
import { gateFailures } from "./gate.js";
import type { GitHubClient } from "./github-client.js";
import { readActionInputs, type ActionInputs, type GetInput } from "./inputs.js";
import type { PublishResult } from "./publish.js";
import { readSavedReport } from "./saved-report.js";

/** The outside things a run uses; every one has the runner's default, tests replace some. */
export interface RunDeps {
  io: ActionIO;
  getInput: GetInput;
  env: NodeJS.ProcessEnv;
  /** The workspace; relative path inputs resolve against it. */
  cwd: string;
  runCheckup: typeof runCheckup;
  github?: (token: string, apiUrl: string) => Promise<GitHubClient>;
}

/** What a run did, for tests; the runner sees only outputs, the summary, annotations and the exit code. */
export interface RunOutcome {
  scorecard: Scorecard | null;
  published: PublishResult | null;
  /** Why the step failed (usage error, engine crash, gates); empty when it passed. */
  failures: string[];
}

/**
 * The Action: inputs → (a checkup, or the saved report in publish-only mode) → publish → gates.
 * 1. Reads and validates every input before any side effect (a bad input fails the step before a server
 *    starts); masks `mcp-env` and `mcp-headers` values; warns about inputs whose feature is not built yet.
 * 2. Runs the checkup (`runCheckup`), or reads `report-path` (no server started).
 * 3. Publishes (summary and outputs first; a failure to publish is a warning, never a failed step).
 * 4. Fails the step (`core.setFailed`) only for bad inputs, an engine error, or a failed gate (`mcp-fail-under`,
 *    `mcp-ci`). Never throws; never calls `process.exit` (the runner reads `process.exitCode`).
 */
export async function run(overrides: Partial<RunDeps> = {}): Promise<RunOutcome> {
  const deps: RunDeps = {
    io: coreIO,
    getInput: (name) => core.getInput(name),
    env: process.env,
    cwd: process.cwd(),
    runCheckup,
    ...overrides,
  };
  const { io } = deps;
  const outcome: RunOutcome = { scorecard: null, published: null, failures: [] };
  const fail = (message: string): RunOutcome => {
    outcome.failures.push(message);
    io.fail(message);
    return outcome;
  };

  let scorecard: Scorecard;
  let inputs: ActionInputs;
  try {
    inputs = readActionInputs(deps.getInput, { cwd: deps.cwd, env: deps.env });
    for (const secret of inputs.secrets) io.setSecret(secret);
    for (const name of inputs.notYetBuilt) {
      io.warning(`${name}: accepted and validated, but support for ${NOT_YET_BUILT_INPUTS[name] ?? "it"} is not built in this version yet.`);
    }
    if (inputs.mode.kind === "publish-only") {
      io.info(`Publish-only mode: publishing ${inputs.mode.reportPath} (no server is started).`);
      scorecard = readSavedReport(inputs.mode.reportPath);
    } else {
      scorecard = await deps.runCheckup(inputs.mode.options, {
        onPhase: (phase, detail) => io.info(`mcp-checkup: ${phase}${detail ? ` (${detail})` : ""}`),
      });
    }
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    return fail(`mcp-checkup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  outcome.scorecard = scorecard;
  io.info(`mcp-checkup: grade ${scorecard.grade}${scorecard.grade_cap.capped ? " (capped)" : ""}, score ${Math.round(scorecard.score * 100)}%.`);

  const context = readActionContext(deps.env);
  // Loaded after the checkup: the renderers and badge-maker (font-width tables) are not needed before the
  // server starts, so the Action's start-up does not pay for them.
  const { publish } = await import("./publish.js");
  outcome.published = await publish(scorecard, inputs, context, { io, ...(deps.github ? { github: deps.github } : {}) });

  const gates = gateFailures(scorecard, { failUnder: inputs.failUnder, ci: inputs.ci, allowDrift: inputs.allowDrift });
  if (gates.length > 0) {
    outcome.failures.push(...gates);
    io.fail(gates.join("; "));
  }
  return outcome;
}
