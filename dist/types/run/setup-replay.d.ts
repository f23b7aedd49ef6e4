import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { SetupCall } from "./discovery.js";
/**
 * A server handle that repeats the setup calls discovery made (a git server's `set_working_dir`) on every
 * server process after the first: a crash on bad input restarts the server, and the tools that need the setup
 * step must find it done again (issue 11 item 3). The answers of replayed calls are not judged.
 */
export declare class SetupReplayHandle implements ServerHandleLike {
    private readonly inner;
    private readonly calls;
    private readonly timeoutMs;
    private seen;
    /** `timeoutMs`: the timeout of each replayed call, milliseconds. */
    constructor(inner: ServerHandleLike, calls: readonly SetupCall[], timeoutMs: number);
    get restarts(): number;
    /** The live connection; after a restart, the setup calls are sent first, in order. Throws like the inner handle. */
    connection(): Promise<McpConnection>;
    /**
     * Sends the setup calls again on the live server: after the setup tool's own happy calls, which may have set the
     * state elsewhere (a git server's `set_working_dir` happy call #3 moved the session out of its allowed folder, and
     * every later call was refused). Throws like the inner handle.
     */
    replay(): Promise<void>;
    private send;
    close(): Promise<void>;
}
