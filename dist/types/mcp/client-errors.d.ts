import type { JsonRpcError, JsonRpcResponse, RequestId, WireProblem } from "./types.js";
/** The code of a client-side error that is not an HTTP status: JSON-RPC 2.0 §5.1's implementation-defined range. */
export declare const CLIENT_SIDE_ERROR_CODE = -32000;
/** A client-side error for `problem`, with one sentence saying what happened. */
export declare function clientSideError(problem: WireProblem["kind"], message: string, extra?: Record<string, unknown>): JsonRpcError;
/** The error response resolving request `id` with `error`. */
export declare function errorResponse(id: RequestId, error: JsonRpcError): JsonRpcResponse;
/** True for an error the client made up (an HTTP status without a JSON-RPC error, or a wire problem), not one the server sent. */
export declare function isClientSideError(error: unknown): boolean;
