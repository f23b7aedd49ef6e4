/**
 * Walks `tools/list` pages (MCP 2025-11-25 server/utilities/pagination, server/tools §Listing Tools): follows
 * `nextCursor` until it is missing or null. An empty-string cursor is a cursor (MCP 2026-07-28 pagination: it
 * MUST NOT be treated as the end). A cursor seen before (a loop) or the page cap stops the walk and is
 * reported; a failing page keeps the tools gathered so far.
 */
import type { RequestOutcome, Tool, ToolListing } from "./types.js";
import { isJsonObject } from "./json-object.js";

/** Sends one `tools/list` request with these params (`{}` or `{cursor}`) and resolves with its outcome. */
export type ToolsPageRequest = (params: Record<string, unknown>) => Promise<RequestOutcome>;

/** Most pages fetched before the walk stops with `pagination.problem: "page-cap"`. */
export const TOOLS_PAGE_CAP = 100;

/**
 * Fetches every page through `requestPage` and returns the listing. Tools that are not objects or have no string
 * `name` are skipped and counted in `malformed`; a tool repeated word for word from an earlier page (what a looping
 * cursor serves) is not added twice. A page whose result has no `tools` array counts as a failing
 * page (`failure` holds its `result` outcome). Never throws.
 */
export async function listAllTools(requestPage: ToolsPageRequest, pageCap = TOOLS_PAGE_CAP): Promise<ToolListing> {
  const listing: ToolListing = { tools: [], pages: 0 };
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    if (listing.pages >= pageCap) {
      listing.pagination = { problem: "page-cap", cursor: cursor ?? "", pages: listing.pages };
      break;
    }
    const outcome = await requestPage(cursor === undefined ? {} : { cursor });
    listing.pages += 1;
    const page = outcome.kind === "result" ? outcome.result : undefined;
    const tools = isJsonObject(page) && Array.isArray(page.tools) ? page.tools : undefined;
    if (!tools) {
      listing.failure = outcome;
      break;
    }
    const earlier = new Map(listing.tools.map((t) => [t.name, JSON.stringify(t)]));
    for (const tool of tools) {
      if (!isJsonObject(tool) || typeof tool.name !== "string") {
        listing.malformed = (listing.malformed ?? 0) + 1;
        continue;
      }
      // A page that repeats an earlier page's tool word for word (a looping cursor) adds nothing; a duplicate
      // name within one page, or with another definition, is kept for lint to report.
      if (earlier.get(tool.name) === JSON.stringify(tool)) continue;
      listing.tools.push(tool as Tool);
    }
    const next = (page as Record<string, unknown>).nextCursor;
    if (typeof next !== "string") break; // missing or null ends the list; a non-string cursor cannot be sent back
    if (seen.has(next)) {
      listing.pagination = { problem: "loop", cursor: next, pages: listing.pages };
      break;
    }
    seen.add(next);
    cursor = next;
  }
  return listing;
}
