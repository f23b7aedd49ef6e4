/** Short clauses describing request outcomes and JSON-RPC errors, for check details and finding messages. */
import { describeExit } from "../mcp/exit-status.js";
import type { JsonRpcError, RequestOutcome } from "../mcp/types.js";

/** `error -32603 "boom"` (the message cut at 80 characters). */
export function describeError(error: JsonRpcError): string {
  const text = typeof error.message === "string" ? error.message.replace(/\s+/g, " ").trim() : "";
  return `error ${String(error.code)}${text ? ` "${text.length > 80 ? `${text.slice(0, 79)}…` : text}"` : ""}`;
}

/** One clause for an outcome: `a result`, `error -32601 "…"`, `no answer within 2000 ms`, `the server process exited with code 1`. */
export function describeOutcome(outcome: RequestOutcome): string {
  switch (outcome.kind) {
    case "result":
      return "a result";
    case "error":
      return describeError(outcome.error);
    case "timeout":
      return `no answer within ${Math.round(outcome.durationMs)} ms`;
    case "closed":
      return outcome.exit ? `the server process ${describeExit(outcome.exit)}` : outcome.reason;
  }
}
