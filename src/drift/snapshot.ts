import { compareCodeUnits } from "../findings/finding.js";
import { UsageError } from "../errors.js";
import type { ServerInfo, Tool, ToolAnnotations } from "../mcp/types.js";
import { canonicalData, canonicalSchema, isObject } from "./canonical-json.js";

/** The snapshot format version written in every snapshot; bumped when a key changes meaning. */
export const SNAPSHOT_VERSION = 1;

/** The file name the docs and the fixes suggest for a baseline snapshot. */
export const DEFAULT_SNAPSHOT_FILE = "mcp-tools.json";

/**
 * The `generator` written by default. It carries no version on purpose: a snapshot must stay byte-identical
 * when only mcp-checkup is upgraded, or every upgrade would show up as a change to review.
 */
export const DEFAULT_GENERATOR = "mcp-checkup";

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
  server: { name: string; version: string };
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
export function makeSnapshot(input: SnapshotInput): Snapshot {
  const text = (value: unknown) => (typeof value === "string" ? value : String(value));
  return canonicalSnapshot({
    snapshotVersion: SNAPSHOT_VERSION,
    generator: input.generator ?? DEFAULT_GENERATOR,
    server: { name: text(input.serverInfo.name), version: text(input.serverInfo.version) },
    protocolVersion: text(input.protocolVersion),
    ...(input.instructions !== undefined ? { instructions: text(input.instructions) } : {}),
    tools: input.tools.filter((tool) => isObject(tool)).map((tool) => ({
      name: text(tool.name),
      title: tool.title,
      description: tool.description,
      annotations: tool.annotations,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
    })),
  });
}

/** The snapshot as file text: 2-space JSON with a trailing newline. The same snapshot always gives the same bytes. */
export function renderSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(canonicalSnapshot(snapshot), null, 2)}\n`;
}

/**
 * Reads a snapshot file's text and returns it in canonical form (a hand-edited file is re-canonicalised, so
 * `renderSnapshot(parseSnapshot(text))` equals `text` for any file `renderSnapshot` wrote).
 * Throws `UsageError` naming `sourceName` when the text is not JSON, not a snapshot, or of another
 * `snapshotVersion`.
 */
export function parseSnapshot(text: string, sourceName: string): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${sourceName} is not valid JSON (${(error as Error).message}); expected a snapshot written by \`mcp-checkup snapshot\`.`);
  }
  const problem = snapshotProblem(raw);
  if (problem) {
    throw new UsageError(`${sourceName} is not an mcp-checkup snapshot: ${problem}. Write one with \`mcp-checkup snapshot <server> -o ${DEFAULT_SNAPSHOT_FILE}\`.`);
  }
  return canonicalSnapshot(raw as Snapshot);
}

/** Why a parsed value is not a snapshot this version reads, or undefined when it is one. */
function snapshotProblem(raw: unknown): string | undefined {
  if (!isObject(raw)) return "the top level is not a JSON object";
  if (raw.snapshotVersion !== SNAPSHOT_VERSION) {
    return typeof raw.snapshotVersion === "number"
      ? `its snapshotVersion is ${raw.snapshotVersion}, this mcp-checkup reads version ${SNAPSHOT_VERSION}`
      : `"snapshotVersion": ${SNAPSHOT_VERSION} is missing`;
  }
  if (typeof raw.generator !== "string") return '"generator" is missing or not a string';
  if (!isObject(raw.server) || typeof raw.server.name !== "string" || typeof raw.server.version !== "string") {
    return '"server" must be an object with string "name" and "version"';
  }
  if (typeof raw.protocolVersion !== "string") return '"protocolVersion" is missing or not a string';
  if (raw.instructions !== undefined && typeof raw.instructions !== "string") return '"instructions" is not a string';
  if (!Array.isArray(raw.tools)) return '"tools" is missing or not an array';
  const bad = raw.tools.findIndex((tool) => !isObject(tool) || typeof tool.name !== "string");
  if (bad >= 0) return `tools[${bad}] is not an object with a string "name"`;
  return undefined;
}

/** The canonical form of a snapshot (see {@link Snapshot}); absent fields stay absent. */
function canonicalSnapshot(snapshot: Snapshot): Snapshot {
  // Built key by key so that the key order is the interface's.
  const out = {
    snapshotVersion: SNAPSHOT_VERSION,
    generator: snapshot.generator,
    server: { name: snapshot.server.name, version: snapshot.server.version },
    protocolVersion: snapshot.protocolVersion,
  } as Snapshot;
  if (snapshot.instructions !== undefined) out.instructions = snapshot.instructions;
  const tools = snapshot.tools.map(canonicalTool).map((tool) => ({ tool, text: JSON.stringify(tool) }));
  tools.sort((a, b) => compareCodeUnits(a.tool.name, b.tool.name) || compareCodeUnits(a.text, b.text));
  out.tools = tools.map(({ tool }) => tool);
  return out;
}

function canonicalTool(tool: ToolSnapshot): ToolSnapshot {
  const out: ToolSnapshot = { name: tool.name };
  if (tool.title !== undefined) out.title = canonicalData(tool.title) as string;
  if (tool.description !== undefined) out.description = canonicalData(tool.description) as string;
  if (tool.annotations !== undefined) out.annotations = canonicalData(tool.annotations) as ToolAnnotations;
  if (tool.inputSchema !== undefined) out.inputSchema = canonicalSchema(tool.inputSchema);
  if (tool.outputSchema !== undefined) out.outputSchema = canonicalSchema(tool.outputSchema);
  return out;
}

export { compareCodeUnits };
