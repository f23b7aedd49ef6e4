/**
 * Era detection and the handshake (DESIGN.md "Eras"; MCP 2026-07-28 basic/versioning §Backward Compatibility
 * and basic/transports/stdio §Backward Compatibility; MCP 2025-11-25 basic/lifecycle §Initialization).
 *
 * - `auto`: probe `server/discover` (modern `_meta`, short timeout). A DiscoverResult means modern; `-32022`
 *   naming a modern version means modern with that version; anything else, or silence, means legacy, and
 *   the fallback is not keyed to one error code. A server that exited on the probe is restarted first. A
 *   `ping` sent behind the probe tells a silent legacy server early: it answers the ping but not the probe.
 *   That ping carries the modern `_meta` envelope too: a dual-era server picks its era from the first request
 *   that claims one (the TypeScript SDK v2's `serveStdio` pins the connection to the legacy era on a claim-less
 *   request, after which it answers modern requests the legacy way), so nothing we send before the era is
 *   settled may lack `_meta`. A legacy server answers the ping all the same (`_meta` is allowed in any
 *   request's params).
 * - `legacy`: `initialize` offering 2025-11-25 at once.
 * - a pinned revision: ≥ 2026-07-28 speaks modern only; an older one is offered in `initialize`.
 */
import { ServerStartError, UsageError } from "../errors.js";
import type { ConnectOptions } from "./target.js";
import type { JsonRpcSession } from "./session.js";
import { settlesWithin } from "./deadline.js";
import { describeExit } from "./exit-status.js";
import type { HandshakeRecord, ProtocolEra, RequestOutcome, ServerInfo } from "./types.js";
import {
  CLIENT_INFO,
  LEGACY_CLIENT_CAPABILITIES,
  KNOWN_LEGACY_VERSIONS,
  LEGACY_VERSION,
  META,
  MODERN_VERSION,
  UNSUPPORTED_PROTOCOL_VERSION,
  isModernVersion,
  isRevision,
  modernMeta,
  pickVersion,
} from "./versions.js";
import { isJsonObject } from "./json-object.js";

/** Default wait for the `server/discover` probe, milliseconds. */
export const DEFAULT_DISCOVER_TIMEOUT_MS = 1500;

/** After the server answered the ping sent behind the probe, how long the probe still gets, milliseconds. */
const PROBE_AFTER_PING_MS = 150;

/**
 * The outcome of a successful handshake. `session` is the one to keep using: after a restart it is not the one
 * first started. `meta` is the `_meta` envelope every modern request must carry (absent in the legacy era).
 */
export interface HandshakeResult {
  session: JsonRpcSession;
  era: ProtocolEra;
  protocolVersion: string;
  serverInfo: ServerInfo;
  instructions?: string;
  capabilities: Record<string, unknown>;
  meta?: Record<string, unknown>;
  record: HandshakeRecord;
}

/** Starts a fresh server session (a new process for stdio). Throws `ServerStartError` when it cannot. */
export type StartSession = () => Promise<JsonRpcSession>;

/**
 * Starts a session and completes the handshake for `options.protocol`. Throws `UsageError` for a `protocol`
 * that is neither `auto`, `legacy` nor a `YYYY-MM-DD` revision, and `ServerStartError` (with the exit status and
 * the last stderr lines in its message) when the server cannot be started, dies, stays silent or refuses the
 * handshake; the server is stopped before the error is thrown.
 */
