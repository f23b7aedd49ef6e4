/**
 * The sticky-comment decision, as pure functions over the PR's comments (STYLE.md "A seam for every outside
 * thing"). One comment per server is found by the hidden marker on its FIRST line (`commentMarker`), updated in
 * place when the result changes, and left alone when it shows the same result (no "edited" noise).
 */
import { COMMENT_MARKER_PREFIX, legacyCommentMarker } from "./constants.js";

/** A PR comment as the REST API lists it (`GET /repos/{owner}/{repo}/issues/{n}/comments`); only these fields are read. */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
  user?: { login?: string; type?: string } | null;
}

/** Which comments are this server's: the stable key, and the tags of the old name-keyed marker to adopt. */
export interface StickyMatch {
  key: string;
  /** `legacyCommentMarker` tags that meant this server before the stable key (the comment tag, else its name or target). */
  legacyTags: readonly string[];
}

/** What to do with the sticky comment. `duplicates` are other comments of ours for the same key, to delete. */
export type StickyDecision =
  | { action: "create"; body: string }
  | { action: "update"; commentId: number; url?: string; body: string; duplicates: number[] }
  | { action: "unchanged"; commentId: number; url?: string; duplicates: number[] };

/** The first line of a comment body, without a trailing `\r`. */
export function firstLine(body: string): string {
  const end = body.indexOf("\n");
  return (end === -1 ? body : body.slice(0, end)).replace(/\r$/, "").trim();
}

/** The key and digest of a current marker line; null for anything else (a legacy marker included). */
export function parseCommentMarker(line: string): { key: string; digest: string } | null {
  if (!line.startsWith(COMMENT_MARKER_PREFIX)) return null;
  const m = /^key=(\S+) digest=([0-9a-f]+) -->$/.exec(line.slice(COMMENT_MARKER_PREFIX.length));
  if (!m) return null;
  try {
    return { key: decodeURIComponent(m[1]!), digest: m[2]! };
  } catch {
    return null;
  }
}

/** Whether a comment is this server's sticky comment: its first line is our marker for `match.key`, or a legacy one. */
export function isStickyComment(comment: IssueComment, match: StickyMatch): boolean {
  if (typeof comment.body !== "string") return false;
  const line = firstLine(comment.body);
  const marker = parseCommentMarker(line);
  if (marker !== null) return marker.key === match.key.trim();
  return match.legacyTags.some((tag) => tag.trim() !== "" && line === legacyCommentMarker(tag));
}

/**
 * This server's comments that the Action may edit, oldest first: those written by a bot (`user.type: "Bot"`, as
 * `github-actions[bot]` is) when there are any — a person who pastes our marker into their own comment must not
 * capture the sticky comment — else all of them (a personal token writes as a user).
 */
export function ourComments(comments: readonly IssueComment[], match: StickyMatch): IssueComment[] {
  const ours = comments.filter((c) => isStickyComment(c, match));
  const byBot = ours.filter((c) => c.user?.type === "Bot");
  return (byBot.length > 0 ? byBot : ours).sort((a, b) => a.id - b.id);
}

/**
 * Decides between creating, updating or leaving the sticky comment, converging on one:
 * - the comment kept is the OLDEST of ours (concurrent runs that both created one agree on it, issue 12 item 8);
 *   the others by the same author are `duplicates`, to delete;
 * - none: create. The kept one's first line is already `body`'s (same key, same result digest): unchanged —
 *   its commit and run link are those of the run that first showed this result. Otherwise: update it (a legacy
 *   name-keyed comment is adopted this way).
 * `body` must start with its marker line (see `comment-body.ts`). Pure; never throws.
 */
export function decideStickyComment(comments: readonly IssueComment[], match: StickyMatch, body: string): StickyDecision {
  const ours = ourComments(comments, match);
  const keep = ours[0];
  if (keep === undefined) return { action: "create", body };
  const duplicates = ours.slice(1).filter((c) => c.user?.login === keep.user?.login).map((c) => c.id);
  const url = keep.html_url !== undefined ? { url: keep.html_url } : {};
  if (firstLine(keep.body ?? "") === firstLine(body)) return { action: "unchanged", commentId: keep.id, ...url, duplicates };
  return { action: "update", commentId: keep.id, ...url, body, duplicates };
}
