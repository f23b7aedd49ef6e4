/**
 * JSON-RPC basics every MCP server owes its clients (reference/mcp-spec-notes.md §6.1, §6.2.5; JSON-RPC 2.0 §5):
 * unknown methods get `-32601`, a malformed line gets `-32700` (or at least does not kill the server), `ping` gets
 * `{}` (legacy revisions; removed in 2026-07-28), and a response carries its request's id, a string id included.
 */
import type { McpConnection } from "../mcp/connection.js";
import { isJsonObject } from "../mcp/json-object.js";
import type { JsonRpcResponse, Observation } from "../mcp/types.js";
import { modernMeta } from "../mcp/versions.js";
import { CHECK } from "./check-names.js";
import { describeError, describeOutcome } from "./outcome-text.js";
import { withDeadline } from "../mcp/deadline.js";
import { failed, passed, type CheckTiming, type StepSpec } from "./step.js";

/** The method no server has. */
export const UNKNOWN_METHOD = "mcp-checkup/no-such-method";
/** A line that is not JSON (a request cut short). */
export const MALFORMED_LINE = '{"jsonrpc": "2.0", "id": "mcp-checkup-parse", "method": "ping", "params": {';
/** The string id of the response-id check (JSON-RPC 2.0 §4: an id is a string or a number). */
export const STRING_ID = "mcp-checkup-id-check";

/** Responses that answer no pending request, as they arrive (subscribe before sending). */
function collectResponses(connection: McpConnection): { seen: JsonRpcResponse[]; next(ms: number): Promise<void>; stop(): void } {
  const seen: JsonRpcResponse[] = [];
  let wake: (() => void) | undefined;
  const off = connection.onObservation((observation: Observation) => {
    if (observation.kind === "null-id-response" || observation.kind === "unmatched-response") {
      seen.push(observation.message);
      wake?.();
    }
  });
  return {
    seen,
    async next(ms) {
      if (seen.length > 0) return;
      await withDeadline(new Promise<void>((resolve) => (wake = resolve)), ms);
    },
    stop: off,
  };
}

/** `-32601` for a method the server does not have (JSON-RPC 2.0 §5.1; MCP 2026-07-28 HTTP: with 404). */
export function unknownMethodCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.unknownMethod,
    rule: "protocol-unknown-method",
    fix: "Answer requests for methods the server does not implement with JSON-RPC error -32601 (Method not found).",
    async run(connection) {
      const outcome = await connection.request(UNKNOWN_METHOD, {}, { timeoutMs });
      if (outcome.kind === "error" && outcome.error.code === -32601) return passed("-32601");
      const got = outcome.kind === "result" ? "a success result" : describeOutcome(outcome);
      return failed(got, `A request for the unknown method ${UNKNOWN_METHOD} was answered with ${got} instead of JSON-RPC error -32601.`, {
        evidence: { request: { method: UNKNOWN_METHOD }, response: outcome },
      });
    },
  };
}

/**
 * A malformed line: `-32700` with `id: null` (JSON-RPC 2.0 §5.1). A request sent right behind it tells when the
 * server has read the line, so a silent server costs no timeout (and no fixed wait: a second round trip). Silence is reported at `info` (clients cope); any
 * other error code is a warning; dying on it is an error (recorded by the step).
 */
