/**
 * A record with a fixed number of entries, so a server that floods us (stdout garbage, notifications) cannot
 * exhaust memory. `first` keeps the earliest `limit` entries (the first pollution lines say most about it);
 * `last` keeps the latest (a ring: the recent exchanges are the ones a report or a protocol check looks at).
 * `total` counts every entry ever pushed.
 */
export declare class BoundedLog<T> {
    readonly limit: number;
    readonly keep: "first" | "last";
    private readonly entries;
    /** Ring position of the oldest entry once a `last` log is full. */
    private start;
    private count;
    constructor(limit: number, keep: "first" | "last");
    /** Adds an entry (dropped when a `first` log is full; evicts the oldest when a `last` log is full). */
    push(entry: T): void;
    /** The kept entries, oldest first (a copy). */
    items(): T[];
    /** How many entries were ever pushed, kept or not. */
    get total(): number;
}
