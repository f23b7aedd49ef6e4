/**
 * Where the wall time of a run goes (issue 14: timing that tells the truth). A run waits on two kinds of thing:
 * the server under test (a request outstanding, its start, its shutdown) and extra server processes it starts
 * for checks of their own (fresh sessions of the protocol checks, the server.json start without its required
 * variables). Both may overlap each other and our own work, so the clock splits wall time into disjoint parts,
 * every instant counted once: while this process's event loop runs code, the instant is our own work, whatever is
 * outstanding (we plan and judge while calls are out, and an answer that arrived meanwhile waits for us); while the
 * loop sits idle, the instant is server time when the server under test is being waited on, else extra time when
 * an extra server is, else our own (a wait we chose, such as a probe's pause). The loop's idle and busy time come
 * from libuv (`performance.eventLoopUtilization()`). Summing durations of concurrent requests instead would count
 * the same instant several times, and timing a request from send to answer would count our own work as the
 * server's.
 */
import { performance } from "node:perf_hooks";

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

/** This process's clock and event loop. */
const PROCESS_LOOP: LoopTime = { now: () => performance.now(), idle: () => performance.eventLoopUtilization().idle };

/**
 * Counts the waits in progress of each kind and, at every change, adds the event loop's idle time since the last
 * change to the part the state before it belongs to. Cheap: two counters and one libuv reading per change.
 */
export class WaitClock {
  private readonly startedAt: number;
  private lastIdle: number;
  private readonly active: Record<WaitKind, number> = { server: 0, extra: 0 };
  private readonly spent: Record<WaitKind, number> = { server: 0, extra: 0 };

  /** `time`: where time is read (tests pass a clock of their own). */
  constructor(private readonly time: LoopTime = PROCESS_LOOP) {
    this.startedAt = time.now();
    this.lastIdle = time.idle();
  }

  /** A lane for waits of `kind`: what a session or a fresh check is handed to report its waits. */
  lane(kind: WaitKind): WaitLane {
    return { begin: () => this.begin(kind) };
  }

  /** Marks the start of a wait of `kind`; returns the function that marks its end (calling it twice ends it once). */
  begin(kind: WaitKind): () => void {
    this.change(kind, +1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.change(kind, -1);
    };
  }

  /** Runs `work` as a wait of `kind`, from its start until it settles. */
  async during<T>(kind: WaitKind, work: () => Promise<T>): Promise<T> {
    const end = this.begin(kind);
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** The parts of the wall time so far (waits in progress counted up to now), rounded to whole milliseconds. */
  totals(): WaitTotals {
    const now = this.time.now();
    const idle = this.time.idle() - this.lastIdle;
    const serverMs = this.spent.server + (this.active.server > 0 ? idle : 0);
    const extraMs = this.spent.extra + (this.active.server === 0 && this.active.extra > 0 ? idle : 0);
    const totalMs = Math.round(now - this.startedAt);
    const server = Math.round(serverMs);
    const extra = Math.round(extraMs);
    return { serverMs: server, extraMs: extra, ownMs: Math.max(0, totalMs - server - extra), totalMs };
  }

  private change(kind: WaitKind, delta: number): void {
    const idleNow = this.time.idle();
    const idle = idleNow - this.lastIdle;
    if (this.active.server > 0) this.spent.server += idle;
    else if (this.active.extra > 0) this.spent.extra += idle;
    this.lastIdle = idleNow;
    this.active[kind] = Math.max(0, this.active[kind] + delta);
  }
}
