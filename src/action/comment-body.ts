import { createHash } from "node:crypto";
import { shieldsBadgeUrl } from "../report/badge.js";
import type { FindingGroup } from "../report/group-findings.js";
import { renderMarkdown } from "../report/markdown.js";
import { changeHead, findingChangeLines, renderPrComment, type ComparedWith } from "../report/pr-comment.js";
import type { ResultChange } from "../scorecard/compare.js";
import type { AggregateReport } from "../scorecard/aggregate.js";
import { renderAggregateMarkdown, type AggregateMarkdownOptions } from "../report/aggregate.js";
import type { Scorecard } from "../scorecard/types.js";
import { COMMENT_BODY_LIMIT, COMMENT_TARGET_CHARS, commentMarker, SUMMARY_BYTE_LIMIT } from "./constants.js";

/** Measures a text against a limit: characters (UTF-16 code units, which never under-count) or UTF-8 bytes. */
export type Measure = (text: string) => number;

/** `text.length`: comment bodies are limited in characters (github-action-notes §2.4). */
export const measureChars: Measure = (text) => text.length;
/** UTF-8 bytes: the job summary is limited to 1 MiB of UTF-8. */
export const measureBytes: Measure = (text) => Buffer.byteLength(text, "utf8");

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** What is open after some lines: a code fence (its marker run) and `<details>` blocks outside fences. */
interface OpenBlocks {
  fence: string | null;
  details: number;
}

function advance(state: OpenBlocks, line: string): OpenBlocks {
  const fence = FENCE.exec(line)?.[1];
  if (state.fence !== null) {
    // A fence closes with a run of the same character at least as long (CommonMark §4.5).
    const closes = fence !== undefined && fence[0] === state.fence[0] && fence.length >= state.fence.length && line.trim() === fence;
    return closes ? { ...state, fence: null } : state;
  }
  if (fence !== undefined) return { ...state, fence };
  const opened = (line.match(/<details\b/gi) ?? []).length;
  const closed = (line.match(/<\/details\s*>/gi) ?? []).length;
  return { ...state, details: Math.max(0, state.details + opened - closed) };
}

function closers(state: OpenBlocks): string {
  const parts: string[] = [];
  if (state.fence !== null) parts.push(state.fence);
  for (let i = 0; i < state.details; i++) parts.push("", "</details>");
  return parts.length > 0 ? `${parts.join("\n")}\n` : "";
}

/**
 * Cuts Markdown to at most `limit` (as `measure` counts) at a line boundary, closes a code fence or
 * `<details>` blocks left open by the cut, and appends `note` (its own paragraph). Text already within the
 * limit is returned unchanged. When not even the first line fits, that line is cut by characters (never inside
 * a surrogate pair). The cut follows dorny/test-reporter's `get-report.ts` (line by line, close the fence).
 * Pure; never throws.
 */
export function truncateMarkdown(text: string, limit: number, note: string, measure: Measure = measureChars): string {
  if (measure(text) <= limit) return text;
  const tail = `\n${note}\n`;
  const lines = text.split("\n");
  let state: OpenBlocks = { fence: null, details: 0 };
  let kept = 0;
  let size = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = advance(state, line);
    const nextSize = size + measure(line) + 1;
    if (nextSize + measure(closers(next)) + measure(tail) > limit) break;
    state = next;
    size = nextSize;
    kept = i + 1;
  }
  if (kept === 0) {
    const room = Math.max(0, limit - measure(tail) - 1);
    let cut = Array.from(lines[0] ?? "");
    while (cut.length > 0 && measure(cut.join("")) > room) cut = cut.slice(0, Math.max(0, Math.floor(cut.length * 0.9) - 1));
    return `${cut.join("")}\n${tail}`;
  }
  return `${lines.slice(0, kept).join("\n")}\n${closers(state)}${tail}`;
}

/** The change against the reference run, as the comment and the summary show it. */
export interface ShownChange {
  result: ResultChange;
  against: ComparedWith;
}

/** Options of {@link buildCommentBody}. */
export interface CommentBodyOptions {
  /** The sticky comment's key (`commentKey`), written in the marker. */
  key: string;
  /** The findings grouped by cause. */
  groups: readonly FindingGroup[];
  change?: ShownChange | null;
  /** Why there is no comparison, one line of our own text; null = say nothing. */
  noComparison?: string | null;
  /** The last line: which commit and run produced this (our own Markdown). Not part of the result digest. */
  footer: string;
  /** Link to the workflow run, named in the truncation note when the body had to be cut. */
  runUrl?: string | null;
  /** Longest body, characters. Default {@link COMMENT_BODY_LIMIT} (65,536). */
  limit?: number;
  /** The length the layout tries to stay under before it drops detail. Default {@link COMMENT_TARGET_CHARS}. */
  target?: number;
}

/** Layouts tried in turn until the body fits the target: fewer cause groups, then no tables. */
const SHRINK_STEPS = [{}, { maxGroups: 5 }, { maxGroups: 5, tables: false }, { maxGroups: 3, tables: false }] as const;

/**
 * The sticky PR comment body: the marker on the first line (`commentMarker(key, digest)`), the comment
 * (`renderPrComment`: verdict and change first, causes, folded tables), then `footer`. The digest is a hash of the
 * comment part only, so two runs with the same result write the same marker line and the second leaves the comment
 * alone, although its footer (commit, run link) differs (issue 13 item 6). Kept under `target` by dropping detail
 * (`SHRINK_STEPS`), and always under `limit`: past it the comment is cut at a line with fences and `<details>`
 * closed (github-action-notes §2.4). The marker survives every cut. Pure; never throws.
 */
