import { markdownTable } from "markdown-table";
import type { Finding, Severity } from "../findings/finding.js";
import { RULES, type RuleId } from "../findings/rules.js";
import type { InconclusiveGroup, Scorecard } from "../scorecard/types.js";
import { badgeMessage } from "./badge.js";
import { codeSpan, escapeHtml, escapeMarkdown, markdownText } from "./escape.js";
import { capNote, coverageNote, effectText, gradeText, hasContextCost, probeWarnings, interruptedNote, scenarioCell, isDrift, NO_ISSUES_TEXT, noIssuesText, reportFigures, serverDisplayName, type HappyTally, type ReportFigures, type Tally } from "./figures.js";
import { groupFindings, type FindingGroup } from "./group-findings.js";
import { formatCount, formatLatency, formatPercent, formatSeconds, plural } from "./format.js";
import { clientSection, contextSection } from "./markdown-sections.js";

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /**
   * Include the `<details>` part (failed scenarios, protocol checks, every finding grouped by rule). Default
   * true. The Action renders again with `false` when a PR comment would pass GitHub's 65,536-character limit
   * (reference/github-action-notes.md §2.4: shrink details first).
   */
  details?: boolean;
  /** An image URL for the badge (e.g. a shields.io static badge); shown under the title, alt text = the grade. */
  badgeUrl?: string;
  /** Most "Top issues to fix" entries listed; the rest are counted. Default 30. */
  maxIssues?: number;
  /** A lint-only report (`mcp-checkup lint`): no grade and no call rates — nothing was called. */
  lintOnly?: boolean;
}

/** Most findings listed under one rule, and most failed scenarios listed, in the details part. */
const DETAIL_ROWS = 100;
/** Most drift findings listed in "Changes to what the model sees" (it is part of the compact comment too). */
const DRIFT_ROWS = 50;

/**
 * Renders the scorecard as GitHub-flavoured Markdown: the job summary and the PR comment body (the Action adds
 * its hidden marker line above it). Layout (DESIGN.md "Reports"; the layout Toolscore users know,
 * reference/toolscore-notes.md §8): title `# MCP Scorecard: <name> <version>`, optional badge, the grade line
 * (`**Grade: B** · Score 84%`, or `**Grade: C (capped from A)** · Score 93% — capped at C: <reasons>`),
 * component lines (coverage among them; a provisional grade says so in the grade line), drift ("Changes to what
 * the model sees"), the tool table, the probe table when probes ran, "Client compatibility" when `--clients` named
 * any, "Context cost" when a budget was set or sub-schemas repeat, "Top issues to fix" grouped by cause
 * (`groupFindings`) with each fix, "Calls that counted for nothing" (refused and blocked calls by cause, with the
 * fix that makes them conclusive), then the optional details and a footer line.
 *
 * Every piece of server text goes through `escape.ts` (no raw HTML, mentions, links, fences or table breaks);
 * our own wording around it (messages, fixes, reasons) renders as Markdown through `markdownText`, which keeps the
 * server parts it holds (tool and parameter names, quoted text) in code spans. The output contains no `<!--`. Ends with a newline. Pure; never throws.
 */
