import type { ProbeStatus } from "../scorecard/types.js";
import { itemsOf, readAnswered, saysSkipped, type Observation } from "./observe.js";

/**
 * The verdicts of the write round trip's steps 3 and 4 (`round-trip.ts`) as small pure functions over what was
 * observed, and the detail each verdict is reported with: one table per step. The failures' messages and fixes
 * are in `round-trip-words.ts`.
 */

/** Why a call did not pass, for probe details: `refused: Note not found`. Pure. */
export function notPassed(o: Observation): string {
  return o.summary.startsWith(`${o.outcome}:`) ? o.summary : `${o.outcome}: ${o.summary}`;
}

/** The first read that did not answer cleanly (`readAnswered`): it cannot show a record, so it cannot show one missing either. Pure. */
export function unclean(reads: ReadonlyArray<{ obs: Observation }>): Observation | undefined {
  return reads.find((r) => !readAnswered(r.obs))?.obs;
}

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
export function readSameKeyAnswer(w: Observation, listedFirst: boolean): SameKeyAnswer {
  if (w.status === "tool-error" || w.status === "rpc-error") return "refused";
  if (w.status === "ok" && w.outcome === "failed") return "reports-failure";
  if (w.outcome !== "passed") return "incomplete";
  if (saysSkipped(w.text) || (listedFirst && itemsOf(w, "items")?.items.length === 0)) return "says-skipped";
  return "stored";
}

/**
 * Step 3 after re-reading: `replaced` (a reader shows the new values, none the old), `added` (the new values show
 * beside the old: the write made a second record with the same key), `silent-noop` (only the old ones show), `unclear`.
 */
export type SameKeyReread = "replaced" | "added" | "silent-noop" | "unclear";

/** The verdict of step 3 from what the re-reads showed; a restart makes old values no evidence. Pure. */
export function readSameKeyReread(newShown: boolean, oldShown: boolean, restarted: boolean): SameKeyReread {
  if (newShown) return oldShown && !restarted ? "added" : "replaced";
  return oldShown && !restarted ? "silent-noop" : "unclear";
}

/** The status and detail of each step-3 verdict that is not a failure: `key` names the key field. */
export const SAME_KEY_RESULT: Record<Exclude<SameKeyAnswer, "stored">, { status: ProbeStatus; detail: (key: string, w: Observation) => string }> = {
  refused: { status: "passed", detail: (key, w) => `a second write with the same ${key} was refused (${w.summary}), which is fine` },
  "reports-failure": { status: "passed", detail: (_key, w) => `the answer to a same-key write reports a failure (${w.summary}), so nothing changed silently` },
  incomplete: { status: "inconclusive", detail: (_key, w) => `the same-key write did not complete: ${notPassed(w)}` },
  "says-skipped": { status: "passed", detail: (_key, w) => `the answer to a same-key write says it skipped (${w.summary})` },
};

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
export function readKeepFirst(f: KeepFirstFacts): KeepFirstReading {
  if (f.shown) return "shown";
  if (f.restarted) return "restarted";
  if (f.unclean) return "unclean";
  if (f.listingsOnly && !f.secondShown) return "partial-listing";
  return "lost";
}

/** The status and detail of each step-4 verdict that is not a failure; `bad` is the read that did not answer cleanly. */
export const KEEP_FIRST_RESULT: Record<Exclude<KeepFirstReading, "lost">, { status: ProbeStatus; detail: (bad: Observation | undefined) => string }> = {
  shown: { status: "passed", detail: () => `the first record still shows after a second write` },
  restarted: { status: "inconclusive", detail: () => "the server restarted, so stored records may be gone" },
  unclean: { status: "inconclusive", detail: (bad) => `after a second write ${bad?.tool ?? "a reader"} did not answer cleanly (${bad ? notPassed(bad) : ""})` },
  "partial-listing": { status: "inconclusive", detail: () => `the listing shows neither record after a second write (it may show only part of the store)` },
};
