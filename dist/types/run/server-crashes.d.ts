/**
 * Deaths of the server under test outside an edge case: the process exited (or the connection broke) during a
 * call with valid arguments, or on its own after a call was answered, and the run had to start it again. A death
 * on deliberately bad input is `edge-crash` (DESIGN.md "Scenarios"); this is the server-wide `server-crashed`.
 * MCP 2025-11-25 basic/transports §stdio lets a client restart a server that dies, but every client loses its
 * session when it does, so a server must not count on it.
 */
import { type Finding } from "../findings/finding.js";
import type { McpConnection } from "../mcp/connection.js";
import type { ExitStatus, RequestOutcome } from "../mcp/types.js";
import type { Scenario } from "../scenarios/scenario.js";
/** The last call of a run: its scenario, how it ended, and the connection it went over. */
export interface LastCall {
    scenario: Pick<Scenario, "tool" | "kind">;
    outcome: RequestOutcome;
    connection: McpConnection;
}
/** One death outside an edge case. `during`: while the call of `tool` was out; `after`: after it was answered. */
export interface ServerDeath {
    tool: string;
    when: "during" | "after";
    /** How the process ended; absent when only the connection broke (HTTP). */
    exit?: ExitStatus;
    /** The last stderr text of the process that died (already redacted by the transport). */
    stderrTail: string;
}
/**
 * The death, if any, that made the run replace `last.connection` with `next`: undefined when the connection is
 * the same or still alive, and when the server died during an edge case (that is `edge-crash`). Pure.
 */
export declare function deathBefore(last: LastCall, next: McpConnection): ServerDeath | undefined;
/**
 * One `server-crashed` finding for every death of the run (undefined when there was none): how many, the first
 * {@link LISTED_DEATHS} named with their exit status and call, and the first death's stderr as evidence.
 */
export declare function serverCrashedFinding(deaths: readonly ServerDeath[]): Finding | undefined;
