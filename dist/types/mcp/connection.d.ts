import type { Exchange, ExitStatus, HandshakeRecord, HttpObservation, Observation, ProtocolEra, RequestOptions, RequestOutcome, ServerInfo, StdoutPollution, ToolListing, WireProblem } from "./types.js";
import type { TransportKind } from "./transport.js";
/**
 * A live, handshaken connection to one MCP server (one process for stdio). This is the seam every check above
 * `mcp/` talks through: scenarios, probes and protocol checks never see a transport.
 *
 * Nothing here throws for server misbehaviour: every request resolves to a {@link RequestOutcome}.
 * Methods throw only for our own misuse (calling after `close()`).
 */
export interface McpConnection {
    /** `legacy` (initialize handshake) or `modern` (2026-07-28 stateless). */
    readonly era: ProtocolEra;
    /** The negotiated (legacy) or chosen (modern) protocol revision, e.g. `2025-11-25`. */
    readonly protocolVersion: string;
    readonly serverInfo: ServerInfo;
    readonly instructions?: string;
    /** The server's declared capabilities, as sent. */
    readonly capabilities: Record<string, unknown>;
    /** False once the process exited or the connection broke. */
    readonly alive: boolean;
    /** Follows `tools/list` pages to the end, with loop and page-cap guards (an empty-string cursor is a cursor). */
    listTools(options?: RequestOptions): Promise<ToolListing>;
    /**
     * Sends `tools/call`. `args === undefined` omits `arguments` from the params; any other value (even a
     * non-object, for edge cases) is sent as given. Modern era adds the `_meta` envelope.
     */
    callTool(name: string, args: unknown, options?: RequestOptions): Promise<RequestOutcome>;
    /** Sends any request (the `_meta` envelope is added in the modern era unless `raw` is set). */
    request(method: string, params?: Record<string, unknown>, options?: RequestOptions & {
        raw?: boolean;
    }): Promise<RequestOutcome>;
    /** Sends a notification. */
    notify(method: string, params?: Record<string, unknown>): Promise<void>;
    /** Non-JSON-RPC stdout lines seen so far (empty for HTTP). */
    stdoutPollution(): readonly StdoutPollution[];
    /** The last `maxChars` characters the server wrote to stderr (default 2,000). */
    stderrTail(maxChars?: number): string;
    /** How the process ended, or undefined while it runs (and for HTTP). */
    exitStatus(): ExitStatus | undefined;
    /** Milliseconds spent waiting on the server's answers (sum of request durations), for harness-overhead figures. */
    serverWaitMs(): number;
    /** Closes stdin, waits briefly, then SIGTERM and SIGKILL to the whole process group. Idempotent. */
    close(): Promise<void>;
    /** How the era was decided (`handshake.eraDecision`), the probe and initialize outcomes, and whether the probe forced a restart. */
    readonly handshake: HandshakeRecord;
    /** How many non-JSON-RPC stdout lines were seen in all (`stdoutPollution()` keeps only the first 50). */
    stdoutPollutionCount(): number;
    /** Sends raw text as one frame (stdio: one line), for protocol checks such as malformed JSON. Replies show up as observations. */
    sendRaw(line: string): Promise<void>;
    /** The most recent requests and their outcomes (bounded, oldest first), for reports and the recorder. */
    exchanges(): readonly Exchange[];
    /** The most recent server messages that answer no pending request (bounded, oldest first): `id: null` errors, late responses, server requests, notifications. */
    observations(): readonly Observation[];
    /** Calls `listener` with each new observation; returns the function that unsubscribes it. */
    onObservation(listener: (observation: Observation) => void): () => void;
    /** Which wire the connection uses: `stdio`, `streamable-http` or `http+sse` (the deprecated HTTP+SSE transport). */
    readonly transportKind: TransportKind;
    /** HTTP transports: status, headers and error bodies of the recent HTTP exchanges (bounded, oldest first; empty for stdio). */
    httpObservations(): readonly HttpObservation[];
    /** Wire problems seen on this connection (bounded, oldest first): too-large responses, HTTP failures, unsolicited requests, orphans. */
    wireProblems(): readonly WireProblem[];
}
/**
 * Owns the server under test across restarts: a scenario that kills the server gets a fresh connection for the
 * next one. Implemented in `server-handle.ts`.
 */
export interface ServerHandleLike {
    /** The live connection, starting (or restarting) the server if it is not alive. Throws `ServerStartError`. */
    connection(): Promise<McpConnection>;
    /** How many times the server had to be restarted after dying. */
    readonly restarts: number;
    /** Stops the server (whole process group). Idempotent. */
    close(): Promise<void>;
}
