import * as core from "@actions/core";
import { runCheckup } from "../checkup/run-checkup.js";
import { sarifAutomationId, sarifOptionsFor } from "../report/sarif-options.js";
import type { Snapshot } from "../checkup/live-snapshot.js";
import { OptionError, UsageError } from "../errors.js";
import { actionName } from "../checkup/option-names.js";
import { redactorFor } from "../checkup/target-inputs.js";
import { redactScorecard } from "../scorecard/redact-scorecard.js";
import { Redactor } from "../secrets/redactor.js";
import { explicitSecrets } from "../secrets/secret-values.js";
import type { Scorecard } from "../scorecard/types.js";
import { coreIO, type ActionIO } from "./action-io.js";
import { Inputs, NOT_YET_BUILT_INPUTS } from "./constants.js";
import { readActionContext } from "./context.js";
import { reportCommentKey } from "./comment-key.js";
import { gateFailures } from "../checkup/gate.js";
import { GITHUB_LIMITS, lazyGitHub, type GitHubLimits } from "./github-client.js";
import { describeGitHubError } from "./github-errors.js";
import { referenceRun, type ReferenceRun } from "./reference-run.js";
import { reportInconsistency, unknownRules } from "../scorecard/report-consistency.js";
import { readActionInputs, type ActionInputs, type GetInput } from "./inputs.js";
import type { PublishResult } from "./publish.js";
import type { AggregateOutcome } from "./aggregate-mode.js";
import type { IssueOutcome } from "./regression-issue.js";
import type { RegressionBaseline } from "../scorecard/regression.js";
import { readSavedReport } from "../scorecard/saved-report.js";
import { updateBaseline, type BaselineUpdateStatus } from "./update-baseline.js";

/** The outside things a run uses; every one has the runner's default, tests replace some. */
export interface RunDeps {
  io: ActionIO;
  getInput: GetInput;
  env: NodeJS.ProcessEnv;
  /** The workspace; relative path inputs resolve against it. */
  cwd: string;
  runCheckup: typeof runCheckup;
  /** How long GitHub's API is waited on (`GITHUB_LIMITS` on a runner; tests shorten them). */
  githubLimits: GitHubLimits;
  /** Subscribes to SIGINT/SIGTERM until the returned function unsubscribes (default: this process's signals). */
  onSignal: (listener: (signal: "SIGINT" | "SIGTERM") => void) => () => void;
}

/** This process's SIGINT and SIGTERM (the runner sends SIGINT, then SIGTERM, when a job is cancelled). */
function processSignals(listener: (signal: "SIGINT" | "SIGTERM") => void): () => void {
  process.on("SIGINT", listener);
  process.on("SIGTERM", listener);
  return () => {
    process.off("SIGINT", listener);
    process.off("SIGTERM", listener);
  };
}

/**
 * `io` with every text it is given redacted (issue 12: nothing secret published): log lines, warnings, the failure,
 * annotations, the summary and outputs. Masking (`setSecret`) passes through.
 */
function redactingIo(io: ActionIO, redactor: Redactor): ActionIO {
  if (!redactor.active) return io;
  const r = (text: string) => redactor.text(text);
  return {
    setOutput: (name, value) => io.setOutput(name, r(value)),
    appendSummary: (markdown) => io.appendSummary(r(markdown)),
    annotate: (level, message, where) => io.annotate(level, r(message), { ...where, title: r(where.title) }),
    warning: (message) => io.warning(r(message)),
    info: (message) => io.info(r(message)),
    setSecret: (value) => io.setSecret(value),
    fail: (message) => io.fail(r(message)),
  };
}

/** What a run did, for tests; the runner sees only outputs, the summary, annotations and the exit code. */
export interface RunOutcome {
  scorecard: Scorecard | null;
  published: PublishResult | null;
  /** What `mcp-update-baseline` did; null when it is off or the run stopped before it. */
  baseline: BaselineUpdateStatus | null;
  /** Why the step failed (usage error, engine crash, gates); empty when it passed. */
  failures: string[];
  /** What aggregate mode (`report-paths`) did; null in the other modes. */
  aggregate: AggregateOutcome | null;
  /** What `issue-on-regression` did to the server's issue; null when it did not run or could not. */
  issue: IssueOutcome | null;
}

