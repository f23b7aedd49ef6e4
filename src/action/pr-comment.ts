import type { CommentsApi } from "./comments-api.js";
import { httpStatus } from "./github-client.js";
import { decideStickyComment, firstLine, ourComments, type IssueComment, type StickyMatch } from "./sticky-comment.js";

/** What happened to the sticky comment. `deleted` lists duplicates of ours that were removed. */
export type CommentOutcome =
  | { action: "created" | "updated" | "unchanged"; id: number; url?: string; deleted: number[] }
  /** No comment of ours existed and `comment-mode` did not ask for one on this result. */
  | { action: "not-needed"; deleted: number[] };

/** Options of {@link syncStickyComment}. */
export interface SyncOptions {
  /** Whether a comment may be created when none exists (`comment-mode`); an existing one is always kept current. */
  create: boolean;
}

/**
 * Brings the PR's sticky comment up to date and converges on one comment (issue 12 item 8: two concurrent runs
 * left two): lists every comment (all pages), decides with `decideStickyComment`, then
 * - updates the oldest comment of ours (or leaves it when it shows the same result) and deletes our duplicates;
 * - or creates one, lists again, and when an older comment of ours appeared meanwhile (a concurrent run), deletes
 *   the one it created and updates the older one instead.
 * An update answered 404 (the comment was deleted meanwhile) becomes a create (github-action-notes §2.5 step 7).
 * Throws the API's error otherwise (the caller names its cause with `describeGitHubError`).
 */
export async function syncStickyComment(
  api: CommentsApi,
  prNumber: number,
  match: StickyMatch,
  body: string,
  options: SyncOptions = { create: true },
): Promise<CommentOutcome> {
  const decision = decideStickyComment(await api.list(prNumber), match, body);
  const deleted: number[] = [];
  const removeAll = async (ids: readonly number[]): Promise<void> => {
    for (const id of ids) {
      await api.remove(id);
      deleted.push(id);
    }
  };
  if (decision.action === "unchanged") {
    await removeAll(decision.duplicates);
    return { action: "unchanged", id: decision.commentId, ...url(decision.url), deleted };
  }
  if (decision.action === "update") {
    try {
      const updated = await api.update(decision.commentId, body);
      await removeAll(decision.duplicates);
      return { action: "updated", id: updated.id, ...url(updated.html_url), deleted };
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
    }
  }
  if (decision.action === "create" && !options.create) return { action: "not-needed", deleted };
  const created = await api.create(prNumber, body);
  return converge(api, prNumber, match, body, created, deleted);
}

/** After a create: the oldest comment of ours by the same author wins; ours is deleted when it is not that one. */
async function converge(
  api: CommentsApi,
  prNumber: number,
  match: StickyMatch,
  body: string,
  created: IssueComment,
  deleted: number[],
): Promise<CommentOutcome> {
  const sameAuthor = ourComments(await api.list(prNumber), match).filter((c) => c.user?.login === created.user?.login);
  const oldest = sameAuthor[0];
  if (oldest === undefined || oldest.id >= created.id) return { action: "created", id: created.id, ...url(created.html_url), deleted };
  await api.remove(created.id);
  deleted.push(created.id);
  if (firstLine(oldest.body ?? "") === firstLine(body)) return { action: "unchanged", id: oldest.id, ...url(oldest.html_url), deleted };
  const updated = await api.update(oldest.id, body);
  return { action: "updated", id: updated.id, ...url(updated.html_url), deleted };
}

function url(value: string | undefined): { url?: string } {
  return value !== undefined ? { url: value } : {};
}
