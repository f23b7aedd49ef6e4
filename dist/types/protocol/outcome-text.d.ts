import type { JsonRpcError, RequestOutcome } from "../mcp/types.js";
/** `error -32603 "boom"` (the message cut at 80 characters). */
export declare function describeError(error: JsonRpcError): string;
/** One clause for an outcome: `a result`, `error -32601 "…"`, `no answer within 2000 ms`, `the server process exited with code 1`. */
export declare function describeOutcome(outcome: RequestOutcome): string;
