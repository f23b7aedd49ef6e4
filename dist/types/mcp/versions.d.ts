/** The stateless revision we speak and probe with (`server/discover`). */
export declare const MODERN_VERSION = "2026-07-28";
/** The newest initialize-handshake revision; what `initialize` offers unless a revision is pinned. */
export declare const LEGACY_VERSION = "2025-11-25";
/** Legacy revisions we know, newest first (MCP revisions 2024-11-05 … 2025-11-25). */
export declare const KNOWN_LEGACY_VERSIONS: readonly ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/** Every revision we speak, newest first: the modern one, then {@link KNOWN_LEGACY_VERSIONS} (what `--protocol` may pin). */
export declare const KNOWN_VERSIONS: readonly ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/** A revision that does not exist (revisions are dates; MCP began in 2024): the version-negotiation checks offer it. */
export declare const UNKNOWN_VERSION = "1999-01-01";
/** How mcp-checkup names itself in `clientInfo` (MCP `Implementation`). */
export declare const CLIENT_INFO: {
    readonly name: "mcp-checkup";
    readonly version: "0.1.0";
};
/** `_meta` keys of the 2026-07-28 per-request envelope (MCP 2026-07-28 basic/index §`_meta`). */
export declare const META: {
    readonly protocolVersion: "io.modelcontextprotocol/protocolVersion";
    readonly clientCapabilities: "io.modelcontextprotocol/clientCapabilities";
    readonly clientInfo: "io.modelcontextprotocol/clientInfo";
    readonly serverInfo: "io.modelcontextprotocol/serverInfo";
};
/** Error code of `UnsupportedProtocolVersionError` (MCP 2026-07-28 schema, `data: {supported, requested}`). */
export declare const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** True for a revision string that looks like a date (`YYYY-MM-DD`). */
export declare function isRevision(value: unknown): value is string;
/**
 * The client capabilities offered in a legacy `initialize`: roots, answered with an empty list (MCP 2025-11-25
 * client/roots). Declared because the clients servers are written for (desktop and IDE hosts) declare it, and
 * some servers only register tools for such clients (server-everything's `get-roots-list`); an empty list
 * leaves a server's own configured directories in place. Sampling and elicitation are not declared: we
 * cannot answer them.
 */
export declare const LEGACY_CLIENT_CAPABILITIES: Readonly<Record<string, unknown>>;
/** True for a modern (stateless, 2026-07-28 or later) revision. */
export declare function isModernVersion(version: string): boolean;
/**
 * The `_meta` every modern request carries: protocol version and client capabilities (required) and
 * clientInfo (SHOULD). MCP 2026-07-28 basic/index §`_meta`, `RequestMetaObject`. We declare no client
 * capabilities.
 */
export declare function modernMeta(version: string): Record<string, unknown>;
/**
 * Picks the version to use from a list the server sent: `preferred` when listed, else the newest listed
 * revision accepted by `accept`. Undefined when none fits or `offered` is not an array.
 */
export declare function pickVersion(offered: unknown, preferred: string, accept: (version: string) => boolean): string | undefined;
