/**
 * Walks `tools/list` pages (MCP 2025-11-25 server/utilities/pagination, server/tools §Listing Tools): follows
 * `nextCursor` until it is missing or null. An empty-string cursor is a cursor (MCP 2026-07-28 pagination: it
 * MUST NOT be treated as the end). A cursor seen before (a loop) or the page cap stops the walk and is
 * reported; a failing page keeps the tools gathered so far.
 */
import type { RequestOutcome, ToolListing } from "./types.js";
/** Sends one `tools/list` request with these params (`{}` or `{cursor}`) and resolves with its outcome. */
export type ToolsPageRequest = (params: Record<string, unknown>) => Promise<RequestOutcome>;
/** Most pages fetched before the walk stops with `pagination.problem: "page-cap"`. */
export declare const TOOLS_PAGE_CAP = 100;
/**
 * Fetches every page through `requestPage` and returns the listing. Tools that are not objects or have no string
 * `name` are skipped and counted in `malformed`; a tool repeated word for word from an earlier page (what a looping
 * cursor serves) is not added twice. A page whose result has no `tools` array counts as a failing
 * page (`failure` holds its `result` outcome). Never throws.
 */
export declare function listAllTools(requestPage: ToolsPageRequest, pageCap?: number): Promise<ToolListing>;
