/**
 * Legacy version negotiation (MCP 2025-11-25 basic/lifecycle §Version Negotiation; reference/mcp-spec-notes.md §1.7
 * and §6.2.1): `initialize` is offered each legacy revision and one that does not exist, each as the first
 * `initialize` of a fresh session (a fresh process for stdio, shared by the offers where that cannot change a check's
 * verdict: see {@link offerVersions}; a fresh HTTP session against the same server). A server that supports the offered
 * version MUST answer with it; otherwise it MUST answer with another version it supports (SHOULD be its latest).
 * - answering a made-up revision with that same revision is `version-negotiation-echo` (the server echoes
 *   whatever it is asked; the real bug this rule generalises);
 * - refusing an offer with an error, dying on it or never answering it is `version-negotiation-refused`;
 * - answering with another (older or newer) version is correct.
 * The handshake's own `initialize` attempts are reused for the revisions they offered; the checkup's handshake
 * offers the unknown revision first (`ConnectOptions.firstOffer`), so over stdio the process under test answers
 * it, and the known revisions are offered again on that process at the end of the run (`OfferOptions.reofferOn`).
 */
import { finding, refTo, type Finding } from "../findings/finding.js";
import type { McpConnection } from "../mcp/connection.js";
import { JsonRpcSession } from "../mcp/session.js";
import { FreshSessions } from "./fresh-sessions.js";
import type { ServerTarget } from "../mcp/target.js";
import { transportFactory } from "../mcp/target-transport.js";
import { isJsonObject } from "../mcp/json-object.js";
import type { RequestOutcome } from "../mcp/types.js";
import { CLIENT_INFO, KNOWN_LEGACY_VERSIONS, UNKNOWN_VERSION } from "../mcp/versions.js";
import type { ProtocolCheck } from "../scorecard/types.js";
import { versionOfferCheck } from "./check-names.js";
import { describeOutcome } from "./outcome-text.js";
import { firstLine } from "./step.js";

export { UNKNOWN_VERSION };

/** One `initialize` offer and what came of it; `not-started` when no fresh session could be started. */
export interface VersionOffer {
  offered: string;
  unknown: boolean;
  /** True when a fresh session made this offer (false: the handshake's own attempt). */
  fresh: boolean;
  outcome: RequestOutcome | { kind: "not-started"; reason: string };
}

/** Options of {@link offerVersions}; `timeoutMs` bounds start-up plus the answer of each offer, milliseconds. */
export interface OfferOptions {
  timeoutMs: number;
  /** How long an offer made again on a running session may take (default `timeoutMs`), milliseconds. */
  checkTimeoutMs?: number;
  /** Opens and closes the fresh sessions (default: untracked ones). */
  sessions?: FreshSessions;
  /**
   * Offers already made as the first `initialize` of a process, reused for the revisions they offered (default: the
   * handshake's own attempts, `connection.handshake.initialize`).
   */
  made?: readonly { offered: string; outcome: RequestOutcome }[];
  /**
   * Stdio: the connection to the process under test, on which the offers not yet made are made in turn, each trusted
   * only when answered with the revision offered, instead of on a fresh process. The process is left initialized with
   * the last revision offered, so this must be the last use of that connection. Meant for when `made` holds the
   * unknown revision's offer (`ConnectOptions.firstOffer`).
   */
  reofferOn?: Offerable;
}

/** What an offer is made on: a fresh session, or the connection to the process under test. */
interface Offerable {
  readonly alive: boolean;
  request(method: string, params?: Record<string, unknown>, options?: { timeoutMs?: number }): Promise<RequestOutcome>;
}

/** The `initialize` params of one offer. */
function offerParams(offered: string): Record<string, unknown> {
  return { protocolVersion: offered, capabilities: {}, clientInfo: { ...CLIENT_INFO } };
}

/**
 * Offers every known legacy revision and {@link UNKNOWN_VERSION} to `initialize`, each as the first `initialize` of a
 * server session, and resolves with one offer per revision in the order `KNOWN_LEGACY_VERSIONS`, then the unknown
 * one. The handshake's own attempts are reused. Every session is closed before this resolves. Never throws.
 *
 * A session costs a server process for stdio, so there the offers share one (issue 14: one fresh process per
 * distinct server state): the unknown revision is offered first — the first interaction of a new process, exactly
 * as on a session of its own — and each other revision is then offered again on that process. An answer naming
 * exactly the revision offered is kept (the server says it speaks it); any other answer (another version, an
 * error, silence past a ping sent behind it, a death) is not trusted from a second `initialize`, and that revision
 * is offered again on a process of its own, which decides its check as before. A server built on the official SDKs
 * answers every known revision with itself, so it costs one process instead of four. Over HTTP (an `http` target's
 * launch command is not run again) every offer gets a session of its own on the same server, concurrently.
 */
