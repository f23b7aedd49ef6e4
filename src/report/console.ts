import pc from "picocolors";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { capNote, clientName, costliest, coverageNote, effectFigure, gradeText, hasContextCost, interruptedNote, noIssuesText, probeWarnings, reportFigures, scenarioCell, serverDisplayName } from "./figures.js";
import { groupFindings } from "./group-findings.js";
import { formatCount, formatLatency, formatPercent, plural } from "./format.js";
import { NO_ROW_SEPARATORS, renderTable } from "./long-table.js";
import { terminalSafe } from "./terminal-text.js";
import { breakName, CELL_PADDING, DEFAULT_TERMINAL_WIDTH, fitColumns, hangingWrap, naturalWidths, packLine, textWidth } from "./table-layout.js";

/** Options of {@link renderConsole}. */
export interface ConsoleOptions {
  /** Use ANSI colours (the CLI passes true only on a TTY without NO_COLOR). */
  color: boolean;
  /**
   * Terminal width in columns (the CLI passes stdout's when it is a terminal). Every table, the header box and
   * every line fit it: cells and lines wrap, names break after `-`/`_`/`.`, words too long for a cell end in `…`.
   * Default 80; at least 40.
   */
  width?: number;
  /** A lint-only report (`mcp-checkup lint`): no grade, no rates, no scenario columns — nothing was called. */
  lintOnly?: boolean;
}

/** Top issues shown on the console; the rest are counted (Toolscore shows 8, reference/toolscore-notes.md §7). */
export const CONSOLE_ISSUES = 8;

type Colors = ReturnType<typeof pc.createColors>;

/** A cli-table3 table of `rows`, as text (the one place the console report draws a table). */
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
 * a boxed header (title, grade — coloured by grade when `color` —, score, component rates with the effect figure
 * explained (`effectFigure`, `probeWarnings`), protocol label, the cap note), the tool table (Tool | Scenarios | Avg
 * latency | Def. tokens, rows green/yellow/red by pass share, `skipped: <why>` for a tool the run left out), the probe
 * table when probes ran (probe above tool, result above confidence, detail), protocol checks (passed count, failed
 * ones listed with a neutral mark: their findings carry the severity), the top 8 issues grouped by cause with their
 * fixes and "… and N more" (errors ✖, warnings ▲; a ✓ and the info-note count, dimmed, when there is nothing to
 * fix), the calls that counted for nothing (refused or blocked, by cause, with the fix), and a line on context
 * cost. Everything fits `width` columns (`table-layout.ts`). The header names the coverage, and says when the grade
 * is provisional. All server text passes `terminalSafe` (no escape sequences or control characters). With
 * `color: false` (the default without options) the output has no ANSI codes at all. Ends with a newline. Never throws.
 */
export function renderConsole(scorecard: Scorecard, options: ConsoleOptions = { color: false }): string {
  const c = pc.createColors(options.color);
  const width = Math.max(40, options.width ?? DEFAULT_TERMINAL_WIDTH);
  const pen: Pen = {
    c,
    width,
    item: (prefix, body) => hangingWrap(prefix, body, width),
    safe: (text, limit) => terminalSafe(text, limit === undefined ? {} : { limit }),
    tableStyle: { head: [], border: [] },
  };
  const lintOnly = options.lintOnly === true;
  const figures = reportFigures(scorecard);
  const out: string[] = [
    ...headerBox(pen, scorecard, figures, lintOnly),
    ...(scorecard.tools.length === 0 ? ["No tools advertised.", ""] : lintOnly ? lintToolTable(pen, scorecard) : toolTable(pen, scorecard)),
    ...probeTable(pen, scorecard),
    ...protocolSection(pen, scorecard, figures),
    ...clientSection(pen, scorecard),
    ...issuesSection(pen, scorecard),
    ...acceptedSection(pen, scorecard),
    ...(lintOnly ? [] : inconclusiveSection(pen, scorecard)),
    ...contextSection(pen, scorecard, figures),
  ];
  return `${out.join("\n")}\n`;
}

/** What every section of the console report draws with. */
interface Pen {
  c: Colors;
  /** The terminal width, columns. */
  width: number;
  /** A list item: `prefix` then `body`, wrapped to the width under itself. */
  item: (prefix: string, body: string) => string;
  /** Server text made terminal-safe, cut to `limit` characters when given. */
  safe: (text: string, limit?: number) => string;
  tableStyle: { head: string[]; border: string[] };
}

type Figures = ReturnType<typeof reportFigures>;

