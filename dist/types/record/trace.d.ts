/**
 * The session trace written by `mcp-checkup record` (format documented in the README, "Session trace format"). `traceVersion`
 * changes when a key changes meaning or goes away; new keys may be added without a change. Times are ISO 8601 UTC
 * strings; durations are milliseconds (one decimal place).
 */
import type { ExitStatus, JsonRpcError, RequestId } from "../mcp/types.js";
/** The version of the trace format this build writes. */
export declare const TRACE_VERSION = 1;
/**
 * One `tools/call` the client made, with its outcome:
 * - `status`: `result` (a response with `result`), `error` (a JSON-RPC error response) or `no-response` (the
 *   session ended first; `endedAt`, `durationMs`, `result` and `error` are null).
 * - `tool`: `params.name` (null when it was not a string); `arguments`: `params.arguments` exactly as sent (absent
 *   when the client left it out).
 * - `isError`: true when the result carried `isError: true` (a tool error, MCP server/tools §Error Handling).
 */
export interface RecordedCall {
    id: RequestId;
    tool: string | null;
    arguments?: unknown;
    startedAt: string;
    endedAt: string | null;
    durationMs: number | null;
    status: "result" | "error" | "no-response";
    result: unknown;
    error: JsonRpcError | null;
    isError: boolean;
}
/** What the recorder learnt about the server from the session itself (initialize result, or modern `_meta`). */
export interface TraceServer {
    /** The launch command, as text (env values never appear). */
    command?: string;
    name?: string;
    version?: string;
    protocolVersion?: string;
}
/** Counts of what crossed the relay: JSON-RPC messages per direction, and lines that were not JSON-RPC. */
export interface TraceCounts {
    fromClient: number;
    fromServer: number;
    nonJsonFromClient: number;
    nonJsonFromServer: number;
}
/** A whole recorded session. */
export interface SessionTrace {
    traceVersion: typeof TRACE_VERSION;
    recorder: {
        name: "mcp-checkup";
        version: string;
    };
    server: TraceServer;
    startedAt: string;
    endedAt: string;
    /** How the server process ended (null when it was not started or its end is unknown). */
    exit: ExitStatus | null;
    messages: TraceCounts;
    /** Every `tools/call`, in the order the client sent them. */
    calls: RecordedCall[];
}