export async function offerVersions(target: ServerTarget, connection: McpConnection, options: OfferOptions): Promise<VersionOffer[]> {
  const offers = [...KNOWN_LEGACY_VERSIONS, UNKNOWN_VERSION];
  const fromHandshake = new Map<string, RequestOutcome>();
  for (const attempt of options.made ?? connection.handshake.initialize) {
    if (!fromHandshake.has(attempt.offered)) fromHandshake.set(attempt.offered, attempt.outcome);
  }
  const fresh = target.kind === "http" ? { kind: "http" as const, url: target.url, ...(target.headers ? { headers: target.headers } : {}) } : target;
  const createTransport = transportFactory(fresh, {
    kind: connection.transportKind,
    startTimeoutMs: options.timeoutMs,
  });
  const sessions = options.sessions ?? new FreshSessions();
  const openSession = async (): Promise<JsonRpcSession> => {
    const session = new JsonRpcSession(createTransport(), { timeoutMs: options.timeoutMs });
    try {
      await session.start();
    } catch (error) {
      await session.close();
      throw error;
    }
    return session;
  };
  const unknownOf = (offered: string) => offered === UNKNOWN_VERSION;
  const ownSession = (offered: string): Promise<VersionOffer> =>
    sessions
      .with(openSession, async (session) => ({ offered, unknown: unknownOf(offered), fresh: true, outcome: await session.request("initialize", offerParams(offered)) }))
      .catch((error: unknown) => ({ offered, unknown: unknownOf(offered), fresh: true, outcome: { kind: "not-started" as const, reason: firstLine(error) } }));

  const pending = offers.filter((o) => !fromHandshake.has(o));
  let shared = new Map<string, VersionOffer>();
  if (options.reofferOn !== undefined && target.kind === "stdio") {
    await reoffer(options.reofferOn, pending, options.checkTimeoutMs ?? options.timeoutMs, false, shared);
  } else if (target.kind === "stdio" && pending.length > 1) {
    shared = await offerInTurn(sessions, openSession, [...pending].sort((a, b) => Number(unknownOf(b)) - Number(unknownOf(a))), options);
  }
  const own = new Map((await Promise.all(pending.filter((o) => !shared.has(o)).map(ownSession))).map((offer) => [offer.offered, offer]));
  return offers.map((offered) => {
    const known = fromHandshake.get(offered);
    return known ? { offered, unknown: unknownOf(offered), fresh: false, outcome: known } : (shared.get(offered) ?? own.get(offered)!);
  });
}

/**
 * Makes `order`'s offers one after another on one new session (see {@link offerVersions}): the first is kept
 * whatever its outcome, except a failure to start; each later one only when answered with a result naming the
 * revision offered. Resolves with the offers kept, by revision; the session is closed.
 */
async function offerInTurn(sessions: FreshSessions, open: () => Promise<JsonRpcSession>, order: readonly string[], options: OfferOptions): Promise<Map<string, VersionOffer>> {
  const kept = new Map<string, VersionOffer>();
  const again = options.checkTimeoutMs ?? options.timeoutMs;
  try {
    await sessions.with(open, async (session) => {
      const [first, ...rest] = order;
      const outcome = await session.request("initialize", offerParams(first!));
      kept.set(first!, { offered: first!, unknown: first === UNKNOWN_VERSION, fresh: true, outcome });
      if (outcome.kind !== "result" && outcome.kind !== "error") return;
      await reoffer(session, rest, again, true, kept);
    });
  } catch {
    // it did not start: every offer tries a session of its own
  }
  return kept;
}

/**
 * Offers each of `offers` in turn on `on`, an initialized session, and adds to `kept` each answered with a result
 * naming the revision offered (`fresh`: whether `on` is a fresh session). Stops when `on` dies. Never throws.
 */
async function reoffer(on: Offerable, offers: readonly string[], timeoutMs: number, fresh: boolean, kept: Map<string, VersionOffer>): Promise<void> {
  for (const offered of offers) {
    if (!on.alive) return;
    const answer = await answeredBeforePing(on, "initialize", offerParams(offered), timeoutMs);
    const named = answer?.kind === "result" && isJsonObject(answer.result) ? answer.result.protocolVersion : undefined;
    if (named === offered) kept.set(offered, { offered, unknown: offered === UNKNOWN_VERSION, fresh, outcome: answer! });
  }
}

