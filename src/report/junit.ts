import { INSTRUCTIONS_OWNER, refersTo, type Finding, type FindingRef } from "../findings/finding.js";
import { RULES } from "../findings/rules.js";
import type { ProbeResult, ProtocolCheck, ScenarioResult, Scorecard } from "../scorecard/types.js";
import { removeUnsafeChars } from "./unsafe-chars.js";

/** The suite holding findings that belong to no tool (server-wide, and the server's instructions). */
export const JUNIT_SERVER_SUITE = "server";
/** The suite holding protocol conformance checks and protocol findings. */
export const JUNIT_PROTOCOL_SUITE = "protocol";

interface Case {
  classname: string;
  name: string;
  seconds: number;
  failure?: { message: string; type: string; body: string };
  skipped?: string;
  /** A note for a passing case (`<system-out>`), e.g. a protocol check whose finding is only info. */
  output?: string;
}

interface Suite {
  name: string;
  cases: Case[];
}

/**
 * Renders a scorecard as JUnit XML for test-report tools (the Jenkins xunit `junit-10.xsd` dialect, which
 * also carries the Ant attributes readers expect: `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`).
 *
 * - One `<testsuite>` per advertised tool, in `scorecard.tools` order (then any other tool named by a result),
 *   even when empty; then `protocol` (protocol checks and protocol findings) and `server` (other findings
 *   without a tool, and the `<instructions>`), each only when it has a testcase.
 * - One `<testcase>` per scenario (`classname` = tool, `name` = its description, `time` = its duration) and per
 *   effect probe (`name` = the probe); one per protocol check. Failed ones get `<failure>` whose `message` is
 *   the message of the first finding the result names (its `findings` references, looked up in
 *   `scorecard.findings`) and " Fix: " and its fix (the result's own detail when it names none), `type` the rule
 *   id, and a body with outcome, verdict, detail and arguments. Nothing is matched by guess. Skipped,
 *   refused and blocked calls (which count for nothing) and inconclusive probes get `<skipped>`. A failed
 *   protocol check whose finding is only info passes, with the note in `<system-out>`.
 * - Error- and warning-level findings not shown by any of those (lint, drift, server-wide…) each become a
 *   failed testcase named after the rule (and parameter) in their tool's suite; info findings are left out.
 * - A case whose finding is accepted (`--accepted`) is `<skipped>` with the entry's reason: it costs nothing.
 * Times are seconds with 3 decimals; `errors` is always 0 (every problem is a `failure`). No `hostname` is
 * written (the report does not depend on the machine). All text is escaped; characters XML 1.0 forbids
 * (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are removed, and so are those no report replays
 * (`removeUnsafeChars`), since server text may contain anything.
 */
