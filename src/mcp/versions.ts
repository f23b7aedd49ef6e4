/**
 * MCP protocol revisions and the client identity we present. Revisions are ISO dates, so they order as
 * strings. Era boundary: MCP 2026-07-28 basic/versioning ("modern" = 2026-07-28 and later, "legacy" =
 * 2025-11-25 and earlier).
 */
import { VERSION } from "../version.js";

/** The stateless revision we speak and probe with (`server/discover`). */
export const MODERN_VERSION = "2026-07-28";

/** The newest initialize-handshake revision; what `initialize` offers unless a revision is pinned. */
export const LEGACY_VERSION = "2025-11-25";

/** Legacy revisions we know, newest first (MCP revisions 2024-11-05 … 2025-11-25). */
export const KNOWN_LEGACY_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

/** Every revision we speak, newest first: the modern one, then {@link KNOWN_LEGACY_VERSIONS} (what `--protocol` may pin). */
export const KNOWN_VERSIONS = [MODERN_VERSION, ...KNOWN_LEGACY_VERSIONS] as const;

/** A revision that does not exist (revisions are dates; MCP began in 2024): the version-negotiation checks offer it. */
export const UNKNOWN_VERSION = "1999-01-01";

/** How mcp-checkup names itself in `clientInfo` (MCP `Implementation`). */
export const CLIENT_INFO = { name: "mcp-checkup", version: VERSION } as const;

/** `_meta` keys of the 2026-07-28 per-request envelope (MCP 2026-07-28 basic/index §`_meta`). */
export const META = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

/** Error code of `UnsupportedProtocolVersionError` (MCP 2026-07-28 schema, `data: {supported, requested}`). */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** True for a revision string that looks like a date (`YYYY-MM-DD`). */
export function isRevision(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * The client capabilities offered in a legacy `initialize`: roots, answered with an empty list (MCP 2025-11-25
 * client/roots). Declared because the clients servers are written for (desktop and IDE hosts) declare it, and
 * some servers only register tools for such clients (server-everything's `get-roots-list`); an empty list
 * leaves a server's own configured directories in place. Sampling and elicitation are not declared: we
 * cannot answer them.
 */
export const LEGACY_CLIENT_CAPABILITIES: Readonly<Record<string, unknown>> = { roots: { listChanged: false } };

/** True for a modern (stateless, 2026-07-28 or later) revision. */
export function isModernVersion(version: string): boolean {
  return isRevision(version) && version >= MODERN_VERSION;
}

/**
 * The `_meta` every modern request carries: protocol version and client capabilities (required) and
 * clientInfo (SHOULD). MCP 2026-07-28 basic/index §`_meta`, `RequestMetaObject`. We declare no client
 * capabilities.
 */
export function modernMeta(version: string): Record<string, unknown> {
  return {
    [META.protocolVersion]: version,
    [META.clientCapabilities]: {},
    [META.clientInfo]: { ...CLIENT_INFO },
  };
}

/**
 * Picks the version to use from a list the server sent: `preferred` when listed, else the newest listed
 * revision accepted by `accept`. Undefined when none fits or `offered` is not an array.
 */
export function pickVersion(offered: unknown, preferred: string, accept: (version: string) => boolean): string | undefined {
  if (!Array.isArray(offered)) return undefined;
  const candidates = offered.filter((v): v is string => isRevision(v) && accept(v));
  if (candidates.includes(preferred)) return preferred;
  return candidates.sort().at(-1);
}
