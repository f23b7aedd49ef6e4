/**
 * HTTP-only checks (reference/mcp-spec-notes.md §3.2–§3.4, §6.5), each over its own raw exchanges so that the
 * status codes themselves are what is judged:
 * - a foreign `Origin` gets 403 (MCP 2025-11-25 basic/transports §Security Warning, DNS-rebinding protection;
 *   before 2025-11-25 the Origin MUST be validated but the status is not fixed, so any 4xx passes);
 * - an invalid `MCP-Protocol-Version` gets 400 (MCP 2025-06-18 and later §Protocol Version Header; 2026-07-28
 *   §Request Metadata);
 * - an unknown `Mcp-Session-Id` gets 404 (MCP 2025-03-26 … 2025-11-25 §Session Management; legacy only);
 * - GET and DELETE on a modern endpoint get 405 (MCP 2026-07-28 streamable-http §Earlier Streamable HTTP Revisions);
 * - the port is not reachable on a non-loopback address (§Security Warning: bind to 127.0.0.1; see `binding.ts`).
 * Header values given by the user are sent with every exchange and never recorded.
 */
import { randomUUID } from "node:crypto";
import type { McpConnection } from "../mcp/connection.js";
import { ACCEPT_JSON_AND_SSE, httpExchange, mergeHeaders, modernHeaders, type HttpReply } from "../mcp/http-exchange.js";
import { isJsonObject } from "../mcp/json-object.js";
import type { ServerTarget } from "../mcp/target.js";
import type { JsonRpcRequest } from "../mcp/types.js";
import { CLIENT_INFO, modernMeta } from "../mcp/versions.js";
import { isLoopbackHost, localNonLoopbackAddresses, reachableOn } from "./binding.js";
import { CHECK } from "./check-names.js";
import { failed, passed, skipped, type CheckTiming, type StepResult, type StepSpec } from "./step.js";
import { UNKNOWN_VERSION } from "./version-negotiation.js";

/** The Origin of a web page that is not the server's (the conformance suite's DNS-rebinding scenario uses such a value). */
export const FOREIGN_ORIGIN = "http://evil.example";
/** The id of the raw requests these checks send. */
const CHECK_ID = "mcp-checkup-http-check";

type HttpTarget = ServerTarget & { kind: "http" };

/** The revision of a connection as a string that orders by date (`2025-11-25`). */
function revisionOf(connection: McpConnection): string {
  return connection.protocolVersion;
}

/** POSTs one message to the endpoint with the user's headers, the MCP Accept header and `extra`. */
function post(target: HttpTarget, message: object, extra: Record<string, string>, timeoutMs: number): Promise<HttpReply> {
  const headers = mergeHeaders(target.headers ?? {}, { "content-type": "application/json", accept: ACCEPT_JSON_AND_SSE }, extra);
  const id = "id" in message ? (message as { id: string }).id : undefined;
  return httpExchange({ method: "POST", url: target.url, headers, body: JSON.stringify(message), timeoutMs, ...(id !== undefined ? { untilResponseId: id } : {}) });
}

function initializeRequest(version: string): JsonRpcRequest {
  return { jsonrpc: "2.0", id: CHECK_ID, method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { ...CLIENT_INFO } } };
}

function discoverRequest(version: string): JsonRpcRequest {
  return { jsonrpc: "2.0", id: CHECK_ID, method: "server/discover", params: { _meta: modernMeta(version) } };
}

/** A legacy session of our own for a check: the session id (when the server mints one) and the negotiated version. */
interface RawSession {
  sessionId?: string;
  version: string;
}

/** `initialize` + `notifications/initialized` over raw POSTs. Returns a one-clause failure when initialize got no result. */
async function openSession(target: HttpTarget, version: string, timeoutMs: number): Promise<RawSession | string> {
  const reply = await post(target, initializeRequest(version), {}, timeoutMs);
  const answer = reply.messages.find((m) => !("method" in m) && "id" in m && m.id === CHECK_ID);
  const result = answer && "result" in answer && isJsonObject(answer.result) ? answer.result : undefined;
  if (!result) return reply.status === 0 ? (reply.error ?? "no answer") : `initialize got HTTP ${reply.status} without a result`;
  const negotiated = typeof result.protocolVersion === "string" ? result.protocolVersion : version;
  const sessionId = reply.headers["mcp-session-id"];
  const session: RawSession = { version: negotiated, ...(sessionId ? { sessionId } : {}) };
  await post(target, { jsonrpc: "2.0", method: "notifications/initialized" }, sessionHeaders(session), timeoutMs);
  return session;
}

function sessionHeaders(session: RawSession): Record<string, string> {
  return { "mcp-protocol-version": session.version, ...(session.sessionId ? { "mcp-session-id": session.sessionId } : {}) };
}

