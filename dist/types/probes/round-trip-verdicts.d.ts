import type { ProbeStatus } from "../scorecard/types.js";
import { type Observation } from "./observe.js";
/**
 * The verdicts of the write round trip's steps 3 and 4 (`round-trip.ts`) as small pure functions over what was
 * observed, and the detail each verdict is reported with: one table per step. The failures' messages and fixes
 * are in `round-trip-words.ts`.
 */
/** Why a call did not pass, for probe details: `refused: Note not found`. Pure. */
export declare function notPassed(o: Observation): string;
/** The first read that did not answer cleanly (`readAnswered`): it cannot show a record, so it cannot show one missing either. Pure. */
export declare function unclean(reads: ReadonlyArray<{
    obs: Observation;
}>): Observation | undefined;
/**
 * How the answer to a same-key write (step 3) reads before anything is re-read: `refused` (an isError result or
 * a JSON-RPC error: fine), `reports-failure` (a success result whose text reports a failure: the write said it
 * did nothing), `incomplete` (any other call that did not pass), `says-skipped` (its text says it skipped, or a
 * write whose first answer listed what it stored now lists nothing), `stored` (re-read the record). Pure.
 */
export type SameKeyAnswer = "refused" | "reports-failure" | "incomplete" | "says-skipped" | "stored";
/**
 * Reads the answer to a same-key write; `listedFirst`: the first write's answer was a list holding the values it
 * stored (memory's create_entities), so an empty list now says it skipped. Pure.
 */
export declare function readSameKeyAnswer(w: Observation, listedFirst: boolean): SameKeyAnswer;
/**
 * Step 3 after re-reading: `replaced` (a reader shows the new values, none the old), `added` (the new values show
 * beside the old: the write made a second record with the same key), `silent-noop` (only the old ones show), `unclear`.
 */
export type SameKeyReread = "replaced" | "added" | "silent-noop" | "unclear";
/** The verdict of step 3 from what the re-reads showed; a restart makes old values no evidence. Pure. */
export declare function readSameKeyReread(newShown: boolean, oldShown: boolean, restarted: boolean): SameKeyReread;
/** The status and detail of each step-3 verdict that is not a failure: `key` names the key field. */
export declare const SAME_KEY_RESULT: Record<Exclude<SameKeyAnswer, "stored">, {
    status: ProbeStatus;
    detail: (key: string, w: Observation) => string;
}>;
/**
 * Step 4 after a second record was written and the first re-read: `shown` (the first still shows), `restarted`,
 * `unclean` (a reader did not answer cleanly), `partial-listing` (only unkeyed listings were read and they show
 * neither record: they may list part of the store), `lost` (the first record is gone).
 */
export type KeepFirstReading = "shown" | "restarted" | "unclean" | "partial-listing" | "lost";
/** What step 4 saw, in the order the verdicts are tried. */
export interface KeepFirstFacts {
    shown: boolean;
    restarted: boolean;
    unclean: boolean;
    /** Every read was a listing (no keyed read). */
    listingsOnly: boolean;
    /** Some read showed the second record. */
    secondShown: boolean;
}
/** The verdict of step 4. Pure. */
export declare function readKeepFirst(f: KeepFirstFacts): KeepFirstReading;
/** The status and detail of each step-4 verdict that is not a failure; `bad` is the read that did not answer cleanly. */
export declare const KEEP_FIRST_RESULT: Record<Exclude<KeepFirstReading, "lost">, {
    status: ProbeStatus;
    detail: (bad: Observation | undefined) => string;
}>;
