/**
 * Protocol conformance checks (issue: protocol checks; DESIGN.md "protocol/"). Each check is its own step with a
 * timeout; a server that dies on one is restarted through the handle and the finding names the check. Version
 * negotiation runs on fresh sessions (fresh processes for stdio), concurrently with the other steps. Checks never
 * count towards the happy/edge rates; their findings count in the lint term by severity.
 */
import type { Finding } from "../findings/finding.js";
import { connect } from "../mcp/connect.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { declaredCapabilitiesCheck, toolsCapabilityCheck } from "./capability-checks.js";
import { CHECK } from "./check-names.js";
import { httpChecks } from "./http-checks.js";
import { parseErrorCheck, pingCheck, responseIdCheck, unknownMethodCheck } from "./json-rpc-checks.js";
import { modernChecks } from "./modern-checks.js";
import { firstLine, runStep, type ProtocolContext, type StepSpec } from "./step.js";
import { judgeOffers, offerVersions } from "./version-negotiation.js";

export { CHECK } from "./check-names.js";
export { UNKNOWN_VERSION } from "./version-negotiation.js";

/** Longest wait for one check request, milliseconds: checks must be quick even when `--timeout` is long. */
export const MAX_CHECK_TIMEOUT_MS = 5000;

/** Options of {@link runProtocolChecks}. */
export interface ProtocolCheckOptions {
  /** The run's per-request timeout, milliseconds. A check request waits min(5 s, this); a fresh session's `initialize` (start-up included) waits this long. */
  timeoutMs: number;
}

/** What the protocol phase produced: one entry per check, and the findings (rules of the `protocol` category). */
export interface ProtocolRun {
  checks: ProtocolCheck[];
  findings: Finding[];
}

/** The steps for a live connection, in the order they run. */
function stepsFor(connection: McpConnection, target: ServerTarget, timeoutMs: number): StepSpec[] {
  return [
    unknownMethodCheck(timeoutMs),
    ...(connection.era === "legacy" ? [pingCheck(timeoutMs)] : []),
    responseIdCheck(timeoutMs),
    toolsCapabilityCheck(timeoutMs),
    declaredCapabilitiesCheck(timeoutMs),
    ...modernChecks(connection, timeoutMs),
    parseErrorCheck(timeoutMs),
    ...httpChecks(target, timeoutMs),
  ];
}

/**
 * Runs every protocol check that applies to the server behind `handle` (started or restarted as needed) and
 * `target` (the same server, for fresh sessions and HTTP checks). The handle's server is left running (restarted
 * if a check killed it); every fresh session is closed before this resolves. Never throws: a server that cannot be
 * started yields one skipped check.
 */
export async function runProtocolChecks(handle: ServerHandleLike, target: ServerTarget, options: ProtocolCheckOptions): Promise<ProtocolRun> {
  const checkTimeoutMs = Math.min(MAX_CHECK_TIMEOUT_MS, options.timeoutMs);
  let connection: McpConnection;
  try {
    connection = await handle.connection();
  } catch (error) {
    return { checks: [{ check: "protocol checks", status: "skipped", detail: `the server could not be started: ${firstLine(error)}` }], findings: [] };
  }
  const negotiation = connection.era === "legacy" ? offerVersions(target, connection, { timeoutMs: options.timeoutMs }) : undefined;
  const ctx: ProtocolContext = { handle, target, checkTimeoutMs, checks: [], findings: [] };
  if (connection.era === "modern") {
    // Modern checks each get a session of their own, opened by server/discover alone (a new process for stdio; the
    // same server for HTTP, whose launch command is not run again).
    const fresh: ServerTarget = target.kind === "http" ? { kind: "http", url: target.url, ...(target.headers ? { headers: target.headers } : {}) } : target;
    const version = connection.protocolVersion;
    ctx.freshConnection = () => connect(fresh, { protocol: version, timeoutMs: options.timeoutMs });
  }
  for (const step of stepsFor(connection, target, checkTimeoutMs)) await runStep(ctx, step);
  const versions = negotiation
    ? judgeOffers(await negotiation)
    : {
        checks: [{ check: CHECK.versionNegotiation, status: "skipped" as const, detail: "MCP 2026-07-28 has no initialize handshake; the -32022 check covers versions" }],
        findings: [],
      };
  return { checks: [...versions.checks, ...ctx.checks], findings: [...versions.findings, ...ctx.findings] };
}
