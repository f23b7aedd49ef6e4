/**
 * Legacy version negotiation (MCP 2025-11-25 basic/lifecycle §Version Negotiation; reference/mcp-spec-notes.md §1.7
 * and §6.2.1): `initialize` is offered each legacy revision and one that does not exist, each as the first
 * `initialize` of a fresh session (a fresh process for stdio, shared by the offers where that cannot change a check's
 * verdict: see {@link offerVersions}; a fresh HTTP session against the same server). A server that supports the offered
 * version MUST answer with it; otherwise it MUST answer with another version it supports (SHOULD be its latest).
 * - answering a made-up revision with that same revision is `version-negotiation-echo` (the server echoes
 *   whatever it is asked; the real bug this rule generalises);
 * - refusing an offer with an error, dying on it or never answering it is `version-negotiation-refused`;
 * - answering with another (older or newer) version is correct.
 * The handshake's own `initialize` attempts are reused for the revisions they offered; the checkup's handshake
 * offers the unknown revision first (`ConnectOptions.firstOffer`), so over stdio the process under test answers
 * it, and the known revisions are offered again on that process at the end of the run (`OfferOptions.reofferOn`).
 */
import { type Finding } from "../findings/finding.js";
import type { McpConnection } from "../mcp/connection.js";
import { FreshSessions } from "./fresh-sessions.js";
import type { ServerTarget } from "../mcp/target.js";
import type { RequestOutcome } from "../mcp/types.js";
import { UNKNOWN_VERSION } from "../mcp/versions.js";
import type { ProtocolCheck } from "../scorecard/types.js";
export { UNKNOWN_VERSION };
/** One `initialize` offer and what came of it; `not-started` when no fresh session could be started. */
export interface VersionOffer {
    offered: string;
    unknown: boolean;
    /** True when a fresh session made this offer (false: the handshake's own attempt). */
    fresh: boolean;
    outcome: RequestOutcome | {
        kind: "not-started";
        reason: string;
    };
}
/** Options of {@link offerVersions}; `timeoutMs` bounds start-up plus the answer of each offer, milliseconds. */
export interface OfferOptions {
    timeoutMs: number;
    /** How long an offer made again on a running session may take (default `timeoutMs`), milliseconds. */
    checkTimeoutMs?: number;
    /** Opens and closes the fresh sessions (default: untracked ones). */
    sessions?: FreshSessions;
    /**
     * Offers already made as the first `initialize` of a process, reused for the revisions they offered (default: the
     * handshake's own attempts, `connection.handshake.initialize`).
     */
    made?: readonly {
        offered: string;
        outcome: RequestOutcome;
    }[];
    /**
     * Stdio: the connection to the process under test, on which the offers not yet made are made in turn, each trusted
     * only when answered with the revision offered, instead of on a fresh process. The process is left initialized with
     * the last revision offered, so this must be the last use of that connection. Meant for when `made` holds the
     * unknown revision's offer (`ConnectOptions.firstOffer`).
     */
    reofferOn?: Offerable;
}
/** What an offer is made on: a fresh session, or the connection to the process under test. */
interface Offerable {
    readonly alive: boolean;
    request(method: string, params?: Record<string, unknown>, options?: {
        timeoutMs?: number;
    }): Promise<RequestOutcome>;
}
/**
 * Offers every known legacy revision and {@link UNKNOWN_VERSION} to `initialize`, each as the first `initialize` of a
 * server session, and resolves with one offer per revision in the order `KNOWN_LEGACY_VERSIONS`, then the unknown
 * one. The handshake's own attempts are reused. Every session is closed before this resolves. Never throws.
 *
 * A session costs a server process for stdio, so there the offers share one (issue 14: one fresh process per
 * distinct server state): the unknown revision is offered first — the first interaction of a new process, exactly
 * as on a session of its own — and each other revision is then offered again on that process. An answer naming
 * exactly the revision offered is kept (the server says it speaks it); any other answer (another version, an
 * error, silence past a ping sent behind it, a death) is not trusted from a second `initialize`, and that revision
 * is offered again on a process of its own, which decides its check as before. A server built on the official SDKs
 * answers every known revision with itself, so it costs one process instead of four. Over HTTP (an `http` target's
 * launch command is not run again) every offer gets a session of its own on the same server, concurrently.
 */
export declare function offerVersions(target: ServerTarget, connection: McpConnection, options: OfferOptions): Promise<VersionOffer[]>;
/**
 * The checks (one per offer) and the findings (at most one per rule) of a set of offers. Not judged (skipped):
 * an offer whose fresh session could not start or got no answer in time, and every fresh offer when all of them
 * died (a server that allows one instance at a time, say, rather than one that dies on a version).
 */
export declare function judgeOffers(offers: readonly VersionOffer[]): {
    checks: ProtocolCheck[];
    findings: Finding[];
};
