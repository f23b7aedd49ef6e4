import { basename, join } from "node:path";
import { checkOutputPath, isInside, writeFileAtomic } from "../files/safe-write.js";
import { renderShieldsEndpoint } from "../report/badge.js";
import { renderBadgeSvg } from "../report/badge-svg.js";
import { groupFindings } from "../report/group-findings.js";
import { jsonReportChunks } from "../report/json.js";
import { renderJunit } from "../report/junit.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif, type SarifOptions } from "../report/sarif.js";
import { compareResults } from "../scorecard/compare.js";
import type { Scorecard } from "../scorecard/types.js";
import { VERSION } from "../version.js";
import type { ActionIO } from "./action-io.js";
import { annotationNote, planAnnotations } from "./annotations.js";
import { commitFilesToBranch } from "./branch-commit.js";
import { buildCommentBody, buildSummary, type ShownChange } from "./comment-body.js";
import { createCommentsApi } from "./comments-api.js";
import { Inputs, Outputs, ReportFiles, type CommentMode } from "./constants.js";
import { readRepoFile } from "./contents-api.js";
import type { ActionContext } from "./context.js";
import type { GitHubAccess } from "./github-client.js";
import { describeGitHubError, type GitHubTask } from "./github-errors.js";
import type { ActionInputs } from "./inputs.js";
import { syncStickyComment, type CommentOutcome } from "./pr-comment.js";
import { publishableScorecard } from "./publishable.js";
import { parseReferenceReport, referenceFileName, renderReferenceReport, resultSnapshot, type ReferenceReport } from "./reference-report.js";
import type { ReferenceRun } from "./reference-run.js";

/** The inputs publishing reads, and how the SARIF report names this tool and locates results (`sarifOptionsFor`). */
export type PublishInputs = Pick<
  ActionInputs,
  "jobSummary" | "commentMode" | "commentTag" | "reportDir" | "badgePath" | "badgeBranch" | "prNumber"
> & {
  /** The sticky comment's key (`commentKey`, or `reportCommentKey` in publish-only mode). */
  commentKey: string;
  sarif?: SarifOptions;
  /** Whether the run fails a gate (`mcp-fail-under`, `mcp-ci`): `comment-mode: failures` comments then. */
  failing?: boolean;
  /** The folder the report files must stay in (`ActionInputs.workspace`); null or absent = anywhere. */
  workspace?: string | null;
};

/** The outside things publishing uses. */
export interface PublishDeps {
  io: ActionIO;
  /** The run's GitHub client (one per run, one deadline); null when there is no token or repository. */
  github: GitHubAccess | null;
  /** Whether this run may write the badge branch (`referenceRun`). Default: not a reference run. */
  reference?: ReferenceRun;
}

/** Files written to `report-dir` / `badge-path` (absolute paths). */
export interface ReportPaths {
  json: string;
  markdown: string;
  sarif: string;
  junit: string;
  badgeSvg: string;
  badgeEndpoint: string;
}

/** What was published. `warnings` repeats each warning given to the runner, in order. */
export interface PublishResult {
  summaryWritten: boolean;
  files: ReportPaths | null;
  /** Annotations emitted, and cause groups left out over the per-step limit. */
  annotations: { emitted: number; omittedGroups: number };
  /** The comparison shown, or why there is none. */
  change: ShownChange | null;
  comment: CommentOutcome | null;
  /** The badge-branch commit: its sha (null when every file was already there); null when nothing was committed. */
  badgeCommit: { commit: string | null; written: string[] } | null;
  warnings: string[];
}

