import Table from "cli-table3";
import { markdownTable } from "markdown-table";
import type { AggregateReport, AggregateRow } from "../scorecard/aggregate.js";
import { codeSpan, escapeMarkdown, markdownText } from "./escape.js";
import { gradeText } from "./figures.js";
import { formatCount, formatPercent, plural } from "./format.js";
import { groupFindings } from "./group-findings.js";
import { breakName, DEFAULT_TERMINAL_WIDTH, fitColumns, hangingWrap, naturalWidths } from "./table-layout.js";
import { stableText } from "./stable-text.js";
import { terminalSafe } from "./terminal-text.js";

/**
 * Renderers of a set of servers graded together (`aggregateReports`): the Markdown of the job summary and of the one
 * sticky comment (a table — server, grade, change, coverage, top finding, context tokens — with each server's details
 * folded), a console table, and JSON. Server text is escaped like every other report's.
 */

/** Options of {@link renderAggregateMarkdown}. */
export interface AggregateMarkdownOptions {
  /** Most table rows (worst first); the rest are counted. Default: all. */
  maxRows?: number;
  /** Whose details to fold under the table: every server, those failing the gate or with errors, or none. Default `all`. */
  details?: "all" | "failing" | "none";
  /** Most cause groups in one server's details. Default 5. */
  maxGroups?: number;
  /** The heading level of the title (`##` in a comment, `#` in the summary). Default 1. */
  headingLevel?: 1 | 2 | 3;
  /** Where the rows cut by `maxRows` can be read (e.g. "the job summary"). Default "the job summary". */
  moreIn?: string;
}

/**
 * The set as Markdown: a title with the server count, a verdict line (worst grade, servers failing the gate), the
 * table (one row per server, worst grade first: ✅/⚠️/❌, server, grade, change against its reference, coverage, the
 * first issue to fix, context tokens), tool-name collisions across the set, refused reports, then each server's
 * details folded in `<details>` (its issues grouped by cause, each with its fix). Deterministic for equal input (no
 * times, no latencies, messages made stable), so an unchanged set leaves a comment alone. No `<!--`. Pure.
 */
