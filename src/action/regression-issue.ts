import { recoveryComment, regressionBody, regressionChangeComment, regressionTitle, type RunPlace } from "../report/regression-issue.js";
import { baselineOf, checksFingerprint, isGrade, regressionChecks, type RegressionBaseline, type RegressionCheck } from "../scorecard/regression.js";
import type { Scorecard } from "../scorecard/types.js";
import { serverDisplayName } from "../report/figures.js";
import type { ActionIO } from "./action-io.js";
import { Inputs, Outputs } from "./constants.js";
import type { ActionContext } from "./context.js";
import { readRepoFile } from "./contents-api.js";
import type { GitHubAccess, GitHubClient, RepoRef } from "./github-client.js";
import { describeGitHubError } from "./github-errors.js";
import { createIssuesApi, type IssuesApi, type RepoIssue } from "./issues-api.js";
import { publishableScorecard } from "./publishable.js";
import { parseReferenceReport, referenceFileName } from "./reference-report.js";
import { firstLine } from "./sticky-comment.js";

/**
 * The nightly run's regression issue (issue 16 item 3): one open issue per server, found by a hidden marker on the
 * first line of its body and a label — never by its title, which people edit — opened when the server regresses
 * against its reference, commented on only when the set of failing checks changes, closed when the server is back at
 * its baseline grade. The decision is a pure function ({@link decideRegressionIssue}); {@link syncRegressionIssue}
 * applies it through the {@link IssuesApi} seam.
 */

/** The start of the marker line (`<!-- mcp-checkup:issue key=<key> -->`). */
export const ISSUE_MARKER_PREFIX = "<!-- mcp-checkup:issue key=";
/** The start of the hidden state line, the body's second line (`<!-- mcp-checkup:issue-state <base64url JSON> -->`). */
export const ISSUE_STATE_PREFIX = "<!-- mcp-checkup:issue-state ";

/** The marker line of one server's issue; the key is percent-encoded, so it cannot close the HTML comment. */
export function issueMarker(key: string): string {
  return `${ISSUE_MARKER_PREFIX}${encodeURIComponent(key.trim())} -->`;
}

/** What an open issue remembers: the baseline it compares with (from when it opened) and what failed last. */
export interface IssueState {
  baseline: RegressionBaseline | null;
  fingerprint: string;
}

/** The hidden state line: the state as base64url JSON, so nothing in it can end the HTML comment. */
export function stateLine(state: IssueState): string {
  return `${ISSUE_STATE_PREFIX}${Buffer.from(JSON.stringify({ v: 1, ...state }), "utf8").toString("base64url")} -->`;
}

/** The state of an issue body written by {@link stateLine}; null when there is none or it cannot be read. Never throws. */
export function parseIssueState(body: string): IssueState | null {
  const line = body.split("\n").find((l) => l.startsWith(ISSUE_STATE_PREFIX));
  const m = line === undefined ? null : /^<!-- mcp-checkup:issue-state ([A-Za-z0-9_-]+) -->\s*$/.exec(line);
  if (m === null) return null;
  try {
    const data = JSON.parse(Buffer.from(m[1]!, "base64url").toString("utf8")) as { v?: unknown; baseline?: unknown; fingerprint?: unknown };
    if (data.v !== 1 || typeof data.fingerprint !== "string") return null;
    const b = data.baseline as { grade?: unknown; blocking?: unknown; from?: unknown } | null;
    if (b === null || b === undefined) return { baseline: null, fingerprint: data.fingerprint };
    const blocking = Array.isArray(b.blocking) ? b.blocking.filter((x): x is string => typeof x === "string") : [];
    return {
      baseline: { grade: isGrade(b.grade) ? b.grade : null, blocking, from: typeof b.from === "string" ? b.from : null },
      fingerprint: data.fingerprint,
    };
  } catch {
    return null;
  }
}

/**
 * This server's open issue among `issues` (open, carrying the label): the oldest whose body's first line is the
 * marker for `key` — by a bot when there is one (a person pasting the marker into an issue must not capture it).
 */
export function findRegressionIssue(issues: readonly RepoIssue[], key: string): RepoIssue | null {
  const ours = issues.filter((i) => typeof i.body === "string" && firstLine(i.body) === issueMarker(key));
  const byBot = ours.filter((i) => i.user?.type === "Bot");
  return [...(byBot.length > 0 ? byBot : ours)].sort((a, b) => a.number - b.number)[0] ?? null;
}

/** What to do with the server's issue. */
export type IssueDecision =
  | { action: "none"; reason: string; issue?: number }
  | { action: "open"; title: string; body: string; checks: RegressionCheck[] }
  | { action: "comment"; issue: number; comment: string; body: string; checks: RegressionCheck[] }
  | { action: "close"; issue: number; comment: string };

/**
 * Decides, from this run's scorecard:
 * - an open issue exists: compare with the baseline it remembers (the server's state before it regressed, not the
 *   reference, which the regressed nightly runs have overwritten). Nothing fails any more → close it with a comment;
 *   the same set of failing checks (fingerprint) → leave it; another set → one comment, and its hidden state updated;
 * - none: compare with `reference` (the reference report read before this run wrote its own). Something fails → open
 *   one (marker, state with that baseline, what fails); else nothing.
 * `existing` is the issue `findRegressionIssue` found. Pure.
 */