/**
 * Publishes a scorecard, in this order, so a failure to publish never hides it (DESIGN.md "The Action"):
 * 1. the score outputs (grade after any cap, score and rates as 0..1 fractions) — before any API call;
 * 2. on a pull request with `badge-branch`: the reference report there, compared with this result
 *    (`compareResults`: grade and score moves, new and fixed findings, tools added or removed);
 * 3. the job summary ("What this changes", the full scorecard, where the annotations left off);
 * 4. report files in `report-dir` and the badge (`badge-path`), and the outputs naming them;
 * 5. annotations: one per cause group, at most 10 errors and 10 warnings, anchored to files (`planAnnotations`);
 * 6. on a reference run only (`deps.reference`): the badge SVG, its endpoint JSON and the reference report committed
 *    to `badge-branch` in one commit (`commitFilesToBranch`);
 * 7. the sticky PR comment, on `pr-number` or the event's PR, as `comment-mode` says; on a `workflow_run` event only
 *    when that PR's head is the commit the triggering run built (the PR number comes from an untrusted artifact).
 * Everything shown is rendered from `publishableScorecard` (advice in Action terms); the JSON report keeps the engine's
 * words. Each failing step becomes one warning naming its cause (`describeGitHubError`). Never throws.
 */
export async function publish(scorecard: Scorecard, inputs: PublishInputs, context: ActionContext, deps: PublishDeps): Promise<PublishResult> {
  const result: PublishResult = {
    summaryWritten: false,
    files: null,
    annotations: { emitted: 0, omittedGroups: 0 },
    change: null,
    comment: null,
    badgeCommit: null,
    warnings: [],
  };
  const warn = (message: string): void => {
    result.warnings.push(message);
    deps.io.warning(message);
  };
  const attempt = async (task: GitHubTask, step: () => unknown): Promise<void> => {
    try {
      await step();
    } catch (error) {
      warn(describeGitHubError(error, task));
    }
  };
  await attempt({ what: "Setting the outputs", permission: "" }, () => setScoreOutputs(deps.io, scorecard));
  const shown = publishableScorecard(scorecard);
  const run: PublishRun = {
    scorecard,
    shown,
    groups: groupFindings(shown.findings),
    inputs,
    context,
    deps,
    prNumber: inputs.prNumber ?? context.prNumber,
    result,
    warn,
    attempt,
  };
  const noComparison = await compareWithReference(run);
  const plan = planAnnotations(run.groups, inputs.sarif ?? {});
  await writeSummary(run, plan);
  await writeReports(run);
  await annotate(run, plan);
  await commitBadge(run);
  await commentOnPullRequest(run, noComparison);
  return result;
}

/** What the publishing steps share: the scorecard (and its publishable form), where to publish, the result so far. */
interface PublishRun {
  scorecard: Scorecard;
  /** `publishableScorecard(scorecard)`: what every report shown renders. */
  shown: Scorecard;
  groups: ReturnType<typeof groupFindings>;
  inputs: PublishInputs;
  context: ActionContext;
  deps: PublishDeps;
  /** The pull request to compare and comment on (`pr-number`, or the event's); null when there is none. */
  prNumber: number | null;
  result: PublishResult;
  /** Gives the runner a warning and records it in `result.warnings`. */
  warn: (message: string) => void;
  /** Runs a step; a failure becomes one warning naming its cause (`describeGitHubError`). */
  attempt: (task: GitHubTask, step: () => unknown) => Promise<void>;
}

/**
 * Step 2: on a pull request with `badge-branch`, reads the reference report there and sets `result.change`.
 * Returns why there is no comparison, for the comment (null when there is one, or nothing to say).
 */
async function compareWithReference(run: PublishRun): Promise<string | null> {
  const { inputs, context, prNumber } = run;
  const github = run.deps.github;
  const repo = context.repo;
  if (prNumber === null) return null;
  if (inputs.badgeBranch === "") return `Set \`${Inputs.BadgeBranch}\` on the default branch's runs to compare pull requests with it.`;
  if (github === null || repo === null) return null;
  let noComparison: string | null = null;
  const file = referenceFileName(inputs.badgePath);
  await run.attempt({ what: `Reading the reference report ${file} from branch ${inputs.badgeBranch}`, permission: "contents: read" }, async () => {
    const stored = await readRepoFile(await github(), repo, inputs.badgeBranch, file);
    const reference = stored === null ? null : parseReferenceReport(stored.content);
    if (reference === null) {
      noComparison = `No reference result on \`${inputs.badgeBranch}\` yet: the default branch's next push or scheduled run writes it.`;
      return;
    }
    run.result.change = {
      result: compareResults(reference.result, resultSnapshot(run.shown)),
      against: { branch: reference.branch, commit: reference.commit, runUrl: reference.run_url },
    };
  });
  return noComparison;
}

