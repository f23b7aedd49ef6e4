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
export declare function notObservableWords(write: string, reader: string, record: string, declared: boolean): FailureWords;
/** Step 3, `probe-silent-noop`: a write with an existing key answered success, and `reader` still shows the old values. */
export declare function sameKeyNoopWords(write: string, key: string, reader: string): FailureWords;
/** Update round trip, `probe-silent-noop`: an update of an existing record answered success, and `reader` still shows the old values. */
export declare function updateNoopWords(update: string, record: string, reader: string): FailureWords;
/** Step 4, `probe-data-lost`: after a second record, the first no longer shows in `readers` (names joined). */
export declare function secondWriteLostWords(write: string, record: string, readers: string): FailureWords;
/** Step 5, `probe-data-lost`: `gone` of `stored` records written at once are missing; `example` names one. */
export declare function concurrentLostWords(write: string, gone: number, stored: number, example: string): FailureWords;
/** Step 6, `probe-silent-noop`: a delete answered success, and `reader` still shows the record. */
export declare function deleteNoopWords(del: string, reader: string, record: string): FailureWords;
