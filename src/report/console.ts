import Table from "cli-table3";
import pc from "picocolors";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { capNote, clientName, costliest, coverageNote, gradeText, interruptedNote, noIssuesText, reportFigures, scenarioCell, serverDisplayName } from "./figures.js";
import { groupFindings } from "./group-findings.js";
import { formatCount, formatLatency, formatPercent, plural } from "./format.js";
import { renderTable } from "./long-table.js";
import { terminalSafe } from "./terminal-text.js";

/** Options of {@link renderConsole}. */
export interface ConsoleOptions {
  /** Use ANSI colours (the CLI passes true only on a TTY without NO_COLOR). */
  color: boolean;
  /** Terminal width in columns; long cells wrap to fit. Default 100. */
  width?: number;
  /** A lint-only report (`mcp-checkup lint`): no grade, no rates, no scenario columns — nothing was called. */
  lintOnly?: boolean;
}

/** Top issues shown on the console; the rest are counted (Toolscore shows 8, reference/toolscore-notes.md §7). */
export const CONSOLE_ISSUES = 8;

type Colors = ReturnType<typeof pc.createColors>;

/** picocolors' colour codes, removed to measure the visible width of a line. */
const ANSI_SGR = /\u001B\[[0-9;]*m/g;

function gradeColor(c: Colors, grade: Grade): (text: string) => string {
  switch (grade) {
    case "A":
      return (t) => c.bold(c.greenBright(t));
    case "B":
      return c.green;
    case "C":
      return c.yellow;
    case "D":
      return c.red;
    case "F":
      return (t) => c.bold(c.red(t));
  }
}

/** Row colour by pass share of the conclusive calls: green all passed, yellow some, red none (Toolscore's rule, §8). */
function passColor(c: Colors, passed: number, total: number): (text: string) => string {
  if (total === 0) return c.dim;
  if (passed === total) return c.green;
  return passed > 0 ? c.yellow : c.red;
}

/**
 * Renders the scorecard for a terminal, as a string (the CLI prints it; nothing here writes to stdout):
 * a boxed header (title, grade — coloured by grade when `color` —, score, component rates, protocol label,
 * the cap note), the tool table (Tool | Scenarios | Avg latency | Def. tokens, rows green/yellow/red by pass
 * share), the probe table when probes ran, protocol checks (passed count, failed ones listed), the top 8 issues
 * grouped by cause with their fixes and "… and N more", the calls that counted for nothing (refused or
 * blocked, by cause, with the fix), and a line on context cost. The header names the coverage, and says when
 * the grade is provisional. All server text passes `terminalSafe` (no escape sequences or control characters).
 * With `color: false` the output has no ANSI codes at all. Ends with a newline. Never throws.
 */
export function renderConsole(scorecard: Scorecard, options: ConsoleOptions): string {
  const c = pc.createColors(options.color);
  const width = Math.max(40, options.width ?? 100);
  const figures = reportFigures(scorecard);
  const safe = (text: string, limit?: number): string => terminalSafe(text, limit === undefined ? {} : { limit });
  const tableStyle = { head: [] as string[], border: [] as string[] };
  const out: string[] = [];

  const effect = scorecard.effect_rate === null ? "n/a" : formatPercent(scorecard.effect_rate);
  const lintOnly = options.lintOnly === true;
  const header = lintOnly
    ? [
        c.bold(`MCP Lint: ${safe(serverDisplayName(scorecard), 120)}`),
        `Lint score ${formatPercent(scorecard.lint_score)}   ${figures.lint.errors} error(s), ${figures.lint.warnings} warning(s)`,
        c.dim(safe(scorecard.protocol.label)),
      ]
    : [
        c.bold(`MCP Scorecard: ${safe(serverDisplayName(scorecard), 120)}`),
        `${gradeColor(c, scorecard.grade)(`Grade ${gradeText(scorecard)}`)}   Score ${formatPercent(scorecard.score)}`,
        `happy ${formatPercent(scorecard.happy_pass_rate)}  |  edge ${formatPercent(scorecard.edge_resilience_rate)}` +
          `  |  lint ${formatPercent(scorecard.lint_score)}  |  effect ${effect}`,
        c.dim(safe(scorecard.protocol.label)),
      ];
  const note = capNote(scorecard);
  if (note !== null) header.push(c.yellow(safe(note, 400)));
  const coverage = lintOnly ? null : coverageNote(scorecard);
  if (coverage !== null) header.push(scorecard.provisional ? c.yellow(safe(coverage, 400)) : c.dim(safe(coverage, 400)));
  const interrupted = interruptedNote(scorecard);
  if (interrupted !== null) header.push(c.yellow(safe(interrupted, 400)));
  const visible = Math.max(...header.flatMap((line) => line.split("\n")).map((line) => line.replace(ANSI_SGR, "").length));
  const panel = new Table({ style: tableStyle, wordWrap: true, colWidths: [Math.min(width, visible + 4)] });
  panel.push([header.join("\n")]);
  out.push(panel.toString(), "");

  if (scorecard.tools.length === 0) {
    out.push("No tools advertised.", "");
  } else if (lintOnly) {
    const rows = scorecard.tools.map((t) => [safe(t.name, 130), formatCount(t.definition_tokens)]);
    out.push(c.bold("Tools"), renderTable({ head: ["Tool", "Def. tokens"].map((h) => c.bold(h)), style: tableStyle, colAligns: ["left", "right"] }, rows), "");
  } else {
    const longest = Math.max(4, ...scorecard.tools.map((t) => safe(t.name, 130).length));
    const rows = scorecard.tools.map((t) => {
      const paint = passColor(c, t.passed, t.total - t.refused - t.blocked);
      return [paint(safe(t.name, 130)), paint(scenarioCell(t)), t.total === 0 ? "—" : formatLatency(t.avg_latency_ms), formatCount(t.definition_tokens)];
    });
    const tools = renderTable(
      {
        head: ["Tool", "Scenarios", "Avg latency", "Def. tokens"].map((h) => c.bold(h)),
        style: tableStyle,
        wordWrap: true,
        colWidths: [Math.min(longest + 2, Math.max(12, width - 44)), null, null, null],
        colAligns: ["left", "right", "right", "right"],
      },
      rows,
    );
    out.push(c.bold("Tools"), tools, "");
  }

  if (scorecard.probes.length > 0) {
    const rows = scorecard.probes.map((p) => {
      const paint = p.status === "failed" ? c.red : p.status === "passed" ? c.green : c.dim;
      return [safe(p.probe, 40), safe(p.tool, 40), paint(p.status), p.confidence, safe(p.detail, 300)];
    });
    const probes = renderTable(
      { head: ["Probe", "Tool", "Result", "Confidence", "Detail"].map((h) => c.bold(h)), style: tableStyle, wordWrap: true, colWidths: [null, null, null, null, Math.max(20, width - 70)] },
      rows,
    );
    out.push(c.bold("Effect probes"), probes, "");
  }

  if (figures.protocolChecks.total > 0) {
    out.push(`${c.bold("Protocol checks")}: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`);
    for (const check of scorecard.protocol_checks.filter((x) => x.status === "failed")) {
      out.push(`  ${c.red("✖")} ${safe(check.check, 80)} — ${safe(check.detail, 300)}`);
    }
    out.push("");
  }

  const clients = scorecard.client_profiles;
  if (clients && clients.clients.length > 0) {
    out.push(c.bold("Client compatibility"));
    for (const id of clients.clients) {
      const rejected = clients.results.filter((r) => r.client === id).map((r) => safe(r.tool, 60));
      const verdict = rejected.length === 0 ? c.green("accepts every tool") : c.red(`rejects ${plural(rejected.length, "tool")}: ${rejected.slice(0, 6).join(", ")}${rejected.length > 6 ? ", …" : ""}`);
      out.push(`  ${clientName(id)} (${id}): ${verdict}`);
    }
    out.push("");
  }

  out.push(c.bold("Top issues to fix"));
  const groups = groupFindings(scorecard.findings);
  if (groups.length === 0) {
    out.push(`  ${noIssuesText(scorecard)}`);
    const notes = scorecard.findings.filter((f) => f.severity === "info").length;
    if (notes > 0) out.push(c.dim(`  (${plural(notes, "note")} at info level, which cost nothing: see the JSON or Markdown report)`));
  }
  groups.slice(0, CONSOLE_ISSUES).forEach((group, i) => {
    const names = group.tools.map((t) => safe(t, 130));
    const where =
      names.length > 1
        ? [`${names.slice(0, 4).join(", ")}${names.length > 4 ? ` and ${names.length - 4} more` : ""} (${names.length} tools)`]
        : [...names, ...(group.parameter !== undefined ? [safe(group.parameter, 130)] : [])];
    const mark = group.severity === "error" ? c.red("✖") : group.severity === "warning" ? c.yellow("▲") : c.dim("•");
    const same = names.length > 1 ? c.dim(` (the same for the other ${names.length - 1})`) : group.count > 1 ? c.dim(` (${group.count} times)`) : "";
    out.push(
      `  ${i + 1}. ${mark} ${where.length > 0 ? `${c.bold(where.join(" · "))} — ` : ""}${safe(group.message, 400)}${same}`,
      `       ${c.dim("Fix:")} ${safe(group.fix, 400)}`,
    );
  });
  if (groups.length > CONSOLE_ISSUES) out.push(`  … and ${plural(groups.length - CONSOLE_ISSUES, "more issue")}.`);
  out.push("");

  if (scorecard.acceptance !== undefined) {
    const accepted = scorecard.findings.filter((f) => f.accepted !== undefined);
    out.push(c.bold("Accepted findings") + c.dim(` (${safe(scorecard.acceptance.file, 120)}: they cost nothing)`));
    if (accepted.length === 0) out.push(c.dim("  none of this run's findings is accepted"));
    for (const f of accepted.slice(0, CONSOLE_ISSUES)) {
      const where = f.tool === undefined ? "" : ` ${safe(f.tool, 80)}${f.parameter !== undefined ? ` · ${safe(f.parameter, 80)}` : ""}`;
      const until = f.accepted!.expires !== undefined ? ` (until ${f.accepted!.expires})` : "";
      out.push(`  ${c.green("✓")} ${f.rule}${where} — accepted: ${safe(f.accepted!.reason, 200)}${until}`);
    }
    if (accepted.length > CONSOLE_ISSUES) out.push(`  … and ${plural(accepted.length - CONSOLE_ISSUES, "more")}.`);
    out.push("");
  }

  if (scorecard.inconclusive.length > 0 && !lintOnly) {
    out.push(c.bold("Calls that counted for nothing") + c.dim(" (refused by the server, or blocked by the environment)"));
    for (const g of scorecard.inconclusive) {
      const names = g.tools.map((t) => safe(t, 80));
      const tools = `${names.slice(0, 6).join(", ")}${names.length > 6 ? ` and ${names.length - 6} more` : ""}`;
      out.push(
        `  ${c.dim("○")} ${c.bold(g.outcome)} · ${plural(g.calls, "call")} on ${plural(g.tools.length, "tool")} (${tools}) — ${safe(g.reason, 300)}`,
        `       ${c.dim("Fix:")} ${safe(g.fix, 400)}`,
      );
    }
    out.push("");
  }

  const instructions = scorecard.instructions_tokens > 0 ? ` + ${formatCount(scorecard.instructions_tokens)} in instructions` : "";
  out.push(
    `Context cost: ~${formatCount(scorecard.context_tokens)} estimated tokens ` +
      `(${formatCount(figures.definitionTokens)} across ${plural(scorecard.tools.length, "tool")}${instructions}; ` +
      `${safe(scorecard.token_method)}).`,
  );
  const context = scorecard.context;
  if (context && (context.budget !== null || context.repeated_schemas.length > 0)) {
    if (context.budget !== null) {
      const over = scorecard.context_tokens - context.budget;
      out.push(over > 0 ? c.red(`  Over the budget of ${formatCount(context.budget)} by ${formatCount(over)} tokens.`) : `  Within the budget of ${formatCount(context.budget)} tokens.`);
    }
    out.push(`  Costliest: ${costliest(scorecard).map((t) => `${safe(t.name, 60)} ${formatCount(t.tokens)}`).join(", ")}.`);
    if (context.saving_tokens > 0) out.push(`  Moving sub-schemas a tool repeats into its $defs saves ~${formatCount(context.saving_tokens)} tokens (see the Markdown or JSON report).`);
  }
  return `${out.join("\n")}\n`;
}