/** Step 3: the job summary, when `job-summary` is on. */
async function writeSummary(run: PublishRun, plan: ReturnType<typeof planAnnotations>): Promise<void> {
  if (!run.inputs.jobSummary) return;
  const { io } = run.deps;
  await run.attempt({ what: "Writing the job summary", permission: "" }, () => {
    run.result.summaryWritten = io.appendSummary(buildSummary(run.shown, { change: run.result.change, note: annotationNote(plan) }));
    if (!run.result.summaryWritten) io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
  });
}

/** Step 4: the report files and the badge, and the outputs naming them. */
async function writeReports(run: PublishRun): Promise<void> {
  const { inputs } = run;
  const { io } = run.deps;
  await run.attempt({ what: `Writing the reports to ${inputs.reportDir}`, permission: "" }, () => {
    const files = writeReportFiles(run.scorecard, run.shown, inputs.reportDir, inputs.badgePath, inputs.sarif, inputs.workspace ?? null);
    run.result.files = files;
    io.setOutput(Outputs.ReportJson, files.json);
    io.setOutput(Outputs.ReportMarkdown, files.markdown);
    io.setOutput(Outputs.ReportSarif, files.sarif);
    io.setOutput(Outputs.ReportJunit, files.junit);
    io.setOutput(Outputs.BadgeSvg, files.badgeSvg);
  });
}

/** Step 5: the annotations `plan` holds. */
async function annotate(run: PublishRun, plan: ReturnType<typeof planAnnotations>): Promise<void> {
  await run.attempt({ what: "Annotating the findings", permission: "" }, () => {
    for (const a of plan.annotations) run.deps.io.annotate(a.level, a.message, a);
    run.result.annotations = { emitted: plan.annotations.length, omittedGroups: plan.omittedGroups };
  });
}