/** Ends a session of ours (DELETE, best effort). */
async function closeSession(target: HttpTarget, sessionId: string | undefined, version: string, timeoutMs: number): Promise<void> {
  if (!sessionId) return;
  const headers = mergeHeaders(target.headers ?? {}, { "mcp-session-id": sessionId, "mcp-protocol-version": version });
  await httpExchange({ method: "DELETE", url: target.url, headers, timeoutMs });
}

/**
 * Opens a session of our own, POSTs one `ping` with the headers `headers(session)` gives, and ends the session: the
 * reply, or (as a string) why the check must be skipped — no session came, or `requireSessionId` and the server
 * minted no Mcp-Session-Id.
 */
async function pingOnOwnSession(
  target: HttpTarget,
  version: string,
  timeoutMs: number,
  headers: (session: RawSession) => Record<string, string>,
  requireSessionId = false,
): Promise<HttpReply | string> {
  const session = await openSession(target, version, timeoutMs);
  if (typeof session === "string") return `no session of our own: ${session}`;
  if (requireSessionId && !session.sessionId) return "the server issues no Mcp-Session-Id";
  try {
    return await post(target, { jsonrpc: "2.0", id: CHECK_ID, method: "ping" }, headers(session), timeoutMs);
  } finally {
    await closeSession(target, session.sessionId, session.version, timeoutMs);
  }
}

function statusText(reply: HttpReply): string {
  return reply.status === 0 ? (reply.error ?? "no answer") : `HTTP ${reply.status}`;
}

/** A foreign `Origin` is refused with 403 before anything is served. */
export function originCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.httpOrigin,
    rule: "http-origin-not-rejected",
    fix: "Validate the Origin header of every request and answer an Origin the server does not expect with 403 Forbidden (MCP 2025-11-25 basic/transports §Security Warning), e.g. allow only http://localhost and http://127.0.0.1 origins; the TypeScript SDK offers this as DNS-rebinding protection with allowedOrigins.",
    async run(connection): Promise<StepResult> {
      const origin = { origin: FOREIGN_ORIGIN };
      let reply: HttpReply;
      if (connection.transportKind === "http+sse") {
        const headers = mergeHeaders(target.headers ?? {}, { accept: "text/event-stream" }, origin);
        reply = await httpExchange({ method: "GET", url: target.url, headers, timeoutMs, headersOnly: true });
      } else if (connection.era === "modern") {
        const request = discoverRequest(revisionOf(connection));
        reply = await post(target, request, { ...modernHeaders(request), ...origin }, timeoutMs);
      } else {
        reply = await post(target, initializeRequest(revisionOf(connection)), origin, timeoutMs);
        await closeSession(target, reply.status < 300 ? reply.headers["mcp-session-id"] : undefined, revisionOf(connection), timeoutMs);
      }
      if (reply.status === 0) return skipped(`the request got ${statusText(reply)}`);
      if (reply.status === 403) return passed("403");
      const strict = connection.era === "modern" || revisionOf(connection) >= "2025-11-25";
      if (!strict && reply.status >= 400 && reply.status < 500) return passed(`rejected with ${reply.status} (403 is required from 2025-11-25)`);
      const what = connection.transportKind === "http+sse" ? "opening the SSE stream" : "a request";
      return failed(
        `HTTP ${reply.status} for Origin ${FOREIGN_ORIGIN}`,
        `${what === "a request" ? "A request" : "Opening the SSE stream"} with the foreign Origin ${FOREIGN_ORIGIN} was answered with HTTP ${reply.status} instead of 403 Forbidden, so a web page the user visits could drive this server (DNS rebinding).`,
        { evidence: { request: { origin: FOREIGN_ORIGIN }, response: { status: reply.status } } },
      );
    },
  };
}

/** An `MCP-Protocol-Version` header naming a version that does not exist is refused with 400. */
export function protocolVersionHeaderCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.httpProtocolVersion,
    rule: "http-protocol-version-not-rejected",
    fix: "Answer a request whose MCP-Protocol-Version header names a version the server does not support with 400 Bad Request (MCP 2025-06-18 and later basic/transports §Protocol Version Header).",
    async run(connection): Promise<StepResult> {
      if (connection.transportKind === "http+sse") return skipped("the HTTP+SSE transport has no MCP-Protocol-Version header");
      const header = { "mcp-protocol-version": UNKNOWN_VERSION };
      let reply: HttpReply;
      if (connection.era === "modern") {
        const request = discoverRequest(revisionOf(connection));
        reply = await post(target, request, { ...modernHeaders(request), ...header }, timeoutMs);
      } else {
        if (revisionOf(connection) < "2025-06-18") return skipped(`MCP ${revisionOf(connection)} has no MCP-Protocol-Version header`);
        const answered = await pingOnOwnSession(target, revisionOf(connection), timeoutMs, (session) => ({ ...sessionHeaders(session), ...header }));
        if (typeof answered === "string") return skipped(answered);
        reply = answered;
      }
      if (reply.status === 0) return skipped(`the request got ${statusText(reply)}`);
      if (reply.status === 400) return passed("400");
      return failed(`HTTP ${reply.status}`, `A request with the header MCP-Protocol-Version: ${UNKNOWN_VERSION} was answered with HTTP ${reply.status} instead of 400 Bad Request.`, {
        evidence: { request: header, response: { status: reply.status } },
      });
    },
  };
}

