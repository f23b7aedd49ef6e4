import { basename, join } from "node:path";
import { checkOutputPath, isInside, writeFileAtomic } from "../files/safe-write.js";
import { compareFindings, type Finding } from "../findings/finding.js";
import { renderBadgeSvg, renderShieldsEndpoint } from "../report/badge.js";
import { renderJson } from "../report/json.js";
import { renderJunit } from "../report/junit.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif, type SarifOptions } from "../report/sarif.js";
import { removeUnsafeChars, toOneLine, truncate } from "../report/unsafe-chars.js";
import type { Scorecard } from "../scorecard/types.js";
import { VERSION } from "../version.js";
import type { ActionIO } from "./action-io.js";
import { commitBadgeFiles } from "./badge-branch.js";
import { buildCommentBody, buildSummary } from "./comment-body.js";
import { createCommentsApi } from "./comments-api.js";
import { ANNOTATION_LIMIT, commentMarker, FORK_RECIPE_ANCHOR, Inputs, Outputs, ReportFiles } from "./constants.js";
import { PULL_REQUEST_EVENTS, type ActionContext } from "./context.js";
import { createGitHubClient, httpStatus, isPermissionError, type GitHubClient } from "./github-client.js";
import type { ActionInputs } from "./inputs.js";
import { syncStickyComment, type CommentOutcome } from "./pr-comment.js";

/** The inputs publishing reads, and how the SARIF report names this tool and locates results (`actionSarifOptions`). */
export type PublishInputs = Pick<
  ActionInputs,
  "jobSummary" | "comment" | "commentTag" | "reportDir" | "badgePath" | "badgeBranch" | "prNumber" | "githubToken"
> & { sarif?: SarifOptions; workspace?: string | null };

/** The outside things publishing uses; `github` makes the REST client (default: `getOctokit` on `apiUrl`). */
export interface PublishDeps {
  io: ActionIO;
  github?: (token: string, apiUrl: string) => Promise<GitHubClient>;
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
  annotations: number;
  comment: CommentOutcome | null;
  badgeBranchCommitted: boolean;
  warnings: string[];
}

/**
 * Publishes a scorecard, in this order, so a failure to publish never hides it (DESIGN.md "The Action"):
 * 1. the job summary (skipped quietly without `GITHUB_STEP_SUMMARY`, or with `job-summary: false`);
 * 2. the score outputs (grade after any cap, score and rates as 0..1 fractions);
 * 3. report files in `report-dir` (JSON, Markdown, SARIF, JUnit) and the badge (`badge-path`: SVG + shields endpoint JSON),
 *    and the outputs naming them;
 * 4. annotations: error findings as `core.error`, warnings as `core.warning`, at most {@link ANNOTATION_LIMIT};
 * 5. the badge files committed to `badge-branch` (not on pull-request events: the badge shows the branch a
 *    README links, not a PR);
 * 6. the sticky PR comment, on `pr-number` or the event's PR, with `comment: true`; on a `workflow_run` event
 *    only when that PR's head is the commit the triggering run built (the PR number comes from an untrusted
 *    artifact; github-action-notes §2.3).
 * Each failing step becomes a warning; a 403 ("Resource not accessible by integration", a read-only token on
 * fork and Dependabot PRs) becomes a warning naming the two-workflow recipe. Never throws.
 */
export async function publish(scorecard: Scorecard, inputs: PublishInputs, context: ActionContext, deps: PublishDeps): Promise<PublishResult> {
  const { io } = deps;
  const result: PublishResult = { summaryWritten: false, files: null, annotations: 0, comment: null, badgeBranchCommitted: false, warnings: [] };
  const warn = (message: string): void => {
    result.warnings.push(message);
    io.warning(message);
  };
  const attempt = async (what: string, step: () => unknown): Promise<void> => {
    try {
      await step();
    } catch (error) {
      warn(`${what} failed: ${errorText(error)}`);
    }
  };

  if (inputs.jobSummary) {
    await attempt("Writing the job summary", () => {
      result.summaryWritten = io.appendSummary(buildSummary(scorecard));
      if (!result.summaryWritten) io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
    });
  }
  await attempt("Setting the outputs", () => setScoreOutputs(io, scorecard));
  await attempt(`Writing the reports to ${inputs.reportDir}`, () => {
    const files = writeReportFiles(scorecard, inputs.reportDir, inputs.badgePath, inputs.sarif, inputs.workspace ?? null);
    result.files = files;
    io.setOutput(Outputs.ReportJson, files.json);
    io.setOutput(Outputs.ReportMarkdown, files.markdown);
    io.setOutput(Outputs.ReportSarif, files.sarif);
    io.setOutput(Outputs.ReportJunit, files.junit);
    io.setOutput(Outputs.BadgeSvg, files.badgeSvg);
  });
  await attempt("Annotating the findings", () => {
    result.annotations = annotateFindings(io, scorecard.findings);
  });

  const github = deps.github ?? createGitHubClient;
  const repo = context.repo;
  if (inputs.badgeBranch !== "") {
    if (PULL_REQUEST_EVENTS.includes(context.eventName)) {
      io.info(`${Inputs.BadgeBranch}: not committed on ${context.eventName} events; the badge follows the branch runs (push, schedule).`);
    } else if (result.files === null) {
      warn(`${Inputs.BadgeBranch}: nothing committed because the badge files could not be written.`);
    } else if (repo === null || inputs.githubToken === "") {
      warn(`${Inputs.BadgeBranch}: nothing committed because ${repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}.`);
    } else {
      const files = result.files;
      await attempt(`Committing the badge to branch ${inputs.badgeBranch}`, async () => {
        try {
          const svg = renderBadgeSvg(scorecard);
          const endpoint = `${JSON.stringify(renderShieldsEndpoint(scorecard))}\n`;
          const done = await commitBadgeFiles(
            await github(inputs.githubToken, context.apiUrl),
            repo,
            inputs.badgeBranch,
            [
              { path: basename(files.badgeSvg), content: svg },
              { path: basename(files.badgeEndpoint), content: endpoint },
            ],
            { defaultBranch: context.defaultBranch },
          );
          result.badgeBranchCommitted = true;
          io.info(
            `${Inputs.BadgeBranch}: ${done.written.length > 0 ? `committed ${done.written.join(", ")}` : "badge unchanged"} on ${inputs.badgeBranch}` +
              (done.branchCreated ? " (branch created)" : "") +
              ".",
          );
        } catch (error) {
          if (isPermissionError(error)) {
            throw new Error(`the token cannot write to the repository; give the job \`permissions: contents: write\` (${errorText(error)})`);
          }
          throw error;
        }
      });
    }
  }

  const prNumber = inputs.prNumber ?? context.prNumber;
  if (inputs.comment && prNumber !== null) {
    if (repo === null || inputs.githubToken === "") {
      warn(`No PR comment: ${repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}. The scorecard is in the job summary.`);
    } else {
      try {
        const tag = inputs.commentTag || scorecard.server.name.trim() || scorecard.target;
        const body = buildCommentBody(scorecard, { marker: commentMarker(tag), runUrl: context.runUrl });
        const api = createCommentsApi(await github(inputs.githubToken, context.apiUrl), repo);
        const stale = context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha;
        if (stale) {
          // The report's PR number comes from an artifact of an untrusted run: it must name the PR that run built.
          warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
        } else {
          const outcome = await syncStickyComment(api, prNumber, commentMarker(tag), body);
          result.comment = outcome;
          io.setOutput(Outputs.CommentId, String(outcome.id));
          if (outcome.url !== undefined) io.setOutput(Outputs.CommentUrl, outcome.url);
          io.info(`PR #${prNumber}: scorecard comment ${outcome.action}${outcome.url ? ` (${outcome.url})` : ""}.`);
        }
      } catch (error) {
        if (isPermissionError(error)) warn(readOnlyTokenWarning(prNumber, error));
        else warn(`Commenting on PR #${prNumber} failed: ${errorText(error)}. The scorecard is in the job summary.`);
      }
    }
  }
  return result;
}

