import { readdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";
import { findReportFiles, loadReports, type FoundReports } from "../checkup/saved-reports.js";
import { aggregateReports, type AggregateInput, type AggregateReport } from "../scorecard/aggregate.js";
import { compareResults, type ResultChange } from "../scorecard/compare.js";
import { aggregateServersJson } from "../report/aggregate.js";
import type { ActionIO } from "./action-io.js";
import { buildAggregateCommentBody, buildAggregateSummary } from "./comment-body.js";
import { createCommentsApi } from "./comments-api.js";
import { Inputs, Outputs, type CommentMode } from "./constants.js";
import { readRepoFile } from "./contents-api.js";
import type { ActionContext } from "./context.js";
import { gateFailures } from "../checkup/gate.js";
import type { GitHubAccess } from "./github-client.js";
import { describeGitHubError, type GitHubTask } from "./github-errors.js";
import type { ActionInputs } from "./inputs.js";
import { syncStickyComment, type CommentOutcome } from "./pr-comment.js";
import { publishableScorecard } from "./publishable.js";
import { provenance } from "./publish.js";
import { parseReferenceReport, resultSnapshot } from "./reference-report.js";

/** What aggregate mode did, for tests; the runner sees outputs, the summary, the comment and the exit code. */
export interface AggregateOutcome {
  report: AggregateReport | null;
  comment: CommentOutcome | null;
  /** Why the step fails (no report found, refused reports, the gate); empty when it passes. */
  failures: string[];
  warnings: string[];
}

/** The outside things aggregate mode uses. */
export interface AggregateDeps {
  io: ActionIO;
  /** The run's GitHub client; null when there is no token or repository. */
  github: GitHubAccess | null;
  /** The workspace: `report-paths` patterns resolve against it. */
  cwd: string;
}

/**
 * Aggregate mode (`report-paths`): publishes the JSON reports of several servers — a matrix's legs, downloaded as
 * artifacts by one job that `needs:` them (reference/fleet-notes.md §2.2) — as one, starting no server:
 * 1. finds the reports (`report-paths` glob patterns, or folders, relative to the workspace; `expandReportPaths`) and
 *    reads each as publish-only mode does (`loadReports`: its shape, and a grade that follows from its own results;
 *    a JSON file that is no report, such as a badge's endpoint JSON, is skipped);
 * 2. on a pull request with `badge-branch`: each server's reference report, named after the badge beside its report
 *    (`<badge>.report.json`, as the leg's `badge-path` wrote it on reference runs), for the Change column;
 * 3. the outputs — `mcp-grade` and `mcp-worst-grade` (the worst grade), `mcp-failing-servers` (a JSON list of the
 *    servers failing the gate), `mcp-servers` (a JSON list, one object per server) — before any API call;
 * 4. the job summary (every server, details folded);
 * 5. one sticky comment for the set (`buildAggregateCommentBody`, keyed by `comment-tag` or the patterns, never by a
 *    server's name), as `comment-mode` says, on `pr-number` or the event's PR; on a `workflow_run` only when the PR's
 *    head is the commit the scoring run built (the fork recipe: the PR number comes from an artifact);
 * 6. the gate: the step fails when a server fails `mcp-fail-under`, `mcp-min-coverage` or `mcp-ci` (or its token
 *    budget), when a report was refused, or when no report was found.
 * A failure to publish is a warning (`describeGitHubError`), never a failed step. Never throws.
 */
export async function runAggregateMode(
  inputs: ActionInputs,
  patterns: readonly string[],
  context: ActionContext,
  deps: AggregateDeps,
): Promise<AggregateOutcome> {
  const { io, github } = deps;
  const outcome: AggregateOutcome = { report: null, comment: null, failures: [], warnings: [] };
  const warn = (message: string): void => {
    outcome.warnings.push(message);
    io.warning(message);
  };
  const attempt = async (task: GitHubTask, step: () => unknown): Promise<void> => {
    try {
      await step();
    } catch (error) {
      warn(describeGitHubError(error, task));
    }
  };

  const found = await expandReportPaths(patterns, deps.cwd);
  if (found.files.length === 0) {
    outcome.failures.push(`${Inputs.ReportPaths}: no file matches ${patterns.join(", ")} (relative to ${deps.cwd}); did the legs upload their reports, and did this job download them?`);
    return outcome;
  }
  const loaded = loadReports(found);
  for (const skipped of loaded.skipped) io.info(`${Inputs.ReportPaths}: skipped ${skipped} (not an mcp-checkup report).`);
  if (loaded.inputs.length === 0 && loaded.refused.length === 0) {
    outcome.failures.push(`${Inputs.ReportPaths}: none of the ${found.files.length} JSON files matched is an mcp-checkup report`);
    return outcome;
  }
  io.info(`Aggregate mode: ${loaded.inputs.length} report(s) from ${patterns.join(", ")} (no server is started).`);

  const repo = context.repo;
  const prNumber = inputs.prNumber ?? context.prNumber;
  const inputsWithChange: AggregateInput[] = [];
  for (const input of loaded.inputs) {
    const badge = prNumber !== null && inputs.badgeBranch !== "" ? badgeBeside(input.source) : null;
    let change: ResultChange | null = null;
    if (badge !== null && github !== null && repo !== null) {
      const file = badge.replace(/\.svg$/, ".report.json");
      await attempt({ what: `Reading the reference report ${file} from branch ${inputs.badgeBranch}`, permission: "contents: read" }, async () => {
        const stored = await readRepoFile(await github(), repo, inputs.badgeBranch, file);
        const reference = stored === null ? null : parseReferenceReport(stored.content);
        if (reference !== null) change = compareResults(reference.result, resultSnapshot(publishableScorecard(input.scorecard)));
      });
    }
    inputsWithChange.push({ ...input, change });
  }
  const report = aggregateReports(
    inputsWithChange.map((i) => ({ ...i, scorecard: publishableScorecard(i.scorecard) })),
    (s) => gateFailures(s, inputs.gate, "action"),
    loaded.refused,
  );
  outcome.report = report;

  const servers = aggregateServersJson(report);
  io.setOutput(Outputs.Grade, report.worstGrade ?? "");
  io.setOutput(Outputs.WorstGrade, report.worstGrade ?? "");
  io.setOutput(Outputs.FailingServers, JSON.stringify(report.failing));
  io.setOutput(Outputs.Servers, JSON.stringify(servers));

  if (inputs.jobSummary && !io.appendSummary(buildAggregateSummary(report))) io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");

  if (prNumber !== null && inputs.commentMode !== "off") {
    if (github === null || repo === null) {
      warn(`No PR comment: ${repo === null ? "GITHUB_REPOSITORY is not set" : `${Inputs.GithubToken} is empty`}. The table is in the job summary.`);
    } else {
      const task = { what: `Commenting on PR #${prNumber}`, permission: "pull-requests: write", readOnlyPullRequest: context.readOnlyPullRequest, prNumber };
      await attempt(task, async () => {
        const api = createCommentsApi(await github(), repo);
        if (context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha) {
          warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
          return;
        }
        const key = inputs.commentKey ?? "aggregate";
        const body = buildAggregateCommentBody(report, { key, footer: provenance(context), runUrl: context.runUrl });
        const result = await syncStickyComment(api, prNumber, { key, legacyTags: [] }, body, { create: shouldCreateAggregateComment(inputs.commentMode, report) });
        outcome.comment = result;
        if (result.action === "not-needed") {
          io.info(`PR #${prNumber}: no comment (${Inputs.CommentMode}: ${inputs.commentMode}, and this result does not call for one).`);
          return;
        }
        io.setOutput(Outputs.CommentId, String(result.id));
        if (result.url !== undefined) io.setOutput(Outputs.CommentUrl, result.url);
        io.info(`PR #${prNumber}: the comment for ${report.rows.length} servers ${result.action}${result.url ? ` (${result.url})` : ""}.`);
      });
    }
  }

  for (const r of report.refused) {
    outcome.failures.push(`${Inputs.ReportPaths}: refused ${r.source}: ${r.reason}; it was not published`);
  }
  for (const row of report.rows) {
    if (row.gateFailures.length > 0) outcome.failures.push(`${row.label}: ${row.gateFailures.join("; ")}`);
  }
  return outcome;
}

/**
 * Whether `comment-mode` asks for a new comment on the set (an existing one is always kept current): `always`;
 * `changes` when a server's result differs from its reference, or one has no reference to tell; `failures` when a
 * server fails the gate or has errors, or a report was refused; `off` never.
 */
export function shouldCreateAggregateComment(mode: CommentMode, report: AggregateReport): boolean {
  if (mode === "always") return true;
  if (mode === "changes") return report.rows.some((r) => r.change === null || r.change.changed);
  if (mode === "failures") return report.failing.length > 0 || report.refused.length > 0 || report.rows.some((r) => r.errors > 0);
  return false;
}

/**
 * The files `report-paths` names: each line a glob pattern (tinyglobby, dot files included) or a folder or file,
 * relative to `cwd` or absolute. Files matched by a pattern or found in a folder are candidates: one that is not a
 * report is skipped. Sorted, each once.
 */
export async function expandReportPaths(patterns: readonly string[], cwd: string): Promise<FoundReports> {
  const files = new Set<string>();
  const folders: string[] = [];
  for (const pattern of patterns) {
    const path = isAbsolute(pattern) ? pattern : resolve(cwd, pattern);
    if (!isDynamicPattern(pattern) && isFolder(path)) {
      folders.push(path);
      continue;
    }
    for (const file of await glob(pattern, { cwd, absolute: true, dot: true, onlyFiles: true, followSymbolicLinks: false })) files.add(file);
  }
  if (folders.length > 0) for (const file of findReportFiles(folders, Inputs.ReportPaths).files) files.add(file);
  return { files: [...files].sort(), explicit: new Set() };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The one `.svg` beside a report (the leg's badge, `badge-path`), or null when there is none or several. */
function badgeBeside(report: string): string | null {
  try {
    const svgs = readdirSync(dirname(report)).filter((name) => name.endsWith(".svg"));
    return svgs.length === 1 ? svgs[0]! : null;
  } catch {
    return null;
  }
}
