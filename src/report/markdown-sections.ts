/**
 * The Markdown sections of issue 17: "Context cost" (the budget, the costliest tools, the sub-schemas `$defs`
 * would share) and "Client compatibility" (what each client named with `--clients` rejects, with the JSON
 * Pointer and the public source of each rule). Data comes from the scorecard; nothing is recomputed here.
 */
import { markdownTable } from "markdown-table";
import type { Scorecard } from "../scorecard/types.js";
import { codeSpan, escapeMarkdown } from "./escape.js";
import { clientName, costliest } from "./figures.js";
import { formatCount, plural } from "./format.js";

/** Rejections listed under one client before the rest are counted. */
const CLIENT_ROWS = 40;

/**
 * "## Context cost": shown when a budget was given or a sub-schema repeats; empty otherwise (the context line
 * of the header already gives the total).
 */
export function contextSection(scorecard: Scorecard): string[] {
  const context = scorecard.context;
  if (!context || (context.budget === null && context.repeated_schemas.length === 0)) return [];
  const out = ["## Context cost", ""];
  if (context.budget !== null) {
    const over = scorecard.context_tokens - context.budget;
    out.push(
      over > 0
        ? `**Over budget:** ~${formatCount(scorecard.context_tokens)} tokens against a budget of ${formatCount(context.budget)} (${formatCount(over)} too many).`
        : `Within budget: ~${formatCount(scorecard.context_tokens)} of ${formatCount(context.budget)} tokens.`,
      "",
    );
  }
  const top = costliest(scorecard);
  if (top.length > 0) {
    const total = Math.max(1, scorecard.context_tokens);
    out.push(
      "Costliest tools:",
      "",
      markdownTable(
        [["Tool", "Def. tokens", "Share"], ...top.map((t) => [codeSpan(t.name, { table: true, limit: 130 }), formatCount(t.tokens), `${Math.round((t.tokens / total) * 100)}%`])],
        { align: ["l", "r", "r"] },
      ),
      "",
    );
  }
  if (context.repeated_schemas.length > 0) {
    // A saving column only when some tool repeats a sub-schema itself: shapes repeated across tools alone save nothing
    // through `$defs` (a column of dashes under "saves ~0 tokens" read as noise).
    const saves = context.saving_tokens > 0;
    out.push(
      saves
        ? `Repeated sub-schemas (moving those a tool repeats into its \`$defs\` saves ~${formatCount(context.saving_tokens)} tokens; \`$defs\` cannot be shared between tools):`
        : "Repeated sub-schemas (the same shape in several tools: each tool sends its own copy, since `$defs` cannot be shared between tools; only a shorter shape costs less):",
      "",
      markdownTable(
        [
          ["Sub-schema", "Tokens each", "Copies", "In tools", ...(saves ? ["$defs saving"] : [])],
          ...context.repeated_schemas.map((r) => [
            codeSpan(r.excerpt, { table: true, limit: 80 }),
            formatCount(r.tokens),
            String(r.occurrences.length),
            r.tools.slice(0, 5).map((t) => codeSpan(t, { table: true, limit: 60 })).join(", ") + (r.tools.length > 5 ? `, +${r.tools.length - 5}` : ""),
            ...(saves ? [r.saving_tokens > 0 ? formatCount(r.saving_tokens) : "—"] : []),
          ]),
        ],
        { align: ["l", "r", "r", "l", ...(saves ? (["r"] as const) : [])] },
      ),
      "",
    );
  }
  return out;
}

/** "## Client compatibility": one part per client named with `--clients`; empty when none was named. */
export function clientSection(scorecard: Scorecard): string[] {
  const report = scorecard.client_profiles;
  if (!report || report.clients.length === 0) return [];
  const out = ["## Client compatibility", ""];
  for (const id of report.clients) {
    const results = report.results.filter((r) => r.client === id);
    const name = `${escapeMarkdown(clientName(id))} (${codeSpan(id)})`;
    if (results.length === 0) {
      out.push(`- ${name}: accepts every tool.`);
      continue;
    }
    out.push(`- ${name}: rejects ${plural(results.length, "tool")} of ${scorecard.tools.length}; a request carrying any of them fails.`);
  }
  out.push("");
  const rows = report.results.flatMap((r) => r.rejections.map((x) => ({ client: r.client, tool: r.tool, ...x })));
  if (rows.length > 0) {
    out.push(
      markdownTable([
        ["Client", "Tool", "JSON Pointer", "Rejected", "Source"],
        ...rows.slice(0, CLIENT_ROWS).map((r) => [
          codeSpan(r.client),
          codeSpan(r.tool, { table: true, limit: 100 }),
          codeSpan(r.pointer || "(root)", { table: true, limit: 120 }),
          escapeMarkdown(r.keyword, { limit: 120 }),
          /^https:\/\/[^\s<>]+$/.test(r.source) ? `<${r.source}>` : escapeMarkdown(r.source, { limit: 200 }),
        ]),
      ]),
      ...(rows.length > CLIENT_ROWS ? ["", `… and ${plural(rows.length - CLIENT_ROWS, "more")}.`] : []),
      "",
    );
  }
  return out;
}