export function renderMarkdown(scorecard: Scorecard, options: MarkdownOptions = {}): string {
  const figures = reportFigures(scorecard);
  if (options.lintOnly) return renderLintMarkdown(scorecard, figures);
  const out: string[] = [`# MCP Scorecard: ${escapeMarkdown(serverDisplayName(scorecard), { limit: 120 })}`, ""];

  if (options.badgeUrl !== undefined) {
    out.push(`![mcp: ${badgeMessage(scorecard)}](${linkDestination(options.badgeUrl)})`, "");
  }

  const note = capNote(scorecard);
  out.push(
    `**Grade: ${gradeText(scorecard)}** · Score ${formatPercent(scorecard.score)}` +
      (note === null ? "" : ` — ${escapeMarkdown(note, { limit: 600 })}`),
    "",
  );
  const interrupted = interruptedNote(scorecard);
  if (interrupted !== null) out.push(`> **${escapeMarkdown(interrupted, { limit: 400 })}**`, "");

  const lint = figures.lint;
  const coverage = coverageNote(scorecard);
  out.push(
    `- Protocol: ${escapeMarkdown(scorecard.protocol.label)}`,
    `- Target: ${codeSpan(scorecard.target, { limit: 200 })}`,
    `- Happy-path pass rate: ${happyRate(scorecard.happy_pass_rate, figures.happy)}`,
    ...(coverage === null ? [] : [`- ${scorecard.provisional ? "**Coverage**" : "Coverage"}: ${escapeMarkdown(coverage.replace(/^coverage /, ""), { limit: 300 })}`]),
    `- Edge-case resilience: ${rate(scorecard.edge_resilience_rate, figures.edge)}`,
    `- Lint score: ${formatPercent(scorecard.lint_score)} (${plural(lint.errors, "error")}, ${plural(lint.warnings, "warning")})`,
    scorecard.effect_rate === null
      ? `- Effect rate: ${effectText(scorecard)}`
      : `- Effect rate: ${formatPercent(scorecard.effect_rate)} (${figures.effect.passed}/${figures.effect.total} high-confidence probe checks passed)` +
        (probeWarnings(scorecard) === "" ? "" : ` · ${probeWarnings(scorecard)}`),
  );
  if (figures.protocolChecks.total > 0) {
    out.push(`- Protocol checks: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`);
  }
  if (hasContextCost(scorecard)) out.push(`- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`);
  out.push("");

  const drift = scorecard.findings.filter((f) => isDrift(f.rule));
  if (drift.length > 0) {
    const more = drift.length > DRIFT_ROWS ? [`- … and ${plural(drift.length - DRIFT_ROWS, "more change")}.`] : [];
    out.push("## Changes to what the model sees", "", ...drift.slice(0, DRIFT_ROWS).map((f) => `- ${findingLine(f)}`), ...more, "");
  }

  out.push("## Tools", "", toolTable(scorecard), "");

  if (scorecard.probes.length > 0) out.push("## Effect probes", "", probeTable(scorecard), "");

  out.push(...clientSection(scorecard), ...contextSection(scorecard));

  out.push("## Top issues to fix", "", ...issueLines(groupFindings(scorecard.findings), options.maxIssues ?? 30, noIssuesText(scorecard)), "");

  out.push(...acceptedSection(scorecard));

  if (scorecard.inconclusive.length > 0) out.push(...inconclusiveSection(scorecard.inconclusive));

  if (options.details !== false) out.push(...detailSections(scorecard));

  const wait = scorecard.timing.server_wait_ms;
  out.push(
    `<sub>Seed ${scorecard.seed} · ran in ${formatSeconds(scorecard.timing.total_ms)}` +
      (wait > 0 ? `, ${formatSeconds(wait)} of it waiting on the server` : "") +
      "</sub>",
  );
  return `${out.join("\n")}\n`;
}

/** `mcp-checkup lint`'s Markdown: lint score and counts, context cost, the findings with their fixes; no grade. */
function renderLintMarkdown(scorecard: Scorecard, figures: ReportFigures): string {
  const lint = figures.lint;
  const out = [
    `# MCP Lint: ${escapeMarkdown(serverDisplayName(scorecard), { limit: 120 })}`,
    "",
    `**Lint score: ${formatPercent(scorecard.lint_score)}** (${plural(lint.errors, "error")}, ${plural(lint.warnings, "warning")})`,
    "",
    `- Context cost (estimated): ${contextLine(scorecard, figures.definitionTokens)}`,
    "",
    ...clientSection(scorecard),
    ...contextSection(scorecard),
    "## Top issues to fix",
    "",
    ...issueLines(groupFindings(scorecard.findings), 100),
    "",
  ];
  return `${out.join("\n")}\n`;
}

/** A URL made safe as a Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkDestination(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

function rate(value: number, tally: Tally): string {
  return tally.total === 0 ? `${formatPercent(value)} (nothing to run)` : `${formatPercent(value)} (${tally.passed}/${tally.total})`;
}

/** `80% (4/5; 3 refused and 2 blocked calls count for nothing)`. */
function happyRate(value: number, tally: HappyTally): string {
  const aside = [tally.refused > 0 ? `${tally.refused} refused` : "", tally.blocked > 0 ? `${tally.blocked} blocked` : ""].filter(Boolean);
  const nothing = aside.length > 0 ? `${aside.join(" and ")} call${tally.refused + tally.blocked === 1 ? "" : "s"} count for nothing` : "";
  if (tally.total === 0) return `${formatPercent(value)} (no conclusive call${nothing ? `; ${nothing}` : ""})`;
  return `${formatPercent(value)} (${tally.passed}/${tally.total}${nothing ? `; ${nothing}` : ""})`;
}

/** "Calls that counted for nothing": one bullet per cause, with its tools and the fix that makes them conclusive. */
function inconclusiveSection(groups: readonly InconclusiveGroup[]): string[] {
  const lines = groups.map((g) => {
    const tools = g.tools.slice(0, 12).map((t) => codeSpan(t, { limit: 80 })).join(", ") + (g.tools.length > 12 ? ` and ${g.tools.length - 12} more` : "");
    return (
      `- **${g.outcome === "blocked" ? "Blocked" : "Refused"}** · ${plural(g.calls, "call")} on ${plural(g.tools.length, "tool")} (${tools}) — ` +
      `${markdownText(sentence(g.reason), { limit: 300, serverValues: g.tools })} _Fix:_ ${markdownText(sentence(g.fix), { limit: 400, serverValues: g.tools })}`
    );
  });
  return [
    "## Calls that counted for nothing",
    "",
    "Refused calls (the server cleanly refused a generated value) and blocked calls (the environment stopped them) say nothing about the server either way; they are left out of the score.",
    "",
    ...lines,
    "",
  ];
}

