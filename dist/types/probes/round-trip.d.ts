import type { Confidence } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { type ToolClass } from "./classify.js";
import type { PairSpec } from "./probe-config.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import type { MarkerSource } from "./markers.js";
import { type Observation } from "./observe.js";
import { type ProbeRecord } from "./records.js";
import { type ProbeLog } from "./results.js";
import type { ProbeSession } from "./session.js";
/**
 * Write round trips (issue "Effect probes" §Write round trips, steps 1–6): write a marked record and read it
 * back; rewrite the same key (`probe-silent-noop`); write a second record and re-read the first
 * (`probe-data-lost`); N writes at once (`probe-data-lost`, concurrent); delete a probe record with a configured
 * delete tool. Every step after the read-back uses only readers that already showed the record, so its
 * verdicts are high confidence.
 */
/** At most this many read tools are tried per write (issue: "up to six read tools"). */
export declare const MAX_READERS = 6;
/** What the round-trip steps share. */
export interface RoundTripContext {
    session: ProbeSession;
    log: ProbeLog;
    markers: MarkerSource;
    overridesFor: (tool: Tool) => ToolOverrides;
    /** Writes sent at once in the concurrency step (default 8). */
    concurrency: number;
}
/** A read tool chosen to read a write back, and why. */
export interface ReaderChoice {
    tool: Tool;
    /** e.g. `declared in probe config`, `shares noun 'note'`, `another read tool`. */
    basis: string;
    confidence: Confidence;
    /** The declared pair, whose `read_args` win. */
    pair?: PairSpec;
}
/** A write whose record a reader showed: what later probes (delete round trips) build on. */
export interface ConfirmedWrite {
    write: Tool;
    record: ProbeRecord;
    readers: ReaderChoice[];
}
/**
 * Up to {@link MAX_READERS} read tools for `write`: those sharing a noun with it first (medium confidence), then
 * the others (low), each group in listing order, readers that need no made-up required value first.
 */
export declare function chooseReaders(write: Tool, reads: readonly ToolClass[]): ReaderChoice[];
/** What re-reading a rewritten record showed: whether a reader shows the new values, the first that still shows the old ones (beside the new or not), and every answer. */
export interface Reread {
    newShown: boolean;
    oldShown?: Observation;
    rereads: Observation[];
}
/**
 * Re-reads `record` through each reader after a rewrite (a same-key write, an update): whether `fresh`'s value
 * markers show, and whether `stale`'s still do. Throws only `BudgetSpent`.
 */
export declare function rereadRewrite(ctx: RoundTripContext, readers: readonly ReaderChoice[], record: ProbeRecord, values: {
    fresh: ProbeRecord;
    stale: ProbeRecord;
}): Promise<Reread>;
/**
 * Runs steps 1–5 for one write tool (all of them need `--allow-writes`; the caller checks). `readers` come from
 * {@link chooseReaders} or a declared pair. Returns the confirmed write for delete round trips, or undefined when
 * no reader showed the record. Throws only `BudgetSpent` (from the session).
 */
export declare function runWriteRoundTrip(ctx: RoundTripContext, write: Tool, readers: readonly ReaderChoice[], pair?: PairSpec): Promise<ConfirmedWrite | undefined>;
/**
 * Step 6: a delete tool listed under `writes` deletes a probe record (one a reader already showed), and then
 * the record must be gone. The record is chosen from the confirmed writes, one sharing a noun with the delete
 * tool first. Parameters are filled only from the record (same name, its key, a server-assigned field) or
 * `--arg`: a delete is never sent with made-up values. Throws only `BudgetSpent`.
 */
export declare function runDeleteRoundTrip(ctx: RoundTripContext, del: Tool, confirmed: readonly ConfirmedWrite[]): Promise<void>;