export async function handshake(startSession: StartSession, options: ConnectOptions): Promise<HandshakeResult> {
  const protocol = options.protocol;
  if (protocol !== "auto" && protocol !== "legacy" && !isRevision(protocol)) {
    throw new UsageError(`--protocol must be "auto", "legacy" or a revision such as ${LEGACY_VERSION}; got "${protocol}".`);
  }
  const startTimeoutMs = options.startTimeoutMs ?? options.timeoutMs;
  const record: HandshakeRecord = { eraDecision: "pinned", probe: [], initialize: [], restartedAfterProbe: false };
  let session = await startSession();
  try {
    if (protocol === "legacy") return await legacy(LEGACY_VERSION, false);
    if (protocol !== "auto") return await (isModernVersion(protocol) ? pinnedModern(protocol) : legacy(protocol, true));
    return await auto();
  } catch (error) {
    await session.close();
    throw error;
  }

  async function auto(): Promise<HandshakeResult> {
    const probeTimeoutMs = options.discoverTimeoutMs ?? DEFAULT_DISCOVER_TIMEOUT_MS;
    const probing = discover(MODERN_VERSION, probeTimeoutMs);
    if (await ignoresProbe(probing, probeTimeoutMs)) {
      record.eraDecision = "discover-ignored";
      return legacy(LEGACY_VERSION, false);
    }
    const probe = await probing;
    record.probe.push(probe);
    if (probe.kind === "result") {
      const version = isDiscoverResult(probe.result) ? pickVersion(probe.result.supportedVersions, MODERN_VERSION, isModernVersion) : undefined;
      record.eraDecision = isDiscoverResult(probe.result) ? "discover-result" : "discover-invalid";
      if (version) return modern(version, probe.result);
    } else if (probe.kind === "error") {
      const version = modernVersionIn(probe.error);
      record.eraDecision = version ? "discover-version-error" : "discover-error";
      if (version) return modernAfterVersionError(version);
    } else if (probe.kind === "timeout") {
      record.eraDecision = "discover-timeout";
    } else {
      await restartAfterProbe();
    }
    return legacy(LEGACY_VERSION, false);
  }

  /**
   * Sends `ping` right behind the probe (allowed before initialization: MCP 2025-11-25 basic/utilities/ping).
   * A server that answers the ping with a result but still not the probe shortly after is a legacy server that
   * ignores unknown requests: true, so the fallback need not wait out the probe timeout. A modern server
   * answers ping with an error (removed in 2026-07-28), which changes nothing. The ping carries the modern
   * `_meta` (see the module comment).
   */
  async function ignoresProbe(probing: Promise<RequestOutcome>, timeoutMs: number): Promise<boolean> {
    const ping = session.request("ping", { _meta: modernMeta(MODERN_VERSION) }, { timeoutMs, cancelOnTimeout: false });
    const first = await Promise.race([probing.then(() => "probe" as const), ping.then((outcome) => outcome)]);
    if (first === "probe" || first.kind !== "result") return false;
    return !(await settlesWithin(probing, PROBE_AFTER_PING_MS));
  }

  /** The probe (or its aftermath) killed the server: replace the process (MCP 2026-07-28 basic/versioning notes some legacy servers exit on unknown requests). */
  async function restartAfterProbe(): Promise<void> {
    record.eraDecision = "discover-exit";
    record.restartedAfterProbe = true;
    await session.close();
    session = await startSession();
  }

  /** Sends `server/discover`; the caller records the outcome in `record.probe` once it uses it. */
  function discover(version: string, timeoutMs: number): Promise<RequestOutcome> {
    // No notifications/cancelled for the probe: to a legacy server it would be one more pre-initialize message.
    return session.request("server/discover", { _meta: modernMeta(version) }, { timeoutMs, cancelOnTimeout: false });
  }

  async function discovered(version: string): Promise<RequestOutcome> {
    const outcome = await discover(version, startTimeoutMs);
    record.probe.push(outcome);
    return outcome;
  }

  /** MCP 2026-07-28 §UnsupportedProtocolVersionError: retry with a version from `data.supported`, new request id. */
  async function modernAfterVersionError(version: string): Promise<HandshakeResult> {
    const retry = await discovered(version);
    return modern(version, retry.kind === "result" ? retry.result : undefined);
  }

  async function pinnedModern(version: string): Promise<HandshakeResult> {
    const outcome = await discovered(version);
    if (outcome.kind === "result" && isDiscoverResult(outcome.result)) return modern(version, outcome.result);
    if (outcome.kind === "error" && outcome.error.code === UNSUPPORTED_PROTOCOL_VERSION) {
      const supported = supportedIn(outcome.error);
      throw startError(session, `The server does not support MCP ${version}${supported ? `; it supports ${supported.join(", ")}` : ""}.`);
    }
    throw startError(session, `The server did not complete server/discover for MCP ${version}: ${describeOutcome(outcome)}.`);
  }

  function modern(version: string, discovered: unknown): HandshakeResult {
    const result = isJsonObject(discovered) ? discovered : {};
    const meta = isJsonObject(result._meta) ? result._meta : {};
    return {
      session,
      era: "modern",
      protocolVersion: version,
      serverInfo: toServerInfo(meta[META.serverInfo]),
      ...(typeof result.instructions === "string" ? { instructions: result.instructions } : {}),
      capabilities: isJsonObject(result.capabilities) ? result.capabilities : {},
      meta: modernMeta(version),
      record,
    };
  }

  /**
   * `initialize` then `notifications/initialized` (MCP 2025-11-25 basic/lifecycle). A reply naming a version we
   * do not know is accepted as said. Unless `pinned`: a refusal whose `data.supported` names a legacy revision is
   * retried once with it, one naming only modern revisions switches to modern, and a process that died right
   * after the probe is restarted once.
   */
  async function legacy(offered: string, pinned: boolean): Promise<HandshakeResult> {
    let outcome = await initialize(offered);
    if (outcome.kind === "closed" && protocol === "auto" && !record.restartedAfterProbe) {
      await restartAfterProbe();
      outcome = await initialize(offered);
    }
    if (outcome.kind === "error" && !pinned) {
      const supported = supportedIn(outcome.error);
      const retryWith = pickVersion(supported, LEGACY_VERSION, isKnownLegacy) ?? pickVersion(supported, LEGACY_VERSION, (v) => !isModernVersion(v));
      const modernVersion = protocol === "auto" ? modernVersionIn(outcome.error) : undefined;
      if (retryWith && retryWith !== offered) {
        offered = retryWith;
        outcome = await initialize(offered);
      } else if (modernVersion) {
        record.eraDecision = "initialize-version-error";
        const found = await discovered(modernVersion);
        return modern(modernVersion, found.kind === "result" ? found.result : undefined);
      }
    }
    if (outcome.kind !== "result") {
      throw startError(session, `The server did not complete the initialize handshake (offered MCP ${offered}): ${describeOutcome(outcome)}.`);
    }
    const result = isJsonObject(outcome.result) ? outcome.result : {};
    await session.notify("notifications/initialized");
    return {
      session,
      era: "legacy",
      protocolVersion: typeof result.protocolVersion === "string" ? result.protocolVersion : offered,
      serverInfo: toServerInfo(result.serverInfo),
      ...(typeof result.instructions === "string" ? { instructions: result.instructions } : {}),
      capabilities: isJsonObject(result.capabilities) ? result.capabilities : {},
      record,
    };
  }

  async function initialize(offered: string): Promise<RequestOutcome> {
    const params = { protocolVersion: offered, capabilities: { ...LEGACY_CLIENT_CAPABILITIES }, clientInfo: { ...CLIENT_INFO } };
    const outcome = await session.request("initialize", params, { timeoutMs: startTimeoutMs });
    record.initialize.push({ offered, outcome });
    return outcome;
  }
}

