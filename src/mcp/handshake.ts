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
 * - Either of those, with `firstOffer` (the checkup's version-negotiation check): that revision is the process's
 *   first `initialize`; the session is kept when the server counters with a revision we know, else the server is
 *   started again for the usual offer.
 * - A probe that went unanswered in time is not forgotten: when its answer comes after all, behind the legacy
 *   `initialize` on the same process, and says modern, the server is graded modern (`discover-late`). A server
 *   still starting when the probe timed out (a slow start, a loaded CI runner) answers its requests in order once
 *   up; a dual-era server (SDK v2 `serveStdio`) then stays in the era the probe picked.
 * - a pinned revision: ≥ 2026-07-28 speaks modern only; an older one is offered in `initialize`.
 */
import { OptionError, ServerStartError } from "../errors.js";
import type { ConnectOptions } from "./target.js";
import { answerOutcome, type JsonRpcSession } from "./session.js";
import { settlesWithin, withDeadline } from "./deadline.js";
import { describeExit } from "./exit-status.js";
import type { EraDecision, HandshakeRecord, Observation, ProtocolEra, RequestOutcome, ServerInfo } from "./types.js";
import {
  CLIENT_INFO,
  LEGACY_CLIENT_CAPABILITIES,
  KNOWN_LEGACY_VERSIONS,
  LEGACY_VERSION,
  META,
  MODERN_VERSION,
  UNKNOWN_VERSION,
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
    throw new OptionError("protocol", (say) => `${say("protocol")} must be "auto", "legacy" or a revision such as ${LEGACY_VERSION}; got "${protocol}".`);
  }
  const run = new HandshakeRun(startSession, await startSession(), options);
  try {
    if (protocol === "legacy") return await run.legacy(LEGACY_VERSION, false);
    if (protocol !== "auto") return await (isModernVersion(protocol) ? run.pinnedModern(protocol) : run.legacy(protocol, true));
    return await run.auto();
  } catch (error) {
    await run.session.close();
    throw error;
  }
}

/** What to do after the `server/discover` probe answered (auto mode), as {@link readProbe} decides it. */
export type ProbeStep =
  | { eraDecision: EraDecision; next: "modern"; version: string; discovered: unknown }
  | { eraDecision: EraDecision; next: "modern-retry"; version: string }
  | { eraDecision: EraDecision; next: "restart-then-legacy" }
  | { eraDecision: EraDecision; next: "legacy" };

/**
 * What the probe's answer means (DESIGN.md "Eras"): a DiscoverResult offering a modern version we speak →
 * modern; `-32022` naming a modern version → modern after a retry with it; a dead process → restart, then
 * legacy; anything else (an invalid result, another error, silence) → legacy, not keyed to one error code. Pure.
 */
export function readProbe(probe: RequestOutcome): ProbeStep {
  switch (probe.kind) {
    case "result": {
      if (!isDiscoverResult(probe.result)) return { eraDecision: "discover-invalid", next: "legacy" };
      const version = pickVersion(probe.result.supportedVersions, MODERN_VERSION, isModernVersion);
      return version ? { eraDecision: "discover-result", next: "modern", version, discovered: probe.result } : { eraDecision: "discover-result", next: "legacy" };
    }
    case "error": {
      const version = modernVersionIn(probe.error);
      return version ? { eraDecision: "discover-version-error", next: "modern-retry", version } : { eraDecision: "discover-error", next: "legacy" };
    }
    case "timeout":
      return { eraDecision: "discover-timeout", next: "legacy" };
    case "closed":
      return { eraDecision: "discover-exit", next: "restart-then-legacy" };
  }
}

/** What to do after `initialize` was refused with a JSON-RPC error, as {@link readRefusal} decides it. */
export type RefusalStep = { next: "retry"; version: string } | { next: "modern"; version: string } | { next: "fail" };

