import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { StdoutPollution } from "../mcp/types.js";

/**
 * Wraps a server handle and remembers every connection it handed out, so that observations spread over
 * restarts (stdout pollution) are gathered over the whole run. Time spent waiting on the server is the run's
 * `WaitClock`'s to count (every session reports to it).
 */
export class ObservedHandle implements ServerHandleLike {
  private readonly seen: McpConnection[] = [];

  constructor(private readonly inner: ServerHandleLike) {}

  get restarts(): number {
    return this.inner.restarts;
  }

  async connection(): Promise<McpConnection> {
    const connection = await this.inner.connection();
    if (!this.seen.includes(connection)) this.seen.push(connection);
    return connection;
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Every non-JSON-RPC stdout line of every server process of the run, in order. */
  stdoutPollution(): StdoutPollution[] {
    return this.seen.flatMap((c) => [...c.stdoutPollution()]);
  }
}
