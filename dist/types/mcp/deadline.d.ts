/**
 * Waiting with a deadline that leaves nothing behind (issue 14: a run ends when its work ends). A bare
 * `Promise.race([work, sleep(ms)])` keeps the losing timer armed, and an armed timer keeps the process alive
 * until it fires: races like that cost every run about a second of idle waiting before the process could exit.
 */
/**
 * `work`'s value, or `undefined` when it has not settled within `ms` milliseconds. The timer is cleared as soon
 * as either side wins, so no timer outlives the call. Rejects when `work` rejects first.
 */
export declare function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined>;
/** True when `work` settles (either way) within `ms` milliseconds; the timer is cleared either way. Never rejects. */
export declare function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean>;