/**
 * What an `initialize` refusal means (not pinned): `data.supported` naming a legacy revision other than the one
 * offered (a known one first) → retry once with it; naming only modern revisions, in auto mode → modern with
 * it; otherwise the handshake fails. Pure.
 */
export function readRefusal(error: { data?: unknown }, offered: string, auto: boolean): RefusalStep {
  const supported = supportedIn(error);
  const retryWith = pickVersion(supported, LEGACY_VERSION, isKnownLegacy) ?? pickVersion(supported, LEGACY_VERSION, (v) => !isModernVersion(v));
  if (retryWith && retryWith !== offered) return { next: "retry", version: retryWith };
  const modernVersion = auto ? modernVersionIn(error) : undefined;
  return modernVersion ? { next: "modern", version: modernVersion } : { next: "fail" };
}

/** The line between a handshake failure's sentences and the server's last stderr lines (`startError`). */
export const LAST_STDERR_LINES = "Last stderr lines:";

/** The first sentence of each handshake failure (the server's last stderr lines follow it: `startError`). */
export const HANDSHAKE_FAILURE = {
  unsupported: (version: string, supported: readonly unknown[] | undefined) =>
    `The server does not support MCP ${version}${supported ? `; it supports ${supported.join(", ")}` : ""}.`,
  discover: (version: string, outcome: RequestOutcome) => `The server did not complete server/discover for MCP ${version}: ${describeOutcome(outcome)}.`,
  initialize: (offered: string, outcome: RequestOutcome) => `The server did not complete the initialize handshake (offered MCP ${offered}): ${describeOutcome(outcome)}.`,
} as const;

