/**
 * Where the wall time of a run goes (issue 14: timing that tells the truth). A run waits on two kinds of thing:
 * the server under test (a request outstanding, its start, its shutdown) and extra server processes it starts
 * for checks of their own (fresh sessions of the protocol checks, the server.json start without its required
 * variables). Both may overlap each other and our own work, so the clock splits wall time into disjoint parts:
 * every instant counts once, as server time when the server under test is being waited on, else as extra time
 * when an extra server is, else as our own. Summing durations of concurrent requests instead would count the
 * same instant several times.
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
  /** Wall time while the server under test was being waited on. */
  serverMs: number;
  /** Wall time while an extra server process was being waited on, and the server under test was not. */
  extraMs: number;
  /** The rest: wall time waiting on neither (our own work). */
  ownMs: number;
  /** All of it: `serverMs + extraMs + ownMs`. */
  totalMs: number;
}

/**
 * Counts the waits in progress of each kind and, at every change, adds the time since the last change to the
 * part the state before it belongs to. Cheap (two counters and a timestamp); time comes from `performance.now()`.
 */
export class WaitClock {
  private readonly startedAt = performance.now();
  private lastChange = this.startedAt;
  private readonly active: Record<WaitKind, number> = { server: 0, extra: 0 };
  private readonly spent: Record<WaitKind, number> = { server: 0, extra: 0 };

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
    const now = performance.now();
    const open = now - this.lastChange;
    const serverMs = this.spent.server + (this.active.server > 0 ? open : 0);
    const extraMs = this.spent.extra + (this.active.server === 0 && this.active.extra > 0 ? open : 0);
    const totalMs = Math.round(now - this.startedAt);
    const server = Math.round(serverMs);
    const extra = Math.round(extraMs);
    return { serverMs: server, extraMs: extra, ownMs: Math.max(0, totalMs - server - extra), totalMs };
  }

  private change(kind: WaitKind, delta: number): void {
    const now = performance.now();
    const elapsed = now - this.lastChange;
    if (this.active.server > 0) this.spent.server += elapsed;
    else if (this.active.extra > 0) this.spent.extra += elapsed;
    this.lastChange = now;
    this.active[kind] = Math.max(0, this.active[kind] + delta);
  }
}
