import type { ConnectOptions } from "./target.js";
import { type JsonRpcSession } from "./session.js";
import type { EraDecision, HandshakeRecord, ProtocolEra, RequestOutcome, ServerInfo } from "./types.js";
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
/** What to do after the `server/discover` probe answered (auto mode), as {@link readProbe} decides it. */
export type ProbeStep = {
    eraDecision: EraDecision;
    next: "modern";
    version: string;
    discovered: unknown;
} | {
    eraDecision: EraDecision;
    next: "modern-retry";
    version: string;
} | {
    eraDecision: EraDecision;
    next: "restart-then-legacy";
} | {
    eraDecision: EraDecision;
    next: "legacy";
};
/**
 * What the probe's answer means (DESIGN.md "Eras"): a DiscoverResult offering a modern version we speak →
 * modern; `-32022` naming a modern version → modern after a retry with it; a dead process → restart, then
 * legacy; anything else (an invalid result, another error, silence) → legacy, not keyed to one error code. Pure.
 */
export declare function readProbe(probe: RequestOutcome): ProbeStep;
/** What to do after `initialize` was refused with a JSON-RPC error, as {@link readRefusal} decides it. */
export type RefusalStep = {
    next: "retry";
    version: string;
} | {
    next: "modern";
    version: string;
} | {
    next: "fail";
};
/**
 * What an `initialize` refusal means (not pinned): `data.supported` naming a legacy revision other than the one
 * offered (a known one first) → retry once with it; naming only modern revisions, in auto mode → modern with
 * it; otherwise the handshake fails. Pure.
 */
export declare function readRefusal(error: {
    data?: unknown;
}, offered: string, auto: boolean): RefusalStep;
/** The line between a handshake failure's sentences and the server's last stderr lines (`startError`). */
export declare const LAST_STDERR_LINES = "Last stderr lines:";
/** The first sentence of each handshake failure (the server's last stderr lines follow it: `startError`). */
export declare const HANDSHAKE_FAILURE: {
    readonly unsupported: (version: string, supported: readonly unknown[] | undefined) => string;
    readonly discover: (version: string, outcome: RequestOutcome) => string;
    readonly initialize: (offered: string, outcome: RequestOutcome) => string;
};
/** The handshake's result in the modern era, from the DiscoverResult (anything else reads as an empty one). Pure. */
export declare function modernResult(session: JsonRpcSession, version: string, discovered: unknown, record: HandshakeRecord): HandshakeResult;
/** The handshake's result in the legacy era, from the InitializeResult; a version it does not name is the one offered. Pure. */
export declare function legacyResult(session: JsonRpcSession, offered: string, initialized: unknown, record: HandshakeRecord): HandshakeResult;
