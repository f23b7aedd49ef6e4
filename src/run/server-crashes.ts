/**
 * Deaths of the server under test outside an edge case: the process exited (or the connection broke) during a
 * call with valid arguments, or on its own after a call was answered, and the run had to start it again. A death
 * on deliberately bad input is `edge-crash` (DESIGN.md "Scenarios"); this is the server-wide `server-crashed`.
 * MCP 2025-11-25 basic/transports §stdio lets a client restart a server that dies, but every client loses its
 * session when it does, so a server must not count on it.
 */
import { finding, type Finding } from "../findings/finding.js";
import type { McpConnection } from "../mcp/connection.js";
import { describeExit } from "../mcp/exit-status.js";
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

/** Deaths listed by name in the finding's message; more are counted. */
const LISTED_DEATHS = 3;

/**
 * The death, if any, that made the run replace `last.connection` with `next`: undefined when the connection is
 * the same or still alive, and when the server died during an edge case (that is `edge-crash`). Pure.
 */
export function deathBefore(last: LastCall, next: McpConnection): ServerDeath | undefined {
  if (next === last.connection || last.connection.alive) return undefined;
  const closed = last.outcome.kind === "closed" ? last.outcome : undefined;
  if (closed && last.scenario.kind === "edge") return undefined;
  const exit = closed ? closed.exit : last.connection.exitStatus();
  return {
    tool: last.scenario.tool,
    when: closed ? "during" : "after",
    ...(exit ? { exit } : {}),
    stderrTail: closed ? closed.stderrTail : last.connection.stderrTail(),
  };
}

function deathClause(death: ServerDeath): string {
  const how = death.exit ? `the server process ${describeExit(death.exit)}` : "the connection to the server broke";
  return death.when === "during" ? `${how} during a call of '${death.tool}' with valid arguments` : `${how} after a call of '${death.tool}' was answered`;
}

/**
 * One `server-crashed` finding for every death of the run (undefined when there was none): how many, the first
 * {@link LISTED_DEATHS} named with their exit status and call, and the first death's stderr as evidence.
 */
export function serverCrashedFinding(deaths: readonly ServerDeath[]): Finding | undefined {
  const first = deaths[0];
  if (first === undefined) return undefined;
  // The same death repeated (every call of one tool killing the server) is said once, with its count.
  const counts = new Map<string, number>();
  for (const clause of deaths.map(deathClause)) counts.set(clause, (counts.get(clause) ?? 0) + 1);
  const clauses = [...counts].map(([clause, n]) => (n === 1 ? clause : `${clause} (${n} times)`));
  const listed = clauses.slice(0, LISTED_DEATHS);
  if (clauses.length > LISTED_DEATHS) listed.push(`${clauses.length - LISTED_DEATHS} more`);
  const times = deaths.length === 1 ? "once" : `${deaths.length} times`;
  return finding("server-crashed", {
    message: `The server went down ${times} outside an edge case and had to be restarted: ${listed.join("; ")}.`,
    fix: "Keep the server process alive for the whole session: catch errors in tool handlers and in background work (unhandled promise rejections, uncaught exceptions) and report them as isError results or on stderr; a client loses its session when the process exits.",
    ...(first.stderrTail.trim() !== "" ? { evidence: { excerpt: first.stderrTail.slice(-2000) } } : {}),
  });
}
