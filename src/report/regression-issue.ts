import type { RegressionBaseline, RegressionCheck } from "../scorecard/regression.js";
import type { Grade } from "../scorecard/types.js";
import { codeSpan, escapeMarkdown, markdownText } from "./escape.js";
import { plural } from "./format.js";
import { stableText } from "./stable-text.js";

/**
 * The words of the regression issue a nightly run keeps per server (`issue-on-regression`): its title, body, the
 * comment when what fails changes, and the comment that closes it. Server text is escaped; none of it has `<!--`
 * (the Action puts its hidden marker and state above the body).
 */

/** Where a result comes from, as the issue names it: the commit and the run. */
export interface RunPlace {
  /** The server as people know it: its name and version, or what was graded when it never started. Raw text. */
  server: string;
  commit: string | null;
  runUrl: string | null;
}

/** Most checks listed in a body or comment; the rest are counted. */
const CHECK_ROWS = 15;

/** `MCP Checkup: notes-server 1.2.0 regressed (grade A → C)`, `… no longer starts`: plain text (GitHub escapes titles). */
export function regressionTitle(place: RunPlace, checks: readonly RegressionCheck[]): string {
  const name = stableText(place.server).replace(/\s+/g, " ").trim().slice(0, 120) || "the server";
  if (checks.some((c) => c.kind === "no-start")) return `MCP Checkup: ${name} no longer starts`;
  const grade = checks.find((c) => c.kind === "grade");
  if (grade !== undefined) return `MCP Checkup: ${name} regressed (grade ${grade.gradeBefore} → ${grade.gradeAfter})`;
  const news = checks.filter((c) => c.kind === "new-blocking").length;
  return `MCP Checkup: ${name} regressed (${plural(news, "new blocking finding")})`;
}

/** One bullet per failing check: the start failure, the grade drop, each new blocking finding with its fix. */
export function checkLines(checks: readonly RegressionCheck[]): string[] {
  const lines = checks.slice(0, CHECK_ROWS).map((c) => {
    if (c.kind === "grade") return `- ❌ **Grade ${c.gradeBefore} → ${c.gradeAfter}**`;
    const f = c.finding!;
    const where = f.tool !== undefined ? ` on ${codeSpan(f.tool, { limit: 80 })}` : "";
    const what = c.kind === "no-start" ? "**The server no longer starts**" : `**New blocking finding** ${codeSpan(f.rule)}${where}`;
    const values = [f.tool, f.parameter];
    return `- ❌ ${what} — ${markdownText(stableText(f.message), { limit: 400, serverValues: values })} **Fix:** ${markdownText(stableText(f.fix), { limit: 300, serverValues: values })}`;
  });
  if (checks.length > CHECK_ROWS) lines.push(`- … and ${plural(checks.length - CHECK_ROWS, "more failing check")} (see the run).`);
  return lines;
}

function runText(place: RunPlace): string {
  const commit = place.commit ? `commit ${codeSpan(place.commit.slice(0, 7))}` : "this commit";
  return place.runUrl ? `${commit} ([workflow run](${place.runUrl}))` : commit;
}

/**
 * The issue's body (below the Action's hidden lines): what fails, what it is compared with, and how the issue is kept
 * (a comment when what fails changes, closed when the server is back at its baseline grade).
 */
export function regressionBody(place: RunPlace, checks: readonly RegressionCheck[], baseline: RegressionBaseline | null): string {
  const against =
    baseline === null || baseline.grade === null
      ? "No earlier result was known (set `badge-branch` so scheduled runs keep a reference report to compare with)."
      : `Compared with grade **${baseline.grade}**${baseline.from ? ` of ${escapeMarkdown(baseline.from, { limit: 120 })}` : ""}, the last result before this regression.`;
  const back = baseline?.grade ? `back at grade ${baseline.grade}` : "starting again";
  return [
    `### ${escapeMarkdown(regressionTitle(place, checks), { limit: 200 })}`,
    "",
    `The run of ${runText(place)} found:`,
    "",
    ...checkLines(checks),
    "",
    against,
    "",
    `<sub>Kept by MCP Checkup (\`issue-on-regression\`): it gets a comment when what fails changes, and is closed when the server is ${back}.</sub>`,
    "",
  ].join("\n");
}

/** The comment added when the set of failing checks changes. */
export function regressionChangeComment(place: RunPlace, checks: readonly RegressionCheck[]): string {
  return [`What fails changed in the run of ${runText(place)}; now:`, "", ...checkLines(checks), ""].join("\n");
}

/** The comment that closes the issue: the server is back at its baseline grade (or starts again). */
export function recoveryComment(place: RunPlace, grade: Grade, baseline: RegressionBaseline | null): string {
  const back = baseline?.grade ? `back at grade **${grade}** (it was ${baseline.grade} before the regression)` : `starting again (grade **${grade}**)`;
  return `✅ ${escapeMarkdown(place.server, { limit: 120 }) || "The server"} is ${back} in the run of ${runText(place)}, with no new blocking finding: closing.\n`;
}