/** The boxed header: title, grade and score with the rates (or the lint score), protocol, cap, coverage and interruption notes. */
function headerBox(pen: Pen, scorecard: Scorecard, figures: Figures, lintOnly: boolean): string[] {
  const { c, safe, width } = pen;
  const header = lintOnly
    ? [
        c.bold(`MCP Lint: ${safe(serverDisplayName(scorecard), 120)}`),
        `Lint score ${formatPercent(scorecard.lint_score)}   ${figures.lint.errors} error(s), ${figures.lint.warnings} warning(s)`,
        c.dim(safe(scorecard.protocol.label)),
      ]
    : [
        c.bold(`MCP Scorecard: ${safe(serverDisplayName(scorecard), 120)}`),
        `${gradeColor(c, scorecard.grade)(`Grade ${gradeText(scorecard)}`)}   Score ${formatPercent(scorecard.score)}`,
        packLine(
          [
            figures.happy.total === 0 ? "happy n/a" : `happy ${formatPercent(scorecard.happy_pass_rate)}`,
            `edge ${formatPercent(scorecard.edge_resilience_rate)}`,
            `lint ${formatPercent(scorecard.lint_score)}`,
            `effect ${effectFigure(scorecard)}`,
            ...(probeWarnings(scorecard) === "" ? [] : [probeWarnings(scorecard)]),
          ],
          "  |  ",
          width - 4,
        ),
        c.dim(safe(scorecard.protocol.label)),
      ];
  const note = capNote(scorecard);
  if (note !== null) header.push(c.yellow(safe(note, 400)));
  const coverage = lintOnly ? null : coverageNote(scorecard);
  if (coverage !== null) header.push(scorecard.provisional ? c.yellow(safe(coverage, 400)) : c.dim(safe(coverage, 400)));
  const interrupted = interruptedNote(scorecard);
  if (interrupted !== null) header.push(c.yellow(safe(interrupted, 400)));
  // The box: one column whose text is wrapped to fit inside it; with its borders it is at most `width` wide. One row
  // per line, without separators between rows: cli-table3 draws a cell of several lines in time quadratic in its
  // length (each line drawn truncates the whole text, a character at a time, for a debug message), 6 ms for this box
  // on every run's critical path (issue 14).
  const inner = Math.min(width - 2, textWidth(header.join("\n")) + CELL_PADDING) - CELL_PADDING;
  const lines = header.flatMap((line) => hangingWrap("", line, inner).split("\n"));
  return [renderTable({ style: pen.tableStyle, colWidths: [inner + CELL_PADDING], chars: NO_ROW_SEPARATORS }, lines.map((line) => [line])), ""];
}

/**
 * Tool rows the console shows at most: a server of thousands of tools would otherwise print a table of thousands of
 * rows no one reads, and rendering it cost seconds (issue 14). The tools that need attention come first; the JSON and
 * Markdown reports list every tool.
 */
export const CONSOLE_TOOL_ROWS = 50;

/**
 * The tools of the console's table: every tool when they are at most {@link CONSOLE_TOOL_ROWS}, else that many —
 * those `needsAttention` picks first, then the others — in the scorecard's order; and the line saying how many were
 * left out (none: empty).
 */
function shownTools(scorecard: Scorecard, needsAttention: (t: Scorecard["tools"][number]) => boolean, restText: string): { tools: Scorecard["tools"]; note: string[] } {
  const all = scorecard.tools;
  if (all.length <= CONSOLE_TOOL_ROWS) return { tools: all, note: [] };
  const first = new Set(all.filter(needsAttention).slice(0, CONSOLE_TOOL_ROWS));
  for (const t of all) {
    if (first.size >= CONSOLE_TOOL_ROWS) break;
    first.add(t);
  }
  const left = all.length - first.size;
  return { tools: all.filter((t) => first.has(t)), note: [`… and ${plural(left, "more tool", "more tools")}${restText}; the JSON report (--report json=PATH) lists every tool.`] };
}

/** The lint report's tool table: Tool | Def. tokens (the costliest first when not every tool is shown). */
function lintToolTable(pen: Pen, scorecard: Scorecard): string[] {
  const { c, safe } = pen;
  const head = ["Tool", "Def. tokens"];
  const costly = new Set(costliest(scorecard, CONSOLE_TOOL_ROWS).map((t) => t.name));
  const { tools, note } = shownTools(scorecard, (t) => costly.has(t.name), "");
  const rows = tools.map((t) => [safe(t.name, 130), formatCount(t.definition_tokens)]);
  const widths = fitColumns(naturalWidths(head, rows), pen.width, [12, 8]);
  const broken = rows.map(([name, tokens]) => [breakName(name!, widths[0]! - 2), tokens!]);
  return [c.bold("Tools"), renderTable({ head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths, colAligns: ["left", "right"] }, broken), ...note.map((n) => c.dim(pen.item("", n))), ""];
}

