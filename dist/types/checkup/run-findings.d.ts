import type { ServerStartError } from "../errors.js";
import { type Finding } from "../findings/finding.js";
import type { StdoutPollution, ToolListing } from "../mcp/types.js";
import { type ServerTarget } from "../mcp/target.js";
/**
 * The runtime a server said it needs when it refused to start on ours (a published notes server: "requires
 * Node.js 22 or newer. Detected: Node.js 20.20.2"): its name and least version, or undefined. Pure.
 */
export declare function runtimeRequirement(text: string): {
    runtime: string;
    version: string;
} | undefined;
/**
 * `server-start-failed`: the server did not start or finish the handshake. The message carries the error
 * (exit code, timeout) and the last lines of stderr, where a server says why it died.
 */
export declare function startFailureFinding(error: ServerStartError, target: ServerTarget, protocol?: string): Finding;
/**
 * Findings about the `tools/list` walk: `pagination-loop` (a repeated cursor or the page cap; MCP
 * server/utilities/pagination: a missing nextCursor ends the list, an empty string does not) and
 * `tools-list-failed` (a page failed: the tools gathered so far are still graded).
 */
export declare function listingFindings(listing: ToolListing): Finding[];
/**
 * `stdout-pollution`: lines on stdout that are not JSON-RPC messages (MCP basic/transports §stdio: the server
 * MUST NOT write anything to stdout that is not a valid MCP message). One finding for the run, quoting the first
 * line and saying how many came while the server was serving requests.
 */
export declare function pollutionFindings(lines: readonly StdoutPollution[]): Finding[];
/**
 * The grade-cap reason for stdout pollution, or undefined (DESIGN.md "Score and grade": stdout pollution caps the
 * grade at C). It caps when lines came while the server was serving requests — debug output that every call
 * of an agent runs into; a start-up banner before the first message costs its lint error only (the shared case
 * `pollution-banner` grades B or better).
 */
export declare function pollutionCapReason(lines: readonly StdoutPollution[]): string | undefined;