/** The handshake's result in the modern era, from the DiscoverResult (anything else reads as an empty one). Pure. */
export function modernResult(session: JsonRpcSession, version: string, discovered: unknown, record: HandshakeRecord): HandshakeResult {
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

/** The handshake's result in the legacy era, from the InitializeResult; a version it does not name is the one offered. Pure. */
export function legacyResult(session: JsonRpcSession, offered: string, initialized: unknown, record: HandshakeRecord): HandshakeResult {
  const result = isJsonObject(initialized) ? initialized : {};
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

/**
 * One handshake in progress: the session (replaced when the probe killed the server), the record of what was
 * sent and answered, and the requests. What each answer means is decided by {@link readProbe} and
 * {@link readRefusal}; the results are built by {@link modernResult} and {@link legacyResult}.
 */
class HandshakeRun {
  readonly record: HandshakeRecord = { eraDecision: "pinned", probe: [], initialize: [], restartedAfterProbe: false, restartedAfterOffer: false };
  private readonly startTimeoutMs: number;
  /** The probe that went unanswered in time, on the process it was sent to (see {@link lateModern}). */
  private unanswered: { session: JsonRpcSession; id: number; waitMs: number } | undefined;

  constructor(
    private readonly startSession: StartSession,
    public session: JsonRpcSession,
    private readonly options: ConnectOptions,
  ) {
    this.startTimeoutMs = options.startTimeoutMs ?? options.timeoutMs;
  }

  /** `auto`: probe `server/discover`, then follow {@link readProbe}. */
  async auto(): Promise<HandshakeResult> {
    const probeTimeoutMs = this.options.discoverTimeoutMs ?? DEFAULT_DISCOVER_TIMEOUT_MS;
    const probing = this.discover(MODERN_VERSION, probeTimeoutMs);
    const probeId = this.session.exchanges().at(-1)!.id as number;
    if (await this.ignoresProbe(probing, probeTimeoutMs)) {
      this.record.eraDecision = "discover-ignored";
      this.unanswered = { session: this.session, id: probeId, waitMs: 0 };
      return this.legacy(LEGACY_VERSION, false);
    }
    const probe = await probing;
    this.record.probe.push(probe);
    const step = readProbe(probe);
    this.record.eraDecision = step.eraDecision;
    if (probe.kind === "timeout") this.unanswered = { session: this.session, id: probeId, waitMs: PROBE_AFTER_PING_MS };
    switch (step.next) {
      case "modern":
        return modernResult(this.session, step.version, step.discovered, this.record);
      case "modern-retry":
        return this.modernAfterVersionError(step.version);
      case "restart-then-legacy":
        await this.restartAfterProbe();
        return this.legacy(LEGACY_VERSION, false);
      case "legacy":
        return this.legacy(LEGACY_VERSION, false);
    }
  }

  /**
   * Sends `ping` right behind the probe (allowed before initialization: MCP 2025-11-25 basic/utilities/ping).
   * A server that answers the ping with a result but still not the probe shortly after is a legacy server that
   * ignores unknown requests: true, so the fallback need not wait out the probe timeout. A modern server
   * answers ping with an error (removed in 2026-07-28), which changes nothing. The ping carries the modern
   * `_meta` (see the module comment).
   */
  private async ignoresProbe(probing: Promise<RequestOutcome>, timeoutMs: number): Promise<boolean> {
    const ping = this.session.request("ping", { _meta: modernMeta(MODERN_VERSION) }, { timeoutMs, cancelOnTimeout: false });
    const first = await Promise.race([probing.then(() => "probe" as const), ping.then((outcome) => outcome)]);
    if (first === "probe" || first.kind !== "result") return false;
    return !(await settlesWithin(probing, PROBE_AFTER_PING_MS));
  }

  /**
   * The probe's answer when it came after all, on the process still in use, and {@link readProbe} reads it as modern;
   * undefined otherwise. Asked once the legacy `initialize` is answered, which shows the server is up: a probe that
   * timed out with nothing answered (the server was still starting) gets {@link PROBE_AFTER_PING_MS} more, as the
   * probe does after an answered ping (the SDK v2 answers `server/discover` a few milliseconds after the requests
   * behind it); one the server ignored while answering the ping gets no more. A late answer is an
   * `unmatched-response` observation, or the exchange's response when it came within the timeout's grace.
   */
  private async lateModern(): Promise<{ step: ProbeStep & { next: "modern" | "modern-retry" }; outcome: RequestOutcome } | undefined> {
    const probe = this.unanswered;
    // A process that died meanwhile is restarted for the legacy handshake as before: there is no modern session to keep.
    if (probe === undefined || probe.session !== this.session || !this.session.alive) return undefined;
    this.unanswered = undefined;
    const isAnswer = (o: Observation): o is Observation & { kind: "unmatched-response" } => o.kind === "unmatched-response" && o.message.id === probe.id;
    const exchange = this.session.exchanges().find((e) => e.id === probe.id);
    let late = this.session.observations().find(isAnswer);
    if (exchange?.response === undefined && late === undefined && probe.waitMs > 0) {
      let stop = (): void => {};
      late = await withDeadline(new Promise<Observation & { kind: "unmatched-response" }>((resolve) => (stop = this.session.onObservation((o) => isAnswer(o) && resolve(o)))), probe.waitMs);
      stop();
    }
    const response = exchange?.response ?? late?.message;
    if (response === undefined) return undefined;
    // Within the grace the exchange's (timeout) outcome measured the answer; after it, the observation's time does.
    const durationMs = late !== undefined && exchange !== undefined ? late.atMs - exchange.sentAtMs : (exchange?.outcome?.durationMs ?? NaN);
    const outcome = answerOutcome(response, durationMs);
    const step = readProbe(outcome);
    return step.next === "modern" || step.next === "modern-retry" ? { step, outcome } : undefined;
  }

  /** The handshake in the modern era after all, from the probe's late answer ({@link lateModern}). */
  private async modernAfterLateProbe(late: NonNullable<Awaited<ReturnType<HandshakeRun["lateModern"]>>>): Promise<HandshakeResult> {
    this.record.eraDecision = "discover-late";
    this.record.probe.push(late.outcome);
    if (late.step.next === "modern-retry") return this.modernAfterVersionError(late.step.version);
    return modernResult(this.session, late.step.version, late.step.discovered, this.record);
  }

  /** The probe (or its aftermath) killed the server: replace the process (MCP 2026-07-28 basic/versioning notes some legacy servers exit on unknown requests). */
  private async restartAfterProbe(): Promise<void> {
    this.record.eraDecision = "discover-exit";
    this.record.restartedAfterProbe = true;
    await this.session.close();
    this.session = await this.startSession();
  }

  /** Sends `server/discover`; the caller records the outcome in `record.probe` once it uses it. */
  private discover(version: string, timeoutMs: number): Promise<RequestOutcome> {
    // No notifications/cancelled for the probe: to a legacy server it would be one more pre-initialize message.
    return this.session.request("server/discover", { _meta: modernMeta(version) }, { timeoutMs, cancelOnTimeout: false });
  }

  /** Sends `server/discover` with the start timeout and records the outcome. */
  private async discovered(version: string): Promise<RequestOutcome> {
    const outcome = await this.discover(version, this.startTimeoutMs);
    this.record.probe.push(outcome);
    return outcome;
  }

  /** MCP 2026-07-28 §UnsupportedProtocolVersionError: retry with a version from `data.supported`, new request id. */
  private async modernAfterVersionError(version: string): Promise<HandshakeResult> {
    const retry = await this.discovered(version);
    return modernResult(this.session, version, retry.kind === "result" ? retry.result : undefined, this.record);
  }

  /** A pinned modern revision: `server/discover` must answer with a DiscoverResult. */
  async pinnedModern(version: string): Promise<HandshakeResult> {
    const outcome = await this.discovered(version);
    if (outcome.kind === "result" && isDiscoverResult(outcome.result)) return modernResult(this.session, version, outcome.result, this.record);
    if (outcome.kind === "error" && outcome.error.code === UNSUPPORTED_PROTOCOL_VERSION) {
      throw startError(this.session, HANDSHAKE_FAILURE.unsupported(version, supportedIn(outcome.error)), outcome);
    }
    throw startError(this.session, HANDSHAKE_FAILURE.discover(version, outcome), outcome);
  }

  /**
   * `initialize` then `notifications/initialized` (MCP 2025-11-25 basic/lifecycle). A reply naming a version we
   * do not know is accepted as said. Unless `pinned`: a refusal is read by {@link readRefusal} (retry once with a
   * legacy revision it names, or switch to modern), and in auto mode a process that died right after the probe
   * is restarted once.
   */
  async legacy(offered: string, pinned: boolean): Promise<HandshakeResult> {
    const first = this.options.firstOffer;
    if (!pinned && first !== undefined && this.record.initialize.length === 0) {
      const kept = await this.firstOffered(first);
      if (kept) return kept;
    }
    let outcome = await this.initialize(offered);
    const late = await this.lateModern();
    if (late) return this.modernAfterLateProbe(late);
    if (outcome.kind === "closed" && this.options.protocol === "auto" && !this.record.restartedAfterProbe) {
      await this.restartAfterProbe();
      outcome = await this.initialize(offered);
    }
    if (outcome.kind === "error" && !pinned) {
      const step = readRefusal(outcome.error, offered, this.options.protocol === "auto");
      if (step.next === "retry") {
        offered = step.version;
        outcome = await this.initialize(offered);
      } else if (step.next === "modern") {
        this.record.eraDecision = "initialize-version-error";
        const found = await this.discovered(step.version);
        return modernResult(this.session, step.version, found.kind === "result" ? found.result : undefined, this.record);
      }
    }
    if (outcome.kind !== "result") throw startError(this.session, `${HANDSHAKE_FAILURE.initialize(offered, outcome)}${this.unansweredBefore(outcome)}`, outcome);
    await this.session.notify("notifications/initialized");
    return legacyResult(this.session, offered, outcome.result, this.record);
  }

  /**
   * When the last `initialize` went unanswered after the process before it left the first offer unanswered too (it
   * was replaced for the usual offer): a sentence saying so, with the whole wait — a silent server costs two start
   * timeouts, and a message naming only the last one misled (`--timeout 5` "no answer within 5255 ms" after 12 s).
   */
  private unansweredBefore(last: RequestOutcome): string {
    const first = this.record.initialize[0];
    if (last.kind !== "timeout" || !this.record.restartedAfterOffer || first?.outcome.kind !== "timeout") return "";
    const seconds = (first.outcome.durationMs + last.durationMs) / 1000;
    const why = first.offered === UNKNOWN_VERSION ? ", a revision that does not exist, for the version-negotiation check" : "";
    return ` The process before it gave no answer either (to an initialize offering MCP ${first.offered}${why}, within ${Math.round(first.outcome.durationMs)} ms) and was started again: ${seconds.toFixed(1)} s without an answer in all.`;
  }

  /**
   * Offers `first` as this process's first `initialize` (`ConnectOptions.firstOffer`) and resolves with the
   * handshake when the answer names a legacy revision we know. Otherwise the outcome stays in the record, the
   * process is replaced (`restartedAfterOffer`) and undefined comes back, for the usual offer. Two pings go behind
   * the offer: a server that answers them but not the offer ignores it, recorded as a timeout without waiting out
   * the start timeout.
   */
  private async firstOffered(first: string): Promise<HandshakeResult | undefined> {
    const started = performance.now();
    const answer = this.session.request("initialize", initializeParams(first), { timeoutMs: this.startTimeoutMs }).then((outcome) => ({ outcome }));
    let answered: { outcome: RequestOutcome } | undefined;
    for (let round = 0; round < 2 && answered === undefined && this.session.alive; round++) {
      const ping = this.session.request("ping", undefined, { timeoutMs: this.startTimeoutMs, cancelOnTimeout: false }).then(() => undefined);
      answered = await Promise.race([answer, ping]);
    }
    if (answered === undefined && !this.session.alive) answered = await answer;
    const outcome: RequestOutcome = answered?.outcome ?? { kind: "timeout", durationMs: performance.now() - started };
    this.record.initialize.push({ offered: first, outcome });
    const late = await this.lateModern();
    if (late) return this.modernAfterLateProbe(late);
    if (outcome.kind === "result" && isJsonObject(outcome.result)) {
      const named = outcome.result.protocolVersion;
      if (typeof named === "string" && isKnownLegacy(named)) {
        await this.session.notify("notifications/initialized");
        return legacyResult(this.session, named, outcome.result, this.record);
      }
    }
    this.record.restartedAfterOffer = true;
    await this.session.close();
    this.session = await this.startSession();
    return undefined;
  }

  private async initialize(offered: string): Promise<RequestOutcome> {
    const outcome = await this.session.request("initialize", initializeParams(offered), { timeoutMs: this.startTimeoutMs });
    this.record.initialize.push({ offered, outcome });
    return outcome;
  }
}

/** The params of our `initialize` offering `offered`. */
function initializeParams(offered: string): Record<string, unknown> {
  return { protocolVersion: offered, capabilities: { ...LEGACY_CLIENT_CAPABILITIES }, clientInfo: { ...CLIENT_INFO } };
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

/**
 * A `ServerStartError` whose message ends with the server's last stderr lines (or says there were none), carrying
 * how the failing request's `outcome` ended (`ServerStartError.handshake`).
 */
function startError(session: JsonRpcSession, sentence: string, outcome?: RequestOutcome): ServerStartError {
  const tail = session.stderrTail(4000);
  const last = lastLines(tail, 10);
  // Only a process we started has a stderr to speak of (a URL we were given has none).
  const silent = session.transport.kind === "stdio" ? " The server wrote nothing to stderr." : "";
  const message = last ? `${sentence}\n${LAST_STDERR_LINES}\n${last}` : `${sentence}${silent}`;
  return new ServerStartError(message, tail, outcome?.kind);
}

