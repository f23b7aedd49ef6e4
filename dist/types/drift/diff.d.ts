import { type Finding } from "../findings/finding.js";
import { type Snapshot } from "./snapshot.js";
/** Options of {@link diffSnapshots}. */
export interface DiffOptions {
    /**
     * The command the fixes quote for refreshing the baseline, e.g. `mcp-checkup snapshot "node server.js" -o
     * mcp-tools.json`. Defaults to `mcp-checkup snapshot <server> -o mcp-tools.json`.
     */
    refreshCommand?: string;
}
/**
 * Compares the live server's snapshot with a baseline and reports what changed in what the model sees
 * (issue 7 "Snapshots and drift"). Findings are sorted with `compareFindings`; each names the tool, the
 * parameter (dotted path, `[]` for array items) and, in its message, the path inside the tool definition
 * (e.g. `inputSchema.properties.filters.properties.status.enum`). Reordering tools, keys or enum values
 * gives no finding. Never throws.
 *
 * Rules (severity from the catalogue unless said):
 * - tools: `drift-tool-removed`, `drift-tool-added`;
 * - inputSchema: `drift-property-removed`, `drift-property-added` (optional parameters only; a new required
 *   one is `drift-required-added`), `drift-required-added`, `drift-required-removed`, `drift-type-changed`
 *   (info instead of error when every value accepted before still is, e.g. `string` → `string|null`),
 *   `drift-enum-narrowed` (also when a free value becomes an enum), `drift-enum-widened`;
 * - descriptions anywhere (tool, title, parameters, output properties, `annotations.title`) and the server's
 *   `instructions`: `drift-description-changed`;
 * - annotations: `drift-annotations-changed`, comparing effective values (absent = the spec default);
 * - outputSchema: `drift-output-schema-changed`, **error when it breaks a client that parses
 *   structuredContent**: outputSchema removed, an output property removed, no longer required (it may now be
 *   missing), retyped other than narrowed, or an enum gaining values (a parser meets a value it does not know);
 *   **warning otherwise**: outputSchema added, a property added or newly required (the server promises more),
 *   a type narrowed or an enum losing values (the parser sees a subset of what it handled).
 * Not reported: protocol version and server name/version changes, constraint keywords (see `compareSchemas`).
 */
export declare function diffSnapshots(baseline: Snapshot, current: Snapshot, options?: DiffOptions): Finding[];
