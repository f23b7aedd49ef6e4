import type { Tool } from "../mcp/types.js";
import { type ToolClass } from "./classify.js";
import { type KeyField } from "./records.js";
import { type ConfirmedWrite, type RoundTripContext } from "./round-trip.js";
/**
 * Update round trips (generalises a new user's `update_task(id, …)` beside `create_task(title)`: the probe sent
 * `id: "tsp…id"` against `^t-[0-9]+$`, was refused, and asked for `--arg`): a write tool whose required id the
 * server assigns — a write sharing a noun with it does not take that id — changes records, it does not make
 * them. It is probed on a record the probes' own create made and a reader already showed: its key comes from
 * that write's answer, the new values carry markers, and the readers that showed the record must show them.
 */
/** A write tool that changes records its creators make, and the key it names them by. */
export interface Updater {
    key: KeyField;
    /** The noun-sharing write tools that do not take the key (the server assigns it). */
    creators: string[];
}
/**
 * The {@link Updater} view of `write`, or undefined when it makes its own records: its key must be a required
 * top-level id (`id`, `task_id`: servers assign ids, users choose titles and paths) that some other write tool
 * sharing a noun with it does not take. Pure.
 */
export declare function updaterOf(write: ToolClass, classes: readonly ToolClass[]): Updater | undefined;
/**
 * The confirmed record an updater should change, and its key value: a record of one of its creators (the one
 * sharing most nouns with the updater first) whose answer named the key. Undefined when no creator's record was
 * confirmed, or none named the key. Pure.
 */
export declare function updateTarget(write: Tool, updater: Updater, confirmed: readonly ConfirmedWrite[]): {
    target: ConfirmedWrite;
    keyValue: unknown;
} | undefined;
/**
 * Changes `target`'s record with `write` and re-reads it through the readers that showed it: the new values
 * must show (passed), the old ones still showing is `probe-silent-noop`. On success `target.record` becomes the
 * record as it now stands, so a later delete round trip looks for the current values. Throws only `BudgetSpent`.
 */
export declare function runUpdateRoundTrip(ctx: RoundTripContext, write: Tool, updater: Updater, found: {
    target: ConfirmedWrite;
    keyValue: unknown;
}): Promise<void>;