/** Why there is no GitHub access for a step: no repository, or no token. */
function noAccessReason(repo: ActionContext["repo"]): string {
  return repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`;
}

/** Step 6: on a reference run with `badge-branch`, the badge, its endpoint JSON and the reference report in one commit. */
async function commitBadge(run: PublishRun): Promise<void> {
  const { inputs, context, shown } = run;
  const { io, github } = run.deps;
  const repo = context.repo;
  if (inputs.badgeBranch === "") return;
  const reference = run.deps.reference ?? { ok: false, reason: "this is not a reference run" };
  if (!reference.ok) {
    io.info(`${Inputs.BadgeBranch}: nothing committed: ${reference.reason}.`);
    return;
  }
  if (github === null || repo === null) {
    run.warn(`${Inputs.BadgeBranch}: nothing committed because ${noAccessReason(repo)}.`);
    return;
  }
  await run.attempt({ what: `Committing the badge to branch ${inputs.badgeBranch}`, permission: "contents: write" }, async () => {
    const client = await github();
    const referencePath = referenceFileName(inputs.badgePath);
    const previous = await readRepoFile(client, repo, inputs.badgeBranch, referencePath);
    const report: ReferenceReport = {
      "mcp-checkup-reference": 1,
      commit: context.sha,
      branch: reference.branch,
      run_url: context.runUrl,
      result: resultSnapshot(shown),
    };
    const done = await commitFilesToBranch(
      client,
      repo,
      inputs.badgeBranch,
      [
        { path: basename(inputs.badgePath), content: renderBadgeSvg(shown) },
        { path: basename(inputs.badgePath).replace(/\.svg$/, ".json"), content: `${JSON.stringify(renderShieldsEndpoint(shown))}\n` },
        { path: referencePath, content: renderReferenceReport(report, previous?.content ?? null) },
      ],
      { message: `mcp-checkup: grade ${shown.grade} on ${reference.branch}${context.sha ? ` at ${context.sha.slice(0, 7)}` : ""}`, createFrom: context.defaultBranch },
    );
    run.result.badgeCommit = { commit: done.commit, written: done.written };
    io.info(
      `${Inputs.BadgeBranch}: ${done.commit !== null ? `committed ${done.written.join(", ")}` : "badge and reference unchanged"} on ${inputs.badgeBranch}` +
        (done.branchCreated ? " (branch created)" : "") +
        ".",
    );
  });
}

/**
 * Step 7: the sticky PR comment, as `comment-mode` says; on a `workflow_run` event only when the PR's head is the
 * commit the triggering run built.
 */
async function commentOnPullRequest(run: PublishRun, noComparison: string | null): Promise<void> {
  const { inputs, context, prNumber, shown } = run;
  const { io, github } = run.deps;
  const repo = context.repo;
  if (prNumber === null || inputs.commentMode === "off") return;
  if (github === null || repo === null) {
    run.warn(`No PR comment: ${noAccessReason(repo)}. The scorecard is in the job summary.`);
    return;
  }
  const task = { what: `Commenting on PR #${prNumber}`, permission: "pull-requests: write", readOnlyPullRequest: context.readOnlyPullRequest, prNumber };
  await run.attempt(task, async () => {
    const api = createCommentsApi(await github(), repo);
    if (context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha) {
      // The report's PR number comes from an artifact of an untrusted run: it must name the PR that run built.
      run.warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
      return;
    }
    const body = buildCommentBody(shown, {
      key: inputs.commentKey,
      groups: run.groups,
      change: run.result.change,
      noComparison,
      footer: provenance(context),
      runUrl: context.runUrl,
    });
    const legacyTags = inputs.commentTag !== "" ? [inputs.commentTag] : [run.scorecard.server.name, run.scorecard.target];
    const outcome = await syncStickyComment(api, prNumber, { key: inputs.commentKey, legacyTags }, body, {
      create: shouldCreateComment(inputs.commentMode, run.result.change, shown, inputs.failing ?? false),
    });
    run.result.comment = outcome;
    if (outcome.action === "not-needed") {
      io.info(`PR #${prNumber}: no comment (${Inputs.CommentMode}: ${inputs.commentMode}, and this result does not call for one).`);
      return;
    }
    io.setOutput(Outputs.CommentId, String(outcome.id));
    if (outcome.url !== undefined) io.setOutput(Outputs.CommentUrl, outcome.url);
    const removed = outcome.deleted.length > 0 ? `; removed ${outcome.deleted.length} duplicate${outcome.deleted.length === 1 ? "" : "s"}` : "";
    io.info(`PR #${prNumber}: scorecard comment ${outcome.action}${outcome.url ? ` (${outcome.url})` : ""}${removed}.`);
  });
}

/**
 * Whether `comment-mode` asks for a new comment on this result (an existing one is always kept current):
 * `always`; `changes` when the result differs from the reference run's (or there is no reference to tell); `failures`
 * when the run fails a gate or has error findings; `off` never.
 */
export function shouldCreateComment(mode: CommentMode, change: ShownChange | null, scorecard: Scorecard, failing: boolean): boolean {
  if (mode === "always") return true;
  if (mode === "changes") return change === null || change.result.changed;
  if (mode === "failures") return failing || scorecard.findings.some((f) => f.severity === "error");
  return false;
}

/**
 * The comment's last line: the commit and the run that produced the result, and that the comment changes only with
 * the result. In publish-only mode (`workflow_run`), the scoring run — and the repository it ran from, when that is
 * not this one (a fork) — and this publishing run. Our own Markdown.
 */