/** A session id the server never issued is answered with 404 (legacy revisions that use sessions). */
export function staleSessionCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.httpStaleSession,
    rule: "http-stale-session-accepted",
    fix: "Answer a request carrying an Mcp-Session-Id the server does not know (never issued, expired or deleted) with 404 Not Found, so the client starts a new session (MCP 2025-11-25 basic/transports §Session Management).",
    async run(connection): Promise<StepResult> {
      if (connection.transportKind === "http+sse") return skipped("the HTTP+SSE transport has no Mcp-Session-Id");
      if (connection.era === "modern") return skipped("MCP 2026-07-28 has no sessions");
      const stale = `mcp-checkup-unknown-${randomUUID()}`;
      const reply = await pingOnOwnSession(target, revisionOf(connection), timeoutMs, (session) => ({ ...sessionHeaders(session), "mcp-session-id": stale }), true);
      if (typeof reply === "string") return skipped(reply);
      if (reply.status === 0) return skipped(`the request got ${statusText(reply)}`);
      if (reply.status === 404) return passed("404");
      return failed(`HTTP ${reply.status}`, `A request with an Mcp-Session-Id the server never issued was answered with HTTP ${reply.status} instead of 404 Not Found, so a client whose session expired cannot tell that it must start a new one.`, {
        evidence: { response: { status: reply.status } },
      });
    },
  };
}

/** GET and DELETE on a modern-only endpoint are answered 405 (there is no GET stream and no session to delete). */
export function methodsCheck(target: HttpTarget, { timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.httpMethods,
    rule: "http-method-not-rejected",
    fix: "Answer GET and DELETE on the MCP endpoint with 405 Method Not Allowed: MCP 2026-07-28 has no GET stream and no sessions (streamable-http §Backward Compatibility).",
    async run(connection): Promise<StepResult> {
      if (connection.era !== "modern") return skipped("only for MCP 2026-07-28 servers");
      const get = await httpExchange({ method: "GET", url: target.url, headers: mergeHeaders(target.headers ?? {}, { accept: "text/event-stream" }), timeoutMs, headersOnly: true });
      const del = await httpExchange({ method: "DELETE", url: target.url, headers: mergeHeaders(target.headers ?? {}), timeoutMs, headersOnly: true });
      const wrong = [
        get.status === 405 ? undefined : `GET got ${statusText(get)}`,
        del.status === 405 ? undefined : `DELETE got ${statusText(del)}`,
      ].filter((w): w is string => w !== undefined);
      if (wrong.length === 0) return passed("405, 405");
      return failed(wrong.join(", "), `On the modern MCP endpoint ${wrong.join(" and ")} instead of 405 Method Not Allowed.`);
    },
  };
}

/** The port of a loopback URL is not reachable on this machine's other addresses. */
export function bindingCheck(target: HttpTarget): StepSpec {
  return {
    name: CHECK.httpBinding,
    rule: "http-bound-publicly",
    fix: "Bind the HTTP server to 127.0.0.1 (or ::1) when it runs locally, not to every interface (0.0.0.0 or ::), so other machines cannot reach it (MCP 2025-11-25 basic/transports §Security Warning).",
    async run(): Promise<StepResult> {
      const url = new URL(target.url);
      if (!isLoopbackHost(url.hostname)) return skipped("the URL is not a loopback address; where the server listens is the deployment's choice");
      const addresses = localNonLoopbackAddresses();
      if (addresses.length === 0) return skipped("this machine has no non-loopback address to try");
      const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
      const reachable = await reachableOn(addresses, port);
      if (reachable.length === 0) return passed(`not reachable on ${addresses.join(", ")}`);
      return failed(
        `reachable on ${reachable.join(", ")}`,
        `The server's port ${port} also accepts connections on ${reachable.join(", ")} (non-loopback addresses of this machine), so other machines on the network can reach it.`,
      );
    },
  };
}

/** The HTTP-only checks for a connection to `target` (none for stdio targets), in order. */
export function httpChecks(target: ServerTarget, timing: CheckTiming): StepSpec[] {
  if (target.kind !== "http") return [];
  return [
    originCheck(target, timing),
    protocolVersionHeaderCheck(target, timing),
    staleSessionCheck(target, timing),
    methodsCheck(target, timing),
    bindingCheck(target),
  ];
}
