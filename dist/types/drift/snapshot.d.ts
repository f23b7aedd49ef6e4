import { compareCodeUnits } from "../findings/finding.js";
import type { ServerInfo, Tool, ToolAnnotations } from "../mcp/types.js";
/** The snapshot format version written in every snapshot; bumped when a key changes meaning. */
export declare const SNAPSHOT_VERSION = 1;
/** The file name the docs and the fixes suggest for a baseline snapshot. */
export declare const DEFAULT_SNAPSHOT_FILE = "mcp-tools.json";
/**
 * The `generator` written by default. It carries no version on purpose: a snapshot must stay byte-identical
 * when only mcp-checkup is upgraded, or every upgrade would show up as a change to review.
 */
export declare const DEFAULT_GENERATOR = "mcp-checkup";
/** One tool as recorded in a snapshot: what the model sees of it. Fields the server did not send are absent. */
export interface ToolSnapshot {
    name: string;
    title?: string;
    description?: string;
    annotations?: ToolAnnotations;
    /** As sent (canonicalised), even when it is not a valid schema: drift must see what the model saw. */
    inputSchema?: unknown;
    outputSchema?: unknown;
}
/**
 * A snapshot of what a server shows the model (issue 7 "Snapshots and drift"): written by
 * `mcp-checkup snapshot`, read back as the baseline of `test --baseline`.
 *
 * Canonical form, so that a git diff of two snapshots shows only real changes:
 * - keys in a fixed order at the top level (this interface's order) and in each tool (`name`, `title`,
 *   `description`, `annotations`, `inputSchema`, `outputSchema`), so the tool's name opens its block;
 * - tools sorted by name (UTF-16 code units, then by content for repeated names);
 * - inside annotations and schemas, keys sorted recursively; `required` and `type` arrays sorted (they are
 *   sets); every other array, `enum` included, keeps the server's order (see `canonicalSchema`).
 */
export interface Snapshot {
    snapshotVersion: typeof SNAPSHOT_VERSION;
    /** What wrote the file, e.g. `mcp-checkup`. */
    generator: string;
    server: {
        name: string;
        version: string;
    };
    /** The negotiated (legacy) or chosen (modern) MCP revision, e.g. `2025-11-25`. */
    protocolVersion: string;
    /** The server's `instructions`, when it sent any. */
    instructions?: string;
    tools: ToolSnapshot[];
}
/** What `makeSnapshot` needs: a `tools/list` result and the handshake's facts. */
export interface SnapshotInput {
    tools: readonly Tool[];
    instructions?: string;
    protocolVersion: string;
    serverInfo: ServerInfo;
    /** Defaults to {@link DEFAULT_GENERATOR}. */
    generator?: string;
}
/**
 * Builds the canonical snapshot of a server's tools. Never throws: malformed tool fields are recorded as sent,
 * entries of the tool list that are not objects are left out, and a server name, version, tool name or
 * instructions that is not a string is recorded as text (so `parseSnapshot` can read every file this writes).
 */
export declare function makeSnapshot(input: SnapshotInput): Snapshot;
/** The snapshot as file text: 2-space JSON with a trailing newline. The same snapshot always gives the same bytes. */
export declare function renderSnapshot(snapshot: Snapshot): string;
/**
 * Reads a snapshot file's text and returns it in canonical form (a hand-edited file is re-canonicalised, so
 * `renderSnapshot(parseSnapshot(text))` equals `text` for any file `renderSnapshot` wrote).
 * Throws `UsageError` naming `sourceName` when the text is not JSON, not a snapshot, or of another
 * `snapshotVersion`.
 */
export declare function parseSnapshot(text: string, sourceName: string): Snapshot;
export { compareCodeUnits };
