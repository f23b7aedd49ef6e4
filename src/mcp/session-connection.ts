/**
 * `McpConnection` over a handshaken JSON-RPC session, whatever the transport (stdio now, Streamable HTTP later).
 * In the modern era every request gets the `_meta` envelope (MCP 2026-07-28 basic/index §`_meta`).
 */
import type { McpConnection } from "./connection.js";
import type { HandshakeResult } from "./handshake.js";
import { isJsonObject } from "./json-object.js";
import type { JsonRpcSession } from "./session.js";
import { listAllTools } from "./tools-list.js";
import type { TransportKind } from "./transport.js";
import type {
  Exchange,
  ExitStatus,
  HandshakeRecord,
  HttpObservation,
  Observation,
  ProtocolEra,
  RequestOptions,
  RequestOutcome,
  ServerInfo,
  StdoutPollution,
  ToolListing,
  WireProblem,
} from "./types.js";

/** A live connection made by `connect()`. Throws only when used after its own `close()`. */
export class SessionConnection implements McpConnection {
  readonly era: ProtocolEra;
  readonly protocolVersion: string;
  readonly serverInfo: ServerInfo;
  readonly instructions?: string;
  readonly capabilities: Record<string, unknown>;
  readonly handshake: HandshakeRecord;
  private readonly session: JsonRpcSession;
  private readonly meta: Record<string, unknown> | undefined;
  private closed = false;

  constructor(result: HandshakeResult) {
    this.session = result.session;
    this.era = result.era;
    this.protocolVersion = result.protocolVersion;
    this.serverInfo = result.serverInfo;
    if (result.instructions !== undefined) this.instructions = result.instructions;
    this.capabilities = result.capabilities;
    this.handshake = result.record;
    this.meta = result.meta;
  }

  get alive(): boolean {
    return !this.closed && this.session.alive;
  }

  listTools(options?: RequestOptions): Promise<ToolListing> {
    return listAllTools((params) => this.request("tools/list", params, options));
  }

  callTool(name: string, args: unknown, options?: RequestOptions): Promise<RequestOutcome> {
    return this.request("tools/call", args === undefined ? { name } : { name, arguments: args }, options);
  }

  /**
   * Sends any request. In the modern era the `_meta` envelope (protocol version, client capabilities,
   * clientInfo) is merged under any `_meta` the caller gave, unless `raw` is set.
   */
  request(method: string, params?: Record<string, unknown>, options: RequestOptions & { raw?: boolean } = {}): Promise<RequestOutcome> {
    this.assertOpen();
    const sent = this.meta && !options.raw ? { ...params, _meta: { ...this.meta, ...(isJsonObject(params?._meta) ? params._meta : {}) } } : params;
    return this.session.request(method, sent, options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {});
  }

  notify(method: string, params?: Record<string, unknown>): Promise<void> {
    this.assertOpen();
    return this.session.notify(method, params);
  }

  sendRaw(line: string): Promise<void> {
    this.assertOpen();
    return this.session.sendRaw(line);
  }

  stdoutPollution(): readonly StdoutPollution[] {
    return this.session.stdoutPollution();
  }

  stdoutPollutionCount(): number {
    return this.session.stdoutPollutionCount();
  }

  stderrTail(maxChars = 2000): string {
    return this.session.stderrTail(maxChars);
  }

  exitStatus(): ExitStatus | undefined {
    return this.session.exitStatus();
  }

  serverWaitMs(): number {
    return this.session.serverWaitMs();
  }

  exchanges(): readonly Exchange[] {
    return this.session.exchanges();
  }

  observations(): readonly Observation[] {
    return this.session.observations();
  }

  onObservation(listener: (observation: Observation) => void): () => void {
    return this.session.onObservation(listener);
  }

  get transportKind(): TransportKind {
    return this.session.transport.kind;
  }

  httpObservations(): readonly HttpObservation[] {
    return this.session.transport.httpObservations?.() ?? [];
  }

  wireProblems(): readonly WireProblem[] {
    return this.session.problems();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.session.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("McpConnection used after close()");
  }
}
