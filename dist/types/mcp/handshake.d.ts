import type { ConnectOptions } from "./target.js";
import type { JsonRpcSession } from "./session.js";
import type { HandshakeRecord, ProtocolEra, ServerInfo } from "./types.js";
/** Default wait for the `server/discover` probe, milliseconds. */
export declare const DEFAULT_DISCOVER_TIMEOUT_MS = 1500;
/**
 * The outcome of a successful handshake. `session` is the one to keep using: after a restart it is not the one
 * first started. `meta` is the `_meta` envelope every modern request must carry (absent in the legacy era).
 */
export interface HandshakeResult {
    session: JsonRpcSession;
    era: ProtocolEra;
    protocolVersion: string;
    serverInfo: ServerInfo;
    instructions?: string;
    capabilities: Record<string, unknown>;
    meta?: Record<string, unknown>;
    record: HandshakeRecord;
}
/** Starts a fresh server session (a new process for stdio). Throws `ServerStartError` when it cannot. */
export type StartSession = () => Promise<JsonRpcSession>;
/**
 * Starts a session and completes the handshake for `options.protocol`. Throws `UsageError` for a `protocol`
 * that is neither `auto`, `legacy` nor a `YYYY-MM-DD` revision, and `ServerStartError` (with the exit status and
 * the last stderr lines in its message) when the server cannot be started, dies, stays silent or refuses the
 * handshake; the server is stopped before the error is thrown.
 */
export declare function handshake(startSession: StartSession, options: ConnectOptions): Promise<HandshakeResult>;