/** A `DiscoverResult` (MCP 2026-07-28 server/discover): an object with a `supportedVersions` array. */
function isDiscoverResult(value: unknown): value is { supportedVersions: unknown[] } & Record<string, unknown> {
  return isJsonObject(value) && Array.isArray(value.supportedVersions);
}

function isKnownLegacy(version: string): boolean {
  return (KNOWN_LEGACY_VERSIONS as readonly string[]).includes(version);
}

/** `error.data.supported` when it is an array (the `{supported, requested}` shape of MCP version errors). */
function supportedIn(error: { data?: unknown }): unknown[] | undefined {
  const supported = isJsonObject(error.data) ? error.data.supported : undefined;
  return Array.isArray(supported) ? supported : undefined;
}

/** The modern version to use from an error whose `data.supported` lists one (the `-32022` shape; also what a modern-only server SHOULD send to `initialize`). */
function modernVersionIn(error: { data?: unknown }): string | undefined {
  return pickVersion(supportedIn(error), MODERN_VERSION, isModernVersion);
}

function toServerInfo(value: unknown): ServerInfo {
  const info = isJsonObject(value) ? value : {};
  return {
    name: typeof info.name === "string" ? info.name : "unknown",
    version: typeof info.version === "string" ? info.version : "",
    ...(typeof info.title === "string" ? { title: info.title } : {}),
  };
}

/** One clause for a failed handshake request. */
function describeOutcome(outcome: RequestOutcome): string {
  switch (outcome.kind) {
    case "timeout":
      return `no answer within ${Math.round(outcome.durationMs)} ms`;
    case "closed":
      return outcome.exit ? `the server process ${describeExit(outcome.exit)}` : outcome.reason;
    case "error":
      return `error ${outcome.error.code} "${outcome.error.message}"`;
    case "result":
      return "the result was not a valid answer";
  }
}

/** The last `lines` non-empty lines of stderr text. */
function lastLines(text: string, lines: number): string {
  return text.split(/\r?\n/).filter((line) => line.trim() !== "").slice(-lines).join("\n");
}

/** A `ServerStartError` whose message ends with the server's last stderr lines (or says there were none). */
function startError(session: JsonRpcSession, sentence: string): ServerStartError {
  const tail = session.stderrTail(4000);
  const last = lastLines(tail, 10);
  const message = last ? `${sentence}\nLast stderr lines:\n${last}` : `${sentence} The server wrote nothing to stderr.`;
  return new ServerStartError(message, tail);
}

