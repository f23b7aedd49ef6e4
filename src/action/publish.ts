import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { renderBadgeSvg, renderShieldsEndpoint } from "../report/badge.js";
import { groupFindings } from "../report/group-findings.js";
import { renderJson } from "../report/json.js";
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
  const { io } = deps;
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
    io.warning(message);
  };
  const attempt = async (task: GitHubTask, step: () => unknown): Promise<void> => {
    try {
      await step();
    } catch (error) {
      warn(describeGitHubError(error, task));
    }
  };
  const readOnlyPullRequest = context.readOnlyPullRequest;

  await attempt({ what: "Setting the outputs", permission: "" }, () => setScoreOutputs(io, scorecard));
  const shown = publishableScorecard(scorecard);
  const groups = groupFindings(shown.findings);
  const repo = context.repo;
  const github = deps.github;
  const prNumber = inputs.prNumber ?? context.prNumber;

  let noComparison: string | null = null;
  if (prNumber !== null) {
    if (inputs.badgeBranch === "") {
      noComparison = `Set \`${Inputs.BadgeBranch}\` on the default branch's runs to compare pull requests with it.`;
    } else if (github !== null && repo !== null) {
      const file = referenceFileName(inputs.badgePath);
      await attempt({ what: `Reading the reference report ${file} from branch ${inputs.badgeBranch}`, permission: "contents: read" }, async () => {
        const stored = await readRepoFile(await github(), repo, inputs.badgeBranch, file);
        const reference = stored === null ? null : parseReferenceReport(stored.content);
        if (reference === null) {
          noComparison = `No reference result on \`${inputs.badgeBranch}\` yet: the default branch's next push or scheduled run writes it.`;
          return;
        }
        result.change = {
          result: compareResults(reference.result, resultSnapshot(shown)),
          against: { branch: reference.branch, commit: reference.commit, runUrl: reference.run_url },
        };
      });
    }
  }

  const plan = planAnnotations(groups, inputs.sarif ?? {});
  if (inputs.jobSummary) {
    await attempt({ what: "Writing the job summary", permission: "" }, () => {
      result.summaryWritten = io.appendSummary(buildSummary(shown, { change: result.change, note: annotationNote(plan) }));
      if (!result.summaryWritten) io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
    });
  }
  await attempt({ what: `Writing the reports to ${inputs.reportDir}`, permission: "" }, () => {
    const files = writeReportFiles(scorecard, shown, inputs.reportDir, inputs.badgePath, inputs.sarif);
    result.files = files;
    io.setOutput(Outputs.ReportJson, files.json);
    io.setOutput(Outputs.ReportMarkdown, files.markdown);
    io.setOutput(Outputs.ReportSarif, files.sarif);
    io.setOutput(Outputs.ReportJunit, files.junit);
    io.setOutput(Outputs.BadgeSvg, files.badgeSvg);
  });
  await attempt({ what: "Annotating the findings", permission: "" }, () => {
    for (const a of plan.annotations) io.annotate(a.level, a.message, a);
    result.annotations = { emitted: plan.annotations.length, omittedGroups: plan.omittedGroups };
  });

  if (inputs.badgeBranch !== "") {
    const reference = deps.reference ?? { ok: false, reason: "this is not a reference run" };
    if (!reference.ok) {
      io.info(`${Inputs.BadgeBranch}: nothing committed: ${reference.reason}.`);
    } else if (github === null || repo === null) {
      warn(`${Inputs.BadgeBranch}: nothing committed because ${repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}.`);
    } else {
      await attempt({ what: `Committing the badge to branch ${inputs.badgeBranch}`, permission: "contents: write" }, async () => {
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
        result.badgeCommit = { commit: done.commit, written: done.written };
        io.info(
          `${Inputs.BadgeBranch}: ${done.commit !== null ? `committed ${done.written.join(", ")}` : "badge and reference unchanged"} on ${inputs.badgeBranch}` +
            (done.branchCreated ? " (branch created)" : "") +
            ".",
        );
      });
    }
  }

  if (prNumber !== null && inputs.commentMode !== "off") {
    if (github === null || repo === null) {
      warn(`No PR comment: ${repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}. The scorecard is in the job summary.`);
    } else {
      const task = { what: `Commenting on PR #${prNumber}`, permission: "pull-requests: write", readOnlyPullRequest, prNumber };
      await attempt(task, async () => {
        const api = createCommentsApi(await github(), repo);
        if (context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha) {
          // The report's PR number comes from an artifact of an untrusted run: it must name the PR that run built.
          warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
          return;
        }
        const body = buildCommentBody(shown, {
          key: inputs.commentKey,
          groups,
          change: result.change,
          noComparison,
          footer: provenance(context),
          runUrl: context.runUrl,
        });
        const legacyTags = inputs.commentTag !== "" ? [inputs.commentTag] : [scorecard.server.name, scorecard.target];
        const outcome = await syncStickyComment(api, prNumber, { key: inputs.commentKey, legacyTags }, body, {
          create: shouldCreateComment(inputs.commentMode, result.change, shown, inputs.failing ?? false),
        });
        result.comment = outcome;
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
  }
  return result;
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
 * Action's words) to `reportDir`, the SVG badge to `badgePath` and its endpoint JSON beside it. Throws the file
 * system's error.
 */
export function writeReportFiles(
  scorecard: Scorecard,
  shown: Scorecard,
  reportDir: string,
  badgePath: string,
  sarif: SarifOptions = { toolVersion: VERSION },
): ReportPaths {
  const paths: ReportPaths = {
    json: join(reportDir, ReportFiles.Json),
    markdown: join(reportDir, ReportFiles.Markdown),
    sarif: join(reportDir, ReportFiles.Sarif),
    junit: join(reportDir, ReportFiles.Junit),
    badgeSvg: badgePath,
    badgeEndpoint: badgePath.replace(/\.svg$/, ".json"),
  };
  mkdirSync(reportDir, { recursive: true });
  mkdirSync(dirname(badgePath), { recursive: true });
  writeFileSync(paths.json, renderJson(scorecard), "utf8");
  writeFileSync(paths.markdown, renderMarkdown(shown), "utf8");
  writeFileSync(paths.sarif, renderSarif(shown, sarif), "utf8");
  writeFileSync(paths.junit, renderJunit(shown), "utf8");
  writeFileSync(paths.badgeSvg, renderBadgeSvg(shown), "utf8");
  writeFileSync(paths.badgeEndpoint, `${JSON.stringify(renderShieldsEndpoint(shown))}\n`, "utf8");
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
