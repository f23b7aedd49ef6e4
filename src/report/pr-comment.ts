import { markdownTable } from "markdown-table";
import type { FindingChange, ResultChange } from "../scorecard/compare.js";
import { coveredTools } from "../scorecard/score.js";
import { PROVISIONAL_BELOW, type Scorecard } from "../scorecard/types.js";
import { badgeMessage } from "./badge.js";
import type { FindingGroup } from "./group-findings.js";
import { codeSpan, escapeMarkdown, markdownText } from "./escape.js";
import { capNote, coverageFigure, effectText, gradeText, isDrift, probeWarnings, reportFigures, scenarioCell, serverDisplayName } from "./figures.js";
import { formatCount, formatPercent, plural } from "./format.js";
import { stableText } from "./stable-text.js";

/** What a PR's result is compared with: the reference run's branch, commit and run page. */
export interface ComparedWith {
  branch: string;
  commit: string | null;
  runUrl: string | null;
}

/** Options of {@link renderPrComment}. */
export interface PrCommentOptions {
  /** The findings grouped by cause (`groupFindings`). */
  groups: readonly FindingGroup[];
  /** The change against the reference run, when there is one. */
  change?: { result: ResultChange; against: ComparedWith } | null;
  /** Why there is no comparison (one line of our own text), or null to say nothing. */
  noComparison?: string | null;
  /** An image URL for the badge (a shields.io static badge). */
  badgeUrl?: string;
  /** Most cause groups listed; the rest are counted. Default 8. */
  maxGroups?: number;
  /** Rows a table shows before it is folded into `<details>`. Default 5. */
  foldRows?: number;
  /** Include the tool and probe tables. Default true. */
  tables?: boolean;
}

/** Most new, fixed and drift entries listed before the rest are counted. */
const CHANGE_ROWS = 5;
/** Most tool names listed on one group before the rest are counted. */
const GROUP_TOOLS = 3;

/**
 * The PR comment's Markdown, read in ten seconds (issue 13 item 7): verdict and change first — the grade (and how
 * it moved against the reference run: `Grade B → A (+6 %)`), new and fixed findings, error and warning counts —
 * then "What to fix" with one entry per cause group (rule, tools, cause, fix), the calls that counted for nothing
 * (refused and blocked, by cause), drift, the component rates and coverage on one line, and the tool and probe tables folded into `<details>` beyond `foldRows` rows.
 *
 * Deterministic: the same scorecard, groups and change give the same bytes — no run time, no latency, no probe
 * record names (`stableText`) — so an unchanged result never edits the comment. Server text is escaped
 * (`escape.ts`); the output has no `<!--` (the caller puts the marker above it). Ends with a newline. Pure.
 */
