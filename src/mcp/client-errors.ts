/**
 * JSON-RPC errors the client makes up itself, to resolve a request at once when the wire failed in a way the
 * server is to blame for (a response too large to read, an HTTP body that is not JSON, a redirect we refuse, an
 * HTTP error status without a JSON-RPC error). They are marked in `data`, so a judge never reads their words as the
 * server's (a 401 is never "likely synthetic input"): `data.fromHttpStatus` (the HTTP status) and/or
 * `data.clientSide` (the wire problem's rule id).
 */
import { isJsonObject } from "./json-object.js";
import type { JsonRpcError, JsonRpcResponse, RequestId, WireProblem } from "./types.js";

/** The code of a client-side error that is not an HTTP status: JSON-RPC 2.0 §5.1's implementation-defined range. */
export const CLIENT_SIDE_ERROR_CODE = -32000;

/** A client-side error for `problem`, with one sentence saying what happened. */
export function clientSideError(problem: WireProblem["kind"], message: string, extra: Record<string, unknown> = {}): JsonRpcError {
  return { code: CLIENT_SIDE_ERROR_CODE, message, data: { clientSide: problem, ...extra } };
}

/** The error response resolving request `id` with `error`. */
export function errorResponse(id: RequestId, error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: "2.0", id, error };
}

/** True for an error the client made up (an HTTP status without a JSON-RPC error, or a wire problem), not one the server sent. */
export function isClientSideError(error: unknown): boolean {
  if (!isJsonObject(error) || !isJsonObject(error.data)) return false;
  return typeof error.data.fromHttpStatus === "number" || typeof error.data.clientSide === "string";
}
