/**
 * Where a server's context cost goes, and a budget for it (issue 17 §4; reference/beyond-notes.md §6 "Tool
 * count and token budgets": a public median of 1,679 tokens across 29 servers, servers of 180 tools near
 * 200,000, and `$defs` hoisting saving about a quarter in G-Core/gcore-mcp-server#14). Token figures are
 * estimates by {@link TOKEN_METHOD}, like every other figure of the report.
 */
import { compareCodeUnits, finding, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { RepeatedSchema, SchemaOccurrence } from "../scorecard/types.js";
import { estimateTokens, TOKEN_METHOD } from "./context-cost.js";
import { isJsonObject, walkSchema } from "./schema-walk.js";
import { toolOwner } from "./text-sources.js";

/** A sub-schema is worth hoisting only from this many estimated tokens (≈ 120 characters of compact JSON). */
export const REPEAT_MIN_TOKENS = 30;
/** Estimated tokens of one `{"$ref":"#/$defs/Name"}` that replaces a copy. */
const REF_TOKENS = estimateTokens('{"$ref":"#/$defs/SharedName"}');
/** Estimated tokens of the `"$defs":{"SharedName":…}` wrapper around the one copy kept. */
const DEFS_OVERHEAD_TOKENS = estimateTokens('"$defs":{"SharedName":},');
/** At most this many repeated sub-schemas are reported (the largest savings first). */
export const MAX_REPEATED = 10;

/** The context-cost breakdown of one server. */
export interface ContextBreakdown {
  /** Sub-schemas repeated within or across tools, largest saving (then size) first, at most {@link MAX_REPEATED}. */
  repeated: RepeatedSchema[];
  /** The sum of `saving_tokens` over every repeated sub-schema found (not only those listed). */
  savingTokens: number;
}

interface Group {
  json: string;
  tokens: number;
  occurrences: Array<SchemaOccurrence & { doc: string }>;
}

/**
 * Finds the sub-schemas (object schemas below the root, `$defs` entries excepted) of every tool's `inputSchema`
 * and `outputSchema` that cost at least {@link REPEAT_MIN_TOKENS} and appear twice or more, keeping only the
 * largest repeated unit (a property repeated because its whole parent object is repeated is not listed again).
 * Equality is of compact JSON with the keys as sent. Pure; never throws; linear in the definitions' size plus
 * a sort of the repeated candidates.
 */
export function contextBreakdown(tools: readonly Tool[]): ContextBreakdown {
  const groups = new Map<string, Group>();
  tools.forEach((tool, index) => {
    const owner = toolOwner(tool, index);
    for (const which of ["inputSchema", "outputSchema"] as const) {
      const root = tool[which];
      if (!isJsonObject(root)) continue;
      const doc = `${index}/${which}`;
      walkSchema(root, (visit) => {
        if (visit.role === "root" || visit.role === "definition" || typeof visit.schema === "boolean" || visit.pointer.includes("/$defs/") || visit.pointer.includes("/definitions/")) return;
        let json: string;
        try {
          json = JSON.stringify(visit.schema);
        } catch {
          return;
        }
        const tokens = estimateTokens(json);
        if (tokens < REPEAT_MIN_TOKENS) return;
        let group = groups.get(json);
        if (!group) groups.set(json, (group = { json, tokens, occurrences: [] }));
        group.occurrences.push({ tool: owner, schema: which, pointer: visit.pointer, doc });
      });
    }
  });
  const candidates = [...groups.values()].filter((g) => g.occurrences.length >= 2).sort((a, b) => b.tokens - a.tokens);
  const chosen: Array<Group["occurrences"][number]> = [];
  const repeated: RepeatedSchema[] = [];
  for (const group of candidates) {
    const free = group.occurrences.filter((o) => !chosen.some((c) => c.doc === o.doc && o.pointer.startsWith(`${c.pointer}/`)));
    if (free.length < 2) continue;
    chosen.push(...free);
    const perDoc = new Map<string, number>();
    for (const o of free) perDoc.set(o.doc, (perDoc.get(o.doc) ?? 0) + 1);
    let saving = 0;
    for (const copies of perDoc.values()) {
      if (copies >= 2) saving += Math.max(0, (copies - 1) * group.tokens - copies * REF_TOKENS - DEFS_OVERHEAD_TOKENS);
    }
    repeated.push({
      tokens: group.tokens,
      occurrences: free.map(({ tool, schema, pointer }) => ({ tool, schema, pointer })),
      tools: [...new Set(free.map((o) => o.tool))],
      saving_tokens: saving,
      excerpt: group.json.length > 120 ? `${group.json.slice(0, 119)}…` : group.json,
    });
  }
  const savingTokens = repeated.reduce((sum, r) => sum + r.saving_tokens, 0);
  repeated.sort((a, b) => b.saving_tokens - a.saving_tokens || b.tokens * b.occurrences.length - a.tokens * a.occurrences.length);
  return { repeated: repeated.slice(0, MAX_REPEATED), savingTokens };
}

/** The `n` costliest tools of `definitionTokens` (as `lintServer` returns it), most expensive first, ties by name. */
export function costliestTools(definitionTokens: Readonly<Record<string, number>>, n = 5): Array<{ name: string; tokens: number }> {
  return Object.entries(definitionTokens)
    .map(([name, tokens]) => ({ name, tokens }))
    .sort((a, b) => b.tokens - a.tokens || compareCodeUnits(a.name, b.name))
    .slice(0, n);
}

/**
 * `context-over-budget` when `contextTokens` (every definition plus the instructions) is above `budget`; none
 * otherwise. The message names the costliest tools and the `$defs` saving, so the fix starts where it pays.
 */
export function budgetFindings(
  contextTokens: number,
  budget: number,
  definitionTokens: Readonly<Record<string, number>>,
  breakdown: ContextBreakdown,
): Finding[] {
  if (contextTokens <= budget) return [];
  const top = costliestTools(definitionTokens, 3)
    .map((t) => `"${t.name}" ${t.tokens}`)
    .join(", ");
  const hoist = breakdown.savingTokens > 0 ? ` Moving repeated sub-schemas into $defs saves about ${breakdown.savingTokens} tokens.` : "";
  return [
    finding("context-over-budget", {
      message: `The server costs about ${contextTokens} tokens of context on every request, over the budget of ${budget} (${contextTokens - budget} too many; ${TOKEN_METHOD}).${top ? ` Costliest tools: ${top}.` : ""}${hoist}`,
      fix: `Trim the costliest definitions first (long descriptions, embedded examples, large enums), hoist sub-schemas a tool repeats into its $defs, and drop or split out tools few agents need; or raise the budget if the cost is deliberate.`,
    }),
  ];
}