/**
 * The Action: inputs → (a checkup, or the saved report in publish-only mode) → publish → baseline → gates.
 * 1. Reads and validates every input before any side effect (a bad input fails the step before a server
 *    starts); masks the long-enough `mcp-env` and `mcp-headers` values; warns about inputs whose feature is not
 *    built yet. The server starts from the runner's environment without the Action's own variables.
 * 2. Runs the checkup (`runCheckup`, with `mcp-accepted` applied), or reads `report-path` (no server started),
 *    publishing a report only when its grade follows from its own results (`reportInconsistency`; rules this
 *    version does not know are kept). Aggregate mode (`report-paths`) publishes several saved reports as one and
 *    returns (`runAggregateMode`).
 * 3. Publishes (outputs first; a failure to publish is a warning, never a failed step) with one GitHub client whose
 *    calls are bounded by `githubLimits`; SARIF results and annotations are located in `mcp-baseline` and
 *    `mcp-config` (`sarifOptionsFor`, relative to the workspace).
 * 4. With `mcp-update-baseline`, on a reference run (`referenceRun`: the default branch's push, schedule or
 *    dispatch), commits the live snapshot (`updateBaseline`; a failure is a warning).
 * 5. With `issue-on-regression` (on schedule runs by default), on a reference run: keeps the server's regression
 *    issue, comparing with the reference report read before this run committed its own (`keepRegressionIssue`; a
 *    failure is a warning).
 * 6. Fails the step (`core.setFailed`) only for bad inputs, an engine error, or a failed gate (`mcp-fail-under`,
 *    `mcp-ci`). Never throws; never calls `process.exit` (the runner reads `process.exitCode`).
 * Secrets: the scorecard is redacted once (`redactScorecard`: the target's secrets and the GitHub token) before
 * anything is rendered, and every text given to the runner passes the same redactor. Interrupted (SIGINT/SIGTERM,
 * as when a job is cancelled): the checkup stops, the partial scorecard (`interrupted: true`) is published like any
 * other (summary, outputs, files, comment), no baseline is committed, and the step fails with one error.
 */
