/**
 * Findings from the wire problems a run saw (`WireProblem`, issue 12): one finding per rule and cause, with how
 * often it happened. Sources: MCP 2025-11-25 basic/transports §Streamable HTTP (a POSTed request is answered with
 * `application/json` or `text/event-stream`), basic/authorization (401 with `WWW-Authenticate`), client/sampling,
 * client/elicitation and client/roots (a server MUST NOT send requests for a capability the client did not declare);
 * RFC 9110 §15.4 (redirects); the official SDK's 10 MiB message limit; JSON-RPC 2.0 §5 (a response carries exactly
 * one of `result` and `error`, an error an integer `code` and a string `message`; the official TypeScript SDK client
 * 1.x drops any other response as invalid).
 */
import { finding, type Finding } from "../findings/finding.js";
import { describeSize, MAX_MESSAGE_BYTES } from "../mcp/limits.js";
import type { WireProblem } from "../mcp/types.js";

/** `1 time`, `3 times`. */
function times(count: number): string {
  return count === 1 ? "once" : `${count} times`;
}


const on = (method: string | undefined) => (method ? ` to ${method}` : "");

/** The key grouping problems into one finding: the rule and what makes one cause differ from another. */
function causeKey(p: WireProblem): string {
  switch (p.kind) {
    case "http-redirect":
      return `${p.kind} ${p.reason} ${p.to}`;
    case "unsolicited-client-request":
      return `${p.kind} ${p.method}`;
    case "http-bad-content-type":
      return `${p.kind} ${p.contentType}`;
    case "http-invalid-json":
      return `${p.kind} ${p.reason}`;
    default:
      return p.kind;
  }
}

