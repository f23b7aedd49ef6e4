import type { ServerStartError } from "../errors.js";
import { excerpt } from "../findings/excerpt.js";
import { finding, type Finding } from "../findings/finding.js";
import type { StdoutPollution, ToolListing } from "../mcp/types.js";
import { LAST_STDERR_LINES } from "../mcp/handshake.js";
import { describeTarget, type ServerTarget } from "../mcp/target.js";

/**
 * The runtime a server said it needs when it refused to start on ours (a published notes server: "requires
 * Node.js 22 or newer. Detected: Node.js 20.20.2"): its name and least version, or undefined. Pure.
 */
export function runtimeRequirement(text: string): { runtime: string; version: string } | undefined {
  const m = /\b(?:requires?|needs?|supported on|only supports|must use|use)\s+(node(?:\.?js)?|python|bun|deno)\s*(?:version\s*)?(?:v|>=\s*)?(\d+(?:\.\d+){0,2})\s*(?:or (?:newer|higher|later|above)|\+|and (?:newer|above|later))/i.exec(text)
    ?? /\bunsupported engine\b[^\n]{0,80}?\b(node)\b[^\n]{0,20}?(\d+(?:\.\d+){0,2})/i.exec(text);
  if (!m) return undefined;
  const name = (m[1] ?? "").toLowerCase();
  const runtime = name.startsWith("node") ? "Node.js" : name === "python" ? "Python" : name === "bun" ? "Bun" : "Deno";
  return { runtime, version: m[2] ?? "" };
}

/**
 * `server-start-failed`: the server did not start or finish the handshake. The message carries the error
 * (exit code, timeout) and the last lines of stderr, where a server says why it died.
 */
export function startFailureFinding(error: ServerStartError, target: ServerTarget, protocol = "auto"): Finding {
  const tail = error.stderrTail.trim().split("\n").slice(-5).join("\n");
  const runtime = runtimeRequirement(`${error.message}\n${error.stderrTail}`);
  // No answer in time may be a slow start (npx fetching the package, a cold container) or a --timeout set too short.
  const slowStart = error.handshake === "timeout" ? "; if it starts slowly, give it longer with --timeout" : "";
  const fix = runtime
    ? `The server needs ${runtime.runtime} ${runtime.version} or newer and this run has ${runtime.runtime === "Node.js" ? process.versions.node : "an older one"}: run the checkup with that runtime (in a workflow, actions/setup-node or actions/setup-python before this step). This is the machine, not the server.`
    : error.handshake === "error" && protocol !== "auto"
      ? // The server is up and said no to what --protocol pinned (a new user pinned 2026-07-28 on a 2025 server and was told to fix the command).
        `The server is running and refused the handshake --protocol ${protocol} asked for: leave --protocol out (auto finds the era and revision the server speaks), or pin one it supports.`
      : target.kind === "stdio"
        ? `Run '${excerpt(describeTarget(target), 120)}' by hand and check that it starts, speaks MCP on stdout and answers initialize; fix the command, its working directory or its environment (--env, --cwd)${slowStart}.`
        : target.launch
          ? `Run '${excerpt([target.launch.command, ...target.launch.args].join(" "), 120)}' by hand and check that it listens at ${excerpt(describeTarget({ kind: "http", url: target.url }), 100)} and answers MCP requests there (POST, Streamable HTTP); fix the command, the port or the URL${slowStart}.`
          : `Check that a server listens at ${excerpt(describeTarget(target), 100)} and answers MCP requests there (POST, Streamable HTTP), and that the URL and any --header values are right${slowStart}.`;
  return finding("server-start-failed", {
    message: `The server could not be started or did not complete the handshake: ${startErrorText(error.message)}`,
    fix,
    ...(tail ? { evidence: { excerpt: tail } } : {}),
  });
}

/**
 * A start error's message for a finding: our own sentences whole (a `--timeout 2` run cut "…was started again: 4.4 s
 * without an answer in all." to "…was started again: 4…" at 300 characters), the server's stderr lines after them
 * cut to 300 characters (the evidence keeps them).
 */