export function decideRegressionIssue(
  key: string,
  existing: RepoIssue | null,
  scorecard: Pick<Scorecard, "grade" | "findings">,
  reference: RegressionBaseline | null,
  place: RunPlace,
): IssueDecision {
  if (existing !== null) {
    const state = parseIssueState(existing.body ?? "") ?? { baseline: reference, fingerprint: "" };
    const checks = regressionChecks(scorecard, state.baseline);
    if (checks.length === 0) return { action: "close", issue: existing.number, comment: recoveryComment(place, scorecard.grade, state.baseline) };
    const fingerprint = checksFingerprint(checks);
    if (fingerprint === state.fingerprint) return { action: "none", reason: "the same checks fail as when the issue was last updated", issue: existing.number };
    return {
      action: "comment",
      issue: existing.number,
      comment: regressionChangeComment(place, checks),
      body: issueBody(key, { baseline: state.baseline, fingerprint }, place, checks),
      checks,
    };
  }
  const checks = regressionChecks(scorecard, reference);
  if (checks.length === 0) return { action: "none", reason: reference === null ? "the server starts (no reference report to compare the grade with)" : "no regression against the reference" };
  return { action: "open", title: regressionTitle(place, checks), body: issueBody(key, { baseline: reference, fingerprint: checksFingerprint(checks) }, place, checks), checks };
}

/** The whole body: the marker line, the hidden state line, then the words (`regressionBody`). */
export function issueBody(key: string, state: IssueState, place: RunPlace, checks: readonly RegressionCheck[]): string {
  return `${issueMarker(key)}\n${stateLine(state)}\n${regressionBody(place, checks, state.baseline)}`;
}

/** What {@link syncRegressionIssue} did. */
export interface IssueOutcome {
  action: "opened" | "commented" | "closed" | "unchanged" | "none";
  issue?: number;
  url?: string;
  reason?: string;
}

/**
 * Finds the server's open issue (label `label`, marker for `key`), decides (`decideRegressionIssue`) and applies it:
 * creates the label when missing and opens the issue with it; comments and rewrites the body's hidden state; or
 * comments and closes. Throws the API's error (the caller names its cause: without `issues: write`, a 403).
 */
export async function syncRegressionIssue(
  api: IssuesApi,
  options: { key: string; label: string },
  scorecard: Pick<Scorecard, "grade" | "findings">,
  reference: RegressionBaseline | null,
  place: RunPlace,
): Promise<IssueOutcome> {
  const existing = findRegressionIssue(await api.listOpen(options.label), options.key);
  const decision = decideRegressionIssue(options.key, existing, scorecard, reference, place);
  const url = existing?.html_url !== undefined ? { url: existing.html_url } : {};
  switch (decision.action) {
    case "none":
      return { action: decision.issue !== undefined ? "unchanged" : "none", ...(decision.issue !== undefined ? { issue: decision.issue } : {}), ...url, reason: decision.reason };
    case "open": {
      await api.ensureLabel(options.label, "MCP Checkup: a server regressed in a scheduled run");
      const issue = await api.create(decision.title, decision.body, [options.label]);
      return { action: "opened", issue: issue.number, ...(issue.html_url !== undefined ? { url: issue.html_url } : {}) };
    }
    case "comment":
      await api.comment(decision.issue, decision.comment);
      await api.updateBody(decision.issue, decision.body);
      return { action: "commented", issue: decision.issue, ...url };
    case "close":
      await api.comment(decision.issue, decision.comment);
      await api.close(decision.issue);
      return { action: "closed", issue: decision.issue, ...url };
  }
}

/**
 * The baseline a run with no open issue compares with: the reference report on `badgeBranch`
 * (`<badge>.report.json`, `referenceFileName`) as the previous reference run left it — read before this run commits
 * its own. Null when there is none yet (or it cannot be read as one). Throws the API's error.
 */
export async function readRegressionBaseline(client: GitHubClient, repo: RepoRef, badgeBranch: string, badgePath: string): Promise<RegressionBaseline | null> {
  const stored = await readRepoFile(client, repo, badgeBranch, referenceFileName(badgePath));
  const reference = stored === null ? null : parseReferenceReport(stored.content);
  if (reference === null) return null;
  return baselineOf(reference.result, `${reference.branch}${reference.commit ? ` at ${reference.commit.slice(0, 7)}` : ""}`);
}

/**
 * `issue-on-regression` on a reference run: keeps the server's regression issue (`syncRegressionIssue`, keyed like its
 * comment) and sets `issue-url`. A failure is a warning naming its cause — without `issues: write`, the
 * `permissions:` line to add — never a failed step. Returns what was done, or null when nothing could be.
 */
export async function keepRegressionIssue(
  scorecard: Scorecard,
  baseline: RegressionBaseline | null,
  options: { key: string; label: string },
  context: ActionContext,
  deps: { io: ActionIO; github: GitHubAccess | null; noGitHub: string },
): Promise<IssueOutcome | null> {
  const { io, github } = deps;
  if (github === null || context.repo === null) {
    io.warning(`${Inputs.IssueOnRegression}: no issue kept because ${deps.noGitHub}.`);
    return null;
  }
  const repo = context.repo;
  const shown = publishableScorecard(scorecard);
  const place = { server: shown.server.name.trim() !== "" ? serverDisplayName(shown) : shown.target, commit: context.sha, runUrl: context.runUrl };
  try {
    const result = await syncRegressionIssue(createIssuesApi(await github(), repo), options, shown, baseline, place);
    if (result.url !== undefined) io.setOutput(Outputs.IssueUrl, result.url);
    const which = result.issue !== undefined ? ` #${result.issue}` : "";
    io.info(`${Inputs.IssueOnRegression}: ${result.action === "none" || result.action === "unchanged" ? `issue${which} left alone (${result.reason})` : `issue${which} ${result.action}`}.`);
    return result;
  } catch (error) {
    io.warning(`${Inputs.IssueOnRegression}: ${describeGitHubError(error, { what: "Keeping the regression issue", permission: "issues: write" })}`);
    return null;
  }
}