export function buildCommentBody(scorecard: Scorecard, options: CommentBodyOptions): string {
  const limit = options.limit ?? COMMENT_BODY_LIMIT;
  const target = options.target ?? COMMENT_TARGET_CHARS;
  const render = (step: (typeof SHRINK_STEPS)[number]): string =>
    renderPrComment(scorecard, {
      groups: options.groups,
      change: options.change ?? null,
      noComparison: options.noComparison ?? null,
      badgeUrl: shieldsBadgeUrl(scorecard),
      ...step,
    });
  const footer = `\n${options.footer}\n`;
  const markerLength = commentMarker(options.key, "0".repeat(12)).length + 1;
  let comment = "";
  for (const step of SHRINK_STEPS) {
    comment = render(step);
    if (markerLength + comment.length + footer.length <= target) break;
  }
  if (markerLength + comment.length + footer.length > limit) {
    const where = options.runUrl ? `the [job summary](${options.runUrl})` : "the job summary";
    comment = truncateMarkdown(comment, limit - markerLength - footer.length, `_Cut to fit GitHub's comment size limit: the full scorecard is in ${where}._`);
  }
  return `${commentMarker(options.key, resultDigest(comment))}\n${comment}${footer}`;
}

/** Layouts of the aggregate comment tried in turn until it fits its target: fewer details, then fewer rows. */
const AGGREGATE_STEPS: readonly AggregateMarkdownOptions[] = [
  { details: "all", maxRows: 50 },
  { details: "failing", maxRows: 50 },
  { details: "none", maxRows: 50 },
  { details: "none", maxRows: 25 },
];

/** The length the aggregate comment aims to stay under, characters: a table of many servers needs more than one scorecard. */
export const AGGREGATE_TARGET_CHARS = 30_000;

/**
 * The one sticky comment of a set of servers (`aggregateReports`): the marker with the set's key and a digest of the
 * result on the first line, the table and each server's folded details (`renderAggregateMarkdown`), then `footer`.
 * Kept under {@link AGGREGATE_TARGET_CHARS} by folding fewer details, then listing fewer rows (worst first; the rest
 * are counted and are in the job summary), and always under `limit` (cut at a line, blocks closed). Pure.
 */
export function buildAggregateCommentBody(
  report: AggregateReport,
  options: Pick<CommentBodyOptions, "key" | "footer" | "runUrl" | "limit" | "target">,
): string {
  const limit = options.limit ?? COMMENT_BODY_LIMIT;
  const target = options.target ?? AGGREGATE_TARGET_CHARS;
  const footer = `\n${options.footer}\n`;
  const markerLength = commentMarker(options.key, "0".repeat(12)).length + 1;
  let comment = "";
  for (const step of AGGREGATE_STEPS) {
    comment = renderAggregateMarkdown(report, { ...step, headingLevel: 3, moreIn: "the job summary" });
    if (markerLength + comment.length + footer.length <= target) break;
  }
  if (markerLength + comment.length + footer.length > limit) {
    const where = options.runUrl ? `the [job summary](${options.runUrl})` : "the job summary";
    comment = truncateMarkdown(comment, limit - markerLength - footer.length, `_Cut to fit GitHub's comment size limit: every server is in ${where}._`);
  }
  return `${commentMarker(options.key, resultDigest(comment))}\n${comment}${footer}`;
}

/**
 * The job summary of a set of servers: the table with every server and each one's details; above the 1 MiB
 * step-summary limit without the details, then cut at a line. Pure.
 */
export function buildAggregateSummary(report: AggregateReport, limitBytes = SUMMARY_BYTE_LIMIT): string {
  const full = renderAggregateMarkdown(report, { details: "all" });
  if (measureBytes(full) <= limitBytes) return full;
  const compact = renderAggregateMarkdown(report, { details: "failing" });
  if (measureBytes(compact) <= limitBytes) return compact;
  return truncateMarkdown(renderAggregateMarkdown(report, { details: "none" }), limitBytes, "_Cut to fit the job summary size limit: see the JSON reports._", measureBytes);
}

/** 12 hex digits of the SHA-256 of a comment's result part: equal results, equal digests. */
export function resultDigest(comment: string): string {
  return createHash("sha256").update(comment).digest("hex").slice(0, 12);
}

/** Options of {@link buildSummary}. */
export interface SummaryOptions {
  change?: ShownChange | null;
  /** A last line (the annotations note); "" = none. */
  note?: string;
}

/**
 * The job summary: "What this changes" against the reference run (when there is one), the full Markdown scorecard
 * with its badge, and `note`. Above the 1 MiB step-summary limit the details are dropped, then the text is cut like
 * a comment. Pure; never throws.
 */
export function buildSummary(scorecard: Scorecard, options: SummaryOptions = {}, limitBytes = SUMMARY_BYTE_LIMIT): string {
  const badgeUrl = shieldsBadgeUrl(scorecard);
  const change = options.change ?? null;
  const head = change === null ? "" : ["## What this changes", "", ...changeHead(scorecard, change.result, change.against), "", ...findingChangeLines(change.result), "", ""].join("\n");
  const tail = options.note ? `\n${options.note}\n` : "";
  const full = head + renderMarkdown(scorecard, { details: true, badgeUrl }) + tail;
  if (measureBytes(full) <= limitBytes) return full;
  const compact = head + renderMarkdown(scorecard, { details: false, badgeUrl }) + tail;
  if (measureBytes(compact) <= limitBytes) return compact;
  return truncateMarkdown(compact, limitBytes, "_Scorecard cut to fit the job summary size limit: see the JSON report._", measureBytes);
}