function startErrorText(message: string): string {
  const marker = `\n${LAST_STDERR_LINES}\n`;
  const at = message.indexOf(marker);
  if (at < 0) return excerpt(message, 600);
  return `${excerpt(message.slice(0, at), 600)} ${LAST_STDERR_LINES} ${excerpt(message.slice(at + marker.length), 300)}`;
}

/**
 * Findings about the `tools/list` walk: `pagination-loop` (a repeated cursor or the page cap; MCP
 * server/utilities/pagination: a missing nextCursor ends the list, an empty string does not) and
 * `tools-list-failed` (a page failed: the tools gathered so far are still graded).
 */
export function listingFindings(listing: ToolListing): Finding[] {
  const findings: Finding[] = [];
  if (listing.pagination) {
    const { problem, cursor, pages } = listing.pagination;
    findings.push(
      finding("pagination-loop", {
        message:
          problem === "loop"
            ? `tools/list returned nextCursor '${excerpt(cursor, 60)}' again after ${pages} page(s): a client following cursors never reaches the end.`
            : `tools/list was still returning a nextCursor after ${pages} pages; the listing was stopped there.`,
        fix: "Return a new cursor for each next page and omit nextCursor on the last page.",
      }),
    );
  }
  if (listing.failure) {
    const failure = listing.failure;
    const why =
      failure.kind === "error"
        ? `JSON-RPC error ${failure.error.code} (${excerpt(failure.error.message, 120)})`
        : failure.kind === "timeout"
          ? "no answer in time"
          : failure.kind === "closed"
            ? `the server exited (${excerpt(failure.reason, 120)})`
            : "a result that is not a tools/list result";
    findings.push(
      finding("tools-list-failed", {
        message: `tools/list failed after ${listing.pages} page(s): ${why}; only the ${listing.tools.length} tool(s) listed before it were graded.`,
        fix: "Make tools/list answer every page with { tools: [...] } and a valid nextCursor, and declare the tools capability.",
      }),
    );
  }
  return findings;
}

/**
 * `stdout-pollution`: lines on stdout that are not JSON-RPC messages (MCP basic/transports §stdio: the server
 * MUST NOT write anything to stdout that is not a valid MCP message). One finding for the run, quoting the first
 * line and saying how many came while the server was serving requests.
 */
export function pollutionFindings(lines: readonly StdoutPollution[]): Finding[] {
  if (lines.length === 0) return [];
  const first = lines[0]!;
  const during = lines.filter((l) => l.duringSession).length;
  const when = during === 0 ? " before its first JSON-RPC message (a start-up banner)" : during === lines.length ? " while serving requests" : `, ${during} of them while serving requests`;
  return [
    finding("stdout-pollution", {
      message: `The server wrote ${lines.length} line(s) to stdout that are not JSON-RPC messages${when}, first '${excerpt(first.line, 100)}' at ${Math.round(first.atMs)} ms; strict stdio clients fail on such lines.`,
      fix: "Write logs, banners and debug output to stderr (console.error, logging to stderr), never to stdout; stdout is reserved for MCP messages.",
      evidence: { excerpt: lines.slice(0, 5).map((l) => l.line).join("\n") },
    }),
  ];
}

/**
 * The grade-cap reason for stdout pollution, or undefined (DESIGN.md "Score and grade": stdout pollution caps the
 * grade at C). It caps when lines came while the server was serving requests — debug output that every call
 * of an agent runs into; a start-up banner before the first message costs its lint error only (the shared case
 * `pollution-banner` grades B or better).
 */
export function pollutionCapReason(lines: readonly StdoutPollution[]): string | undefined {
  const during = lines.filter((l) => l.duringSession).length;
  if (during === 0) return undefined;
  return `stdout-pollution (${during} non-JSON-RPC line${during === 1 ? "" : "s"} on stdout while serving requests)`;
}
