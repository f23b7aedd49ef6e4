import { basename } from "node:path";
import { stableText } from "../report/stable-text.js";
import type { ResultSnapshot } from "../scorecard/compare.js";
import { GRADES, type Scorecard } from "../scorecard/types.js";

/**
 * The report a reference run (the default branch's push, schedule or dispatch) keeps on the badge branch beside the
 * badge, so a pull request's run can say what it changes (issue 13 item 6). Stored as JSON:
 * `{ "mcp-checkup-reference": 1, commit, branch, run_url, result }` with `result` a {@link ResultSnapshot}.
 */
export interface ReferenceReport {
  "mcp-checkup-reference": 1;
  /** The commit whose run first gave this result (an unchanged result keeps the older commit: no new commit). */
  commit: string | null;
  branch: string;
  run_url: string | null;
  result: ResultSnapshot;
}

/** The reference report's file on the badge branch: the badge's name with `.report.json` (`mcp-badge.report.json`). */
export function referenceFileName(badgePath: string): string {
  return basename(badgePath).replace(/\.svg$/, "") + ".report.json";
}

/**
 * The part of a scorecard a later run compares with: grade, score, tools and findings, messages made stable
 * (`stableText`), no evidence, timings or latencies. Pure.
 */
export function resultSnapshot(scorecard: Scorecard): ResultSnapshot {
  return {
    grade: scorecard.grade,
    score: scorecard.score,
    grade_capped: scorecard.grade_cap.capped,
    server: { name: scorecard.server.name, version: scorecard.server.version },
    tools: scorecard.tools.map((t) => ({ name: t.name, passed: t.passed, total: t.total, definition_tokens: t.definition_tokens })),
    context_tokens: scorecard.context_tokens,
    findings: scorecard.findings.map((f) => ({
      rule: f.rule,
      severity: f.severity,
      ...(f.tool !== undefined ? { tool: f.tool } : {}),
      ...(f.parameter !== undefined ? { parameter: f.parameter } : {}),
      message: stableText(f.message),
      ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
    })),
  };
}

/**
 * The text of the reference report to commit. When `previous` (the file now on the branch) holds the same result,
 * it is returned unchanged — same bytes, so no commit, and the commit it names stays the one that first gave this
 * result. Pure.
 */
export function renderReferenceReport(report: ReferenceReport, previous: string | null): string {
  if (previous !== null) {
    const old = parseReferenceReport(previous);
    if (old !== null && JSON.stringify(old.result) === JSON.stringify(report.result)) return previous;
  }
  return `${JSON.stringify(report, null, 2)}\n`;
}

/**
 * Reads a reference report; null when the text is not one (not JSON, another format version, a missing or
 * mistyped key) — the pull request is then shown without a comparison. Never throws.
 */
export function parseReferenceReport(text: string): ReferenceReport | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const r = data as Partial<ReferenceReport> | null;
  const result = r?.result as Partial<ResultSnapshot> | undefined;
  if (r === null || typeof r !== "object" || r["mcp-checkup-reference"] !== 1 || typeof r.branch !== "string") return null;
  if (result === undefined || !GRADES.includes(result.grade as never) || typeof result.score !== "number") return null;
  if (!Array.isArray(result.tools) || !Array.isArray(result.findings) || typeof result.context_tokens !== "number") return null;
  const okTools = result.tools.every((t) => typeof t?.name === "string" && typeof t.definition_tokens === "number");
  const okFindings = result.findings.every((f) => typeof f?.rule === "string" && typeof f.severity === "string" && typeof f.message === "string");
  return okTools && okFindings ? (data as ReferenceReport) : null;
}
