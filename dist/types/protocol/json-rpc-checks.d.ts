import { type CheckTiming, type StepSpec } from "./step.js";
/** The method no server has. */
export declare const UNKNOWN_METHOD = "mcp-checkup/no-such-method";
/** A line that is not JSON (a request cut short). */
export declare const MALFORMED_LINE = "{\"jsonrpc\": \"2.0\", \"id\": \"mcp-checkup-parse\", \"method\": \"ping\", \"params\": {";
/** The string id of the response-id check (JSON-RPC 2.0 §4: an id is a string or a number). */
export declare const STRING_ID = "mcp-checkup-id-check";
/** `-32601` for a method the server does not have (JSON-RPC 2.0 §5.1; MCP 2026-07-28 HTTP: with 404). */
export declare function unknownMethodCheck({ timeoutMs }: CheckTiming): StepSpec;
/**
 * A malformed line: `-32700` with `id: null` (JSON-RPC 2.0 §5.1). A request sent right behind it tells when the
 * server has read the line, so a silent server costs no timeout (and no fixed wait: a second round trip). Silence is reported at `info` (clients cope); any
 * other error code is a warning; dying on it is an error (recorded by the step).
 */
export declare function parseErrorCheck({ timeoutMs }: CheckTiming): StepSpec;
/** `ping` answered promptly with an empty result (MCP 2025-11-25 basic/utilities/ping; legacy revisions only). */
export declare function pingCheck({ timeoutMs }: CheckTiming): StepSpec;
/**
 * A request with a string id must get a response with that same id (JSON-RPC 2.0 §5; MCP basic §Responses: the
 * response carries the request's id). Responses seen earlier whose id matched no request of ours count too.
 */
export declare function responseIdCheck({ timeoutMs }: CheckTiming): StepSpec;