/**
 * Sends a request and a `ping` right behind it, and resolves with the request's outcome when it comes before the
 * answer to a second `ping` sent once the first was answered, or with undefined: a server that answers pings but
 * not the request ignores it, and this costs two round trips instead of the request's timeout. A server that
 * answers neither costs `timeoutMs`.
 */
async function answeredBeforePing(session: Offerable, method: string, params: Record<string, unknown>, timeoutMs: number): Promise<RequestOutcome | undefined> {
  const answer = session.request(method, params, { timeoutMs }).then((outcome) => ({ outcome }));
  for (let round = 0; round < 2; round++) {
    const ping = session.request("ping", undefined, { timeoutMs }).then(() => undefined);
    const first = await Promise.race([answer, ping]);
    if (first) return first.outcome;
  }
  return undefined;
}

/**
 * The checks (one per offer) and the findings (at most one per rule) of a set of offers. Not judged (skipped):
 * an offer whose fresh session could not start or got no answer in time, and every fresh offer when all of them
 * died (a server that allows one instance at a time, say, rather than one that dies on a version).
 */
export function judgeOffers(offers: readonly VersionOffer[]): { checks: ProtocolCheck[]; findings: Finding[] } {
  const checks: ProtocolCheck[] = [];
  const findings: Finding[] = [];
  const refused: string[] = [];
  const supportedNamed = new Set<string>();
  const fresh = offers.filter((o) => o.fresh);
  const allFreshDied = fresh.length > 0 && fresh.every((o) => o.outcome.kind === "closed");
  for (const { offered, unknown, outcome, fresh: isFresh } of offers) {
    const check = versionOfferCheck(offered, unknown);
    if (outcome.kind === "not-started") {
      checks.push({ check, status: "skipped", detail: `no fresh session could be started: ${outcome.reason}` });
      continue;
    }
    if (outcome.kind === "timeout") {
      checks.push({ check, status: "skipped", detail: `${describeOutcome(outcome)}; not judged` });
      continue;
    }
    if (outcome.kind === "closed" && isFresh && allFreshDied) {
      checks.push({ check, status: "skipped", detail: `every fresh server process ended (${describeOutcome(outcome)}); it may allow only one instance` });
      continue;
    }
    if (outcome.kind !== "result") {
      if (outcome.kind === "error" && isJsonObject(outcome.error.data) && Array.isArray(outcome.error.data.supported)) {
        for (const v of outcome.error.data.supported) if (typeof v === "string") supportedNamed.add(v);
      }
      refused.push(`${offered} (${describeOutcome(outcome)})`);
      // Every refused offer names the one version-negotiation-refused finding made after the loop.
      checks.push({ check, status: "failed", detail: `refused: ${describeOutcome(outcome)}`, rules: ["version-negotiation-refused"], findings: [{ rule: "version-negotiation-refused" }] });
      continue;
    }
    const answered = isJsonObject(outcome.result) ? outcome.result.protocolVersion : undefined;
    if (typeof answered !== "string") {
      checks.push({ check, status: "failed", detail: "the initialize result has no protocolVersion" });
    } else if (answered === offered && unknown) {
      const echo = finding("version-negotiation-echo", {
        message: `initialize offering protocol version ${offered}, a revision that does not exist, was answered with ${offered}: the server echoes whatever version a client asks for instead of negotiating.`,
        fix: "Answer initialize with the requested protocolVersion only when the server supports it; otherwise answer with the latest version it does support (MCP 2025-11-25 basic/lifecycle §Version Negotiation).",
        evidence: { request: { method: "initialize", params: { protocolVersion: offered } }, response: { protocolVersion: answered } },
      });
      checks.push({ check, status: "failed", detail: `echoed ${offered} back`, rules: [echo.rule], findings: [refTo(echo)] });
      findings.push(echo);
    } else {
      checks.push({ check, status: "passed", detail: answered === offered ? "supported" : `answered with ${answered}` });
    }
  }
  if (refused.length > 0) {
    const supported = supportedNamed.size > 0 ? ` (it names ${[...supportedNamed].join(", ")} as supported)` : "";
    findings.push(
      finding("version-negotiation-refused", {
        message: `initialize was refused instead of answered with a version the server supports when offered ${refused.join("; ")}${supported}.`,
        fix: "When the requested protocolVersion is not supported, answer initialize with a version the server does support (its latest) instead of an error; the client then decides whether it can use it (MCP 2025-11-25 basic/lifecycle §Version Negotiation).",
      }),
    );
  }
  return { checks, findings };
}
