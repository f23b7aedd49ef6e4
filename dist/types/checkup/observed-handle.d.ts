import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { StdoutPollution } from "../mcp/types.js";
/**
 * Wraps a server handle and remembers every connection it handed out, so that observations spread over
 * restarts (stdout pollution) are gathered over the whole run. Time spent waiting on the server is the run's
 * `WaitClock`'s to count (every session reports to it).
 */
export declare class ObservedHandle implements ServerHandleLike {
    private readonly inner;
    private readonly seen;
    constructor(inner: ServerHandleLike);
    get restarts(): number;
    connection(): Promise<McpConnection>;
    close(): Promise<void>;
    /** Every non-JSON-RPC stdout line of every server process of the run, in order. */
    stdoutPollution(): StdoutPollution[];
}