export function renderJunit(scorecard: Scorecard): string {
  const suites = new Map<string, Suite>();
  const suite = (key: string, name: string): Suite => {
    let s = suites.get(key);
    if (!s) suites.set(key, (s = { name, cases: [] }));
    return s;
  };
  const toolSuite = (tool: string) => suite(`tool:${tool}`, tool);
  for (const tool of scorecard.tools) toolSuite(tool.name);

  const named = namedFindings(scorecard.findings);
  for (const s of scorecard.scenarios) toolSuite(s.tool).cases.push(scenarioCase(s, named));
  for (const p of scorecard.probes) toolSuite(p.tool).cases.push(probeCase(p, named));
  for (const c of scorecard.protocol_checks) suite("protocol", JUNIT_PROTOCOL_SUITE).cases.push(protocolCase(c, named));
  for (const f of scorecard.findings) {
    if (named.shown.has(f) || f.severity === "info") continue;
    const owner = f.tool === undefined || f.tool === INSTRUCTIONS_OWNER ? undefined : f.tool;
    const target =
      owner !== undefined ? toolSuite(owner) : RULES[f.rule]?.category === "protocol" ? suite("protocol", JUNIT_PROTOCOL_SUITE) : suite("server", JUNIT_SERVER_SUITE);
    target.cases.push({
      classname: owner ?? target.name,
      name: `${f.rule}${f.parameter !== undefined ? ` (${f.parameter})` : ""}${f.tool === INSTRUCTIONS_OWNER ? ` (${INSTRUCTIONS_OWNER})` : ""}`,
      seconds: 0,
      ...(f.accepted !== undefined
        ? { skipped: acceptedNote(f) }
        : { failure: failureOf(f, [`Severity: ${f.severity}`, ...(f.evidence?.excerpt ? [`Evidence: ${f.evidence.excerpt}`] : [])]) }),
    });
  }

  const all = [...suites.values()];
  const count = (cases: Case[]) => ({
    tests: cases.length,
    failures: cases.filter((c) => c.failure).length,
    skipped: cases.filter((c) => c.skipped !== undefined).length,
  });
  const total = count(all.flatMap((s) => s.cases));
  const timestamp = junitTimestamp(scorecard.timing.started_at);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attrs({
      name: `mcp-checkup: ${scorecard.server.name} ${scorecard.server.version}`,
      tests: total.tests,
      failures: total.failures,
      errors: 0,
      skipped: total.skipped,
      time: seconds(scorecard.timing.total_ms / 1000),
    })}>`,
  ];
  all.forEach((s, id) => {
    const n = count(s.cases);
    const head = attrs({
      name: s.name,
      tests: n.tests,
      failures: n.failures,
      errors: 0,
      skipped: n.skipped,
      time: seconds(s.cases.reduce((sum, c) => sum + c.seconds, 0)),
      ...(timestamp ? { timestamp } : {}),
      id,
    });
    if (s.cases.length === 0) {
      lines.push(`  <testsuite${head}/>`);
      return;
    }
    lines.push(`  <testsuite${head}>`);
    for (const c of s.cases) lines.push(...caseLines(c));
    lines.push("  </testsuite>");
  });
  lines.push("</testsuites>");
  return `${lines.join("\n")}\n`;
}

function caseLines(c: Case): string[] {
  const head = `    <testcase${attrs({ classname: c.classname, name: c.name, time: seconds(c.seconds) })}`;
  if (c.failure) {
    return [
      `${head}>`,
      `      <failure${attrs({ message: c.failure.message, type: c.failure.type })}>${escapeText(c.failure.body)}</failure>`,
      "    </testcase>",
    ];
  }
  if (c.skipped !== undefined) return [`${head}>`, `      <skipped${attrs({ message: c.skipped })}/>`, "    </testcase>"];
  if (c.output !== undefined) return [`${head}>`, `      <system-out>${escapeText(c.output)}</system-out>`, "    </testcase>"];
  return [`${head}/>`];
}

/** Looks up the findings a result names; remembers which were shown on a result's testcase. */
interface NamedFindings {
  shown: Set<Finding>;
  /** The first finding of `scorecard.findings` one of `refs` names (in `refs` order), marked shown; undefined if none. */
  first(refs: readonly FindingRef[] | undefined): Finding | undefined;
}

function namedFindings(findings: readonly Finding[]): NamedFindings {
  const shown = new Set<Finding>();
  return {
    shown,
    first(refs) {
      for (const ref of refs ?? []) {
        const f = findings.find((x) => refersTo(ref, x));
        if (f) {
          shown.add(f);
          return f;
        }
      }
      return undefined;
    },
  };
}

function scenarioCase(s: ScenarioResult, named: NamedFindings): Case {
  const c: Case = { classname: s.tool, name: s.description, seconds: s.duration_ms / 1000 };
  if (s.outcome === "skipped") return { ...c, skipped: s.detail };
  if (s.outcome === "refused" || s.outcome === "blocked") return { ...c, skipped: `${s.outcome}: ${s.detail}` };
  if (s.outcome === "passed") return c;
  const f = named.first(s.findings);
  const details = [
    `Outcome: ${s.outcome}; verdict: ${s.verdict}${s.error_code !== undefined ? ` (JSON-RPC error ${s.error_code})` : ""}`,
    `Detail: ${s.detail}`,
    `Arguments: ${s.arguments === undefined ? "(omitted)" : cut(JSON.stringify(s.arguments) ?? String(s.arguments), 2000)}`,
  ];
  if (f?.accepted !== undefined) return { ...c, skipped: acceptedNote(f) };
  return { ...c, failure: f ? failureOf(f, details) : { message: `${s.description}: ${s.outcome}: ${s.detail}`, type: s.rules[0] ?? s.verdict, body: details.join("\n") } };
}

function probeCase(p: ProbeResult, named: NamedFindings): Case {
  const c: Case = { classname: p.tool, name: p.probe, seconds: 0 };
  if (p.status === "skipped" || p.status === "inconclusive") return { ...c, skipped: `${p.status}: ${p.detail}` };
  if (p.status === "passed") return c;
  const f = named.first(p.findings);
  const details = [`Confidence: ${p.confidence}`, `Basis: ${p.basis}`, `Detail: ${p.detail}`];
  if (f?.accepted !== undefined) return { ...c, skipped: acceptedNote(f) };
  return { ...c, failure: f ? failureOf(f, details) : { message: p.detail, type: p.rules?.[0] ?? p.probe, body: details.join("\n") } };
}

function protocolCase(check: ProtocolCheck, named: NamedFindings): Case {
  const c: Case = { classname: JUNIT_PROTOCOL_SUITE, name: check.check, seconds: 0 };
  if (check.status === "skipped") return { ...c, skipped: check.detail };
  if (check.status === "passed") return c;
  const f = named.first(check.findings);
  const details = [`Detail: ${check.detail}`];
  // A check whose finding is only a note (info) costs nothing in the grade, so it must not turn a test report red.
  if (f?.severity === "info") return { ...c, output: [`Note: ${f.message}`, ...details].join("\n") };
  if (f?.accepted !== undefined) return { ...c, skipped: acceptedNote(f) };
  return { ...c, failure: f ? failureOf(f, details) : { message: check.detail, type: check.rules?.[0] ?? check.check, body: details.join("\n") } };
}

/** `accepted (--accepted): <reason>`: the `<skipped>` message of a case whose finding is accepted (it costs nothing). */
function acceptedNote(f: Finding): string {
  return `accepted: ${f.accepted?.reason ?? ""}${f.accepted?.expires !== undefined ? ` (until ${f.accepted.expires})` : ""}`;
}

function failureOf(f: Finding, details: string[]): NonNullable<Case["failure"]> {
  return { message: `${f.message} Fix: ${f.fix}`, type: f.rule, body: [f.message, `Fix: ${f.fix}`, ...details].join("\n") };
}

/** `2026-03-01T12:00:00` (UTC, no zone: the Ant form, which every reader accepts); undefined if unparsable. */
function junitTimestamp(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 19);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value > 0 ? value.toFixed(3) : "0.000";
}

/** Characters XML 1.0 §2.2 allows; everything else (and, with the `u` flag, lone surrogates) is removed. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Escapes character data: drops what no report passes through (`removeUnsafeChars`: controls, bidi
 * overrides, tag characters) and what XML 1.0 forbids; `>` is escaped too, so `]]>` cannot appear; `\r` is
 * kept as a reference.
 */
function escapeText(text: string): string {
  return removeUnsafeChars(text)
    .replace(NOT_XML_CHAR, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}

/** Escapes an attribute value (double-quoted); tabs and line breaks become references so parsers keep them. */
function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");
}

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join("");
}
