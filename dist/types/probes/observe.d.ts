import type { CallToolResult, RequestOutcome } from "../mcp/types.js";
import type { CallCause, CallOutcome } from "../scorecard/types.js";
import { type ProbeRecord } from "./records.js";
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
/**
 * Whether a read's answer can tell that a record is missing: it passed, or it cleanly refused because what it was
 * asked for does not exist (`No value stored under key x`). A read that failed, was blocked, or refused its
 * arguments for another reason shows nothing either way.
 */
export declare function readAnswered(obs: Observation): boolean;
/** Turns a request outcome into an {@link Observation}. */
export declare function observe(tool: string, args: unknown, outcome: RequestOutcome, restarted: boolean): Observation;
/** True when the text of a write's answer says the write was skipped, was a duplicate or changed nothing. */
export declare function saysSkipped(text: string): boolean;
/** True when a read's text says it found nothing. */
export declare function saysNothingFound(text: string): boolean;
/**
 * Which of `markers` a successful read shows. Markers that were sent to the reader as arguments do not count
 * (a "no note titled tspXXtitle" answer echoes them).
 */
export declare function shownMarkers(obs: Observation, markers: readonly string[]): string[];
/**
 * True when a read shows `record`: one of its value markers appears (not merely echoed from the arguments).
 * A record whose only markers are on its key (or were all sent as arguments) counts as shown when a key marker
 * appears in a successful answer that does not say it found nothing.
 */
export declare function showsRecord(obs: Observation, record: ProbeRecord): boolean;
/**
 * A text's lines, for head/tail checks: `\r\n` normalised, one trailing newline ignored (`"a\nb\n"` is two
 * lines), and the empty text has none.
 */
export declare function textLines(text: string): string[];
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
export declare function itemsOf(obs: Observation, unit?: "auto" | "items" | "lines"): Items | undefined;
/** Canonical JSON of a result for equality checks: content, `structuredContent` and `isError`, keys sorted. */
export declare function canonicalResult(obs: Observation): string;
