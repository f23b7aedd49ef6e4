import { readFileSync } from "node:fs";
import { UsageError } from "../errors.js";
import { GRADES, type Scorecard } from "./types.js";

type Check = (value: unknown, path: string) => void;

const fail = (path: string, expected: string): never => {
  throw new Error(`${path} is not ${expected}`);
};
const str: Check = (v, p) => void (typeof v === "string" || fail(p, "a string"));
const num: Check = (v, p) => void ((typeof v === "number" && Number.isFinite(v)) || fail(p, "a number"));
const bool: Check = (v, p) => void (typeof v === "boolean" || fail(p, "true or false"));
const grade: Check = (v, p) => void (GRADES.includes(v as never) || fail(p, "a grade A, B, C, D or F"));
const optional =
  (check: Check): Check =>
  (v, p) => {
    if (v !== undefined) check(v, p);
  };
const nullable =
  (check: Check): Check =>
  (v, p) => {
    if (v !== null) check(v, p);
  };
const object =
  (shape: Record<string, Check>): Check =>
  (v, p) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) fail(p, "an object");
    for (const [key, check] of Object.entries(shape)) check((v as Record<string, unknown>)[key], `${p}.${key}`);
  };
const list =
  (check: Check): Check =>
  (v, p) => {
    if (!Array.isArray(v)) fail(p, "a list");
    (v as unknown[]).forEach((item, i) => check(item, `${p}[${i}]`));
  };

/** The JSON report keys the publishing path reads (renderers, outputs, gates), with their types. */
const REPORT: Check = object({
  schemaVersion: (v, p) => void (v === 1 || fail(p, "1")),
  server: object({ name: str, version: str, title: optional(str), instructions: optional(str) }),
  protocol: object({ era: str, version: str, label: str }),
  target: str,
  grade,
  score: num,
  happy_pass_rate: num,
  edge_resilience_rate: num,
  lint_score: num,
  effect_rate: nullable(num),
  grade_cap: object({ enabled: bool, capped: bool, cap: nullable(grade), uncapped_grade: grade, reasons: list(str) }),
  tools: list(object({ name: str, passed: num, total: num, avg_latency_ms: num, definition_tokens: num })),
  scenarios: list(
    object({ tool: str, kind: str, description: str, verdict: str, passed: bool, error_code: optional(num), duration_ms: num, detail: str }),
  ),
  probes: list(object({ probe: str, tool: str, status: str, confidence: str, basis: str, detail: str })),
  protocol_checks: list(object({ check: str, status: str, detail: str })),
  findings: list(
    object({
      rule: str,
      severity: (v, p) => void (["error", "warning", "info"].includes(v as string) || fail(p, "error, warning or info")),
      tool: optional(str),
      parameter: optional(str),
      message: str,
      fix: str,
      confidence: optional(str),
      pointer: optional(str),
      text_hash: optional(str),
      accepted: optional(object({ reason: str, expires: optional(str) })),
    }),
  ),
  instructions_tokens: num,
  context_tokens: num,
  token_method: str,
  seed: num,
  timing: object({ started_at: str, total_ms: num, server_wait_ms: num, extra_servers_ms: optional(num), own_ms: optional(num), cpu_ms: optional(num) }),
  acceptance: optional(object({ file: str, entries: num, accepted: num, stale: num, expired: num })),
});

/**
 * Checks that `data` (a parsed JSON value) has every key of a JSON report that publishing reads, with its type, and
 * returns it as a scorecard; keys it does not know are kept. Throws an `Error` naming the first bad key
 * (`report.findings[3].severity is not error, warning or info`).
 */
export function asScorecard(data: unknown): Scorecard {
  REPORT(data, "report");
  return data as Scorecard;
}

/** Whether a parsed JSON value looks like an mcp-checkup JSON report at all (its `schemaVersion`, `grade` and `findings`), before it is checked. */
export function looksLikeReport(data: unknown): boolean {
  const r = data as Record<string, unknown> | null;
  return r !== null && typeof r === "object" && "schemaVersion" in r && "grade" in r && Array.isArray(r.findings);
}

/**
 * Reads a JSON report saved by an earlier run (`--report json`, or the Action's `report-json` output) for
 * publish-only mode — the `workflow_run` half of the fork-PR recipe — and for `aggregate`. The file may come from an
 * artifact of an untrusted run, so its shape is checked key by key before anything renders it (the renderers escape
 * every string again). `inputName` is how the user named the file (`report-path`, `aggregate`).
 * Throws `UsageError` naming the input, the file and the first bad key.
 */
export function readSavedReport(path: string, inputName: string): Scorecard {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new UsageError(`${inputName}: '${path}' is not valid JSON (${(error as Error).message}); expected an mcp-checkup JSON report`);
  }
  try {
    return asScorecard(data);
  } catch (error) {
    throw new UsageError(`${inputName}: '${path}' is not an mcp-checkup JSON report: ${(error as Error).message}`);
  }
}
