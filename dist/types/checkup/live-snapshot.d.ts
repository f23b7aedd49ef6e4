import { type Snapshot } from "../drift/snapshot.js";
import type { McpConnection } from "../mcp/connection.js";
import type { Tool } from "../mcp/types.js";
export { renderSnapshot, type Snapshot } from "../drift/snapshot.js";
/** The canonical snapshot (`makeSnapshot`) of a live server: its listed tools, instructions, revision and serverInfo. */
export declare function liveSnapshot(connection: McpConnection, tools: readonly Tool[]): Snapshot;