/**
 * The warning for a token that may not comment (fork and Dependabot PRs get a read-only `GITHUB_TOKEN`): names
 * the two-workflow recipe and warns off `pull_request_target` (github-action-notes §2.3).
 */
export function readOnlyTokenWarning(prNumber: number, error: unknown): string {
  return (
    `Could not comment on PR #${prNumber}: the token may not write (${errorText(error)}), as on pull requests from forks ` +
    `and Dependabot. The scorecard is in the job summary and the outputs. To get the comment, use the two-workflow ` +
    `recipe: upload ${ReportFiles.Json} as an artifact here, and publish it from a workflow_run workflow with ` +
    `${Inputs.ReportPath} and ${Inputs.PrNumber} (${FORK_RECIPE_ANCHOR}). Do not use pull_request_target with a ` +
    `checkout of the PR's code: the checkup runs that code.`
  );
}

/**
 * Writes the JSON, Markdown, SARIF (with `sarif`; default: this version, no file locations) and JUnit reports to
 * `reportDir`, the SVG badge to `badgePath` and its endpoint JSON beside it, each atomically and never through a
 * link (`writeFileAtomic`). With `workspace`, both paths must still lie inside it, links resolved (checked again
 * here: the code under test ran since the inputs were read). Throws the file system's error, or an `Error` naming the
 * input for a path outside the workspace.
 */
export function writeReportFiles(
  scorecard: Scorecard,
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
  writeFileAtomic(paths.json, renderJson(scorecard));
  writeFileAtomic(paths.markdown, renderMarkdown(scorecard));
  writeFileAtomic(paths.sarif, renderSarif(scorecard, sarif));
  writeFileAtomic(paths.junit, renderJunit(scorecard));
  writeFileAtomic(paths.badgeSvg, renderBadgeSvg(scorecard));
  writeFileAtomic(paths.badgeEndpoint, `${JSON.stringify(renderShieldsEndpoint(scorecard))}\n`);
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
}

/**
 * Emits error findings as error annotations and warnings as warning annotations, errors first, in report order,
 * at most `limit`; the rest are counted in one log line. Text is one line, at most 500 characters, without
 * control or bidi characters (annotations are plain text; server text is quoted in it). Returns how many were emitted.
 */
export function annotateFindings(io: ActionIO, findings: readonly Finding[], limit = ANNOTATION_LIMIT): number {
  const annotated = findings.filter((f) => f.severity === "error" || f.severity === "warning").sort(compareFindings);
  const shown = annotated.slice(0, limit);
  for (const f of shown) {
    const where = [f.tool, f.parameter].filter((x) => x !== undefined).join(" · ");
    const text = `${where === "" ? "" : `${where}: `}${f.message} Fix: ${f.fix}`;
    io.annotate(f.severity as "error" | "warning", truncate(toOneLine(removeUnsafeChars(text)), 500), `mcp-checkup: ${f.rule}`);
  }
  if (annotated.length > shown.length) {
    io.info(`${annotated.length - shown.length} more findings are not annotated (at most ${limit}); every finding is in the job summary and the JSON report.`);
  }
  return shown.length;
}

function errorText(error: unknown): string {
  const status = httpStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  const line = toOneLine(message).slice(0, 300);
  return status !== undefined && !line.includes(String(status)) ? `HTTP ${status}: ${line}` : line;
}