export async function run(overrides: Partial<RunDeps> = {}): Promise<RunOutcome> {
  const deps: RunDeps = {
    io: coreIO,
    getInput: (name) => core.getInput(name),
    env: process.env,
    cwd: process.cwd(),
    runCheckup,
    githubLimits: GITHUB_LIMITS,
    onSignal: processSignals,
    ...overrides,
  };
  let io = deps.io;
  const outcome: RunOutcome = { scorecard: null, published: null, baseline: null, failures: [], aggregate: null, issue: null };
  const fail = (message: string): RunOutcome => {
    outcome.failures.push(message);
    io.fail(message);
    return outcome;
  };

  let scorecard: Scorecard;
  let inputs: ActionInputs;
  let snapshot: Snapshot | null = null;
  let redactor = Redactor.none;
  let signalled: string | undefined;
  try {
    inputs = await readActionInputs(deps.getInput, { cwd: deps.cwd, env: deps.env });
    for (const secret of inputs.secrets) io.setSecret(secret);
    const token = explicitSecrets([inputs.githubToken]);
    redactor = (inputs.mode.kind === "checkup" ? redactorFor(inputs.mode.options.target) : Redactor.none).with(token);
    io = redactingIo(io, redactor);
    for (const name of inputs.notYetBuilt) {
      io.warning(`${name}: accepted and validated, but support for ${NOT_YET_BUILT_INPUTS[name] ?? "it"} is not built in this version yet.`);
    }
    if (inputs.mode.kind === "checkup" && inputs.baselinePath !== null && inputs.mode.options.baseline === undefined) {
      io.info(`${Inputs.McpBaseline}: ${inputs.baselinePath} does not exist yet, so no drift is reported; ${Inputs.McpUpdateBaseline} writes it on a push to the default branch.`);
    }
    if (inputs.mode.kind === "aggregate") {
      const { runAggregateMode } = await import("./aggregate-mode.js");
      const context = readActionContext(deps.env);
      const github = context.repo !== null && inputs.githubToken !== "" ? lazyGitHub(inputs.githubToken, context.apiUrl, deps.githubLimits, (m) => io.info(m)) : null;
      outcome.aggregate = await runAggregateMode(inputs, inputs.mode.patterns, context, { io, github, cwd: deps.cwd });
      if (outcome.aggregate.failures.length > 0) {
        outcome.failures.push(...outcome.aggregate.failures);
        io.fail(outcome.aggregate.failures.join("; "));
      }
      return outcome;
    }
    if (inputs.mode.kind === "publish-only") {
      io.info(`Publish-only mode: publishing ${inputs.mode.reportPath} (no server is started).`);
      scorecard = readSavedReport(inputs.mode.reportPath, Inputs.ReportPath);
      const unknown = unknownRules(scorecard);
      if (unknown.length > 0) {
        io.info(`${Inputs.ReportPath}: rules this version does not know are published by id: ${unknown.join(", ")} (a newer mcp-checkup wrote the report).`);
      }
      const inconsistency = reportInconsistency(scorecard);
      if (inconsistency !== null) {
        return fail(
          `${Inputs.ReportPath}: refused to publish ${inputs.mode.reportPath}: ${inconsistency}. The report was changed after it was ` +
            `scored, or another mcp-checkup version wrote it (use the same version in both workflows); nothing was published.`,
        );
      }
    } else {
      const controller = new AbortController();
      const unsubscribe = deps.onSignal((signal) => {
        signalled ??= signal;
        io.info(`mcp-checkup: got ${signal}; stopping the server and publishing the partial scorecard.`);
        controller.abort(signal);
      });
      try {
        scorecard = await deps.runCheckup(
          { ...inputs.mode.options, secrets: [...(inputs.mode.options.secrets ?? []), ...redactor.values()], signal: controller.signal },
          {
            onPhase: (phase, detail) => io.info(`mcp-checkup: ${phase}${detail ? ` (${detail})` : ""}`),
            ...(inputs.updateBaseline ? { onSnapshot: (live: Snapshot) => void (snapshot = live) } : {}),
          },
        );
      } finally {
        unsubscribe();
      }
    }
  } catch (error) {
    if (error instanceof UsageError) return fail(error instanceof OptionError ? error.wordedFor(actionName) : error.message);
    return fail(`mcp-checkup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  // The one seam before anything is rendered or published: no secret of the run, and not the token, goes out.
  scorecard = redactScorecard(scorecard, redactor);
  outcome.scorecard = scorecard;
  io.info(`mcp-checkup: grade ${scorecard.grade}${scorecard.grade_cap.capped ? " (capped)" : ""}, score ${Math.round(scorecard.score * 100)}%.`);

  const context = readActionContext(deps.env);
  const gates = gateFailures(scorecard, inputs.gate, "action");
  const repo = context.repo;
  const github = repo !== null && inputs.githubToken !== "" ? lazyGitHub(inputs.githubToken, context.apiUrl, deps.githubLimits, (m) => io.info(m)) : null;
  const noGitHub = repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`;
  const issueWanted =
    inputs.mode.kind === "checkup" && !scorecard.interrupted && (inputs.issueMode === "true" || (inputs.issueMode === "auto" && context.eventName === "schedule"));
  // Loaded only when needed, after the checkup (like publish.js below).
  const issues = issueWanted ? await import("./regression-issue.js") : null;
  const needsReference = inputs.badgeBranch !== "" || inputs.updateBaseline || issueWanted;
  const reference: ReferenceRun = needsReference
    ? await referenceRun(context, inputs.referenceBranches, inputs.mode.kind === "publish-only", async () =>
        github !== null && repo !== null ? (await (await github()).rest.repos.get({ ...repo })).data.default_branch : null,
      )
    : { ok: false, reason: "nothing to commit" };
  // The regression issue compares with the reference as it was before this run commits its own.
  let regressionBaseline: RegressionBaseline | null = null;
  const issueRun = issueWanted && reference.ok;
  if (issueWanted && !reference.ok) io.info(`${Inputs.IssueOnRegression}: no issue kept: ${reference.reason}.`);
  if (issueRun && inputs.badgeBranch === "") {
    io.info(`${Inputs.IssueOnRegression}: without ${Inputs.BadgeBranch} there is no reference report, so only a server that no longer starts opens an issue.`);
  } else if (issueRun && github !== null && repo !== null) {
    try {
      regressionBaseline = await issues!.readRegressionBaseline(await github(), repo, inputs.badgeBranch, inputs.badgePath);
    } catch (error) {
      io.warning(`${Inputs.IssueOnRegression}: ${describeGitHubError(error, { what: `Reading the reference report from branch ${inputs.badgeBranch}`, permission: "contents: read" })}`);
    }
  }
  // Loaded after the checkup: the renderers and badge-maker (font-width tables) are not needed before the
  // server starts, so the Action's start-up does not pay for them.
  const { publish } = await import("./publish.js");
  const sarif = sarifOptionsFor(
    {
      ...(inputs.baselinePath !== null ? { baseline: inputs.baselinePath } : {}),
      ...(inputs.configPath !== null ? { config: inputs.configPath } : {}),
      ...(inputs.serverName !== "" ? { server: inputs.serverName } : {}),
    },
    deps.cwd,
  );
  const commentKey = inputs.commentKey ?? reportCommentKey(scorecard.target);
  // Each server its own code-scanning category (a matrix uploads one SARIF per leg), keyed like its comment.
  sarif.automationId = sarifAutomationId(commentKey);
  // A partial scorecard is published for reading, never committed as the branch's badge.
  const badge = scorecard.interrupted ? { badgeBranch: "" } : {};
  outcome.published = await publish(scorecard, { ...inputs, commentKey, sarif, failing: gates.length > 0, ...badge }, context, { io, github, reference });

  if (scorecard.interrupted) {
    // One error for the step; no baseline from a partial run, and no gate on a partial grade.
    return fail(
      `mcp-checkup was interrupted (${signalled ?? scorecard.interruption ?? "stopped early"}): the server was stopped and the partial scorecard ` +
        "(interrupted: true) was published to the summary, the outputs and the report files.",
    );
  }

  if (inputs.updateBaseline && inputs.baselinePath !== null) {
    try {
      outcome.baseline = await updateBaseline({
        snapshot,
        baselinePath: inputs.baselinePath,
        root: deps.cwd,
        reference,
        github: github !== null && repo !== null ? { repo, access: github } : null,
        noGitHub,
        io,
      });
    } catch (error) {
      io.warning(
        `${Inputs.McpUpdateBaseline}: ${describeGitHubError(error, { what: "Committing the snapshot", permission: "contents: write" })}`,
      );
    }
  }

  if (issueRun && issues !== null) {
    outcome.issue = await issues.keepRegressionIssue(scorecard, regressionBaseline, { key: commentKey, label: inputs.issueLabel }, context, { io, github, noGitHub });
  }

  if (gates.length > 0) {
    outcome.failures.push(...gates);
    io.fail(gates.join("; "));
  }
  return outcome;
}