export function renderAggregateMarkdown(report: AggregateReport, options: AggregateMarkdownOptions = {}): string {
  const h = "#".repeat(options.headingLevel ?? 1);
  const rows = report.rows;
  const shown = rows.slice(0, options.maxRows ?? rows.length);
  const out = [`${h} MCP Checkup: ${plural(rows.length, "server")}`, ""];
  out.push(verdictLine(report), "");
  if (rows.length > 0) {
    out.push(
      markdownTable(
        [["", "Server", "Grade", "Change", "Coverage", "Top finding", "Context tokens"], ...shown.map(tableRow)],
        { align: ["c", "l", "l", "l", "r", "l", "r"], alignDelimiters: false },
      ),
      "",
    );
    if (shown.length < rows.length) out.push(`_… and ${plural(rows.length - shown.length, "more server")}: see ${options.moreIn ?? "the job summary"}._`, "");
  }
  if (report.findings.length > 0) {
    out.push(`${h}# Across the set`, "");
    for (const f of report.findings.slice(0, 20)) {
      out.push(`- ⚠️ **${escapeMarkdown(f.rule)}** · ${codeSpan(f.tool ?? "", { limit: 80 })} — ${text(f.message, 400, [f.tool, f.parameter])} **Fix:** ${text(f.fix, 300, [f.tool, f.parameter])}`);
    }
    if (report.findings.length > 20) out.push(`- … and ${plural(report.findings.length - 20, "more collision")}.`);
    out.push("");
  }
  if (report.refused.length > 0) {
    out.push(`${h}# Reports not published`, "");
    for (const r of report.refused.slice(0, 20)) out.push(`- ${codeSpan(r.source, { limit: 160 })}: ${text(r.reason, 300)}`);
    if (report.refused.length > 20) out.push(`- … and ${plural(report.refused.length - 20, "more")}.`);
    out.push("");
  }
  const details = options.details ?? "all";
  if (details !== "none") {
    for (const row of shown) {
      if (details === "failing" && row.gateFailures.length === 0 && row.errors === 0) continue;
      out.push(...serverDetails(row, options.maxGroups ?? 5));
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}

/** Our wording (a message, a fix) as Markdown, the server values in it in code spans (`markdownText`). */
function text(value: string, limit: number, values: readonly (string | undefined)[] = []): string {
  return markdownText(stableText(value), { limit, serverValues: values });
}

/** `Worst grade **C** · ❌ 2 of 5 servers fail the gate · 1 tool-name collision`. */
function verdictLine(report: AggregateReport): string {
  const parts = [report.worstGrade === null ? "No reports" : `Worst grade **${report.worstGrade}**`];
  if (report.rows.length > 0) {
    parts.push(report.failing.length === 0 ? "✅ every server passes the gate" : `❌ **${report.failing.length} of ${plural(report.rows.length, "server")} fail the gate**`);
  }
  if (report.findings.length > 0) parts.push(`⚠️ ${plural(report.findings.length, "tool-name collision")}`);
  if (report.refused.length > 0) parts.push(`❌ ${plural(report.refused.length, "report")} refused`);
  return parts.join(" · ");
}

function statusIcon(row: AggregateRow): string {
  if (row.gateFailures.length > 0) return "❌";
  return row.errors > 0 || row.warnings > 0 ? "⚠️" : "✅";
}

function tableRow(row: AggregateRow): string[] {
  const s = row.scorecard;
  const issue = row.topIssue;
  const top =
    issue === null
      ? "—"
      : `${codeSpan(issue.rule, { table: true })}${issue.tool !== undefined ? ` on ${codeSpan(issue.tool, { table: true, limit: 60 })}` : ""}` +
        (row.errors + row.warnings > 1 ? ` (+${row.errors + row.warnings - 1})` : "");
  return [
    statusIcon(row),
    escapeMarkdown(row.label, { limit: 80 }),
    `**${escapeMarkdown(gradeText(s))}** ${formatPercent(s.score)}`,
    changeCell(row),
    s.coverage === null ? "—" : formatPercent(s.coverage),
    top,
    `~${formatCount(s.context_tokens)}`,
  ];
}

/** `B → A (+6 %)`, `= A`, `🆕 2 new`, or `—` without a reference. */
function changeCell(row: AggregateRow): string {
  const c = row.change;
  if (c === null) return "—";
  const points = Math.round(c.scoreDelta * 100);
  const delta = points > 0 ? `+${points} %` : points < 0 ? `−${-points} %` : "±0 %";
  const grade = c.gradeBefore === c.gradeAfter ? (c.changed ? `${c.gradeAfter} (${delta})` : "no change") : `${c.gradeBefore} → ${c.gradeAfter} (${delta})`;
  const news = c.newFindings.length > 0 ? ` · 🆕 ${c.newFindings.length}` : "";
  return `${grade}${news}`;
}

/** One server's folded details: why it fails the gate, its causes with their fixes, where its report is. */
function serverDetails(row: AggregateRow, maxGroups: number): string[] {
  const s = row.scorecard;
  const groups = groupFindings(s.findings).filter((g) => g.severity !== "info");
  const counts = [row.errors > 0 ? plural(row.errors, "error") : "", row.warnings > 0 ? plural(row.warnings, "warning") : ""].filter(Boolean).join(", ") || "no errors or warnings";
  const out = ["<details>", `<summary>${statusIcon(row)} ${escapeMarkdown(row.label, { limit: 80 })} — grade ${escapeMarkdown(gradeText(s))}, ${counts}</summary>`, ""];
  for (const failure of row.gateFailures) out.push(`- **Gate:** ${escapeMarkdown(failure, { limit: 300 })}`);
  groups.slice(0, maxGroups).forEach((g, i) => {
    const tools = g.tools.length === 0 ? "" : ` on ${g.tools.slice(0, 3).map((t) => codeSpan(t, { limit: 60 })).join(", ")}${g.tools.length > 3 ? ` and ${g.tools.length - 3} more` : ""}`;
    out.push(`${i + 1}. ${g.severity === "error" ? "❌" : "⚠️"} **${escapeMarkdown(g.rule)}**${tools} — ${text(g.message, 300, [...g.tools, g.parameter])} **Fix:** ${text(g.fix, 300, [...g.tools, g.parameter])}`);
  });
  if (groups.length > maxGroups) out.push(`- … and ${plural(groups.length - maxGroups, "more cause")}.`);
  const accepted = s.findings.filter((f) => f.accepted !== undefined).length;
  if (accepted > 0) out.push(`- ☑️ ${plural(accepted, "accepted finding")} (cost nothing).`);
  out.push("", `<sub>${escapeMarkdown(s.protocol.label)} · report ${codeSpan(row.source, { limit: 160 })}</sub>`, "", "</details>", "");
  return out;
}

/**
 * The set for a terminal: one line of verdict, a table (server, grade, change, coverage, top finding, context tokens),
 * collisions and refused reports, within `width` columns (default 80; `table-layout.ts`). Server text passes
 * `terminalSafe`. Ends with a newline. Pure.
 */
export function renderAggregateConsole(report: AggregateReport, options: { width?: number } = {}): string {
  const width = Math.max(40, options.width ?? DEFAULT_TERMINAL_WIDTH);
  const line = (prefix: string, body: string): string => hangingWrap(prefix, body, width);
  const out = [line("", `MCP Checkup: ${plural(report.rows.length, "server")}, worst grade ${report.worstGrade ?? "—"}, ${report.failing.length} failing the gate`)];
  if (report.rows.length > 0) {
    const head = ["Server", "Grade", "Change", "Coverage", "Top finding", "Context"];
    const rows = report.rows.map((row) => {
      const s = row.scorecard;
      const issue = row.topIssue;
      return [
        `${row.gateFailures.length > 0 ? "✖ " : ""}${terminalSafe(row.label, { limit: 60 })}`,
        gradeText(s),
        changeCell(row).replace(/[🆕]/gu, "new"),
        s.coverage === null ? "—" : formatPercent(s.coverage),
        issue === null ? "—" : terminalSafe(`${issue.rule}${issue.tool !== undefined ? ` on ${issue.tool}` : ""}`, { limit: 60 }),
        `~${formatCount(s.context_tokens)}`,
      ];
    });
    // The grade column may wrap between its words (`C (capped from B, interrupted)`) but never cut one.
    const gradeWord = Math.max(...rows.map((row) => Math.max(...row[1]!.split(" ").map((word) => word.length))));
    const colWidths = fitColumns(naturalWidths(head, rows), width, [12, Math.max(7, gradeWord + 2), 8, 10, 14, 9], [1.2, 1, 1, 1, 1.5, 1]);
    const table = new Table({ head, style: { head: [], border: [] }, wordWrap: true, colWidths });
    table.push(...rows.map(([label, ...rest]) => [breakName(label!, colWidths[0]! - 2), ...rest]));
    out.push(table.toString());
  }
  for (const f of report.findings) out.push(line("▲ ", `${f.rule}: ${terminalSafe(f.message, { limit: 300 })}`));
  for (const r of report.refused) out.push(line("✖ ", `refused ${terminalSafe(r.source, { limit: 200 })}: ${terminalSafe(r.reason, { limit: 300 })}`));
  for (const row of report.rows) for (const g of row.gateFailures) out.push(line("✖ ", `${terminalSafe(row.label, { limit: 60 })}: ${terminalSafe(g, { limit: 300 })}`));
  return `${out.join("\n")}\n`;
}

/** One server of the JSON list (`aggregateJson`, the Action's `mcp-servers` output). */
export interface AggregateServerJson {
  server: string;
  report: string;
  grade: string;
  score: number;
  grade_capped: boolean;
  coverage: number | null;
  provisional: boolean;
  /** The report is of a run that stopped early (`interrupted` in it). */
  interrupted: boolean;
  context_tokens: number;
  errors: number;
  warnings: number;
  top_finding: { rule: string; tool?: string; message: string; fix: string } | null;
  change: { grade_before: string; grade_after: string; score_delta: number; new_findings: number; fixed_findings: number } | null;
  gate_failures: string[];
}

/** The servers of the set as plain JSON values, worst first. Pure. */
export function aggregateServersJson(report: AggregateReport): AggregateServerJson[] {
  return report.rows.map((row) => {
    const s = row.scorecard;
    const c = row.change;
    return {
      server: row.label,
      report: row.source,
      grade: s.grade,
      score: s.score,
      grade_capped: s.grade_cap.capped,
      coverage: s.coverage,
      provisional: s.provisional,
      interrupted: s.interrupted === true,
      context_tokens: s.context_tokens,
      errors: row.errors,
      warnings: row.warnings,
      top_finding:
        row.topIssue === null
          ? null
          : { rule: row.topIssue.rule, ...(row.topIssue.tool !== undefined ? { tool: row.topIssue.tool } : {}), message: row.topIssue.message, fix: row.topIssue.fix },
      change:
        c === null
          ? null
          : { grade_before: c.gradeBefore, grade_after: c.gradeAfter, score_delta: c.scoreDelta, new_findings: c.newFindings.length, fixed_findings: c.fixedFindings.length },
      gate_failures: row.gateFailures,
    };
  });
}

/**
 * The set as a JSON document (`aggregate --report json`): `worst_grade`, `failing` (server labels), `servers`
 * (`aggregateServersJson`), `findings` (the set's own, e.g. `tool-name-collision`) and `refused` (`source`, `reason`).
 * 2-space, trailing newline. Pure.
 */
export function renderAggregateJson(report: AggregateReport): string {
  const data = {
    schemaVersion: 1,
    worst_grade: report.worstGrade,
    failing: report.failing,
    servers: aggregateServersJson(report),
    findings: report.findings,
    refused: report.refused,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}
