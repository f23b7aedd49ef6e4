import { isJsonObject } from "../mcp/json-object.js";
import type { CallToolResult, RequestOutcome } from "../mcp/types.js";
import { judgeCall } from "../run/judge.js";
import type { CallCause, CallOutcome } from "../scorecard/types.js";
import { valueMarkers, type ProbeRecord } from "./records.js";

/**
 * What one probe call showed: the wire status (MCP 2025-11-25 server/tools §Error Handling: `isError` for tool
 * errors, JSON-RPC errors for protocol errors), the outcome class the scenario judge gives the same answer on
 * valid input (`judgeCall`: an error hidden in a success result is not a success), the result's text, and the
 * counting and matching helpers the probes need.
 */

/**
 * How a probe call ended: `ok` (a result without `isError`), `tool-error` (`isError: true`), `rpc-error`
 * (a JSON-RPC error), `timeout`, `closed` (the process died or the connection broke), `unavailable` (the
 * server could not be (re)started).
 */
export type ObservationStatus = "ok" | "tool-error" | "rpc-error" | "timeout" | "closed" | "unavailable";

export interface Observation {
  tool: string;
  args: unknown;
  status: ObservationStatus;
  /**
   * The outcome class of the call judged as a happy path (`passed` only when nothing in the answer reports a
   * failure). A write that did not pass is not a write; a read that did not pass shows nothing either way.
   */
  outcome: CallOutcome;
  /** Why the call was refused or blocked (the judge's cause), when it was. */
  cause?: CallCause;
  result?: CallToolResult;
  /** The text content blocks joined by newlines (what a model reads). */
  text: string;
  /** Everything a marker could show up in: text blocks, embedded resource text, `structuredContent` as JSON. */
  searchable: string;
  /** One line about the outcome, at most 160 characters: the error message or the start of the text. */
  summary: string;
  /** The server restarted during or right after this call. */
  restarted: boolean;
}

const oneLine = (s: string, max = 160) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

function asResult(value: unknown): CallToolResult | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as CallToolResult) : undefined;
}

/** The outcome class of a probe call and, when it did not pass, why (the judge's one-line detail). */
function judged(tool: string, args: unknown, outcome: RequestOutcome): { outcome: CallOutcome; cause?: CallCause; why: string } {
  const scenario = { tool, kind: "happy" as const, description: "a probe call", arguments: args, omitArguments: false, expectInvalid: false };
  const { result } = judgeCall(scenario, outcome, { timeoutMs: outcome.durationMs });
  return { outcome: result.outcome, ...(result.cause ? { cause: result.cause } : {}), why: result.detail };
}

/**
 * Whether a read's answer can tell that a record is missing: it passed, or it cleanly refused because what it was
 * asked for does not exist (`No value stored under key x`). A read that failed, was blocked, or refused its
 * arguments for another reason shows nothing either way.
 */
export function readAnswered(obs: Observation): boolean {
  return obs.outcome === "passed" || (obs.outcome === "refused" && obs.cause?.kind === "not-found");
}