function contextLine(scorecard: Scorecard, definitionTokens: number): string {
  const parts = [`${formatCount(definitionTokens)} in ${plural(scorecard.tools.length, "tool definition")}`];
  if (scorecard.instructions_tokens > 0) parts.push(`${formatCount(scorecard.instructions_tokens)} in instructions`);
  return (
    `~${formatCount(scorecard.context_tokens)} tokens on every request (${parts.join(" + ")}; ` +
    `${escapeMarkdown(scorecard.token_method)})`
  );
}

function toolTable(scorecard: Scorecard): string {
  if (scorecard.tools.length === 0) return "_No tools advertised._";
  return markdownTable(
    [
      ["Tool", "Scenarios", "Avg latency", "Def. tokens"],
      ...scorecard.tools.map((t) => [
        codeSpan(t.name, { table: true, limit: 130 }),
        scenarioCell(t),
        t.total === 0 ? "—" : formatLatency(t.avg_latency_ms),
        formatCount(t.definition_tokens),
      ]),
    ],
    { align: ["l", "r", "r", "r"] },
  );
}

function probeTable(scorecard: Scorecard): string {
  return markdownTable(
    [
      ["Probe", "Tool", "Result", "Confidence", "Detail"],
      ...scorecard.probes.map((p) => [
        escapeMarkdown(p.probe, { limit: 60 }),
        codeSpan(p.tool, { table: true, limit: 130 }),
        p.status === "failed" ? "**failed**" : p.status,
        p.confidence,
        markdownText(p.basis ? `${p.detail} (${p.basis})` : p.detail, { limit: 240, serverValues: [p.tool], table: true }),
      ]),
    ],
  );
}

/** `**\`tool\`** · \`param\`` or `**Server**`: where a finding or issue is. */
function where(item: { tool?: string; parameter?: string }): string {
  const owner = item.tool === undefined ? "**Server**" : `**${codeSpan(item.tool, { limit: 130 })}**`;
  return item.parameter === undefined ? owner : `${owner} · ${codeSpan(item.parameter, { limit: 130 })}`;
}

/** Text as a sentence: trimmed, ending with `.`, `!` or `?`. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** Where a group is: `**\`a\`**` for one tool, `**\`a\`**, **\`b\`** and 3 more` for several, `**Server**` for none. */
function groupWhere(group: FindingGroup): string {
  if (group.tools.length <= 1) return where({ ...(group.tools[0] !== undefined ? { tool: group.tools[0] } : {}), ...(group.parameter !== undefined ? { parameter: group.parameter } : {}) });
  const shown = group.tools.slice(0, 5).map((t) => `**${codeSpan(t, { limit: 80 })}**`).join(", ");
  const more = group.tools.length > 5 ? ` and ${group.tools.length - 5} more` : "";
  return `${shown}${more} (${group.tools.length} tools)`;
}

function issueLines(groups: readonly FindingGroup[], max: number, none = NO_ISSUES_TEXT): string[] {
  if (groups.length === 0) return [`- ${none}`];
  const lines = groups.slice(0, max).map((group) => {
    const others = group.tools.slice(1);
    const values = [...group.tools, group.parameter];
    const message = markdownText(sentence(group.message), { limit: 400, serverValues: values });
    const same = others.length > 0 ? ` _(The same for ${others.length === 1 ? codeSpan(others[0]!, { limit: 80 }) : `the other ${others.length} tools`}.)_` : "";
    const repeats = others.length === 0 && group.count > 1 ? ` _(${group.count} times)_` : "";
    return `- ${groupWhere(group)} — ${message}${same}${repeats} _Fix:_ ${markdownText(sentence(group.fix), { limit: 400, serverValues: values })}`;
  });
  if (groups.length > max) lines.push(`- … and ${plural(groups.length - max, "more issue")}.`);
  return lines;
}

function findingLine(f: Finding): string {
  const confidence = f.confidence === undefined ? "" : ` _(${f.confidence} confidence)_`;
  const accepted = f.accepted === undefined ? "" : ` _(accepted: ${acceptedText(f.accepted)})_`;
  return (
    `${where(f)} — ${markdownText(sentence(f.message), { limit: 400, serverValues: [f.tool, f.parameter] })}${confidence}${accepted} ` +
    `_Fix:_ ${markdownText(sentence(f.fix), { limit: 400, serverValues: [f.tool, f.parameter] })}`
  );
}

/** Most accepted findings listed in "Accepted findings"; the rest are counted. */
const ACCEPTED_ROWS = 50;

