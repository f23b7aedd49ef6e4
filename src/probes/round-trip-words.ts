/**
 * The words of the write round trip's failures (`round-trip.ts`, issue "Effect probes" §Write round trips): the
 * message and the fix of each finding it raises, in one place. Names are tool and parameter names; `record` is how
 * the record is named in a sentence (`id "n1"`, or `marker …` when it has no key). Pure.
 */

/** What a failure says: its message and fix. */
export interface FailureWords {
  message: string;
  fix: string;
}

/** Step 2, `probe-write-not-observable`: the reader sure to show the record does not; `declared` when a pair named it. */
export function notObservableWords(write: string, reader: string, record: string, declared: boolean): FailureWords {
  return {
    message: `${write} answered success, but ${reader} does not show the record it wrote (${record}).`,
    fix: `Make ${write} store what it reports as saved so that ${reader} returns it${declared ? ", or correct the pair in the probe config" : ""}.`,
  };
}

/** Step 3, `probe-silent-noop`: a write with an existing key answered success, and `reader` still shows the old values. */
export function sameKeyNoopWords(write: string, key: string, reader: string): FailureWords {
  return {
    message: `${write} answered success to a write with an existing ${key}, but ${reader} still shows the old values: the write silently did nothing.`,
    fix: `Apply the new values when the ${key} already exists, or answer with isError (or say in the result) that nothing was changed.`,
  };
}

/** Update round trip, `probe-silent-noop`: an update of an existing record answered success, and `reader` still shows the old values. */
export function updateNoopWords(update: string, record: string, reader: string): FailureWords {
  return {
    message: `${update} answered success to an update of an existing record (${record}), but ${reader} still shows the old values: the update silently did nothing.`,
    fix: `Apply the new values to the record ${update} names, or answer with isError (or say in the result) that nothing was changed.`,
  };
}

/** Step 4, `probe-data-lost`: after a second record, the first no longer shows in `readers` (names joined). */
export function secondWriteLostWords(write: string, record: string, readers: string): FailureWords {
  return {
    message: `After ${write} stored a second record, the first one (${record}) no longer shows in ${readers}: a write lost earlier data.`,
    fix: `Make ${write} add or update only its own record; do not rebuild or replace the whole store on each write.`,
  };
}

/** Step 5, `probe-data-lost`: `gone` of `stored` records written at once are missing; `example` names one. */
export function concurrentLostWords(write: string, gone: number, stored: number, example: string): FailureWords {
  return {
    message: `${gone} of ${stored} records written by ${stored} concurrent ${write} calls are missing afterwards: concurrent writes lose data (e.g. ${example}).`,
    fix: `Serialise ${write}'s read-modify-write of the store (a lock or a queue), or write each record atomically.`,
  };
}

/** Step 6, `probe-silent-noop`: a delete answered success, and `reader` still shows the record. */
export function deleteNoopWords(del: string, reader: string, record: string): FailureWords {
  return {
    message: `${del} answered success, but ${reader} still shows the record it was asked to delete (${record}).`,
    fix: `Remove the record when ${del} reports success, or answer with isError when nothing was deleted.`,
  };
}