/** Turns a request outcome into an {@link Observation}. */
export function observe(tool: string, args: unknown, outcome: RequestOutcome, restarted: boolean): Observation {
  const verdict = judged(tool, args, outcome);
  const base = { tool, args, restarted, outcome: verdict.outcome, ...(verdict.cause ? { cause: verdict.cause } : {}) };
  switch (outcome.kind) {
    case "error":
      return { ...base, status: "rpc-error", text: "", searchable: outcome.error.message ?? "", summary: `JSON-RPC error ${outcome.error.code}: ${oneLine(String(outcome.error.message ?? ""))}` };
    case "timeout":
      return { ...base, status: "timeout", text: "", searchable: "", summary: `no answer within ${Math.round(outcome.durationMs)} ms` };
    case "closed":
      return { ...base, status: "closed", restarted: true, text: "", searchable: "", summary: `the server stopped: ${oneLine(outcome.reason)}` };
    case "result": {
      const result = asResult(outcome.result) ?? {};
      const blocks = Array.isArray(result.content) ? result.content : [];
      const texts = blocks.filter((b) => b && b.type === "text" && typeof b.text === "string").map((b) => b.text as string);
      const text = texts.join("\n");
      const extra = blocks
        .filter((b) => b && b.type !== "text")
        .map((b) => JSON.stringify(b))
        .join("\n");
      const structured = result.structuredContent === undefined ? "" : JSON.stringify(result.structuredContent);
      const status = result.isError === true ? "tool-error" : "ok";
      const shown = oneLine(text.length > 0 ? text : structured.length > 0 ? structured : "(empty result)") || "(empty result)";
      return {
        ...base,
        status,
        result,
        text,
        searchable: [text, extra, structured].filter((s) => s.length > 0).join("\n"),
        // A success that reports a failure says so in its summary, so probe details name it.
        summary: status === "ok" && verdict.outcome !== "passed" ? oneLine(`${verdict.outcome}: ${verdict.why}`) : shown,
      };
    }
  }
}

/** Phrases in a write's answer that say it did not apply the write (issue §Write round trips (3): "says it skipped"). */
const SKIPPED =
  /\b(skip(?:ped|ping)?|already exist(?:s|ed)?|exists already|unchanged|no changes?|nothing (?:to|was) (?:change|update|save|do)|not (?:updated|changed|modified|created|saved|overwritten|applied)|ignor(?:ed|ing)|duplicate)\b/i;

/** True when the text of a write's answer says the write was skipped, was a duplicate or changed nothing. */
export function saysSkipped(text: string): boolean {
  return SKIPPED.test(text);
}

/** Phrases of a read that found nothing. */
const NOTHING_FOUND = /\b(not found|no (?:such|matching|results?|matches|notes?|items?|records?|entries)|nothing found|does not exist|doesn't exist|0 (?:results|matches|items))\b/i;

/** True when a read's text says it found nothing. */
export function saysNothingFound(text: string): boolean {
  return NOTHING_FOUND.test(text);
}

/** Strings that appear in any argument value (so a marker echoed back from the arguments proves nothing). */
function argumentStrings(args: unknown, out: string[] = []): string[] {
  if (typeof args === "string") out.push(args);
  else if (Array.isArray(args)) for (const a of args) argumentStrings(a, out);
  else if (args !== null && typeof args === "object") for (const v of Object.values(args)) argumentStrings(v, out);
  return out;
}

/**
 * Which of `markers` a successful read shows. Markers that were sent to the reader as arguments do not count
 * (a "no note titled tspXXtitle" answer echoes them).
 */
export function shownMarkers(obs: Observation, markers: readonly string[]): string[] {
  if (obs.status !== "ok") return [];
  const sent = argumentStrings(obs.args);
  return markers.filter((m) => !sent.some((s) => s.includes(m)) && obs.searchable.includes(m));
}

/**
 * True when a read shows `record`: one of its value markers appears (not merely echoed from the arguments).
 * A record whose only markers are on its key (or were all sent as arguments) counts as shown when a key marker
 * appears in a successful answer that does not say it found nothing.
 */
export function showsRecord(obs: Observation, record: ProbeRecord): boolean {
  if (obs.status !== "ok") return false;
  const sent = argumentStrings(obs.args);
  const values = valueMarkers(record).filter((m) => !sent.some((s) => s.includes(m)));
  if (values.length > 0) return values.some((m) => obs.searchable.includes(m));
  const all = record.markers.map((m) => m.marker);
  return all.some((m) => obs.searchable.includes(m)) && !saysNothingFound(obs.text);
}

/**
 * A text's lines, for head/tail checks: `\r\n` normalised, one trailing newline ignored (`"a\nb\n"` is two
 * lines), and the empty text has none.
 */
export function textLines(text: string): string[] {
  const t = text.replace(/\r\n?/g, "\n");
  if (t.length === 0) return [];
  return (t.endsWith("\n") ? t.slice(0, -1) : t).split("\n");
}

/** A list inside a value: the value itself when it is a list, or the single list-valued field of an object. */
function listIn(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === "object") {
    const lists = Object.values(value).filter(Array.isArray);
    if (lists.length === 1) return lists[0];
  }
  return undefined;
}

