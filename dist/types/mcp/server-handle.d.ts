import type { McpConnection, ServerHandleLike } from "./connection.js";
import type { ConnectOptions, ServerTarget } from "./target.js";
/**
 * Starts the server lazily, restarts it after a death, and stops it on `close()`. The era is a property of the
 * server (MCP 2026-07-28 basic/versioning: cache it for the process), so a restart after an `auto` start skips the
 * probe: it goes straight to `initialize` (legacy) or pins the modern version found the first time. A
 * `firstOffer` goes to the first process only.
 */
export declare class ServerHandle implements ServerHandleLike {
    readonly target: ServerTarget;
    readonly options: ConnectOptions;
    private current;
    private starting;
    private closed;
    private restartCount;
    /** Connect options for restarts: the era found by the first start, pinned, and no first offer. */
    private restartOptions;
    constructor(target: ServerTarget, options: ConnectOptions);
    /** How many times the server was started again after it died (the first start is not counted). */
    get restarts(): number;
    /**
     * The live connection: the current one while it is alive, else a new one (counted in `restarts` when it
     * replaces one that died). Concurrent callers share one start. Throws `ServerStartError` when the server cannot
     * be (re)started, and `Error` after `close()`.
     */
    connection(): Promise<McpConnection>;
    private start;
    /** Stops the current server (whole process group) and any start in progress. Idempotent. */
    close(): Promise<void>;
}
