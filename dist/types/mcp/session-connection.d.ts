/**
 * `McpConnection` over a handshaken JSON-RPC session, whatever the transport (stdio now, Streamable HTTP later).
 * In the modern era every request gets the `_meta` envelope (MCP 2026-07-28 basic/index §`_meta`).
 */
import type { McpConnection } from "./connection.js";
import type { HandshakeResult } from "./handshake.js";
import type { TransportKind } from "./transport.js";
import type { Exchange, ExitStatus, HandshakeRecord, HttpObservation, Observation, ProtocolEra, RequestOptions, RequestOutcome, ServerInfo, StdoutPollution, ToolListing, WireProblem } from "./types.js";
/** A live connection made by `connect()`. Throws only when used after its own `close()`. */
export declare class SessionConnection implements McpConnection {
    readonly era: ProtocolEra;
    readonly protocolVersion: string;
    readonly serverInfo: ServerInfo;
    readonly instructions?: string;
    readonly capabilities: Record<string, unknown>;
    readonly handshake: HandshakeRecord;
    private readonly session;
    private readonly meta;
    private closed;
    constructor(result: HandshakeResult);
    get alive(): boolean;
    listTools(options?: RequestOptions): Promise<ToolListing>;
    callTool(name: string, args: unknown, options?: RequestOptions): Promise<RequestOutcome>;
    /**
     * Sends any request. In the modern era the `_meta` envelope (protocol version, client capabilities,
     * clientInfo) is merged under any `_meta` the caller gave, unless `raw` is set.
     */
    request(method: string, params?: Record<string, unknown>, options?: RequestOptions & {
        raw?: boolean;
    }): Promise<RequestOutcome>;
    notify(method: string, params?: Record<string, unknown>): Promise<void>;
    sendRaw(line: string): Promise<void>;
    stdoutPollution(): readonly StdoutPollution[];
    stdoutPollutionCount(): number;
    stderrTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    serverWaitMs(): number;
    exchanges(): readonly Exchange[];
    observations(): readonly Observation[];
    onObservation(listener: (observation: Observation) => void): () => void;
    get transportKind(): TransportKind;
    httpObservations(): readonly HttpObservation[];
    wireProblems(): readonly WireProblem[];
    close(): Promise<void>;
    private assertOpen;
}
