/**
 * What a face needs to spawn the server before it has read its options (the CLI, issue 14): the launch's shape, the
 * command-string splitter the options use too, and the spawn ahead with its discard (`mcp/spawn-ahead.ts`).
 */
export { parseCommandLine } from "../mcp/command-line.js";
export type { StdioLaunch } from "../mcp/server-process.js";
export { discardSpawnedAhead, spawnAhead } from "../mcp/spawn-ahead.js";
