/** One kind of wait the clock tells apart. */
export type WaitKind = "server" | "extra";
/** Something that marks the start of a wait of one kind; the function it returns marks its end (idempotent). */
export interface WaitLane {
    begin(): () => void;
}
/** Disjoint parts of the wall time since the clock started, milliseconds (see {@link WaitClock}). */
export interface WaitTotals {
    /** Idle wall time while the server under test was being waited on. */
    serverMs: number;
    /** Idle wall time while an extra server process was being waited on, and the server under test was not. */
    extraMs: number;
    /** The rest: wall time this process ran its own code, or waited on neither. */
    ownMs: number;
    /** All of it: `serverMs + extraMs + ownMs`. */
    totalMs: number;
}
/** Where a {@link WaitClock} reads time, milliseconds: wall time, and the event loop's idle time so far. */
export interface LoopTime {
    now(): number;
    idle(): number;
}
/**
 * Counts the waits in progress of each kind and, at every change, adds the event loop's idle time since the last
 * change to the part the state before it belongs to. Cheap: two counters and one libuv reading per change.
 */
export declare class WaitClock {
    private readonly time;
    private readonly startedAt;
    private lastIdle;
    private readonly active;
    private readonly spent;
    /** `time`: where time is read (tests pass a clock of their own). */
    constructor(time?: LoopTime);
    /** A lane for waits of `kind`: what a session or a fresh check is handed to report its waits. */
    lane(kind: WaitKind): WaitLane;
    /** Marks the start of a wait of `kind`; returns the function that marks its end (calling it twice ends it once). */
    begin(kind: WaitKind): () => void;
    /** Runs `work` as a wait of `kind`, from its start until it settles. */
    during<T>(kind: WaitKind, work: () => Promise<T>): Promise<T>;
    /** The parts of the wall time so far (waits in progress counted up to now), rounded to whole milliseconds. */
    totals(): WaitTotals;
    private change;
}
