/**
 * Checks of the 2026-07-28 stateless revision (reference/mcp-spec-notes.md §1.2–§1.4, §6.2.6–§6.2.8, §6.1.6):
 * an unsupported version gets `-32022` with `data.supported` (array) and `data.requested`; a request whose `_meta`
 * lacks a required field gets `-32602` (over HTTP also `-32020`, the header check, is a correct refusal);
 * `server/discover` lists `supportedVersions` and `capabilities`; every result carries `resultType`.
 *
 * Every check runs on a connection of its own whose era was set by `server/discover` (`fresh`), and sends only
 * requests carrying the modern `_meta` claim: a dual-era server picks its era from how a connection opens (MCP
 * 2026-07-28 basic/versioning §Backward Compatibility), so a claim-less request is legacy traffic it may rightly
 * serve, and one sent earlier on the same connection would decide what the check sees. Verified by hand against
 * the TypeScript SDK v2 (`@modelcontextprotocol/server` 2.4.0, `serveStdio`): on a fresh process, `server/discover`
 * then `server/discover` naming 1999-01-01 gets -32022 with `supported`/`requested`; `tools/list` whose `_meta`
 * has the version but no `clientCapabilities` gets -32602; both results carry `resultType`. The same server, once
 * a claim-less `ping` or `tools/list` pinned its stdio connection to the legacy era, answers `server/discover`
 * with -32601 and omits `resultType` — that is what our run used to do to it, not a defect of the server.
 */
import type { McpConnection } from "../mcp/connection.js";
import { type CheckTiming, type StepSpec } from "./step.js";
/** The unknown version in `_meta` of `server/discover` is refused with `-32022 {supported, requested}` (MCP 2026-07-28 basic/versioning). */
export declare function modernVersionErrorCheck({ timeoutMs }: CheckTiming): StepSpec;
/**
 * A modern request whose `_meta` lacks the required `clientCapabilities` is malformed: `-32602` (MCP 2026-07-28
 * basic/index §`_meta`: both the protocol version and the client capabilities are required; HTTP 400). The
 * request keeps the protocol version, so it claims the modern era: a dual-era server cannot take it for legacy
 * traffic, which it may serve. This is the one check that sends a request without the full envelope.
 */
export declare function modernMetaMissingCheck({ timeoutMs }: CheckTiming): StepSpec;
/** `server/discover` has `supportedVersions` (non-empty, with the version in use) and `capabilities` (MCP 2026-07-28 server/discover). */
export declare function discoverFieldsCheck({ timeoutMs }: CheckTiming): StepSpec;
/** Every result of a 2026-07-28 server carries `resultType` (MCP 2026-07-28 basic/index; schema `Result`). */
export declare function resultTypeCheck({ timeoutMs }: CheckTiming): StepSpec;
/** Checks for a connection in the modern era, in order. */
export declare function modernChecks(connection: McpConnection, timing: CheckTiming): StepSpec[];