export function provenance(context: ActionContext): string {
  const commit = context.sha ? `commit \`${context.sha.slice(0, 7)}\`` : "this commit";
  const run = context.runUrl ? `[workflow run](${context.runUrl})` : "this workflow run";
  const wr = context.workflowRun;
  const same = " · the comment is edited only when the result changes";
  if (wr === null) return `<sub>Result of ${commit} · ${run}${same}</sub>`;
  const home = context.repo ? `${context.repo.owner}/${context.repo.repo}` : null;
  const fork = wr.headRepository !== null && wr.headRepository !== home ? ` from \`${wr.headRepository}\`` : "";
  const scorer = wr.url ? `[${wr.name.replace(/[[\]()<>`]/g, "")}](${wr.url})` : `\`${wr.name.replace(/`/g, "")}\``;
  return `<sub>Scored by ${scorer} (${wr.event || "a"} run${fork}) on ${commit}, published by ${run} from its saved report${same}</sub>`;
}

/**
 * Writes the JSON report (`scorecard`, the engine's words), the Markdown, SARIF and JUnit reports (`shown`, in the
 * Action's words) to `reportDir`, the SVG badge to `badgePath` and its endpoint JSON beside it, each atomically and
 * never through a link (`writeFileAtomic`). With `workspace`, both paths must still lie inside it, links resolved
 * (checked again here: the code under test ran since the inputs were read). Throws the file system's error, or an
 * `Error` naming the input for a path outside the workspace.
 */
export function writeReportFiles(
  scorecard: Scorecard,
  shown: Scorecard,
  reportDir: string,
  badgePath: string,
  sarif: SarifOptions = { toolVersion: VERSION },
  workspace: string | null = null,
): ReportPaths {
  const paths: ReportPaths = {
    json: join(reportDir, ReportFiles.Json),
    markdown: join(reportDir, ReportFiles.Markdown),
    sarif: join(reportDir, ReportFiles.Sarif),
    junit: join(reportDir, ReportFiles.Junit),
    badgeSvg: badgePath,
    badgeEndpoint: badgePath.replace(/\.svg$/, ".json"),
  };
  const inside = (name: string, path: string): void => {
    if (workspace !== null && !isInside(workspace, path)) throw new Error(`${name} '${path}' leads outside the workspace ${workspace} (links resolved); nothing written there`);
  };
  inside(Inputs.ReportDir, reportDir);
  inside(Inputs.BadgePath, badgePath);
  // Folders are created one level at a time and tried for writing (never Node's recursive mkdir, which spins on /proc).
  checkOutputPath(paths.json);
  checkOutputPath(paths.badgeSvg);
  inside(Inputs.ReportDir, reportDir);
  inside(Inputs.BadgePath, badgePath);
  writeFileAtomic(paths.json, jsonReportChunks(scorecard));
  writeFileAtomic(paths.markdown, renderMarkdown(shown));
  writeFileAtomic(paths.sarif, renderSarif(shown, sarif));
  writeFileAtomic(paths.junit, renderJunit(shown));
  writeFileAtomic(paths.badgeSvg, renderBadgeSvg(shown));
  writeFileAtomic(paths.badgeEndpoint, `${JSON.stringify(renderShieldsEndpoint(shown))}\n`);
  return paths;
}

/**
 * Sets the score outputs: `mcp-grade` (after any cap), `mcp-score` and the rates as 0..1 fractions (as in the
 * JSON report; `mcp-effect-rate` is empty when no high-confidence probe ran) and `mcp-grade-capped`
 * (`true`/`false`). The report paths are set once the files are written.
 */
export function setScoreOutputs(io: ActionIO, scorecard: Scorecard): void {
  io.setOutput(Outputs.Grade, scorecard.grade);
  io.setOutput(Outputs.Score, String(scorecard.score));
  io.setOutput(Outputs.HappyRate, String(scorecard.happy_pass_rate));
  io.setOutput(Outputs.EdgeRate, String(scorecard.edge_resilience_rate));
  io.setOutput(Outputs.LintScore, String(scorecard.lint_score));
  io.setOutput(Outputs.EffectRate, scorecard.effect_rate === null ? "" : String(scorecard.effect_rate));
  io.setOutput(Outputs.GradeCapped, String(scorecard.grade_cap.capped));
  io.setOutput(Outputs.Coverage, scorecard.coverage === null ? "" : String(scorecard.coverage));
  io.setOutput(Outputs.Provisional, String(scorecard.provisional));
}