/** The tool table: Tool | Scenarios | Avg latency | Def. tokens, rows coloured by pass share (tools with a failed call first when not every tool is shown). */
function toolTable(pen: Pen, scorecard: Scorecard): string[] {
  const { c, safe } = pen;
  const head = ["Tool", "Scenarios", "Avg latency", "Def. tokens"];
  const failedSome = (t: Scorecard["tools"][number]): boolean => t.passed < t.total - t.refused - t.blocked;
  const { tools, note } = shownTools(scorecard, failedSome, ", none of them with a failed call");
  const cells = tools.map((t) => [safe(t.name, 130), scenarioCell(t), t.total === 0 ? "—" : formatLatency(t.avg_latency_ms), formatCount(t.definition_tokens)]);
  const widths = fitColumns(naturalWidths(head, cells), pen.width, [12, 11, 9, 8], [1.5, 1, 1, 1]);
  const rows = tools.map((t, i) => {
    const [name, scenarios, latency, tokens] = cells[i]!;
    const paint = t.not_called !== undefined && t.total === 0 ? c.dim : passColor(c, t.passed, t.total - t.refused - t.blocked);
    return [paint(breakName(name!, widths[0]! - 2)), paint(scenarios!), latency!, tokens!];
  });
  const table = renderTable(
    { head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths, colAligns: ["left", "right", "right", "right"] },
    rows,
  );
  return [c.bold("Tools"), table, ...note.map((n) => c.dim(pen.item("", n))), ""];
}

/** The probe table, when probes ran: the probe above its tool, the result above its confidence, the detail. */
function probeTable(pen: Pen, scorecard: Scorecard): string[] {
  if (scorecard.probes.length === 0) return [];
  const { c, safe } = pen;
  // Three columns so the detail keeps room at 80 columns: the probe above its tool, the result above its confidence.
  const head = ["Probe\ntool", "Result\nconfidence", "Detail"];
  const cells = scorecard.probes.map((p) => [`${safe(p.probe, 40)}\n${safe(p.tool, 130)}`, `${p.status}\n${p.confidence}`, safe(p.detail, 300)]);
  const widths = fitColumns(naturalWidths(head, cells), pen.width, [12, 14, 24], [1, 1, 1.5]);
  const rows = scorecard.probes.map((p, i) => {
    const paint = p.status === "failed" ? c.red : p.status === "passed" ? c.green : c.dim;
    const names = `${safe(p.probe, 40)}\n${breakName(safe(p.tool, 130), widths[0]! - 2)}`;
    return [names, `${paint(p.status)}\n${c.dim(p.confidence)}`, cells[i]![2]!];
  });
  return [c.bold("Effect probes"), renderTable({ head: head.map((h) => c.bold(h)), style: pen.tableStyle, wordWrap: true, colWidths: widths }, rows), ""];
}

/** Protocol checks: the passed count, and the failed ones with a neutral mark. */
function protocolSection(pen: Pen, scorecard: Scorecard, figures: Figures): string[] {
  if (figures.protocolChecks.total === 0) return [];
  const { c, safe } = pen;
  const out = [`${c.bold("Protocol checks")}: ${figures.protocolChecks.passed}/${figures.protocolChecks.total} passed`];
  // A failed check's severity is its finding's (an error or warning is under "Top issues to fix" with its mark);
  // here the mark stays neutral, so an info note never stands under a red cross.
  for (const check of scorecard.protocol_checks.filter((x) => x.status === "failed")) {
    out.push(pen.item(`  ${c.dim("•")} `, `${safe(check.check, 80)} — ${safe(check.detail, 300)}`));
  }
  return [...out, ""];
}

/** Client compatibility (`--clients`): what each client profile rejects. */
function clientSection(pen: Pen, scorecard: Scorecard): string[] {
  const clients = scorecard.client_profiles;
  if (!clients || clients.clients.length === 0) return [];
  const { c, safe } = pen;
  const out = [c.bold("Client compatibility")];
  for (const id of clients.clients) {
    const rejected = clients.results.filter((r) => r.client === id).map((r) => safe(r.tool, 60));
    const verdict = rejected.length === 0 ? c.green("accepts every tool") : c.red(`rejects ${plural(rejected.length, "tool")}: ${rejected.slice(0, 6).join(", ")}${rejected.length > 6 ? ", …" : ""}`);
    out.push(pen.item("  ", `${clientName(id)} (${id}): ${verdict}`));
  }
  return [...out, ""];
}