/** The items of a read and where they were found. */
export interface Items {
  items: unknown[];
  /** `structuredContent`, `json-text` (a JSON text block of that shape) or `text-lines` (non-empty lines). */
  source: "structuredContent" | "json-text" | "text-lines";
}

/**
 * The items a read returned (issue "Effect probes" §Bounds): `structuredContent` that is a list or an object
 * with one list field, else a JSON text of that shape, else the non-empty text lines (none when one of the
 * first three says nothing matched) of a text that is not a JSON object. Undefined for a JSON object with no
 * list or several, and for a call that
 * did not pass (by the judge's outcome classes: a refusal written as text without `isError` is not a list of
 * results — a published task server's 14-line "Error occurred: Invalid arguments …" was once counted as 14).
 * With `unit: "items"`, text lines are not accepted; with `unit: "lines"`, only text lines are used.
 */
export function itemsOf(obs: Observation, unit: "auto" | "items" | "lines" = "auto"): Items | undefined {
  if (obs.status !== "ok" || obs.outcome !== "passed") return undefined;
  if (unit !== "lines") {
    const structured = obs.result?.structuredContent;
    const fromStructured = structured === undefined ? undefined : listIn(structured);
    if (fromStructured) return { items: fromStructured, source: "structuredContent" };
    let parsed: unknown;
    try {
      parsed = JSON.parse(obs.text);
    } catch {
      // not JSON: fall through to lines
    }
    const fromText = listIn(parsed);
    if (fromText) return { items: fromText, source: "json-text" };
    // A JSON object with no list, or several ({"entities": [], "relations": []}), has no items to count, and its
    // pretty-printed lines are not items either (a published memory server's was once counted as 8 lines).
    if (unit === "items" || isJsonObject(parsed) || (isJsonObject(structured) && Object.values(structured).filter(Array.isArray).length > 1)) return undefined;
  }
  const lines = textLines(obs.text).filter((l) => l.trim().length > 0);
  // A text answer that opens by saying nothing matched holds no items, however many lines of advice follow
  // (a published task server: "# Task Query Results / ## No Matching Results / No tasks matching … were found").
  if (lines.slice(0, 3).some(saysNothingFound)) return { items: [], source: "text-lines" };
  return { items: listedItems(lines), source: "text-lines" };
}


/** A line that opens a list item: a bullet (`-`, `*`, `•`) or a number (`1.`, `2)`), after its indentation. */
const LIST_ITEM = /^(\s*)(?:[-*•·▪‣◦]|\d+[.)])\s+\S/;

/**
 * The items of a text listing: its outermost list items when it has some (a record printed over several lines —
 * `• Default Session (d96c…)`, `Created: …`, `Items: 0` — is one item, as a published memory server's session
 * list showed for `limit: 1`), else every line.
 */
function listedItems(lines: string[]): string[] {
  const marked = lines.map((line) => ({ line, indent: LIST_ITEM.exec(line)?.[1]?.length ?? -1 }));
  const outer = Math.min(...marked.filter((m) => m.indent >= 0).map((m) => m.indent));
  if (!Number.isFinite(outer)) return lines;
  return marked.filter((m) => m.indent === outer).map((m) => m.line);
}

/** Canonical JSON of a result for equality checks: content, `structuredContent` and `isError`, keys sorted. */
export function canonicalResult(obs: Observation): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]))
        : v;
  const r = obs.result ?? {};
  return JSON.stringify(sort({ status: obs.status, content: r.content ?? null, structuredContent: r.structuredContent ?? null }));
}
