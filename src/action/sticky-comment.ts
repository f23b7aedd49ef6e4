/**
 * The sticky-comment decision, as a pure function over the PR's comments (STYLE.md "A seam for every outside
 * thing"). One comment per server is found by the hidden marker on its FIRST line (see `commentMarker`), updated
 * in place on every push, and left alone when its body is already the new one (no "edited" noise).
 */

/** A PR comment as the REST API lists it (`GET /repos/{owner}/{repo}/issues/{n}/comments`); only these fields are read. */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
  user?: { login?: string; type?: string } | null;
}

/** What to do with the sticky comment. */
export type StickyDecision =
  | { action: "create"; body: string }
  | { action: "update"; commentId: number; url?: string; body: string }
  | { action: "unchanged"; commentId: number; url?: string };

/** The first line of a comment body, without a trailing `\r`. */
function firstLine(body: string): string {
  const end = body.indexOf("\n");
  return (end === -1 ? body : body.slice(0, end)).replace(/\r$/, "").trim();
}

/**
 * Decides between creating, updating or leaving the sticky comment.
 * - A comment is ours when its first line is exactly `marker`. When several are, comments written by a bot
 *   (`user.type: "Bot"`, as `github-actions[bot]` is) are preferred over others — a person who pastes our marker
 *   into their own comment must not capture the sticky comment (we could not edit it anyway) — and among
 *   those the newest (highest id) wins.
 * - No comment of ours: create. Ours with a byte-identical body: unchanged. Otherwise: update that comment.
 * `body` must already start with `marker` on its first line (see `comment-body.ts`). Pure; never throws.
 */
export function decideStickyComment(comments: readonly IssueComment[], marker: string, body: string): StickyDecision {
  const ours = comments.filter((c) => typeof c.body === "string" && firstLine(c.body) === marker);
  const byBot = ours.filter((c) => c.user?.type === "Bot");
  const candidates = byBot.length > 0 ? byBot : ours;
  const existing = candidates.reduce<IssueComment | undefined>((newest, c) => (newest === undefined || c.id > newest.id ? c : newest), undefined);
  if (existing === undefined) return { action: "create", body };
  const url = existing.html_url !== undefined ? { url: existing.html_url } : {};
  if (existing.body === body) return { action: "unchanged", commentId: existing.id, ...url };
  return { action: "update", commentId: existing.id, ...url, body };
}