export function parseErrorCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.parseError,
    rule: "protocol-parse-error",
    fix: "Answer a line that is not valid JSON with a JSON-RPC error -32700 (Parse error) and id null, and keep serving.",
    async run(connection) {
      const responses = collectResponses(connection);
      try {
        await connection.sendRaw(MALFORMED_LINE);
        const followUp = () => (connection.era === "modern" ? connection.request("server/discover", {}, { timeoutMs }) : connection.request("ping", undefined, { timeoutMs }));
        const answered = await followUp();
        // A -32700 written after the follow-up's answer (a server that answers out of order, an HTTP body read
        // later) gets one more round trip rather than a fixed wait.
        if (responses.seen.length === 0 && (answered.kind === "result" || answered.kind === "error") && connection.alive) await followUp();
        const reply = responses.seen.find((r) => r.error);
        if (reply?.error?.code === -32700) return passed("-32700");
        if (reply?.error) {
          return failed(describeError(reply.error), `A malformed JSON line was answered with ${describeError(reply.error)} instead of -32700 (Parse error).`, {
            evidence: { request: MALFORMED_LINE, response: reply },
          });
        }
        if (answered.kind === "timeout") {
          return failed("no reply, and the next request got none either", "After a malformed JSON line the server stopped answering requests.", {
            severity: "error",
            evidence: { request: MALFORMED_LINE },
          });
        }
        return failed("no reply (the server kept working)", "A malformed JSON line got no reply; JSON-RPC 2.0 asks for error -32700 (Parse error).", {
          severity: "info",
          evidence: { request: MALFORMED_LINE },
        });
      } finally {
        responses.stop();
      }
    },
  };
}

/** `ping` answered promptly with an empty result (MCP 2025-11-25 basic/utilities/ping; legacy revisions only). */
export function pingCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.ping,
    rule: "protocol-ping",
    fix: "Answer ping with an empty result {} (MCP 2025-11-25 basic/utilities/ping), also before initialization completes.",
    async run(connection) {
      const outcome = await connection.request("ping", undefined, { timeoutMs });
      const empty = outcome.kind === "result" && isJsonObject(outcome.result) && Object.keys(outcome.result).every((k) => k === "_meta");
      if (empty) return passed("{}");
      const got = outcome.kind === "result" ? `the result ${JSON.stringify(outcome.result)?.slice(0, 80)}` : describeOutcome(outcome);
      return failed(got, `ping was answered with ${got} instead of an empty result {}.`, { evidence: { request: { method: "ping" }, response: outcome } });
    },
  };
}

/**
 * A request with a string id must get a response with that same id (JSON-RPC 2.0 §5; MCP basic §Responses: the
 * response carries the request's id). Responses seen earlier whose id matched no request of ours count too.
 */
export function responseIdCheck({ timeoutMs }: CheckTiming): StepSpec {
  return {
    name: CHECK.responseId,
    rule: "protocol-response-id",
    fix: 'Copy the request\'s id, exactly as sent (a string stays a string), into its response; never answer with another id or with null.',
    async run(connection) {
      const strays = connection.observations().flatMap((o) => (o.kind === "unmatched-response" && !o.ours ? [o.message] : []));
      const modern = connection.era === "modern";
      const request = {
        jsonrpc: "2.0",
        id: STRING_ID,
        method: modern ? "server/discover" : "ping",
        ...(modern ? { params: { _meta: modernMeta(connection.protocolVersion) } } : {}),
      };
      const responses = collectResponses(connection);
      try {
        await connection.sendRaw(JSON.stringify(request));
        await responses.next(timeoutMs);
        const reply = responses.seen[0];
        if (reply?.id === STRING_ID && strays.length === 0) return passed(`"${STRING_ID}" came back`);
        if (reply?.id === STRING_ID) {
          const ids = strays.map((m) => JSON.stringify(m.id)).slice(0, 5).join(", ");
          return failed(`earlier responses carried ids no request had: ${ids}`, `The server sent responses whose ids match no request (${ids}).`, {
            evidence: { response: strays[0] },
          });
        }
        if (reply) {
          return failed(`answered with id ${JSON.stringify(reply.id)}`, `A request with id "${STRING_ID}" was answered with id ${JSON.stringify(reply.id)}.`, {
            evidence: { request, response: reply },
          });
        }
        return failed("no answer", `A ${request.method} request with the string id "${STRING_ID}" got no answer within ${timeoutMs} ms (numeric ids were answered).`, {
          evidence: { request },
        });
      } finally {
        responses.stop();
      }
    },
  };
}
