/**
 * Owns the server under test across restarts (DESIGN.md "Scenarios": after an edge case kills the server, it is
 * restarted and the run goes on; MCP 2026-07-28 basic/transports/stdio: a client SHOULD restart a server that
 * dies unexpectedly).
 */
import { connect } from "./connect.js";
import type { McpConnection, ServerHandleLike } from "./connection.js";
import type { ConnectOptions, ServerTarget } from "./target.js";

/**
 * Starts the server lazily, restarts it after a death, and stops it on `close()`. The era is a property of the
 * server (MCP 2026-07-28 basic/versioning: cache it for the process), so a restart after an `auto` start skips the
 * probe: it goes straight to `initialize` (legacy) or pins the modern version found the first time. A
 * `firstOffer` goes to the first process only.
 */
export class ServerHandle implements ServerHandleLike {
  private current: McpConnection | undefined;
  private starting: Promise<McpConnection> | undefined;
  private closed = false;
  private restartCount = 0;
  /** Connect options for restarts: the era found by the first start, pinned, and no first offer. */
  private restartOptions: ConnectOptions | undefined;

  constructor(
    readonly target: ServerTarget,
    readonly options: ConnectOptions,
  ) {}

  /** How many times the server was started again after it died (the first start is not counted). */
  get restarts(): number {
    return this.restartCount;
  }

  /**
   * The live connection: the current one while it is alive, else a new one (counted in `restarts` when it
   * replaces one that died). Concurrent callers share one start. Throws `ServerStartError` when the server cannot
   * be (re)started, and `Error` after `close()`.
   */
  connection(): Promise<McpConnection> {
    if (this.closed) return Promise.reject(new Error("ServerHandle used after close()"));
    if (this.current?.alive) return Promise.resolve(this.current);
    this.starting ??= this.start().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async start(): Promise<McpConnection> {
    const previous = this.current;
    if (previous) {
      this.restartCount += 1;
      await previous.close(); // the process is gone; this makes sure its process group is too
    }
    const connection = await connect(this.target, this.restartOptions ?? this.options);
    if (this.closed) {
      await connection.close();
      throw new Error("ServerHandle closed while the server was starting");
    }
    this.current = connection;
    if (this.restartOptions === undefined) {
      // A first offer is made once, to the first process (the check it serves needs one answer).
      const { firstOffer: _once, ...options } = this.options;
      this.restartOptions = this.options.protocol === "auto" ? { ...options, protocol: connection.era === "modern" ? connection.protocolVersion : "legacy" } : options;
    }
    return connection;
  }

  /** Stops the current server (whole process group) and any start in progress. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.current?.close();
  }
}
