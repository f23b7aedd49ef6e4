/**
 * Findings from the wire problems a run saw (`WireProblem`, issue 12): one finding per rule and cause, with how
 * often it happened. Sources: MCP 2025-11-25 basic/transports §Streamable HTTP (a POSTed request is answered with
 * `application/json` or `text/event-stream`), basic/authorization (401 with `WWW-Authenticate`), client/sampling,
 * client/elicitation and client/roots (a server MUST NOT send requests for a capability the client did not declare);
 * RFC 9110 §15.4 (redirects); the official SDK's 10 MiB message limit; JSON-RPC 2.0 §5 (a response carries exactly
 * one of `result` and `error`, an error an integer `code` and a string `message`; the official TypeScript SDK client
 * 1.x drops any other response as invalid).
 */
import { type Finding } from "../findings/finding.js";
import type { WireProblem } from "../mcp/types.js";
/** One finding per rule and cause among `problems`, in the order causes were first seen. */
export declare function wireProblemFindings(problems: readonly WireProblem[]): Finding[];