export function renderPrComment(scorecard: Scorecard, options: PrCommentOptions): string {
  const text = (value: string, limit: number, values: readonly (string | undefined)[] = [], table = false): string =>
    markdownText(stableText(value), { limit, serverValues: values, ...(table ? { table: true } : {}) });
  const figures = reportFigures(scorecard);
  const badge = options.badgeUrl !== undefined ? `![mcp: ${badgeMessage(scorecard)}](${linkDestination(options.badgeUrl)}) ` : "";
  const out: string[] = [`### ${badge}MCP Checkup: ${escapeMarkdown(serverDisplayName(scorecard), { limit: 120 })}`, ""];

  const change = options.change ?? null;
  if (change !== null) out.push(...changeHead(scorecard, change.result, change.against));
  else {
    const note = capNote(scorecard);
    out.push(`**Grade ${gradeText(scorecard)}** · score ${formatPercent(scorecard.score)}${note === null ? "" : ` — ${text(note, 400)}`}`);
    if (options.noComparison) out.push("", `<sub>${options.noComparison}</sub>`);
  }
  out.push("", verdict(scorecard, options.groups), "");

  const toFix = options.groups.filter((g) => g.severity !== "info" && !isDrift(g.rule));
  if (toFix.length > 0) {
    const max = options.maxGroups ?? 8;
    out.push("#### What to fix", "");
    toFix.slice(0, max).forEach((g, i) => {
      const icon = g.severity === "error" ? "❌" : "⚠️";
      const confidence = g.confidence !== undefined && g.confidence !== "high" ? ` _(${g.confidence} confidence)_` : "";
      out.push(
        `${i + 1}. ${icon} **${escapeMarkdown(g.rule)}**${where(g)}${confidence}  `,
        `   ${text(sentence(g.message), 360, [...g.tools, g.parameter])}${g.count > 1 ? ` _(${plural(g.count, "finding")})_` : ""}  `,
        `   **Fix:** ${text(sentence(g.fix), 360, [...g.tools, g.parameter])}`,
      );
    });
    if (toFix.length > max) out.push("", `_… and ${plural(toFix.length - max, "more cause")}: see the job summary._`);
    out.push("");
  }

  out.push(...inconclusiveLines(scorecard, text));

  if (change !== null && (change.result.newFindings.length > 0 || change.result.fixedFindings.length > 0)) {
    out.push(`#### Changed against ${codeSpan(change.against.branch)}`, "", ...findingChangeLines(change.result), "");
  }

  const drift = scorecard.findings.filter((f) => isDrift(f.rule));
  const toolMoves = change === null ? [] : toolChangeLines(change.result);
  if (drift.length > 0 || toolMoves.length > 0) {
    out.push("#### Changes to what the model sees", "", ...toolMoves);
    out.push(...drift.slice(0, CHANGE_ROWS).map((f) => `- ${findingWhere(f)} — ${text(sentence(f.message), 300, [f.tool, f.parameter])}`));
    if (drift.length > CHANGE_ROWS) out.push(`- … and ${plural(drift.length - CHANGE_ROWS, "more change")} (job summary).`);
    out.push("");
  }

  const warnings = probeWarnings(scorecard);
  const effect =
    scorecard.effect_rate === null ? effectText(scorecard) : `${formatPercent(scorecard.effect_rate)} (${figures.effect.passed}/${figures.effect.total})${warnings ? ` · ${warnings}` : ""}`;
  const rates = [
    figures.happy.total === 0 ? "happy paths n/a (no conclusive call)" : `happy paths ${formatPercent(scorecard.happy_pass_rate)} (${figures.happy.passed}/${figures.happy.total})`,
    `edge cases ${formatPercent(scorecard.edge_resilience_rate)} (${figures.edge.passed}/${figures.edge.total})`,
    `lint ${formatPercent(scorecard.lint_score)}`,
    `effect ${effect}`,
  ];
  if (scorecard.coverage !== null) rates.push(`coverage ${formatPercent(scorecard.coverage)}`);
  if (figures.protocolChecks.total > 0) rates.push(`protocol checks ${figures.protocolChecks.passed}/${figures.protocolChecks.total}`);
  rates.push(`~${formatCount(scorecard.context_tokens)} tokens of context`);
  out.push(`<sub>${rates.join(" · ")} · ${escapeMarkdown(scorecard.protocol.label)}</sub>`, "");

  if (options.tables !== false) {
    const fold = options.foldRows ?? 5;
    if (scorecard.tools.length > 0) {
      const failing = scorecard.tools.filter((t) => t.passed + t.refused + t.blocked < t.total).length;
      const { called, covered } = coveredTools(scorecard.scenarios);
      const inconclusive = called.size - covered.size;
      const state = failing > 0 ? `${failing} with failures` : inconclusive > 0 ? `none failed, ${inconclusive} with nothing conclusive` : "all pass";
      const rows = scorecard.tools.map((t) => [codeSpan(t.name, { table: true, limit: 80 }), scenarioCell(t), formatCount(t.definition_tokens)]);
      const table = markdownTable([["Tool", "Scenarios passed", "Def. tokens"], ...rows], { align: ["l", "r", "r"], alignDelimiters: false });
      out.push(...folded(`Tools (${scorecard.tools.length}): ${state}`, table, rows.length > fold));
    }
    if (scorecard.probes.length > 0) {
      const failed = scorecard.probes.filter((p) => p.status === "failed").length;
      const rows = scorecard.probes.map((p) => [
        escapeMarkdown(p.probe, { limit: 40 }),
        codeSpan(p.tool, { table: true, limit: 80 }),
        p.status === "failed" ? "**failed**" : p.status,
        p.confidence,
        text(p.detail, 160, [p.tool], true),
      ]);
      const table = markdownTable([["Probe", "Tool", "Result", "Confidence", "Detail"], ...rows], { alignDelimiters: false });
      out.push(...folded(`Effect probes (${scorecard.probes.length}): ${failed === 0 ? "none failed" : `${failed} failed`}`, table, rows.length > fold));
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}

/**
 * The change against the reference run in a few lines (the comment's head, and the job summary's "What this
 * changes"): `**Grade B → A** (+6 %) · score 86% → 92% against \`main\` at \`abc1234\``, then new and fixed
 * finding counts, tools added or removed, and the context cost when it moved. Pure.
 */
export function changeHead(scorecard: Scorecard, r: ResultChange, against: ComparedWith): string[] {
  const note = capNote(scorecard);
  const cap = note === null ? "" : ` — ${escapeMarkdown(stableText(note), { limit: 400 })}`;
  const reference = `${codeSpan(against.branch)}${against.commit ? ` at ${codeSpan(against.commit.slice(0, 7))}` : ""}`;
  const grade = r.gradeBefore === r.gradeAfter ? `**Grade ${gradeText(scorecard)}**` : `**Grade ${r.gradeBefore} → ${gradeText(scorecard)}**`;
  const lines = [
    r.changed
      ? `${grade} (${signedPoints(r.scoreDelta)}) · score ${formatPercent(r.scoreBefore)} → ${formatPercent(r.scoreAfter)} against ${reference}${cap}`
      : `${grade} · score ${formatPercent(r.scoreAfter)}, the same result as ${reference}${cap}`,
  ];
  const moves: string[] = [];
  if (r.newFindings.length > 0) moves.push(`🆕 **${plural(r.newFindings.length, "new finding")}**`);
  if (r.fixedFindings.length > 0) moves.push(`✅ ${r.fixedFindings.length} fixed`);
  if (r.toolsAdded.length > 0) moves.push(`${plural(r.toolsAdded.length, "tool")} added`);
  if (r.toolsRemoved.length > 0) moves.push(`${plural(r.toolsRemoved.length, "tool")} removed`);
  if (r.contextTokensBefore !== r.contextTokensAfter) moves.push(`context ~${formatCount(r.contextTokensBefore)} → ~${formatCount(r.contextTokensAfter)} tokens`);
  if (moves.length > 0) lines.push("", moves.join(" · "));
  return lines;
}

/** The new and fixed findings, at most {@link CHANGE_ROWS} of each, the rest counted. Pure. */
export function findingChangeLines(r: ResultChange): string[] {
  const text = (value: string, limit: number): string => markdownText(stableText(value), { limit });
  return [...changeLines("🆕", r.newFindings, text), ...changeLines("✅ fixed:", r.fixedFindings, text)];
}

/** A URL made safe as a Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkDestination(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** `+6 %` / `−4 %` / `±0 %`: a score change in percentage points. */
function signedPoints(delta: number): string {
  const points = Math.round(delta * 100);
  return points > 0 ? `+${points} %` : points < 0 ? `−${-points} %` : "±0 %";
}

/**
 * The one-line verdict: error and warning counts and how many causes they come from (or that there are none), and
 * how many changes to what the model sees (drift, listed in its own section).
 */
function verdict(scorecard: Scorecard, groups: readonly FindingGroup[]): string {
  const count = (severity: string) => scorecard.findings.filter((f) => f.severity === severity && !isDrift(f.rule) && f.accepted === undefined).length;
  const errors = count("error");
  const warnings = count("warning");
  const infos = count("info");
  const causes = groups.filter((g) => g.severity !== "info" && !isDrift(g.rule)).length;
  const drift = scorecard.findings.filter((f) => isDrift(f.rule)).length;
  const notes = infos > 0 ? ` (and ${infos} info ${infos === 1 ? "note" : "notes"} in the job summary)` : "";
  const changes = drift > 0 ? ` · ${plural(drift, "change")} to what the model sees` : "";
  const accepted = scorecard.findings.filter((f) => f.accepted !== undefined).length;
  const file = scorecard.acceptance !== undefined ? ` in ${codeSpan(scorecard.acceptance.file, { limit: 80 })}` : "";
  const acceptedNote = scorecard.acceptance !== undefined ? ` · ☑️ ${plural(accepted, "accepted finding")}${file} (cost nothing; listed in the job summary)` : "";
  if (errors + warnings === 0) return `✅ No errors or warnings${notes}${changes}${acceptedNote}.`;
  const parts = [errors > 0 ? `❌ **${plural(errors, "error")}**` : "", warnings > 0 ? `⚠️ **${plural(warnings, "warning")}**` : ""].filter(Boolean);
  return `${parts.join(" and ")} from ${plural(causes, "cause")}${notes}${changes}${acceptedNote}.`;
}

/** Most causes of inconclusive calls listed before the rest are counted. */
const INCONCLUSIVE_ROWS = 4;

/**
 * "Calls that counted for nothing": one line per cause of refused and blocked happy calls (the scorecard's
 * `inconclusive` groups), with its tools and the fix that makes them conclusive; headed by the coverage when the
 * grade is provisional. Nothing when every call was conclusive.
 */
function inconclusiveLines(scorecard: Scorecard, text: (value: string, limit: number, values?: readonly string[]) => string): string[] {
  const groups = scorecard.inconclusive;
  if (groups.length === 0) return [];
  const out = ["#### Calls that counted for nothing", ""];
  const coverage = coverageFigure(scorecard);
  if (scorecard.provisional && coverage !== null) {
    out.push(`**Provisional grade:** ${text(coverage, 300)}; below ${formatPercent(PROVISIONAL_BELOW)} the calls say too little about the server.`, "");
  }
  for (const g of groups.slice(0, INCONCLUSIVE_ROWS)) {
    const label = g.outcome === "blocked" ? "Blocked" : "Refused";
    out.push(`- **${label}** · ${plural(g.calls, "call")}${where(g)} — ${text(sentence(g.reason), 300, g.tools)} **Fix:** ${text(sentence(g.fix), 300, g.tools)}`);
  }
  if (groups.length > INCONCLUSIVE_ROWS) out.push(`- … and ${plural(groups.length - INCONCLUSIVE_ROWS, "more cause")} (job summary).`);
  out.push("");
  return out;
}

/** ` on \`a\`, \`b\`, \`c\` and 24 more tools`, or nothing for a server-wide group. */
function where(group: Pick<FindingGroup, "tools">): string {
  if (group.tools.length === 0) return "";
  const shown = group.tools.slice(0, GROUP_TOOLS).map((t) => codeSpan(t, { limit: 80 }));
  const rest = group.tools.length - shown.length;
  if (rest > 0) return ` on ${plural(group.tools.length, "tool")}: ${shown.join(", ")} and ${rest} more`;
  return ` on ${shown.join(shown.length === 2 ? " and " : ", ")}`;
}

function findingWhere(f: { rule: string; tool?: string; parameter?: string }): string {
  const tool = f.tool === undefined ? "" : ` on ${codeSpan(f.tool, { limit: 80 })}`;
  const parameter = f.parameter === undefined ? "" : ` · ${codeSpan(f.parameter, { limit: 80 })}`;
  return `**${escapeMarkdown(f.rule)}**${tool}${parameter}`;
}

function changeLines(label: string, changes: readonly FindingChange[], text: (value: string, limit: number) => string): string[] {
  const lines = changes.slice(0, CHANGE_ROWS).map((c) => `- ${label} ${findingWhere(c)} — ${text(sentence(c.message), 200)}`);
  if (changes.length > CHANGE_ROWS) lines.push(`- ${label} … and ${changes.length - CHANGE_ROWS} more (job summary).`);
  return lines;
}

function toolChangeLines(change: ResultChange): string[] {
  const names = (list: readonly string[]) => list.slice(0, 10).map((n) => codeSpan(n, { limit: 80 })).join(", ") + (list.length > 10 ? ` and ${list.length - 10} more` : "");
  const lines: string[] = [];
  if (change.toolsAdded.length > 0) lines.push(`- Tools added: ${names(change.toolsAdded)}`);
  if (change.toolsRemoved.length > 0) lines.push(`- Tools removed: ${names(change.toolsRemoved)}`);
  return lines;
}

/** A table, folded into `<details>` with `summary` when `fold`, else under a bold line. */
function folded(summary: string, table: string, fold: boolean): string[] {
  return fold ? ["<details>", `<summary>${summary}</summary>`, "", table, "", "</details>", ""] : [`**${summary}**`, "", table, ""];
}

/** Text as a sentence: trimmed, ending with `.`, `!` or `?`. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}
