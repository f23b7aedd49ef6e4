import { compareCodeUnits, finding, type Finding } from "../findings/finding.js";
import { GRADES, type Grade, type Scorecard } from "./types.js";
import type { ResultChange } from "./compare.js";
import { topIssues, type TopIssue } from "./top-issues.js";

/**
 * Several servers graded apart (a matrix of jobs, reference/fleet-notes.md §2.2) and reported together: one row per
 * server's JSON report, the worst grade, the servers that fail the gate, and what only the set shows — tool names
 * that collide between servers. Plain data; `report/aggregate.ts` renders it.
 */

/** One report to aggregate: where it came from, a name for it when the server has none, and the change against its reference. */
export interface AggregateInput {
  /** The report file, as found (named in messages). */
  source: string;
  /** What to call the server when it reports no name (it did not start): e.g. the artifact folder it came in. */
  fallbackLabel: string;
  scorecard: Scorecard;
  /** The change against the server's reference report, when one was read. */
  change?: ResultChange | null;
}

/** One server of the set. Server text (label, top issue) is raw: renderers escape it. */
export interface AggregateRow {
  /** The server's name and version, or the fallback label; unique in the set (a repeat gets its source folder). */
  label: string;
  source: string;
  scorecard: Scorecard;
  /** The change against its reference; null when none was read. */
  change: ResultChange | null;
  /** The first issue to fix (`topIssues`), or null when there is nothing to fix. */
  topIssue: TopIssue | null;
  /** Error and warning findings, accepted ones left out. */
  errors: number;
  warnings: number;
  /** Why this server fails the gate (the face's sentences); empty when it passes. */
  gateFailures: string[];
}

/** A report that was not aggregated, and why (not a report, or its grade does not follow from its results). */
export interface RefusedReport {
  source: string;
  reason: string;
}

/** The set: rows worst first, the set's own findings, refused reports, the worst grade and the failing servers. */
export interface AggregateReport {
  /** Servers failing the gate first, then worst grade first, then by label. */
  rows: AggregateRow[];
  /** Findings about the set (`tool-name-collision`), in tool-name order. */
  findings: Finding[];
  refused: RefusedReport[];
  /** The worst grade of the set; null when it is empty. */
  worstGrade: Grade | null;
  /** Labels of the servers that fail the gate, in row order. */
  failing: string[];
}

/** The gate of one server: why it fails, one sentence per gate (empty = passes); the face words it (flags or inputs). */
export type ServerGate = (scorecard: Scorecard) => string[];

/**
 * Aggregates reports (already read and checked: `loadReports`) into one {@link AggregateReport}: each server's
 * grade, change, coverage, first issue and context tokens, its gate failures by `gate`, the worst grade, and the
 * tool-name collisions between servers (`toolNameCollisions`). Reports of one server (same name, e.g. two legs with
 * other options) are rows of their own but do not collide with each other. Pure.
 */
export function aggregateReports(inputs: readonly AggregateInput[], gate: ServerGate, refused: readonly RefusedReport[] = []): AggregateReport {
  const labels = uniqueLabels(inputs);
  const rows = inputs.map((input, i): AggregateRow => {
    const s = input.scorecard;
    const counted = s.findings.filter((f) => f.accepted === undefined);
    return {
      label: labels[i]!,
      source: input.source,
      scorecard: s,
      change: input.change ?? null,
      topIssue: topIssues(s)[0] ?? null,
      errors: counted.filter((f) => f.severity === "error").length,
      warnings: counted.filter((f) => f.severity === "warning").length,
      gateFailures: gate(s),
    };
  });
  const failing = (r: AggregateRow): number => (r.gateFailures.length > 0 ? 0 : 1);
  rows.sort((a, b) => failing(a) - failing(b) || GRADES.indexOf(b.scorecard.grade) - GRADES.indexOf(a.scorecard.grade) || compareCodeUnits(a.label, b.label));
  const worst = rows.reduce<Grade | null>((w, r) => (w === null || GRADES.indexOf(r.scorecard.grade) > GRADES.indexOf(w) ? r.scorecard.grade : w), null);
  return {
    rows,
    findings: toolNameCollisions(rows.map((r) => ({ label: r.label, server: r.scorecard.server.name, tools: r.scorecard.tools.map((t) => t.name) }))),
    refused: [...refused],
    worstGrade: worst,
    failing: rows.filter((r) => r.gateFailures.length > 0).map((r) => r.label),
  };
}

/** Labels for the rows: the server's name and version, else the fallback; a repeated label gets `(source folder)`. */
function uniqueLabels(inputs: readonly AggregateInput[]): string[] {
  const base = inputs.map((i) => {
    const name = i.scorecard.server.name.trim();
    const version = i.scorecard.server.version.trim();
    return name === "" ? i.fallbackLabel : version === "" ? name : `${name} ${version}`;
  });
  const count = new Map<string, number>();
  for (const label of base) count.set(label, (count.get(label) ?? 0) + 1);
  return base.map((label, i) => ((count.get(label) ?? 0) > 1 && label !== inputs[i]!.fallbackLabel ? `${label} (${inputs[i]!.fallbackLabel})` : label));
}

/** The servers a tool-name check reads: a label for messages, the server's own name (one server is never two), its tools. */
export interface ServerTools {
  label: string;
  server: string;
  tools: readonly string[];
}

/**
 * `tool-name-collision`: one finding per tool name that two or more servers of the set offer. MCP makes names unique
 * per server only (server/tools § Tool Names: aggregators SHOULD disambiguate), and clients that load several servers
 * silently drop, overwrite or refuse duplicates (CopilotKit/CopilotKit#2409, MoonshotAI/kimi-code#575; Cursor runs the
 * first, Amp refuses: Govcraft/rust-docs-mcp-server#9). Names are compared as clients do, exactly. Reports with the
 * same server name are one server (two legs grading it with other options). The finding's `tool` is the name; its
 * message lists the servers. Pure.
 */
export function toolNameCollisions(servers: readonly ServerTools[]): Finding[] {
  const byTool = new Map<string, { servers: Set<string>; labels: string[] }>();
  for (const s of servers) {
    const identity = s.server.trim() === "" ? `label:${s.label}` : `name:${s.server.trim()}`;
    for (const tool of new Set(s.tools)) {
      let entry = byTool.get(tool);
      if (!entry) byTool.set(tool, (entry = { servers: new Set(), labels: [] }));
      if (entry.servers.has(identity)) continue;
      entry.servers.add(identity);
      entry.labels.push(s.label);
    }
  }
  const out: Finding[] = [];
  for (const [tool, { labels }] of [...byTool].sort(([a], [b]) => compareCodeUnits(a, b))) {
    if (labels.length < 2) continue;
    const names = labels.map((l) => `"${l}"`);
    const list = names.length === 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
    out.push(
      finding("tool-name-collision", {
        tool,
        message: `${labels.length} servers offer a tool named "${tool}": ${list}; a client that loads them together drops, overwrites or refuses all but one.`,
        fix: `Give each server's "${tool}" a name that says whose it is (e.g. a prefix such as github_${tool}), or have the client or gateway namespace the servers' tools.`,
      }),
    );
  }
  return out;
}