/** The reason and expiry of an accepted finding, escaped: `known upstream bug, until 2027-03-01`. */
function acceptedText(mark: NonNullable<Finding["accepted"]>): string {
  return `${escapeMarkdown(mark.reason, { limit: 200 })}${mark.expires !== undefined ? `, until ${mark.expires}` : ""}`;
}

/**
 * "Accepted findings": the findings the accepted-findings file names, each with its reason (they cost nothing and
 * are not in the fix list), and the file's stale and expired entries counted. Nothing without a file.
 */
function acceptedSection(scorecard: Scorecard): string[] {
  const summary = scorecard.acceptance;
  if (summary === undefined) return [];
  const accepted = scorecard.findings.filter((f) => f.accepted !== undefined);
  const problems = [
    summary.stale > 0 ? `${plural(summary.stale, "stale entry", "stale entries")} (each fails the CI gate; see the issues above)` : "",
    summary.expired > 0 ? `${plural(summary.expired, "expired entry", "expired entries")} (their findings count again)` : "",
  ].filter(Boolean);
  const lines = [
    "## Accepted findings",
    "",
    `${plural(accepted.length, "finding")} accepted in ${codeSpan(summary.file, { limit: 120 })} (${plural(summary.entries, "entry", "entries")}): they cost nothing.` +
      (problems.length > 0 ? ` ${problems.join("; ")}.` : ""),
    "",
  ];
  for (const f of accepted.slice(0, ACCEPTED_ROWS)) {
    lines.push(`- ${where(f)} · ${codeSpan(f.rule)} — ${markdownText(sentence(f.message), { limit: 300, serverValues: [f.tool, f.parameter] })} _Accepted:_ ${acceptedText(f.accepted!)}`);
  }
  if (accepted.length > ACCEPTED_ROWS) lines.push(`- … and ${plural(accepted.length - ACCEPTED_ROWS, "more")} (see the JSON report).`);
  if (accepted.length > 0) lines.push("");
  return lines;
}

function severityCounts(findings: readonly Finding[]): string {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  const parts = [];
  if (counts.error) parts.push(plural(counts.error, "error"));
  if (counts.warning) parts.push(plural(counts.warning, "warning"));
  if (counts.info) parts.push(`${counts.info} info`);
  return parts.join(", ");
}

/** `<details>` blocks: failed scenarios, protocol checks, then every finding grouped by rule. */
function detailSections(scorecard: Scorecard): string[] {
  const out: string[] = [];
  const details = (summary: string, body: string[]): void => {
    out.push("<details>", `<summary>${summary}</summary>`, "", ...body, "", "</details>", "");
  };

  const failed = scorecard.scenarios.filter((s) => s.outcome === "failed");
  if (failed.length > 0) {
    const rows = failed.slice(0, DETAIL_ROWS).map((s) => [
      codeSpan(s.tool, { table: true, limit: 130 }),
      escapeMarkdown(s.description, { limit: 120 }),
      s.error_code === undefined ? s.verdict : `${s.verdict} (${s.error_code})`,
      s.rules.map((r) => codeSpan(r, { table: true })).join(" "),
      escapeMarkdown(s.detail, { limit: 200 }),
    ]);
    const more = failed.length > DETAIL_ROWS ? [`… and ${plural(failed.length - DETAIL_ROWS, "more")}.`] : [];
    details(`Failed scenarios (${failed.length})`, [
      markdownTable([["Tool", "Scenario", "Verdict", "Rules", "Detail"], ...rows]),
      ...(more.length > 0 ? ["", ...more] : []),
    ]);
  }

  if (scorecard.protocol_checks.length > 0) {
    const rows = scorecard.protocol_checks.map((c) => [
      escapeMarkdown(c.check, { limit: 80 }),
      c.status === "failed" ? "**failed**" : c.status,
      escapeMarkdown(c.detail, { limit: 200 }),
    ]);
    details(`Protocol checks (${scorecard.protocol_checks.length})`, [
      markdownTable([["Check", "Result", "Detail"], ...rows]),
    ]);
  }

  const byRule = new Map<RuleId, Finding[]>();
  for (const f of scorecard.findings) {
    const list = byRule.get(f.rule);
    if (list) list.push(f);
    else byRule.set(f.rule, [f]);
  }
  for (const [rule, findings] of byRule) {
    const summary = RULES[rule]?.summary ?? "";
    const lines = findings.slice(0, DETAIL_ROWS).map((f) => `- ${findingLine(f)}`);
    if (findings.length > DETAIL_ROWS) lines.push(`- … and ${plural(findings.length - DETAIL_ROWS, "more")}.`);
    details(`<code>${escapeHtml(rule)}</code> · ${severityCounts(findings)} — ${escapeHtml(summary)}`, lines);
  }
  return out;
}
