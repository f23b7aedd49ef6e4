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
export declare class FreshSessions {
    private readonly lane?;
    private readonly open;
    private stopped;
    /** `lane`: where the time a fresh session is open goes (the run's extra-server lane). */
    constructor(lane?: WaitLane | undefined);
    /**
     * Opens a session with `open`, runs `use` on it and closes it, whatever happens. Throws what `open` throws
     * (nothing is left open then) and what `use` throws. After {@link stop}, a session is closed as soon as it is
     * opened, so `use` sees it closed (its requests resolve `closed` at once).
     */
    with<T extends Closable, R>(open: () => Promise<T>, use: (session: T) => Promise<R>): Promise<R>;
    /** Closes every open session now and every later one as soon as it opens (an interrupted run). */
    stop(): void;
    /** True after {@link stop}. */
    get isStopped(): boolean;
}
