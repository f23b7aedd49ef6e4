/**
 * Checks of the 2026-07-28 stateless revision (reference/mcp-spec-notes.md §1.2–§1.4, §6.2.6–§6.2.8, §6.1.6):
 * an unsupported version gets `-32022` with `data.supported` (array) and `data.requested`; a request without the
 * required `_meta` protocol version gets `-32602` (over HTTP also `-32020`, the header check, is a correct
 * refusal); `server/discover` lists `supportedVersions` and `capabilities`; every result carries `resultType`.
 */
import type { McpConnection } from "../mcp/connection.js";
import { type StepSpec } from "./step.js";
/** The unknown version in `_meta` of `server/discover` is refused with `-32022 {supported, requested}` (MCP 2026-07-28 basic/versioning). */
export declare function modernVersionErrorCheck(timeoutMs: number): StepSpec;
/** A request without `_meta` is malformed: `-32602` (MCP 2026-07-28 basic/index §`_meta`; HTTP 400). */
export declare function modernMetaMissingCheck(timeoutMs: number): StepSpec;
/** `server/discover` has `supportedVersions` (non-empty, with the version in use) and `capabilities` (MCP 2026-07-28 server/discover). */
export declare function discoverFieldsCheck(timeoutMs: number): StepSpec;
/** Every result of a 2026-07-28 server carries `resultType` (MCP 2026-07-28 basic/index; schema `Result`). */
export declare function resultTypeCheck(timeoutMs: number): StepSpec;
/** Checks for a connection in the modern era, in order. */
export declare function modernChecks(connection: McpConnection, timeoutMs: number): StepSpec[];
