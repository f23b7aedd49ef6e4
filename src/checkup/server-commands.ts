/**
 * The engine's commands that read a server without grading it: its tool listing (`list`), the lint of what the
 * model reads (`lint`), and its canonical snapshot (`snapshot`). The faces call these; none runs them itself
 * (issue 15). Each connects, reads, and closes the server's whole process group before it returns; what it hands
 * back is redacted of the target's secrets (`redactorFor`).
 */
import { renderSnapshot } from "../drift/snapshot.js";
import { ServerStartError, UsageError } from "../errors.js";
import type { Finding } from "../findings/finding.js";
import { clientProfiles } from "../lint/client-profiles.js";
import { connect } from "../mcp/connect.js";
import type { McpConnection } from "../mcp/connection.js";
import { redactorFor } from "../mcp/target.js";
import type { Tool } from "../mcp/types.js";
import { redactScorecard } from "../scorecard/redact-scorecard.js";
import type { Scorecard } from "../scorecard/types.js";
import { Redactor } from "../secrets/redactor.js";
import { buildLintScorecard } from "./lint-scorecard.js";
import { liveSnapshot } from "./live-snapshot.js";
import type { CheckupOptions } from "./options.js";
import { listingFindings, startFailureFinding } from "./run-findings.js";

export { parseToolsFile } from "../lint/tools-file.js";

/** How to reach the server: the protocol to speak and each request's timeout in milliseconds. */
export type ServerReadOptions = Pick<CheckupOptions, "target" | "protocol" | "timeoutMs">;

/**
 * What a command got from the server, or the `server-start-failed` finding when it would not start (its message
 * ends with the server's last stderr lines): a result, not our bug — the faces report it and exit 1.
 */
export type ServerReading<T> = { ok: true; value: T } | { ok: false; failure: Finding };

/**
 * Connects, runs `read` on the connection, and closes it (also when `read` throws); then, while the server stops
 * (time spent waiting on its exit anyway, issue 14), runs `after` on what `read` gave, and resolves once both are
 * done: no process of the server outlives the call. Other errors are thrown.
 */
async function withServer<T, R = T>(
  options: ServerReadOptions,
  read: (connection: McpConnection) => Promise<T>,
  after: (value: T) => Promise<R> | R = (value) => value as unknown as R,
): Promise<ServerReading<R>> {
  let connection: McpConnection;
  try {
    connection = await connect(options.target, { protocol: options.protocol, timeoutMs: options.timeoutMs });
  } catch (error) {
    if (error instanceof ServerStartError) return { ok: false, failure: startFailureFinding(error, options.target, options.protocol) };
    throw error;
  }
  let value: T;
  try {
    value = await read(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const closed = connection.close();
  try {
    return { ok: true, value: await after(value) };
  } finally {
    await closed;
  }
}

/** The server's tools as `tools/list` gave them (every page), redacted. */
export function listServerTools(options: ServerReadOptions): Promise<ServerReading<Tool[]>> {
  const redactor = redactorFor(options.target);
  return withServer(options, async (connection) => redactor.json((await connection.listTools()).tools));
}

/** What the model reads, from a live server or a saved `tools/list` (`--tools-file`), and the lint opt-ins. */
export interface LintInputs {
  tools: readonly Tool[];
  instructions?: string;
  server?: { name: string; version: string };
  protocol?: { era: "legacy" | "modern"; version: string };
  /** What was linted, as the report names it (the command, URL or file). */
  target: string;
  clients?: readonly string[];
  tokenBudget?: number;
}

/** The lint scorecard of `inputs` (no scenarios, no probes), redacted with `redactor`. Loads the lint rules on first use. */
export async function lintTools(inputs: LintInputs, redactor: Redactor = Redactor.none): Promise<Scorecard> {
  const { lintServer } = await import("../lint/index.js");
  const lint = lintServer({
    tools: inputs.tools,
    ...(inputs.instructions !== undefined ? { instructions: inputs.instructions } : {}),
    ...(inputs.clients !== undefined ? { clients: clientProfiles("clients", inputs.clients) } : {}),
    ...(inputs.tokenBudget !== undefined ? { tokenBudget: inputs.tokenBudget } : {}),
  });
  const scorecard = buildLintScorecard({
    tools: inputs.tools,
    instructions: inputs.instructions,
    server: inputs.server ?? { name: "", version: "" },
    protocol: inputs.protocol ?? { era: "legacy", version: "" },
    target: inputs.target,
    lint,
  });
  return redactScorecard(scorecard, redactor);
}

/**
 * Lints a live server: lists its tools and instructions, stops it, and lints them while it stops (the lint rules
 * load while it starts). `lint.target` names it in the report.
 */
export async function lintServerTarget(options: ServerReadOptions, lint: Pick<LintInputs, "clients" | "tokenBudget" | "target">): Promise<ServerReading<Scorecard>> {
  void import("../lint/index.js"); // loads while the server starts
  return withServer(
    options,
    async (connection): Promise<LintInputs> => ({
      ...lint,
      tools: (await connection.listTools()).tools,
      ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
      server: { name: connection.serverInfo.name, version: connection.serverInfo.version },
      protocol: { era: connection.era, version: connection.protocolVersion },
    }),
    (inputs) => lintTools(inputs, redactorFor(options.target)),
  );
}

/** A server's snapshot, as written for `--baseline`: its text (redacted), its tool count and the revision spoken. */
export interface ServerSnapshot {
  text: string;
  tools: number;
  protocolVersion: string;
}

/**
 * The canonical snapshot of the server (`liveSnapshot`, `renderSnapshot`). Throws `UsageError` when the listing is
 * partial (a page failed, a cursor looped): such a baseline would report every missing tool as removed.
 */
export function snapshotServer(options: ServerReadOptions): Promise<ServerReading<ServerSnapshot>> {
  const redactor = redactorFor(options.target);
  return withServer(options, async (connection) => {
    const listing = await connection.listTools();
    const problem = listingFindings(listing)[0];
    if (problem !== undefined) throw new UsageError(`snapshot not written: ${problem.message}`);
    const text = redactor.text(renderSnapshot(redactor.json(liveSnapshot(connection, listing.tools))));
    return { text, tools: listing.tools.length, protocolVersion: connection.protocolVersion };
  });
}
