import type { CommentsApi } from "./comments-api.js";
import { httpStatus } from "./github-client.js";
import { decideStickyComment } from "./sticky-comment.js";

/** What happened to the sticky comment. */
export interface CommentOutcome {
  action: "created" | "updated" | "unchanged";
  id: number;
  url?: string;
}

/**
 * Brings the PR's sticky comment up to date: lists every comment (all pages), decides with
 * `decideStickyComment`, then creates, updates, or leaves it. An update answered 404 (the comment was deleted
 * meanwhile) becomes a create (github-action-notes §2.5 step 7). Throws the API's error otherwise (a 403 from
 * a read-only token included: the caller turns it into a warning).
 */
export async function syncStickyComment(api: CommentsApi, prNumber: number, marker: string, body: string): Promise<CommentOutcome> {
  const decision = decideStickyComment(await api.list(prNumber), marker, body);
  if (decision.action === "unchanged") {
    return { action: "unchanged", id: decision.commentId, ...(decision.url !== undefined ? { url: decision.url } : {}) };
  }
  if (decision.action === "update") {
    try {
      const updated = await api.update(decision.commentId, body);
      return { action: "updated", id: updated.id, ...(updated.html_url !== undefined ? { url: updated.html_url } : {}) };
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
    }
  }
  const created = await api.create(prNumber, body);
  return { action: "created", id: created.id, ...(created.html_url !== undefined ? { url: created.html_url } : {}) };
}