/** One finding for the first problem of a cause, seen `count` times (`largest`: the largest size seen, for `response-too-large`). */
function findingOf(p: WireProblem, count: number, largest: number): Finding {
  switch (p.kind) {
    case "response-too-large":
      return finding("response-too-large", {
        message:
          `The server sent a message of ${p.where === "stdout" ? `${describeSize(largest)} (characters) on one stdout line` : `more than ${describeSize(p.limit)}`}${on(p.method)}` +
          ` (${times(count)}), over the ${describeSize(p.limit)} limit of one message: no client reads it, and the request it answered failed at once.`,
        fix: `Keep every message under ${describeSize(MAX_MESSAGE_BYTES)}: page large results (a cursor), return a resource link, or truncate with a note, instead of one huge answer.`,
      });
    case "http-invalid-json":
      return finding("http-invalid-json", {
        message: `An HTTP ${p.status} answer${on(p.method)} is not a JSON-RPC message (${times(count)}): ${p.reason}; the request failed at once.`,
        fix: "Answer every POSTed request with one complete JSON-RPC response, as application/json (or a text/event-stream of JSON-RPC messages) (MCP basic/transports §Streamable HTTP).",
        ...(p.excerpt ? { evidence: { excerpt: p.excerpt } } : {}),
      });
    case "http-bad-content-type":
      return finding("http-bad-content-type", {
        message:
          `An HTTP ${p.status} answer${on(p.method)} came ${p.contentType ? `with Content-Type '${p.contentType}'` : "without a Content-Type"} (${times(count)}),` +
          " not application/json or text/event-stream; it was read anyway, but strict clients reject it.",
        fix: "Send Content-Type: application/json with a JSON body and text/event-stream with a stream (MCP basic/transports §Sending Messages to the Server).",
      });
    case "http-redirect": {
      const why =
        p.reason === "cross-origin"
          ? `to another origin, ${p.to}, which was not followed: the request's headers (credentials) never go to another origin`
          : p.reason === "loop"
            ? `back to ${p.to}, a redirect loop`
            : p.reason === "too-many"
              ? `to ${p.to} after too many redirects in a row`
              : `to ${p.to} with HTTP ${p.status}, which would turn the POST into a GET`;
      return finding("http-redirect", {
        message: `The endpoint ${p.from} answered${p.method ? ` ${p.method}` : " a request"} with an HTTP ${p.status} redirect ${why} (${times(count)}); the request failed.`,
        fix:
          p.reason === "cross-origin"
            ? "Serve MCP at the URL you publish, or give the final URL to --url; an MCP endpoint must not send clients to another host."
            : "Serve MCP at the URL itself, or at most redirect once with 307/308 to the final endpoint on the same origin.",
      });
    }
    case "http-auth-required":
      return finding("http-auth-required", {
        message:
          `The endpoint answered HTTP 401${on(p.method)} (${times(count)})` +
          (p.scheme ? ` asking for ${p.scheme} credentials (WWW-Authenticate: ${p.challenge})` : " without a WWW-Authenticate header") +
          ": it needs credentials the checkup was not given, so those calls say nothing about the server.",
        fix: p.scheme
          ? `Give the credentials with --header "Authorization: ${p.scheme} …" (or the header the server expects); for OAuth, point the server's resource metadata at a token you can obtain.`
          : "Give the credentials with --header; a server requiring authentication should also send WWW-Authenticate with resource_metadata (MCP basic/authorization).",
      });
    case "unsolicited-client-request":
      return finding("unsolicited-client-request", {
        message: `The server sent ${p.method} (${times(count)}), a request for the client capability '${p.capability}' that the client never declared; it was refused with -32601.`,
        fix: `Check the capabilities the client declared (initialize params.capabilities) before sending ${p.method}; without '${p.capability}', carry on without it or return a tool error (MCP client/${p.capability}).`,
      });
    case "response-shape": {
      const first = {
        "error-null": '"error": null beside the result',
        both: 'a "result" member beside the error',
        "error-not-object": 'an "error" that is not an object',
        "error-fields": 'an error without an integer "code" and a string "message"',
      }[p.shape];
      return finding("protocol-response-shape", {
        message:
          `The server's responses break JSON-RPC 2.0's shape (first in the answer${on(p.method)}: ${first}${count > 1 ? `; in each of ${count} server sessions` : ""}):` +
          " a response carries exactly one of result and error, and an error an integer code and a string message (JSON-RPC 2.0 §5). The official TypeScript SDK client rejects such a message as invalid, so its request never gets an answer and times out." +
          ' The checkup read each as an error when its "error" is an object, else as a result.',
        fix: 'Answer with exactly one of "result" and "error", and give every error an integer "code" and a string "message": drop the null members your JSON-RPC library writes (a JSON-RPC 1.0 habit).',
      });
    }
    case "server-orphaned-process":
      return finding("server-orphaned-process", {
        message:
          `${largest} process${largest === 1 ? "" : "es"} the server started (${p.commands.slice(0, 5).join(", ")}) ${largest === 1 ? "was" : "were"} still running after it was stopped` +
          `${count > 1 ? ` (over ${count} stops)` : ""}: ${largest === 1 ? "it" : "they"} had left its process group (setsid, a detached spawn), where a client's shutdown cannot reach; mcp-checkup killed ${largest === 1 ? "it" : "them"}.`,
        fix: "Keep helper processes in the server's process group (no setsid, no detached spawn, no daemonising) and stop them when stdin closes or on SIGTERM.",
      });
  }
}

/** One finding per rule and cause among `problems`, in the order causes were first seen. */
export function wireProblemFindings(problems: readonly WireProblem[]): Finding[] {
  const groups = new Map<string, { first: WireProblem; count: number; largest: number }>();
  for (const p of problems) {
    const key = causeKey(p);
    const amount = p.kind === "response-too-large" ? p.bytes : p.kind === "server-orphaned-process" ? p.count : 0;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.largest = p.kind === "server-orphaned-process" ? group.largest + amount : Math.max(group.largest, amount);
    } else groups.set(key, { first: p, count: 1, largest: amount });
  }
  return [...groups.values()].map((g) => findingOf(g.first, g.count, g.largest));
}
