/**
 * The fresh sessions of the protocol checks (a new server process each for stdio): each is closed once its check is
 * done, its lifetime is counted on the run's clock as time in an extra server process (`wait-clock.ts`), and all of
 * them are closed at once when the run is interrupted.
 */
import type { WaitLane } from "../mcp/wait-clock.js";

/** Anything a fresh check opens: a session or a connection. */
export interface Closable {
  close(): Promise<void>;
}

/** Opens, tracks and closes the fresh sessions of one run. */
export class FreshSessions {
  private readonly open = new Set<Closable>();
  private stopped = false;

  /** `lane`: where the time a fresh session is open goes (the run's extra-server lane). */
  constructor(private readonly lane?: WaitLane) {}

  /**
   * Opens a session with `open`, runs `use` on it and closes it, whatever happens. Throws what `open` throws
   * (nothing is left open then) and what `use` throws. After {@link stop}, a session is closed as soon as it is
   * opened, so `use` sees it closed (its requests resolve `closed` at once).
   */
  async with<T extends Closable, R>(open: () => Promise<T>, use: (session: T) => Promise<R>): Promise<R> {
    const end = this.lane?.begin();
    try {
      const session = await open();
      this.open.add(session);
      try {
        if (this.stopped) await session.close();
        return await use(session);
      } finally {
        this.open.delete(session);
        await session.close().catch(() => undefined);
      }
    } finally {
      end?.();
    }
  }

  /** Closes every open session now and every later one as soon as it opens (an interrupted run). */
  stop(): void {
    this.stopped = true;
    for (const session of this.open) void session.close().catch(() => undefined);
  }

  /** True after {@link stop}. */
  get isStopped(): boolean {
    return this.stopped;
  }
}
