/**
 * Snapshots of what a server shows the model, and drift between two of them (issue 7): `makeSnapshot` →
 * `renderSnapshot` writes `mcp-tools.json`; `parseSnapshot` reads it back; `diffSnapshots` compares a baseline
 * with the live server; `snapshotToolLines` locates each tool in the file for SARIF.
 */
export { diffSnapshots, type DiffOptions } from "./diff.js";
export { compareSchemas, type SchemaChange, type TypeRelation } from "./schema-diff.js";
export { snapshotToolLines } from "./snapshot-lines.js";
export {
  DEFAULT_GENERATOR,
  DEFAULT_SNAPSHOT_FILE,
  makeSnapshot,
  parseSnapshot,
  renderSnapshot,
  SNAPSHOT_VERSION,
  type Snapshot,
  type SnapshotInput,
  type ToolSnapshot,
} from "./snapshot.js";