/** The top issues, grouped by cause, with their fixes (or a ✓ and the count of info notes). */
function issuesSection(pen: Pen, scorecard: Scorecard): string[] {
  const { c, safe, item } = pen;
  const out = [c.bold("Top issues to fix")];
  const groups = groupFindings(scorecard.findings);
  if (groups.length === 0) {
    out.push(item(`  ${c.green("✓")} `, noIssuesText(scorecard)));
    const notes = scorecard.findings.filter((f) => f.severity === "info").length;
    if (notes > 0) out.push(c.dim(item("  · ", `${plural(notes, "note")} at info level, which cost nothing: see the JSON or Markdown report`)));
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
      item(`  ${i + 1}. ${mark} `, `${where.length > 0 ? `${c.bold(where.join(" · "))} — ` : ""}${safe(group.message, 400)}${same}`),
      item(`       ${c.dim("Fix:")} `, safe(group.fix, 400)),
    );
  });
  if (groups.length > CONSOLE_ISSUES) out.push(`  … and ${plural(groups.length - CONSOLE_ISSUES, "more issue")}.`);
  return [...out, ""];
}

/** The accepted findings (`--accepted`), each with its reason. */
function acceptedSection(pen: Pen, scorecard: Scorecard): string[] {
  if (scorecard.acceptance === undefined) return [];
  const { c, safe, item } = pen;
  const accepted = scorecard.findings.filter((f) => f.accepted !== undefined);
  const out = [item("", c.bold("Accepted findings") + c.dim(` (${safe(scorecard.acceptance.file, 120)}: they cost nothing)`))];
  if (accepted.length === 0) out.push(c.dim("  none of this run's findings is accepted"));
  for (const f of accepted.slice(0, CONSOLE_ISSUES)) {
    const where = f.tool === undefined ? "" : ` ${safe(f.tool, 80)}${f.parameter !== undefined ? ` · ${safe(f.parameter, 80)}` : ""}`;
    const until = f.accepted!.expires !== undefined ? ` (until ${f.accepted!.expires})` : "";
    out.push(item(`  ${c.green("✓")} `, `${f.rule}${where} — accepted: ${safe(f.accepted!.reason, 200)}${until}`));
  }
  if (accepted.length > CONSOLE_ISSUES) out.push(`  … and ${plural(accepted.length - CONSOLE_ISSUES, "more")}.`);
  return [...out, ""];
}

/** The calls that counted for nothing (refused or blocked), by cause, with the fix. */
function inconclusiveSection(pen: Pen, scorecard: Scorecard): string[] {
  if (scorecard.inconclusive.length === 0) return [];
  const { c, safe, item } = pen;
  const out = [item("", c.bold("Calls that counted for nothing") + c.dim(" (refused by the server, or blocked by the environment)"))];
  for (const g of scorecard.inconclusive) {
    const names = g.tools.map((t) => safe(t, 80));
    const tools = `${names.slice(0, 6).join(", ")}${names.length > 6 ? ` and ${names.length - 6} more` : ""}`;
    out.push(
      item(`  ${c.dim("○")} `, `${c.bold(g.outcome)} · ${plural(g.calls, "call")} on ${plural(g.tools.length, "tool")} (${tools}) — ${safe(g.reason, 300)}`),
      item(`       ${c.dim("Fix:")} `, safe(g.fix, 400)),
    );
  }
  return [...out, ""];
}

/** The context cost line, the budget, the costliest tools and what `$defs` would save. */
function contextSection(pen: Pen, scorecard: Scorecard, figures: Figures): string[] {
  if (!hasContextCost(scorecard)) return [];
  const { c, safe, item } = pen;
  const instructions = scorecard.instructions_tokens > 0 ? ` + ${formatCount(scorecard.instructions_tokens)} in instructions` : "";
  const out = [
    item(
      "",
      `Context cost: ~${formatCount(scorecard.context_tokens)} estimated tokens ` +
        `(${formatCount(figures.definitionTokens)} across ${plural(scorecard.tools.length, "tool")}${instructions}; ` +
        `${safe(scorecard.token_method)}).`,
    ),
  ];
  const context = scorecard.context;
  if (!context || (context.budget === null && context.repeated_schemas.length === 0)) return out;
  if (context.budget !== null) {
    const over = scorecard.context_tokens - context.budget;
    out.push(over > 0 ? c.red(`  Over the budget of ${formatCount(context.budget)} by ${formatCount(over)} tokens.`) : `  Within the budget of ${formatCount(context.budget)} tokens.`);
  }
  out.push(item("  ", `Costliest: ${costliest(scorecard).map((t) => `${safe(t.name, 60)} ${formatCount(t.tokens)}`).join(", ")}.`));
  if (context.saving_tokens > 0) out.push(item("  ", `Moving sub-schemas a tool repeats into its $defs saves ~${formatCount(context.saving_tokens)} tokens (see the Markdown or JSON report).`));
  return out;
}
