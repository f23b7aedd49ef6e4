import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { SetupCall } from "./discovery.js";

/**
 * A server handle that repeats the setup calls discovery made (a git server's `set_working_dir`) on every
 * server process after the first: a crash on bad input restarts the server, and the tools that need the setup
 * step must find it done again (issue 11 item 3). The answers of replayed calls are not judged.
 */
export class SetupReplayHandle implements ServerHandleLike {
  private seen: number;

  /** `timeoutMs`: the timeout of each replayed call, milliseconds. */
  constructor(
    private readonly inner: ServerHandleLike,
    private readonly calls: readonly SetupCall[],
    private readonly timeoutMs: number,
  ) {
    this.seen = inner.restarts;
  }

  get restarts(): number {
    return this.inner.restarts;
  }

  /** The live connection; after a restart, the setup calls are sent first, in order. Throws like the inner handle. */
  async connection(): Promise<McpConnection> {
    const connection = await this.inner.connection();
    if (this.inner.restarts !== this.seen) {
      this.seen = this.inner.restarts;
      await this.send(connection);
    }
    return connection;
  }

  /**
   * Sends the setup calls again on the live server: after the setup tool's own happy calls, which may have set the
   * state elsewhere (a git server's `set_working_dir` happy call #3 moved the session out of its allowed folder, and
   * every later call was refused). Throws like the inner handle.
   */
  async replay(): Promise<void> {
    await this.send(await this.connection());
  }

  private async send(connection: McpConnection): Promise<void> {
    for (const call of this.calls) await connection.callTool(call.tool, call.arguments, { timeoutMs: this.timeoutMs });
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
